//! The builder's settings: restricting the schemes reported, and the
//! typed errors of `build`.

use urlgrep_extract::{BuildErrorKind, Extractor, Flag};

/// URLs of several schemes, as RFC 1738's own examples write them.
const TEXT: &str = "Get <URL:ftp://ds.internic.net/rfc/rfc1738.txt> or see\n\
                    http://www.w3.org/Addressing/ and news:comp.infosystems.www, or\n\
                    gopher://gopher.example.org/11/pub, mailto:timbl@w3.org.\n";

fn urls(ex: &Extractor, text: &str) -> Vec<String> {
    ex.find_iter(text).map(|m| m.url().to_string()).collect()
}

#[test]
fn only_schemes_reports_those_and_finds_the_rest_as_before() {
    let all = urls(&Extractor::new(), TEXT);
    let only = Extractor::builder()
        .only_schemes(["FTP", "news", "gopher"])
        .build()
        .unwrap();
    let got = urls(&only, TEXT);
    let want: Vec<_> = all
        .iter()
        .filter(|u| {
            ["ftp:", "news:", "gopher:"]
                .iter()
                .any(|s| u.starts_with(s))
        })
        .cloned()
        .collect();
    assert_eq!(got, want);
    assert_eq!(got.len(), 3);
    // The stream reports the same.
    let streamed: Vec<String> = only
        .stream_iter(TEXT.as_bytes())
        .map(|m| m.unwrap().url().to_string())
        .collect();
    assert_eq!(streamed, want);
}

#[test]
fn only_schemes_adds_an_unknown_one() {
    let ex = Extractor::builder()
        .only_schemes(["webcal"])
        .build()
        .unwrap();
    assert_eq!(
        urls(&ex, "http://a.example/ webcal://cal.example/x.ics"),
        ["webcal://cal.example/x.ics"]
    );
}

#[test]
fn build_errors_are_typed() {
    let err = Extractor::builder().max_len(3).build().unwrap_err();
    assert_eq!(err.kind(), &BuildErrorKind::MaxLen(3));
    let err = Extractor::builder().scheme("h t tp").build().unwrap_err();
    assert_eq!(err.kind(), &BuildErrorKind::SchemeName("h t tp".into()));
    assert!(err.to_string().contains("\"h t tp\" is not a scheme name"));
    let err = Extractor::builder()
        .only_schemes(["9p"])
        .build()
        .unwrap_err();
    assert_eq!(err.kind(), &BuildErrorKind::SchemeName("9p".into()));
}

#[test]
fn flags_are_typed() {
    let m = Extractor::new()
        .find_iter("ftp://joe:pw@a.example:25/x%0d")
        .next()
        .unwrap();
    let flags: Vec<Flag> = m.flags().collect();
    assert_eq!(flags, [Flag::Password, Flag::Port, Flag::EncodedCrlf]);
    let names: Vec<String> = flags.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["password", "port", "encoded-crlf"]);
}

/// Without line numbers a match is the same match, its line 0: on the RFC
/// corpus, read whole and streamed.
#[test]
fn line_numbers_off_changes_only_the_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/rfc");
    let numbered = Extractor::new();
    let plain = Extractor::builder().line_numbers(false).build().unwrap();
    for name in ["rfc1738.txt", "rfc1808.txt", "rfc2068.txt"] {
        let hay = std::fs::read(format!("{dir}/{name}")).unwrap();
        let key = |m: urlgrep_extract::Match<'_>| {
            (
                m.span(),
                m.column(),
                m.kind(),
                m.url().to_string(),
                m.line(),
            )
        };
        let want: Vec<_> = numbered
            .find_iter(&hay)
            .map(key)
            .map(|(s, c, k, u, _)| (s, c, k, u, 0))
            .collect();
        assert!(want.len() > 10, "{name}");
        let whole: Vec<_> = plain.find_iter(&hay).map(key).collect();
        assert_eq!(whole, want, "{name}");
        let mut streamed = Vec::new();
        let mut stream = plain.stream_iter(&hay[..]);
        stream
            .each(|m| {
                streamed.push(key(m));
                true
            })
            .unwrap();
        assert_eq!(streamed, want, "{name}, streamed");
        assert_eq!(stream.line_feeds(), 0, "{name}");
    }
}

/// Every match goes out unfiltered when every scheme is reported (a path
/// of its own in `FindIter`): the same matches, whole, as an extractor
/// that filters by the list of every known scheme lets through, on the
/// RFC corpus (which wraps some URLs of other schemes: `<URL:g:h>`).
#[test]
fn every_scheme_reported_is_the_filter_letting_all_through() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/rfc");
    let names = rfc1738::Scheme::KNOWN.iter().map(|s| s.as_str());
    let filtered = Extractor::builder().only_schemes(names).build().unwrap();
    for name in ["rfc1738.txt", "rfc1808.txt", "rfc2068.txt"] {
        let hay = std::fs::read(format!("{dir}/{name}")).unwrap();
        let all: Vec<_> = Extractor::new().find_iter(&hay).collect();
        let known: Vec<_> = all
            .iter()
            .filter(|m| filtered.knows_scheme(m.scheme()) && m.scheme() != "url")
            .cloned()
            .collect();
        assert!(known.len() > 10, "{name}");
        let got: Vec<_> = filtered.find_iter(&hay).collect();
        assert!(
            got == known,
            "{name}: {} matches, not {}",
            got.len(),
            known.len()
        );
    }
}
