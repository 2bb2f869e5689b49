//! The visible text of a page and the map from its offsets back to the
//! page's bytes (SPEC §1.7.4: "offsets mapped to the file").
//!
//! The text is built from the tokenizer's character runs, each with its
//! span in the page. A run whose bytes equal its source is one copied
//! segment; where the tokenizer decoded a character reference (`&amp;`)
//! or normalized a CR, the decoded bytes get a segment of their own that
//! covers the whole reference. A reference whose decoded bytes equal its
//! source (`&amp;amp;` is read `&amp;`) is read as decoded when the rest
//! of the run agrees with that reading for longer, so a URL after it
//! keeps its span (readability's breitbart page). A `<br>` or block tag adds a line break
//! (a segment covering the tag) unless the text already breaks there, so
//! `data:...<br />⏎` gives one line break, not an empty line.
//!
//! The text is a window (issue 24, failure 5): it is handed out to the
//! extractor's stream as it grows, and its bytes and map are dropped
//! behind the point before which no match can start any more. A long run
//! is added in parts ([`Text::push_part`]); every choice of the alignment
//! looks at most [`MARGIN`] bytes ahead, so a part that stops that short
//! of what is known maps exactly as the whole run would.

use std::collections::VecDeque;
use std::ops::Range;

use crate::html::page::Page;

/// How far ahead of a byte the alignment looks to map it: a reference's
/// name (up to 42 bytes, `changed_len`) and then the 16 bytes that decide
/// whether it was one (`agreeing`), with room to spare.
pub(crate) const MARGIN: usize = 64;

/// Dropped text is moved out once this much is dropped and it is at
/// least half the window.
const COMPACT: usize = 64 * 1024;

/// A piece of the text: `text` is where it starts in the text; `src` and
/// `src_len` its bytes in the page. A copied piece maps byte for byte, any
/// other as a whole. 24 bytes: a page of references has one per reference.
#[derive(Clone, Copy, Debug)]
struct Segment {
    text: usize,
    src: usize,
    src_len: u32,
    copied: bool,
}

/// Visible text with its offset map, from the first offset still needed.
#[derive(Debug, Default)]
pub(crate) struct Text {
    /// The text from offset `start` on.
    pub(crate) bytes: Vec<u8>,
    start: usize,
    /// How much of the text is handed out to the extractor.
    out: usize,
    /// From the one holding `start` on, in text order, which is page order.
    segments: VecDeque<Segment>,
    /// The span of a `<br>` or block tag whose line break is not yet
    /// written: it is written only if text follows on the same line;
    /// and whether the tag sets its text apart (`names::Tag::Apart`): then
    /// a blank line is written, unless the text has one there already.
    pending: Option<(Range<usize>, bool)>,
    /// How many line feeds the text lacks to end in a blank line, blanks
    /// between them aside: 2 after text, 1 at a line's start, 0 after a
    /// blank line or before any text (no break is written there).
    missing: u8,
}

impl Text {
    /// The text's length, counted from its start.
    pub(crate) fn len(&self) -> usize {
        self.start + self.bytes.len()
    }

    /// The text from offset `at` on, as far as it is read (empty if
    /// dropped).
    pub(crate) fn from(&self, at: usize) -> &[u8] {
        self.bytes
            .get(at.saturating_sub(self.start)..)
            .unwrap_or_default()
    }

    /// Copies text not yet handed out into `buf`; how much.
    pub(crate) fn hand_out(&mut self, buf: &mut [u8]) -> usize {
        let unread = self.from(self.out);
        let n = unread.len().min(buf.len());
        buf[..n].copy_from_slice(&unread[..n]);
        self.out += n;
        n
    }

    /// How much text is handed out.
    pub(crate) fn handed_out(&self) -> usize {
        self.out
    }

    /// How much text is not yet handed out.
    pub(crate) fn unread(&self) -> usize {
        self.len() - self.out
    }

    /// The page offset of a line break not yet written: text still to
    /// come maps at or after it.
    pub(crate) fn pending(&self) -> Option<usize> {
        self.pending.as_ref().map(|p| p.0.start)
    }

