//! One URL found in text.

use std::borrow::Cow;

use crate::read::hyphen::{flipped, HyphenBreak};

/// Which form of SPEC §1 a match has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// `<URL:ftp://host/path>`, the RFC 1738 Appendix form.
    Wrapped,
    /// `<http://host/path>`: `<`, a known scheme, `:` (RFC 3986 App. C).
    Angle,
    /// A URL in running text, not rejoined across lines.
    Bare,
}

impl Kind {
    /// `"wrapped"`, `"angle"` or `"bare"`, as SPEC §2.2 spells them.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Wrapped => "wrapped",
            Kind::Angle => "angle",
            Kind::Bare => "bare",
        }
    }
}

/// A URL found in a haystack: where it is, what it says, and how it was
/// read. The URL borrows from the haystack unless white space had to be
/// removed or a hyphen reading chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match<'h> {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) line: u64,
    pub(crate) column: usize,
    pub(crate) kind: Kind,
    pub(crate) raw: Cow<'h, [u8]>,
    pub(crate) url: Cow<'h, str>,
    pub(crate) terminated: bool,
    pub(crate) inner_space: bool,
    pub(crate) breaks: Vec<HyphenBreak>,
    /// Offsets in `raw` of the LF of each line break rejoined (§1.6.3).
    pub(crate) joined: Vec<usize>,
    /// The reading with one more line joined, when the evidence for it
    /// was not clear (§1.6.3).
    pub(crate) alt_join: Option<String>,
}

/// The most alternatives a match lists: the hyphen breaks the grammar
/// decides (issue: 2,000 breaks must not write 2,000 readings each).
pub const MAX_ALTERNATIVES: usize = 16;

impl<'h> Match<'h> {
    /// Byte offset of the match start (the `<` of a wrapper).
    pub fn start(&self) -> usize {
        self.start
    }

    /// Byte offset just past the match (after the closing `>`).
    pub fn end(&self) -> usize {
        self.end
    }

    /// `start()..end()`.
    pub fn span(&self) -> std::ops::Range<usize> {
        self.start..self.end
    }

    /// 1-based line number of the start (lines end at LF); 0 from an
    /// extractor built without line numbers
    /// ([`ExtractorBuilder::line_numbers`](crate::ExtractorBuilder::line_numbers)).
    pub fn line(&self) -> u64 {
        self.line
    }

    /// 1-based byte column of the start within its line.
    pub fn column(&self) -> usize {
        self.column
    }

    /// Which form the URL was written in.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The input bytes of the whole match, wrapper included.
    pub fn raw(&self) -> &[u8] {
        &self.raw
    }

