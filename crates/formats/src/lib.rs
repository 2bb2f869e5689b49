//! Bytes that are not yet text become text: mail and news archives
//! (module [`mail`]) and HTML pages (module [`html`]), with offsets mapped
//! back to the file. Every URL comes back as a [`Record`]: its place in
//! the file, its [`Kind`] (`href` for an HTML attribute), the extractor's
//! match where it was found in text, and its [`Origin`].
//!
//! Archives hide URLs behind transfer encodings: a quoted-printable soft
//! break (`=` at a line end) splits a `> <URL:...>` in a quoted reply, `=2E`
//! stands for `.`, bodies are base64, HTML parts carry links in `href`.
//! This crate splits an mbox into messages (mboxo and mboxrd, `>From`
//! unescaped), decodes each MIME part with [mail-parser] (multipart,
//! quoted-printable, base64, charsets to UTF-8), runs
//! [`urlgrep_extract`]'s Appendix rules on the decoded text, reads HTML
//! parts as [`html`] reads pages, and places every match back in the
//! original file: offsets, line and `raw` point at the quoted-printable
//! text as written.
//!
//! ```
//! use urlgrep_formats::{Format, MailExtractor};
//!
//! let mbox = b"From a@b Thu Jan  1 00:00:00 1970\n\
//! Message-ID: <1@example.org>\n\
//! Content-Type: text/plain\n\
//! Content-Transfer-Encoding: quoted-printable\n\
//! \n\
//! > See <URL:http://www.example.org/very/long/pa=\n\
//! th/index.html>, it says.\n";
//! let mx = MailExtractor::new(urlgrep_extract::Extractor::new());
//! assert_eq!(urlgrep_formats::looks_like_mail(mbox), Format::Mbox);
//! let msgs: Vec<_> = mx.scan_bytes(mbox, Format::Mbox).collect();
//! let found = &msgs[0].found[0];
//! assert_eq!(found.url(), "http://www.example.org/very/long/path/index.html");
//! assert_eq!(found.line(), 6);
//! assert_eq!(msgs[0].info.message_id.as_deref(), Some("1@example.org"));
//! // The record names its message and part.
//! let urlgrep_formats::Origin::Part { message, part, encoding } = found.origin() else {
//!     panic!("a mail record has a part");
//! };
//! assert_eq!(message.as_ref().unwrap().message_id.as_deref(), Some("1@example.org"));
//! assert_eq!((*part, *encoding), (0, Some("quoted-printable")));
//! ```
//!
//! An HTML page: the `href` once (its anchor text repeats it), the
//! wrapper written with character references, offsets in the page:
//!
//! ```
//! use urlgrep_formats::{html, Kind};
//!
//! let page = b"<p><a href=\"http://a.example/?x=1&amp;y=2\">http://a.example/?x=1&amp;y=2</a>\n\
//! or &lt;URL:ftp://b.example/pub/&gt;</p>";
//! let ex = urlgrep_extract::Extractor::new();
//! assert!(html::looks_like_html(&ex, page));
//! let found: Vec<_> = html::scan(&ex, page).collect();
//! assert_eq!(found.len(), 2);
//! assert_eq!((found[0].kind(), found[0].url()), (Kind::Href, "http://a.example/?x=1&y=2"));
//! assert_eq!(found[0].raw(), b"http://a.example/?x=1&amp;y=2");
//! assert_eq!((found[1].kind(), found[1].line()), (Kind::Wrapped, 2));
//! assert_eq!(found[1].raw(), b"&lt;URL:ftp://b.example/pub/&gt;");
//! ```
//!
//! [mail-parser]: https://docs.rs/mail-parser

#![deny(missing_docs)]

mod bufread;
pub mod charset;
mod document;
pub mod gzip;
pub mod html;
pub mod mail;
mod record;
pub mod warc;

pub use crate::document::{detect, DocFormat};
pub use crate::mail::{
    looks_like_mail, mail_format, split, unescape, Format, Headers, MailExtractor, MboxReader,
    MessageInfo, RawMessage, Scanned,
};
pub use crate::record::{Kind, Link, Origin, Record};
pub use crate::warc::{RecordInfo, WarcExtractor, WarcScanned};
