//! Templates' placeholders (SPEC §1.5: what a reader takes as written).
//!
//! A placeholder's `{` ends a bare URL (§1.4), and two more rules make
//! the URL the one its writer wrote:
//!
//! - A `$` before the `{` (`${owner}` in a JavaScript template string,
//!   lodash's `blob/${ version }`, a shell `${VAR}`) starts the
//!   placeholder: the URL ends before it.
//! - A host that a placeholder cuts after a `.` or `-`
//!   (`"url": "https://rds.{Region}.amazonaws.com"`) is no host: `{`
//!   would leave `https://rds`, a name nobody wrote, 717 times in
//!   botocore's `endpoint-rule-set-1.json` files; the URL is then its
//!   scheme and `//` alone, which admission refuses. A placeholder in the
//!   path leaves the URL before it (`…/compare/{{tag_name}}`).
//!
//! Rows: `template-*` in `tests/data.rs`, `trim-template-placeholder` and `trim-dollar-kept` in
//! `tests/rules.rs`.

/// Bytes to take off the end `i` of the URL `hay[s..i]`: 1 for the `$`
/// of a `${` placeholder, else 0.
#[inline]
pub(crate) fn dollar(hay: &[u8], s: usize, i: usize) -> usize {
    usize::from(i > s + 1 && hay[i - 1] == b'$' && hay.get(i) == Some(&b'{'))
}

/// Whether a placeholder's `{` at `stop` cuts the host of the URL whose
/// scheme ends at `colon`, right after a `.` or `-`.
pub(crate) fn cut_host(hay: &[u8], colon: usize, stop: usize) -> bool {
    stop > colon + 3
        && hay.get(stop) == Some(&b'{')
        && matches!(hay[stop - 1], b'.' | b'-')
        && hay[colon..stop].starts_with(b"://")
        && !hay[colon + 3..stop].contains(&b'/')
}
