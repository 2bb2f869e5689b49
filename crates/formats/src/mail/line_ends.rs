//! The line feeds of a header block, found 64 bytes at a time.
//!
//! A header block is many short lines (44 bytes on average in the bench
//! mbox, 516,321 of them): `memchr_iter` starts a new search after each
//! line feed, a dispatch and an unaligned head each time, which cost
//! more than the search (15 M instructions of mail mode's 200 M). Here
//! four compares of a 64-byte block give a bit mask of its line feeds,
//! taken one by one from the mask (as `urlgrep_extract` finds colons).

/// Iterator over the offsets of `b'\n'` in a text, in order.
pub(crate) struct LineEnds<'h> {
    hay: &'h [u8],
    /// Start of the block `mask` describes.
    block: usize,
    /// Bit `j` set: a line feed at `block + j` not yet returned.
    mask: u64,
}

impl<'h> LineEnds<'h> {
    pub(crate) fn new(hay: &'h [u8]) -> LineEnds<'h> {
        LineEnds {
            hay,
            block: 0,
            mask: mask(hay, 0),
        }
    }
}

impl Iterator for LineEnds<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.mask == 0 {
            self.block += 64;
            if self.block >= self.hay.len() {
                return None;
            }
            self.mask = mask(self.hay, self.block);
        }
        let n = self.block + self.mask.trailing_zeros() as usize;
        self.mask &= self.mask - 1;
        Some(n)
    }
}

/// The line feeds of `hay[at..(at + 64).min(hay.len())]` as a bit mask.
#[inline]
fn mask(hay: &[u8], at: usize) -> u64 {
    match hay.get(at..at.saturating_add(64)) {
        Some(block) => block_mask(block.try_into().unwrap()),
        None => tail_mask(hay.get(at..).unwrap_or_default()),
    }
}

/// The line feeds of `tail`, shorter than 64 bytes, as a bit mask.
#[cold]
fn tail_mask(tail: &[u8]) -> u64 {
    memchr::memchr_iter(b'\n', tail).fold(0, |m, j| m | 1 << j)
}

#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn block_mask(block: &[u8; 64]) -> u64 {
    use safe_arch::{cmp_eq_mask_i8_m128i, load_unaligned_m128i, move_mask_i8_m128i};
    // SSE2 is part of every x86_64 target.
    let lf = safe_arch::set_splat_i8_m128i(b'\n' as i8);
    let bits = |i: usize| {
        let v = load_unaligned_m128i(block[i..i + 16].try_into().unwrap());
        u64::from(move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, lf)) as u16)
    };
    bits(0) | bits(16) << 16 | bits(32) << 32 | bits(48) << 48
}

#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn block_mask(block: &[u8; 64]) -> u64 {
    memchr::memchr_iter(b'\n', block).fold(0, |m, j| m | 1 << j)
}

#[cfg(test)]
mod tests {
    use super::LineEnds;
    use proptest::prelude::*;

    #[test]
    fn line_feeds_at_block_edges_and_in_the_tail() {
        for len in [0, 1, 63, 64, 65, 127, 128, 129, 200] {
            for at in [0, 1, 62, 63, 64, 65, 126, 127, 128, 191, 192, 199] {
                let mut hay = vec![b'a'; len];
                if let Some(b) = hay.get_mut(at) {
                    *b = b'\n';
                }
                let want: Vec<usize> = (at < len).then_some(at).into_iter().collect();
                assert_eq!(LineEnds::new(&hay).collect::<Vec<_>>(), want, "{len} {at}");
            }
        }
        // Every byte a line feed; none at all over several blocks.
        assert_eq!(LineEnds::new(&[b'\n'; 130]).count(), 130);
        assert_eq!(LineEnds::new(&[b'x'; 1000]).count(), 0);
    }

    proptest! {
        /// The same offsets as memchr's, in order, whatever the bytes.
        #[test]
        fn as_memchr_finds_them(
            hay in prop::collection::vec(
                prop::sample::select(vec![b'\n', b'\r', b'a', b':', 0x8a, 0x0b]),
                0..400,
            )
        ) {
            let want: Vec<usize> = memchr::memchr_iter(b'\n', &hay).collect();
            prop_assert_eq!(LineEnds::new(&hay).collect::<Vec<_>>(), want);
        }
    }
}
