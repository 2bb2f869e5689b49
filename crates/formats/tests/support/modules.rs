//! The module graph of a crate's `src/`, read from the source text, for
//! the stage-order tests (`tests/layers.rs` here and in `crates/urlgrep`
//! and `crates/extract`, which include this file by `#[path]`). No
//! dependencies: only `std`.
//!
//! Every `crate::`, `super::` and `self::` path outside comments, `use` groups
//! (`crate::a::{b, c::d}`) included, is an edge to the longest module its
//! path names; an item a module re-exports (`pub use self::x::Item`) leads
//! to the module it comes from. Test code (`tests.rs`, `*_tests.rs`,
//! `tests/`, inline `#[cfg(test)] mod … { … }`) may reach anything and is
//! not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Modules by name (`lib` or `main` for the root, `a` for `a.rs` or
/// `a/mod.rs`, `a::b` for `a/b.rs`) with their code.
pub type Modules = BTreeMap<String, String>;

/// Each module and the modules it names.
pub type Edges = BTreeMap<String, BTreeSet<String>>;

/// Every module of `src`, its code without comments and test modules.
pub fn modules(src: &Path) -> Modules {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let rel = path.strip_prefix(src).unwrap().to_str().unwrap();
            let file = path.file_name().unwrap().to_str().unwrap();
            if file == "tests" || file == "tests.rs" || file.ends_with("_tests.rs") {
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
pub fn code(text: &str) -> String {
    let mut out = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let test_mod = line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|l| l.contains("mod ") && l.ends_with('{'));
        if test_mod {
            lines.by_ref().find(|l| *l == "}");
        } else if !line.trim_start().starts_with("//") {
            out.push(line);
        }
    }
    out.join("\n")
}

/// The crate path of module `m` (`a::b` → `[a, b]`; the root → `[]`).
fn segments(m: &str) -> Vec<String> {
    match m {
        "lib" | "main" => Vec::new(),
        _ => m.split("::").map(str::to_string).collect(),
    }
}

/// The paths `code` of `module` names after `crate::`, `super::` or
/// `self::` (made absolute), a `use` group's items each a path of its own. With
/// `reexports`, the paths of its `pub use` lines instead, relative ones
/// (`pub use x::Item`, `self::x`) made absolute too.
pub fn paths(module: &str, code: &str, reexports: bool) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let here = segments(module);
    let mut i = 0;
    while i < b.len() {
        let at =
            |w: &str, i: usize| b[i..].starts_with(w.as_bytes()) && (i == 0 || !is_ident(b[i - 1]));
        if reexports {
            let Some(n) = ["pub use ", "pub(crate) use "]
                .iter()
                .find(|w| at(w, i))
                .map(|w| w.len())
            else {
                i += 1;
                continue;
            };
            i += n;
        }
        let base: Vec<String> = if at("crate::", i) {
            i += "crate::".len();
            Vec::new()
        } else if at("super::", i) {
            i += "super::".len();
            here[..here.len().saturating_sub(1)].to_vec()
        } else if at("self::", i) {
            i += "self::".len();
            here.clone()
        } else if reexports {
            here.clone()
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
        if i > start && &code[start..i] != "self" {
            prefix.push(code[start..i].to_string());
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

/// The modules each module names: the longest module prefix of each path,
/// or for an item that module re-exports, the module it takes it from.
pub fn edges(mods: &Modules) -> Edges {
    let root = if mods.contains_key("lib") {
        "lib"
    } else {
        "main"
    };
    let name = |path: &[String]| match path.is_empty() {
        true => root.to_string(),
        false => path.join("::"),
    };
    let longest = |path: &[String]| {
        (0..=path.len())
            .rev()
            .find(|&k| mods.contains_key(&name(&path[..k])))
    };
    // (module, item) → the module the item is re-exported from.
    let mut reexports = BTreeMap::new();
    for (m, code) in mods {
        for p in paths(m, code, true) {
            if let (Some(item), Some(k)) = (p.last(), longest(&p)) {
                reexports.insert((m.clone(), item.clone()), name(&p[..k]));
            }
        }
    }
    let resolve = |path: &[String]| {
        let k = longest(path)?;
        let mut m = name(&path[..k]);
        // Follow the item through each re-export (`lib` → `mail` → …).
        if let Some(item) = path.get(k) {
            while let Some(from) = reexports.get(&(m.clone(), item.clone())) {
                if *from == m {
                    break;
                }
                m = from.clone();
            }
        }
        Some(m)
    };
    let mut out = BTreeMap::new();
    for (m, code) in mods {
        let to: BTreeSet<String> = paths(m, code, false)
            .iter()
            .filter_map(|p| resolve(p))
            .filter(|t| t != m)
            .collect();
        out.insert(m.clone(), to);
    }
    out
}

/// The rank of module `m` in `order` (stages top to bottom, each a list
/// of modules): the stage naming the longest prefix of `m`.
pub fn rank(order: &[(&str, &[&str])], m: &str) -> Option<usize> {
    let segs: Vec<&str> = m.split("::").collect();
    (1..=segs.len()).rev().find_map(|k| {
        let prefix = segs[..k].join("::");
        order
            .iter()
            .position(|(_, names)| names.contains(&prefix.as_str()))
    })
}

/// The modules of no stage.
pub fn lost(order: &[(&str, &[&str])], mods: &Modules) -> Vec<String> {
    mods.keys()
        .filter(|m| rank(order, m).is_none())
        .cloned()
        .collect()
}

/// The edges that run up the stage order: `from (stage) -> to (stage)`.
pub fn upward(order: &[(&str, &[&str])], edges: &Edges) -> Vec<String> {
    let mut up = Vec::new();
    for (from, tos) in edges {
        for to in tos {
            match (rank(order, from), rank(order, to)) {
                (Some(a), Some(b)) if b >= a => {}
                (a, b) => up.push(format!(
                    "{from} ({}) -> {to} ({})",
                    a.map_or("?", |r| order[r].0),
                    b.map_or("?", |r| order[r].0)
                )),
            }
        }
    }
    up
}

/// Every cycle a depth-first walk closes, as `a -> b -> a`.
pub fn cycles(edges: &Edges) -> Vec<String> {
    fn visit<'a>(
        m: &'a str,
        edges: &'a Edges,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
        out: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|&p| p == m) {
            out.push(format!("{} -> {m}", path[at..].join(" -> ")));
            return;
        }
        if !done.insert(m) {
            return;
        }
        path.push(m);
        for to in edges.get(m).into_iter().flatten() {
            visit(to, edges, path, done, out);
        }
        path.pop();
    }
    let (mut done, mut out) = (BTreeSet::new(), Vec::new());
    for m in edges.keys() {
        visit(m, edges, &mut Vec::new(), &mut done, &mut out);
    }
    out
}

/// The checks of a crate's stage order over its `src/` (the crate's
/// `tests/layers.rs` runs them): every module has a stage, the edges run
/// down the order, no cycle; `min_edges` shows the reader read the tree
/// (a broken reader finds none).
pub fn check(order: &[(&str, &[&str])], src: &Path, min_edges: usize) {
    let mods = modules(src);
    let lost = lost(order, &mods);
    assert!(lost.is_empty(), "modules in no stage of ORDER: {lost:?}");
    let edges = edges(&mods);
    let count: usize = edges.values().map(|e| e.len()).sum();
    assert!(count > min_edges, "only {count} edges read");
    let up = upward(order, &edges);
    assert!(
        up.is_empty(),
        "edges against the stage order:\n{}",
        up.join("\n")
    );
    let cycles = cycles(&edges);
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}
