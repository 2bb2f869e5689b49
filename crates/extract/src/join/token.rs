//! What a token on the next line looks like, for the evidence of
//! SPEC §1.6.3 (`verdict`): prose, URL structure, an address, a host.

use memchr::memchr;

/// The classes of bytes a token holds, found in one pass: a rule that
/// needs a byte the token lacks is answered without looking again (most
/// rules look for a rare byte, and every joined line asks them all).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape(u32);

impl Shape {
    /// `:`, which a label or another URL needs.
    pub(crate) const COLON: u32 = 1;
    /// `@`, which an address needs.
    pub(crate) const AT: u32 = 1 << 1;
    /// `.`, which a range needs.
    pub(crate) const DOT: u32 = 1 << 2;
    /// What [`code`] looks for: `# . ( ) [ ] !`.
    pub(crate) const CODE: u32 = 1 << 3;
    /// ASCII letters and digits.
    pub(crate) const ALNUM: u32 = 1 << 4;
    const DIGIT: u32 = 1 << 5;
    const ALPHA: u32 = 1 << 6;
    /// The delimiters [`structured`] counts.
    const DELIM: u32 = 1 << 7;
    /// Bytes no prose word holds: ASCII other than letters, `'`, `-`.
    const NO_WORD: u32 = 1 << 8;

    /// The classes of the bytes of `t`.
    pub(crate) fn of(t: &[u8]) -> Shape {
        Shape(t.iter().fold(0, |m, &c| m | CLASSES[c as usize]))
    }

    /// Whether `t` holds a byte of any class of `bits`.
    pub(crate) fn has(self, bits: u32) -> bool {
        self.0 & bits != 0
    }
}

static CLASSES: [u32; 256] = classes();

const fn classes() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut c = 0;
    while c < 128 {
        let b = c as u8;
        let mut m = match b {
            b':' => Shape::COLON,
            b'@' => Shape::AT,
            _ => 0,
        };
        if matches!(b, b'#' | b'.' | b'(' | b')' | b'[' | b']' | b'!') {
            m |= Shape::CODE;
        }
        if b == b'.' {
            m |= Shape::DOT;
        }
        if b.is_ascii_alphanumeric() {
            m |= Shape::ALNUM;
        }
        if b.is_ascii_digit() {
            m |= Shape::DIGIT;
        }
        if b.is_ascii_alphabetic() {
            m |= Shape::ALPHA;
        }
        if matches!(
            b,
            b'/' | b'.'
                | b'='
                | b'&'
                | b'#'
                | b'?'
                | b'%'
                | b'_'
                | b'~'
                | b':'
                | b';'
                | b'@'
                | b'+'
        ) {
            m |= Shape::DELIM;
        }
        if !b.is_ascii_alphabetic() && b != b'\'' && b != b'-' {
            m |= Shape::NO_WORD;
        }
        t[c] = m;
        c += 1;
    }
    t
}

/// `T` starts a host name of its own (`www.`, `ftp.`).
pub(crate) fn host_start(t: &[u8]) -> bool {
    t.len() > 4 && (t[..4].eq_ignore_ascii_case(b"www.") || t[..4].eq_ignore_ascii_case(b"ftp."))
}

/// `T` is a mail address: `local@host.tld` with no `/` before the `@`.
pub(crate) fn address(t: &[u8]) -> bool {
    match memchr(b'@', t) {
        Some(at) if at > 0 => {
            t[0].is_ascii_alphanumeric()
                && memchr(b'/', &t[..at]).is_none()
                && memchr(b'.', &t[at..]).is_some()
        }
        _ => false,
    }
}

/// `T` is a shell's prompt, `user@host:path$` (or `#`): a command line
/// of its own under the URL (`mau@mau-Vostro-3500:/usr/lib/uhd/examples$`
/// under a quoted `…/page_usrp_x3x0.html#x3x0_flash`, the USRP users'
/// list), never a URL's tail.
pub(crate) fn prompt(t: &[u8]) -> bool {
    let Some(at) = memchr(b'@', t).filter(|&at| at > 0) else {
        return false;
    };
    let host = t[at + 1..]
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'.')
        .count();
    matches!(t.last(), Some(b'$' | b'#'))
        && t[..at]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-' || c == b'.')
        && host > 0
        && t.get(at + 1 + host) == Some(&b':')
}

