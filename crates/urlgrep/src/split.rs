//! One large text file searched on every core (SPEC §2.1 `-j`): cut into
//! pieces at safe points, each piece searched alone, its records moved by
//! the bytes and lines before it, so the output is byte for byte that of
//! one search of the whole file.
//!
//! A cut is safe at a line start with no `:` close to it, as the
//! extractor's [`colon_reach`](urlgrep_extract::Extractor::colon_reach)
//! says (about 4 KB before, 1 KB after): every match holds the `:` that
//! triggered it, and neither the match nor what the search reads to
//! decide it (the line context of SPEC §1.6, a rejoined line, a wrapper)
//! lies further from that colon.
//! So no match spans the cut, nothing either side depends on the other,
//! and a match's column, counted from its line's start, is the same. A
//! text with no such stretch (a URL list, hostile input) is not cut.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::Path;
use std::sync::{Condvar, Mutex, MutexGuard};

use rayon::iter::{IntoParallelRefIterator, ParallelIterator};
use urlgrep_extract::Extractor;
use urlgrep_formats::Record;

/// Files smaller than this are searched whole.
pub const SPLIT_AT: u64 = 16 << 20;

/// The size of a piece; the records of the pieces searched at once are
/// held until they are written.
const PIECE: u64 = 8 << 20;

/// How far past a piece's nominal end a cut is looked for (the corpus
/// text of `benches/make-big.sh` has one every 170 KB), and how much is
/// read at a time for it.
const LOOK: usize = 4 << 20;
const STEP: usize = 64 << 10;

/// What the search of one piece found.
pub struct Found {
    /// The records, offsets and lines counted from the piece's start.
    pub records: Vec<Record<'static>>,
    /// The line feeds in the piece.
    pub lines: u64,
    /// The bytes read (fewer than the piece's when the file shrank).
    pub read: u64,
    /// A read error, which ends the piece and the file's search.
    pub error: Option<io::Error>,
}

/// The pieces of the `size`-byte file `path`, in order, each starting at
/// a safe cut: `[0..size]` when none is found. The cuts are looked for
/// at once, one after each multiple of [`PIECE`].
pub fn pieces(path: &Path, size: u64, reach: (usize, usize)) -> io::Result<Vec<Range<u64>>> {
    let nominal = (1..size / PIECE).map(|k| k * PIECE).collect::<Vec<_>>();
    let cuts = nominal
        .par_iter()
        .map(|&at| cut_after(path, at, reach))
        .collect::<io::Result<Vec<_>>>()?;
    let mut starts = vec![0];
    starts.extend(cuts.into_iter().flatten());
    starts.dedup();
    let ends = starts.iter().skip(1).copied().chain([size]);
    Ok(starts.iter().zip(ends).map(|(&s, e)| s..e).collect())
}

/// The first safe cut in `path` at or after byte `at`, looked for in at
/// most [`LOOK`] bytes, read a [`STEP`] at a time.
fn cut_after(path: &Path, at: u64, reach: (usize, usize)) -> io::Result<Option<u64>> {
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(at))?;
    let (mut buf, mut from) = (Vec::new(), 0);
    while buf.len() < LOOK {
        let n = (&mut file).take(STEP as u64).read_to_end(&mut buf)?;
        match next_cut(&buf, from, reach) {
            Ok(c) => return Ok(Some(at + c as u64)),
            Err(free) => from = free,
        }
        if n < STEP {
            break;
        }
    }
    Ok(None)
}

