//! Which attribute values hold URLs, and which of those URLs are reported
//! (SPEC §1.7.4): `href`, `src`, `action`, `cite`, `poster`, `data`,
//! `background`, and each candidate of `srcset`; absolute URLs of a
//! scheme the extractor knows (one scheme table everywhere, DESIGN), and
//! relative references, which `links.rs` resolves when there is a base.
//! Fragment-only and empty references, and schemes the extractor does not
//! know (`javascript:`), are no links.

use std::ops::Range;

use urlgrep_extract::Extractor;

/// Whether an attribute named `name` (lower case, as the tokenizer gives
/// it) is read: one holding URLs, or `rel`, which names a link's kind.
pub(crate) fn holds_url(name: &[u8]) -> bool {
    attribute_name(name).is_some()
}

/// [`holds_url`] of a name as written, in any case. Asked of every
/// attribute the fast reader reads, so most names (`class`, `id`,
/// `aria-…`) are told apart by their length and first letter.
pub(crate) fn holds_url_any_case(name: &[u8]) -> bool {
    let known: &[u8] = match (name.len(), name.first().map(u8::to_ascii_lowercase)) {
        (3, Some(b's')) => b"src",
        (3, Some(b'r')) => b"rel",
        (4, Some(b'h')) => b"href",
        (4, Some(b'c')) => b"cite",
        (4, Some(b'd')) => b"data",
        (6, Some(b'a')) => b"action",
        (6, Some(b'p')) => b"poster",
        (6, Some(b's')) => b"srcset",
        (10, Some(b'b')) => b"background",
        _ => return false,
    };
    name.eq_ignore_ascii_case(known)
}

/// The name of an attribute that is read, as the record names it.
pub(crate) fn attribute_name(name: &[u8]) -> Option<&'static str> {
    Some(match name {
        b"href" => "href",
        b"src" => "src",
        b"action" => "action",
        b"cite" => "cite",
        b"poster" => "poster",
        b"data" => "data",
        b"background" => "background",
        b"srcset" => "srcset",
        b"rel" => "rel",
        _ => return None,
    })
}

/// What an attribute value refers to.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Target<'v> {
    /// An absolute URL of a scheme the extractor knows.
    Absolute(String),
    /// A relative reference (no scheme), to resolve against the base; as
    /// written (the WHATWG parser drops its tabs and line breaks).
    Relative(&'v str),
}

/// The link of an attribute value: its range in `value` and what it
/// refers to. White space around it is not part of it, and tabs and line
/// breaks inside are dropped, as the WHATWG URL parser does.
pub(crate) fn target_in<'v>(ex: &Extractor, value: &'v [u8]) -> Option<(Range<usize>, Target<'v>)> {
    let start = value.iter().position(|b| !b.is_ascii_whitespace())?;
    let end = value.iter().rposition(|b| !b.is_ascii_whitespace())? + 1;
    let text = std::str::from_utf8(&value[start..end]).ok()?;
    let clean = || match text.contains(['\t', '\n', '\r']) {
        true => text.replace(['\t', '\n', '\r'], ""),
        false => text.to_string(),
    };
    let scheme = text.find(':').map(|colon| &text[..colon]);
    let is_scheme = |s: &str| {
        s.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
    };
    match scheme {
        Some(s) if is_scheme(s) => {
            let known = ex.knows_scheme(s) && s.len() + 1 < text.len();
            known.then(|| (start..end, Target::Absolute(clean())))
        }
        // A fragment of this document is no link (SPEC §1.7.4).
        _ if text.starts_with('#') => None,
        _ => Some((start..end, Target::Relative(text))),
    }
}

/// The URL of an attribute value, if it is absolute with a known scheme.
#[cfg(test)]
pub(crate) fn url_in(ex: &Extractor, value: &[u8]) -> Option<(Range<usize>, String)> {
    match target_in(ex, value)? {
        (r, Target::Absolute(url)) => Some((r, url)),
        _ => None,
    }
}

/// The links of a URL attribute's decoded `value` (each `srcset`
/// candidate's, or the one of any other), each with its range in `value`.
pub(crate) fn targets<'v>(
    ex: &Extractor,
    value: &'v [u8],
    is_srcset: bool,
) -> Vec<(Range<usize>, Target<'v>)> {
    if !is_srcset {
        return target_in(ex, value).into_iter().collect();
    }
    srcset(value)
        .into_iter()
        .filter_map(|c| {
            let (r, t) = target_in(ex, &value[c.clone()])?;
            Some((c.start + r.start..c.start + r.end, t))
        })
        .collect()
}

