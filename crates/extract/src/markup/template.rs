//! Templates' placeholders (SPEC §1.5: what a reader takes as written).
//!
//! A placeholder's `{` ends a bare URL (§1.4), and two more rules make
//! the URL the one its writer wrote:
//!
//! - A `$` before the `{` (`${owner}` in a JavaScript template string,
//!   lodash's `blob/${ version }`, a shell `${VAR}`) starts the
//!   placeholder: the URL ends before it; so do an RPM macro's `%`
//!   (`%{version}`, every `.spec` file's `Source0:`) and Ruby's `#`
//!   (`#{repo}`).
//! - A host that a placeholder cuts after a `.` or `-`
//!   (`"url": "https://rds.{Region}.amazonaws.com"`) is no host: `{`
//!   would leave `https://rds`, a name nobody wrote, 717 times in
//!   botocore's `endpoint-rule-set-1.json` files; the URL is then its
//!   scheme and `//` alone, which admission refuses. A placeholder in the
//!   path leaves the URL before it (`…/compare/{{tag_name}}`).
//!
//! - A `${` placeholder cuts a host so too (`http://api.${REGION}.x`),
//!   and so does a name in angle brackets, SPEC §1.4's `<host>`, that
//!   the authority goes on after (`.`, `-`, `/` or `:`): cloud
//!   documentation writes `https://s3.<region>.amazonaws.com/<bucket>`,
//!   pip's `https://pip--<PR-NUMBER>.org.readthedocs.build/`; `<` would
//!   leave `https://s3`. A tag after a host's last dot (`a.example.<br>`
//!   ⏎) is followed by no such byte and leaves the URL as it was.
//! - A `printf` conversion (`%s`, `%d`, `%llu`, `%.2f`, `%(name)s`, Go's
//!   `%v`, Objective-C's `%@`) is a placeholder where it is no percent-escape (`%` and two hex
//!   digits, RFC 1738 §2.2) and ends a word (`%fg` is a bad escape, as
//!   RFC 2397 writes one): in the scheme's host the URL is a template
//!   and no URL (`https://%s.example.com/v1`); later it ends the URL
//!   before it (`https://example.org/search/%s/more` is
//!   `https://example.org/search/`). So do a `%NAME%` variable
//!   (`?term=%ID%`) and a rewrite rule's back-reference after a `/`
//!   (Apache's `RewriteRule ^(.*)$ http://www.example.com/$1`), a
//!   shell's `$(…)` and an interpolated `$name` after a `/`, `=`, `-`,
//!   `.` or `_` (`"https://metacpan.org/pod/$pkg"`; not OData's
//!   `$metadata` or `?$filter=`, nor Java's `Outer$Inner.class`).
//! - A `$` in the host or port is a template's variable
//!   (`s"https://s3-$region.…"`, `s"http://$asHostPort"`,
//!   `"http://127.0.0.1:$port/hello"`): no URL. In userinfo it may be the
//!   URL's own (RFC 3986 sub-delims).
//!
//! Rows: `template-*` in `tests/data.rs`, `trim-template-placeholder` and `trim-dollar-kept` in
//! `tests/rules.rs`.

/// Bytes to take off the end `i` of the URL `hay[s..i]`: 1 for the sign
/// of a `${`, `%{` or `#{` placeholder, else 0.
#[inline]
pub(crate) fn dollar(hay: &[u8], s: usize, i: usize) -> usize {
    usize::from(i > s + 1 && sign(hay[i - 1]) && hay.get(i) == Some(&b'{'))
}

/// The sign before a placeholder's `{`: a shell's or JavaScript's `${`,
/// an RPM macro's `%{` (`Source0: …/Template-Toolkit-%{version}.tar.gz`
/// read `…-%`), Ruby's `#{` (`"…/repos/#{repo}/issues"` read `…/#`).
#[inline]
fn sign(c: u8) -> bool {
    matches!(c, b'$' | b'%' | b'#')
}

