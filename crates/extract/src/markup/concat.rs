//! String literals that code concatenates across a line break (SPEC
//! §1.5: what a reader sees). A long text in source is split into
//! strings on consecutive lines, the first closed at its line's end and
//! the next opened on the next line, with a concatenation operator
//! between them or none (C and Python juxtapose):
//!
//! ```text
//! "Please refer to <https://cabal.readthedocs.io/en/stable/"
//!     ++ "cabal-package-description-file.html#package-properties> "
//! ```
//!
//! (cabal's `Check/Warning.hs`.) The quotes, the operator and the break
//! are code, not text: a reader reads one string. `join::literals` joins
//! a bare URL that is a whole string so; `read::wrapper` reads through
//! a wrapper the strings carry (the `"++"` was read into the URL).

/// The length of a concatenation operator at `hay[i]`: `+`, `++`
/// (Haskell), `<>` (Haskell, Elixir), `&` (Visual Basic), `.` (PHP,
/// Perl), `..` (Lua), or Python's line continuation `\`, followed by a
/// blank or a line end; else 0.
pub(crate) fn operator(hay: &[u8], i: usize, limit: usize) -> usize {
    let n = match hay.get(i..limit.min(i + 2)) {
        Some([b'.', b'.', ..] | [b'+', b'+', ..] | [b'<', b'>', ..]) => 2,
        Some([b'+' | b'&' | b'.' | b'\\', ..]) => 1,
        _ => return 0,
    };
    match hay.get(i + n) {
        Some(b' ' | b'\t' | b'\r' | b'\n') | None => n,
        _ => 0,
    }
}

/// After a string closed by a quote at `close`: blanks, at most one
/// operator (on either line), the line break, and a quote opening a
/// string on the next line, in either quote: Python juxtaposes
/// `"…/repos?"` ⏎ `'page=2&per_page=10>; …'` (requests'
/// `tests/test_requests.py`), JavaScript and PHP concatenate both kinds.
/// Gives the LF's offset and the offset after that quote, or `None` when
/// the line holds more (a `,`: a list of strings; any other text).
pub(crate) fn crossing(hay: &[u8], close: usize, limit: usize) -> Option<(usize, usize)> {
    let blanks = |mut i: usize| {
        while i < limit && matches!(hay[i], b' ' | b'\t') {
            i += 1;
        }
        i
    };
    let mut i = blanks(close + 1);
    let op = operator(hay, i, limit);
    i = blanks(i + op);
    if hay.get(i) == Some(&b'\r') {
        i += 1;
    }
    if i >= limit || hay[i] != b'\n' {
        return None;
    }
    let lf = i;
    i = blanks(i + 1);
    if op == 0 {
        i = blanks(i + operator(hay, i, limit));
    }
    (i < limit && matches!(hay[i], b'"' | b'\'')).then_some((lf, i + 1))
}

/// Whether the text before a wrapper's opener on its line, `opening`,
/// leaves a string in the quote `q` open: an odd number of them, none
/// escaped.
pub(crate) fn open_string(opening: &[u8], q: u8) -> bool {
    let mut open = false;
    let mut i = 0;
    while i < opening.len() {
        match opening[i] {
            b'\\' => i += 1,
            c if c == q => open = !open,
            _ => {}
        }
        i += 1;
    }
    open
}
