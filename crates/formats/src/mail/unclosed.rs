//! A base64 text part that ends the message without its multipart's
//! close delimiter is decoded all the same.
//!
//! RFC 2046 §5.1.1 ends a multipart with `--boundary--`, but spam and
//! hand-made mail often just stop after the last part. mail-parser then
//! cannot find where the base64 body ends, marks the part as an encoding
//! problem and hands back its raw bytes, so every URL in it is lost: in
//! the SpamAssassin public corpus (spam_2 `00425.529f44cda5…`) a
//! text/html part of 34 links, which mail clients show decoded. Such a
//! part is decoded here from its raw bytes, when they are base64 and
//! nothing else (white space allowed), then read in its charset; a part
//! with any other byte stays undecoded, as before.

use mail_parser::decoders::base64::base64_decode;
use mail_parser::decoders::charsets::map::charset_decoder;
use mail_parser::{MessagePart, MimeHeaders};

/// The decoded text of `part`, whose raw body is `raw`, and whether it
/// is HTML, if mail-parser failed on it and it is a base64 text part
/// whose body decodes as base64.
pub(crate) fn decode(part: &MessagePart<'_>, raw: &[u8]) -> Option<(String, bool)> {
    if !part.is_encoding_problem {
        return None;
    }
    let cte = part.content_transfer_encoding()?;
    if !cte.trim().eq_ignore_ascii_case("base64") {
        return None;
    }
    let ct = part.content_type()?;
    if !ct.ctype().eq_ignore_ascii_case("text") {
        return None;
    }
    let bytes = base64_decode(raw)?;
    Some(text_of(part, &bytes))
}

/// The decoded body `bytes` of the text part `part` read in its charset
/// (UTF-8 when it names none we know), and whether the part is HTML.
pub(crate) fn text_of(part: &MessagePart<'_>, bytes: &[u8]) -> (String, bool) {
    let ct = part.content_type();
    let is_html = ct
        .and_then(|c| c.subtype())
        .is_some_and(|s| s.eq_ignore_ascii_case("html"));
    let text = ct
        .and_then(|c| c.attribute("charset"))
        .and_then(|cs| charset_decoder(cs.as_bytes()))
        .map_or_else(|| String::from_utf8_lossy(bytes).into_owned(), |d| d(bytes));
    (text, is_html)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::mail::{Format, MailExtractor, RawMessage};
    use urlgrep_extract::Extractor;

    /// Cut from the SpamAssassin public corpus, spam_2
    /// `00425.529f44cda59588d37959083c93a79764` (headers trimmed, body
    /// as sent): a multipart/mixed whose one base64 text/html part ends
    /// the message with no close delimiter.
    const UNCLOSED: &str = "Message-Id: <035e45d47a6b$7388b2a7$0db50ae5@nxfglb>\n\
        MIME-Version: 1.0\n\
        Content-Type: multipart/mixed; boundary=\"----=_NextPart_000_00A6_48E31A8D.D6335E14\"\n\
        \n\
        ------=_NextPart_000_00A6_48E31A8D.D6335E14\n\
        Content-Type: text/html; charset=\"iso-8859-1\"\n\
        Content-Transfer-Encoding: base64\n\
        \n\
        PGEgaHJlZj0iaHR0cDovL3d3dy5idXNpbmVzc29wcDIwMDIuY29tL2Nhc2htYWNoaW5lNC8iPkNM\n\
        SUNLIEhFUkU8L2E+DQo=\n\
        \n";

    /// The URLs found in the one message `msg`, and its problems.
    pub(crate) fn urls(msg: &str) -> (Vec<String>, Vec<String>) {
        let mail = MailExtractor::new(Extractor::new());
        let raw = RawMessage {
            offset: 0,
            line: 1,
            bytes: msg.as_bytes().into(),
        };
        let s = mail.scan(&raw, Format::Message);
        let urls = s.found.iter().map(|r| r.url().to_string()).collect();
        (urls, s.problems)
    }

    #[test]
    fn unclosed_base64_html_part_is_decoded() {
        let (urls, problems) = urls(UNCLOSED);
        assert_eq!(urls, ["http://www.businessopp2002.com/cashmachine4/"]);
        assert!(problems.is_empty(), "{problems:?}");
    }

    #[test]
    fn unclosed_part_that_is_not_base64_stays_raw() {
        // The same part with a byte base64 never holds: not decoded, and
        // the warning stays.
        let bad = UNCLOSED.replace("SUNLIEhFUkU8L2E+DQo=", "SUNLIEhFUkU8L2E+DQo=\n*not base64*");
        let (urls, problems) = urls(&bad);
        assert!(urls.is_empty(), "{urls:?}");
        assert_eq!(problems.len(), 1, "{problems:?}");
    }
}
