//! A run of characters as html5gum hands it out, in pieces (SPEC §1.7.4:
//! offsets mapped to the file).
//!
//! A piece that is the page's bytes comes from the reader's buffer, and
//! its page offset is known (`page.rs`); a decoded reference (`&amp;`) or
//! a CR read as LF points elsewhere. While every piece is the page's
//! bytes, one after the other, the run is only a span of the page and
//! nothing is copied until it goes into the text: on 64 MB of rustdoc
//! pages that is almost every run. Otherwise the decoded bytes are kept
//! and [`Text::push`] maps them onto the run's span.
//!
//! A run is text up to the next tag, and a page may be one run of a
//! gigabyte: past [`Run::PART`] bytes its start goes into the text, all
//! but the last [`MARGIN`] bytes, so the text can map it exactly as if it
//! came whole (issue 24, failure 5).

use std::cell::RefCell;
use std::ops::Range;

use crate::html::page::Page;
use crate::html::text::{Text, MARGIN};

/// The run being read.
#[derive(Debug, Default)]
pub(crate) struct Run {
    /// Its span in the page as the tokenizer's positions give it (from
    /// what is not yet in the text).
    pub(crate) span: Range<usize>,
    /// Its bytes when they are the page's at this span, one after another.
    verbatim: Option<Range<usize>>,
    /// Its bytes as decoded, once a piece is not the page's.
    chars: Vec<u8>,
    /// The length at which to try adding its start to the text.
    next_part: usize,
}

impl Run {
    /// How long a run grows before its start goes into the text.
    pub(crate) const PART: usize = 64 * 1024;

    /// Whether no character is read yet.
    pub(crate) fn is_empty(&self) -> bool {
        self.verbatim.is_none() && self.chars.is_empty()
    }

    /// How many bytes the run holds that are not yet in the text.
    fn len(&self) -> usize {
        self.verbatim.as_ref().map_or(self.chars.len(), Range::len)
    }

    /// The first page offset the run still reads, if it holds characters.
    pub(crate) fn kept_from(&self) -> Option<usize> {
        match &self.verbatim {
            Some(v) => Some(v.start.min(self.span.start)),
            None => (!self.chars.is_empty()).then_some(self.span.start),
        }
    }

    /// Appends a piece, which is the page's bytes at offset `at` when
    /// `at` is given; the page is read only when a run of the page's
    /// bytes turns into decoded ones.
    pub(crate) fn push(&mut self, at: Option<usize>, piece: &[u8], page: &RefCell<Page<'_>>) {
        if self.chars.is_empty() {
            match (&mut self.verbatim, at) {
                (None, Some(at)) => {
                    self.verbatim = Some(at..at + piece.len());
                    return;
                }
                (Some(v), Some(at)) if v.end == at => {
                    v.end += piece.len();
                    return;
                }
                (Some(v), _) => {
                    let page = page.borrow();
                    self.chars
                        .extend_from_slice(page.get(v.clone()).unwrap_or_default());
                }
                (None, None) => {}
            }
            self.verbatim = None;
        }
        self.chars.extend_from_slice(piece);
    }

    /// Whether the run is long enough to add its start to the text.
    pub(crate) fn is_long(&self) -> bool {
        self.len() >= Self::PART.max(self.next_part)
    }

    /// Adds the run's start to `text`, as [`flush`](Self::flush) would add
    /// it with the rest; whether anything was added. Where that cannot be
    /// decided yet (only blanks after a line break, a span that does not
    /// start with the run), it is tried again once the run is twice as
    /// long.
    pub(crate) fn flush_part(&mut self, page: &Page<'_>, text: &mut Text) -> bool {
        let taken = match &mut self.verbatim {
            Some(v) if v.start == self.span.start => {
                let cut = v.end - MARGIN;
                if text.can_decide(page.get(v.start..cut).unwrap_or_default()) {
                    text.push_verbatim(page, v.start..cut);
                    v.start = cut;
                    self.span.start = cut;
                    true
                } else {
                    false
                }
            }
            Some(_) => false,
            None => {
                let (src, value) = text.push_part(page, self.span.clone(), &self.chars);
                self.chars.drain(..value);
                self.span.start += src;
                value > 0
            }
        };
        self.next_part = if taken { 0 } else { 2 * self.len() };
        taken
    }

