//! One function per scheme grammar of RFC 1738 §5 (§3.2–§3.11), plus
//! `genericurl` for every other scheme.

use crate::chars::{is, is_escape, FIELD, FSEGMENT, HSEGMENT, SLASH, UCHAR, XCHAR};
use crate::error::{ParseError, ParseErrorKind as K};
use crate::parser::{bad_escape, PResult, Parser, UNSAFE};
use crate::url::PartName as P;
use crate::Scheme;

const FPATH: &str = "expected an fsegment character or \"/\" (§5 fpath)";
const TYPE: &str = "expected \";type=\" (§5 ftpurl); other \";\" must be encoded";
const TYPECODE: &str = "expected a, i or d (§5 ftptype)";
const TYPECODE_END: &str = "expected the end of the URL after the typecode (§5 ftpurl)";
const HPATH: &str = "expected an hsegment character, \"/\" or \"?\" (§5 hpath)";
const SEARCH: &str = "expected a search character: \"/\" and \"?\" must be encoded (§5 search)";
const ADDRESS: &str = "expected an address (§5 encoded822addr = 1*xchar)";
const TELNET_END: &str = "expected the end of the URL after the final \"/\" (§5 telneturl)";
const WAIS_PATH: &str = "expected \"/\" and a database (§5 waisurl)";
const WAIS_DB: &str = "expected a uchar, \"?\" or \"/\" (§5 database)";
const WAIS_TYPE: &str = "expected a uchar or \"/\" before the wpath (§5 waisdoc)";
const WAIS_WPATH: &str = "expected a uchar (§5 wpath = *uchar)";
const FILE_PATH: &str = "expected \"/\" and a path (§5 fileurl)";
const PROSPERO_PATH: &str = "expected \"/\" and a path (§5 prosperourl)";
const PPATH: &str = "expected a psegment character, \"/\" or \";\" (§5 ppath)";
const FIELD_NAME: &str = "expected a fieldname character or \"=\" (§5 fieldspec)";
const FIELD_VALUE: &str = "expected a fieldvalue character or \";\" (§5 fieldspec)";

