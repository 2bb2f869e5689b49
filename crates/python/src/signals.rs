//! Ctrl-C while Rust searches (issue 24). Python runs its signal
//! handlers only in the main thread and only when it holds the GIL, which
//! a search releases; so the calling thread waits for the search, run on
//! a helper thread, coming back to Python every [`TICK`] to run them. A
//! handler that raises (`KeyboardInterrupt`) sets the search's stop flag,
//! and the exception is raised as soon as the search sees it, at its
//! next match or record.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use pyo3::prelude::*;

/// How long a search runs between two looks at Python's signals: short
/// enough that Ctrl-C feels immediate, long enough to cost nothing.
pub(crate) const TICK: Duration = Duration::from_millis(50);

/// Inputs smaller than this are searched on the calling thread, without
/// looking at signals: they take at most a few tens of milliseconds (16
/// MB/s is about the slowest text), less than a helper thread would cost
/// to start on the many small texts Python callers pass.
pub(crate) const SMALL: usize = 1 << 20;

/// `work(stop)` on a helper thread, without the GIL; this thread checks
/// Python's signals every [`TICK`] meanwhile. If a handler raises, `stop`
/// is set, the helper is waited for (it ends at its next look at `stop`)
/// and the handler's exception returned.
pub(crate) fn interruptible<T, F>(py: Python<'_>, work: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce(&AtomicBool) -> T + Send,
{
    let stop = AtomicBool::new(false);
    let (tx, mut rx) = mpsc::sync_channel(1);
    std::thread::scope(|s| {
        let stop = &stop;
        std::thread::Builder::new()
            .name("urlgrep-search".into())
            .spawn_scoped(s, move || {
                // A panic drops `tx`: the wait below ends, and the scope
                // raises the panic again.
                let _ = tx.send(work(stop));
            })?;
        loop {
            let r = &mut rx;
            match py.detach(move || r.recv_timeout(TICK)) {
                Ok(done) => return Ok(done),
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(e) = py.check_signals() {
                        stop.store(true, Ordering::Relaxed);
                        let r = &mut rx;
                        py.detach(move || r.recv().ok());
                        return Err(e);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(pyo3::exceptions::PyRuntimeError::new_err(
                        "the search thread panicked",
                    ))
                }
            }
        }
    })
}
