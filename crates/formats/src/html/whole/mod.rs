//! The whole-page reader urlgrep had before pages were streamed (issue
//! 24, failure 5), kept as the tests' reference: it builds every record,
//! the whole visible text and every anchor, sorts the records by start
//! and places them. `stream_tests.rs` checks that the streaming reader
//! gives exactly its records, for any read size.

mod run;
mod text;
mod tokens;

use std::ops::Range;

use urlgrep_extract::{Extractor, Match};

use crate::html::attrs;
use crate::html::found::{same_link, trimmed, TRIM_REACH};
use crate::html::whole::text::Text;
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
    // Whether each anchor's first match in its trim window is seen.
    let mut decided = vec![false; page.anchors.len()];
    // `href`s read as their anchor's text reads them, set once all
    // matches are compared with the `href`s as written.
    let mut rewritten = Vec::new();
    for m in ex.find_iter(&text.bytes) {
        let k = page.anchors.partition_point(|a| a.text.start <= m.start());
        let Some(k) = k.checked_sub(1) else {
            found.push(text_record(text, m));
            continue;
        };
        let a = &page.anchors[k];
        let h = href_of[a.href].filter(|_| a.text.contains(&m.start()));
        let first = h.is_some() && !decided[k] && m.start() < a.text.start + TRIM_REACH;
        decided[k] |= first;
        let Some(h) = h else {
            found.push(text_record(text, m));
            continue;
        };
        let href = found[h].1.url();
        let after = &text.bytes[m.end()..];
        let between = (m.end() > a.text.end).then(|| {
            let span = text.end_in_page(a.text.end)..text.end_in_page(m.end());
            html.get(span).unwrap_or_default()
        });
        if same_link(href, m.url(), after, between) {
            continue;
        }
        if first && trimmed(href, m.url(), after) {
            rewritten.push((h, m.url().to_string()));
            continue;
        }
        found.push(text_record(text, m));
    }
    for (h, url) in rewritten {
        found[h].1 = Record::attribute(url, found[h].0.clone(), Vec::new());
    }
    found.sort_by_key(|(span, _)| span.start);
    place(html, found)
}

/// A match of the visible text as a record, with its span in the page.
fn text_record(text: &Text, m: Match<'_>) -> (Range<usize>, Record<'static>) {
    let span = text.start_in_page(m.start())..text.end_in_page(m.end());
    (span, Record::from_match(m).into_owned())
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
