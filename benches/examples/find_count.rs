//! Counts the URLs the library finds in one file read whole
//! (`Extractor::find_iter`), with nothing else around it: the run a
//! profiler wants for the extractor alone (`hostile-time`'s
//! `HOSTILE_DUMP` writes its inputs as files).
//!
//!     cargo run --release -p urlgrep-benches --example find-count FILE [ROUNDS]

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: find-count FILE [ROUNDS]");
    let rounds: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let hay = std::fs::read(&path).expect("a readable file");
    let ex = urlgrep_extract::Extractor::new();
    for _ in 0..rounds {
        println!("{}", ex.find_iter(&hay).count());
    }
}
