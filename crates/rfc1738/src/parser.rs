//! The rules every scheme shares: scheme, fragment, `login`, `host`,
//! `port`, and the scanners. One function per rule of §5, the rule quoted
//! above it. Per-scheme rules are in `schemes.rs`.

use crate::chars::{is, is_escape, is_url_byte, COLON, DIGIT, HOST, RESERVED, SCHEME, USER, XCHAR};
use crate::error::{ParseError, ParseErrorKind as K};
use crate::url::{PartName as P, Url};
use crate::Scheme;

pub(crate) type PResult<T> = Result<T, ParseError>;

pub(crate) const UNSAFE: &str =
    "expected a URL character: this byte is unsafe and must be encoded (§2.2)";
const BAD_ESCAPE: &str = "expected two hex digits after \"%\" (§5 escape = \"%\" hex hex)";
const SCHEME_MSG: &str =
    "expected a scheme of letters, digits, \"+\", \"-\", \".\" and then \":\" (§5 scheme, §2.1)";
const SLASHES: &str = "expected \"//\" before the host (§3.1 ip-schemepart = \"//\" login)";
const USER_MSG: &str = "expected a user character or \":\" or \"@\" (§5 user)";
const PASSWORD_MSG: &str = "expected a password character or \"@\" (§5 password)";
const USER_NOT_ALLOWED: &str = "expected a host: this scheme has no user or password (§5 hostport)";
const EMPTY_HOST: &str = "expected a host name or number (§3.1 host)";
const HOST_CHAR: &str = "expected a letter, digit, \"-\" or \".\" (§5 hostname)";
const PORT_MSG: &str = "expected a digit (§5 port = digits)";
const PORT_NOT_ALLOWED: &str = "expected \"/\": a file URL has no port (§5 fileurl)";
const FRAGMENT_MSG: &str = "expected a fragment character (Appendix: fragment is *xchar)";

/// A `%` at `i` without two hex digits after it.
pub(crate) fn bad_escape(i: usize) -> ParseError {
    ParseError::new(K::BadEscape, i, BAD_ESCAPE)
}

/// Parses `input`, returning the parts found before the first error.
pub(crate) fn parse(input: &str) -> (Url<'_>, Option<ParseError>) {
    let mut p = Parser {
        b: input.as_bytes(),
        end: input.len(),
        url: Url::empty(input),
    };
    let err = if input.len() > u32::MAX as usize {
        // Spans are u32 to keep `Url` small.
        Some(ParseError::new(
            K::UnexpectedChar,
            u32::MAX as usize,
            "expected a URL shorter than 4 GiB",
        ))
    } else {
        p.url_rule().err()
    };
    (p.url, err)
}

pub(crate) struct Parser<'a> {
    pub(crate) b: &'a [u8],
    /// Where the scheme's grammar stops: the first `#`, or the end.
    pub(crate) end: usize,
    pub(crate) url: Url<'a>,
}

impl<'a> Parser<'a> {
    /// `url = scheme ":" schemepart` with the Appendix's `[ "#" fragment ]`.
    fn url_rule(&mut self) -> PResult<()> {
        let colon = self.scheme()?;
        let hash = self.b[colon..]
            .iter()
            .position(|&c| c == b'#')
            .map(|i| colon + i);
        self.end = hash.unwrap_or(self.b.len());
        self.scheme_part(colon + 1)?;
        if let Some(h) = hash {
            // Appendix: the fragment follows the first "#"; any other "#"
            // in it is unsafe.
            self.end = self.b.len();
            let e = self.scan(h + 1, self.end, XCHAR)?;
            if e < self.end {
                return Err(self.stray(e, K::UnexpectedChar, FRAGMENT_MSG));
            }
            self.set(P::Fragment, h + 1, e);
        }
        Ok(())
    }

