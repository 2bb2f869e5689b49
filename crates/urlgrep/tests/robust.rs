//! Regression tests for issue 11 at the command line: ranges checked, a
//! panic in one file losing nothing else, output order with much output.

mod common;

use std::process::Command;

use common::{json, lines, run, stderr, stdout, tmp, BIN};

/// Finding 6: `--max-len` beyond its range allocated a terabyte up front
/// or wrapped around; now a clear error, exit 2.
#[test]
fn max_len_extremes() {
    for n in ["1000000000000", "18446744073709551615", "1073741825", "15"] {
        let o = run(&["--max-len", n], b"http://a.example/\n");
        assert_eq!(o.status.code(), Some(2), "--max-len {n}");
        assert!(
            stderr(&o).contains(&format!("invalid --max-len {n}: expected 16 to 1073741824")),
            "{}",
            stderr(&o)
        );
        assert!(o.stdout.is_empty());
    }
    // The largest allowed costs only what the input needs.
    let o = run(&["--max-len", "1073741824"], b"see http://a.example/x\n");
    assert_eq!(lines(&o), ["http://a.example/x"]);
    assert_eq!(o.status.code(), Some(0));
}

/// Finding 1 at the command line: the forwarded message panicked the run.
#[test]
fn forwarded_message_rfc822_record() {
    let msg = "From: a@b\nSubject: fwd\nMIME-Version: 1.0\n\
Content-Type: multipart/mixed; boundary=\"XX\"\n\n--XX\nContent-Type: text/plain\n\n\
Forwarded message attached.\n\n--XX\nContent-Type: message/rfc822\n\n\
From: c@d\nSubject: orig\n\nSee http://www.example.org/page for details.\n\n--XX--\n";
    let o = run(&["--json", "--mail", "auto"], msg.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let r = &json(&o)[0];
    assert_eq!(r["url"], "http://www.example.org/page");
    assert_eq!(r["line"], 17);
    assert_eq!(r["column"], 5);
    let (s, e) = (r["start"].as_u64().unwrap(), r["end"].as_u64().unwrap());
    assert_eq!(&msg[s as usize..e as usize], "http://www.example.org/page");
    assert_eq!(r["raw"], "http://www.example.org/page");
    assert_eq!(r["part"], 1);
}

/// A panic while searching one file (forced by the debug builds' hook)
/// names the file, exits 2, and the other files' records are all written,
/// in order.
#[test]
fn panic_in_one_file_loses_no_other_output() {
    let dir = tmp("panic");
    for (name, url) in [
        ("a", "http://a.example/"),
        ("b", "http://b.example/"),
        ("c", "http://c.example/"),
    ] {
        std::fs::write(dir.join(format!("{name}.txt")), format!("x {url} y\n")).unwrap();
    }
    let bad = dir.join("b.txt");
    for j in ["1", "2"] {
        let o = Command::new(BIN)
            .args(["-j", j, "--no-filename"])
            .arg(&dir)
            .env("URLGREP_DEBUG_PANIC", &bad)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "-j {j}");
        assert_eq!(
            lines(&o),
            ["http://a.example/", "http://c.example/"],
            "-j {j}"
        );
        let err = stderr(&o);
        assert!(
            err.contains(&format!("urlgrep: {}: internal error", bad.display())),
            "{err}"
        );
    }
}

/// Finding 9: a later file with more output than a worker may hold
/// (8 MiB) while an earlier one is searched: every record, in order.
#[test]
fn much_output_stays_in_order() {
    let dir = tmp("order");
    let many: String = (0..150_000)
        .map(|i| format!("http://m.example/{i}\n"))
        .collect();
    std::fs::write(dir.join("1.txt"), "http://first.example/\n").unwrap();
    std::fs::write(dir.join("2.txt"), &many).unwrap();
    std::fs::write(dir.join("3.txt"), "http://last.example/\n").unwrap();
    let o = Command::new(BIN)
        .args(["-j", "2", "--json"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let urls: Vec<&str> = out
        .lines()
        .map(|l| {
            let u = &l[l.find("\"url\":\"").unwrap() + 7..];
            &u[..u.find('"').unwrap()]
        })
        .collect();
    assert!(out.len() > 8 * 1024 * 1024);
    assert_eq!(urls.len(), 150_002);
    assert_eq!(urls[0], "http://first.example/");
    assert_eq!(urls[1], "http://m.example/0");
    assert_eq!(urls[150_000], "http://m.example/149999");
    assert_eq!(urls[150_001], "http://last.example/");
}
