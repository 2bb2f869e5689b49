//! Line numbers and the mail quote prefix of the current line, kept up
//! to date as the search moves forward (so no byte is looked at twice,
//! however long a line is).

use memchr::memrchr;

#[derive(Clone, Debug)]
pub(crate) struct Lines {
    /// Offset (in the whole input) up to which bytes were accounted.
    pos: usize,
    /// 1-based number of the line holding `pos`.
    line: u64,
    /// Offset where that line starts.
    line_start: usize,
    /// `>` characters in the quote prefix seen so far (SPEC §1.3.2).
    depth: usize,
    /// Whether the quote prefix may still go on at `pos`.
    in_prefix: bool,
}

impl Lines {
    pub(crate) fn new() -> Lines {
        Lines {
            pos: 0,
            line: 1,
            line_start: 0,
            depth: 0,
            in_prefix: true,
        }
    }

    /// Accounts the bytes up to offset `to`; `window` holds the input
    /// from offset `base` on.
    pub(crate) fn advance(&mut self, window: &[u8], base: usize, to: usize) {
        if to <= self.pos {
            return;
        }
        let seg = &window[self.pos - base..to - base];
        let mut prefix_from = 0;
        if let Some(last) = memrchr(b'\n', seg) {
            // SIMD count: one memchr call per line would cost a call each.
            self.line += bytecount::count(seg, b'\n') as u64;
            self.line_start = self.pos + last + 1;
            self.depth = 0;
            self.in_prefix = true;
            prefix_from = last + 1;
        }
        if self.in_prefix {
            // "a run of `>` characters possibly separated by spaces or
            // tabs", starting at the line's first byte.
            for &c in &seg[prefix_from..] {
                match c {
                    b'>' => self.depth += 1,
                    b' ' | b'\t' if self.depth > 0 => {}
                    _ => {
                        self.in_prefix = false;
                        break;
                    }
                }
            }
        }
        self.pos = to;
    }

    pub(crate) fn line(&self) -> u64 {
        self.line
    }

    pub(crate) fn line_start(&self) -> usize {
        self.line_start
    }

    /// The quote depth of the current line (its prefix ends before any `<`).
    pub(crate) fn depth(&self) -> usize {
        self.depth
    }
}
