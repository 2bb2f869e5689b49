//! The stage order of `src/` (DESIGN.md: data flows one way; issue
//! "urlgrep-extract in stages"): a module names only modules of its own
//! stage or of stages below it, and no modules name each other round a
//! cycle. The graph is read from the source text by `support/modules.rs`.

#[path = "support/modules.rs"]
mod modules;

use std::path::Path;

/// The stages, top to bottom; a stage lists modules (`a` takes in
/// `a::b` unless `a::b` is listed itself). Formats above the formats
/// they read inside: WARC holds mail and HTML, mail holds HTML.
const ORDER: &[(&str, &[&str])] = &[
    // The API: what a caller sees, and which format a file is.
    ("api", &["lib", "document"]),
    // WARC: records to payloads to the format searchers.
    ("warc", &["warc", "warc::extractor", "warc::payload"]),
    ("warc reader", &["warc::reader"]),
    // One record: WARC, then ARC, then what both give and share.
    ("warc record", &["warc::record"]),
    ("arc record", &["warc::arc"]),
    ("raw record", &["warc::raw"]),
    ("lengths", &["warc::lengths"]),
    ("arc header", &["warc::arc_header"]),
    ("tape", &["warc::tape"]),
    // Mail: the extractor, large messages in pieces, one message.
    ("mail", &["mail", "mail::extractor"]),
    ("each", &["mail::each"]),
    ("large mail", &["mail::large", "mail::pieces"]),
    ("message", &["mail::message"]),
    ("mime walk", &["mail::walk"]),
    ("decoders", &["mail::broken_qp", "mail::undeclared"]),
    ("unclosed", &["mail::unclosed"]),
    ("part urls", &["mail::scan"]),
    (
        "mail parts",
        &[
            "mail::headers",
            "mail::plain",
            "mail::fields",
            "mail::align",
            "mail::mbox",
            "mail::sniff",
            "mail::line_ends",
            "mail::spare",
        ],
    ),
    // HTML: the scan, the tokens, the text runs, the page.
    ("html", &["html"]),
    ("html whole", &["html::whole"]),
    ("html whole tokens", &["html::whole::tokens"]),
    ("html whole run", &["html::whole::run"]),
    ("html whole text", &["html::whole::text"]),
    ("tokens", &["html::tokens"]),
    ("found", &["html::found"]),
    ("run", &["html::run"]),
    ("text", &["html::text"]),
    (
        "html parts",
        &[
            "html::page",
            "html::links",
            "html::attrs",
            "html::names",
            "html::sniff",
        ],
    ),
    // The fast reader of the common subset of HTML, and what it reads
    // from (the page's readers implement its window).
    ("html fast", &["html::fast"]),
    // Text decoded from its charset, records placed back in its bytes.
    ("charset", &["charset"]),
    // A URL found, placed in the file: what every format hands up.
    ("record", &["record"]),
    // gzip: the reader, its layers, what both speak of.
    ("gzip", &["gzip"]),
    ("gzip layer", &["gzip::layer"]),
    ("gzip member", &["gzip::member"]),
    ("bufread", &["bufread"]),
];

/// Every module has a stage, edges run down the order, no import cycle
/// (`support/modules.rs`, `check`).
#[test]
fn modules_follow_the_stage_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    modules::check(ORDER, &src, 30);
}

#[test]
fn the_reader_reads_groups_super_and_reexports() {
    let code =
        "use crate::a::{b, c::{d, e as f}, self};\nlet x = super::g::h(crate::Match::new());";
    let got = modules::paths("m::n", code, false);
    let want: Vec<Vec<&str>> = vec![
        vec!["a", "b"],
        vec!["a", "c", "d"],
        vec!["a", "c", "e"],
        vec!["a"],
        vec!["m", "g", "h"],
        vec!["Match", "new"],
    ];
    assert_eq!(got, want);
    let got = modules::paths("m", "pub use self::x::{A, B};\npub use y::C;", true);
    assert_eq!(
        got,
        vec![
            vec!["m", "x", "A"],
            vec!["m", "x", "B"],
            vec!["m", "y", "C"]
        ]
    );
}
