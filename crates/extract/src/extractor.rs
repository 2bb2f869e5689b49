//! `Extractor` and its builder.

use core::fmt;
use std::io::Read;

use crate::config::schemes::SchemeSet;
use crate::config::Config;
use crate::search::window::{Cursor, Window};
use crate::stream::StreamIter;
use crate::text::counter::Lines;
use crate::Match;

/// Finds URLs in text. Build one and reuse it: it holds the scheme table.
///
/// ```
/// let ex = urlgrep_extract::Extractor::new();
/// let text = "see <URL:ftp://ds.in\n   ternic.net/rfc> or http://example.com/x.";
/// let urls: Vec<_> = ex.find_iter(text).map(|m| m.url().to_string()).collect();
/// assert_eq!(urls, ["ftp://ds.internic.net/rfc", "http://example.com/x"]);
/// ```
#[derive(Clone)]
pub struct Extractor {
    pub(crate) config: Config,
}

// By hand, to print what it printed when the settings were its fields.
impl fmt::Debug for Extractor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Extractor")
            .field("schemes", &self.config.schemes)
            .field("max_len", &self.config.max_len)
            .field("join", &self.config.join)
            .finish()
    }
}

/// The default of [`ExtractorBuilder::max_len`].
pub const DEFAULT_MAX_LEN: usize = 4096;

/// The largest [`ExtractorBuilder::max_len`]: 1 GiB, so offsets plus
/// `max_len` never overflow and a stream's buffer stays allocatable.
pub const MAX_MAX_LEN: usize = 1 << 30;

impl Extractor {
    /// An extractor for the known schemes of SPEC §4, `max_len` 4096.
    pub fn new() -> Extractor {
        Extractor {
            config: Config {
                schemes: SchemeSet::known(),
                max_len: DEFAULT_MAX_LEN,
                join: true,
                only: None,
                line_numbers: true,
            },
        }
    }

    /// Whether `name` (any case, without the `:`) is a scheme this
    /// extractor finds: the known ones of SPEC §4 and those added. Readers
    /// of other formats ask this before taking a URL from markup, so one
    /// table decides what is a URL everywhere.
    pub fn knows_scheme(&self, name: &str) -> bool {
        self.config.schemes.lookup(name.as_bytes()).is_some()
    }

    /// A builder to add schemes or change `max_len`.
    pub fn builder() -> ExtractorBuilder {
        ExtractorBuilder {
            schemes: Vec::new(),
            only: None,
            max_len: DEFAULT_MAX_LEN,
            join: true,
            line_numbers: true,
        }
    }

    /// This extractor with line counting on or off
    /// ([`ExtractorBuilder::line_numbers`]), all else the same: for a
    /// reader that places each match in its file by offset and so has no
    /// use for the line the extractor would count.
    ///
    /// ```
    /// let ex = urlgrep_extract::Extractor::new().with_line_numbers(false);
    /// let m = ex.find_iter("one\ntwo http://a.example/").next().unwrap();
    /// assert_eq!((m.line(), m.column()), (0, 5));
    /// ```
    pub fn with_line_numbers(&self, yes: bool) -> Extractor {
        let mut ex = self.clone();
        ex.config.line_numbers = yes;
        ex
    }

    /// The longest match, in bytes, counted from its first byte.
    pub fn max_len(&self) -> usize {
        self.config.max_len
    }

    /// The matches in `haystack`, in order, never overlapping. Works on
    /// bytes: invalid UTF-8 never stops the search.
    pub fn find_iter<'e, 'h, H: AsRef<[u8]> + ?Sized>(
        &'e self,
        haystack: &'h H,
    ) -> FindIter<'e, 'h> {
        FindIter {
            ex: self,
            window: Window {
                hay: haystack.as_ref(),
                base: 0,
            },
            cursor: Cursor::default(),
            lines: Lines::new(self.config.line_numbers),
        }
    }

