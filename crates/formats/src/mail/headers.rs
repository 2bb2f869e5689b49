//! The header block: the few fields a scan needs, found without parsing
//! the rest (Received chains and signatures are most of a header block),
//! and whether a message needs MIME decoding at all (RFC 2045).

use mail_parser::{HeaderName, Message, MessageParser, MimeHeaders};

use std::ops::Range;

use crate::mail::fields::{may_search, named, searched, Headers};
use crate::mail::line_ends::LineEnds;
use crate::record::MessageInfo;

/// Whether a message is one text/plain part in UTF-8 or ASCII without a
/// transfer encoding (RFC 2045 §6.1: 7bit, 8bit, binary).
pub(crate) fn is_plain(headers: &Message<'_>) -> bool {
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

/// The header fields a scan needs, continuation lines included.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct KeyFields {
    /// The lines of those [`MessageInfo`] reports, as spans of the text:
    /// copied only for a message that has a record to name (`LazyInfo`).
    pub(crate) info: Vec<(usize, usize)>,
    /// The MIME fields (RFC 2045): empty when there is none.
    pub(crate) mime: Vec<u8>,
    /// Where the body starts (after the first empty line, RFC 5322 §2.1).
    pub(crate) body: usize,
    /// The fields searched for URLs (`fields::searched`): the spans of
    /// each one's name and value.
    pub(crate) searched: Vec<(Range<usize>, Range<usize>)>,
}

/// The [`KeyFields`] of `text`, with the fields `which` searches; `None`
/// when the text does not open with a header field (SPEC §2.3: then it
/// is all body).
pub(crate) fn key_fields(text: &[u8], which: Headers) -> Option<KeyFields> {
    let mut out = KeyFields::default();
    key_fields_in(text, which, &mut out).then_some(out)
}

impl KeyFields {
    /// Empty, its buffers kept for the next message.
    fn clear(&mut self) {
        self.info.clear();
        self.mime.clear();
        self.searched.clear();
        self.body = 0;
    }
}

/// [`key_fields`] into `out`, whose buffers are reused (a message's
/// three allocations were 3 % of mail mode's instructions); false, and
/// `out` empty with the body at 0, when the text does not open with a
/// header field.
pub(crate) fn key_fields_in(text: &[u8], which: Headers, out: &mut KeyFields) -> bool {
    // The first four are the info fields, the rest MIME's.
    const KEEP: &[&[u8]] = &[
        b"message-id",
        b"subject",
        b"date",
        b"newsgroups",
        b"content-type",
        b"content-transfer-encoding",
        b"mime-version",
    ];
    out.clear();
    // Which field the current line belongs to: none, info or MIME.
    let mut keep: Option<bool> = None;
    let mut at = 0;
    if !text.is_empty() && !starts_with_field(text) {
        return false;
    }
    // Where the current field started: it ends where the next starts;
    // whether its name may be one `which` searches (most are not).
    let (mut field, mut maybe) = (0, false);
    let close = |out: &mut KeyFields, field: usize, end: usize| {
        if let Some((name, value)) = searched(&text[field..end], which) {
            out.searched.push((field..field + name, field + value..end));
        }
    };
    // One pass over the line ends (a header block is many short lines,
    // `line_ends`); the last line may have none.
    let mut ends = LineEnds::new(text);
    while at < text.len() {
        let end = ends.next().map_or(text.len(), |n| n + 1);
        let first = text[at];
        if first == b'\n' || (first == b'\r' && text.get(at + 1) == Some(&b'\n')) {
            // The empty line that ends the block.
            if maybe {
                close(out, field, at);
            }
            out.body = end;
            return true;
        }
        let line = &text[at..end];
        if first != b' ' && first != b'\t' {
            if maybe {
                close(out, field, at);
            }
            (field, maybe) = (at, may_search(first, which));
            // Every name kept starts with one of these (most lines of a
            // header block, `Received:`, `X-…`, `From:`, do not).
            keep = matches!(first | 0x20, b'c' | b'd' | b'm' | b'n' | b's')
                .then(|| KEEP.iter().position(|k| named(line, k, 40).is_some()))
                .flatten()
                .map(|k| k >= 4);
        }
        match keep {
            Some(false) => out.info.push((at, end)),
            Some(true) => {
                if out.mime.is_empty() {
                    out.mime.reserve(256);
                }
                out.mime.extend_from_slice(line)
            }
            None => {}
        }
        at = end;
    }
    if maybe {
        close(out, field, text.len());
    }
    out.body = text.len();
    true
}

