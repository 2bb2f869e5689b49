//! Same-text links (SPEC §1.7.3, §1.5): a link whose visible text is
//! its own target is one URL to a reader, so it is one match, running
//! from the text's URL to the link's end. Each markup writes it its own
//! way; [`FORMS`] lists them, and a new one is a row plus its reader in
//! `markup/`:
//!
//! | form | written | reader |
//! |---|---|---|
//! | markdown | `[u](u)`, `` [`u`](u) ``, `[<u>](u)`, `[u](u "title")` | `same_destination` (here: it reads the destination as a bare URL) |
//! | HTML anchor | `<a href="u">u</a>` in text (a doc comment) | `markup::anchor` |
//! | reST, LaTeX, AsciiDoc, Org, MediaWiki, DokuWiki, Jira, BBCode, Texinfo, POD, a terminal's OSC 8 | `` `u <u>`_ ``, `\href{u}{u}`, `u[u]`, `[[u][u]]`, `[u u]`, `[[u\|u]]`, `[u\|u]`, `[url=u]u[/url]`, `@uref{u, u}`, `L<u\|u>` | `markup::pairs`, one `Pair` each |
//!
//! Only the same URL counts: a link whose text differs from its target
//! (`[docs](u)`, `<a href="u">u -space</a>`) is read as before, its URLs
//! one match each. A wrapper is a link's text only in markdown
//! (`[<u>](u)`, [`after_wrapper`]).

use crate::markup::pairs::{self, Pair};
use crate::markup::{anchor, markdown};
use crate::read::bare::{self, Extent};

/// A URL read as it stands, and where a same-text link may go on.
pub(crate) struct Text<'a> {
    pub(crate) hay: &'a [u8],
    /// The URL's first byte (a wrapper's opener when `wrapped`).
    pub(crate) s: usize,
    /// Just past the URL (its closer when `wrapped`).
    pub(crate) e: usize,
    pub(crate) limit: usize,
    /// The URL as read.
    pub(crate) url: &'a [u8],
    /// Where a markdown link's text ends, when the URL is that text.
    pub(crate) link_text: Option<usize>,
    /// The URL is a wrapper (`<u>`).
    pub(crate) wrapped: bool,
}

/// One markup's same-text link.
pub(crate) struct Form {
    /// The markup, for docs and tests.
    #[cfg_attr(not(test), expect(dead_code, reason = "named by the table test"))]
    pub(crate) name: &'static str,
    /// The end of the whole link when `Text` is its text and its target
    /// is the same URL.
    pub(crate) end: fn(&Text<'_>) -> Option<usize>,
}

/// Every same-text link form, asked in this order; the first that
/// matches ends the match.
pub(crate) const FORMS: &[Form] = &[
    Form {
        name: "markdown",
        end: |t| same_destination(t.hay, t.link_text?, t.limit, t.url),
    },
    Form {
        name: "html-anchor",
        end: |t| (!t.wrapped).then(|| anchor::same_text(t.hay, t.s, t.e, t.limit))?,
    },
    Form {
        name: "rst",
        end: |t| pair(&pairs::RST, t),
    },
    Form {
        name: "latex",
        end: |t| pair(&pairs::LATEX, t),
    },
    Form {
        name: "org",
        end: |t| pair(&pairs::ORG, t),
    },
    Form {
        name: "dokuwiki",
        end: |t| pair(&pairs::DOKUWIKI, t),
    },
    Form {
        name: "mediawiki",
        end: |t| pair(&pairs::MEDIAWIKI, t),
    },
    Form {
        name: "jira",
        end: |t| pair(&pairs::JIRA, t),
    },
    Form {
        name: "bbcode",
        end: |t| pair(&pairs::BBCODE, t),
    },
    Form {
        name: "texinfo",
        end: |t| pair(&pairs::TEXINFO, t),
    },
    Form {
        name: "pod",
        end: |t| pair(&pairs::POD, t),
    },
    Form {
        name: "osc8",
        end: |t| pair(&pairs::OSC8, t).or_else(|| pair(&pairs::OSC8_BEL, t)),
    },
    Form {
        name: "asciidoc",
        end: |t| pair(&pairs::ASCIIDOC, t),
    },
];

/// A `pairs` form: never around a wrapper.
fn pair(pair: &Pair, t: &Text<'_>) -> Option<usize> {
    (!t.wrapped).then(|| pairs::same_text(pair, t.hay, t.s, t.e, t.limit))?
}

/// The end of the same-text link `text` is the text of, if any.
#[inline]
fn link_end(text: &Text<'_>) -> Option<usize> {
    FORMS.iter().find_map(|f| (f.end)(text))
}

/// Reads the bare URL at `s` (`bare::read`); a same-text link whose text
/// it is is one match.
pub(crate) fn read(hay: &[u8], s: usize, limit: usize) -> Extent<'_> {
    let mut b = bare::read(hay, s, limit);
    let text = Text {
        hay,
        s,
        e: b.end,
        limit,
        url: &b.url,
        link_text: b.link_text,
        wrapped: false,
    };
    if let Some(end) = link_end(&text) {
        (b.end, b.linked) = (end, true);
    }
    b
}

