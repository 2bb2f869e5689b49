//! The colons of the input, the trigger of every form (SPEC §1.1, §1.4),
//! found 64 bytes at a time.
//!
//! Mail and news text has a colon every hundred bytes or so (headers,
//! times, `Note:`), and most end no scheme name. `memchr_iter` finds each
//! one fast, but every call after a hit starts a new search (a dispatch
//! through a function pointer and an unaligned head), which cost more than
//! the search between colons on the mail corpus. Here four compares of a
//! 64-byte block give a bit mask of its colons, and the caller takes them
//! one by one from the mask (benches: the library on the mail corpus,
//! 3.1 → 3.6 GB/s). Most blocks hold none (prose has one every few
//! hundred bytes): one test of the four compares or-ed tells, and only a
//! block with a colon has its mask made, from the same compares.

/// Iterator over the offsets of `b':'` in `hay[from..to]`.
pub(crate) struct Colons<'h> {
    /// The input up to `to`.
    hay: &'h [u8],
    /// Start of the block `mask` describes.
    block: usize,
    /// Bit `j` set: a colon at `block + j` not yet returned.
    mask: u64,
}

impl<'h> Colons<'h> {
    pub(crate) fn new(hay: &'h [u8], from: usize, to: usize) -> Colons<'h> {
        let hay = &hay[..to.min(hay.len())];
        Colons {
            hay,
            block: from,
            mask: mask(hay, from),
        }
    }
}

impl Iterator for Colons<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.mask == 0 {
            (self.block, self.mask) = next_block(self.hay, self.block + 64)?;
        }
        let c = self.block + self.mask.trailing_zeros() as usize;
        self.mask &= self.mask - 1;
        Some(c)
    }
}

/// The colons of `hay[at..(at + 64).min(hay.len())]` as a bit mask.
fn mask(hay: &[u8], at: usize) -> u64 {
    match hay.get(at..at.saturating_add(64)) {
        Some(block) => block_mask(block.try_into().unwrap()),
        None => tail_mask(hay.get(at..).unwrap_or_default()),
    }
}

/// The first block from `at` on that holds a colon: its start and mask.
#[inline(always)]
fn next_block(hay: &[u8], mut at: usize) -> Option<(usize, u64)> {
    // (Whole blocks as `chunks_exact` gives them: no bounds check each.)
    let mut blocks = hay.get(at..)?.chunks_exact(64);
    for block in &mut blocks {
        let m = block_mask(block.try_into().unwrap());
        if m != 0 {
            return Some((at, m));
        }
        at += 64;
    }
    let m = tail_mask(blocks.remainder());
    (m != 0).then_some((at, m))
}

/// The colons of `tail`, shorter than 64 bytes, as a bit mask.
#[cold]
fn tail_mask(tail: &[u8]) -> u64 {
    memchr::memchr_iter(b':', tail).fold(0, |m, j| m | 1 << j)
}

#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn block_mask(block: &[u8; 64]) -> u64 {
    use safe_arch::{bitor_m128i, cmp_eq_mask_i8_m128i, load_unaligned_m128i, move_mask_i8_m128i};
    // SSE2 is part of every x86_64 target.
    let colon = safe_arch::set_splat_i8_m128i(b':' as i8);
    let eq = |i: usize| {
        let v = load_unaligned_m128i(block[i..i + 16].try_into().unwrap());
        cmp_eq_mask_i8_m128i(v, colon)
    };
    let (a, b, c, d) = (eq(0), eq(16), eq(32), eq(48));
    if move_mask_i8_m128i(bitor_m128i(bitor_m128i(a, b), bitor_m128i(c, d))) == 0 {
        return 0;
    }
    let bits = |v| u64::from(move_mask_i8_m128i(v) as u16);
    bits(a) | bits(b) << 16 | bits(c) << 32 | bits(d) << 48
}

#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn block_mask(block: &[u8; 64]) -> u64 {
    memchr::memchr_iter(b':', block).fold(0, |m, j| m | 1 << j)
}

#[cfg(test)]
mod tests {
    use super::Colons;

    #[test]
    fn finds_every_colon_in_range() {
        // Colons at block edges, in a short tail, and outside the range.
        let mut hay = vec![b'a'; 200];
        for i in [0, 5, 31, 32, 33, 63, 64, 100, 150, 191, 198, 199] {
            hay[i] = b':';
        }
        for from in [0, 1, 5, 6, 31, 40, 199] {
            for to in [0, 64, 150, 151, 199, 200, 300] {
                let got: Vec<usize> = Colons::new(&hay, from, to).collect();
                let want: Vec<usize> = (from..to.min(hay.len()))
                    .filter(|&i| hay[i] == b':')
                    .collect();
                assert_eq!(got, want, "{from}..{to}");
            }
        }
    }

    #[test]
    fn finds_every_colon_after_long_stretches_without() {
        // Stretches longer than the 64-byte skip, colons at every offset
        // a block or a skip can start at.
        let mut hay = vec![b'x'; 4096];
        let mut at = 3;
        for gap in [1, 31, 32, 63, 64, 65, 127, 128, 129, 200, 500] {
            at += gap;
            hay[at] = b':';
        }
        for from in [0, 1, 33, 64, 100] {
            for to in [0, 700, 1500, 4095, 4096] {
                let got: Vec<usize> = Colons::new(&hay, from, to).collect();
                let want: Vec<usize> = memchr::memchr_iter(b':', &hay[..to])
                    .filter(|&i| i >= from)
                    .collect();
                assert_eq!(got, want, "{from}..{to}");
            }
        }
    }
}