    /// The matches read from `reader`, found exactly as
    /// [`find_iter`](Self::find_iter) finds them in the whole input, with
    /// offsets and line numbers counted from the start of the stream.
    /// Memory stays bounded by a fixed buffer and `max_len`.
    pub fn stream_iter<R: Read>(&self, reader: R) -> StreamIter<'_, R> {
        StreamIter::new(&self.config, reader)
    }

    /// How far back [`stream_iter`](Self::stream_iter) may still find a
    /// match: none it yields starts more than this many bytes before the
    /// end of what it has read so far (its buffer holds no more). A reader
    /// that feeds the stream text made from other bytes (HTML's visible
    /// text) may forget what lies further back. About 260 KB by default.
    pub fn stream_reach(&self) -> usize {
        crate::stream::reach(&self.config)
    }

    /// How far from the `:` that triggered it (every trigger holds one:
    /// `<URL:`, `<scheme:`, `scheme:`) the search may read for a match:
    /// at most `.0` bytes past it (the match and its look-ahead), `.1`
    /// before it (the scheme name, an opener, the line context of SPEC
    /// §1.6). So a text cut at a line start with no `:` in the `.0` bytes
    /// before the cut nor the `.1` bytes after it gives the same matches
    /// searched in two parts as whole, offsets and line numbers shifted
    /// by the first part's. About 4.1 and 1.1 KB by default.
    pub fn colon_reach(&self) -> (usize, usize) {
        let ahead = self.config.max_len + self.config.lookahead();
        (ahead, self.config.lookback())
    }
}

impl Default for Extractor {
    fn default() -> Self {
        Extractor::new()
    }
}

/// Builds an [`Extractor`].
#[derive(Clone, Debug)]
pub struct ExtractorBuilder {
    schemes: Vec<String>,
    only: Option<Vec<String>>,
    max_len: usize,
    join: bool,
    line_numbers: bool,
}

impl ExtractorBuilder {
    /// Also find angle and bare URLs of scheme `name` (any case); they
    /// need `//` and a host, like the known schemes. Default: none added.
    /// (To report only some schemes, as the command's `--scheme` does:
    /// [`only_schemes`](Self::only_schemes).)
    pub fn scheme(&mut self, name: &str) -> &mut Self {
        self.schemes.push(name.to_string());
        self
    }

    /// Report only URLs of these schemes (any case), as the command's
    /// `--scheme` does; a name not known is added as by
    /// [`scheme`](Self::scheme). Every URL is still read, so where the
    /// others end (and the next URL may start) does not change. Default:
    /// every scheme.
    ///
    /// ```
    /// let ex = urlgrep_extract::Extractor::builder().only_schemes(["ftp", "gopher"]).build().unwrap();
    /// let text = "http://a.example/ ftp://b.example/x gopher://c.example/";
    /// let urls: Vec<_> = ex.find_iter(text).map(|m| m.url().to_string()).collect();
    /// assert_eq!(urls, ["ftp://b.example/x", "gopher://c.example/"]);
    /// ```
    pub fn only_schemes<I, S>(&mut self, names: I) -> &mut Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let names: Vec<String> = names
            .into_iter()
            .map(|n| n.as_ref().to_ascii_lowercase())
            .collect();
        self.schemes.extend(names.iter().cloned());
        self.only = Some(names);
        self
    }

    /// The longest match in bytes, counted from its first byte: a wrapper
    /// not closed within it is unterminated (SPEC §1.3.5 d), and a bare
    /// URL ends there. Default: 4096. At least 16, at most
    /// [`MAX_MAX_LEN`].
    pub fn max_len(&mut self, max_len: usize) -> &mut Self {
        self.max_len = max_len;
        self
    }

    /// Whether a bare URL that a line break cut is continued on the next
    /// line when the evidence says so (SPEC §1.6.3); `false` reads every
    /// bare URL up to its line end. Default: `true`.
    pub fn join(&mut self, join: bool) -> &mut Self {
        self.join = join;
        self
    }

    /// Whether matches carry their line number. `false` leaves
    /// [`Match::line`](crate::Match::line) at 0 and every other field as
    /// it was (columns too), and skips counting the line feeds (5 % of
    /// the command's search of plain text): for a caller that shows no
    /// line, as ripgrep counts lines only for `-n`. Default: `true`.
    ///
    /// ```
    /// let ex = urlgrep_extract::Extractor::builder().line_numbers(false).build().unwrap();
    /// let m = ex.find_iter("one\ntwo http://a.example/").next().unwrap();
    /// assert_eq!((m.line(), m.column(), m.start()), (0, 5, 8));
    /// ```
    pub fn line_numbers(&mut self, yes: bool) -> &mut Self {
        self.line_numbers = yes;
        self
    }

    /// The extractor, or why the settings are wrong.
    pub fn build(&self) -> Result<Extractor, BuildError> {
        if !(16..=MAX_MAX_LEN).contains(&self.max_len) {
            return Err(BuildError {
                kind: BuildErrorKind::MaxLen(self.max_len),
            });
        }
        let mut schemes = SchemeSet::known();
        for name in &self.schemes {
            if !crate::text::chars::starts_with_scheme(format!("{name}:").as_bytes()) {
                return Err(BuildError {
                    kind: BuildErrorKind::SchemeName(name.clone()),
                });
            }
            schemes.add(name);
        }
        Ok(Extractor {
            config: Config {
                schemes,
                max_len: self.max_len,
                join: self.join,
                only: self.only.clone(),
                line_numbers: self.line_numbers,
            },
        })
    }
}

