//! The streaming reader against the whole-page reader it replaced
//! (`whole/`, kept for these tests only; issue 24, failure 5): the same
//! records — span, line, column, `raw`, URL, kind, readings — in the same
//! order, whatever sizes the input arrives in, on random pages, on pages
//! long enough that text, map and page are cut behind the search, and on
//! the real pages of `testdata/html`. The whole-page reader names no
//! links (`Link`), so they are left out of the comparison.

use std::io::Read;
use std::path::Path;

use proptest::prelude::*;
use urlgrep_extract::Extractor;

use super::{scan, scan_reader_each, whole};
use crate::record::Record;

/// A page handed out in reads of the given sizes, in turn.
struct Trickle<'a> {
    data: &'a [u8],
    sizes: &'a [usize],
    turn: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = self.sizes[self.turn % self.sizes.len()];
        self.turn += 1;
        let n = size.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn streamed(ex: &Extractor, page: &[u8], sizes: &[usize]) -> Vec<Record<'static>> {
    let mut found = Vec::new();
    let input = Trickle {
        data: page,
        sizes,
        turn: 0,
    };
    scan_reader_each(ex, input, &mut |r| {
        found.push(r.without_link());
        true
    })
    .unwrap();
    found
}

/// Read sizes: a byte at a time, odd sizes, html5gum's buffer and more.
const SIZES: &[&[usize]] = &[&[1], &[7], &[4096], &[3, 65536, 1, 100_000]];

/// Checks every way of reading `page` against the whole-page reader.
fn same_as_whole(ex: &Extractor, page: &[u8], sizes: &[&[usize]]) -> Result<(), String> {
    let want = whole::scan(ex, page);
    let got: Vec<_> = scan(ex, page).map(Record::without_link).collect();
    if got != want {
        return Err(first_difference(&want, &got, "scan"));
    }
    for s in sizes {
        let got = streamed(ex, page, s);
        if got != want {
            return Err(first_difference(&want, &got, &format!("reads of {s:?}")));
        }
    }
    Ok(())
}

fn first_difference(want: &[Record<'_>], got: &[Record<'_>], how: &str) -> String {
    let k = want.iter().zip(got).take_while(|(a, b)| a == b).count();
    format!(
        "{how}: {} records, want {}; first difference at {k}:\n want {:?}\n got  {:?}",
        got.len(),
        want.len(),
        want.get(k),
        got.get(k)
    )
}

const PIECES: &[&[u8]] = &[
    b"<a href=\"",
    b"<a href=",
    b"<A HREF='http://a.example/x'>",
    b"<a href=\"http://a.example/x\">http://a.example/x</a>",
    b"<a href=\"http://a.example/long/path\">http://a.example/lo...</a>",
    b"<a href=\"http://a.example/long/path\">http://a.example/\xe2\x80\xa6",
    b"<p><a href=\"http://x.example/1\">t</a> http://y.example/1</p>",
    b"<img srcset=\"",
    b"<img srcset=\"http://a.example/1.png 1x, http://a.example/2.png 2x\">",
    b"<img src=http://c.example/i&amp;j.png>",
    b"\">",
    b"'",
    b">",
    b"</a>",
    b"<br>",
    b"<p>",
    b"</td>",
    b"<div>",
    b"<span>",
    b"</span>",
    b"<wbr>",
    b"http://a.example/x",
    b"ftp://b.example/",
    b"mailto:a@b.example",
    b"<URL:",
    b"&amp;",
    b"&amp;amp;",
    b"&lt;URL:",
    b"&gt;",
    b"&#58;",
    b"&#x2F;",
    b"&notit;",
    b"&",
    b"...",
    b"\r\n",
    b"\r",
    b"\n",
    b" ",
    b"\t",
    b"\xff",
    b"\xc3\xa9",
    b"\0",
    b"<!--",
    b"-->",
    b"<!doctype html>",
    b"<script>",
    b"</script>",
    b"<style>",
    b"</style>",
    b"<textarea>",
    b"</textarea>",
    b"<xmp>",
    b"</xmp>",
    b"<noscript>",
    b"</noscript>",
    b"x",
    b"word ",
    b",",
];