    /// Drops the text and map before offset `at`, which must be handed
    /// out: no match will start before it.
    pub(crate) fn forget_before(&mut self, at: usize) {
        let at = at.min(self.out);
        while self.segments.get(1).is_some_and(|s| s.text <= at) {
            self.segments.pop_front();
        }
        let dead = at.saturating_sub(self.start);
        if dead >= COMPACT && 2 * dead >= self.bytes.len() {
            self.bytes.drain(..dead);
            self.start = at;
        }
    }

    /// Adds a run of characters `value` decoded from `page[span]`.
    pub(crate) fn push(&mut self, page: &Page<'_>, span: Range<usize>, value: &[u8]) {
        if value.is_empty() {
            return;
        }
        self.write_pending(value);
        let src = page.get(span.clone()).unwrap_or_default();
        if src == value {
            self.segment(value, span, true);
        } else {
            self.align(src, span.start, value, None);
        }
    }

    /// Adds the start of a run of characters `value` decoded from
    /// `page[span]` (the run so far), up to [`MARGIN`] bytes short of
    /// either end; how many bytes of the source and of `value` it took.
    /// Nothing is taken while a pending line break cannot be decided yet.
    pub(crate) fn push_part(
        &mut self,
        page: &Page<'_>,
        span: Range<usize>,
        value: &[u8],
    ) -> (usize, usize) {
        if !self.can_decide(value) {
            return (0, 0);
        }
        let src = page.get(span.clone()).unwrap_or_default();
        let upto = (
            src.len().saturating_sub(MARGIN),
            value.len().saturating_sub(MARGIN),
        );
        if upto.0 == 0 || upto.1 == 0 {
            return (0, 0);
        }
        self.write_pending(value);
        // A source equal to its value aligns byte for byte (every `&` is
        // read literally), as `push` maps it at once.
        self.align(src, span.start, value, Some(upto))
    }

    /// Adds a run of characters that are the page's bytes at `span`.
    pub(crate) fn push_verbatim(&mut self, page: &Page<'_>, span: Range<usize>) {
        let value = page.get(span.clone()).unwrap_or_default();
        if !value.is_empty() {
            self.write_pending(value);
            self.segment(value, span, true);
        }
    }

    /// Whether adding `value` decides the pending line break as adding it
    /// and whatever follows in its run would: it holds more than blanks.
    pub(crate) fn can_decide(&self, value: &[u8]) -> bool {
        self.pending.is_none() || value.iter().any(|&b| b != b' ' && b != b'\t')
    }

    /// Writes the pending line break before `value` unless the text is
    /// at a line start or `value` starts a line; a pending blank line is
    /// written as far as the text and `value`'s own line feed lack one.
    /// Nothing before the text's first line.
    fn write_pending(&mut self, value: &[u8]) {
        // (Blanks alone leave the break to the text after them, as a run
        // in parts does: `can_decide`.)
        if !self.can_decide(value) {
            return;
        }
        if let Some((tag, apart)) = self.pending.take() {
            let starts_line = value
                .iter()
                .find(|&&b| b != b' ' && b != b'\t')
                .is_none_or(|&b| b == b'\n' || b == b'\r');
            let lfs = breaks(self.missing, apart, starts_line);
            if lfs > 0 {
                let lf: &[u8] = if lfs == 2 { b"\n\n" } else { b"\n" };
                self.segment(lf, tag, false);
            }
        }
    }

    /// Notes a tag that breaks the line (`<br>`, `</div>`) or, `apart`,
    /// sets its text apart (`<p>`, `</td>`).
    pub(crate) fn line_break(&mut self, tag: Range<usize>, apart: bool) {
        match &mut self.pending {
            None => self.pending = Some((tag, apart)),
            Some(p) => p.1 |= apart,
        }
    }

    fn segment(&mut self, value: &[u8], src: Range<usize>, copied: bool) {
        if copied && src.len() > u32::MAX as usize {
            return self.split_segment(value, src);
        }
        self.segments.push_back(Segment {
            text: self.len(),
            src: src.start,
            src_len: u32::try_from(src.len()).unwrap_or(u32::MAX),
            copied,
        });
        self.bytes.extend_from_slice(value);
        self.missing = still_missing(self.missing, value);
    }

