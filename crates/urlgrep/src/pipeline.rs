//! One input on every core (SPEC §2.1 `-j`): its units — a text file's
//! pieces (`split.rs`), a WARC file's records — are read one after
//! another by the thread that owns the input, worked on by every thread
//! of the pool, and their results taken in input order, each as soon as
//! it and those before it are done. No unit waits for a slower one of a
//! wave, and reading (a `.warc.gz` inflated) overlaps the work.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// Reads `units` on the calling thread, runs `work` on each on `threads`
/// threads, and hands each result to `take` in the order of its unit.
/// At most `2 × threads` units are read and not yet taken, so memory
/// stays bounded by a few units. The calling thread takes what is done,
/// else reads ahead while it may, else works on a unit read and not
/// started: the input goes on even when no other thread of the pool is
/// free. With one thread each unit is read, worked on and taken in turn,
/// so a pipe's unit is not held back until the next one arrives. `take`
/// returns `false` to stop: no unit is read or started after that.
pub fn ordered<U: Send, T: Send>(
    units: impl Iterator<Item = U>,
    threads: usize,
    work: impl Fn(U) -> T + Sync,
    mut take: impl FnMut(T) -> bool,
) {
    let ahead = 2 * threads.max(1);
    let state = Mutex::new(State {
        todo: VecDeque::new(),
        done: VecDeque::new(),
        first: 0,
        read: 0,
        end: false,
        failed: false,
    });
    let signal = Condvar::new();
    let finish = |i: usize, r: T| {
        let mut st = lock(&state);
        let k = i - st.first;
        st.done[k] = Some(r);
        drop(st);
        signal.notify_all();
    };
    let mut units = units.fuse();
    rayon::in_place_scope(|s| {
        for _ in 1..threads {
            s.spawn(|_| {
                // A panic in `work` must not leave the others waiting for
                // its result: the scope then passes the panic on.
                let _ends = Ends(&state, &signal);
                while let Some((i, u)) = next_todo(&state, &signal) {
                    finish(i, work(u));
                }
            });
        }
        let _ends = Ends(&state, &signal);
        let mut st = lock(&state);
        loop {
            if st.failed {
                break;
            } else if let Some(Some(_)) = st.done.front() {
                let r = st.done.pop_front().flatten();
                st.first += 1;
                drop(st);
                let go = r.is_some_and(&mut take);
                st = lock(&state);
                if !go {
                    break;
                }
            } else if threads == 1 && !st.todo.is_empty() || st.end || st.read - st.first >= ahead {
                // Nothing to read now (or one thread: a unit read is worked
                // on and taken before the next is waited for, as from a
                // pipe): work on a unit read and not started, else wait.
                match st.todo.pop_front() {
                    Some((i, u)) => {
                        drop(st);
                        finish(i, work(u));
                        st = lock(&state);
                    }
                    None if st.end && st.done.is_empty() => break,
                    None => st = signal.wait(st).unwrap_or_else(PoisonError::into_inner),
                }
            } else {
                // Read the next unit outside the lock: others work meanwhile.
                drop(st);
                let unit = units.next();
                st = lock(&state);
                match unit {
                    Some(u) => {
                        let i = st.read;
                        st.read += 1;
                        st.done.push_back(None);
                        st.todo.push_back((i, u));
                        signal.notify_all();
                    }
                    None => st.end = true,
                }
            }
        }
        drop(st);
    });
}

/// Ends the pipeline when dropped, also by a panic: reading is over, the
/// units not started are dropped, and every thread waiting is woken. A
/// worker that ends early (a panic) marks the run failed, so the taker
/// does not wait for a result that will not come.
struct Ends<'a, U, T>(&'a Mutex<State<U, T>>, &'a Condvar);

impl<U, T> Drop for Ends<'_, U, T> {
    fn drop(&mut self) {
        let mut st = lock(self.0);
        st.failed |= std::thread::panicking();
        st.end = true;
        st.todo.clear();
        drop(st);
        self.1.notify_all();
    }
}

/// `units` in batches of about `bytes` (as `size` counts a unit), so a
/// file of many small units (a WARC's records average a few KB) costs
/// one hand-over between threads a batch, not one a unit.
pub fn batches<U>(
    mut units: impl Iterator<Item = U>,
    bytes: usize,
    size: impl Fn(&U) -> usize,
) -> impl Iterator<Item = Vec<U>> {
    std::iter::from_fn(move || {
        let mut batch = Vec::new();
        let mut n = 0;
        while n < bytes {
            let Some(u) = units.next() else { break };
            n += size(&u).max(1);
            batch.push(u);
        }
        (!batch.is_empty()).then_some(batch)
    })
}

/// The units read and not yet started, the results of those started and
/// not yet taken (`None` while being worked on), the index of the first
/// of them, how many units were read, whether reading is over, and
/// whether a thread panicked.
struct State<U, T> {
    todo: VecDeque<(usize, U)>,
    done: VecDeque<Option<T>>,
    first: usize,
    read: usize,
    end: bool,
    failed: bool,
}

fn lock<S>(m: &Mutex<S>) -> MutexGuard<'_, S> {
    // A panic in `work` or `take` unwinds out of the scope anyway.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The next unit to work on, waiting for one; `None` once reading is over
/// and none is left.
fn next_todo<U, T>(state: &Mutex<State<U, T>>, signal: &Condvar) -> Option<(usize, U)> {
    let mut st = lock(state);
    loop {
        if let Some(t) = st.todo.pop_front() {
            return Some(t);
        }
        if st.end {
            return None;
        }
        st = signal.wait(st).unwrap_or_else(PoisonError::into_inner);
    }
}

#[cfg(test)]
mod tests;
