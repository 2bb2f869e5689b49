//! Messages too large to decode whole are read as text, in bounded
//! memory: a stream holds [`LARGE`] bytes of one message at most, and the
//! URLs of a large message come in batches, never all at once. A MIME
//! part of a few MiB costs a few times its size to decode (the raw part,
//! the decoded bytes, the UTF-8 text); an archive or a decompressed bomb
//! of gigabytes must not. Base64 text parts are decoded all the same, in
//! bounded pieces as the text goes by (`pieces`), their records merged in
//! order of place with those of the text.

use std::cell::RefCell;
use std::io::{self, BufRead, Cursor, Read};
use std::rc::Rc;

use urlgrep_extract::{Extractor, Match};

use crate::record::{MessageInfo, Origin, Record};

use crate::mail::fields::Headers;
use crate::mail::headers::{gather, info, key_fields};
use crate::mail::mbox::{MboxReader, RawMessage};
use crate::mail::message::{scan, Parsers};
use crate::mail::pieces::Pieces;
use crate::mail::scan::{Scanned, BATCH};
use crate::mail::sniff::Format;

/// A message longer than this is read as text, not MIME-decoded.
pub(crate) const LARGE: usize = 16 * 1024 * 1024;

/// The warning for a large message.
fn problem() -> String {
    format!(
        "message larger than {} MiB: read as text, its base64 text parts decoded \
         in pieces, quoted-printable not decoded",
        LARGE >> 20
    )
}

/// The headers of a large message, from the start of its bytes.
fn head_info(parsers: &Parsers, head: &[u8]) -> MessageInfo {
    if !parsers.want_info {
        return MessageInfo::default();
    }
    key_fields(head, Headers::None)
        .and_then(|k| {
            let fields = gather(head, &k.info);
            parsers.info.parse_headers(&fields[..]).map(|h| info(&h))
        })
        .unwrap_or_default()
}

/// A match found in a message's bytes that start at `offset`, on `line`
/// of the file (a message starts at a line start).
fn place(m: Match<'_>, offset: usize, line: u64) -> Record<'static> {
    let (s, e) = (m.start(), m.end());
    let (l, c) = (line + m.line() - 1, m.column());
    let raw = m.raw().to_vec();
    Record::from_match(m)
        .placed(offset + s..offset + e, l, c, raw)
        .with_origin(Origin::Part {
            message: None,
            part: 0,
            encoding: None,
        })
}

/// The found URLs in batches of [`BATCH`], each with `info`; the first
/// with the warning.
fn batches<'a>(
    mut found: impl Iterator<Item = io::Result<Record<'static>>> + 'a,
    info: MessageInfo,
) -> impl Iterator<Item = io::Result<Scanned>> + 'a {
    let mut first = true;
    std::iter::from_fn(move || {
        let mut out = Scanned {
            info: info.clone(),
            found: Vec::new(),
            problems: Vec::new(),
        };
        if std::mem::take(&mut first) {
            out.problems.push(problem());
        }
        for f in found.by_ref() {
            match f {
                Ok(f) => out.found.push(f),
                Err(e) => return Some(Err(e)),
            }
            if out.found.len() == BATCH {
                break;
            }
        }
        (!out.found.is_empty() || !out.problems.is_empty()).then_some(Ok(out))
    })
}

/// A large message held in memory (a mapped file): its URLs as text,
/// and those of its base64 text parts.
pub(crate) fn large_bytes<'a>(
    ex: &'a Extractor,
    parsers: &Parsers,
    bytes: &'a [u8],
    offset: usize,
    line: u64,
) -> impl Iterator<Item = Scanned> + 'a {
    let raw = ex.find_iter(bytes).map(move |m| Ok(place(m, offset, line)));
    let found = Merge {
        raw,
        pieces: Rc::new(RefCell::new(Pieces::new(ex, offset, line))),
        unfed: Some((bytes, offset)),
        next: None,
        ended: false,
        part: 0,
    };
    batches(found, head_info(parsers, bytes)).filter_map(Result::ok)
}

/// The records of a large message in order of place: those of its text
/// as read (`raw`), and those of its base64 text parts (`pieces`).
struct Merge<'a, I> {
    raw: I,
    pieces: Rc<RefCell<Pieces<'a>>>,
    /// A message in memory: the bytes not yet fed to `pieces`, and the
    /// file offset of the first. A stream feeds them as it is read
    /// (`Tee`).
    unfed: Option<(&'a [u8], usize)>,
    /// The next record of the text, waiting for those placed before it.
    next: Option<Record<'static>>,
    ended: bool,
    /// The part the last record of the text was in.
    part: usize,
}

impl<I> Merge<'_, I> {
    /// Feeds the bytes in memory up to file offset `to` (all: `None`).
    fn feed(&mut self, to: Option<usize>) {
        if let Some((bytes, at)) = &mut self.unfed {
            let n = to.map_or(bytes.len(), |to| to.saturating_sub(*at).min(bytes.len()));
            self.pieces.borrow_mut().feed(&bytes[..n]);
            *bytes = &bytes[n..];
            *at += n;
        }
    }
}

impl<I> Merge<'_, I> {
    /// `r`, a record of the text, naming the part it is in.
    fn in_part(&mut self, r: Record<'static>) -> Record<'static> {
        let mut pieces = self.pieces.borrow_mut();
        while let Some(&(_, part)) = pieces.parts.front().filter(|p| p.0 <= r.start()) {
            self.part = part;
            pieces.parts.pop_front();
        }
        r.with_origin(Origin::Part {
            message: None,
            part: self.part,
            encoding: None,
        })
    }
}

