//! Crossing a line (SPEC §1.6): the one seam `read::wrapper` and
//! `join::continuation` share, from the end of a URL's line to where the
//! URL's text goes on.
//!
//! A line ends ([`line_end`]) in its LF after blanks, after a
//! typesetter's hyphenation (`ends::hyphenation`) or after a `\` that
//! folds it (`ends::folds`). The next line ([`Crossing::next_line`])
//! starts after a page break (§1.6.2, at most `page::MAX_PAGES` per
//! URL); its text ([`Crossing::content`]) after the line's prefix
//! (§1.6.1) and, below a fold, after the `\` that RFC 8792's second
//! strategy starts it with.
//!
//! A wrapper and a bare URL differ in two things only, the [`Reader`]:
//!
//! - pages: a wrapper's closer bounds what it holds, so it crosses any
//!   page break; a bare URL crosses only a page its text fills
//!   (`page::skip_filled`), not the end of a paragraph at a page foot.
//! - prefixes: a wrapper's line is read whatever markers it carries
//!   (§1.3.2's "up to d" quote markers); a bare URL's next line must
//!   carry every marker of its first line (`Skip::same`), unless a `\`
//!   folded the line, whose raw next line has no prefix of its own, or
//!   the URL is visibly cut and the next line is quoted, only less
//!   deeply: a replier's mailer wrapped the quoted line again and quoted
//!   its overflow once (`ragged`).
//!
//! Inside a wrapper, white space and soft hyphens are its own (§1.3.4),
//! so the wrapper meets a line's end byte by byte and asks this module
//! from the LF on; a bare URL asks [`line_end`] first.

use crate::lines::ends::{folds, hyphenation, line_at};
use crate::lines::marks::blanks;
use crate::lines::page;
use crate::lines::prefix::{Prefix, Skip, MAX_PREFIX};
use crate::markup::escapes::markup_char;

/// Whose line is crossed (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reader {
    /// The inside of a wrapper (§1.3).
    Wrapper,
    /// A bare URL at the end of its line (§1.6.3).
    Bare,
}

/// How a URL's line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LineEnd {
    /// Offset of the LF.
    pub(crate) lf: usize,
    /// Length of the typesetter's hyphen before it (U+2010 or U+00AD).
    pub(crate) hyphenated: Option<usize>,
    /// A `\` glued to the URL folds the line.
    pub(crate) folded: bool,
}

/// The end of the line whose URL characters end at `i`, when only a
/// typesetter's hyphen or a folding `\`, and blanks, lie before its LF
/// (before `limit`).
#[inline]
pub(crate) fn line_end(hay: &[u8], i: usize, limit: usize) -> Option<LineEnd> {
    let hyphenated = hyphenation(hay, i, limit, false);
    let mut j = i + hyphenated.unwrap_or(0);
    let folded = hyphenated.is_none() && folds(hay, j, limit);
    j += usize::from(folded);
    // (Most runs end right at the LF: no loop over blanks then.)
    if hay.get(j) != Some(&b'\n') {
        while j < limit && matches!(hay[j], b' ' | b'\t' | b'\r') {
            j += 1;
        }
    }
    (j < limit && hay[j] == b'\n').then_some(LineEnd {
        lf: j,
        hyphenated,
        folded,
    })
}

/// The line after a URL's line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NextLine<'h> {
    /// Start of the next line, after any page break.
    pub(crate) start: usize,
    /// A page break was crossed.
    pub(crate) paged: bool,
    /// The line, without its LF (up to `limit`); a wrapper's, only
    /// the bytes its prefix may take (`prefix::MAX_PREFIX`): its end
    /// is not looked for.
    pub(crate) line: &'h [u8],
    /// Start of the line after it (a bare URL's line).
    pub(crate) after: usize,
    /// Where the line's text ends, for the escapes read in it: its LF,
    /// or `limit` for a wrapper's.
    end: usize,
}

impl NextLine<'_> {
    /// Offset of the line's end (its LF, or `limit`; a wrapper's, `limit`).
    pub(crate) fn end(&self) -> usize {
        self.end
    }
}

/// Where the URL's text goes on in a next line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Content {
    /// Its first byte.
    pub(crate) at: usize,
    /// The prefix skipped.
    pub(crate) skip: Skip,
    /// The line's gutter number repeats the previous line's: a viewer's
    /// display continuation of one source line (`lines::prefix`).
    pub(crate) repeated: bool,
}