/// When the wrapper `hay[open..e]` holding `url` is a link's text
/// (`[<u>](u)`) whose target is the same URL, the offset after the link.
pub(crate) fn after_wrapper(
    hay: &[u8],
    open: usize,
    e: usize,
    limit: usize,
    url: &[u8],
) -> Option<usize> {
    let link_text = (e < limit && markdown::ends_link_text(hay, e)).then_some(e);
    link_end(&Text {
        hay,
        s: open,
        e,
        limit,
        url,
        link_text,
        wrapped: true,
    })
}

/// When the URL `text` ended at the `](` at `e` and the link's destination
/// is the same URL, the offset after the link's `)`.
fn same_destination(hay: &[u8], e: usize, limit: usize, text: &[u8]) -> Option<usize> {
    let mut p = e + 2;
    let angle = hay.get(p) == Some(&b'<');
    p += usize::from(angle);
    if p >= limit || !crate::text::chars::starts_with_scheme(&hay[p..limit.min(p + 32)]) {
        return None;
    }
    let dest = bare::read(hay, p, limit);
    if *dest.url != *text {
        return None;
    }
    let mut q = dest.end;
    if angle {
        q += usize::from(hay.get(q) == Some(&b'>'));
    }
    let blanks = |mut q: usize| {
        while q < limit && matches!(hay[q], b' ' | b'\t') {
            q += 1;
        }
        q
    };
    q = blanks(q);
    if q < limit && hay[q] == b'"' {
        // A title: `"…"` on the same line.
        let close = hay[q + 1..limit]
            .iter()
            .position(|&b| b == b'"' || b == b'\n')?;
        if hay[q + 1 + close] == b'\n' {
            return None;
        }
        q = blanks(q + 1 + close + 1);
    }
    (q < limit && hay[q] == b')').then_some(q + 1)
}

#[cfg(test)]
mod tests {
    use super::{Text, FORMS};
    use crate::read::bare;

    /// The form that reads `hay`'s first URL (at `s`) as a same-text
    /// link, and the link's text from there.
    fn form(hay: &str) -> Option<(&'static str, &str)> {
        let s = hay.find("http")?;
        let (h, limit) = (hay.as_bytes(), hay.len());
        let b = bare::read(h, s, limit);
        let text = Text {
            hay: h,
            s,
            e: b.end,
            limit,
            url: &b.url,
            link_text: b.link_text,
            wrapped: false,
        };
        FORMS
            .iter()
            .find_map(|f| (f.end)(&text).map(|end| (f.name, &hay[s..end])))
    }

