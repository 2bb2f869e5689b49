//! URLs broken by renderings (SPEC §1.6) through the command: JSON
//! `joined_breaks`, `--join never`, `--hyphen both` with a joined
//! alternative.

mod common;

use common::{json, lines, run};

#[test]
fn joined_breaks_in_json_point_into_raw() {
    // f-prefix-05: a URL over three lines of a C block comment.
    let text = "            /* See this thread:\n             *   http://mail-archives.apache.org/mod_mbox/httpd-dev/\n             *   201402.mbox/%3CCAKUrXK5-2_Sg8FokxBP8nW7tmSuTZZWL-%3\n             *   DBDhNnwyK-Z4dmQiQ%40mail.gmail.com%3E\n             */\n";
    let recs = json(&run(&["--json"], text.as_bytes()));
    assert_eq!(recs.len(), 1);
    let r = &recs[0];
    assert_eq!(
        r["url"],
        "http://mail-archives.apache.org/mod_mbox/httpd-dev/201402.mbox/%3CCAKUrXK5-2_Sg8FokxBP8nW7tmSuTZZWL-%3DBDhNnwyK-Z4dmQiQ%40mail.gmail.com%3E"
    );
    let (start, end) = (
        r["start"].as_u64().unwrap() as usize,
        r["end"].as_u64().unwrap() as usize,
    );
    assert_eq!(r["raw"], text[start..end]);
    assert_eq!(
        (r["line"].as_u64(), r["column"].as_u64()),
        (Some(2), Some(18))
    );
    let breaks: Vec<usize> = r["joined_breaks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_u64().unwrap() as usize)
        .collect();
    assert_eq!(breaks.len(), 2);
    assert!(breaks.iter().all(|&b| text.as_bytes()[start + b] == b'\n'));
    // A URL read on one line has no such field.
    let one = json(&run(&["--json"], b"see http://a.example/x\n"));
    assert!(one[0].get("joined_breaks").is_none());
}

#[test]
fn join_never_reads_each_line_alone() {
    let text = b"Full text: http://\nwww.example.org/x/paper.pdf\nor http://a.example/pub/long-\nname.tar.gz\n";
    assert_eq!(
        lines(&run(&[], text)),
        [
            "http://www.example.org/x/paper.pdf",
            "http://a.example/pub/long-name.tar.gz"
        ]
    );
    assert_eq!(
        lines(&run(&["--join", "never"], text)),
        ["http://a.example/pub/long-"]
    );
    let bad = run(&["--join", "sometimes"], text);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn hyphen_both_prints_a_joined_alternative() {
    // The break may be the author's: the cut reading first.
    let text = b"See http://a.example/very/long\n/path here.\n";
    assert_eq!(
        lines(&run(&["--hyphen", "both"], text)),
        [
            "http://a.example/very/long",
            "http://a.example/very/long/path"
        ]
    );
    let recs = json(&run(&["--json"], text));
    assert_eq!(
        recs[0]["alternatives"][0],
        "http://a.example/very/long/path"
    );
}
