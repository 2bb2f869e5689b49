//! The parsed URL: the input string plus the byte ranges of its parts.

use core::fmt;

use crate::{notes::SecurityNotes, parser, ParseError, Scheme};

/// The name of one part of a URL (SPEC §3). [`Url::parts`] yields them in
/// this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum PartName {
    /// `user` (§3.1)
    User,
    /// `password` (§3.1)
    Password,
    /// `host` (§3.1)
    Host,
    /// `port`, the digits as written (§3.1)
    Port,
    /// `path`, without the `/` after the host (§3.1)
    Path,
    /// ftp `typecode` (§3.2.2)
    Typecode,
    /// gopher `gtype` (§3.4)
    Gtype,
    /// gopher `selector` (§3.4)
    Selector,
    /// wais `database` (§3.9)
    Database,
    /// wais `wtype` (§3.9)
    Wtype,
    /// wais `wpath` (§3.9)
    Wpath,
    /// http `search`, wais `search`, gopher `search`
    Search,
    /// gopher `gopher+_string` (§3.4)
    GopherPlus,
    /// mailto `encoded822addr` (§3.5)
    Address,
    /// news or nntp `group` (§3.6, §3.7); `*` for all groups
    Group,
    /// news article id (`id@host`) or nntp article number
    Article,
    /// `schemepart` of any other scheme (§5 `genericurl`)
    Schemepart,
    /// the fragment after `#` (Appendix)
    Fragment,
}

pub(crate) const PART_COUNT: usize = 18;

impl PartName {
    /// Every part name, in the order [`Url::parts`] uses.
    pub const ALL: [PartName; PART_COUNT] = [
        PartName::User,
        PartName::Password,
        PartName::Host,
        PartName::Port,
        PartName::Path,
        PartName::Typecode,
        PartName::Gtype,
        PartName::Selector,
        PartName::Database,
        PartName::Wtype,
        PartName::Wpath,
        PartName::Search,
        PartName::GopherPlus,
        PartName::Address,
        PartName::Group,
        PartName::Article,
        PartName::Schemepart,
        PartName::Fragment,
    ];

    /// The JSON name of SPEC §3, e.g. `"gopher_plus"`.
    pub fn as_str(self) -> &'static str {
        match self {
            PartName::User => "user",
            PartName::Password => "password",
            PartName::Host => "host",
            PartName::Port => "port",
            PartName::Path => "path",
            PartName::Search => "search",
            PartName::Typecode => "typecode",
            PartName::Gtype => "gtype",
            PartName::Selector => "selector",
            PartName::GopherPlus => "gopher_plus",
            PartName::Address => "address",
            PartName::Group => "group",
            PartName::Article => "article",
            PartName::Database => "database",
            PartName::Wtype => "wtype",
            PartName::Wpath => "wpath",
            PartName::Schemepart => "schemepart",
            PartName::Fragment => "fragment",
        }
    }
}

/// A byte range `start..end` into the input; `u32` keeps [`Url`] small.
pub(crate) type Span = Option<(u32, u32)>;

/// A URL parsed with RFC 1738 §5. It borrows the text it was parsed from
/// and keeps only byte ranges, so parsing does not allocate.
///
/// Parts are reported as written, still percent-encoded. A part whose
/// delimiter is present is `Some` even when empty (`http://h/` has
/// `path() == Some("")`); a part whose delimiter is absent is `None`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Url<'a> {
    pub(crate) input: &'a str,
    pub(crate) scheme: Scheme,
    /// Offset of the `:` after the scheme (0 when there is no scheme).
    pub(crate) scheme_end: u32,
    pub(crate) spans: [Span; PART_COUNT],
    /// Prospero fields: from the first `;` to the end of the last field.
    pub(crate) fields: Span,
}

impl<'a> Url<'a> {
    /// Parses `input` as one URL, strictly by RFC 1738 §5 (with the
    /// Appendix's `#fragment`). The input must be the URL alone: no
    /// surrounding white space or `<URL:...>` wrapper.
    ///
    /// ```
    /// let url = rfc1738::Url::parse("ftp://ds.internic.net/rfc/rfc1436.txt;type=a")?;
    /// assert_eq!(url.host(), Some("ds.internic.net"));
    /// assert_eq!(url.path(), Some("rfc/rfc1436.txt"));
    /// assert_eq!(url.typecode(), Some("a"));
    /// # Ok::<(), rfc1738::ParseError>(())
    /// ```
    pub fn parse(input: &'a str) -> Result<Url<'a>, ParseError> {
        match parser::parse(input) {
            (url, None) => Ok(url),
            (_, Some(e)) => Err(e),
        }
    }

    /// Parses `input` like [`Url::parse`] but always returns the parts that
    /// were parsed before the first error, and the error if any (SPEC §3:
    /// "for an invalid URL, `parts` holds what was parsed before the
    /// error").
    ///
    /// ```
    /// let (url, err) = rfc1738::Url::parse_partial("http://example.com:8o/");
    /// assert_eq!(url.host(), Some("example.com"));
    /// let err = err.unwrap();
    /// assert_eq!((err.kind.as_str(), err.offset), ("invalid-port", 20));
    /// ```
    pub fn parse_partial(input: &'a str) -> (Url<'a>, Option<ParseError>) {
        parser::parse(input)
    }

    pub(crate) fn empty(input: &'a str) -> Url<'a> {
        Url {
            input,
            scheme: Scheme::Other,
            scheme_end: 0,
            spans: [None; PART_COUNT],
            fields: None,
        }
    }

    /// The whole URL as parsed.
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// The scheme: a known one, or [`Scheme::Other`].
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// The scheme as written (any case), without the `:`.
    pub fn scheme_str(&self) -> &'a str {
        &self.input[..self.scheme_end as usize]
    }

    /// The scheme's default port, if it has one ([`Scheme::default_port`]).
    pub fn default_port(&self) -> Option<u16> {
        self.scheme.default_port()
    }

    /// The text of one part, if present.
    pub fn part(&self, name: PartName) -> Option<&'a str> {
        self.spans[name as usize].map(|(s, e)| &self.input[s as usize..e as usize])
    }

