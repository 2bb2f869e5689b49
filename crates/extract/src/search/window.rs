//! The search: a `:` is in every trigger (`<URL:`, `<scheme:`,
//! `scheme:`), so `memchr` finds each candidate and never misses one; the
//! word before the colon says which forms to try, in SPEC §1's order
//! (wrapped, angle, bare).
//!
//! One Aho-Corasick automaton over every opener (ASCII case-insensitive,
//! as a prefilter, then this verification) was measured against this
//! colon scan and is slower everywhere (`benches/TRIGGERS.md`): the mail
//! corpus 0.84 against 1.57 GiB/s, `urlgrep -j 1` on the 200 MB
//! `big.txt` 224 against 126 ms of CPU, the hostile inputs 15–45 %
//! slower. A case-insensitive automaton gets no packed (Teddy) prefilter;
//! its prefilter is a search for `:`, the byte all patterns share, and
//! the automaton then walks the name before each colon again.

use std::borrow::Cow;

use crate::search::colons::Colons;

use crate::config::schemes::Admission;
use crate::config::Config;
use crate::join::continuation::{self, LineContext};
use crate::join::pieces;
use crate::matches::{Kind, Match};
use crate::read::hyphen;
use crate::read::{bare, links, wrapper};
use crate::search::run::Run;
use crate::text::chars::{is_scheme_char, space_len, starts_with_scheme};
use crate::text::counter::Lines;
use crate::text::utf8::to_str;

/// How far back from a match's start the search may look (for the line
/// prefix and widths of SPEC §1.6); the stream keeps this much.
pub(crate) const BACK: usize = 1024;

// A troff break point's look-back for its URL's `://`, and an emphasis's
// for its opener, stay within what the stream keeps (`markup::escapes`,
// `markup::markdown`).
const _: () = assert!(crate::markup::escapes::SLASH_LOOK_BACK <= BACK);
const _: () = assert!(crate::markup::markdown::EMPHASIS_LOOK_BACK <= BACK);

