//! The extractor against expectations written by reading the inputs:
//! the public conformance cases and the golden URL lists of every RFC,
//! draft and modern document (READMEs, changelogs, sources, manifests) in
//! `testdata/` (format: `testdata/golden/README.md`).

use std::fmt::Write as _;
use std::path::Path;

use urlgrep_extract::{Extractor, Match};

fn testdata() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata"))
}

fn unescape(s: &str) -> String {
    s.replace("\\n", "\n")
        .replace("\\r", "\r")
        .replace("\\t", "\t")
        .replace("\\\\", "\\")
}

/// The rows of a public table in `testdata/conformance/` (copied from
/// `../shared/conformance/`) whose id starts with one of `ids` (all when
/// empty) that the extractor gets wrong, and how many rows were run. Each
/// row lists the URLs in order; ` || ` separates acceptable readings.
fn table(file: &str, ids: &[&str]) -> (String, usize) {
    let text = std::fs::read_to_string(testdata().join("conformance").join(file)).unwrap();
    let ex = Extractor::new();
    let mut failures = String::new();
    let mut n = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let (id, input, want) = (
            cols[0],
            unescape(cols[1]),
            cols.get(2).copied().unwrap_or(""),
        );
        if !ids.is_empty() && !ids.iter().any(|p| id.starts_with(p)) {
            continue;
        }
        let want: Vec<Vec<&str>> = if want.is_empty() {
            vec![]
        } else {
            want.split(" | ")
                .map(|u| u.split(" || ").collect())
                .collect()
        };
        let got: Vec<String> = ex.find_iter(&input).map(|m| m.url().to_string()).collect();
        let ok =
            got.len() == want.len() && got.iter().zip(&want).all(|(g, w)| w.contains(&g.as_str()));
        if !ok {
            writeln!(failures, "{id}: want {want:?}, got {got:?}").unwrap();
        }
        n += 1;
    }
    (failures, n)
}

/// `cases.tsv`: the Appendix rules.
#[test]
fn conformance_cases() {
    let (failures, n) = table("cases.tsv", &[]);
    assert!(n >= 30);
    assert!(failures.is_empty(), "{failures}");
}

/// `forms.tsv`, the rows of SPEC §1.6: line prefixes, page breaks, broken
/// bare URLs.
#[test]
fn conformance_forms_lines() {
    let (failures, n) = table("forms.tsv", &["f-prefix-", "f-page-", "f-bare-"]);
    assert_eq!(n, 39);
    assert!(failures.is_empty(), "{failures}");
}

fn flags(m: &Match<'_>) -> String {
    let mut f = Vec::new();
    if !m.is_terminated() {
        f.push("unterminated");
    }
    if m.has_inner_space() {
        f.push("inner-space");
    }
    if m.hyphen_break() {
        f.push("hyphen");
    }
    if f.is_empty() {
        "-".to_string()
    } else {
        f.join(",")
    }
}

/// One row as the golden files write it.
fn row(m: &Match<'_>) -> String {
    let mut r = format!(
        "{}\t{}\t{}\t{}",
        m.line(),
        m.kind().as_str(),
        m.url(),
        flags(m)
    );
    if m.hyphen_break() {
        r.push('\t');
        r.push_str(&m.alternatives().collect::<Vec<_>>().join(" | "));
    }
    r
}

/// Checks `testdata/{dir}/{file}` against `testdata/golden/{dir}/{name}.tsv`.
fn check_document(dir: &str, file: &str, name: &str) -> Result<usize, String> {
    let doc = std::fs::read(testdata().join(dir).join(file)).unwrap();
    let golden = std::fs::read_to_string(
        testdata()
            .join("golden")
            .join(dir)
            .join(format!("{name}.tsv")),
    )
    .map_err(|e| format!("{dir}/{name}: no golden file: {e}"))?;
    let want: Vec<&str> = golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("!no-match") && !l.trim().is_empty())
        .collect();
    let got: Vec<String> = Extractor::new().find_iter(&doc).map(|m| row(&m)).collect();
    // Every `<URL:` opener is accounted for: a wrapped row or a `!no-match` row on its line.
    let text = String::from_utf8_lossy(&doc).to_ascii_lowercase();
    for (i, _) in text.match_indices("<url:") {
        let line = text[..i].matches('\n').count() + 1;
        let wrapped = want
            .iter()
            .any(|r| r.starts_with(&format!("{line}\twrapped\t")));
        let declared = golden
            .lines()
            .any(|r| r.starts_with(&format!("!no-match\t{line}\t")));
        if !wrapped && !declared {
            return Err(format!(
                "{dir}/{name}: the <URL: opener on line {line} is not accounted for"
            ));
        }
    }
    if want != got {
        let mut msg = format!(
            "{dir}/{name}: {} rows expected, {} found\n",
            want.len(),
            got.len()
        );
        for w in want.iter().filter(|w| !got.iter().any(|g| g == *w)) {
            writeln!(msg, "  missing:    {w}").unwrap();
        }
        for g in got.iter().filter(|g| !want.contains(&g.as_str())) {
            writeln!(msg, "  unexpected: {g}").unwrap();
        }
        return Err(msg);
    }
    Ok(want.len())
}

#[test]
fn golden_documents() {
    let mut failures = String::new();
    let (mut docs, mut rows) = (0, 0);
    for dir in ["rfc", "drafts"] {
        let mut names: Vec<String> = std::fs::read_dir(testdata().join(dir))
            .unwrap()
            .filter_map(|e| {
                e.unwrap()
                    .file_name()
                    .to_str()?
                    .strip_suffix(".txt")
                    .map(str::to_string)
            })
            .collect();
        names.sort();
        for name in names {
            docs += 1;
            match check_document(dir, &format!("{name}.txt"), &name) {
                Ok(n) => rows += n,
                Err(e) => failures.push_str(&e),
            }
        }
    }
    assert_eq!(docs, 47, "38 RFCs and 9 drafts");
    assert!(failures.is_empty(), "{failures}");
    assert!(rows > 900, "{rows}");
}

/// `testdata/modern/`: markdown READMEs and changelogs, AsciiDoc, org,
/// reST and Texinfo excerpts, Rust, Java,
/// JavaScript and PHP sources whose comments hold URLs, a Cargo manifest,
/// man pages rendered and as troff source, two months of a pipermail
/// archive; `golden/modern/FILE.tsv` each.
#[test]
fn golden_modern_documents() {
    let mut names: Vec<String> = std::fs::read_dir(testdata().join("modern"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n != "README.md")
        .collect();
    names.sort();
    let mut failures = String::new();
    let mut rows = 0;
    for name in &names {
        match check_document("modern", name, name) {
            Ok(n) => rows += n,
            Err(e) => failures.push_str(&e),
        }
    }
    assert_eq!(names.len(), 34, "{names:?}");
    assert!(failures.is_empty(), "{failures}");
    assert_eq!(rows, 252 + 90 + 116);
}
