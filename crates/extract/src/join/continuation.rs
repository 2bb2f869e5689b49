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
//! The verdict for each candidate, with every rule of evidence and why,
//! is in the `verdict` module; the widths it reads, in `widths`. One
//! comes before them: a line that ends in a typesetter's hyphen glued to
//! the URL (U+2010 or a soft hyphen, `lines::ends`) was hyphenated
//! inside a word, so the next token is joined without the hyphen
//! whatever it looks like.
//!
//! A URL right after a quote (`href="http://…`) whose line ends before
//! the quote closes is continued with a `T` that closes it (`…6l` ⏎
//! `012000WRnwBz"><img src="http://…`: an HTML attribute a mailer
//! wrapped, in SpamAssassin's `welcomelists/netcenter-direct_de`): the
//! quoted string spans the break, so `T` is judged by the rules of
//! `verdict` whatever else its line holds (another URL on it does not
//! rule the join out).
//!
//! A copy in angle brackets. A mailer that turns an HTML link into text
//! writes its text and then its target, `text<url>`; when the text is
//! the URL and a line break cut it, the copy glued to the next line's
//! first token says where the URL goes on: `> http://www.erlang.org/doc/
//! apps/mnesia/` ⏎ `> Mnesia_chap1.html#1<http://www.erlang.org/doc/apps/
//! mnesia/Mnesia_chap1.html#1>` (erlang-questions, September 2008). The
//! cut and the copy's own line breaks fall at different places, and the
//! rules of `verdict` would not join (`T`'s line holds another URL, `T`
//! ends at a `<`); a careful reader reads the two as one URL (SPEC
//! §1.5), the copy being the clearest evidence §1.6.3 asks for. So when `T` is glued to a wrapper (`<` and a known scheme)
//! that closes and reads exactly as the URL with `T` joined, `T` is
//! joined and the URL ends with it, whatever else its line holds. The
//! copy is the link's target and its text the same URL: one match with
//! it, as a same-text link on one line is (`read::links`, mail text;
//! SPEC §1.7.5). The copy may hold the break it was
//! wrapped at, encoded: `…/SumeetBajaj_ErlangatSA` ⏎ `P.pdf<http://…/
//! SumeetBajaj_ErlangatSA%0AP.pdf>` reads `…ErlangatSAP.pdf`, and the
//! copy, another URL as written, is a match of its own. A token
//! glued to another URL's copy (`*<http://…id=2>` under `…id=2`, a
//! footnote mark) or to a different URL is not joined: the copy must
//! be the URL and `T` together. Rows: `tests/real_rows.rs`, `copy-*`.
//!
//! A `\` glued to the URL at the end of its line (`lines::folds`) says
//! the line goes on: PostScript strings (`(ftp://…/SRC-124.ps.g\` ⏎
//! `z)` in bzip2's manual), C and shell line splices, a ChangeLog's
//! `…/archives/\` ⏎ `/linux-ia64/…`, RFC 8792's folded artwork. The
//! `\` and the break are dropped and the next token is joined as a
//! viewer's continuation is (unless a rule of `verdict` rules it out:
//! a shell option `-H`, another URL), after the next line's leading
//! blanks, which RFC 8792 §7.2.1 strips, and after the `\` that starts
//! it in RFC 8792's second strategy (§7.2.2). A prose word on an
//! indented line (`wget https://a/b.tgz\` ⏎ `  mydir`, a shell
//! command's next argument) or with text after it (a sentence after
//! CommonMark's `\` hard line break) is only an alternative. The
//! hyphen before a fold is the URL's own: no hyphen break.
//!
//! A quoted blank line inside a URL cut at a hyphen (`quoted_gap`): a
//! reply re-wrapped a quoted URL and put a line of its quote markers
//! alone in it (`…/phosphor-pid-` ⏎ `> >>>>>` ⏎ `> >control/blob/…`,
//! openbmc; `https://lore.kernel.org/linux-` ⏎ `> >` ⏎ `> crypto/…`,
//! linux-crypto: 28 records in seven archives). The line is read past
//! when the next one's `T` starts with a letter or digit and holds a
//! `/`, and `T` is then judged as any; a blank line with no marker,
//! or prose after the markers, ends the URL as before.

