//! The WARC files of `testdata/warc/` (written by warcio from real pages;
//! see its README) against `expected.tsv`, written by reading the pages,
//! and record offsets as warcio's `ArchiveIterator` reports them.
//! `expected.tsv` lists the URLs as written; the relative links resolved
//! against each record's target URI are checked against an HTML5 parser
//! and a WHATWG URL parser of another language
//! (`crates/python/tests/test_links_reference.py`).

use std::path::Path;

use urlgrep_formats::warc::{WarcExtractor, WarcScanned};

fn read(name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/warc")
        .join(name);
    std::fs::read(p).unwrap()
}

/// `(record_uri, line, kind, url)` rows; line `-` for a message payload.
fn expected() -> Vec<(String, String, String, String)> {
    String::from_utf8(read("expected.tsv"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].into(), f[1].into(), f[2].into(), f[3].into())
        })
        .collect()
}

fn rows(recs: &[WarcScanned]) -> Vec<(String, String, String, String)> {
    let mut out = Vec::new();
    for r in recs {
        for f in r
            .found
            .iter()
            .filter(|f| !f.link().is_some_and(|l| l.resolved))
        {
            let line = if r.message.is_some() {
                "-".to_string()
            } else {
                f.line().to_string()
            };
            let uri = r.record.uri.clone().unwrap_or_default();
            out.push((uri, line, f.kind().as_str().into(), f.url().into()));
        }
    }
    out
}

fn scan(name: &str) -> Vec<Result<WarcScanned, u64>> {
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    let bytes = read(name);
    wx.scan_bytes(&bytes)
        .map(|r| r.map_err(|e| e.offset))
        .collect()
}

#[test]
fn uncompressed_and_gzip_give_the_golden_urls_and_warcio_offsets() {
    for (name, offsets) in [
        ("pages.warc", [0, 300, 743, 11943, 13311, 27878]),
        ("pages.warc.gz", [0, 234, 547, 4920, 6219, 11666]),
    ] {
        let recs: Vec<WarcScanned> = scan(name).into_iter().map(Result::unwrap).collect();
        let got: Vec<u64> = recs.iter().map(|r| r.record.offset).collect();
        assert_eq!(got, offsets, "{name}");
        assert_eq!(rows(&recs), expected(), "{name}");
        assert_eq!(
            recs[2].record.id.as_deref(),
            Some("<urn:uuid:00000000-0000-4000-8000-000000000003>")
        );
    }
}

/// The index.html response member (at 547) was cut in half: it is
/// reported at its offset, its page read up to the cut (the first three
/// of its five links), and the members after it read whole.
#[test]
fn truncated_member_is_reported_and_the_rest_read() {
    let recs = scan("truncated.warc.gz");
    let errors: Vec<u64> = recs.iter().filter_map(|r| r.clone().err()).collect();
    assert_eq!(errors, [547, 547]);
    let ok: Vec<WarcScanned> = recs.into_iter().filter_map(Result::ok).collect();
    let offsets: Vec<u64> = ok.iter().map(|r| r.record.offset).collect();
    assert_eq!(offsets, [0, 234, 547, 2733, 4032, 9479]);
    let cut = [
        "https://rustc-dev-guide.rust-lang.org/",
        "https://github.com/rust-embedded",
    ];
    let want: Vec<_> = expected()
        .into_iter()
        .filter(|r| !(r.0.ends_with("/index.html") && cut.contains(&r.3.as_str())))
        .collect();
    assert_eq!(rows(&ok), want);
}

