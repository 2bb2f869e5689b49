//! Property tests: URLs generated from the §5 grammar parse as valid and
//! print back identically; arbitrary input never panics and errors point
//! inside it.

use proptest::prelude::*;
use proptest::string::string_regex;
use rfc1738::{PartName, Url};

const UCHAR: &str = r"([a-zA-Z0-9$_.+!*'(),-]|%[0-9A-Fa-f]{2})";
const HOSTNAME: &str =
    r"([a-zA-Z0-9]([a-zA-Z0-9-]{0,6}[a-zA-Z0-9])?\.){0,3}[a-zA-Z]([a-zA-Z0-9-]{0,6}[a-zA-Z0-9])?";
const HOSTNUMBER: &str = r"[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}";

/// Regex alternatives substituted into the per-scheme templates below.
fn expand(t: &str) -> String {
    let host = format!("({HOSTNAME}|{HOSTNUMBER})");
    let xchar = format!(r"({UCHAR}|[;/?:@&=])");
    t.replace("HOST", &host)
        .replace("PORT", "(:[0-9]{1,5})?")
        .replace(
            "USER",
            &format!(r"(({UCHAR}|[;?&=]){{0,5}}(:({UCHAR}|[;?&=]){{0,5}})?@)?"),
        )
        .replace("FSEG", &format!(r"({UCHAR}|[?:@&=]){{0,6}}"))
        .replace("HSEG", &format!(r"({UCHAR}|[;:@&=]){{0,6}}"))
        .replace("FIELD", &format!(r"({UCHAR}|[?:@&]){{0,4}}"))
        .replace("UCHARS", &format!("{UCHAR}{{0,6}}"))
        // A gopher selector holds no `%09`: it starts the search part
        // (§3.4), whose characters exclude `/` and `?`.
        .replace(
            "GCHARS",
            r"([a-zA-Z0-9$_.+!*'(),;/?:@&=-]|%(0[0-8A-Fa-f]|[1-9A-Fa-f][0-9A-Fa-f])){0,8}",
        )
        .replace("XCHARS", &format!("{xchar}{{0,8}}"))
        .replace("XCHAR", &xchar)
        .replace("GROUP", r"[a-zA-Z][a-zA-Z0-9.+_-]{0,10}")
        .replace("FRAG", &format!("(#{xchar}{{0,5}})?"))
}

/// One template per scheme grammar of §5 (scheme names in any case, §2.1).
const TEMPLATES: &[&str] = &[
    r"[fF][tT][pP]://USERHOSTPORT(/FSEG(/FSEG){0,3}(;[tT][yY][pP][eE]=[aidAID])?)?FRAG",
    r"[hH][tT][tT][pP][sS]?://HOSTPORT(/HSEG(/HSEG){0,3}(\?HSEG)?)?FRAG",
    r"gopher://HOSTPORT(/([a-zA-Z0-9]GCHARS)?)?FRAG",
    r"mailto:XCHAR(XCHARS)FRAG",
    r"news:(\*|GROUP|({UCHAR}|[;/?:&=]){1,6}@HOST)FRAG",
    r"nntp://HOSTPORT/GROUP(/[0-9]{1,6})?FRAG",
    r"telnet://USERHOSTPORT/?FRAG",
    r"wais://HOSTPORT/UCHARS(\?HSEG|/UCHARS/UCHARS)?FRAG",
    r"file://(HOST|localhost)?/FSEG(/FSEG){0,3}FRAG",
    r"prospero://HOSTPORT/FSEG(/FSEG){0,2}(;FIELD=FIELD){0,3}FRAG",
    r"(afs|mid|cid|nfs|tn3270|mailserver|z39\.50[rs]?|imap|pop|ldap|urn|x-[a-z0-9+.-]{1,6}):(XCHARS|//USERHOSTPORT(/XCHARS)?)FRAG",
];

fn grammar_url() -> impl Strategy<Value = String> {
    let strategies: Vec<_> = TEMPLATES
        .iter()
        .map(|t| string_regex(&expand(&t.replace("{UCHAR}", UCHAR))).unwrap())
        .collect();
    proptest::strategy::Union::new(strategies)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn generated_urls_are_valid_and_print_back(s in grammar_url()) {
        let url = Url::parse(&s).map_err(|e| TestCaseError::fail(format!("{s:?}: {e}")))?;
        prop_assert_eq!(url.to_string(), s.clone());
        prop_assert_eq!(url.as_str(), s.as_str());
        // Every part is a slice of the input at its span.
        for (name, value) in url.parts() {
            let span = url.part_span(name).unwrap();
            prop_assert_eq!(&s[span], value);
        }
        if let Some(h) = s.find('#') {
            prop_assert_eq!(url.part(PartName::Fragment), Some(&s[h + 1..]));
        }
    }

    #[test]
    fn generator_reaches_every_scheme(s in grammar_url()) {
        // Sanity of the generator itself: a scheme and a ':' always.
        prop_assert!(s.contains(':'));
    }

    #[test]
    fn arbitrary_strings_never_panic(s in any::<String>()) {
        let (url, err) = Url::parse_partial(&s);
        if let Some(e) = err {
            prop_assert!(e.offset <= s.len());
            prop_assert!(s.is_char_boundary(e.offset));
        }
        for (name, _) in url.parts() {
            let span = url.part_span(name).unwrap();
            prop_assert!(span.start <= span.end && span.end <= s.len());
        }
        let _ = url.fields().count();
        let _ = url.security_notes();
    }

    /// Inputs made of URL pieces reach deeper into the grammar than random
    /// strings.
    #[test]
    fn url_like_strings_never_panic(s in "(ftp|http|gopher|news|nntp|telnet|wais|file|prospero|mailto|x)(:|://)[a-z0-9.:@/;?=&%#~ -]{0,30}") {
        let (url, err) = Url::parse_partial(&s);
        if let Some(e) = err {
            prop_assert!(e.offset <= s.len());
            prop_assert!(Url::parse(&s).is_err());
        } else {
            prop_assert_eq!(url.to_string(), s.clone());
        }
        let redacted = rfc1738::redact_password(&s);
        if url.security_notes().password() {
            prop_assert!(redacted.contains(":****@"), "{:?}", redacted);
        } else {
            prop_assert_eq!(redacted.as_ref(), s.as_str());
        }
    }
}

/// The generator covers every template, so the property above is not
/// vacuous for any scheme.
#[test]
fn generator_covers_every_template() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = grammar_url();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..3000 {
        let s = strategy.new_tree(&mut runner).unwrap().current();
        if std::env::var_os("SHOW_SAMPLES").is_some() && seen.len() < 40 {
            eprintln!("{s}");
        }
        seen.insert(Url::parse(&s).unwrap().scheme());
    }
    assert!(seen.len() >= 20, "{seen:?}");
}