/// Whether a placeholder's `{` at `stop` cuts the host of the URL whose
/// scheme ends at `colon`, right after a `.` or `-`.
#[inline]
pub(crate) fn cut_host(hay: &[u8], colon: usize, stop: usize) -> bool {
    let brace = match hay.get(stop) {
        Some(b'{') => true,
        Some(b'<') => false,
        _ => return false,
    };
    // (A `${` placeholder's `$` is read into the host: look before it.)
    let before = stop - usize::from(stop > colon + 4 && sign(hay[stop - 1]));
    stop > colon + 3
        && matches!(hay[before - 1], b'.' | b'-')
        && hay[colon..stop].starts_with(b"://")
        && !hay[colon + 3..stop].contains(&b'/')
        && (brace || angle_placeholder(hay, stop))
}

/// Whether `hay[at..]` is a placeholder in angle brackets that an
/// authority goes on after: `<`, a name (a letter, then letters, digits,
/// `-` or `_`), `>`, then `.`, `-`, `/` or `:` (`<region>.amazonaws.com`).
/// The name is at most 14 bytes: with the byte after it, it stays within
/// the look-ahead a match may read past `max_len` (`Config::lookahead`),
/// so a stream reads it as the whole input does. Out of line: a host
/// cut after a `.` or `-` by a `<` is rare.
#[cold]
#[inline(never)]
fn angle_placeholder(hay: &[u8], at: usize) -> bool {
    const MAX_NAME: usize = 14;
    if hay.get(at) != Some(&b'<') || !hay.get(at + 1).is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let name = hay[at + 1..]
        .iter()
        .take(MAX_NAME + 1)
        .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        .count();
    name <= MAX_NAME
        && hay.get(at + 1 + name) == Some(&b'>')
        && matches!(hay.get(at + 2 + name), Some(b'.' | b'-' | b'/' | b':'))
}

/// Where the host or port of the authority `hay[from..to]` holds a
/// `$`: no host name or port does, a template's variable does (Scala's
/// `s"https://s3-$region.…"`, a shell's `http://$HOST/`).
pub(crate) fn dollar_in_host(hay: &[u8], from: usize, to: usize) -> Option<usize> {
    // (Userinfo may hold one, RFC 3986's sub-delims: Mojolicious tests
    // `ws://AZaz09-._~!$&'()*+,;=:@localhost`.)
    let host = memchr::memrchr(b'@', &hay[from..to]).map_or(from, |k| from + k + 1);
    memchr::memchr(b'$', &hay[host..to]).map(|k| host + k)
}

/// Whether the host `$` at `d` (of the authority `hay[from..to]`) is a
/// variable glued to a whole host (`"https://metacpan.org$1"`, a path the
/// code appends): after a host name with a `.` that ends in a letter,
/// only the variable's name to the authority's end, which ends the URL.
/// The URL is then the host before it; a `$` inside the host
/// (`s3-$region.…`) or in place of it (`http://$host/`) is no such case.
pub(crate) fn glued_to_host(hay: &[u8], from: usize, d: usize, to: usize) -> bool {
    // (An authority only: `from` follows the scheme's `://`.)
    if d < from || hay.get(from - 3..from) != Some(b"://") {
        return false;
    }
    let host = memchr::memrchr(b'@', &hay[from..d]).map_or(from, |k| from + k + 1);
    let (name, var) = (&hay[host..d], &hay[d + 1..to]);
    name.contains(&b'.')
        && name.last().is_some_and(u8::is_ascii_alphabetic)
        && !var.is_empty()
        && var.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
        // (Then nothing of the URL: `ssh://host.xz$tcol/~repo` may put
        // a port there.)
        && !matches!(hay.get(to), Some(b'/' | b'?' | b'#'))
}

