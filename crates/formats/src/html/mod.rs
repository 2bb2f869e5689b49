//! HTML documents and HTML mail parts (SPEC §1.7.4): URLs in attribute
//! values and in the visible text, placed in the page's bytes.
//!
//! - Attributes `href`, `src`, `action`, `cite`, `poster`, `data`,
//!   `background` and each `srcset` candidate: the value with character
//!   references decoded, kind `href`, when it is an absolute URL of a
//!   scheme the [`Extractor`] knows (relative references are skipped).
//! - The visible text: tags, comments, `script` and `style` removed,
//!   references decoded, `<br>` and block tags as line breaks; then the
//!   extractor's §1 rules on it, so `&lt;URL:…&gt;` is a wrapped URL.
//! - An anchor whose text holds the same URL as its `href` is one match:
//!   the `href`; so is one whose text shows the `href` cut short, a
//!   prefix of it followed by `...` or `…` (link text shortened for
//!   display, as blog comment systems do).
//!
//! The page is read by [html5gum]'s tokenizer (WHATWG tokenization, so
//! unquoted attributes, `</A>` in capitals, comments, `<script>` text and
//! references are read as browsers read them). Of the tokenizers SPEC's
//! issue names it is the one that gives byte spans for every attribute
//! value and character run, which `start`, `end` and `raw` need:
//! html5ever's tokenizer gives line numbers only; lol_html gives spans
//! but is a rewriter that matches selectors. This reader drives html5gum
//! with an emitter of its own (`tokens.rs`) that copies almost nothing
//! (`run.rs`, `names.rs`).
//!
//! Measured (issue 10) on the 64 MB of the Rust toolchain's HTML
//! documentation `benches/html-compare.sh` reads, CPU time, one thread,
//! release build, best of 5:
//!
//! | reading | MB/s |
//! |---|---|
//! | `urlgrep --format html`, html5gum's callback emitter (earlier) | 110 |
//! | the same without error checks (earlier) | 131 |
//! | the same, an own emitter copying every run and name | 158 |
//! | the same, this emitter | 200 |
//! | `html::scan` alone (`html-tokenizer-bound`) | 220 |
//! | html5gum with an emitter that reads nothing (the same example) | 377 |
//! | lol_html, a document text handler only, no attributes | 208 |
//! | lol_html, text and `[href],[src],…` element handlers | 109 |
//! | tl, whole page parsed, text and `href`s walked | 150 |
//! | html5ever's tokenizer, a sink that counts text | 69 |
//! | `urlgrep --format text` on the same bytes | 1928 |
//! | linkify reading the same bytes as text | 416 |
//!
//! (`cargo run --release -p urlgrep-benches --example
//! html-tokenizer-bound -- target/bench/html.html`; the other crates
//! measured on the same file with the configurations named.) No other
//! tokenizer is faster than html5gum even with nothing read, so none
//! replaces it; tl is no WHATWG tokenizer besides. What bounds this
//! reader is html5gum's state machine: with an emitter that does nothing
//! it reads 377 MB/s, a fifth of plain mode, so issue 10's goal (a third
//! of plain mode, faster than linkify) is out of its reach; the reader
//! itself costs what the table shows between 377 and 220: of that, the
//! offset map of the text 5% (232 MB/s without it) and keeping the
//! tokenizer's position 6% (353 MB/s for the emitter that reads nothing
//! but keeps it); the rest is the calls html5gum makes for each piece
//! and the memory the text takes.
//! Fat LTO with one codegen unit gave 207 MB/s end to end, not worth the
//! build time of every release build.
//!
//! Not done: skipping a page, or the rest of one, that holds no `:` and
//! no reference (every URL of §1 and every absolute `href` has a colon,
//! `&colon;` or `&#58;` included). The rest of a page cannot be cut
//! after its last colon (a URL runs on past it, across tags and, by
//! §1.6, lines), and the benchmark's pages hold colons to their end,
//! so the check would only cost its `memchr` pass.
//!
//! Everything is one pass over the page and one over its text: time and
//! memory linear in the input.
//!
//! [html5gum]: https://docs.rs/html5gum

mod attrs;
mod names;
mod run;
mod sniff;
mod text;
mod tokens;

use std::ops::Range;

use urlgrep_extract::Extractor;

use crate::record::Record;

pub use self::sniff::looks_like_html;

/// The URLs of an HTML page or part, in page order; spans, lines,
/// columns and `raw` are those of `html`.
pub fn scan(ex: &Extractor, html: &[u8]) -> Vec<Record<'static>> {
    let page = tokens::read(html);
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
                    href == m.url() || shortened(href, m.url(), &text.bytes[m.end()..])
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

#[cfg(test)]
mod tests;
