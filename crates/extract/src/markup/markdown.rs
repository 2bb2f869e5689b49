//! Markdown around URLs (SPEC §1.7.3).
//!
//! - A link `[text](url "title")` yields its destination; `](` ends a URL
//!   in the link text (`[http://a.example/](http://b.example/)` is two
//!   URLs).
//! - When the link text is the same URL as the destination (after
//!   escapes and entities), the link is one match, from the text's URL to
//!   the `)`: `[https://h/](https://h/)`, `<[URL:u](u)>`, `[<u>](u)`
//!   and `` [`u`](u) `` report `u` once.
//! - A `]` that closes no `[` of the URL ends it. It ends the text of a
//!   reference link (`[https://www.netacad.com/][1]`; 568 URLs of LCTT's
//!   published translations and one of js-primer's ran on into `][1`):
//!   the text's URL is a match, the definition `[1]: url` another. The
//!   same `]` closes Textile's `["text":http://h]and` and Jira's
//!   `[text|https://h/url]_` (pandoc's `test/textile-reader.textile`,
//!   `test/jira-reader.jira`); RFC 3986 (§3.2.2) writes a `]` only to
//!   close an IPv6 host's `[`.
//! - A destination ends at the `)` that closes the link, even when more
//!   URL characters follow (`[a](https://h.example/)[b](mailto:…)`), and
//!   that `)` ends it, not the punctuation a page's name may end in,
//!   which §1.4 trims in prose: a full stop, `:`, `!`, `?`, `'`
//!   (`[Apple Computer](https://en.wikipedia.org/wiki/Apple_Inc.)`,
//!   simple-graph's README; curl's
//!   `[`--next`](https://curl.se/docs/manpage.html#-:)`, the anchor of
//!   `-:`). A `,` or `;` there is still the sentence's
//!   (`…/tickets/383,)` in Rails' 2.3 release notes), and an ellipsis the
//!   example's (`…/blobs/...)`). The link's text, when it is the same URL
//!   written again, keeps what the destination keeps
//!   (`[https://h/p.](https://h/p.)`), and a same-text link is one match
//!   whatever was trimmed before its `)` (`[https://h/p](https://h/p,)`).
//! - Up to that `)`, a destination holds any non-ASCII character but white
//!   space and controls, as CommonMark's link destination does: the en
//!   dash of `[Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher–Yates_shuffle)`
//!   (underscore.js, in a `//` comment) is the page's name, not the end
//!   of the URL as non-ASCII punctuation is in prose (§1.4). Only when the
//!   `)` closes the destination; otherwise §1.4 reads it.
//! - Emphasis and code delimiters (`**u**`, `__u__`, `*u*`, `_u_`,
//!   `~~u~~`, `` `u` ``) are trimmed from the end of a bare URL when the
//!   same delimiter opens right before it (or `**` and a space: three
//!   URLs of LCTT's translations, `访问** https://rainloop.lan**，`); a
//!   backtick is a code span, in which CJK text does not end the URL
//!   (§1.8.1).
//! - An emphasis that opened earlier on the URL's line closes at its end
//!   too: `**Docs: https://example.com/docs/**`, `**官网：https://…/**`
//!   (the bold holds a label and the URL) read `https://example.com/docs/`.
//!   The nearest run of the same `*` or `_` before the URL on its line,
//!   as long as the closing one (up to three), must open: followed by
//!   no white space, after the line's start, white space, an opening
//!   bracket or quote, `>` or a non-ASCII character (not a word's letter:
//!   `snake_case`; not the closer of `**Homepage**: https://…`; not a
//!   glob in another URL, `…/src/**/x.js`). It is looked for at most
//!   [`EMPHASIS_LOOK_BACK`] bytes back, within what a stream keeps.
//! - AsciiDoc's passthroughs, `+u+`, `++u++` and `+++u+++` at a word
//!   start, are trimmed the same way: `+http://…+` kept its closing `+`.
//! - Org-mode's verbatim and code markers, one `=` or `~` at a word
//!   start, are trimmed the same way: `=https://orgmode.org/=` (11 URLs
//!   of org-mode's `doc/org-manual.org` and `org-guide.org` kept the
//!   closing `=`). A `=` after a letter (`href=`, `?next=`) opens
//!   nothing, so `url=https://h/?id=` keeps its `=`.
//!
//! Reference definitions `[1]: url` and autolinks `<url>` need nothing
//! new: they are a bare and an angle URL. Rows: `f-md-01`, `f-md-02`,
//! `f-md-05`, `f-md-10`, `f-cjk-07`; the extractor's `md-*` rows.

/// Bytes before a URL this module may look at (the delimiter run and a
/// space).
pub(crate) const LOOKBACK: usize = 4;

