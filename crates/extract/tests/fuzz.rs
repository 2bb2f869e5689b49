//! Replays the `stream` fuzz target's seeds and every crash input it
//! found (`tests/fuzz/stream/`), with the target's own check
//! (`fuzz/checks`).

use std::path::Path;

#[path = "../../../fuzz/checks/stream.rs"]
mod check;

fn replay(dir: &Path) -> usize {
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n == ".keep") {
            continue;
        }
        let data = std::fs::read(&path).unwrap();
        eprintln!("{}", path.display());
        check::check(&data);
        n += 1;
    }
    n
}

#[test]
fn stream_fuzz_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/stream")) >= 3);
    replay(&root.join("tests/fuzz/stream"));
}
