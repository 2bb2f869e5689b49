//! Lines a tool writes as records of their own (SPEC §1.6.3's "not
//! prose", read for output): `T`'s line is never a broken URL's rest when
//! its shape is one of these, whatever the widths say. Each was a join in
//! a real mailing-list archive:
//!
//! - a diffstat line, `T` a path and then ` | 49 +++---` (or ` | Bin`):
//!   `git format-patch` writes it under the links of a cover letter
//!   (`https://patchwork.ozlabs.org/…/` over ` testcases/…/swapon03.c |
//!   49 ++++`, the LTP list);
//! - a commit citation, an abbreviated hash and then ` ("subject")`
//!   (`91e6a95b7 ("clone08: convert to new LTP API")` under a wiki URL,
//!   the LTP list): the kernel's form for naming a commit;
//! - a log line stamped with an ISO 8601 date and time (`2021-11-04T07:12:04.5788989Z
//!   (110/114) Installing: …` under a GitHub Actions run's URL, the LTP
//!   list), unless the URL looks cut (`?since=` goes on with a stamp);
//! - a caption, a capitalised name or a version number and words ending
//!   in `:` (`Juno-r2 lava log 1:` under a report's `…/history/`, the LTP
//!   list; `2.9.0 Development & patches:` under `ftp://…/lynx/`, the
//!   blinux list; `v2 discussion:` under a cover letter's `v1
//!   discussion:` link, the selinux list): the label of what comes next;
//! - a changelog's entry, a patch's version and ` - ` (`v2 - fix commit
//!   messages and rebase …` under the `…/log/?h=kvm-arm64/pmu/reset-values`
//!   the patch is based on, the kvmarm list; `V2 - Incorporated feedback…`
//!   under `V1 - https://lore…/`, linux-security-module) or words with no
//!   path (`v2 per-task io boost` under the link of `v1 per-task io
//!   boost`, the io-uring list), or the version and its colon alone
//!   (`v6:`). The version alone (`v6`, a changelog's heading over
//!   `- Update commit message.`) may also be a path's last
//!   segment (`…/tag/` ⏎ `v6`): both readings, the cut first
//!   (`verdict`);
//! - a table's row, `T` and fields set apart by runs of blanks
//!   (`115     Yes   INFO: rcu detected stall…` under a syzbot report's
//!   `…/bug?extid=c4521ac872a4ccc3afec`, the b.a.t.m.a.n list), when the
//!   URL does not look cut: prose is never laid out in columns;
//! - a command to the kernel's regression tracker, `#regzbot …`, which
//!   its reports put under the bug's URL (`…/show_bug.cgi?id=217026` over
//!   `#regzbot introduced: …`, the platform-driver-x86 list);
//! - a signature, `~` and a name alone on the line (`~Kyle` under
//!   `https://t.me/stormux_chat`, the blinux list), under a URL that does
//!   not end in `/` (after one, `~user` is a home directory's path);
//! - the ref a pull request names after its repository (`git
//!   request-pull`'s `URL tags/…`, wrapped); and any ref after a
//!   repository on the git protocol that looks whole (a name ending in
//!   a letter or digit): `git pull`'s two arguments (`"git://git.kernel.dk/
//!   linux-block` ⏎ `io_uring-5.14"`, the io-uring list; Ubuntu's mainline
//!   builds' `…/+git/mainline-crack` ⏎ `cod/mainline/v5.10.1`, the
//!   linux-bluetooth list). A name cut inside a word reads the same, so
//!   there the joined reading is the alternative (`verdict`); a rest
//!   ending in `.git` is the name's (`…/lin` ⏎ `ux.git`);
//! - a Bugzilla attachment's description under its link;
//! - a file's absolute path under a URL with a path that looks whole (no
//!   final `/`): `/builds/robherring/linux-dt-` under a checker's `from
//!   schema $id: http://devicetree.org/meta-schemas/core.yaml#` (the
//!   linux-stm32 list), `/usr/share/doc/python/faq/extending.html` under
//!   `http://docs.python.org/extending/extending.html` (python3-config(1)).
//!   The path starts at a file system's root directory (`/usr/`,
//!   `/home/`, `/builds/`…), which no web path is cut before.
//!
//! - anything but the archive's own pages (`T/`, `t/`, `raw`, `t.mbox.gz`,
//!   `#…`) under a message's link on lore, whose message id and `/` end
//!   it (`https://lore.kernel.org/all/CAHk-=wghMm…@mail.gmail.com/` over
//!   `mm/vma/whatever.c :) would…`, nvdimm; `…@mail.gmail.com/` over a
//!   changelog's `2/3:`, linux-pm; `…-1-nathan@kernel.org/` over
//!   `clang-13 and sanitizer coverage…`, clang-built-linux): lore serves
//!   no other path there;
//! - a git diff's header, `diff --git a/… b/…`, which a patch puts at
//!   a line's start even under a URL that looks cut (`…/?series=&…&
//!   archive=` ⏎ `diff --git a/Documentation/…`, a patch quoting a
//!   patchwork link on the platform-driver-x86 list).
//!
//! Rows: `records-*` in `tests/real_rows.rs`, with their negatives.