/// The state one URL's line crossings carry: pages crossed, the gutter.
#[derive(Clone, Debug)]
pub(crate) struct Crossing {
    reader: Reader,
    pages: usize,
    /// The last gutter number seen; `None` until the first prefix is read.
    gutter: Option<Option<u64>>,
}

impl Crossing {
    pub(crate) fn new(reader: Reader) -> Crossing {
        Crossing {
            reader,
            pages: 0,
            gutter: None,
        }
    }

    /// The line after the LF at `lf` (`lf < limit`), a page break skipped.
    #[inline]
    pub(crate) fn next_line<'h>(&mut self, hay: &'h [u8], lf: usize, limit: usize) -> NextLine<'h> {
        let paged = (self.pages < page::MAX_PAGES)
            .then(|| match self.reader {
                Reader::Wrapper => page::skip(hay, lf + 1, limit),
                Reader::Bare => page::skip_filled(hay, lf + 1, limit),
            })
            .flatten();
        self.pages += usize::from(paged.is_some());
        let start = paged.unwrap_or(lf + 1);
        let (line, after, end) = match self.reader {
            Reader::Bare => {
                let (line, after) = line_at(hay, start, limit);
                (line, after, start + line.len())
            }
            Reader::Wrapper => (&hay[start..limit.min(start + MAX_PREFIX)], limit, limit),
        };
        NextLine {
            start,
            paged: paged.is_some(),
            line,
            after,
            end,
        }
    }

    /// Where the text of `next` starts after its prefix, read against
    /// `prefix` (the URL's first line's); `folded` when a `\` ended the
    /// line before, `cut` when the URL is visibly cut there
    /// (`join::tail::incomplete`). `None` when a bare URL's next line
    /// does not carry the first line's markers (module docs).
    #[inline(always)]
    pub(crate) fn content(
        &mut self,
        hay: &[u8],
        next: &NextLine<'_>,
        prefix: &Prefix,
        (folded, cut): (bool, bool),
    ) -> Option<Content> {
        let gutter = *self.gutter.get_or_insert_with(|| prefix.gutter());
        let wrapper = self.reader == Reader::Wrapper;
        let mut skip = prefix.skip(next.line, gutter, wrapper);
        if !wrapper && !skip.same {
            // What a `\` continues is the raw line: a string's, a
            // command's or artwork's rest, with no comment marker of its
            // own (`"url": "…\` ⏎ `th/x.json"`; the `"` is no vimscript
            // comment).
            skip = if folded {
                Skip::bare(next.line)
            } else if cut {
                ragged(prefix, next.line, gutter)?
            } else {
                return None;
            };
        }
        self.gutter = Some(skip.gutter.or(gutter));
        let mut at = next.start + skip.to;
        // RFC 8792's second strategy starts the next line with a `\` too
        // (not a `\` that starts an escape: `\u0026` is `&`).
        if folded
            && at < next.end()
            && hay[at] == b'\\'
            && markup_char(hay, at, next.end()).is_none()
        {
            at += 1;
        }
        Some(Content {
            at,
            skip,
            repeated: skip.gutter.is_some() && skip.gutter == gutter,
        })
    }
}

/// The prefix of a visibly cut URL's next line `line` under fewer quote
/// markers than the URL's line: a replier's mailer wrapped the quoted
/// line again and gave its overflow the new quote only (`> > …/GUID-` ⏎
/// `> 49E94674-…`, the dm-devel list). The line is still quoted, every
/// other marker is the same, and its text is one token: the overflow;
/// or a path and what followed the URL on the quoted line (the 0-day
/// robot's `wget https://raw.githubusercontent.com/intel/lkp-` ⏎ `> >
/// tests/master/sbin/make.cross -O ~/bin/make.cross`, quoted again in
/// thirteen replies of the kernel's lists; `…/pve-devel/2024-` ⏎ `>>>>
/// July/064614.html <https://…`, linux-nfs). A line of words there is
/// the reply to the quote (`>> …/for-my-geo-device-` ⏎ `> Ok I
/// downloaded this`, the linux-input list). The overflow carries the
/// quote markers only, not the quoted line's comment marker: after one,
/// a path goes on under the quotes alone.
#[cold]
fn ragged(prefix: &Prefix, line: &[u8], gutter: Option<u64>) -> Option<Skip> {
    let quoted = matches!(line.get(blanks(line, 0)), Some(b'>' | b'|'));
    if !quoted {
        return None;
    }
    let first = |skip: &Skip| {
        let text = line.get(skip.to..).unwrap_or_default().trim_ascii();
        let token = text
            .split(|&c| c == b' ' || c == b'\t')
            .next()
            .unwrap_or_default();
        (token, token.len() == text.len())
    };
    let skip = prefix.skip(line, gutter, true);
    if skip.same {
        let (token, alone) = first(&skip);
        return (alone || path(token)).then_some(skip);
    }
    // The quoted line's own markers are not repeated on its overflow:
    // the 0-day robot's `        # https://github.com/intel-lab-` ⏎
    // `lkp/linux/commit/…`, quoted (`>         # https://…/intel-lab-` ⏎
    // `> lkp/linux/commit/a8ae7845…`, linux-crypto): a path only.
    let skip = prefix.skip_quotes(line)?;
    path(first(&skip).0).then_some(skip)
}

