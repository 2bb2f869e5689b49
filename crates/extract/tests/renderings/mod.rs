//! The renderings of SPEC §1.6 applied to a whole document, and the
//! comparison of the URLs read in the document and in its rendering.
//!
//! A careful reader reads the same URLs in a text and in that text quoted
//! in mail, put in a comment, numbered by `cat -n`, indented, paged as
//! an RFC, or escaped as a man page's source: the rendering's artifacts
//! are never part of a URL (§1.5, §1.7.1). So the two URL lists must be
//! equal, and each match of the rendering must cover the same bytes of
//! the document once the added bytes are taken out. Shared by
//! `tests/renderings_real.rs` and the sweep example
//! `examples/renderings.rs`.

#![allow(dead_code)]

use urlgrep_extract::Extractor;

/// One rendering: what it adds before each line (given the 1-based line
/// number), and lines around the whole text.
pub struct Rendering {
    /// Short name, for reports.
    pub name: &'static str,
    prefix: fn(usize) -> String,
    /// Whether a blank line keeps its prefix's trailing white space
    /// (`cat -n` writes its tab on every line; `> ` quoting writes `>`).
    keep_blank: bool,
    around: Option<(&'static str, &'static str)>,
    /// Insert an RFC page break after every this many lines.
    page: Option<usize>,
    /// End lines with CR LF.
    crlf: bool,
    /// Escape each line's text as a man page writer does ([`troff`]).
    troff: bool,
    /// Fence each page as a markdown code block, as converters of RFCs
    /// to markdown do: the page break's form feed becomes the closing
    /// fence of one page and the opening fence of the next.
    fenced: bool,
}

/// Every rendering of §1.6 the checker applies.
pub const RENDERINGS: &[Rendering] = &[
    Rendering::line("quote", |_| "> ".into()),
    Rendering::line("quote2", |_| "> > ".into()),
    Rendering::line("hash", |_| "# ".into()),
    Rendering::line("slashes", |_| "// ".into()),
    Rendering {
        name: "c-block",
        prefix: |_| " * ".into(),
        keep_blank: false,
        around: Some(("/*\n", " */\n")),
        page: None,
        crlf: false,
        troff: false,
        fenced: false,
    },
    // `cat -n` and `nl -ba`: `%6d` and a tab, blank lines numbered too.
    Rendering {
        name: "cat-n",
        prefix: |n| format!("{n:6}\t"),
        keep_blank: true,
        around: None,
        page: None,
        crlf: false,
        troff: false,
        fenced: false,
    },
    // A listing's gutter (`  792. `).
    Rendering::line("listing", |n| format!("{n:5}. ")),
    Rendering::line("indent", |_| "    ".into()),
    Rendering::line("tab", |_| "\t".into()),
    // The text as Windows writes it: CR LF (§1: a CR is white space).
    Rendering {
        name: "crlf",
        prefix: |_| String::new(),
        keep_blank: false,
        around: None,
        page: None,
        crlf: true,
        troff: false,
        fenced: false,
    },
    // Quotes without a space (`>text`), a mailing list's `| `.
    Rendering::line("quote-tight", |_| ">".into()),
    Rendering::line("pipe", |_| "| ".into()),
    // Coloured terminal text (`grep --color=always`, a pager's quote
    // colour): every line opens with a colour (SPEC §1.6.5).
    Rendering::line("ansi", |_| "\x1b[32m".into()),
    // Comment markers of SQL and Lua, Lisp, TeX.
    Rendering::line("dashes", |_| "-- ".into()),
    Rendering::line("semicolons", |_| ";; ".into()),
    Rendering::line("percent", |_| "% ".into()),
    // An editor's number column (` 24 `), and a gutter and a comment.
    Rendering::line("editor", |n| format!("{n:3} ")),
    Rendering::line("listing-hash", |n| format!("{n:5}. # ")),
    // Quoted code comments; quotes that keep their space on blank lines.
    Rendering::line("quote-hash", |_| "> # ".into()),
    // Deeper quotes, a quoted `cat -n` listing, numbered comments, a
    // `104: ` gutter, doc comments, supercite.
    Rendering::line("quote3", |_| ">>> ".into()),
    Rendering::line("quote-cat-n", |n| format!("> {n:6}\t")),
    Rendering::line("cat-n-hash", |n| format!("{n:6}\t# ")),
    Rendering::line("cat-n-star", |n| format!("{n:6}\t * ")),
    Rendering::line("colon-gutter", |n| format!("{n}: ")),
    Rendering::line("triple-slash", |_| "/// ".into()),
    Rendering::line("supercite", |_| "JS> ".into()),
    Rendering {
        name: "quote-blank",
        prefix: |_| "> ".into(),
        keep_blank: true,
        around: None,
        page: None,
        crlf: false,
        troff: false,
        fenced: false,
    },
    // RFC pages of 56 lines of text, laid out as RFCs are: three blank
    // lines above the footer, two under the header; other page lengths
    // put the breaks elsewhere, and quoted pages.
    Rendering::paged("paged", 56, |_| String::new()),
    Rendering::paged("paged-50", 50, |_| String::new()),
    Rendering::paged("paged-58", 58, |_| String::new()),
    Rendering::paged("paged-quote", 53, |_| "> ".into()),
    // RFC pages converted to markdown, each page a fenced code block.
    Rendering {
        name: "paged-fenced",
        prefix: |_| String::new(),
        keep_blank: false,
        around: Some(("```\n", "```\n")),
        page: Some(56),
        crlf: false,
        troff: false,
        fenced: true,
    },
    // The text as a man page's source ([`troff`]).
    Rendering {
        name: "troff",
        prefix: |_| String::new(),
        keep_blank: false,
        around: None,
        page: None,
        crlf: false,
        troff: true,
        fenced: false,
    },
];

