//! `MailExtractor::line_numbers(false)`: the same records, each with
//! line 0, on real archives read as the command reads them (a chunk at a
//! time) and on a message too large to be held whole.

use std::io::Cursor;
use std::path::Path;

use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, MailExtractor, Record};

/// Every record of `bytes` read as a stream, as `{:?}` with its line
/// (the first `line: N`, the record's own) apart.
fn records(mx: &MailExtractor, bytes: &[u8], format: Format) -> Vec<(u64, String)> {
    let mut out = Vec::new();
    mx.scan_reader_each(Cursor::new(bytes), format, &mut |s| {
        out.extend(s.found.iter().map(split_line));
        true
    })
    .unwrap();
    out
}

fn split_line(r: &Record<'_>) -> (u64, String) {
    let text = format!("{r:?}");
    let shown = format!("line: {},", r.line());
    assert!(text.contains(&shown), "{text}");
    (r.line(), text.replacen(&shown, "line: _,", 1))
}

fn both() -> (MailExtractor, MailExtractor) {
    let on = MailExtractor::new(Extractor::new());
    let mut off = MailExtractor::new(Extractor::new());
    off.line_numbers(false);
    (on, off)
}

/// `on`'s records are `off`'s, their lines counted.
fn same_but_lines(on: &[(u64, String)], off: &[(u64, String)], name: &str) {
    assert_eq!(on.len(), off.len(), "{name}");
    for (a, b) in on.iter().zip(off) {
        assert_eq!(a.1, b.1, "{name}");
        assert!(a.0 >= 1, "{name}: {}", a.1);
        assert_eq!(b.0, 0, "{name}: {}", b.1);
    }
}

#[test]
fn archives_give_the_same_records_without_lines() {
    let testdata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata");
    let (on, off) = both();
    let mut seen = 0;
    for (dir, format) in [("mbox", Format::Mbox), ("mail", Format::Message)] {
        for entry in std::fs::read_dir(testdata.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.display().to_string();
            let wanted = match format {
                Format::Mbox => name.ends_with(".mbox"),
                _ => name.ends_with(".eml"),
            };
            if !wanted {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let (a, b) = (records(&on, &bytes, format), records(&off, &bytes, format));
            same_but_lines(&a, &b, &name);
            seen += a.len();
        }
    }
    assert!(seen > 100, "{seen} records");
}

/// A message over 16 MiB is read as text in pieces, by another path
/// that places its matches by their own lines.
#[test]
fn a_large_message_gives_the_same_records_without_lines() {
    let mut mbox = b"From a\nSubject: x\n\nsee http://a.example/first\n".to_vec();
    let line = "padding padding padding padding padding padding padding\n";
    while mbox.len() < 17 << 20 {
        mbox.extend_from_slice(line.as_bytes());
    }
    mbox.extend_from_slice(b"and http://b.example/last\nFrom b\n\nhttp://c.example/\n");
    let lines = mbox.iter().filter(|&&b| b == b'\n').count() as u64;
    let (on, off) = both();
    let (a, b) = (
        records(&on, &mbox, Format::Mbox),
        records(&off, &mbox, Format::Mbox),
    );
    same_but_lines(&a, &b, "large");
    let lines_on: Vec<u64> = a.iter().map(|r| r.0).collect();
    // The last line holds the third URL; `From b` and a blank line come
    // between it and the second.
    assert_eq!(lines_on, [4, lines - 3, lines]);
}