fn page() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop::sample::select(PIECES), 0..80).prop_map(|p| p.concat())
}

/// A page of about `len` bytes drawn from `pieces` by a seeded generator:
/// long enough that the reader drops what is behind the search.
fn long_page(pieces: &[&[u8]], seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    let mut page = Vec::with_capacity(len + 256);
    while page.len() < len {
        // xorshift64
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        page.extend_from_slice(pieces[(x % pieces.len() as u64) as usize]);
    }
    page
}

proptest! {
    #[test]
    fn streamed_records_are_the_whole_pages(page in page(), step in 1usize..50) {
        let ex = Extractor::new();
        let mut sizes = SIZES.to_vec();
        let odd = [step];
        sizes.push(&odd);
        prop_assert!(same_as_whole(&ex, &page, &sizes).is_ok(), "{}\n{:?}",
            same_as_whole(&ex, &page, &sizes).unwrap_err(), String::from_utf8_lossy(&page));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// Pages past the stream's reach, so text, map, anchors and page are
    /// cut while records are still to come.
    #[test]
    fn long_streamed_pages_are_the_whole_pages(
        pieces in prop::collection::vec(prop::sample::select(PIECES), 1..30),
        seed: u64,
    ) {
        let ex = Extractor::new();
        let page = long_page(&pieces, seed, 3 * ex.stream_reach());
        let sizes: &[&[usize]] = &[&[4096], &[1, 7, 65536, 333]];
        if let Err(e) = same_as_whole(&ex, &page, sizes) {
            prop_assert!(false, "{e}\npieces {:?}", pieces.iter().map(|p| String::from_utf8_lossy(p)).collect::<Vec<_>>());
        }
    }
}

/// Long pages of each kind the reader cuts differently: many links and
/// little text; runs longer than a part (plain and with references);
/// text whose URLs sit in anchors that repeat them.
#[test]
fn long_pages_of_each_kind() {
    let ex = Extractor::new();
    let kinds: &[&[&[u8]]] = &[
        &[
            b"<a href=\"http://a.example/x\">",
            b"t",
            b"</a>",
            b"<img src=http://b.example/y>",
            b"\n",
        ],
        &[b"word ", b"http://a.example/x ", b"\n", b"&amp;"],
        &[b"word ", b"x", b" "],
        &[
            b"<a href=\"http://a.example/x\">http://a.example/x</a> ",
            b"<p>",
            b"http://a.example/x...",
            b"<a href=http://a.example/xy>",
        ],
        // Anchors whose `href` is their text's URL with the punctuation
        // the text shows after it: the record is the text's reading
        // whenever the search reaches the text, here far behind the tag.
        &[
            b"<a href=\"http://a.example/x.\">http://a.example/x.</a>",
            b"<a href=http://a.example/y:>",
            b"http://a.example/y:",
            b"</a>",
            b"word ",
            b"\n",
            b"mailto:a@b.example",
            b"&notit;",
        ],
        &[
            b"<!-- http://c.example/ -->",
            b"<script>http://d.example/</script>",
            b"http://e.example/",
            b"<span>",
            b"z",
        ],
    ];
    for (k, pieces) in kinds.iter().enumerate() {
        let page = long_page(pieces, 7 + k as u64, 3 * ex.stream_reach());
        same_as_whole(&ex, &page, &[&[4096], &[1, 7, 65536, 333]]).unwrap();
    }
    // A run longer than a part of blanks only after a block tag: whether
    // its line break is written waits for what follows the blanks.
    let blanks = " \t".repeat(super::run::Run::PART);
    for (before, after) in [
        ("<p>a</p>", "http://a.example/"),
        ("a<br>", "\nb"),
        ("a<br>", "&amp;"),
    ] {
        let page = format!("{before}{blanks}{after} http://b.example/");
        same_as_whole(&ex, page.as_bytes(), &[&[4096], &[7]]).unwrap();
    }
}

/// An anchor's `href` with the punctuation its text shows after the
/// URL, the anchor's text searched only after the tag has gone by: both
/// readers give the attribute's record read as the text reads it, and no
/// record of the text (a property test's find).
#[test]
fn a_trimmed_href_waits_for_its_text() {
    let ex = Extractor::new();
    // The `href`'s value ends at the tab: `</a>` is in the tag.
    let page = b"x <a href=\nhttp://a.example/x&#58;\t</a>http://a.example/x&#58;\t<a href=";
    same_as_whole(&ex, page, SIZES).unwrap();
    let urls: Vec<_> = whole::scan(&ex, page)
        .iter()
        .map(|r| r.url().to_string())
        .collect();
    assert_eq!(urls, ["http://a.example/x"]);
    // The long page the property test found it on.
    let pieces: &[&[u8]] = &[
        b"&#58;",
        b"\n",
        b"\xff",
        b"</a>",
        b"\t",
        b"http://a.example/x",
        b"<a href=",
    ];
    let page = long_page(pieces, 7943554378769097350, 3 * ex.stream_reach());
    same_as_whole(&ex, &page, &[&[4096], &[1, 7, 65536, 333]]).unwrap();
}

/// The receiver stops the reading: it has had the first records.
#[test]
fn a_receiver_that_stops_gets_the_first_records() {
    let ex = Extractor::new();
    let page = long_page(PIECES, 3, 3 * ex.stream_reach());
    let want = whole::scan(&ex, &page);
    assert!(want.len() > 100);
    for n in [1, 10, 100] {
        let mut got = Vec::new();
        scan_reader_each(&ex, &page[..], &mut |r| {
            got.push(r.without_link());
            got.len() < n
        })
        .unwrap();
        assert_eq!(got, want[..n]);
    }
}

fn pages_in(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "html") {
                out.push((path.display().to_string(), std::fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn real_pages_streamed_are_the_whole_pages() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/html");
    let pages = pages_in(&dir);
    assert!(pages.len() >= 5);
    let ex = Extractor::new();
    for (name, page) in pages {
        if let Err(e) = same_as_whole(&ex, &page, SIZES) {
            panic!("{name}: {e}");
        }
        // The pages, too, long enough to be cut.
        let mut long = page.clone();
        while long.len() < 3 * ex.stream_reach() {
            long.extend_from_slice(&page);
        }
        if let Err(e) = same_as_whole(&ex, &long, &[&[4096]]) {
            panic!("{name} repeated: {e}");
        }
    }
}

/// Every page under `URLGREP_HTML_DIR` (the Rust documentation's
/// `share/doc/rust/html`, say), and the first 64 MB of them as one page:
/// `URLGREP_HTML_DIR=… cargo test --release -p urlgrep-formats -- --ignored`.
#[test]
#[ignore = "reads the pages under URLGREP_HTML_DIR"]
fn pages_under_a_directory_streamed_are_the_whole_pages() {
    let dir = std::env::var("URLGREP_HTML_DIR").expect("URLGREP_HTML_DIR names a directory");
    let ex = Extractor::new();
    let mut all = Vec::new();
    let pages = pages_in(Path::new(&dir));
    for (name, page) in &pages {
        if let Err(e) = same_as_whole(&ex, page, &[&[7], &[4096]]) {
            panic!("{name}: {e}");
        }
        // The whole-page reader takes about 13 times a page.
        if all.len() < 64 << 20 {
            all.extend_from_slice(page);
        }
    }
    same_as_whole(&ex, &all, &[&[65536]]).unwrap();
    eprintln!("{} pages, {} bytes", pages.len(), all.len());
}
