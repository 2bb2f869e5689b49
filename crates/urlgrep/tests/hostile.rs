//! Issue 24, "nothing lost, nothing crashes": one regression test per
//! failure the attack found in the command, named for it; each builds
//! the finding's input as its shell line does.

mod common;

use std::fs::File;
use std::process::{Command, Stdio};

use common::{json, lines, run, stderr, stdout, tmp, BIN};

/// Failure 1: a tag of 10,000 double-quoted attributes overflowed the
/// stack (html5gum recursed once per attribute) and aborted with 134.
/// A million, through `--format html`, `auto`, and several files on
/// worker threads (whose stacks are 2 MiB).
#[test]
fn html_tag_with_ten_thousand_attributes() {
    for n in [10_000, 1_000_000] {
        let page = format!("<a {}>http://t.example/</a>\n", "h=\"x\" ".repeat(n));
        for format in ["html", "auto"] {
            let o = run(&["--format", format], page.as_bytes());
            assert_eq!(
                o.status.code(),
                Some(0),
                "{n} attributes, {format}: {}",
                stderr(&o)
            );
            assert_eq!(lines(&o), ["http://t.example/"]);
        }
    }
    let dir = tmp("attributes");
    let page = format!(
        "<!doctype html><p {}>http://t.example/</p>",
        "h=\"x\" ".repeat(100_000)
    );
    for i in 0..4 {
        std::fs::write(dir.join(format!("{i}.html")), &page).unwrap();
    }
    let o = run(&["-j", "2", "-c", dir.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(lines(&o).len(), 4);
}

/// Failure 2: a `--scheme` name as long as `--max-len` panicked on a
/// slice index; no URL of it fits, so there is none, in any form.
#[test]
fn scheme_as_long_as_max_len() {
    let input = b"abcdefghijklmnop://a.example/\n<abcdefghijklmnop://a.example/>\n\
<URL:abcdefghijklmnop://a.example/>\nhttp://b.example/\n";
    for max_len in ["16", "17", "18", "19", "20"] {
        let o = run(
            &["--scheme", "abcdefghijklmnop,http", "--max-len", max_len],
            input,
        );
        assert!(
            o.status.code().unwrap() <= 1,
            "max-len {max_len}: {}",
            stderr(&o)
        );
        assert!(stderr(&o).is_empty(), "{}", stderr(&o));
        // `max_len` 16 cuts `http://b.example/` (17 bytes) as §1.3.5 d says.
        assert!(lines(&o).iter().any(|u| u.starts_with("http://b.example")));
    }
}

/// Failure 3: a warning or error that cannot be written to standard
/// error (`2>/dev/full`) panicked with 101 and lost the output.
#[test]
fn stderr_that_cannot_be_written() {
    let dir = tmp("stderr-full");
    let good = dir.join("good.txt");
    std::fs::write(&good, "http://good.example/\n").unwrap();
    let missing = dir.join("missing.txt");
    let out = Command::new(BIN)
        .args([missing.to_str().unwrap(), good.to_str().unwrap()])
        .stdin(Stdio::null())
        .stderr(File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with(":http://good.example/\n"), "{text}");
}

/// Failure 11: `-j 4000` hung; it is capped, with a warning naming it.
#[test]
fn thread_count_is_capped() {
    let o = run(&["-j", "4000"], b"http://a.example/\n");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(lines(&o), ["http://a.example/"]);
    assert!(stderr(&o).contains("-j 4000: using"), "{}", stderr(&o));
}

/// Failure 12: an 8-digit `cat -n` gutter (line 10,000,000) was glued
/// into the URL: gutters have no digit limit.
#[test]
fn eight_digit_gutter() {
    let input = format!(
        "{:6}\tsee <URL:http://a.example/path/\n{:6}\tmore/here>\n",
        9_999_999, 10_000_000
    );
    let o = run(&[], input.as_bytes());
    assert_eq!(lines(&o), ["http://a.example/path/more/here"]);
    // Twenty digits are past u64 and no line number: not skipped, and
    // nothing panics.
    let input = "99999999999999999999\tsee <URL:http://a.example/x/\n\
                 100000000000000000000\ty>\n";
    let o = run(&[], input.as_bytes());
    assert_eq!(o.status.code(), Some(0));
}

/// Failure 14: paths that are not UTF-8 printed alike (`�`), and a
/// newline in a name split its line. Plain output prints the bytes,
/// JSON adds `path_bytes`, `-0` puts a NUL after each path.
#[cfg(unix)]
#[test]
fn paths_that_are_not_utf8_or_hold_a_newline() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tmp("paths");
    for b in [0xfd, 0xfe, 0xff] {
        let name = [b'a', b, b'b'];
        let name = std::ffi::OsStr::from_bytes(&name);
        std::fs::write(dir.join(name), "http://x.example/\n").unwrap();
    }
    std::fs::write(dir.join("new\nline"), "http://n.example/\n").unwrap();
    let d = dir.to_str().unwrap();
    let o = run(&[d], b"");
    let prefix = format!("{d}/").into_bytes();
    let mut want = Vec::new();
    for b in [0xfd, 0xfe, 0xff] {
        want.extend_from_slice(&prefix);
        want.extend_from_slice(&[b'a', b, b'b']);
        want.extend_from_slice(b":http://x.example/\n");
    }
    want.extend_from_slice(&prefix);
    want.extend_from_slice(b"new\nline:http://n.example/\n");
    assert_eq!(o.stdout, want);

    let o = run(&["-0", "-c", d], b"");
    let mut want = Vec::new();
    for b in [0xfd, 0xfe, 0xff] {
        want.extend_from_slice(&prefix);
        want.extend_from_slice(&[b'a', b, b'b', 0]);
        want.extend_from_slice(b"1\n");
    }
    want.extend_from_slice(&prefix);
    want.extend_from_slice(b"new\nline\x001\n");
    assert_eq!(o.stdout, want);

    let records = json(&run(&["--json", d], b""));
    assert_eq!(records.len(), 4);
    let b64: Vec<&str> = records
        .iter()
        .filter_map(|r| r["path_bytes"].as_str())
        .collect();
    // `/tmp/…/a\xfdb` and its kin: three different byte strings.
    assert_eq!(b64.len(), 3);
    assert!(b64[0] != b64[1] && b64[1] != b64[2]);
    assert!(records[3].get("path_bytes").is_none());
}

/// Failure 15: silent cases. A closed standard output exited 0 with
/// nothing printed; `--help` and `--version` into a full disk exited
/// 0; `--scheme ''` found nothing and said nothing.
#[test]
fn silent_failures_are_errors() {
    let sh = |script: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(script)
            .env("U", BIN)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    let o = sh("echo http://a.example/ | \"$U\" >&-");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("standard output is closed"),
        "{}",
        stderr(&o)
    );
    // /dev/null, opened by the shell, is a place to write.
    let o = sh("echo http://a.example/ | \"$U\" >/dev/null");
    assert_eq!(o.status.code(), Some(0));
    for args in ["--help", "--version", "--generate man", "--generate bash"] {
        let o = sh(&format!("\"$U\" {args} >/dev/full"));
        assert_eq!(o.status.code(), Some(2), "{args}");
        assert!(
            stderr(&o).contains("No space left"),
            "{args}: {}",
            stderr(&o)
        );
    }
    for bad in ["", "h t tp", "1http"] {
        let o = run(&["--scheme", bad], b"http://a.example/\n");
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert!(stderr(&o).contains("invalid --scheme"), "{}", stderr(&o));
        assert!(stdout(&o).is_empty());
    }
}

