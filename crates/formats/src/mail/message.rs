//! One message: MIME parts decoded by mail-parser, URLs found in each
//! text part, and every match placed back in the original file.

use mail_parser::{Encoding, HeaderName, Message, MessageParser, MimeHeaders, PartType};
use urlgrep_extract::Extractor;

use crate::mail::align::{OffsetMap, Transfer};
use crate::mail::mbox::{unescape, RawMessage};
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
    /// [`Origin`] names its part. For a base64 part the place is that of
    /// the part's first body line.
    pub found: Vec<Record<'static>>,
    /// Parts that could not be decoded and were scanned as raw bytes, with
    /// why; the message is never skipped.
    pub problems: Vec<String>,
}

/// The parser: MIME headers and the few that [`MessageInfo`] reports are
/// parsed; the rest (Received, address lists) only skipped, which is most
/// of a header block's cost.
pub(crate) fn parser() -> MessageParser {
    MessageParser::new()
        .with_mime_headers()
        .header_id(HeaderName::MessageId)
        .header_date(HeaderName::Date)
        .header_text(HeaderName::Subject)
        .default_header_ignore()
}

/// Scans one message with `ex`, undoing mboxrd escapes if `escaped`.
pub(crate) fn scan(
    ex: &Extractor,
    parser: &MessageParser,
    msg: &RawMessage<'_>,
    escaped: bool,
) -> Scanned {
    let (text, removed) = if escaped {
        unescape(&msg.bytes)
    } else {
        (std::borrow::Cow::Borrowed(&msg.bytes[..]), Vec::new())
    };
    let mut scan = Scan {
        ex,
        msg,
        text: &text,
        removed: &removed,
        lines: (0, msg.line),
        leaf: 0,
        out: Scanned::default(),
    };
    // Most archived mail is one text/plain part without a transfer
    // encoding: its body is its text, so only the headers need parsing.
    // The few header fields that matter are handed to the parser alone:
    // Received chains and signatures are most of a header block.
    let (fields, body, mime) = key_fields(&text);
    if body == 0 {
        scan.plain(0, text.len());
        return scan.out;
    }
    if !mime && body > 0 {
        // No MIME fields: text/plain in US-ASCII (RFC 2045 §5.2). The
        // headers are parsed only if there is a URL to report.
        scan.plain(body, text.len());
        if !scan.out.found.is_empty() {
            if let Some(headers) = parser.parse_headers(&fields[..]) {
                scan.out.info = info(&headers);
            }
        }
        return scan.out;
    }
    if let Some(headers) = parser.parse_headers(&fields[..]) {
        if is_plain(&headers) {
            scan.out.info = info(&headers);
            scan.plain(body, text.len());
            return scan.out;
        }
    }
    match parser.parse(&text[..]) {
        Some(message) => {
            scan.out.info = info(&message);
            scan.walk(&message, 0, Some(0), 0);
        }
        None => {
            scan.out
                .problems
                .push("not a MIME message: scanned as raw bytes".to_string());
            scan.plain(0, text.len());
        }
    }
    scan.out
}

/// Whether a message is one text/plain part in UTF-8 or ASCII without a
/// transfer encoding (RFC 2045 §6.1: 7bit, 8bit, binary).
fn is_plain(headers: &Message<'_>) -> bool {
    let Some(root) = headers.parts.first() else {
        return false;
    };
    let type_ok = match root.content_type() {
        None => true,
        Some(ct) => {
            ct.ctype().eq_ignore_ascii_case("text")
                && ct.subtype().is_none_or(|s| s.eq_ignore_ascii_case("plain"))
                && ct.attribute("charset").is_none_or(is_utf8_compatible)
        }
    };
    let cte_ok = root
        .headers
        .iter()
        .find(|h| h.name == HeaderName::ContentTransferEncoding)
        .is_none_or(|h| {
            h.value.as_text().is_some_and(|v| {
                matches!(
                    v.trim().to_ascii_lowercase().as_str(),
                    "7bit" | "8bit" | "binary"
                )
            })
        });
    type_ok && cte_ok
}

