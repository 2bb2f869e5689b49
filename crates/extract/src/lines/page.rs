//! Page breaks (SPEC §1.6.2): inside a wrapper or a rejoined URL, an
//! RFC-style page break is skipped like white space.
//!
//! The shape, as RFCs and Internet-Drafts print it: blank lines, a footer
//! line ending in `[Page N]`, a form feed (on its own line or before the
//! header; drafts converted to text sometimes lack it), a header line that
//! starts with `RFC NNNN` or `Internet-Draft` and holds a year (the date),
//! then blank lines. All of it must be there in that order: the footer and
//! the dated header are the evidence that the blank lines are a page
//! boundary, not the end of a paragraph (which still ends a wrapper,
//! §1.3.5a).
//!
//! A bare URL at the end of its line crosses only a page its text fills:
//! at most three blank lines above the footer, as every RFC and draft in
//! `testdata/` has under a full page, and at most two under the next
//! header, as all of them have where the text goes on. More blank lines
//! hold the one between two paragraphs, and a URL that ended its
//! paragraph is not continued with the next page's first line
//! (`skip_filled`).
//!
//! An RFC converted to markdown fences each page as a code block: the
//! form feed's place holds the closing fence of one page and the opening
//! fence of the next (```` ``` ````, or `~~~`, with blank lines around).
//! Those fences are the converter's, not the text's, and are skipped as
//! the form feed is; only between a footer and a header, where nothing
//! else can be.
//!
//! Pinned by the `f-page-*` rows of `conformance/forms.tsv`, the
//! `page-*` rows of the rule table and the renderings harness's
//! `paged-fenced`.

/// Page breaks one URL may cross: a URL of `max_len` bytes fits on two
/// pages of text, and a bound keeps a run of page breaks inside an open
/// wrapper from being read over and over.
pub(crate) const MAX_PAGES: usize = 2;

/// Blank lines looked at on either side of the footer and header; RFCs
/// use three or four.
const MAX_BLANK: usize = 8;

/// Blank lines between the last line of text and the footer of a page
/// the text fills: three in every RFC and draft of `testdata/` (the most
/// common count; none has fewer). More mean the page ended early, at the
/// end of a paragraph or before a block kept whole.
const FILLED: usize = 3;

/// Blank lines under the header of a page whose text goes on from the
/// page before: two in every RFC of `testdata/`; a third is the blank
/// line between two paragraphs, entries or grammar rules.
const HEADED: usize = 2;

/// Skips at least `min` and at most `max` blank lines from `i`; the start
/// of the first non-blank line.
fn blanks(hay: &[u8], mut i: usize, limit: usize, min: usize, max: usize) -> Option<usize> {
    for n in 0..=max {
        if i >= limit {
            return None;
        }
        // Blank up to its LF: the line is not read past its first text
        // (a gutter's or an indented line's leading blanks only).
        let mut j = i;
        while j < limit && matches!(hay[j], b' ' | b'\t' | b'\r' | b'\x0c' | b'\x0b') {
            j += 1;
        }
        if j < limit && hay[j] != b'\n' {
            return (n >= min).then_some(i);
        }
        i = (j + 1).min(limit);
    }
    None
}

/// The line starting at `i` and the start of the next, as `lines::line_at`
/// reads them, for a footer or header: a line of text, a whole column
/// wide, searched at once rather than byte by byte.
fn text_line(hay: &[u8], i: usize, limit: usize) -> (&[u8], usize) {
    match memchr::memchr(b'\n', &hay[i..limit]) {
        Some(n) => (&hay[i..i + n], i + n + 1),
        None => (&hay[i..limit], limit),
    }
}

fn trim(l: &[u8]) -> &[u8] {
    let s = l
        .iter()
        .position(|c| !c.is_ascii_whitespace())
        .unwrap_or(l.len());
    let e = l
        .iter()
        .rposition(|c| !c.is_ascii_whitespace())
        .map_or(s, |e| e + 1);
    &l[s..e.max(s)]
}

/// `... [Page N]` at the end of the line.
fn is_footer(l: &[u8]) -> bool {
    let l = trim(l);
    let Some(body) = l.strip_suffix(b"]") else {
        return false;
    };
    let digits = body.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    digits > 0 && body[..body.len() - digits].ends_with(b"[Page ")
}