/// The first placeholder in the URL `hay[s..e]`, whose authority ends at
/// `host_end` (module docs): a `printf` conversion, a `%NAME%` variable,
/// a `$` variable in the path or query.
pub(crate) fn printf(hay: &[u8], s: usize, e: usize, host_end: usize) -> Option<usize> {
    let url = &hay[s..e];
    // (Not in the authority: `https://$user:$password@host/` is read as
    // written, its userinfo the template's.)
    let backref =
        memchr::memchr_iter(b'$', url).find(|&p| s + p >= host_end && variable_at(url, p));
    let mut i = 0;
    while let Some(k) = memchr::memchr(b'%', &url[i..]) {
        let p = i + k;
        let hex = |q: usize| url.get(q).is_some_and(u8::is_ascii_hexdigit);
        // (The conversion ends a word: RFC 2397's own bad escape `%fg`
        // is no placeholder.)
        let conversion = url.get(p + 1) == Some(&b'(') || conversion_at(url, p + 1);
        if (conversion || variable(&url[p..])) && !(hex(p + 1) && hex(p + 2)) {
            return Some(s + backref.map_or(p, |b| b.min(p)));
        }
        i = p + 1;
    }
    backref.map(|b| s + b)
}

/// A printf conversion's rest at `url[q..]`, after its `%`: a precision
/// (`.2`), C's length modifiers (`l`, `ll`, `h`, `hh`, `z`, `j`, `t`) and
/// a conversion that ends the word (`%s`, `%llu`, `%zu`, `%.3f`; Go's
/// `%v` and `%q`, Objective-C's `%@`). The kernel's `"mid:%llu"` in a
/// patch to the CIFS client (the linux-cifs list) names no message.
fn conversion_at(url: &[u8], mut q: usize) -> bool {
    // (A precision has its digits: `path%.c` is a file's name, Node's
    // `file:///some/path%.c`.)
    if url.get(q) == Some(&b'.') && url.get(q + 1).is_some_and(u8::is_ascii_digit) {
        q += 1;
        while url.get(q).is_some_and(u8::is_ascii_digit) {
            q += 1;
        }
    }
    for _ in 0..2 {
        if url.get(q).is_some_and(|c| b"lhzjt".contains(c)) {
            q += 1;
        }
    }
    url.get(q).is_some_and(|c| b"sdiufxXcpvq@".contains(c))
        && !url.get(q + 1).is_some_and(u8::is_ascii_alphanumeric)
}

/// Names a `$` starts in real URLs' paths and queries: OData's system
/// segments and options (`…/Service.svc/$metadata`, `?$filter=`) and
/// Azure's static website container (`…/$web/`).
const DOLLAR_NAMES: [&[u8]; 17] = [
    b"metadata",
    b"batch",
    b"filter",
    b"select",
    b"top",
    b"skip",
    b"expand",
    b"orderby",
    b"count",
    b"value",
    b"ref",
    b"entity",
    b"format",
    b"search",
    b"apply",
    b"links",
    b"web",
];

/// Whether the `$` at `url[p]` starts a variable that ends the URL: a
/// rewrite rule's back-reference (`/$1`), a shell's command substitution
/// (`release-$(rpm -E %fedora).noarch.rpm`), or an interpolated name in
/// Perl, shell, PHP or Kotlin (`"https://metacpan.org/pod/$pkg"`), after
/// a `/`, `=`, `-`, `.` or `_`. Not after a letter or digit (Java's
/// `Outer$Inner.class` in a `jar:` URL), nor a parameter name after `?`
/// or `&`, nor the names of [`DOLLAR_NAMES`].
fn variable_at(url: &[u8], p: usize) -> bool {
    if p == 0 || !b"/=-._".contains(&url[p - 1]) {
        return false;
    }
    let rest = &url[p + 1..];
    match rest.first() {
        Some(b'(') => true,
        Some(d) if d.is_ascii_digit() => true,
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
            let n = rest
                .iter()
                .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                .count();
            !DOLLAR_NAMES
                .iter()
                .any(|d| rest[..n].eq_ignore_ascii_case(d))
        }
        _ => false,
    }
}

/// A `%NAME%` variable at the start of `v` (a `%`): capitals, digits or
/// `_`, starting with a capital, closed by `%` (RFC 2397's bad escapes
/// `%be%fg%be` are none) (Windows' `%USERNAME%`,
/// Cytoscape's `term\=%ID%`).
fn variable(v: &[u8]) -> bool {
    let n = v[1..]
        .iter()
        .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || **c == b'_')
        .count();
    n > 0 && v[1].is_ascii_uppercase() && v.get(1 + n) == Some(&b'%')
}
