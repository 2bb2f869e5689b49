//! Mail mode on real messages (`testdata/mail/`, sources in its README):
//! the URLs, kinds, parts and Message-IDs written down by reading each
//! message, and offsets that point into the original file.

use std::collections::BTreeMap;
use std::io::Write;

mod common;
use common::{json as records, root, run};

/// One row of `testdata/mail/expected.tsv`.
#[derive(Debug, PartialEq, Eq)]
struct Row {
    message_id: String,
    part: String,
    kind: String,
    url: String,
}

fn expected() -> BTreeMap<String, Vec<Row>> {
    let tsv = std::fs::read_to_string(root().join("testdata/mail/expected.tsv")).unwrap();
    let mut by_file: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for line in tsv.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let c: Vec<&str> = line.split('\t').collect();
        let rows = by_file.entry(c[0].to_string()).or_default();
        if c[4] != "-" {
            rows.push(Row {
                message_id: c[1].to_string(),
                part: c[2].to_string(),
                kind: c[3].to_string(),
                url: c[4].to_string(),
            });
        }
    }
    by_file
}

#[test]
fn real_messages_give_the_urls_read_from_them() {
    let want = expected();
    assert!(want.len() >= 20, "{} messages", want.len());
    let mut rows = 0;
    for (file, rows_want) in &want {
        let path = format!("testdata/mail/{file}");
        let o = run(&["--json", &path], b"");
        let recs = records(&o);
        let got: Vec<Row> = recs
            .iter()
            .map(|r| Row {
                message_id: r["message_id"].as_str().unwrap_or("-").to_string(),
                part: r["part"].to_string(),
                kind: r["kind"].as_str().unwrap().to_string(),
                url: r["url"].as_str().unwrap().to_string(),
            })
            .collect();
        assert_eq!(&got, rows_want, "{file}");
        rows += got.len();

        // Offsets, line and raw point into the file as it is on disk.
        let bytes = std::fs::read(root().join(&path)).unwrap();
        for r in &recs {
            let (s, e) = (
                r["start"].as_u64().unwrap() as usize,
                r["end"].as_u64().unwrap() as usize,
            );
            let line = 1 + bytes[..s].iter().filter(|&&b| b == b'\n').count() as u64;
            assert_eq!(r["line"], line, "{file}: {r}");
            if r["encoding"] != "base64" {
                let raw = String::from_utf8_lossy(&bytes[s..e]);
                assert_eq!(r["raw"], *raw, "{file}: {r}");
            } else {
                // A base64 part: the part's first body line.
                assert_eq!(r["column"], 1, "{file}");
            }
        }
    }
    assert!(rows >= 50, "{rows} URLs");
}

#[test]
fn message_ids_are_reported_even_without_urls() {
    // Every message's id is checked, also for messages without URLs: a
    // whole-file JSON run yields no record then, so check the header read.
    for (file, rows) in expected() {
        let tsv = std::fs::read_to_string(root().join("testdata/mail/expected.tsv")).unwrap();
        let id = tsv
            .lines()
            .find(|l| l.starts_with(&format!("{file}\t")))
            .unwrap()
            .split('\t')
            .nth(1)
            .unwrap()
            .to_string();
        if rows.is_empty() {
            let o = run(&["--json", &format!("testdata/mail/{file}")], b"");
            assert_eq!(o.status.code(), Some(1), "{file}");
            continue;
        }
        assert!(rows.iter().all(|r| r.message_id == id), "{file}");
    }
}

/// A hand-made mbox: two messages, mboxrd escapes, a quoted-printable soft
/// break inside a quoted wrapper, a base64 part and an HTML part.
const MBOX: &str = "From a@example.org Thu Jan  1 00:00:00 1970\n\
Message-ID: <one@example.org>\n\
Subject: =?ISO-8859-1?Q?caf=E9?=\n\
Date: Tue, 1 Nov 1994 08:12:31 -0500\n\
Newsgroups: comp.infosystems.www, comp.mail.misc\n\
Content-Type: text/plain; charset=us-ascii\n\
Content-Transfer-Encoding: quoted-printable\n\
\n\
>From the archive:\n\
> See <URL:ftp://ds.internic.net/rfc/rfc17=\n\
38.txt> and http://a.example/x=3Dy\n\
\n\
From b@example.org Thu Jan  1 00:00:00 1970\n\
Message-ID: <two@example.org>\n\
MIME-Version: 1.0\n\
Content-Type: multipart/alternative; boundary=\"b\"\n\
\n\
--b\n\
Content-Type: text/plain\n\
Content-Transfer-Encoding: base64\n\
\n\
U2VlIGh0dHA6Ly9iLmV4YW1wbGUvIG5vdy4K\n\
--b\n\
Content-Type: text/html\n\
\n\
<p><a href=\"http://c.example/?a=1&amp;b=2\">http://c.example/?a=1&amp;b=2</a>\n\
and http://d.example/</p>\n\
--b--\n";

