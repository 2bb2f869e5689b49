//! Replays the `mail` fuzz target's seeds and every crash input it found
//! (`tests/fuzz/mail/`), with the target's own check (`fuzz/checks`).

use std::path::Path;

#[path = "../../../fuzz/checks/mail.rs"]
mod check;
#[path = "../../../fuzz/checks/html.rs"]
mod html_check;

fn replay(dir: &Path) -> usize {
    replay_with(dir, check::check)
}

fn replay_with(dir: &Path, check: fn(&[u8])) -> usize {
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n == ".keep") {
            continue;
        }
        let data = std::fs::read(&path).unwrap();
        eprintln!("{}", path.display());
        check(&data);
        n += 1;
    }
    n
}

#[test]
fn mail_fuzz_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/mail")) >= 5);
    replay(&root.join("tests/fuzz/mail"));
}

#[test]
fn html_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay_with(&root.join("../../fuzz/seeds/html"), html_check::check) >= 5);
    replay_with(&root.join("tests/fuzz/html-target"), html_check::check);
}

/// Found by the `mail` target in the old HTML reader (a slice inside a
/// multi-byte character of an HTML part's text); the html5gum reader
/// must read it.
#[test]
fn html_fuzz_inputs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz/html");
    for entry in std::fs::read_dir(dir).unwrap() {
        let data = std::fs::read(entry.unwrap().path()).unwrap();
        check::check_file(data[0], &data[1..]);
    }
}
