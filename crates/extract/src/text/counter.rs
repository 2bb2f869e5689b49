//! Line numbers and line starts, kept up to date as the search moves
//! forward (so no byte is looked at twice, however long a line is).

use memchr::memrchr;

#[derive(Clone, Debug)]
pub(crate) struct Lines {
    /// Offset (in the whole input) up to which bytes were accounted.
    pos: usize,
    /// 1-based number of the line holding `pos`.
    line: u64,
    /// Offset where that line starts.
    line_start: usize,
    /// Whether line feeds are counted (`ExtractorBuilder::line_numbers`):
    /// the count was 5 % of the command's search of plain text (callgrind,
    /// a 20 MB slice of the bench text).
    count: bool,
}

impl Lines {
    pub(crate) fn new(count: bool) -> Lines {
        Lines {
            pos: 0,
            line: 1,
            line_start: 0,
            count,
        }
    }

    /// Accounts the bytes up to offset `to`; `window` holds the input
    /// from offset `base` on.
    pub(crate) fn advance(&mut self, window: &[u8], base: usize, to: usize) {
        if to <= self.pos {
            return;
        }
        let seg = &window[self.pos - base..to - base];
        if let Some(last) = memrchr(b'\n', seg) {
            // SIMD count: one memchr call per line would cost a call each.
            if self.count {
                self.line += bytecount::count(seg, b'\n') as u64;
            }
            self.line_start = self.pos + last + 1;
        }
        self.pos = to;
    }

    /// The line number of `pos`; 0 when lines are not counted.
    pub(crate) fn line(&self) -> u64 {
        if self.count {
            self.line
        } else {
            0
        }
    }

    pub(crate) fn line_start(&self) -> usize {
        self.line_start
    }
}
