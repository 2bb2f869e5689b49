//! How each input is read (SPEC §2.3 `--format`): from the flag and, for
//! `auto`, the input's first bytes. A new format is a variant of
//! [`Reading`], an arm here and one in `search.rs`, and a method of
//! `source::Opened` if it reads its bytes in a new way.

use urlgrep_extract::Extractor;
use urlgrep_formats::charset::{self, Decoded};
use urlgrep_formats::Format;

use crate::args::Format as Choice;

/// How one input is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// SPEC §1 on the bytes.
    Text,
    /// An mbox or one message.
    Mail(Format),
    /// An HTML page or fragment (SPEC §1.7.4).
    Html,
    /// A WARC file, record by record.
    Warc,
}

/// How `--format choice` reads an input that starts with `head` (still
/// compressed for a WARC file gzip'd per record): WARC and mail first
/// (a version line, a header block are unambiguous), then HTML, else text. `ex`'s
/// schemes tell a `<scheme:…>` URL from a tag.
pub fn reading(choice: Choice, ex: &Extractor, head: &[u8]) -> Reading {
    // UTF-16 (a byte order mark) is told by its text (SPEC §2.3).
    let decoded = charset::text_encoding(head).map(|enc| Decoded::new(head, enc));
    let head = decoded.as_ref().map_or(head, Decoded::text);
    let mail = urlgrep_formats::looks_like_mail(head);
    match choice {
        Choice::Text => Reading::Text,
        Choice::Html => Reading::Html,
        Choice::Warc => Reading::Warc,
        Choice::Auto if urlgrep_formats::warc::looks_like_warc(head) => Reading::Warc,
        Choice::Mail => Reading::Mail(urlgrep_formats::mail_format(head)),
        Choice::Auto if mail != Format::Text => Reading::Mail(mail),
        Choice::Auto if urlgrep_formats::html::looks_like_html(ex, head) => Reading::Html,
        Choice::Auto => Reading::Text,
    }
}
