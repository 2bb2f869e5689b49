//! The schemes that trigger angle and bare matches (SPEC §4) and their
//! bare-URL admission rules (SPEC §1.4, §1.8.2).
//!
//! §1.8.2 adds the schemes people write in text today, each with the least
//! evidence that the word is an address and not prose: a `//` scheme
//! (`ssh`, `git`, `rsync`, `s3`, `ws`, ...) needs a host, so `ssh: connect
//! to host` is no URL; `tel:` needs a digit or `+` right after the colon
//! (RFC 3966 `telephone-subscriber`), so `(tel: +1 555 0100)` is none;
//! `sip:`, `sips:` (RFC 3261 `userinfo "@"`, as written in SIP traces) and
//! `xmpp:` (RFC 5122 JID) need an `@`; `magnet:` needs a `?` (its
//! parameters); `data:` needs the `,` of RFC 2397, and before it nothing,
//! `;` parameters or a `type/subtype` media type, so `the data: section`
//! and Rust's `Data::pair(1,2)` are none. A scheme name inside a matched
//! URL (`magnet:?xt=urn:btih:…`) never starts a second match: the search
//! resumes after the match. Rows: `f-scheme-01` … `f-scheme-12`,
//! `scheme-data-needs-media-type` (`tests/markup.rs`).
//!
//! Of SPEC §1.4's schemes, `urn:` needs a letter after the colon and, as
//! RFC 2141's `"urn:" NID ":" NSS` says, a namespace string after the
//! NID: the prefix `urn:uuid:` that code writes is none (`urn-needs-nss`).
//! `file:` needs `//` and a host or `/`: a `(`, `)`, `*`, `'`, `,`, `;` or
//! `!` after `//` starts neither, as in the regular expression
//! `/file:\/\/([^\/]*)\//` of lodash's vendored firebug-lite (`file-needs-host`).
//!
//! The logs' and stack traces' schemes (§1.8.2): `jar:` wraps a URL
//! (`jar:file:/…/x.jar!/META-INF/…`, Java's class loader messages), so
//! it needs a known scheme's name and `:` after its colon and reads on
//! through `!/`; `vscode`, `chrome`, `chrome-extension` and
//! `moz-extension` need `//` and a host like every `//` scheme
//! (`vscode://file/home/u/a.py:10`, an extension's 32-letter id). Rows:
//! `scheme-jar-*`, `scheme-logs-*` (`tests/rules.rs`).
//!
//! A version control tool's compound of a `//` scheme (`git+ssh://`,
//! `svn+ssh://`, `git+https://`) is known with its base scheme's rule
//! (`SchemeSet::compound`); the SPEC's lists do not name them, but every
//! reader of a requirements file or a `Vcs-Git:` field sees one URL.
//! So are Cargo's source ids in every `Cargo.lock` (`registry+https://…`,
//! `sparse+https://…`): a tool's name has up to eight letters.
//!
//! The table is read by every stage (`config` is below them all); the
//! two of its rules that need a stage's own data live there: admission on
//! a candidate's untrimmed run in `search::run`, `is_opener` in
//! `read::wrapper`.

use crate::text::chars::is_scheme_char;

/// What a bare URL of a scheme needs after `scheme:` to be reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Admission {
    /// `mailto:` needs an `@` in the URL.
    Mailto,
    /// `news:` needs `*` or a letter right after the colon, or an `@`.
    News,
    /// `urn:` needs a letter right after the colon, and a namespace
    /// string after the NID's `:` (RFC 2141).
    Urn,
    /// `mid:`, `cid:`, `mailserver:` need one URL character.
    Opaque,
    /// `file:` needs `//` and then a host or `/`, or one `/` and a path
    /// segment (RFC 8089's `file:/path`).
    File,
    /// `tel:` needs a digit or `+` right after the colon (§1.8.2).
    Tel,
    /// `sip:`, `sips:`, `xmpp:` need an `@` (§1.8.2).
    At,
    /// `magnet:` needs a `?` (§1.8.2).
    Query,
    /// `data:` needs a `,` (§1.8.2) after an RFC 2397 media type.
    Comma,
    /// `jar:` needs the URL it wraps: a known scheme's name and `:`.
    Jar,
    /// Every other scheme needs `//` and a non-empty host.
    Authority,
}

