//! Broken bare URLs (SPEC §1.6.3): a bare URL that reaches the end of its
//! line is continued on the next line when the evidence says a line break
//! cut it.
//!
//! The next line is read after its prefix (§1.6.1, same shape as the
//! URL's first line) and after a page break (§1.6.2); its first token `T`
//! (the URL characters up to white space) is the candidate. The URL as
//! cut is `U`, its line `L1`; `W` is the widest of the lines around the
//! break (the line before `L1`, `L1`, `T`'s line and the one after), the
//! block's wrap column.
//!
//! Never joined (and why):
//! - the next line carries a marker the URL's line did not (`% 201 …`
//!   after a plain line, a new `* ` bullet) or holds another URL (a table
//!   of URLs, RFC 2396's examples): it is an entry of its own;
//! - `T` starts a URL of its own or a label (`URL:`, `Source-2{46}:`,
//!   `f-page-05`), starts with a character no URL goes on with after a
//!   break (`(`, `"`, `*`…) or looks like a command-line option (`-Dx=`,
//!   `f-bare-nojoin-02`), ends at a character other than white space or a
//!   closing quote or bracket, or holds no letter or digit;
//! - `T` is a prose word: letters only, lower case, Capitalised or upper
//!   case (`has`, `for`, `This`); CamelCase (`ProjectBuildingException`)
//!   is an identifier, not prose (`f-bare-nojoin-*`, `f-prefix-10`, `-11`).
//!
//! Joined, primary reading:
//! - `U` is visibly incomplete: it ends in `://`, `-`, `=`, `&`, `_`, `%`
//!   or a cut `%X` escape, or a `.` still inside the host (`f-page-01`,
//!   `f-bare-join-04`, `-05`, `-07`, `f-prefix-01`, and RFC 2255's LDAP
//!   examples);
//! - `U` was cut inside a token (it ends in a letter or digit) and `T` has
//!   URL structure (`/`, `.ext`, `=`, `&`, `#`, `?`, `%`, `_`, digits
//!   mixed with letters, as a cut hex run is), or `U` ends in a letter and
//!   `T` is all digits (`#L` + `123`); on the URL's first line `T` must
//!   also not fit in what was left of the wrap column, and the line be 60
//!   columns or wider, or the break may be the author's (the public case
//!   `18-bare-not-joined`; `f-bare-join-01`, `-02`, `-06`, `f-prefix-04`);
//! - `U` ends in `/` and `T` has URL structure and would not have fitted
//!   on `L1` within `W`: a filling program moved it (`f-prefix-02`, `-05`,
//!   `-12`, `-14`);
//! - `U` ends in sentence punctuation (`.`, `,`) only when `T` has strong
//!   structure (`/ = ? & # %`) or is the rest of a domain name
//!   (`résumé.` + `example.org`), does not start with a capital, `U`
//!   does not end in a file name, and `T` would not have fitted:
//!   otherwise the sentence ended there;
//! - `U` ends in a file extension only when `T` starts with a delimiter
//!   (`/ ? # & = ; %`) and would not have fitted, so `maven-metadata.xml`
//!   + `606/606 B` stays apart.
//!
//! A gutter that repeats the cut line's number (`104(continued): `) is a
//! viewer's wrap of one source line: joined unless `T` is ruled out
//! above (`f-prefix-17`).
//!
//! Across a page break (§1.6.2) the evidence must be stronger: `U`
//! incomplete, or `T` with `/ # ? =` that would not have fitted; a page
//! often ends a paragraph and the next starts with a section number.
//!
//! Otherwise, where `T` has URL structure but would have fitted (or is a
//! lower-case word after a cut at the wrap column), the cut reading is
//! primary and the joined one an alternative. Everything is read within
//! the match's `max_len`.

use memchr::{memchr, memrchr};

use crate::chars::{decode, is_bare_ascii, is_iri_char, is_scheme_char};
use crate::page;
use crate::prefix::Prefix;
use crate::schemes::SchemeSet;

/// What follows a bare URL's first run on later lines.
#[derive(Debug, Default)]
pub(crate) struct Joined {
    /// The runs of URL bytes after the first, each `(start, end)`.
    pub(crate) pieces: Vec<(usize, usize)>,
    /// Offset of the LF of each joined line break.
    pub(crate) breaks: Vec<usize>,
    /// A further run read only as an alternative, and its LF.
    pub(crate) alt: Option<((usize, usize), usize)>,
}

