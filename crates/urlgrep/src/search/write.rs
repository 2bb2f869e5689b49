//! The hand-off to the write stage (`ordered.rs`): a file's batch is
//! written when its turn comes (SPEC §2.1 `-j`: output in input order),
//! waits while an earlier file is searched, and a worker waits for its
//! turn rather than hold more than [`HOLD_AT`].

use std::io::Write;
use std::sync::atomic::Ordering;

use super::Shared;
use crate::config::Output;
use crate::input::Name;
use crate::ordered::{Writer, HOLD_AT};
use crate::printer::Batch;

impl<W: Write> Shared<'_, W> {
    /// Writes `batch` if it is this file's turn; waits for the turn when
    /// the batch holds [`HOLD_AT`] or more.
    pub(super) fn try_flush(&self, index: usize, batch: &mut Batch) {
        let mut ordered = self.ordered.lock();
        if batch.buf.len() >= HOLD_AT {
            ordered = self.ordered.wait_turn(ordered, index, || self.stopped());
        }
        if ordered.next == index {
            ordered.writer.write(batch, self.cfg.line_buffered);
            batch.clear();
            self.check(&ordered.writer);
        }
    }

    /// Hands the file's last batch over, and writes every finished file
    /// whose turn has come. Finished files wait together up to
    /// [`HOLD_AT`]; past that this worker waits for its file's turn.
    pub(super) fn finish(&self, index: usize, path: &Name, batch: Batch) {
        self.progress.file_done(&self.bytes);
        let mut ordered = self.ordered.lock();
        if ordered.pending_bytes + batch.buf.len() > HOLD_AT {
            ordered = self.ordered.wait_turn(ordered, index, || self.stopped());
        }
        ordered.pending_bytes += batch.buf.len();
        ordered.pending.insert(index, (path.clone(), batch));
        while let Some((path, mut batch)) = {
            let next = ordered.next;
            ordered.pending.remove(&next)
        } {
            let o = &mut *ordered;
            o.pending_bytes -= batch.buf.len();
            o.writer.write(&mut batch, self.cfg.line_buffered);
            let mut line = Vec::new();
            match self.cfg.output {
                Output::Count => self
                    .printer
                    .count_line(&path, o.writer.head_count, &mut line),
                Output::Files(with) if !batch.skipped => {
                    let n = o.writer.head_count;
                    if self.printer.files_line(with, &path, n, &mut line) {
                        o.writer.listed += 1;
                    }
                }
                _ => {}
            }
            o.writer.raw(&line);
            o.writer.head_count = 0;
            o.next += 1;
        }
        self.check(&ordered.writer);
        drop(ordered);
        self.ordered.passed();
    }

    pub(super) fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    pub(super) fn check(&self, writer: &Writer<W>) {
        if writer.write_error.is_some() {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}
