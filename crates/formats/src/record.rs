//! A URL a format found, placed in the file: what the extractor's
//! [`Match`] says about text, plus what the format adds (an attribute as
//! the source, the MIME part) — kept here so the extractor speaks of text
//! only (DESIGN: one layer boundary).

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use urlgrep_extract::Match;

/// The headers of a message that say which message a URL came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MessageInfo {
    /// `Message-ID` without its angle brackets, so `news:` + it is the
    /// article's URL (RFC 1738 §3.6).
    pub message_id: Option<String>,
    /// `Subject`, encoded words decoded (RFC 2047).
    pub subject: Option<String>,
    /// `Date` in RFC 3339 form when it parses, else as written.
    pub date: Option<String>,
    /// `Newsgroups`, split at commas (RFC 1036 §2.1.3).
    pub newsgroups: Option<Vec<String>>,
}

/// Which form a URL had (SPEC §2.3: the JSON `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// `<URL:ftp://host/path>`, the RFC 1738 Appendix form.
    Wrapped,
    /// `<http://host/path>`.
    Angle,
    /// A URL in running text.
    Bare,
    /// The value of an HTML attribute (SPEC §1.7.4).
    Href,
}

impl Kind {
    /// `"wrapped"`, `"angle"`, `"bare"` or `"href"`, as SPEC §2.2 spells them.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Wrapped => "wrapped",
            Kind::Angle => "angle",
            Kind::Bare => "bare",
            Kind::Href => "href",
        }
    }

    /// The kind named `name` as [`as_str`](Self::as_str) spells it.
    pub fn from_name(name: &str) -> Option<Kind> {
        [Kind::Wrapped, Kind::Angle, Kind::Bare, Kind::Href]
            .into_iter()
            .find(|k| k.as_str() == name)
    }
}

impl From<urlgrep_extract::Kind> for Kind {
    fn from(k: urlgrep_extract::Kind) -> Kind {
        // The same names (SPEC §2.2); a kind the extractor may add later
        // reads as the bare form it refines.
        Kind::from_name(k.as_str()).unwrap_or(Kind::Bare)
    }
}

/// Where in a container a record came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Origin {
    /// The file itself (plain text, an HTML file).
    #[default]
    File,
    /// A MIME leaf part of a message.
    Part {
        /// The message's headers, shared by its records (set once the
        /// message is read; `None` before).
        message: Option<Arc<MessageInfo>>,
        /// The leaf part, counted from 0 depth-first.
        part: usize,
        /// `"quoted-printable"` or `"base64"` when the part had that
        /// transfer encoding.
        encoding: Option<&'static str>,
    },
    /// A header field of a message that a reader sees (SPEC §2.3).
    Header {
        /// The message's headers, as for [`Origin::Part`].
        message: Option<Arc<MessageInfo>>,
        /// The field's name as written (`Organization`).
        field: String,
    },
}

/// What an HTML link attribute says beyond its URL (SPEC §1.7.4): the
/// element and attribute it was read from, as Common Crawl's WAT names a
/// link (`A@/href`), the element's `rel`, an anchor's visible text, and
/// whether the URL was resolved against the document's base.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Link {
    /// The element's name, lower case (`a`, `img`, `link`, …).
    pub element: Cow<'static, str>,
    /// The attribute's name, lower case (`href`, `src`, `srcset`, …).
    pub attribute: &'static str,
    /// The element's `rel` attribute, as written (entities decoded).
    pub rel: Option<String>,
    /// An anchor's visible text, white space collapsed, at most
    /// [`Link::TEXT_CHARS`] characters.
    pub text: Option<String>,
    /// The attribute held a relative reference, resolved against the base.
    pub resolved: bool,
}

impl Link {
    /// The most characters of an anchor's text kept.
    pub const TEXT_CHARS: usize = 200;

    /// A link read from `attribute` of `element`.
    pub fn new(element: Cow<'static, str>, attribute: &'static str, resolved: bool) -> Link {
        Link {
            element,
            attribute,
            resolved,
            ..Link::default()
        }
    }
}

/// One URL found by a format, with its place in the file: `start`,
/// `end`, `line`, `column` and `raw` point into the input file (SPEC
/// §2.3), whatever text the URL was found in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<'h> {
    span: Range<usize>,
    line: u64,
    column: usize,
    /// `None`: the match's own `raw` (found in the file's bytes as they are).
    raw: Option<Cow<'h, [u8]>>,
    found: Found<'h>,
    origin: Origin,
    /// The encoding the text was decoded from, when not UTF-8 (SPEC §2.3).
    charset: Option<&'static str>,
    /// For an HTML attribute: what the link says beyond its URL.
    link: Option<Box<Link>>,
}

