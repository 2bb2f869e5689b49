//! Bare URLs (SPEC §1.4): how far one extends, and the trailing
//! characters trimmed from it. The markup and script rules that decide an
//! end inside text (§1.7.1–1.7.3, §1.8.1) are applied here, character by
//! character, by the modules that own them: `escapes`, `entities`,
//! `markdown`, `script`.
//!
//! A URL right after `(` ends at the `)` that closes that `(`: an
//! unbalanced `)` ends it even when URL characters follow, as CSS writes
//! `url(https://getfirebug.com/…/buttonBg.png);padding:3px` (10 URLs of
//! firebug-lite's style sheet, a string in lodash's vendored
//! `firebug-lite-debug.js`, ran on into the next declaration). Balanced
//! parentheses stay (`(http://msdn.microsoft.com/…/ms531081(v=VS.85).aspx)`).
//!
//! A `,` that ends a comma-separated field or comes before the next URL
//! of a list ends the URL (`fields`); so does a template's placeholder,
//! as written (`template`).

use std::borrow::Cow;

use crate::markup::{
    ansi, asciidoc, escapes, fields, latex, markdown, obscured, pairs, pattern, position, starred,
    template, texinfo,
};
use crate::script::cjk::{is_cjk, particle_start, splits_grapheme, Segments};
use crate::script::through;
use crate::text::chars::{
    decode, is_bare_ascii, is_iri_char, is_plain_bare, is_scheme_char, is_url_char, is_value_symbol,
};

/// A bare URL read from the input.
pub(crate) struct Extent<'h> {
    /// Offset just past the match.
    pub(crate) end: usize,
    /// The URL: borrowed when no escape or entity was decoded.
    pub(crate) url: Cow<'h, [u8]>,
    /// Where a markdown link's text ends (its `](`), when the URL is
    /// that text, written bare or as a code span (§1.7.3).
    pub(crate) link_text: Option<usize>,
    /// The match is a same-text link (`read::links`), not the URL alone.
    pub(crate) linked: bool,
}

/// An escape or entity inside the URL: its input span and what it reads.
#[derive(Clone, Copy, Debug)]
struct Unit {
    start: usize,
    end: usize,
    ch: char,
}

/// What one pass over the URL found.
struct Scan {
    /// Where the URL stopped, before trimming.
    stop: usize,
    opens: [usize; 2],
    closes: [usize; 2],
    units: Vec<Unit>,
    /// Stopped at the `](` of a markdown link.
    link: bool,
}

impl Scan {
    /// `hay[start..end]` reads as `ch` (an escape, an entity, a tilde).
    fn unit(&mut self, start: usize, end: usize, ch: char) {
        self.units.push(Unit { start, end, ch });
    }

    /// A byte at `hay[i]` (in the URL from `s`) that is ASCII but no plain
    /// URL character: its length in the URL, or `None` where the URL
    /// ends before it (an escape or entity, §1.7.1–1.7.2; a markdown
    /// link's `](`, §1.7.3; a bracket, a field's `,`; CJK glued to it).
    fn ascii(
        &mut self,
        hay: &[u8],
        s: usize,
        i: usize,
        limit: usize,
        how: How,
        segments: &mut Segments,
    ) -> Option<usize> {
        let c = hay[i];
        let keep_backslash = how.keep_backslash;
        match how
            .texinfo
            .then(|| texinfo::inside(hay, i, limit))
            .flatten()
        {
            Some(None) => return None,
            Some(Some(n)) => {
                self.unit(i, i + n, '@');
                return Some(n);
            }
            None => {}
        }
        // A terminal's escape sequence reads as nothing (`ansi`).
        if c == 0x1b {
            let n = ansi::len(hay, i, limit)?;
            self.unit(i, i + n, escapes::DROPPED);
            return Some(n);
        }
        let (ch, n) = match c {
            b'\\' | b'&' => match escapes::markup_char(hay, i, limit) {
                Some((ch, n)) if is_url_char(ch, keep_backslash) || ch == escapes::DROPPED => {
                    self.unit(i, i + n, ch);
                    (ch, n)
                }
                Some(_) => return None,
                // §1.7.1: a lone `\` ends the URL, except in `file:`.
                None if c == b'&' || keep_backslash => (c as char, 1),
                None => return None,
            },
            b']' if markdown::ends_link_text(hay, i) => {
                self.link = true;
                return None;
            }
            b']' if markdown::ends_bracket(self.opens[1], self.closes[1]) => return None,
            b'[' if pairs::is_closing_tag(hay, i, limit) => return None,
            b')' if (how.destination || how.paren) && self.closes[0] >= self.opens[0] => {
                return None
            }
            b',' if fields::ends_at(hay, s, i, limit, how.field) => return None,
            b'(' if fields::opens_url(hay, i, limit) => return None,
            b'=' if how.properties => return None,
            _ if is_bare_ascii(c) => (c as char, 1),
            _ => return None,
        };
        match ch {
            '(' => self.opens[0] += 1,
            ')' => self.closes[0] += 1,
            '[' => self.opens[1] += 1,
            ']' => self.closes[1] += 1,
            _ => {}
        }
        if !ch.is_ascii() && is_cjk(ch) && !segments.keeps(hay, i, n, prev(hay, s, i, self)) {
            return None;
        }
        Some(n)
    }

