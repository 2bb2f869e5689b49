//! A run of characters as html5gum hands it out, in pieces (SPEC §1.7.4:
//! offsets mapped to the file).
//!
//! html5gum reads the page as one slice, so a piece that is the page's
//! own bytes points into it, and its offset is exact; a decoded reference
//! (`&amp;`) or a CR read as LF points elsewhere. While every piece is
//! the page's bytes, one after the other, the run is only a span of the
//! page and nothing is copied until it goes into the text: on 64 MB of
//! rustdoc pages that is almost every run. Otherwise the decoded bytes
//! are kept and [`Text::push`] maps them onto the run's span.

use std::ops::Range;

use crate::html::whole::text::Text;

/// The run being read.
#[derive(Debug, Default)]
pub(crate) struct Run {
    /// Its span in the page as the tokenizer's positions give it.
    pub(crate) span: Range<usize>,
    /// Its bytes when they are the page's at this span, one after another.
    verbatim: Option<Range<usize>>,
    /// Its bytes as decoded, once a piece is not the page's.
    chars: Vec<u8>,
}

impl Run {
    /// Whether no character is read yet.
    pub(crate) fn is_empty(&self) -> bool {
        self.verbatim.is_none() && self.chars.is_empty()
    }

    /// Appends a piece the tokenizer emitted while reading `page`.
    pub(crate) fn push(&mut self, page: &[u8], piece: &[u8]) {
        let at = (piece.as_ptr() as usize).wrapping_sub(page.as_ptr() as usize);
        let in_page = at <= page.len() && piece.len() <= page.len() - at;
        if self.chars.is_empty() {
            match &mut self.verbatim {
                None if in_page => {
                    self.verbatim = Some(at..at + piece.len());
                    return;
                }
                Some(v) if in_page && v.end == at => {
                    v.end += piece.len();
                    return;
                }
                Some(v) => self.chars.extend_from_slice(&page[v.clone()]),
                None => {}
            }
            self.verbatim = None;
        }
        self.chars.extend_from_slice(piece);
    }

    /// Adds the run to `text` and empties it.
    pub(crate) fn flush(&mut self, page: &[u8], text: &mut Text) {
        if let Some(span) = self.verbatim.take() {
            text.push_verbatim(page, span);
        } else if !self.chars.is_empty() {
            text.push(page, self.span.clone(), &self.chars);
            self.chars.clear();
        }
    }
}