use crate::text::chars::{hex_id, iso_date, short_id};

/// Whether `T` (`t`) and the rest of its line (`rest`) are a record of
/// its own under the URL `url` (module docs); `cut`: the URL is visibly
/// cut.
#[inline]
pub(crate) fn own_line(url: &[u8], t: &[u8], rest: &[u8], cut: bool) -> bool {
    // (Asked at every break a verdict reads: each shape is turned away by
    // its first byte or two before it is read.)
    let r0 = rest.first().copied();
    match t[0] {
        b'/' if file_path(url, t) => return true,
        b't' | b'r' | b'h' if git_ref(url, t) => return true,
        b'0'..=b'9' if !cut && stamped(t) => return true,
        b'A'..=b'Z' | b'0'..=b'9' | b'v' if r0 == Some(b' ') && caption(t, rest) => return true,
        b'v' | b'V' if r0 == Some(b' ') && changelog(t, rest) => return true,
        b'v' | b'V' if t.ends_with(b":") && version_alone(&t[..t.len() - 1], rest) => return true,
        b'~' if signature(url, t, rest) => return true,
        b'#' if t.eq_ignore_ascii_case(b"#regzbot") => return true,
        b'd' if t == b"diff" && rest.starts_with(b" --git ") => return true,
        _ => {}
    }
    (r0 == Some(b' ') && (diffstat(rest) || citation(t, rest) || (!cut && table_row(rest))))
        || bugzilla_attachment(url)
        || (url.last() == Some(&b'/') && lore_message(url, t))
}

/// `url` is a message's link on lore ending in its message id and `/`,
/// and `t` none of the archive's own pages (module docs).
#[cold]
fn lore_message(url: &[u8], t: &[u8]) -> bool {
    const PAGES: &[&[u8]] = &[b"T/", b"t/", b"raw", b"t.mbox", b"t.atom", b"#"];
    let Some(rest) = url
        .strip_prefix(b"https://lore.kernel.org/")
        .or_else(|| url.strip_prefix(b"https://patch.msgid.link/"))
    else {
        return false;
    };
    // (`rest` ends in the `/` the caller saw, unless it is empty.)
    let id = rest
        .strip_suffix(b"/")
        .and_then(|r| r.rsplit(|&c| c == b'/').next());
    id.is_some_and(|id| id.contains(&b'@'))
        && !PAGES.iter().any(|p| t.starts_with(p))
        && !matches!(t, b"T" | b"t")
}

/// `t` is a file's absolute path and `url` a URL with a path that does
/// not end in `/` (module docs).
fn file_path(url: &[u8], t: &[u8]) -> bool {
    const ROOTS: &[&[u8]] = &[
        b"/builds/",
        b"/home/",
        b"/usr/",
        b"/tmp/",
        b"/var/",
        b"/opt/",
        b"/etc/",
        b"/srv/",
        b"/mnt/",
        b"/root/",
        b"/proc/",
        b"/sys/",
        b"/dev/",
    ];
    if url.ends_with(b"/") || !ROOTS.iter().any(|r| t.starts_with(r)) {
        return false;
    }
    memchr::memmem::find(url, b"://").is_some_and(|i| memchr::memchr(b'/', &url[i + 3..]).is_some())
}

/// `T` is the ref a pull request names after its repository's URL (`git
/// request-pull`'s `URL tags/for-6.4/dm-changes`, wrapped on the
/// dm-devel list): an argument of its own. A URL ending in `/` may still
/// go on with a path (`…/releases/` + `tags/v1`).
fn git_ref(url: &[u8], t: &[u8]) -> bool {
    [&b"tags/"[..], b"refs/", b"heads/"]
        .iter()
        .any(|p| t.starts_with(p))
        && !url.ends_with(b"/")
        && (url.starts_with(b"git://")
            || url.ends_with(b".git")
            || memchr::memmem::find(url, b"/git/").is_some())
}

