//! One large text file searched on every core (SPEC §2.1 `-j`): cut into
//! pieces at safe points, each piece searched alone, its records moved by
//! the bytes and lines before it, so the output is byte for byte that of
//! one search of the whole file.
//!
//! A cut is safe at a line start with no `:` close to it, as the
//! extractor's [`colon_reach`](urlgrep_extract::Extractor::colon_reach)
//! says (about 4 KB before, 1 KB after): every match holds the `:` that
//! triggered it, and neither the match nor what the search reads to
//! decide it (the line context of SPEC §1.6, a rejoined line, a wrapper)
//! lies further from that colon.
//! So no match spans the cut, nothing either side depends on the other,
//! and a match's column, counted from its line's start, is the same. A
//! text with no such stretch (a URL list, hostile input) is not cut.

use std::fs::File;
use std::io::{self, BufReader, Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::Path;

use urlgrep_extract::{next_cut, Extractor};
use urlgrep_formats::mail::next_message_start;
use urlgrep_formats::{Format, MailExtractor, Record, Scanned};

/// Files smaller than this are searched whole.
pub const SPLIT_AT: u64 = 16 << 20;

/// The most a piece holds; the records of the pieces searched at once
/// are held until they are written. A smaller file is cut in at least
/// four pieces a thread, down to [`MIN_PIECE`], and the pieces shrink
/// toward the end (a half of what is left over the threads, as OpenMP's
/// guided schedule), so no thread waits long for the last.
const PIECE: u64 = 8 << 20;
const MIN_PIECE: u64 = 1 << 20;

/// How far past a piece's nominal end a cut is looked for (the corpus
/// text of `benches/make-big.sh` has one every 170 KB), and how much is
/// read at a time for it.
const LOOK: usize = 4 << 20;
const STEP: usize = 64 << 10;

/// What the search of one piece found.
pub struct Found<T> {
    /// The records (a text's) or messages (an mbox's), offsets and lines
    /// counted from the piece's start.
    pub items: Vec<T>,
    /// The line feeds in the piece.
    pub lines: u64,
    /// The bytes read (fewer than the piece's when the file shrank).
    pub read: u64,
    /// A read error, which ends the piece and the file's search.
    pub error: Option<io::Error>,
}

impl<T> Found<T> {
    /// Nothing found yet, the items to go in `items`.
    fn new(items: Vec<T>) -> Found<T> {
        Found {
            items,
            lines: 0,
            read: 0,
            error: None,
        }
    }
}

impl Found<()> {
    /// What was found, with `items`.
    pub fn holding<T>(self, items: Vec<T>) -> Found<T> {
        Found {
            items,
            lines: self.lines,
            read: self.read,
            error: self.error,
        }
    }
}

/// Where a file may be cut.
#[derive(Clone, Copy, Debug)]
pub enum Cuts {
    /// Text: a line start with no `:` within this reach (module docs).
    Text((usize, usize)),
    /// An mbox: a line that starts with `From `, where a message starts
    /// (mboxo and mboxrd escape such lines in bodies), so each piece is
    /// an mbox of whole messages read as the whole file reads them.
    Mbox,
}

/// The pieces of the `size`-byte file `path`, in order, each starting at
/// a safe cut: `[0..size]` when none is found. Each cut is looked for
/// when its piece is asked for (a search of the pieces before it is under
/// way then), one after each multiple of the piece's length, in one buffer kept
/// from cut to cut (a fresh one each time cost more in page faults than
/// the search).
pub fn pieces(path: &Path, size: u64, cuts: Cuts, threads: usize) -> io::Result<Pieces> {
    let threads = threads.max(1) as u64;
    Ok(Pieces {
        file: File::open(path)?,
        size,
        cuts,
        start: 0,
        piece: (size / (4 * threads)).clamp(MIN_PIECE, PIECE),
        threads,
        buf: Vec::new(),
    })
}

/// The pieces of a file, as [`pieces`] finds them.
pub struct Pieces {
    file: File,
    size: u64,
    cuts: Cuts,
    /// Where the next piece starts (`size`: none is left).
    start: u64,
    /// The longest piece, and the threads that share them.
    piece: u64,
    threads: u64,
    buf: Vec<u8>,
}

impl Iterator for Pieces {
    type Item = Range<u64>;

    fn next(&mut self) -> Option<Range<u64>> {
        if self.start >= self.size {
            return None;
        }
        let (start, mut at) = (self.start, self.start);
        let mut end = self.size;
        // (No cut closer to the end than a piece: it would leave a short
        // one. No cut found within `LOOK`: looked for a piece further.)
        loop {
            at += self.length(at);
            if at + self.length(at) > self.size {
                break;
            }
            // A read error leaves the rest one piece: its search meets
            // the error and reports it.
            match self.cut_after(at) {
                Ok(Some(c)) => {
                    end = c;
                    break;
                }
                Ok(None) => {}
                Err(_) => break,
            }
        }
        self.start = end;
        Some(start..end)
    }
}

impl Pieces {
    /// The length of a piece starting at `at`: half of what is left per
    /// thread, between [`MIN_PIECE`] and the longest.
    fn length(&self, at: u64) -> u64 {
        ((self.size - at.min(self.size)) / (2 * self.threads)).clamp(MIN_PIECE, self.piece)
    }

    /// The first safe cut at or after byte `at`, looked for in at most
    /// [`LOOK`] bytes, read a [`STEP`] at a time. What lies before the
    /// place to look on from is dropped as the buffer grows: no cut
    /// depends on it, and the buffer stays a step or two long (a fresh
    /// page for each byte looked at cost a page fault each 4 KB).
    fn cut_after(&mut self, at: u64) -> io::Result<Option<u64>> {
        self.file.seek(SeekFrom::Start(at))?;
        let (buf, mut from, mut dropped) = (&mut self.buf, 0, 0);
        buf.clear();
        while dropped + buf.len() < LOOK {
            let n = (&mut self.file).take(STEP as u64).read_to_end(buf)?;
            let found = match self.cuts {
                Cuts::Text(reach) => next_cut(buf, from, reach),
                Cuts::Mbox => next_from_line(buf, from),
            };
            match found {
                Ok(c) => return Ok(Some(at + (dropped + c) as u64)),
                Err(free) => {
                    buf.drain(..free);
                    (from, dropped) = (0, dropped + free);
                }
            }
            if n < STEP {
                break;
            }
        }
        Ok(None)
    }
}

/// Where a message starts in `buf[from..]` (`next_message_start`); else
/// where to look on from when `buf` has grown (a line feed and `From`
/// may end it).
fn next_from_line(buf: &[u8], from: usize) -> Result<usize, usize> {
    match next_message_start(&buf[from..]) {
        Some(i) => Ok(from + i),
        None => Err(buf.len().saturating_sub(5).max(from)),
    }
}

/// Searches `range` of the file `path` alone, its records put in
/// `items` (empty: a vector used before keeps its memory).
pub fn search(
    ex: &Extractor,
    path: &Path,
    range: Range<u64>,
    mut items: Vec<Record<'static>>,
) -> Found<Record<'static>> {
    // About what mail and prose hold (a URL every 3 KB of the bench
    // text): the records are not regrown and copied a dozen times.
    items.reserve(usize::try_from((range.end - range.start) / 4096).unwrap_or(0));
    search_each(ex, path, range, |r| items.push(r.into_owned())).holding(items)
}

