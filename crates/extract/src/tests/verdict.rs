//! Which rule decided each line break of the `forms.tsv` rows of SPEC
//! §1.6 (`f-bare-*`, `f-page-*`, `f-prefix-*`): the join verdict's seam
//! (`join::verdict`, DESIGN.md habit 15), asserted row by row.

use crate::join::verdict::trace;
use crate::join::verdict::Outcome::{self, Join, No};
use crate::join::verdict::Rule::{self, *};
use crate::Extractor;

/// The rows' ids and inputs, unescaped as `tests/corpus.rs` does.
fn rows() -> Vec<(String, String)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/conformance/forms.tsv"
    );
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|c| {
            ["f-bare-", "f-page-", "f-prefix-"]
                .iter()
                .any(|p| c[0].starts_with(p))
        })
        .map(|c| {
            let input = c[1]
                .replace("\\n", "\n")
                .replace("\\r", "\r")
                .replace("\\t", "\t")
                .replace("\\\\", "\\");
            (c[0].to_string(), input)
        })
        .collect()
}

/// The breaks a search of `input` decides, in order.
fn decided(input: &str) -> Vec<(Outcome, Rule)> {
    trace::take();
    Extractor::new().find_iter(input).for_each(drop);
    trace::take()
}

/// Each row's breaks, in order: what was done with `T` and the rule that
/// decided. A row whose URLs break nowhere (a wrapper's) has none.
#[rustfmt::skip]
const TABLE: &[(&str, &[(Outcome, Rule)])] = &[
    ("f-prefix-01-quote6-hyphen", &[(Join, Incomplete), (No, NoToken), (Join, Incomplete), (No, NoToken)]),
    ("f-prefix-02-quote1-maven", &[(Join, AfterSlash), (Join, AfterSlash)]),
    ("f-prefix-03-quote-mixed-depth", &[(Join, TypesetPath), (No, NoToken), (Join, AfterSlash)]),
    ("f-prefix-04-quote-spaced", &[(Join, CutToken), (Join, CutToken), (No, NoToken), (Join, CutToken), (Join, CutToken), (Join, Extension), (Join, Incomplete), (No, NoToken)]),
    ("f-prefix-05-c-block-3lines", &[(Join, TypesetPath), (Join, Incomplete), (No, Start)]),
    ("f-prefix-06-slashslash", &[(Join, AfterSlash), (No, Prefix)]),
    ("f-prefix-07-hash-aligned", &[(Join, CutToken), (No, BlankLine)]),
    ("f-prefix-08-dashdash", &[(Join, HexRun), (No, BlankLine)]),
    ("f-prefix-09-semicolons-crlf", &[(Join, CutToken), (No, NoToken)]),
    ("f-prefix-10-hash-nojoin", &[(No, Prose), (No, Prose)]),
    ("f-prefix-11-vim-nojoin", &[(No, Prose)]),
    ("f-prefix-12-rem-batch", &[(Join, AfterSlash), (No, Prose)]),
    ("f-prefix-13-rustdoc-angle", &[]),
    ("f-prefix-14-pipe-quote", &[(Join, AfterSlash)]),
    ("f-prefix-15-supercite", &[(Join, AfterSlash), (No, Prose)]),
    ("f-prefix-16-gutter-dot", &[(Join, TypesetPath), (No, Prefix)]),
    ("f-prefix-17-gutter-continued", &[(Join, Display)]),
    ("f-prefix-18-gutter-cat-n", &[(Join, AfterSlash)]),
    ("f-prefix-19-gutter-editor", &[(Join, TypesetPath), (No, Prefix)]),
    ("f-prefix-20-numbers-not-gutter", &[(No, AfterSlash)]),
    ("f-page-01-draft-bare-open-scheme", &[(Join, Incomplete), (No, Prose)]),
    ("f-page-02-draft-angle", &[]),
    ("f-page-03-rfc-bare-continued", &[(Join, AfterSlash), (No, BlankLine)]),
    ("f-page-04-rfc-nojoin-prose", &[(No, Prose)]),
    ("f-page-05-rfc-url-list", &[(No, OtherUrl), (No, OtherUrl), (No, BlankLine), (No, OtherUrl), (No, OtherUrl)]),
    ("f-page-06-rfc-url-in-url", &[(No, BlankLine), (No, BlankLine), (No, Prose)]),
    ("f-page-07-wrapped-formfeed", &[]),
    ("f-page-08-angle-no-formfeed", &[]),
    ("f-bare-join-01-wrap72-three", &[(Join, CutToken), (No, BlankLine), (Join, CutToken), (Join, Incomplete), (No, BlankLine)]),
    ("f-bare-join-02-hash-cut", &[(Join, HexRun), (No, BlankLine)]),
    ("f-bare-join-03-then-prose", &[(Join, CutToken)]),
    ("f-bare-join-04-scheme-then-host", &[(Join, Incomplete), (No, Extension), (Join, Incomplete), (No, Start)]),
    ("f-bare-join-05-host-dot", &[(Join, HostPart)]),
    ("f-bare-join-06-gitweb-three", &[(Join, CutToken), (Join, HexRun), (No, NoToken)]),
    ("f-bare-join-07-scheme-alone", &[(Join, Incomplete)]),
    ("f-bare-nojoin-01-prose-after-slash", &[(No, Prose), (No, Prose)]),
    ("f-bare-nojoin-02-next-option", &[(No, Start)]),
    ("f-bare-nojoin-03-path-in-prose", &[(No, Prose)]),
    ("f-bare-nojoin-04-minimal", &[(No, OtherUrl)]),
];

#[test]
fn the_deciding_rule_of_every_row() {
    let rows = rows();
    assert_eq!(
        rows.len(),
        TABLE.len(),
        "a row of forms.tsv missing from TABLE, or gone"
    );
    let mut wrong = String::new();
    for ((id, input), (want_id, want)) in rows.iter().zip(TABLE) {
        assert_eq!(id, want_id);
        let got = decided(input);
        if got != *want {
            wrong += &format!("{id}: {got:?}, not {want:?}\n");
        }
    }
    assert!(wrong.is_empty(), "{wrong}");
}

/// After a change of rules: `cargo test -p urlgrep-extract --lib
/// print_table -- --ignored --nocapture` prints `TABLE` as it now is.
#[test]
#[ignore = "prints TABLE from today's verdicts"]
fn print_table() {
    for (id, input) in rows() {
        println!("    ({id:?}, &{:?}),", decided(&input));
    }
}
