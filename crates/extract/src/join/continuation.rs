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
//! the URL (U+2010 or a soft hyphen, the `hyphen` module) was hyphenated
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

use crate::config::schemes::SchemeSet;
use crate::join::tail::{incomplete, Tail};
use crate::join::verdict::{
    blank, note, noted, other_url, prose_word, verdict, Break, Outcome, Rule,
};
use crate::join::widths::Widths;
use crate::lines::cross::{line_end, Crossing, LineEnd, Reader};
use crate::lines::ends::line_at;
use crate::lines::prefix::Prefix;
use crate::read::bare::run_end;
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
    let mut out = Joined::default();
    // The URL line's prefix, read once a next line is there to compare;
    // `Some(None)` when that line ends the URL (`marks::ends_with_line`).
    let mut prefix: Option<Option<Prefix>> = None;
    // Bytes of that prefix a rendering added (quotes, a gutter).
    let mut added = 0;
    // The last two lines joined, newest last: the lines around the next
    // break are read from them, or from the URL's own line and the one
    // before, only when a verdict needs their widths (most URLs at a
    // line end are followed by a prose word, decided without them).
    let mut joined_lines: [Option<&[u8]>; 2] = [None, None];
    // The line before the URL's line, when the look-back reaches it.
    let above = || ctx.and_then(|c| c.before.map(|b| line_at(hay, b, c.start).0));
    let url_line = || ctx.map(|c| line_at(hay, c.start, limit).0);
    // The URL so far: the first run, copied once a line is joined.
    let mut joined: Option<Vec<u8>> = None;
    let mut tail: Option<Tail> = None;
    let mut last_end = end;
    let mut first = true;
    // The quote the URL opened (`href="http://…`), unclosed on its line:
    // a `T` that closes it ends the quoted string (module docs).
    let quote = (s > 0 && matches!(hay[s - 1], b'"' | b'\'')).then(|| hay[s - 1]);
    let mut crossing = Crossing::new(Reader::Bare);
    loop {
        // A typesetter's hyphenation (`lines::ends`): the word goes on;
        // a `\` glued to the URL at the line end says it goes on (the
        // module docs).
        let Some(LineEnd {
            lf,
            hyphenated,
            folded,
        }) = line_end(hay, last_end, limit)
        else {
            break;
        };
        if out.pieces.len() > MAX_JOINS {
            break;
        }
        let next_line = crossing.next_line(hay, lf, limit);
        let next = next_line.start;
        if next >= limit {
            break;
        }
        let (l2, after) = (next_line.line, next_line.after);
        if blank(l2) {
            note(Rule::BlankLine);
            break; // a blank line ends a paragraph
        }
        // Nor does a line holding another URL go on with this one (a list
        // of URLs; no prefix marker holds a `://`), unless `T` closes the
        // quote the URL opened (asked once `T` is read) or the URL is
        // visibly cut and `T` is not the other URL (`typeset`).
        let url = joined.as_deref().unwrap_or(&hay[s..end]);
        let cut = incomplete(url);
        let other = hyphenated.is_none() && !cut && other_url(l2);
        if other && quote.is_none() {
            note(Rule::OtherUrl);
            break;
        }
        let Some(prefix) = prefix.get_or_insert_with(|| {
            let line = ctx.map_or(&[][..], |c| &hay[c.start..s]);
            let mut p = Prefix::parse(line);
            p.opened_by(above);
            added = p.added();
            (!crate::lines::marks::ends_with_line(line, p.len)).then_some(p)
        }) else {
            note(Rule::Prefix);
            break;
        };
        let Some(text) = crossing.content(hay, &next_line, prefix, folded) else {
            note(Rule::Prefix);
            break;
        };
        let q = text.at;
        // (A TeX tilde starting `T` after a `/`: `typeset`.)
        let tl = match hay.get(q) {
            Some(&b) if b >= 0x80 && url.ends_with(b"/") => {
                through::tilde_at(&hay[q..next + l2.len()]).unwrap_or(0)
            }
            _ => 0,
        };
        let t_end = run_end(hay, q, q + tl, next + l2.len());
        let (t_word, rest) = (&hay[q..t_end], &hay[t_end..next + l2.len()]);
        if t_end == q || (cut && other_url(t_word)) {
            note(if t_end == q {
                Rule::NoToken
            } else {
                Rule::OtherUrl
            });
            break;
        }
        if other && hay.get(t_end) != quote.as_ref() {
            note(Rule::OtherUrl);
            break;
        }
        let display = folded || text.repeated;
        let plain = !cut && !display;
        // A prose word after a URL that looks whole is the common case at
        // a line end, and never joined: no more to look at.
        // (`typeset`'s file types, domains and slugs are words too.)
        if plain && hyphenated.is_none() && prose_word(url, t_word, rest) {
            note(Rule::Prose);
            break;
        }
        // Widths decide only some verdicts: measured when one asks.
        // (None after a URL visibly cut or in a viewer's display
        // continuation: those join on other evidence.)
        let measured;
        let widths = if plain {
            // (A line unknown: empty, or wide.)
            let (l0, l1) = match joined_lines {
                [_, None] => (above().unwrap_or(&[]), url_line()),
                [None, Some(l1)] => (url_line().unwrap_or(&[]), Some(l1)),
                [Some(l0), l1] => (l0, l1),
            };
            measured = Widths {
                lines: [l0, l2],
                l1,
                added,
                next: (hay, after, limit),
                t: t_word,
                measured: Default::default(),
            };
            Some(&measured)
        } else {
            None
        };
        let tail = tail.get_or_insert_with(|| {
            let mut t = Tail::default();
            t.push(url, 0);
            t
        });
        let t = Break {
            url,
            tail: *tail,
            schemes,
            hyphenated: hyphenated.is_some(),
            folded,
            indented: matches!(l2.first(), Some(b' ' | b'\t')),
            t: t_word,
            // (A `\` that folds the line again ends `T` as its LF does.)
            after: (t_end < limit).then(|| match hay[t_end] {
                b'\\' if crate::lines::ends::folds(hay, t_end, limit) => b'\n',
                c => c,
            }),
            rest,
            fresh: Prefix::marks(&l2[text.skip.to..]),
            first,
            paged: next_line.paged,
            widths,
            display,
            cut,
        };
        match noted(verdict(&t)).outcome {
            Outcome::No => break,
            Outcome::Alt => {
                out.alt = Some((q, t_end));
                if out.pieces.is_empty() {
                    out.pieces.push((s, end));
                }
                break;
            }
            Outcome::Join => {
                if out.pieces.is_empty() {
                    // Room for all: not regrown line by line.
                    out.pieces.reserve_exact(MAX_JOINS + 1);
                    out.breaks.reserve_exact(MAX_JOINS);
                    out.pieces.push((s, end));
                }
                out.pieces.push((q, t_end));
                out.breaks.push(lf);
                let url = joined.get_or_insert_with(|| {
                    let mut v = Vec::with_capacity((limit - s).min(1024));
                    v.extend_from_slice(&hay[s..end]);
                    v
                });
                let from = url.len();
                url.extend(hay[q..t_end].iter().copied()); // (short: no memcpy call)
                tail.push(url, from);
                joined_lines = [joined_lines[1], Some(l2)];
                last_end = t_end;
                first = false;
            }
        }
    }
    out.url = joined.unwrap_or_default();
    out
}
