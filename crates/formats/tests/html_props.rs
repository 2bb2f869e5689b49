//! Any bytes read as HTML: no panic, and every record's `raw`, line and
//! column are the file's at its span, in page order (SPEC §2.3). Pages are
//! drawn from pieces that make the tokenizer and the offset map work:
//! references, CRs, broken UTF-8, unclosed tags, comments and scripts.

use proptest::prelude::*;
use urlgrep_extract::Extractor;
use urlgrep_formats::html;

const PIECES: &[&[u8]] = &[
    b"<a href=\"",
    b"<a href=",
    b"<img srcset=\"",
    b"\">",
    b"'",
    b">",
    b"</a>",
    b"<br>",
    b"<p>",
    b"</td>",
    b"http://a.example/x",
    b"ftp://b.example/",
    b"&amp;",
    b"&lt;URL:",
    b"&gt;",
    b"&#58;",
    b"&#x2F;",
    b"&notit;",
    b"&",
    b"\r\n",
    b"\r",
    b"\n",
    b" ",
    b"\xff",
    b"\xc3\xa9",
    b"\0",
    b"<!--",
    b"-->",
    b"<script>",
    b"</script>",
    b"<style>",
    b"x",
    b",",
];

fn page() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop::sample::select(PIECES), 0..60).prop_map(|p| p.concat())
}

proptest! {
    #[test]
    fn records_point_into_the_page(page in page()) {
        let found: Vec<_> = html::scan(&Extractor::new(), &page).collect();
        let mut last = 0;
        for r in &found {
            prop_assert!(r.start() >= last, "in page order");
            last = r.start();
            prop_assert_eq!(r.raw(), &page[r.span()]);
            let before = &page[..r.start()];
            let line = 1 + before.iter().filter(|&&b| b == b'\n').count() as u64;
            let col = r.start() - before.iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
            prop_assert_eq!((r.line(), r.column()), (line, col + 1));
        }
    }
}

const TEXT: &[&[u8]] = &[
    b"http://a.example/x",
    b"ftp://b.example/pub/",
    b"(",
    b")",
    b"mailto:a@b.example",
    b"see",
    b"-",
    b".",
    b" ",
    b"\n",
    b"\n   ",
    b"\xc3\xa9",
];

proptest! {
    /// Text without markup is its own visible text: HTML reading finds
    /// what the extractor finds in the same bytes, at the same places.
    #[test]
    fn text_without_markup_reads_as_text(
        page in prop::collection::vec(prop::sample::select(TEXT), 0..40).prop_map(|p| p.concat())
    ) {
        let ex = Extractor::new();
        let html: Vec<_> = html::scan(&ex, &page)
            .map(|r| (r.span(), r.url().to_string()))
            .collect();
        let text: Vec<_> = ex
            .find_iter(&page)
            .map(|m| (m.span(), m.url().to_string()))
            .collect();
        prop_assert_eq!(html, text);
    }
}
