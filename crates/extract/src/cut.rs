//! Where a text may be cut so that its parts, searched alone (on other
//! threads), give what it gives searched whole: a line start far enough
//! from every `:`, as [`Extractor::colon_reach`] says. Every match holds
//! the `:` that triggered it, and neither the match nor what the search
//! reads to decide it (the line context of SPEC §1.6, a rejoined line, a
//! wrapper) lies further from that colon; so no match spans the cut,
//! nothing either side depends on the other, and a match's column,
//! counted from its line's start, is the same. A text with no such
//! stretch (a URL list, hostile input) has no cut.

use std::ops::Range;

use crate::Extractor;

/// The first safe cut in `buf[from..]`, `from` just after
/// a `:` or at the start: a line start `c` with no `:` in
/// `buf[c - reach.0..c + reach.1]`, all of it in `buf` (what lies outside
/// is not known). Else where the last stretch with no `:` starts, to
/// look on from when `buf` has grown.
pub fn next_cut(buf: &[u8], from: usize, (before, after): (usize, usize)) -> Result<usize, usize> {
    let mut free = from;
    let colons = memchr::memchr_iter(b':', &buf[from..]).map(|i| from + i);
    for colon in colons.chain([buf.len()]) {
        // `buf[free..colon]` holds no `:`; a cut `c` needs
        // `free + before <= c <= colon - after`, after a line feed.
        if colon > free + before + after {
            let (lo, hi) = (free + before.max(1), colon - after);
            if let Some(i) = memchr::memchr(b'\n', &buf[lo - 1..hi]) {
                return Ok(lo + i);
            }
        }
        if colon < buf.len() {
            free = colon + 1;
        }
    }
    Err(free)
}

impl Extractor {
    /// `hay` in pieces of about `every` bytes, each starting at a safe
    /// cut ([`next_cut`] with [`colon_reach`](Self::colon_reach)) at or
    /// after a multiple of `every`, looked for in at most `every` bytes:
    /// the matches of the pieces, each moved by the bytes and line feeds
    /// before it, are the matches of `hay`. One piece when there is no cut.
    pub fn pieces(&self, hay: &[u8], every: usize) -> Vec<Range<usize>> {
        let reach = self.colon_reach();
        let every = every.max(1);
        let mut starts = vec![0];
        let mut at = every;
        while at < hay.len() {
            let window = &hay[at..hay.len().min(at + every)];
            if let Ok(c) = next_cut(window, 0, reach) {
                starts.push(at + c);
            }
            at += every;
        }
        starts.dedup();
        let ends = starts.iter().skip(1).copied().chain([hay.len()]);
        starts.iter().zip(ends).map(|(&s, e)| s..e).collect()
    }
}
