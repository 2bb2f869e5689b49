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

/// Bytes given back to a reader over a [`BufRead`], read again before
/// the input: `bytes[at..]` (the WARC tape, each gzip layer).
#[derive(Debug, Default)]
pub(crate) struct Pushback {
    bytes: Vec<u8>,
    at: usize,
}

impl Pushback {
    /// What was given back and is not yet read again, if anything.
    pub(crate) fn pending(&self) -> Option<&[u8]> {
        (self.at < self.bytes.len()).then(|| &self.bytes[self.at..])
    }

    /// The next bytes: those given back, else `input`'s buffer.
    pub(crate) fn fill_buf<'s>(&'s self, input: &'s mut dyn BufRead) -> io::Result<&'s [u8]> {
        match self.pending() {
            Some(b) => Ok(b),
            None => input.fill_buf(),
        }
    }

    /// Takes `n` bytes of what [`fill_buf`](Self::fill_buf) gave.
    pub(crate) fn consume(&mut self, input: &mut dyn BufRead, n: usize) {
        if self.pending().is_none() {
            input.consume(n);
            return;
        }
        self.at += n;
        if self.at >= self.bytes.len() {
            self.bytes.clear();
            self.at = 0;
        }
    }

    /// Gives `bytes`, the last taken, back: they are read again.
    pub(crate) fn unread(&mut self, bytes: &[u8]) {
        let n = bytes.len();
        if n <= self.at && self.bytes[self.at - n..self.at] == *bytes {
            // Just read from what was given back: step back over it. A
            // copy of all that is given back, at every WARC record after
            // a length that ran to the end, was quadratic (issue 24's
            // hostile-input script: 2 s at 5 MB, 18 s at 10 MB).
            self.at -= n;
        } else {
            let mut back = bytes.to_vec();
            back.extend_from_slice(&self.bytes[self.at..]);
            self.bytes = back;
            self.at = 0;
        }
    }

    /// At least `n` bytes not yet taken, unless the input ends first;
    /// nothing is taken.
    pub(crate) fn peek<'s>(
        &'s mut self,
        input: &'s mut dyn BufRead,
        n: usize,
    ) -> io::Result<&'s [u8]> {
        if self.pending().is_none() && input.fill_buf()?.len() >= n {
            return input.fill_buf();
        }
        self.bytes.drain(..self.at);
        self.at = 0;
        while self.bytes.len() < n {
            let buf = input.fill_buf()?;
            if buf.is_empty() {
                break;
            }
            let k = buf.len().min(n - self.bytes.len());
            self.bytes.extend_from_slice(&buf[..k]);
            input.consume(k);
        }
        Ok(&self.bytes)
    }
}
