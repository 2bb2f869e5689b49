//! The known schemes (SPEC §4): the ten of RFC 1738 §3, `https`, the names
//! §4 reserves, RFC 2056's `z39.50r`/`z39.50s` and the registered `imap`,
//! `pop`, `ldap` and `urn`.

use core::fmt;

/// A URL scheme. Names compare ASCII-case-insensitively (§2.1: "programs
/// interpreting URLs should treat upper case letters as equivalent to lower
/// case in scheme names").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scheme {
    /// `ftp` (§3.2)
    Ftp,
    /// `http` (§3.3)
    Http,
    /// `https`: the `http` grammar
    Https,
    /// `gopher` (§3.4)
    Gopher,
    /// `mailto` (§3.5)
    Mailto,
    /// `news` (§3.6)
    News,
    /// `nntp` (§3.7)
    Nntp,
    /// `telnet` (§3.8)
    Telnet,
    /// `wais` (§3.9)
    Wais,
    /// `file` (§3.10)
    File,
    /// `prospero` (§3.11)
    Prospero,
    /// `afs` (§4, reserved)
    Afs,
    /// `mid` (§4, reserved)
    Mid,
    /// `cid` (§4, reserved)
    Cid,
    /// `nfs` (§4, reserved)
    Nfs,
    /// `tn3270` (§4, reserved)
    Tn3270,
    /// `mailserver` (§4, reserved)
    Mailserver,
    /// `z39.50` (§4, reserved)
    Z3950,
    /// `z39.50r` (RFC 2056)
    Z3950r,
    /// `z39.50s` (RFC 2056)
    Z3950s,
    /// `imap` (RFC 2192)
    Imap,
    /// `pop` (RFC 2384)
    Pop,
    /// `ldap` (RFC 2255)
    Ldap,
    /// `urn` (RFC 2141)
    Urn,
    /// Any other syntactically valid scheme: parsed with `genericurl`.
    Other,
}

impl Scheme {
    /// Every known scheme, in the order of SPEC §4.
    pub const KNOWN: &'static [Scheme] = &[
        Scheme::Ftp,
        Scheme::Http,
        Scheme::Gopher,
        Scheme::Mailto,
        Scheme::News,
        Scheme::Nntp,
        Scheme::Telnet,
        Scheme::Wais,
        Scheme::File,
        Scheme::Prospero,
        Scheme::Https,
        Scheme::Afs,
        Scheme::Mid,
        Scheme::Cid,
        Scheme::Nfs,
        Scheme::Tn3270,
        Scheme::Mailserver,
        Scheme::Z3950,
        Scheme::Z3950r,
        Scheme::Z3950s,
        Scheme::Imap,
        Scheme::Pop,
        Scheme::Ldap,
        Scheme::Urn,
    ];

    /// The known scheme named `name` (any case), or [`Scheme::Other`].
    ///
    /// ```
    /// use rfc1738::Scheme;
    /// assert_eq!(Scheme::from_name("FTP"), Scheme::Ftp);
    /// assert_eq!(Scheme::from_name("z39.50S"), Scheme::Z3950s);
    /// assert_eq!(Scheme::from_name("x-private"), Scheme::Other);
    /// ```
    pub fn from_name(name: &str) -> Scheme {
        Scheme::KNOWN
            .iter()
            .copied()
            .find(|s| s.as_str().eq_ignore_ascii_case(name))
            .unwrap_or(Scheme::Other)
    }

    /// The scheme's name in lower case; `""` for [`Scheme::Other`] (use
    /// [`Url::scheme_str`](crate::Url::scheme_str) for the text).
    pub fn as_str(self) -> &'static str {
        match self {
            Scheme::Ftp => "ftp",
            Scheme::Http => "http",
            Scheme::Https => "https",
            Scheme::Gopher => "gopher",
            Scheme::Mailto => "mailto",
            Scheme::News => "news",
            Scheme::Nntp => "nntp",
            Scheme::Telnet => "telnet",
            Scheme::Wais => "wais",
            Scheme::File => "file",
            Scheme::Prospero => "prospero",
            Scheme::Afs => "afs",
            Scheme::Mid => "mid",
            Scheme::Cid => "cid",
            Scheme::Nfs => "nfs",
            Scheme::Tn3270 => "tn3270",
            Scheme::Mailserver => "mailserver",
            Scheme::Z3950 => "z39.50",
            Scheme::Z3950r => "z39.50r",
            Scheme::Z3950s => "z39.50s",
            Scheme::Imap => "imap",
            Scheme::Pop => "pop",
            Scheme::Ldap => "ldap",
            Scheme::Urn => "urn",
            Scheme::Other => "",
        }
    }

    /// The default port: the §3 values (ftp 21, http 80, gopher 70, nntp
    /// 119, telnet 23, wais 210, prospero 1525), https 443, and those of
    /// the RFCs that register the later schemes (z39.50r/s 210 RFC 2056,
    /// imap 143 RFC 2192, pop 110 RFC 2384, ldap 389 RFC 2255).
    ///
    /// ```
    /// assert_eq!(rfc1738::Scheme::Gopher.default_port(), Some(70));
    /// assert_eq!(rfc1738::Scheme::Mailto.default_port(), None);
    /// ```
    pub fn default_port(self) -> Option<u16> {
        Some(match self {
            Scheme::Ftp => 21,
            Scheme::Http => 80,
            Scheme::Https => 443,
            Scheme::Gopher => 70,
            Scheme::Nntp => 119,
            Scheme::Telnet => 23,
            Scheme::Wais => 210,
            Scheme::Prospero => 1525,
            Scheme::Z3950r | Scheme::Z3950s => 210,
            Scheme::Imap => 143,
            Scheme::Pop => 110,
            Scheme::Ldap => 389,
            _ => return None,
        })
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
