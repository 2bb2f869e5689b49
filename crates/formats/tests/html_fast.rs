//! The HTML reader, which reads the common subset of HTML without
//! html5gum's state machine (`src/html/fast.rs`), gives the records
//! html5gum's tokenizer gives alone (SPEC §1.7.4): the same (element,
//! attribute, value, offsets) and the same URLs of the visible text, on
//! every page of `testdata/` (`testdata/html`, its `pages/`, the HTML
//! parts of `testdata/mail`, the payloads of `testdata/warc`), on every
//! prefix of them (a page cut inside a tag, a comment, a reference) and
//! with CRLF line ends, read in memory and as a stream, with and
//! without a base. The `html_diff` fuzz target checks the same on any
//! bytes.

use std::fs;
use std::path::{Path, PathBuf};

use url::Url;
use urlgrep_extract::Extractor;
use urlgrep_formats::html;
use urlgrep_formats::warc::RecordReader;
use urlgrep_formats::Record;

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<_> = fs::read_dir(testdata().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no {ext} in {dir}");
    found
}

/// The records of `page` as the default reader gives them, in memory
/// and streamed, and as html5gum alone gives them.
fn readings(ex: &Extractor, page: &[u8], base: Option<&Url>) -> [Vec<Record<'static>>; 3] {
    let mut fast = Vec::new();
    html::scan_each_with_base(ex, page, base, &mut |r| {
        fast.push(r);
        true
    });
    let mut streamed = Vec::new();
    html::scan_reader_each_with_base(ex, page, base, &mut |r| {
        streamed.push(r);
        true
    })
    .unwrap();
    let mut gum = Vec::new();
    html::scan_each_by_html5gum(ex, page, base, &mut |r| {
        gum.push(r);
        true
    });
    [fast, streamed, gum]
}

/// Panics naming `what` unless every reading of `page` is html5gum's.
pub fn same(page: &[u8], what: &str) {
    let ex = Extractor::new();
    let base = Url::parse("https://example.org/dir/page.html").unwrap();
    for base in [None, Some(&base)] {
        let [fast, streamed, gum] = readings(&ex, page, base);
        if fast != gum {
            let at = fast.iter().zip(&gum).position(|(a, b)| a != b);
            let at = at.unwrap_or(fast.len().min(gum.len()));
            panic!(
                "{what} (base {base:?}): record {at} of {} / {}:\nfast {:?}\ngum  {:?}",
                fast.len(),
                gum.len(),
                fast.get(at),
                gum.get(at)
            );
        }
        assert!(streamed == gum, "{what} (base {base:?}): streamed differs");
    }
}

/// The page, its prefixes at `cuts` points, and the page with CRLF.
fn same_and_variants(page: &[u8], what: &str, cuts: usize) {
    same(page, what);
    let step = (page.len() / cuts.max(1)).max(1);
    for cut in (0..page.len()).step_by(step) {
        same(&page[..cut], &format!("{what}[..{cut}]"));
    }
    let crlf: Vec<u8> = page
        .iter()
        .flat_map(|&b| {
            if b == b'\n' {
                vec![b'\r', b'\n']
            } else {
                vec![b]
            }
        })
        .collect();
    same(&crlf, &format!("{what} with CRLF"));
}

#[test]
fn html_pages_read_alike() {
    for path in files("html", "html")
        .into_iter()
        .chain(files("html/pages", "html"))
    {
        let page = fs::read(&path).unwrap();
        same_and_variants(&page, &path.display().to_string(), 40);
    }
}

#[test]
fn html_parts_of_mail_read_alike() {
    for path in files("mail", "eml") {
        let bytes = fs::read(&path).unwrap();
        let what = path.display().to_string();
        // The whole message as HTML too: markup-free text is a page.
        same(&bytes, &what);
        let message = mail_parser::MessageParser::default()
            .parse(&bytes[..])
            .unwrap();
        for (n, part) in message.html_bodies().enumerate() {
            same_and_variants(part.contents(), &format!("{what} html part {n}"), 20);
        }
    }
}

#[test]
fn warc_payloads_read_alike() {
    let bytes = fs::read(testdata().join("warc/pages.warc")).unwrap();
    let mut payloads = 0;
    for record in RecordReader::new(&bytes[..]) {
        let record = record.unwrap();
        let block = &record.block;
        let body = memchr::memmem::find(block, b"\r\n\r\n").map_or(&block[..], |n| &block[n + 4..]);
        let what = format!("pages.warc record at {}", record.offset);
        same_and_variants(body, &what, 20);
        payloads += 1;
    }
    assert!(payloads > 0);
}

