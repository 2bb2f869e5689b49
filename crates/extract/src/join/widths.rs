//! The widths of the lines around a break that some verdicts of SPEC
//! §1.6.3 read (`verdict`): whether `T` would have fitted on the cut
//! line `L1` within `W`, the widest of the lines around (the line before
//! `L1`, `L1`, `T`'s line and the one after: the block's wrap column),
//! and whether `L1` is as wide as filled text. A filling program moves a
//! token that did not fit to the next line; an author breaks anywhere.
//!
//! Most verdicts read no width (a prose word, a URL visibly cut, another
//! URL on the next line), so the lines are measured only when a rule
//! asks.

use crate::lines::ends::line_at;

/// The narrowest column text is commonly filled to (mail 72, RFCs 72,
/// code 80; 60 leaves room for quote prefixes taken off).
const WRAP: usize = 60;

/// Wider than any column a program fills text to (mail and RFCs 72,
/// code 80, some viewers 100).
pub(crate) const LONG: usize = 100;

/// How near a line around must come to a filled line: a filled block's
/// lines end within a word of its column.
const NEAR: usize = 12;

/// Display width of a line: a tab to the next multiple of 8, a character
/// one column, the line end not counted; troff's break point `\:` none
/// and its `\-` one (§1.6.3 measures the line as shown, §1.7.1: the
/// escapes a man page writer adds to a URL show as nothing).
pub(crate) fn width(line: &[u8]) -> usize {
    // A CR LF file's lines end in CR: not counted, not read again.
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    // Eight bytes at a time: the bytes that start a character are all but
    // UTF-8 continuations (`10xxxxxx`); a tab, CR or LF sends the line to
    // the byte-by-byte count below. (The lines are short: a vector loop
    // spends its time in set-up and remainder.)
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let has = |w: u64, b: u8| {
        let x = w ^ (LO * u64::from(b));
        x.wrapping_sub(LO) & !x & HI != 0
    };
    let (mut cont, mut special) = (0, false);
    let mut chunks = line.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().unwrap_or_default());
        cont += (w & !(w << 1) & HI).count_ones() as usize;
        special |= has(w, b'\t') | has(w, b'\r') | has(w, b'\n') | has(w, b'\\');
    }
    for &c in chunks.remainder() {
        cont += usize::from(c & 0xc0 == 0x80);
        special |= matches!(c, b'\t' | b'\r' | b'\n' | b'\\');
    }
    if !special {
        return line.len() - cont;
    }
    columns(line)
}

/// [`width`] a byte at a time: the lines with a tab, CR, LF or `\`.
#[cold]
fn columns(line: &[u8]) -> usize {
    let mut w = 0;
    let mut i = 0;
    while i < line.len() {
        match line[i] {
            b'\t' => w = (w / 8 + 1) * 8,
            b'\r' | b'\n' | 0x80..=0xbf => {}
            // troff's `\:` shows as nothing, its `\-` as the `-` alone.
            b'\\' if line.get(i + 1) == Some(&b':') => i += 1,
            b'\\' if line.get(i + 1) == Some(&b'-') => {}
            _ => w += 1,
        }
        i += 1;
    }
    w
}

