//! Characters a typesetter puts in a URL that a reader reads through
//! (SPEC §1.6.3, with `join::typeset`'s PDF breaks): a TeX tilde and
//! U+200B (ZERO WIDTH SPACE), as a PDF's text dump (`pdftotext`)
//! shows them.
//!
//! A `~` set in a TeX font comes out of the dump as `∼` (U+223C, TeX's
//! `$\sim$`) or `˜` (U+02DC, the accent `\~{}`):
//! `http://www.cs.kuleuven.be/∼petervw/bench/lnai2008/` and
//! `http://www.di.ens.fr/˜cousot/` in papers-we-love's PDFs. Either right after a `/`, where a home
//! directory's `~` stands, is read as `~` (the URL was cut there before),
//! also where it starts the next line (`http://www-sor.inria.fr/` ⏎
//! `∼shapiro/.`); elsewhere it is no URL character.
//!
//! Springer's PDFs put a U+200B (ZERO WIDTH SPACE) every few characters
//! of a URL, even inside its scheme: `https\u{200B}://doi.org/10.1145/29502\u{200B}90.29503\u{200B}24`
//! (testing/tdd/test-driven-development-with-mutation-testing.pdf, 15 of
//! its 17 links). It shows nothing: between two ASCII URL characters it
//! is dropped from the URL (the raw keeps it), and before a scheme's
//! colon it does not hide the scheme. Elsewhere (between words of a
//! script written without spaces) it ends the URL as before.
//!
//! Pinned by `tests/pdf.rs`.

/// The length of a TeX tilde (`∼`, `˜`) that `t` starts with.
pub(crate) fn tilde_at(t: &[u8]) -> Option<usize> {
    [&b"\xE2\x88\xBC"[..], &b"\xCB\x9C"[..]]
        .into_iter()
        .find(|p| t.starts_with(p))
        .map(<[u8]>::len)
}

/// `hay[i..i + n]` holds `ch`, which a typesetter put in a URL: a TeX
/// tilde after a `/`, or U+200B (ZERO WIDTH SPACE) between two ASCII URL
/// characters (the module docs).
pub(crate) fn stands_in(ch: char, hay: &[u8], i: usize, n: usize) -> bool {
    let url = |b: &u8| b.is_ascii_alphanumeric() || b"/.-_:%=&?#~".contains(b);
    let before = i.checked_sub(1).map(|p| hay[p]);
    match ch {
        '\u{223C}' | '\u{2DC}' => before == Some(b'/'),
        '\u{200B}' => before.as_ref().is_some_and(url) && hay.get(i + n).is_some_and(url),
        _ => false,
    }
}

/// What a character `stands_in` a URL reads as: `~` for a tilde, U+200B
/// (then dropped) for itself.
pub(crate) fn read_as(ch: char) -> char {
    if ch == '\u{200B}' {
        ch
    } else {
        '~'
    }
}

/// The bytes of a U+200B right before `hay[c]` (a scheme's colon) that
/// follows a letter: Springer's `https\u{200B}://` (the module docs).
pub(crate) fn zwsp_before(hay: &[u8], c: usize) -> usize {
    // (Asked at every colon: one byte tells most of them apart.)
    let z = c >= 4
        && hay[c - 1] == 0x8B
        && hay[c - 3..c - 1] == [0xE2, 0x80]
        && hay[c - 4].is_ascii_alphabetic();
    usize::from(z) * 3
}
