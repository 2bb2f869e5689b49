//! Messages too large to decode whole are read as text, in bounded
//! memory: a stream holds [`LARGE`] bytes of one message at most, and the
//! URLs of a large message come in batches, never all at once. A MIME
//! part of a few MiB costs a few times its size to decode (the raw part,
//! the decoded bytes, the UTF-8 text); an archive or a decompressed bomb
//! of gigabytes must not.

use std::cell::RefCell;
use std::io::{self, BufRead, Cursor, Read};
use std::rc::Rc;

use urlgrep_extract::{Extractor, Match};

use crate::record::{Origin, Record};

use crate::mail::headers::{gather, info, key_fields};
use crate::mail::mbox::{MboxReader, RawMessage};
use crate::mail::message::{scan, MessageInfo, Parsers, Scanned, BATCH};
use crate::mail::sniff::Format;

/// A message longer than this is read as text, not MIME-decoded.
pub(crate) const LARGE: usize = 16 * 1024 * 1024;

/// The warning for a large message.
fn problem() -> String {
    format!(
        "message larger than {} MiB: read as text, not MIME-decoded",
        LARGE >> 20
    )
}

/// The headers of a large message, from the start of its bytes.
fn head_info(parsers: &Parsers, head: &[u8]) -> MessageInfo {
    if !parsers.want_info {
        return MessageInfo::default();
    }
    key_fields(head)
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

/// A large message held in memory (a mapped file): its URLs as text.
pub(crate) fn large_bytes<'a>(
    ex: &'a Extractor,
    parsers: &Parsers,
    bytes: &'a [u8],
    offset: usize,
    line: u64,
) -> impl Iterator<Item = Scanned> + 'a {
    let found = ex.find_iter(bytes).map(move |m| Ok(place(m, offset, line)));
    batches(found, head_info(parsers, bytes)).filter_map(Result::ok)
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
    parsers: &'a Parsers,
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

    /// Reads a large message whose first bytes are `head` as text.
    fn start_large(&mut self, head: RawMessage<'static>) {
        let info = head_info(self.parsers, &head.bytes);
        let (offset, line) = (head.offset, head.line);
        let body = Body {
            mbox: Rc::clone(&self.mbox),
            buf: Vec::new(),
            pos: 0,
        };
        let text = Cursor::new(head.bytes.into_owned()).chain(body);
        let found = self
            .ex
            .stream_iter(text)
            .map(move |m| m.map(|m| place(m, offset, line)));
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
                    return Some(Ok(scan(self.ex, self.parsers, &msg, escaped, sink)));
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
