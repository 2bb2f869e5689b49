//! The rendering-invariance check of `tests/renderings_real.rs` over many
//! documents: reads file paths, one a line, on standard input; prints per
//! rendering the documents and URLs compared and how many differ, and
//! each difference (document, rendering, the URLs of both readings).
//!
//! With `RENDERINGS_PLAIN=1` it also prints each URL read in the
//! documents themselves (`PLAIN path url`), to compare two versions.
//!
//! find testdata/rfc -type f | cargo run --release -p urlgrep-extract --example renderings

use std::io::{self, BufRead, Write};

#[path = "../tests/renderings/mod.rs"]
mod renderings;

use renderings::{compare, find, RENDERINGS};
use urlgrep_extract::Extractor;

fn main() -> io::Result<()> {
    let ex = Extractor::new();
    let n = RENDERINGS.len();
    let (mut docs, mut urls) = (0usize, 0usize);
    let mut diff_docs = vec![0usize; n];
    let mut diff_urls = vec![0usize; n];
    let mut out = io::BufWriter::new(io::stdout().lock());
    // `RENDERINGS_PLAIN=1`: also every URL of the documents themselves.
    let show_plain = std::env::var_os("RENDERINGS_PLAIN").is_some();
    for path in io::stdin().lock().lines() {
        let path = path?;
        let Ok(doc) = std::fs::read(&path) else {
            eprintln!("renderings: {path}: unreadable");
            continue;
        };
        let plain = find(&ex, &doc);
        if show_plain {
            for f in &plain {
                writeln!(out, "PLAIN {path} {}", f.url)?;
            }
        }
        docs += 1;
        urls += plain.len();
        for (k, r) in RENDERINGS.iter().enumerate() {
            let d = compare(&ex, &doc, &plain, r);
            if d.is_empty() {
                continue;
            }
            diff_docs[k] += 1;
            diff_urls[k] += d.count();
            writeln!(out, "DIFF {path} [{}]", r.name)?;
            writeln!(out, "  plain:    {:?}", d.plain)?;
            writeln!(out, "  rendered: {:?}", d.rendered)?;
            for (u, a, b) in &d.offsets {
                writeln!(out, "  offsets:  {u} {a} vs {b}")?;
            }
        }
    }
    writeln!(out, "SUMMARY documents={docs} urls={urls}")?;
    for (k, r) in RENDERINGS.iter().enumerate() {
        writeln!(
            out,
            "SUMMARY {:8} differing documents={} urls={}",
            r.name, diff_docs[k], diff_urls[k]
        )?;
    }
    Ok(())
}
