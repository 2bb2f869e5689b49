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
    assert!(m
        .flags()
        .any(|f| f == urlgrep_extract::Flag::AlternativesCut));
}

/// A zero-width joiner inside a word (Devanagari `क्‍ष` writes one) is
/// kept by the bare reading (a joiner belongs to the character before
/// it), but the run that admission looked at first stopped there: the
/// `@` after it was not seen and the `mailto:` URL was dropped. Found by
/// the property test against the reference reader.
#[test]
fn joiner_before_the_at_of_a_mail_address() {
    let text = "write to mailto:\u{915}\u{94d}\u{200d}\u{937}@example.org today";
    let urls: Vec<String> = Extractor::new()
        .find_iter(text)
        .map(|m| m.url().to_string())
        .collect();
    assert_eq!(urls, ["mailto:\u{915}\u{94d}\u{200d}\u{937}@example.org"]);
}

/// Admission looked first at the untrimmed run, whose `@` made the host
/// the empty text after it; but a CJK particle (SPEC §1.8.1) ends the URL
/// before that `@`, and the URL's host is `h.example`. Found by the
/// property test against the reference reader.
#[test]
fn an_at_sign_past_the_end_of_the_url() {
    let text = "http://h.example\u{c5d0}\u{c11c}@ \u{b4f1}";
    let urls: Vec<String> = Extractor::new()
        .find_iter(text)
        .map(|m| m.url().to_string())
        .collect();
    assert_eq!(urls, ["http://h.example"]);
}

/// Found by the `extract` fuzz target: a bare URL whose line starts
/// exactly `BACK` bytes before it sliced the look-back backwards when it
/// looked for the line before (`search.rs`, `context`).
#[test]
fn line_before_past_the_look_back() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz/extract");
    for entry in std::fs::read_dir(dir).unwrap() {
        let data = std::fs::read(entry.unwrap().path()).unwrap();
        // The target's own checks (fuzz/fuzz_targets/extract.rs).
        let ex = Extractor::builder().max_len(64).build().unwrap();
        let whole: Vec<_> = ex.find_iter(&data).collect();
        for m in &whole {
            assert_eq!(m.raw(), &data[m.span()]);
        }
        let streamed: Vec<_> = ex.stream_iter(&data[..]).collect::<Result<_, _>>().unwrap();
        assert_eq!(whole, streamed);
    }
    // The shape itself: a line of exactly `BACK` bytes before the URL.
    let text = format!("x\n{}http://a.example/x\ny/z.html\n", "a ".repeat(512));
    assert!(Extractor::new().find_iter(&text).count() >= 1);
}

/// Issue 24, failure 2: a scheme name as long as `max_len` sliced past
/// the limit and panicked (Python raised `PanicException`). For every
/// name length around `max_len`, in every form, found and streamed: no
/// panic, and the URLs found lie within the input.
#[test]
fn scheme_as_long_as_max_len() {
    for len in 12..24 {
        let name: String = (b'a'..=b'z').take(len).map(char::from).collect();
        let hay = format!(
            "{name}://a.example/\n<{name}://a.example/>\n<URL:{name}://a.example/>\n\
             {name}:x {name}:\n"
        );
        for max_len in 16..26 {
            let ex = Extractor::builder()
                .scheme(&name)
                .max_len(max_len)
                .build()
                .unwrap();
            let found: Vec<_> = ex.find_iter(&hay).collect();
            for m in &found {
                assert!(m.end() <= hay.len() && m.end() - m.start() <= max_len + 8);
            }
            let streamed: Vec<_> = ex
                .stream_iter(hay.as_bytes())
                .map(|m| m.unwrap().url().to_string())
                .collect();
            let whole: Vec<_> = found.iter().map(|m| m.url().to_string()).collect();
            assert_eq!(streamed, whole, "scheme of {len}, max_len {max_len}");
        }
    }
}

/// The property test's `mailto:中::/](\_urn:ESC[0;34murn:x` at `max_len`
/// 27: the earlier candidate's limit cut the 7-byte colour, and the run
/// it left was taken as stopping before it, so the `urn:` candidate in
/// that run was refused on `urn:` alone (`search::run`, `LONGEST`).
#[test]
fn a_colour_cut_by_an_earlier_limit() {
    let hay = "mailto:中::/](\\_urn:\x1b[0;34murn:x";
    for max_len in 20..40 {
        let ex = Extractor::builder().max_len(max_len).build().unwrap();
        let found: Vec<String> = ex.find_iter(hay).map(|m| m.url().to_string()).collect();
        assert_eq!(found, ["urn:urn:x"], "max_len {max_len}");
    }
}
