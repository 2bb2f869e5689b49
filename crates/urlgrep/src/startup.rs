//! What the process was given before Rust's runtime changed it: whether
//! descriptor 1 was closed. The runtime opens `/dev/null` on a closed
//! standard descriptor before `main` (so that no file urlgrep opens can
//! take its number), and a check in `main` can no longer tell `>&-` from
//! `>/dev/null`. A constructor in `.init_array` runs before the runtime.

use std::sync::atomic::{AtomicBool, Ordering};

static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Whether descriptor 1 was closed when the process started.
pub fn stdout_was_closed() -> bool {
    STDOUT_CLOSED.load(Ordering::Relaxed)
}

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static CHECK_STDOUT: extern "C" fn() = check_stdout;

#[cfg(target_os = "linux")]
extern "C" fn check_stdout() {
    // SAFETY: `fcntl(F_GETFD)` on a descriptor number reads its flags and
    // touches no memory of ours; it fails with EBADF if 1 is not open.
    if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
        STDOUT_CLOSED.store(true, Ordering::Relaxed);
    }
}