/// Three records of pywb's `sample_archive/warcs/iana.warc.gz` (the
/// Internet Archive's liveweb writer, 2014): each HTTP response says
/// `Transfer-Encoding: chunked` but was stored de-chunked. The pages are
/// read as stored and the reading noted; the URLs were listed by reading
/// the two pages (absolute `href` and `action` values; the rest of both
/// pages' links are relative).
#[test]
fn body_stored_dechunked_under_a_chunked_header_is_read() {
    let recs: Vec<WarcScanned> = scan("iana-chunked-header.warc.gz")
        .into_iter()
        .collect::<Result<_, _>>()
        .unwrap();
    let got: Vec<(String, String, String)> = rows(&recs)
        .into_iter()
        .map(|(uri, line, _, url)| (uri, line, url))
        .collect();
    let home = "http://www.iana.org/";
    let numbers = "http://www.iana.org/numbers";
    let want: Vec<(String, String, String)> = [
        (home, "76", "http://gsa.icann.org/search"),
        (home, "142", "http://www.icann.org/"),
        (numbers, "56", "http://www.afrinic.net/"),
        (numbers, "57", "http://www.apnic.net/"),
        (numbers, "58", "http://www.arin.net/"),
        (numbers, "59", "http://www.lacnic.net/"),
        (numbers, "60", "http://www.ripe.net/"),
        (
            numbers,
            "66",
            "http://www.icann.org/en/general/global-addressing-policies.html",
        ),
        (numbers, "66", "http://www.ietf.org/"),
        (numbers, "81", "http://www.nro.net/documents/"),
        (numbers, "197", "http://www.icann.org/"),
    ]
    .into_iter()
    .map(|(a, b, c)| (a.into(), b.into(), c.into()))
    .collect();
    assert_eq!(got, want);
    for r in &recs[1..] {
        assert_eq!(r.problems.len(), 1, "{:?}", r.record.uri);
        assert!(r.problems[0].contains("not chunked as its header says"));
    }
}

/// ARC files (pywb's `sample_archive/warcs/example.arc`, `.arc.gz` and
/// `bad.arc`): records read as the WARC records they correspond to, the
/// URL of the page read from the file (its one absolute link), offsets
/// those of the header line or the gzip member; records whose length
/// field is `-1` or `abc` reported, the record between them read.
#[test]
fn arc_files_are_read_record_by_record() {
    for (name, offsets) in [
        ("pywb-example.arc", [0, 151]),
        ("pywb-example.arc.gz", [0, 171]),
    ] {
        let recs: Vec<WarcScanned> = scan(name).into_iter().collect::<Result<_, _>>().unwrap();
        let got: Vec<u64> = recs.iter().map(|r| r.record.offset).collect();
        assert_eq!(got, offsets, "{name}");
        assert_eq!(recs[0].record.warc_type, "warcinfo");
        let rows: Vec<(String, String, String)> = rows(&recs)
            .into_iter()
            .map(|(uri, line, _, url)| (uri, line, url))
            .collect();
        assert_eq!(
            rows,
            [(
                "http://example.com/".to_string(),
                "47".to_string(),
                "http://www.iana.org/domains/example".to_string()
            )],
            "{name}"
        );
    }
    let recs = scan("pywb-bad.arc");
    let summary: Vec<Result<(u64, usize), u64>> = recs
        .iter()
        .map(|r| {
            r.as_ref()
                .map(|s| (s.record.offset, s.found.len()))
                .map_err(|&e| e)
        })
        .collect();
    assert_eq!(summary, [Err(0), Ok((202, 0)), Err(262)]);
}

/// warcio's `example-wget-bad-target-uri.warc.gz` (wget 1.19 wrote each
/// `WARC-Target-URI` in angle brackets) and `example-space-in-url.arc`
/// (an ARC header line whose URL holds spaces; its block is 12 bytes
/// short of its length, as warcio's test file is): the target URIs read
/// as warcio corrects them, brackets dropped and spaces as `%20`; the
/// page's one absolute link read from it.
#[test]
fn wget_bracketed_target_and_spaced_arc_url_are_urls() {
    let recs = scan("warcio-wget-bad-target-uri.warc.gz");
    let uris: Vec<Option<String>> = recs
        .iter()
        .map(|r| r.as_ref().unwrap().record.uri.clone())
        .collect();
    assert_eq!(
        uris,
        [
            None,
            Some("http://example.com/".to_string()),
            Some("http://example.com/".to_string()),
            Some("metadata://gnu.org/software/wget/warc/MANIFEST.txt".to_string()),
            Some("metadata://gnu.org/software/wget/warc/wget_arguments.txt".to_string()),
            Some("metadata://gnu.org/software/wget/warc/wget.log".to_string()),
        ]
    );
    let ok: Vec<WarcScanned> = recs.into_iter().map(Result::unwrap).collect();
    let page: Vec<_> = rows(&ok)
        .into_iter()
        .filter(|(_, _, kind, _)| kind == "href")
        .collect();
    assert_eq!(
        page,
        [(
            "http://example.com/".to_string(),
            "47".to_string(),
            "href".to_string(),
            "http://www.iana.org/domains/example".to_string()
        )]
    );
    let recs = scan("warcio-space-in-url.arc");
    let offsets: Vec<Result<u64, u64>> = recs
        .iter()
        .map(|r| r.as_ref().map(|s| s.record.offset).map_err(|&e| e))
        .collect();
    assert_eq!(offsets, [Ok(0), Err(151), Ok(151)]);
    let ok: Vec<WarcScanned> = recs.into_iter().filter_map(Result::ok).collect();
    assert_eq!(
        ok[1].record.uri.as_deref(),
        Some("http://example.com/index.cfm?FuseAction=Email&EmailTitle=Examples%20From%20The%20Live%20Web&IsPopUp=False")
    );
    assert_eq!(
        ok[1].found.iter().map(|f| f.url()).collect::<Vec<_>>(),
        ["http://www.iana.org/domains/example"]
    );
}