/// Whether `text` opens with a header field: a name, then `:` (RFC 5322
/// §2.2; white space before the colon tolerated, as RFC 822 allowed).
/// Names in use are letters, digits and `-`; a `scheme://` is a URL.
fn starts_with_field(text: &[u8]) -> bool {
    let line = &text[..memchr::memchr(b'\n', text).unwrap_or(text.len())];
    memchr::memchr(b':', line).is_some_and(|c| {
        let name = line[..c].trim_ascii_end();
        !name.is_empty()
            && name
                .iter()
                .all(|&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            && !line[c + 1..].starts_with(b"//")
    })
}

/// The fields of [`MessageInfo`] in `message`.
pub(crate) fn info(message: &Message<'_>) -> MessageInfo {
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

/// Whether a charset keeps URLs as they are: UTF-8 or ASCII.
pub(crate) fn is_utf8_compatible(cs: &str) -> bool {
    // Compared in place: this is asked of most messages.
    let cs = cs.trim();
    ["utf-8", "utf8", "us-ascii", "ascii"]
        .iter()
        .any(|n| cs.eq_ignore_ascii_case(n))
}

pub(crate) fn known_charset(cs: &str) -> bool {
    is_utf8_compatible(cs)
        || mail_parser::decoders::charsets::map::charset_decoder(cs.trim().as_bytes()).is_some()
}

/// [`MessageInfo`] parsed from the key header fields only when a URL is
/// to be reported: most messages have none.
pub(crate) struct LazyInfo<'a> {
    pub(crate) parser: &'a MessageParser,
    /// The text the spans of `fields` point into.
    pub(crate) text: &'a [u8],
    pub(crate) fields: &'a [(usize, usize)],
    pub(crate) info: Option<MessageInfo>,
}

impl LazyInfo<'_> {
    pub(crate) fn get(&mut self) -> &MessageInfo {
        let (parser, text, fields) = (self.parser, self.text, self.fields);
        self.info.get_or_insert_with(|| {
            parser
                .parse_headers(&gather(text, fields)[..])
                .map(|h| info(&h))
                .unwrap_or_default()
        })
    }
}

/// The lines `spans` of `text`, one after another.
pub(crate) fn gather(text: &[u8], spans: &[(usize, usize)]) -> Vec<u8> {
    let mut v = Vec::with_capacity(spans.iter().map(|s| s.1 - s.0).sum());
    for &(a, b) in spans {
        v.extend_from_slice(&text[a..b]);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::{key_fields, key_fields_in, starts_with_field, KeyFields};
    use crate::mail::fields::{named, searched, Headers};
    use proptest::prelude::*;

    /// [`key_fields`] written plainly: the block cut into lines, the
    /// lines into fields, each field then looked at whole.
    fn by_lines(text: &[u8], which: Headers) -> Option<KeyFields> {
        if !text.is_empty() && !starts_with_field(text) {
            return None;
        }
        let mut out = KeyFields {
            body: text.len(),
            ..KeyFields::default()
        };
        // Each field as the spans of its lines.
        let mut fields: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut at = 0;
        for line in text.split_inclusive(|&b| b == b'\n') {
            let span = (at, at + line.len());
            at += line.len();
            if line == b"\n" || line == b"\r\n" {
                out.body = at;
                break;
            }
            match fields.last_mut() {
                Some(f) if matches!(line[0], b' ' | b'\t') => f.push(span),
                _ => fields.push(vec![span]),
            }
        }
        const INFO: [&[u8]; 4] = [b"message-id", b"subject", b"date", b"newsgroups"];
        const MIME: [&[u8]; 3] = [
            b"content-type",
            b"content-transfer-encoding",
            b"mime-version",
        ];
        for lines in fields {
            let (start, end) = (lines[0].0, lines[lines.len() - 1].1);
            let first = &text[start..lines[0].1];
            if INFO.iter().any(|k| named(first, k, 40).is_some()) {
                out.info.extend_from_slice(&lines);
            } else if MIME.iter().any(|k| named(first, k, 40).is_some()) {
                out.mime.extend_from_slice(&text[start..end]);
            }
            if let Some((name, value)) = searched(&text[start..end], which) {
                out.searched.push((start..start + name, start + value..end));
            }
        }
        Some(out)
    }

    proptest! {
        /// The one pass over line ends finds what the plain reading does.
        #[test]
        fn one_pass_reads_as_lines_do(
            tokens in prop::collection::vec(prop::sample::select(vec![
                "Subject: see http://a.example/\n", "Message-ID: <a@b>\r\n",
                " folded http://f.example/\n", "\tfolded\r\n", "Date: now\n",
                "Content-Type: text/plain;\n", "MIME-Version: 1.0\n",
                "NEWSGROUPS : a.b\n", "X-URL: http://x.example/\n",
                "Received: from a\n", "From: a <http://b.example/>\n", "To : b\n",
                "cc: c\n", "\n", "\r\n", "\r", "x", ":", "no colon\n",
                "body http://c.example/\n",
            ]), 0..24),
            which in prop::sample::select(vec![Headers::Shown, Headers::All, Headers::None]),
        ) {
            let text = tokens.concat();
            prop_assert_eq!(key_fields(text.as_bytes(), which), by_lines(text.as_bytes(), which));
        }
    }

    /// Buffers reused from message to message hold what fresh ones
    /// would: each message of `testdata/mail` (sources in its README),
    /// read after every other one and after a block that is no header
    /// block, gives the fields it gives alone.
    #[test]
    fn reused_buffers_hold_what_fresh_ones_would() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
        let mut texts: Vec<Vec<u8>> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_file())
            .map(|p| std::fs::read(p).unwrap())
            .collect();
        texts.push(b"no header block: http://a.example/\n".to_vec());
        texts.push(Vec::new());
        assert!(texts.len() > 20);
        let mut used = KeyFields::default();
        for which in [Headers::Shown, Headers::All, Headers::None] {
            for before in &texts {
                for text in &texts {
                    key_fields_in(before, which, &mut used);
                    let opened = key_fields_in(text, which, &mut used);
                    match key_fields(text, which) {
                        Some(fresh) => assert!(opened && used == fresh),
                        None => assert!(!opened && used == KeyFields::default()),
                    }
                }
            }
        }
    }
}
