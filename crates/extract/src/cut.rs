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
///
/// A stretch is long enough only with no `:` in its first
/// `before + after + 1` bytes, so those are searched from their end: the
/// last `:` found moves the stretch past it, and a text dense in colons
/// (mail headers, RFC text: one every line) is crossed a stretch at a
/// time, not a colon at a time.
pub fn next_cut(buf: &[u8], from: usize, (before, after): (usize, usize)) -> Result<usize, usize> {
    let mut free = from;
    loop {
        // `buf[free..colon]` holds no `:`; a cut `c` needs
        // `free + before <= c <= colon - after`, after a line feed.
        let need = free + before + after + 1;
        if need > buf.len() {
            let last = memchr::memrchr(b':', &buf[free..]);
            return Err(last.map_or(free, |k| free + k + 1));
        }
        if let Some(k) = memchr::memrchr(b':', &buf[free..need]) {
            free += k + 1;
            continue;
        }
        let colon = memchr::memchr(b':', &buf[need..]).map_or(buf.len(), |k| need + k);
        let (lo, hi) = (free + before.max(1), colon - after);
        if let Some(i) = memchr::memchr(b'\n', &buf[lo - 1..hi]) {
            return Ok(lo + i);
        }
        if colon == buf.len() {
            return Err(free);
        }
        free = colon + 1;
    }
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

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    /// The cut as its definition reads: each stretch between colons in
    /// turn.
    fn by_colons(buf: &[u8], from: usize, (before, after): (usize, usize)) -> Result<usize, usize> {
        let mut free = from;
        let colons = memchr::memchr_iter(b':', &buf[from..]).map(|i| from + i);
        for colon in colons.chain([buf.len()]) {
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// Searched a stretch at a time, the cut (or where to look on
        /// from) is the one each stretch in turn gives.
        #[test]
        fn next_cut_is_the_first_by_colons(
            bytes in prop::collection::vec(prop::sample::select(b"ab:\n".to_vec()), 0..400),
            from in 0usize..40,
            before in 0usize..12,
            after in 0usize..12,
        ) {
            // (`from` is at the start or just after a `:`.)
            let from = match from.min(bytes.len()) {
                0 => 0,
                f => memchr::memchr(b':', &bytes[f - 1..]).map_or(bytes.len(), |k| f + k),
            };
            prop_assert_eq!(
                super::next_cut(&bytes, from, (before, after)),
                by_colons(&bytes, from, (before, after))
            );
        }
    }
}