    /// The URL: white space and quote markers removed, primary reading of
    /// hyphen breaks; invalid UTF-8 replaced by U+FFFD.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The URL as a `Cow`: borrowed from the haystack when nothing was
    /// removed.
    pub fn url_cow(&self) -> &Cow<'h, str> {
        &self.url
    }

    /// The URL with the haystack's lifetime, not the match's: borrowed
    /// from the haystack when the URL is its bytes as written (most bare
    /// and angle URLs), owned when white space, quote markers or escapes
    /// were removed. So URLs can be collected from a haystack, as
    /// linkify's `as_str` allows:
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urlgrep_extract::Extractor;
    ///
    /// let text = "see http://a.example/x and <URL:ftp://ds.in\n ternic.net/rfc>";
    /// let urls: Vec<Cow<str>> = Extractor::new().find_iter(text).map(|m| m.as_str()).collect();
    /// assert_eq!(urls, ["http://a.example/x", "ftp://ds.internic.net/rfc"]);
    /// assert!(matches!(urls[0], Cow::Borrowed(_)));
    ///
    /// // Only the URLs that are the text's own bytes, as `&str`:
    /// let plain: Vec<&str> = Extractor::new().find_iter(text).filter_map(|m| m.as_borrowed()).collect();
    /// assert_eq!(plain, ["http://a.example/x"]);
    /// ```
    pub fn as_str(&self) -> Cow<'h, str> {
        self.url.clone()
    }

    /// The URL as a `&str` of the haystack, if it is the haystack's bytes
    /// as written; see [`as_str`](Self::as_str).
    pub fn as_borrowed(&self) -> Option<&'h str> {
        match self.url {
            Cow::Borrowed(s) => Some(s),
            Cow::Owned(_) => None,
        }
    }

    /// The scheme as written, without the `:`.
    pub fn scheme(&self) -> &str {
        self.url.split(':').next().unwrap_or("")
    }

    /// Whether the wrapper was closed by `>`; always true for bare URLs.
    pub fn is_terminated(&self) -> bool {
        self.terminated
    }

    /// Whether white space between two URL characters of one line was
    /// removed (`inner-space`, SPEC §1.3.4): suspicious, often prose.
    pub fn has_inner_space(&self) -> bool {
        self.inner_space
    }

    /// Whether the URL has at least one hyphen break (SPEC §1.3.3).
    pub fn hyphen_break(&self) -> bool {
        !self.breaks.is_empty()
    }

    /// The hyphen breaks, in order, with the reading chosen for each.
    pub fn hyphen_breaks(&self) -> &[HyphenBreak] {
        &self.breaks
    }

    /// The other readings: for each hyphen break in order, the primary
    /// URL with only that break flipped (at most [`MAX_ALTERNATIVES`]
    /// of them), then the URL with one more line joined when that was
    /// not clear enough to be primary (SPEC §1.6.3).
    pub fn alternatives(&self) -> impl Iterator<Item = String> + '_ {
        self.breaks
            .iter()
            .take(MAX_ALTERNATIVES)
            .map(|&b| flipped(&self.url, b))
            .chain(self.alt_join.clone())
    }

    /// Whether [`alternatives`](Self::alternatives) left readings out
    /// (more than [`MAX_ALTERNATIVES`] hyphen breaks).
    pub fn alternatives_cut(&self) -> bool {
        self.breaks.len() > MAX_ALTERNATIVES
    }

    /// Offsets in [`raw`](Self::raw) of the line breaks (their LF) that
    /// were rejoined to read a bare URL (SPEC §1.6.3).
    pub fn joined_breaks(&self) -> &[usize] {
        &self.joined
    }

    /// The URL with every hyphen break kept (`--hyphen keep`).
    pub fn url_keep(&self) -> Cow<'_, str> {
        self.reading(true)
    }

    /// The URL with every hyphen break dropped (`--hyphen drop`).
    pub fn url_drop(&self) -> Cow<'_, str> {
        self.reading(false)
    }

    fn reading(&self, keep: bool) -> Cow<'_, str> {
        if self.breaks.iter().all(|b| b.kept == keep) {
            return Cow::Borrowed(&self.url);
        }
        let mut s = String::with_capacity(self.url.len() + self.breaks.len());
        let mut last = 0;
        for b in &self.breaks {
            s.push_str(&self.url[last..b.offset]);
            last = if b.kept { b.offset + 1 } else { b.offset };
            if keep {
                s.push('-');
            }
        }
        s.push_str(&self.url[last..]);
        Cow::Owned(s)
    }

    /// Notes on the match: [`Flag::InnerSpace`] (SPEC §1.3.4), then the
    /// §6 security notes of the URL (SPEC §5), then
    /// [`Flag::AlternativesCut`] when the list of readings was cut.
    ///
    /// ```
    /// use urlgrep_extract::{Extractor, Flag};
    /// let m = Extractor::new().find_iter("<URL:ftp://u:pw@h.example/ x>").next().unwrap();
    /// assert_eq!(m.flags().collect::<Vec<_>>(), [Flag::InnerSpace, Flag::Password]);
    /// assert_eq!(Flag::Password.as_str(), "password");
    /// ```
    pub fn flags(&self) -> impl Iterator<Item = Flag> {
        let inner = self.inner_space.then_some(Flag::InnerSpace);
        let notes = rfc1738::SecurityNotes::of(&self.url);
        let security = [
            (notes.password(), Flag::Password),
            (notes.port(), Flag::Port),
            (notes.encoded_crlf(), Flag::EncodedCrlf),
        ];
        let cut = self.alternatives_cut().then_some(Flag::AlternativesCut);
        inner
            .into_iter()
            .chain(security.into_iter().filter_map(|(on, f)| on.then_some(f)))
            .chain(cut)
    }

    /// Parses the URL with RFC 1738 §5.
    pub fn parse(&self) -> Result<rfc1738::Url<'_>, rfc1738::ParseError> {
        rfc1738::Url::parse(&self.url)
    }

    /// Parses the URL, keeping the parts read before an error.
    pub fn parse_partial(&self) -> (rfc1738::Url<'_>, Option<rfc1738::ParseError>) {
        rfc1738::Url::parse_partial(&self.url)
    }

    /// A copy that owns its text, e.g. to keep it past the haystack.
    pub fn into_owned(self) -> Match<'static> {
        Match {
            raw: Cow::Owned(self.raw.into_owned()),
            url: Cow::Owned(self.url.into_owned()),
            ..self
        }
    }

    pub(crate) fn shift(mut self, by: usize) -> Self {
        self.start += by;
        self.end += by;
        self
    }
}

/// A note on a [`Match`] ([`Match::flags`]); [`as_str`](Flag::as_str)
/// spells it as SPEC §2.2 and §5 do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Flag {
    /// `inner-space`: white space between two URL characters of one line
    /// was removed (SPEC §1.3.4).
    InnerSpace,
    /// `password`: the user part holds a `:` (RFC 1738 §6).
    Password,
    /// `port`: a port below 1024 other than the scheme's default (§6).
    Port,
    /// `encoded-crlf`: `%0D` or `%0A` (§6).
    EncodedCrlf,
    /// `alternatives-cut`: more hyphen readings than
    /// [`MAX_ALTERNATIVES`](crate::MAX_ALTERNATIVES) were left out.
    AlternativesCut,
}

impl Flag {
    /// The flag's name in output: `inner-space`, `password`, `port`,
    /// `encoded-crlf`, `alternatives-cut`.
    pub fn as_str(self) -> &'static str {
        match self {
            Flag::InnerSpace => "inner-space",
            Flag::Password => "password",
            Flag::Port => "port",
            Flag::EncodedCrlf => "encoded-crlf",
            Flag::AlternativesCut => "alternatives-cut",
        }
    }
}

impl std::fmt::Display for Flag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
