//! Replays the `mail`, `html`, `html_diff` and `warc` fuzz targets' seeds and every
//! crash input they found (`tests/fuzz/TARGET/`), with each target's own
//! check (`fuzz/checks`).

use std::path::Path;

#[path = "../../../fuzz/checks/mail.rs"]
mod check;
#[path = "../../../fuzz/checks/gzip.rs"]
mod gzip_check;
#[path = "../../../fuzz/checks/html.rs"]
mod html_check;
#[path = "../../../fuzz/checks/html_diff.rs"]
mod html_diff;
#[path = "../../../fuzz/checks/html_tags.rs"]
mod html_tags;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;
#[path = "../../../fuzz/checks/warc.rs"]
mod warc_check;
#[path = "../../../fuzz/checks/warc_lengths.rs"]
mod warc_lengths;

use replay::replay;

#[test]
fn mail_fuzz_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/mail"), check::check) >= 5);
    replay(&root.join("tests/fuzz/mail"), check::check);
}

#[test]
fn html_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/html"), html_check::check) >= 5);
    replay(&root.join("tests/fuzz/html-target"), html_check::check);
}

/// The `html_diff` target on the `html` target's seeds and on every
/// input it found where the fast reader and html5gum's differed.
#[test]
fn html_diff_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/html"), html_diff::check) >= 5);
    replay(&root.join("tests/fuzz/html_diff"), html_diff::check);
}

/// The `html_tags` target's seeds (issue 24): tags of 65,026 attributes
/// in every quoting, 65,026 nested `div`s, on a 256 KiB stack.
#[test]
fn html_tags_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/html_tags"), html_tags::check) >= 7);
}

/// The `gzip` target's seeds (issue 24): padding, junk, cuts and a
/// flipped byte after one to three members, nested or not, read whole
/// and a few bytes at a time, then by every format.
#[test]
fn gzip_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/gzip"), gzip_check::check) >= 8);
    assert!(replay(&root.join("tests/fuzz/gzip"), gzip_check::check) >= 1);
}

/// The `warc_lengths` target's seeds (issue 24): Content-Lengths short,
/// long, past the end, huge and not a number; every true record found.
#[test]
fn warc_lengths_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(
        replay(
            &root.join("../../fuzz/seeds/warc_lengths"),
            warc_lengths::check
        ) >= 6
    );
    // A length 140 bytes long ended on the next record's header end,
    // whose `\r\n\r\n` passed for its own: the next record was lost.
    assert!(replay(&root.join("tests/fuzz/warc_lengths"), warc_lengths::check) >= 1);
}

/// Found by the `mail` target in the old HTML reader (a slice inside a
/// multi-byte character of an HTML part's text); the html5gum reader
/// must read it.
#[test]
fn html_fuzz_inputs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz/html");
    assert!(replay(&dir, check::check) >= 1);
}

#[test]
fn warc_target_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(replay(&root.join("../../fuzz/seeds/warc"), warc_check::check) >= 5);
    replay(&root.join("tests/fuzz/warc"), warc_check::check);
}
