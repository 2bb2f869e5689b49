//! Comma-separated fields (SPEC §1.5): where a `,` ends a bare URL.
//!
//! §1.4 lets a URL run over `,` (`http://www.ynet.co.il/articles/0,7340,L-3023882,00.html`,
//! `/wiki/Washington,_D.C.`), and in prose a comma that ends a sentence's
//! clause is followed by a space, so trimming a final `,` is enough. Data
//! files write a comma between fields with no space, and a reader sees
//! where the field ends:
//!
//! - A URL right after a `,` starts a field, and ends at the next `,`:
//!   CSV quotes a field that holds a comma (RFC 4180 §2.6), so an
//!   unquoted one holds none. fivethirtyeight/data's `biopics.csv`
//!   (`…,Richard,http://www.imdb.com/title/tt0066730/,UK,1971,-,…`) and
//!   `next-bechdel/nextBechdel_crewGender.csv` ran every URL on into the
//!   next fields: 19,398 of the data audit's URLs. `data:` is exempt: its
//!   own `,` (RFC 2397) is no field's end.
//! - A `,` followed by a scheme and `://` ends a URL: a list of URLs, as
//!   a tweet's text ends in `https://t.co/…` before the next field's
//!   `https://twitter.com/…/status/…` (fivethirtyeight/data's
//!   `twitter-ratio/*.csv`), or gcloud's `--vpn-tunnels=https://…/vpn-tunnel1,https://…/vpn-tunnel2`.
//!
//! - A `,` in the host, followed by a word that ends there, ends a URL:
//!   no host name holds a comma (RFC 1738 §3.1), and a list of values
//!   writes one with none after it. Go's `GOPROXY` is a list of proxies
//!   and `direct` (`GOPROXY='https://proxy.golang.org,direct'`, the `go
//!   env` dump of every syzbot report: 35 invalid hosts in the kernel's
//!   mail archives). A comma for a dot that a path follows is a typo in
//!   the URL, kept (`http://www.alsa-project,org/cardinfo-db/`).
//!
//! A comma inside a URL that starts elsewhere, and not before `scheme://`,
//! stays (`fields-comma-in-path-kept`). A `(` before `scheme://` ends a
//! URL the same way: the second URL is in parentheses glued to the first,
//! as a pipermail page shows a link after its text
//! (`git://repo.or.cz/trakem2.git(http://repo.or.cz/trakem2.git)`);
//! `…/Foo_(bar)` keeps its brackets.
//!
//! And a URL at the end of a record is not continued on the next line
//! (SPEC §1.6.3) when both lines are records of one table: each starts
//! with a field and a `,` (no `"` or `://` in that field), both hold as
//! many commas outside quotes, and `T` is the next record's first fields, its first
//! with no URL structure (`/ ? # = & %`). fivethirtyeight/data's CSV
//! files had 29 such joins (`…/wiki/Tahiti` + `Taiwan,1051,809,AFC,…`,
//! `http://t.co/FjQfdCrfdT` + `636173679093747713,8/25/2015`); a URL
//! cut in prose goes on (`fields-prose-url-joined`).
//!
//! The same holds for a tab-separated table (`T` a row's whole first
//! field, as many tabs on both lines): this repository's own
//! `testdata/mail/expected.tsv` ran `mailto:mclow@mailhost2.csusm.edu`
//! on into the next row's file name.
//!
//! Nor is it continued when both lines are records of another kind,
//! each led by a field at the same column, after the same bytes:
//! - `key: value` records: `T` is a key and its colon (letters, digits,
//!   `.`, `_`, `-`) and the URL's line starts with a key, `: ` and the
//!   value. A Java properties dump (`java.vendor.url: http://java.oracle.com/`
//!   above `path.separator: :`, pasted into an ImageJ list's mail of
//!   January 2015), a YAML mapping, header fields: each line is an entry
//!   of its own. A key without a dot is a label already
//!   (`join::words::label`);
//!   the dotted one (`sun.font.fontmanager:`) could be a file name ending
//!   a sentence, so it needs the record beside it.
//! - stamped records: `T` has the shape of the URL's line's first field
//!   (every digit read as `0`, the rest as written), a shape with a
//!   digit and a separator and no letter but ISO 8601's `T` and `Z`: a
//!   log's time of day (`12:30:01 fetching http://…/` + `12:30:02 done`
//!   read `http://…/12`, the `:30:02` taken for a stack frame's
//!   position), a GitHub Actions log's `2025-11-22T11:51:33.9210655Z`
//!   (icalendar's `fuzz-testing-log.txt`), a date, a numbered list's
//!   `1.` + `2.`; or both are commit ids of one length, the lines of
//!   `git log --oneline` (`ccdf7fae3afa Merge git://…/bpf/bpf-next` above
//!   `30cf856a691f i40e: Allow changing FEC settings`, a pull request's
//!   log quoted on the linux-ext4 list).
//!
//! - calendar properties: `T`'s line is a content line of iCalendar or
//!   vCard (`X-LIC-LOCATION:Europe/London` under `TZURL:http://…/London`,
//!   `lines::unfold`), and the URL's line one too or a folded
//!   continuation: a content line never goes on at column 0, nor at the
//!   column an example is indented to (RFC 6350's `     TEL;…:tel:+1-555-…;ext=5555`
//!   over `     TEL;VALUE=uri;…`, icalendar's docstrings).
//!
//! - settings: `T` and the URL's line both start with `name=` (an INI,
//!   systemd or environment file), unless the URL looks cut.
//!
//! - rows aligned with blanks: `T` is the next row's first field, each
//!   line's first field at `T`'s column is followed by two blanks or
//!   more (or a tab) and more text, and the URL is in a later field.
//!   Netlify's `_redirects` (`/v2/examples/tree-view.html    https://…#tree`
//!   over `/v2/api/     /api/`, vuejs-translations/docs-zh-cn) joined a
//!   row's path to the URL above it; RFC 2150's `Lycos      - http://www.lycos.com/`
//!   over `AltaVista  - WWW and …` and RFC 2368's golden table in
//!   `testdata` (a row number under a URL ending its row, tabs between
//!   fields and a field fewer) gave the next row's name as an
//!   alternative. A program filling text never leaves such a gap inside
//!   a line.
//!
//! Rows: `fields-*` in `tests/data.rs`.