/// Why [`ExtractorBuilder::build`] failed: [`kind`](Self::kind) says
/// which setting, `Display` says it in words.
///
/// ```
/// use urlgrep_extract::{BuildErrorKind, Extractor};
/// let err = Extractor::builder().max_len(8).build().unwrap_err();
/// assert_eq!(err.kind(), &BuildErrorKind::MaxLen(8));
/// assert_eq!(err.to_string(), "max_len must be from 16 to 1073741824, not 8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    kind: BuildErrorKind,
}

/// Which setting [`ExtractorBuilder::build`] refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BuildErrorKind {
    /// [`ExtractorBuilder::max_len`] out of range: the value given.
    MaxLen(usize),
    /// A name given to [`ExtractorBuilder::scheme`] or
    /// [`ExtractorBuilder::only_schemes`] that is no scheme name (RFC 1738
    /// §2.1: a letter, then letters, digits, `+`, `-` or `.`).
    SchemeName(String),
}

impl BuildError {
    /// Which setting was refused.
    pub fn kind(&self) -> &BuildErrorKind {
        &self.kind
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            BuildErrorKind::MaxLen(n) => {
                write!(f, "max_len must be from 16 to {MAX_MAX_LEN}, not {n}")
            }
            BuildErrorKind::SchemeName(name) => write!(
                f,
                "{name:?} is not a scheme name: a letter, then letters, digits, \"+\", \"-\" or \".\""
            ),
        }
    }
}

impl std::error::Error for BuildError {}

/// The matches of one haystack, in order; see [`Extractor::find_iter`].
#[derive(Debug)]
pub struct FindIter<'e, 'h> {
    ex: &'e Extractor,
    window: Window<'h>,
    cursor: Cursor,
    lines: Lines,
}

impl<'h> Iterator for FindIter<'_, 'h> {
    type Item = Match<'h>;

    fn next(&mut self) -> Option<Match<'h>> {
        let end = self.window.hay.len();
        if self.ex.config.only.is_none() {
            // Every scheme is reported: the match goes out as the search
            // returns it, not moved through the filter's loop (two copies
            // of a `Match` a URL, 60 instructions).
            return self
                .window
                .next(&self.ex.config, &mut self.cursor, end, &mut self.lines);
        }
        loop {
            let m = self
                .window
                .next(&self.ex.config, &mut self.cursor, end, &mut self.lines)?;
            if self.ex.config.reports(|| m.scheme()) {
                return Some(m);
            }
        }
    }
}