    /// Counts the brackets of `hay[s..e]` again, for a trim from `e`.
    fn recount(&mut self, hay: &[u8], s: usize, e: usize) {
        let n = |b: u8| hay[s..e].iter().filter(|&&c| c == b).count();
        (self.opens, self.closes) = ([n(b'('), n(b'[')], [n(b')'), n(b']')]);
    }
}

/// Reads the URL starting at `s` up to `limit`: extended over URL
/// characters, then trimmed. (A link whose text is this URL is one
/// match: `read::links` reads it.)
pub(crate) fn read(hay: &[u8], s: usize, limit: usize) -> Extent<'_> {
    if let Some(whole) = latex_argument(hay, s, limit) {
        return whole;
    }
    let name = hay[s..limit]
        .iter()
        .take_while(|&&c| is_scheme_char(c))
        .count();
    let delim = markdown::opener(hay, s);
    let destination = markdown::is_destination(hay, s);
    let paren = !destination && s > 0 && hay[s - 1] == b'(';
    let span = span_close(hay, s);
    // A link destination runs to its `)` as a code span to its backtick.
    let close = span.or(destination.then_some(b')'));
    let texinfo = texinfo::opens(hay, s);
    let properties = hay.get(s + name) == Some(&b'\\');
    let mut how = How {
        keep_backslash: escapes::keeps_backslash(&hay[s..limit.min(s + name + 8)]),
        code: close.is_some(),
        quote: close == Some(b'\''),
        destination,
        paren,
        texinfo,
        properties,
        stop: match (texinfo, properties) {
            (true, _) => b'@',
            (_, true) => b'=',
            _ => 0,
        },
        field: fields::starts_field(hay, s, &hay[s..s + name]),
    };
    let mut sc = scan(hay, s, limit, how);
    // The closer may be escaped (`\"` in JSON or YAML).
    let closed = |p: usize| {
        hay.get(p) == close.as_ref() || hay.get(p..p + 2) == Some(&[b'\\', close.unwrap_or(0)][..])
    };
    if how.code && !closed(sc.stop) {
        // No closing backtick or quote: no span after all (§1.8.1).
        (how.code, how.quote) = (false, false);
        sc = scan(hay, s, limit, how);
    }
    let code = how.code;
    // Stopped at the `)` that closes a link's destination, or at the `](`
    // of a text written again as one: the punctuation before is the
    // destination's (§1.7.3).
    let link_closed = (destination && code) || (sc.link && markdown::same_closed(hay, s, sc.stop));
    let seen = seen(&hay[s..sc.stop]);
    // A mailer's `**` at a break point reads as nothing (`starred`).
    if seen & STAR != 0 {
        let n = sc.units.len();
        for k in starred::runs(&hay[s..sc.stop], s) {
            sc.unit(k, k + 2, escapes::DROPPED);
        }
        if sc.units.len() > n {
            sc.units.sort_unstable_by_key(|u| u.start);
        }
    }
    let e = trim(hay, s, sc.stop, &mut sc, delim, link_closed);
    let mut e = as_written(hay, s, s + name, e, &mut sc, delim, seen);
    if let Some(a) = particle_start(hay, s, e).filter(|_| !code) {
        e = trim(hay, s, a, &mut sc, delim, false);
    }
    if let Some(n) = crate::read::defense::rewritten_end(&hay[s..e]) {
        sc.recount(hay, s, s + n);
        e = s + n;
    }
    // (Link text starts at a `[`: most URLs hold none.)
    let bracket = seen & BRACKET != 0 || e > sc.stop;
    if let Some(a) = bracket.then(|| asciidoc::text_start(hay, s, e)).flatten() {
        sc.recount(hay, s, a);
        e = trim(hay, s, a, &mut sc, delim, false);
    }
    let url = text(hay, s, e, &sc.units);
    // The link text may be a code span: `` [`u`](u) `` (§1.7.3).
    let link_text = match (sc.link, code && span.is_some()) {
        (true, _) => Some(sc.stop),
        (false, true) => {
            Some(sc.stop + 1).filter(|&p| p < limit && markdown::ends_link_text(hay, p))
        }
        _ => None,
    };
    Extent {
        end: e,
        url,
        link_text,
        linked: false,
    }
}

