//! What the join verdict (`verdict.rs`, SPEC §1.6.3) needs to know of
//! a bare URL as its lines are joined, kept up to date piece by piece,
//! and what its end looks like: visibly incomplete, or a file name.

use memchr::{memchr, memrchr};

/// What the verdict needs to know of the URL so far, kept up to date as
/// runs are joined (so a long chain of joins stays linear).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Tail {
    /// Index just after the authority's `//`.
    pub(crate) auth: Option<usize>,
    /// A `/` follows the authority: the path has begun.
    pub(crate) path: bool,
    /// Index of the last `/`.
    pub(crate) slash: Option<usize>,
}

impl Tail {
    /// Accounts `url[from..]`, just appended.
    #[inline]
    pub(crate) fn push(&mut self, url: &[u8], from: usize) {
        // Joined pieces are short: looked at byte by byte, inlined; the
        // searches pay only before the path, and on a long first run.
        let piece = &url[from..];
        if self.auth.is_none() || !self.path || piece.len() > 32 {
            return self.push_long(url, from);
        }
        if let Some(i) = piece.iter().rposition(|&b| b == b'/') {
            self.slash = Some(from + i);
        }
    }

    /// [`Tail::push`] before the path or for a long run.
    #[inline(never)]
    fn push_long(&mut self, url: &[u8], from: usize) {
        if self.auth.is_none() {
            let at = from.saturating_sub(1);
            self.auth = memchr::memmem::find(&url[at..], b"//").map(|i| at + i + 2);
        }
        let piece = &url[from..];
        if let (Some(a), false) = (self.auth, self.path) {
            self.path = memchr::memchr(b'/', &url[a.max(from)..]).is_some();
        }
        let last = match piece.len() {
            0..=32 => piece.iter().rposition(|&b| b == b'/'),
            _ => memrchr(b'/', piece),
        };
        if let Some(i) = last {
            self.slash = Some(from + i);
        }
    }
}

/// The URL as cut visibly lacks something: a scheme with no host, a line
/// anchor `#L` with no number (or `#L636-L`, a range's end), a cut
/// `%XX` escape, or a `-`, `=`, `&`, `_`, `%` right after a letter or
/// digit (`java-`, `?id=`, `a=1&`, escaped `release\-`; a `=====` rule
/// is decoration). Not Proofpoint's rewritten links, whose query always
/// ends in an empty `&e=` (`https://urldefense.proofpoint.com/v2/url?u=
/// …&s=…&e=`, in every mail through a company that filters its mail:
/// the openbmc list read `…&e=netdump` with a quoted word under it); but
/// their third version until its closing `$` (`read::defense`).
#[inline]
pub(crate) fn incomplete(url: &[u8]) -> bool {
    let n = url.len();
    if crate::read::defense::unfinished(url) {
        return true;
    }
    // `://` with no host; `#L` a line anchor with no number yet.
    match url.last() {
        Some(b'/') if url.ends_with(b"://") => return true,
        Some(b'L') if url.ends_with(b"#L") || range_cut(url) => return true,
        Some(b'=') if url.ends_with(b"&e=") && crate::read::defense::rewritten(url) => {
            return false
        }
        _ => {}
    }
    if n >= 2 && url[n - 2] == b'%' && url[n - 1].is_ascii_hexdigit() {
        return true;
    }
    // (Escaped as the host format writes it, a troff `\-` or markdown
    // `\_`, §1.7.1, the character is the same.)
    if n < 2 || !matches!(url[n - 1], b'-' | b'=' | b'&' | b'_' | b'%') {
        return false;
    }
    match n >= 3 && url[n - 2] == b'\\' {
        true => url[n - 3].is_ascii_alphanumeric(),
        false => url[n - 2].is_ascii_alphanumeric(),
    }
}

/// `url` ends in a line range's `-L` with no number yet: `#L636-L`.
fn range_cut(url: &[u8]) -> bool {
    let Some(head) = url.strip_suffix(b"-L") else {
        return false;
    };
    let digits = head.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    digits > 0 && head[..head.len() - digits].ends_with(b"#L")
}

/// The last path segment ends in a file extension (`.xml`, `.tar.gz`).
pub(crate) fn extension(url: &[u8], tail: Tail) -> bool {
    let Some(slash) = tail.slash.filter(|&i| tail.path && i < url.len()) else {
        return false;
    };
    typed(&url[slash + 1..])
}

/// The name `seg` ends in a file type: a `.` and one to five letters or
/// digits, a letter first (`.xml`, `.gz`).
pub(crate) fn typed(seg: &[u8]) -> bool {
    // A type is short: only the name's last bytes are looked at.
    let seg = &seg[seg.len().saturating_sub(6)..];
    let Some(dot) = memrchr(b'.', seg) else {
        return false;
    };
    let ext = &seg[dot + 1..];
    (1..=5).contains(&ext.len())
        && ext[0].is_ascii_alphabetic()
        && ext.iter().all(u8::is_ascii_alphanumeric)
}

/// `url` is RFC 2397's `data:[<mediatype>];base64,<data>`: its first `,`
/// ends `;base64` (looked for in a bounded head, so each verdict costs
/// the same on a long URL).
pub(crate) fn base64(url: &[u8]) -> bool {
    let head = &url[..url.len().min(256)];
    head.len() >= 5
        && head[..5].eq_ignore_ascii_case(b"data:")
        && memchr(b',', head).is_some_and(|i| head[..=i].ends_with(b";base64,"))
}
