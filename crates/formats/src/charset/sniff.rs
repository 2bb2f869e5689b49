//! Which encoding an input's bytes are in (SPEC §2.3): HTML by the
//! HTML Standard's order (§13.2.3.2 "determining the character
//! encoding"): a byte order mark, the transport's charset, a `<meta>`
//! in the first 1024 bytes, then a guess; plain text by a byte order
//! mark only (a text file says nothing else, and a guess on text that
//! is not HTML would take Latin-1 prose for something else).

use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252, X_USER_DEFINED};

/// The HTML Standard's prescan looks at this many bytes.
const PRESCAN: usize = 1024;

/// The encoding of an HTML page that starts with `head` (a few KiB),
/// served with the HTTP `Content-Type` charset `transport` (a WARC
/// response's). A page that declares nothing is UTF-8 when `head` is,
/// else [chardetng]'s guess from `head`.
///
/// [chardetng]: https://docs.rs/chardetng
pub fn html_encoding(head: &[u8], transport: Option<&str>) -> &'static Encoding {
    if let Some((enc, _)) = Encoding::for_bom(head) {
        return enc;
    }
    let declared = transport
        .and_then(|t| Encoding::for_label(t.trim().as_bytes()))
        .or_else(|| meta_charset(head));
    if let Some(enc) = declared {
        return enc;
    }
    if is_utf8_prefix(head) {
        return UTF_8;
    }
    let mut det = chardetng::EncodingDetector::new();
    det.feed(head, false);
    det.guess(None, false)
}

/// The encoding of a plain text file that starts with `head`: UTF-16
/// (either order) by its byte order mark, else `None`, read as it is
/// (UTF-8's mark is UTF-8 text already).
pub fn text_encoding(head: &[u8]) -> Option<&'static Encoding> {
    match Encoding::for_bom(head) {
        Some((enc, _)) if enc == UTF_16LE || enc == UTF_16BE => Some(enc),
        _ => None,
    }
}

/// Whether `head` is UTF-8, but for a character cut at its end.
fn is_utf8_prefix(head: &[u8]) -> bool {
    let ok = Encoding::utf8_valid_up_to(head);
    ok == head.len() || (head.len() - ok < 4 && head[ok] >= 0xc2)
}

/// The charset a `<meta charset>` or `<meta http-equiv=Content-Type
/// content="…; charset=…">` in the first 1024 bytes of `head` declares
/// (the HTML Standard's prescan, comments skipped; UTF-16 read as UTF-8
/// and x-user-defined as windows-1252, as it says).
pub fn meta_charset(head: &[u8]) -> Option<&'static Encoding> {
    let head = &head[..head.len().min(PRESCAN)];
    let mut at = 0;
    while let Some(lt) = memchr::memchr(b'<', &head[at..]) {
        let tag = &head[at + lt..];
        if tag.starts_with(b"<!--") {
            let end = memchr::memmem::find(&tag[4..], b"-->")?;
            at += lt + 4 + end + 3;
            continue;
        }
        at += lt + 1;
        let name = tag
            .get(1..5)
            .is_some_and(|n| n.eq_ignore_ascii_case(b"meta"));
        let ends = tag
            .get(5)
            .is_some_and(|c| c.is_ascii_whitespace() || *c == b'/');
        if name && ends {
            if let Some(enc) = meta_tag(&tag[5..]) {
                return Some(match enc {
                    e if e == UTF_16LE || e == UTF_16BE => UTF_8,
                    e if e == X_USER_DEFINED => WINDOWS_1252,
                    e => e,
                });
            }
        }
    }
    None
}

/// The charset of one `<meta` tag's attributes, `attrs` from after its
/// name.
fn meta_tag(attrs: &[u8]) -> Option<&'static Encoding> {
    let (mut charset, mut content, mut pragma) = (None, None, false);
    let mut rest = attrs;
    while let Some((name, value, next)) = attribute(rest) {
        rest = next;
        if name.eq_ignore_ascii_case(b"charset") {
            charset = charset.or(Encoding::for_label(value.trim_ascii()));
        } else if name.eq_ignore_ascii_case(b"content") {
            content = content.or(Some(value));
        } else if name.eq_ignore_ascii_case(b"http-equiv") {
            pragma |= value.trim_ascii().eq_ignore_ascii_case(b"content-type");
        }
    }
    charset.or_else(|| content.filter(|_| pragma).and_then(content_charset))
}

/// The next attribute of a tag: its name, its value (quotes removed)
/// and what follows; `None` at the tag's `>` or end.
fn attribute(s: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
    let s = s.trim_ascii_start();
    let s = s.strip_prefix(b"/").unwrap_or(s).trim_ascii_start();
    if s.first().is_none_or(|&c| c == b'>') {
        return None;
    }
    let n = s
        .iter()
        .skip(1)
        .position(|&c| c.is_ascii_whitespace() || matches!(c, b'=' | b'>' | b'/'))
        .map_or(s.len(), |n| n + 1);
    let (name, rest) = s.split_at(n);
    let Some(rest) = rest.trim_ascii_start().strip_prefix(b"=") else {
        return Some((name, b"", rest));
    };
    let rest = rest.trim_ascii_start();
    match rest.first() {
        Some(&q @ (b'"' | b'\'')) => {
            let end = memchr::memchr(q, &rest[1..]).map_or(rest.len(), |e| e + 1);
            let value = &rest[1..end];
            Some((name, value, rest.get(end + 1..).unwrap_or_default()))
        }
        _ => {
            let end = rest
                .iter()
                .position(|&c| c.is_ascii_whitespace() || c == b'>')
                .unwrap_or(rest.len());
            Some((name, &rest[..end], &rest[end..]))
        }
    }
}

/// The charset in a `Content-Type` value (`text/html; charset=…`), the
/// HTML Standard's "extracting a character encoding from a meta element".
fn content_charset(content: &[u8]) -> Option<&'static Encoding> {
    let lower = content.to_ascii_lowercase();
    let at = memchr::memmem::find(&lower, b"charset")?;
    let rest = content[at + 7..].trim_ascii_start().strip_prefix(b"=")?;
    let rest = rest.trim_ascii_start();
    let value = match rest.first() {
        Some(&q @ (b'"' | b'\'')) => {
            let r = &rest[1..];
            &r[..memchr::memchr(q, r)?]
        }
        _ => {
            let end = rest
                .iter()
                .position(|&c| c.is_ascii_whitespace() || c == b';')
                .unwrap_or(rest.len());
            &rest[..end]
        }
    };
    Encoding::for_label(value)
}
