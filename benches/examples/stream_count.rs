//! Counts the URLs of standard input through `Extractor::stream_iter`,
//! for measuring memory on long streams:
//!
//! bash benches/stream-1gb.sh   (1 GB through this, peak RSS by /usr/bin/time -v)

fn main() {
    let ex = urlgrep_extract::Extractor::new();
    let (mut n, mut bytes) = (0u64, 0usize);
    for m in ex.stream_iter(std::io::stdin().lock()) {
        let m = m.expect("read error");
        n += 1;
        bytes = m.end();
    }
    println!("{n} URLs, last ending at byte {bytes}");
}
