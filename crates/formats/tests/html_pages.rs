//! Real pages (`testdata/html/`, sources in its README) against the URL
//! lists written by reading them; every record's `raw`, line and column
//! point into the file.

use std::path::Path;

use urlgrep_extract::Extractor;
use urlgrep_formats::html;

fn pages() -> Vec<(String, Vec<u8>, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/html");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "html") {
            let urls = std::fs::read_to_string(path.with_extension("urls")).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            out.push((name, std::fs::read(&path).unwrap(), urls));
        }
    }
    out.sort();
    assert!(out.len() >= 5, "testdata/html holds the pages");
    out
}

#[test]
fn pages_give_the_urls_read_in_them() {
    for (name, page, expected) in pages() {
        let got: Vec<String> = html::scan(&Extractor::new(), &page)
            .map(|r| format!("{}\t{}\t{}", r.line(), r.kind().as_str(), r.url()))
            .collect();
        let want: Vec<&str> = expected.lines().collect();
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn records_point_into_the_file() {
    for (name, page, _) in pages() {
        for r in html::scan(&Extractor::new(), &page) {
            assert_eq!(r.raw(), &page[r.span()], "{name}: {}", r.url());
            // A URL of the text starts at its scheme and ends at its last
            // byte, references before it or in it notwithstanding.
            if r.kind().as_str() == "bare" {
                let (url, raw) = (r.url().as_bytes(), r.raw());
                assert!(raw.starts_with(&url[..4]), "{name}: {}", r.url());
                assert!(raw.ends_with(&url[url.len() - 1..]), "{name}: {}", r.url());
            }
            let before = &page[..r.start()];
            let line = 1 + before.iter().filter(|&&b| b == b'\n').count() as u64;
            let column = r.start()
                - before
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |n| n + 1);
            assert_eq!(
                (r.line(), r.column()),
                (line, column + 1),
                "{name}: {}",
                r.url()
            );
        }
    }
}

#[test]
fn pages_and_fragments_are_recognized() {
    for (name, page, _) in pages() {
        assert!(
            html::looks_like_html(&Extractor::new(), &page[..page.len().min(4096)]),
            "{name}"
        );
    }
}
