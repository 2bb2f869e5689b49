//! One message: MIME parts decoded by mail-parser, URLs found in each
//! text part, and every match placed back in the original file.

use mail_parser::{Encoding, HeaderName, MessageParser};
use urlgrep_extract::Extractor;

use crate::mail::align::{OffsetMap, Transfer};
use crate::mail::headers::{is_plain, key_fields, LazyInfo};
use crate::mail::mbox::{unescape, RawMessage};
use crate::mail::walk::too_complex;
use crate::record::{Origin, Record};

/// The headers of a message that say which message a URL came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MessageInfo {
    /// `Message-ID` without its angle brackets, so `news:` + it is the
    /// article's URL (RFC 1738 §3.6).
    pub message_id: Option<String>,
    /// `Subject`, encoded words decoded (RFC 2047).
    pub subject: Option<String>,
    /// `Date` in RFC 3339 form when it parses, else as written.
    pub date: Option<String>,
    /// `Newsgroups`, split at commas (RFC 1036 §2.1.3).
    pub newsgroups: Option<Vec<String>>,
}

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

/// The two header parsers a message needs.
#[derive(Clone, Debug)]
pub(crate) struct Parsers {
    /// MIME header fields only (the walk's); every other field is
    /// skipped, which is most of a header block's cost.
    pub(crate) mime: MessageParser,
    /// The few fields [`MessageInfo`] reports, parsed from those fields
    /// alone and only when a record is to carry them.
    pub(crate) info: MessageParser,
    /// Whether records carry their [`MessageInfo`]; a message with a
    /// problem always names itself.
    pub(crate) want_info: bool,
}

impl Parsers {
    pub(crate) fn new() -> Parsers {
        Parsers {
            mime: MessageParser::new()
                .with_mime_headers()
                .default_header_ignore(),
            info: MessageParser::new()
                .with_mime_headers()
                .header_id(HeaderName::MessageId)
                .header_date(HeaderName::Date)
                .header_text(HeaderName::Subject)
                .default_header_ignore(),
            want_info: true,
        }
    }
}

/// URLs a [`Scanned`] holds at most when they go to a sink.
pub(crate) const BATCH: usize = 4096;

/// Scans one message with `ex`, undoing mboxrd escapes if `escaped`.
/// With a `sink`, full batches of [`BATCH`] URLs go there as they are
/// found (memory stays bounded whatever the message holds), and the rest
/// is returned.
pub(crate) fn scan(
    ex: &Extractor,
    parsers: &Parsers,
    msg: &RawMessage<'_>,
    escaped: bool,
    sink: Option<&mut dyn FnMut(Scanned)>,
) -> Scanned {
    let (text, removed) = if escaped {
        unescape(&msg.bytes)
    } else {
        (std::borrow::Cow::Borrowed(&msg.bytes[..]), Vec::new())
    };
    if text.is_empty() {
        // Nothing to read; a stream ends the same way (no warning).
        return Scanned::default();
    }
    // Most archived mail is one text/plain part without a transfer
    // encoding: its body is its text, so only the headers need parsing.
    // The few header fields that matter are handed to the parser alone:
    // Received chains and signatures are most of a header block.
    // SPEC §2.3: a block that is no header block is body text.
    let key = key_fields(&text).unwrap_or_default();
    let (body, mime) = (key.body, key.mime);
    let mut scan = Scan {
        ex,
        msg,
        text: &text,
        removed: &removed,
        lines: (0, msg.line, 0),
        leaf: 0,
        out: Scanned::default(),
        sink,
        info: LazyInfo {
            parser: &parsers.info,
            text: &text,
            fields: key.info,
            info: None,
        },
        want_info: parsers.want_info,
    };
    if mime.is_empty() {
        // No MIME fields: text/plain in US-ASCII (RFC 2045 §5.2). The
        // headers are parsed only if there is a URL to report.
        scan.plain(body, text.len(), 0);
        return scan.finish();
    }
    if let Some(headers) = parsers.mime.parse_headers(&mime[..]) {
        if is_plain(&headers) {
            scan.plain(body, text.len(), 0);
            return scan.finish();
        }
    }
    if let Some(why) = too_complex(&text) {
        scan.out.problems.push(why);
        scan.plain(0, text.len(), 0);
        return scan.finish();
    }
    match parsers.mime.parse(&text[..]) {
        // The message's own fields come from `scan.info`, when asked for.
        Some(message) => scan.walk(&message),
        None => {
            scan.out
                .problems
                .push("not a MIME message: scanned as raw bytes".to_string());
            scan.plain(0, text.len(), 0);
        }
    }
    scan.finish()
}

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
    pub(crate) leaf: usize,
    pub(crate) out: Scanned,
    /// Where full batches go, if anywhere; else `out` holds every URL.
    sink: Option<&'s mut (dyn FnMut(Scanned) + 's)>,
    /// The headers, parsed when first needed.
    info: LazyInfo<'a>,
    want_info: bool,
}

impl Scan<'_, '_, '_> {
    /// What is left to report, with the headers if there is any.
    fn finish(mut self) -> Scanned {
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
            Box::new(crate::html::scan(self.ex, hay).into_iter())
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
        let mut map = (bytes != hay).then(|| OffsetMap::new(bytes, hay, transfer));
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

    /// Records `m` at `span` of `msg.bytes`, placed in the file.
    fn relocate(
        &mut self,
        m: Record<'_>,
        span: std::ops::Range<usize>,
        raw: Vec<u8>,
        leaf: usize,
        encoding: Option<&'static str>,
    ) {
        let (line, column) = self.line_of(span.start);
        let at = self.msg.offset;
        let r = m.placed(at + span.start..at + span.end, line, column, raw);
        let origin = Origin::Part {
            message: None,
            part: leaf,
            encoding,
        };
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
        let line = line + bytecount::count(&bytes[from..o], b'\n') as u64;
        let start = memchr::memrchr(b'\n', &bytes[from..o]).map_or(start, |n| from + n + 1);
        self.lines = (o, line, start);
        (line, o - start + 1)
    }
}
