//! Prints the URLs of a file (or standard input), one a line:
//! `LINE:KIND:URL`, with hyphen alternatives and flags after it.
//!
//! cargo run --release -p urlgrep-extract --example find -- testdata/rfc/rfc1738.txt

use std::io::{self, Write};

use urlgrep_extract::Extractor;

fn main() -> io::Result<()> {
    let ex = Extractor::new();
    let input: Box<dyn io::Read> = match std::env::args_os().nth(1) {
        Some(path) => Box::new(std::fs::File::open(&path).map_err(|e| {
            eprintln!("find: {}: {e}", path.to_string_lossy());
            e
        })?),
        None => Box::new(io::stdin().lock()),
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    for m in ex.stream_iter(input) {
        let m = m?;
        write!(out, "{}:{}:{}", m.line(), m.kind().as_str(), m.url())?;
        if !m.is_terminated() {
            write!(out, "  (unterminated)")?;
        }
        for alt in m.alternatives() {
            write!(out, "  (or {alt})")?;
        }
        let flags: Vec<_> = m.flags().map(urlgrep_extract::Flag::as_str).collect();
        if !flags.is_empty() {
            write!(out, "  [{}]", flags.join(","))?;
        }
        if let Err(e) = m.parse() {
            write!(out, "  invalid: {e}")?;
        }
        writeln!(out)?;
    }
    out.flush()
}
