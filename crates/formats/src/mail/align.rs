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
    units: Units<'a>,
    /// The next unit, when looked at and not yet taken.
    peeked: Option<Option<Unit>>,
    /// Whether runs of the same bytes are walked over at once
    /// (`skip_same`; false only to test it against the walk without).
    skip: bool,
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
    /// on the other. A charset whose characters hold bytes in ASCII's
    /// range (Big5, Shift_JIS, ISO-2022-JP) says so ([`Self::charset`]),
    /// and those bytes are its characters'. Where the two stop agreeing
    /// (a charset that does not keep ASCII), the rest maps to where the
    /// disagreement began.
    pub(crate) fn new(raw: &'a [u8], decoded: &'a [u8], transfer: Transfer) -> OffsetMap<'a> {
        let qp = transfer == Transfer::QuotedPrintable;
        OffsetMap {
            raw,
            qp,
            units: Units::new(raw, qp),
            peeked: None,
            skip: true,
            decoded,
            raw_len: raw.len() as u32,
            seg: (0, 0, (0, 0)),
        }
    }

    /// The raw bytes are in the charset named `charset` (encoding_rs's
    /// name): one whose characters hold bytes in ASCII's range is read
    /// by its shape (`Shape`), so those bytes anchor nothing.
    pub(crate) fn charset(mut self, charset: Option<&str>) -> Self {
        self.units.shape = Shape::of(charset);
        self
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
            self.units = Units {
                shape: self.units.shape,
                ..Units::new(self.raw, self.qp)
            };
            self.peeked = None;
            self.seg = (0, 0, (0, 0));
        }
        while self.seg.1 <= j {
            if self.skip {
                self.skip_same(j);
            }
            if self.seg.1 <= j {
                self.seg = self.next_segment()?;
            }
        }
        Some(self.seg.2)
    }

    /// Walks over the ASCII bytes before decoded byte `j` that are the
    /// same raw byte for byte (no `=` of quoted-printable among them) at
    /// once: each is a segment of its own, as [`next_segment`] would make
    /// it one at a time (most of a part is such bytes).
    ///
    /// [`next_segment`]: Self::next_segment
    fn skip_same(&mut self, j: usize) {
        let i = match self.peeked {
            None => self.units.i,
            Some(Some((_, s, _))) => s as usize,
            Some(None) => return,
        };
        let (d, qp) = (self.seg.1, self.qp);
        let raw = &self.raw[i.min(self.raw.len())..];
        let decoded = &self.decoded[d..j.min(self.decoded.len())];
        let k = raw
            .iter()
            .zip(decoded)
            .take_while(|&(&r, &c)| r == c && r < 0x80 && !(qp && r == b'='))
            .count();
        if k > 0 {
            // Units start again after the bytes walked over.
            self.peeked = None;
            self.units.i = i + k;
            let last = (i + k - 1) as u32;
            self.seg = (d + k - 1, d + k, (last, last + 1));
        }
    }

    fn peek(&mut self) -> Option<Unit> {
        *self.peeked.get_or_insert_with(|| self.units.next())
    }

    fn take(&mut self) {
        if self.peeked.take().is_none() {
            self.units.next();
        }
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
            let Some((b, s, e)) = self.peek() else {
                // Raw ran out: the rest points at its end.
                return Some((j, decoded.len(), (self.raw_len, self.raw_len)));
            };
            if b < 0x80 && decoded[j] == b {
                self.take();
                return Some((j, j + 1, (s, e)));
            } else if b >= 0x80 || decoded[j] >= 0x80 {
                let mut end = s;
                while let Some((_, _, e)) = self.peek().filter(|u| u.0 >= 0x80) {
                    end = e;
                    self.take();
                }
                let j2 = j + decoded[j..].iter().take_while(|&&d| d >= 0x80).count();
                if j2 > j {
                    return Some((j, j2, (s, end)));
                }
            } else if b == b'\r' {
                // A CR the decoder dropped before LF.
                self.take();
            } else if self.qp && matches!(b, b' ' | b'\t' | b'\x0c') && self.blanks_end_line(s) {
                // Blanks ending a line, which the decoder dropped (RFC
                // 2045 §6.7 rule 3, `qp.rs`).
                self.take();
            } else if b == b'\n' && decoded[j] == b'\r' {
                // A CR the decoder put before LF: mail-parser ends every
                // line CRLF once a quoted-printable body showed one (a
                // `=\r\n` soft break in LF text). It has no raw byte.
                return Some((j, j + 1, (s, s)));
            } else {
                // Whatever could not be aligned points at where alignment
                // stopped.
                return Some((j, decoded.len(), (s, s)));
            }
        }
    }
}