use crate::config::schemes::SchemeSet;
use crate::join::tail::{incomplete, Tail};
use crate::join::verdict::{
    blank, note, noted, other_url, parameter_urls, prose_word, verdict, Break, Outcome, Rule,
    Verdict,
};
use crate::join::widths::{width, Widths};
use crate::lines::cross::{line_end, Content, Crossing, LineEnd, NextLine, Reader};
use crate::lines::ends::line_at;
use crate::lines::prefix::Prefix;
use crate::lines::unfold;
use crate::markup::starred;
use crate::read::bare::run_end;
use crate::read::wrapper::{self, is_opener};
use crate::script::through;

/// What follows a bare URL's first run on later lines.
#[derive(Debug, Default)]
pub(crate) struct Joined {
    /// The runs of URL bytes, each `(start, end)`: the first, then one
    /// per joined line (empty when nothing was joined nor read as an
    /// alternative).
    pub(crate) pieces: Vec<(usize, usize)>,
    /// Offset of the LF of each joined line break.
    pub(crate) breaks: Vec<usize>,
    /// A further run read only as an alternative.
    pub(crate) alt: Option<(usize, usize)>,
    /// The offset after a copy of the URL, `<…>`, glued to its last run
    /// (module docs, "A copy in angle brackets"): where the match ends.
    pub(crate) target: Option<usize>,
    /// The runs of `pieces`, concatenated (empty when none was
    /// joined): read once more by [`reading`](crate::join::pieces::reading), not copied again.
    pub(crate) url: Vec<u8>,
}

/// Where the URL's first line is, when the look-back reaches its start.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineContext {
    /// Start of the line the URL starts on.
    pub(crate) start: usize,
    /// Start of the line before it, if within the look-back.
    pub(crate) before: Option<usize>,
}

/// The narrowest column a terminal or a mailer cuts long lines at
/// (76 for quoted-printable's lines, 80 for terminals).
const HARD_WRAP: usize = 76;

/// Lines a bare URL is continued on at most: a URL of `max_len` (4096)
/// bytes at 64 columns; more is no URL a person reads, and the bound
/// keeps a run of one-character lines cheap.
const MAX_JOINS: usize = 64;

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
    let mut r = Continuation {
        hay,
        s,
        end,
        limit,
        ctx,
        schemes,
        out: Joined::default(),
        prefix: None,
        added: 0,
        joined_lines: [None, None],
        joined: None,
        tail: None,
        last_end: end,
        first: true,
        quote: (s > 0 && matches!(hay[s - 1], b'"' | b'\'')).then(|| hay[s - 1]),
        crossing: Crossing::new(Reader::Bare),
    };
    // A typesetter's hyphenation (`lines::ends`): the word goes on; a
    // `\` glued to the URL at the line end says it goes on (module docs).
    while let Some(line_end) = line_end(hay, r.last_end, limit) {
        if r.out.pieces.len() > MAX_JOINS {
            break;
        }
        let Some(next) = r.next(line_end) else { break };
        if !r.judge(&next) {
            break;
        }
    }
    r.out.url = r.joined.unwrap_or_default();
    r.out
}

/// One URL's continuation: what the loop over its lines carries.
struct Continuation<'h, 's> {
    hay: &'h [u8],
    /// The URL's first run, `hay[s..end]`; the search's bound.
    s: usize,
    end: usize,
    limit: usize,
    ctx: Option<LineContext>,
    schemes: &'s SchemeSet,
    out: Joined,
    /// The URL line's prefix, read once a next line is there to compare;
    /// `Some(None)` when that line ends the URL (`marks::ends_with_line`).
    prefix: Option<Option<Prefix>>,
    /// Bytes of that prefix a rendering added (quotes, a gutter).
    added: usize,
    /// The last two lines joined, newest last: the lines around the next
    /// break are read from them, or from the URL's own line and the one
    /// before, only when a verdict needs their widths (most URLs at a
    /// line end are followed by a prose word, decided without them).
    joined_lines: [Option<&'h [u8]>; 2],
    /// The URL so far: the first run, copied once a line is joined.
    joined: Option<Vec<u8>>,
    tail: Option<Tail>,
    /// End of the last run joined.
    last_end: usize,
    /// No line joined yet.
    first: bool,
    /// The quote the URL opened (`href="http://…`), unclosed on its line:
    /// a `T` that closes it ends the quoted string (module docs).
    quote: Option<u8>,
    crossing: Crossing,
}

/// A candidate `T` on the next line, read.
struct Next<'h> {
    end: LineEnd,
    line: NextLine<'h>,
    text: Content,
    /// `T`: `hay[q..t_end]`.
    q: usize,
    t_end: usize,
    /// The URL looks cut (`tail::incomplete`).
    cut: bool,
    /// A viewer's display continuation: a fold, a repeated gutter.
    display: bool,
    /// `T` is glued to a copy of the URL joined with it (`copied`): the
    /// offset after the copy's `>`, and whether it is the URL exactly.
    copy: Option<(usize, bool)>,
}

