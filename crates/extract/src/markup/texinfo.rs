//! Texinfo's URL commands (SPEC §1.5): `@url{URL}`, `@uref{URL, TEXT}`
//! and `@uref{URL, TEXT, REPLACEMENT}`.
//!
//! Inside the braces a comma separates the URL from its text (a comma of
//! the URL itself is written `@comma{}`), and `@@` is Texinfo's escape
//! for `@`. So a URL right after `@url{` or `@uref{` ends at its first
//! `,`, and reads `@@` as `@`: pandoc's `test/writer.texinfo` writes
//! `@uref{http://example.com/?foo=1&bar=2,quoted link}` and
//! `@uref{mailto:nobody@@nowhere.net,Email link}` (6 of its 11 URLs ran
//! on into the text), org-mode's `doc/doc-setup.org`
//! `@uref{https://orgmode.org,maintainers webpage}` (2 URLs). Elsewhere a comma stays a URL character (§1.4), as
//! `s3://…/myscript1,Name=BootstrapAction1` needs. Rows: the `texinfo-*`
//! rows of `tests/markup.rs`.

/// Bytes before a URL this module may look at.
const LOOKBACK: usize = 6;

/// Whether the URL at `s` is the argument of `@url{` or `@uref{`.
pub(crate) fn opens(hay: &[u8], s: usize) -> bool {
    let before = &hay[s.saturating_sub(LOOKBACK)..s];
    before.ends_with(b"@uref{") || before.ends_with(b"@url{")
}

/// Inside `@uref{…}`: `Some(None)` when the byte at `i` ends the URL (a
/// `,`), `Some(Some(n))` for an escape of `n` bytes that reads `@`.
pub(crate) fn inside(hay: &[u8], i: usize, limit: usize) -> Option<Option<usize>> {
    match hay[i] {
        b',' => Some(None),
        b'@' if i + 2 <= limit && hay[i + 1] == b'@' => Some(Some(2)),
        _ => None,
    }
}