/// Where the URL's first line is, when the look-back reaches its start.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineContext {
    /// Start of the line the URL starts on.
    pub(crate) start: usize,
    /// Start of the line before it, if within the look-back.
    pub(crate) before: Option<usize>,
}

/// The narrowest column text is commonly filled to (mail 72, RFCs 72,
/// code 80; 60 leaves room for quote prefixes taken off).
const WRAP: usize = 60;

/// What the verdict needs to know of the URL so far, kept up to date as
/// runs are joined (so a long chain of joins stays linear).
#[derive(Clone, Copy, Debug, Default)]
struct Tail {
    /// Index just after the authority's `//`.
    auth: Option<usize>,
    /// A `/` follows the authority: the path has begun.
    path: bool,
    /// Index of the last `/`.
    slash: Option<usize>,
}

impl Tail {
    /// Accounts `url[from..]`, just appended.
    fn push(&mut self, url: &[u8], from: usize) {
        if self.auth.is_none() {
            let at = from.saturating_sub(1);
            self.auth = memchr::memmem::find(&url[at..], b"//").map(|i| at + i + 2);
        }
        if let (Some(a), false) = (self.auth, self.path) {
            self.path = memchr(b'/', &url[a.max(from)..]).is_some();
        }
        if let Some(i) = memrchr(b'/', &url[from..]) {
            self.slash = Some(from + i);
        }
    }
}

enum Verdict {
    No,
    Join,
    Alt,
}

/// The end of the run of URL characters from `i` (SPEC §1.4's set,
/// untrimmed), at most `limit`.
pub(crate) fn run_end(hay: &[u8], mut i: usize, limit: usize) -> usize {
    while i < limit {
        let c = hay[i];
        if c < 0x80 {
            if !is_bare_ascii(c) {
                break;
            }
            i += 1;
            continue;
        }
        match decode(hay, i) {
            Some((ch, n)) if i + n <= limit && is_iri_char(ch) => i += n,
            _ => break,
        }
    }
    i
}

/// Display width of a line: a tab to the next multiple of 8, a character
/// one column, the line end not counted.
fn width(line: &[u8]) -> usize {
    line.iter().fold(0, |w, &c| match c {
        b'\t' => (w / 8 + 1) * 8,
        b'\r' | b'\n' => w,
        0x80..=0xbf => w,
        _ => w + 1,
    })
}

/// The line starting at `i`, without its LF, read up to `limit`; and the
/// start of the next one.
fn line_at(hay: &[u8], i: usize, limit: usize) -> (&[u8], usize) {
    match memchr(b'\n', &hay[i..limit]) {
        Some(n) => (&hay[i..i + n], i + n + 1),
        None => (&hay[i..limit], limit),
    }
}

/// Continues the bare URL `hay[s..end]` (its untrimmed first run) on the
/// lines after it. `ctx` is `None` when the URL's line starts too far
/// back to be read (then it counts as a wide line with no prefix).
pub(crate) fn extend(
    hay: &[u8],
    s: usize,
    end: usize,
    limit: usize,
    ctx: Option<LineContext>,
    schemes: &SchemeSet,
) -> Joined {
    let mut out = Joined::default();
    let prefix = Prefix::parse(ctx.map_or(&[][..], |c| &hay[c.start..s]));
    let mut gutter = prefix.gutter();
    // Widths of the line before the current one and of the current one.
    let mut w0 = ctx
        .and_then(|c| c.before.map(|b| width(line_at(hay, b, c.start).0)))
        .unwrap_or(0);
    let mut w1 = ctx.map_or(usize::MAX / 4, |c| width(line_at(hay, c.start, limit).0));
    let mut url: Vec<u8> = hay[s..end].to_vec();
    let mut tail = Tail::default();
    tail.push(&url, 0);
    let mut last_end = end;
    let mut first = true;
    loop {
        let mut i = last_end;
        while i < limit && matches!(hay[i], b' ' | b'\t' | b'\r') {
            i += 1;
        }
        if i >= limit || hay[i] != b'\n' {
            break;
        }
        let lf = i;
        let next = page::skip(hay, lf + 1, limit).unwrap_or(lf + 1);
        if next >= limit {
            break;
        }
        let (l2, after) = line_at(hay, next, limit);
        let skip = prefix.skip(l2, gutter, false);
        if !skip.same {
            break;
        }
        let q = next + skip.to;
        let t_end = run_end(hay, q, next + l2.len());
        if t_end == q {
            break;
        }
        let w2 = width(l2);
        let w3 = if after < limit {
            width(line_at(hay, after, limit).0)
        } else {
            0
        };
        let wide = w0.max(w1).max(w2).max(w3);
        let t = Candidate {
            t: &hay[q..t_end],
            after: (t_end < limit).then(|| hay[t_end]),
            rest: &hay[t_end..next + l2.len()],
            fresh: Prefix::parse(&l2[skip.to..]).marked(),
            first,
            paged: next != lf + 1,
            fits: w1.saturating_add(1 + width(&hay[q..t_end])) <= wide,
            wrapcol: w1 >= WRAP && w1 >= w0.max(w2).max(w3),
            wide: w1 >= WRAP,
            display: skip.gutter.is_some() && skip.gutter == gutter,
        };
        match decide(&url, tail, &t, schemes) {
            Verdict::No => break,
            Verdict::Alt => {
                out.alt = Some(((q, t_end), lf));
                break;
            }
            Verdict::Join => {
                out.pieces.push((q, t_end));
                out.breaks.push(lf);
                let from = url.len();
                url.extend_from_slice(&hay[q..t_end]);
                tail.push(&url, from);
                gutter = skip.gutter.or(gutter);
                (w0, w1) = (w1, w2);
                last_end = t_end;
                first = false;
            }
        }
    }
    out
}

