//! The helpers around `Url`: §6 security notes, redaction, percent
//! decoding, scheme names, and the auto traits.

use std::borrow::Cow;

use rfc1738::{
    percent_decode, percent_decode_str, redact_password, ParseErrorKind, Scheme, SecurityNotes, Url,
};

/// (name, url, expected note names)
#[rustfmt::skip]
const NOTES: &[(&str, &str, &[&str])] = &[
    ("none", "http://www.example.com/", &[]),
    ("password", "ftp://joe:secret@ftp.example.com/", &["password"]),
    ("empty-password", "ftp://joe:@ftp.example.com/", &["password"]),
    ("user-without-password", "ftp://joe@ftp.example.com/", &[]),
    ("password-in-invalid-http", "http://joe:pw@www.example.com/", &["password"]),
    ("password-generic", "imap://joe:pw@mail.example.com/INBOX", &["password"]),
    ("colon-after-at-is-port", "ftp://joe@ftp.example.com:21/", &[]),
    ("default-port", "http://www.example.com:80/", &[]),
    ("gopher-default-70", "gopher://g.example.com:70/1", &[]),
    ("http-port-25", "http://www.example.com:25/", &["port"]),
    ("gopher-port-25-smtp", "gopher://mail.example.com:25/0HELO", &["port"]),
    ("high-port-ok", "http://www.example.com:8080/", &[]),
    ("port-1023", "http://www.example.com:1023/", &["port"]),
    ("port-1024", "http://www.example.com:1024/", &[]),
    ("leading-zeros", "http://www.example.com:0080/", &[]),
    ("huge-port", "http://www.example.com:99999999999999999999/", &[]),
    ("unknown-scheme-any-low-port", "x-foo://h.example.com:443/", &["port"]),
    ("mailto-no-authority", "mailto:joe:pw@example.com", &[]),
    ("encoded-cr", "telnet://h.example.com/%0d", &["encoded-crlf"]),
    ("encoded-lf-upper", "http://h.example.com/a%0Ab", &["encoded-crlf"]),
    ("encoded-other", "http://h.example.com/a%0Bb", &[]),
    ("all-three", "ftp://u:p@h.example.com:23/%0D%0A", &["password", "port", "encoded-crlf"]),
    ("fragment-not-authority", "http://h.example.com#a:b@c:25", &[]),
];

#[test]
fn security_notes() {
    for (name, url, want) in NOTES {
        let got: Vec<&str> = SecurityNotes::of(url).names().collect();
        assert_eq!(&got, want, "{name}: {url}");
        if let Ok(u) = Url::parse(url) {
            assert_eq!(u.security_notes(), SecurityNotes::of(url), "{name}");
        }
    }
}

#[test]
fn redaction() {
    assert_eq!(
        redact_password("ftp://joe:secret@h.example/x"),
        "ftp://joe:****@h.example/x"
    );
    assert_eq!(
        redact_password("ftp://joe:@h.example/"),
        "ftp://joe:****@h.example/"
    );
    assert_eq!(
        redact_password("telnet://a:b@h.example:23/"),
        "telnet://a:****@h.example:23/"
    );
    // Only the user part before the first "@" counts.
    assert_eq!(
        redact_password("http://h.example/a:b@c"),
        "http://h.example/a:b@c"
    );
    assert!(matches!(
        redact_password("ftp://joe@h.example/"),
        Cow::Borrowed(_)
    ));
}

#[test]
fn percent_decoding() {
    assert_eq!(percent_decode("a%2Fb%2fc").as_ref(), b"a/b/c");
    assert_eq!(percent_decode("%41%4").as_ref(), b"A%4");
    assert_eq!(percent_decode("%zz%").as_ref(), b"%zz%");
    assert_eq!(percent_decode("%FF").as_ref(), [0xFF]);
    assert!(matches!(percent_decode("no-escapes"), Cow::Borrowed(_)));
    assert_eq!(percent_decode_str("%FF"), "\u{FFFD}");
    assert_eq!(percent_decode_str("Los%20Angeles"), "Los Angeles");
}

#[test]
fn scheme_names_round_trip() {
    for &s in Scheme::KNOWN {
        assert_eq!(Scheme::from_name(s.as_str()), s);
        assert_eq!(Scheme::from_name(&s.as_str().to_ascii_uppercase()), s);
    }
    assert_eq!(Scheme::KNOWN.len(), 50);
    let url = Url::parse("HTTP://H.EXAMPLE/").unwrap();
    assert_eq!((url.scheme(), url.scheme_str()), (Scheme::Http, "HTTP"));
    let other = Url::parse("x-foo:bar").unwrap();
    assert_eq!(
        (other.scheme(), other.scheme_str()),
        (Scheme::Other, "x-foo")
    );
}

#[test]
fn error_kind_names_round_trip() {
    assert_eq!(ParseErrorKind::ALL.len(), 16);
    for &k in ParseErrorKind::ALL {
        assert_eq!(ParseErrorKind::from_name(k.as_str()), Some(k));
    }
}

#[test]
fn error_display_cites_the_rule() {
    let e = Url::parse("http://h.example:8x/").unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid-port at byte 18: expected a digit (§5 port = digits)"
    );
}

#[test]
fn public_types_are_send_sync() {
    fn check<T: Send + Sync + Unpin>() {}
    check::<Url<'static>>();
    check::<rfc1738::ParseError>();
    check::<Scheme>();
    check::<SecurityNotes>();
    check::<rfc1738::Fields<'static>>();
}

#[test]
fn url_is_small() {
    // Borrowed and offset-based: parsing allocates nothing.
    assert!(std::mem::size_of::<Url<'static>>() <= 256);
}
