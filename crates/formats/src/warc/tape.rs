//! A byte source that knows its position in the file, can keep a copy
//! of what it read, and can be given bytes back: what the record reader
//! needs to name a record's offset and to find the next record after a
//! corrupt one without seeking (standard input cannot seek).

use std::io::{self, BufRead, Read};

/// A [`BufRead`] over `R` with a position, a recorder and a push-back
/// buffer.
pub(crate) struct Tape<R> {
    inner: R,
    /// Bytes given back, read before `inner`; `back[back_pos..]` is unread.
    back: Vec<u8>,
    back_pos: usize,
    /// Bytes consumed so far (the file offset of the next byte).
    pos: u64,
    /// When recording, a copy of every byte consumed, up to `cap`.
    recording: Option<Vec<u8>>,
    cap: usize,
}

impl<R: BufRead> Tape<R> {
    pub(crate) fn new(inner: R) -> Tape<R> {
        Tape {
            inner,
            back: Vec::new(),
            back_pos: 0,
            pos: 0,
            recording: None,
            cap: 0,
        }
    }

    /// The file offset of the next byte.
    pub(crate) fn pos(&self) -> u64 {
        self.pos
    }

    /// Starts keeping a copy of the bytes consumed, at most `cap` of them
    /// (beyond that the copy is dropped: memory stays bounded).
    pub(crate) fn record(&mut self, cap: usize) {
        self.recording = Some(Vec::new());
        self.cap = cap;
    }

    /// Stops recording and returns the copy (`None` if it outgrew `cap`).
    pub(crate) fn take_recording(&mut self) -> Option<Vec<u8>> {
        self.recording.take()
    }

    /// Gives `bytes` back: they are read again, and the position moves
    /// back by their length.
    pub(crate) fn unread(&mut self, bytes: &[u8]) {
        let mut back = bytes.to_vec();
        back.extend_from_slice(&self.back[self.back_pos..]);
        self.back = back;
        self.back_pos = 0;
        self.pos -= bytes.len() as u64;
    }

    /// Whether the next bytes are `prefix` (read across buffer
    /// boundaries; nothing is consumed).
    pub(crate) fn starts_with(&mut self, prefix: &[u8]) -> io::Result<bool> {
        if self.fill_buf()?.len() >= prefix.len() {
            return Ok(self.fill_buf()?.starts_with(prefix));
        }
        let recording = self.recording.take();
        let mut head = Vec::new();
        self.read_up_to(prefix.len() as u64, &mut head)?;
        self.unread(&head);
        self.recording = recording;
        Ok(head == prefix)
    }

    /// Whether the next byte is the end of the input.
    pub(crate) fn at_eof(&mut self) -> io::Result<bool> {
        Ok(self.fill_buf()?.is_empty())
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
    /// returns the count read.
    pub(crate) fn read_up_to(&mut self, n: u64, out: &mut Vec<u8>) -> io::Result<u64> {
        (&mut *self).take(n).read_to_end(out).map(|k| k as u64)
    }
}

impl<R: BufRead> Read for Tape<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let buf = self.fill_buf()?;
        let n = buf.len().min(out.len());
        out[..n].copy_from_slice(&buf[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Tape<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.back_pos < self.back.len() {
            return Ok(&self.back[self.back_pos..]);
        }
        self.inner.fill_buf()
    }

    fn consume(&mut self, n: usize) {
        if let Some(rec) = &mut self.recording {
            let buf = if self.back_pos < self.back.len() {
                &self.back[self.back_pos..]
            } else {
                self.inner.fill_buf().unwrap_or(&[])
            };
            if rec.len() + n <= self.cap {
                rec.extend_from_slice(&buf[..n.min(buf.len())]);
            } else {
                self.recording = None;
            }
        }
        self.pos += n as u64;
        if self.back_pos < self.back.len() {
            self.back_pos += n;
            if self.back_pos >= self.back.len() {
                self.back.clear();
                self.back_pos = 0;
            }
        } else {
            self.inner.consume(n);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_recording_and_unread() {
        let mut t = Tape::new(&b"abc\ndef\nghi"[..]);
        let mut line = Vec::new();
        t.record(100);
        assert_eq!(t.read_line_max(&mut line, 100).unwrap(), 4);
        assert_eq!(t.pos(), 4);
        assert_eq!(t.read_line_max(&mut line, 2).unwrap(), 2);
        assert_eq!(line, b"de");
        assert_eq!(t.take_recording().unwrap(), b"abc\nde");
        t.unread(b"c\nde");
        assert_eq!(t.pos(), 2);
        let mut rest = Vec::new();
        t.read_to_end(&mut rest).unwrap();
        assert_eq!(rest, b"c\ndef\nghi");
        assert!(t.at_eof().unwrap());
    }

    #[test]
    fn recording_past_its_cap_is_dropped() {
        let mut t = Tape::new(&b"0123456789"[..]);
        t.record(4);
        let mut out = Vec::new();
        t.read_up_to(6, &mut out).unwrap();
        assert_eq!(t.take_recording(), None);
    }
}
