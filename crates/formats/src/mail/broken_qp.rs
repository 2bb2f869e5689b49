//! A quoted-printable part that mail-parser gives up on is decoded
//! leniently, as mail clients do.
//!
//! mail-parser's decoder returns nothing for the whole part when a `=`
//! is followed by anything but two hex digits or a line end (`==`, `=G`,
//! a soft break ended by a bare CR, `=` CR `=` LF); the part was then
//! read as raw bytes, every URL split by a soft break lost. Python's
//! `email` (`quoprimime.decode`) and mail clients read such a part: a
//! soft break at any line end, CR alone included (RFC 2045 §6.7 rule 5),
//! and a `=` that is no escape kept as it is (§6.7 note: "a robust
//! implementation might include the '=' character as-is"). That is the
//! reading here (`align::lenient_qp`), byte for byte the one the offset
//! map reads, so records still point at the raw text.

use mail_parser::{MessagePart, MimeHeaders};

/// The decoded text of `part`, whose raw body is `raw`, and whether it
/// is HTML, if mail-parser failed on it and it is a quoted-printable text
/// part.
pub(crate) fn decode(part: &MessagePart<'_>, raw: &[u8]) -> Option<(String, bool)> {
    if !part.is_encoding_problem {
        return None;
    }
    let cte = part.content_transfer_encoding()?;
    if !cte.trim().eq_ignore_ascii_case("quoted-printable") {
        return None;
    }
    if part
        .content_type()
        .is_some_and(|c| !c.ctype().eq_ignore_ascii_case("text"))
    {
        return None;
    }
    let bytes = crate::mail::align::lenient_qp(raw);
    Some(crate::mail::unclosed::text_of(part, &bytes))
}

#[cfg(test)]
mod tests {
    use crate::mail::unclosed::tests::urls;

    #[test]
    fn equals_that_are_no_escape_are_kept() {
        let msg = "Content-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n\
                   a == b, =G and http://a.example/x=3Dy=\nz\n";
        let (urls, problems) = urls(msg);
        assert_eq!(urls, ["http://a.example/x=yz"]);
        assert!(problems.is_empty(), "{problems:?}");
    }
}
