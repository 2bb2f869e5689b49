//! The two places URLs live in an HTML part: `href` and `src` attribute
//! values, and the visible text between tags.

use std::borrow::Cow;
use std::ops::Range;

/// An attribute value that holds a URL: its span in the HTML (quotes
/// excluded) and its text with character references decoded.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Attribute {
    pub span: Range<usize>,
    pub value: String,
}

/// The spans of tags, comments and `<script>`/`<style>` contents: what is
/// not visible text.
pub(crate) fn hidden_spans(html: &[u8]) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut i = 0;
    while let Some(lt) = memchr::memchr(b'<', &html[i..]).map(|n| i + n) {
        let end = if html[lt..].starts_with(b"<!--") {
            find(html, lt + 4, b"-->").map_or(html.len(), |e| e + 3)
        } else if starts_with_tag(&html[lt..], b"<script")
            || starts_with_tag(&html[lt..], b"<style")
        {
            let close: &[u8] = if starts_with_tag(&html[lt..], b"<script") {
                b"</script"
            } else {
                b"</style"
            };
            let e = find_ci(html, lt + 1, close).unwrap_or(html.len());
            memchr::memchr(b'>', &html[e..]).map_or(html.len(), |n| e + n + 1)
        } else {
            tag_end(html, lt)
        };
        spans.push(lt..end);
        i = end.max(lt + 1);
    }
    spans
}

/// The `href` and `src` values of every tag, in order; `hidden` is
/// [`hidden_spans`] of `html`.
pub(crate) fn url_attributes(html: &[u8], hidden: &[Range<usize>]) -> Vec<Attribute> {
    let mut out = Vec::new();
    for tag in hidden {
        let t = &html[tag.clone()];
        if t.starts_with(b"<!--") || t.len() < 2 || !t[1].is_ascii_alphabetic() {
            continue;
        }
        // Up to the end of the start tag (script contents are skipped).
        let head = tag.start..tag_end(html, tag.start);
        attributes(html, head, &mut out);
    }
    out
}

fn attributes(html: &[u8], tag: Range<usize>, out: &mut Vec<Attribute>) {
    let mut i = tag.start + 1;
    // Skip the element name.
    while i < tag.end && !html[i].is_ascii_whitespace() && html[i] != b'>' {
        i += 1;
    }
    while i < tag.end {
        while i < tag.end && (html[i].is_ascii_whitespace() || html[i] == b'/') {
            i += 1;
        }
        let name_start = i;
        while i < tag.end
            && !matches!(html[i], b'=' | b'>' | b'/')
            && !html[i].is_ascii_whitespace()
        {
            i += 1;
        }
        let name = &html[name_start..i];
        while i < tag.end && html[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= tag.end || html[i] != b'=' {
            if i == name_start {
                i += 1;
            }
            continue;
        }
        i += 1;
        while i < tag.end && html[i].is_ascii_whitespace() {
            i += 1;
        }
        let (vs, ve, next) = match html.get(i) {
            Some(&q @ (b'"' | b'\'')) => {
                let e = memchr::memchr(q, &html[i + 1..tag.end]).map_or(tag.end, |n| i + 1 + n);
                (i + 1, e, e + 1)
            }
            _ => {
                let mut e = i;
                while e < tag.end && !html[e].is_ascii_whitespace() && html[e] != b'>' {
                    e += 1;
                }
                (i, e, e)
            }
        };
        if name.eq_ignore_ascii_case(b"href") || name.eq_ignore_ascii_case(b"src") {
            let raw = String::from_utf8_lossy(&html[vs..ve]);
            let value = decode_entities(raw.trim()).into_owned();
            out.push(Attribute {
                span: vs..ve,
                value,
            });
        }
        i = next;
    }
}

/// Where the tag opened at `lt` ends: after its `>`, quotes respected.
fn tag_end(html: &[u8], lt: usize) -> usize {
    let mut quote = None;
    for (k, &b) in html[lt + 1..].iter().enumerate() {
        match (quote, b) {
            (None, b'"' | b'\'') => quote = Some(b),
            (Some(q), _) if b == q => quote = None,
            (None, b'>') => return lt + 1 + k + 1,
            _ => {}
        }
    }
    html.len()
}

fn starts_with_tag(s: &[u8], name: &[u8]) -> bool {
    s.len() > name.len()
        && s[..name.len()].eq_ignore_ascii_case(name)
        && !s[name.len()].is_ascii_alphanumeric()
}

fn find(h: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(&h[from..], needle).map(|n| from + n)
}

fn find_ci(h: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    (from..h.len().saturating_sub(needle.len() - 1))
        .find(|&k| h[k..k + needle.len()].eq_ignore_ascii_case(needle))
}

/// Decodes the character references a URL in HTML uses (`&amp;`, `&lt;`,
/// `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#N;`, `&#xH;`); others stay.
pub(crate) fn decode_entities(s: &str) -> Cow<'_, str> {
    if !s.contains('&') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let semi = rest[..rest.len().min(12)].find(';');
        let decoded = semi.and_then(|e| {
            let name = &rest[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => {
                    let n = name.strip_prefix('#')?;
                    let code = match n.strip_prefix(['x', 'X']) {
                        Some(h) => u32::from_str_radix(h, 16).ok()?,
                        None => n.parse().ok()?,
                    };
                    char::from_u32(code)
                }
            }?;
            Some((c, e + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_quoted_unquoted_and_entities() {
        let html = br#"<p>See <a class=x HREF="http://a.example/?p=1&amp;q=2">here</a>
<img src=http://b.example/i.png alt='<b>'> <a title="href=no">t</a>
<!-- <a href="http://hidden.example/"> --><script>var s = "<a href='http://js.example/'>";</script>"#;
        let attrs = url_attributes(html, &hidden_spans(html));
        let values: Vec<&str> = attrs.iter().map(|a| a.value.as_str()).collect();
        assert_eq!(
            values,
            ["http://a.example/?p=1&q=2", "http://b.example/i.png"]
        );
        assert_eq!(
            &html[attrs[0].span.clone()],
            b"http://a.example/?p=1&amp;q=2"
        );
    }

    #[test]
    fn hidden_spans_cover_tags_comments_and_scripts() {
        let html = b"a<b>c<!-- d -->e<script>f<g></script>h";
        let spans = hidden_spans(html);
        let visible: String = (0..html.len())
            .filter(|i| !spans.iter().any(|s| s.contains(i)))
            .map(|i| html[i] as char)
            .collect();
        assert_eq!(visible, "aceh");
    }

    #[test]
    fn entities() {
        assert_eq!(
            decode_entities("a&amp;b&#38;c&#x26;d&bogus;e&"),
            "a&b&c&d&bogus;e&"
        );
    }
}
