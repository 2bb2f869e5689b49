//! Links of HTML through the command line (SPEC §1.7.4, §2.2): `--base`
//! and its precedence under `<base href>` and a WARC record's target URI,
//! `--links`, `--unique=canonical`, and `canonical`/`host` on hosts that
//! RFC 1738's grammar does not read (IDN, IPv6 literals, userinfo).

mod common;

use common::{json, lines, root, run, stderr, tmp};

const PAGE: &str = "<!DOCTYPE html>\n<html><head>\n\
<link rel=\"stylesheet alternate\" href=\"css/a.css\"></head><body>\n\
<p><a href=\"../up.html\">Up  one\n level</a> <a href=\"#top\">top</a>\n\
<a href=\"javascript:void(0)\">js</a> <a href=\"\">empty</a>\n\
<img src=\"i.png\" srcset=\"i-2x.png 2x, //cdn.example/i-3x.png 3x\">\n\
<form action=\"/search\"></form></p></body></html>\n";

#[test]
fn base_resolves_relative_links_of_a_file() {
    let page = tmp("links-page").join("page.html");
    std::fs::write(&page, PAGE).unwrap();
    let path = page.to_str().unwrap();
    let o = run(
        &["--json", "--base", "https://h.example/d/p.html", path],
        b"",
    );
    let got: Vec<_> = json(&o)
        .iter()
        .map(|r| {
            let s = |k: &str| r[k].as_str().unwrap_or("").to_string();
            (
                s("url"),
                s("raw"),
                s("element"),
                s("attribute"),
                r["resolved"].clone(),
            )
        })
        .collect();
    let want = [
        ("https://h.example/d/css/a.css", "css/a.css", "link", "href"),
        ("https://h.example/up.html", "../up.html", "a", "href"),
        ("https://h.example/d/i.png", "i.png", "img", "src"),
        ("https://h.example/d/i-2x.png", "i-2x.png", "img", "srcset"),
        (
            "https://cdn.example/i-3x.png",
            "//cdn.example/i-3x.png",
            "img",
            "srcset",
        ),
        ("https://h.example/search", "/search", "form", "action"),
    ];
    let want: Vec<_> = want
        .iter()
        .map(|w| (w.0.into(), w.1.into(), w.2.into(), w.3.into(), true.into()))
        .collect();
    assert_eq!(got, want);
    let recs = json(&o);
    assert_eq!(recs[0]["rel"], "stylesheet alternate");
    assert_eq!(recs[1]["text"], "Up one level");
    assert!(recs[2].get("text").is_none());
    // Without --base the relative links are skipped, as before.
    assert_eq!(run(&[path], b"").status.code(), Some(1));
    // A <base href> in the page comes before --base.
    let based = PAGE.replace("<head>", "<head><base href=\"http://b.example/x/\">");
    let o = run(
        &["--base", "https://h.example/", "--format", "html"],
        based.as_bytes(),
    );
    assert_eq!(lines(&o)[0], "http://b.example/x/css/a.css");
}

#[test]
fn bad_base_is_an_error() {
    let o = run(&["--base", "no/scheme"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--base"), "{}", stderr(&o));
}

#[test]
fn links_is_an_edge_list() {
    let page = tmp("links-edges").join("edges.html");
    std::fs::write(&page, "<p>http://text.example/ <a href=a.html>a</a>").unwrap();
    let path = page.to_str().unwrap();
    let o = run(&["--links", "--base", "http://h.example/", path], b"");
    assert_eq!(lines(&o), [format!("{path}\thttp://h.example/a.html")]);
}

/// The WARC record's target URI is the base and the edge's source; a
/// `<base href>` in the payload still comes first, and `--base` is not
/// used for WARC records.
#[test]
fn warc_links_resolve_against_the_target_uri() {
    let warc = root().join("testdata/warc/whirlwind.warc.gz");
    let warc = warc.to_str().unwrap();
    let o = run(&["--links", "--base", "http://unused.example/", warc], b"");
    let got = lines(&o);
    assert!(got.len() > 50, "{}", stderr(&o));
    let source = "https://an.wikipedia.org/wiki/Escopete";
    assert!(
        got.iter().all(|l| l.starts_with(&format!("{source}\t"))),
        "{got:?}"
    );
    assert!(got.iter().all(|l| !l.contains("unused.example")));
    // `<link rel="alternate" media="only screen and (max-width: 640px)"
    // href="//an.m.wikipedia.org/wiki/Escopete">`, scheme-relative.
    assert!(got.contains(&format!(
        "{source}\thttps://an.m.wikipedia.org/wiki/Escopete"
    )));
}

#[test]
fn canonical_and_host_where_rfc1738_reads_none() {
    let text = "http://bücher.example/a http://[::1]:8080/x ftp://u:p@Ftp.Example:21/./a/../b\n";
    let recs = json(&run(&["--json"], text.as_bytes()));
    let got: Vec<_> = recs
        .iter()
        .map(|r| {
            (
                r["canonical"].as_str().unwrap(),
                r["host"].as_str().unwrap(),
            )
        })
        .collect();
    let want = [
        ("http://xn--bcher-kva.example/a", "xn--bcher-kva.example"),
        ("http://[::1]:8080/x", "[::1]"),
        ("ftp://u:p@ftp.example/b", "ftp.example"),
    ];
    assert_eq!(got, want);
    // An IPv6 literal that is none: no canonical form, no host.
    let recs = json(&run(&["--json"], b"<URL:http://[x]/>\n"));
    assert_eq!(recs.len(), 1);
    assert!(recs[0]["canonical"].is_null() && recs[0]["host"].is_null());
}

#[test]
fn unique_canonical_dedupes_by_the_canonical_form() {
    let text = b"HTTP://A.example:80/x/../y http://a.example/y http://a.example/z\n";
    let o = run(&["--unique=canonical"], text);
    assert_eq!(
        lines(&o),
        ["HTTP://A.example:80/x/../y", "http://a.example/z"]
    );
    let o = run(&["-u"], text);
    assert_eq!(lines(&o).len(), 3);
}