impl OffsetMap<'_> {
    /// Whether the raw blank at `s` is one of blanks a line end or the
    /// end of the part follows (in quoted-printable they are no text: an
    /// escaped `=20` is not written as a blank).
    fn blanks_end_line(&self, s: u32) -> bool {
        let rest = &self.raw[s as usize..];
        let n = rest
            .iter()
            .take_while(|&&c| matches!(c, b' ' | b'\t' | b'\x0c'))
            .count();
        n > 0 && matches!(rest.get(n), None | Some(b'\r' | b'\n'))
    }
}

/// The raw bytes as decoded bytes with their raw ranges: `(byte, start,
/// end)`.
/// `raw` decoded as quoted-printable the way [`OffsetMap`] reads it, so
/// the two agree byte for byte; `None` when a `=` is neither an escape
/// nor a soft line break.
pub(crate) fn strict_qp(raw: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(raw.len());
    for (b, s, e) in Units::new(raw, true) {
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
    Units::new(raw, true).map(|(b, _, _)| b).collect()
}

/// A decoded byte and the raw range it came from.
type Unit = (u8, u32, u32);

#[derive(Clone)]
struct Units<'a> {
    raw: &'a [u8],
    i: usize,
    qp: bool,
    shape: Shape,
    /// ISO-2022-JP shifted out of ASCII (`ESC $ B`), or the byte after a
    /// double-byte charset's lead byte.
    inside: bool,
}

/// How a charset spreads a character over bytes in ASCII's range, which
/// must not be read as ASCII: alignment (module docs) would stop at the
/// part's first such character (a Big5 `\xa4\x40`, a Japanese word in
/// ISO-2022-JP) and every URL after it would point at that word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// ASCII bytes are ASCII (UTF-8, the ISO 8859 and Windows charsets,
    /// EUC-JP).
    Plain,
    /// RFC 1468: `ESC $ B`, `ESC $ @` or `ESC ( I` shift out of ASCII,
    /// `ESC ( B` or `ESC ( J` back, and every byte shifted out is a
    /// character's.
    Iso2022Jp,
    /// A lead byte (0x81–0xFE) and a trail byte that may be in ASCII's
    /// range: Big5, GBK, GB18030 (whose four-byte form is two such pairs),
    /// EUC-KR as the WHATWG reads it (windows-949).
    DoubleByte,
    /// Shift_JIS: leads 0x81–0x9F and 0xE0–0xFC; 0xA1–0xDF is a
    /// half-width katakana of one byte.
    ShiftJis,
}

impl Shape {
    fn of(charset: Option<&str>) -> Shape {
        match charset {
            Some("ISO-2022-JP") => Shape::Iso2022Jp,
            Some("Big5" | "GBK" | "gb18030" | "EUC-KR") => Shape::DoubleByte,
            Some("Shift_JIS") => Shape::ShiftJis,
            _ => Shape::Plain,
        }
    }

    fn lead(self, b: u8) -> bool {
        match self {
            Shape::DoubleByte => (0x81..=0xfe).contains(&b),
            Shape::ShiftJis => matches!(b, 0x81..=0x9f | 0xe0..=0xfc),
            _ => false,
        }
    }
}

impl<'a> Units<'a> {
    fn new(raw: &'a [u8], qp: bool) -> Self {
        Units {
            raw,
            i: 0,
            qp,
            shape: Shape::Plain,
            inside: false,
        }
    }
}