impl<'h> Continuation<'h, '_> {
    /// The URL so far.
    fn url(&self) -> &[u8] {
        self.joined
            .as_deref()
            .unwrap_or(&self.hay[self.s..self.end])
    }

    /// The line before the URL's line, when the look-back reaches it.
    fn above(&self) -> Option<&'h [u8]> {
        let (hay, ctx) = (self.hay, self.ctx?);
        ctx.before.map(|b| line_at(hay, b, ctx.start).0)
    }

    fn url_line(&self) -> Option<&'h [u8]> {
        self.ctx.map(|c| line_at(self.hay, c.start, self.limit).0)
    }

    /// The line after `end` and its first token `T`, or `None` where the
    /// mechanics end the URL before any verdict (each noted with its
    /// rule): the end of input, a blank line, another URL, a prefix that
    /// differs, no token, a prose word after a URL that looks whole.
    fn next(&mut self, end: LineEnd) -> Option<Next<'h>> {
        let (hay, limit) = (self.hay, self.limit);
        let line = self.crossing.next_line(hay, self.gap_lf(end.lf), limit);
        if line.start >= limit {
            return None;
        }
        if blank(line.line) {
            note(Rule::BlankLine);
            return None; // a blank line ends a paragraph
        }
        // Nor does a line holding another URL go on with this one (a list
        // of URLs; no prefix marker holds a `://`), unless `T` closes the
        // quote the URL opened (asked once `T` is read) or the URL is
        // visibly cut and `T` is not the other URL (`typeset`).
        let cut = incomplete(self.url());
        let other = end.hyphenated.is_none() && !cut && other_url(line.line);
        // (Unless `T` is glued to a copy of the URL: asked once `T` is read.)
        let may_copy = other && memchr::memchr(b'<', line.line).is_some();
        if other && self.quote.is_none() && !may_copy {
            note(Rule::OtherUrl);
            return None;
        }
        // (A mailer's `**` where it wrapped the URL cuts it visibly too,
        // `markup::starred`: its rest may sit under fewer quotes.)
        let marked = || crate::markup::starred::wrap_mark(self.url());
        let Some(text) = self.content(&line, (end.folded, cut || marked())) else {
            note(Rule::Prefix);
            return None;
        };
        let (q, t_end) = (text.at, self.token(text.at, line.end()));
        let t_word = &hay[q..t_end];
        if t_end == q || (cut && other_url(t_word) && !parameter_urls(t_word)) {
            note(if t_end == q {
                Rule::NoToken
            } else {
                Rule::OtherUrl
            });
            return None;
        }
        let copy = (hay.get(t_end) == Some(&b'<'))
            .then(|| self.copied(&line, q, t_end))
            .flatten();
        if other && copy.is_none() && hay.get(t_end) != self.quote.as_ref() {
            note(Rule::OtherUrl);
            return None;
        }
        let display = end.folded || text.repeated || self.unfolds(&line, text.at);
        // A prose word after a URL that looks whole is the common case at
        // a line end, and never joined: no more to look at.
        // (`typeset`'s file types, domains and slugs are words too.)
        let rest = &hay[t_end..line.end()];
        if !cut
            && !display
            && copy.is_none()
            && end.hyphenated.is_none()
            && prose_word(self.url(), t_word, rest)
        {
            note(Rule::Prose);
            return None;
        }
        Some(Next {
            end,
            line,
            text,
            q,
            t_end,
            cut,
            display,
            copy,
        })
    }

    /// The LF after which the next line is read: the one at `lf`, or,
    /// inside a URL cut at a hyphen, the one after a quoted blank line
    /// (`quoted_gap`).
    #[inline]
    fn gap_lf(&self, lf: usize) -> usize {
        // (Most lines after a cut URL do not open with a marker.)
        if self.hay.get(lf + 1) != Some(&b'>') {
            return lf;
        }
        let url = self.url();
        match url.last() == Some(&b'-') && incomplete(url) {
            true => quoted_gap(self.hay, lf, self.limit).unwrap_or(lf),
            false => lf,
        }
    }

    /// The break before `next` folds a calendar's content line
    /// (`lines::unfold`): its text starts after one blank and no marker
    /// (`at`); the cut line is read only then.
    #[inline]
    fn unfolds(&self, next: &NextLine<'h>, at: usize) -> bool {
        if at != next.start + 1 {
            return false;
        }
        self.unfolds_after(next)
    }

    /// [`Self::unfolds`] once `next`'s text starts after one blank (out
    /// of line: rare).
    #[inline(never)]
    fn unfolds_after(&self, next: &NextLine<'h>) -> bool {
        let (l0, l1) = match self.joined_lines {
            [_, None] => (self.above(), self.url_line()),
            [None, Some(l1)] => (self.url_line(), Some(l1)),
            [Some(l0), l1] => (Some(l0), l1),
        };
        l1.is_some_and(|l1| unfold::folded(l0, l1, next.line))
    }

    /// `T` (`hay[q..t_end]`) is glued to a wrapper on its line that holds
    /// the URL with `T` joined to it (module docs, "A copy in angle
    /// brackets"): the copy says where the URL goes on. The offset after
    /// its `>`, and whether it is the URL exactly (no encoded break).
    fn copied(&self, line: &NextLine<'h>, q: usize, t_end: usize) -> Option<(usize, bool)> {
        let hay = self.hay;
        if t_end == q || !is_opener(self.schemes, hay, t_end) {
            return None;
        }
        let opening = &hay[line.start..t_end];
        let inside = wrapper::read(hay, t_end + 1, self.limit, opening, self.schemes);
        // (A mailer's `**` at break points is no part of either:
        // `markup::starred`.)
        let (url, t) = (
            starred::without(self.url()),
            starred::without(&hay[q..t_end]),
        );
        // (Its `%21` may be the text's `!`: `starred::shown`.)
        let shown = starred::shown(&inside.url);
        let (url, t, copy) = (&url[..], &t[..], &shown[..]);
        // Between the two, the copy may hold the break its mailer
        // wrapped, encoded (`…ErlangatSA%0AP.pdf`).
        let gap = copy.len().wrapping_sub(url.len() + t.len());
        let same = copy.starts_with(url)
            && copy.ends_with(t)
            && (gap == 0
                || (gap == 3 && copy[url.len()..url.len() + 3].eq_ignore_ascii_case(b"%0a")));
        let exact = gap == 0 && copy.len() == inside.url.len();
        inside.close.filter(|_| same).map(|close| (close, exact))
    }

    /// Where the URL's text goes on in `line`, its prefix read against
    /// the URL line's (read the first time).
    fn content(&mut self, line: &NextLine<'h>, (folded, cut): (bool, bool)) -> Option<Content> {
        if self.prefix.is_none() {
            let before = self.ctx.map_or(&[][..], |c| &self.hay[c.start..self.s]);
            let mut p = Prefix::parse(before);
            p.opened_by(|| self.above());
            self.added = p.added();
            let ends = crate::lines::marks::ends_with_line(before, p.len);
            if ends && folded {
                // troff's escaped newline (`.UR http://…/\:AH\` ⏎
                // `\:.9\:.01\:.html`, groff's roff.7) goes on with the
                // request: this next line only (§1.6.3's `\` evidence).
                return self.crossing.content(self.hay, line, &p, (folded, cut));
            }
            self.prefix = Some((!ends).then_some(p));
        }
        let prefix = self.prefix.as_ref().and_then(Option::as_ref)?;
        self.crossing.content(self.hay, line, prefix, (folded, cut))
    }

    /// The end of `T`, the token at `q` (its line ends at `line_end`).
    fn token(&self, q: usize, line_end: usize) -> usize {
        let hay = self.hay;
        // (A TeX tilde starting `T` after a `/`: `typeset`.)
        let tl = match hay.get(q) {
            Some(&b) if b >= 0x80 && self.url().ends_with(b"/") => {
                through::tilde_at(&hay[q..line_end]).unwrap_or(0)
            }
            _ => 0,
        };
        run_end(hay, q, q + tl, line_end)
    }

    /// A blank follows the URL on its line, or the URL's first line ends
    /// in `-`, `_` or `=` and is long and alone (`verdict::Break::ended`).
    fn ended(&self, next: &Next<'h>, url: &[u8]) -> bool {
        if matches!(self.hay.get(self.end), Some(b' ' | b'\t')) {
            return true;
        }
        // (The line is read only when the URL alone ends past a fill
        // column: most are short.)
        self.first
            && next.cut
            && matches!(url.last(), Some(b'-' | b'_' | b'='))
            && self
                .ctx
                .is_some_and(|c| self.end - c.start > crate::join::widths::LONG)
            && self.url_line().is_some_and(|l1| {
                crate::join::widths::long_alone(self.above().unwrap_or(&[]), l1, next.line.line)
            })
    }

    /// `T` is set, after blanks, at the column the URL starts at on its
    /// first line (`verdict::Break::aligned`).
    fn aligned(&self, next: &Next<'h>) -> bool {
        self.first
            && next.text.skip.to > 0
            && self
                .ctx
                .is_some_and(|c| self.s - c.start == next.q - next.line.start)
    }

    /// `U` stands at an indent on its first line (blanks or quote
    /// markers before it), and `T` starts left of it at the column the
    /// line above starts at, that line not blank: entries of a list
    /// (`verdict::Break::outdented`). Out of line: asked once a URL.
    #[inline(never)]
    fn outdented(&self, next: &Next<'h>) -> bool {
        let Some(c) = self.ctx else {
            return false;
        };
        let margin = |l: &[u8]| l.iter().position(|&b| !matches!(b, b' ' | b'\t' | b'>'));
        let before = &self.hay[c.start..self.s];
        // (Cheapest first: most URLs have text before them on their line.)
        if !matches!(before.last(), Some(b' ' | b'\t')) || margin(before).is_some() {
            return false;
        }
        // (A blank after the URL is a flowed line's soft break, RFC 3676
        // §4.2: `>   http://…/howto/ ` ⏎ `> index.html`, twisted-python; a
        // line as wide as a terminal's or a mailer's hard wrap, 76
        // columns, may have been cut there: `  https://…/tree/` ⏎ `v6`.)
        let t_col = width(&self.hay[next.line.start..next.q]);
        matches!(self.hay.get(self.end), Some(b'\n' | b'\r'))
            && t_col < width(before)
            && width(&self.hay[c.start..self.end]) < HARD_WRAP
            && self.above().is_some_and(|above| {
                margin(above).is_some_and(|a| {
                    !matches!(above[a], b'\r' | b'\n') && width(&above[..a]) == t_col
                })
            })
    }

    /// The verdict on `next` (`verdict`), and the join when it says so;
    /// whether the loop goes on.
    fn judge(&mut self, next: &Next<'h>) -> bool {
        let (hay, limit) = (self.hay, self.limit);
        if let Some((close, exact)) = next.copy {
            noted(Verdict {
                outcome: Outcome::Join,
                rule: Rule::Copy,
            });
            self.join(next);
            // The URL ends with `T`; a copy that is the URL exactly is its
            // link's target, one match with it (`read::links`, mail text).
            self.out.target = exact.then_some(close);
            return false;
        }
        let (l2, t_end) = (next.line.line, next.t_end);
        // `T` as shown: troff's escapes read (rare: a `\` in `T`).
        let shown = crate::markup::escapes::troff_shown(&hay[next.q..t_end]);
        let t_text = shown.as_deref().unwrap_or(&hay[next.q..t_end]);
        // Widths decide only some verdicts: measured when one asks.
        // (None in a viewer's display continuation, or after a URL
        // visibly cut, which joins on other evidence unless a prose word
        // and more text follow: `verdict::ended_prose`.)
        let measured;
        let rest = &hay[t_end..next.line.end()];
        let prose_on = || !rest.trim_ascii().is_empty() && crate::join::words::prose(t_text);
        let widths = if !next.display && (!next.cut || prose_on()) {
            // (A line unknown: empty, or wide.)
            let (l0, l1) = match self.joined_lines {
                [_, None] => (self.above().unwrap_or(&[]), self.url_line()),
                [None, Some(l1)] => (self.url_line().unwrap_or(&[]), Some(l1)),
                [Some(l0), l1] => (l0, l1),
            };
            measured = Widths {
                lines: [l0, l2],
                l1,
                added: self.added,
                next: (hay, next.line.after, limit),
                t: t_text,
                measured: Default::default(),
            };
            Some(&measured)
        } else {
            None
        };
        let url = self.joined.as_deref().unwrap_or(&hay[self.s..self.end]);
        let tail = match self.tail {
            Some(tail) => tail,
            None => {
                let mut t = Tail::default();
                t.push(url, 0);
                *self.tail.insert(t)
            }
        };
        let t = Break {
            url,
            tail,
            schemes: self.schemes,
            hyphenated: next.end.hyphenated.is_some(),
            folded: next.end.folded,
            indented: matches!(l2.first(), Some(b' ' | b'\t')),
            t: t_text,
            // (A `\` that folds the line again ends `T` as its LF does.)
            after: (t_end < limit).then(|| match hay[t_end] {
                b'\\' if crate::lines::ends::folds(hay, t_end, limit) => b'\n',
                c => c,
            }),
            rest,
            fresh: Prefix::marks(&l2[next.text.skip.to..]),
            first: self.first,
            paged: next.line.paged,
            widths,
            display: next.display,
            cut: next.cut,
            ended: self.ended(next, url),
            aligned: self.aligned(next),
            // (Asked on the first line only: out of line, it costs a call.)
            outdented: self.first && self.outdented(next),
        };
        match noted(verdict(&t)).outcome {
            Outcome::No => false,
            Outcome::Alt => {
                self.out.alt = Some((next.q, t_end));
                if self.out.pieces.is_empty() {
                    self.out.pieces.push((self.s, self.end));
                }
                false
            }
            Outcome::Join => {
                self.join(next);
                true
            }
        }
    }

    /// Joins `T` to the URL.
    #[inline(always)]
    fn join(&mut self, next: &Next<'h>) {
        let (hay, out) = (self.hay, &mut self.out);
        if out.pieces.is_empty() {
            // Room for all: not regrown line by line.
            out.pieces.reserve_exact(MAX_JOINS + 1);
            out.breaks.reserve_exact(MAX_JOINS);
            out.pieces.push((self.s, self.end));
        }
        out.pieces.push((next.q, next.t_end));
        out.breaks.push(next.end.lf);
        // (Matched, not `get_or_insert_with`: its closure stayed a call
        // on every joined line.)
        let url = match &mut self.joined {
            Some(url) => url,
            None => {
                let (s, end) = (self.s, self.end);
                let mut v = Vec::with_capacity((self.limit - s).min(1024));
                v.extend_from_slice(&hay[s..end]);
                self.joined.insert(v)
            }
        };
        let from = url.len();
        url.extend(hay[next.q..next.t_end].iter().copied()); // (short: no memcpy call)
        if let Some(tail) = &mut self.tail {
            tail.push(url, from);
        }
        self.joined_lines = [self.joined_lines[1], Some(next.line.line)];
        self.last_end = next.t_end;
        self.first = false;
    }
}

