//! Links a mail filter rewrote (SPEC §1.4): Proofpoint's URL Defense
//! wraps every link of a company's mail in its own (`https://urldefense.
//! proofpoint.com/v2/url?u=…&d=…&c=…&r=…&m=…&s=…&e=`), whose query always
//! ends in an empty `e` parameter. Read here: that empty `&e=` is the
//! link's end (`join::tail`: no cut URL; `bare`: a word glued to it is
//! text).
//!
//! Its third version (`https://urldefense.com/v3/__<link>__;<chars>!!
//! <ids>!<signature>$`) always ends in a `$`: one without it is cut
//! (`join::tail::incomplete`), whatever its last piece looks like. Its
//! lines are cut anywhere, in the link or in the ids (`…/pipewire/pi` ⏎
//! `pewir` ⏎ `e/-` ⏎ `/commit/…__;!!KZTd…`, io-uring; `…/patch/__;!` ⏎
//! `!A3Ni8…` ⏎ `4aQ2…-xmX_4-e$`, alsa-devel), and a reader reads on to the
//! `$`.

/// `url` is a link rewritten by Proofpoint's URL Defense (v2), whose
/// query ends in `&e=`.
#[cold]
pub(crate) fn rewritten(url: &[u8]) -> bool {
    let host = url.splitn(4, |&c| c == b'/').nth(2).unwrap_or_default();
    host.eq_ignore_ascii_case(b"urldefense.proofpoint.com")
        || host.eq_ignore_ascii_case(b"urldefense.com")
        || host.eq_ignore_ascii_case(b"urldefense.us")
}

/// Where a Proofpoint v2 link really ends when a word is glued to its
/// empty `&e=`: its newline was lost, as in a syzbot report a company's
/// filter rewrote (`…&e=start commit:   0011572c Merge…`, `…&e=console
/// output:`, the linux-raid list). The `e` parameter of a v2 link is
/// always empty, so what follows it is text (SPEC §1.4: the URL a
/// careful reader sees). The length up to and with the `=`.
#[inline]
pub(crate) fn rewritten_end(url: &[u8]) -> Option<usize> {
    // (Most URLs are turned away by their first bytes.)
    if url.len() < 24
        || url[8] | 0x20 != b'u'
        || !url[..18].eq_ignore_ascii_case(b"https://urldefense")
    {
        return None;
    }
    let e = memchr::memmem::rfind(url, b"&e=")? + 3;
    let word = &url[e..];
    (!word.is_empty()
        && word.iter().all(u8::is_ascii_alphanumeric)
        && memchr::memmem::find(url, b"/v2/url?").is_some()
        && rewritten(url))
    .then_some(e)
}

/// `url` is a URL Defense v3 link without the `$` that ends every one
/// (module docs): a line break cut it.
#[inline]
pub(crate) fn unfinished(url: &[u8]) -> bool {
    url.last() != Some(&b'$') && third(url)
}

/// `url` is a URL Defense v3 link ended by its `$`: what follows on the
/// next line is text (`…-xmX_4-e$` ⏎ `>=20`, a quoted-printable body's
/// encoded blank read as plain text, alsa-devel).
#[inline]
pub(crate) fn finished(url: &[u8]) -> bool {
    url.last() == Some(&b'$') && third(url)
}

/// `url` starts as a URL Defense v3 link does.
#[inline]
fn third(url: &[u8]) -> bool {
    // (Most URLs are turned away by their length or ninth byte.)
    url.len() > 28
        && url[8] | 0x20 == b'u'
        && (url[..28].eq_ignore_ascii_case(b"https://urldefense.com/v3/__")
            || url[..27].eq_ignore_ascii_case(b"https://urldefense.us/v3/__"))
}