impl Iterator for Units<'_> {
    type Item = (u8, u32, u32);

    fn next(&mut self) -> Option<Self::Item> {
        let (b, s, e) = self.transfer_decoded()?;
        let line_end = matches!(b, b'\r' | b'\n');
        match self.shape {
            Shape::Plain => Some((b, s, e)),
            Shape::Iso2022Jp if b == 0x1b => {
                // An escape: its next two bytes say the shift; the three
                // are one non-ASCII unit, joined to the run they shift.
                let mut ahead = self.clone();
                let (Some((b1, ..)), Some((b2, _, e2))) =
                    (ahead.transfer_decoded(), ahead.transfer_decoded())
                else {
                    return Some((0x80, s, e));
                };
                let inside = match (b1, b2) {
                    (b'$', b'B' | b'@') | (b'(', b'I') => true,
                    (b'(', b'B' | b'J') => false,
                    _ => return Some((0x80, s, e)),
                };
                *self = Units { inside, ..ahead };
                Some((0x80, s, e2))
            }
            Shape::Iso2022Jp => {
                let shifted = self.inside && !line_end;
                Some((if shifted { b | 0x80 } else { b }, s, e))
            }
            Shape::DoubleByte | Shape::ShiftJis => {
                // A trail byte is its character's, whatever its value (a
                // line end is no trail: the character was cut).
                let trail = self.inside && !line_end;
                self.inside = !trail && self.shape.lead(b);
                Some((if trail { b | 0x80 } else { b }, s, e))
            }
        }
    }
}