/// The name of an element that holds links, as a record names it,
/// without an allocation for the common ones.
pub(crate) fn element_name(name: &[u8]) -> Option<&'static str> {
    Some(match name {
        b"a" => "a",
        b"img" => "img",
        b"link" => "link",
        b"script" => "script",
        b"iframe" => "iframe",
        b"form" => "form",
        b"source" => "source",
        b"area" => "area",
        b"video" => "video",
        b"audio" => "audio",
        b"embed" => "embed",
        b"object" => "object",
        b"blockquote" => "blockquote",
        b"q" => "q",
        b"input" => "input",
        b"track" => "track",
        b"body" => "body",
        b"table" => "table",
        b"td" => "td",
        b"frame" => "frame",
        _ => return None,
    })
}

/// The candidates of a `srcset` value: each URL's range in `value`
/// (HTML §4.8.4.3.3: a URL, then descriptors up to a comma).
pub(crate) fn srcset(value: &[u8]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < value.len() {
        while i < value.len() && (value[i].is_ascii_whitespace() || value[i] == b',') {
            i += 1;
        }
        let start = i;
        while i < value.len() && !value[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut end = i;
        // A URL's trailing commas end the candidate.
        let ends_candidate = end > start && value[end - 1] == b',';
        while end > start && value[end - 1] == b',' {
            end -= 1;
        }
        if end > start {
            out.push(start..end);
        }
        if !ends_candidate {
            // Descriptors up to the next comma outside parentheses.
            let mut depth = 0usize;
            while i < value.len() {
                match value[i] {
                    b'(' => depth += 1,
                    b')' => depth = depth.saturating_sub(1),
                    b',' if depth == 0 => break,
                    _ => {}
                }
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_case() {
        let names = [
            "href",
            "HREF",
            "Src",
            "rel",
            "action",
            "CITE",
            "poster",
            "data",
            "background",
            "srcSet",
            "class",
            "id",
            "hre",
            "hrefs",
            "sr",
            "data-src",
            "a",
            "",
            "role",
            "ACTIONS",
            "backgrounds",
            "xmlns",
            "content",
            "d",
        ];
        for name in names {
            let lower = name.to_ascii_lowercase();
            assert_eq!(
                holds_url_any_case(name.as_bytes()),
                holds_url(lower.as_bytes()),
                "{name}"
            );
        }
        assert!(holds_url_any_case(b"BackGround") && !holds_url_any_case(b"class"));
    }

    #[test]
    fn srcset_candidates() {
        let v = b" a.png 1x, http://h.example/b,c.png 2x,http://h.example/d.png";
        let got: Vec<&[u8]> = srcset(v).into_iter().map(|r| &v[r]).collect();
        assert_eq!(
            got,
            [
                &b"a.png"[..],
                b"http://h.example/b,c.png",
                b"http://h.example/d.png"
            ]
        );
    }

    #[test]
    fn absolute_known_schemes_only() {
        let ex = Extractor::new();
        let url = |v: &str| url_in(&ex, v.as_bytes()).map(|(_, u)| u);
        assert_eq!(
            url(" http://a.example/\n"),
            Some("http://a.example/".into())
        );
        assert_eq!(url("http://a.\nexample/"), Some("http://a.example/".into()));
        assert_eq!(url("../mod/x.html#http:"), None);
        assert_eq!(url("javascript:void(0)"), None);
        assert_eq!(url("//cdn.example/x.js"), None);
        fn target<'v>(ex: &Extractor, v: &'v str) -> Option<Target<'v>> {
            target_in(ex, v.as_bytes()).map(|(_, t)| t)
        }
        let target = |v: &'static str| target(&ex, v);
        let relative = |v| Some(Target::Relative(v));
        assert_eq!(target("//cdn.example/x.js"), relative("//cdn.example/x.js"));
        assert_eq!(target(" ../a b.html\n"), relative("../a b.html"));
        assert_eq!(target("?q=1"), relative("?q=1"));
        assert_eq!(target("#top"), None);
        assert_eq!(target(" \t"), None);
        assert_eq!(target("javascript:void(0)"), None);
        assert_eq!(url("$relpath$doxygen.css"), None);
        assert_eq!(url("http:"), None);
        let mut b = Extractor::builder();
        let gemini = b.scheme("gemini").build().unwrap();
        assert!(url_in(&gemini, b"gemini://g.example/").is_some());
        assert!(url("gemini://g.example/").is_none());
    }
}
