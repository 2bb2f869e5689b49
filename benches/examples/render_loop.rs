//! Loops the extractor over SPEC §1.6's renderings, broken and plain in
//! turn, for a profiler or a quick comparison on a busy machine: speeds
//! are by the thread's CPU time, best of the rounds.
//!
//!     cargo run --release -p urlgrep-benches --example render-loop [NAME] [ROUNDS] [broken|plain] [MB]

use urlgrep_extract::Extractor;

/// CPU time of this thread, in seconds (wall time counts other programs).
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let filter = args.get(1).cloned().unwrap_or_default();
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    // Only one of the pair, for a profile of it alone.
    let only = args.get(3).cloned().unwrap_or_default();
    // The inputs' size (compare two for linearity).
    let scale: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(1);
    let ex = Extractor::new();
    for (name, broken, plain) in urlgrep_benches::rendering_pairs(scale) {
        if !name.contains(&filter) {
            continue;
        }
        let (mut tb, mut tp) = (f64::MAX, f64::MAX);
        for _ in 0..rounds {
            for (input, best, which) in [(&broken, &mut tb, "broken"), (&plain, &mut tp, "plain")] {
                if !only.is_empty() && only != which {
                    continue;
                }
                let t = cpu();
                std::hint::black_box(ex.find_iter(input).count());
                *best = best.min(cpu() - t);
            }
        }
        println!(
            "{name:<14} broken {:>7.1} MB/s, plain {:>7.1} MB/s: {:.2}x the time",
            broken.len() as f64 / tb / 1e6,
            plain.len() as f64 / tp / 1e6,
            tb / tp
        );
    }
}
