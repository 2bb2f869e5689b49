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

use std::ops::Range;

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

/// Visible text with its offset map.
#[derive(Debug, Default)]
pub(crate) struct Text {
    pub(crate) bytes: Vec<u8>,
    segments: Vec<Segment>,
    /// The span of a `<br>` or block tag whose line break is not yet
    /// written: it is written only if text follows on the same line; and
    /// whether the tag sets its text apart (a blank line).
    pending: Option<(Range<usize>, bool)>,
}

impl Text {
    /// Adds a run of characters `value` decoded from `page[span]`.
    pub(crate) fn push(&mut self, page: &[u8], span: Range<usize>, value: &[u8]) {
        if value.is_empty() {
            return;
        }
        self.write_pending(value);
        let src = page.get(span.clone()).unwrap_or_default();
        if src == value {
            self.segment(value, span, true);
        } else {
            self.align(src, span.start, value);
        }
    }

    /// Adds a run of characters that are the page's bytes at `span`.
    pub(crate) fn push_verbatim(&mut self, page: &[u8], span: Range<usize>) {
        let value = page.get(span.clone()).unwrap_or_default();
        if !value.is_empty() {
            self.write_pending(value);
            self.segment(value, span, true);
        }
    }

    /// Writes the pending line break before `value` unless the text is
    /// at a line start or `value` starts a line.
    /// A pending blank line (`apart`) is written as far as the text and
    /// `value`'s own line feed lack one; blanks alone leave the break to
    /// the text after them.
    fn write_pending(&mut self, value: &[u8]) {
        let first = value.iter().find(|&&b| b != b' ' && b != b'\t');
        if first.is_none() {
            return;
        }
        if let Some((tag, apart)) = self.pending.take() {
            let starts_line = first.is_some_and(|&b| b == b'\n' || b == b'\r');
            // (Counted again from the text, where the streamed text keeps
            // count as it goes.)
            let missing = crate::html::text::still_missing(0, &self.bytes);
            match crate::html::text::breaks(missing, apart, starts_line) {
                0 => {}
                1 => self.segment(b"\n", tag, false),
                _ => self.segment(b"\n\n", tag, false),
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
        // A copied run longer than u32 is split, so none is cut short.
        let (mut src, mut value) = (src, value);
        while copied && src.len() > u32::MAX as usize {
            let n = u32::MAX as usize;
            self.segment(&value[..n], src.start..src.start + n, true);
            src.start += n;
            value = &value[n..];
        }
        self.segments.push(Segment {
            text: self.bytes.len(),
            src: src.start,
            src_len: u32::try_from(src.len()).unwrap_or(u32::MAX),
            copied,
        });
        self.bytes.extend_from_slice(value);
    }

    /// Maps `value` onto `src` (at `base` in the page) where the
    /// tokenizer changed it: copied runs between references, each
    /// reference or CR a segment. Where they stop agreeing, the rest maps
    /// to the rest of the source as a whole.
    fn align(&mut self, src: &[u8], base: usize, value: &[u8]) {
        let (mut i, mut j) = (0, 0);
        while j < value.len() {
            // The longest run that agrees byte for byte.
            let same = src[i..]
                .iter()
                .zip(&value[j..])
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
        if j < value.len() {
            let rest = base + i..base + src.len();
            self.segment(&value[j..], rest, false);
        }
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