/// §1.7.5: LaTeX's argument is the URL, whole (`latex`).
fn latex_argument(hay: &[u8], s: usize, limit: usize) -> Option<Extent<'_>> {
    if !latex::opens(hay, s) {
        return None;
    }
    let (end, found) = latex::argument(hay, s, limit)?;
    let units: Vec<Unit> = found
        .into_iter()
        .map(|(start, end, ch)| Unit { start, end, ch })
        .collect();
    Some(Extent {
        end,
        url: text(hay, s, end, &units),
        link_text: None,
        linked: false,
    })
}

/// The end of the URL from `s` (scheme's colon at `colon`), trimmed to
/// `e`, as its writer wrote it (§1.4): a pattern or a template of the
/// host is no URL (the scheme and colon alone, which admission refuses),
/// a placeholder later ends it (`template`, `pattern`), and a stack
/// frame's `:line:column` is none of it (`position`). `seen`: the bytes
/// of these rules the URL before trimming holds (`seen`).
fn as_written(
    hay: &[u8],
    s: usize,
    colon: usize,
    mut e: usize,
    sc: &mut Scan,
    delim: Option<&[u8]>,
    seen: u8,
) -> usize {
    if template::cut_host(hay, colon, sc.stop) {
        e = e.min(colon + 3);
    }
    let host_end = pattern::host_end(hay, colon, e);
    if seen & RARE == 0 && !pattern::around(hay, s, sc.stop) {
        return e - position::suffix(hay, s, e, host_end, &hay[s..colon]);
    }
    let dollar = template::dollar_in_host(hay, colon, host_end);
    if let Some(d) = dollar.filter(|&d| template::glued_to_host(hay, colon + 3, d, host_end)) {
        return d;
    }
    if pattern::is_pattern(hay, s, colon, sc.stop, seen & PATTERN != 0) || dollar.is_some() {
        return e.min(colon + 1);
    }
    if let Some(p) = template::printf(hay, s, e, host_end) {
        // In the host, or the whole path of a URL with no host
        // (`file:///$GIT_BUILD_DIR/x`): a template, no URL.
        if p < host_end || (host_end == colon + 3 && p <= host_end + 1) {
            return colon + 1;
        }
        sc.recount(hay, s, p);
        e = trim(hay, s, p, sc, delim, false);
    }
    e - position::suffix(hay, s, e, host_end, &hay[s..colon])
}

/// `seen`'s bit for a byte the rules of `as_written` read (a pattern's
/// `pattern::BYTES`, and `$`, `%`: templates, printf), for `[`
/// (AsciiDoc's link text), for `pattern::BYTES` alone, and for `*` (a
/// mailer's `**`, `starred`).
const RARE: u8 = 1;
const BRACKET: u8 = 2;
const PATTERN: u8 = 4;
const STAR: u8 = 8;

static SEEN: [u8; 256] = {
    let mut t = [0; 256];
    t = mark(t, pattern::BYTES, RARE | PATTERN);
    t = mark(t, b"$%", RARE);
    t = mark(t, b"*", STAR);
    mark(t, b"[", BRACKET)
};

/// `t` with `bit` set for each of `bytes`.
const fn mark(mut t: [u8; 256], bytes: &[u8], bit: u8) -> [u8; 256] {
    let mut i = 0;
    while i < bytes.len() {
        t[bytes[i] as usize] |= bit;
        i += 1;
    }
    t
}

/// Which of the bytes `as_written` and AsciiDoc's rule read the URL
/// holds: one pass over it, cheaper on a URL of a few dozen bytes than a
/// vector search for each (the calls cost more than the bytes).
#[inline]
fn seen(url: &[u8]) -> u8 {
    url.iter().fold(0, |m, &c| m | SEEN[usize::from(c)])
}

