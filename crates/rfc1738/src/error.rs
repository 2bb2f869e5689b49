//! Parse errors: a kind (the names of SPEC §3), the byte offset of the
//! first byte the grammar cannot take, and what was expected there.

use core::fmt;

/// What went wrong. The kebab-case names ([`ParseErrorKind::as_str`]) are
/// the ones SPEC §3 and the JSON output use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// `invalid-scheme`: no `scheme ":"` at the start (§2.1, §5 `scheme`).
    InvalidScheme,
    /// `missing-slashes`: an ip-based scheme without `//` (§3.1).
    MissingSlashes,
    /// `missing-path`: a `/` the scheme requires is missing (nntp, wais,
    /// prospero, file).
    MissingPath,
    /// `empty-host`: nothing where the host should be (§3.1).
    EmptyHost,
    /// `invalid-host`: not a `hostname` or `hostnumber` (§3.1, §5).
    InvalidHost,
    /// `invalid-port`: `port = digits` does not hold (§5).
    InvalidPort,
    /// `bad-escape`: a `%` not followed by two hex digits (§2.2).
    BadEscape,
    /// `unsafe-char`: a byte that must be encoded (§2.2): space, controls,
    /// `"<>#{}|\^~[]` and backquote, any non-ASCII byte.
    UnsafeChar,
    /// `unexpected-char`: a URL character the rule forbids at that point,
    /// e.g. `/` in an http search.
    UnexpectedChar,
    /// `user-not-allowed`: a user or password in a scheme whose grammar has
    /// only `hostport` (http, gopher, nntp, wais, prospero, file).
    UserNotAllowed,
    /// `port-not-allowed`: a port in a `file` URL (§3.10).
    PortNotAllowed,
    /// `invalid-typecode`: ftp `;type=` not followed by one of `a i d`.
    InvalidTypecode,
    /// `empty-address`: `mailto:` with no address (§5 `1*xchar`).
    EmptyAddress,
    /// `invalid-group`: not `alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`.
    InvalidGroup,
    /// `invalid-article`: a news article id or nntp article number that
    /// breaks its rule (§3.6, §3.7).
    InvalidArticle,
    /// `invalid-field`: a prospero `;fieldname=fieldvalue` that breaks its
    /// rule (§3.11).
    InvalidField,
}

impl ParseErrorKind {
    /// Every kind, in the order of SPEC §3.
    pub const ALL: &'static [ParseErrorKind] = &[
        ParseErrorKind::InvalidScheme,
        ParseErrorKind::MissingSlashes,
        ParseErrorKind::MissingPath,
        ParseErrorKind::EmptyHost,
        ParseErrorKind::InvalidHost,
        ParseErrorKind::InvalidPort,
        ParseErrorKind::BadEscape,
        ParseErrorKind::UnsafeChar,
        ParseErrorKind::UnexpectedChar,
        ParseErrorKind::UserNotAllowed,
        ParseErrorKind::PortNotAllowed,
        ParseErrorKind::InvalidTypecode,
        ParseErrorKind::EmptyAddress,
        ParseErrorKind::InvalidGroup,
        ParseErrorKind::InvalidArticle,
        ParseErrorKind::InvalidField,
    ];

    /// The kebab-case name of SPEC §3, e.g. `"invalid-port"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ParseErrorKind::InvalidScheme => "invalid-scheme",
            ParseErrorKind::MissingSlashes => "missing-slashes",
            ParseErrorKind::MissingPath => "missing-path",
            ParseErrorKind::EmptyHost => "empty-host",
            ParseErrorKind::InvalidHost => "invalid-host",
            ParseErrorKind::InvalidPort => "invalid-port",
            ParseErrorKind::BadEscape => "bad-escape",
            ParseErrorKind::UnsafeChar => "unsafe-char",
            ParseErrorKind::UnexpectedChar => "unexpected-char",
            ParseErrorKind::UserNotAllowed => "user-not-allowed",
            ParseErrorKind::PortNotAllowed => "port-not-allowed",
            ParseErrorKind::InvalidTypecode => "invalid-typecode",
            ParseErrorKind::EmptyAddress => "empty-address",
            ParseErrorKind::InvalidGroup => "invalid-group",
            ParseErrorKind::InvalidArticle => "invalid-article",
            ParseErrorKind::InvalidField => "invalid-field",
        }
    }

    /// The kind named `name` (as [`as_str`](Self::as_str) prints it).
    ///
    /// ```
    /// use rfc1738::ParseErrorKind;
    /// assert_eq!(ParseErrorKind::from_name("bad-escape"), Some(ParseErrorKind::BadEscape));
    /// assert_eq!(ParseErrorKind::from_name("nope"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<ParseErrorKind> {
        ParseErrorKind::ALL
            .iter()
            .copied()
            .find(|k| k.as_str() == name)
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A URL that breaks the grammar of RFC 1738 §5.
///
/// `offset` is the byte offset, in the parsed text, of the first byte the
/// grammar cannot take (the end of the text when something is missing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What went wrong.
    pub kind: ParseErrorKind,
    /// Byte offset into the parsed text.
    pub offset: usize,
    expected: &'static str,
}

impl ParseError {
    pub(crate) fn new(kind: ParseErrorKind, offset: usize, expected: &'static str) -> Self {
        ParseError {
            kind,
            offset,
            expected,
        }
    }

    /// What the grammar expected at `offset`, citing the rule, in lower
    /// case without a final period, e.g.
    /// `expected a digit (§5 port = digits)`.
    pub fn message(&self) -> &'static str {
        self.expected
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at byte {}: {}",
            self.kind, self.offset, self.expected
        )
    }
}

impl std::error::Error for ParseError {}
