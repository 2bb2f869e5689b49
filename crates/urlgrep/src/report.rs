//! Standard error: every message urlgrep writes there, but the progress
//! line, comes from here. Errors are `urlgrep: PATH: message` as grep's,
//! and mark the run failed (exit status 2, SPEC §2.1); a file's warning
//! (mail parts or archive records read as raw bytes) is one line, and
//! `-q` silences it.

use std::fmt::{Arguments, Display};
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// What a run has said on standard error.
#[derive(Debug, Default)]
pub struct Report {
    quiet: bool,
    errors: AtomicBool,
}

impl Report {
    /// `quiet`: `-q`, no warnings.
    pub fn new(quiet: bool) -> Self {
        Report {
            quiet,
            errors: AtomicBool::new(false),
        }
    }

    /// An error about the file at `path`; the run will exit with 2.
    pub fn error(&self, path: &str, message: impl Display) {
        say(format_args!("urlgrep: {path}: {message}"));
        self.errors.store(true, Ordering::Relaxed);
    }

    /// An I/O error reading the file at `path`, as its reason alone.
    pub fn io_error(&self, path: &str, e: &io::Error) {
        self.error(path, reason(e));
    }

    /// The one warning of the file at `path`, unless `-q`.
    pub fn warning(&self, path: &str, message: impl Display) {
        if !self.quiet {
            say(format_args!("urlgrep: {path}: warning: {message}"));
        }
    }

    /// Whether an error was reported.
    pub fn failed(&self) -> bool {
        self.errors.load(Ordering::Relaxed)
    }
}

/// An error of the whole run (bad flags, output failed): `urlgrep: message`.
pub fn fatal(message: impl Display) {
    say(format_args!("urlgrep: {message}"));
}

/// The `--stats` line.
pub fn stats(files: u64, bytes: u64, urls: u64, seconds: f64) {
    say(format_args!(
        "{files} files, {bytes} bytes, {urls} URLs, {seconds:.3} seconds"
    ));
}

/// Writes one line to standard error. A failed write is dropped: a full
/// disk or a closed pipe there (`2>/dev/full`, `2>&1 | head`) must not
/// take the search down (issue 24, failure 3), where `eprintln!` panics.
/// The exit status still says what happened.
fn say(line: Arguments<'_>) {
    let mut err = io::stderr().lock();
    let _ = err.write_fmt(line).and_then(|()| err.write_all(b"\n"));
}

/// The reason of an I/O error, without Rust's `(os error N)` suffix.
fn reason(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