/// Where the search stands, in window offsets.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cursor {
    /// No match may start before this (the end of the previous match, or
    /// just past a `<URL:` that turned out to be plain text).
    pub(crate) from: usize,
    /// Where the next `:` is looked for.
    pub(crate) search: usize,
    /// The run of URL characters the last bare candidate started in.
    pub(crate) run: Run,
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
        config: &Config,
        cur: &mut Cursor,
        colon_end: usize,
        lines: &mut Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        if cur.search >= colon_end {
            return None;
        }
        // One iterator per call: restarting a search at every colon costs
        // more than the search between colons (mail has one per ~100 bytes).
        // (`cur.search` is set where the loop returns or ends: a store per
        // colon cost as much as the pair test that turns most away.)
        for c in Colons::new(hay, cur.search, colon_end) {
            // Most colons end no scheme name (`Subject:`, `12:30`): the two
            // bytes before them tell, asked first, in one look-up.
            let Some((a, b)) = pair_before(hay, c) else {
                continue;
            };
            let (c, a, b) = if config.schemes.may_end(a, b) {
                (c, a, b)
            } else if b == ZWSP_LAST {
                match past_zwsp(config, hay, c) {
                    Some(found) => found,
                    None => continue,
                }
            } else {
                continue;
            };
            // `HTTP::Tiny`, `Data::Dumper`: a path in code, no URL (any form).
            if hay.get(c + 1) == Some(&b':') {
                continue;
            }
            // Then three bytes (`Message-Id:` ends as `mid` does).
            let x = if c > 2 { hay[c - 3] } else { b' ' };
            if !config.schemes.may_end3(x, a, b) {
                continue;
            }
            // A Java `.properties` value escapes its colons (`http\://h`,
            // §1.7.1): the name ends before the `\`, which `bare` reads.
            let c = match b == b'\\' {
                true => match escaped_name_end(config, hay, c) {
                    Some(c) => c,
                    None => continue,
                },
                false => c,
            };
            // The run of scheme characters before the colon (a compound's
            // tool name and `+` may come first: `schemes`), and the name's.
            let lo = c.saturating_sub(config.schemes.max_len.max(3) + 10);
            let r0 = c - hay[lo..c]
                .iter()
                .rev()
                .take_while(|&&b| is_scheme_char(b))
                .count();
            let r = crate::search::start::name_start(hay, r0, c, &config.schemes);
            if r == c
                || !config.schemes.may_name(&hay[r..c])
                || (r0 == lo && r0 > 0 && is_scheme_char(hay[r0 - 1]))
            {
                continue;
            }
            let name = &hay[r..c];
            let known = config.schemes.lookup(name);
            // §1.7.2: `&lt;` opens a wrapper as `<` does.
            if let Some(open) = crate::read::wrapper::opener(hay, r, cur.from) {
                // Ruby's `#<File:foo>` is an object, not a URL (`inspect`).
                if crate::markup::inspect::is_inspection(hay, open, name) {
                    continue;
                }
                let found = if name.eq_ignore_ascii_case(b"URL") {
                    let m = self.wrapped(config, open, c + 1, Kind::Wrapped, lines);
                    if m.is_none() {
                        // §1.1: the opener is plain text; go on after it.
                        cur.from = c + 1;
                    }
                    m
                } else if known.is_some() {
                    self.wrapped(config, open, r, Kind::Angle, lines)
                } else {
                    None
                };
                if let Some(m) = found {
                    (cur.from, cur.search) = (m.end, m.end);
                    return Some(m);
                }
            }
            if let Some(adm) = known.filter(|_| r >= cur.from) {
                if let Some(m) = self.bare(config, r, name.len(), adm, lines, &mut cur.run) {
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
        config: &Config,
        open: usize,
        content: usize,
        kind: Kind,
        lines: &mut Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let limit = (open + config.max_len).min(hay.len());
        lines.advance(hay, self.base, self.base + open);
        // (Only the line's start: the line before is the join's.)
        let opening = self
            .line_start(open, lines)
            .map_or(&[][..], |start| &hay[start..open]);
        let inside = wrapper::read(hay, content, limit, opening, &config.schemes);
        let Some(end) = inside.close else {
            return self.unterminated(config, content, limit, open, kind, lines);
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
        let end = links::after_wrapper(hay, open, end, limit, url.as_bytes()).unwrap_or(end);
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
        config: &Config,
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
        let b = bare::read(hay, p, limit);
        // `<mailto: ntp@ietf.org` (read::wrapper, "A space after the colon").
        if let Some((end, url)) = wrapper::spaced_scheme(hay, p, b.end, limit, &config.schemes) {
            let url = to_str(Cow::Owned(url), &mut []);
            return Some(self.make(open, end, kind, url, false, true, Vec::new(), lines));
        }
        if !starts_with_scheme(&b.url) {
            return None;
        }
        let url = to_str(b.url, &mut []);
        Some(self.make(open, b.end, kind, url, false, false, Vec::new(), lines))
    }

    /// §1.4: a bare URL at `s`, continued on later lines under §1.6.3.
    pub(crate) fn bare(
        &self,
        config: &Config,
        s: usize,
        scheme_len: usize,
        adm: Admission,
        lines: &mut Lines,
        run: &mut Run,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let limit = (s + config.max_len).min(hay.len());
        // Admission on the untrimmed run first where reading the whole URL
        // could be wasted: in a run where a candidate already failed, or
        // when the bytes after the colon do not already show the `//` a
        // URL of the scheme starts with. Failing candidates then cost no
        // rescan (issue 11, finding 7). A run holding escapes or entities
        // reads differently: the whole reading decides.
        // A scheme whose name and colon alone reach `max_len` leaves no room
        // for a URL (issue 24: `--scheme abcdefghijklmnop --max-len 16`).
        let after_colon = hay.get(s + scheme_len + 1..limit)?;
        let slashes = after_colon.starts_with(b"//");
        // A link destination takes characters a run does not (`](ssh://。)`,
        // §1.7.3): only the whole reading decides there.
        let checked = !crate::markup::markdown::is_destination(hay, s);
        if checked && (run.covers(s) || !(slashes && adm.takes_slashes())) {
            let found = run.end(hay, s, limit);
            let run_to = found.end;
            // A scheme alone at a line end may go on on the next (§1.6.3).
            let scheme_alone = config.join
                && crate::join::typeset::scheme_alone(hay, s, scheme_len, run_to, limit);
            // (A mail archive's ` at ` may follow the run: `obscured`.)
            if !scheme_alone
                && !found.markup
                && !adm.may_admit(&hay[s..run_to], scheme_len, found)
                && !crate::markup::obscured::at(hay, run_to, limit)
            {
                return None;
            }
        }
        let b = links::read(hay, s, limit);
        // Code's adjacent string literals (`join::literals`).
        // (Only a URL right after a quote: most are not.)
        let quoted = s > 0 && matches!(hay[s - 1], b'"' | b'\'');
        if let Some(joined) = (config.join && quoted)
            .then(|| crate::join::literals::extend(hay, s, b.end, limit))
            .flatten()
        {
            lines.advance(hay, self.base, self.base + s);
            return self.joined(s, scheme_len, adm, joined, &b, lines);
        }
        if config.join {
            // The run before trimming: the bytes §1.4 trimmed are URL
            // characters, so the run goes on over them. A same-text link
            // read as one match (`[u](u)`, `read::links`) is not continued.
            let run = trimmed_run(hay, b.end, limit);
            // (A typesetter's hyphen, a `\` fold or blanks, then the LF.)
            if crate::lines::cross::line_end(hay, run, limit).is_some() && !b.linked {
                lines.advance(hay, self.base, self.base + s);
                let ctx = self.context(s, lines);
                let joined = continuation::extend(hay, s, run, limit, ctx, &config.schemes);
                if !joined.pieces.is_empty() || joined.alt.is_some() {
                    return self.joined(s, scheme_len, adm, joined, &b, lines);
                }
            }
        }
        if b.url.len() <= scheme_len || !adm.admits(&b.url, scheme_len, &hay[b.end..]) {
            // Later candidates in this run are checked on it first.
            run.end(hay, s, limit);
            return None;
        }
        lines.advance(hay, self.base, self.base + s);
        let url = to_str(b.url, &mut []);
        Some(self.make(s, b.end, Kind::Bare, url, true, false, Vec::new(), lines))
    }

    /// A bare URL at `s` whose runs are `joined` (§1.6.3); `own` is its
    /// first line's reading alone.
    fn joined(
        &self,
        s: usize,
        scheme_len: usize,
        adm: Admission,
        joined: continuation::Joined,
        own: &bare::Extent<'h>,
        lines: &Lines,
    ) -> Option<Match<'h>> {
        let hay = self.hay;
        let pieces = joined.pieces;
        let (mut url, mut end, kept) = pieces::reading(hay, &pieces, joined.url);
        // A copy of the whole joined URL after it is the link's target.
        if let Some(target) = joined.target.filter(|_| kept == pieces.len()) {
            end = target;
        }
        if kept == 1 {
            // The joined runs read as a URL that ends on its first line
            // (`tel:+1%` ⏎ `x.` reads a `printf` placeholder `%x`,
            // `markup::template`): no line was joined, so the URL is the
            // line's own reading, as if no line followed (§1.6.3 joins
            // only what makes one URL).
            (url, end) = (own.url.to_vec(), own.end);
        }
        let alt = joined.alt.and_then(|piece| {
            let mut all = pieces[..kept].to_vec();
            all.push(piece);
            let (u, _, n) = pieces::reading(hay, &all, Vec::new());
            (n == all.len()).then(|| String::from_utf8_lossy(&u).into_owned())
        });
        if url.len() <= scheme_len || !adm.admits(&url, scheme_len, &hay[end..]) {
            return None;
        }
        let mut hyphens = pieces::hyphens(hay, &pieces[..kept], &url);
        let mut url = to_str(Cow::Owned(url), &mut hyphens);
        let mut breaks = Vec::new();
        if !hyphens.is_empty() {
            let (u, b) = hyphen::decide(url.into_owned(), &hyphens);
            (url, breaks) = (Cow::Owned(u), b);
        }
        let mut m = self.make(s, end, Kind::Bare, url, true, false, breaks, lines);
        // (The breaks' own vector, made relative to the match.)
        let mut lfs = joined.breaks;
        lfs.truncate(kept - 1);
        lfs.iter_mut().for_each(|lf| *lf -= s);
        m.joined = lfs;
        m.alt_join = alt;
        Some(m)
    }

    /// The line holding `at` and the one before, when the look-back
    /// (`BACK`) reaches their starts; `lines` must be advanced to `at`.
    fn context(&self, at: usize, lines: &Lines) -> Option<LineContext> {
        let start = self.line_start(at, lines)?;
        // The line before, if it starts within the look-back too (the
        // stream keeps `BACK` bytes, so whole and streamed inputs agree).
        let lo = (self.base + at).saturating_sub(BACK);
        // (At exactly `BACK` bytes the line before starts out of reach.)
        let before = (start > 0 && lo - self.base < start).then(|| {
            match memchr::memrchr(b'\n', &self.hay[lo - self.base..start - 1]) {
                Some(i) => Some(lo - self.base + i + 1),
                None => (lo == 0).then_some(0),
            }
        });
        Some(LineContext {
            start,
            before: before.flatten(),
        })
    }

    /// The start of the line holding `at`, when the look-back (`BACK`)
    /// reaches it; `lines` must be advanced to `at`.
    fn line_start(&self, at: usize, lines: &Lines) -> Option<usize> {
        let start = lines.line_start().checked_sub(self.base)?;
        (at - start <= BACK).then_some(start)
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
            joined: Vec::new(),
            alt_join: None,
        }
    }
}