    /// Each row: a text, and the form that reads its first URL as a
    /// same-text link with the link's text from there (`None`: none).
    #[rustfmt::skip]
    const ROWS: &[(&str, Option<(&str, &str)>)] = &[
        (
            "[http://a.example/x](http://a.example/x).",
            Some(("markdown", "http://a.example/x](http://a.example/x)")),
        ),
        (
            "[`http://a.example/x`](http://a.example/x)",
            Some(("markdown", "http://a.example/x`](http://a.example/x)")),
        ),
        ("[http://a.example/x](http://a.example/y)", None),
        (
            "<a href=\"http://a.example/x\">http://a.example/x</a>",
            Some(("html-anchor", "http://a.example/x\">http://a.example/x")),
        ),
        (
            "<a href=\"http://a.example/x\">http://a.example/y</a>",
            None,
        ),
        (
            "`http://a.example/x <http://a.example/x>`_",
            Some(("rst", "http://a.example/x <http://a.example/x>`_")),
        ),
        (
            "`http://a.example/x <http://a.example/x>`__.",
            Some(("rst", "http://a.example/x <http://a.example/x>`__")),
        ),
        ("`http://a.example/x <http://a.example/y>`_", None),
        ("`http://a.example/x`_ <http://a.example/x>", None),
        (
            "\\href{http://a.example/x}{http://a.example/x}.",
            Some(("latex", "http://a.example/x}{http://a.example/x}")),
        ),
        ("\\href{http://a.example/x}{the x page}", None),
        (
            "see http://a.example/x[http://a.example/x].",
            Some(("asciidoc", "http://a.example/x[http://a.example/x]")),
        ),
        (
            "link:http://a.example/x[http://a.example/x]",
            Some(("asciidoc", "http://a.example/x[http://a.example/x]")),
        ),
        ("http://a.example/x[the x page]", None),
        (
            "[[http://a.example/x][http://a.example/x]]",
            Some(("org", "http://a.example/x][http://a.example/x]]")),
        ),
        ("[[http://a.example/x][x]]", None),
        (
            "[http://a.example/x http://a.example/x]",
            Some(("mediawiki", "http://a.example/x http://a.example/x]")),
        ),
        ("[http://a.example/x http://a.example/xy]", None),
        (
            "[[http://a.example/x|http://a.example/x]]",
            Some(("dokuwiki", "http://a.example/x|http://a.example/x]]")),
        ),
        (
            "[http://a.example/x|http://a.example/x]",
            Some(("jira", "http://a.example/x|http://a.example/x]")),
        ),
        (
            "[URL=http://a.example/x]http://a.example/x[/URL]",
            Some(("bbcode", "http://a.example/x]http://a.example/x[/URL]")),
        ),
        ("[url=http://a.example/x]x[/url]", None),
        (
            "@uref{http://a.example/x, http://a.example/x}",
            Some(("texinfo", "http://a.example/x, http://a.example/x}")),
        ),
        (
            "L<http://a.example/x|http://a.example/x>",
            Some(("pod", "http://a.example/x|http://a.example/x>")),
        ),
        ("L<the x page|http://a.example/x>", None),
        (
            "\x1b]8;;http://a.example/x\x1b\\http://a.example/x\x1b]8;;\x1b\\ y",
            Some(("osc8", "http://a.example/x\x1b\\http://a.example/x\x1b]8;;\x1b\\")),
        ),
        (
            "\x1b]8;;http://a.example/x\x07http://a.example/x\x1b]8;;\x07",
            Some(("osc8", "http://a.example/x\x07http://a.example/x\x1b]8;;\x07")),
        ),
        ("\x1b]8;;http://a.example/x\x1b\\the x page\x1b]8;;\x1b\\", None),
    ];

    #[test]
    fn each_form_reads_its_link() {
        let rows = ROWS;
        for (hay, want) in rows {
            assert_eq!(form(hay), *want, "{hay}");
        }
        // Every form has a row.
        for f in FORMS {
            assert!(
                rows.iter().any(|(_, w)| w.is_some_and(|w| w.0 == f.name)),
                "{}",
                f.name
            );
        }
    }
}
