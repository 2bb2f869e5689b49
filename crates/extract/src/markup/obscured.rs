//! A mail archive's obscured `@` (SPEC §1.5): Mailman 2's archiver,
//! pipermail, writes every address of a message as `local at domain` in
//! its monthly text archives and HTML pages (`ARCHIVER_OBSCURES_EMAILADDRS`,
//! on by default). A `mailto:` URL in a message is then
//! `[mailto:ctrueden at wisc.edu]` or `<mailto:imagej-devel at imagej.net>`,
//! and a Git error quoted in one `'https://ad1054 at github.com'`. A reader
//! reads the `@` the archive hid; the ` at ` is the rendering's, as a
//! quote marker is.
//!
//! Before this rule the bare form was no URL (no `@`: `mailto:`'s
//! admission, §1.4) and the wrapper gave `mailto:imagej-develatimagej.net`
//! (§1.3.1 removes the spaces): 420 of the 9,913 URLs of the ImageJ
//! developers' list archive (`imagej/pipermail`), and 34 addresses of the
//! shared corpus's pipermail months (erlang-questions, Twisted).
//!
//! ` at ` reads `@` only where the URL so far is one whose `@` comes
//! next, and what follows is a domain:
//! - the URL is `mailto:` and a local part with no `@` yet, or a
//!   `scheme://` and a user name of letters, digits, `_` and `-` alone
//!   (a host with no dot: `http://localhost at port 80` keeps its words,
//!   and a dotted host before ` at ` is prose, `http://a.example at b.org`);
//! - exactly one space on each side, on one line, `at` in small letters
//!   (as the archiver writes it); or, inside a wrapper, ` at` ending its
//!   line and the domain starting the next after its quote markers (a
//!   reply's mailer wrapped the quoted address: `at_line_end`);
//! - the domain is two or more labels of letters, digits and `-`, the
//!   last of two or more letters (`e.g.` is no domain).
//!
//! Rows: the `obscured-*` rows of `tests/markup.rs`.

/// Whether `hay[i..limit]` is ` at ` and a domain (module docs).
#[inline]
pub(crate) fn at(hay: &[u8], i: usize, limit: usize) -> bool {
    hay.get(i..i + 4) == Some(b" at ") && i + 4 <= limit && domain(&hay[i + 4..limit])
}

/// Whether `hay[i..limit]` is ` at` at the end of its line and a domain
/// at the start of the next, after its quote markers: a mailer's wrap of
/// a quoted archive line (`<mailto:usrp-users at` ⏎ `> > > lists.ettus.com>`
/// on the USRP users' list read `mailto:usrp-usersatlists.ettus.com`).
/// Read inside a wrapper only, whose reader crosses the line after it.
pub(crate) fn at_line_end(hay: &[u8], i: usize, limit: usize) -> bool {
    if hay.get(i..i + 3) != Some(b" at") {
        return false;
    }
    let rest = &hay[(i + 3).min(limit)..limit];
    let eol = rest
        .iter()
        .take_while(|&&c| c == b' ' || c == b'\t' || c == b'\r')
        .count();
    if rest.get(eol) != Some(&b'\n') {
        return false;
    }
    // (The next line's quote markers, bounded as a prefix is.)
    let next = &rest[eol + 1..];
    let quotes = next
        .iter()
        .take(64)
        .take_while(|&&c| matches!(c, b'>' | b'|' | b' ' | b'\t'))
        .count();
    domain(&next[quotes..])
}

/// Whether `rest` starts with a domain: labels of letters, digits and
/// `-` joined by `.`, two or more, the last of two or more letters.
fn domain(rest: &[u8]) -> bool {
    let mut labels = 0;
    let mut k = 0;
    loop {
        let n = rest[k..]
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'-')
            .count();
        if n == 0 {
            return false;
        }
        labels += 1;
        let label = &rest[k..k + n];
        k += n;
        let more =
            rest.get(k) == Some(&b'.') && rest.get(k + 1).is_some_and(u8::is_ascii_alphanumeric);
        if !more {
            return labels >= 2 && label.len() >= 2 && label.iter().all(u8::is_ascii_alphabetic);
        }
        k += 1;
    }
}

/// Whether `url`, a URL read so far from its scheme, is one whose `@`
/// comes next (module docs): `mailto:` and a local part, or a
/// `scheme://` and a user name.
#[inline]
pub(crate) fn before(url: &[u8]) -> bool {
    let Some(colon) = url.iter().position(|&c| c == b':') else {
        return false;
    };
    let (name, rest) = (&url[..colon], &url[colon + 1..]);
    if name.eq_ignore_ascii_case(b"mailto") {
        return rest
            .last()
            .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'+' | b'.'))
            && !rest.contains(&b'@');
    }
    rest.strip_prefix(b"//").is_some_and(|user| {
        !user.is_empty()
            && user
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-'))
    })
}

#[cfg(test)]
mod tests {
    use super::{at, before};

    #[test]
    fn reads_only_an_address_split() {
        let yes = |s: &[u8]| at(s, 0, s.len());
        assert!(yes(b" at wisc.edu]"));
        assert!(yes(b" at NEURON.UCHC.EDU>"));
        assert!(yes(b" at couter.dropbear.id.au"));
        assert!(!yes(b" at e.g. port 80"));
        assert!(!yes(b" at port 8080"));
        assert!(!yes(b" at  wisc.edu"));
        assert!(!yes(b" At wisc.edu"));
        assert!(!yes(b" at wisc.e"));
        assert!(!yes(b" at 10.0.0.1"));
        assert!(!yes(b" at .edu"));
        assert!(!yes(b" at"));
        // The limit bounds the domain.
        assert!(!at(b" at wisc.edu", 0, 9));
        let split = |s: &[u8]| super::at_line_end(s, 0, s.len());
        assert!(split(b" at\n> > > lists.ettus.com>"));
        assert!(split(b" at\r\nlouisville.edu>"));
        assert!(!split(b" at\n> > > the office>"));
        assert!(!split(b" at lists.ettus.com>"));
        assert!(!split(b" at\n\nlists.ettus.com>"));
        assert!(before(b"mailto:ctrueden"));
        assert!(before(b"MAILTO:j.r.swedlow"));
        assert!(!before(b"mailto:"));
        assert!(!before(b"mailto:a@b"));
        assert!(before(b"https://ad1054"));
        assert!(!before(b"http://a.example"));
        assert!(!before(b"http://"));
        assert!(!before(b"http://a/b"));
        assert!(!before(b"tel:+1"));
    }
}