/// The header fields [`MessageInfo`] and the MIME decision need
/// (continuation lines included), where the body starts (after the first
/// empty line, RFC 5322 §2.1), and whether a MIME field is among them.
fn key_fields(text: &[u8]) -> (Vec<u8>, usize, bool) {
    const KEEP: &[&[u8]] = &[
        b"message-id",
        b"subject",
        b"date",
        b"newsgroups",
        b"content-type",
        b"content-transfer-encoding",
        b"mime-version",
    ];
    let mut fields = Vec::new();
    let mut keep = false;
    let mut mime = false;
    let mut at = 0;
    while at < text.len() {
        let end = memchr::memchr(b'\n', &text[at..]).map_or(text.len(), |n| at + n + 1);
        let line = &text[at..end];
        if line == b"\n" || line == b"\r\n" {
            return (fields, end, mime);
        }
        let continuation = line[0] == b' ' || line[0] == b'\t';
        if (continuation && at == 0) || (!continuation && !is_field(line)) {
            // Not a header block: all of it is body (SPEC §2.3).
            return (Vec::new(), 0, false);
        }
        if !continuation {
            keep = memchr::memchr(b':', line).is_some_and(|c| {
                let name = line[..c].trim_ascii_end();
                let k = KEEP.iter().position(|k| k.eq_ignore_ascii_case(name));
                // content-type, content-transfer-encoding, mime-version
                mime |= k.is_some_and(|k| k >= 4);
                k.is_some()
            });
        }
        if keep {
            fields.extend_from_slice(line);
        }
        at = end;
    }
    (fields, text.len(), mime)
}

/// Whether `line` is a header field: a name of printable ASCII, then `:`
/// (RFC 5322 §2.2; white space before the colon is obsolete syntax, §4.5).
fn is_field(line: &[u8]) -> bool {
    memchr::memchr(b':', line).is_some_and(|c| {
        let name = line[..c].trim_ascii_end();
        !name.is_empty() && name.iter().all(u8::is_ascii_graphic)
    })
}

fn info(message: &Message<'_>) -> MessageInfo {
    let date = message
        .date()
        .map(|d| d.to_rfc3339())
        .or_else(|| message.header_raw("Date").map(|d| d.trim().to_string()));
    let newsgroups = message.header_raw("Newsgroups").map(|g| {
        g.split(',')
            .map(|s| s.split_whitespace().collect::<String>())
            .filter(|s| !s.is_empty())
            .collect()
    });
    MessageInfo {
        message_id: message.message_id().map(str::to_string),
        subject: message.subject().map(str::to_string),
        date,
        newsgroups,
    }
}

struct Scan<'a, 'm> {
    ex: &'a Extractor,
    msg: &'a RawMessage<'m>,
    /// The message with mboxrd escapes undone, as mail-parser read it.
    text: &'a [u8],
    /// Offsets in `text` before which a `>` was removed.
    removed: &'a [usize],
    /// Line counting: (offset in `msg.bytes`, its line in the file).
    lines: (usize, u64),
    leaf: usize,
    out: Scanned,
}

impl Scan<'_, '_> {
    /// Scans part `id` of `message`, whose raw text starts at `base` in
    /// `self.text` (`None` inside an encoded part: then matches point at
    /// `anchor`).
    fn walk(&mut self, message: &Message<'_>, id: usize, base: Option<usize>, anchor: usize) {
        let Some(part) = message.parts.get(id) else {
            return;
        };
        let body = base.map(|b| b + part.offset_body as usize);
        let here = body.unwrap_or(anchor);
        match &part.body {
            PartType::Multipart(ids) => {
                for &sub in ids {
                    self.walk(message, sub as usize, base, here);
                }
            }
            PartType::Message(nested) => {
                // Its offsets are relative to the part's decoded body,
                // which is the raw body only without a transfer encoding.
                let nested_base = body.filter(|_| part.encoding == Encoding::None);
                self.walk(nested, 0, nested_base, here);
            }
            PartType::Text(t) | PartType::Html(t) => {
                let leaf = self.leaf;
                self.leaf += 1;
                if part.is_encoding_problem {
                    self.out.problems.push(format!(
                        "part {leaf}: could not be decoded: scanned as raw bytes"
                    ));
                }
                if let Some(cs) = part.content_type().and_then(|c| c.attribute("charset")) {
                    if !known_charset(cs) {
                        self.out.problems.push(format!(
                            "part {leaf}: unknown charset {cs:?}: scanned as raw bytes"
                        ));
                    }
                }
                // Offsets mail-parser gives are trusted only inside the text.
                let raw = body
                    .map(|b| b..base.unwrap() + part.offset_end as usize)
                    .filter(|r| r.start <= r.end && r.end <= self.text.len());
                let is_html = matches!(part.body, PartType::Html(_));
                self.part(t, is_html, leaf, part.encoding, raw, here);
            }
            PartType::Binary(_) | PartType::InlineBinary(_) => self.leaf += 1,
        }
    }

