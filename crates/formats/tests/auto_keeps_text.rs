//! `--format auto` never loses what `--format text` finds (SPEC §2.3):
//! over real markdown and text — 639 markdown RFCs of rust-lang/rfcs,
//! the head of every file of the shared corpus and of the 20 pieces of
//! the benchmark text (`testdata/auto/sample.tar.gz`, sources in
//! `testdata/auto/README.md`) — and every file of `testdata/`, each URL
//! the text reading reports is reported by the reading `auto` picks, up
//! to character references (`&amp;`) and an anchor's text repeating its
//! `href` (URLs are compared as sets).
//!
//! Mail and WARC files are left out: their readers leave trace headers
//! and WARC headers unread by design (SPEC §2.3); so are HTML documents
//! (a doctype or `<html` first), whose `<script>`, comments and
//! unlisted attributes SPEC §1.7.4 removes from the text.

use std::collections::BTreeSet;
use std::io::Read;
use std::path::{Path, PathBuf};

use urlgrep_extract::Extractor;
use urlgrep_formats::{detect, html, DocFormat};

/// The files of a tar archive (ustar: a 512-byte header a file, its size
/// in octal, the data padded to 512).
fn untar(tar: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut at = 0;
    while at + 512 <= tar.len() && tar[at] != 0 {
        let h = &tar[at..at + 512];
        let field = |r: std::ops::Range<usize>| {
            let f = &h[r];
            String::from_utf8_lossy(&f[..f.iter().position(|&c| c == 0).unwrap_or(f.len())])
                .into_owned()
        };
        let size = usize::from_str_radix(field(124..136).trim(), 8).unwrap();
        let name = format!("{}{}", field(345..500), field(0..100));
        if matches!(h[156], b'0' | 0) {
            files.push((name, tar[at + 512..at + 512 + size].to_vec()));
        }
        at += 512 + size.div_ceil(512) * 512;
    }
    files
}

/// What decodes of a gzip file (testdata holds damaged ones too).
fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let _ = flate2::read::MultiGzDecoder::new(bytes).read_to_end(&mut out);
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Whether `head` starts an HTML document (module docs).
fn is_document(head: &[u8]) -> bool {
    let s = head
        .strip_prefix(b"\xef\xbb\xbf")
        .unwrap_or(head)
        .trim_ascii_start();
    let lower = s[..s.len().min(16)].to_ascii_lowercase();
    [&b"<!doctype html"[..], b"<html", b"<?xml", b"<!--"]
        .iter()
        .any(|p| lower.starts_with(p))
}

fn urls(found: impl Iterator<Item = String>) -> BTreeSet<String> {
    found.map(|u| u.replace("&amp;", "&")).collect()
}

/// What `auto` misses of what `text` finds in `bytes`, if `auto` reads
/// it as HTML; `None` when it reads it as text (nothing to miss) or as
/// a format left out (module docs).
fn missed(ex: &Extractor, bytes: &[u8]) -> Option<Vec<String>> {
    let head = &bytes[..bytes.len().min(4096)];
    if detect(ex, head) != DocFormat::Html || is_document(head) {
        return None;
    }
    let text = urls(ex.find_iter(bytes).map(|m| m.url().to_string()));
    let auto = urls(html::scan(ex, bytes).map(|r| r.url().to_string()));
    Some(text.difference(&auto).cloned().collect())
}

#[test]
fn auto_reports_every_url_text_reports() {
    let ex = Extractor::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata");
    let sample = std::fs::read(root.join("auto/sample.tar.gz")).unwrap();
    let mut files = untar(&gunzip(&sample));
    let markdown = files.iter().filter(|(n, _)| n.ends_with(".md")).count();
    assert!(markdown >= 500, "{markdown} markdown files");
    let mut paths = Vec::new();
    walk(&root, &mut paths);
    for p in paths {
        let bytes = std::fs::read(&p).unwrap();
        let bytes = if bytes.starts_with(&[0x1f, 0x8b]) {
            gunzip(&bytes)
        } else {
            bytes
        };
        files.push((p.display().to_string(), bytes));
    }
    let (mut html_read, mut failures) = (0, Vec::new());
    for (name, bytes) in &files {
        if let Some(missed) = missed(&ex, bytes) {
            html_read += 1;
            if !missed.is_empty() {
                failures.push(format!("{name}: {missed:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{} files, {html_read} read as HTML fragments", files.len());
}