impl<I: Iterator<Item = io::Result<Record<'static>>>> Iterator for Merge<'_, I> {
    type Item = io::Result<Record<'static>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.next.is_none() && !self.ended {
            match self.raw.next() {
                Some(Ok(r)) => {
                    self.feed(Some(r.end()));
                    self.next = Some(self.in_part(r));
                }
                Some(Err(e)) => return Some(Err(e)),
                None => {
                    self.ended = true;
                    self.feed(None);
                    self.pieces.borrow_mut().finish();
                }
            }
        }
        let mut pieces = self.pieces.borrow_mut();
        let first = pieces.found.front().map(Record::start);
        if first.is_some_and(|s| self.next.as_ref().is_none_or(|r| s <= r.start())) {
            return pieces.found.pop_front().map(Ok);
        }
        self.next.take().map(Ok)
    }
}

/// Hands what is read through it to `pieces` as well.
struct Tee<'a, R> {
    inner: R,
    pieces: Rc<RefCell<Pieces<'a>>>,
}

impl<R: Read> Read for Tee<'_, R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(out)?;
        self.pieces.borrow_mut().feed(&out[..n]);
        Ok(n)
    }
}

/// The rest of a large message, read from the mbox reader.
struct Body<R> {
    mbox: Rc<RefCell<MboxReader<R>>>,
    buf: Vec<u8>,
    pos: usize,
}

impl<R: BufRead> Read for Body<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.pos == self.buf.len() {
            self.buf.clear();
            self.pos = 0;
            self.mbox.borrow_mut().body_piece(&mut self.buf)?;
        }
        let n = out.len().min(self.buf.len() - self.pos);
        out[..n].copy_from_slice(&self.buf[self.pos..self.pos + n]);
        self.pos += n;
        Ok(n)
    }
}

/// The messages of a stream, scanned one at a time; a large one as text.
pub(crate) struct ReaderScan<'a, R> {
    ex: &'a Extractor,
    pub(crate) parsers: &'a Parsers,
    format: Format,
    mbox: Rc<RefCell<MboxReader<R>>>,
    large: Option<Box<dyn Iterator<Item = io::Result<Scanned>> + 'a>>,
}

impl<'a, R: BufRead + 'a> ReaderScan<'a, R> {
    pub(crate) fn new(ex: &'a Extractor, parsers: &'a Parsers, reader: R, format: Format) -> Self {
        let mbox = if format == Format::Mbox {
            MboxReader::new(reader)
        } else {
            MboxReader::whole(reader)
        };
        ReaderScan {
            ex,
            parsers,
            format,
            mbox: Rc::new(RefCell::new(mbox)),
            large: None,
        }
    }

    /// The messages of the mbox `reader`, whose first byte, at a message
    /// boundary, is at file offset `offset` on `line`.
    pub(crate) fn mbox_at(
        ex: &'a Extractor,
        parsers: &'a Parsers,
        reader: R,
        offset: usize,
        line: u64,
    ) -> Self {
        ReaderScan {
            ex,
            parsers,
            format: Format::Mbox,
            mbox: Rc::new(RefCell::new(MboxReader::at(reader, offset, line))),
            large: None,
        }
    }

    /// Reads a large message whose first bytes are `head` as text.
    fn start_large(&mut self, head: RawMessage<'static>) {
        let info = head_info(self.parsers, &head.bytes);
        let (offset, line) = (head.offset, head.line);
        let body = Body {
            mbox: Rc::clone(&self.mbox),
            buf: Vec::new(),
            pos: 0,
        };
        let pieces = Rc::new(RefCell::new(Pieces::new(self.ex, offset, line)));
        let text = Tee {
            inner: Cursor::new(head.bytes.into_owned()).chain(body),
            pieces: Rc::clone(&pieces),
        };
        let raw = self
            .ex
            .stream_iter(text)
            .map(move |m| m.map(|m| place(m, offset, line)));
        let found = Merge {
            raw,
            pieces,
            unfed: None,
            next: None,
            ended: false,
            part: 0,
        };
        self.large = Some(Box::new(batches(found, info)));
    }
}

impl<'a, R: BufRead + 'a> ReaderScan<'a, R> {
    /// The next message or batch; with a `sink`, full batches of a
    /// message go there as they are found.
    pub(crate) fn next_with(
        &mut self,
        sink: Option<&mut dyn FnMut(Scanned)>,
    ) -> Option<io::Result<Scanned>> {
        loop {
            if let Some(large) = &mut self.large {
                match large.next() {
                    Some(batch) => return Some(batch),
                    None => self.large = None,
                }
            }
            let next = self.mbox.borrow_mut().next_message(LARGE);
            match next {
                Err(e) => return Some(Err(e)),
                Ok(None) => return None,
                Ok(Some((msg, true))) => {
                    let escaped = self.format == Format::Mbox;
                    return Some(Ok(scan(self.parsers, &msg, escaped, sink)));
                }
                Ok(Some((head, false))) => self.start_large(head),
            }
        }
    }
}

impl<'a, R: BufRead + 'a> Iterator for ReaderScan<'a, R> {
    type Item = io::Result<Scanned>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_with(None)
    }
}
