//! One large text file on every core (SPEC §2.1 `-j`): cut into pieces
//! searched at once, it prints byte for byte what one search prints.

mod common;

use std::process::Command;

use common::{root, tmp, BIN};

/// The RFCs, drafts and mail of `testdata/` over and over: 20 MB of real
/// text, past the size at which a file is cut.
fn big_text() -> Vec<u8> {
    let mut once = Vec::new();
    for dir in ["rfc", "drafts", "mail"] {
        let mut files: Vec<_> = std::fs::read_dir(root().join("testdata").join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt" || x == "eml"))
            .collect();
        files.sort();
        for f in files {
            once.extend(std::fs::read(f).unwrap());
        }
    }
    let mut text = Vec::new();
    while text.len() < 20 << 20 {
        text.extend_from_slice(&once);
    }
    text
}

#[test]
fn j2_on_one_large_file_prints_what_j1_prints() {
    let dir = tmp("split");
    let big = dir.join("big.txt");
    std::fs::write(&big, big_text()).unwrap();
    // A second file after it: the files stay in order.
    let small = root().join("testdata/rfc/rfc1738.txt");
    // Records formatted where each piece is searched (no line number in
    // them) and formatted in order (`-n`, JSON).
    for args in [&[][..], &["--json"], &["-n"], &["-u"], &["-c"], &["-l"]] {
        let (one, two) = j1_and_j2(args, &[&big, &small]);
        assert!(!one.is_empty(), "{args:?}");
        assert!(one == two, "{args:?}: -j2 prints otherwise than -j1");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs urlgrep with `-j1` and with `-j2` and `args` on `files`, and
/// returns both outputs; each run succeeds and warns of nothing.
fn j1_and_j2(args: &[&str], files: &[&std::path::Path]) -> (Vec<u8>, Vec<u8>) {
    let run = |j: &str| {
        let out = Command::new(BIN)
            .arg(j)
            .args(args)
            .args(files)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && err.is_empty(), "{err}");
        out.stdout
    };
    (run("-j1"), run("-j2"))
}

/// An mbox past the size at which a file is cut (its pieces start at
/// `From ` lines): the messages of `testdata/mail` over and over.
#[test]
fn j2_on_one_large_mbox_prints_what_j1_prints() {
    let mut once = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("testdata/mail"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    for f in files {
        once.extend_from_slice(b"From archive@example.org Thu Jan  1 00:00:00 1970\n");
        once.extend(std::fs::read(f).unwrap());
        once.push(b'\n');
    }
    let mut mbox = Vec::new();
    while mbox.len() < 20 << 20 {
        mbox.extend_from_slice(&once);
    }
    let dir = tmp("split-mbox");
    let file = dir.join("archive.mbox");
    std::fs::write(&file, mbox).unwrap();
    for args in [
        &["--format", "mail", "--json"][..],
        &["--format", "mail", "-n"],
        &["--format", "mail", "-u"],
        &["--format", "mail"],
        &["-c"],
    ] {
        let (one, two) = j1_and_j2(args, &[&file]);
        assert!(!one.is_empty(), "{args:?}");
        assert!(one == two, "{args:?}: -j2 prints otherwise than -j1");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A WARC's records are searched on every thread and printed in the
/// file's order: gzip members and plain records.
#[test]
fn j2_on_one_warc_prints_what_j1_prints() {
    let dir = tmp("split-warc");
    for (name, src) in [
        ("many.warc.gz", "pages.warc.gz"),
        ("many.warc", "pages.warc"),
    ] {
        let once = std::fs::read(root().join("testdata/warc").join(src)).unwrap();
        let file = dir.join(name);
        // Several batches of records (about 1 MiB each): `-m` stops
        // within the second.
        std::fs::write(&file, once.repeat(100)).unwrap();
        for args in [
            &["--json"][..],
            &["--links"],
            &["-c"],
            &["-u"],
            &["-m", "2000"],
        ] {
            let (one, two) = j1_and_j2(args, &[&file]);
            assert!(!one.is_empty(), "{args:?}");
            assert!(one == two, "{name} {args:?}: -j2 prints otherwise than -j1");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A search the closed output stopped read less of the file: no warning
/// that the file shrank (as `urlgrep -j2 big.txt | head -1` printed).
#[test]
fn closed_pipe_on_a_split_file_warns_of_nothing() {
    let dir = tmp("split-pipe");
    let big = dir.join("big.txt");
    std::fs::write(&big, big_text()).unwrap();
    let o = common::run_then_close(&["-j2", big.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
}
