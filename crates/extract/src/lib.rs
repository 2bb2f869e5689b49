//! Find URLs in text the way RFC 1738's Appendix ("Recommendations for
//! URLs in Context") says, plus the angle and bare forms real text uses.
//!
//! The hard cases come first. RFC 1738's own example breaks a wrapped URL
//! across lines; the Appendix says the white space is to be ignored:
//!
//! ```
//! use urlgrep_extract::{Extractor, Kind};
//!
//! let text = "pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.  Note";
//! let m = Extractor::new().find_iter(text).next().unwrap();
//! assert_eq!(m.url(), "ftp://ds.internic.net/rfc");
//! assert_eq!((m.kind(), m.start(), m.end()), (Kind::Wrapped, 16, 51));
//! assert_eq!(m.raw(), b"<URL:ftp://ds.in\n   ternic.net/rfc>");
//! assert!(m.parse().is_ok());
//! ```
//!
//! Quoted mail: the `>` of a quote marker neither closes the wrapper nor
//! enters the URL (SPEC §1.3.2):
//!
//! ```
//! # use urlgrep_extract::Extractor;
//! let text = "> Get it from <URL:ftp://ftp.example.org/pub/\n>    software/tool-1.2.tar.gz> today.";
//! let m = Extractor::new().find_iter(text).next().unwrap();
//! assert_eq!(m.url(), "ftp://ftp.example.org/pub/software/tool-1.2.tar.gz");
//! ```
//!
//! A hyphen at a line break may be the URL's or the typesetter's: both
//! readings are kept, the grammar of RFC 1738 picks the primary one
//! (SPEC §1.3.3):
//!
//! ```
//! # use urlgrep_extract::Extractor;
//! let text = "<URL:http://www.cam-\n   bridge.example.org/index.html>";
//! let m = Extractor::new().find_iter(text).next().unwrap();
//! assert!(m.hyphen_break());
//! assert_eq!(m.url(), "http://www.cam-bridge.example.org/index.html");
//! assert_eq!(m.alternatives().collect::<Vec<_>>(), ["http://www.cambridge.example.org/index.html"]);
//! ```
//!
//! Bare URLs end at white space and lose trailing punctuation and
//! unbalanced brackets (SPEC §1.4):
//!
//! ```
//! # use urlgrep_extract::Extractor;
//! let text = "(see http://a.example/c_(d)), or news:comp.mail.mime.";
//! let urls: Vec<_> = Extractor::new().find_iter(text).map(|m| m.url().to_string()).collect();
//! assert_eq!(urls, ["http://a.example/c_(d)", "news:comp.mail.mime"]);
//! ```
//!
//! # Types
//!
//! - [`Extractor`] (and [`ExtractorBuilder`]): the search; reuse it.
//! - [`FindIter`]: the matches of a byte slice; [`StreamIter`]: of a
//!   `Read`, in bounded memory, identical results.
//! - [`Match`]: one URL with its byte span, line, [`Kind`], raw text,
//!   hyphen readings ([`HyphenBreak`]) and flags; [`Match::parse`] gives an
//!   [`rfc1738::Url`].
//!
//! Every match is at most `max_len` bytes (default 4096) from its first
//! byte; the search runs in time linear in the input.

#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod bare;
mod chars;
mod extractor;
mod hyphen;
mod lines;
mod matches;
mod schemes;
mod search;
mod stream;
#[cfg(test)]
mod tests;
mod wrapper;

pub use crate::extractor::{
    BuildError, Extractor, ExtractorBuilder, FindIter, DEFAULT_MAX_LEN, MAX_MAX_LEN,
};
pub use crate::hyphen::HyphenBreak;
pub use crate::matches::{Kind, Match};
pub use crate::stream::StreamIter;