    /// The byte range of one part in [`as_str`](Self::as_str), if present.
    pub fn part_span(&self, name: PartName) -> Option<core::ops::Range<usize>> {
        self.spans[name as usize].map(|(s, e)| s as usize..e as usize)
    }

    /// The present parts, in [`PartName::ALL`] order. Prospero fields are
    /// not among them: see [`fields`](Self::fields).
    pub fn parts(&self) -> impl Iterator<Item = (PartName, &'a str)> + '_ {
        PartName::ALL
            .iter()
            .filter_map(move |&n| self.part(n).map(|v| (n, v)))
    }

    /// Prospero `;fieldname=fieldvalue` pairs, in order (§3.11).
    pub fn fields(&self) -> Fields<'a> {
        let rest = self
            .fields
            .map_or("", |(s, e)| &self.input[s as usize..e as usize]);
        Fields { rest }
    }

    /// The fragment after `#` (Appendix), if any.
    pub fn fragment(&self) -> Option<&'a str> {
        self.part(PartName::Fragment)
    }

    /// The §6 security notes of this URL ([`SecurityNotes::of`]).
    pub fn security_notes(&self) -> SecurityNotes {
        SecurityNotes::of(self.input)
    }
}

macro_rules! accessors {
    ($($(#[$doc:meta])* $fn:ident => $name:ident;)*) => {
        impl<'a> Url<'a> {
            $($(#[$doc])* pub fn $fn(&self) -> Option<&'a str> { self.part(PartName::$name) })*
        }
    };
}

accessors! {
    /// `user` (ftp, telnet, generic `//` forms).
    user => User;
    /// `password` (ftp, telnet, generic `//` forms); `Some("")` for `u:@h`.
    password => Password;
    /// `host`: a `hostname` or `hostnumber`; may be empty for `file`.
    host => Host;
    /// `port`, the digits as written.
    port => Port;
    /// `path`, without the `/` that separates it from the host.
    path => Path;
    /// `search` (http, wais, gopher).
    search => Search;
    /// ftp `typecode`: `a`, `i` or `d` in either case.
    typecode => Typecode;
    /// gopher `gtype`: one character (or escape).
    gtype => Gtype;
    /// gopher `selector`.
    selector => Selector;
    /// gopher `gopher+_string`.
    gopher_plus => GopherPlus;
    /// mailto address.
    address => Address;
    /// news or nntp group (`*` for news's "all groups").
    group => Group;
    /// news article id (`id@host`) or nntp article number.
    article => Article;
    /// wais `database`.
    database => Database;
    /// wais `wtype`.
    wtype => Wtype;
    /// wais `wpath`.
    wpath => Wpath;
    /// `schemepart` of a scheme parsed with the generic grammar.
    schemepart => Schemepart;
}

impl fmt::Display for Url<'_> {
    /// Writes the URL exactly as it was parsed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

impl fmt::Debug for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Url");
        d.field("url", &self.input).field("scheme", &self.scheme);
        for (name, value) in self.parts() {
            d.field(name.as_str(), &value);
        }
        if self.fields.is_some() {
            d.field("fields", &self.fields().collect::<Vec<_>>());
        }
        d.finish()
    }
}

/// Iterator over prospero `(fieldname, fieldvalue)` pairs; see
/// [`Url::fields`].
#[derive(Clone, Debug)]
pub struct Fields<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Fields<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        // The parser checked the region: `;name=value` repeated, and
        // neither name nor value holds `;` or `=`.
        let body = self.rest.strip_prefix(';')?;
        let end = body.find(';').unwrap_or(body.len());
        let (field, rest) = body.split_at(end);
        self.rest = rest;
        let (name, value) = field.split_once('=').unwrap_or((field, ""));
        Some((name, value))
    }
}