#[derive(Clone, Debug)]
pub(crate) struct SchemeSet {
    /// Lower-case names and their rules, in 32 buckets by the low five
    /// bits of the first byte (a letter: one bucket per letter, any case),
    /// so a lookup compares a few names, not all of them.
    names: Vec<Vec<(Box<[u8]>, Admission)>>,
    /// The longest name, bounding the backward look from a `:`.
    pub(crate) max_len: usize,
    /// For each byte, bit `n` is set when a name of `n` bytes (or `URL`)
    /// starts with it, in either case: most colons of text (`Subject:`,
    /// `12:30`) fail this before any name is compared.
    first_len: [u32; 256],
    /// A bit per pair of bytes (ASCII case folded by `| 0x20`) that ends
    /// some name (or `URL`): the two bytes before a colon, looked up
    /// before any walk back over the name (`Subject:`, `From:`, `12:30`
    /// end in pairs no scheme ends in).
    last_two: Box<[u64; 1024]>,
    /// A bit per pair that ends a name of one or two bytes (or a name and
    /// the `\` of an escaped colon): for these the byte before says
    /// nothing.
    short: Box<[u64; 1024]>,
    /// A bit per hash of the last three bytes of a name of three or more
    /// (folded as pairs are): `Message-Id:`, `To:`, `Version:` end in
    /// pairs some name ends in (`mid`, `mailto`, `chrome`), not
    /// in their three bytes; they were 60% of the colons the pair filter
    /// let through in the bench text.
    last_three: Box<[u64; 1024]>,
}

impl SchemeSet {
    pub(crate) fn known() -> SchemeSet {
        let mut set = SchemeSet {
            names: vec![Vec::new(); 32],
            max_len: 0,
            first_len: [0; 256],
            last_two: Box::new([0; 1024]),
            short: Box::new([0; 1024]),
            last_three: Box::new([0; 1024]),
        };
        set.note_name(b"url");
        for s in rfc1738::Scheme::KNOWN {
            set.add(s.as_str());
        }
        // A name's last byte, then a `\` that escapes the colon (Java
        // `.properties`, `http\://`): the search looks closer only then.
        for a in (b'0'..=b'9').chain(b'a'..=b'z') {
            set.set_pair(a, b'\\');
            set_bit(&mut set.short, pair_key(a, b'\\'));
        }
        set
    }

    /// Adds `name` (any case); a new scheme needs `//` and a host, like
    /// every known scheme without a rule of its own.
    pub(crate) fn add(&mut self, name: &str) {
        let lower = name.to_ascii_lowercase();
        let key = usize::from(lower.as_bytes()[0] & 0x1f);
        if self.names[key]
            .iter()
            .any(|(n, _)| **n == *lower.as_bytes())
        {
            return;
        }
        let admission = match lower.as_str() {
            "mailto" => Admission::Mailto,
            "news" => Admission::News,
            "urn" => Admission::Urn,
            "mid" | "cid" | "mailserver" => Admission::Opaque,
            "file" => Admission::File,
            "tel" => Admission::Tel,
            "sip" | "sips" | "xmpp" => Admission::At,
            "magnet" => Admission::Query,
            "data" => Admission::Comma,
            "jar" => Admission::Jar,
            _ => Admission::Authority,
        };
        self.max_len = self.max_len.max(lower.len());
        self.note_name(lower.as_bytes());
        self.names[key].push((lower.into_bytes().into_boxed_slice(), admission));
    }

    fn note_name(&mut self, name: &[u8]) {
        let bit = 1u32 << name.len().min(31);
        self.first_len[name[0].to_ascii_lowercase() as usize] |= bit;
        self.first_len[name[0].to_ascii_uppercase() as usize] |= bit;
        let last = name[name.len() - 1];
        match name.len() {
            // A one-byte name follows any byte that is no scheme byte.
            1 => (0..=255u8).for_each(|b| {
                self.set_pair(b, last);
                set_bit(&mut self.short, pair_key(b, last));
            }),
            2 => {
                self.set_pair(name[0], last);
                set_bit(&mut self.short, pair_key(name[0], last));
            }
            n => {
                self.set_pair(name[n - 2], last);
                set_bit(
                    &mut self.last_three,
                    triple_key(name[n - 3], name[n - 2], last),
                );
            }
        }
    }

    fn set_pair(&mut self, a: u8, b: u8) {
        set_bit(&mut self.last_two, pair_key(a, b));
    }

    /// Whether some name (or `URL`) could end in the bytes `a`, `b` (any
    /// case; `a` is a space when the name would start the input). Never
    /// false for a real one.
    #[inline(always)]
    pub(crate) fn may_end(&self, a: u8, b: u8) -> bool {
        let k = pair_key(a, b);
        self.last_two[k / 64] & (1 << (k % 64)) != 0
    }

    /// Whether some name could end in `x`, `a`, `b`, given that one may
    /// end in `a`, `b` (`x` is a space when the name would start the
    /// input). Never false for a real one; asked after [`may_end`].
    ///
    /// [`may_end`]: SchemeSet::may_end
    #[inline(always)]
    pub(crate) fn may_end3(&self, x: u8, a: u8, b: u8) -> bool {
        let (k, t) = (pair_key(a, b), triple_key(x, a, b));
        self.short[k / 64] & (1 << (k % 64)) != 0 || self.last_three[t / 64] & (1 << (t % 64)) != 0
    }