    /// Finds the URLs of one decoded text part.
    fn part(
        &mut self,
        decoded: &str,
        is_html: bool,
        leaf: usize,
        encoding: Encoding,
        raw: Option<std::ops::Range<usize>>,
        anchor: usize,
    ) {
        let hay = decoded.as_bytes();
        let found: Vec<Record<'_>> = if is_html {
            crate::html::scan(self.ex, hay)
        } else {
            self.ex.find_iter(hay).map(Record::from_match).collect()
        };
        if found.is_empty() {
            return;
        }
        let (name, transfer) = match encoding {
            Encoding::QuotedPrintable => (Some("quoted-printable"), Transfer::QuotedPrintable),
            Encoding::Base64 => (Some("base64"), Transfer::Identity),
            Encoding::None => (None, Transfer::Identity),
        };
        // Base64 text does not map back byte for byte.
        let raw = raw.filter(|_| encoding != Encoding::Base64);
        let map = raw.as_ref().and_then(|r| {
            let bytes = &self.text[r.clone()];
            (bytes != hay).then(|| OffsetMap::new(bytes, hay, transfer))
        });
        for m in found {
            match (&raw, &map) {
                (Some(r), Some(map)) => {
                    let (s, e) = map.raw_span(m.start(), m.end());
                    self.push(m, r.start + s..r.start + e, leaf, name);
                }
                (Some(r), None) => {
                    let span = r.start + m.start()..r.start + m.end();
                    self.push(m, span, leaf, name);
                }
                // Base64, or inside an encoded message: the first line,
                // with the decoded text as `raw`.
                (None, _) => {
                    let text = self.text;
                    let end =
                        memchr::memchr(b'\n', &text[anchor..]).map_or(text.len(), |n| anchor + n);
                    let end = if end > anchor && text[end - 1] == b'\r' {
                        end - 1
                    } else {
                        end
                    };
                    let span = self.original(anchor)..self.original(end);
                    let raw = m.raw().to_vec();
                    self.relocate(m, span, raw, leaf, name);
                }
            }
        }
    }

    /// Text mail-parser need not decode, `text[start..end]`: part 0.
    fn plain(&mut self, start: usize, end: usize) {
        let text = self.text;
        for m in self.ex.find_iter(&text[start..end]) {
            let span = start + m.start()..start + m.end();
            self.push(Record::from_match(m), span, 0, None);
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
    }

    /// An offset in the unescaped text as an offset in `msg.bytes`.
    fn original(&self, u: usize) -> usize {
        u + self.removed.partition_point(|&r| r <= u)
    }

    /// Line and column in the file of offset `o` of `msg.bytes`.
    fn line_of(&mut self, o: usize) -> (u64, usize) {
        let bytes = &self.msg.bytes;
        if o < self.lines.0 {
            self.lines = (0, self.msg.line);
        }
        let (from, line) = self.lines;
        let line = line + bytecount::count(&bytes[from..o], b'\n') as u64;
        self.lines = (o, line);
        // A message starts at a line start (after its `From ` line).
        let line_start = memchr::memrchr(b'\n', &bytes[..o]).map_or(0, |n| n + 1);
        (line, o - line_start + 1)
    }
}

/// Whether a charset keeps URLs as they are: UTF-8 or ASCII.
fn is_utf8_compatible(cs: &str) -> bool {
    matches!(
        cs.trim().to_ascii_lowercase().as_str(),
        "utf-8" | "utf8" | "us-ascii" | "ascii"
    )
}

fn known_charset(cs: &str) -> bool {
    is_utf8_compatible(cs)
        || mail_parser::decoders::charsets::map::charset_decoder(cs.trim().as_bytes()).is_some()
}
