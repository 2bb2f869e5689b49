//! A text part declared `7bit` or `8bit`, or with no transfer encoding,
//! whose body is quoted-printable all the same, is decoded as such.
//!
//! Spam and hand-made mail do this: SpamAssassin's `t/data/spam/006`
//! declares `Content-Transfer-Encoding: 7bit` over an HTML body that
//! writes every `=` as `=3D` and ends its long lines in soft breaks. Read
//! as declared, the HTML reader saw `src=3D"http://…"`, an attribute
//! value that is no URL, and found none of the message's 15 links; mail
//! clients that sniff the body show them, and a person reading the
//! source sees them too. The evidence, all required:
//!
//! - at least one `=3D` (the escape of `=` itself: text that is not
//!   quoted-printable has no reason to write it),
//! - at least one soft line break (a line ending in `=`, RFC 2045 §6.7
//!   rule 5),
//! - and every `=` of the body is an escape of two hex digits or a soft
//!   break (rules 1 and 5): the body decodes.
//!
//! Plain text with a `=` of its own (`a = b`, `href="…"`, a `====` rule)
//! fails the last, and stays as declared.

use mail_parser::{Encoding, MessagePart, MimeHeaders};

/// The decoded text of `part`, whose raw body is `raw`, and whether it
/// is HTML, if it is a text part declared unencoded whose body is
/// quoted-printable (module docs).
pub(crate) fn decode(part: &MessagePart<'_>, raw: &[u8]) -> Option<(String, bool)> {
    if part.encoding != Encoding::None || part.is_encoding_problem {
        return None;
    }
    let ct = part.content_type();
    if ct.is_some_and(|c| !c.ctype().eq_ignore_ascii_case("text")) {
        return None;
    }
    if !looks_encoded(raw) {
        return None;
    }
    let bytes = crate::mail::align::strict_qp(raw)?;
    Some(crate::mail::unclosed::text_of(part, &bytes))
}

/// Whether `raw` holds an `=3D` (either case) and a soft line break
/// (`=` ending a line): one pass over its `=`s, which a text body that is
/// not quoted-printable holds few of (it was four searches of the whole
/// body, two of them for `=3D` and `=3d`).
fn looks_encoded(raw: &[u8]) -> bool {
    let (mut escapes, mut soft) = (false, false);
    for i in memchr::memchr_iter(b'=', raw) {
        match (raw.get(i + 1), raw.get(i + 2)) {
            (Some(b'\n'), _) | (Some(b'\r'), Some(b'\n')) => soft = true,
            (Some(b'3'), Some(b'D' | b'd')) => escapes = true,
            _ => continue,
        }
        if escapes && soft {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::mail::unclosed::tests::urls as scan;

    #[test]
    fn encoded_needs_an_escape_and_a_soft_break() {
        use super::looks_encoded;
        assert!(looks_encoded(b"a =3D b =\nc"));
        assert!(looks_encoded(b"a =\r\nb =3d c"));
        assert!(!looks_encoded(b"a =3D b\nc = d"));
        assert!(!looks_encoded(b"a = b =\nc =3"));
        assert!(!looks_encoded(b"x =\r"));
    }

    /// Cut from SpamAssassin's `t/data/spam/006` (apache/spamassassin;
    /// headers trimmed, body lines as sent): HTML declared `7bit`, written
    /// in quoted-printable.
    const UNDECLARED: &str =
        "Message-Id: <200207021154.g62Bs1814F703@phobos.labs.netnoteinc.com>\n\
        MIME-Version: 1.0\n\
        Content-Type: text/html; charset=\"iso-8859-1\"\n\
        Content-Transfer-Encoding: 7bit\n\
        \n\
        <td><img border=3D\"0\"\n\
        src=3D\"http://211.154.134.27/Z/teeth/arrowleft.gif\" width=3D\"104\"\n\
        height=3D\"44\"><a href=3D\"http://211.154.134.27/Z/teeth/index.html?cid=3D10=\n\
        1\">\n";

    #[test]
    fn undeclared_quoted_printable_html_is_decoded() {
        let (urls, problems) = scan(UNDECLARED);
        assert_eq!(
            urls,
            [
                "http://211.154.134.27/Z/teeth/arrowleft.gif",
                "http://211.154.134.27/Z/teeth/index.html?cid=101"
            ]
        );
        assert!(problems.is_empty(), "{problems:?}");
    }

    #[test]
    fn plain_text_with_equals_signs_stays_as_declared() {
        // A `=` that is no escape (`a = b`): not quoted-printable, though
        // `=3D` and a line ending in `=` are there too.
        let text = "Content-Type: text/plain\n\nx =3D y, see http://a.example/p?q=1 =\nand a = b\n";
        let (urls, _) = scan(text);
        assert_eq!(urls, ["http://a.example/p?q=1"]);
    }
}
