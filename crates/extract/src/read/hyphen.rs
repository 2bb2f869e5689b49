//! Hyphen breaks (SPEC §1.3.3): which reading is primary, and the
//! alternatives. (A typesetter's hyphenation, U+2010 or U+00AD at a line
//! end, is no hyphen break: `lines::ends::hyphenation`.)

use rfc1738::Url;

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
