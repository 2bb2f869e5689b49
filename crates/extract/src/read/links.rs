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
//! | mail text | `u<u>`, `u <u>`: a mailer's text of an HTML link, its target after its text | `target_copy` (here) |
//! | webmail text | `u[u]`, and `u[u][u%5Bu%5D]` after replies (GMX, web.de) | AsciiDoc's pair, then `repeated_groups` (here) |
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

/// What must stand around a URL for a form to read it: asked inline for
/// every form before its reader is called (most URLs follow a blank or a
/// `(`, and a call each cost 4 % of the instructions on RFC text).
#[derive(Clone, Copy)]
pub(crate) enum Gate {
    /// One of these bytes right before the URL.
    Before(&'static [u8]),
    /// This byte right after it.
    After(u8),
    /// The URL is a markdown link's text (`Text::link_text`).
    LinkText,
    /// A `<` right after it, or a space and a `<` (a mailer's target).
    Target,
}

impl Gate {
    #[inline]
    fn opens(self, t: &Text<'_>) -> bool {
        match self {
            Gate::Before(set) => t.s > 0 && set.contains(&t.hay[t.s - 1]),
            Gate::After(c) => t.hay.get(t.e) == Some(&c),
            Gate::LinkText => t.link_text.is_some(),
            Gate::Target => target_after(t.hay, t.e),
        }
    }
}

/// One markup's same-text link.
pub(crate) struct Form {
    /// The markup, for docs and tests.
    #[cfg_attr(not(test), expect(dead_code, reason = "named by the table test"))]
    pub(crate) name: &'static str,
    /// What must stand around the URL (the reader's first test).
    pub(crate) gate: Gate,
    /// The end of the whole link when `Text` is its text and its target
    /// is the same URL.
    pub(crate) end: fn(&Text<'_>) -> Option<usize>,
}

/// Every same-text link form, asked in this order; the first that
/// matches ends the match.
pub(crate) const FORMS: &[Form] = &[
    Form {
        name: "markdown",
        gate: Gate::LinkText,
        end: |t| same_destination(t.hay, t.link_text?, t.limit, t.url),
    },
    Form {
        name: "html-anchor",
        gate: Gate::Before(b"\"'"),
        end: |t| (!t.wrapped).then(|| anchor::same_text(t.hay, t.s, t.e, t.limit))?,
    },
    Form {
        name: "rst",
        gate: Gate::Before(b"`"),
        end: |t| pair(&pairs::RST, t),
    },
    Form {
        name: "latex",
        gate: Gate::Before(b"{"),
        end: |t| pair(&pairs::LATEX, t),
    },
    Form {
        name: "org",
        gate: Gate::Before(b"["),
        end: |t| pair(&pairs::ORG, t),
    },
    Form {
        name: "dokuwiki",
        gate: Gate::Before(b"["),
        end: |t| pair(&pairs::DOKUWIKI, t),
    },
    Form {
        name: "mediawiki",
        gate: Gate::Before(b"["),
        end: |t| pair(&pairs::MEDIAWIKI, t),
    },
    Form {
        name: "jira",
        gate: Gate::Before(b"["),
        end: |t| pair(&pairs::JIRA, t),
    },
    Form {
        name: "bbcode",
        gate: Gate::Before(b"="),
        end: |t| pair(&pairs::BBCODE, t),
    },
    Form {
        name: "bbcode-quoted",
        gate: Gate::Before(b"\""),
        end: |t| pair(&pairs::BBCODE_QUOTED, t),
    },
    Form {
        name: "texinfo",
        gate: Gate::Before(b"{"),
        end: |t| pair(&pairs::TEXINFO, t),
    },
    Form {
        name: "pod",
        gate: Gate::Before(b"<"),
        end: |t| pair(&pairs::POD, t),
    },
    Form {
        name: "osc8",
        gate: Gate::Before(b";"),
        end: |t| pair(&pairs::OSC8, t).or_else(|| pair(&pairs::OSC8_BEL, t)),
    },
    Form {
        name: "asciidoc",
        gate: Gate::After(b'['),
        end: |t| pair(&pairs::ASCIIDOC, t).map(|e| repeated_groups(t.hay, e, t.limit, t.url)),
    },
    Form {
        name: "mail-text",
        gate: Gate::Target,
        end: |t| (!t.wrapped).then(|| target_copy(t.hay, t.e, t.limit, t.url))?,
    },
];

/// Whether a `<` follows `e`, right after it or after one space.
#[inline]
fn target_after(hay: &[u8], e: usize) -> bool {
    match hay.get(e) {
        Some(b'<') => true,
        Some(b' ') => hay.get(e + 1) == Some(&b'<'),
        _ => false,
    }
}

/// A mailer's plain text of an HTML link, `text<target>` or `text
/// <target>` (Gmail writes both): when the text ending at `e` is the URL
/// `text` and the target after it on its line is the same URL, the
/// offset after the target's `>`. (A target cut over lines is the
/// join's: `join::continuation`, "A copy in angle brackets".)
fn target_copy(hay: &[u8], e: usize, limit: usize, text: &[u8]) -> Option<usize> {
    let open = e + usize::from(hay.get(e) == Some(&b' '));
    let inside = hay.get(open + 1..limit)?;
    let close = memchr::memchr2(b'>', b'\n', inside).filter(|&n| inside[n] == b'>')?;
    (inside[..close] == *text).then_some(open + 1 + close + 1)
}

/// A webmail's plain text of a link, `text[target]` (GMX's, web.de's),
/// is written again on each reply: `u[u][u%5Bu%5D]`. The groups after a
/// same-text `u[u]` ending at `end` that hold the URL again (its own
/// group nested, or written `%5B…%5D`), each closing on its line, are
/// the same link: the offset after the last.
fn repeated_groups(hay: &[u8], mut end: usize, limit: usize, url: &[u8]) -> usize {
    while hay.get(end) == Some(&b'[') && hay[end + 1..limit].starts_with(url) {
        let mut depth = 0usize;
        let close = hay[end..limit].iter().position(|&c| {
            depth = match c {
                b'[' => depth + 1,
                b']' => depth - 1,
                _ => depth,
            };
            depth == 0 || c == b'\n'
        });
        match close.map(|n| end + n) {
            Some(k) if hay[k] == b']' => end = k + 1,
            _ => break,
        }
    }
    end
}

/// A `pairs` form: never around a wrapper.
fn pair(pair: &Pair, t: &Text<'_>) -> Option<usize> {
    (!t.wrapped).then(|| pairs::same_text(pair, t.hay, t.s, t.e, t.limit))?
}

/// The end of the same-text link `text` is the text of, if any.
#[inline]
fn link_end(text: &Text<'_>) -> Option<usize> {
    // Most URLs stand where no gate opens: one table look-up each side.
    let at = |i: Option<usize>, table: &[bool; 256]| i.is_some_and(|i| table[text.hay[i] as usize]);
    let after = Some(text.e).filter(|&e| e < text.hay.len());
    if text.link_text.is_none()
        && !at(text.s.checked_sub(1), &BEFORE)
        && !at(after, &AFTER)
        && !target_after(text.hay, text.e)
    {
        return None;
    }
    FORMS
        .iter()
        .filter(|f| f.gate.opens(text))
        .find_map(|f| (f.end)(text))
}

/// The bytes some form's gate wants right before a URL (`Gate::Before`),
/// and right after it (`Gate::After`): read from `FORMS`.
static BEFORE: [bool; 256] = gate_bytes(false);
static AFTER: [bool; 256] = gate_bytes(true);

const fn gate_bytes(after: bool) -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < FORMS.len() {
        match FORMS[i].gate {
            Gate::Before(set) if !after => {
                let mut j = 0;
                while j < set.len() {
                    t[set[j] as usize] = true;
                    j += 1;
                }
            }
            Gate::After(c) if after => t[c as usize] = true,
            _ => {}
        }
        i += 1;
    }
    t
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
    } else {
        // What §1.4 trimmed from the destination before its `)` (`,`,
        // `;`, an ellipsis: `bare::trim`) is in the link.
        let ellipsis = "…".as_bytes();
        while q < limit {
            match hay[q] {
                b'.' | b',' | b':' | b';' | b'!' | b'?' | b'\'' => q += 1,
                _ if hay[q..limit].starts_with(ellipsis) => q += ellipsis.len(),
                _ => break,
            }
        }
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
        let found = FORMS
            .iter()
            .find_map(|f| (f.end)(&text).map(|end| (f, &hay[s..end])));
        // Each form's gate lets its links through, and the search's
        // gate tables too.
        assert!(found.is_none_or(|(f, _)| f.gate.opens(&text)), "{hay}");
        let end = found.map(|(_, t)| s + t.len());
        assert_eq!(super::link_end(&text), end, "{hay}");
        found.map(|(f, t)| (f.name, t))
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
            "[url=\"http://a.example/x\"]http://a.example/x[/url]",
            Some(("bbcode-quoted", "http://a.example/x\"]http://a.example/x[/url]")),
        ),
        ("[url=\"http://a.example/x\"]the x page[/url]", None),
        (
            "\\href{http://a.example/f(int, long)}{http://a.example/f(int, long)}",
            Some(("latex", "http://a.example/f(int, long)}{http://a.example/f(int, long)}")),
        ),
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
        (
            "http://a.example/x<http://a.example/x> y",
            Some(("mail-text", "http://a.example/x<http://a.example/x>")),
        ),
        (
            "http://a.example/**x <http://a.example/x>) y",
            Some(("mail-text", "http://a.example/**x <http://a.example/x>")),
        ),
        ("http://a.example/x<http://a.example/y>", None),
        ("http://a.example/x  <http://a.example/x>", None),
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
