//! `Read` for a reader that is a `BufRead` at heart (the gzip layers,
//! the WARC tape): its buffer copied out, then consumed.

use std::io::{self, BufRead};

/// Reads from `r`'s buffer into `out`.
pub(crate) fn read(r: &mut impl BufRead, out: &mut [u8]) -> io::Result<usize> {
    let buf = r.fill_buf()?;
    let n = buf.len().min(out.len());
    out[..n].copy_from_slice(&buf[..n]);
    r.consume(n);
    Ok(n)
}
