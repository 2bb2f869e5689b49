//! The pieces a line prefix (SPEC §1.6.1, the `prefix` module) is made
//! of: blanks, a line-number gutter, a comment marker or quote word.

use crate::text::chars::iso_date;

pub(crate) fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r')
}

/// Where the blanks (and a terminal's colour codes) from `i` end.
/// (Inlined: the prefix loops call it once a marker, on every line.)
#[inline]
pub(crate) fn blanks(line: &[u8], mut i: usize) -> usize {
    loop {
        while i < line.len() && is_blank(line[i]) {
            i += 1;
        }
        // A terminal's colour (`ESC[32m`, §1.6.5) shows nothing: a line
        // opening with one has the prefix it has without it.
        match line.get(i) == Some(&0x1b) {
            true => match crate::markup::ansi::len(line, i, line.len()) {
                Some(n) => i += n,
                None => return i,
            },
            false => return i,
        }
    }
}

/// A gutter at `i`: digits and one of `. `, `: `, `- `, `(continued): `,
/// a tab, or one space; a `│` column after them (bat's); or grep's `12:`
/// (a matching line) and `13-` (a context line, `-A`/`-C`) glued to a
/// comment marker or quote (`12:# See …`, `13-//   …`). Glued to a
/// letter or digit they are text: a time (`12:30`), a date, a numbered
/// file name (`22-mboxrd-from-angle-cnn.eml` in a table whose next row
/// is `23-…`). `grep -rn` names the file first, with the same separator
/// on both sides of the number (`setup.py:12:# …`, `setup.py-13-#   …`).
/// Returns the number and the end of the gutter.
pub(crate) fn gutter(line: &[u8], i: usize) -> Option<(u64, usize)> {
    // (A blame listing's hash is 7 hex digits at least: most gutters are
    // turned away by their seventh byte.)
    if line.get(i + 6).is_some_and(u8::is_ascii_hexdigit) {
        if let Some(g) = blame(line, i) {
            return Some(g);
        }
    }
    let digits = line[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return named(line, i);
    }
    // No limit on digits: `cat -n` reaches line 10,000,000 in a big log
    // (issue 24, failure 12: an 8-digit gutter was glued into the URL). A
    // number past u64 counts no line of any file.
    let n = number(&line[i..i + digits])?;
    let rest = &line[i + digits..];
    let spaces = rest.iter().take_while(|&&c| c == b' ').count();
    let sep = if rest[spaces..].starts_with(BOX_VERTICAL) {
        spaces + BOX_VERTICAL.len()
    } else if rest.starts_with(b"(continued):") {
        12
    } else if rest
        .first()
        .is_some_and(|&c| matches!(c, b'.' | b':' | b'-'))
    {
        1
    } else {
        0
    };
    // The separator must be followed by white space (or end the line), so
    // `3.2` or `12:30` are not gutters; grep's glues its `:` or `-`.
    match rest.get(sep) {
        Some(b' ' | b'\t') | None => Some((n, i + digits + sep)),
        Some(b'\r' | b'\n') => Some((n, i + digits + sep)),
        Some(&c) if sep == 1 && rest[0] != b'.' && marks(c) => Some((n, i + digits + sep)),
        _ => None,
    }
}