/// `t` without the trailing characters §1.4 trims.
#[inline]
pub(crate) fn trimmed(t: &[u8]) -> &[u8] {
    // (Most tokens end in a letter or digit: nothing to count.)
    if t.last().is_none_or(u8::is_ascii_alphanumeric) {
        return t;
    }
    let n = t
        .iter()
        .rev()
        .take_while(|c| {
            matches!(
                c,
                b'.' | b',' | b':' | b';' | b'!' | b'?' | b'\'' | b')' | b']'
            )
        })
        .count();
    &t[..t.len() - n]
}

/// Letters only (an apostrophe or hyphen inside: `doesn't`,
/// `Re-delegate`), and not CamelCase: prose.
pub(crate) fn is_word(t: &[u8]) -> bool {
    if t.is_ascii() {
        // The same rule on bytes: an ASCII letter is a letter.
        let mut prev_lower = false;
        let mut prev_letter = false;
        for (i, &c) in t.iter().enumerate() {
            let inner = prev_letter && t.get(i + 1).is_some_and(u8::is_ascii_alphabetic);
            if matches!(c, b'\'' | b'-') && inner {
                prev_letter = false;
                continue;
            }
            if !c.is_ascii_alphabetic() || (prev_lower && c.is_ascii_uppercase()) {
                return false;
            }
            prev_lower = c.is_ascii_lowercase();
            prev_letter = true;
        }
        return true;
    }
    let Ok(s) = std::str::from_utf8(t) else {
        return false;
    };
    let mut prev_lower = false;
    let mut prev_letter = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let inner = prev_letter && chars.peek().is_some_and(|n| n.is_alphabetic());
        if matches!(c, '\'' | '\u{2019}' | '-') && inner {
            prev_letter = false;
            continue;
        }
        if !c.is_alphabetic() || (prev_lower && c.is_uppercase()) {
            return false;
        }
        prev_lower = c.is_lowercase();
        prev_letter = true;
    }
    true
}

/// URL structure: a delimiter inside, digits mixed with letters, or
/// CamelCase.
pub(crate) fn structured(t: &[u8]) -> bool {
    let s = Shape::of(t);
    let alpha = s.has(Shape::ALPHA);
    s.has(Shape::DELIM)
        || (s.has(Shape::DIGIT) && alpha)
        || (alpha && (s.has(Shape::NO_WORD) || !is_word(t)))
}

/// A troff request's name: a dot and at most two letters (`.RE`, `.I`).
fn is_request(t: &[u8]) -> bool {
    t.len() <= 3 && t.first() == Some(&b'.') && t[1..].iter().all(u8::is_ascii_alphabetic)
}

