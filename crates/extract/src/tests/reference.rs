//! SPEC §1 read literally, for the property test: at each position try
//! wrapped, angle, bare (in that order), take the first that matches, go
//! on after it. Written without the search (`Window`, `wrapper::read`,
//! the colon prefilter, the run cache): it reuses only leaf rules that
//! are tested on their own — character classes (`chars`), the scheme
//! table and its admission rules, `bare::read` and `links::read` (one bare URL's extent and
//! trim), escapes and entities (§1.7.1–2), line prefixes and page breaks
//! (§1.6.1–2), `hyphen::decide` (§1.3.3), the markdown link rule
//! (§1.7.3) and AsciiDoc's link text (`asciidoc`). It does not rejoin broken bare URLs (§1.6.3): compare it
//! with an extractor built with `join(false)`.

use crate::lines::page;
use crate::lines::prefix::{Prefix, MAX_PREFIX};
use crate::markup::escapes;
use crate::matches::Kind;
use crate::read::bare;
use crate::read::hyphen::{self, HyphenBreak};
use crate::search::window::BACK;
use crate::text::chars::{is_scheme_char, space_len, starts_with_scheme};
use crate::text::utf8::to_str;
use crate::Extractor;

/// What the reference computes of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) kind: Kind,
    pub(crate) url: String,
    pub(crate) terminated: bool,
    pub(crate) inner_space: bool,
    pub(crate) breaks: Vec<HyphenBreak>,
}

/// The matches of `hay`, slowly.
pub(crate) fn reference(ex: &Extractor, hay: &[u8]) -> Vec<Found> {
    let mut out = Vec::new();
    let mut p = 0;
    while p < hay.len() {
        match at(ex, hay, p) {
            Step::Match(m) => {
                p = m.end;
                out.push(m);
            }
            Step::Skip(to) => p = to,
        }
    }
    out
}

enum Step {
    Match(Found),
    /// No match at this position: go on at this offset.
    Skip(usize),
}

/// The scheme characters from `i`.
fn word(hay: &[u8], i: usize) -> usize {
    hay[i..].iter().take_while(|&&c| is_scheme_char(c)).count()
}

/// The length of the `<` or `&lt;` (§1.7.2) at `p`, if any.
fn lt(hay: &[u8], p: usize) -> usize {
    if hay[p] == b'<' {
        1
    } else if hay[p..].starts_with(b"&lt;") {
        4
    } else if hay[p..].starts_with("\u{27e8}".as_bytes()) {
        3
    } else {
        0
    }
}

/// §1.3.5 (b): `<URL:` or `<` known-scheme `:` at `i`.
fn is_opener(ex: &Extractor, hay: &[u8], i: usize) -> bool {
    let open = lt(hay, i);
    let n = word(hay, i + open);
    let name = &hay[i + open..i + open + n];
    open > 0
        && hay.get(i + open + n) == Some(&b':')
        && hay.get(i + open + n + 1) != Some(&b':')
        && (name.eq_ignore_ascii_case(b"URL") || ex.config.schemes.lookup(name).is_some())
}