/// `token` is a path: a letter or digit, then two `/`, or a `/` and a
/// file's `.` after it (`tests/master/sbin/make.cross`, `July/064614.html`).
fn path(token: &[u8]) -> bool {
    let slashes = token.iter().filter(|&&c| c == b'/').count();
    token.first().is_some_and(u8::is_ascii_alphanumeric)
        && (slashes >= 2
            || (slashes == 1 && memchr::memrchr(b'.', token) > memchr::memchr(b'/', token)))
}

#[cfg(test)]
mod tests {
    use super::{line_end, Crossing, LineEnd, Reader};
    use crate::lines::prefix::Prefix;

    /// Where the text after the first LF of `text` starts for `reader`,
    /// the URL's line read as its prefix; the bytes from there.
    fn after(reader: Reader, text: &[u8]) -> Option<&[u8]> {
        let lf = memchr::memchr(b'\n', text).unwrap();
        let end = line_end(
            text,
            text[..lf].iter().rposition(|&c| !b" \\".contains(&c))? + 1,
            text.len(),
        )?;
        assert_eq!(end.lf, lf);
        let mut crossing = Crossing::new(reader);
        let next = crossing.next_line(text, lf, text.len());
        let prefix = Prefix::parse(&text[..lf]);
        let at = crossing
            .content(text, &next, &prefix, (end.folded, false))?
            .at;
        Some(&text[at..])
    }

    #[test]
    fn line_ends() {
        let end = |t: &[u8], i| line_end(t, i, t.len());
        let lf = |lf, hyphenated, folded| LineEnd {
            lf,
            hyphenated,
            folded,
        };
        assert_eq!(end(b"a/b  \r\nc", 3), Some(lf(6, None, false)));
        assert_eq!(end(b"a/b\\\nc", 3), Some(lf(4, None, true)));
        assert_eq!(
            end("a/tr\u{2010}\nc".as_bytes(), 4),
            Some(lf(7, Some(3), false))
        );
        assert_eq!(end(b"a/b x\nc", 3), None);
        assert_eq!(end(b"a/b", 3), None);
    }

    #[test]
    fn quotes_and_markers() {
        let quoted = b"> see http://a.example/very/\n> long/path";
        assert_eq!(after(Reader::Bare, quoted), Some(&b"long/path"[..]));
        // A bare URL's next line must carry the quote marker; a wrapper's
        // may lack it (SPEC §1.3.2, "up to d").
        let unquoted = b"> see <URL:http://a.example/very/\nlong/path>";
        assert_eq!(after(Reader::Bare, unquoted), None);
        assert_eq!(after(Reader::Wrapper, unquoted), Some(&b"long/path>"[..]));
        // Below a fold, the raw line; RFC 8792's leading `\` is skipped.
        let folded = b"# x = \"http://a.example/pa\\\n\\th/x.json\"";
        assert_eq!(after(Reader::Bare, folded), Some(&b"th/x.json\""[..]));
    }

    #[test]
    fn page_breaks() {
        let page = b"see http://a.example/x/\n\n\n\nDoe    Informational    [Page 3]\n\x0c\nRFC 9999    Title    May 2021\n\n\n   y/z.html\n";
        assert_eq!(after(Reader::Bare, page), Some(&b"y/z.html\n"[..]));
        // A page the text does not fill ends a paragraph for a bare URL,
        // not for a wrapper (§1.6.2).
        let early = b"<URL:http://a.example/x/\n\n\n\n\n\nDoe    Informational    [Page 3]\n\x0c\nRFC 9999    Title    May 2021\n\n\n   y/z.html>\n";
        assert_eq!(after(Reader::Wrapper, early), Some(&b"y/z.html>\n"[..]));
        let bare = after(Reader::Bare, early).unwrap();
        assert!(
            bare.starts_with(b"\n"),
            "{:?}",
            String::from_utf8_lossy(bare)
        );
    }
}