/// The value of the ASCII digits `digits`; `None` past u64 (a number
/// that large counts no line of any file).
#[inline]
fn number(digits: &[u8]) -> Option<u64> {
    digits.iter().try_fold(0u64, |n, &d| {
        n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// The kernel test robot's `git blame` listing at `i`: an abbreviated
/// hash, the author, the date and the line number, `@` marking the line
/// it reports (`ae0078fcf0a5eb3 Dexuan Cui       2017-08-26  116   * https://…/user-`
/// over `… 117   * guide/make-integration-service`, the linux-hyperv
/// list). Every line of the listing repeats it, the number counting up.
#[inline(never)]
fn blame(line: &[u8], i: usize) -> Option<(u64, usize)> {
    let rest = &line[i..];
    let hash = rest.iter().take_while(|c| c.is_ascii_hexdigit()).count();
    if !(7..=40).contains(&hash) || rest.get(hash) != Some(&b' ') {
        return None;
    }
    // The date after the author: `  YYYY-MM-DD  `.
    let date = (hash + 2..rest.len().saturating_sub(12))
        .find(|&k| rest[k - 1] == b' ' && iso_date(&rest[k..]) && rest[k + 10] == b' ')?;
    let at = blanks(rest, date + 10);
    let at = at + usize::from(rest.get(at) == Some(&b'@'));
    let digits = rest[at..].iter().take_while(|c| c.is_ascii_digit()).count();
    let n = number(&rest[at..at + digits])?;
    (digits > 0 && rest.get(at + digits).is_none_or(|&c| is_blank(c)))
        .then_some((n, i + at + digits))
}

/// grep -rn's `path:12:` or `path-13-` at `i`: a path (no white space
/// or `:`, with a `.` or `/`), the separator, digits, the separator again
/// and what a glued gutter stands before (`gutter`).
fn named(line: &[u8], i: usize) -> Option<(u64, usize)> {
    let name = line[i..]
        .iter()
        .take(256)
        .take_while(|&&c| c.is_ascii_graphic() && c != b':')
        .count();
    let path = &line[i..i + name];
    // The number after the path: `:12:` after all of it, or the first
    // `-12-` once a `.` or `/` was seen.
    let (sep, at) = if line.get(i + name) == Some(&b':') {
        (b':', i + name)
    } else {
        let dotted = path.iter().position(|&c| c == b'.' || c == b'/')?;
        let k = (dotted..name).find(|&k| {
            path[k] == b'-'
                && path[k + 1..]
                    .iter()
                    .position(|c| !c.is_ascii_digit())
                    .is_some_and(|d| d > 0 && path[k + 1 + d] == b'-')
        })?;
        (b'-', i + k)
    };
    if !path[..at - i].iter().any(|&c| c == b'.' || c == b'/') {
        return None;
    }
    let (n, end) = gutter(line, at + 1).filter(|&(_, end)| line[end - 1] == sep)?;
    Some((n, end))
}

/// A byte that starts a comment marker or quote: what grep's glued
/// gutter may stand before (`gutter`).
fn marks(c: u8) -> bool {
    matches!(
        c,
        b'#' | b'/' | b';' | b'%' | b'"' | b'*' | b'>' | b'|' | b'-'
    )
}

/// U+2502, the column bat draws between its line numbers and the text.
const BOX_VERTICAL: &[u8] = "\u{2502}".as_bytes();

/// A comment marker or verbatim quote word at `i`, and its length.
/// `diff`: a unified diff's `+` or `-` may stand here (the line's start,
/// or after mail quotes).
pub(crate) fn marker(line: &[u8], i: usize, first: bool, diff: bool) -> Option<usize> {
    let rest = &line[i..];
    let run = |c: u8| rest.iter().take_while(|&&b| b == c).count();
    let then_blank = |n: usize| rest.get(n).is_none_or(|&c| is_blank(c) || c == b'\n');
    if diff && matches!(rest[0], b'+' | b'-') && run(rest[0]) == 1 {
        // A patch's added or removed line of a comment (`+ * See …`,
        // `-# …`): the sign, then the comment's own marker.
        let j = blanks(line, i + 1);
        let commented = j < line.len()
            && (matches!(line[j], b'>' | b'|') || marker(line, j, false, false).is_some());
        return commented.then_some(1);
    }
    match rest[0] {
        b'#' => Some(run(b'#')),
        b';' => Some(run(b';')),
        b'%' => Some(run(b'%')),
        b'"' => Some(1),
        b'/' if rest.starts_with(b"//") => Some(run(b'/').min(3)),
        // A C block comment's opening line (`/* See …`, `/** …`): its
        // continuation lines carry ` * ` (`Prefix::skip`).
        b'/' if rest.starts_with(b"/*") => {
            let n = if rest.starts_with(b"/**") { 3 } else { 2 };
            then_blank(n).then_some(n)
        }
        b'-' if run(b'-') >= 2 && then_blank(run(b'-')) => Some(run(b'-')),
        b'*' if then_blank(1) => Some(1),
        b'R' | b'r'
            if rest.len() >= 3 && rest[..3].eq_ignore_ascii_case(b"REM") && then_blank(3) =>
        {
            Some(3)
        }
        // Supercite: a short word glued to `>` (`C>>`, `JS>`), first only.
        c if first && c.is_ascii_alphabetic() => {
            let w = rest.iter().take_while(|c| c.is_ascii_alphabetic()).count();
            let q = rest[w..].iter().take_while(|&&c| c == b'>').count();
            (w <= 4 && q > 0 && then_blank(w + q)).then_some(w + q)
        }
        _ => None,
    }
}

/// Whether the marker `m` (as [`marker`] found it) opens a comment after
/// which a ` * ` is a bullet (`//  * `, `#  * `): not the `*` itself, a
/// diff's sign (`+ * ` is a C block in a patch) nor a supercite word
/// (`JS>` is a quote).
pub(crate) fn is_comment(m: &[u8]) -> bool {
    !matches!(m, b"*" | b"+" | b"-") && !m.ends_with(b">")
}

/// Whether `text` starts with a tool's diagnostic location: make's
/// `Makefile:32: ` (a name with no `.` or `/`, which grep's `path:12:`
/// gutter has: `gutter`) or a compiler's line and column (`a.c:12:5: `).
/// A tool writes one message a line: the next line is its next output
/// (`Makefile:32: https://…#using-syz-env` over `bin/syz-sysgen`, a build
/// log on the f2fs list).
fn diagnostic(text: &[u8]) -> bool {
    let name = text
        .iter()
        .take(128)
        .take_while(|&&c| c.is_ascii_alphanumeric() || b"_.+/-".contains(&c))
        .count();
    if name == 0 || !text[..name].iter().any(u8::is_ascii_alphabetic) {
        return false;
    }
    let mut numbers = 0;
    let mut i = name;
    while text.get(i) == Some(&b':') {
        let digits = text[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        if digits == 0 || text.get(i + 1 + digits) != Some(&b':') {
            break;
        }
        numbers += 1;
        i += 1 + digits;
    }
    let path = text[..name].iter().any(|&c| c == b'.' || c == b'/');
    text.get(i) == Some(&b':')
        && text.get(i + 1) == Some(&b' ')
        && (numbers == 2 || (numbers == 1 && !path))
}

/// Whether the text before a URL on its line ends the URL with the line:
/// code and then a `//` or `#` comment (`x = 1; // see https://…`,
/// `a = { … } # https://…`), a troff request or comment, or a command
/// after a shell's `$ ` prompt, or a tool's diagnostic (`diagnostic`). The next line is code, output or text of
/// its own (a `\` ending the line still folds it). A `//` or `#` in the
/// line's prefix (its first `prefix_len` bytes, §1.6.1) is no such
/// comment: its lines go on.
pub(crate) fn ends_with_line(before: &[u8], prefix_len: usize) -> bool {
    let text = before.trim_ascii_start();
    // A troff request line (`.UR https://…`, `.\" see https://…`): its
    // argument ends with the line; in a patch too (`-.UR https://…`).
    let text = match text {
        [b'-' | b'+', b'.', ..] => &text[1..],
        _ => text,
    };
    let name = text
        .iter()
        .skip(1)
        .take_while(|c| c.is_ascii_alphabetic())
        .count();
    if text.first() == Some(&b'.')
        && ((1..=2).contains(&name) && text.get(1 + name).is_some_and(u8::is_ascii_whitespace)
            || text[1..].starts_with(b"\\\""))
    {
        return true;
    }
    if diagnostic(text) {
        return true;
    }
    let marker = |w: &[u8], m: &[u8]| {
        w[0].is_ascii_whitespace() && w[1..].starts_with(m) && w[1 + m.len()].is_ascii_whitespace()
    };
    // After the prefix (`  791.    #   ` is one): `#` too, for TOML,
    // YAML, shell and Python comments after code.
    let text = &before[prefix_len.min(before.len())..];
    // A command typed after a shell's `$ ` prompt: its output starts the
    // next line (git's `git-url-parse.adoc`: `$ git url-parse --component
    // host https://example.com/user/repo` ⏎ `example.com`).
    if text.trim_ascii_start().starts_with(b"$ ") {
        return true;
    }
    text.windows(4).any(|w| marker(w, b"//")) || text.windows(3).any(|w| marker(w, b"#"))
}

#[cfg(test)]
mod tests {
    use super::gutter;

    #[test]
    fn grep_gutters_and_what_is_text() {
        let g = |l: &[u8]| gutter(l, 0);
        assert_eq!(g(b"12:# x"), Some((12, 3)));
        assert_eq!(g(b"13-//  x"), Some((13, 3)));
        assert_eq!(g(b"13-    x"), Some((13, 3)));
        assert_eq!(g(b"src/a.c:12:# x"), Some((12, 11)));
        assert_eq!(g(b"src/a.c-13-    x"), Some((13, 11)));
        assert_eq!(g(b"  12 \xe2\x94\x82 x"), None); // (blanks are the caller's)
        assert_eq!(g(b"12 \xe2\x94\x82 x"), Some((12, 6)));
        // Text: a time, a date, a numbered name, a prose line of grep's.
        assert_eq!(g(b"12:30 x"), None);
        assert_eq!(g(b"2024-04-01 x"), None);
        assert_eq!(g(b"22-mboxrd.eml\tx"), None);
        assert_eq!(g(b"a.c:12:See x"), None);
        assert_eq!(g(b"word-12-# x"), None);
        assert_eq!(g(b"http://h/x-12-#f"), None);
    }
}