fn at(ex: &Extractor, hay: &[u8], p: usize) -> Step {
    let open = lt(hay, p);
    // Ruby's `#<File:foo>` is an object (`markup::inspect`).
    let inspected = |open: usize, name: usize| {
        crate::markup::inspect::is_inspection(hay, open, &hay[name..name + word(hay, name)])
    };
    if open > 0 && is_opener(ex, hay, p) && !inspected(p, p + open) {
        let name = p + open;
        if word(hay, name) == 3 && hay[name..name + 3].eq_ignore_ascii_case(b"URL") {
            // §1.1: no URL inside, and the opener is plain text.
            return match wrapper(ex, hay, p, name + 4, Kind::Wrapped) {
                Some(m) => Step::Match(m),
                None => Step::Skip(name + 4),
            };
        }
        if let Some(m) = wrapper(ex, hay, p, name, Kind::Angle) {
            return Step::Match(m);
        }
    }
    // §1.4: a known scheme at a word start.
    let n = word(hay, p);
    // (`scheme::` is a path in code: `HTTP::Tiny`.) Signs `+` or a
    // string's `\n` before the name are no part of it (`start`).
    // (The run of scheme characters before the colon starts at `r`.)
    let r = p - hay[..p]
        .iter()
        .rev()
        .take_while(|&&c| is_scheme_char(c))
        .count();
    let start = crate::search::start::name_start(hay, r, p + n, &ex.config.schemes) == p
        && !(p > 0 && inspected(p - 1, p));
    if start && hay.get(p + n) == Some(&b':') && hay.get(p + n + 1) != Some(&b':') {
        if let Some(adm) = ex.config.schemes.lookup(&hay[p..p + n]) {
            let limit = (p + ex.config.max_len).min(hay.len());
            let b = crate::read::links::read(hay, p, limit);
            if b.url.len() > n && adm.admits(&b.url, n, &hay[b.end..]) {
                let url = String::from_utf8_lossy(&b.url).into_owned();
                return Step::Match(found(p, b.end, Kind::Bare, url, true, false, Vec::new()));
            }
        }
    }
    Step::Skip(p + 1)
}

fn found(
    start: usize,
    end: usize,
    kind: Kind,
    url: String,
    terminated: bool,
    inner_space: bool,
    breaks: Vec<HyphenBreak>,
) -> Found {
    Found {
        start,
        end,
        kind,
        url,
        terminated,
        inner_space,
        breaks,
    }
}

