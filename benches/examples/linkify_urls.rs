//! Prints the URLs linkify finds in a file, one a line: the peer of
//! `urlgrep -j 1` in benches/compare.sh.
//!
//! cargo run --release -p urlgrep-benches --example linkify-urls -- FILE

use std::io::{self, Write};

fn main() -> io::Result<()> {
    let path = std::env::args_os()
        .nth(1)
        .expect("usage: linkify-urls FILE");
    let bytes = std::fs::read(path)?;
    // linkify reads &str; mail archives are not always UTF-8.
    let text = String::from_utf8_lossy(&bytes);
    let mut finder = linkify::LinkFinder::new();
    finder.kinds(&[linkify::LinkKind::Url]);
    let mut out = io::BufWriter::new(io::stdout().lock());
    for link in finder.links(&text) {
        writeln!(out, "{}", link.as_str())?;
    }
    out.flush()
}
