//! Regular expressions are patterns, not addresses (SPEC §1.4).
//!
//! Code writes URL patterns: `re.compile(r"https://example\.org/(\d+)")`,
//! Go's `` regexp.MustCompile(`^https://github\.com/([^/]+)`) ``, PHP's
//! `'/https:\/\/example\.org\/(\d+)/'`, nginx's `location ~
//! ^https://…/.*$`. Reading one as a URL gives a prefix nobody wrote
//! (`https://example.org/(`). A bare URL is a pattern, and no URL, when
//! it shows regex syntax a URL never holds:
//!
//! - an escaped dot in the scheme or host (`example\.org`): a host's dots
//!   are never escaped by the markups of §1.7.1 (markdown escapes `_`
//!   and `*`, JSON `/`, LaTeX `#%_~`), a regex escapes every one;
//! - a character class escape where the URL stops (`\d`, `\w`, `\s` and
//!   their negations, then no letter, so LaTeX's `\dots` is no class);
//! - a group's `(?:`, `(?P<`, `(?<`, a negated class `[^`, or `.*` / `.+`
//!   closing a group or the pattern (`(.+)`, `/.*$`; a `.*` alone may be
//!   a file glob, as RFC 2083 writes `ftp://…/iso_8859-1.*`);
//! - a `^` anchor glued before the scheme (`~ ^https://`).
//!
//! A URL that merely sits near a regex (a comment naming the docs above
//! `re.compile(r"\d+")`) shows none of these and is read as before.
//!
//! Rows: `pattern-*` in `tests/rules.rs`.

/// The bytes [`is_pattern`] looks for in a URL: without one (nor `*` or
/// `+` where it stopped), only the bytes around it can make it a pattern.
pub(crate) const BYTES: &[u8] = b"\\([*+";

/// Whether the bare URL from `s` (scheme `hay[s..colon]`), which stopped
/// at `stop`, is a regular expression (module docs). `holds`: the URL
/// holds one of [`BYTES`] (its reader's one pass over it tells).
#[inline]
pub(crate) fn is_pattern(hay: &[u8], s: usize, colon: usize, stop: usize, holds: bool) -> bool {
    if around(hay, s, stop) {
        return true;
    }
    // (Most URLs with a `%` or `$` hold none: no search for them.)
    if !holds && !matches!(hay.get(stop), Some(b'*' | b'+')) {
        return false;
    }
    let url = &hay[s..stop];
    let host_end = host_end(hay, colon, stop);
    let mut i = 0;
    // One pass; each test looks at two or three bytes from a `\`, `(`,
    // `[` or `.`.
    while let Some(k) = memchr::memchr3(b'\\', b'(', b'[', &url[i..]) {
        let p = i + k;
        let next = url.get(p + 1).copied();
        let hit = match url[p] {
            b'\\' => next == Some(b'.') && s + p < host_end,
            b'(' => next == Some(b'?') && matches!(url.get(p + 2), Some(b':' | b'P' | b'<')),
            _ => next == Some(b'^'),
        };
        if hit {
            return true;
        }
        i = p + 1;
    }
    // `.*` or `.+` closing a group or the pattern; alone it may be a
    // glob (RFC 2083's `ftp://…/iso_8859-1.*`).
    let end = (stop + 1).min(hay.len());
    memchr::memchr2_iter(b'*', b'+', &hay[s..end])
        .any(|p| p > 0 && hay[s + p - 1] == b'.' && matches!(hay.get(s + p + 1), Some(b')' | b'$')))
}

/// Whether the bytes around the URL `hay[s..stop]` alone make it a
/// pattern: a `^` before it, a class escape where it stopped.
pub(crate) fn around(hay: &[u8], s: usize, stop: usize) -> bool {
    (s > 0 && hay[s - 1] == b'^') || class_escape(hay, stop)
}

/// A regex class escape at `hay[stop]`, where a bare URL stopped (`\`
/// before a letter ends one, §1.4): `\d`, `\w`, `\s`, `\D`, `\W`, `\S`,
/// not followed by a letter.
fn class_escape(hay: &[u8], stop: usize) -> bool {
    hay.get(stop) == Some(&b'\\')
        && hay.get(stop + 1).is_some_and(|c| b"dwsDWS".contains(c))
        && !hay.get(stop + 2).is_some_and(u8::is_ascii_alphabetic)
}

/// Where the host of the URL whose scheme's colon is at `colon` ends
/// (its first `/`, `?` or `#` after `//`), at most `stop`; `colon` for a
/// URL without `//`.
pub(crate) fn host_end(hay: &[u8], colon: usize, stop: usize) -> usize {
    if !hay[colon.min(stop)..stop].starts_with(b"://") {
        return colon;
    }
    let from = colon + 3;
    hay[from..stop]
        .iter()
        .position(|c| matches!(c, b'/' | b'?' | b'#'))
        .map_or(stop, |k| from + k)
}