/// `t` is code: a C preprocessor directive, a troff request (a man
/// page's `.RE`: a dot and one or two letters), or it opens a bracket it does not close (`assert!(`,
/// `#[cfg(all(`: the brackets of a URL are balanced, `Lex_(software)`),
/// calls a macro (`vec![1, 2]`, `unimplemented!()`), is an attribute
/// (`#[inline]`: a fragment never starts with `[`), or ends in a call
/// (`drop(guard);`, `lru_cache(maxsize=None)`): a name right before `(`
/// (Wikipedia writes `_(`), and a `=` inside only after a letter (a URL's
/// `aa363788(v=vs.85)` follows an id's digits).
pub(crate) fn code(t: &[u8]) -> bool {
    // A C preprocessor line (`#define` after a man page's `.\"` comment).
    const DIRECTIVES: &[&[u8]] = &[
        b"#if",
        b"#ifdef",
        b"#ifndef",
        b"#else",
        b"#elif",
        b"#endif",
        b"#define",
        b"#undef",
        b"#include",
        b"#pragma",
    ];
    if t.first() == Some(&b'#') && DIRECTIVES.contains(&t) {
        return true;
    }
    // A troff request starting a man page's line (`.RE`, `.IP`, `.br`),
    // or a patch's removed or added one (`-.I`, `+.BR`).
    if is_request(t) || (t.len() > 2 && b"-+".contains(&t[0]) && is_request(&t[1..])) {
        return true;
    }
    // One pass: brackets left open, and a macro call (`name!(`).
    let (mut paren, mut square, mut bang) = (0isize, 0isize, false);
    for (i, &b) in t.iter().enumerate() {
        match b {
            b'(' => paren += 1,
            b')' => paren -= 1,
            b'[' => square += 1,
            b']' => square -= 1,
            b'!' => bang |= t.get(i + 1).is_some_and(|c| b"([{".contains(c)),
            _ => {}
        }
    }
    // An attribute: `#[inline]`, `#![no_std]`.
    if paren > 0 || square > 0 || bang || t.starts_with(b"#[") {
        return true;
    }
    let t = t.strip_suffix(b";").unwrap_or(t);
    let Some(inner) = t.strip_suffix(b")") else {
        return false;
    };
    // The `(` that the final `)` closes.
    let mut depth = 0usize;
    for i in (0..inner.len()).rev() {
        match inner[i] {
            b')' => depth += 1,
            b'(' if depth > 0 => depth -= 1,
            b'(' => {
                let name = i.checked_sub(1).map(|b| inner[b]);
                let kwargs = memchr(b'=', &inner[i..]).is_some();
                return name
                    .is_some_and(|c| c.is_ascii_alphabetic() || (c.is_ascii_digit() && !kwargs));
            }
            _ => {}
        }
    }
    false
}

/// `t` is a POD command (`=end`, `=cut`, `=head2`): Perl's documentation
/// blocks in a test file (Kong's `t/01-pdk/…/02-get_statistics.t`) end
/// with them under a URL.
pub(crate) fn pod_command(t: &[u8]) -> bool {
    const COMMANDS: &[&[u8]] = &[
        b"=pod",
        b"=cut",
        b"=begin",
        b"=end",
        b"=for",
        b"=over",
        b"=item",
        b"=back",
        b"=encoding",
        b"=head1",
        b"=head2",
        b"=head3",
        b"=head4",
    ];
    COMMANDS.contains(&t)
}

/// `t` is a range (`U+0590...U+08FF`): an ellipsis and no `/`. A path
/// segment of three dots is rare, but a ref range in a path is not
/// (`rust-lang/cfg-if/compare/v1.0.4...v1.0.5`, which has a `/`). Or a
/// commit range alone, `360962c..818e1e1`: git's fetch and push report
/// it under the remote's URL (an ImageJ build mail, `imagej-devel/2012-April.txt`).
pub(crate) fn ellipsis(t: &[u8]) -> bool {
    (t.windows(3).any(|w| w == b"...") && !t.contains(&b'/')) || commit_range(t)
}

/// `t` is two abbreviated commit ids joined by `..` or `...`.
fn commit_range(t: &[u8]) -> bool {
    let hex = |s: &[u8]| s.len() >= 7 && s.iter().all(u8::is_ascii_hexdigit);
    let Some(dots) = t.windows(2).position(|w| w == b"..") else {
        return false;
    };
    let after = &t[dots + 2..];
    hex(&t[..dots]) && hex(after.strip_prefix(b".").unwrap_or(after))
}

/// `url` ends in a closing `'`, or in a `)` or `]` that §1.4 trims (it closes a bracket
/// opened before the URL: `(https://a/b)`): the URL ended there.
pub(crate) fn closed(url: &[u8]) -> bool {
    // A closing quote: a string literal ended (`'https://a/b',`).
    let stop = |c: &&u8| matches!(c, b'.' | b',' | b':' | b';' | b'!' | b'?');
    let end = url.len() - url.iter().rev().take_while(stop).count();
    if end > 0 && url[end - 1] == b'\'' {
        return true;
    }
    // (No `'` ends `url[..end]`: the second trim stops where the first did.)
    let url = &url[..end];
    let n = |c: u8| url.iter().filter(|&&b| b == c).count();
    match url.last() {
        Some(b')') => n(b')') > n(b'('),
        Some(b']') => n(b']') > n(b'['),
        _ => false,
    }
}