#[test]
fn hand_made_mbox() {
    let o = run(&["--json", "-"], MBOX.as_bytes());
    let recs = records(&o);
    let urls: Vec<(&str, &str, u64)> = recs
        .iter()
        .map(|r| {
            (
                r["url"].as_str().unwrap(),
                r["kind"].as_str().unwrap(),
                r["part"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        urls,
        [
            ("ftp://ds.internic.net/rfc/rfc1738.txt", "wrapped", 0),
            ("http://a.example/x=y", "bare", 0),
            ("http://b.example/", "bare", 0),
            ("http://c.example/?a=1&b=2", "href", 1),
            ("http://d.example/", "bare", 1),
        ]
    );
    let first = &recs[0];
    assert_eq!(first["message_id"], "one@example.org");
    assert_eq!(first["subject"], "café");
    assert_eq!(first["date"], "1994-11-01T08:12:31-05:00");
    assert_eq!(
        first["newsgroups"],
        serde_json::json!(["comp.infosystems.www", "comp.mail.misc"])
    );
    assert_eq!(first["encoding"], "quoted-printable");
    assert_eq!(first["line"], 10);
    assert_eq!(first["column"], 7);
    assert_eq!(
        first["raw"],
        "<URL:ftp://ds.internic.net/rfc/rfc17=\n38.txt>"
    );
    let b64 = &recs[2];
    assert_eq!(b64["message_id"], "two@example.org");
    assert_eq!(b64["encoding"], "base64");
    assert_eq!(b64["line"], 22);
    assert!(b64.get("newsgroups").is_none());
    assert_eq!(recs[3]["raw"], "http://c.example/?a=1&amp;b=2");
    // Plain mode reads the same bytes as text: escapes and all.
    let plain = run(&["--mail", "never"], MBOX.as_bytes());
    let text = String::from_utf8(plain.stdout).unwrap();
    assert!(
        text.contains("ftp://ds.internic.net/rfc/rfc17=38.txt"),
        "{text}"
    );
}

#[test]
fn mail_detection() {
    // Plain text stays plain; --mail always reads it as a message body.
    let text = b"Title: x\n\nsee http://a.example/x=\n3Dy\n";
    let auto = run(&["--json"], text);
    assert!(records(&auto)[0].get("part").is_none());
    let always = run(&["--json", "--mail", "always"], text);
    assert_eq!(records(&always)[0]["part"], 0);
    // A gzip'd mbox is mail too.
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(MBOX.as_bytes()).unwrap();
    let o = run(&["-c"], &gz.finish().unwrap());
    assert_eq!(String::from_utf8(o.stdout).unwrap(), "5\n");
}

#[test]
fn bad_input_loses_nothing_and_warns_once() {
    let bad = "From a Thu Jan  1 00:00:00 1970\n\
Message-ID: <bad64@example.org>\n\
Content-Type: text/plain\n\
Content-Transfer-Encoding: base64\n\
\n\
!!!! not base64 http://raw.example/ !!!!\n\
\n\
From b Thu Jan  1 00:00:00 1970\n\
Message-ID: <charset@example.org>\n\
Content-Type: text/plain; charset=x-no-such-charset\n\
\n\
http://unknown-charset.example/\n\
\n\
From c Thu Jan  1 00:00:00 1970\n\
Message-ID: <truncated@example.org>\n\
Content-Type: multipart/mixed; boundary=\"zz\"\n\
\n\
--zz\n\
Content-Type: text/plain\n\
\n\
http://truncated.example/\n";
    let o = run(&["--json"], bad.as_bytes());
    let recs = records(&o);
    let got: Vec<(&str, &str)> = recs
        .iter()
        .map(|r| {
            (
                r["message_id"].as_str().unwrap(),
                r["url"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("bad64@example.org", "http://raw.example/"),
            ("charset@example.org", "http://unknown-charset.example/"),
            ("truncated@example.org", "http://truncated.example/"),
        ]
    );
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("urlgrep: -: warning: message <bad64@example.org>"),
        "{err}"
    );
    assert_eq!(o.status.code(), Some(0));
    let quiet = run(&["--json", "--no-warnings"], bad.as_bytes());
    assert_eq!(quiet.stderr, b"");
    assert_eq!(records(&quiet).len(), 3);
}