/// How one URL is read.
#[derive(Clone, Copy)]
struct How {
    /// `file:`: `\` is a path separator (§1.7.1).
    keep_backslash: bool,
    /// In a code span, quotes or a link destination: CJK never ends the
    /// URL (§1.8.1).
    code: bool,
    /// A markdown link destination: an unbalanced `)` ends it (§1.7.3).
    destination: bool,
    /// After a `'`: the next `'` closes the string the URL is in.
    quote: bool,
    /// Right after `(`: an unbalanced `)` ends the URL (module docs).
    paren: bool,
    /// In `@uref{…}`: `,` ends the URL, `@@` reads `@` (`texinfo`).
    texinfo: bool,
    /// The scheme's colon is escaped (`http\://`, a Java `.properties`
    /// file): an unescaped `=` is the key's end (`escapes`).
    properties: bool,
    /// The plain byte that is no URL byte here: `@` for Texinfo (`@@`),
    /// `=` for `.properties`; else 0.
    stop: u8,
    /// Right after `,`: the next `,` ends the URL (`fields`).
    field: bool,
}

/// The byte that closes a span opened right before `s`, in which the URL
/// runs to that byte (§1.8.1): a code span's backtick, the `"` of a
/// quoted value (`href="…?q=%23hashtagの"`), or the `'` of a string in
/// code (`new URL('file:///你好.txt').pathname`).
fn span_close(hay: &[u8], s: usize) -> Option<u8> {
    match s.checked_sub(1).map(|p| hay[p]) {
        Some(b @ (b'`' | b'"' | b'\'')) => Some(b),
        _ => None,
    }
}

fn scan(hay: &[u8], s: usize, limit: usize, how: How) -> Scan {
    let mut sc = Scan {
        stop: s,
        opens: [0; 2],
        closes: [0; 2],
        units: Vec::new(),
        link: false,
    };
    let mut segments = Segments::new(how.code);
    // (`@` is plain but for Texinfo's `@@`; `'` but in a quoted string.)
    let quote = if how.quote { b'\'' } else { how.stop };
    let mut i = s;
    while i < limit {
        // Most of a URL is bytes no rule looks at: one tight loop over them.
        i += plain_len(&hay[i..limit], how.stop, quote);
        let Some(&c) = hay[..limit].get(i) else {
            break;
        };
        if c < 0x80 {
            if how.quote && c == b'\'' {
                break;
            }
            match sc.ascii(hay, s, i, limit, how, &mut segments) {
                Some(n) => i += n,
                // A mail archive's ` at ` for the address's `@` (`obscured`).
                None if c == b' '
                    && obscured::at(hay, i, limit)
                    && obscured::before(&hay[s..i]) =>
                {
                    sc.unit(i, i + 4, '@');
                    i += 4;
                }
                None => break,
            }
            continue;
        }
        match decode(hay, i) {
            Some((ch, n)) if i + n <= limit && is_iri_char(ch) => {
                if is_cjk(ch) && !segments.keeps(hay, i, n, prev(hay, s, i, &sc)) {
                    break; // §1.8.1: CJK glued to an ASCII word
                }
                i += n;
            }
            // §1.7.3: a destination its `)` closes (`code` is then set).
            Some((ch, n))
                if i + n <= limit
                    && how.destination
                    && how.code
                    && markdown::in_destination(ch) =>
            {
                i += n
            }
            // A joiner or modifier belongs to the character before it.
            Some((_, n)) if i + n <= limit && splits_grapheme(hay, s, i, limit) => i += n,
            // `?utf8=✓&q=…`: a query value's symbol.
            Some((ch, n)) if i + n <= limit && is_value_symbol(ch, &hay[s..i]) => i += n,
            // A typesetter's tilde (`∼`, `˜`) or U+200B (`typeset`).
            Some((ch, n)) if i + n <= limit && through::stands_in(ch, hay, i, n) => {
                sc.unit(i, i + n, through::read_as(ch));
                i += n;
            }
            _ => break,
        }
    }
    sc.stop = i;
    sc
}

