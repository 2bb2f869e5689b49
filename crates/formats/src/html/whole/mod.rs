//! The whole-page reader urlgrep had before pages were streamed (issue
//! 24, failure 5), kept as the tests' reference: it builds every record,
//! the whole visible text and every anchor, sorts the records by start
//! and places them. `stream_tests.rs` checks that the streaming reader
//! gives exactly its records, for any read size.

mod run;
mod text;
mod tokens;

use std::ops::Range;

use urlgrep_extract::Extractor;

use crate::html::attrs;
use crate::record::Record;

/// The URLs of an HTML page or part, in page order; spans, lines,
/// columns and `raw` are those of `html`.
pub(crate) fn scan(ex: &Extractor, html: &[u8]) -> Vec<Record<'static>> {
    let page = tokens::read(ex, html);
    let mut found: Vec<(Range<usize>, Record<'static>)> = Vec::new();
    // For each attribute, the index in `found` of its URL, for anchors.
    let mut href_of = vec![None; page.attributes.len()];
    for (k, a) in page.attributes.iter().enumerate() {
        // Offsets in the value are offsets in the page only when the
        // tokenizer decoded nothing.
        let verbatim = html.get(a.span.clone()) == Some(&a.value[..]);
        let urls: Vec<(Range<usize>, String)> = if a.srcset {
            let candidates = attrs::srcset(&a.value).into_iter();
            candidates
                .filter_map(|c| {
                    let (r, url) = attrs::url_in(ex, &a.value[c.clone()])?;
                    Some((c.start + r.start..c.start + r.end, url))
                })
                .collect()
        } else {
            attrs::url_in(ex, &a.value).into_iter().collect()
        };
        for (r, url) in urls {
            if !a.srcset {
                href_of[k] = Some(found.len());
            }
            let span = match verbatim {
                true => a.span.start + r.start..a.span.start + r.end,
                false => a.span.clone(),
            };
            found.push((span.clone(), Record::attribute(url, span, Vec::new())));
        }
    }
    let text = &page.text;
    for m in ex.find_iter(&text.bytes) {
        let k = page.anchors.partition_point(|a| a.text.start <= m.start());
        let anchor = k.checked_sub(1).map(|k| &page.anchors[k]);
        let same_as_href = anchor.is_some_and(|a| {
            a.text.contains(&m.start())
                && href_of[a.href].is_some_and(|h| {
                    let href = found[h].1.url();
                    href == m.url()
                        || shortened(href, m.url(), &text.bytes[m.end()..])
                        || crate::html::found::ran_past(
                            href,
                            m.url(),
                            (m.end() > a.text.end).then(|| {
                                let span = text.end_in_page(a.text.end)..text.end_in_page(m.end());
                                html.get(span).unwrap_or_default()
                            }),
                        )
                })
        });
        if same_as_href {
            continue;
        }
        let span = text.start_in_page(m.start())..text.end_in_page(m.end());
        found.push((span, Record::from_match(m).into_owned()));
    }
    found.sort_by_key(|(span, _)| span.start);
    place(html, found)
}

/// Whether an anchor's text URL `shown` is its `href` cut for display:
/// a proper prefix of it, followed in the text by `...` or `…`
/// (mozilla/readability's lifehacker page, line 1246:
/// `href="http://www.amazon.com/Kamp-Rite-TB343-Double-Tent-Cot/…"`
/// shown as `http://www.amazon.com/Kamp-Rite-TB34...`).
fn shortened(href: &str, shown: &str, after: &[u8]) -> bool {
    href.len() > shown.len()
        && href.starts_with(shown)
        && (after.starts_with(b"...") || after.starts_with("…".as_bytes()))
}

/// Sets each record's span, line, column and `raw` in `html`; `found` is
/// sorted by start, so lines are counted in one forward pass.
fn place(html: &[u8], found: Vec<(Range<usize>, Record<'static>)>) -> Vec<Record<'static>> {
    let (mut at, mut line, mut line_start) = (0, 1u64, 0);
    found
        .into_iter()
        .map(|(span, r)| {
            let start = span.start.min(html.len());
            let end = span.end.clamp(start, html.len());
            let gap = &html[at..start];
            line += bytecount::count(gap, b'\n') as u64;
            if let Some(n) = memchr::memrchr(b'\n', gap) {
                line_start = at + n + 1;
            }
            at = start;
            let raw = html[start..end].to_vec();
            r.placed(start..end, line, start - line_start + 1, raw)
        })
        .collect()
}