/// The letters and digits `t` starts with are all hex digits: a cut
/// hash goes on in hex (`…c54` + `d558054`), not with a word that only
/// starts with one (`…01fe` + `FreeBSD`).
pub(crate) fn hex_start(t: &[u8]) -> bool {
    t.iter()
        .take_while(|c| c.is_ascii_alphanumeric())
        .all(u8::is_ascii_hexdigit)
}

/// `t` numbers a list item or section (`5.`, `12)`, `4.1.1.`, or `2.In`
/// glued to its first word) and text follows it on its line (`rest`):
/// `// 5. Let root be …` after a URL is the next step.
pub(crate) fn list_number(t: &[u8], rest: &[u8]) -> bool {
    let text = rest.first().is_some_and(|&c| c == b' ' || c == b'\t')
        && rest.iter().any(|c| !c.is_ascii_whitespace());
    // Glued to its item's first word, capitalised (`2.In addition to …`
    // under `1.The original patch …, link: https://lore…/`, kasan-dev).
    let digits = t.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && digits <= 3 && t.get(digits) == Some(&b'.') {
        let word = &t[digits + 1..];
        if word.first().is_some_and(u8::is_ascii_uppercase)
            && word.len() >= 2
            && word[1..].iter().all(u8::is_ascii_lowercase)
            && text
        {
            return true;
        }
    }
    match t.split_last() {
        // A section number too (`4.1.1.` + `When to include …`).
        Some((b'.' | b')', n)) => {
            n.first().is_some_and(u8::is_ascii_digit)
                && n.iter().all(|&c| c.is_ascii_digit() || c == b'.')
                && text
        }
        _ => false,
    }
}

/// `url` ends in a whole decimal number: a path segment, a query or
/// fragment value or a line anchor (`…/issues/869`, `?bug=226974`,
/// `#L52-L56`): an issue, bug, page or line number.
pub(crate) fn number_end(url: &[u8]) -> bool {
    let n = url.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    let before = |k: usize| url.len().checked_sub(n + k).map(|i| url[i]);
    n > 0
        && (before(1).is_some_and(|c| b"/=#".contains(&c))
            // A line anchor: `#L56`, `#L52-L56`; cgit's `#n14`, gitweb's `#l14`.
            || before(1) == Some(b'L') && before(2).is_some_and(|c| c == b'#' || c == b'-')
            || before(1).is_some_and(|c| c == b'n' || c == b'l') && before(2) == Some(b'#'))
}

/// The line `T` is on ends a statement or opens a block (`= baz;`,
/// `if (x) {`): code, where prose ends in a word or a full stop.
pub(crate) fn statement(rest: &[u8]) -> bool {
    matches!(rest.trim_ascii_end().last(), Some(b';' | b'{'))
}

/// `T` is a key that the line assigns to (`creationToken = 1644442601`
/// under `uri = https://…` in git's `technical/bundle-uri.adoc`; make's
/// `DIR := $(…)`, `?=`, `+=`, `!=`, a grammar's `::=`): a config line of
/// its own, not a URL's tail, which holds no ` = `.
pub(crate) fn assignment(rest: &[u8]) -> bool {
    let op = rest.trim_ascii_start();
    let eq = [&b"::"[..], b":", b"?", b"+", b"!"]
        .iter()
        .find_map(|p| op.strip_prefix(*p))
        .unwrap_or(op);
    rest.first().is_some_and(|&c| c == b' ' || c == b'\t') && eq.starts_with(b"= ")
}

/// `t` can start what follows `scheme://`: a path (`file://` + `/etc`),
/// or a host with a dot, port, user info or path, an IPv6 literal, or
/// `localhost`.
pub(crate) fn host_like(t: &[u8]) -> bool {
    t.starts_with(b"/")
        || t.starts_with(b"[")
        || t.iter().any(|c| b".:@/".contains(c))
        || t.eq_ignore_ascii_case(b"localhost")
}

/// A byte that ends a sentence or a clause, or closes one: what §1.4
/// trims off a URL's end.
#[inline]
pub(crate) fn ends_sentence(c: u8) -> bool {
    matches!(
        c,
        b'.' | b',' | b':' | b';' | b'!' | b'?' | b'\'' | b')' | b']'
    )
}
