//! Bare URLs (SPEC §1.4): how far one extends, and the trailing
//! characters trimmed from it.

use crate::chars::{decode, is_bare_ascii, is_iri_char};

/// The end of the URL starting at `s`: extended over URL characters up
/// to `limit`, then trimmed.
pub(crate) fn extent(hay: &[u8], s: usize, limit: usize) -> usize {
    let mut i = s;
    let (mut opens, mut closes) = ([0usize; 2], [0usize; 2]);
    while i < limit {
        let c = hay[i];
        if c < 0x80 {
            if !is_bare_ascii(c) {
                break;
            }
            match c {
                b'(' => opens[0] += 1,
                b')' => closes[0] += 1,
                b'[' => opens[1] += 1,
                b']' => closes[1] += 1,
                _ => {}
            }
            i += 1;
            continue;
        }
        match decode(hay, i) {
            Some((ch, n)) if i + n <= limit && is_iri_char(ch) => i += n,
            _ => break,
        }
    }
    // Trim `.,:;!?'` and unbalanced closing brackets, counting as we go
    // so the trim stays linear.
    while i > s {
        match hay[i - 1] {
            b'.' | b',' | b':' | b';' | b'!' | b'?' | b'\'' => {}
            b')' if closes[0] > opens[0] => closes[0] -= 1,
            b']' if closes[1] > opens[1] => closes[1] -= 1,
            _ => break,
        }
        i -= 1;
    }
    i
}
