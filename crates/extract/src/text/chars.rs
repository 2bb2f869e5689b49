//! Byte and character classes of SPEC §1.

use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};

const fn table(set: &[u8], alnum: bool) -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < set.len() {
        t[set[i] as usize] = true;
        i += 1;
    }
    if alnum {
        let mut c = 0;
        while c < 128 {
            if (c as u8).is_ascii_alphanumeric() {
                t[c] = true;
            }
            c += 1;
        }
    }
    t
}

/// `scheme` characters (§2.1): letters, digits, `+ - .`.
static SCHEME: [bool; 256] = table(b"+-.", true);
/// The ASCII characters a bare URL extends over (SPEC §1.4).
static BARE: [bool; 256] = table(b"$-_.+!*'(),;/?:@&=%#~[]", true);
/// The bare-URL ASCII characters no rule of §1.4 or §1.7 looks at one by
/// one (brackets are counted, `&` may start an entity, `]` a link's `](`,
/// `,` may end a field: `fields`).
static PLAIN_BARE: [bool; 256] = table(b"$-_.+!*';/?:@=%#~", true);
/// ASCII white space; a CR is ordinary white space (SPEC §1).
static SPACE: [bool; 256] = table(b" \t\r\n\x0b\x0c", false);

#[inline(always)]
pub(crate) fn is_scheme_char(b: u8) -> bool {
    SCHEME[b as usize]
}

#[inline(always)]
pub(crate) fn is_bare_ascii(b: u8) -> bool {
    BARE[b as usize]
}

#[inline(always)]
pub(crate) fn is_plain_bare(b: u8) -> bool {
    PLAIN_BARE[b as usize]
}

#[inline(always)]
fn is_ascii_space(b: u8) -> bool {
    SPACE[b as usize]
}

/// The character at `hay[i]` if it is well-formed UTF-8, and its length.
pub(crate) fn decode(hay: &[u8], i: usize) -> Option<(char, usize)> {
    let n = match hay[i] {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let s = std::str::from_utf8(hay.get(i..i + n)?).ok()?;
    s.chars().next().map(|c| (c, n))
}

/// Length of the white space character at `hay[i]`: ASCII (a CR too) or
/// Unicode (U+00A0, U+2028, U+3000, ...), which SPEC §1.3.1 removes alike.
#[inline]
pub(crate) fn space_len(hay: &[u8], i: usize) -> Option<usize> {
    match hay[i] {
        c if c < 0x80 => is_ascii_space(c).then_some(1),
        _ => decode(hay, i)
            .filter(|(c, _)| c.is_whitespace())
            .map(|(_, n)| n),
    }
}

/// Non-ASCII characters a bare URL extends over: Unicode categories L, M
/// and Nd (SPEC §1.4, an IRI).
pub(crate) fn is_iri_char(c: char) -> bool {
    matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Letter | GeneralCategoryGroup::Mark
    ) || c.general_category() == GeneralCategory::DecimalNumber
}

/// Whether the symbol `c` (a check mark, an emoji, a currency sign) is a
/// query value's, right after the `=` of a URL whose `before` holds a
/// `?`: GitHub's search links carry `?utf8=✓&q=…`, copied as the address
/// bar shows them (vscode's README, duraspace's IRC logs). SPEC §1.4 ends
/// a URL at a symbol elsewhere: prose's `→` or `✓` after a URL is no
/// value.
pub(crate) fn is_value_symbol(c: char, before: &[u8]) -> bool {
    before.last() == Some(&b'=')
        && !c.is_ascii()
        && c.general_category_group() == GeneralCategoryGroup::Symbol
        && memchr::memchr(b'?', before).is_some()
}

/// Whether `url` starts with `scheme ":"`, the scheme starting with a
/// letter (SPEC §1.1).
pub(crate) fn starts_with_scheme(url: &[u8]) -> bool {
    match url.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let n = url.iter().take_while(|&&c| is_scheme_char(c)).count();
    url.get(n) == Some(&b':')
}

/// Whether a decoded escape or entity may stand in a bare URL.
pub(crate) fn is_url_char(ch: char, keep_backslash: bool) -> bool {
    match ch {
        '\\' => keep_backslash,
        c if c.is_ascii() => is_bare_ascii(c as u8),
        c => is_iri_char(c),
    }
}

/// `h` is all hex digits, a digit and a letter among them: a hash, not a
/// number or a word.
pub(crate) fn hex_id(h: &[u8]) -> bool {
    h.iter().all(u8::is_ascii_hexdigit)
        && h.iter().any(u8::is_ascii_digit)
        && h.iter().any(u8::is_ascii_alphabetic)
}

/// `h` is a commit id as git abbreviates it or writes it whole: 7 to 40
/// hex digits (`hex_id`).
pub(crate) fn short_id(h: &[u8]) -> bool {
    (7..=40).contains(&h.len()) && hex_id(h)
}

/// `b` starts with an ISO 8601 date, `YYYY-MM-DD` (a log's stamp, a
/// `git blame` listing's date).
#[inline]
pub(crate) fn iso_date(b: &[u8]) -> bool {
    b.len() >= 10
        && b[..10].iter().enumerate().all(|(i, &c)| match i {
            4 | 7 => c == b'-',
            _ => c.is_ascii_digit(),
        })
}