impl Parser<'_> {
    /// Dispatches on the scheme; `s` is the offset after `scheme:`.
    pub(crate) fn scheme_part(&mut self, s: usize) -> PResult<()> {
        match self.url.scheme {
            Scheme::Ftp => self.ftp(s),
            Scheme::Http | Scheme::Https => self.http(s),
            Scheme::Gopher => self.gopher(s),
            Scheme::Mailto => self.mailto(s),
            Scheme::News => self.news(s),
            Scheme::Nntp => self.nntp(s),
            Scheme::Telnet => self.telnet(s),
            Scheme::Wais => self.wais(s),
            Scheme::File => self.file(s),
            Scheme::Prospero => self.prospero(s),
            _ => self.generic(s),
        }
    }

    /// `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]`
    fn ftp(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, true, true, false)?;
        if i == self.end {
            return Ok(());
        }
        let p1 = self.scan(i + 1, self.end, FSEGMENT | SLASH)?;
        if p1 < self.end && self.b[p1] != b';' {
            return Err(self.stray(p1, K::UnexpectedChar, FPATH));
        }
        self.set(P::Path, i + 1, p1);
        if p1 == self.end {
            return Ok(());
        }
        // ";type=" is an RFC 822 literal: case-insensitive (§3.2.2).
        let t = p1 + 6;
        if t > self.end || !self.b[p1 + 1..t].eq_ignore_ascii_case(b"type=") {
            return Err(ParseError::new(K::UnexpectedChar, p1, TYPE));
        }
        // ftptype = "A" | "I" | "D" | "a" | "i" | "d"
        if t == self.end || !matches!(self.b[t], b'a' | b'i' | b'd' | b'A' | b'I' | b'D') {
            return Err(self.stray(t, K::InvalidTypecode, TYPECODE));
        }
        self.set(P::Typecode, t, t + 1);
        if t + 1 < self.end {
            return Err(self.stray(t + 1, K::InvalidTypecode, TYPECODE_END));
        }
        Ok(())
    }

    /// `httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`; https
    /// uses the same grammar.
    fn http(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, true, false)?;
        if i == self.end {
            return Ok(());
        }
        let p1 = self.scan(i + 1, self.end, HSEGMENT | SLASH)?;
        if p1 < self.end && self.b[p1] != b'?' {
            return Err(self.stray(p1, K::UnexpectedChar, HPATH));
        }
        self.set(P::Path, i + 1, p1);
        if p1 < self.end {
            let q1 = self.scan(p1 + 1, self.end, HSEGMENT)?;
            if q1 < self.end {
                return Err(self.stray(q1, K::UnexpectedChar, SEARCH));
            }
            self.set(P::Search, p1 + 1, q1);
        }
        Ok(())
    }

    /// `gopherurl = "gopher://" hostport [ / [ gtype [ selector
    /// [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`
    fn gopher(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, true, false)?;
        if i + 1 >= self.end {
            return Ok(());
        }
        // gtype = xchar: one character or one escape.
        let g0 = i + 1;
        let g1 = if self.b[g0] == b'%' {
            if !is_escape(self.b, g0, self.end) {
                return Err(bad_escape(g0));
            }
            g0 + 3
        } else if is(self.b[g0], XCHAR) {
            g0 + 1
        } else {
            return Err(ParseError::new(K::UnsafeChar, g0, UNSAFE));
        };
        self.set(P::Gtype, g0, g1);
        let (s1, next) = self.gopher_run(g1, XCHAR)?;
        self.set(P::Selector, g1, s1);
        if let Some(q0) = next {
            // The BNF reuses `search` (§5, under HTTP): no "/" or "?".
            let (q1, next) = self.gopher_run(q0, HSEGMENT)?;
            self.set(P::Search, q0, q1);
            if let Some(x0) = next {
                let x1 = self.scan(x0, self.end, XCHAR)?;
                if x1 < self.end {
                    return Err(ParseError::new(K::UnsafeChar, x1, UNSAFE));
                }
                self.set(P::GopherPlus, x0, x1);
            }
        }
        Ok(())
    }

    /// Bytes of `mask` and escapes up to the first `%09` (§3.4: the tab
    /// that separates the selector, the search and the Gopher+ string; a
    /// selector is `*xchar`, a search `search`). Returns the end and
    /// the offset after the `%09`, if one was found.
    fn gopher_run(&self, mut i: usize, mask: u16) -> PResult<(usize, Option<usize>)> {
        loop {
            i = self.scan_plain(i, self.end, mask);
            if i == self.end {
                return Ok((i, None));
            }
            if self.b[i] != b'%' {
                return Err(self.stray(i, K::UnexpectedChar, SEARCH));
            }
            if !is_escape(self.b, i, self.end) {
                return Err(bad_escape(i));
            }
            if &self.b[i + 1..i + 3] == b"09" {
                return Ok((i, Some(i + 3)));
            }
            i += 3;
        }
    }

    /// `mailtourl = "mailto:" encoded822addr`, `encoded822addr = 1*xchar`
    fn mailto(&mut self, s: usize) -> PResult<()> {
        if s == self.end {
            return Err(ParseError::new(K::EmptyAddress, s, ADDRESS));
        }
        let e = self.scan(s, self.end, XCHAR)?;
        if e < self.end {
            return Err(ParseError::new(K::UnsafeChar, e, UNSAFE));
        }
        self.set(P::Address, s, e);
        Ok(())
    }

    /// `telneturl = "telnet://" login [ "/" ]`
    fn telnet(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, true, true, false)?;
        if i + 1 < self.end {
            return Err(self.stray(i + 1, K::UnexpectedChar, TELNET_END));
        }
        Ok(())
    }

    /// `waisurl = waisdatabase | waisindex | waisdoc`:
    /// `"wais://" hostport "/" database [ "?" search | "/" wtype "/" wpath ]`
    fn wais(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, true, false)?;
        if i == self.end {
            return Err(ParseError::new(K::MissingPath, i, WAIS_PATH));
        }
        // database = *uchar
        let d1 = self.scan(i + 1, self.end, UCHAR)?;
        if d1 < self.end && !matches!(self.b[d1], b'?' | b'/') {
            return Err(self.stray(d1, K::UnexpectedChar, WAIS_DB));
        }
        self.set(P::Database, i + 1, d1);
        if d1 == self.end {
            return Ok(());
        }
        if self.b[d1] == b'?' {
            let q1 = self.scan(d1 + 1, self.end, HSEGMENT)?;
            if q1 < self.end {
                return Err(self.stray(q1, K::UnexpectedChar, SEARCH));
            }
            self.set(P::Search, d1 + 1, q1);
            return Ok(());
        }
        // wtype = *uchar, wpath = *uchar
        let t1 = self.scan(d1 + 1, self.end, UCHAR)?;
        if t1 == self.end {
            return Err(ParseError::new(K::MissingPath, t1, WAIS_TYPE));
        }
        if self.b[t1] != b'/' {
            return Err(self.stray(t1, K::UnexpectedChar, WAIS_TYPE));
        }
        self.set(P::Wtype, d1 + 1, t1);
        let w1 = self.scan(t1 + 1, self.end, UCHAR)?;
        if w1 < self.end {
            return Err(self.stray(w1, K::UnexpectedChar, WAIS_WPATH));
        }
        self.set(P::Wpath, t1 + 1, w1);
        Ok(())
    }

    /// `fileurl = "file://" [ host | "localhost" ] "/" fpath`
    fn file(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, false, true)?;
        if i == self.end {
            return Err(ParseError::new(K::MissingPath, i, FILE_PATH));
        }
        let p1 = self.scan(i + 1, self.end, FSEGMENT | SLASH)?;
        if p1 < self.end {
            return Err(self.stray(p1, K::UnexpectedChar, FPATH));
        }
        self.set(P::Path, i + 1, p1);
        Ok(())
    }

    /// `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]`,
    /// `fieldspec = ";" fieldname "=" fieldvalue`
    fn prospero(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, true, false)?;
        if i == self.end {
            return Err(ParseError::new(K::MissingPath, i, PROSPERO_PATH));
        }
        let p1 = self.scan(i + 1, self.end, FSEGMENT | SLASH)?;
        if p1 < self.end && self.b[p1] != b';' {
            return Err(self.stray(p1, K::UnexpectedChar, PPATH));
        }
        self.set(P::Path, i + 1, p1);
        let mut f = p1;
        while f < self.end {
            let n1 = self.scan(f + 1, self.end, FIELD)?;
            if n1 == self.end || self.b[n1] != b'=' {
                return Err(self.stray(n1, K::InvalidField, FIELD_NAME));
            }
            let v1 = self.scan(n1 + 1, self.end, FIELD)?;
            if v1 < self.end && self.b[v1] != b';' {
                return Err(self.stray(v1, K::InvalidField, FIELD_VALUE));
            }
            self.url.fields = Some((p1 as u32, v1 as u32));
            f = v1;
        }
        Ok(())
    }

    /// `genericurl = scheme ":" schemepart`,
    /// `schemepart = *xchar | ip-schemepart`. A `//` form that also
    /// matches `ip-schemepart` reports its login and path too.
    fn generic(&mut self, s: usize) -> PResult<()> {
        let e = self.scan(s, self.end, XCHAR)?;
        if e < self.end {
            return Err(ParseError::new(K::UnsafeChar, e, UNSAFE));
        }
        self.set(P::Schemepart, s, e);
        if self.b[s..e].starts_with(b"//") {
            let before = self.url;
            match self.login(s + 2, true, true, false) {
                Ok(i) if i < e => self.set(P::Path, i + 1, e),
                Ok(_) => {}
                // Still valid: `*xchar` is the other alternative.
                Err(_) => self.url = before,
            }
        }
        Ok(())
    }
}
