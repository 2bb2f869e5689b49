//! `Extractor::spans`: text and URLs in order, covering every byte.

use proptest::prelude::*;
use urlgrep_extract::{Extractor, Span};

proptest! {
    #[test]
    fn spans_cover_the_input(text in prop::collection::vec(
        prop::sample::select(vec!["see ", "http://a.example/x", "\n", "<URL:ftp://b.example/\n  y>", " ", ".", "# ", "\u{e9}"]),
        0..30,
    )) {
        let text = text.concat();
        let ex = Extractor::new();
        let mut pos = 0;
        let mut urls = 0;
        for span in ex.spans(&text) {
            match span {
                Span::Text(bytes, range) => {
                    prop_assert_eq!(range.start, pos);
                    prop_assert!(!bytes.is_empty());
                    prop_assert_eq!(bytes, &text.as_bytes()[range.clone()]);
                    pos = range.end;
                }
                Span::Url(m) => {
                    prop_assert_eq!(m.start(), pos);
                    pos = m.end();
                    urls += 1;
                }
                _ => unreachable!("no other span kind"),
            }
        }
        prop_assert_eq!(pos, text.len());
        prop_assert_eq!(urls, ex.find_iter(&text).count());
    }
}

#[test]
fn span_types_are_send_sync() {
    fn check<T: Send + Sync>() {}
    check::<Span<'static>>();
    check::<urlgrep_extract::Spans<'static, 'static>>();
}
