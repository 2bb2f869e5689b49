//! The `html_diff` fuzz check, shared by the fuzz target and `cargo
//! test`'s replay of saved inputs: the HTML reader, which reads the
//! common subset of HTML without html5gum's state machine
//! (`crates/formats/src/html/fast.rs`), gives exactly the records
//! html5gum's tokenizer gives alone (SPEC §1.7.4) — the same element,
//! attribute, value and offsets of every attribute URL, the same URLs of
//! the visible text — in memory and streamed, with and without a base.

use urlgrep_extract::Extractor;
use urlgrep_formats::html;
use urlgrep_formats::Record;

/// The first byte chooses `max_len` and whether the page has a base;
/// the rest is the page.
pub fn check(data: &[u8]) {
    let Some((&mode, page)) = data.split_first() else {
        return;
    };
    let ex = Extractor::builder()
        .max_len(16 + usize::from(mode >> 1) * 8)
        .build()
        .unwrap();
    let base = url::Url::parse("https://base.example/dir/page.html").unwrap();
    let base = (mode & 1 == 1).then_some(&base);
    let mut gum: Vec<Record<'static>> = Vec::new();
    html::scan_each_by_html5gum(&ex, page, base, &mut |r| {
        gum.push(r);
        true
    });
    let mut fast = Vec::new();
    html::scan_each_with_base(&ex, page, base, &mut |r| {
        fast.push(r);
        true
    });
    assert_eq!(fast, gum, "in memory");
    let mut streamed = Vec::new();
    html::scan_reader_each_with_base(&ex, page, base, &mut |r| {
        streamed.push(r);
        true
    })
    .unwrap();
    assert_eq!(streamed, gum, "streamed");
}
