//! Adjacent string literals that code joins (SPEC §1.5: what a reader
//! sees). A long URL in source is often split into string literals on
//! consecutive lines, which the language concatenates:
//!
//! ```text
//! q = ("https://example.org/search?q="        Python, C: juxtaposed
//!      "term&page=2")
//! x = "http://a.example/x" +                  JavaScript, Java, C#
//!     "/y";
//! $u = 'https://a.example/x' .                PHP ('..' in Lua)
//!      '/y';
//! s = 'https://ja.wikipedia.org/wiki/'\      Python, a continued line
//!     '%E3%83%97…'
//! ```
//!
//! The reader sees one URL. Evidence, all of it required: the URL is a
//! whole string (a quote opens right before it and the same quote closes
//! right after it); after the closing quote the line holds only blanks
//! and at most one concatenation operator (`+`, `++`, `<>`, `.`, `..`, `&`,
//! `\`: `markup::concat`); the
//! URL's own trailing `?` or `.` (which §1.4 trims) may come first; the
//! next line holds blanks, that operator if the first line had none, and
//! a string in either quote (Python and JavaScript mix them) whose
//! content is URL characters alone (no
//! blank: `"see below"` is prose) or up to a placeholder (`{v[genus]}`,
//! where the URL then ends), does not start with a scheme (a
//! second URL, `["http://a" ⏎ "http://b"]`), and is followed on its line
//! by what ends an expression (`)`, `]`, `}`, `,`, `;`, a comment) or an
//! operator; a table of strings (`"./g"  =  "http://a/b/c/g"` lines in
//! RFC 3986 §5.4.1) is none. A `,` after the first string (a list) or
//! anything else on its line rules the join out. Each piece may
//! again be followed so (at most [`MAX_PIECES`]).
//!
//! Rows: `literal-*` in `tests/rules.rs`.

use crate::join::continuation::Joined;
use crate::join::tail::typed;
use crate::markup::concat::{crossing, operator};
use crate::read::bare::run_end;
use crate::text::chars::starts_with_scheme;

/// Strings joined into one URL at most.
const MAX_PIECES: usize = 16;

/// The pieces of the URL `hay[s..end]` continued in the string literals
/// of the next lines (module docs), or `None` when none follows.
pub(crate) fn extend(hay: &[u8], s: usize, end: usize, limit: usize) -> Option<Joined> {
    let q = *hay.get(s.checked_sub(1)?)?;
    // (§1.4 trimmed what the next string continues: `…do?` ⏎ `"find…"`.)
    let end = end
        + hay[end..limit]
            .iter()
            .take_while(|c| b".,:;!?".contains(c))
            .count();
    if !matches!(q, b'"' | b'\'') || hay.get(end) != Some(&q) {
        return None;
    }
    let mut out = Joined::default();
    out.pieces.push((s, end));
    let mut close = end;
    while out.pieces.len() < MAX_PIECES {
        let Some((lf, a, e)) = next_piece(hay, close, limit) else {
            break;
        };
        if out.pieces.len() == 1 && breaks_file_name(&hay[s..end], &hay[a..e]) {
            return None;
        }
        out.pieces.push((a, e));
        out.breaks.push(lf);
        close = e;
    }
    (out.pieces.len() > 1).then_some(out)
}

/// Whether the string `piece` would run a word on into the file name
/// that ends `url`: `"http://localhost/a.jpg"` ⏎ `"link"` is a program's
/// output, two strings printed one a line (the Ruby reference manual's
/// `English` page), not `a.jpglink`. A type cut short goes on
/// (`"…/a.tar"` ⏎ `".gz"`, `"…/a.ht"` ⏎ `"ml"`), and so do a query or a
/// fragment (`?`, `#`: no letter).
fn breaks_file_name(url: &[u8], piece: &[u8]) -> bool {
    // The last segment of a path: after a `/` past the authority's (a
    // host cut inside a word, `"http://www.exam"` ⏎ `"ple.com/"`, goes on).
    let authority = memchr::memmem::find(url, b"//").map_or(0, |i| i + 2);
    let Some(slash) = memchr::memrchr(b'/', url).filter(|&i| i >= authority) else {
        return false;
    };
    let seg = &url[slash + 1..];
    let word = piece
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    if word == 0 || !typed(seg) {
        return false;
    }
    let mut joined = seg[seg.len().saturating_sub(6)..].to_vec();
    joined.extend_from_slice(&piece[..word]);
    !typed(&joined)
}

/// After the string closed at `close`: the LF, and the content `(a, e)`
/// of the string on the next line, in its own quote (module docs).
fn next_piece(hay: &[u8], close: usize, limit: usize) -> Option<(usize, usize, usize)> {
    let (lf, a) = crossing(hay, close, limit)?;
    let q = hay[a - 1];
    let e = a + memchr::memchr2(q, b'\n', &hay[a..limit])?;
    // URL characters alone (`'` is one: the run may pass the closer), or
    // up to a placeholder, where the URL ends (`template`).
    let run = run_end(hay, a, a, limit);
    if e == a
        || hay[e] != q
        || (run < e && hay[run] != b'{')
        || run == a
        || starts_with_scheme(&hay[a..e])
    {
        return None;
    }
    ends_statement(hay, e + 1, limit).then_some((lf, a, e))
}

/// Whether the rest of the line from `i` closes what the string was in
/// (`)`, `]`, `}`, `,`, `;`), continues it (an operator), or is a
/// comment: a table of strings (`"./g"  =  "http://a/b/c/g"`, RFC 3986
/// §5.4.1) is no expression.
fn ends_statement(hay: &[u8], mut i: usize, limit: usize) -> bool {
    while i < limit {
        match hay[i] {
            b'\n' | b'\r' | b'#' => return true,
            b'/' => return hay.get(i + 1) == Some(&b'/'),
            b' ' | b'\t' | b')' | b']' | b'}' | b',' | b';' => i += 1,
            _ => return operator(hay, i, limit) > 0,
        }
    }
    true
}
