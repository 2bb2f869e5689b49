//! The security notes of §6, computed from a URL's text, valid or not
//! (SPEC §5), and password redaction.

use std::borrow::Cow;

use crate::Scheme;

/// The §6 notes on one URL: a password in it, a port of another protocol,
/// encoded CR or LF.
///
/// ```
/// use rfc1738::SecurityNotes;
/// let n = SecurityNotes::of("ftp://joe:secret@host.example:25/x%0D%0A");
/// assert!(n.password() && n.port() && n.encoded_crlf());
/// assert_eq!(n.names().collect::<Vec<_>>(), ["password", "port", "encoded-crlf"]);
/// assert!(SecurityNotes::of("http://host.example:80/").is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SecurityNotes {
    bits: u8,
}

const PASSWORD: u8 = 1;
const PORT: u8 = 2;
const ENCODED_CRLF: u8 = 4;
const NAMES: [(u8, &str); 3] = [
    (PASSWORD, "password"),
    (PORT, "port"),
    (ENCODED_CRLF, "encoded-crlf"),
];

impl SecurityNotes {
    /// The notes on `url` (the URL's text: no wrapper, no white space).
    pub fn of(url: &str) -> SecurityNotes {
        let mut bits = 0;
        if let Some(auth) = Authority::of(url) {
            if auth.password.is_some() {
                bits |= PASSWORD;
            }
            if auth
                .port
                .is_some_and(|p| p < 1024 && Some(p) != auth.scheme.default_port().map(u32::from))
            {
                bits |= PORT;
            }
        }
        if has_encoded_crlf(url.as_bytes()) {
            bits |= ENCODED_CRLF;
        }
        SecurityNotes { bits }
    }

    /// `password`: the user part holds a `:`, even with an empty password
    /// (§6: "The use of URLs containing passwords ... is clearly unwise").
    pub fn password(self) -> bool {
        self.bits & PASSWORD != 0
    }

    /// `port`: a port below 1024 other than the scheme's default; any port
    /// below 1024 for a scheme without one (§6: a port of another protocol
    /// can make a harmless fetch harmful).
    pub fn port(self) -> bool {
        self.bits & PORT != 0
    }

    /// `encoded-crlf`: `%0D` or `%0A`, either case (§6: encoded
    /// delimiters).
    pub fn encoded_crlf(self) -> bool {
        self.bits & ENCODED_CRLF != 0
    }

    /// Whether there is no note.
    pub fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The notes' names as SPEC §5 spells them, in that order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        NAMES
            .into_iter()
            .filter(move |&(b, _)| self.bits & b != 0)
            .map(|(_, n)| n)
    }
}

/// Replaces the password of `url` with `****` (SPEC §5 `--redact`); the URL
/// is borrowed unchanged when it holds no password. An empty password is
/// replaced too, so the output never tells whether there was one.
///
/// ```
/// use rfc1738::redact_password;
/// assert_eq!(redact_password("ftp://joe:secret@host.example/"), "ftp://joe:****@host.example/");
/// assert_eq!(redact_password("ftp://joe@host.example/"), "ftp://joe@host.example/");
/// ```
pub fn redact_password(url: &str) -> Cow<'_, str> {
    match Authority::of(url).and_then(|a| a.password) {
        Some((s, e)) => Cow::Owned(format!("{}****{}", &url[..s], &url[e..])),
        None => Cow::Borrowed(url),
    }
}

/// The login of a `scheme://` URL, read leniently from its text.
struct Authority {
    scheme: Scheme,
    /// Byte range of the password (after the user's first `:`).
    password: Option<(usize, usize)>,
    port: Option<u32>,
}

impl Authority {
    fn of(url: &str) -> Option<Authority> {
        let colon = url.find(':')?;
        let s = colon + 3;
        if url.get(colon..s) != Some("://") {
            return None;
        }
        let len = url[s..].find(['/', '#']).unwrap_or(url.len() - s);
        let auth = &url[s..s + len];
        let (hostport, password) = match auth.find('@') {
            Some(at) => {
                let user = &auth[..at];
                (&auth[at + 1..], user.find(':').map(|c| (s + c + 1, s + at)))
            }
            None => (auth, None),
        };
        let port = hostport.find(':').and_then(|c| {
            let digits = &hostport[c + 1..];
            let n = digits.bytes().take_while(u8::is_ascii_digit).count();
            // Saturate: any long digit string is far above 1024.
            (n > 0).then(|| {
                digits[..n].bytes().fold(0u32, |v, d| {
                    v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
                })
            })
        });
        Some(Authority {
            scheme: Scheme::from_name(&url[..colon]),
            password,
            port,
        })
    }
}

fn has_encoded_crlf(b: &[u8]) -> bool {
    b.windows(3)
        .any(|w| w[0] == b'%' && w[1] == b'0' && matches!(w[2], b'd' | b'D' | b'a' | b'A'))
}