/// Failure 4: a mapped file truncated while it was searched (logrotate's
/// copytruncate) killed urlgrep with SIGBUS and no message. Files are
/// read, so the search ends where the file now ends, and says so.
#[test]
fn file_truncated_while_read() {
    let dir = tmp("truncated");
    let path = dir.join("app.log");
    let line = "2026-11-25 12:00:00 GET http://t.example/some/path?q=1 200\n";
    std::fs::write(&path, line.repeat((32 << 20) / line.len())).unwrap();
    let child = Command::new(BIN)
        .args(["-c", "-j1", path.to_str().unwrap()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    File::create(&path).unwrap(); // truncates it to 0 bytes
    let out = child.wait_with_output().unwrap();
    // Exited, not killed by a signal.
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    // The read may have ended before the truncation on a fast machine;
    // if it did not, the file is named.
    if !err.is_empty() {
        assert!(err.contains("app.log: warning: the file shrank"), "{err}");
    }
}

/// A gzip stream on a pipe that hands out its first bytes one at a time
/// was read as text: gzip was told by the first read alone.
#[test]
fn gzip_arriving_a_byte_at_a_time() {
    use std::io::Write;
    let text: String = (0..500)
        .map(|i| format!("see http://s{i}.example/\n"))
        .collect();
    let gz = common::gzip(text.as_bytes());
    let mut child = Command::new(BIN)
        .arg("-c")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for b in &gz[..16] {
            input.write_all(&[*b]).unwrap();
            input.flush().unwrap();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        input.write_all(&gz[16..]).unwrap();
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "500\n",
        "{}",
        stderr(&out)
    );
}
