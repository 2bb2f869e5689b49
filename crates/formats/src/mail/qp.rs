//! A message that is one quoted-printable text part, decoded here
//! rather than by mail-parser: most quoted-printable mail in archives is
//! that (a `Content-Type: text/plain; charset=…` and a
//! `Content-Transfer-Encoding: quoted-printable`), and mail-parser's
//! byte-at-a-time decoder with its header parse was a tenth of mail
//! mode's cost.
//!
//! The reading is mail-parser's own (RFC 2045 §6.7 as its MIME decoder
//! reads a part with no boundary: `=XX` in either case is one byte, `=`,
//! blanks and a line end is a soft break, blanks ending a line are
//! dropped, a CR is dropped and makes every later line end CRLF), on the
//! bodies where it is plain to see. A body with anything else — a `=`
//! that is neither (mail-parser keeps some, fails on others, and then
//! `broken_qp` reads the part), a CR not before a LF, a `=` ending the
//! body — goes to mail-parser as before, so the text scanned and the
//! records are the same whichever path a message takes (the tests prove
//! it on every message of the corpus).

use mail_parser::decoders::charsets::map::charset_decoder;
use mail_parser::Encoding;

use crate::mail::plain::{encoding_word, simple_fields, text_type};
use crate::mail::scan::Scan;

/// What the MIME fields of a message that is one quoted-printable text
/// part say of it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct QpText<'m> {
    /// The charset parameter, if any.
    pub(crate) charset: Option<&'m str>,
    /// `text/html` rather than `text/plain`.
    pub(crate) html: bool,
}

/// The MIME fields `mime` (whole lines, as `key_fields` gathers them),
/// if they surely make the message one `text/plain` or `text/html` part
/// in quoted-printable; `None` when they do not or when unsure (then
/// mail-parser reads them).
pub(crate) fn qp_text(mime: &[u8]) -> Option<QpText<'_>> {
    let (ct, cte) = simple_fields(mime)?;
    if !encoding_word(cte?)?.eq_ignore_ascii_case(b"quoted-printable") {
        return None;
    }
    let Some(ct) = ct else {
        // RFC 2045 §5.2: text/plain by default.
        return Some(QpText {
            charset: None,
            html: false,
        });
    };
    let t = text_type(ct)?;
    let html = match t.subtype {
        Some(s) if s.eq_ignore_ascii_case(b"html") => true,
        Some(s) if s.eq_ignore_ascii_case(b"plain") => false,
        _ => return None,
    };
    // A quoted charset with blanks, or empty: mail-parser's reading of
    // it is not plain.
    if t.charset.is_some_and(|c| c.is_empty() || c.contains(' ')) {
        return None;
    }
    Some(QpText {
        charset: t.charset,
        html,
    })
}

/// Blanks as mail-parser's decoder drops them (`u8::is_ascii_whitespace`
/// less the line end it handles apart).
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\x0c')
}

/// `body` decoded as mail-parser decodes a quoted-printable part with no
/// boundary (module docs), or `None` when the body holds anything that
/// reading is not plain for.
pub(crate) fn decode(body: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len());
    // Every line end is CRLF once a CR has been seen.
    let mut crlf = false;
    let mut at = 0;
    while at < body.len() {
        let end = memchr::memchr(b'\n', &body[at..]).map(|n| at + n);
        let mut line = &body[at..end.unwrap_or(body.len())];
        if let Some(before) = line.strip_suffix(b"\r").filter(|_| end.is_some()) {
            line = before;
            crlf = true;
        }
        if memchr::memchr(b'\r', line).is_some() {
            return None;
        }
        let soft = line_into(line, end.is_some(), &mut out)?;
        if end.is_some() && !soft {
            out.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
        }
        at = end.map_or(body.len(), |e| e + 1);
    }
    Some(out)
}

/// Decodes `line` (without its line end; `ended`: it had one) onto
/// `out`: whether it ends in a soft break; `None` for a `=` that is
/// neither an escape nor a soft break.
fn line_into(line: &[u8], ended: bool, out: &mut Vec<u8>) -> Option<bool> {
    // What `out` held before the last escape or the line: blanks are
    // dropped back to there at a hard line end, no further.
    let mut floor = out.len();
    let mut at = 0;
    while let Some(n) = memchr::memchr(b'=', &line[at..]) {
        let e = at + n;
        out.extend_from_slice(&line[at..e]);
        match (line.get(e + 1), line.get(e + 2)) {
            (Some(&h), Some(&l)) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => {
                out.push(hex(h) << 4 | hex(l));
                floor = out.len();
                at = e + 3;
            }
            _ if ended && line[e + 1..].iter().all(|&b| is_blank(b)) => return Some(true),
            _ => return None,
        }
    }
    out.extend_from_slice(&line[at..]);
    if ended {
        let kept = out[floor..]
            .iter()
            .rposition(|&b| !is_blank(b))
            .map_or(floor, |k| floor + k + 1);
        out.truncate(kept);
    }
    Some(false)
}

