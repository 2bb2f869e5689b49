//! The URLs of a message's text parts: found in each decoded part, and
//! every match placed back in the original file (through the offset map
//! of a quoted-printable part), in batches when they go to a sink.

use std::ops::Range;

use mail_parser::Encoding;
use urlgrep_extract::Extractor;

use crate::mail::align::{OffsetMap, Transfer};
use crate::mail::headers::LazyInfo;
use crate::mail::mbox::RawMessage;
use crate::record::{MessageInfo, Origin, Record};

/// What scanning one message gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scanned {
    /// The message's headers of interest.
    pub info: MessageInfo,
    /// The URLs, part by part, each part's in order; each record's
    /// [`Origin`] names its message and part. For a base64 part the place
    /// is that of the part's first body line.
    pub found: Vec<Record<'static>>,
    /// Parts that could not be decoded and were scanned as raw bytes, with
    /// why; the message is never skipped.
    pub problems: Vec<String>,
}

impl Scanned {
    /// Each record names its message: one shared copy of the headers.
    /// Without `lines`, each line is left at 0: where lines were not
    /// counted, the number a record was given is not its line.
    pub(crate) fn named(mut self, lines: bool) -> Scanned {
        if self.found.is_empty() {
            return self;
        }
        let info = std::sync::Arc::new(self.info.clone());
        for r in &mut self.found {
            r.set_message(&info);
            if !lines {
                r.forget_line();
            }
        }
        self
    }
}

/// URLs a [`Scanned`] holds at most when they go to a sink.
pub(crate) const BATCH: usize = 4096;

/// One message being scanned: where its text is and what was found.
pub(crate) struct Scan<'a, 'm, 's> {
    pub(crate) ex: &'a Extractor,
    pub(crate) msg: &'a RawMessage<'m>,
    /// The message with mboxrd escapes undone, as mail-parser read it.
    pub(crate) text: &'a [u8],
    /// Offsets in `text` before which a `>` was removed.
    pub(crate) removed: &'a [usize],
    /// Line counting: (offset in `msg.bytes`, its line in the file, the
    /// offset of that line's start), so a long line is not searched
    /// back for each match.
    pub(crate) lines: (usize, u64, usize),
    /// Whether lines are counted at all (`Parsers::lines`).
    pub(crate) count_lines: bool,
    pub(crate) leaf: usize,
    pub(crate) out: Scanned,
    /// Where full batches go, if anywhere; else `out` holds every URL.
    pub(crate) sink: Option<&'s mut (dyn FnMut(Scanned) + 's)>,
    /// The headers, parsed when first needed.
    pub(crate) info: LazyInfo<'a>,
    pub(crate) want_info: bool,
    /// The charset the text part being scanned was decoded from, when it
    /// is not UTF-8 (SPEC §2.2 `charset`).
    pub(crate) charset: Option<&'static str>,
}