/// The last byte of U+200B (ZERO WIDTH SPACE), which ends no scheme name.
const ZWSP_LAST: u8 = 0x8B;

/// The colon at `c` moved before the U+200B a typesetter put there
/// (`https\u{200B}://`, `script::through`: it hides no scheme), with the
/// two bytes before it, when the pair filter lets that name through. Out
/// of line: asked only of a colon after a byte `0x8B`.
#[cold]
#[inline(never)]
fn past_zwsp(config: &Config, hay: &[u8], c: usize) -> Option<(usize, u8, u8)> {
    let c = c - crate::script::through::zwsp_before(hay, c);
    let (a, b) = pair_before(hay, c)?;
    config.schemes.may_end(a, b).then_some((c, a, b))
}

/// The two bytes before the colon at `c` that the pair filter asks of
/// (a blank standing for the start of the input); none at its start.
#[inline(always)]
fn pair_before(hay: &[u8], c: usize) -> Option<(u8, u8)> {
    match hay.get(c.wrapping_sub(2)..c) {
        Some(&[a, b]) => Some((a, b)),
        _ if c == 1 => Some((b' ', hay[0])),
        _ => None,
    }
}

/// Where a scheme name before the colon at `c`, escaped by the `\` before
/// it (`http\://`), ends: at the `\`, when the pair filter lets the name
/// through. Out of line: the colons of text are rarely escaped.
#[cold]
#[inline(never)]
fn escaped_name_end(config: &Config, hay: &[u8], c: usize) -> Option<usize> {
    if crate::markup::escapes::escaped_colon(hay, c) == 0 {
        return None;
    }
    let (a, b) = match c - 1 {
        1 => (b' ', hay[0]),
        e => (hay[e - 2], hay[e - 1]),
    };
    config.schemes.may_end(a, b).then_some(c - 1)
}