/// A WARC record of `kind` for `uri` holding `block`.
fn record(kind: &str, uri: &str, block: &[u8]) -> Vec<u8> {
    claiming(kind, uri, block, block.len() as u64)
}

/// The same with `Content-Length: len`, true or not.
fn claiming(kind: &str, uri: &str, block: &[u8], len: u64) -> Vec<u8> {
    let head = format!(
        "WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\n\
         Content-Type: text/plain\r\nContent-Length: {len}\r\n\r\n"
    );
    [head.as_bytes(), block, b"\r\n\r\n"].concat()
}

/// Counts the bytes read through it.
struct Counting<R> {
    inner: R,
    read: std::rc::Rc<std::cell::Cell<u64>>,
}

impl<R: std::io::Read> std::io::Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.set(self.read.get() + n as u64);
        Ok(n)
    }
}

/// Issue 24 item 7: a WARC gzipped as one stream (`gzip file.warc`, not
/// per record) of more than 64 MiB decoded lost every record ("member
/// over the 67108864-byte limit; skipped"). Its records are read one at
/// a time as the stream is decoded: the first comes before a tenth of
/// the file is read (memory does not grow with the member), and the
/// last, past 64 MiB, is there too, each at the member's offset.
#[test]
fn whole_file_gzip_over_64_mib_is_read_record_by_record() {
    let filler = b"no links in this line of filler text, just words\n".repeat(20_000);
    let mut warc = Vec::new();
    for i in 0..70 {
        warc.extend(record(
            "resource",
            &format!("http://r{i}.example/"),
            format!("see http://u{i}.example/\n").as_bytes(),
        ));
        warc.extend(record(
            "metadata",
            &format!("http://m{i}.example/"),
            &filler,
        ));
    }
    assert!(warc.len() > 64 << 20, "{}", warc.len());
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    std::io::Write::write_all(&mut gz, &warc).unwrap();
    let gz = gz.finish().unwrap();
    let read = std::rc::Rc::new(std::cell::Cell::new(0));
    let reader = std::io::BufReader::new(Counting {
        inner: &gz[..],
        read: read.clone(),
    });
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    let mut recs = wx.scan_reader(reader);
    let first = recs.next().unwrap().unwrap();
    assert_eq!(first.found[0].url(), "http://u0.example/");
    assert!(
        read.get() < gz.len() as u64 / 10,
        "{} of {}",
        read.get(),
        gz.len()
    );
    let rest: Vec<WarcScanned> = recs.collect::<Result<_, _>>().unwrap();
    assert_eq!(rest.len(), 139);
    let urls: Vec<&str> = rest
        .iter()
        .flat_map(|r| r.found.iter().map(|f| f.url()))
        .collect();
    assert_eq!(urls.len(), 69);
    assert_eq!(urls[68], "http://u69.example/");
    assert!(rest.iter().all(|r| r.record.offset == 0));
}