/// Searches `range` of the file `path` alone, each record handed to
/// `each` as it is found (offsets and lines counted from the piece's
/// start).
pub fn search_each(
    ex: &Extractor,
    path: &Path,
    range: Range<u64>,
    mut each: impl FnMut(Record<'_>),
) -> Found<()> {
    let mut found = Found::new(Vec::new());
    let Some(piece) = open_piece(path, &range, &mut found) else {
        return found;
    };
    let mut reader = Counted {
        inner: piece,
        read: 0,
        lines: None,
    };
    let mut stream = ex.stream_iter(&mut reader);
    found.error = stream
        .each(|m| {
            each(Record::from_match(m));
            true
        })
        .err();
    found.lines = stream.line_feeds();
    found.read = reader.read;
    found
}

/// Searches `range` of the mbox `path` alone, a chunk at a time as the
/// whole file is read (`MailExtractor::scan_reader_each`). With
/// `format`, each message's records go to it as the message is scanned
/// (not all held to the piece's end), and the line feeds are not
/// counted: no record is left to move by them. Without, they are.
pub fn search_mbox(
    mail: &MailExtractor,
    path: &Path,
    range: Range<u64>,
    mut format: Option<&mut dyn FnMut(Record<'_>)>,
) -> Found<Scanned> {
    let mut found = Found::new(Vec::new());
    let Some(piece) = open_piece(path, &range, &mut found) else {
        return found;
    };
    let mut counted = Counted {
        inner: piece,
        read: 0,
        lines: format.is_none().then_some(0),
    };
    let messages = &mut found.items;
    let reader = BufReader::with_capacity(BUFFER, &mut counted);
    let done = mail.scan_reader_each(reader, Format::Mbox, &mut |mut m| {
        if let Some(format) = format.as_mut() {
            m.found.drain(..).for_each(format);
        }
        messages.push(m);
        true
    });
    found.error = done.err();
    (found.lines, found.read) = (counted.lines.unwrap_or(0), counted.read);
    found
}

/// `range` of `path`, to be read; `None` when it cannot be opened, the
/// error then in `found`.
fn open_piece<T>(path: &Path, range: &Range<u64>, found: &mut Found<T>) -> Option<io::Take<File>> {
    let opened = File::open(path).and_then(|mut file| {
        file.seek(SeekFrom::Start(range.start))?;
        Ok(file.take(range.end - range.start))
    });
    opened.map_err(|e| found.error = Some(e)).ok()
}

/// What an mbox piece is read through, a chunk at a time.
const BUFFER: usize = 256 * 1024;

/// Counts the bytes read through it, and the line feeds when `lines` is
/// `Some` (a text's stream counts its own).
struct Counted<R> {
    inner: R,
    read: u64,
    lines: Option<u64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read += n as u64;
        if let Some(lines) = &mut self.lines {
            *lines += bytecount::count(&buf[..n], b'\n') as u64;
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests;
