//! Issue 22: directories walked as ripgrep walks them, and grep's flags
//! (`-l`, `--files-without-match`, `-0`, `-m`, `-q`), on a real tree: a
//! git repository with a `.gitignore`, hidden directories, a binary file
//! and symbolic links.

mod common;

use std::path::Path;
use std::process::Command;

use common::{lines, run, stderr, tmp};

/// A git repository as a user's clone looks: sources, a build directory
/// and a virtual environment the `.gitignore` names or that are hidden,
/// a binary file, a link back up (a loop) and a link to a file.
fn tree(name: &str) -> std::path::PathBuf {
    let dir = tmp(name);
    let git = Command::new("git")
        .args(["init", "-q"])
        .current_dir(&dir)
        .status()
        .unwrap();
    assert!(git.success());
    for (path, text) in [
        ("src/main.rs", "// http://src.example/\n"),
        ("target/debug/build.log", "http://target.example/\n"),
        (".venv/lib/site.py", "# http://venv.example/\n"),
        (".github/ci.yml", "url: http://ci.example/\n"),
        ("docs/a.md", "<http://docs.example/>\n"),
        ("docs/b.log", "http://log.example/\n"),
        ("docs/no-urls.txt", "nothing here\n"),
        (".gitignore", "target/\n*.tmp\n"),
        ("notes.tmp", "http://tmp.example/\n"),
        ("sub/.ignore", "skip.txt\n"),
        ("sub/skip.txt", "http://ignored.example/\n"),
        ("sub/keep.txt", "http://keep.example/\n"),
    ] {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    std::fs::write(
        dir.join("docs/blob.bin"),
        b"\x7fELF\0\0http://bin.example/\n",
    )
    .unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("sub/up")).unwrap();
    std::os::unix::fs::symlink(dir.join("docs/a.md"), dir.join("link.md")).unwrap();
    dir
}

fn urls(args: &[&str], dir: &Path) -> Vec<String> {
    let mut all = vec!["--no-filename"];
    all.extend_from_slice(args);
    all.push(dir.to_str().unwrap());
    let o = run(&all, b"");
    assert!(o.status.code().unwrap() <= 1, "{}", stderr(&o));
    lines(&o)
}

#[test]
fn walk_skips_ignored_hidden_and_binary_files() {
    let dir = tree("walk-default");
    // Name order: docs/, src/, sub/; nothing ignored, hidden or binary,
    // no link followed.
    assert_eq!(
        urls(&[], &dir),
        [
            "http://docs.example/",
            "http://log.example/",
            "http://src.example/",
            "http://keep.example/",
        ]
    );
}

#[test]
fn walk_flags_hidden_no_ignore_text_follow() {
    let dir = tree("walk-flags");
    let hidden = urls(&["--hidden"], &dir);
    assert!(hidden.contains(&"http://venv.example/".to_string()));
    assert!(hidden.contains(&"http://ci.example/".to_string()));
    assert!(!hidden.contains(&"http://target.example/".to_string()));
    let all = urls(&["--no-ignore"], &dir);
    for u in [
        "http://target.example/",
        "http://tmp.example/",
        "http://ignored.example/",
    ] {
        assert!(all.contains(&u.to_string()), "{u} in {all:?}");
    }
    assert!(!all.contains(&"http://venv.example/".to_string()));
    assert!(urls(&["-a"], &dir).contains(&"http://bin.example/".to_string()));
    // -L follows the link to a file and names the loop, once.
    let o = run(&["--no-filename", "-L", dir.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(2));
    let found = lines(&o);
    assert_eq!(
        found
            .iter()
            .filter(|u| *u == "http://docs.example/")
            .count(),
        2
    );
    assert!(stderr(&o).contains("symbolic link loop"), "{}", stderr(&o));
}

#[test]
fn globs_keep_or_drop_paths() {
    let dir = tree("walk-globs");
    assert_eq!(urls(&["-g", "*.log"], &dir), ["http://log.example/"]);
    let dropped = urls(&["-g", "!*.log", "-g", "!src/**"], &dir);
    assert_eq!(dropped, ["http://docs.example/", "http://keep.example/"]);
    let o = run(&["-g", "a{b", dir.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid -g glob"), "{}", stderr(&o));
}

#[test]
fn named_files_are_always_searched() {
    let dir = tree("walk-named");
    for name in [
        "docs/blob.bin",
        "target/debug/build.log",
        ".venv/lib/site.py",
        "notes.tmp",
    ] {
        let found = urls(&[], &dir.join(name));
        assert_eq!(found.len(), 1, "{name}: {found:?}");
    }
}

#[test]
fn files_with_and_without_matches_and_null() {
    let dir = tree("walk-files");
    let d = dir.to_str().unwrap();
    let with = lines(&run(&["-l", d], b""));
    let want: Vec<String> = ["docs/a.md", "docs/b.log", "src/main.rs", "sub/keep.txt"]
        .iter()
        .map(|p| format!("{d}/{p}"))
        .collect();
    assert_eq!(with, want);
    let o = run(&["--files-without-match", d], b"");
    assert_eq!(lines(&o), [format!("{d}/docs/no-urls.txt")]);
    assert_eq!(o.status.code(), Some(0));
    let o = run(&["-l", "-0", d], b"");
    let nul: Vec<&[u8]> = o.stdout.split(|&b| b == 0).collect();
    assert_eq!(nul.len(), 5, "four paths, each NUL-terminated");
    assert_eq!(nul[0], format!("{d}/docs/a.md").as_bytes());
}

#[test]
fn max_count_and_quiet() {
    let text: String = (1..=10)
        .map(|i| format!("http://m{i}.example/\n"))
        .collect();
    let o = run(&["-m", "3"], text.as_bytes());
    assert_eq!(
        lines(&o),
        [
            "http://m1.example/",
            "http://m2.example/",
            "http://m3.example/"
        ]
    );
    let o = run(&["-c", "-m", "4"], text.as_bytes());
    assert_eq!(lines(&o), ["4"]);
    let o = run(&["-q"], text.as_bytes());
    assert_eq!((o.status.code(), o.stdout.len()), (Some(0), 0));
    let o = run(&["-q"], b"no URL here\n");
    assert_eq!(o.status.code(), Some(1));
    // -q answers from any file and stops; warnings have their own flag.
    let dir = tree("walk-quiet");
    let o = run(&["-q", "-j", "2", dir.to_str().unwrap()], b"");
    assert_eq!((o.status.code(), o.stdout.len()), (Some(0), 0));
}

#[test]
fn bad_values_name_their_flag() {
    for (args, flag) in [
        (&["--max-len", "-1"][..], "--max-len -1"),
        (&["--max-len", "8"][..], "--max-len 8"),
        (&["-j", "-2"][..], "-j/--threads -2"),
        (&["--scheme", ""][..], "--scheme \"\""),
    ] {
        let o = run(args, b"http://a.example/\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(flag), "{args:?}: {}", stderr(&o));
    }
}
