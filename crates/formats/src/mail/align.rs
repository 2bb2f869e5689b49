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

/// Walks the decoded text and the raw bytes together, front to back, so
/// memory stays that of the two texts whatever their size.
pub(crate) struct OffsetMap<'a> {
    raw: &'a [u8],
    qp: bool,
    units: std::iter::Peekable<Units<'a>>,
    decoded: &'a [u8],
    raw_len: u32,
    /// Decoded bytes `seg.0..seg.1` all came from raw `seg.2`.
    seg: (usize, usize, (u32, u32)),
}

impl<'a> OffsetMap<'a> {
    /// Aligns `decoded` (UTF-8, after charset conversion) with `raw`.
    ///
    /// Charsets that mail uses keep ASCII as ASCII, so the ASCII bytes of
    /// both sides are anchors: they must agree one for one, and a run of
    /// non-ASCII bytes on one side maps to the run between the same anchors
    /// on the other. Where the two stop agreeing (a charset that does not
    /// keep ASCII), the rest maps to where the disagreement began.
    pub(crate) fn new(raw: &'a [u8], decoded: &'a [u8], transfer: Transfer) -> OffsetMap<'a> {
        let qp = transfer == Transfer::QuotedPrintable;
        OffsetMap {
            raw,
            qp,
            units: Units { raw, i: 0, qp }.peekable(),
            decoded,
            raw_len: raw.len() as u32,
            seg: (0, 0, (0, 0)),
        }
    }

    /// The raw ranges of decoded spans `start..end`, in one pass over
    /// both texts however the spans are ordered; later calls go on from
    /// where this one stopped (spans in order: one pass in all).
    pub(crate) fn raw_spans(&mut self, spans: &[(usize, usize)]) -> Vec<(usize, usize)> {
        // Decoded byte `p` is asked for where a span starts, `p - 1`
        // where one ends: visit them in order.
        let mut at: Vec<usize> = spans
            .iter()
            .flat_map(|&(s, e)| [s, e.saturating_sub(1)])
            .collect();
        at.sort_unstable();
        at.dedup();
        let ranges: Vec<Option<(u32, u32)>> = at.iter().map(|&p| self.range(p)).collect();
        let get = |p: usize| ranges[at.binary_search(&p).unwrap_or(0)];
        spans
            .iter()
            .map(|&(start, end)| {
                let s = get(start).map_or(self.raw_len, |r| r.0);
                let e = match get(end.saturating_sub(1)) {
                    Some(r) if end > start => r.1.max(s),
                    _ => s,
                };
                (s as usize, e as usize)
            })
            .collect()
    }

    /// The raw range of decoded byte `j`, which is at least the last
    /// asked for; `None` past the end.
    fn range(&mut self, j: usize) -> Option<(u32, u32)> {
        if j < self.seg.0 {
            // Behind the walk: start again (spans out of order).
            let (raw, qp) = (self.raw, self.qp);
            self.units = Units { raw, i: 0, qp }.peekable();
            self.seg = (0, 0, (0, 0));
        }
        while self.seg.1 <= j {
            self.seg = self.next_segment()?;
        }
        Some(self.seg.2)
    }

    /// The decoded bytes after the current segment that share one raw
    /// range.
    fn next_segment(&mut self) -> Option<(usize, usize, (u32, u32))> {
        let decoded = self.decoded;
        let j = self.seg.1;
        if j >= decoded.len() {
            return None;
        }
        loop {
            let Some(&(b, s, e)) = self.units.peek() else {
                // Raw ran out: the rest points at its end.
                return Some((j, decoded.len(), (self.raw_len, self.raw_len)));
            };
            if b < 0x80 && decoded[j] == b {
                self.units.next();
                return Some((j, j + 1, (s, e)));
            } else if b >= 0x80 || decoded[j] >= 0x80 {
                let mut end = s;
                while let Some(&(_, _, e)) = self.units.peek().filter(|u| u.0 >= 0x80) {
                    end = e;
                    self.units.next();
                }
                let j2 = j + decoded[j..].iter().take_while(|&&d| d >= 0x80).count();
                if j2 > j {
                    return Some((j, j2, (s, end)));
                }
            } else if b == b'\r' {
                // A CR the decoder dropped before LF.
                self.units.next();
            } else {
                // Whatever could not be aligned points at where alignment
                // stopped.
                return Some((j, decoded.len(), (s, s)));
            }
        }
    }
}