    /// A copied run longer than u32 is split, so none is cut short. Out
    /// of line: `segment` runs for every run of text.
    #[cold]
    fn split_segment(&mut self, mut value: &[u8], mut src: Range<usize>) {
        while src.len() > u32::MAX as usize {
            let n = u32::MAX as usize;
            self.segment(&value[..n], src.start..src.start + n, true);
            src.start += n;
            value = &value[n..];
        }
        self.segment(value, src, true);
    }

    /// Maps `value` onto `src` (at `base` in the page) where the
    /// tokenizer changed it: copied runs between references, each
    /// reference or CR a segment. Where they stop agreeing, the rest maps
    /// to the rest of the source as a whole. With `upto`, only the bytes
    /// before `upto` in the source and in `value` are mapped, and the
    /// rest is left for later; how many of each were mapped.
    fn align(
        &mut self,
        src: &[u8],
        base: usize,
        value: &[u8],
        upto: Option<(usize, usize)>,
    ) -> (usize, usize) {
        let (src_end, value_end) = upto.unwrap_or((src.len(), value.len()));
        let (mut i, mut j) = (0, 0);
        while j < value_end && i < src_end {
            // The longest run that agrees byte for byte.
            let same = src[i..src_end]
                .iter()
                .zip(&value[j..value_end])
                .take_while(|(a, b)| a == b && **a != b'&' && **a != b'\r')
                .count();
            if same > 0 {
                self.segment(&value[j..j + same], base + i..base + i + same, true);
                i += same;
                j += same;
                continue;
            }
            let Some(src_len) = changed_len(&src[i..], &value[j..]) else {
                break;
            };
            let out_len = decoded_len(&src[i + src_len..], &value[j..]);
            let literal = value[j..].starts_with(&src[i..i + src_len]);
            if literal
                && agreeing(&src[i + src_len..], &value[j + src_len..])
                    >= agreeing(&src[i + src_len..], &value[j + out_len..])
            {
                // Not a reference after all (`&` alone, `&foo`): as is.
                // `&amp;amp;` decodes to `&amp;`, the same bytes as the
                // reference, so the reading whose rest agrees longer wins
                // (breitbart.html of mozilla/readability, line 19699).
                self.segment(&value[j..j + src_len], base + i..base + i + src_len, true);
                i += src_len;
                j += src_len;
                continue;
            }
            self.segment(&value[j..j + out_len], base + i..base + i + src_len, false);
            i += src_len;
            j += out_len;
        }
        if upto.is_none() && j < value.len() {
            let rest = base + i..base + src.len();
            self.segment(&value[j..], rest, false);
            j = value.len();
        }
        (i, j)
    }

    /// The page offset of text offset `at` as a start.
    pub(crate) fn start_in_page(&self, at: usize) -> usize {
        match self.find(at) {
            Some(s) if s.copied => s.src + (at - s.text),
            Some(s) => s.src,
            None => 0,
        }
    }

    /// The page offset of text offset `at` as an end (exclusive).
    pub(crate) fn end_in_page(&self, at: usize) -> usize {
        match at.checked_sub(1).and_then(|k| self.find(k).map(|s| (k, s))) {
            Some((k, s)) if s.copied => s.src + (k - s.text) + 1,
            Some((_, s)) => s.src + s.src_len as usize,
            None => 0,
        }
    }

    fn find(&self, at: usize) -> Option<Segment> {
        let k = self.segments.partition_point(|s| s.text <= at);
        k.checked_sub(1).map(|k| self.segments[k])
    }
}

/// How many bytes (up to 16, so a run of references stays linear) of
/// `src` and `value` agree from their starts.
fn agreeing(src: &[u8], value: &[u8]) -> usize {
    src.iter()
        .zip(value)
        .take(16)
        .take_while(|(a, b)| a == b)
        .count()
}

/// How many source bytes the tokenizer replaced at the start of `src`,
/// where `src` and `value` first differ: a character reference (`&` name
/// or `#` number, optional `;`), a CR (alone or before LF), or a NUL.
fn changed_len(src: &[u8], value: &[u8]) -> Option<usize> {
    match src.first()? {
        b'\r' if src.get(1) == Some(&b'\n') && value.first() == Some(&b'\n') => Some(2),
        b'\r' => Some(1),
        b'&' => {
            let body = src[1..]
                .iter()
                .take(40)
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'#')
                .count();
            let semi = usize::from(src.get(1 + body) == Some(&b';'));
            Some(1 + body + semi)
        }
        _ => Some(1),
    }
}

