//! From offsets in a decoded MIME part back to offsets in its raw bytes,
//! so a URL found in quoted-printable text still points into the file.

/// How a part's raw bytes became its decoded text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Transfer {
    /// 7bit, 8bit, binary, or a part that failed to decode.
    Identity,
    /// RFC 2045 §6.7: `=XX` is one byte, `=` at a line end is a soft break.
    QuotedPrintable,
}

/// For each byte of the decoded text, the raw range it came from.
pub(crate) struct OffsetMap {
    /// `ranges[j]`: raw `start..end` of decoded byte `j`.
    ranges: Vec<(u32, u32)>,
    raw_len: u32,
}

impl OffsetMap {
    /// Aligns `decoded` (UTF-8, after charset conversion) with `raw`.
    ///
    /// Charsets that mail uses keep ASCII as ASCII, so the ASCII bytes of
    /// both sides are anchors: they must agree one for one, and a run of
    /// non-ASCII bytes on one side maps to the run between the same anchors
    /// on the other. Where the two stop agreeing (a charset that does not
    /// keep ASCII), the rest maps to where the disagreement began.
    pub(crate) fn new(raw: &[u8], decoded: &[u8], transfer: Transfer) -> OffsetMap {
        let units = units(raw, transfer);
        let mut ranges = Vec::with_capacity(decoded.len());
        let (mut i, mut j) = (0, 0);
        while j < decoded.len() {
            let Some(&(b, s, e)) = units.get(i) else {
                break;
            };
            if b < 0x80 && decoded[j] == b {
                ranges.push((s, e));
                i += 1;
                j += 1;
            } else if b >= 0x80 || decoded[j] >= 0x80 {
                let i2 = i + units[i..].iter().take_while(|u| u.0 >= 0x80).count();
                let j2 = j + decoded[j..].iter().take_while(|&&d| d >= 0x80).count();
                let span = if i2 > i { (s, units[i2 - 1].2) } else { (s, s) };
                ranges.extend(std::iter::repeat_n(span, j2 - j));
                i = i2;
                j = j2;
            } else if b == b'\r' {
                // A CR the decoder dropped before LF.
                i += 1;
            } else {
                break;
            }
        }
        // Whatever could not be aligned points at where alignment stopped.
        let rest = units.get(i).map_or(raw.len() as u32, |u| u.1);
        ranges.resize(decoded.len(), (rest, rest));
        OffsetMap {
            ranges,
            raw_len: raw.len() as u32,
        }
    }

    /// The raw range of decoded bytes `start..end`.
    pub(crate) fn raw_span(&self, start: usize, end: usize) -> (usize, usize) {
        let s = self.ranges.get(start).map_or(self.raw_len, |r| r.0);
        let e = match end.checked_sub(1).and_then(|k| self.ranges.get(k)) {
            Some(r) if end > start => r.1.max(s),
            _ => s,
        };
        (s as usize, e as usize)
    }
}

/// The raw bytes as decoded bytes with their raw ranges: `(byte, start,
/// end)`.
fn units(raw: &[u8], transfer: Transfer) -> Vec<(u8, u32, u32)> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if transfer == Transfer::QuotedPrintable && b == b'=' {
            let hex = |k: usize| raw.get(k).and_then(|&c| (c as char).to_digit(16));
            if let (Some(h), Some(l)) = (hex(i + 1), hex(i + 2)) {
                out.push(((h * 16 + l) as u8, i as u32, i as u32 + 3));
                i += 3;
                continue;
            }
            // A soft line break: `=`, optional white space, line end.
            let mut k = i + 1;
            while k < raw.len() && (raw[k] == b' ' || raw[k] == b'\t') {
                k += 1;
            }
            if raw.get(k) == Some(&b'\r') {
                k += 1;
            }
            if raw.get(k) == Some(&b'\n') || k == raw.len() {
                i = k + 1;
                continue;
            }
        }
        out.push((b, i as u32, i as u32 + 1));
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_printable_soft_break_and_escape() {
        let raw = b"> <URL:http://a.example/x=\n> y=3Dz>";
        let decoded = b"> <URL:http://a.example/x> y=z>";
        let map = OffsetMap::new(raw, decoded, Transfer::QuotedPrintable);
        // `x` stays at 24; `>` after it was past the soft break (27).
        assert_eq!(map.raw_span(24, 25), (24, 25));
        assert_eq!(map.raw_span(25, 26), (27, 28));
        // `=` decoded from `=3D` covers all three raw bytes.
        assert_eq!(map.raw_span(28, 29), (30, 33));
        assert_eq!(map.raw_span(2, decoded.len()), (2, raw.len()));
    }

    #[test]
    fn latin1_runs_map_to_their_raw_bytes() {
        let raw = b"caf\xe9 http://b.example/";
        let decoded = "café http://b.example/".as_bytes();
        let map = OffsetMap::new(raw, decoded, Transfer::Identity);
        assert_eq!(map.raw_span(3, 5), (3, 4));
        assert_eq!(map.raw_span(6, decoded.len()), (5, raw.len()));
    }

    #[test]
    fn dropped_carriage_returns_and_disagreement() {
        let map = OffsetMap::new(b"a\r\nb", b"a\nb", Transfer::Identity);
        assert_eq!(map.raw_span(2, 3), (3, 4));
        // A decoder that rewrote ASCII: the rest points where it began.
        let map = OffsetMap::new(b"ab+AGE-cd", b"abacd", Transfer::Identity);
        assert_eq!(map.raw_span(3, 5), (2, 2));
    }
}
