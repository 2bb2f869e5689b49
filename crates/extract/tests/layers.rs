//! The stage order of `src/` (DESIGN.md habits 13–14, issue 19): data
//! flows one way, so a module names only modules of its own stage or of
//! stages below it, and no modules name each other round a cycle.
//!
//! Read from the source text: every `crate::` and `super::` path outside
//! comments, `use` groups (`crate::a::{b, c::d}`) included, is an edge to
//! the longest module its path names. Test code (`src/tests.rs`,
//! `src/tests/`) may reach anything and is not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The stages, top to bottom. A root file is its own name; a folder's
/// modules are the folder's name.
const ORDER: &[(&str, &[&str])] = &[
    // The API: what a caller sees.
    ("api", &["lib", "extractor", "stream", "spans", "serialize"]),
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

/// The rank of module `m` (`a::b`) in `ORDER`, by its first segment.
fn rank(m: &str) -> Option<usize> {
    let first = m.split("::").next().unwrap_or(m);
    ORDER.iter().position(|(_, names)| names.contains(&first))
}

/// Every module of `src/` (`lib` for `lib.rs`, `a` for `a.rs` or
/// `a/mod.rs`, `a::b` for `a/b.rs`) with its `code`.
fn modules(src: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let rel = path
                .strip_prefix(src)
                .unwrap()
                .to_str()
                .unwrap()
                .to_string();
            if rel == "tests.rs" || rel == "tests" {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let Some(rel) = rel.strip_suffix(".rs") else {
                continue;
            };
            let name = rel.strip_suffix("/mod").unwrap_or(rel).replace('/', "::");
            let text = fs::read_to_string(&path).unwrap();
            out.insert(name, code(&text));
        }
    }
    out
}

/// A file's lines but its comment lines and its inline `#[cfg(test)]
/// mod … { … }` (rustfmt's layout: the block ends at a `}` in column 0).
fn code(text: &str) -> String {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let test_mod = line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|l| l.trim_start().starts_with("mod ") && l.ends_with('{'));
        if test_mod {
            lines.by_ref().find(|l| *l == "}");
        } else if !line.trim_start().starts_with("//") {
            out.push(line);
        }
    }
    out.join("\n")
}

/// The paths a source names after `crate::` or `super::` (this one made
/// absolute from `module`), a `use` group's items each a path of its own.
fn paths(module: &str, code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let at =
            |w: &str, i: usize| b[i..].starts_with(w.as_bytes()) && (i == 0 || !is_ident(b[i - 1]));
        let base: Vec<String> = if at("crate::", i) {
            i += "crate::".len();
            Vec::new()
        } else if at("super::", i) {
            i += "super::".len();
            let mut parent: Vec<String> = module.split("::").map(str::to_string).collect();
            parent.pop();
            parent
        } else {
            i += 1;
            continue;
        };
        i = path_at(code, i, base, &mut out);
    }
    out
}

/// Reads `a::b`, `a::{b, c::{d}}` or `{a, b}` from `code[i..]` onto
/// `prefix`, pushing each full path; returns where it ends.
fn path_at(code: &str, mut i: usize, mut prefix: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
    let b = code.as_bytes();
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < b.len() && b[i] == b'{' {
            i += 1;
            loop {
                while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b',') {
                    i += 1;
                }
                if i >= b.len() || b[i] == b'}' {
                    return i + 1;
                }
                i = path_at(code, i, prefix.clone(), out);
                // Skip `as name` up to the next item.
                while i < b.len() && b[i] != b',' && b[i] != b'}' {
                    i += 1;
                }
            }
        }
        let start = i;
        while i < b.len() && is_ident(b[i]) {
            i += 1;
        }
        if i > start {
            let seg = &code[start..i];
            if seg != "self" {
                prefix.push(seg.to_string());
            }
        }
        if b[i..].starts_with(b"::") {
            i += 2;
            continue;
        }
        out.push(prefix);
        return i;
    }
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The modules each module names: the longest module prefix of each path;
/// for an item the crate root re-exports (`crate::Match`), the module
/// `lib.rs` takes it from.
fn edges(mods: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let module = |path: &[String]| {
        (1..=path.len())
            .rev()
            .map(|k| path[..k].join("::"))
            .find(|p| mods.contains_key(p))
    };
    let reexports: BTreeMap<String, String> = paths("lib", &mods["lib"])
        .into_iter()
        .filter_map(|p| Some((p.last()?.clone(), module(&p)?)))
        .collect();
    let mut out = BTreeMap::new();
    for (m, code) in mods {
        let mut to = BTreeSet::new();
        for path in paths(m, code) {
            let target = module(&path)
                .or_else(|| reexports.get(path.first()?).cloned())
                .unwrap_or_else(|| "lib".to_string());
            if &target != m {
                to.insert(target);
            }
        }
        out.insert(m.clone(), to);
    }
    out
}

#[test]
fn every_module_has_a_stage() {
    let mods = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let lost: Vec<_> = mods.keys().filter(|m| rank(m).is_none()).collect();
    assert!(lost.is_empty(), "modules in no stage of ORDER: {lost:?}");
}

#[test]
fn edges_run_down_the_stage_order() {
    let mods = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let edges = edges(&mods);
    // The reader works: the tree has edges (a broken reader finds none).
    assert!(edges.values().map(BTreeSet::len).sum::<usize>() > 50);
    let mut up = Vec::new();
    for (from, tos) in &edges {
        for to in tos {
            match (rank(from), rank(to)) {
                (Some(a), Some(b)) if b >= a => {}
                (a, b) => up.push(format!(
                    "{from} ({}) -> {to} ({})",
                    a.map_or("?", |r| ORDER[r].0),
                    b.map_or("?", |r| ORDER[r].0)
                )),
            }
        }
    }
    assert!(
        up.is_empty(),
        "edges against the stage order:\n{}",
        up.join("\n")
    );
}

#[test]
fn no_import_cycles() {
    let mods = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let edges = edges(&mods);
    // Depth-first: a module met again while on the path closes a cycle.
    fn visit<'a>(
        m: &'a str,
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
        cycles: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|&p| p == m) {
            cycles.push(format!("{} -> {m}", path[at..].join(" -> ")));
            return;
        }
        if !done.insert(m) {
            return;
        }
        path.push(m);
        for to in edges.get(m).into_iter().flatten() {
            visit(to, edges, path, done, cycles);
        }
        path.pop();
    }
    let (mut done, mut cycles) = (BTreeSet::new(), Vec::new());
    for m in edges.keys() {
        visit(m, &edges, &mut Vec::new(), &mut done, &mut cycles);
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_reader_reads_groups_and_super() {
    let code =
        "use crate::a::{b, c::{d, e as f}, self};\nlet x = super::g::h(crate::Match::new());";
    let got = paths("m::n", code);
    let want: Vec<Vec<&str>> = vec![
        vec!["a", "b"],
        vec!["a", "c", "d"],
        vec!["a", "c", "e"],
        vec!["a"],
        vec!["m", "g", "h"],
        vec!["Match", "new"],
    ];
    assert_eq!(got, want);
}
