//! An HTML anchor in text (SPEC §1.5, after §1.7.4): `<a href="u">u</a>`
//! written in a doc comment is one link, as §1.7.4 reads it in an HTML
//! document and §1.7.3 reads `[u](u)`. Javadoc writes it so: of 3,311
//! URLs read in the sources of gson, commons-lang, lodash, cobra, guzzle
//! and thor, three such links were reported twice (`IEEE754rUtils.java`:
//! `<a href="https://en.wikipedia.org/wiki/IEEE_754r">https://en.wikipedia.org/wiki/IEEE_754r</a>`);
//! two more, whose `href=` ends a ` * ` comment line, still are.
//!
//! The rule is narrow: the URL is an `href` value in quotes (`href="`,
//! any case, spaces around `=` allowed), its closing quote and `>`
//! follow it directly, and then the same bytes and `</a` (any case).
//! The match then runs to the end of the text's URL. A different text
//! (`<a href="u">u -space</a>`) is two matches, as before.

/// Bytes before a URL the `href=` test may look at.
const LOOKBACK: usize = 12;

/// When the URL `hay[s..e]` is an `href` value whose anchor text is the
/// same URL, the offset after the text's URL.
pub(crate) fn same_text(hay: &[u8], s: usize, e: usize, limit: usize) -> Option<usize> {
    let quote = *hay.get(s.checked_sub(1)?)?;
    if !matches!(quote, b'"' | b'\'') || !is_href(&hay[s.saturating_sub(LOOKBACK)..s - 1]) {
        return None;
    }
    let url = &hay[s..e];
    let t = e + 2;
    let end = t + url.len();
    let close = hay.get(e..e + 2)? == [quote, b'>']
        && end + 3 <= limit
        && &hay[t..end] == url
        && hay[end..end + 3].eq_ignore_ascii_case(b"</a");
    close.then_some(end)
}

/// Whether `before` ends with `href`, blanks, `=`, blanks.
fn is_href(before: &[u8]) -> bool {
    let b = before.trim_ascii_end();
    let Some(b) = b.strip_suffix(b"=") else {
        return false;
    };
    let b = b.trim_ascii_end();
    b.len() >= 4 && b[b.len() - 4..].eq_ignore_ascii_case(b"href")
}