/// Whether the URL starting at `s` starts a comma-separated field (the
/// byte before is a `,`); `name` is its scheme.
#[inline]
pub(crate) fn starts_field(hay: &[u8], s: usize, name: &[u8]) -> bool {
    s > 0 && hay[s - 1] == b',' && !name.eq_ignore_ascii_case(b"data")
}

/// Whether the `,` at `hay[i]` ends the URL that starts at `s`: it is
/// in a field, a scheme and `://` follow, or it lists a word after a host
/// (module docs).
#[inline]
pub(crate) fn ends_at(hay: &[u8], s: usize, i: usize, limit: usize, field: bool) -> bool {
    if field {
        return true;
    }
    // (Most commas in a URL are a path's or a sentence's, a blank or no
    // letter after them: turned away by that byte.)
    let rest = &hay[i + 1..limit];
    rest.first().is_some_and(u8::is_ascii_alphanumeric)
        && (next_url(rest) || listed_after_host(&hay[s..i], rest))
}

/// `url` is still in its host, and `rest` starts with a word that ends
/// where no host or path goes on (`https://proxy.golang.org` + `direct'`).
#[cold]
fn listed_after_host(url: &[u8], rest: &[u8]) -> bool {
    let n = rest
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric())
        .count();
    let ends = rest
        .get(n)
        .is_none_or(|&c| c.is_ascii_whitespace() || b"'\"`)]}>;".contains(&c));
    // (`url` starts at its scheme: its colon is among the first bytes.)
    let colon = url.iter().take(20).position(|&c| c == b':');
    let host = colon.and_then(|p| url[p + 1..].strip_prefix(b"//"));
    ends && host.is_some_and(|h| {
        !h.is_empty() && memchr::memchr3(b'/', b'?', b'#', h).is_none() && !h.contains(&b'@')
    })
}

/// Whether the `(` at `hay[i]` ends the URL: a scheme and `://` follow.
#[inline]
pub(crate) fn opens_url(hay: &[u8], i: usize, limit: usize) -> bool {
    next_url(&hay[i + 1..limit])
}

/// Whether `rest` starts with a scheme name (a letter, then letters,
/// digits, `+ - .`; RFC 1738 §2.1) and `://`.
fn next_url(rest: &[u8]) -> bool {
    if !rest.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    // No scheme of §4 or §1.8.2 is longer than 16 (`git+https` is 9).
    let n = rest
        .iter()
        .take(17)
        .take_while(|&&c| crate::text::chars::is_scheme_char(c))
        .count();
    rest[n..].starts_with(b"://")
}

/// Whether `t`, the first token of the line `l2`, starts the next record
/// after the cut line `l1` (module docs): of a comma- or tab-separated
/// table, of `key: value` or stamped lines, or, when the URL does not
/// look cut (`cut`: a query's `?q=` ⏎ `v=1` goes on), of settings.
pub(crate) fn next_record(l1: &[u8], l2: &[u8], t: &[u8], cut: bool) -> bool {
    records(l1, l2, t)
        || keyed(l1, l2, t)
        || (!cut && assigned(l1, l2, t))
        || property(l1, l2, t)
        || aligned_rows(l1, l2, t)
}