    /// Whether some name (or `URL`) could be `name`, by its first byte and
    /// length (never false for a real one); a compound's (`compound`)
    /// say nothing, its `+` lets it through.
    #[inline(always)]
    pub(crate) fn may_name(&self, name: &[u8]) -> bool {
        self.first_len[name[0] as usize] & (1u32 << name.len().min(31)) != 0 || name.contains(&b'+')
    }

    /// The rule of the known scheme `name` (any case), or of a version
    /// control tool's compound (`compound`).
    #[inline]
    pub(crate) fn lookup(&self, name: &[u8]) -> Option<Admission> {
        self.exact(name).or_else(|| self.compound(name))
    }

    /// `git+ssh`, `svn+ssh`, `git+https`, `hg+https`, `registry+https`: a
    /// tool's name of two to eight letters, `+`, and a known scheme whose URLs start with `//`
    /// are the URLs version control tools take (pip's requirements,
    /// Debian's `Vcs-*` fields, Subversion's tunnels); a reader sees one
    /// URL, not a word glued to an `ssh://` one. Its rule is the base
    /// scheme's.
    fn compound(&self, name: &[u8]) -> Option<Admission> {
        // (A name is short: looked at in place, not by a vector search.)
        let plus = name.iter().rposition(|&c| c == b'+')?;
        let tool = &name[..plus];
        if !(2..=8).contains(&tool.len()) || !tool.iter().all(u8::is_ascii_alphabetic) {
            return None;
        }
        self.exact(&name[plus + 1..]).filter(|a| a.takes_slashes())
    }

    fn exact(&self, name: &[u8]) -> Option<Admission> {
        if name.len() > self.max_len {
            return None;
        }
        // (The names are stored in lower case: only `name` is folded.)
        self.names[usize::from(name.first()? & 0x1f)]
            .iter()
            .find(|(n, _)| {
                n.len() == name.len()
                    && n.iter()
                        .zip(name)
                        .all(|(&a, b)| a == b.to_ascii_lowercase())
            })
            .map(|&(_, a)| a)
    }
}

/// The bit of a pair of bytes, ASCII letters folded to lower case (the
/// other bytes of a name, digits and `+-.`, already have bit 5 set).
#[inline(always)]
fn pair_key(a: u8, b: u8) -> usize {
    // (In memory order: the two bytes before a colon are one 16-bit load.)
    usize::from(u16::from_le_bytes([a, b]) | 0x2020)
}

/// Three bytes, folded as `pair_key` folds, hashed to 16 bits: a
/// collision only lets a colon through to the walk back.
fn triple_key(x: u8, a: u8, b: u8) -> usize {
    let t = u32::from(x | 0x20) << 16 | u32::from(a | 0x20) << 8 | u32::from(b | 0x20);
    // Fibonacci hashing: the product's high bits mix all three bytes.
    (t.wrapping_mul(0x9E37_79B1) >> 16) as usize
}

fn set_bit(bits: &mut [u64; 1024], k: usize) {
    bits[k / 64] |= 1 << (k % 64);
}

impl Admission {
    /// Whether the URLs of this scheme start with `//` (a host, or a file
    /// path): seeing it after the colon, the whole reading is worth it.
    pub(crate) fn takes_slashes(self) -> bool {
        matches!(self, Admission::Authority | Admission::File)
    }

    /// Whether the bare URL `url` (already trimmed), whose scheme is
    /// `scheme_len` bytes long, may be reported (SPEC §1.4).
    pub(crate) fn admits(self, url: &[u8], scheme_len: usize, after: &[u8]) -> bool {
        let rest = &url[scheme_len + 1..];
        let first = rest.first().copied();
        match self {
            Admission::Mailto | Admission::At => url.contains(&b'@'),
            // A number that goes on after a space (`Tel:+61 2 9966 1995`)
            // is written for people: not a URL.
            Admission::Tel => {
                first.is_some_and(|c| c.is_ascii_digit() || c == b'+')
                    && !matches!(after, [b' ' | b'\t', d, ..] if d.is_ascii_digit())
            }
            Admission::Query => first == Some(b'?'),
            Admission::Comma => data_head(rest),
            Admission::News => {
                first == Some(b'*')
                    || first.is_some_and(|c| c.is_ascii_alphabetic())
                    || url.contains(&b'@')
            }
            // RFC 2141: `urn:` NID `:` NSS, so a bare prefix `urn:uuid:` is none.
            Admission::Urn => {
                let nid = rest
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'-')
                    .count();
                first.is_some_and(|c| c.is_ascii_alphabetic())
                    && rest.get(nid) == Some(&b':')
                    && rest.len() > nid + 1
            }
            Admission::Opaque => first.is_some(),
            Admission::Jar => {
                let n = rest.iter().take_while(|&&c| is_scheme_char(c)).count();
                rest.get(n) == Some(&b':')
                    && std::str::from_utf8(&rest[..n]).is_ok_and(|name| {
                        rfc1738::Scheme::from_name(name) != rfc1738::Scheme::Other
                    })
            }
            Admission::File => match rest {
                [b'/', b'/', c, ..] => !b"?#()*',;!".contains(c),
                // RFC 8089's `file:/path`, as Java's `File.toURI()`,
                // Spark and docutils write it (§1.8.2): one `/`, then a
                // path segment (not RFC 1738's form: reported invalid).
                [b'/', c, ..] => {
                    c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'~' | b'-')
                }
                _ => false,
            },
            Admission::Authority => match rest.strip_prefix(b"//") {
                Some(after) => {
                    let auth_len = after
                        .iter()
                        .position(|&c| matches!(c, b'/' | b'?' | b'#'))
                        .unwrap_or(after.len());
                    let auth = &after[..auth_len];
                    let host = match auth.iter().position(|&c| c == b'@') {
                        Some(at) => &auth[at + 1..],
                        None => auth,
                    };
                    host.first().is_some_and(|&c| c != b':')
                }
                None => false,
            },
        }
    }
}

