//! The walk over a message's MIME tree: every text part found, at any
//! depth, in order (RFC 2046 §5.1 multipart, §5.2.1 message/rfc822),
//! without recursion and with a depth bound, so no message can exhaust
//! the stack; a multipart that cannot be split is read as text, and so
//! is a message built to exhaust the parser (too many message parts or
//! boundaries for mail-parser's recursive, kilobyte-a-part tree).

use std::ops::Range;

use mail_parser::{Encoding, Message, MessagePart, MimeHeaders, PartType};

use crate::mail::headers::{is_utf8_compatible, known_charset};
use crate::mail::scan::Scan;

/// Messages with more `message/…` or `multipart/digest` parts than this
/// are read as text: mail-parser nests each message part in its parent
/// and frees them recursively, so 300,000 nested forwards in 12 MB
/// exhausted the stack (and took 400 MB). Real digests hold tens.
const MAX_MESSAGES: usize = 1000;

/// Messages with more boundary lines than this are read as text:
/// mail-parser keeps about a kilobyte a part (150,000 nested multiparts
/// in 10 MB took 180 MB).
const MAX_PARTS: usize = 10_000;

/// Why `text` is not handed to mail-parser, if it is built to exhaust
/// it: too many message parts (each may nest) or boundaries.
pub(crate) fn too_complex(text: &[u8]) -> Option<String> {
    // Each is at a `/`: a text with no more of those than the bound
    // (most mail) is not looked at closer.
    let messages = if bytecount::count(text, b'/') > MAX_MESSAGES {
        // `message/…`, and `multipart/digest`, whose parts default to
        // `message/rfc822` (RFC 2046 §5.1.5), in any case.
        memchr::memchr_iter(b'/', text)
            .filter(|&i| {
                let before =
                    |w: &[u8]| i >= w.len() && text[i - w.len()..i].eq_ignore_ascii_case(w);
                let after = |w: &[u8]| {
                    text.len() - i > w.len() && text[i + 1..=i + w.len()].eq_ignore_ascii_case(w)
                };
                before(b"message") || (before(b"multipart") && after(b"digest"))
            })
            .count()
    } else {
        0
    };
    if messages > MAX_MESSAGES {
        return Some(format!(
            "more than {MAX_MESSAGES} message parts: scanned as text"
        ));
    }
    // RFC 2046 §5.1.1: a boundary line starts with `--`, after a line
    // feed (counted as the `/`s are).
    let boundaries = if bytecount::count(text, b'\n') > MAX_PARTS {
        memchr::memchr_iter(b'\n', text)
            .filter(|&i| text[i + 1..].starts_with(b"--"))
            .count()
    } else {
        0
    };
    (boundaries > MAX_PARTS)
        .then(|| format!("more than {MAX_PARTS} MIME boundaries: scanned as text"))
}

/// Parts nested deeper than this are scanned as text, undecoded: a bound
/// on the walk for messages built to exhaust it (real mail nests a few
/// levels: a forward of a reply with an alternative part).
const MAX_DEPTH: usize = 64;

/// A part waiting to be walked: its message, its id there, where the
/// message's raw text starts in the scanned text (`None` inside an
/// encoded part: then matches point at `anchor`, and `wrapped` is that
/// part's encoding), and its depth.
struct Pending<'x, 'y> {
    message: &'x Message<'y>,
    id: usize,
    base: Option<usize>,
    anchor: usize,
    wrapped: Option<Encoding>,
    depth: usize,
    /// The boundary of the multipart this part is in.
    outer: Option<&'x str>,
}

/// Broken multiparts whose siblings are read again (`siblings`), at most,
/// one inside another: each read is a recursive walk.
const MAX_REREADS: usize = 8;