    /// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`, case-ignored
    /// (§2.1). Returns the offset of the `:`.
    fn scheme(&mut self) -> PResult<usize> {
        let i = self.scan_plain(0, self.b.len(), SCHEME);
        if i > 0 && self.b.get(i) == Some(&b':') {
            self.url.scheme_end = i as u32;
            self.url.scheme = Scheme::from_name(&self.url.input[..i]);
            return Ok(i);
        }
        Err(self.stray(i, K::InvalidScheme, SCHEME_MSG))
    }

    /// `"//"` of `ip-schemepart` (§3.1). Returns the offset after it.
    pub(crate) fn slashes(&self, s: usize) -> PResult<usize> {
        for i in s..s + 2 {
            if i >= self.end || self.b[i] != b'/' {
                return Err(self.stray(i, K::MissingSlashes, SLASHES));
            }
        }
        Ok(s + 2)
    }

    /// `login = [ user [ ":" password ] "@" ] hostport` (§5), or
    /// `hostport` alone where `user_ok` is false. The login ends at the
    /// first `/`; its offset (or the end) is returned.
    pub(crate) fn login(
        &mut self,
        s: usize,
        user_ok: bool,
        port_ok: bool,
        empty_host_ok: bool,
    ) -> PResult<usize> {
        let auth_end = self.find(s, self.end, b'/').unwrap_or(self.end);
        let mut h0 = s;
        if let Some(at) = self.find(s, auth_end, b'@') {
            if !user_ok {
                return Err(ParseError::new(K::UserNotAllowed, s, USER_NOT_ALLOWED));
            }
            // user = *[ uchar | ";" | "?" | "&" | "=" ]
            let u1 = self.scan(s, at, USER)?;
            if u1 < at && self.b[u1] != b':' {
                return Err(self.stray(u1, K::UnexpectedChar, USER_MSG));
            }
            self.set(P::User, s, u1);
            if u1 < at {
                // password = *[ uchar | ";" | "?" | "&" | "=" ]
                let p1 = self.scan(u1 + 1, at, USER)?;
                if p1 < at {
                    return Err(self.stray(p1, K::UnexpectedChar, PASSWORD_MSG));
                }
                self.set(P::Password, u1 + 1, at);
            }
            h0 = at + 1;
        }
        let h1 = self.host(h0, auth_end, COLON, empty_host_ok)?;
        self.set(P::Host, h0, h1);
        if h1 < auth_end {
            // hostport = host [ ":" port ]; the host ended at ":".
            if !port_ok {
                return Err(ParseError::new(K::PortNotAllowed, h1, PORT_NOT_ALLOWED));
            }
            // port = digits
            let p1 = self.scan_plain(h1 + 1, auth_end, DIGIT);
            if p1 == h1 + 1 || p1 < auth_end {
                return Err(self.stray(p1, K::InvalidPort, PORT_MSG));
            }
            self.set(P::Port, h1 + 1, p1);
        }
        Ok(auth_end)
    }

    /// `host = hostname | hostnumber` (§5), from `h0`, ending at `limit` or
    /// at a byte of `delims`. Returns where it ends; sets no part.
    pub(crate) fn host(
        &self,
        h0: usize,
        limit: usize,
        delims: u16,
        empty_ok: bool,
    ) -> PResult<usize> {
        let i = self.scan_plain(h0, limit, HOST);
        let at_delim = i == limit || is(self.b[i], delims);
        if i == h0 && at_delim && empty_ok {
            return Ok(i);
        }
        // Nothing, then a delimiter or a reserved byte (`http://?q`): the
        // host is missing rather than malformed.
        if i == h0 && !empty_ok && (at_delim || is(self.b[i], RESERVED)) {
            return Err(ParseError::new(K::EmptyHost, h0, EMPTY_HOST));
        }
        if let Err((off, msg)) = check_host(&self.b[h0..i]) {
            // A structural error left of the stray byte comes first.
            if at_delim || h0 + off < i {
                return Err(ParseError::new(K::InvalidHost, h0 + off, msg));
            }
        }
        if !at_delim {
            let kind = if is(self.b[i], RESERVED) {
                K::UnexpectedChar
            } else {
                K::InvalidHost
            };
            return Err(self.stray(i, kind, HOST_CHAR));
        }
        Ok(i)
    }

