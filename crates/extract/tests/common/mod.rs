//! What the rule tables share: one line per match, and the table runner.

use urlgrep_extract::{Extractor, Match};

/// A match as the tables write it: `KIND URL`, then ` [FLAGS]`
/// (`unterminated`, `inner-space`, `hyphen`, `joined`) and ` alt=A|B`
/// when there are any.
pub fn show(m: &Match<'_>) -> String {
    let mut s = format!("{} {}", m.kind().as_str(), m.url());
    let mut flags = Vec::new();
    if !m.is_terminated() {
        flags.push("unterminated");
    }
    if m.has_inner_space() {
        flags.push("inner-space");
    }
    if m.hyphen_break() {
        flags.push("hyphen");
    }
    if !m.joined_breaks().is_empty() {
        flags.push("joined");
    }
    if !flags.is_empty() {
        s += &format!(" [{}]", flags.join(","));
    }
    let alts: Vec<String> = m.alternatives().collect();
    if !alts.is_empty() {
        s += &format!(" alt={}", alts.join("|"));
    }
    s
}

/// Runs every row and fails with the list of rows that differ.
pub fn check_rows(rows: &[(&str, &str, &[&str])]) {
    let ex = Extractor::new();
    let mut failures = Vec::new();
    for (name, input, want) in rows {
        let got: Vec<String> = ex.find_iter(input).map(|m| show(&m)).collect();
        if got != *want {
            failures.push(format!("{name}:\n    want {want:?}\n    got  {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}