/// After the LF at `lf`, under a URL cut at a hyphen after a letter or
/// digit: the LF ending a quoted blank line a mailer put inside it, when
/// the line after it goes on with a path. A reply re-wrapped the URL
/// and quoted its own blank line in it (`> >>>>> [2] https://github.com/openbmc/phosphor-pid-`
/// ⏎ `> >>>>>` ⏎ `> >control/blob/…`, the openbmc list;
/// `https://lore.kernel.org/linux-` ⏎ `> >` ⏎ `> crypto/…`,
/// linux-crypto): quote markers alone, then a line whose first word,
/// after its markers, starts with a letter or digit and holds a `/`.
/// That line's `T` is then judged as any. A blank line with no marker,
/// or prose after the markers, ends the URL as before.
#[cold]
#[inline(never)]
fn quoted_gap(hay: &[u8], lf: usize, limit: usize) -> Option<usize> {
    let gap = &hay[(lf + 1).min(limit)..limit];
    let gap = &gap[..memchr::memchr(b'\n', gap)?];
    let quotes = gap.contains(&b'>') && gap.iter().all(|&c| c == b'>' || c.is_ascii_whitespace());
    if !quotes {
        return None;
    }
    let next_lf = lf + 1 + gap.len();
    let next = &hay[next_lf + 1..limit];
    let body = next
        .iter()
        .position(|&c| c != b'>' && c != b' ' && c != b'\t')
        .map_or(&[][..], |i| &next[i..]);
    let word = &body[..body
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(body.len())];
    let path = word.first().is_some_and(u8::is_ascii_alphanumeric) && word.contains(&b'/');
    path.then_some(next_lf)
}
