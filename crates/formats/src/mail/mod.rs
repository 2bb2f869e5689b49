//! Mail and news: mbox splitting, MIME parts, offsets mapped back to the
//! file through quoted-printable (SPEC §2.3 `mail`).

mod align;
mod extractor;
mod headers;
mod mbox;
mod message;
mod walk;

pub use self::extractor::MailExtractor;
pub use self::mbox::{sniff, split, unescape, Format, MboxReader, RawMessage};
pub use self::message::{Found, MessageInfo, Scanned};
