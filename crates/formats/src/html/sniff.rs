//! Whether the first bytes of an input are HTML (SPEC §1.7.4, §2.3
//! `auto`).
//!
//! A document: a doctype, `<html`, `<head` or `<body` is the first thing
//! in it (after white space, a byte order mark, comments or an XML
//! declaration).
//!
//! A fragment: real input is often HTML without any of these — a
//! pipermail page's body, a `<p>` excerpt of documentation piped on
//! standard input. In the first bytes (the caller gives a few KiB) such
//! text shows *evidence*, and it is HTML when it shows at least three
//! marks, one of them a closing tag, and markup is at least three in
//! twenty of its bytes. The marks are: each well-known
//! element name seen in a start tag (`<p>`, `<a href=…>`: `<`, the name,
//! then white space, `/` or `>`), each seen in a closing tag (`</a>`),
//! and character references (`&lt;`, `&gt;`, `&amp;`, `&quot;`, `&nbsp;`,
//! `&#…;`) counted once. The share counts the bytes of those tags and
//! of every such reference.
//!
//! Why the share: marks say markup is *there*, not that the file *is*
//! markup. Markdown writes a few tags — `<a id>` anchors before a
//! changelog's headings, `<br>`, `<details>` — and read as HTML it lost
//! what text reading finds (a changelog's `<https://…>` autolinks after
//! the first KiBs: 216 URLs of 395). A fragment of HTML is mostly markup:
//! the pipermail excerpts of forms.tsv are 17–76% tags and references,
//! the html5ever fragment 34%; of 642 markdown RFCs of rust-lang/rfcs
//! none reaches 13%, and no text of the corpus but a YAML file of HTML
//! test cases (twitter-text's `autolink.yml`, 32%, and text all the same
//! by the data rule below) reaches 10%. A page is certain only by its
//! document start; a fragment that falls short of the share is read as
//! text, where URLs are still found (references decoded, SPEC §1.7.2)
//! and only an anchor's text may repeat its `href`.
//!
//! Why this rule: prose and source code that merely mention markup show
//! one or two marks and seldom a closing tag — an RFC's `<URL:…>`
//! wrappers and mail addresses `<a@b>` are no tags (a `:` or `@` follows
//! the name), `#include <stdio.h>` names no HTML element, a markdown file
//! that mentions `<br>` shows one mark. An anchor written out, `<a
//! href=…>x</a>`, with a `&amp;` in its URL, is three: that is how mail
//! archives render a message (forms.tsv `f-html-01`, `f-html-02`). Read
//! as text, such a fragment would give each anchor twice (its `href` and
//! its text) and keep `&amp;` in URLs; read as HTML, text that only looks
//! like a tag is lost, so the rule asks for a closing tag, which text
//! writes rarely and markup always.
//!
//! And no fragment holds a URL in angle brackets: `<URL:…>` or `<`
//! scheme `:` (SPEC §1.3, the extractor's schemes) is how text and
//! markdown write a URL (`<https://…>` autolinks), and HTML would read it
//! as a tag and lose it. A README that opens with `<p align=center>…</p>`
//! and later links `<https://…>` stays text.
//!
//! Nor is source code or markdown a fragment: two lines that start (after
//! white space) with a line comment `//` (`///` doc comments), a block
//! comment's `/*` or ` * ` (Javadoc, PHPDoc, a licence header) or a
//! markdown heading (`#`s and a space) say the markup in it is quoted,
//! not rendered (a Javadoc's `{@code <script>}` read as HTML swallowed
//! the rest of the file). Nor is an XML document that is not XHTML (an
//! `<?xml` declaration, another doctype such as `<!DOCTYPE svg`, or an
//! `<svg` root). Rust doc comments write `<code>…</code>` and
//! `&lt;T&gt;`, a README `<p align=center>`, and both write URLs in
//! angle brackets (`<LICENSE-MIT or https://…>`) that HTML would lose.
//!
//! Nor is a data file whose strings hold markup: a JSON document (`{"`,
//! `[{` first) or markup whose attribute value opens with an escaped
//! quote, `href=\"…` in a JSON or code string, `href=""…` in a CSV field.
//! Read as HTML, the value starts with `\` or `"` and is no URL, and
//! the text between tags loses the rest: botocore's `service-2.json`
//! files (`<a href=\"https://docs.aws.amazon.com/…\">`) gave 1 URL of
//! 578, a Jupyter notebook's HTML output hid its links, and a
//! fivethirtyeight `.tsv` of poll answers lost 9 of 9.

