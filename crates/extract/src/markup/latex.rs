//! LaTeX's URL arguments (SPEC §1.7.5): `\url{…}`, `\href{…}{…}` and
//! `\nolinkurl{…}` take the URL as their whole brace argument.
//!
//! hyperref reads the argument verbatim up to the brace that closes it,
//! so what a reader sees typeset is all of it: a space
//! (`\url{http://en.cppreference.com/w/cpp/f#f(int, long)}`), a `.` or
//! `)` at its end, balanced braces. The escapes LaTeX users write there
//! are read as the character (`\%`, `\#`, `\_`, `\&`, and `\~{}` as `~`,
//! §1.7.1). A macro in it (`\getfirstgithubissue`, in the definition of
//! a macro that builds links: latex2e's `ltnews*.tex`) is a placeholder
//! and ends the URL before it (SPEC §1.4: a placeholder after the host).
//! An argument that does not close on its line is read as a
//! bare URL as before. Rows: `latex-arg-*` in `tests/markup.rs`.

/// Bytes before a URL this module may look at (`\nolinkurl{`).
const LOOKBACK: usize = 11;

/// Whether the URL at `s` opens the argument of `\url{`, `\href{` or
/// `\nolinkurl{`.
pub(crate) fn opens(hay: &[u8], s: usize) -> bool {
    let before = &hay[s.saturating_sub(LOOKBACK)..s];
    before.ends_with(b"\\url{") || before.ends_with(b"\\href{") || before.ends_with(b"\\nolinkurl{")
}

/// An escape in the argument: its span and the character it reads.
pub(crate) type Escape = (usize, usize, char);

/// The argument from `s`: where its closing `}` is (before `limit`, on
/// the same line) and its escapes.
pub(crate) fn argument(hay: &[u8], s: usize, limit: usize) -> Option<(usize, Vec<Escape>)> {
    // No `}` before the line ends: the argument cannot close here, and a
    // line of `\url{`s that never close would otherwise be walked to
    // `max_len` once for each.
    let first = memchr::memchr3(b'}', b'\n', b'\r', &hay[s..limit])?;
    if hay[s + first] != b'}' {
        return None;
    }
    let mut depth = 0usize;
    let mut units = Vec::new();
    let mut i = s;
    while i < limit {
        match hay[i] {
            b'\n' | b'\r' => return None,
            b'{' => depth += 1,
            b'}' if depth == 0 => return (i > s).then_some((i, units)),
            b'}' => depth -= 1,
            // A macro (`\getfirstgithubissue` in a definition's
            // `\href{…/issues/\getfirstgithubissue#2 \relax}`): a
            // placeholder, which ends the URL before it (§1.4's templates).
            b'\\' if hay.get(i + 1).is_some_and(u8::is_ascii_alphabetic) => {
                return (i > s).then_some((i, units));
            }
            b'\\' if i + 1 < limit && hay[i + 1].is_ascii_punctuation() => {
                let ch = hay[i + 1];
                // `\~{}`: the tilde and the empty group that ends it.
                let n = if ch == b'~' && hay[i + 2..limit].starts_with(b"{}") {
                    4
                } else {
                    2
                };
                units.push((i, i + n, ch as char));
                i += n;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}