/// The first safe cut in `buf[from..]` (module docs), `from` just after
/// a `:` or at the start: a line start `c` with no `:` in
/// `buf[c - reach.0..c + reach.1]`, all of it in `buf` (what lies outside
/// is not known). Else where the last stretch with no `:` starts, to
/// look on from when `buf` has grown.
fn next_cut(buf: &[u8], from: usize, (before, after): (usize, usize)) -> Result<usize, usize> {
    let mut free = from;
    let colons = memchr::memchr_iter(b':', &buf[from..]).map(|i| from + i);
    for colon in colons.chain([buf.len()]) {
        // `buf[free..colon]` holds no `:`; a cut `c` needs
        // `free + before <= c <= colon - after`, after a line feed.
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

/// Searches `range` of the file `path` alone.
pub fn search(ex: &Extractor, path: &Path, range: Range<u64>) -> Found {
    let mut found = Found {
        records: Vec::new(),
        lines: 0,
        read: 0,
        error: None,
    };
    let mut file = match File::open(path) {
        Ok(f) => f,
        Err(e) => {
            found.error = Some(e);
            return found;
        }
    };
    if let Err(e) = file.seek(SeekFrom::Start(range.start)) {
        found.error = Some(e);
        return found;
    }
    let mut reader = Counted {
        inner: file.take(range.end - range.start),
        read: 0,
    };
    let mut stream = ex.stream_iter(&mut reader);
    for m in stream.by_ref() {
        match m {
            Ok(m) => found.records.push(Record::from_match(m)),
            Err(e) => {
                found.error = Some(e);
                break;
            }
        }
    }
    found.lines = stream.line_feeds();
    found.read = reader.read;
    found
}

/// Counts the bytes read through it.
struct Counted<R> {
    inner: R,
    read: u64,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read += n as u64;
        Ok(n)
    }
}

/// Runs `work` on `0..n` on `threads` threads and hands each result to
/// `take` in order of index, as soon as it and those before it are done:
/// no wave waits for its slowest piece. At most `2 × threads` results
/// wait for their turn (memory stays bounded). The calling thread takes
/// the results, and works itself whenever the next one is not ready, so
/// the pieces go on even if no other thread of the pool is free.
/// `take` returns `false` to stop: no piece is started after that.
pub fn in_order<T: Send>(
    n: usize,
    threads: usize,
    work: impl Fn(usize) -> T + Sync,
    mut take: impl FnMut(usize, T) -> bool,
) {
    let ahead = 2 * threads.max(1);
    let state = Mutex::new(Turns {
        slots: (0..n).map(|_| None).collect(),
        next: 0,
        taken: 0,
        stop: false,
    });
    let turn = Condvar::new();
    let done = |i: usize, r: T| {
        lock(&state).slots[i] = Some(r);
        turn.notify_all();
    };
    rayon::in_place_scope(|s| {
        for _ in 1..threads {
            s.spawn(|_| {
                while let Some(i) = claim(&state, &turn, n, ahead) {
                    done(i, work(i));
                }
            });
        }
        let mut st = lock(&state);
        while st.taken < n && !st.stop {
            let i = st.taken;
            if let Some(r) = st.slots[i].take() {
                drop(st);
                let go = take(i, r);
                st = lock(&state);
                st.taken += 1;
                st.stop |= !go;
                turn.notify_all();
            } else if st.next < n && st.next < st.taken + ahead {
                let j = st.next;
                st.next += 1;
                drop(st);
                done(j, work(j));
                st = lock(&state);
            } else {
                st = turn
                    .wait(st)
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
            }
        }
        st.stop = true;
        drop(st);
        turn.notify_all();
    });
}

/// The pieces' turns: results waiting to be taken, the next index to
/// start, how many were taken.
struct Turns<T> {
    slots: Vec<Option<T>>,
    next: usize,
    taken: usize,
    stop: bool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic in `work` or `take` unwinds out of the scope anyway.
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The next index to start, waiting while `ahead` results already wait
/// for their turn; `None` once all are started or the taker stopped.
fn claim<T>(state: &Mutex<Turns<T>>, turn: &Condvar, n: usize, ahead: usize) -> Option<usize> {
    let mut st = lock(state);
    loop {
        if st.stop || st.next >= n {
            return None;
        }
        if st.next < st.taken + ahead {
            st.next += 1;
            return Some(st.next - 1);
        }
        st = turn
            .wait(st)
            .unwrap_or_else(std::sync::PoisonError::into_inner);
    }
}

#[cfg(test)]
mod tests;
