//! Backslash escapes (SPEC §1.7.1).
//!
//! `\` is unsafe in a URL (RFC 1738 §2.2), so inside any URL a `\`
//! followed by ASCII punctuation is an escape: the backslash is dropped and
//! the character read as itself. Markdown writes `\_` `\*` `\.`
//! (`http://your\_server\_ip:8983/solr`), LaTeX `\#` `\%` `\~` inside
//! `\url{}` and `\href{}`, JSON `\/` (`https:\/\/t.co\/x`). A `\>` closes
//! a wrapper as `>` does. An escaped character that could not be in a bare
//! URL (`\\`, `\"`, `\<`, `\{`) ends a bare URL before its backslash, and
//! a `\` before anything else ends it as before (§1.4) — except in a
//! `file:` URL, where `\` is a Windows path separator and is kept
//! (`file:///C:\Users\demo\a.html`).
//!
//! JSON writes any character as `\u` and four hex digits (RFC 8259 §7),
//! and Go's encoder writes `&`, `<` and `>` so (`\u0026`, `\u003c`,
//! `\u003e`), as Java's Gson writes `=` (`\u003d`): a `\u` escape is read
//! as its character like the others, so
//! `…pexels-photo-3225517.jpeg?auto=compress\u0026cs=tinysrgb` reads
//! `?auto=compress&cs=tinysrgb`, where it used to end at the `\`. A
//! `\u` escape of a character no URL holds (`\u003e`, `\u0022`) ends
//! the URL as that character does, and `\u` without four hex digits
//! (`\users`) is a lone `\` as before.
//!
//! troff's `\:` is a break point of zero width: groff's man pages put
//! one after each `/` of a URL and before each `.`
//! (`.UR https://\:www\:.gnu\:.org/\:software/\:groff/`, groff_man_style(7);
//! some after a `.` or `-` or before a `;`: `http://\:cm.bell\-labs.com/\:cm/`,
//! `gpic.1`; `FAQ\-\:ECfonts`, `grodvi.1`; `?p=cjk\:.git\:;a=blob_plain`,
//! `gpinyin.1`), and
//! docutils' man writer after each run of `/`, `@`, `?`, `&` or `#` and
//! before each run of `.` (`insert_URI_breakpoints`:
//! `http://\:abc\:.de/\:fg?\:q=abc`). There it is read as nothing
//! ([`DROPPED`]); elsewhere `\:` is a `:` as any escape (Java
//! `.properties` write `host\:8080`, and the scheme's colon too: `url=http\://h/a\=b`, where
//! the search takes the name as ending before the `\`). `Properties.store`
//! escapes every `:` and `=` it writes, so in a URL whose colon is so
//! escaped an unescaped `=` separates a key from its value
//! (`http\://xmlns.com/foaf/0.1/name=http\://www.w3.org/…#label`, rdf4j's
//! `LuceneSail` docs): the URL ends there.
//!
//! More of troff's escapes stand in URLs of man pages; each reads
//! as what the page shows, where the generic reading of `\` and
//! punctuation would put a character nobody sees in the URL:
//!
//! - `\:` before a `/` is a break point too where the URL's `://` came
//!   before it (the Linux man-pages: `http://www.ietf.org\:/rfc\:/…`),
//!   not where a `.properties` escapes a scheme's colon (`file\:/C\:/x`).
//! - `\&` is troff's character of zero width. DocBook's man pages (git's,
//!   apt's) put one before every `.` of their text, URLs included
//!   (`git://git\&.kernel\&.org/pub/scm/git/git\&.git`, git-clone.1):
//!   before a `.` it is read as nothing. Markdown and LaTeX escape a
//!   query's `&` so (`?a=1\&b=2`), before a letter: that `\&` stays `&`.
//! - `\(ti` and `\[ti]` are troff's names of the tilde
//!   (`http://www.catb.org/\[ti]esr/BROWSER/`, environ.7): read as `~`.
//! - `\*(` interpolates a string: pod2man quotes code with `\*(C`` and
//!   `\*(C'` (`\f(CW\*(C`http://bugs.debian.org/\*(C'\fR`,
//!   helpztags.1), which is no `*` of the URL: it ends the URL, as a `\`
//!   before anything but punctuation does.
//!
//! Rows: `f-md-04`, `f-md-06` … `f-md-09`, `f-md-11`, `f-md-12`; the
//! extractor's `escape-*` and `troff-*` rows.

