//! Where a line ends and the next begins, for the rules that read
//! across a line break (SPEC §1.6): the next line, a line that ends
//! in blanks, a `\` fold, a typesetter's hyphenation.
//!
//! A line that ends in U+2010 HYPHEN or U+00AD SOFT HYPHEN glued to a
//! URL was hyphenated by a typesetter, not by the URL's writer: groff
//! renders a man page's `<https://translationproject.org/team/>` as
//! `<https://transla‐` ⏎ `tionproject.org/team/>`, and a URL's own hyphen
//! is always ASCII `-`. The hyphen and the break are dropped, one reading,
//! no alternative (`hyphenation`); a soft hyphen is invisible wherever it
//! stands inside a wrapper.

/// The line starting at `i`, without its LF, read up to `limit`; and the
/// start of the next one. The lines the §1.6 rules look at are short:
/// their first bytes are looked at one by one, memchr's set-up cost only
/// paid for a long one.
#[inline]
pub(crate) fn line_at(hay: &[u8], i: usize, limit: usize) -> (&[u8], usize) {
    let near = limit.min(i + 32);
    let found = match hay[i..near].iter().position(|&b| b == b'\n') {
        Some(n) => Some(i + n),
        None => memchr::memchr(b'\n', &hay[near..limit]).map(|n| near + n),
    };
    match found {
        Some(n) => (&hay[i..n], n + 1),
        None => (&hay[i..limit], limit),
    }
}

/// Whether only blanks lie between `i` and the next LF (before `limit`).
pub(crate) fn ends_line(hay: &[u8], mut i: usize, limit: usize) -> bool {
    while i < limit && matches!(hay[i], b' ' | b'\t' | b'\r') {
        i += 1;
    }
    i < limit && hay[i] == b'\n'
}

/// A line continuation at `hay[i]`: a `\` right before the line's LF
/// (or CR LF), before `limit`. PostScript strings, C, shell, Python and
/// RFC 8792's folded artwork all end a line so to say it goes on
/// (`continuation` reads what follows).
#[inline]
pub(crate) fn folds(hay: &[u8], i: usize, limit: usize) -> bool {
    if hay.get(i) != Some(&b'\\') {
        return false;
    }
    let lf = i + 1 + usize::from(hay.get(i + 1) == Some(&b'\r'));
    lf < limit && hay[lf] == b'\n'
}

/// The byte length of a typographic hyphen at `hay[i..]`: U+2010
/// (`E2 80 90`) or U+00AD (`C2 AD`).
#[inline]
pub(crate) fn typographic(hay: &[u8], i: usize) -> Option<usize> {
    match hay.get(i..i + 2)? {
        [0xc2, 0xad] => Some(2),
        [0xe2, 0x80] if hay.get(i + 2) == Some(&0x90) => Some(3),
        _ => None,
    }
}

/// The length of the hyphenation at `i`: a typographic hyphen followed
/// by blanks and a line end (before `limit`), or a soft hyphen anywhere
/// when `soft_anywhere`.
#[inline]
pub(crate) fn hyphenation(
    hay: &[u8],
    i: usize,
    limit: usize,
    soft_anywhere: bool,
) -> Option<usize> {
    // Most bytes here are a line feed or ASCII: one test.
    if !matches!(hay.get(i), Some(0xc2 | 0xe2)) {
        return None;
    }
    let n = typographic(hay, i).filter(|&n| i + n <= limit)?;
    (ends_line(hay, i + n, limit) || (soft_anywhere && n == 2)).then_some(n)
}
