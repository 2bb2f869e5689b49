//! AsciiDoc link text after a bare URL (SPEC §1.5, a reading of §1.4).
//!
//! AsciiDoc writes a link as the URL and its text in brackets, with
//! nothing between: `https://asciidoctor.org[Asciidoctor]`,
//! `link:https://…[text^]`, `mailto:a@b[Email us]`. §1.4 lets `[` and
//! `]` into a bare URL, so the text ran into the URL: 372 of 644 URLs of
//! asciidoctor's and asciidoctor-pdf's `.adoc` files, and 106 of 439 of
//! git's `Documentation/*.adoc`, read after this rule was written
//! (asciidoctor's `CHANGELOG.adoc`:
//! `…/milestone/33?closed=1[issues resolved]`, `README.adoc`:
//! `https://brew.sh[installation instructions]`). AsciiDoc itself ends a
//! URL at its first `[`. Here the brackets end a URL only where no real
//! URL keeps them:
//!
//! - A `[` that no `]` of the URL closes (the text holds a space, `^`,
//!   `"` or CJK, which end a bare URL) ends the URL: `[` is a delimiter
//!   of RFC 3986 (§3.2.2) that opens an IPv6 host and closes it, and a
//!   query's `?f[a]=1` closes its brackets too.
//! - A `[…]` group that ends the URL (after the trim of §1.4) is link
//!   text or a footnote mark, unless its `[` follows `=`, `,`, `@` or
//!   `//`, or a query parameter's name: there it is a value, an IPv6
//!   host or a PHP or JSON:API parameter (`?q[a]`, `&b[]`). RFC 3986
//!   (§3.3) allows no `[` in a path, so a final `/[x]` is cut; the cost
//!   is a test line of linkify-it, `http://foo.com/blah_blah_[other]`.
//!   Groups before it go with it: a webmail (GMX's, web.de's) writes
//!   an HTML link in plain text as `text[target]`, and again on each
//!   reply, so a quoted address reads
//!   `mailto:rkossler@nd.edu[mailto:rkossler@nd.edu][mailto:…[mailto:…]]`
//!   (the USRP users' list, 360 URLs).
//! - A group followed by more of the URL stays:
//!   `http://somewhere.in/time?track=[02]#wasted-years` (lazr.uri's
//!   docs), wget's `http://host[:port]/directory/file`, awscli's
//!   `…,Args=[arg1,arg2]` and `?X-Amz-Security-Token=[token]&…`.
//!
//! The same holds inside `<…>`: an AsciiDoc header's author line is
//! `Dan Allen <https://github.com/mojavelinux[@mojavelinux]>` (the
//! wrapper module asks here). Org-mode's `[[https://…][text]]` and
//! MediaWiki's `[https://… text]` put the bracket before the URL and
//! need nothing here. Rows: the `adoc-*` rows of `tests/markup.rs`,
//! `final-bracket-group-after-path` of `tests/rules.rs`.

/// Where the link text or an unclosed `[` begins in the URL `hay[s..e]`,
/// if anywhere: the URL ends there.
pub(crate) fn text_start(hay: &[u8], s: usize, e: usize) -> Option<usize> {
    let url = &hay[s..e];
    // Most URLs hold no `[`: found (or not) at memchr's speed.
    let first =
        memchr::memchr_iter(b'[', url).find(|&i| !crate::markup::ansi::opens_csi(url, i))?;
    // One pass from it: the outermost `[` still open, and the `[` that
    // opened the group a final `]` closes.
    let (mut depth, mut open, mut last_group) = (0usize, None, None);
    for (i, &c) in url.iter().enumerate().skip(first) {
        match c {
            b'[' if crate::markup::ansi::opens_csi(url, i) => {}
            b'[' => {
                if depth == 0 {
                    open = Some(i);
                }
                depth += 1;
            }
            b']' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    last_group = open.take().map(|o| (o, i));
                }
            }
            _ => {}
        }
    }
    if let Some(o) = open.filter(|_| depth > 0) {
        return Some(s + o);
    }
    let (o, close) = last_group?;
    if close + 1 != url.len() || o == 0 || keeps_group(&url[..o]) {
        return None;
    }
    // (Groups before it go too: a webmail that writes a link as
    // `text[target]` does it again on each reply, `u[u][u%5Bu%5D]`.)
    let mut cut = o;
    while let Some(g) = final_group(&url[..cut]).filter(|&g| g > 0 && !keeps_group(&url[..g])) {
        cut = g;
    }
    Some(s + cut)
}

/// Where the `[…]` group that ends `url` opens, if it ends in `]`.
fn final_group(url: &[u8]) -> Option<usize> {
    if url.last() != Some(&b']') {
        return None;
    }
    let mut depth = 0usize;
    for (i, &c) in url.iter().enumerate().rev() {
        match c {
            b']' => depth += 1,
            b'[' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The URL before a final `[…]` group ends where a group is part of it:
/// a value (`=`, `&`, `?`, `,`), an IPv6 host (`//`, `@`), or the name
/// of a query parameter with no `=` yet (`?q[a]`, `&b[]`).
fn keeps_group(before: &[u8]) -> bool {
    let param = before.iter().rposition(|&c| c == b'?' || c == b'&');
    matches!(before.last(), Some(b'=' | b',' | b'@'))
        || before.ends_with(b"//")
        || param.is_some_and(|p| !before[p..].contains(&b'='))
}