/// The raw bytes as decoded bytes with their raw ranges: `(byte, start,
/// end)`.
/// `raw` decoded as quoted-printable the way [`OffsetMap`] reads it, so
/// the two agree byte for byte; `None` when a `=` is neither an escape
/// nor a soft line break.
pub(crate) fn strict_qp(raw: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(raw.len());
    for (b, s, e) in (Units {
        raw,
        i: 0,
        qp: true,
    }) {
        if raw[s as usize] == b'=' && e - s == 1 {
            return None;
        }
        out.push(b);
    }
    Some(out)
}

/// `raw` decoded as quoted-printable leniently, as mail clients and
/// Python's `email` do: a `=` that is neither an escape nor a soft line
/// break is kept as it is. Agrees with [`OffsetMap`] byte for byte.
pub(crate) fn lenient_qp(raw: &[u8]) -> Vec<u8> {
    Units {
        raw,
        i: 0,
        qp: true,
    }
    .map(|(b, _, _)| b)
    .collect()
}

struct Units<'a> {
    raw: &'a [u8],
    i: usize,
    qp: bool,
}

impl Iterator for Units<'_> {
    type Item = (u8, u32, u32);

    fn next(&mut self) -> Option<Self::Item> {
        let raw = self.raw;
        loop {
            let i = self.i;
            let b = *raw.get(i)?;
            if self.qp && b == b'=' {
                let hex = |k: usize| raw.get(k).and_then(|&c| (c as char).to_digit(16));
                if let (Some(h), Some(l)) = (hex(i + 1), hex(i + 2)) {
                    self.i += 3;
                    return Some(((h * 16 + l) as u8, i as u32, i as u32 + 3));
                }
                // A soft line break: `=`, optional white space, line end
                // (a bare CR too, as Python's `email` and mail clients
                // read it: `=` CR `=` LF is two soft breaks).
                let mut k = i + 1;
                while k < raw.len() && (raw[k] == b' ' || raw[k] == b'\t') {
                    k += 1;
                }
                if raw.get(k) == Some(&b'\r') {
                    k += 1;
                    if raw.get(k) != Some(&b'\n') {
                        self.i = k;
                        continue;
                    }
                }
                if raw.get(k) == Some(&b'\n') || k == raw.len() {
                    self.i = k + 1;
                    continue;
                }
            }
            self.i += 1;
            return Some((b, i as u32, i as u32 + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(raw: &[u8], decoded: &[u8], t: Transfer, s: usize, e: usize) -> (usize, usize) {
        OffsetMap::new(raw, decoded, t).raw_spans(&[(s, e)])[0]
    }

    #[test]
    fn quoted_printable_soft_break_and_escape() {
        let raw = b"> <URL:http://a.example/x=\n> y=3Dz>";
        let decoded = b"> <URL:http://a.example/x> y=z>";
        let qp = Transfer::QuotedPrintable;
        // `x` stays at 24; `>` after it was past the soft break (27).
        assert_eq!(span(raw, decoded, qp, 24, 25), (24, 25));
        assert_eq!(span(raw, decoded, qp, 25, 26), (27, 28));
        // `=` decoded from `=3D` covers all three raw bytes.
        assert_eq!(span(raw, decoded, qp, 28, 29), (30, 33));
        assert_eq!(span(raw, decoded, qp, 2, decoded.len()), (2, raw.len()));
        // Several spans, in any order, in one pass.
        let mut map = OffsetMap::new(raw, decoded, qp);
        let spans = map.raw_spans(&[(28, 29), (2, decoded.len()), (24, 25), (25, 25)]);
        assert_eq!(spans, [(30, 33), (2, raw.len()), (24, 25), (27, 27)]);
        // A later call behind the first starts the walk again.
        assert_eq!(map.raw_spans(&[(28, 29)]), [(30, 33)]);
        assert_eq!(map.raw_spans(&[(24, 25)]), [(24, 25)]);
    }

    #[test]
    fn latin1_runs_map_to_their_raw_bytes() {
        let raw = b"caf\xe9 http://b.example/";
        let decoded = "café http://b.example/".as_bytes();
        let id = Transfer::Identity;
        assert_eq!(span(raw, decoded, id, 3, 5), (3, 4));
        assert_eq!(span(raw, decoded, id, 6, decoded.len()), (5, raw.len()));
    }

    #[test]
    fn dropped_carriage_returns_and_disagreement() {
        let id = Transfer::Identity;
        assert_eq!(span(b"a\r\nb", b"a\nb", id, 2, 3), (3, 4));
        // A decoder that rewrote ASCII: the rest points where it began.
        assert_eq!(span(b"ab+AGE-cd", b"abacd", id, 3, 5), (2, 2));
        // Past the end of the decoded text: the end of the raw bytes.
        assert_eq!(span(b"ab", b"ab", id, 2, 2), (2, 2));
    }
}