/// Whether `l1` and `l2` are rows of a table aligned with blanks: each
/// starts with a field at `T`'s column, then a gap of two blanks or more
/// (or a tab) and more fields, the URL in a later one (module docs).
fn aligned_rows(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    // A field, then a gap: two blanks, or a tab.
    let gap_after = |f: &[u8]| f.get(..2).is_some_and(|g| g == b"  ") || f.first() == Some(&b'\t');
    let more = |rest: &[u8]| gap_after(rest) && !rest.trim_ascii().is_empty();
    // (`T`'s gap first: most `T`s end their line or a word of prose.)
    if !l2.get(offset(l2, t) + t.len()..).is_some_and(more) {
        return false;
    }
    let Some(at) = column(l1, l2, t) else {
        return false;
    };
    let own = &l1[at..];
    let lead = own
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(own.len());
    lead > 0 && !own[..lead].windows(3).any(|w| w == b"://") && more(&own[lead..])
}

/// Whether `l2` is a calendar's next content line under `l1`, a content
/// line or a folded continuation (module docs).
fn property(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    let at_start = |l1: &[u8], l2: &[u8]| content_line(l2) && (continued(l1) || content_line(l1));
    // Or at `T`'s column: an RFC indents its vCard examples (RFC 6350
    // §6.4.1's `     TEL;PID=1.1;VALUE=uri:tel:+1-555-555-5555`).
    at_start(l1, l2)
        || (t.first().is_some_and(u8::is_ascii_uppercase)
            && column(l1, l2, t).is_some_and(|at| at > 0 && at_start(&l1[at..], &l2[at..])))
}

/// A content line's folded continuation: one space, then text.
pub(crate) fn continued(l: &[u8]) -> bool {
    l.first() == Some(&b' ') && l.get(1).is_some_and(|c| !c.is_ascii_whitespace())
}

/// A content line's first line: a name in capitals, digits and `-`, then
/// `;` or `:` glued to the value.
pub(crate) fn content_line(l: &[u8]) -> bool {
    let name = l
        .iter()
        .take_while(|&&c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == b'-')
        .count();
    name >= 2
        && l[0].is_ascii_uppercase()
        && match l.get(name) {
            Some(b';') => true,
            Some(b':') => l.get(name + 1).is_some_and(|c| !c.is_ascii_whitespace()),
            _ => false,
        }
}

/// Whether the cut line `l1` and the next line `l2`, whose first token is
/// `t`, are records of one comma-separated table (module docs).
fn records(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    let starts = |l: &[u8]| {
        memchr::memchr(b',', l).is_some_and(|n| {
            n <= 64 && !l[..n].contains(&b'"') && !l[..n].windows(3).any(|w| w == b"://")
        })
    };
    // (A quoted field's commas are no separators: RFC 4180 §2.6.)
    let commas = |l: &[u8]| {
        let mut quoted = false;
        l.iter()
            .filter(|&&c| {
                quoted ^= c == b'"';
                c == b',' && !quoted
            })
            .count()
    };
    let first =
        memchr::memchr(b',', t).is_some_and(|n| !t[..n].iter().any(|c| b"/?#=&%".contains(c)));
    (first && starts(l1) && starts(l2) && commas(l1) == commas(l2)) || tab_records(l1, l2, t)
}

/// The same for a tab-separated table, whose fields hold no white space
/// `T` could run over: `T` is the next row's whole first field.
fn tab_records(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    let first = |l: &[u8]| {
        memchr::memchr(b'\t', l)
            .is_some_and(|n| n > 0 && n <= 64 && !l[..n].windows(3).any(|w| w == b"://"))
    };
    let tabs = |l: &[u8]| memchr::memchr_iter(b'\t', l).count();
    l2.starts_with(t)
        && l2.get(t.len()) == Some(&b'\t')
        && !t.iter().any(|c| b"/?#=&%".contains(c))
        && first(l1)
        && tabs(l1) == tabs(l2)
}

/// Whether `t`, the first token of the line `l2`, leads a record as the
/// cut line `l1`'s first field does, at the same column after the same
/// bytes: a key and its colon, or a stamp of the same shape (module
/// docs).
fn keyed(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    let Some(at) = column(l1, l2, t) else {
        return false;
    };
    let own = &l1[at..];
    let lead = &own[..own
        .iter()
        .position(u8::is_ascii_whitespace)
        .unwrap_or(own.len())];
    if lead.len() < 2 || lead.len() > 64 || own.len() == lead.len() {
        return false;
    }
    match (t.strip_suffix(b":"), lead.strip_suffix(b":")) {
        (Some(name), Some(own_name)) => key(name) && key(own_name),
        _ => (stamp(lead) && shape(lead).eq(shape(t))) || commit_ids(lead, t),
    }
}

