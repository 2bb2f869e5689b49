//! Replays the `stream` fuzz target's seeds and every crash input it
//! found (`tests/fuzz/stream/`), with the target's own check
//! (`fuzz/checks`).

use std::path::Path;

#[path = "../../../fuzz/checks/stream.rs"]
mod check;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

use replay::replay;

#[test]
fn stream_fuzz_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/stream"), check::check) >= 3);
    replay(&root.join("tests/fuzz/stream"), check::check);
}
