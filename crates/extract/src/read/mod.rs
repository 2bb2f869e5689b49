//! Reading one URL: a wrapper (SPEC §1.1–1.3, `wrapper`), a bare URL
//! (§1.4, `bare`), a link whose text is the URL (§1.7.3, `links`: the
//! table of same-text link forms), and its hyphen readings (§1.3.3,
//! `hyphen`); the links a mail filter rewrote (`defense`).

pub(crate) mod bare;
pub(crate) mod defense;
pub(crate) mod hyphen;
pub(crate) mod links;
pub(crate) mod wrapper;

/// How many of `bytes`' first bytes are of one class, read 16 at a time
/// while all 16 are: `mask` sets bit `j` when byte `j` of a chunk is of
/// it (SSE2 compares). `Err(n)`: byte `n` is not; `Ok(n)`: the first `n`
/// are, and what follows (under 16 bytes) is left to the caller's loop.
/// A URL is mostly runs of such bytes (`bare`, `wrapper`).
#[inline(always)]
pub(crate) fn run16(bytes: &[u8], mask: impl Fn(&[u8; 16]) -> u32) -> Result<usize, usize> {
    let mut k = 0;
    while let Some(chunk) = bytes.get(k..k + 16) {
        let m = mask(chunk.try_into().expect("16 bytes"));
        if m != 0xffff {
            return Err(k + (!m).trailing_zeros() as usize);
        }
        k += 16;
    }
    Ok(k)
}

/// How many of `bytes`' first bytes `is` holds for: [`run16`] by
/// `mask`, which must mark the same bytes, then one by one.
#[inline(always)]
pub(crate) fn class_len(
    bytes: &[u8],
    mask: impl Fn(&[u8; 16]) -> u32,
    is: impl Fn(u8) -> bool,
) -> usize {
    match run16(bytes, mask) {
        Err(n) => n,
        Ok(k) => {
            k + bytes[k..]
                .iter()
                .position(|&c| !is(c))
                .unwrap_or(bytes.len() - k)
        }
    }
}

/// Bit `j` set when `chunk[j]` is visible ASCII (above `0x20`, below
/// `0x7f`, compared as signed bytes, so no byte of 0x80 or more) but
/// none of `out` and in none of the ranges `out_ranges`: the masks
/// [`run16`] reads with, their bytes constants the compares are made of.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(crate) fn visible_but(chunk: &[u8; 16], out: &[u8], out_ranges: &[(u8, u8)]) -> u32 {
    use safe_arch::{
        bitand_m128i, bitandnot_m128i, bitor_m128i, cmp_eq_mask_i8_m128i, cmp_gt_mask_i8_m128i,
        cmp_lt_mask_i8_m128i, load_unaligned_m128i, m128i, move_mask_i8_m128i, set_splat_i8_m128i,
    };
    let v = load_unaligned_m128i(chunk);
    let splat = |c: u8| set_splat_i8_m128i(c as i8);
    // `lo..=hi`, for bytes below 0x80.
    let within = |lo: u8, hi: u8| -> m128i {
        bitand_m128i(
            cmp_gt_mask_i8_m128i(v, splat(lo - 1)),
            cmp_lt_mask_i8_m128i(v, splat(hi + 1)),
        )
    };
    let mut not = m128i::default();
    for &c in out {
        not = bitor_m128i(not, cmp_eq_mask_i8_m128i(v, splat(c)));
    }
    for &(lo, hi) in out_ranges {
        not = bitor_m128i(not, within(lo, hi));
    }
    move_mask_i8_m128i(bitandnot_m128i(not, within(0x21, 0x7e))) as u32
}

/// [`visible_but`] a byte at a time, where no SSE2 is.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub(crate) fn visible_but(chunk: &[u8; 16], out: &[u8], out_ranges: &[(u8, u8)]) -> u32 {
    visible_but_bytes(chunk, out, out_ranges)
}

/// [`visible_but`] a byte at a time: other targets' mask, and the SSE2
/// one's reference in the tests.
#[cfg(any(test, not(target_arch = "x86_64")))]
fn visible_but_bytes(chunk: &[u8; 16], out: &[u8], out_ranges: &[(u8, u8)]) -> u32 {
    chunk.iter().enumerate().fold(0, |m, (j, &c)| {
        let of = (0x21..=0x7e).contains(&c)
            && !out.contains(&c)
            && !out_ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&c));
        m | (u32::from(of) << j)
    })
}

#[cfg(test)]
mod tests {
    /// The two masks agree on every byte at every place of a chunk, for
    /// the classes read with them.
    #[test]
    fn masks_agree_on_every_byte() {
        // Each class's bytes out, and its ranges out.
        type Class = (&'static [u8], &'static [(u8, u8)]);
        let classes: [Class; 3] = [
            (b"\"&(),<>`", &[(b'[', b'^'), (b'{', b'}')]),
            (b"\"<>\\^`", &[(b'{', b'}')]),
            (b"><&\\|[", &[]),
        ];
        for (out, ranges) in classes {
            for b in 0..=255u8 {
                for at in 0..16 {
                    let mut chunk = *b"http://a.example";
                    chunk[at] = b;
                    assert_eq!(
                        super::visible_but(&chunk, out, ranges),
                        super::visible_but_bytes(&chunk, out, ranges),
                        "{b:#04x} at {at}"
                    );
                }
            }
        }
    }
}
