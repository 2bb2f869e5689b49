//! SPEC §1.7.4's relative references on small pages: the base's
//! precedence, what is no link, `srcset` candidates, and what each
//! record says of its link (element, attribute, `rel`, anchor text).

use std::io::Read;

use url::Url;
use urlgrep_extract::Extractor;

use super::{base_of, scan_reader_each_with_base, scan_with_base};
use crate::record::Record;

fn read(html: &str, base: Option<&str>) -> Vec<Record<'static>> {
    let base = base.map(|b| Url::parse(b).unwrap());
    scan_with_base(&Extractor::new(), html.as_bytes(), base.as_ref()).collect()
}

/// `(url, element, attribute, resolved)` of each attribute record.
fn links(html: &str, base: Option<&str>) -> Vec<(String, String, &'static str, bool)> {
    read(html, base)
        .into_iter()
        .filter_map(|r| {
            let l = r.link()?.clone();
            Some((
                r.url().to_string(),
                l.element.into_owned(),
                l.attribute,
                l.resolved,
            ))
        })
        .collect()
}

fn urls(html: &str, base: Option<&str>) -> Vec<String> {
    links(html, base).into_iter().map(|l| l.0).collect()
}

#[test]
fn base_element_over_callers_base() {
    let page = r#"<head><base href="/docs/v2/"></head><a href="guide.html">g</a>"#;
    // The <base href> is itself relative: resolved against the caller's.
    let got = urls(page, Some("https://h.example/a/b.html"));
    assert_eq!(got, ["https://h.example/docs/v2/guide.html"]);
    // Without a caller's base a relative <base> gives none.
    assert!(urls(page, None).is_empty());
    let page = r#"<base href="http://b.example/x/"><base href="http://c.example/"><img src=i.png>"#;
    assert_eq!(
        urls(page, Some("http://a.example/")),
        ["http://b.example/x/i.png"]
    );
    assert_eq!(urls(page, None), ["http://b.example/x/i.png"]);
}

#[test]
fn callers_base_resolves_and_absolute_urls_stay() {
    let page = "<a href='../up.html'>u</a> <a href='//cdn.example/j.js'>c</a>\n\
                <a href=\"?q=a b\">q</a><a href='HTTP://A.example/Abs'>a</a>";
    let got = links(page, Some("http://h.example/d/e/f.html"));
    let want = [
        ("http://h.example/d/up.html", true),
        ("http://cdn.example/j.js", true),
        ("http://h.example/d/e/f.html?q=a%20b", true),
        ("HTTP://A.example/Abs", false),
    ];
    let got: Vec<_> = got.iter().map(|l| (l.0.as_str(), l.3)).collect();
    assert_eq!(got, want);
    // No base: relative references are skipped, as before.
    assert_eq!(urls(page, None), ["HTTP://A.example/Abs"]);
}

#[test]
fn not_links() {
    let page = r##"<a href="javascript:void(0)">j</a><a href="#top">t</a><a href="">e</a>
        <a href="  ">s</a><base href="http://b.example/"><a href="ok">ok</a>"##;
    assert_eq!(
        urls(page, Some("http://h.example/")),
        ["http://b.example/ok"]
    );
}

#[test]
fn srcset_candidates_resolve_each() {
    let page = r#"<img srcset="a.png 1x, /b.png 2x,http://c.example/c.png 3x" src=d.png>"#;
    let got = links(page, Some("http://h.example/p/"));
    let want = [
        ("http://h.example/p/a.png", "srcset", true),
        ("http://h.example/b.png", "srcset", true),
        ("http://c.example/c.png", "srcset", false),
        ("http://h.example/p/d.png", "src", true),
    ];
    let got: Vec<_> = got.iter().map(|l| (l.0.as_str(), l.2, l.3)).collect();
    assert_eq!(got, want);
}

#[test]
fn raw_is_the_attribute_as_written() {
    let page = "<p><a href=\"x.html?a=1&amp;b=2\">x</a></p>";
    let r = &read(page, Some("http://h.example/"))[0];
    assert_eq!(r.url(), "http://h.example/x.html?a=1&b=2");
    assert_eq!(r.raw(), b"x.html?a=1&amp;b=2");
    assert_eq!(&page.as_bytes()[r.span()], b"x.html?a=1&amp;b=2");
}

#[test]
fn element_attribute_rel_and_anchor_text() {
    let page = "<link href=s.css rel=stylesheet><form action=/post></form>\n\
                <a href=a.html>  Read\n  <b>the</b>\n manual </a>\
                <iframe src=f.html></iframe><a href=e.html><img src=i.png></a>";
    let got = read(page, Some("http://h.example/"));
    let seen: Vec<_> = got
        .iter()
        .map(|r| {
            let l = r.link().unwrap();
            let (rel, text) = (l.rel.as_deref(), l.text.as_deref());
            (&*l.element, l.attribute, rel, text)
        })
        .collect();
    let want = [
        ("link", "href", Some("stylesheet"), None),
        ("form", "action", None, None),
        ("a", "href", None, Some("Read the manual")),
        ("iframe", "src", None, None),
        ("a", "href", None, Some("")),
        ("img", "src", None, None),
    ];
    assert_eq!(seen, want);
}

#[test]
fn anchor_text_is_bounded() {
    let words = "abcdef ".repeat(100);
    let page = format!("<a href=http://h.example/>{words}</a> http://t.example/");
    let got = read(&page, None);
    let text = got[0].link().unwrap().text.clone().unwrap();
    assert_eq!(text.chars().count(), 200);
    assert!(text.starts_with("abcdef abcdef") && text.ends_with("abcdef abcd"));
    assert_eq!(got[1].url(), "http://t.example/");
}

#[test]
fn a_text_url_inside_an_anchor_comes_after_its_link() {
    let page = "<a href=/x>see http://t.example/ too</a>";
    let got = read(page, Some("http://h.example/"));
    let urls: Vec<_> = got.iter().map(Record::url).collect();
    assert_eq!(urls, ["http://h.example/x", "http://t.example/"]);
    // The anchor same as its (resolved) href is one match.
    let page = "<a href=/x>http://h.example/x</a>";
    assert_eq!(read(page, Some("http://h.example/")).len(), 1);
}

/// A page read a byte at a time names the same links.
#[test]
fn streamed_pages_name_the_same_links() {
    struct Bytewise<'a>(&'a [u8]);
    impl Read for Bytewise<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.len().min(1).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/html");
    let base = base_of("https://doc.rust-lang.org/std/fs/fn.read.html");
    for name in ["rustdoc-std-fs-fn-read.html", "rust-guide-crates.html"] {
        let page = std::fs::read(format!("{dir}/{name}")).unwrap();
        let ex = Extractor::new();
        let want: Vec<_> = scan_with_base(&ex, &page, base.as_ref()).collect();
        let mut got = Vec::new();
        scan_reader_each_with_base(&ex, Bytewise(&page), base.as_ref(), &mut |r| {
            got.push(r);
            true
        })
        .unwrap();
        assert_eq!(got, want, "{name}");
        assert!(
            want.iter()
                .filter(|r| r.link().is_some_and(|l| l.resolved))
                .count()
                >= 3
        );
    }
}