/// The emphasis or code delimiter that opens right before `s`: a run of up
/// to three `*` or `_`, `~~`, or one backtick; or `**` and one space,
/// as writers who space out a URL from CJK text put it
/// (`访问** https://rainloop.lan**，`): no markdown reader makes that bold,
/// and a human reader still sees the stars as the bold's.
pub(crate) fn opener(hay: &[u8], s: usize) -> Option<&[u8]> {
    if s >= 3 && &hay[s - 3..s] == b"** " && hay.get(s.wrapping_sub(4)) != Some(&b'*') {
        return Some(&hay[s - 3..s - 1]);
    }
    let c = *hay.get(s.checked_sub(1)?)?;
    let n = hay[..s]
        .iter()
        .rev()
        .take(3)
        .take_while(|&&b| b == c)
        .count();
    let ok = match c {
        b'*' | b'_' => true,
        b'~' => n == 2 || org_marker(hay, s, n),
        b'`' => n == 1,
        b'=' => org_marker(hay, s, n),
        b'+' => word_start(hay, s - n),
        _ => false,
    };
    ok.then(|| &hay[s - n..s])
}

/// Bytes before a URL [`closes_earlier`] looks back over for the
/// emphasis's opener (at most what a stream keeps, `search::window`).
pub(crate) const EMPHASIS_LOOK_BACK: usize = 256;

/// How many bytes at the end `i` of the URL from `s`, a run of `k` `*`
/// or `_`, close an emphasis that opened earlier on the URL's line
/// (module docs); 0 if none.
pub(crate) fn closes_earlier(hay: &[u8], s: usize, i: usize, k: usize) -> usize {
    let c = hay[i - 1];
    if !matches!(c, b'*' | b'_') || k > 3 || k >= i - s {
        return 0;
    }
    let before = &hay[s.saturating_sub(EMPHASIS_LOOK_BACK)..s];
    let line = &before[memchr::memrchr(b'\n', before).map_or(0, |p| p + 1)..];
    let Some(last) = line.iter().rposition(|&b| b == c) else {
        return 0;
    };
    let n = line[..=last].iter().rev().take_while(|&&b| b == c).count();
    // (Right before the URL it is `opener`'s.)
    let next = line.get(last + 1).copied();
    let prev = (last + 1 - n).checked_sub(1).map(|p| line[p]);
    let opens = next.is_some_and(|b| !b.is_ascii_whitespace())
        && prev.is_none_or(|b| b.is_ascii_whitespace() || b"([{\"'>".contains(&b) || b >= 0x80);
    if opens && n == k {
        k
    } else {
        0
    }
}

/// One org-mode `=verbatim=` or `~code~` marker right before `s`, at a
/// line start or after white space or `(`, `{`, `'`, `"` (org's
/// emphasis rule): not the `=` of `href=` or `?url=`.
fn org_marker(hay: &[u8], s: usize, n: usize) -> bool {
    n == 1 && word_start(hay, s - 1)
}

/// `hay[i]` starts a word: at the start, or after white space or `(`,
/// `{`, `'`, `"`.
fn word_start(hay: &[u8], i: usize) -> bool {
    i == 0
        || matches!(
            hay[i - 1],
            b' ' | b'\t' | b'\n' | b'(' | b'{' | b'\'' | b'"'
        )
}

/// Whether the URL at `s` is a link's destination: right after `](`. It
/// ends at the `)` that closes the link, as CommonMark reads it
/// (`[https](https://www.ibm.com)[mailto](mailto:…)`).
pub(crate) fn is_destination(hay: &[u8], s: usize) -> bool {
    s >= 2 && &hay[s - 2..s] == b"]("
}

/// Whether the link text `hay[s..e]`, ended by the `](` at `e`, is
/// written again as the destination, closed right after by its `)`:
/// then the text's punctuation is the destination's too
/// (`[https://h/p.](https://h/p.)` is one link to `…/p.`).
pub(crate) fn same_closed(hay: &[u8], s: usize, e: usize) -> bool {
    let text = &hay[s..e];
    let after = e + 2 + text.len();
    // (The `)` first: a destination other than the text fails there.)
    hay.get(after) == Some(&b')') && hay.get(e + 2..after) == Some(text)
}

/// Whether `ch`, not an IRI character (§1.4), still belongs to a link
/// destination that its `)` closes: anything but white space and
/// controls, as in CommonMark.
pub(crate) fn in_destination(ch: char) -> bool {
    !ch.is_whitespace() && !ch.is_control()
}

/// Whether `hay[i..]` is the `](` that ends a link's text.
#[inline]
pub(crate) fn ends_link_text(hay: &[u8], i: usize) -> bool {
    hay[i] == b']' && hay.get(i + 1) == Some(&b'(')
}

/// Whether a `]` ends the URL: it closes no `[` of the URL
/// (`opens`, `closes` so far; `?f[a][b]=1` keeps its brackets). The
/// text of a reference link (`[https://www.netacad.com/][1]`), Jira's
/// `[text|https://h/url]_` and Textile's `["text":http://h]and` close
/// there: RFC 3986 (§3.2.2) has a `]` only to close an IPv6 host's `[`.
#[inline]
pub(crate) fn ends_bracket(opens: usize, closes: usize) -> bool {
    closes >= opens
}
