//! Backslash escapes (SPEC §1.7.1).
//!
//! `\` is unsafe in a URL (RFC 1738 §2.2), so inside any URL a `\`
//! followed by ASCII punctuation is an escape: the backslash is dropped and
//! the character read as itself. Markdown writes `\_` `\*` `\.`
//! (`http://your\_server\_ip:8983/solr`), LaTeX `\#` `\%` `\~` inside
//! `\url{}` and `\href{}`, JSON `\/` (`https:\/\/t.co\/x`). A `\>` closes
//! a wrapper as `>` does. An escaped character that could not be in a bare
//! URL (`\\`, `\"`, `\<`, `\{`) ends a bare URL before its backslash, and
//! a `\` before anything else ends it as before (§1.4) — except in a
//! `file:` URL, where `\` is a Windows path separator and is kept
//! (`file:///C:\Users\demo\a.html`).
//!
//! Rows: `f-md-04`, `f-md-06` … `f-md-09`, `f-md-11`, `f-md-12`; the
//! extractor's `escape-*` rows.

/// The character an escape at `hay[i]` stands for: `\` then ASCII
/// punctuation, both before `limit`.
#[inline]
pub(crate) fn at(hay: &[u8], i: usize, limit: usize) -> Option<u8> {
    let next = *hay.get(i + 1).filter(|_| i + 1 < limit)?;
    (hay[i] == b'\\' && next.is_ascii_punctuation()).then_some(next)
}

/// Whether the URL of scheme `name` keeps a `\` as a path separator.
pub(crate) fn keeps_backslash(name: &[u8]) -> bool {
    name.eq_ignore_ascii_case(b"file")
}

/// An escape (§1.7.1) or an entity (§1.7.2) at `hay[i]`: the character it
/// stands for and its length in the input.
#[inline]
pub(crate) fn markup_char(hay: &[u8], i: usize, limit: usize) -> Option<(char, usize)> {
    match hay[i] {
        b'\\' => at(hay, i, limit).map(|b| (b as char, 2)),
        b'&' => crate::entities::at(hay, i, limit),
        _ => None,
    }
}
