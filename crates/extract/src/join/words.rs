//! Tokens of the next line read as words (SPEC §1.6.3): prose, which is
//! never joined to a URL, and labels and org-mode keywords, which start
//! an entry of their own (the `verdict` module's rules).

use crate::config::schemes::SchemeSet;
use crate::join::token::{is_word, trimmed};
use crate::text::chars::is_scheme_char;

/// `t` is a label: a scheme name and `:` (`URL:`, `http:`) or, unless
/// `U` is a scheme alone, a word or header-style field name ending in
/// its colon (`Upstream-Name:` under a Debian copyright file's `Format:`
/// URL; a YAML key, `no_index:` under CPAN::Meta's `Repository:` URL).
pub(crate) fn label(t: &[u8], scheme_only: bool, schemes: &SchemeSet) -> bool {
    let name = t.iter().take_while(|&&c| is_scheme_char(c)).count();
    let key = t
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        .count();
    let field = t.len() == key + 1 && t[0].is_ascii_alphabetic() && t[key] == b':';
    if scheme_only {
        return name > 0 && t.get(name) == Some(&b':') && schemes.lookup(&t[..name]).is_some();
    }
    (key >= 2 && field)
        || (t.get(name) == Some(&b':')
            && name > 0
            && (schemes.lookup(&t[..name]).is_some()
                || (name >= 2 && t[..name].iter().all(u8::is_ascii_alphabetic))))
}

/// `t` is an org-mode keyword (`#+end_example`, `#+TITLE:`): a line of
/// markup, not a fragment. Three URLs of org-mode's `doc/org-manual.org`
/// and `org-guide.org` at the end of an example block took the block's
/// `#+end_example` as their fragment; no fragment starts with `+`.
pub(crate) fn org_keyword(t: &[u8]) -> bool {
    t.starts_with(b"#+") && t.get(2).is_some_and(u8::is_ascii_alphabetic)
}

/// `T` is a prose word once trimmed: its verdict never depends on the
/// widths of the lines around.
pub(crate) fn prose(t: &[u8]) -> bool {
    let t = trimmed(t);
    is_word(t) || abbreviation(t) || slashed(t)
}

/// `and/or`, `or/and`: two conjunctions a `/` joins (`…/Maintainer-Patch-
/// Review-Checklist` over `and/or even write sparse check.`, the LTP
/// list). No path segment is named so.
fn slashed(t: &[u8]) -> bool {
    t.eq_ignore_ascii_case(b"and/or") || t.eq_ignore_ascii_case(b"or/and")
}

/// `i.e`, `e.g`, `a.k.a`, `U.S` (a trailing `.` trimmed): letters in
/// dotted groups of one or two, a Latin or English abbreviation.
fn abbreviation(t: &[u8]) -> bool {
    let mut groups = 0;
    for g in t.split(|&c| c == b'.') {
        if !(1..=2).contains(&g.len()) || !g.iter().all(u8::is_ascii_alphabetic) {
            return false;
        }
        groups += 1;
    }
    groups >= 2
}