/// What an escape of zero width reads as: no character of the URL
/// (U+200B, which a URL's text never keeps: `script::through`).
pub(crate) const DROPPED: char = '\u{200B}';

/// The character an escape at `hay[i]` stands for: `\` then ASCII
/// punctuation, both before `limit`.
#[inline]
pub(crate) fn at(hay: &[u8], i: usize, limit: usize) -> Option<u8> {
    let next = *hay.get(i + 1).filter(|_| i + 1 < limit)?;
    (hay[i] == b'\\' && next.is_ascii_punctuation()).then_some(next)
}

/// Whether the URL `url` (its bytes from the scheme on) keeps a `\` as a
/// path separator: a `file:` URL of a Windows path, its drive letter
/// followed by a `\` (`file:///C:\dir`, `file:///C:\\dir` in JSON) or a
/// UNC name (`file:\\\\server`; not a troff font escape, `file:///\fI`).
/// Elsewhere a `\` is an escape or ends the URL: `'file:///foo#1\n'` in
/// code, `file:///C:/p/'));\n` in JSON.
pub(crate) fn keeps_backslash(url: &[u8]) -> bool {
    if !url
        .get(..5)
        .is_some_and(|n| n.eq_ignore_ascii_case(b"file:"))
    {
        return false;
    }
    let path = &url[5..];
    let path = &path[path.iter().take(3).take_while(|&&c| c == b'/').count()..];
    match path {
        [b'\\', b'\\', ..] => true,
        [d, b':' | b'|', b'\\', ..] => d.is_ascii_alphabetic(),
        _ => false,
    }
}

/// The length of the escape (`\` and punctuation, or a `\u` escape) at
/// `hay[i]`, if one starts there.
#[inline]
pub(crate) fn len(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    (hay[i] == b'\\')
        .then(|| markup_char(hay, i, limit))
        .flatten()
        .map(|(_, n)| n)
}

/// An escape (§1.7.1) or an entity (§1.7.2) at `hay[i]`: the character it
/// stands for and its length in the input.
#[inline]
pub(crate) fn markup_char(hay: &[u8], i: usize, limit: usize) -> Option<(char, usize)> {
    match hay[i] {
        b'\\' => backslash(hay, i, limit),
        b'&' => crate::markup::entities::at(hay, i, limit),
        _ => None,
    }
}

/// The escape at the `\` at `hay[i]`, told by the byte after it: most
/// (`\/`, `\_`, `\u0026`) are none of troff's or LaTeX's, and asking
/// each of those in turn cost a dense run of escapes a fifth more time.
#[inline]
fn backslash(hay: &[u8], i: usize, limit: usize) -> Option<(char, usize)> {
    let next = *hay.get(i + 1).filter(|_| i + 1 < limit)?;
    let named = match next {
        b':' if troff_break(hay, i, limit) || troff_break_before_slash(hay, i, limit) => {
            Some((DROPPED, 2))
        }
        b'&' if troff_zero_width(hay, i, limit) => Some((DROPPED, 2)),
        // troff's string `\*(C'`: no character of the URL.
        b'*' if hay[..limit].get(i + 2) == Some(&b'(') => return None,
        b'(' if hay[i..limit].starts_with(b"\\(ti") => Some(('~', 4)),
        b'[' if hay[i..limit].starts_with(b"\\[ti]") => Some(('~', 5)),
        // LaTeX's `\~{}`: the tilde and the group that ends the command.
        b'~' if hay[i..limit].starts_with(b"\\~{}") => Some(('~', 4)),
        _ => None,
    };
    named
        .or_else(|| at(hay, i, limit).map(|b| (b as char, 2)))
        .or_else(|| unicode(hay, i, limit))
}

/// troff's break point `\:` at `hay[i]`: after a `.`, `/`, `?`, `&`,
/// `#`, `@` or `-`, or before a `.` or `;` (module docs).
#[inline]
fn troff_break(hay: &[u8], i: usize, limit: usize) -> bool {
    i > 0
        && i + 1 < limit
        && hay[i + 1] == b':'
        && (matches!(hay[i - 1], b'.' | b'/' | b'?' | b'&' | b'#' | b'@' | b'-')
            || (i + 2 < limit && matches!(hay[i + 2], b'.' | b';')))
}

/// How far back a `\:` before a `/` looks for its URL's `://`: well
/// within the bytes a stream keeps before a URL's colon (`BACK`, 1 KB),
/// so a stream reads it as the whole input does.
pub(crate) const SLASH_LOOK_BACK: usize = 256;