/// How many bytes `bytes` starts with that no rule looks at: plain URL
/// bytes (`is_plain_bare`) other than `stop` and `quote`, which are 0
/// for most URLs (no Texinfo, `.properties` or quoted string): then one
/// table look-up a byte, not three tests (0 is no plain byte).
#[inline]
fn plain_len(bytes: &[u8], stop: u8, quote: u8) -> usize {
    if stop == 0 && quote == 0 {
        // (16 at a time while all are plain, as `wrapper` reads its run.)
        return super::class_len(bytes, plain_mask, is_plain_bare);
    }
    bytes
        .iter()
        .take_while(|&&c| is_plain_bare(c) && c != stop && c != quote)
        .count()
}

/// Bit `j` set when `chunk[j]` is a plain URL byte (`is_plain_bare`):
/// visible ASCII (above `0x20`, below `0x7f`, compared as signed bytes)
/// but the ones no plain byte is: `"&(),<>` one by one, `[\\]^`,
/// `` ` `` and `{|}`.
#[inline(always)]
fn plain_mask(chunk: &[u8; 16]) -> u32 {
    super::visible_but(chunk, b"\"&(),<>`", &[(b'[', b'^'), (b'{', b'}')])
}

/// Bit `j` set when `chunk[j]` is an ASCII URL byte (`is_bare_ascii`):
/// visible ASCII but `"<>\\^` `` ` `` and `{|}`.
#[inline(always)]
fn bare_mask(chunk: &[u8; 16]) -> u32 {
    super::visible_but(chunk, b"\"<>\\^`", &[(b'{', b'}')])
}

/// The character before `i` if it is ASCII, as read (an escape's or
/// entity's character).
fn prev(hay: &[u8], s: usize, i: usize, sc: &Scan) -> Option<u8> {
    match sc.units.last() {
        Some(u) if u.end == i => u.ch.is_ascii().then_some(u.ch as u8),
        _ => (i > s && hay[i - 1] < 0x80).then(|| hay[i - 1]),
    }
}

/// A rule of three or more `=`, `-`, `_`, `*` or `~` written right
/// after a URL is the text's decoration, not the URL's: a signature's
/// `=====http://host/~user/=====` (SPEC §1.5: what a reader sees). No
/// real URL ends that way (base64 padding is at most `==`).
const RULE: usize = 3;

/// The length of the rule of one repeated decoration byte ending at `i`
/// (0 if fewer than [`RULE`] bytes), never reaching back to `s`.
fn rule_at(hay: &[u8], s: usize, i: usize) -> usize {
    let c = hay[i - 1];
    if !matches!(c, b'=' | b'-' | b'_' | b'*' | b'~') {
        return 0;
    }
    let n = hay[s..i].iter().rev().take_while(|&&b| b == c).count();
    if n >= RULE && n < i - s {
        n
    } else {
        0
    }
}

/// The run of `k` `*` ending at `i` (one or two) after a closing bracket
/// the trim removes: a plain-text bold that opened lines before the URL
/// closes after its `)` (Gmail's `*…(man page:` ⏎
/// `http://www.khronos.org/…/errors.html)*`, an ImageJ list's mail of
/// January 2011). A `*` after anything else stays: a glob (`…/gnus/*`,
/// RFC 2083's `…/iso_8859-1.*`), `news:*`.
fn bold_after_trimmed(hay: &[u8], s: usize, i: usize, k: usize, sc: &Scan) -> usize {
    if hay[i - 1] != b'*' || !(1..=2).contains(&k) || i - k <= s {
        return 0;
    }
    let trims = match hay[i - k - 1] {
        b')' => sc.closes[0] > sc.opens[0],
        b']' => sc.closes[1] > sc.opens[1],
        _ => false,
    };
    if trims {
        k
    } else {
        0
    }
}

