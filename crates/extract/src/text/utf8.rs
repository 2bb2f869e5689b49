//! URL bytes as text: invalid UTF-8 replaced by U+FFFD, hyphen offsets
//! moved to match.

use std::borrow::Cow;

/// The URL bytes as text, invalid UTF-8 replaced by U+FFFD; `hyphens`
/// (offsets of `-` bytes) are moved to match the text.
pub(crate) fn to_str<'h>(bytes: Cow<'h, [u8]>, hyphens: &mut [usize]) -> Cow<'h, str> {
    match bytes {
        Cow::Borrowed(b) => match std::str::from_utf8(b) {
            Ok(s) => Cow::Borrowed(s),
            Err(_) => Cow::Owned(lossy(b, hyphens)),
        },
        Cow::Owned(v) => match String::from_utf8(v) {
            Ok(s) => Cow::Owned(s),
            Err(e) => Cow::Owned(lossy(e.as_bytes(), hyphens)),
        },
    }
}

fn lossy(b: &[u8], hyphens: &mut [usize]) -> String {
    let mut s = String::with_capacity(b.len() + 8);
    let mut src = 0;
    // `hyphens` ascend; each is moved once (a moved offset may fall in a
    // later chunk's source range: issue 11 finding 4).
    let mut next = 0;
    for chunk in b.utf8_chunks() {
        let valid = chunk.valid();
        while let Some(h) = hyphens.get_mut(next) {
            if *h >= src + valid.len() {
                break;
            }
            *h = *h - src + s.len();
            next += 1;
        }
        s.push_str(valid);
        src += valid.len();
        if !chunk.invalid().is_empty() {
            s.push(char::REPLACEMENT_CHARACTER);
            src += chunk.invalid().len();
        }
    }
    s
}
