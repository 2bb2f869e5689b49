//! One test per bug found, named for what it guards.

use urlgrep_extract::{Extractor, MAX_ALTERNATIVES};

/// Invalid UTF-8 around a hyphen break moved the break's offset twice
/// and slicing the URL panicked ("not a char boundary").
#[test]
fn invalid_utf8_next_to_a_hyphen_break() {
    let hay = b"<URL:ftp://a/\xff\xff-\n\xffx\xc3\xa9>\n";
    let m = Extractor::new().find_iter(hay).next().unwrap();
    assert_eq!(m.url(), "ftp://a/\u{fffd}\u{fffd}-\u{fffd}x\u{e9}");
    let alts: Vec<String> = m.alternatives().collect();
    assert_eq!(alts, ["ftp://a/\u{fffd}\u{fffd}\u{fffd}x\u{e9}"]);
    assert_eq!(m.url_drop(), alts[0]);
    assert_eq!(m.url_keep(), m.url());
}

/// A wrapper with thousands of hyphen breaks listed one reading per break,
/// each as long as the URL: output grew with the square of the input.
#[test]
fn alternatives_are_capped() {
    let mut text = String::from("<URL:http://a.example/");
    for _ in 0..2000 {
        text += "x-\n";
    }
    text += "y>";
    let ex = Extractor::builder().max_len(1 << 20).build().unwrap();
    let m = ex.find_iter(&text).next().unwrap();
    assert_eq!(m.hyphen_breaks().len(), 2000);
    assert_eq!(m.alternatives().count(), MAX_ALTERNATIVES);
    assert!(m.alternatives_cut());
    assert!(m.flags().any(|f| f == "alternatives-cut"));
}