/// What found the URL.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Found<'h> {
    /// The extractor, in text (the match's offsets are in that text).
    Text(Match<'h>),
    /// An attribute value, character references decoded.
    Attribute(String),
}

impl<'h> Record<'h> {
    /// A match found in the file's own bytes: its place is the match's.
    pub fn from_match(m: Match<'h>) -> Record<'h> {
        Record {
            span: m.span(),
            line: m.line(),
            column: m.column(),
            raw: None,
            found: Found::Text(m),
            origin: Origin::File,
            charset: None,
            link: None,
        }
    }

    /// A URL taken from an attribute value (kind `href`), at `span` whose
    /// bytes are `raw`; line and column are set by [`placed`](Self::placed).
    pub fn attribute(url: String, span: Range<usize>, raw: Vec<u8>) -> Record<'static> {
        Record {
            span,
            line: 1,
            column: 1,
            raw: Some(Cow::Owned(raw)),
            found: Found::Attribute(url),
            origin: Origin::File,
            charset: None,
            link: None,
        }
    }

    /// The same URL placed elsewhere: for text that was decoded or cut
    /// out of the file first (quoted-printable, HTML), its span, line,
    /// column and bytes in the file. The URL and its readings stay.
    pub fn placed(
        self,
        span: Range<usize>,
        line: u64,
        column: usize,
        raw: Vec<u8>,
    ) -> Record<'static> {
        Record {
            span,
            line,
            column,
            raw: Some(Cow::Owned(raw)),
            found: owned(self.found),
            origin: self.origin,
            charset: self.charset,
            link: self.link,
        }
    }

    /// The same record in a text that starts `by` bytes and `lines` lines
    /// into the file: a piece of a file searched alone (the CLI's `-j` on
    /// one large file). The match keeps its offsets in the piece.
    pub fn moved(mut self, by: usize, lines: u64) -> Record<'h> {
        self.move_by(by, lines);
        self
    }

    /// [`moved`](Self::moved) in place.
    pub fn move_by(&mut self, by: usize, lines: u64) {
        self.span = self.span.start + by..self.span.end + by;
        self.line += lines;
    }

    /// The same record with `origin`.
    pub fn with_origin(mut self, origin: Origin) -> Record<'h> {
        self.origin = origin;
        self
    }

    /// The same record read from text decoded from `charset` (an
    /// encoding's name, SPEC §2.3).
    pub fn with_charset(mut self, charset: &'static str) -> Record<'h> {
        self.charset = Some(charset);
        self
    }

    /// The encoding the text was decoded from (`"Shift_JIS"`), `None`
    /// for UTF-8 read as it is.
    pub fn charset(&self) -> Option<&'static str> {
        self.charset
    }

    /// The same record read from the HTML link `link`.
    pub fn with_link(mut self, link: Link) -> Record<'h> {
        self.link = Some(Box::new(link));
        self
    }

    /// What an HTML link attribute says beyond its URL (kind `href`).
    pub fn link(&self) -> Option<&Link> {
        self.link.as_deref()
    }

    /// The same record without its [`Link`] (tests compare readers that
    /// do not name links).
    #[cfg(test)]
    pub(crate) fn without_link(mut self) -> Record<'h> {
        self.link = None;
        self
    }

    /// Leaves the line at 0: it was not counted
    /// (`MailExtractor::line_numbers`).
    pub(crate) fn forget_line(&mut self) {
        self.line = 0;
    }

    /// Names the message of a record found in one of its parts.
    pub(crate) fn set_message(&mut self, info: &Arc<MessageInfo>) {
        if let Origin::Part { message, .. } | Origin::Header { message, .. } = &mut self.origin {
            *message = Some(Arc::clone(info));
        }
    }

    /// A copy that owns its text.
    pub fn into_owned(self) -> Record<'static> {
        Record {
            raw: self.raw.map(|r| Cow::Owned(r.into_owned())),
            found: owned(self.found),
            ..self
        }
    }

    /// Byte offset of the start in the file.
    pub fn start(&self) -> usize {
        self.span.start
    }

    /// Byte offset just past the end in the file.
    pub fn end(&self) -> usize {
        self.span.end
    }

    /// `start()..end()`.
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// 1-based line of the start in the file.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// 1-based byte column of the start within its line.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The file's bytes of the record (for base64 text, the decoded text:
    /// SPEC §2.3).
    pub fn raw(&self) -> &[u8] {
        match (&self.raw, &self.found) {
            (Some(r), _) => r,
            (None, Found::Text(m)) => m.raw(),
            (None, Found::Attribute(_)) => &[],
        }
    }

    /// [`raw`](Self::raw) as text: decoded from the record's
    /// [`charset`](Self::charset) when it has one (a UTF-16 file's bytes
    /// are text only so), else UTF-8 with U+FFFD for invalid bytes (SPEC
    /// §2.2 `raw`).
    pub fn raw_text(&self) -> Cow<'_, str> {
        match self
            .charset
            .and_then(|c| encoding_rs::Encoding::for_label(c.as_bytes()))
        {
            Some(enc) => enc.decode_without_bom_handling(self.raw()).0,
            None => String::from_utf8_lossy(self.raw()),
        }
    }

    /// Which form the URL had.
    pub fn kind(&self) -> Kind {
        match &self.found {
            Found::Text(m) => m.kind().into(),
            Found::Attribute(_) => Kind::Href,
        }
    }

    /// Where in a container the record came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The extractor's match, when the URL was found in text: hyphen
    /// readings, terminator, inner space. Its offsets are in that text.
    pub fn text_match(&self) -> Option<&Match<'h>> {
        match &self.found {
            Found::Text(m) => Some(m),
            Found::Attribute(_) => None,
        }
    }

    /// The URL: the primary reading of a match, or the decoded attribute.
    pub fn url(&self) -> &str {
        match &self.found {
            Found::Text(m) => m.url(),
            Found::Attribute(u) => u,
        }
    }

    /// The scheme as written, without the `:`.
    pub fn scheme(&self) -> &str {
        self.url().split(':').next().unwrap_or("")
    }

    /// Whether a wrapper was closed by `>`; true for the other kinds.
    pub fn is_terminated(&self) -> bool {
        self.text_match().is_none_or(Match::is_terminated)
    }

    /// The MIME leaf part the record came from (mail), counted from 0.
    pub fn part(&self) -> Option<usize> {
        match &self.origin {
            Origin::Part { part, .. } => Some(*part),
            _ => None,
        }
    }

    /// The header field the record came from (mail, SPEC §2.3).
    pub fn header_field(&self) -> Option<&str> {
        match &self.origin {
            Origin::Header { field, .. } => Some(field),
            _ => None,
        }
    }

    /// `"quoted-printable"` or `"base64"` when the record's part had that
    /// transfer encoding (mail).
    pub fn encoding(&self) -> Option<&'static str> {
        match &self.origin {
            Origin::Part { encoding, .. } => *encoding,
            _ => None,
        }
    }

    /// Whether the URL has a hyphen break (SPEC §1.3.3).
    pub fn hyphen_break(&self) -> bool {
        self.text_match().is_some_and(Match::hyphen_break)
    }

    /// The other readings of hyphen breaks, in order.
    pub fn alternatives(&self) -> impl Iterator<Item = String> + '_ {
        self.text_match().into_iter().flat_map(Match::alternatives)
    }

    /// The URL with every hyphen break kept.
    pub fn url_keep(&self) -> Cow<'_, str> {
        self.text_match()
            .map_or(Cow::Borrowed(self.url()), Match::url_keep)
    }

    /// The URL with every hyphen break dropped.
    pub fn url_drop(&self) -> Cow<'_, str> {
        self.text_match()
            .map_or(Cow::Borrowed(self.url()), Match::url_drop)
    }

    /// The match's notes (`inner-space`, SPEC §5's security notes,
    /// `alternatives-cut`); for an attribute, the security notes.
    pub fn flags(&self) -> Box<dyn Iterator<Item = &'static str> + '_> {
        match self.text_match() {
            Some(m) => Box::new(m.flags().map(urlgrep_extract::Flag::as_str)),
            None => Box::new(rfc1738::SecurityNotes::of(self.url()).names()),
        }
    }

    /// Offsets in [`raw`](Self::raw) of the line breaks rejoined to read a
    /// bare URL (SPEC §1.6.3). Where the record was placed in a file whose
    /// bytes differ from the text searched (quoted-printable, HTML), the
    /// text's offsets would not point into `raw`: none are given.
    pub fn joined_breaks(&self) -> &[usize] {
        match (&self.raw, self.text_match()) {
            (None, Some(m)) => m.joined_breaks(),
            _ => &[],
        }
    }

    /// Parses the URL, keeping the parts read before an error.
    pub fn parse_partial(&self) -> (rfc1738::Url<'_>, Option<rfc1738::ParseError>) {
        rfc1738::Url::parse_partial(self.url())
    }
}

fn owned(found: Found<'_>) -> Found<'static> {
    match found {
        Found::Text(m) => Found::Text(m.into_owned()),
        Found::Attribute(u) => Found::Attribute(u),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_types_are_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Record<'static>>();
        check::<Kind>();
        check::<Origin>();
    }

    #[test]
    fn kind_names_round_trip() {
        for k in [Kind::Wrapped, Kind::Angle, Kind::Bare, Kind::Href] {
            assert_eq!(Kind::from_name(k.as_str()), Some(k));
        }
        assert_eq!(Kind::from_name("anchor"), None);
    }
}
