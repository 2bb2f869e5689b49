//! Searching a `Read` stream in a bounded buffer.

use std::io::{self, Read};

use crate::config::Config;
use crate::matches::Match;
use crate::search::window::{Cursor, Window};
use crate::text::counter::Lines;

/// Bytes read at a time, besides the `max_len` kept for matches that
/// cross a read boundary.
const CHUNK: usize = 256 * 1024;

/// The buffer a stream starts with, doubled up to the chunk as the stream
/// goes on: most streams are small files and pages (the rustdoc pages
/// average 52 KB), and zeroing a whole chunk for each was 6% of the
/// instructions over a directory of them.
const FIRST: usize = 16 * 1024;

/// The most bytes a stream reading `chunk` at a time holds: what it reads
/// plus the `max_len` and look-ahead a match needs and the look-back of the
/// next candidate. Every match lies in what is held, so none starts more
/// than this before the end of what was read
/// ([`Extractor::stream_reach`](crate::Extractor::stream_reach)).
pub(crate) fn cap(config: &Config, chunk: usize) -> usize {
    chunk.max(config.lookahead()) + config.max_len + config.lookahead() + config.lookback()
}

/// The reach of [`Extractor::stream_iter`](crate::Extractor::stream_iter)'s
/// buffer.
pub(crate) fn reach(config: &Config) -> usize {
    cap(config, CHUNK)
}

/// The matches of a stream; see
/// [`Extractor::stream_iter`](crate::Extractor::stream_iter). If a read
/// fails, the matches in what was read come first, then the error once;
/// then it ends.
#[derive(Debug)]
pub struct StreamIter<'e, R> {
    config: &'e Config,
    reader: R,
    /// Zeroed, grown as the input asks up to `cap`; `buf[..len]` holds
    /// stream bytes.
    buf: Vec<u8>,
    /// What the buffer grows to before it drops what was searched.
    chunk: usize,
    cap: usize,
    len: usize,
    /// Stream offset of `buf[0]`.
    base: usize,
    cursor: Cursor,
    lines: Lines,
    eof: bool,
    /// A read failed: the stream ended there, and what was read is still
    /// searched before the error is handed out (nothing read is lost).
    failed: Option<io::Error>,
}

impl<'e, R: Read> StreamIter<'e, R> {
    pub(crate) fn new(config: &'e Config, reader: R) -> Self {
        Self::with_chunk(config, reader, CHUNK)
    }

    pub(crate) fn with_chunk(config: &'e Config, reader: R, chunk: usize) -> Self {
        // Each refill must read more than the look-back it keeps, or the
        // search could not move.
        let chunk = chunk.max(config.lookahead());
        StreamIter {
            config,
            reader,
            // Not `cap` at once: a large `max_len` or a long stream
            // costs only what a stream needs.
            buf: vec![0; chunk.min(FIRST)],
            chunk,
            cap: cap(config, chunk),
            len: 0,
            base: 0,
            cursor: Cursor::default(),
            lines: Lines::new(config.line_numbers),
            eof: false,
            failed: None,
        }
    }

    /// Reads what the stream has ready (at least one byte, or its end),
    /// first making room when the buffer is full by dropping what no
    /// later match can need. One read, not a loop to a full buffer: from
    /// a pipe or a terminal, matches come as their text arrives (a file
    /// fills the buffer in one read anyway). A failed read ends the
    /// stream (`failed`).
    fn refill(&mut self) {
        if self.len == self.buf.len() {
            if self.len < self.chunk {
                self.buf.resize(self.chunk.min(2 * self.len), 0);
            } else {
                self.make_room();
            }
        }
        loop {
            match self.reader.read(&mut self.buf[self.len..]) {
                Ok(0) => {
                    self.eof = true;
                    return;
                }
                Ok(n) => {
                    self.len += n;
                    return;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.eof = true;
                    self.failed = Some(e);
                    return;
                }
            }
        }
    }

    /// Drops the bytes before what a later match may need, and grows the
    /// buffer (up to `cap`) if that left no room.
    fn make_room(&mut self) {
        // A later candidate starts at most a scheme name (and `<`) before
        // its colon, the word-start rule looks one byte further back, and
        // the line context of §1.6 a fixed `BACK` more; nothing before
        // that is needed (nor is `from` below it).
        let drop = self.cursor.search.saturating_sub(self.config.lookback());
        self.lines
            .advance(&self.buf[..self.len], self.base, self.base + drop);
        self.buf.copy_within(drop..self.len, 0);
        self.len -= drop;
        self.base += drop;
        self.cursor.from = self.cursor.from.saturating_sub(drop);
        self.cursor.search -= drop;
        self.cursor.run.shift(drop);
        if self.len == self.buf.len() && self.len < self.cap {
            self.buf.resize(self.cap.min(2 * self.len), 0);
        }
    }
}

impl<R> StreamIter<'_, R> {
    /// The line feeds in all the stream has read so far. A reader that
    /// searches a file in pieces moves each piece's line numbers by the
    /// line feeds before it; the stream counts them anyway. (0 from an
    /// extractor built without line numbers.)
    pub fn line_feeds(&mut self) -> u64 {
        self.lines
            .advance(&self.buf[..self.len], self.base, self.base + self.len);
        self.lines.line().saturating_sub(1)
    }
}

impl<R: Read> StreamIter<'_, R> {
    /// Until the end, only colons whose whole match is sure to be in the
    /// buffer.
    fn colon_end(&self) -> usize {
        if self.eof {
            self.len
        } else {
            self.len
                .saturating_sub(self.config.max_len + self.config.lookahead())
        }
    }

    /// Hands the matches still to come to `f`, each borrowing the
    /// stream's buffer, until `f` returns false or the stream ends: the
    /// matches the iterator yields, without the copy each of those makes
    /// to outlive the buffer (two allocations a match: 6 % of the
    /// command's search of plain text, callgrind). A read error ends the
    /// stream: what was read before it is searched, then it is returned.
    pub fn each(&mut self, mut f: impl FnMut(Match<'_>) -> bool) -> io::Result<()> {
        loop {
            let colon_end = self.colon_end();
            let window = Window {
                hay: &self.buf[..self.len],
                base: self.base,
            };
            while let Some(m) =
                window.next(self.config, &mut self.cursor, colon_end, &mut self.lines)
            {
                if self.config.reports(|| m.scheme()) && !f(m.shift(self.base)) {
                    return Ok(());
                }
            }
            if self.eof {
                return self.failed.take().map_or(Ok(()), Err);
            }
            self.refill();
        }
    }
}

impl<R: Read> Iterator for StreamIter<'_, R> {
    type Item = io::Result<Match<'static>>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let colon_end = self.colon_end();
            let window = Window {
                hay: &self.buf[..self.len],
                base: self.base,
            };
            if let Some(m) = window.next(self.config, &mut self.cursor, colon_end, &mut self.lines)
            {
                if !self.config.reports(|| m.scheme()) {
                    continue;
                }
                return Some(Ok(m.into_owned().shift(self.base)));
            }
            if self.eof {
                return self.failed.take().map(Err);
            }
            self.refill();
        }
    }
}