/// Trims `.,:;!?'`, unbalanced closing brackets, the emphasis delimiter
/// `delim`, a decoration rule (`rule_at`) and a placeholder's `$` from
/// the end `i`, counting as it goes so the trim stays linear. `link_closed`:
/// a link destination's `)` ends the URL at `i`, which keeps the
/// punctuation a page's name ends in (§1.7.3).
fn trim(
    hay: &[u8],
    s: usize,
    mut i: usize,
    sc: &mut Scan,
    delim: Option<&[u8]>,
    link_closed: bool,
) -> usize {
    let delim = delim.filter(|d| d != b"`");
    i -= template::dollar(hay, s, i);
    // Full stops are being trimmed (an ellipsis goes whole).
    let mut dots = false;
    while i > s {
        while sc.units.last().is_some_and(|u| u.start >= i) {
            sc.units.pop();
        }
        // A cut inside an escape takes it whole (link text's rule cuts at
        // the `[` of `\[`, troff's `\[aq]`: its `\` goes too).
        if let Some(u) = sc.units.last().filter(|u| u.end > i) {
            i = u.start;
            continue;
        }
        let unit = sc.units.last().copied().filter(|u| u.end == i);
        if let Some(d) = delim.filter(|_| unit.is_none()) {
            if i - s > d.len() && hay[..i].ends_with(d) {
                i -= d.len();
                continue;
            }
        }
        let rule = match (unit, hay[i - 1]) {
            // (An emphasis's closer: asked only where one may end, of the
            // run of its byte counted once.)
            (None, c @ (b'*' | b'_')) => {
                let k = hay[s..i].iter().rev().take_while(|&&b| b == c).count();
                rule_at(hay, s, i)
                    .max(markdown::closes_earlier(hay, s, i, k))
                    .max(bold_after_trimmed(hay, s, i, k, sc))
            }
            (None, _) => rule_at(hay, s, i),
            _ => 0,
        };
        if rule > 0 {
            i -= rule;
            continue;
        }
        if link_closed && unit.is_none() && hay[s..i].ends_with("…".as_bytes()) {
            (i, dots) = (i - "…".len(), true);
            continue;
        }
        let (ch, from) = unit.map_or((hay[i - 1] as char, i - 1), |u| (u.ch, u.start));
        match ch {
            // (A link destination's `)` ends it, not the punctuation a
            // page's name ends in: `[Apple](…/wiki/Apple_Inc.)`, curl's
            // `[`--next`](https://curl.se/docs/manpage.html#-:)`. An
            // ellipsis, a `,` or a `;` there is still the writer's.)
            '.' if link_closed && !dots && hay[i - 2] != b'.' => break,
            ':' | '!' | '?' | '\'' if link_closed => break,
            // (What reads as nothing: a colour's reset after the URL.)
            '.' | ',' | ':' | ';' | '!' | '?' | '\'' | escapes::DROPPED => {}
            ')' if sc.closes[0] > sc.opens[0] => sc.closes[0] -= 1,
            ']' if sc.closes[1] > sc.opens[1] => sc.closes[1] -= 1,
            _ => break,
        }
        dots |= ch == '.';
        i = from;
    }
    i
}

/// The URL `hay[s..e]` with its escapes and entities read.
fn text<'h>(hay: &'h [u8], s: usize, e: usize, units: &[Unit]) -> Cow<'h, [u8]> {
    let n = units.iter().take_while(|u| u.end <= e).count();
    if n == 0 {
        return Cow::Borrowed(&hay[s..e]);
    }
    let mut v = Vec::with_capacity(e - s);
    let mut last = s;
    for u in &units[..n] {
        v.extend_from_slice(&hay[last..u.start]);
        if u.ch != escapes::DROPPED {
            v.extend_from_slice(u.ch.encode_utf8(&mut [0; 4]).as_bytes());
        }
        last = u.end;
    }
    v.extend_from_slice(&hay[last..e]);
    Cow::Owned(v)
}