use urlgrep_extract::Extractor;

/// Element names whose tags mark HTML (HTML §4, the common ones).
const ELEMENTS: &[&[u8]] = &[
    b"a",
    b"abbr",
    b"b",
    b"blockquote",
    b"body",
    b"br",
    b"center",
    b"code",
    b"dd",
    b"div",
    b"dl",
    b"dt",
    b"em",
    b"font",
    b"form",
    b"h1",
    b"h2",
    b"h3",
    b"h4",
    b"h5",
    b"h6",
    b"head",
    b"hr",
    b"html",
    b"i",
    b"img",
    b"input",
    b"kbd",
    b"li",
    b"link",
    b"meta",
    b"ol",
    b"option",
    b"p",
    b"pre",
    b"script",
    b"select",
    b"small",
    b"span",
    b"strong",
    b"style",
    b"sub",
    b"sup",
    b"table",
    b"tbody",
    b"td",
    b"textarea",
    b"th",
    b"thead",
    b"title",
    b"tr",
    b"tt",
    b"u",
    b"ul",
];

/// Whether `head`, the first bytes of an input, is HTML; `ex` says which
/// schemes make `<scheme:…>` a URL rather than a tag.
pub fn looks_like_html(ex: &Extractor, head: &[u8]) -> bool {
    is_document(head)
        || (is_fragment(ex, head) && !is_source(head) && !is_xml(head) && !is_data(head))
}

/// A JSON document, or markup quoted in a data format (module docs).
fn is_data(head: &[u8]) -> bool {
    let s = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    let s = s.trim_ascii_start();
    let next = s.get(1..).map(|r| r.trim_ascii_start().first().copied());
    let json = match (s.first(), next.flatten()) {
        (Some(b'{'), Some(b'"' | b'}')) => true,
        (Some(b'['), Some(c)) => matches!(c, b'{' | b'[' | b'"' | b']') || c.is_ascii_digit(),
        _ => false,
    };
    // `=""` then a value: HTML's empty value is followed by a space, `>`
    // or `/`.
    let quoted = memchr::memmem::find(head, b"=\\\"").is_some()
        || memchr::memmem::find_iter(head, b"=\"\"").any(|i| {
            head.get(i + 3)
                .is_some_and(|c| !c.is_ascii_whitespace() && !matches!(c, b'>' | b'/'))
        });
    json || quoted
}

/// Two lines start with `//`, a block comment's `/*` or ` * `, or a
/// markdown heading (see the module docs).
fn is_source(head: &[u8]) -> bool {
    head.split(|&c| c == b'\n')
        .filter(|line| {
            let l = line.trim_ascii_start();
            let hashes = l.iter().take_while(|&&c| c == b'#').count();
            let star = l.first() == Some(&b'*')
                && l.get(1)
                    .is_none_or(|&c| matches!(c, b' ' | b'\t' | b'\r' | b'/'));
            l.starts_with(b"//")
                || l.starts_with(b"/*")
                || star
                || (hashes > 0 && l.get(hashes) == Some(&b' '))
        })
        .nth(1)
        .is_some()
}

