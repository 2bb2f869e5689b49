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
//! Markup is read the way a person reads the rendered text (SPEC §1.7):
//! backslash escapes and character references stand for their character,
//! a markdown link whose text is its destination is one URL (an HTML
//! anchor `<a href="u">u</a>` in a doc comment too), emphasis
//! around a URL is not part of it:
//!
//! ```
//! # use urlgrep_extract::Extractor;
//! let text = "\\url{https://groups.example/forum/\\#!forum/tex} or \
//!             [https://h.example/](https://h.example/), **http://b.example/x**, \
//!             http://marc.example/?l=linux&amp;m=1";
//! let urls: Vec<_> = Extractor::new().find_iter(text).map(|m| m.url().to_string()).collect();
//! assert_eq!(urls, [
//!     "https://groups.example/forum/#!forum/tex",
//!     "https://h.example/",
//!     "http://b.example/x",
//!     "http://marc.example/?l=linux&m=1",
//! ]);
//! ```
//!
//! CJK prose writes no space after a URL; a CJK path segment is an IRI
//! (SPEC §1.8.1). More schemes are known (§1.8.2):
//!
//! ```
//! # use urlgrep_extract::Extractor;
//! let text = "자세한 내용은 http://example.com/docs에서, https://zh.wikipedia.org/wiki/中文。\
//!             ssh: connect failed; rsync://rsync.example.org/pub/ 'magnet:?xt=urn:btih:248D'";
//! let urls: Vec<_> = Extractor::new().find_iter(text).map(|m| m.url().to_string()).collect();
//! assert_eq!(urls, [
//!     "http://example.com/docs",
//!     "https://zh.wikipedia.org/wiki/中文",
//!     "rsync://rsync.example.org/pub/",
//!     "magnet:?xt=urn:btih:248D",
//! ]);
//! ```
//!
//! # Stages, and where each rule lives
//!
//! A colon goes down these folders in order; a module names only its own
//! folder or those below it, and no import cycle (`tests/layers.rs`):
//!
//! | folder | modules | SPEC |
//! |---|---|---|
//! | `search/` | `window` (the colon loop: trigger → candidate, wrapped, angle or bare), `colons` (the trigger scan), `start` (word start), `run` (the run cache; admission on the untrimmed run) | §1, §1.1, §1.2, §1.4 |
//! | `matches.rs` | [`Match`], the plain data the search builds | §2.2 |
//! | `join/` | `continuation` (the loop over lines, mechanics), `verdict` (the join verdict: every rule, in order), and the facts it reads: `token`, `words`, `tail`, `widths`, `typeset` (a typesetter's breaks), `pieces` (the joined reading) | §1.6.3 |
//! | `read/` | `wrapper` (the inside of a wrapper), `bare` (how far a bare URL runs, its trim; a markdown link whose text is the URL), `hyphen` (hyphen readings) | §1.1–1.3, §1.3.3, §1.4, §1.7.3 |
//! | `lines/` | `cross` (the seam `read` and `join` share: a line's end, the next line, where its text starts; the two readers' differences), `ends` (next line, fold, a typesetter's hyphenation), `prefix` and `marks` (line prefixes), `page` (page breaks), `unfold` (a calendar's folded lines) | §1.6.1, §1.6.2 |
//! | `markup/` | `escapes`, `entities`, `markdown`, `asciidoc`, `texinfo`, `template`, `anchor`, `fields`, `concat` (strings code concatenates) | §1.5, §1.7.1–1.7.3 |
//! | `script/` | `cjk` (where a URL ends in CJK prose), `through` (TeX tildes, U+200B) | §1.8.1 |
//! | `config/` | `Config` (what a search needs: the scheme table, `max_len`, join) and `schemes` (the table and its admission rules) | §4, §1.4, §1.8.2 |
//! | `text/` | `chars` (byte and character classes), `utf8`, `counter` (line numbers) | §1 |
//!
//! Above them, the API: `extractor` ([`Extractor`], [`FindIter`]),
//! `stream` ([`StreamIter`]), `spans` ([`Spans`]).
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
// About 80 lines a function at most (`clippy.toml`); a longer one says why.
#![warn(clippy::too_many_lines)]
#![forbid(unsafe_code)]

mod cut;
mod extractor;
mod matches;
#[cfg(feature = "serde")]
mod serialize;
mod spans;
mod stream;
#[cfg(test)]
mod tests;

// The stages (the map above; `tests/layers.rs` keeps their order).
mod config;
mod join;
mod lines;
mod markup;
mod read;
mod script;
mod search;
mod text;

pub use crate::cut::next_cut;
pub use crate::extractor::{
    BuildError, BuildErrorKind, Extractor, ExtractorBuilder, FindIter, DEFAULT_MAX_LEN, MAX_MAX_LEN,
};
pub use crate::matches::{Flag, Kind, Match, MAX_ALTERNATIVES};
pub use crate::read::hyphen::HyphenBreak;
pub use crate::spans::{Span, Spans};
pub use crate::stream::StreamIter;

/// The README's examples, run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct ReadmeDoctests;
