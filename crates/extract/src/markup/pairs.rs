//! Link markups that write a link's target and its visible text side by
//! side (SPEC §1.7.5), for the same-text forms of `read::links`: when the
//! text is the target itself, a reader sees one URL.
//!
//! Each markup is a [`Pair`]: what stands right before the first URL,
//! what separates it from the second, and what closes the link. The
//! first URL is read as a bare URL (its end is the separator's start:
//! `}`, `|`, `]`, `,`, a space and `[` end a bare URL, §1.4 and
//! `asciidoc`), the second is compared byte for byte:
//!
//! | markup | written |
//! |---|---|
//! | reStructuredText | `` `u <u>`_ ``, `` `u <u>`__ `` (docutils' embedded URI) |
//! | LaTeX (hyperref) | `\href{u}{u}` |
//! | AsciiDoc | `u[u]`, `link:u[u]` |
//! | Org | `[[u][u]]` |
//! | MediaWiki | `[u u]` |
//! | DokuWiki | `[[u\|u]]` |
//! | Jira | `[u\|u]` |
//! | BBCode | `[url=u]u[/url]`, `[url="u"]u[/url]` (any case) |
//! | Texinfo | `@uref{u, u}` |
//! | POD | `L<u\|u>` |
//! | terminal (OSC 8) | `ESC]8;;u ESC\ u ESC]8;; ESC\`, or BEL for `ESC\` (`ls --hyperlink`, gcc's diagnostics) |
//!
//! A text that differs from the target is no same-text link: the
//! target is read as before, and the text, if a URL, is a second match.

/// One markup's link, written target, separator, text, closer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pair {
    /// Right before the target (ASCII case ignored); empty: anything.
    pub(crate) before: &'static [u8],
    /// Between target and text, after any blanks when `blanks` (and
    /// then at least one blank before it, or `sep` empty).
    pub(crate) sep: &'static [u8],
    pub(crate) blanks: bool,
    /// After the text (ASCII case ignored).
    pub(crate) close: &'static [u8],
    /// A byte the closer may be followed by, taken with it (reST's
    /// anonymous `__`).
    pub(crate) then: Option<u8>,
}

pub(crate) const RST: Pair = Pair {
    before: b"`",
    sep: b"<",
    blanks: true,
    close: b">`_",
    then: Some(b'_'),
};
pub(crate) const LATEX: Pair = Pair {
    before: b"\\href{",
    sep: b"}{",
    blanks: false,
    close: b"}",
    then: None,
};
pub(crate) const ASCIIDOC: Pair = Pair {
    before: b"",
    sep: b"[",
    blanks: false,
    close: b"]",
    then: None,
};
pub(crate) const ORG: Pair = Pair {
    before: b"[[",
    sep: b"][",
    blanks: false,
    close: b"]]",
    then: None,
};
pub(crate) const MEDIAWIKI: Pair = Pair {
    before: b"[",
    sep: b"",
    blanks: true,
    close: b"]",
    then: None,
};
pub(crate) const DOKUWIKI: Pair = Pair {
    before: b"[[",
    sep: b"|",
    blanks: false,
    close: b"]]",
    then: None,
};
pub(crate) const JIRA: Pair = Pair {
    before: b"[",
    sep: b"|",
    blanks: false,
    close: b"]",
    then: None,
};
pub(crate) const BBCODE: Pair = Pair {
    before: b"[url=",
    sep: b"]",
    blanks: false,
    close: b"[/url]",
    then: None,
};
/// BBCode with its target quoted, as forum software writes it too.
pub(crate) const BBCODE_QUOTED: Pair = Pair {
    before: b"[url=\"",
    sep: b"\"]",
    blanks: false,
    close: b"[/url]",
    then: None,
};
pub(crate) const TEXINFO: Pair = Pair {
    before: b"@uref{",
    sep: b",",
    blanks: false,
    close: b"}",
    then: None,
};
pub(crate) const POD: Pair = Pair {
    before: b"L<",
    sep: b"|",
    blanks: false,
    close: b">",
    then: None,
};

pub(crate) const OSC8: Pair = Pair {
    before: b"\x1b]8;;",
    sep: b"\x1b\\",
    blanks: false,
    close: b"\x1b]8;;\x1b\\",
    then: None,
};
/// OSC 8 ended by BEL, as GNU `ls --hyperlink` writes it.
pub(crate) const OSC8_BEL: Pair = Pair {
    before: b"\x1b]8;;",
    sep: b"\x07",
    blanks: false,
    close: b"\x1b]8;;\x07",
    then: None,
};

/// When the URL `hay[s..e]` is the target of a `pair` link whose text is
/// the same URL, the offset after the link.
pub(crate) fn same_text(
    pair: &Pair,
    hay: &[u8],
    s: usize,
    e: usize,
    limit: usize,
) -> Option<usize> {
    let n = pair.before.len();
    if e == s || s < n || !hay[s - n..s].eq_ignore_ascii_case(pair.before) {
        return None;
    }
    let mut p = e;
    if pair.blanks {
        while p < limit && matches!(hay[p], b' ' | b'\t') {
            p += 1;
        }
        if p == e && pair.sep.is_empty() {
            return None; // MediaWiki: a space parts target and text
        }
    }
    // Texinfo's `@uref{u, u}`: blanks after the comma.
    let sep_end = p.checked_add(pair.sep.len()).filter(|&q| q <= limit)?;
    if &hay[p..sep_end] != pair.sep {
        return None;
    }
    let mut t = sep_end;
    if pair.sep == b"," {
        while t < limit && matches!(hay[t], b' ' | b'\t') {
            t += 1;
        }
    }
    let url = &hay[s..e];
    let (end, close) = (t + url.len(), t + url.len() + pair.close.len());
    if close > limit || &hay[t..end] != url || !hay[end..close].eq_ignore_ascii_case(pair.close) {
        return None;
    }
    let then = pair.then.is_some() && hay.get(close) == pair.then.as_ref() && close < limit;
    Some(close + usize::from(then))
}

/// Whether `hay[i..]` is a markup closing tag, `[/name]` (BBCode's
/// `[/img]`, `[/url]`, `[/quote]`): it ends a bare URL even in a query,
/// whose own brackets are kept (`?a[]=1`, `?filter[name]=x`), since no
/// query bracket opens with `/` (SPEC §1.7.5).
pub(crate) fn is_closing_tag(hay: &[u8], i: usize, limit: usize) -> bool {
    let rest = &hay[i..limit.min(hay.len())];
    let Some(name) = rest.strip_prefix(b"[/") else {
        return false;
    };
    let n = name
        .iter()
        .take(12)
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    n > 0 && name.get(n) == Some(&b']')
}