/// troff's break point `\:` at `hay[i]` before a `/` that starts no
/// `//` (after a few more break points, if any), in a URL whose `://`
/// comes before it on its word: the Linux man-pages put one before each
/// `/` of a path (`.UR http://www.ietf.org\:/rfc\:/rfc1036.txt`, uri.7).
/// Java's `.properties` escape every colon, the scheme's too
/// (`file\:/C\:/x`): no unescaped `://` comes before theirs.
#[inline]
fn troff_break_before_slash(hay: &[u8], i: usize, limit: usize) -> bool {
    // `hay[i..i + 2]` is `\:`. (Two in a row are read one at a time,
    // `morgan\:\:/libcap.git` in capget.2; a bound keeps a run of them
    // linear.)
    let hay = &hay[..limit];
    let mut j = i + 2;
    while j < i + 8 && hay.get(j..j + 2) == Some(b"\\:") {
        j += 2;
    }
    hay.get(j) == Some(&b'/') && hay.get(j + 1) != Some(&b'/') && after_authority(hay, i)
}

/// Whether an unescaped `://` comes before `hay[i]` on its word, within
/// [`SLASH_LOOK_BACK`] bytes. Out of line: `\:` before a single `/` is
/// rare outside man pages.
#[cold]
#[inline(never)]
fn after_authority(hay: &[u8], i: usize) -> bool {
    let before = &hay[i.saturating_sub(SLASH_LOOK_BACK)..i];
    let word = before
        .iter()
        .rposition(u8::is_ascii_whitespace)
        .map_or(before, |k| &before[k + 1..]);
    // (Unescaped: `http\://h/a\:/b` is a `.properties` value throughout.)
    memchr::memmem::find_iter(word, b"://").any(|k| k == 0 || word[k - 1] != b'\\')
}

/// troff's character of zero width `\&` at `hay[i]`, before a `.`
/// (module docs).
#[inline]
fn troff_zero_width(hay: &[u8], i: usize, limit: usize) -> bool {
    i + 2 < limit && hay[i + 1] == b'&' && hay[i + 2] == b'.'
}

/// The token `t` as a reader sees it when it holds troff's `\:`, `\&`
/// before a `.` or `\-`: the break points and characters of zero width
/// taken out, `\-` read as `-` (§1.7.1); `None` when it holds none. For
/// the join verdicts of §1.6.3, which judge `T` by its characters
/// (`example\:.org` is a domain).
#[inline]
pub(crate) fn troff_shown(t: &[u8]) -> Option<Vec<u8>> {
    // (A plain scan: `T` is a few bytes, too short for `memchr`'s set-up,
    // and this runs on every line a URL may go on to.)
    if !t.contains(&b'\\') {
        return None;
    }
    troff_strip(t)
}

#[cold]
#[inline(never)]
fn troff_strip(t: &[u8]) -> Option<Vec<u8>> {
    let (mut out, mut i) = (Vec::with_capacity(t.len()), 0);
    while i < t.len() {
        match t[i] {
            b'\\' if troff_break(t, i, t.len()) || troff_zero_width(t, i, t.len()) => i += 2,
            b'\\' if t.get(i + 1) == Some(&b'-') => i += 1,
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    (out.len() < t.len()).then_some(out)
}

/// 1 when the colon at `hay[c]` is escaped as Java's `.properties`
/// write it, after a letter or digit (`http\://h`, module docs), else 0.
/// Not troff's break point before a `.` or `;` (`news\:.answers`).
#[inline]
pub(crate) fn escaped_colon(hay: &[u8], c: usize) -> usize {
    usize::from(
        c >= 2
            && hay[c - 1] == b'\\'
            && hay[c - 2].is_ascii_alphanumeric()
            && !matches!(hay.get(c + 1), Some(b'.' | b';')),
    )
}

/// A JSON `\u` escape at `hay[i]` (a `\`): `\u` and four hex digits
/// before `limit`, the character they name (not a control, not half of
/// a surrogate pair), and the length 6.
fn unicode(hay: &[u8], i: usize, limit: usize) -> Option<(char, usize)> {
    let digits = hay.get(i + 2..i + 6).filter(|_| i + 6 <= limit)?;
    if hay[i + 1] != b'u' || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let code = u32::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()?;
    char::from_u32(code)
        .filter(|c| !c.is_control())
        .map(|c| (c, 6))
}