/// Two abbreviated commit ids of one length (7 to 40 hex digits): the
/// lines of `git log --oneline`, each a commit of its own.
fn commit_ids(lead: &[u8], t: &[u8]) -> bool {
    use crate::text::chars::short_id;
    lead.len() == t.len() && short_id(lead) && short_id(t)
}

/// Whether `t`, the first token of the line `l2`, and the cut line `l1`
/// both start with `name=` at one column after the same bytes: lines of
/// an INI, systemd or environment file (`Documentation=https://…/` above
/// `After=syslog.target`), each a setting of its own.
fn assigned(l1: &[u8], l2: &[u8], t: &[u8]) -> bool {
    let Some(at) = column(l1, l2, t) else {
        return false;
    };
    let setting = |f: &[u8]| {
        f.iter()
            .take(64)
            .position(|&c| c == b'=')
            .is_some_and(|k| key(&f[..k]))
    };
    setting(t) && setting(&l1[at..])
}

/// Where `t` starts in `l2` (a slice of it, as the join reads lines),
/// when `l1` has the same bytes before that column.
fn column(l1: &[u8], l2: &[u8], t: &[u8]) -> Option<usize> {
    let at = offset(l2, t);
    (at <= l2.len() && at <= l1.len() && l1[..at] == l2[..at]).then_some(at)
}

/// Where `t`, a slice of `l2`, starts in it (past its end when it is not
/// in `l2`).
fn offset(l2: &[u8], t: &[u8]) -> usize {
    (t.as_ptr() as usize).wrapping_sub(l2.as_ptr() as usize)
}

/// A field name: a letter, then letters, digits, `.`, `_`, `-`.
fn key(k: &[u8]) -> bool {
    k.first().is_some_and(u8::is_ascii_alphabetic)
        && k.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'-'))
}

/// A field with a digit and a separator (no letter): a time, a date, a
/// list number.
fn stamp(f: &[u8]) -> bool {
    // (ISO 8601's `T` and `Z`: `2025-11-22T11:51:33.9210655Z`, every
    // line of a GitHub Actions log.)
    f.iter().any(u8::is_ascii_digit)
        && f.iter().any(|c| !c.is_ascii_alphanumeric())
        && !f
            .iter()
            .any(|&c| c.is_ascii_alphabetic() && c != b'T' && c != b'Z')
}

/// `f` with every digit read as `0`.
fn shape(f: &[u8]) -> impl Iterator<Item = u8> + '_ {
    f.iter().map(|&c| if c.is_ascii_digit() { b'0' } else { c })
}

#[cfg(test)]
mod tests {
    use super::keyed;

    /// `T` (a slice of `l2`) and the URL's line must both be `key:` records
    /// at one column after the same bytes.
    #[test]
    fn keyed_needs_both_records() {
        let check = |l1: &[u8], l2: &[u8], t_len: usize| {
            let at = l2.iter().position(u8::is_ascii_alphanumeric).unwrap();
            keyed(l1, l2, &l2[at..at + t_len])
        };
        assert!(check(
            b"  java.vendor.url: http://j.example/",
            b"  path.separator: :",
            15
        ));
        assert!(check(b"> url: http://j.example/", b"> a.b: c", 4));
        // Another column, or other bytes before it.
        assert!(!check(
            b"java.vendor.url: http://j.example/",
            b"  path.separator: :",
            15
        ));
        assert!(!check(b"> url: http://j.example/", b"| a.b: c", 4));
        // The URL's line is prose, or `T` no key.
        assert!(!check(b"see http://j.example/", b"index.html: read it", 11));
        assert!(!check(b"  url: http://j.example/", b"  a/b: c", 4));
        assert!(!check(b"  url:http://j.example/", b"  a.b: c", 4));
        // `T` not a slice of `l2`: no column to compare.
        assert!(!keyed(b"  url: http://j.example/", b"  a.b: c", b"a.b:"));
        // `git log --oneline`: commit ids of one length.
        assert!(check(
            b"ccdf7fae3afa Merge git://g.example/bpf-next",
            b"30cf856a691f i40e: Allow changing FEC settings",
            12
        ));
        assert!(!check(
            b"ccdf7fae3afa Merge git://g.example/bpf-next",
            b"30cf856a69 i40e: Allow changing FEC settings",
            10
        ));
        // Stamps of one shape: a log's times, a list's numbers.
        assert!(check(
            b"12:30:01 get http://j.example/",
            b"12:30:02 done",
            8
        ));
        assert!(check(
            b"2024-04-01 get http://j.example/",
            b"2024-04-02 done",
            10
        ));
        assert!(check(b"1. see http://j.example/", b"2. foo/bar", 2));
        assert!(!check(b"12:30:01 get http://j.example/", b"12:30 done", 5));
        assert!(!check(b"v1.2 see http://j.example/", b"v1.3 foo", 4));
        assert!(!check(b"http://j.example/", b"12:30:02 done", 8));
    }
}