/// `T` (`t`) may be a ref after `url`, a repository's URL on the git
/// protocol with a path, whose name ends in a letter or digit (module
/// docs): no path, query or file type of its own.
pub(crate) fn ref_after_repository(url: &[u8], t: &[u8]) -> bool {
    url.len() > 6
        && url[..6].eq_ignore_ascii_case(b"git://")
        && url.last().is_some_and(u8::is_ascii_alphanumeric)
        && memchr::memchr(b'/', &url[6..]).is_some()
        && t.first().is_some_and(u8::is_ascii_alphanumeric)
        && !t.iter().any(|c| b"?#=&%".contains(c))
        && !t.ends_with(b".git")
        && memchr::memmem::find(t, b".git/").is_none()
}

/// `U` is a Bugzilla attachment's link (`…/attachment.cgi?id=299377&
/// action=edit`, or `diff`), which its mail puts above the attachment's
/// description (`out.c`, the f2fs list's bug mail): whole, and the next
/// line is the description.
#[inline]
fn bugzilla_attachment(url: &[u8]) -> bool {
    (url.ends_with(b"&action=edit") || url.ends_with(b"&action=diff"))
        && memchr::memmem::find(url, b"/attachment.cgi?id=").is_some()
}

/// ` | 49 ++++-----`, ` | 2 +-`, ` | Bin 0 -> 1234 bytes`.
fn diffstat(rest: &[u8]) -> bool {
    let Some(r) = rest.trim_ascii_start().strip_prefix(b"|") else {
        return false;
    };
    let r = r.trim_ascii_start();
    if r.starts_with(b"Bin ") {
        return true;
    }
    let digits = r.iter().take_while(|c| c.is_ascii_digit()).count();
    digits > 0 && {
        let signs = r[digits..].trim_ascii();
        signs.iter().all(|&c| c == b'+' || c == b'-')
    }
}

/// `91e6a95b7 ("subject")`: an abbreviated commit id, then ` ("`.
fn citation(t: &[u8], rest: &[u8]) -> bool {
    short_id(t) && rest.starts_with(b" (\"")
}

/// `t` is an abbreviated commit id (7 to 40 hex digits), its line goes
/// on after a blank with a subject, and the line `above` the URL's (its
/// quote markers aside) starts with an id as long: lines of `git log
/// --oneline`.
pub(crate) fn oneline(above: &[u8], t: &[u8], rest: &[u8]) -> bool {
    let lead = above.trim_ascii_start();
    let lead = &lead[lead.iter().take_while(|&&c| c == b'>' || c == b' ').count()..];
    short_id(t)
        && rest.first() == Some(&b' ')
        && rest
            .trim_ascii_start()
            .first()
            .is_some_and(u8::is_ascii_alphabetic)
        && lead.len() > t.len()
        && lead[t.len()] == b' '
        && hex_id(&lead[..t.len()])
}

/// `t` is a whole commit id (40 or 64 hex digits; 7 or more before a
/// closing bracket), a closing bracket or punctuation after it: the
/// next field after a repository's name (`verdict`'s `HexRun`).
pub(crate) fn commit_id(t: &[u8]) -> bool {
    let n = t.iter().take_while(|c| c.is_ascii_hexdigit()).count();
    let rest = &t[n..];
    // An abbreviated one closes the bracket it was cited in
    // (`(https://github.com/microsoft/RP2040MacropadHidSample` ⏎ `1d6c3ad)`,
    // a comment of a patch on the platform-driver-x86 list).
    let whole =
        n == 40 || n == 64 || ((7..40).contains(&n) && matches!(rest.first(), Some(b')' | b']')));
    whole && hex_id(&t[..n]) && rest.iter().all(|c| b")]}>,.;:'\"".contains(c))
}

/// `url` is a repository's root on a forge, `scheme://host/owner/name/`:
/// two path segments and the `/` after them.
pub(crate) fn repo_root(url: &[u8]) -> bool {
    let Some(i) = memchr::memmem::find(url, b"://") else {
        return false;
    };
    let mut segments = url[i + 3..].split(|&c| c == b'/');
    segments.next().is_some_and(|h| h.contains(&b'.'))
        && segments.next().is_some_and(|o| !o.is_empty())
        && segments.next().is_some_and(|n| !n.is_empty())
        && segments.next() == Some(&b""[..])
        && segments.next().is_none()
}

/// `2021-11-04T07:12:04…`: a date, `T` and a time of day.
fn stamped(t: &[u8]) -> bool {
    iso_date(t)
        && t.len() >= 16
        && t[10] == b'T'
        && t[13] == b':'
        && [11, 12, 14, 15].iter().all(|&i| t[i].is_ascii_digit())
}

