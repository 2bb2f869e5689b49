//! The document's base and the resolution of relative references (SPEC
//! §1.7.4): the first `<base href>`, itself resolved against the base the
//! caller gives (a WARC record's `WARC-Target-URI`, or `--base`), else
//! that base; relative references are resolved against it by the WHATWG
//! URL Standard (the `url` crate), and skipped when there is none.
//!
//! A page is read in one pass, so a link before the `<base>` element is
//! resolved against the caller's base (HTML asks `<base>` to come before
//! any URL; browsers resolve such links against it all the same).

use std::collections::HashMap;

use foldhash::fast::RandomState;
use url::Url;
use urlgrep_extract::Extractor;

use crate::html::attrs::Target;

/// References resolved on one page at most: a page repeats its links
/// (a rustdoc page names 59% of its relative links twice or more), and
/// a join costs some thousand instructions. Hashed by foldhash: the
/// standard SipHash was a tenth of the cost of resolving (callgrind).
const CACHED: usize = 4096;

/// The base relative references resolve against, as the page is read.
#[derive(Debug, Default)]
pub(crate) struct Base {
    /// References resolved against `current`, and what they gave.
    cache: HashMap<Box<str>, Option<String>, RandomState>,
    /// The caller's base: what a `<base href>` resolves against.
    fallback: Option<Url>,
    /// The base in force.
    current: Option<Url>,
    /// Whether a `<base href>` was read: only the first one counts.
    from_element: bool,
}

impl Base {
    /// A page whose base, until a `<base href>`, is `fallback`.
    pub(crate) fn new(fallback: Option<Url>) -> Base {
        Base {
            cache: HashMap::default(),
            current: fallback.clone(),
            fallback,
            from_element: false,
        }
    }

    /// Whether relative references can be resolved.
    pub(crate) fn is_some(&self) -> bool {
        self.current.is_some()
    }

    /// A `<base>` element's `href` value: the first sets the base (HTML
    /// §4.2.3, "the frozen base URL"); one that does not parse leaves the
    /// caller's base in force.
    pub(crate) fn element(&mut self, href: &[u8]) {
        if std::mem::replace(&mut self.from_element, true) {
            return;
        }
        let Ok(href) = std::str::from_utf8(href) else {
            return;
        };
        let parsed = Url::options().base_url(self.fallback.as_ref()).parse(href);
        if let Ok(url) = parsed {
            self.current = Some(url);
            self.cache.clear();
        }
    }

    /// The URL a link refers to, and whether it was resolved: absolute
    /// ones as written, relative ones against the base when there is one
    /// and the result has a scheme the extractor knows.
    pub(crate) fn resolve(&mut self, ex: &Extractor, target: Target<'_>) -> Option<(String, bool)> {
        let reference = match target {
            Target::Absolute(url) => return Some((url, false)),
            Target::Relative(reference) => reference,
        };
        let base = self.current.as_ref()?;
        if let Some(url) = self.cache.get(reference) {
            return url.clone().map(|u| (u, true));
        }
        let url = base.join(reference).ok();
        let url = url
            .filter(|u| ex.knows_scheme(u.scheme()))
            .map(String::from);
        if self.cache.len() >= CACHED {
            self.cache.clear();
        }
        self.cache.insert(reference.into(), url.clone());
        url.map(|u| (u, true))
    }
}

/// A caller's base given as text (a `WARC-Target-URI`, read as
/// `target_uri` reads it), if it is an absolute URL.
pub fn base_of(uri: &str) -> Option<Url> {
    Url::parse(&target_uri(uri)).ok()
}

/// A record's `WARC-Target-URI` as a URL: wget 1.19 wrote it in angle
/// brackets (`<http://example.com/>`, as the WARC 1.0 grammar showed it),
/// and a crawler that did not encode a space left it in (an ARC header's
/// `…&EmailTitle=Examples From The Live Web&…`). warcio strips the
/// brackets and writes each space as `%20`; so do we, so that a link
/// graph's source is one URL whichever tool wrote the archive.
pub(crate) fn target_uri(value: &str) -> String {
    let v = value.trim();
    let v = v
        .strip_prefix('<')
        .and_then(|u| u.strip_suffix('>'))
        .unwrap_or(v);
    v.replace(' ', "%20")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(base: &mut Base, reference: &str) -> Option<String> {
        let target = Target::Relative(reference);
        base.resolve(&Extractor::new(), target).map(|(u, _)| u)
    }

    #[test]
    fn base_element_resolves_against_the_callers_base() {
        let mut base = Base::new(base_of("<http://a.example/x/y.html>"));
        assert_eq!(
            resolve(&mut base, "z.png").as_deref(),
            Some("http://a.example/x/z.png")
        );
        base.element(b"../sub/");
        assert_eq!(
            resolve(&mut base, "z.png").as_deref(),
            Some("http://a.example/sub/z.png")
        );
        // Only the first <base href> counts.
        base.element(b"http://b.example/");
        assert_eq!(
            resolve(&mut base, "/r").as_deref(),
            Some("http://a.example/r")
        );
    }

    #[test]
    fn no_base_no_resolution() {
        let mut base = Base::new(None);
        assert!(!base.is_some());
        assert_eq!(resolve(&mut base, "a.html"), None);
        // A relative <base href> with nothing to resolve against is none.
        base.element(b"/docs/");
        assert_eq!(resolve(&mut base, "a.html"), None);
        let mut base = Base::new(None);
        base.element(b" https://c.example/d/ ");
        assert_eq!(
            resolve(&mut base, "//e.example/f").as_deref(),
            Some("https://e.example/f")
        );
    }
}