impl Rendering {
    const fn line(name: &'static str, prefix: fn(usize) -> String) -> Rendering {
        Rendering {
            name,
            prefix,
            keep_blank: false,
            around: None,
            page: None,
            crlf: false,
            troff: false,
            fenced: false,
        }
    }

    const fn paged(name: &'static str, every: usize, prefix: fn(usize) -> String) -> Rendering {
        Rendering {
            name,
            prefix,
            keep_blank: false,
            around: None,
            page: Some(every),
            crlf: false,
            troff: false,
            fenced: false,
        }
    }

    /// The rendering of `doc`, and for each of its bytes the offset in
    /// `doc` it copies (`None` for a byte the rendering added).
    pub fn render(&self, doc: &[u8]) -> (Vec<u8>, Vec<Option<usize>>) {
        let mut out = Vec::with_capacity(doc.len() * 5 / 4 + 64);
        let mut map = Vec::with_capacity(out.capacity());
        let add = |out: &mut Vec<u8>, map: &mut Vec<Option<usize>>, s: &[u8]| {
            out.extend_from_slice(s);
            map.extend(std::iter::repeat_n(None, s.len()));
        };
        if let Some((open, _)) = self.around {
            add(&mut out, &mut map, open.as_bytes());
        }
        let mut start = 0;
        let mut n = 0;
        while start < doc.len() {
            n += 1;
            let end = doc[start..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(doc.len(), |i| start + i + 1);
            let line = &doc[start..end];
            let prefix = (self.prefix)(n);
            let blank = line.iter().all(|c| c.is_ascii_whitespace());
            let prefix = match blank && !self.keep_blank {
                true => prefix.trim_end(),
                false => &prefix,
            };
            add(&mut out, &mut map, prefix.as_bytes());
            self.copy(&doc[..end], start, &mut out, &mut map);
            if let Some(every) = self.page.filter(|&p| n % p == 0 && end < doc.len()) {
                let feed = if self.fenced { "```\n\n```" } else { "\x0c" };
                let page = format!(
                    "\n\n\n\nDoe                     Informational                  [Page {}]\n{feed}\nRFC 9999                 Widget Locators                May 1999\n\n\n",
                    n / every
                );
                if !line.ends_with(b"\n") {
                    add(&mut out, &mut map, b"\n");
                }
                add(&mut out, &mut map, &page.as_bytes()[1..]);
            }
            start = end;
        }
        if let Some((_, close)) = self.around {
            if !out.ends_with(b"\n") {
                add(&mut out, &mut map, b"\n");
            }
            add(&mut out, &mut map, close.as_bytes());
        }
        (out, map)
    }
}

impl Rendering {
    /// Copies the line `doc[start..]` (its line end included), as
    /// [`Rendering::crlf`] and [`Rendering::troff`] say.
    fn copy(&self, doc: &[u8], start: usize, out: &mut Vec<u8>, map: &mut Vec<Option<usize>>) {
        let end = doc.len();
        let text = doc[start..].strip_suffix(b"\n").unwrap_or(&doc[start..]);
        let text_end = start + text.len();
        if self.troff {
            troff(doc, start..text_end, out, map);
        } else {
            out.extend_from_slice(text);
            map.extend((start..text_end).map(Some));
        }
        if text_end < end {
            if self.crlf {
                out.push(b'\r');
                map.push(None);
            }
            out.push(b'\n');
            map.push(Some(text_end));
        }
    }
}

/// `doc[range]` as the man page writers escape running text: a `-` is
/// written `\-` (pandoc's `escapeString`, docutils' `encode_special_chars`:
/// groff reads a bare `-` as a hyphen, not the minus a command line
/// needs), and inside a word a break point `\:` goes after each run of
/// `/`, `@` or `?` and before each run of `.`, as docutils'
/// `insert_URI_breakpoints` writes URLs (docutils/docutils@74f8d2c:
/// docutils/docutils/writers/manpage.py:91-111, test_manpage.py:23-33:
/// `http://abc.de/fg?q=abc` is `http://\:abc\:.de/\:fg?\:q=abc`) and as
/// groff's man pages write them by hand (`https://\:www\:.gnu\:.org/`,
/// groff_man_style(7)). Pandoc writes no break points (jgm/pandoc@0a9a2f2:
/// src/Text/Pandoc/Writers/Roff.hs:76-100). Every word gets them, not only
/// URLs: `\:` shows as nothing wherever it is. (Docutils breaks after
/// `&` and `#` too, which would split the entities a text writes, RFC
/// 3987's `r&#xE9;sum&#xE9;`, that §1.7.2 reads only as written.) The
/// escapes' bytes map to `None`.
fn troff(
    doc: &[u8],
    range: std::ops::Range<usize>,
    out: &mut Vec<u8>,
    map: &mut Vec<Option<usize>>,
) {
    let word = |i: usize| range.contains(&i) && !doc[i].is_ascii_whitespace();
    for i in range.clone() {
        let c = doc[i];
        let run_start = i == 0 || doc[i - 1] != c;
        if c == b'.' && run_start && i > range.start && word(i - 1) {
            let after = (i..range.end).find(|&j| doc[j] != b'.');
            if after.is_some_and(word) && !out.ends_with(b"\\:") {
                out.extend_from_slice(b"\\:");
                map.extend([None, None]);
            }
        }
        if c == b'-' {
            out.push(b'\\');
            map.push(None);
        }
        out.push(c);
        map.push(Some(i));
        if matches!(c, b'/' | b'@' | b'?') && doc.get(i + 1) != Some(&c) && word(i + 1) {
            out.extend_from_slice(b"\\:");
            map.extend([None, None]);
        }
    }
}

/// A match as the comparison sees it: its URL and its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// `Match::url`.
    pub url: String,
    /// `Match::span`.
    pub span: std::ops::Range<usize>,
}

