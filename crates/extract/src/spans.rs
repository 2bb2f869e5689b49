//! The text between URLs, for callers that rewrite text around its URLs
//! (linkify's `spans`): every byte of the input is in exactly one span.

use crate::{Extractor, FindIter, Match};

/// A piece of the input: text, or a URL.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Span<'h> {
    /// Bytes with no URL in them, and where they are.
    Text(&'h [u8], std::ops::Range<usize>),
    /// A URL found there.
    Url(Match<'h>),
}

/// The spans of one haystack, in order; see [`Extractor::spans`].
#[derive(Debug)]
pub struct Spans<'e, 'h> {
    hay: &'h [u8],
    matches: FindIter<'e, 'h>,
    pos: usize,
    next: Option<Match<'h>>,
}

impl Extractor {
    /// The input cut into text and URLs, in order, covering every byte:
    ///
    /// ```
    /// use urlgrep_extract::{Extractor, Span};
    ///
    /// let ex = Extractor::new();
    /// let spans: Vec<_> = ex.spans("see <URL:ftp://a.example/x> now").collect();
    /// assert!(matches!(&spans[0], Span::Text(b"see ", r) if *r == (0..4)));
    /// assert!(matches!(&spans[1], Span::Url(m) if m.url() == "ftp://a.example/x"));
    /// assert!(matches!(&spans[2], Span::Text(b" now", _)));
    /// ```
    pub fn spans<'e, 'h, H: AsRef<[u8]> + ?Sized>(&'e self, haystack: &'h H) -> Spans<'e, 'h> {
        Spans {
            hay: haystack.as_ref(),
            matches: self.find_iter(haystack),
            pos: 0,
            next: None,
        }
    }
}

impl<'h> Iterator for Spans<'_, 'h> {
    type Item = Span<'h>;

    fn next(&mut self) -> Option<Span<'h>> {
        if self.next.is_none() {
            self.next = self.matches.next();
        }
        let start = self.next.as_ref().map_or(self.hay.len(), Match::start);
        if self.pos < start {
            let text = self.pos..start;
            self.pos = start;
            return Some(Span::Text(&self.hay[text.clone()], text));
        }
        let m = self.next.take()?;
        self.pos = m.end();
        Some(Span::Url(m))
    }
}
