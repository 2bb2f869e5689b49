//! Mail and news: mbox splitting, MIME parts, offsets mapped back to the
//! file through quoted-printable (SPEC §2.3 `mail`).

mod align;
mod broken_qp;
mod each;
mod extractor;
mod fields;
mod headers;
mod large;
mod line_ends;
mod mbox;
mod message;
mod pieces;
mod plain;
mod qp;
mod scan;
mod sniff;
mod spare;
mod unclosed;
mod undeclared;
mod walk;

pub use self::extractor::MailExtractor;
pub use self::fields::Headers;
pub use self::mbox::{next_message_start, split, unescape, MboxReader, RawMessage};
pub use self::scan::Scanned;
pub use self::sniff::{looks_like_mail, mail_format, Format};
pub use crate::record::MessageInfo;
