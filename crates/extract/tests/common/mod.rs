//! The row format of the rule tables: each expected match is written
//! `KIND URL`, then ` [FLAGS]` (`unterminated`, `inner-space`, `hyphen`,
//! `joined`) and ` alt=A|B` (the alternatives) when there are any.

use urlgrep_extract::Match;

/// One match in the row format.
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
