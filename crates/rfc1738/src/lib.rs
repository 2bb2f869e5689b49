//! Parse and validate one URL with the grammar of RFC 1738 §5, for every
//! scheme the RFC defines, borrowing the input.
//!
//! RFC 1738's Appendix writes URLs in text as `<URL:ftp://ds.in⏎ternic.net/rfc>`:
//! finding and rejoining them is the job of `urlgrep-extract`; this crate
//! takes the rejoined text, `ftp://ds.internic.net/rfc`, and says whether it
//! is a URL under §5 and what its parts are. Validity is strict: `~` and
//! non-ASCII characters are unsafe (§2.2), `http://user@host/` is refused
//! (§3.3 has no user), host names follow §3.1.
//!
//! ```
//! use rfc1738::{Url, Scheme, ParseErrorKind};
//!
//! let url = Url::parse("ftp://ds.internic.net/rfc")?;
//! assert_eq!(url.scheme(), Scheme::Ftp);
//! assert_eq!(url.host(), Some("ds.internic.net"));
//! assert_eq!(url.path(), Some("rfc"));
//! assert_eq!(url.default_port(), Some(21));
//! assert_eq!(url.to_string(), "ftp://ds.internic.net/rfc");
//!
//! // Errors say what, where (a byte offset), and which rule.
//! let err = Url::parse("http://host.example/~user/").unwrap_err();
//! assert_eq!(err.kind, ParseErrorKind::UnsafeChar);
//! assert_eq!(err.offset, 20);
//! assert_eq!(err.kind.as_str(), "unsafe-char");
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! # Types
//!
//! - [`Url`]: the parsed URL, a `&str` plus the byte ranges of its parts;
//!   [`Url::parse`] does not allocate. [`Url::parse_partial`] also gives
//!   the parts read before an error.
//! - [`Scheme`]: the known schemes of §3 and §4 and their default ports.
//! - [`PartName`]: the names of the parts (SPEC §3), for [`Url::parts`].
//! - [`ParseError`] and [`ParseErrorKind`]: the kind, the byte offset of
//!   the first byte the grammar cannot take, and a message citing the rule.
//! - [`SecurityNotes`] and [`redact_password`]: the §6 notes.
//! - [`percent_decode`] and [`percent_decode_str`]: `%hh` decoding.
//!
//! # Parts per scheme
//!
//! ```
//! use rfc1738::Url;
//!
//! let g = Url::parse("gopher://spinaltap.micro.umn.edu/7mindex%09cats%09+")?;
//! assert_eq!((g.gtype(), g.selector()), (Some("7"), Some("mindex")));
//! assert_eq!((g.search(), g.gopher_plus()), (Some("cats"), Some("+")));
//!
//! let w = Url::parse("wais://quake.think.com:210/directory-of-servers?internet")?;
//! assert_eq!((w.port(), w.database(), w.search()), (Some("210"), Some("directory-of-servers"), Some("internet")));
//!
//! let p = Url::parse("prospero://host.dom//pros/name;type=text;rev=2")?;
//! assert_eq!(p.path(), Some("/pros/name"));
//! assert_eq!(p.fields().collect::<Vec<_>>(), [("type", "text"), ("rev", "2")]);
//!
//! let n = Url::parse("news:comp.infosystems.www")?;
//! assert_eq!(n.group(), Some("comp.infosystems.www"));
//!
//! let f = Url::parse("file:///etc/motd")?;
//! assert_eq!((f.host(), f.path()), (Some(""), Some("etc/motd")));
//!
//! // Any other scheme: genericurl, with ip-schemepart parts when they fit.
//! let x = Url::parse("z39.50s://melvyl.ucop.edu/cat")?;
//! assert_eq!((x.host(), x.path()), (Some("melvyl.ucop.edu"), Some("cat")));
//! assert_eq!(x.schemepart(), Some("//melvyl.ucop.edu/cat"));
//! # Ok::<(), rfc1738::ParseError>(())
//! ```
//!
//! The conventions where §5 leaves a choice (error offsets, which parts
//! are reported) are listed in `testdata/rfc1738/README.md`.

#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod chars;
mod error;
mod news;
mod notes;
mod parser;
mod percent;
mod scheme;
mod schemes;
mod url;

pub use crate::error::{ParseError, ParseErrorKind};
pub use crate::notes::{redact_password, SecurityNotes};
pub use crate::percent::{percent_decode, percent_decode_str};
pub use crate::scheme::Scheme;
pub use crate::url::{Fields, PartName, Url};