/// The end of the run a bare URL ending at `end` was trimmed from: the
/// trimmed punctuation, and troff's break points among it (`…/\:` ⏎,
/// SPEC §1.7.1: they show as nothing).
#[inline]
pub(crate) fn trimmed_run(hay: &[u8], end: usize, limit: usize) -> usize {
    let mut run = end;
    while run < limit {
        match hay[run] {
            c if b".,:;!?')]".contains(&c) => run += 1,
            b'\\' => match crate::markup::escapes::markup_char(hay, run, limit) {
                Some((crate::markup::escapes::DROPPED, n)) => run += n,
                _ => break,
            },
            _ => break,
        }
    }
    run
}

// Here, not in `config`: how far the search reaches is the search's.
impl Config {
    /// How many bytes before a candidate's `:` the search may look at: the
    /// scheme name, the word-start byte, an opener (`<` or `&lt;`) or an
    /// emphasis delimiter run (§1.7.2–1.7.3), the line context of §1.6.
    pub(crate) fn lookback(&self) -> usize {
        self.schemes.max_len.max(3) + 2 + (crate::markup::markdown::LOOKBACK + 3).max(BACK)
    }

    /// How many bytes past `start + max_len` a match may look at.
    pub(crate) fn lookahead(&self) -> usize {
        self.schemes.max_len + 16
    }
}

impl core::fmt::Debug for Window<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Window")
            .field("len", &self.hay.len())
            .field("base", &self.base)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{Window, BACK};
    use crate::text::counter::Lines;

    /// A wrapper reads only its line's start (the join reads the line
    /// before too): the byte after the last LF before it, when at most
    /// `BACK` bytes back, at every offset of short lines and of lines
    /// longer than the look-back.
    #[test]
    fn line_start_is_the_lines_within_reach() {
        let long = "x".repeat(BACK + 10);
        let text = format!("one\ntwo <URL:a>\n\n{long}\nthree {long} four\nend");
        let hay = text.as_bytes();
        let window = Window { hay, base: 0 };
        let mut lines = Lines::new(true);
        for at in 0..hay.len() {
            lines.advance(hay, 0, at);
            let start = hay[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let want = (at - start <= BACK).then_some(start);
            assert_eq!(window.line_start(at, &lines), want, "{at}");
            assert_eq!(window.context(at, &lines).map(|c| c.start), want, "{at}");
        }
    }
}
