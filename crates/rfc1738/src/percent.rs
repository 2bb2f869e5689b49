//! Percent-decoding (§2.2 `escape = "%" hex hex`).

use std::borrow::Cow;

/// Decodes `%hh` escapes into bytes. Borrows when `s` holds no `%`; a `%`
/// not followed by two hex digits is kept as it is.
///
/// ```
/// use rfc1738::percent_decode;
/// assert_eq!(percent_decode("Los%20Angeles").as_ref(), b"Los Angeles");
/// assert!(matches!(percent_decode("plain"), std::borrow::Cow::Borrowed(_)));
/// assert_eq!(percent_decode("100%").as_ref(), b"100%");
/// ```
pub fn percent_decode(s: &str) -> Cow<'_, [u8]> {
    let b = s.as_bytes();
    let Some(first) = b.iter().position(|&c| c == b'%') else {
        return Cow::Borrowed(b);
    };
    let mut out = Vec::with_capacity(b.len());
    out.extend_from_slice(&b[..first]);
    let mut i = first;
    while i < b.len() {
        match (b[i], hex(b.get(i + 1)), hex(b.get(i + 2))) {
            (b'%', Some(h), Some(l)) => {
                out.push(h << 4 | l);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// [`percent_decode`], then UTF-8 with invalid sequences replaced by
/// U+FFFD. Borrows when `s` holds no `%`.
///
/// ```
/// assert_eq!(rfc1738::percent_decode_str("caf%C3%A9"), "café");
/// ```
pub fn percent_decode_str(s: &str) -> Cow<'_, str> {
    match percent_decode(s) {
        Cow::Borrowed(_) => Cow::Borrowed(s),
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(t) => Cow::Owned(t),
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        },
    }
}

fn hex(c: Option<&u8>) -> Option<u8> {
    let c = *c?;
    (c as char).to_digit(16).map(|d| d as u8)
}
