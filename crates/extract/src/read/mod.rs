//! Reading one URL: a wrapper (SPEC §1.1–1.3, `wrapper`), a bare URL
//! (§1.4, `bare`), a link whose text is the URL (§1.7.3, `links`: the
//! table of same-text link forms), and its hyphen readings (§1.3.3,
//! `hyphen`).

pub(crate) mod bare;
pub(crate) mod hyphen;
pub(crate) mod links;
pub(crate) mod wrapper;

/// How many of `bytes`' first bytes are of one class, read 16 at a time
/// while all 16 are: `mask` sets bit `j` when byte `j` of a chunk is of
/// it (SSE2 compares). `Err(n)`: byte `n` is not; `Ok(n)`: the first `n`
/// are, and what follows (under 16 bytes) is left to the caller's loop.
/// A URL is mostly runs of such bytes (`bare`, `wrapper`).
#[cfg(target_arch = "x86_64")]
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