    /// Advances over bytes of class `mask` and valid escapes. Stops at the
    /// first other byte; a `%` without two hex digits is `bad-escape`.
    #[inline]
    pub(crate) fn scan(&self, mut i: usize, end: usize, mask: u16) -> PResult<usize> {
        let b = self.b;
        while i < end {
            let c = b[i];
            if is(c, mask) {
                i += 1;
            } else if c == b'%' {
                if !is_escape(b, i, end) {
                    return Err(bad_escape(i));
                }
                i += 3;
            } else {
                break;
            }
        }
        Ok(i)
    }

    /// Advances over bytes of class `mask` (no escapes).
    #[inline]
    pub(crate) fn scan_plain(&self, mut i: usize, end: usize, mask: u16) -> usize {
        while i < end && is(self.b[i], mask) {
            i += 1;
        }
        i
    }

    /// The error for the byte at `i` that a rule cannot take: `unsafe-char`
    /// for a byte that is never a URL character, else `kind`. At the end
    /// of the scheme's text, `kind` (something is missing).
    pub(crate) fn stray(&self, i: usize, kind: K, expected: &'static str) -> ParseError {
        if i < self.end && !is_url_byte(self.b[i]) {
            ParseError::new(K::UnsafeChar, i, UNSAFE)
        } else {
            ParseError::new(kind, i, expected)
        }
    }

    pub(crate) fn find(&self, s: usize, e: usize, c: u8) -> Option<usize> {
        self.b[s..e].iter().position(|&x| x == c).map(|i| s + i)
    }

    pub(crate) fn set(&mut self, part: P, s: usize, e: usize) {
        self.url.spans[part as usize] = Some((s as u32, e as u32));
    }
}

/// Checks `hostname | hostnumber` (§5) on bytes that are all letters,
/// digits, `-` and `.`; returns the offset of the first byte that breaks
/// it and what was expected there.
fn check_host(h: &[u8]) -> Result<(), (usize, &'static str)> {
    if h.iter().all(|&c| c.is_ascii_digit() || c == b'.') {
        // hostnumber = digits "." digits "." digits "." digits
        const RUN: &str =
            "expected digits (§5 hostnumber = digits \".\" digits \".\" digits \".\" digits)";
        let mut runs = 0;
        let mut run_start = 0;
        for (i, &c) in h.iter().enumerate() {
            if c == b'.' {
                if i == run_start {
                    return Err((i, RUN));
                }
                runs += 1;
                if runs == 4 {
                    return Err((
                        i,
                        "expected the end of the host after four numbers (§5 hostnumber)",
                    ));
                }
                run_start = i + 1;
            }
        }
        if run_start == h.len() || runs < 3 {
            return Err((h.len(), RUN));
        }
        return Ok(());
    }
    // hostname = *[ domainlabel "." ] toplabel
    let mut start = 0;
    loop {
        let end = h[start..]
            .iter()
            .position(|&c| c == b'.')
            .map_or(h.len(), |i| start + i);
        let label = &h[start..end];
        match label {
            [] => return Err((start, "expected a label (§5 domainlabel, toplabel)")),
            [b'-', ..] => return Err((
                start,
                "expected a letter or digit: a label does not start with \"-\" (§5 domainlabel)",
            )),
            [.., b'-'] => {
                return Err((
                    end - 1,
                    "expected a letter or digit: a label does not end with \"-\" (§5 domainlabel)",
                ))
            }
            _ => {}
        }
        if end == h.len() {
            if label[0].is_ascii_digit() {
                return Err((
                    start,
                    "expected a letter: the last label starts with one (§5 toplabel)",
                ));
            }
            return Ok(());
        }
        start = end + 1;
    }
}
