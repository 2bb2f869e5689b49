//! Output in input order (SPEC §2.1 `-j`): a file's records are written
//! when its turn comes; until then they wait, and a worker whose file
//! holds more than [`HOLD_AT`] waits for its turn rather than buffer
//! without limit. The file whose turn it is is always being searched by a
//! worker that does not wait, so the run always moves on.

use std::collections::{BTreeMap, HashSet};
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use crate::input::Name;
use crate::record::Batch;

/// Output a file, or the finished files together, may hold while an
/// earlier file is still being searched.
pub const HOLD_AT: usize = 8 * 1024 * 1024;

/// The writer behind a lock, and the signal that a turn has passed.
pub struct Turns<W> {
    state: Mutex<Ordered<W>>,
    turn: Condvar,
}

impl<W> Turns<W> {
    pub fn new(writer: Writer<W>) -> Self {
        Turns {
            state: Mutex::new(Ordered {
                next: 0,
                pending: BTreeMap::new(),
                pending_bytes: 0,
                writer,
            }),
            turn: Condvar::new(),
        }
    }

    /// The state; a panic elsewhere never leaves it half written (each
    /// write is whole), so a poisoned lock is still used.
    pub fn lock(&self) -> MutexGuard<'_, Ordered<W>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The state once it is file `index`'s turn, or the run is stopping.
    pub fn wait_turn<'a>(
        &'a self,
        mut o: MutexGuard<'a, Ordered<W>>,
        index: usize,
        stop: impl Fn() -> bool,
    ) -> MutexGuard<'a, Ordered<W>> {
        while o.next < index && !stop() {
            o = self.turn.wait(o).unwrap_or_else(PoisonError::into_inner);
        }
        o
    }

    /// Wakes the workers waiting for their turn.
    pub fn passed(&self) {
        self.turn.notify_all();
    }

    pub fn into_inner(self) -> Ordered<W> {
        self.state
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl<W: Write> Turns<W> {
    /// Writes `batch` if it is file `index`'s turn; waits for the turn
    /// when the batch holds [`HOLD_AT`] or more. A write error sets `stop`.
    pub fn try_flush(
        &self,
        index: usize,
        batch: &mut Batch,
        line_buffered: bool,
        stop: &AtomicBool,
    ) {
        let mut ordered = self.lock();
        if batch.buf.len() >= HOLD_AT {
            ordered = self.wait_turn(ordered, index, || stop.load(Ordering::Relaxed));
        }
        if ordered.next == index {
            ordered.writer.write(batch, line_buffered);
            batch.clear();
            ordered.writer.check(stop);
        }
    }

    /// Hands file `index`'s last batch over, and writes every finished
    /// file whose turn has come, each followed by the line `end` gives
    /// (`-c`, `-l`: true when the file is listed). Finished files wait
    /// together up to [`HOLD_AT`]; past that the caller waits for its
    /// file's turn.
    pub fn finish(
        &self,
        index: usize,
        path: &Name,
        batch: Batch,
        line_buffered: bool,
        stop: &AtomicBool,
        end: impl Fn(&Name, bool, u64, &mut Vec<u8>) -> bool,
    ) {
        let mut ordered = self.lock();
        if ordered.pending_bytes + batch.buf.len() > HOLD_AT {
            ordered = self.wait_turn(ordered, index, || stop.load(Ordering::Relaxed));
        }
        ordered.pending_bytes += batch.buf.len();
        ordered.pending.insert(index, (path.clone(), batch));
        while let Some((path, mut batch)) = {
            let next = ordered.next;
            ordered.pending.remove(&next)
        } {
            let o = &mut *ordered;
            o.pending_bytes -= batch.buf.len();
            o.writer.write(&mut batch, line_buffered);
            let mut line = Vec::new();
            if end(&path, batch.skipped, o.writer.head_count, &mut line) {
                o.writer.listed += 1;
            }
            o.writer.raw(&line);
            o.writer.head_count = 0;
            o.next += 1;
        }
        ordered.writer.check(stop);
        drop(ordered);
        self.passed();
    }
}

/// Finished files waiting for their turn, and the writer.
pub struct Ordered<W> {
    /// The index of the file whose records are written next.
    pub next: usize,
    pub pending: BTreeMap<usize, (Name, Batch)>,
    /// The size of `pending`'s records.
    pub pending_bytes: usize,
    pub writer: Writer<W>,
}

pub struct Writer<W> {
    pub out: W,
    /// `-u`: every URL written so far.
    pub seen: Option<HashSet<Box<str>>>,
    pub printed: u64,
    /// Paths written by `-l` or `--files-without-match`.
    pub listed: u64,
    /// Records of the file being written, for `-c`.
    pub head_count: u64,
    /// The first write error; later writes are skipped.
    pub write_error: Option<io::Error>,
}

impl<W: Write> Writer<W> {
    pub fn write(&mut self, batch: &mut Batch, flush: bool) {
        let n = match &mut self.seen {
            None => {
                self.raw(&batch.buf);
                batch.records
            }
            Some(seen) => {
                // Only first occurrences, in input order (SPEC §2.1 -u).
                let mut start = 0;
                let mut n = 0;
                let mut text = Vec::new();
                for (key, end) in batch.keys.drain(..) {
                    if seen.insert(key) {
                        text.extend_from_slice(&batch.buf[start..end]);
                        n += 1;
                    }
                    start = end;
                }
                self.raw(&text);
                n
            }
        };
        self.head_count += n;
        if self.write_error.is_none() {
            self.printed += n;
        }
        if flush && self.write_error.is_none() {
            if let Err(e) = self.out.flush() {
                self.write_error = Some(e);
            }
        }
    }

    /// Sets `stop` once a write has failed: no point searching further.
    fn check(&self, stop: &AtomicBool) {
        if self.write_error.is_some() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    pub fn raw(&mut self, bytes: &[u8]) {
        if self.write_error.is_none() && !bytes.is_empty() {
            if let Err(e) = self.out.write_all(bytes) {
                self.write_error = Some(e);
            }
        }
    }
}
