//! One message: MIME parts decoded by mail-parser, URLs found in each
//! text part, and every match placed back in the original file.

use mail_parser::{Encoding, HeaderName, Message, MessageParser, MimeHeaders, PartType};
use urlgrep_extract::{Extractor, Match};

use crate::align::{OffsetMap, Transfer};
use crate::html;
use crate::mbox::{unescape, RawMessage};

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

/// A URL found in a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The match, its offsets, line and `raw` in the original file. For a
    /// base64 part they are those of the part's first body line.
    pub m: Match<'static>,
    /// The MIME leaf part, counted from 0 depth-first.
    pub part: usize,
    /// `"quoted-printable"` or `"base64"` when the part had that transfer
    /// encoding.
    pub encoding: Option<&'static str>,
}

/// What scanning one message gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scanned {
    /// The message's headers of interest.
    pub info: MessageInfo,
    /// The URLs, part by part, each part's in order.
    pub found: Vec<Found>,
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
                && ct.attribute("charset").is_none_or(|c| {
                    matches!(
                        c.trim().to_ascii_lowercase().as_str(),
                        "utf-8" | "utf8" | "us-ascii" | "ascii"
                    )
                })
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
        if line[0] != b' ' && line[0] != b'\t' {
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
        let mut found: Vec<(usize, Match<'static>)> = Vec::new();
        let hay = decoded.as_bytes();
        if is_html {
            let attrs = html::url_attributes(hay);
            let hidden = html::hidden_spans(hay);
            let mut seen: Vec<&str> = Vec::new();
            for a in &attrs {
                if has_known_scheme(&a.value) {
                    let m =
                        Match::from_attribute(a.value.clone(), Vec::new(), a.span.clone(), 0, 0);
                    found.push((a.span.start, m));
                    seen.push(&a.value);
                }
            }
            for m in self.ex.find_iter(hay) {
                let inside = hidden
                    .binary_search_by(|s| {
                        if s.end <= m.start() {
                            std::cmp::Ordering::Less
                        } else if s.start > m.start() {
                            std::cmp::Ordering::Greater
                        } else {
                            std::cmp::Ordering::Equal
                        }
                    })
                    .is_ok();
                let url = html::decode_entities(m.url()).into_owned();
                if inside || seen.contains(&url.as_str()) {
                    continue;
                }
                let start = m.start();
                found.push((start, m.with_url(url)));
            }
            found.sort_by_key(|f| f.0);
        } else {
            found.extend(self.ex.find_iter(hay).map(|m| (m.start(), m.into_owned())));
        }
        if found.is_empty() {
            return;
        }
        let name = match encoding {
            Encoding::QuotedPrintable => Some("quoted-printable"),
            Encoding::Base64 => Some("base64"),
            Encoding::None => None,
        };
        let transfer = match encoding {
            Encoding::QuotedPrintable => Some(Transfer::QuotedPrintable),
            Encoding::None => Some(Transfer::Identity),
            Encoding::Base64 => None,
        };
        let raw = raw.filter(|_| transfer.is_some());
        let map = raw.as_ref().and_then(|r| {
            let bytes = &self.text[r.clone()];
            (bytes != hay).then(|| OffsetMap::new(bytes, hay, transfer.unwrap()))
        });
        for (_, m) in found {
            let (s, e) = match (&raw, &map) {
                (Some(r), Some(map)) => {
                    let (s, e) = map.raw_span(m.start(), m.end());
                    (r.start + s, r.start + e)
                }
                (Some(r), None) => (r.start + m.start(), r.start + m.end()),
                // Base64, or inside an encoded message: the first line.
                (None, _) => {
                    let end = memchr::memchr(b'\n', &self.text[anchor..])
                        .map_or(self.text.len(), |n| anchor + n);
                    let end = if end > anchor && self.text[end - 1] == b'\r' {
                        end - 1
                    } else {
                        end
                    };
                    (anchor, end)
                }
            };
            let (s, e) = (self.original(s), self.original(e));
            let (line, column) = self.line_of(s);
            let raw_bytes = if raw.is_some() {
                self.msg.bytes[s..e].to_vec()
            } else {
                m.raw().to_vec()
            };
            let offset = self.msg.offset;
            let m = m.relocated(offset + s..offset + e, line, column, raw_bytes);
            self.out.found.push(Found {
                m,
                part: leaf,
                encoding: name,
            });
        }
    }

    /// A message mail-parser could not read: its bytes as plain text.
    fn plain(&mut self, start: usize, end: usize) {
        let found: Vec<Match<'static>> = self
            .ex
            .find_iter(&self.text[start..end])
            .map(|m| m.into_owned())
            .collect();
        for m in found {
            let (s, e) = (
                self.original(start + m.start()),
                self.original(start + m.end()),
            );
            let (line, column) = self.line_of(s);
            let raw = self.msg.bytes[s..e].to_vec();
            let offset = self.msg.offset;
            let m = m.relocated(offset + s..offset + e, line, column, raw);
            self.out.found.push(Found {
                m,
                part: 0,
                encoding: None,
            });
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

fn known_charset(cs: &str) -> bool {
    let lower = cs.trim().to_ascii_lowercase();
    matches!(lower.as_str(), "utf-8" | "utf8" | "us-ascii" | "ascii")
        || mail_parser::decoders::charsets::map::charset_decoder(lower.as_bytes()).is_some()
}

/// Whether an attribute value starts with a scheme urlgrep knows (SPEC §4).
fn has_known_scheme(value: &str) -> bool {
    value
        .split_once(':')
        .is_some_and(|(scheme, _)| rfc1738::Scheme::from_name(scheme) != rfc1738::Scheme::Other)
}
