//! The records of a WARC file, uncompressed or gzip per record (each gzip
//! member one record, ISO 28500 Annex D), with each record's offset as
//! CDX indexes give it: of the record, or of its gzip member.

use std::collections::VecDeque;
use std::io::{self, BufRead, Read};

use flate2::bufread::GzDecoder;

use super::record::{read_record, Next, RawRecord, RecordError};
use super::tape::Tape;

/// RFC 1952: a gzip member starts with `1f 8b`, then method 8 (deflate).
const GZIP_MAGIC: [u8; 3] = [0x1f, 0x8b, 0x08];

/// The default largest record block read: 64 MiB (Common Crawl truncates
/// payloads at 1 MiB; WARC-Truncated says so).
pub const DEFAULT_MAX_RECORD: u64 = 64 << 20;

/// Reads WARC records one at a time, in memory bounded by the largest
/// record (at most `max_record` bytes). A record that cannot be read is an
/// `Err` naming its offset, and reading goes on with the next one; an I/O
/// error ends the iteration after being reported.
pub struct RecordReader<R> {
    tape: Tape<R>,
    gzip: Option<bool>,
    pending: VecDeque<Result<RawRecord, RecordError>>,
    done: bool,
    max_record: u64,
}

impl<R: BufRead> RecordReader<R> {
    /// A reader of `inner` (gzip detected by content).
    pub fn new(inner: R) -> RecordReader<R> {
        RecordReader {
            tape: Tape::new(inner),
            gzip: None,
            pending: VecDeque::new(),
            done: false,
            max_record: DEFAULT_MAX_RECORD,
        }
    }

    /// Sets the largest record block read (default [`DEFAULT_MAX_RECORD`]).
    pub fn max_record(mut self, max: u64) -> Self {
        self.max_record = max;
        self
    }

    fn step(&mut self) -> io::Result<()> {
        let gzip = match self.gzip {
            Some(g) => g,
            None => {
                let g = self.tape.starts_with(&GZIP_MAGIC[..2])?;
                self.gzip = Some(g);
                g
            }
        };
        if !gzip {
            match read_record(&mut self.tape, None, self.max_record)? {
                Next::Record(r) => self.pending.push_back(Ok(r)),
                Next::Error(e) => self.pending.push_back(Err(e)),
                Next::Noted(r, e) => self.pending.extend([Err(e), Ok(r)]),
                Next::End => self.done = true,
            }
            return Ok(());
        }
        if self.tape.at_eof()? {
            self.done = true;
            return Ok(());
        }
        self.member()
    }

    /// Decodes one gzip member and reads the records it holds.
    fn member(&mut self) -> io::Result<()> {
        let offset = self.tape.pos();
        // A buffer may end inside the magic: looked at across the boundary.
        if !self.tape.starts_with(&GZIP_MAGIC)? {
            let skipped = self.skip_to_member(&[])?;
            return self.fail(
                offset,
                format!("not a gzip member; {skipped} bytes skipped"),
            );
        }
        self.tape.record(self.max_record as usize);
        let mut out = Vec::new();
        let mut dec = GzDecoder::new(&mut self.tape);
        let read = (&mut dec).take(self.max_record + 1).read_to_end(&mut out);
        let read = read.and_then(|_| {
            if out.len() as u64 > self.max_record {
                // Decoded to the end (bounded memory) to find the next member.
                io::copy(&mut dec, &mut io::sink())?;
            }
            Ok(())
        });
        drop(dec);
        let recorded = self.tape.take_recording();
        if let Err(e) = read {
            if e.kind() != io::ErrorKind::InvalidInput
                && e.kind() != io::ErrorKind::InvalidData
                && e.kind() != io::ErrorKind::UnexpectedEof
            {
                return Err(e);
            }
            let skipped = self.skip_to_member(recorded.as_deref().unwrap_or(&[]))?;
            return self.fail(
                offset,
                format!("corrupt gzip member ({e}); {skipped} bytes skipped"),
            );
        }
        if out.len() as u64 > self.max_record {
            let max = self.max_record;
            return self.fail(offset, format!("member over the {max}-byte limit; skipped"));
        }
        let mut inner = Tape::new(&out[..]);
        loop {
            match read_record(&mut inner, Some(offset), self.max_record)? {
                Next::Record(r) => self.pending.push_back(Ok(r)),
                Next::Error(e) => self.pending.push_back(Err(e)),
                Next::Noted(r, e) => self.pending.extend([Err(e), Ok(r)]),
                Next::End => break,
            }
        }
        Ok(())
    }

    /// After a bad member whose bytes read so far are `seen` (starting at
    /// its magic), finds the next member's magic: in `seen`, else further
    /// on. Returns the bytes skipped.
    fn skip_to_member(&mut self, seen: &[u8]) -> io::Result<u64> {
        if seen.len() > 1 {
            if let Some(i) = memchr::memmem::find(&seen[1..], &GZIP_MAGIC) {
                let back = seen[i + 1..].to_vec();
                self.tape.unread(&back);
                return Ok(i as u64 + 1);
            }
        }
        let mut skipped = seen.len() as u64;
        loop {
            let buf = self.tape.fill_buf()?;
            if buf.is_empty() {
                return Ok(skipped);
            }
            if let Some(i) = memchr::memmem::find(buf, &GZIP_MAGIC) {
                self.tape.consume(i);
                return Ok(skipped + i as u64);
            }
            // Keep two bytes: the magic may straddle two buffers. Where
            // two or fewer are left (a buffer's end, a small reader), each
            // position is looked at across the boundary.
            if buf.len() > 2 {
                let n = buf.len() - 2;
                self.tape.consume(n);
                skipped += n as u64;
                continue;
            }
            if self.tape.starts_with(&GZIP_MAGIC)? {
                return Ok(skipped);
            }
            self.tape.consume(1);
            skipped += 1;
        }
    }

    fn fail(&mut self, offset: u64, message: String) -> io::Result<()> {
        self.pending.push_back(Err(RecordError { offset, message }));
        Ok(())
    }
}

impl<R: BufRead> Iterator for RecordReader<R> {
    type Item = Result<RawRecord, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.pending.is_empty() && !self.done {
            if let Err(e) = self.step() {
                self.done = true;
                return Some(Err(RecordError {
                    offset: self.tape.pos(),
                    message: format!("read error: {e}"),
                }));
            }
        }
        self.pending.pop_front()
    }
}