/// The first token of the next line and what is known around it.
struct Candidate<'a> {
    t: &'a [u8],
    /// The byte after `t`, if any.
    after: Option<u8>,
    /// The rest of `t`'s line.
    rest: &'a [u8],
    /// `t`'s line has a marker of its own after the shared prefix.
    fresh: bool,
    /// The break is on the URL's first line.
    first: bool,
    /// A page break lies between.
    paged: bool,
    /// `t` would have fitted on the cut line within the wrap column.
    fits: bool,
    /// The cut line is the widest around, and wide.
    wrapcol: bool,
    /// The cut line is as wide as text filled to a column is (60 or more).
    wide: bool,
    /// A gutter repeats the cut line's number: a viewer wrapped the line.
    display: bool,
}

/// The verdict for joining `c.t` to `url` (see the module docs).
fn decide(url: &[u8], tail: Tail, c: &Candidate<'_>, schemes: &SchemeSet) -> Verdict {
    let t = c.t;
    let t0 = t[0];
    let last = *url.last().unwrap_or(&b' ');
    let scheme_only = url.ends_with(b"://");
    let name = t.iter().take_while(|&&c| is_scheme_char(c)).count();
    let label = t.get(name) == Some(&b':')
        && name > 0
        && (schemes.lookup(&t[..name]).is_some()
            || (!scheme_only && name >= 2 && t[..name].iter().all(u8::is_ascii_alphabetic)));
    let starts_ok = t0.is_ascii_alphanumeric()
        || b"/#?%&=_~+".contains(&t0)
        || (t0 == b'.' && t.get(1).is_some_and(u8::is_ascii_alphanumeric))
        || (t0 == b'-'
            && !t
                .get(1)
                .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'-'))
        || (t0 == b'-' && last == b'-')
        || t0 >= 0x80;
    let ends_ok = c
        .after
        .is_none_or(|a| a.is_ascii_whitespace() || b"\"'>`".contains(&a) || a >= 0x80);
    let other_url = memchr::memmem::find(c.rest, b"://").is_some();
    if c.fresh || other_url || label || !starts_ok || !ends_ok {
        return Verdict::No;
    }
    let tt = trimmed(t);
    if !tt.iter().any(u8::is_ascii_alphanumeric) {
        return Verdict::No;
    }
    if incomplete(url, tail) || c.display {
        return Verdict::Join;
    }
    let strong = tt.iter().any(|c| b"/#?=".contains(c));
    if c.paged && (c.fits || !strong) {
        return Verdict::No;
    }
    let word = is_word(tt);
    let digits = tt.iter().all(u8::is_ascii_digit);
    let join_unless_fits = if c.fits { Verdict::Alt } else { Verdict::Join };
    if extension(url, tail) {
        return match b"/?#&=;%".contains(&t0) {
            true => join_unless_fits,
            false => Verdict::No,
        };
    }
    if last == b'/' {
        return match !word && !digits && structured(tt) {
            true => join_unless_fits,
            false => Verdict::No,
        };
    }
    if b".,:;!?')]".contains(&last) {
        // A sentence ended: after a file name, or before a capital.
        if extension(trimmed(url), tail) || t0.is_ascii_uppercase() {
            return Verdict::No;
        }
        let domain = last == b'.'
            && tt.contains(&b'.')
            && tt
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'-');
        return match (tt.iter().any(|c| b"/=?&#%".contains(c)) || domain) && !c.fits {
            true => Verdict::Join,
            false => Verdict::No,
        };
    }
    // Cut inside a token; on the first line only at a wrap column.
    let author = c.first && (c.fits || !c.wide);
    if digits {
        return match last.is_ascii_alphabetic() && !author {
            true => Verdict::Join,
            false => Verdict::No,
        };
    }
    if !word && structured(tt) {
        // On the first line an author may have broken it on purpose
        // (`See http://a/very/long` + `/path here.`, a public case):
        // only a cut at a real wrap column is clear.
        return if author { Verdict::Alt } else { Verdict::Join };
    }
    if word && c.wrapcol && last.is_ascii_alphabetic() && tt.iter().all(|c| !c.is_ascii_uppercase())
    {
        return Verdict::Alt;
    }
    Verdict::No
}

