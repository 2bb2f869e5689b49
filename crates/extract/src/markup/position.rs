//! A stack trace's position after a URL (SPEC §1.5: what a reader sees).
//!
//! JavaScript engines print a frame as the script's URL, then `:line:column`
//! (`at f (http://localhost:8080/datadog-rum.js:3919:16)`, Chrome;
//! `f@moz-extension://…/contentScript.js:254:14`, Firefox). The position
//! is the trace's, not the URL's: a reader opens `…/datadog-rum.js`. So
//! two `:`-number groups ending a bare URL's path are trimmed. One group
//! stays (it may be a path's own, `/a:1`), a port is in the host, not the
//! path, and `vscode://file/…/a.py:10:5` keeps its position: that link
//! opens the editor there. Rows: `position-*` in `tests/rules.rs`.

/// The length of a `:line:column` suffix ending the URL `hay[s..e]`
/// whose host ends at `host_end` and whose scheme is `scheme`.
pub(crate) fn suffix(hay: &[u8], s: usize, e: usize, host_end: usize, scheme: &[u8]) -> usize {
    if scheme.eq_ignore_ascii_case(b"vscode") {
        return 0;
    }
    let digits = |to: usize| {
        hay[s..to]
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_digit())
            .count()
    };
    let col = digits(e);
    // (Each group needs its `:` after the URL's start.)
    if !(1..=7).contains(&col) || e - col <= s + 1 || hay[e - col - 1] != b':' {
        return 0;
    }
    let at = e - col - 1;
    let line = digits(at);
    if !(1..=7).contains(&line) || at - line <= s + 1 {
        return 0;
    }
    let start = at - line - 1;
    if start <= host_end.max(s) || hay[start] != b':' {
        return 0;
    }
    e - start
}