/// The lines around a break, for the verdicts that read widths: the
/// line before the cut line and `T`'s line, the cut line (`None`: out of
/// reach, a wide line), and where the line after `T`'s starts.
pub(crate) struct Widths<'a> {
    /// The line before `L1`, and `T`'s line.
    pub(crate) lines: [&'a [u8]; 2],
    /// `L1`.
    pub(crate) l1: Option<&'a [u8]>,
    /// Bytes at the start of `L1` a rendering added (`Prefix::added`).
    pub(crate) added: usize,
    /// The input, where the line after `T`'s starts, and the limit.
    pub(crate) next: (&'a [u8], usize, usize),
    /// `T`.
    pub(crate) t: &'a [u8],
    /// The widths of the line before `L1`, `L1`, `T`'s line and the one
    /// after, measured at the first rule that reads one.
    pub(crate) measured: std::cell::Cell<Option<[usize; 4]>>,
}

impl Widths<'_> {
    /// `[before L1, L1, T's line, after]`, measured once.
    fn all(&self) -> [usize; 4] {
        if let Some(w) = self.measured.get() {
            return w;
        }
        let w3 = width(self.after());
        let w = [
            width(self.lines[0]),
            self.l1.map_or(usize::MAX / 4, width),
            width(self.lines[1]),
            w3,
        ];
        self.measured.set(Some(w));
        w
    }

    /// The line after `T`'s (empty at the end of the input).
    pub(crate) fn after(&self) -> &[u8] {
        let (hay, after, limit) = self.next;
        match after < limit {
            true => line_at(hay, after, limit).0,
            false => &[],
        }
    }

    /// `T` would have fitted on the cut line within `W`, the widest line.
    /// (Out of line: asked for by few verdicts, it stays out of the loop
    /// that joins lines.)
    #[inline(never)]
    pub(crate) fn fits(&self) -> bool {
        let [w0, w1, w2, w3] = self.all();
        let wide = w0.max(w1).max(w2).max(w3);
        w1.saturating_add(1 + width(self.t)) <= wide
    }

    /// A line around the break is as wide as filled text (`WRAP`): the
    /// block was filled, though the cut line may fall short of its
    /// column (an RFC reference's hanging indent).
    #[inline(never)]
    pub(crate) fn filled(&self) -> bool {
        self.all().iter().any(|&w| w >= WRAP)
    }

    /// The cut line is as wide as text filled to a column is: the text's
    /// wrap column, not the rendering's (without `added`); or the block
    /// is filled to a column of its own, the cut line, `T`'s line and the
    /// next as wide as each other (a base64 payload). Not a line wider
    /// than any fill column (`LONG`) that no line around comes near: no
    /// program filled it (a log line, pip's 221-column warning ending in
    /// its URL above a `/tmp/…` path), its writer ended it.
    #[inline(never)]
    pub(crate) fn wide(&self) -> bool {
        let Some(l1) = self.l1 else {
            return true;
        };
        // (The lines around are measured only when a rule needs them.)
        if width(l1.get(self.added..).unwrap_or(&[])) >= WRAP {
            let w1 = width(l1);
            if w1 <= LONG {
                return true;
            }
            let [w0, _, w2, w3] = self.all();
            return !stands_out(w1, w0.max(w2).max(w3));
        }
        // (A long line alone is as wide as no line around: not filled.)
        let [_, w1, w2, w3] = self.all();
        w1 == w2 && w1 == w3
    }

    /// The cut line is wider than any column mail is filled to (`FILL`)
    /// and no line around comes near it: its writer may have ended it
    /// there. Read only when `T` has words after it (`verdict`): a cut
    /// at a viewer's or terminal's 81st to 100th column leaves `T` alone.
    #[inline(never)]
    pub(crate) fn beyond_fill(&self) -> bool {
        // (As the text's writer set it: a rendering's gutter or quotes
        // not counted, `added`.)
        let Some(l1) = self.l1 else {
            return false;
        };
        if width(l1.get(self.added..).unwrap_or(&[])) <= FILL {
            return false;
        }
        let [w0, w1, w2, w3] = self.all();
        w1 <= LONG && stands_out(w1, w0.max(w2).max(w3))
    }
}

/// A line `w1` columns wide that no line around (the widest `around`)
/// comes near: no filled block's line (`NEAR`).
fn stands_out(w1: usize, around: usize) -> bool {
    around + NEAR < w1
}

/// The widest column mail and code are filled to (RFC 5322 §2.1.1's 78,
/// a terminal's 80).
const FILL: usize = 80;

/// The cut line `l1` is wider than any fill column (`LONG`) and neither
/// the line before it nor the next comes near it: its writer ended it,
/// whatever it ends in (`Widths::wide`, for a URL that looks cut).
pub(crate) fn long_alone(l0: &[u8], l1: &[u8], l2: &[u8]) -> bool {
    let w1 = width(l1);
    w1 > LONG && stands_out(w1, width(l0).max(width(l2)))
}

#[cfg(test)]
mod tests {
    use super::width;

    /// The display width the words above define, a byte at a time,
    /// troff's `\:` taken out and the `\` of its `\-`.
    fn reference(line: &[u8]) -> usize {
        let text = String::from_utf8_lossy(line)
            .replace("\\:", "")
            .replace("\\-", "-");
        text.bytes().fold(0, |w, c| match c {
            b'\t' => (w / 8 + 1) * 8,
            b'\r' | b'\n' | 0x80..=0xbf => w,
            _ => w + 1,
        })
    }

    #[test]
    fn width_counts_columns() {
        let parts: [&[u8]; 9] = [
            b"ab",
            b"\\:",
            b"a\\-",
            "é".as_bytes(),
            "東".as_bytes(),
            b"\t",
            b"\r",
            b" ",
            b"x/y.",
        ];
        // Every line of up to 5 parts (lengths 0 to 20 bytes, so the
        // eight-byte chunks and the remainder both see each kind).
        let mut lines = vec![Vec::new()];
        for _ in 0..5 {
            let longer: Vec<Vec<u8>> = lines
                .iter()
                .flat_map(|l| parts.iter().map(move |p| [&l[..], p].concat()))
                .collect();
            lines.extend(longer);
        }
        for l in &lines {
            let cr = l.strip_suffix(b"\r").unwrap_or(l);
            assert_eq!(width(l), reference(cr), "{:?}", String::from_utf8_lossy(l));
        }
        assert_eq!(width(b"  104. # http://a.example/p/\r"), 28);
        assert_eq!(width("\tdéjà vu 東京".as_bytes()), 8 + 10);
        // docutils' and groff's URL break points show as nothing.
        assert_eq!(width(br"see https://\:www\:.gnu\:.org/\:soft\-ware/"), 34);
    }
}