/// `rest` (after `data:`) is RFC 2397's `[ mediatype ] [ ";base64" ] ","`
/// and more: before the first `,` nothing, `;` parameters, or a media
/// type `type/subtype` of token characters (RFC 2045 §5.1).
fn data_head(rest: &[u8]) -> bool {
    let Some(comma) = rest.iter().position(|&c| c == b',') else {
        return false;
    };
    let head = &rest[..comma];
    let mime = &head[..head.iter().position(|&c| c == b';').unwrap_or(head.len())];
    let token = |t: &[u8]| {
        !t.is_empty()
            && t.iter()
                .all(|&c| c.is_ascii_alphanumeric() || b"!#$&^_.+-".contains(&c))
    };
    mime.is_empty()
        || mime
            .iter()
            .position(|&c| c == b'/')
            .is_some_and(|s| token(&mime[..s]) && token(&mime[s + 1..]))
}

#[cfg(test)]
mod tests {
    use super::{Admission, SchemeSet};

    /// A name is found in any case, and only that name: a byte that
    /// a fold by bit 5 alone would take for a name's (`\r` for `-`, 0x0E
    /// for `.`), or one more or less, is none.
    #[test]
    fn lookup_folds_case_only() {
        let set = SchemeSet::known();
        for name in ["http", "HTTP", "hTtPs", "Z39.50R", "chrome-EXTENSION"] {
            assert_eq!(
                set.lookup(name.as_bytes()),
                Some(Admission::Authority),
                "{name}"
            );
        }
        assert_eq!(set.lookup(b"MailTo"), Some(Admission::Mailto));
        for name in [
            &b"htt"[..],
            b"httpss",
            b"htt\xf0",
            b"http\x00",
            b"`ttp",
            b"z39\x0e50r",
            b"chrome\rextension",
            b"",
        ] {
            assert_eq!(set.lookup(name), None, "{name:?}");
        }
    }

    /// The pair filter never turns a name away, in any case, whatever
    /// its length; and it turns away the colons of headers and times.
    #[test]
    fn pairs_end_every_name() {
        let mut set = SchemeSet::known();
        set.add("x");
        set.add("Web+Cal");
        let names = ["http", "URL", "z39.50r", "s3", "mailserver", "x", "web+cal"];
        for name in names {
            for n in [name.to_ascii_lowercase(), name.to_ascii_uppercase()] {
                let b = n.as_bytes();
                let a = if b.len() > 1 { b[b.len() - 2] } else { b' ' };
                let x = if b.len() > 2 { b[b.len() - 3] } else { b' ' };
                assert!(set.may_end(a, b[b.len() - 1]), "{n}");
                assert!(set.may_end3(x, a, b[b.len() - 1]), "{n}");
                // A name of one or two bytes follows anything.
                if b.len() <= 2 {
                    assert!(set.may_end3(b'q', a, b[b.len() - 1]), "{n}");
                }
            }
        }
        for (a, b) in [(b'c', b't'), (b'o', b'm'), (b'1', b'2'), (b'T', b'E')] {
            assert!(!SchemeSet::known().may_end(a, b));
        }
        // Pairs that end names, three bytes that end none.
        let known = SchemeSet::known();
        for [x, a, b] in [*b"-Id", *b"\nTo", *b"son", *b"Ime"] {
            assert!(known.may_end(a, b));
            assert!(
                !known.may_end3(x, a, b),
                "{}",
                String::from_utf8_lossy(&[x, a, b])
            );
        }
    }
}