impl Scan<'_, '_, '_> {
    /// Scans the parts of `root` depth-first, with a stack rather than
    /// recursion, so no nesting can exhaust the thread's stack.
    pub(crate) fn walk(&mut self, root: &Message<'_>) {
        self.walk_from(root, 0, 0);
    }

    /// [`walk`](Self::walk) over `root`, parsed from the scanned text's
    /// bytes from `base` on; `rereads` broken multiparts read so far.
    fn walk_from(&mut self, root: &Message<'_>, base: usize, rereads: usize) {
        let mut stack = vec![Pending {
            message: root,
            id: 0,
            base: Some(base),
            anchor: base,
            wrapped: None,
            depth: 0,
            outer: None,
        }];
        let mut too_deep = false;
        // Each part once: mail-parser's part lists can name a part twice
        // or an ancestor (malformed boundaries), which would make the walk
        // exponential or endless.
        let mut seen = std::collections::HashSet::new();
        while let Some(Pending {
            message,
            id,
            base,
            anchor,
            wrapped,
            depth,
            outer,
        }) = stack.pop()
        {
            let Some(part) = message.parts.get(id) else {
                continue;
            };
            if !seen.insert((std::ptr::from_ref(message), id)) {
                continue;
            }
            let body = base.map(|b| b + part.offset_body as usize);
            let here = body.unwrap_or(anchor).min(self.text.len());
            // Offsets mail-parser gives are trusted only inside the text.
            let raw = body
                .zip(base)
                .map(|(b, base)| b..base + part.offset_end as usize)
                .filter(|r| r.start <= r.end && r.end <= self.text.len());
            let nested = matches!(part.body, PartType::Multipart(_) | PartType::Message(_));
            if nested && depth >= MAX_DEPTH {
                if !too_deep {
                    too_deep = true;
                    self.out.problems.push(format!(
                        "parts nested more than {MAX_DEPTH} deep: scanned as text"
                    ));
                }
                // Inside an encoded part there are no raw bytes to read.
                if let Some(r) = raw.filter(|r| r.start < r.end) {
                    let leaf = self.leaf;
                    self.leaf += 1;
                    self.plain(r.start, r.end, leaf);
                }
                continue;
            }
            match &part.body {
                PartType::Multipart(_)
                    if raw.as_ref().is_some_and(|r| !delimited(part, r, self.text)) =>
                {
                    // No delimiter in the body opens a part (RFC 2046
                    // §5.1.1): mail-parser finds no real part in it, and
                    // what it holds is text to us (SpamAssassin's
                    // `spam/badmime3.txt`: a part's headers and 5 KB of
                    // HTML with only the close delimiter after them).
                    let leaf = self.leaf;
                    self.leaf += 1;
                    self.out.problems.push(format!(
                        "part {leaf}: multipart without its boundary: scanned as text"
                    ));
                    let Some(r) = raw.filter(|r| r.start < r.end) else {
                        continue;
                    };
                    // Its siblings, which mail-parser took into it, are
                    // parts to decode (`siblings`).
                    match siblings(part, &r, self.text, outer).filter(|_| rereads < MAX_REREADS) {
                        Some(rest) => {
                            self.plain(r.start, rest.inner_end, leaf);
                            if let Some(m) =
                                mail_parser::MessageParser::default().parse(&rest.bytes[..])
                            {
                                self.walk_from(&m, rest.base, rereads + 1);
                            }
                        }
                        None => self.plain(r.start, r.end, leaf),
                    }
                }
                PartType::Multipart(ids) => {
                    let outer = part.content_type().and_then(|c| c.attribute("boundary"));
                    stack.extend(ids.iter().rev().map(|&sub| Pending {
                        message,
                        id: sub as usize,
                        base,
                        anchor: here,
                        wrapped,
                        depth: depth + 1,
                        outer,
                    }));
                }
                PartType::Message(nested) => {
                    // Without a transfer encoding mail-parser reads the
                    // nested message in the same pass: its offsets count
                    // from the same start as its parent's. Otherwise they
                    // count in the decoded body, which has no place in the
                    // file.
                    let encoded = part.encoding != Encoding::None;
                    stack.push(Pending {
                        message: nested,
                        id: 0,
                        base: base.filter(|_| !encoded),
                        anchor: here,
                        wrapped: wrapped.or(encoded.then_some(part.encoding)),
                        depth: depth + 1,
                        outer: None,
                    });
                }
                PartType::Text(t) | PartType::Html(t) => {
                    self.text_part(part, t, wrapped, raw, here);
                }
                PartType::Binary(b) | PartType::InlineBinary(b) => {
                    let leaf = self.leaf;
                    self.leaf += 1;
                    // A multipart that could not be split (no boundary,
                    // RFC 2046 §5.1.1 requires one) is text to us.
                    let unsplit = part
                        .content_type()
                        .is_some_and(|c| c.ctype().eq_ignore_ascii_case("multipart"));
                    if unsplit {
                        self.out.problems.push(format!(
                            "part {leaf}: multipart without boundary: scanned as text"
                        ));
                        let text = String::from_utf8_lossy(b);
                        let encoding = wrapped.unwrap_or(part.encoding);
                        self.charset = None;
                        self.part(&text, false, leaf, encoding, raw, here);
                    }
                }
            }
        }
    }
}

