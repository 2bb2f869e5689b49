//! `Url::parse` on arbitrary text: no panic, errors inside the input,
//! valid URLs print back as they were.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rfc1738::Url;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let (url, err) = Url::parse_partial(s);
    match err {
        Some(e) => assert!(e.offset <= s.len() && s.is_char_boundary(e.offset)),
        None => assert_eq!(url.to_string(), s),
    }
    for (name, value) in url.parts() {
        assert_eq!(&s[url.part_span(name).unwrap()], value);
    }
    let _ = url.fields().count();
    let _ = rfc1738::redact_password(s);
    let _ = rfc1738::percent_decode(s);
});
