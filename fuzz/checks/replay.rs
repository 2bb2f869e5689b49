//! Replays saved fuzz inputs with a target's check, for `cargo test`
//! (regex's `tests/fuzz/` habit): every file of a directory but `.keep`.

use std::path::Path;

/// Runs `check` on every input in `dir`; returns how many there were.
pub fn replay(dir: &Path, check: fn(&[u8])) -> usize {
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