impl Scan<'_, '_, '_> {
    /// Scans the text part `part`, decoded by mail-parser as `t`, whose
    /// raw body is `text[raw]` (when known; `wrapped` is the encoding of
    /// the message part around it, if any), its records placed at `here`
    /// when they cannot be placed in the raw body. A part mail-parser
    /// could not decode is decoded here when it can be (`unclosed`,
    /// `broken_qp`), or read as raw bytes with a warning.
    fn text_part(
        &mut self,
        part: &MessagePart<'_>,
        t: &str,
        wrapped: Option<Encoding>,
        raw: Option<Range<usize>>,
        here: usize,
    ) {
        let leaf = self.leaf;
        self.leaf += 1;
        self.part_charset(
            leaf,
            part.content_type().and_then(|c| c.attribute("charset")),
        );
        let is_html = matches!(part.body, PartType::Html(_));
        // Inside an encoded message its encoding says why the record
        // points at the part (SPEC §2.3).
        let encoding = wrapped.unwrap_or(part.encoding);
        let text = self.text;
        let body = raw.clone().map(|r| &text[r]);
        // A base64 part left unclosed (`unclosed`).
        if let Some((t, is_html)) = body.and_then(|b| crate::mail::unclosed::decode(part, b)) {
            self.part(&t, is_html, leaf, Encoding::Base64, raw, here);
            return;
        }
        // Quoted-printable that mail-parser gives up on (`broken_qp`), or
        // declared as none (`undeclared`).
        let qp = body.and_then(|b| {
            crate::mail::broken_qp::decode(part, b).or_else(|| {
                wrapped
                    .is_none()
                    .then(|| crate::mail::undeclared::decode(part, b))
                    .flatten()
            })
        });
        if let Some((t, is_html)) = qp {
            self.part(&t, is_html, leaf, Encoding::QuotedPrintable, raw, here);
            return;
        }
        if part.is_encoding_problem {
            self.out.problems.push(format!(
                "part {leaf}: could not be decoded: scanned as raw bytes"
            ));
        }
        self.part(t, is_html, leaf, encoding, raw, here);
    }
}

impl Scan<'_, '_, '_> {
    /// Text part `leaf` says charset `cs` (or none): a warning if no
    /// decoder knows it, and the charset its records name.
    pub(crate) fn part_charset(&mut self, leaf: usize, cs: Option<&str>) {
        if let Some(cs) = cs.filter(|cs| !known_charset(cs)) {
            self.out.problems.push(format!(
                "part {leaf}: unknown charset {cs:?}: scanned as raw bytes"
            ));
        }
        // Its records say the charset mail-parser decoded from (SPEC §2.2),
        // until the next part says its own.
        self.charset = cs
            .filter(|cs| known_charset(cs) && !is_utf8_compatible(cs))
            .and_then(|cs| encoding_rs::Encoding::for_label(cs.trim().as_bytes()))
            .map(|e| e.name());
    }
}