/// §1.1–1.3: the wrapper whose `<` is at `open`, content from `content`.
#[allow(
    clippy::too_many_lines,
    reason = "the reference reads a wrapper in one pass, in SPEC §1.3's order, so it can be checked against the text"
)]
fn wrapper(ex: &Extractor, hay: &[u8], open: usize, content: usize, kind: Kind) -> Option<Found> {
    let limit = (open + ex.config.max_len).min(hay.len());
    // §1.3.2, §1.6.1: the opening line's prefix (read when the line starts
    // within the search's look-back, `BACK`).
    let line = hay[..open]
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |i| i + 1);
    let first = if open - line <= BACK {
        &hay[line..open]
    } else {
        &[][..]
    };
    let prefix = Prefix::parse(first);
    let mut gutter = prefix.gutter();
    let mut url: Vec<u8> = Vec::new();
    let mut hyphens = Vec::new();
    let mut inner_space = false;
    // Since the last URL byte: white space seen, a line break seen; and
    // whether the current line holds only white space so far.
    let (mut space, mut lf, mut blank) = (false, false, false);
    let mut pages = 0;
    // A `\` folded the line; the last break was such a fold.
    let (mut fold, mut by_fold) = (false, false);
    // §1.8.1: CJK sentence punctuation ends the URL; the rest is prose.
    let mut cut = None;
    let mut strung = false;
    let mut i = content;
    let close = loop {
        if i >= limit {
            break None; // (c), (d)
        }
        // A line-ending `\` continues the line: no white space.
        let rest = &hay[i..limit];
        if rest.starts_with(b"\\\n") || rest.starts_with(b"\\\r\n") {
            i += 1;
            fold = true;
            continue;
        }
        let unit = escapes::markup_char(hay, i, limit);
        if hay[i] == b'>' || unit.is_some_and(|u| u.0 == '>') {
            break Some(i + unit.map_or(1, |u| u.1));
        }
        if rest.starts_with("\u{27e9}".as_bytes()) {
            break Some(i + 3);
        }
        if hay[i] == b'\n' {
            if blank {
                break None; // (a)
            }
            let next = match (pages < page::MAX_PAGES).then(|| page::skip(hay, i + 1, limit)) {
                Some(Some(n)) => {
                    pages += 1;
                    n
                }
                _ => i + 1,
            };
            let skip = prefix.skip(&hay[next..limit.min(next + MAX_PREFIX)], gutter, true);
            gutter = skip.gutter.or(gutter);
            i = next + skip.to;
            (space, lf, blank) = (true, true, true);
            if std::mem::take(&mut fold) {
                // RFC 8792: a `\` may start the next line (not an escape's).
                if hay.get(i) == Some(&b'\\') && escapes::markup_char(hay, i, limit).is_none() {
                    i += 1;
                }
                by_fold = true;
            }
            continue;
        }
        // A typesetter's hyphen: a soft hyphen anywhere, U+2010 before a
        // line end (blanks between).
        let typo = ["\u{ad}", "\u{2010}"]
            .map(str::as_bytes)
            .into_iter()
            .find(|h| rest.starts_with(h));
        // §1.6.5: a terminal's escape sequence is no part of the URL.
        if let Some(n) = crate::markup::ansi::len(hay, i, limit) {
            i += n;
            continue;
        }
        if let Some(h) = typo {
            let after = &hay[i + h.len()..limit];
            let eol = after
                .iter()
                .position(|c| !matches!(c, b' ' | b'\t' | b'\r'))
                .is_some_and(|k| after[k] == b'\n');
            if h.len() == 2 || eol {
                i += h.len();
                continue;
            }
        }
        // A string concatenated with the next line's (`markup::concat`,
        // leaf rules): its quotes, operator and break are code.
        let q = hay[i];
        if matches!(q, b'"' | b'\'')
            && matches!(hay.get(i + 1), Some(b' ' | b'\t' | b'\r' | b'\n'))
            && (strung || crate::markup::concat::open_string(first, q))
        {
            if let Some((_, a)) = crate::markup::concat::crossing(hay, i, limit) {
                (strung, i) = (true, a);
                continue;
            }
        }
        // A mail archive's ` at ` (`markup::obscured`, leaf rules), on
        // one line or ending it.
        let obscured =
            hay[i] == b' ' && !space && cut.is_none() && crate::markup::obscured::before(&url);
        if obscured && crate::markup::obscured::at(hay, i, limit) {
            url.push(b'@');
            i += 4;
            continue;
        }
        if obscured && crate::markup::obscured::at_line_end(hay, i, limit) {
            url.push(b'@');
            i += 3;
            continue;
        }
        if let Some(n) = space_len(hay, i) {
            // A label after the first white space of an angle wrapper's
            // line (`read::wrapper::spaced_label`, a leaf rule).
            if !space
                && !inner_space
                && cut.is_none()
                && kind == Kind::Angle
                && crate::read::wrapper::spaced_label(hay, i, limit, &url)
            {
                cut = Some(url.len());
            }
            (space, i) = (true, i + n);
            continue;
        }
        if is_opener(ex, hay, i) {
            break None; // (b)
        }
        if cut.is_none() && crate::script::cjk::punct_at(hay, i).is_some() {
            cut = Some(url.len());
        }
        if cut.is_some() {
            (space, lf, blank) = (false, false, false);
            i += unit.map_or(1, |u| u.1);
            continue;
        }
        // (A fold's mark is spent on the first URL character after it,
        // whether or not white space came before: `<URL:\⏎http://# a>`
        // still has an inner space.)
        let after_fold = std::mem::take(&mut by_fold);
        if space && !url.is_empty() && !after_fold {
            if !lf {
                inner_space = true;
            } else if url.last() == Some(&b'-') {
                hyphens.push(url.len() - 1);
            }
        }
        (space, lf, blank) = (false, false, false);
        match unit {
            // (An escape of zero width, troff's `\:`, reads as nothing.)
            Some((ch, n)) => {
                if ch != escapes::DROPPED {
                    url.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
                }
                i += n;
            }
            None => {
                url.push(hay[i]);
                i += 1;
            }
        }
    };
    let Some(end) = close else {
        // §1.3.5: read like a bare URL from the first non-white byte.
        let mut s = content;
        while let Some(n) = (s < limit).then(|| space_len(hay, s)).flatten() {
            s += n;
        }
        let b = bare::read(hay, s.min(limit), limit);
        if let Some(m) = spaced(ex, hay, s.min(limit), b.end, limit) {
            return Some(found(open, m.0, kind, m.1, false, true, Vec::new()));
        }
        let url = String::from_utf8_lossy(&b.url).into_owned();
        return starts_with_scheme(url.as_bytes())
            .then(|| found(open, b.end, kind, url, false, false, Vec::new()));
    };
    // AsciiDoc link text after the URL (`asciidoc.rs`, a leaf rule).
    let cut = cut.or_else(|| crate::markup::asciidoc::text_start(&url, 0, url.len()));
    hyphens.retain(|&h| cut.is_none_or(|n| h < n));
    url.truncate(cut.unwrap_or(url.len()));
    if !starts_with_scheme(&url) {
        return None;
    }
    let text = to_str(url.into(), &mut hyphens).into_owned();
    let (text, breaks) = match hyphens.is_empty() {
        true => (text, Vec::new()),
        false => hyphen::decide(text, &hyphens),
    };
    let end =
        crate::read::links::after_wrapper(hay, open, end, limit, text.as_bytes()).unwrap_or(end);
    Some(found(open, end, kind, text, true, inner_space, breaks))
}