impl Scan<'_, '_, '_> {
    /// What is left to report, with the headers if there is any.
    pub(crate) fn finish(mut self) -> Scanned {
        if (self.want_info && !self.out.found.is_empty()) || !self.out.problems.is_empty() {
            self.out.info = self.info.get().clone();
        }
        self.out
    }

    /// Finds the URLs of one decoded text part.
    pub(crate) fn part(
        &mut self,
        decoded: &str,
        is_html: bool,
        leaf: usize,
        encoding: Encoding,
        raw: Option<std::ops::Range<usize>>,
        anchor: usize,
    ) {
        let hay = decoded.as_bytes();
        let mut found: Box<dyn Iterator<Item = Record<'_>>> = if is_html {
            Box::new(crate::html::scan(self.ex, hay))
        } else {
            Box::new(self.ex.find_iter(hay).map(Record::from_match))
        };
        let (name, transfer) = match encoding {
            Encoding::QuotedPrintable => (Some("quoted-printable"), Transfer::QuotedPrintable),
            Encoding::Base64 => (Some("base64"), Transfer::Identity),
            Encoding::None => (None, Transfer::Identity),
        };
        // Base64 text does not map back byte for byte.
        let raw = raw.filter(|_| encoding != Encoding::Base64);
        let Some(r) = raw else {
            // Base64, or inside an encoded message: the first line, with
            // the decoded text as `raw`.
            let text = self.text;
            let end = memchr::memchr(b'\n', &text[anchor..]).map_or(text.len(), |n| anchor + n);
            let end = if end > anchor && text[end - 1] == b'\r' {
                end - 1
            } else {
                end
            };
            let span = self.original(anchor)..self.original(end);
            for m in found {
                let raw = m.raw().to_vec();
                self.relocate(m, span.clone(), raw, leaf, name);
            }
            return;
        };
        let text = self.text;
        let bytes = &text[r.clone()];
        let charset = self.charset;
        let mut map = (bytes != hay).then(|| OffsetMap::new(bytes, hay, transfer).charset(charset));
        // In batches, so a part with many URLs holds a batch at a time.
        loop {
            let batch: Vec<Record<'_>> = found.by_ref().take(BATCH).collect();
            if batch.is_empty() {
                return;
            }
            let spans: Vec<(usize, usize)> = batch.iter().map(|m| (m.start(), m.end())).collect();
            let spans = match &mut map {
                Some(map) => map.raw_spans(&spans),
                None => spans,
            };
            for (m, (s, e)) in batch.into_iter().zip(spans) {
                self.push(m, r.start + s..r.start + e, leaf, name);
            }
        }
    }

    /// Text mail-parser need not decode, `text[start..end]`, as part
    /// `leaf`.
    pub(crate) fn plain(&mut self, start: usize, end: usize, leaf: usize) {
        let text = self.text;
        for m in self.ex.find_iter(&text[start..end]) {
            let span = start + m.start()..start + m.end();
            self.push(Record::from_match(m), span, leaf, None);
        }
    }

    /// Records `m`, found at `span` of the unescaped text, with the file's
    /// bytes there as `raw`.
    fn push(
        &mut self,
        m: Record<'_>,
        span: std::ops::Range<usize>,
        leaf: usize,
        encoding: Option<&'static str>,
    ) {
        let span = self.original(span.start)..self.original(span.end);
        let raw = self.msg.bytes[span.clone()].to_vec();
        self.relocate(m, span, raw, leaf, encoding);
    }

    /// The URLs of the header fields `searched`, the spans of each one's
    /// name and value (`fields`).
    pub(crate) fn header_fields(&mut self, searched: &[(Range<usize>, Range<usize>)]) {
        let text = self.text;
        for (name, value) in searched {
            // Most fields searched hold no URL: the name is copied for one
            // that does.
            let name = || String::from_utf8_lossy(&text[name.clone()]).into_owned();
            let (a, e) = (value.start, value.end);
            for m in self.ex.find_iter(&text[a..e]) {
                let span = self.original(a + m.start())..self.original(a + m.end());
                let raw = self.msg.bytes[span.clone()].to_vec();
                let origin = Origin::Header {
                    message: None,
                    field: name(),
                };
                self.place(Record::from_match(m), span, raw, origin);
            }
        }
    }

    /// Records `m` at `span` of `msg.bytes`, placed in the file.
    fn relocate(
        &mut self,
        m: Record<'_>,
        span: std::ops::Range<usize>,
        raw: Vec<u8>,
        leaf: usize,
        encoding: Option<&'static str>,
    ) {
        let origin = Origin::Part {
            message: None,
            part: leaf,
            encoding,
        };
        self.place(m, span, raw, origin);
    }

    /// Records `m` at `span` of `msg.bytes`, placed in the file, from
    /// `origin`.
    fn place(&mut self, m: Record<'_>, span: std::ops::Range<usize>, raw: Vec<u8>, origin: Origin) {
        let (line, column) = self.line_of(span.start);
        let at = self.msg.offset;
        let mut r = m.placed(at + span.start..at + span.end, line, column, raw);
        if let Some(charset) = self.charset {
            r = r.with_charset(charset);
        }
        self.out.found.push(r.with_origin(origin));
        if self.out.found.len() >= BATCH {
            if let Some(sink) = &mut self.sink {
                if self.want_info {
                    self.out.info = self.info.get().clone();
                }
                let full = Scanned {
                    info: self.out.info.clone(),
                    found: std::mem::take(&mut self.out.found),
                    problems: std::mem::take(&mut self.out.problems),
                };
                sink(full);
            }
        }
    }

    /// An offset in the unescaped text as an offset in `msg.bytes`.
    fn original(&self, u: usize) -> usize {
        u + self.removed.partition_point(|&r| r <= u)
    }

    /// Line and column in the file of offset `o` of `msg.bytes`.
    fn line_of(&mut self, o: usize) -> (u64, usize) {
        let bytes = &self.msg.bytes;
        if o < self.lines.0 {
            // A message starts at a line start (after its `From ` line).
            self.lines = (0, self.msg.line, 0);
        }
        let (from, line, start) = self.lines;
        let line = match self.count_lines {
            true => line + bytecount::count(&bytes[from..o], b'\n') as u64,
            false => 0,
        };
        let start = memchr::memrchr(b'\n', &bytes[from..o]).map_or(start, |n| from + n + 1);
        self.lines = (o, line, start);
        (line, o - start + 1)
    }
}