/// Whether the body `text[r]` of the multipart `part` holds a delimiter
/// that opens a part, `--` and the boundary not followed by the close's
/// `--` (RFC 2046 §5.1.1); a multipart that names no boundary is left to
/// mail-parser.
fn delimited(part: &mail_parser::MessagePart<'_>, r: &std::ops::Range<usize>, text: &[u8]) -> bool {
    use mail_parser::MimeHeaders;
    let Some(b) = part.content_type().and_then(|c| c.attribute("boundary")) else {
        return true;
    };
    let body = &text[r.clone()];
    let delimiter = [b"--", b.as_bytes()].concat();
    memchr::memmem::find_iter(body, &delimiter)
        .any(|i| !body[i + delimiter.len()..].starts_with(b"--"))
}

/// The rest of a multipart after a nested multipart that holds only its
/// close delimiter, read again as a message of its own.
struct Siblings {
    /// Where the nested multipart's close delimiter line ends.
    inner_end: usize,
    /// A header naming the outer boundary, then the text after it.
    bytes: Vec<u8>,
    /// Where `bytes` would start in the scanned text, so the parts'
    /// offsets land on their bytes.
    base: usize,
}

/// mail-parser reads everything after a nested multipart's lone close
/// delimiter (`--inner--` and no part before it) as that multipart's:
/// the sibling parts that follow in the outer multipart are lost,
/// base64 text parts undecoded (a shape of real phishing mail). When the
/// outer boundary opens a part after that delimiter, the text from there
/// is read again as a multipart with the outer boundary (RFC 2046
/// §5.1.1: a close delimiter ends only its own multipart).
fn siblings(
    part: &mail_parser::MessagePart<'_>,
    r: &std::ops::Range<usize>,
    text: &[u8],
    outer: Option<&str>,
) -> Option<Siblings> {
    use mail_parser::MimeHeaders;
    let inner = part.content_type()?.attribute("boundary")?;
    let body = &text[r.clone()];
    let close = [b"--", inner.as_bytes(), b"--"].concat();
    let at = memchr::memmem::find(body, &close)?;
    let line_end = memchr::memchr(b'\n', &body[at..]).map_or(body.len(), |k| at + k + 1);
    let open = [b"--", outer?.as_bytes()].concat();
    memchr::memmem::find(&body[line_end..], &open)?;
    let head = format!(
        "Content-Type: multipart/mixed; boundary=\"{}\"\r\n\r\n",
        outer?
    );
    let start = r.start + line_end;
    let base = start.checked_sub(head.len())?;
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(&text[start..r.end]);
    Some(Siblings {
        inner_end: start,
        bytes,
        base,
    })
}

#[cfg(test)]
mod tests {
    use super::{too_complex, MAX_MESSAGES, MAX_PARTS};

    #[test]
    fn counted_at_the_bounds_whatever_else_the_text_holds() {
        // One past the bound is too many, the bound itself is not, and
        // slashes or line feeds of other text do not count.
        let parts = |n: usize, tail: &str| {
            let mut t = "Content-Type: Message/rfc822\n".repeat(n);
            t.push_str(tail);
            t
        };
        assert!(too_complex(parts(MAX_MESSAGES + 1, "").as_bytes()).is_some());
        assert_eq!(too_complex(parts(MAX_MESSAGES, "").as_bytes()), None);
        assert_eq!(
            too_complex(parts(MAX_MESSAGES, &"a/b\n".repeat(20_000)).as_bytes()),
            None
        );
        let lines = |n: usize| "--b\n".repeat(n);
        assert!(too_complex(format!("x\n{}", lines(MAX_PARTS + 1)).as_bytes()).is_some());
        assert_eq!(
            too_complex(format!("x\n{}", lines(MAX_PARTS)).as_bytes()),
            None
        );
    }
}
