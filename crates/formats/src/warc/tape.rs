//! A byte source that knows its position in the file and can be given
//! bytes back: what the record reader needs to name a record's offset
//! and to find the next record after a corrupt one without seeking
//! (standard input cannot seek).

use std::io::{self, BufRead, Read};

use crate::bufread::Pushback;

/// A [`BufRead`] over `R` with a position and a push-back buffer.
pub(crate) struct Tape<R> {
    inner: R,
    /// Bytes given back, read before `inner`.
    back: Pushback,
    /// Bytes consumed so far (the file offset of the next byte).
    pos: u64,
}

impl<R: BufRead> Tape<R> {
    pub(crate) fn new(inner: R) -> Tape<R> {
        Tape {
            inner,
            back: Pushback::default(),
            pos: 0,
        }
    }

    /// The file offset of the next byte.
    pub(crate) fn pos(&self) -> u64 {
        self.pos
    }

    /// The source read.
    pub(crate) fn inner(&self) -> &R {
        &self.inner
    }

    /// The source read, to act on between reads (nothing given back is
    /// pending when a reader calls it at the source's end).
    pub(crate) fn inner_mut(&mut self) -> &mut R {
        &mut self.inner
    }

    /// Gives `bytes` back: they are read again, and the position moves
    /// back by their length.
    pub(crate) fn unread(&mut self, bytes: &[u8]) {
        self.back.unread(bytes);
        self.pos -= bytes.len() as u64;
    }

    /// Whether the next bytes are `prefix` (read across buffer
    /// boundaries; nothing is consumed).
    pub(crate) fn starts_with(&mut self, prefix: &[u8]) -> io::Result<bool> {
        if self.fill_buf()?.len() >= prefix.len() {
            return Ok(self.fill_buf()?.starts_with(prefix));
        }
        let mut head = Vec::new();
        self.read_up_to(prefix.len() as u64, &mut head)?;
        self.unread(&head);
        Ok(head == prefix)
    }

    /// Reads up to and including the next `\n`, at most `max` bytes, into
    /// `line`; returns the count (0 at the end of the input).
    pub(crate) fn read_line_max(&mut self, line: &mut Vec<u8>, max: usize) -> io::Result<usize> {
        line.clear();
        while line.len() < max {
            let buf = self.fill_buf()?;
            if buf.is_empty() {
                break;
            }
            let room = (max - line.len()).min(buf.len());
            let (n, done) = match memchr::memchr(b'\n', &buf[..room]) {
                Some(i) => (i + 1, true),
                None => (room, false),
            };
            line.extend_from_slice(&buf[..n]);
            self.consume(n);
            if done {
                break;
            }
        }
        Ok(line.len())
    }

    /// Reads exactly `n` bytes into `out` unless the input ends first;
    /// returns the count read. Copied from the buffer as `read_to_end`
    /// would, but without zeroing `out`'s spare room first at each read
    /// (through `take`, that zeroed up to 20 times a WARC's payload).
    pub(crate) fn read_up_to(&mut self, n: u64, out: &mut Vec<u8>) -> io::Result<u64> {
        let mut left = n;
        while left > 0 {
            let buf = match self.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                break;
            }
            let k = buf.len().min(usize::try_from(left).unwrap_or(usize::MAX));
            out.extend_from_slice(&buf[..k]);
            self.consume(k);
            left -= k as u64;
        }
        Ok(n - left)
    }
}

impl<R: BufRead> Read for Tape<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        crate::bufread::read(self, out)
    }
}

impl<R: BufRead> BufRead for Tape<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.back.fill_buf(&mut self.inner)
    }

    fn consume(&mut self, n: usize) {
        self.pos += n as u64;
        self.back.consume(&mut self.inner, n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_and_unread() {
        let mut t = Tape::new(&b"abc\ndef\nghi"[..]);
        let mut line = Vec::new();
        assert_eq!(t.read_line_max(&mut line, 100).unwrap(), 4);
        assert_eq!(t.pos(), 4);
        assert_eq!(t.read_line_max(&mut line, 2).unwrap(), 2);
        assert_eq!(line, b"de");
        t.unread(b"c\nde");
        assert_eq!(t.pos(), 2);
        let mut rest = Vec::new();
        t.read_to_end(&mut rest).unwrap();
        assert_eq!(rest, b"c\ndef\nghi");
        assert_eq!(t.pos(), 11);
    }
}