/// The matches of `text`.
pub fn find(ex: &Extractor, text: &[u8]) -> Vec<Found> {
    ex.find_iter(text)
        .map(|m| Found {
            url: m.url().to_string(),
            span: m.span(),
        })
        .collect()
}

/// How a rendering's reading differs from the document's.
#[derive(Debug, Default)]
pub struct Diff {
    /// The URLs of the document from the first difference to the last.
    pub plain: Vec<String>,
    /// The URLs of the rendering over the same stretch.
    pub rendered: Vec<String>,
    /// URLs read alike whose span, added bytes taken out, is not the
    /// document's: `(url, document span, rendering span mapped back)`.
    pub offsets: Vec<(String, String, String)>,
}

impl Diff {
    /// Whether the two readings agree.
    pub fn is_empty(&self) -> bool {
        self.plain.is_empty() && self.rendered.is_empty() && self.offsets.is_empty()
    }

    /// URLs counted as different: of the stretch, those one reading has
    /// and the other has not (the larger side), plus the offset
    /// differences.
    pub fn count(&self) -> usize {
        let mut left: Vec<&String> = self.plain.iter().collect();
        let mut only = 0;
        for u in &self.rendered {
            match left.iter().position(|v| *v == u) {
                Some(i) => {
                    left.swap_remove(i);
                }
                None => only += 1,
            }
        }
        only.max(left.len()) + self.offsets.len()
    }
}

/// The document bytes a rendering's span covers: the first and the last
/// copied byte, and how many copied bytes lie in it.
fn mapped(map: &[Option<usize>], span: &std::ops::Range<usize>) -> String {
    let copied: Vec<usize> = map[span.clone()].iter().filter_map(|&o| o).collect();
    match (copied.first(), copied.last()) {
        (Some(&a), Some(&b)) if copied.len() == b + 1 - a && map[span.start].is_some() => {
            format!("{a}..{}", b + 1)
        }
        _ => format!("{span:?} (starts or ends in added bytes, or skips document bytes)"),
    }
}

/// Compares the reading of `doc` (`plain`, from [`find`]) with the
/// reading of its rendering `r`.
pub fn compare(ex: &Extractor, doc: &[u8], plain: &[Found], r: &Rendering) -> Diff {
    let (text, map) = r.render(doc);
    let got = find(ex, &text);
    let mut diff = Diff::default();
    let head = plain
        .iter()
        .zip(&got)
        .take_while(|(a, b)| a.url == b.url)
        .count();
    let tail = plain[head..]
        .iter()
        .rev()
        .zip(got[head..].iter().rev())
        .take_while(|(a, b)| a.url == b.url)
        .count();
    diff.plain = plain[head..plain.len() - tail]
        .iter()
        .map(|f| f.url.clone())
        .collect();
    diff.rendered = got[head..got.len() - tail]
        .iter()
        .map(|f| f.url.clone())
        .collect();
    let same = plain[..head].iter().zip(&got[..head]).chain(
        plain[plain.len() - tail..]
            .iter()
            .zip(&got[got.len() - tail..]),
    );
    for (a, b) in same {
        let want = format!("{}..{}", a.span.start, a.span.end);
        let back = mapped(&map, &b.span);
        if back != want {
            diff.offsets.push((a.url.clone(), want, back));
        }
    }
    diff
}