impl Units<'_> {
    /// The next byte as the transfer encoding decodes it.
    fn transfer_decoded(&mut self) -> Option<Unit> {
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

    use proptest::prelude::*;

    /// Raw bytes from pieces that matter to the map: escapes, soft
    /// breaks, CRs, non-ASCII, `=` that is no escape.
    fn raw() -> impl Strategy<Value = Vec<u8>> {
        let piece = prop::sample::select(vec![
            &b"http://a.example/x"[..],
            b" ",
            b"=3D",
            b"=\n",
            b"=\r\n",
            b"\r\n",
            b"\n",
            b"\xe9",
            b"=E9",
            b"=",
            b"\r",
            b"caf\xc3\xa9",
        ]);
        prop::collection::vec(piece, 0..30).prop_map(|v| v.concat())
    }

    proptest! {
        /// Walking over runs at once places every span where the walk a
        /// unit at a time does, for decoded text that agrees with the raw
        /// bytes and text that stops agreeing (a charset that rewrote it).
        #[test]
        fn runs_walked_at_once_map_as_one_at_a_time(
            raw in raw(),
            qp in any::<bool>(),
            cut in any::<prop::sample::Index>(),
            spans in prop::collection::vec((0usize..80, 0usize..20), 0..12),
        ) {
            let t = if qp { Transfer::QuotedPrintable } else { Transfer::Identity };
            let mut decoded = if qp { lenient_qp(&raw) } else { raw.clone() };
            // Text that stops agreeing after a point.
            if !decoded.is_empty() && cut.index(4) == 0 {
                let at = cut.index(decoded.len());
                decoded[at] = b'#';
            }
            let spans: Vec<(usize, usize)> = spans.iter().map(|&(s, n)| (s, s + n)).collect();
            let mut fast = OffsetMap::new(&raw, &decoded, t);
            let mut slow = OffsetMap::new(&raw, &decoded, t);
            slow.skip = false;
            prop_assert_eq!(fast.raw_spans(&spans), slow.raw_spans(&spans));
            // A later call, in order or behind.
            let more = [(3, 9), (40, 41)];
            prop_assert_eq!(fast.raw_spans(&more), slow.raw_spans(&more));
        }
    }

    proptest! {
        /// In a charset whose characters hold bytes in ASCII's range, each
        /// URL of the text maps to its own raw bytes, whatever characters
        /// come before it (`Shape`), quoted-printable or not.
        #[test]
        fn urls_after_multibyte_characters_map_to_their_bytes(
            pieces in prop::collection::vec(prop::sample::select(vec![
                "http://a.example/x", " ", "\n", "許功蓋", "ソ能表", "ｶﾀｶﾅ", "测试",
                "한국어똠", "abc\\", "€",
            ]), 0..24),
            charset in prop::sample::select(vec![
                "Big5", "Shift_JIS", "ISO-2022-JP", "gb18030", "GBK", "EUC-KR", "EUC-JP",
            ]),
            qp in any::<bool>(),
        ) {
            const URL: &[u8] = b"http://a.example/x";
            let enc = encoding_rs::Encoding::for_label(charset.as_bytes()).unwrap();
            let text = pieces.concat();
            let (bytes, _, _) = enc.encode(&text);
            let (decoded, _) = enc.decode_without_bom_handling(&bytes);
            let decoded = decoded.as_bytes();
            let raw: Vec<u8> = if qp {
                bytes
                    .iter()
                    .flat_map(|&b| match b {
                        b'=' | 0x80.. => format!("={b:02X}").into_bytes(),
                        _ => vec![b],
                    })
                    .collect()
            } else {
                bytes.to_vec()
            };
            let t = if qp { Transfer::QuotedPrintable } else { Transfer::Identity };
            let spans: Vec<(usize, usize)> = memchr::memmem::find_iter(decoded, URL)
                .map(|i| (i, i + URL.len()))
                .collect();
            let mut map = OffsetMap::new(&raw, decoded, t).charset(Some(enc.name()));
            for (s, e) in map.raw_spans(&spans) {
                let got = if qp { lenient_qp(&raw[s..e]) } else { raw[s..e].to_vec() };
                prop_assert_eq!(&got[..], URL, "{} at {}..{}", charset, s, e);
            }
        }
    }

    proptest! {
        /// Each URL of a quoted-printable body, decoded as mail-parser
        /// decodes it (`qp::decode`: CRLF line ends once a CR was seen),
        /// maps to raw bytes that decode to it.
        #[test]
        fn urls_after_line_ends_the_decoder_rewrote_map_to_their_bytes(
            pieces in prop::collection::vec(prop::sample::select(vec![
                &b"http://a.example/x"[..], b" ", b"=3D", b"=\n", b"=\r\n", b"\r\n", b"\n",
                b"a=\r\nb", b"http://a.exa=\r\nmple/x",
            ]), 0..24),
        ) {
            const URL: &[u8] = b"http://a.example/x";
            let raw = pieces.concat();
            let Some(decoded) = crate::mail::qp::decode(&raw) else {
                return Ok(());
            };
            let spans: Vec<(usize, usize)> = memchr::memmem::find_iter(&decoded, URL)
                .map(|i| (i, i + URL.len()))
                .collect();
            let mut map = OffsetMap::new(&raw, &decoded, Transfer::QuotedPrintable);
            for (s, e) in map.raw_spans(&spans) {
                prop_assert_eq!(&lenient_qp(&raw[s..e])[..], URL, "at {}..{}", s, e);
            }
        }
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

    /// rf-peixoto/phishing_pot@8e207b5f465bf72c2326551b1a9b2ba67f3b4ef6:
    /// email/sample-275.eml, an HTML part in quoted-printable whose first
    /// soft break is `=\r\n` and whose lines end LF: mail-parser decodes
    /// every later line end as CRLF. A URL after it maps to its raw bytes
    /// (it mapped to where the first added CR was, with no length).
    #[test]
    fn carriage_returns_the_decoder_added() {
        let qp = Transfer::QuotedPrintable;
        let raw = b"<body a=3D\"x\" =\r\nb=3D\"y\">\n<a href=3D\"http://a.example/x\">\n";
        let decoded = b"<body a=\"x\" b=\"y\">\r\n<a href=\"http://a.example/x\">\r\n";
        let s = decoded.windows(4).position(|w| w == b"http").unwrap();
        let raw_s = raw.windows(4).position(|w| w == b"http").unwrap();
        assert_eq!(span(raw, decoded, qp, s, s + 18), (raw_s, raw_s + 18));
        // The added CR itself is an empty range at the LF.
        let cr = decoded.iter().position(|&b| b == b'\r').unwrap();
        let (a, b) = span(raw, decoded, qp, cr, cr + 1);
        assert_eq!((a, raw[a]), (b, b'\n'));
    }
}
