//! WARC input (SPEC §2.3) on `testdata/warc/` (written by warcio from
//! real pages; sources in its README): detected by content, gzip per
//! record or not, JSON with the record's URI, id and offset, and a cut
//! member named on standard error while the other records are read.
//! `expected.tsv` lists the URLs as written (relative links resolved
//! against the target URI are left out: `resolved` records; the Python
//! reference test checks them).

mod common;
use common::{json, root, run, stderr};

/// `(record_uri, line, kind, url)` of `testdata/warc/expected.tsv`.
fn expected() -> Vec<[String; 4]> {
    std::fs::read_to_string(root().join("testdata/warc/expected.tsv"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            [c[0], c[1], c[2], c[3]].map(str::to_string)
        })
        .collect()
}

fn rows(records: &[serde_json::Value]) -> Vec<[String; 4]> {
    records
        .iter()
        .filter(|r| r.get("resolved").is_none())
        .map(|r| {
            let line = match r.get("message_id") {
                Some(_) => "-".to_string(),
                None => r["line"].to_string(),
            };
            let s = |k: &str| r[k].as_str().unwrap().to_string();
            [s("record_uri"), line, s("kind"), s("url")]
        })
        .collect()
}

#[test]
fn warc_files_by_content_with_record_fields() {
    for (name, index_offset) in [("pages.warc", 743), ("pages.warc.gz", 547)] {
        let out = run(&["--json", &format!("testdata/warc/{name}")], b"");
        assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
        let all = json(&out);
        // `rust.css`, the page's first link, is relative: resolved.
        assert_eq!(all[0]["url"], "https://doc.rust-lang.org/stable/rust.css");
        assert_eq!(
            (&all[0]["raw"], &all[0]["resolved"]),
            (&"rust.css".into(), &true.into())
        );
        let recs: Vec<_> = all
            .into_iter()
            .filter(|r| r.get("resolved").is_none())
            .collect();
        assert_eq!(rows(&recs), expected(), "{name}");
        assert_eq!(recs[0]["record_offset"], index_offset);
        assert_eq!(
            recs[0]["record_id"],
            "<urn:uuid:00000000-0000-4000-8000-000000000003>"
        );
        // Offsets are the payload's: index.html line 63 holds the href.
        let page = std::fs::read(root().join("testdata/html/rust-docs-index.html")).unwrap();
        let (s, e) = (
            recs[0]["start"].as_u64().unwrap(),
            recs[0]["end"].as_u64().unwrap(),
        );
        assert_eq!(&page[s as usize..e as usize], b"https://www.rust-lang.org");
    }
}

#[test]
fn warc_on_standard_input() {
    let bytes = std::fs::read(root().join("testdata/warc/pages.warc.gz")).unwrap();
    let out = run(&["--json"], &bytes);
    assert_eq!(rows(&json(&out)), expected());
}

#[test]
fn cut_member_is_named_and_the_rest_is_read() {
    let out = run(&["--json", "testdata/warc/truncated.warc.gz"], b"");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("testdata/warc/truncated.warc.gz: WARC record at byte 547:"),
        "{err}"
    );
    // The cut page is read up to the cut: the first three of its links.
    let cut = [
        "https://rustc-dev-guide.rust-lang.org/",
        "https://github.com/rust-embedded",
    ];
    let want: Vec<_> = expected()
        .into_iter()
        .filter(|r| !(r[0].ends_with("/index.html") && cut.contains(&r[3].as_str())))
        .collect();
    assert_eq!(rows(&json(&out)), want);
}

#[test]
fn format_flag_forces_or_turns_off_warc() {
    // As text, the gzip file is decompressed whole and its WARC headers
    // are text too: the target URIs are found as bare URLs.
    let text = run(&["--format", "text", "testdata/warc/pages.warc.gz"], b"");
    let urls = common::lines(&text);
    assert!(urls.contains(&"https://www.rfc-editor.org/rfc/rfc2056.txt".to_string()));
    let warc = run(
        &["--format", "warc", "--json", "testdata/warc/pages.warc.gz"],
        b"",
    );
    let want: Vec<String> = expected().into_iter().map(|r| r[3].clone()).collect();
    let got: Vec<String> = rows(&json(&warc))
        .into_iter()
        .map(|r| r[3].clone())
        .collect();
    assert_eq!(got, want);
}

/// A WARC record of `message/rfc822` (SPEC §2.3) whose one part claims
/// base64 but is not: read as raw bytes, with a warning.
fn undecodable_record(n: u32, url: &str) -> String {
    let body = format!(
        "Message-ID: <{n}@example.org>\r\nContent-Type: text/plain\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n!!!! not base64 {url} !!!!\r\n"
    );
    format!(
        "WARC/1.0\r\nWARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-00000000000{n}>\r\n\
         WARC-Type: resource\r\nWARC-Target-URI: mid:{n}@example.org\r\n\
         Content-Type: message/rfc822\r\nContent-Length: {}\r\n\r\n{body}\r\n\r\n",
        body.len()
    )
}

#[test]
fn undecodable_records_warn_once_and_quiet_silences() {
    let warc = undecodable_record(1, "http://one.example/")
        + &undecodable_record(2, "http://two.example/");
    let o = run(&[], warc.as_bytes());
    assert_eq!(
        common::lines(&o),
        ["http://one.example/", "http://two.example/"]
    );
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("urlgrep: -: warning: record at byte 0: "),
        "{err}"
    );
    assert!(err.trim_end().ends_with("(and 1 more)"), "{err}");
    assert_eq!(o.status.code(), Some(0));
    let quiet = run(&["--no-warnings"], warc.as_bytes());
    assert_eq!(stderr(&quiet), "");
    assert_eq!(common::lines(&quiet), common::lines(&o));
}
