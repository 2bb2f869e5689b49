//! The stage order of `src/` (DESIGN.md: source → search → filter →
//! format → ordered writer; issue "urlgrep-extract in stages"): a module
//! names only modules of its own stage or of stages below it, and no
//! modules name each other round a cycle. The graph is read from the
//! source text by the reader urlgrep-formats' layers test uses.

#[path = "../../formats/tests/support/modules.rs"]
#[allow(dead_code)] // this test uses part of the reader
mod modules;

use std::path::Path;

/// The stages, top to bottom; a stage lists modules (`a` takes in
/// `a::b` unless `a::b` is listed itself).
const ORDER: &[(&str, &[&str])] = &[
    // The command: flags to a run, its exit status.
    ("main", &["main", "startup"]),
    // The run: each file through the stages, in parallel.
    ("search", &["search"]),
    // What the run tells stderr.
    ("messages", &["report", "problems", "progress"]),
    // The format stage: the sinks, then the trait they implement.
    ("format", &["printer", "json"]),
    // A URL's WHATWG form: the JSON `canonical` and `host`, `-u`'s key.
    ("canonical", &["canonical"]),
    ("sink", &["sink"]),
    // The write stage: batches in input order.
    ("write", &["ordered"]),
    // What the search hands the sinks, and the sinks the writer.
    ("record", &["record"]),
    // The filter stage: which readings are printed.
    ("filter", &["filter"]),
    // The checked configuration.
    ("config", &["config"]),
    // The source stage: a file opened, and how it is read (a large text
    // file, in pieces).
    ("source", &["source", "format", "split", "pipeline"]),
    ("gzip", &["gzip"]),
    ("input", &["input"]),
    // The raw flags.
    ("args", &["args"]),
];

/// Every module has a stage, edges run down the order, no import cycle
/// (`support/modules.rs`, `check`).
#[test]
fn modules_follow_the_stage_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    modules::check(ORDER, &src, 20);
}