/// The end of the run of URL characters from `i` (SPEC §1.4's set and
/// §1.7.1's escapes, untrimmed), at most `limit`: never shorter than
/// the bare URL read from `i`, nor from `s` (the run's start, when `i`
/// resumes a run read before).
#[inline]
pub(crate) fn run_end(hay: &[u8], s: usize, mut i: usize, limit: usize) -> usize {
    while i < limit {
        // (16 URL bytes at a time while all are, as `plain_len` reads.)
        i += super::run16(&hay[i..limit], bare_mask).unwrap_or_else(|n| n);
        let Some(&c) = hay[..limit].get(i) else {
            break;
        };
        if c < 0x80 {
            // (A `\` is no URL character: an escape starts only there.)
            if is_bare_ascii(c) {
                i += 1;
            } else if let Some(n) = escapes::len(hay, i, limit).or_else(|| ansi::len(hay, i, limit))
            {
                i += n;
            } else {
                break;
            }
            continue;
        }
        match decode(hay, i) {
            Some((ch, n)) if i + n <= limit && is_iri_char(ch) => i += n,
            // A TeX tilde after a `/`, a U+200B in a URL (`typeset`).
            Some((ch, n)) if i + n <= limit && i > s && through::stands_in(ch, hay, i, n) => i += n,
            // A joiner or modifier that `bare::read` keeps with the
            // character before it (`ssh://` + U+200D).
            Some((_, n)) if i + n <= limit && splits_grapheme(hay, s, i, limit) => i += n,
            Some((ch, n)) if i + n <= limit && is_value_symbol(ch, &hay[s..i]) => i += n,
            _ => break,
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    /// `seen` tells what a search for each byte would: the three vector
    /// searches it replaced, and a search for `[`.
    fn check(url: &[u8]) {
        let rare = memchr::memchr3(b'\\', b'(', b'[', url).is_some()
            || memchr::memchr3(b'*', b'+', b'$', url).is_some()
            || memchr::memchr(b'%', url).is_some();
        let m = super::seen(url);
        assert_eq!(m & super::RARE != 0, rare, "{url:?}");
        assert_eq!(m & super::BRACKET != 0, url.contains(&b'['), "{url:?}");
        let pattern = url.iter().any(|c| b"\\([*+".contains(c));
        assert_eq!(m & super::PATTERN != 0, pattern, "{url:?}");
        assert_eq!(m & super::STAR != 0, url.contains(&b'*'), "{url:?}");
    }

    /// The 16-byte reading of plain bytes takes every plain byte and
    /// stops at every other, at each place of a chunk.
    #[test]
    fn plain_len_stops_at_each_byte_value() {
        for at in 0..40 {
            for stop in 0..=255u8 {
                let mut bytes = b"http://a.example/aB0$-_.+!*';/?:@=%#~".repeat(2)[..at].to_vec();
                bytes.push(stop);
                bytes.extend_from_slice(b"xyz");
                let want = if crate::text::chars::is_plain_bare(stop) {
                    at + 4
                } else {
                    at
                };
                assert_eq!(super::plain_len(&bytes, 0, 0), want, "{at} {stop:#04x}");
            }
        }
    }

    /// `run_end` (16 bytes at a time while all are URL bytes) stops at
    /// every byte that is none, at each place of a chunk, and reads on
    /// over every one that is.
    #[test]
    fn run_end_stops_at_each_byte_value() {
        for at in 0..40 {
            for stop in 0..0x80u8 {
                let mut hay = b"http://a.example/(x)[y],&=~".repeat(2)[..at].to_vec();
                hay.push(stop);
                hay.extend_from_slice(b"xyz z");
                let plain = crate::text::chars::is_bare_ascii(stop);
                // (A `\`, `&` or ESC may start an escape: not one here.)
                let want = if plain { at + 4 } else { at };
                assert_eq!(
                    super::run_end(&hay, 0, 0, hay.len()),
                    want,
                    "{at} {stop:#04x}"
                );
            }
        }
    }

    #[test]
    fn seen_finds_each_byte_anywhere() {
        for &b in b"\\([*+$%])&@a~:/" {
            for at in [0, 1, 40] {
                let mut url = b"http://a.example/path/to/some/file.html?q=1".to_vec();
                url.insert(at, b);
                check(&url);
            }
        }
        check(b"");
    }

    proptest! {
        #[test]
        fn seen_matches_searches(url in proptest::collection::vec(any::<u8>(), 0..80)) {
            check(&url);
        }

        /// `plain_len` stops where a byte-by-byte reading of its rule
        /// does, with and without bytes of its own to stop at (runs long
        /// enough for 16 bytes at a time, any byte after them).
        #[test]
        fn plain_len_is_the_plain_prefix(
            bytes in (
                proptest::collection::vec(
                    prop_oneof![Just(b'@'), Just(b'='), Just(b'\''), Just(0u8), b'!'..=b'~'],
                    0..60,
                ),
                proptest::collection::vec(any::<u8>(), 0..40),
            ).prop_map(|(mut a, b)| { a.extend(b); a }),
            stop in prop_oneof![Just(0u8), Just(b'@'), Just(b'=')],
            quoted in any::<bool>(),
        ) {
            let quote = if quoted { b'\'' } else { stop };
            let mut want = 0;
            while want < bytes.len() {
                let c = bytes[want];
                if !crate::text::chars::is_plain_bare(c) || c == stop || c == quote {
                    break;
                }
                want += 1;
            }
            prop_assert_eq!(super::plain_len(&bytes, stop, quote), want);
        }
    }
}
