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
