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
//! A comma inside a URL that starts elsewhere, and not before `scheme://`,
//! stays (`fields-comma-in-path-kept`). Rows: `fields-*` in
//! `tests/data.rs`.

/// Whether the URL starting at `s` starts a comma-separated field (the
/// byte before is a `,`); `name` is its scheme.
#[inline]
pub(crate) fn starts_field(hay: &[u8], s: usize, name: &[u8]) -> bool {
    s > 0 && hay[s - 1] == b',' && !name.eq_ignore_ascii_case(b"data")
}

/// Whether the `,` at `hay[i]` ends the URL: it is in a field, or a
/// scheme and `://` follow.
#[inline]
pub(crate) fn ends_at(hay: &[u8], i: usize, limit: usize, field: bool) -> bool {
    field || next_url(&hay[i + 1..limit])
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
        .take_while(|&&c| crate::chars::is_scheme_char(c))
        .count();
    rest[n..].starts_with(b"://")
}
