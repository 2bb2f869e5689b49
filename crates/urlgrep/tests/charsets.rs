//! Text that is not UTF-8 through the command line (SPEC §2.3, "Text is
//! decoded before it is read"): UTF-16 text files with a byte order mark
//! give the URLs of their UTF-8 originals, and pages in legacy encodings
//! say `charset`; `start..end` are the file's bytes either way.

mod common;

use common::{json, root, run, tmp};
use serde_json::Value;

/// `text` as UTF-16 with its byte order mark, little or big endian.
fn utf16(text: &str, little: bool) -> Vec<u8> {
    let mut out = if little {
        vec![0xff, 0xfe]
    } else {
        vec![0xfe, 0xff]
    };
    for u in text.encode_utf16() {
        out.extend_from_slice(&if little {
            u.to_le_bytes()
        } else {
            u.to_be_bytes()
        });
    }
    out
}

fn urls(recs: &[Value]) -> Vec<String> {
    recs.iter()
        .map(|r| r["url"].as_str().unwrap().to_string())
        .collect()
}

fn span(r: &Value) -> std::ops::Range<usize> {
    r["start"].as_u64().unwrap() as usize..r["end"].as_u64().unwrap() as usize
}

#[test]
fn utf16_text_gives_the_urls_of_its_utf8() {
    let text = std::fs::read_to_string(root().join("testdata/rfc/rfc1738.txt")).unwrap();
    let want = json(&run(
        &["--json", "--format", "text", "testdata/rfc/rfc1738.txt"],
        b"",
    ));
    assert!(want.len() > 20);
    let dir = tmp("utf16");
    for (little, name) in [(true, "UTF-16LE"), (false, "UTF-16BE")] {
        let bytes = utf16(&text, little);
        let path = dir.join(format!("{name}.txt"));
        std::fs::write(&path, &bytes).unwrap();
        // `auto` reads it as text, as ripgrep does.
        let got = json(&run(&["--json", path.to_str().unwrap()], b""));
        assert_eq!(urls(&got), urls(&want), "{name}");
        for (g, w) in got.iter().zip(&want) {
            assert_eq!(g["charset"], name);
            assert_eq!((&g["line"], &g["kind"]), (&w["line"], &w["kind"]));
            // `raw` is the file's bytes as text: the original's.
            assert_eq!(g["raw"], w["raw"]);
            // The span is the UTF-16 of the original's span.
            let (gs, ws) = (span(g), span(w));
            let units: Vec<u16> = bytes[gs]
                .chunks(2)
                .map(|c| {
                    if little {
                        u16::from_le_bytes([c[0], c[1]])
                    } else {
                        u16::from_be_bytes([c[0], c[1]])
                    }
                })
                .collect();
            assert_eq!(String::from_utf16(&units).unwrap(), text[ws]);
        }
    }
}

#[test]
fn utf8_is_not_named() {
    let recs = json(&run(&["--json"], b"see <URL:http://a.example/>\n"));
    assert_eq!(recs.len(), 1);
    assert!(recs[0].get("charset").is_none());
}

#[test]
fn legacy_page_names_its_charset() {
    let path = "testdata/charsets/jsoup-baidu-cn-home.html";
    let page = std::fs::read(root().join(path)).unwrap();
    let recs = json(&run(&["--json", path], b""));
    assert!(recs.len() >= 10);
    assert!(
        recs.iter().any(|r| r["url"] == "http://news.baidu.com"),
        "{:?}",
        urls(&recs)
    );
    for r in &recs {
        assert_eq!(r["charset"], "GBK");
        // `raw` is the page's bytes as text, in its charset.
        let (raw, _) = encoding_rs::GBK.decode_without_bom_handling(&page[span(r)]);
        assert_eq!(r["raw"], raw.as_ref());
    }
}

#[test]
fn utf16_html_is_read_as_html() {
    let page = "<!DOCTYPE html>\n<p>Voir <a href=\"http://a.example/é\">ici</a> et http://b.example/x</p>\n";
    let dir = tmp("utf16-html");
    let path = dir.join("page.html");
    let bytes = utf16(page, true);
    std::fs::write(&path, &bytes).unwrap();
    let recs = json(&run(&["--json", path.to_str().unwrap()], b""));
    let got: Vec<_> = recs
        .iter()
        .map(|r| (r["kind"].as_str().unwrap(), r["url"].as_str().unwrap()))
        .collect();
    assert_eq!(
        got,
        [
            ("href", "http://a.example/é"),
            ("bare", "http://b.example/x")
        ]
    );
    for r in &recs {
        assert_eq!(r["charset"], "UTF-16LE");
        let units: Vec<u16> = bytes[span(r)]
            .chunks(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        assert_eq!(
            String::from_utf16(&units).unwrap(),
            r["raw"].as_str().unwrap()
        );
    }
}