/// `t` without the trailing characters §1.4 trims.
fn trimmed(t: &[u8]) -> &[u8] {
    let n = t
        .iter()
        .rev()
        .take_while(|c| b".,:;!?')]".contains(c))
        .count();
    &t[..t.len() - n]
}

/// The URL as cut visibly lacks something.
fn incomplete(url: &[u8], tail: Tail) -> bool {
    let n = url.len();
    if url.ends_with(b"://") || matches!(url[n - 1], b'-' | b'=' | b'&' | b'_' | b'%') {
        return true;
    }
    if n >= 2 && url[n - 2] == b'%' && url[n - 1].is_ascii_hexdigit() {
        return true;
    }
    // A `.` still inside the host.
    url[n - 1] == b'.' && tail.auth.is_some() && !tail.path
}

/// The last path segment ends in a file extension (`.xml`, `.tar.gz`).
fn extension(url: &[u8], tail: Tail) -> bool {
    let Some(slash) = tail.slash.filter(|&i| tail.path && i < url.len()) else {
        return false;
    };
    // An extension is short: only the segment's last bytes are looked at.
    let seg = &url[(slash + 1).max(url.len().saturating_sub(6))..];
    let Some(dot) = memrchr(b'.', seg) else {
        return false;
    };
    let ext = &seg[dot + 1..];
    (1..=5).contains(&ext.len())
        && ext[0].is_ascii_alphabetic()
        && ext.iter().all(u8::is_ascii_alphanumeric)
}

/// Letters only, and not CamelCase: prose.
fn is_word(t: &[u8]) -> bool {
    let Ok(s) = std::str::from_utf8(t) else {
        return false;
    };
    let mut prev_lower = false;
    for c in s.chars() {
        if !c.is_alphabetic() || (prev_lower && c.is_uppercase()) {
            return false;
        }
        prev_lower = c.is_lowercase();
    }
    true
}

/// URL structure: a delimiter inside, digits mixed with letters, or
/// CamelCase.
fn structured(t: &[u8]) -> bool {
    let delim = t.iter().any(|c| b"/.=&#?%_~:;@+".contains(c));
    let digit = t.iter().any(u8::is_ascii_digit);
    let alpha = t.iter().any(u8::is_ascii_alphabetic);
    delim || (digit && alpha) || (!is_word(t) && alpha)
}

#[cfg(test)]
mod tests {
    use super::{extension, incomplete, is_word, structured, Tail};

    #[test]
    fn evidence() {
        let tail = |u: &[u8]| {
            let mut t = Tail::default();
            t.push(u, 0);
            t
        };
        let inc = |u: &[u8]| incomplete(u, tail(u));
        let ext = |u: &[u8]| extension(u, tail(u));
        assert!(inc(b"http://"));
        assert!(inc(b"http://mvnplugins.fusesource."));
        assert!(!inc(b"http://a.example/x."));
        assert!(inc(b"http://a/%3"));
        assert!(ext(b"http://a.example/maven-metadata.xml"));
        assert!(!ext(b"http://www.example.com"));
        assert!(is_word(b"has") && is_word(b"This") && !is_word(b"ProjectBuildingException"));
        assert!(structured(b"ProjectBuildingException") && structured(b"d558054"));
        assert!(!structured(b"and") && !structured(b"404"));
    }
}
