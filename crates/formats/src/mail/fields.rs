//! URLs in the header fields a reader sees (SPEC §2.3).
//!
//! A mail or news client displays a few fields above the body: `From`,
//! `To`, `Cc`, `Subject`, `Organization`, `X-URL`, `Followup-To` (SPEC's
//! list). A URL there is one the reader sees (a list's home page in
//! `Organization:`, an author's `X-URL:`, a link pasted into a
//! `Subject:`), and is reported with `part: "header"` and the field's
//! name. The trace and identity fields (`Received`, `Message-ID`,
//! `References`, `Path`, `DKIM-*`, ...) carry hosts and ids no reader
//! reads as links and are not searched, unless asked: [`Headers::All`]
//! searches every field, [`Headers::None`] none. The field's raw bytes
//! are searched, folded lines included (RFC 5322 §2.2.3: a fold is white
//! space, which §1.6.3's join reads as a line break); encoded words
//! (RFC 2047) are not decoded.

/// Which header fields are searched for URLs (`--headers`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Headers {
    /// None: the body alone.
    None,
    /// The fields a client displays (the default; module docs).
    #[default]
    Shown,
    /// Every field.
    All,
}

/// The fields a client displays (SPEC §2.3: `From`, `To`, `Cc`,
/// `Subject`, `Organization`, `X-URL`, `Followup-To`) whose names start
/// with `b`, in any case.
fn shown_by_first(b: u8) -> &'static [&'static [u8]] {
    match b | 0x20 {
        b'f' => &[b"from", b"followup-to"],
        b't' => &[b"to"],
        b'c' => &[b"cc"],
        b's' => &[b"subject"],
        b'o' => &[b"organization"],
        b'x' => &[b"x-url"],
        _ => &[],
    }
}

/// Whether `which` may search a field whose first byte is `first`
/// ([`searched`] says whether it does).
pub(crate) fn may_search(first: u8, which: Headers) -> bool {
    match which {
        Headers::None => false,
        Headers::Shown => !shown_by_first(first).is_empty(),
        Headers::All => true,
    }
}

/// Each field of the header block `block` that `which` searches: its
/// name and the span of its value (continuation lines included), in
/// order. Only a value with a `:` can hold a URL; others are skipped.
#[cfg(test)]
pub(crate) fn fields(block: &[u8], which: Headers) -> Vec<(&[u8], usize, usize)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < block.len() {
        let end = field_end(block, at);
        if let Some((name, value)) = searched(&block[at..end], which) {
            out.push((&block[at..at + name], at + value, end));
        }
        at = end;
    }
    out
}

/// Whether `which` searches `field` (one field, continuation lines
/// included): where its name ends and its value starts if so. Only a
/// value with a `:` can hold a URL; others are skipped.
pub(crate) fn searched(field: &[u8], which: Headers) -> Option<(usize, usize)> {
    let (name, c) = match which {
        Headers::None => return None,
        // Every name shown starts with one of these; most fields
        // (Received, DKIM-…, Message-ID) do not.
        // Only the names that start as the field does are compared:
        // most fields (Received, DKIM-…, Message-ID) start otherwise.
        Headers::Shown => shown_by_first(*field.first()?)
            .iter()
            .find_map(|n| named(field, n, 80).map(|c| (n.len(), c)))?,
        Headers::All => {
            let c = memchr::memchr(b':', &field[..field.len().min(80)])?;
            (field[..c].trim_ascii_end().len(), c)
        }
    };
    memchr::memchr(b':', &field[c + 1..]).map(|_| (name, c + 1))
}

/// Where the colon of `line` is if the line is a field named `name` (in
/// any case), white space allowed before the colon, and the colon is
/// among its first `within` bytes: the first colon there, whose name,
/// trimmed, is `name`.
pub(crate) fn named(line: &[u8], name: &[u8], within: usize) -> Option<usize> {
    // The byte after the name first: most lines fail there, before the
    // name is compared.
    if !line.get(name.len())?.is_ascii_whitespace() && line[name.len()] != b':' {
        return None;
    }
    // A name is lowercase letters and `-`: a letter matches in either
    // case, `-` only itself.
    let same = |(&a, &n): (&u8, &u8)| if n == b'-' { a == n } else { a | 0x20 == n };
    if !line.iter().zip(name).all(same) {
        return None;
    }
    let blanks = line[name.len()..]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .count();
    let c = name.len() + blanks;
    (line.get(c) == Some(&b':') && c < within).then_some(c)
}

/// Where the field starting at `at` ends: after its last line, the lines
/// that start with a blank being its continuation (RFC 5322 §2.2.3).
#[cfg(test)]
fn field_end(block: &[u8], at: usize) -> usize {
    let mut end = at;
    loop {
        end = memchr::memchr(b'\n', &block[end..]).map_or(block.len(), |n| end + n + 1);
        if end >= block.len() || !matches!(block[end], b' ' | b'\t') {
            return end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{fields, Headers};

    const BLOCK: &[u8] = b"Received: from h.example (http://r.example/)\r\nSubject: see\r\n http://s.example/x\r\nX-URL: http://x.example/\r\nMessage-ID: <a@b>\r\nTo: b@example.org\r\n";

    fn names(which: Headers) -> Vec<String> {
        fields(BLOCK, which)
            .into_iter()
            .map(|(n, a, e)| {
                format!(
                    "{}={}",
                    String::from_utf8_lossy(n),
                    String::from_utf8_lossy(&BLOCK[a..e]).trim()
                )
            })
            .collect()
    }

    #[test]
    fn names_match_in_any_case_and_nothing_else() {
        use super::named;
        assert_eq!(named(b"SUBJECT :x", b"subject", 80), Some(8));
        assert_eq!(named(b"Content-Type:x", b"content-type", 80), Some(12));
        // `-` matches only itself (`\r` is `-` less the case bit).
        assert_eq!(named(b"Content\rType:x", b"content-type", 80), None);
        assert_eq!(named(b"Subjects: x", b"subject", 80), None);
        assert_eq!(named(b"Subject", b"subject", 80), None);
        assert_eq!(named(b"Subject     :", b"subject", 10), None);
    }

    #[test]
    fn shown_fields_with_a_colon_and_their_folds() {
        assert_eq!(
            names(Headers::Shown),
            [
                "Subject=see\r\n http://s.example/x",
                "X-URL=http://x.example/"
            ]
        );
        assert_eq!(names(Headers::All).len(), 3);
        assert!(names(Headers::None).is_empty());
    }
}