/// Each record's offset and URLs, or an error's offset, with a record
/// size limit of `max`.
fn outcome(bytes: &[u8], max: u64) -> Vec<Result<(u64, Vec<String>), u64>> {
    let mut wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    wx.max_record(max);
    wx.scan_bytes(bytes)
        .map(|r| {
            r.map(|s| {
                (
                    s.record.offset,
                    s.found.iter().map(|f| f.url().to_string()).collect(),
                )
            })
            .map_err(|e| e.offset)
        })
        .collect()
}

/// Three resource records, the first claiming `len` bytes; the file and
/// the offsets of the second and third.
fn first_claiming(len: u64) -> (Vec<u8>, u64, u64) {
    let a = claiming(
        "resource",
        "http://a.example/",
        b"see http://pa.example/\n",
        len,
    );
    let b = record("resource", "http://b.example/", b"see http://pb.example/\n");
    let c = record("resource", "http://c.example/", b"see http://pc.example/\n");
    let (ob, oc) = (a.len() as u64, (a.len() + b.len()) as u64);
    ([a, b, c].concat(), ob, oc)
}

/// Issue 24 item 8: a `Content-Length` past the end of the file read the
/// next records' headers as payload (their `WARC-Target-URI` reported as
/// URLs, records at the wrong offset), and one over the 64 MiB limit
/// lost the records after it. The next `WARC/1.0` line is a record, read
/// at its true offset; the lie is reported.
#[test]
fn content_length_past_the_end_resyncs_on_the_next_record() {
    let ok = |at: u64, url: &str| Ok((at, vec![url.to_string()]));
    for len in [5_000, 100_000, 100_000_000] {
        let (file, b, c) = first_claiming(len);
        let want = [
            Err(0),
            ok(0, "http://pa.example/"),
            ok(b, "http://pb.example/"),
            ok(c, "http://pc.example/"),
        ];
        assert_eq!(outcome(&file, 64 << 20), want, "Content-Length {len}");
    }
    // Over the limit, with the next record past the bytes looked at
    // first: found while the block is passed over.
    let long = [
        &b"see http://pa.example/\n"[..],
        &b"filler line\n".repeat(8),
    ]
    .concat();
    let a = claiming("resource", "http://a.example/", &long, 100_000_000);
    let b = record("resource", "http://b.example/", b"see http://pb.example/\n");
    let file = [&a[..], &b].concat();
    let want = [Err(0), ok(a.len() as u64, "http://pb.example/")];
    assert_eq!(outcome(&file, 64), want);
}

/// A `Content-Length` that falls short: the block is read on to the next
/// record, so the URL it cut is whole and the one after it found.
#[test]
fn content_length_short_reads_on_to_the_next_record() {
    let block = b"see http://pa.example/long/path and http://tail.example/\n";
    let a = claiming("resource", "http://a.example/", block, 15);
    let b = record("resource", "http://b.example/", b"see http://pb.example/\n");
    let file = [&a[..], &b].concat();
    let got = outcome(&file, 64 << 20);
    let urls = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        got,
        [
            Err(0),
            Ok((
                0,
                urls(&["http://pa.example/long/path", "http://tail.example/"])
            )),
            Ok((a.len() as u64, urls(&["http://pb.example/"]))),
        ]
    );
}

/// Issue 24 item 8 for ARC: a length past the end of the file, or past
/// the next header line, reads the next record at its header line.
#[test]
fn arc_length_that_lies_resyncs_on_the_next_header_line() {
    let arc = |url: &str, body: &str, len: usize| {
        format!("{url} 1.2.3.4 20140216050221 text/plain {len}\n{body}\n")
    };
    let desc = arc("filedesc://x.arc", "1 0 test", 8);
    let b = arc("http://b.example/", "see http://pb.example/", 22);
    for len in [60, 1_000, 100_000_000] {
        let a = arc("http://a.example/", "see http://pa.example/", len);
        let file = [desc.as_str(), &a, &b].concat();
        let (oa, ob) = (desc.len() as u64, (desc.len() + a.len()) as u64);
        let got = outcome(file.as_bytes(), 64 << 20);
        let want = [
            Ok((0, vec![])),
            Err(oa),
            Ok((oa, vec!["http://pa.example/".to_string()])),
            Ok((ob, vec!["http://pb.example/".to_string()])),
        ];
        assert_eq!(got, want, "length {len}");
    }
}