/// An XML document (`<?xml` first) that `is_document` did not find to be
/// XHTML: its markup is its own, not HTML's.
fn is_xml(head: &[u8]) -> bool {
    let s = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    let s = s.trim_ascii_start();
    let starts = |p: &[u8]| s.len() >= p.len() && s[..p.len()].eq_ignore_ascii_case(p);
    starts(b"<?xml") || starts(b"<!doctype") || starts(b"<svg")
}

fn is_document(head: &[u8]) -> bool {
    let mut s = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    loop {
        s = s.trim_ascii_start();
        let skip = if s.starts_with(b"<!--") {
            memchr::memmem::find(s, b"-->").map(|e| e + 3)
        } else if s.starts_with(b"<?xml") {
            memchr::memchr(b'>', s).map(|e| e + 1)
        } else {
            None
        };
        match skip {
            Some(n) => s = &s[n..],
            None => break,
        }
    }
    [&b"<!doctype html"[..], b"<html", b"<head", b"<body"]
        .iter()
        .any(|p| {
            s.len() > p.len()
                && s[..p.len()].eq_ignore_ascii_case(p)
                && matches!(s[p.len()], b' ' | b'\t' | b'\r' | b'\n' | b'>')
        })
}

fn is_fragment(ex: &Extractor, head: &[u8]) -> bool {
    // Bit k of `opened` / `closed`: ELEMENTS[k] seen in a start / end tag.
    let (mut opened, mut closed, mut reference) = (0u64, 0u64, false);
    // Bytes of those tags and of references: the share of markup.
    let mut markup = 0;
    for lt in memchr::memchr2_iter(b'<', b'&', head) {
        let rest = &head[lt + 1..];
        if head[lt] == b'&' {
            let n = is_reference(rest);
            reference |= n > 0;
            markup += n;
            continue;
        }
        let (rest, end) = match rest.strip_prefix(b"/") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let n = rest
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        let after = rest.get(n).copied();
        if !end && after == Some(b':') && is_url_opener(ex, &rest[..n]) {
            return false;
        }
        let ends_name = match end {
            true => matches!(after, Some(b'>' | b' ' | b'\t' | b'\r' | b'\n')),
            false => matches!(after, Some(b'>' | b'/' | b' ' | b'\t' | b'\r' | b'\n')),
        };
        if n == 0 || !ends_name {
            continue;
        }
        if let Some(k) = ELEMENTS
            .iter()
            .position(|e| e.eq_ignore_ascii_case(&rest[..n]))
        {
            if end {
                closed |= 1 << k;
            } else {
                opened |= 1 << k;
            }
            markup += memchr::memchr(b'>', rest).map_or(0, |e| e + 2);
        }
    }
    let marks = opened.count_ones() + closed.count_ones() + u32::from(reference);
    closed != 0 && marks >= 3 && markup * MARKUP_SHARE.1 >= head.len() * MARKUP_SHARE.0
}

/// The share of a fragment's bytes its tags and references take at
/// least, as a fraction: three in twenty (module docs).
const MARKUP_SHARE: (usize, usize) = (3, 20);

/// Whether `<name:` opens a URL: `URL` or a scheme the extractor finds.
pub(crate) fn is_url_opener(ex: &Extractor, name: &[u8]) -> bool {
    let name = std::str::from_utf8(name).unwrap_or("");
    name.eq_ignore_ascii_case("url") || ex.knows_scheme(name)
}

/// The length of the character reference markup uses that `rest`
/// (after a `&`) starts, `&` included; 0 for none.
fn is_reference(rest: &[u8]) -> usize {
    let named = [&b"lt;"[..], b"gt;", b"amp;", b"quot;", b"nbsp;"]
        .iter()
        .find(|r| rest.starts_with(r))
        .map(|r| r.len());
    let numeric = rest.strip_prefix(b"#").and_then(|r| {
        let n = r
            .iter()
            .take_while(|b| b.is_ascii_hexdigit() || **b == b'x')
            .count();
        (n > 0 && r.get(n) == Some(&b';')).then_some(n + 2)
    });
    named.or(numeric).map_or(0, |n| n + 1)
}