/// Pages that take each way out of the subset, and back to html5gum.
#[test]
fn pages_outside_the_subset_read_alike() {
    let pages: &[&[u8]] = &[
        b"<p>a http://x.example/1 &copy; http://y.example/2</p>",
        b"<a href='http://x.example/&amp;&#38;&#x26;&lt'>http://x.example/&amp;</a>",
        b"<a href=http://x.example/?a=1&b=2>t</a> http://z.example",
        b"<a href=\"http://x.example/&notin;\">x</a><a href=\"http://x.example/&not=1\">y</a>",
        b"<script>var a = '<!--'; </script> http://a.example <script>x</script >http://b.example",
        b"<script>if (a<b) { s = '</div>' }</script><p>http://c.example",
        b"<style>p{}</STYLE>http://d.example<title>http://t.example</title><textarea>http://u</textarea>",
        b"<!-- c --> http://e.example <!--> http://f.example <!-- a --!> http://g.example",
        b"<!DOCTYPE html PUBLIC \"a>b\"> http://h.example <?php x ?> http://i.example",
        b"<![CDATA[ http://j.example ]]> <plaintext> http://k.example <b>",
        b"a < b http://l.example </ p> </3 <a =b href=http://m.example>x</a>",
        b"<a href=\"http://n.example\"\x00>x\x00</a> http://o.example\r\n<br>",
        b"<A HREF=\"HTTP://P.EXAMPLE/\" HREF=\"http://q.example\">http://P.EXAMPLE/</A>",
        b"<img src=\"http://r.example/a.png\"/><img/src=http://s.example/b.png/>",
        b"<base href=\"http://base.example/d/\"><a href=\"x/y\">z</a><a href=u>v</a>",
        b"<p>&#0; &#x110000; &#xD800; &#128; &#x1F600; &#65; &nbsp;http://v.example</p>",
        b"<a href=\"http://w.example/\" title=\"a > b\">http://w.example/</a",
        b"<xmp><a href=http://x.example></xmp><noscript><img src=http://y.example></noscript>",
        b"<script><!--<script>--></script>http://z.example",
        b"<https://auto.example/link> <URL:http://u.example/> <ftp://f.example>",
        b"<script type=text/json>{\"a\":\"<a href=\\\"x\\\">y</a>&lt;\"}</a></scriptx></script>http://j.example",
        b"<title>a &amp; b</b> http://t.example</title><textarea>&lt;http://u.example&gt;</textarea >",
    ];
    for (n, page) in pages.iter().enumerate() {
        same_and_variants(page, &format!("page {n}"), 1000);
    }
}

/// Every named reference the fast reader decodes, in text and in an
/// attribute, decodes as html5gum decodes it; their upper-case forms,
/// which only some names have, are html5gum's to read.
#[test]
fn named_references_read_alike() {
    let names = "amp lt gt quot apos nbsp copy reg trade mdash ndash hellip laquo raquo \
                 middot lsquo rsquo ldquo rdquo times deg bull euro larr rarr";
    let mut page = String::new();
    for n in names.split(' ') {
        let big = n.to_uppercase();
        page += &format!(
            "<a href=\"http://x.example/{n}/&{n};/\">http://y.example/&{n};/{n}</a> &{n}; &{big}; "
        );
    }
    same_and_variants(page.as_bytes(), "named references", 200);
}

/// Every page of the directory `URLGREP_HTML_PAGES` names (the 958
/// pages of `target/bench/pages`, say), whole: ignored unless asked for.
#[test]
#[ignore]
fn pages_of_a_directory_read_alike() {
    let Some(dir) = std::env::var_os("URLGREP_HTML_PAGES") else {
        return;
    };
    let mut pages: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pages.sort();
    for path in pages {
        same(&fs::read(&path).unwrap(), &path.display().to_string());
    }
}

/// A stream is read through a 64 KiB buffer: every construct of the
/// subset is cut by the buffer's end at every byte, and the fast reader
/// reads more or hands over as html5gum would have read on.
#[test]
fn constructs_cut_by_the_stream_buffer_read_alike() {
    let snippet: &[u8] = b"<!DOCTYPE html><title>T &amp; http://t.example</title>\
        <a href=\"http://a.example/?x=1&amp;y=&#50;\" rel=nofollow>http://a.example/?x=1&y=2</a>\
        <img src='http://i.example/p.png' alt=x/><!-- c http://c.example --><p>t&#x41;&lt;b\
        <script>if (a<b) x = '</div>';</script><style>p{}</style><br/>http://z.example/end";
    let buffer = 64 * 1024;
    for pad in 0..snippet.len() + 2 {
        let mut page = vec![b'x'; buffer - snippet.len() + pad - 1];
        page.push(b' ');
        page.extend_from_slice(snippet);
        same(
            &page,
            &format!("snippet after {} bytes", page.len() - snippet.len()),
        );
    }
}
