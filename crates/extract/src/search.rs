//! The search: a `:` is in every trigger (`<URL:`, `<scheme:`,
//! `scheme:`), so `memchr` finds each candidate and never misses one; the
//! word before the colon says which forms to try, in SPEC §1's order
//! (wrapped, angle, bare).

use std::borrow::Cow;

use memchr::memchr_iter;

use crate::chars::{is_scheme_char, space_len, starts_with_scheme};
use crate::extractor::Extractor;
use crate::hyphen;
use crate::lines::Lines;
use crate::matches::{Kind, Match};
use crate::schemes::Admission;
use crate::{bare, wrapper};

/// Where the search stands, in window offsets.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cursor {
    /// No match may start before this (the end of the previous match, or
    /// just past a `<URL:` that turned out to be plain text).
    pub(crate) from: usize,
    /// Where the next `:` is looked for.
    pub(crate) search: usize,
}

/// A window of the input: `hay` holds the input from offset `base` on.
pub(crate) struct Window<'h> {
    pub(crate) hay: &'h [u8],
    pub(crate) base: usize,
}

impl<'h> Window<'h> {
    /// The next match whose trigger `:` lies before `colon_end`, with
    /// offsets relative to the window.
    pub(crate) fn next(
        &self,
        ex: &Extractor,
        cur: &mut Cursor,
        colon_end: usize,
        lines: &mut Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        if cur.search >= colon_end {
            return None;
        }
        // One iterator per call: restarting memchr at every colon costs
        // more than the search between colons (mail has one per ~100 bytes).
        let start = cur.search;
        for off in memchr_iter(b':', &hay[start..colon_end]) {
            let c = start + off;
            cur.search = c + 1;
            // The run of scheme characters before the colon.
            let lo = c.saturating_sub(ex.schemes.max_len.max(3) + 1);
            let mut r = c;
            while r > lo && is_scheme_char(hay[r - 1]) {
                r -= 1;
            }
            if r == c
                || !ex.schemes.may_start(hay[r], c - r)
                || (r == lo && r > 0 && is_scheme_char(hay[r - 1]))
            {
                continue;
            }
            let name = &hay[r..c];
            let known = ex.schemes.lookup(name);
            // §1.7.2: `&lt;` opens a wrapper as `<` does.
            if let Some(open) = crate::entities::opener(hay, r, cur.from) {
                let found = if name.eq_ignore_ascii_case(b"URL") {
                    let m = self.wrapped(ex, open, c + 1, Kind::Wrapped, lines);
                    if m.is_none() {
                        // §1.1: the opener is plain text; go on after it.
                        cur.from = c + 1;
                    }
                    m
                } else if known.is_some() {
                    self.wrapped(ex, open, r, Kind::Angle, lines)
                } else {
                    None
                };
                if let Some(m) = found {
                    (cur.from, cur.search) = (m.end, m.end);
                    return Some(m);
                }
            }
            if let Some(adm) = known.filter(|_| r >= cur.from) {
                if let Some(m) = self.bare(ex, r, name.len(), adm, lines) {
                    (cur.from, cur.search) = (m.end, m.end);
                    return Some(m);
                }
            }
        }
        cur.search = colon_end;
        None
    }

    /// §1.1–§1.3: the wrapper opening at `open`, its content from
    /// `content`.
    pub(crate) fn wrapped(
        &self,
        ex: &Extractor,
        open: usize,
        content: usize,
        kind: Kind,
        lines: &mut Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let limit = (open + ex.max_len).min(hay.len());
        lines.advance(hay, self.base, self.base + open);
        let inside = wrapper::read(hay, content, limit, lines.depth(), &ex.schemes);
        let Some(end) = inside.close else {
            return self.unterminated(content, limit, open, kind, lines);
        };
        if !starts_with_scheme(&inside.url) {
            return None;
        }
        let mut hyphens = inside.breaks;
        let url = to_str(inside.url, &mut hyphens);
        let (url, breaks) = if hyphens.is_empty() {
            (url, Vec::new())
        } else {
            let (u, b) = hyphen::decide(url.into_owned(), &hyphens);
            (Cow::Owned(u), b)
        };
        // §1.7.3: `[<u>](u)` is one match.
        let end = crate::markdown::link_end(hay, end, limit, url.as_bytes()).unwrap_or(end);
        Some(self.make(
            open,
            end,
            kind,
            url,
            true,
            inside.inner_space,
            breaks,
            lines,
        ))
    }

    /// §1.3.5: no closing `>`. The URL is read from the first non-white
    /// byte of the content like a bare URL (so up to white space).
    fn unterminated(
        &self,
        content: usize,
        limit: usize,
        open: usize,
        kind: Kind,
        lines: &Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let mut p = content;
        while let Some(n) = (p < limit).then(|| space_len(hay, p)).flatten() {
            p += n;
        }
        let p = p.min(limit);
        let b = bare::read(hay, p, limit, false);
        if !starts_with_scheme(&b.url) {
            return None;
        }
        let url = to_str(b.url, &mut []);
        Some(self.make(open, b.end, kind, url, false, false, Vec::new(), lines))
    }

    /// §1.4: a bare URL at `s`.
    pub(crate) fn bare(
        &self,
        ex: &Extractor,
        s: usize,
        scheme_len: usize,
        adm: Admission,
        lines: &mut Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let b = bare::read(hay, s, (s + ex.max_len).min(hay.len()), true);
        if b.url.len() <= scheme_len || !adm.admits(&b.url, scheme_len, &hay[b.end..]) {
            return None;
        }
        lines.advance(hay, self.base, self.base + s);
        let url = to_str(b.url, &mut []);
        Some(self.make(s, b.end, Kind::Bare, url, true, false, Vec::new(), lines))
    }

    #[allow(clippy::too_many_arguments)]
    fn make(
        &self,
        start: usize,
        end: usize,
        kind: Kind,
        url: Cow<'h, str>,
        terminated: bool,
        inner_space: bool,
        breaks: Vec<hyphen::HyphenBreak>,
        lines: &Lines,
    ) -> Match<'h> {
        Match {
            start,
            end,
            line: lines.line(),
            column: self.base + start - lines.line_start() + 1,
            kind,
            raw: Cow::Borrowed(&self.hay[start..end]),
            url,
            terminated,
            inner_space,
            breaks,
        }
    }
}

/// The URL bytes as text, invalid UTF-8 replaced by U+FFFD; `hyphens`
/// (offsets of `-` bytes) are moved to match the text.
fn to_str<'h>(bytes: Cow<'h, [u8]>, hyphens: &mut [usize]) -> Cow<'h, str> {
    match bytes {
        Cow::Borrowed(b) => match std::str::from_utf8(b) {
            Ok(s) => Cow::Borrowed(s),
            Err(_) => Cow::Owned(lossy(b, hyphens)),
        },
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(s) => Cow::Owned(s),
            Err(e) => Cow::Owned(lossy(e.as_bytes(), hyphens)),
        },
    }
}

fn lossy(b: &[u8], hyphens: &mut [usize]) -> String {
    let mut s = String::with_capacity(b.len() + 8);
    let mut src = 0;
    for chunk in b.utf8_chunks() {
        let valid = chunk.valid();
        for h in hyphens
            .iter_mut()
            .filter(|h| (src..src + valid.len()).contains(*h))
        {
            *h = *h - src + s.len();
        }
        s.push_str(valid);
        src += valid.len();
        if !chunk.invalid().is_empty() {
            s.push(char::REPLACEMENT_CHARACTER);
            src += chunk.invalid().len();
        }
    }
    s
}
