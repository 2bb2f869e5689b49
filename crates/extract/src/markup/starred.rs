//! A mailer's `**` at a URL's break points (SPEC §1.5): replies quoting
//! an HTML message, as Gmail wrote them around 2012, put `**` where the
//! quoted text allowed a long URL to break, after a `/` or `.`:
//! `http://imagej.net/mailman/**listinfo/imagej-devel<http://imagej.net/mailman/listinfo/imagej-devel>`,
//! `http://www.unitsofmeasurement.**org/`, `…/jsr/detail?**id=275`. The
//! link's own target, glued after it, shows the URL without them; a
//! reader reads them as nothing. 123 URLs of the ImageJ developers'
//! list archive (`imagej/pipermail`) held them; none of the cargo
//! registry's sources, Python's site-packages, `/usr/share/doc` or
//! LCTT's translations has one inside a URL.
//!
//! So `**` inside a URL reads as nothing when a break point comes right
//! before it (`/ . ? & = _ - #`) and a letter or digit right after it.
//! A glob's `**` stands before a `/` or at the end (`src/**/*.js`,
//! `/api/**`) and stays. At a line end the mailer's `**` marks where it
//! wrapped the URL: the join reads it as a cut (`join::verdict`) when the
//! next line's token has URL structure, and compares the pieces without
//! the marks to the target glued after them (`join::continuation`). The
//! target may escape what the text shows (`…javadoc.jar%21/…` for
//! `…javadoc.jar!/…`): the join takes it as evidence all the same, and
//! the two stay two URLs (SPEC §1.7.5). Rows: the `starred-*` rows of
//! `tests/markup.rs`.

/// The `**` runs of `url` (a URL's bytes, `url[0]` at offset `s` of the
/// input) that read as nothing: their input offsets.
pub(crate) fn runs(url: &[u8], s: usize) -> impl Iterator<Item = usize> + '_ {
    // (A URL is short: no substring searcher is worth building for it.
    // A run has a byte after it: a URL's closing `**` is not looked at.)
    let body = &url[..url.len().saturating_sub(2)];
    memchr::memchr_iter(b'*', body).filter_map(move |k| {
        let before = k.checked_sub(1).map(|p| url[p]);
        let after = url.get(k + 2).copied();
        (url.get(k + 1) == Some(&b'*')
            && before.is_some_and(|b| BREAKS.contains(&b))
            && after.is_some_and(|a| a.is_ascii_alphanumeric()))
        .then_some(s + k)
    })
}

/// Whether `url` ends in the `**` the mailer wrote where it wrapped the
/// URL, after a break point (`https://groups.google.com/d/**`).
pub(crate) fn wrap_mark(url: &[u8]) -> bool {
    let n = url.len();
    n >= 3 && &url[n - 2..] == b"**" && BREAKS.contains(&url[n - 3])
}

/// The bytes a `**` follows at a break point.
const BREAKS: &[u8] = b"/.?&=_-#";

/// `bytes` (raw input: a URL cut at a line end, or the token that goes on
/// with it) without the runs [`runs`] finds, nor a `**` that ends it
/// after a break point (the mailer marks its wrap there too:
/// `https://groups.google.com/d/**` ⏎ `topic/…/**utQCSLMvr1Y/…`). The
/// join compares the pieces so with the link's target glued after them
/// (`join::continuation`, "A copy in angle brackets").
pub(crate) fn without(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if memchr::memchr(b'*', bytes).is_none() {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let n = bytes.len();
    let closing = wrap_mark(bytes);
    let mut out = Vec::with_capacity(n);
    let mut last = 0;
    for k in runs(bytes, 0).chain(closing.then(|| n - 2)) {
        out.extend_from_slice(&bytes[last..k]);
        last = k + 2;
    }
    out.extend_from_slice(&bytes[last.min(n)..]);
    std::borrow::Cow::Owned(out)
}

/// A link's target as its text shows it: the escapes a mailer put in a
/// target for a character its text shows as itself (`%21` for `!`,
/// `%7E` for `~`, `%28` `%29`, `%2A`, `%27`) read. The join takes such a
/// target as the evidence an exact one is (`join::continuation`); the
/// two are still two URLs (SPEC §1.7.5).
pub(crate) fn shown(target: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let hex = |c: u8| (c as char).to_digit(16);
    let at = |k: usize| -> Option<u8> {
        let b = hex(*target.get(k + 1)?)? * 16 + hex(*target.get(k + 2)?)?;
        b"!~()*'".contains(&(b as u8)).then_some(b as u8)
    };
    if !memchr::memchr_iter(b'%', target).any(|k| at(k).is_some()) {
        return std::borrow::Cow::Borrowed(target);
    }
    let mut out = Vec::with_capacity(target.len());
    let mut k = 0;
    while k < target.len() {
        match (target[k] == b'%').then(|| at(k)).flatten() {
            Some(b) => {
                out.push(b);
                k += 3;
            }
            None => {
                out.push(target[k]);
                k += 1;
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::{runs, shown, without};

    #[test]
    fn shown_reads_the_escapes_of_shown_characters() {
        assert_eq!(&*shown(b"http://a/x.jar%21/y"), b"http://a/x.jar!/y");
        assert_eq!(&*shown(b"http://a/%7Eb/%28c%29"), b"http://a/~b/(c)");
        assert_eq!(&*shown(b"http://a/%2Fb%20c%"), b"http://a/%2Fb%20c%");
    }

    #[test]
    fn without_drops_the_runs_and_a_closing_mark() {
        assert_eq!(
            &*without(b"https://g.example/d/**"),
            b"https://g.example/d/"
        );
        assert_eq!(&*without(b"topic/**ut/x?hl=en"), b"topic/ut/x?hl=en");
        assert_eq!(
            &*without(b"http://a.example/api/x**"),
            b"http://a.example/api/x**"
        );
        assert_eq!(&*without(b"plain"), b"plain");
    }

    #[test]
    fn only_at_break_points_before_a_word() {
        let at = |u: &[u8]| runs(u, 10).collect::<Vec<_>>();
        assert_eq!(at(b"http://a.example/**listinfo/x"), [27]);
        assert_eq!(at(b"http://a.**org/?**id=1"), [19, 26]);
        assert!(at(b"http://a.example/src/**/x.js").is_empty());
        assert!(at(b"http://a.example/api/**").is_empty());
        assert!(at(b"http://a.example/a**b").is_empty());
        assert!(at(b"http://a.example/***b").is_empty());
    }
}
