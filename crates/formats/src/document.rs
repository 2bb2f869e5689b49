//! Which reader an input needs (SPEC §2.3 `--format auto`), decided from
//! its first bytes.

use urlgrep_extract::Extractor;

use crate::charset::{text_encoding, Decoded};
use crate::mail::{looks_like_mail, Format};
use crate::warc::looks_like_warc;

/// How an input's bytes become text (SPEC §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DocFormat {
    /// SPEC §1 on the bytes.
    Text,
    /// An mbox of messages.
    Mbox,
    /// One mail message or news article.
    Message,
    /// An HTML document (§1.7.4).
    Html,
    /// A WARC file, uncompressed or gzip per record.
    Warc,
}

impl DocFormat {
    /// The name `--format` uses (`mbox` and `message` are both `mail`).
    pub fn as_str(self) -> &'static str {
        match self {
            DocFormat::Text => "text",
            DocFormat::Mbox | DocFormat::Message => "mail",
            DocFormat::Html => "html",
            DocFormat::Warc => "warc",
        }
    }
}

/// The format of an input that starts with `head` (a few KiB; a gzip
/// file's compressed bytes for WARC, its decompressed ones otherwise): a
/// WARC version line or gzip member, then a mail header block (mail's
/// [`looks_like_mail`]), then HTML ([`looks_like_html`](crate::html::looks_like_html),
/// which asks `ex` whether a `<scheme:` is a URL or a tag), else text.
pub fn detect(ex: &Extractor, head: &[u8]) -> DocFormat {
    if looks_like_warc(head) {
        return DocFormat::Warc;
    }
    match looks_like_mail(head) {
        Format::Mbox => return DocFormat::Mbox,
        Format::Message => return DocFormat::Message,
        _ => {}
    }
    // UTF-16 (a byte order mark) is told by its text (SPEC §2.3).
    let decoded = text_encoding(head).map(|enc| Decoded::new(head, enc));
    let head = decoded.as_ref().map_or(head, Decoded::text);
    if crate::html::looks_like_html(ex, head) {
        DocFormat::Html
    } else {
        DocFormat::Text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_by_content() {
        assert_eq!(
            detect(&Extractor::new(), b"WARC/1.0\r\nWARC-Type: warcinfo\r\n"),
            DocFormat::Warc
        );
        assert_eq!(
            detect(&Extractor::new(), b"From a@b Mon Jan 1\nSubject: x\n\nhi"),
            DocFormat::Mbox
        );
        assert_eq!(
            detect(&Extractor::new(), b"Subject: x\nFrom: a@b\n\nhi"),
            DocFormat::Message
        );
        assert_eq!(
            detect(&Extractor::new(), b"\n<!DOCTYPE HTML>\n<p>"),
            DocFormat::Html
        );
        assert_eq!(
            detect(&Extractor::new(), b"see <URL:http://a.example/>"),
            DocFormat::Text
        );
    }
}