/// The value of the hex digit `d`.
fn hex(d: u8) -> u8 {
    match d {
        b'0'..=b'9' => d - b'0',
        _ => (d | 0x20) - b'a' + 10,
    }
}

impl Scan<'_, '_, '_> {
    /// Scans the message whose MIME fields are `mime` and whose body
    /// starts at `body`, if it is one quoted-printable text part this
    /// module reads (module docs): as the MIME walk would scan it, part
    /// 0. False, nothing done, otherwise.
    pub(crate) fn quoted_printable(&mut self, mime: &[u8], body: usize) -> bool {
        let text = self.text;
        // An empty body: mail-parser may find no part at all.
        if body >= text.len() {
            return false;
        }
        let Some(t) = qp_text(mime) else {
            return false;
        };
        let Some(bytes) = decode(&text[body..]) else {
            return false;
        };
        // As mail-parser reads a text part's bytes.
        let decoded = match t.charset.and_then(|c| charset_decoder(c.as_bytes())) {
            Some(decoder) => decoder(&bytes),
            None => String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        };
        let leaf = self.leaf;
        self.leaf += 1;
        self.part_charset(leaf, t.charset);
        let raw = Some(body..text.len());
        self.part(&decoded, t.html, leaf, Encoding::QuotedPrintable, raw, body);
        true
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use urlgrep_extract::Extractor;

    use super::{decode, qp_text, QpText};
    use crate::mail::fields::Headers;
    use crate::mail::headers::key_fields;
    use crate::mail::mbox::{split_marked, RawMessage};
    use crate::mail::message::{scan, Parsers};
    use crate::mail::scan::Scanned;

    fn decoded(body: &str) -> Option<String> {
        decode(body.as_bytes()).map(|v| String::from_utf8(v).unwrap())
    }

    #[test]
    fn rfc_2045_rules_as_mail_parser_reads_them() {
        // Escapes in either case, a soft break with blanks after it.
        assert_eq!(
            decoded("a=3Db=3d=\nc= \t\nd\n").as_deref(),
            Some("a=b=cd\n")
        );
        // Blanks ending a line are dropped, not an escaped one.
        assert_eq!(decoded("a \t\nb=20 \nc ").as_deref(), Some("a\nb \nc "));
        // A CR makes every later line end CRLF; those before stay LF.
        assert_eq!(decoded("a\nb\r\nc\n").as_deref(), Some("a\nb\r\nc\r\n"));
        // Left to mail-parser.
        for body in ["a == b\n", "=G1\n", "a =\n=", "x\ry\n", "= x\n", "end="] {
            assert_eq!(decoded(body), None, "{body:?}");
        }
    }

    #[test]
    fn fields_of_one_quoted_printable_text_part() {
        let qp = "Content-Transfer-Encoding: quoted-printable\n";
        let read = |ct: &str| {
            qp_text(
                format!("MIME-Version: 1.0\n{ct}{qp}")
                    .as_bytes()
                    .to_vec()
                    .leak(),
            )
        };
        assert_eq!(
            read("Content-Type: text/plain; charset=\"ISO-8859-1\"\n"),
            Some(QpText {
                charset: Some("ISO-8859-1"),
                html: false
            })
        );
        assert_eq!(
            read("Content-Type: TEXT/HTML\n").map(|t| t.html),
            Some(true)
        );
        assert_eq!(read("").map(|t| t.html), Some(false));
        for ct in [
            "Content-Type: text/enriched\n",
            "Content-Type: text\n",
            "Content-Type: multipart/mixed; boundary=x\n",
            "Content-Type: text/plain (x)\n",
            "Content-Disposition: inline\n",
        ] {
            assert_eq!(read(ct), None, "{ct:?}");
        }
        assert_eq!(qp_text(b"Content-Type: text/plain\n"), None);
    }

    /// The messages of `testdata/mail` (sources in its README) and of
    /// the corpus's mail and news archives (`../shared/corpus`, sources in
    /// its MANIFEST.md; the files `benches/mail-compare.sh` reads), each
    /// file as one byte string.
    fn archives() -> Vec<(String, Vec<u8>)> {
        use std::io::Read;
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let corpus = root.join("../shared/corpus");
        let mut paths = Vec::new();
        for dir in [
            root.join("testdata/mail"),
            corpus.join("mail"),
            corpus.join("news"),
            corpus.join("mail/erlang-questions"),
            corpus.join("mail/twisted-pipermail"),
        ] {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            paths.extend(entries.map(|e| e.unwrap().path()).filter(|p| {
                let name = p.to_string_lossy();
                name.ends_with(".eml") || name.ends_with(".mbox") || name.ends_with(".gz")
            }));
        }
        paths.sort();
        paths
            .into_iter()
            .map(|p| {
                let raw = std::fs::read(&p).unwrap();
                let bytes = if p.extension().is_some_and(|x| x == "gz") {
                    let mut out = Vec::new();
                    flate2::read::MultiGzDecoder::new(&raw[..])
                        .read_to_end(&mut out)
                        .unwrap();
                    out
                } else {
                    raw
                };
                (p.display().to_string(), bytes)
            })
            .collect()
    }

    /// Scans `msg` both ways: decoded here and by mail-parser; whether
    /// it took this module's path, and the two results.
    fn both(msg: &RawMessage<'_>, escapes: bool) -> (bool, Scanned, Scanned) {
        let own = Parsers::new(&Extractor::new());
        let theirs = Parsers {
            own_qp: false,
            ..own.clone()
        };
        let (text, _) = crate::mail::unescape(&msg.bytes);
        let took = key_fields(&text, Headers::Shown).is_some_and(|k| {
            k.body < text.len() && qp_text(&k.mime).is_some() && decode(&text[k.body..]).is_some()
        });
        let a = scan(&own, msg, escapes, None);
        let b = scan(&theirs, msg, escapes, None);
        (took, a, b)
    }

    #[test]
    fn every_corpus_message_scans_as_through_mail_parser() {
        let (mut took, mut messages) = (0, 0);
        for (name, bytes) in archives() {
            let one = name.ends_with(".eml");
            let msgs: Vec<_> = if one {
                let m = RawMessage {
                    offset: 0,
                    line: 1,
                    bytes: bytes[..].into(),
                };
                vec![(m, false)]
            } else {
                split_marked(&bytes).collect()
            };
            for (m, escapes) in msgs {
                messages += 1;
                let (ours, a, b) = both(&m, escapes);
                if ours {
                    took += 1;
                    assert_eq!(a, b, "{name}, offset {}", m.offset);
                }
            }
        }
        // The corpus holds hundreds of such messages; testdata alone a few.
        assert!(took >= 5, "{took} of {messages}");
        eprintln!("{took} of {messages} messages decoded here");
    }

    /// RFC 2045 §6.7 encodings of text with URLs, with the shapes that
    /// matter here: escapes in both cases, soft breaks (some with blanks
    /// after the `=`), blanks ending lines, CRLF and LF, non-ASCII; now
    /// and then one thing this module leaves to mail-parser.
    fn body() -> impl Strategy<Value = String> {
        let token = prop::sample::select(vec![
            "see ",
            "http://a.example/x",
            "http://b.ex=\nample/y=3Dz ",
            "<URL:ftp://c.example/=\n  p>",
            "=3D",
            "=3d",
            "=\n",
            "= \t\n",
            "=\r\n",
            "\n",
            "\r\n",
            " \n",
            "\t\r\n",
            "=20\n",
            "=C3=A9",
            "=E9",
            "\u{e9}",
            " ",
            "\x0c",
            "=0D=0A",
            "-",
        ]);
        let odd = prop::sample::select(vec!["=", "==", "=G", "\r", "= x", "=4"]);
        (
            prop::collection::vec(token, 0..40),
            prop::option::weighted(0.2, (odd, any::<prop::sample::Index>())),
        )
            .prop_map(|(mut v, odd)| {
                if let Some((t, at)) = odd {
                    v.insert(at.index(v.len() + 1), t);
                }
                v.concat()
            })
    }

    proptest! {
        #[test]
        fn random_bodies_scan_as_through_mail_parser(
            body in body(),
            charset in prop::sample::select(vec!["", "; charset=utf-8", "; charset=\"ISO-8859-1\"", "; charset=x-unknown"]),
            html in any::<bool>(),
        ) {
            let ct = if html { "text/html" } else { "text/plain" };
            let msg = format!(
                "Subject: p\nContent-Type: {ct}{charset}\nContent-Transfer-Encoding: quoted-printable\n\n{body}"
            );
            let m = RawMessage { offset: 7, line: 3, bytes: msg.as_bytes().into() };
            let (_, a, b) = both(&m, false);
            prop_assert_eq!(a, b);
        }
    }
}