/// An unterminated wrapper's scheme and colon alone (the bare reading at
/// `s` ends at `end`), white space on the same line, then a run the
/// scheme admits joined to them (`read::wrapper`, "A space after the
/// colon"): the run's end and the URL.
fn spaced(
    ex: &Extractor,
    hay: &[u8],
    s: usize,
    end: usize,
    limit: usize,
) -> Option<(usize, String)> {
    let n = word(hay, s);
    if hay.get(s + n) != Some(&b':') || end > s + n + 1 {
        return None;
    }
    let adm = ex.config.schemes.lookup(&hay[s..s + n])?;
    let mut q = s + n + 1;
    while q < limit && hay[q] != b'\n' {
        match space_len(hay, q) {
            Some(k) => q += k,
            None => break,
        }
    }
    if q == s + n + 1 || q >= limit || hay[q] == b'\n' {
        return None;
    }
    let run = bare::read(hay, q, limit);
    let mut url = hay[s..=s + n].to_vec();
    url.extend_from_slice(&run.url);
    (!run.url.is_empty() && adm.admits(&url, n, &hay[run.end..limit]))
        .then(|| (run.end, String::from_utf8_lossy(&url).into_owned()))
}

/// The reference on SPEC §1's own examples (expected values from the SPEC).
#[test]
fn reads_the_spec_examples() {
    let ex = Extractor::builder().join(false).build().unwrap();
    let read = |t: &str| -> Vec<(Kind, String, bool, bool)> {
        let r = reference(&ex, t.as_bytes());
        r.into_iter()
            .map(|m| (m.kind, m.url, m.terminated, m.inner_space))
            .collect()
    };
    let one = |k, u: &str| vec![(k, u.to_string(), true, false)];
    assert_eq!(
        read("(see http://a.b/c_(d))"),
        one(Kind::Bare, "http://a.b/c_(d)")
    );
    assert_eq!(read("xhttp://a.b <URL:> <user@host.example>"), []);
    assert_eq!(
        read("Unclosed <URL:http://a.example/x and http://b.example/y"),
        [
            (
                Kind::Wrapped,
                "http://a.example/x".to_string(),
                false,
                false
            ),
            (Kind::Bare, "http://b.example/y".to_string(), true, false)
        ]
    );
    assert_eq!(
        read("> see <URL:http://a.example/\n>   path> ok"),
        one(Kind::Wrapped, "http://a.example/path")
    );
    assert_eq!(
        read("<URL:ftp://host/a.ps or b.ascii>"),
        [(
            Kind::Wrapped,
            "ftp://host/a.psorb.ascii".to_string(),
            true,
            true
        )]
    );
    assert_eq!(
        read("<HTTP://h.example/>"),
        one(Kind::Angle, "HTTP://h.example/")
    );
}
