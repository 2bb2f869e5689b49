//! A URL's WHATWG form (SPEC §2.2 `canonical`, `host`; `--unique=canonical`):
//! what the `url` crate serializes — scheme and host lower case, IDNA to
//! ASCII, the default port and dot segments dropped — and its host.

use std::borrow::Cow;

use url::Url;

use crate::args::Unique;

/// The URL as the WHATWG URL Standard parses it, if it does.
pub struct Canonical {
    url: Option<Url>,
}

impl Canonical {
    pub fn of(url: &str) -> Canonical {
        Canonical {
            url: Url::parse(url).ok(),
        }
    }

    /// The serialization, `None` when the URL does not parse.
    pub fn text(&self) -> Option<&str> {
        self.url.as_ref().map(Url::as_str)
    }

    /// The host: a domain in ASCII (IDNA), an IPv4 address, an IPv6
    /// literal in brackets; `None` for a URL without one.
    pub fn host(&self) -> Option<String> {
        let host = self.url.as_ref()?.host_str()?;
        (!host.is_empty()).then(|| host.to_string())
    }
}

/// What `-u` compares `url` by.
pub fn unique_key(by: Unique, url: &str) -> Cow<'_, str> {
    match by {
        Unique::Url => Cow::Borrowed(url),
        // A URL the standard does not parse is compared as printed.
        Unique::Canonical => Canonical::of(url)
            .url
            .map_or(Cow::Borrowed(url), |u| Cow::Owned(u.into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_and_host() {
        let c = Canonical::of("HTTP://Bücher.Example:80/a/./b/../c?x#f");
        assert_eq!(c.text(), Some("http://xn--bcher-kva.example/a/c?x#f"));
        assert_eq!(c.host().as_deref(), Some("xn--bcher-kva.example"));
        let c = Canonical::of("http://[0:0::1]:8080/");
        assert_eq!(c.host().as_deref(), Some("[::1]"));
        let c = Canonical::of("ftp://user:pw@Ftp.Example/pub");
        assert_eq!(c.host().as_deref(), Some("ftp.example"));
        assert_eq!(Canonical::of("mailto:a@b.example").host(), None);
        assert_eq!(Canonical::of("http://[x/").text(), None);
        assert_eq!(
            unique_key(Unique::Canonical, "HTTP://H.example:80"),
            "http://h.example/"
        );
        assert_eq!(
            unique_key(Unique::Url, "HTTP://H.example:80"),
            "HTTP://H.example:80"
        );
    }
}
