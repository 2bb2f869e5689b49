//! Scans the mail corpus N times (for profiling the search):
//! cargo run --release -p urlgrep-benches --example mail-scan -- 20 [HOSTILE-INPUT-NAME [SCALE]]
fn main() {
    let n: usize = std::env::args().nth(1).map_or(10, |a| a.parse().unwrap());
    let mail = match std::env::args().nth(2) {
        Some(name) => {
            let scale = std::env::args().nth(3).map_or(1, |a| a.parse().unwrap());
            urlgrep_benches::hostile_inputs_scaled(scale)
                .into_iter()
                .find(|(n, _)| *n == format!("{name}-x{scale}"))
                .unwrap()
                .1
        }
        None => urlgrep_benches::mail_corpus(),
    };
    let ex = urlgrep_extract::Extractor::new();
    let t = std::time::Instant::now();
    let mut count = 0;
    for _ in 0..n {
        count += ex.find_iter(&mail).count();
    }
    let secs = t.elapsed().as_secs_f64();
    if std::env::var_os("PROBE").is_some() {
        // How long finding the colons alone takes.
        let t = std::time::Instant::now();
        let mut colons = 0;
        for _ in 0..n {
            colons += memchr::memchr_iter(b':', &mail).count();
        }
        let c = t.elapsed().as_secs_f64();
        println!(
            "colons-only: {colons} colons, {:.1} ms a pass",
            c * 1e3 / n as f64
        );
    }
    println!(
        "{count} matches, {:.0} MB/s",
        (mail.len() * n) as f64 / secs / 1e6
    );
}
