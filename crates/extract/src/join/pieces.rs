//! The runs of a bare URL joined over lines (SPEC §1.6.3, the
//! `continuation` module): what they read as once concatenated, and
//! where their hyphen breaks (§1.3.3) are.

use std::borrow::Cow;

use crate::read::bare;

/// The URL the runs `pieces` spell, trimmed by §1.4's rules; the input
/// offset its last byte ends at; and how many runs it still reaches.
/// `raw` is their bytes when already concatenated (`continuation::Joined::url`), or
/// empty.
pub(crate) fn reading(
    hay: &[u8],
    pieces: &[(usize, usize)],
    mut raw: Vec<u8>,
) -> (Vec<u8>, usize, usize) {
    if raw.is_empty() {
        raw.reserve_exact(pieces.iter().map(|p| p.1 - p.0).sum());
        for &(a, b) in pieces {
            raw.extend_from_slice(&hay[a..b]);
        }
    }
    // The joined runs read as one bare URL: escapes, entities, trimming.
    let b = bare::read(&raw, 0, raw.len());
    let (read, url) = match b.url {
        // Nothing decoded: the URL is the start of `raw`, kept as it is.
        Cow::Borrowed(u) => (b.end, Err(u.len())),
        Cow::Owned(u) => (b.end, Ok(u)),
    };
    let url = url.unwrap_or_else(|n| {
        raw.truncate(n);
        raw
    });
    let (mut left, mut kept, mut end) = (read, 0, pieces[0].0);
    for &(a, b) in pieces {
        if left == 0 {
            break;
        }
        let n = left.min(b - a);
        (left, kept, end) = (left - n, kept + 1, a + n);
    }
    (url, end, kept.max(1))
}

/// Offsets in `url` (read from the runs `pieces`) of each `-` a joined
/// line ended with: hyphen breaks (§1.3.3), both readings reported.
/// Offsets are those of the raw runs: where escapes were read, the
/// hyphens are simply kept.
pub(crate) fn hyphens(hay: &[u8], pieces: &[(usize, usize)], url: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = pieces[0].1 - pieces[0].0;
    for w in pieces.windows(2) {
        let (before, (a, b)) = (w[0].1, w[1]);
        // (After a `\` fold the hyphen is the URL's own: no break.)
        // (Nor in a string literal, `literals`: the quote is the break.)
        // (The URL's byte first: most lines end in no `-`.)
        if url.get(at.wrapping_sub(1)) == Some(&b'-')
            && hay[a - 1] != b'\\'
            && !matches!(hay[before], b'\\' | b'"' | b'\'')
        {
            if out.is_empty() {
                out.reserve_exact(pieces.len() - 1); // not regrown per line
            }
            out.push(at - 1);
        }
        at += b - a;
    }
    if at < url.len() {
        out.clear();
    }
    out
}
