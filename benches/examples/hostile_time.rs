//! Times the extractor on each hostile input at two sizes and on the
//! RFC corpus text, one run each: a quick linearity check beside the
//! criterion bench (`cargo bench --bench extract -- hostile`), with
//! linkify's `LinkFinder` on the same bytes.
//!
//!     cargo run --release -p urlgrep-benches --example hostile-time [FILTER]
//!
//! With `HOSTILE_DUMP=DIR` it writes each 1 MB-scale input to
//! `DIR/NAME.txt` instead, and each rendering pair (1 MB) to
//! `DIR/render-NAME.txt` and `DIR/render-NAME-plain.txt`, for a
//! profiler run of `find-count` on one.

use std::time::Instant;

use urlgrep_extract::Extractor;

fn main() {
    let filter = std::env::args().nth(1).unwrap_or_default();
    let ex = Extractor::new();
    let mut finder = linkify::LinkFinder::new();
    finder.kinds(&[linkify::LinkKind::Url]);
    if let Some(dir) = std::env::var_os("HOSTILE_DUMP") {
        let write = |name: String, input: &[u8]| {
            std::fs::write(std::path::Path::new(&dir).join(name), input)
                .expect("HOSTILE_DUMP names a writable directory");
        };
        for (name, input) in urlgrep_benches::hostile_inputs_scaled(1) {
            write(format!("{name}.txt"), &input);
        }
        for (name, broken, plain) in urlgrep_benches::rendering_pairs(1) {
            write(format!("render-{name}.txt"), &broken);
            write(format!("render-{name}-plain.txt"), &plain);
        }
        return;
    }
    let plain = urlgrep_benches::documents().concat().repeat(4);
    let t = Instant::now();
    let n = ex.find_iter(&plain).count();
    let base = plain.len() as f64 / t.elapsed().as_secs_f64() / 1e6;
    println!("{:<28} {:>9.1} MB/s ({n} URLs)", "plain RFC text", base);
    let small = urlgrep_benches::hostile_inputs_scaled(1);
    let large = urlgrep_benches::hostile_inputs_scaled(2);
    for ((name, a), (_, b)) in small.iter().zip(&large) {
        if !name.contains(&filter) {
            continue;
        }
        let time = |input: &[u8]| {
            let t = Instant::now();
            let n = ex.find_iter(input).count();
            (t.elapsed().as_secs_f64(), n)
        };
        let (ta, na) = time(a);
        let (tb, _) = time(b);
        let speed = a.len() as f64 / ta / 1e6;
        // linkify on the same bytes (as `str`, decoded lossily first,
        // outside the time): the peer issue 23 measures against.
        let text = String::from_utf8_lossy(a);
        let t = Instant::now();
        let nl = finder.links(&text).count();
        let tl = t.elapsed().as_secs_f64();
        println!(
            "{name:<28} {speed:>9.1} MB/s ({:.2} of plain), x2 input: {:.2}x time ({na} URLs); linkify {:.1} MB/s ({nl} links): {:.2}x linkify",
            speed / base,
            tb / ta,
            a.len() as f64 / tl / 1e6,
            tl / ta
        );
    }
    println!("SPEC §1.6 renderings against the same URLs unbroken (best of 5):");
    let best = |input: &[u8]| {
        (0..5)
            .map(|_| {
                let t = Instant::now();
                let n = ex.find_iter(input).count();
                (t.elapsed().as_secs_f64(), n)
            })
            .fold((f64::MAX, 0), |a, b| if b.0 < a.0 { b } else { a })
    };
    let (one, two) = (
        urlgrep_benches::rendering_pairs(1),
        urlgrep_benches::rendering_pairs(2),
    );
    let never = Extractor::builder().join(false).build().unwrap();
    for ((name, broken, plain), (_, broken2, _)) in one.iter().zip(&two) {
        if !filter.is_empty() && !"renderings".contains(&filter) && !name.contains(&filter) {
            continue;
        }
        let ((tb, nb), (tp, np)) = (best(broken), best(plain));
        let (tb2, _) = best(broken2);
        // The same bytes with no line joined: the cost of §1.6.3 alone.
        let t_never = (0..5)
            .map(|_| {
                let t = Instant::now();
                never.find_iter(&broken[..]).count();
                t.elapsed().as_secs_f64()
            })
            .fold(f64::MAX, f64::min);
        println!(
            "{name:<16} broken {:>7.1} MB/s ({nb} URLs), plain {:>7.1} MB/s ({np} URLs): {:.2}x the time; --join never on the same bytes: {:.2}x; x2 input: {:.2}x time",
            broken.len() as f64 / tb / 1e6,
            plain.len() as f64 / tp / 1e6,
            tb / tp,
            tb / t_never,
            tb2 / tb
        );
    }
}