    /// Adds the run to `text` and empties it.
    pub(crate) fn flush(&mut self, page: &Page<'_>, text: &mut Text) {
        self.next_part = 0;
        if let Some(span) = self.verbatim.take() {
            text.push_verbatim(page, span);
        } else if !self.chars.is_empty() {
            text.push(page, self.span.clone(), &self.chars);
            self.chars.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_of_the_page_are_not_copied() {
        let page = RefCell::new(Page::of(b"ab&amp;c"));
        let mut run = Run::default();
        run.push(Some(0), b"a", &page);
        run.push(Some(1), b"b", &page);
        assert_eq!((run.verbatim.clone(), run.chars.len()), (Some(0..2), 0));
        // A decoded `&amp;` is no piece of the page: from here on the run
        // is copied.
        run.push(None, b"&", &page);
        run.push(Some(7), b"c", &page);
        assert_eq!((run.verbatim.clone(), &run.chars[..]), (None, &b"ab&c"[..]));
        run.span = 0..8;
        let mut text = Text::default();
        run.flush(&page.borrow(), &mut text);
        assert!(run.is_empty());
        assert_eq!(text.bytes, b"ab&c");
        assert_eq!((text.start_in_page(2), text.end_in_page(3)), (2, 7));
    }

    #[test]
    fn pieces_that_skip_bytes_are_copied() {
        // Two pieces of the page that are not one after the other.
        let page = RefCell::new(Page::of(b"ab\r\nc"));
        let mut run = Run::default();
        run.push(Some(0), b"ab", &page);
        run.push(Some(3), b"\nc", &page);
        assert_eq!(run.chars, b"ab\nc");
    }

    /// A run too long to hold goes into the text in parts, mapped as if
    /// it came whole, whether the page's bytes or decoded from the start.
    #[test]
    fn a_long_run_goes_into_the_text_in_parts() {
        let mut bytes = b"z<p>  ".to_vec();
        bytes.extend(std::iter::repeat_n(b'x', 3 * Run::PART));
        bytes.extend_from_slice(b"&amp;y");
        let (len, end) = (bytes.len(), bytes.len() - 6);
        let page = RefCell::new(Page::of(&bytes));
        let start = |text: &mut Text| {
            text.push(&page.borrow(), 0..1, b"z");
            text.line_break(1..4, true);
        };
        let mut whole = Text::default();
        start(&mut whole);
        let mut value = bytes[4..end].to_vec();
        value.extend_from_slice(b"&y");
        whole.push(&page.borrow(), 4..len, &value);
        for decoded in [false, true] {
            let (mut run, mut text) = (Run::default(), Text::default());
            start(&mut text);
            run.span = 4..4;
            for at in (4..end).step_by(4096) {
                let piece = &bytes[at..end.min(at + 4096)];
                // Blanks first: the line break waits for the `x`s.
                run.push((!decoded || at > 4).then_some(at), piece, &page);
                run.span.end = at + piece.len();
                if run.is_long() {
                    assert!(run.flush_part(&page.borrow(), &mut text));
                }
            }
            let held = run.kept_from().map(|k| end - k);
            assert!(held >= Some(MARGIN) && held < Some(Run::PART), "{held:?}");
            assert!(text.len() > 2 * Run::PART);
            run.push(None, b"&", &page);
            run.push(Some(end + 5), b"y", &page);
            run.span.end = len;
            run.flush(&page.borrow(), &mut text);
            assert_eq!(text.bytes, whole.bytes);
            assert_eq!(&text.bytes[..5], b"z\n\n  ");
            for at in [
                0,
                1,
                2,
                3,
                4096,
                end - 70,
                end - 4,
                end - 3,
                end - 2,
                end - 1,
            ] {
                let (s, e) = (text.start_in_page(at), text.end_in_page(at + 1));
                assert_eq!((s, e), (whole.start_in_page(at), whole.end_in_page(at + 1)));
            }
            // `&amp;` is one character of the text.
            let amp = text.len() - 2;
            assert_eq!(
                (text.start_in_page(amp), text.end_in_page(amp + 1)),
                (end, end + 5)
            );
        }
    }
}
