//! The stage order of `src/` (DESIGN.md: data flows one way; issue
//! "urlgrep-extract in stages"): a module names only modules of its own
//! stage or of stages below it, and no modules name each other round a
//! cycle. The graph is read from the source text by the reader the
//! workspace's stage tests share (`crates/formats/tests/support/modules.rs`).

#[path = "../../formats/tests/support/modules.rs"]
mod modules;

use std::path::Path;

/// The stages, top to bottom. A root file is its own name; a folder's
/// modules are the folder's name.
const ORDER: &[(&str, &[&str])] = &[
    // The API: what a caller sees.
    (
        "api",
        &["lib", "extractor", "stream", "spans", "serialize", "cut"],
    ),
    // trigger → candidate, and the matches it builds.
    ("search", &["search"]),
    // `Match`: the plain data the search hands up.
    ("matches", &["matches"]),
    // §1.6.3: the join loop, its verdict and the facts it reads.
    ("join", &["join"]),
    // One URL: wrapper, bare, hyphen readings, links.
    ("read", &["read"]),
    // Crossing a line: prefix, marks, page, folds.
    ("lines", &["lines"]),
    // §1.5, §1.7: escapes, entities and the markups.
    ("markup", &["markup"]),
    // §1.8.1 and the read-through characters.
    ("script", &["script"]),
    // What every stage reads: the scheme table, `max_len`, `join`.
    ("config", &["config"]),
    // Characters, UTF-8, the line counter.
    ("text", &["text"]),
];

/// Every module has a stage, edges run down the order, no import cycle
/// (`support/modules.rs`, `check`).
#[test]
fn modules_follow_the_stage_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    modules::check(ORDER, &src, 50);
}
