//! The `html` fuzz check, shared by the fuzz target and `cargo test`'s
//! replay of saved inputs: the HTML reader (SPEC §1.7.4) on arbitrary
//! bytes never panics, gives its records in page order, and every record
//! points into the page: `raw == page[start..end]`, `line` and `column`
//! those of `start`.

use urlgrep_extract::Extractor;
use urlgrep_formats::html;

/// The first byte chooses `max_len`; the rest is the page.
pub fn check(data: &[u8]) {
    let Some((&mode, page)) = data.split_first() else {
        return;
    };
    let ex = Extractor::builder()
        .max_len(16 + usize::from(mode) * 4)
        .build()
        .unwrap();
    let _ = html::looks_like_html(&ex, page);
    let found: Vec<_> = html::scan(&ex, page).collect();
    let mut last = 0;
    let mut line = 1u64;
    let mut line_start = 0;
    let mut seen = 0;
    for r in &found {
        let (s, e) = (r.start(), r.end());
        assert!(
            last <= s && s <= e && e <= page.len(),
            "{s}..{e} of {}",
            page.len()
        );
        last = s;
        assert_eq!(r.raw(), &page[s..e]);
        for (i, &b) in page[seen..s].iter().enumerate() {
            if b == b'\n' {
                line += 1;
                line_start = seen + i + 1;
            }
        }
        seen = s;
        assert_eq!((r.line(), r.column()), (line, s - line_start + 1));
        let _ = r.parse_partial();
        let _ = r.alternatives().count();
    }
}