/// `v2 - fix …`: a patch's version, then ` - ` or ` -- ` and words, or
/// words with no path (`v2 per-task io boost`).
fn changelog(t: &[u8], rest: &[u8]) -> bool {
    let words = || rest.get(1).is_some_and(u8::is_ascii_alphabetic) && !rest.contains(&b'/');
    patch_version(t) && (rest.starts_with(b" - ") || rest.starts_with(b" -- ") || words())
}

/// `T` is a patch's version alone on its line (module docs).
pub(crate) fn version_alone(t: &[u8], rest: &[u8]) -> bool {
    patch_version(t) && rest.trim_ascii().is_empty()
}

/// `v2`, `v10`, `V2`: a patch series' version.
fn patch_version(t: &[u8]) -> bool {
    t.len() > 1 && (t[0] | 0x20) == b'v' && t[1..].iter().all(u8::is_ascii_digit)
}

/// `Juno-r2 lava log 1:`: `T` starts with a capital and has no URL
/// structure but `-`, or is a version (`2.9.0`, a patch's `v2`), and its
/// line is words ending in `:`.
fn caption(t: &[u8], rest: &[u8]) -> bool {
    let version = || {
        (t.iter().all(|&c| c.is_ascii_digit() || c == b'.') && t.contains(&b'.'))
            || patch_version(t)
    };
    let name =
        || t[0].is_ascii_uppercase() && t.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'-');
    rest.first() == Some(&b' ')
        && rest.trim_ascii_end().ends_with(b":")
        && (name() || version())
        && !rest.contains(&b'/')
}

/// ` 5 spaces  Yes   INFO: …`: the rest of `T`'s line opens with a run
/// of blanks and holds another, fields of a table.
fn table_row(rest: &[u8]) -> bool {
    let runs = |r: &[u8]| r.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    let first = runs(rest);
    if first < 3 {
        return false;
    }
    let after = &rest[first..];
    after
        .iter()
        .position(|&c| c == b' ' || c == b'\t')
        .is_some_and(|i| runs(&after[i..]) >= 3)
}

/// `~Kyle`: `~`, a capitalised name, nothing after it on the line, under
/// a URL that does not end in `/`.
fn signature(url: &[u8], t: &[u8], rest: &[u8]) -> bool {
    t.len() > 2
        && t[1].is_ascii_uppercase()
        && t[1..].iter().all(u8::is_ascii_alphabetic)
        && rest.trim_ascii().is_empty()
        && !url.ends_with(b"/")
}

#[cfg(test)]
mod tests {
    use super::own_line;

    #[test]
    fn shapes() {
        let own = |t: &str, rest: &str| {
            own_line(b"https://a.example/x", t.as_bytes(), rest.as_bytes(), false)
        };
        assert!(own("a/b.c", " | 49 ++++++++++++---------"));
        assert!(own("a/b.png", " | Bin 0 -> 1234 bytes"));
        assert!(!own("a/b.c", " | see the table"));
        assert!(own("91e6a95b7", " (\"clone08: convert to new LTP API\")"));
        assert!(!own("deadbeef", " (\"x\")"), "no digit: a word");
        assert!(own("2021-11-04T07:12:04.5788989Z", " (110/114) Installing"));
        let cut = |t: &[u8]| own_line(b"https://a.example/log?since=", t, b"", true);
        assert!(!cut(b"2021-11-04T07:12:04Z"), "a cut query goes on");
        assert!(own("Juno-r2", " lava log 1:"));
        assert!(!own("index.html", " for the following:"));
        assert!(!own("Juno-r2", " see http://a.example/x:"));
        assert!(own("/usr/share/doc/python/faq/extending.html", ""));
        assert!(own("2.9.0", " Development & patches:"));
        assert!(!own("2", " Development & patches:"), "a number alone");
        assert!(own(
            "115",
            "     Yes   INFO: rcu detected stall in batadv_nc_worker (3)"
        ));
        assert!(!own("115", "     Yes"), "one run: no table");
        assert!(!own("115", " Yes   INFO"), "a blank: prose");
        assert!(own("~Kyle", ""));
        assert!(own("#regzbot", " introduced: v6.1..v6.2"));
        assert!(!own("#regz", " introduced"));
        assert!(!own("~kyle", ""), "a user's directory");
        assert!(!own_line(b"https://a.example/", b"~Kyle", b"", false));
        let under = |url: &[u8], t: &[u8]| own_line(url, t, b"", false);
        assert!(
            !under(b"http://ftp.example.org", b"/usr/share/x"),
            "a host's path"
        );
        assert!(!under(b"http://a.example/pub/", b"/usr/x"), "after a `/`");
        assert!(
            !under(b"http://a.example/x", b"/pub/x"),
            "no root directory"
        );
    }
}
