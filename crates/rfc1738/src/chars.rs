//! Byte classes of RFC 1738 §5 ("Miscellaneous definitions") as one
//! lookup table, so the hot loops do a load and a mask, not a chain of
//! comparisons.

/// `alpha`
pub(crate) const ALPHA: u16 = 1;
/// `digit`
pub(crate) const DIGIT: u16 = 1 << 1;
/// `safe` and `extra`: with alpha and digit they make `unreserved`.
pub(crate) const SAFE_EXTRA: u16 = 1 << 2;
/// `hex`
pub(crate) const HEX: u16 = 1 << 3;
/// scheme characters besides letters and digits: `+ - .` (§2.1)
pub(crate) const SCHEME_PUNCT: u16 = 1 << 4;
pub(crate) const SEMI: u16 = 1 << 5;
pub(crate) const SLASH: u16 = 1 << 6;
pub(crate) const QUESTION: u16 = 1 << 7;
pub(crate) const COLON: u16 = 1 << 8;
pub(crate) const AT: u16 = 1 << 9;
pub(crate) const AMP: u16 = 1 << 10;
pub(crate) const EQUALS: u16 = 1 << 11;
/// `-` and `.` inside a host (§3.1)
pub(crate) const HOST_PUNCT: u16 = 1 << 12;
/// group characters besides alpha and digit: `- . + _` (§5 `group`)
pub(crate) const GROUP_PUNCT: u16 = 1 << 13;

/// `unreserved = alpha | digit | safe | extra`
pub(crate) const UNRESERVED: u16 = ALPHA | DIGIT | SAFE_EXTRA;
/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="`
pub(crate) const RESERVED: u16 = SEMI | SLASH | QUESTION | COLON | AT | AMP | EQUALS;
/// `uchar` without its escapes (escapes are checked by the scanner).
pub(crate) const UCHAR: u16 = UNRESERVED;
/// `xchar` without its escapes.
pub(crate) const XCHAR: u16 = UNRESERVED | RESERVED;
/// `user` and `password`: `*[ uchar | ";" | "?" | "&" | "=" ]`
pub(crate) const USER: u16 = UCHAR | SEMI | QUESTION | AMP | EQUALS;
/// ftp `fsegment` and prospero `psegment`: `*[ uchar | "?" | ":" | "@" | "&" | "=" ]`
pub(crate) const FSEGMENT: u16 = UCHAR | QUESTION | COLON | AT | AMP | EQUALS;
/// http `hsegment` and `search`: `*[ uchar | ";" | ":" | "@" | "&" | "=" ]`
pub(crate) const HSEGMENT: u16 = UCHAR | SEMI | COLON | AT | AMP | EQUALS;
/// prospero `fieldname` / `fieldvalue`: `*[ uchar | "?" | ":" | "@" | "&" ]`
pub(crate) const FIELD: u16 = UCHAR | QUESTION | COLON | AT | AMP;
/// news `article` before the `@`: `uchar | ";" | "/" | "?" | ":" | "&" | "="`
pub(crate) const ARTICLE: u16 = UCHAR | SEMI | SLASH | QUESTION | COLON | AMP | EQUALS;
/// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`, any case (§2.1)
pub(crate) const SCHEME: u16 = ALPHA | DIGIT | SCHEME_PUNCT;
/// hostname characters: `alphadigit`, `-`, and the `.` between labels
pub(crate) const HOST: u16 = ALPHA | DIGIT | HOST_PUNCT;
/// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`
pub(crate) const GROUP: u16 = ALPHA | DIGIT | GROUP_PUNCT;

const fn build() -> [u16; 256] {
    let mut t = [0u16; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        let mut m = 0;
        if c.is_ascii_alphabetic() {
            m |= ALPHA;
        }
        if c.is_ascii_digit() {
            m |= DIGIT;
        }
        if c.is_ascii_hexdigit() {
            m |= HEX;
        }
        m |= match c {
            b'$' | b'_' | b'!' | b'*' | b'\'' | b'(' | b')' | b',' => SAFE_EXTRA,
            b'-' | b'.' => SAFE_EXTRA | SCHEME_PUNCT | HOST_PUNCT,
            b'+' => SAFE_EXTRA | SCHEME_PUNCT,
            b';' => SEMI,
            b'/' => SLASH,
            b'?' => QUESTION,
            b':' => COLON,
            b'@' => AT,
            b'&' => AMP,
            b'=' => EQUALS,
            _ => 0,
        };
        if matches!(c, b'-' | b'.' | b'+' | b'_') {
            m |= GROUP_PUNCT;
        }
        t[i] = m;
        i += 1;
    }
    t
}

static CLASS: [u16; 256] = build();

/// Whether byte `b` is in any of the classes of `mask`.
#[inline(always)]
pub(crate) fn is(b: u8, mask: u16) -> bool {
    CLASS[b as usize] & mask != 0
}

/// A byte that may stand in a URL at all: `xchar` or the `%` of an escape.
/// Everything else (national, punctuation but `%`, controls, space,
/// non-ASCII) is unsafe (§2.2).
#[inline]
pub(crate) fn is_url_byte(b: u8) -> bool {
    is(b, XCHAR) || b == b'%'
}

/// Whether `b[i..end]` starts with `escape = "%" hex hex`.
#[inline]
pub(crate) fn is_escape(b: &[u8], i: usize, end: usize) -> bool {
    i + 2 < end && b[i] == b'%' && is(b[i + 1], HEX) && is(b[i + 2], HEX)
}
