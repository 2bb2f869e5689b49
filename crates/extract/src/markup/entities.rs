//! Character references in text (SPEC §1.7.2).
//!
//! Text copied out of HTML or XML keeps its escapes: `&amp;`, `&lt;`,
//! `&gt;`, `&quot;`, `&apos;` and numeric references (`&#38;`, `&#x26;`)
//! in or around a URL are read as the character they stand for. So
//! `?l=linux-kernel&amp;m=1` reads `?l=linux-kernel&m=1`, `&lt;URL:…&gt;`
//! is a wrapped URL (and `&lt;http://…&gt;` an angle one), and `&gt;`,
//! `&lt;` and `&quot;` end a bare URL as `>`, `<` and `"` do. Only these
//! five names and numeric references are read (they are the XML ones and
//! the ones that occur in URLs); the names are matched as written, with
//! the final `;`, so `&ampx` or `AT&T;` stay text.
//!
//! Rows: `f-md-03`, `f-html-07`; the extractor's `entity-*` rows.

const NAMED: [(&[u8], char); 5] = [
    (b"amp;", '&'),
    (b"lt;", '<'),
    (b"gt;", '>'),
    (b"quot;", '"'),
    (b"apos;", '\''),
];

/// The character the reference at `hay[i]` (an `&`) stands for, and the
/// reference's length; the whole reference lies before `limit`.
pub(crate) fn at(hay: &[u8], i: usize, limit: usize) -> Option<(char, usize)> {
    let rest = &hay[i + 1..limit.min(i + 12).max(i + 1)];
    if let Some(&(name, ch)) = NAMED.iter().find(|(n, _)| rest.starts_with(n)) {
        return Some((ch, name.len() + 1));
    }
    let num = rest.strip_prefix(b"#")?;
    let (radix, digits) = match num.first()? {
        b'x' | b'X' => (16, &num[1..]),
        _ => (10, num),
    };
    let n = digits.iter().take_while(|c| c.is_ascii_hexdigit()).count();
    if n == 0 || n > 7 || digits.get(n) != Some(&b';') {
        return None;
    }
    let text = std::str::from_utf8(&digits[..n]).ok()?;
    let ch = char::from_u32(u32::from_str_radix(text, radix).ok()?)?;
    let len = 1 + (num.len() - digits.len()) + 1 + n + 1;
    (!ch.is_control()).then_some((ch, len))
}
