//! Table tests: `testdata/rfc1738/parse-table.tsv` (every rule and error
//! kind) and `rfc1738-urls.tsv` (every `<URL:...>` of RFC 1738 with its
//! parts). The format is in `testdata/rfc1738/README.md`.

use rfc1738::{ParseErrorKind, Url};

const TABLE: &str = include_str!("../../../testdata/rfc1738/parse-table.tsv");
const RFC_URLS: &str = include_str!("../../../testdata/rfc1738/rfc1738-urls.tsv");
const RFC1738: &str = include_str!("../../../testdata/rfc/rfc1738.txt");

#[derive(Debug)]
struct Row {
    line: usize,
    name: String,
    url: String,
    expect: Result<(), (ParseErrorKind, usize)>,
    /// `(name, value)`; prospero fields as `("field", "name=value")`.
    parts: Vec<(String, String)>,
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let rest: String = it.by_ref().take_while(|&c| c != '}').collect();
                let hex = rest.strip_prefix('{').expect("\\u{HEX}");
                out.push(char::from_u32(u32::from_str_radix(hex, 16).unwrap()).unwrap());
            }
            other => panic!("unknown escape \\{other:?} in {s:?}"),
        }
    }
    out
}

fn rows(text: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(
            cols.len() >= 3,
            "line {}: fewer than 3 columns: {line:?}",
            i + 1
        );
        let expect = match cols[2] {
            "ok" => Ok(()),
            e => {
                let (kind, off) = e
                    .split_once('@')
                    .unwrap_or_else(|| panic!("line {}: bad expect {e:?}", i + 1));
                let kind = ParseErrorKind::from_name(kind)
                    .unwrap_or_else(|| panic!("line {}: unknown kind {kind:?}", i + 1));
                Err((kind, off.parse().unwrap()))
            }
        };
        let parts = cols[3..]
            .iter()
            .filter(|c| !c.is_empty())
            .map(|c| {
                let (n, v) = c
                    .split_once('=')
                    .unwrap_or_else(|| panic!("line {}: bad part {c:?}", i + 1));
                (n.to_string(), unescape(v))
            })
            .collect();
        rows.push(Row {
            line: i + 1,
            name: cols[0].to_string(),
            url: unescape(cols[1]),
            expect,
            parts,
        });
    }
    rows
}

fn actual_parts(url: &Url<'_>) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = url
        .parts()
        .map(|(n, s)| (n.as_str().to_string(), s.to_string()))
        .collect();
    v.extend(
        url.fields()
            .map(|(n, s)| ("field".to_string(), format!("{n}={s}"))),
    );
    v
}

/// Parts compare as a set, except prospero fields, which keep their order.
fn normalized(mut v: Vec<(String, String)>) -> Vec<(String, String)> {
    let fields: Vec<_> = v.iter().filter(|p| p.0 == "field").cloned().collect();
    v.retain(|p| p.0 != "field");
    v.sort();
    v.extend(fields);
    v
}

fn check(row: &Row) -> Result<(), String> {
    let (url, err) = Url::parse_partial(&row.url);
    let got = err.map(|e| (e.kind, e.offset));
    match (&row.expect, got) {
        (Ok(()), Some((k, o))) => return Err(format!("want ok, got {}@{o}", k.as_str())),
        (Err((k, o)), None) => return Err(format!("want {}@{o}, got ok", k.as_str())),
        (Err(want), Some(got)) if *want != got => {
            return Err(format!(
                "want {}@{}, got {}@{}",
                want.0.as_str(),
                want.1,
                got.0.as_str(),
                got.1
            ))
        }
        _ => {}
    }
    // Error messages cite the rule and stay inside the input.
    if let Err(e) = Url::parse(&row.url) {
        assert!(e.offset <= row.url.len());
        assert!(
            e.message().contains('§') && e.message().starts_with("expected"),
            "{}",
            e.message()
        );
    } else {
        // Display reproduces the input exactly.
        assert_eq!(url.to_string(), row.url);
    }
    if row.expect.is_ok() || !row.parts.is_empty() {
        let (want, got) = (
            normalized(row.parts.clone()),
            normalized(actual_parts(&url)),
        );
        if want != got {
            return Err(format!(
                "parts differ:\n    want {want:?}\n    got  {got:?}"
            ));
        }
    }
    Ok(())
}

fn run(text: &str, file: &str) -> Vec<Row> {
    let rows = rows(text);
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|r| {
            check(r)
                .err()
                .map(|e| format!("{file}:{} {} {:?}: {e}", r.line, r.name, r.url))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
    rows
}

#[test]
fn parse_table() {
    let rows = run(TABLE, "parse-table.tsv");
    assert!(rows.len() >= 150, "only {} rows", rows.len());
    let mut names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), rows.len(), "row names must be unique");
    // Every error kind is exercised.
    for kind in ParseErrorKind::ALL {
        assert!(
            rows.iter()
                .any(|r| matches!(r.expect, Err((k, _)) if k == *kind)),
            "no row for {}",
            kind.as_str()
        );
    }
}

/// Every `<URL:...>` of RFC 1738, white space removed, is valid, and its
/// parts are the ones written in `rfc1738-urls.tsv` by reading the RFC.
#[test]
fn rfc1738_wrapped_urls() {
    let rows = run(RFC_URLS, "rfc1738-urls.tsv");
    let found: Vec<String> = RFC1738
        .match_indices("<URL:")
        .map(|(i, _)| {
            let rest = &RFC1738[i + 5..];
            rest[..rest.find('>').unwrap()].split_whitespace().collect()
        })
        .collect();
    let listed: Vec<&str> = rows.iter().map(|r| r.url.as_str()).collect();
    assert_eq!(found, listed);
    assert!(rows.iter().all(|r| r.expect.is_ok()));
    assert!(rows.iter().filter(|r| !r.parts.is_empty()).count() >= 15);
}
