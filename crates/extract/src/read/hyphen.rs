//! Hyphen breaks (SPEC §1.3.3): which reading is primary, and the
//! alternatives; and the typographic hyphenation a renderer adds.
//!
//! A line that ends in U+2010 HYPHEN or U+00AD SOFT HYPHEN glued to a
//! URL was hyphenated by a typesetter, not by the URL's writer: groff
//! renders a man page's `<https://translationproject.org/team/>` as
//! `<https://transla‐` ⏎ `tionproject.org/team/>`, and a URL's own hyphen
//! is always ASCII `-`. The hyphen and the break are dropped, one reading,
//! no alternative (`hyphenation`); a soft hyphen is invisible wherever it
//! stands inside a wrapper.

use rfc1738::Url;

/// The byte length of a typographic hyphen at `hay[i..]`: U+2010
/// (`E2 80 90`) or U+00AD (`C2 AD`).
#[inline]
pub(crate) fn typographic(hay: &[u8], i: usize) -> Option<usize> {
    match hay.get(i..i + 2)? {
        [0xc2, 0xad] => Some(2),
        [0xe2, 0x80] if hay.get(i + 2) == Some(&0x90) => Some(3),
        _ => None,
    }
}

/// The length of the hyphenation at `i`: a typographic hyphen followed
/// by blanks and a line end (before `limit`), or a soft hyphen anywhere
/// when `soft_anywhere`.
#[inline]
pub(crate) fn hyphenation(
    hay: &[u8],
    i: usize,
    limit: usize,
    soft_anywhere: bool,
) -> Option<usize> {
    // Most bytes here are a line feed or ASCII: one test.
    if !matches!(hay.get(i), Some(0xc2 | 0xe2)) {
        return None;
    }
    let n = typographic(hay, i).filter(|&n| i + n <= limit)?;
    (crate::lines::ends::ends_line(hay, i + n, limit) || (soft_anywhere && n == 2)).then_some(n)
}

/// One hyphen break of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HyphenBreak {
    /// Offset in the primary URL: of the hyphen when kept, of the byte
    /// the hyphen would precede when dropped.
    pub offset: usize,
    /// Whether the primary reading keeps the hyphen.
    pub kept: bool,
}

/// Grammar decisions per match: each costs two parses of at most
/// `max_len` bytes, so capping them keeps a line of hyphens linear.
/// Breaks past the cap keep their hyphen (the default reading).
const MAX_DECIDED: usize = 16;

/// Decides each break left to right: `keep`, unless parsing `keep` fails
/// at or after the hyphen and `drop` is valid or fails later (offsets
/// compared in the same text: a `drop` offset past the hyphen counts one
/// more). Later breaks stay kept while an earlier one is decided.
pub(crate) fn decide(mut url: String, hyphens: &[usize]) -> (String, Vec<HyphenBreak>) {
    let mut keep_err = failure(&url);
    if keep_err.is_none() {
        // Valid as it stands: every hyphen kept (a long chain of lines
        // each ending in `-`).
        let kept = |&offset| HyphenBreak { offset, kept: true };
        return (url, hyphens.iter().map(kept).collect());
    }
    let mut out = Vec::with_capacity(hyphens.len());
    let mut shift = 0;
    let mut decided = 0;
    for &h in hyphens {
        let h = h - shift;
        let keep = match keep_err {
            None => true,
            Some(k) if k < h || decided == MAX_DECIDED => true,
            Some(k) => {
                decided += 1;
                let mut dropped = url.clone();
                dropped.remove(h);
                let drop_err = failure(&dropped);
                let better = drop_err.is_none_or(|d| if d >= h { d + 1 } else { d } > k);
                if better {
                    url = dropped;
                    keep_err = drop_err;
                    shift += 1;
                }
                !better
            }
        };
        out.push(HyphenBreak {
            offset: h,
            kept: keep,
        });
    }
    (url, out)
}

fn failure(url: &str) -> Option<usize> {
    Url::parse(url).err().map(|e| e.offset)
}

/// The primary URL with only break `b` flipped.
pub(crate) fn flipped(primary: &str, b: HyphenBreak) -> String {
    let mut s = primary.to_string();
    if b.kept {
        s.remove(b.offset);
    } else {
        s.insert(b.offset, '-');
    }
    s
}
