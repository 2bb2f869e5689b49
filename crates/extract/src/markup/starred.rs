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
//! `/api/**`) and stays. Rows: the `starred-*` rows of `tests/markup.rs`.

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
            && before.is_some_and(|b| b"/.?&=_-#".contains(&b))
            && after.is_some_and(|a| a.is_ascii_alphanumeric()))
        .then_some(s + k)
    })
}

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
    let closing = n >= 3 && &bytes[n - 2..] == b"**" && b"/.?&=_-#".contains(&bytes[n - 3]);
    let mut out = Vec::with_capacity(n);
    let mut last = 0;
    for k in runs(bytes, 0).chain(closing.then_some(n - 2)) {
        out.extend_from_slice(&bytes[last..k]);
        last = k + 2;
    }
    out.extend_from_slice(&bytes[last.min(n)..]);
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::{runs, without};

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
        assert_eq!(at(b"http://a.example/src/**/x.js"), []);
        assert_eq!(at(b"http://a.example/api/**"), []);
        assert_eq!(at(b"http://a.example/a**b"), []);
        assert_eq!(at(b"http://a.example/***b"), []);
    }
}