/// How many bytes of `value` the replaced source stands for: one
/// character, or two when the next byte then agrees with `rest` (a few
/// references decode to two code points), or the whole of a literal `&`.
fn decoded_len(rest: &[u8], value: &[u8]) -> usize {
    let char_len = |v: &[u8]| match v.first() {
        Some(&b) if b >= 0xf0 => 4,
        Some(&b) if b >= 0xe0 => 3,
        Some(&b) if b >= 0xc0 => 2,
        Some(_) => 1,
        None => 0,
    };
    let one = char_len(value).min(value.len());
    let agrees = |n: usize| rest.first().is_none_or(|r| value.get(n) == Some(r));
    if agrees(one) {
        return one;
    }
    let two = (one + char_len(&value[one..])).min(value.len());
    if agrees(two) {
        two
    } else {
        one
    }
}

/// How many line feeds a pending break writes (0, 1 or 2): one for a
/// line break, two for a tag that sets its text apart (`apart`), less
/// those the text ends in (`missing`, `Text::missing`) and the one
/// `value` starts with (`starts_line`).
#[inline]
pub(crate) fn breaks(missing: u8, apart: bool, starts_line: bool) -> u8 {
    missing.saturating_sub(u8::from(!apart) + u8::from(starts_line))
}

/// How many line feeds a text that lacked `before` of them to end in a
/// blank line lacks once `value` is added (`Text::missing`; blanks and a
/// CR between them aside).
pub(crate) fn still_missing(before: u8, value: &[u8]) -> u8 {
    let mut n: u8 = 0;
    for &b in value.iter().rev() {
        match b {
            b'\n' => n = n.saturating_add(1),
            b' ' | b'\t' | b'\r' => {}
            _ => return 2u8.saturating_sub(n),
        }
        if n >= 2 {
            return 0;
        }
    }
    before.saturating_sub(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_map_to_their_source() {
        let page = b"<p>a&amp;b &lt;URL:x&gt;</p>";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 3..24, b"a&b <URL:x>");
        assert_eq!(t.bytes, b"a&b <URL:x>");
        // `&` covers `&amp;`; `<` starts at `&lt;`; `>` ends after `&gt;`.
        assert_eq!((t.start_in_page(1), t.end_in_page(2)), (4, 9));
        assert_eq!((t.start_in_page(4), t.end_in_page(11)), (11, 24));
        assert_eq!(&page[t.start_in_page(2)..t.end_in_page(3)], b"b");
    }

    #[test]
    fn crlf_and_a_literal_ampersand() {
        let page = b"a\r\nb & c&foo;d";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 0..14, b"a\nb & c&foo;d");
        assert_eq!(&page[t.start_in_page(2)..t.end_in_page(7)], b"b & c");
        assert_eq!(&page[t.start_in_page(12)..t.end_in_page(13)], b"d");
        assert_eq!(&page[t.start_in_page(1)..t.end_in_page(2)], b"\r\n");
    }

    #[test]
    fn a_reference_that_decodes_to_its_own_bytes() {
        // mozilla/readability test-pages/breitbart/source.html line 19699:
        // `<noscript>` text escaped twice, `&amp;amp;` read as `&amp;`.
        let page = b"p?c1=2&amp;amp;c2=17674108&amp;amp;cv=2.0 x";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 0..page.len(), b"p?c1=2&amp;c2=17674108&amp;cv=2.0 x");
        // `c2=17674108` and the last `x` are the page's bytes.
        let c2 = t.bytes.windows(2).position(|w| w == b"c2").unwrap();
        assert_eq!(
            &page[t.start_in_page(c2)..t.end_in_page(c2 + 11)],
            b"c2=17674108"
        );
        let end = t.bytes.len();
        assert_eq!(&page[t.start_in_page(end - 1)..t.end_in_page(end)], b"x");
        // A literal `&foo;` before the same bytes stays as is.
        let page = b"&foo;foo;";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 0..9, b"&foo;foo;");
        assert_eq!((t.start_in_page(5), t.end_in_page(9)), (5, 9));
    }

    #[test]
    fn a_break_tag_breaks_a_line_once() {
        let page = b"x<br>y<br>\nz";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 0..1, b"x");
        t.line_break(1..5, false);
        t.push(&p, 5..6, b"y");
        t.line_break(6..10, false);
        t.push(&p, 10..12, b"\nz");
        assert_eq!(t.bytes, b"x\ny\nz");
        assert_eq!((t.start_in_page(1), t.end_in_page(2)), (1, 5));
    }

    /// A paragraph's or a cell's tags set the text apart by one blank
    /// line, however many of them meet and whatever line feeds the page
    /// has between them; a `div` only breaks the line.
    #[test]
    fn a_paragraph_sets_text_apart_once() {
        let page = b"x</p><p>y</td>\n<td>z<div>w</div>\n\n<p>v";
        let p = Page::of(page);
        let mut t = Text::default();
        t.push(&p, 0..1, b"x");
        t.line_break(1..5, true);
        t.line_break(5..8, true);
        t.push(&p, 8..9, b"y");
        t.line_break(9..14, true);
        t.push(&p, 14..15, b"\n");
        t.line_break(15..19, true);
        t.push(&p, 19..20, b"z");
        t.line_break(20..25, false);
        t.push(&p, 25..26, b"w");
        t.line_break(26..32, false);
        t.push(&p, 32..34, b"\n\n");
        t.line_break(34..37, true);
        t.push(&p, 37..38, b"v");
        assert_eq!(t.bytes, b"x\n\ny\n\nz\nw\n\nv");
        // The blank line maps to the tags it stands for.
        assert_eq!((t.start_in_page(1), t.end_in_page(3)), (1, 5));
    }

    const PIECES: &[(&[u8], &[u8])] = &[
        (b"x", b"x"),
        (b"word ", b"word "),
        (b"&amp;", b"&"),
        (b"&amp;amp;", b"&amp;"),
        (b"&lt;", b"<"),
        (b"&foo;", b"&foo;"),
        (b"&", b"&"),
        (b"\r\n", b"\n"),
        (b"\r", b"\n"),
        (b"&#233;", b"\xc3\xa9"),
        (b"&notin;", b"\xe2\x88\x89"),
        (b"&notit;", b"\xc2\xacit;"),
        // A name as long as a reference's is read (40 characters).
        (
            b"&abcdefghijklmnopqrstuvwxyz0123456789abcd;",
            b"&abcdefghijklmnopqrstuvwxyz0123456789abcd;",
        ),
        (
            b"&abcdefghijklmnopqrstuvwxyz0123456789abcdefgh",
            b"&abcdefghijklmnopqrstuvwxyz0123456789abcdefgh",
        ),
    ];

    proptest::proptest! {
        /// A run added in parts, each up to MARGIN short of what is
        /// known, maps as the run added whole: every choice of the
        /// alignment looks at most MARGIN bytes ahead.
        #[test]
        fn a_run_in_parts_maps_as_the_whole_run(
            pieces in proptest::collection::vec(proptest::sample::select(PIECES), 1..200),
            cuts in proptest::collection::vec(0usize..200, 0..6),
        ) {
            let src: Vec<u8> = pieces.iter().flat_map(|p| p.0.to_vec()).collect();
            let value: Vec<u8> = pieces.iter().flat_map(|p| p.1.to_vec()).collect();
            let page = Page::of(&src);
            let mut whole = Text::default();
            whole.push(&page, 0..src.len(), &value);
            let mut parts = Text::default();
            let (mut from, mut taken) = (0, 0);
            let mut cuts = cuts;
            cuts.sort();
            for k in cuts.into_iter().filter(|&k| k < pieces.len()) {
                // The run up to piece k, as the tokenizer had made it then.
                let src_end: usize = pieces[..k].iter().map(|p| p.0.len()).sum();
                let value_end: usize = pieces[..k].iter().map(|p| p.1.len()).sum();
                let (i, j) = parts.push_part(&page, from..src_end, &value[taken..value_end]);
                from += i;
                taken += j;
            }
            parts.push(&page, from..src.len(), &value[taken..]);
            proptest::prop_assert_eq!(&parts.bytes, &whole.bytes);
            for t in 0..value.len() {
                proptest::prop_assert_eq!(parts.start_in_page(t), whole.start_in_page(t), "start {}", t);
                proptest::prop_assert_eq!(parts.end_in_page(t + 1), whole.end_in_page(t + 1), "end {}", t + 1);
            }
        }
    }
}