/// `RFC NNNN …` or `Internet-Draft …` with a year, after an optional form
/// feed.
fn is_header(l: &[u8]) -> bool {
    let l = trim(l);
    let l = l.strip_prefix(b"\x0c").unwrap_or(l);
    let rfc = l
        .strip_prefix(b"RFC ")
        .is_some_and(|r| r.first().is_some_and(u8::is_ascii_digit));
    let draft = l.len() >= 14 && l[..14].eq_ignore_ascii_case(b"Internet-Draft");
    // (The year is looked for only in a line that starts as a header.)
    let year = || {
        l.windows(4).any(|w| {
            matches!(w[..2], [b'1', b'9'] | [b'2', b'0'])
                && w[2].is_ascii_digit()
                && w[3].is_ascii_digit()
        })
    };
    (rfc || draft) && year()
}

/// If a page break starts at the line beginning at `i`, the start of the
/// first line after it; the search reads no further than `limit`.
#[inline]
pub(crate) fn skip(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    if !may_start(hay, i, limit) {
        return None;
    }
    skip_after(hay, i, limit, MAX_BLANK, MAX_BLANK)
}

/// At least one blank line before the footer: the cheap test, inlined,
/// that keeps the rest off every line break of a wrapper or a URL.
#[inline(always)]
fn may_start(hay: &[u8], i: usize, limit: usize) -> bool {
    i < limit && matches!(hay[i], b' ' | b'\t' | b'\r' | b'\n' | b'\x0c' | b'\x0b')
}

/// [`skip`] for a bare URL that reaches the end of its line (§1.6.3): only
/// a page its text fills to the footer, and a next page whose text goes
/// on under the header. Where a paragraph ends at the foot of a page or
/// the next starts at the top of one, its blank line joins the page
/// break's and is seen no more but in their count: a URL that ended its
/// paragraph is not continued with the next page's.
#[inline]
pub(crate) fn skip_filled(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    if !may_start(hay, i, limit) {
        return None;
    }
    skip_after(hay, i, limit, FILLED, HEADED)
}

/// A page break from `i` with at most `before` blank lines above its
/// footer and `after` under its header.
fn skip_after(hay: &[u8], i: usize, limit: usize, before: usize, after: usize) -> Option<usize> {
    let footer = blanks(hay, i, limit, 1, before)?;
    let (l, next) = text_line(hay, footer, limit);
    if !is_footer(l) {
        return None;
    }
    let mut header = blanks(hay, next, limit, 0, MAX_BLANK)?;
    let (mut l, mut next) = text_line(hay, header, limit);
    // A markdown converter's fences: one closing, one opening.
    for _ in 0..2 {
        if !is_fence(l) {
            break;
        }
        header = blanks(hay, next, limit, 0, MAX_BLANK)?;
        (l, next) = text_line(hay, header, limit);
    }
    if !is_header(l) {
        return None;
    }
    blanks(hay, next, limit, 0, after)
}

/// A markdown code fence: three or more backticks or tildes, then an info
/// string at most (CommonMark §4.5).
fn is_fence(l: &[u8]) -> bool {
    let l = trim(l);
    let Some(&f @ (b'`' | b'~')) = l.first() else {
        return false;
    };
    let n = l.iter().take_while(|&&c| c == f).count();
    n >= 3 && !l[n..].contains(&b'`')
}

#[cfg(test)]
mod tests {
    use super::skip;

    #[test]
    fn page_breaks() {
        let t = b"\n\n\nKolkman, et al.   Expires January 16, 2004    [Page 7]\n\x0c\nInternet-Draft    KEY RR   July 2003\n\n\n      ops.ietf.org/x\n";
        assert_eq!(
            skip(t, 0, t.len()).map(|i| &t[i..i + 6]),
            Some(&b"      "[..])
        );
        let t = b"\r\n\r\nWouters    Experimental    [Page 19]\r\n\x0c\r\nRFC 7929    DANE    August 2016\r\n\r\n     This\r\n";
        assert!(skip(t, 0, t.len()).is_some());
        // No header: the end of a paragraph, not a page break.
        let t = b"\n\nSee [Page 7]\n\nNext paragraph.\n";
        assert_eq!(skip(t, 0, t.len()), None);
        assert_eq!(skip(b"\n\nplain text\n", 0, 13), None);
        // Pages fenced by a markdown converter.
        let t = b"\n\nDoe   Informational   [Page 3]\n```\n\n```text\nRFC 9999   Title   May 1999\n\n   x\n";
        assert!(skip(t, 0, t.len()).is_some());
        // A fence with no header after it is no page break.
        let t = b"\n\nDoe   Informational   [Page 3]\n```\n\nNext.\n";
        assert_eq!(skip(t, 0, t.len()), None);
    }
}
