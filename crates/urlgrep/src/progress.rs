//! A progress line on standard error for long runs: shown only when
//! standard error is a terminal and the run has lasted a second or
//! searched many files (see `Config::progress`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Files after which the line appears even if the run is young.
const MANY_FILES: u64 = 100;
const AFTER: Duration = Duration::from_secs(1);

pub struct Progress {
    bar: Option<ProgressBar>,
    started: Instant,
    shown: AtomicBool,
    files: AtomicU64,
}

impl Progress {
    pub fn new(enabled: bool) -> Progress {
        let bar = enabled.then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
            bar.set_style(
                ProgressStyle::with_template("{spinner} {elapsed} {pos} files, {msg}")
                    .expect("a valid template"),
            );
            bar
        });
        Progress {
            bar,
            started: Instant::now(),
            shown: AtomicBool::new(false),
            files: AtomicU64::new(0),
        }
    }

    /// A file was searched.
    pub fn file_done(&self, bytes: &AtomicU64) {
        let files = self.files.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(bar) = &self.bar {
            bar.set_position(files);
            self.update(bar, bytes, files >= MANY_FILES);
        }
    }

    /// Part of a file was searched.
    pub fn tick(&self, bytes: &AtomicU64) {
        if let Some(bar) = &self.bar {
            self.update(bar, bytes, false);
        }
    }

    fn update(&self, bar: &ProgressBar, bytes: &AtomicU64, many: bool) {
        if !self.shown.load(Ordering::Relaxed) {
            if !many && self.started.elapsed() < AFTER {
                return;
            }
            if !self.shown.swap(true, Ordering::Relaxed) {
                bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
                bar.enable_steady_tick(Duration::from_millis(250));
            }
        }
        let mib = bytes.load(Ordering::Relaxed) as f64 / (1024.0 * 1024.0);
        bar.set_message(format!("{mib:.1} MiB"));
    }

    /// Clears the line before the run's last words.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
