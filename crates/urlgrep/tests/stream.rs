//! Issue 22: standard input streamed as grep streams it. A pipe's URLs
//! are printed as the text that decides them arrives (the URL's line and
//! at most 2 × `--max-len` bytes after it), not when the pipe closes; and
//! whatever pieces and pauses the input comes in, the output is what the
//! same bytes give read from a file.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use common::{root, BIN};

/// RFC 1738 (`testdata/rfc/`): URLs in wrappers, broken across lines.
fn rfc1738() -> Vec<u8> {
    std::fs::read(root().join("testdata/rfc/rfc1738.txt")).unwrap()
}

/// urlgrep's output for `args`, reading `file` as its standard input
/// (a file: read as any file is).
fn from_file(args: &[&str], file: &str) -> Vec<u8> {
    let out = Command::new(BIN)
        .args(args)
        .stdin(std::fs::File::open(root().join(file)).unwrap())
        .output()
        .unwrap();
    out.stdout
}

/// Pipes `input[..cut]` into urlgrep with `args`, keeping the pipe open,
/// and requires the first line of `want` to be printed then; then the rest
/// of the input: the whole output must be `want`.
fn first_line_before_the_rest(args: &[&str], input: &[u8], cut: usize, want: &[u8]) {
    let first = want.split(|&b| b == b'\n').next().unwrap().to_vec();
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).split(b'\n') {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    stdin.write_all(&input[..cut]).unwrap();
    stdin.flush().unwrap();
    let got = rx.recv_timeout(Duration::from_secs(60));
    assert_eq!(
        got.as_deref().map(String::from_utf8_lossy),
        Ok(String::from_utf8_lossy(&first)),
        "the first URL while the pipe is open ({args:?})"
    );
    stdin.write_all(&input[cut..]).unwrap();
    drop(stdin);
    let mut all = first;
    all.push(b'\n');
    for line in rx.iter() {
        all.extend_from_slice(&line);
        all.push(b'\n');
    }
    reader.join().unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(String::from_utf8_lossy(&all), String::from_utf8_lossy(want));
}

#[test]
fn the_first_url_is_printed_before_the_input_ends() {
    let text = rfc1738();
    let want = from_file(&["--json"], "testdata/rfc/rfc1738.txt");
    // Half the RFC (its first URL and far more than 2 × 4096 bytes after
    // it), then nothing: the pipe stays open.
    first_line_before_the_rest(&["--json", "--line-buffered"], &text, text.len() / 2, &want);
}

/// A small deterministic generator (xorshift64) for the pieces' sizes.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The output of urlgrep `args` reading `text` from a pipe, written in
/// pieces of random sizes (1 byte to 16 KiB) with pauses between some.
fn piped(args: &[&str], text: &[u8], seed: u64) -> Vec<u8> {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let text = text.to_vec();
    let writer = std::thread::spawn(move || {
        let mut rng = Rng(seed);
        let mut at = 0;
        while at < text.len() {
            let size = match rng.below(4) {
                0 => 1 + rng.below(8),
                1 => 1 + rng.below(512),
                _ => 1 + rng.below(16 * 1024),
            } as usize;
            let end = (at + size).min(text.len());
            stdin.write_all(&text[at..end]).unwrap();
            stdin.flush().unwrap();
            if rng.below(8) == 0 {
                std::thread::sleep(Duration::from_millis(rng.below(5)));
            }
            at = end;
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(out.status.success());
    out.stdout
}

#[test]
fn a_stream_gives_what_the_file_gives() {
    // Text (an RFC, a mail message read as text) and mail mode.
    let cases: &[(&str, &[&str])] = &[
        ("testdata/rfc/rfc1738.txt", &["--json"]),
        ("testdata/rfc/rfc1808.txt", &["-n", "--hyphen", "both"]),
        (
            "testdata/mail/16-crlf-wrapped-broken-karn.eml",
            &["--json", "--format", "text"],
        ),
        ("testdata/mail/01-qp-quoted-wrapped-lore.eml", &["--json"]),
    ];
    for (file, args) in cases {
        let text = std::fs::read(root().join(file)).unwrap();
        let want = from_file(args, file);
        assert!(!want.is_empty(), "{file}");
        for seed in 1..=6u64 {
            let got = piped(args, &text, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            assert_eq!(
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want),
                "{file} {args:?} seed {seed}"
            );
        }
    }
}

/// A WARC from a pipe: each record's URLs are printed once the record has
/// arrived, before the next record is waited for (its records are read
/// and searched in turn, not read ahead).
#[test]
fn a_warc_records_urls_are_printed_before_the_next_record_arrives() {
    let warc = std::fs::read(root().join("testdata/warc/pages.warc")).unwrap();
    let want = from_file(&["--json"], "testdata/warc/pages.warc");
    // The records start at line starts `WARC/1.0`: the first three
    // (warcinfo, request, the first response, which has the first URL),
    // and the next one's version line (a block's length holds when a
    // record follows it: `warc::record`).
    let starts: Vec<usize> = (0..warc.len())
        .filter(|&i| (i == 0 || warc[i - 1] == b'\n') && warc[i..].starts_with(b"WARC/1.0\r\n"))
        .collect();
    let cut = starts[3] + 10;
    let args = ["--json", "--line-buffered", "--format", "warc"];
    first_line_before_the_rest(&args, &warc, cut, &want);
}
