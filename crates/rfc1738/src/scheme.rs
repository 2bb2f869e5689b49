//! The known schemes (SPEC §4): the ten of RFC 1738 §3, `https`, the names
//! §4 reserves, RFC 2056's `z39.50r`/`z39.50s` and the registered `imap`,
//! `pop`, `ldap` and `urn`, and the schemes people write in text today
//! (SPEC §1.8.2), which the generic grammar parses.

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
    /// `sftp` (SSH File Transfer (draft-ietf-secsh-scp-sftp-ssh-uri); SPEC §1.8.2)
    Sftp,
    /// `tftp` (RFC 3617; SPEC §1.8.2)
    Tftp,
    /// `ssh` (draft-ietf-secsh-scp-sftp-ssh-uri; SPEC §1.8.2)
    Ssh,
    /// `git` (Git's own protocol (IANA provisional); SPEC §1.8.2)
    Git,
    /// `svn` (Subversion (IANA provisional); SPEC §1.8.2)
    Svn,
    /// `irc` (draft-butcher-irc-url; SPEC §1.8.2)
    Irc,
    /// `ircs` (IRC over TLS (RFC 7194 port); SPEC §1.8.2)
    Ircs,
    /// `ws` (RFC 6455; SPEC §1.8.2)
    Ws,
    /// `wss` (RFC 6455; SPEC §1.8.2)
    Wss,
    /// `rtsp` (RFC 2326; SPEC §1.8.2)
    Rtsp,
    /// `rtmp` (Adobe RTMP (IANA provisional); SPEC §1.8.2)
    Rtmp,
    /// `smb` (draft-crhertel-smb-url; SPEC §1.8.2)
    Smb,
    /// `rsync` (RFC 5781; SPEC §1.8.2)
    Rsync,
    /// `s3` (Amazon S3 buckets (IANA provisional); SPEC §1.8.2)
    S3,
    /// `ldaps` (LDAP over TLS (IANA provisional); SPEC §1.8.2)
    Ldaps,
    /// `xmpp` (RFC 5122; SPEC §1.8.2)
    Xmpp,
    /// `sip` (RFC 3261; SPEC §1.8.2)
    Sip,
    /// `sips` (RFC 3261; SPEC §1.8.2)
    Sips,
    /// `tel` (RFC 3966; SPEC §1.8.2)
    Tel,
    /// `magnet` (magnet links (IANA provisional); SPEC §1.8.2)
    Magnet,
    /// `data` (RFC 2397; SPEC §1.8.2)
    Data,
    /// `jar` (Java's archive URL, `jar:<url>!/<entry>`; SPEC §1.8.2)
    Jar,
    /// `vscode` (the editor's links, `vscode://file/…`; SPEC §1.8.2)
    Vscode,
    /// `chrome` (the browser's own pages, `chrome://flags`; SPEC §1.8.2)
    Chrome,
    /// `chrome-extension` (an extension's files; SPEC §1.8.2)
    ChromeExtension,
    /// `moz-extension` (an extension's files in Firefox; SPEC §1.8.2)
    MozExtension,
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
        Scheme::Sftp,
        Scheme::Tftp,
        Scheme::Ssh,
        Scheme::Git,
        Scheme::Svn,
        Scheme::Irc,
        Scheme::Ircs,
        Scheme::Ws,
        Scheme::Wss,
        Scheme::Rtsp,
        Scheme::Rtmp,
        Scheme::Smb,
        Scheme::Rsync,
        Scheme::S3,
        Scheme::Ldaps,
        Scheme::Xmpp,
        Scheme::Sip,
        Scheme::Sips,
        Scheme::Tel,
        Scheme::Magnet,
        Scheme::Data,
        Scheme::Jar,
        Scheme::Vscode,
        Scheme::Chrome,
        Scheme::ChromeExtension,
        Scheme::MozExtension,
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
            Scheme::Sftp => "sftp",
            Scheme::Tftp => "tftp",
            Scheme::Ssh => "ssh",
            Scheme::Git => "git",
            Scheme::Svn => "svn",
            Scheme::Irc => "irc",
            Scheme::Ircs => "ircs",
            Scheme::Ws => "ws",
            Scheme::Wss => "wss",
            Scheme::Rtsp => "rtsp",
            Scheme::Rtmp => "rtmp",
            Scheme::Smb => "smb",
            Scheme::Rsync => "rsync",
            Scheme::S3 => "s3",
            Scheme::Ldaps => "ldaps",
            Scheme::Xmpp => "xmpp",
            Scheme::Sip => "sip",
            Scheme::Sips => "sips",
            Scheme::Tel => "tel",
            Scheme::Magnet => "magnet",
            Scheme::Data => "data",
            Scheme::Jar => "jar",
            Scheme::Vscode => "vscode",
            Scheme::Chrome => "chrome",
            Scheme::ChromeExtension => "chrome-extension",
            Scheme::MozExtension => "moz-extension",
            Scheme::Other => "",
        }
    }

    /// The default port: the §3 values (ftp 21, http 80, gopher 70, nntp
    /// 119, telnet 23, wais 210, prospero 1525), https 443, and those of
    /// the RFCs that register the later schemes (z39.50r/s 210 RFC 2056,
    /// imap 143 RFC 2192, pop 110 RFC 2384, ldap 389 RFC 2255), and for
    /// SPEC §1.8.2's schemes the registered ones (ssh/sftp 22, tftp 69
    /// RFC 3617, ws 80 and wss 443 RFC 6455, rtsp 554 RFC 2326, rsync 873
    /// RFC 5781, ldaps 636, smb 445, sip 5060 and sips 5061 RFC 3261, xmpp
    /// 5222 RFC 6120, irc 6667, ircs 6697 RFC 7194, git 9418, svn 3690,
    /// rtmp 1935); `s3`, `tel`, `magnet`, `data` and the logs' schemes
    /// (`jar`, `vscode`, `chrome`, `chrome-extension`, `moz-extension`)
    /// name no server port.
    ///
    /// ```
    /// assert_eq!(rfc1738::Scheme::Gopher.default_port(), Some(70));
    /// assert_eq!(rfc1738::Scheme::Mailto.default_port(), None);
    /// assert_eq!(rfc1738::Scheme::from_name("rsync").default_port(), Some(873));
    /// // SPEC §5's `port` note: only a port other than the default.
    /// use rfc1738::SecurityNotes;
    /// assert!(!SecurityNotes::of("ssh://git.example:22/r").port());
    /// assert!(SecurityNotes::of("ssh://git.example:80/r").port());
    /// assert!(SecurityNotes::of("s3://bucket:25/k").port());
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
            // SPEC §1.8.2's schemes: the ports their RFCs or IANA register.
            Scheme::Sftp | Scheme::Ssh => 22,
            Scheme::Tftp => 69,
            Scheme::Git => 9418,
            Scheme::Svn => 3690,
            Scheme::Irc => 6667,
            Scheme::Ircs => 6697,
            Scheme::Ws => 80,
            Scheme::Wss => 443,
            Scheme::Rtsp => 554,
            Scheme::Rtmp => 1935,
            Scheme::Smb => 445,
            Scheme::Rsync => 873,
            Scheme::Ldaps => 636,
            Scheme::Xmpp => 5222,
            Scheme::Sip => 5060,
            Scheme::Sips => 5061,
            _ => return None,
        })
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
