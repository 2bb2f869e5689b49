//! reStructuredText's hyperlink reference with an embedded URI
//! (docutils, "Embedded URIs and Aliases"): `` `text <u>`_ ``, or
//! `` `text <u>`__ `` for an anonymous one. Sphinx and docutils sources
//! write a bare address as its own text, `` `https://a.example/ <https://a.example/>`_ ``,
//! and a reader sees one link: the same-text form of `read::links`.

/// When the URL `hay[s..e]` opens a reference's text (a backtick right
/// before it) and the reference embeds the same URL, the offset after
/// the reference's `` `_ `` or `` `__ ``.
pub(crate) fn same_text(hay: &[u8], s: usize, e: usize, limit: usize) -> Option<usize> {
    if s == 0 || hay[s - 1] != b'`' || e == s {
        return None;
    }
    // The text and the `<` are apart by blanks on one line.
    let mut p = e;
    while p < limit && matches!(hay[p], b' ' | b'\t') {
        p += 1;
    }
    if p == e || hay.get(p) != Some(&b'<') {
        return None;
    }
    let url = &hay[s..e];
    let (t, end) = (p + 1, p + 1 + url.len());
    if end + 3 > limit || &hay[t..end] != url || &hay[end..end + 3] != b">`_" {
        return None;
    }
    Some(end + 3 + usize::from(hay.get(end + 3) == Some(&b'_')))
}
