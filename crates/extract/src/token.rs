//! What a token on the next line looks like, for the evidence of
//! SPEC §1.6.3 (`evidence`): prose, URL structure, an address, a host.

use memchr::memchr;

/// `T` starts a host name of its own (`www.`, `ftp.`).
pub(crate) fn host_start(t: &[u8]) -> bool {
    t.len() > 4 && (t[..4].eq_ignore_ascii_case(b"www.") || t[..4].eq_ignore_ascii_case(b"ftp."))
}

/// `T` is a mail address: `local@host.tld` with no `/` before the `@`.
pub(crate) fn address(t: &[u8]) -> bool {
    match memchr(b'@', t) {
        Some(at) if at > 0 => {
            t[0].is_ascii_alphanumeric()
                && memchr(b'/', &t[..at]).is_none()
                && memchr(b'.', &t[at..]).is_some()
        }
        _ => false,
    }
}

/// `t` without the trailing characters §1.4 trims.
pub(crate) fn trimmed(t: &[u8]) -> &[u8] {
    let n = t
        .iter()
        .rev()
        .take_while(|c| b".,:;!?')]".contains(c))
        .count();
    &t[..t.len() - n]
}

/// Letters only (an apostrophe or hyphen inside: `doesn't`,
/// `Re-delegate`), and not CamelCase: prose.
pub(crate) fn is_word(t: &[u8]) -> bool {
    let Ok(s) = std::str::from_utf8(t) else {
        return false;
    };
    let mut prev_lower = false;
    let mut prev_letter = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let inner = prev_letter && chars.peek().is_some_and(|n| n.is_alphabetic());
        if matches!(c, '\'' | '\u{2019}' | '-') && inner {
            prev_letter = false;
            continue;
        }
        if !c.is_alphabetic() || (prev_lower && c.is_uppercase()) {
            return false;
        }
        prev_lower = c.is_lowercase();
        prev_letter = true;
    }
    true
}

/// URL structure: a delimiter inside, digits mixed with letters, or
/// CamelCase.
pub(crate) fn structured(t: &[u8]) -> bool {
    let delim = t.iter().any(|c| b"/.=&#?%_~:;@+".contains(c));
    let digit = t.iter().any(u8::is_ascii_digit);
    let alpha = t.iter().any(u8::is_ascii_alphabetic);
    delim || (digit && alpha) || (!is_word(t) && alpha)
}
