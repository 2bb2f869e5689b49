//! Record reading on hand-made bytes: offsets, gzip members, and bad
//! records reported with their offsets while the next ones are read.

use std::io::Write;

use super::*;

fn record(kind: &str, uri: &str, ctype: &str, block: &[u8]) -> Vec<u8> {
    let mut r = format!(
        "WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\n\
         WARC-Record-ID: <urn:uuid:{uri}>\r\nContent-Type: {ctype}\r\n\
         Content-Length: {}\r\n\r\n",
        block.len()
    )
    .into_bytes();
    r.extend_from_slice(block);
    r.extend_from_slice(b"\r\n\r\n");
    r
}

fn gzip(b: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(b).unwrap();
    gz.finish().unwrap()
}

fn three() -> Vec<Vec<u8>> {
    let http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n\
<p>see <a href=\"http://b.example/x\">x</a>\nand http://c.example/y</p>";
    vec![
        record(
            "warcinfo",
            "",
            "application/warc-fields",
            b"software: t\r\n",
        ),
        record(
            "response",
            "http://b.example/",
            "application/http; msgtype=response",
            http,
        ),
        record(
            "resource",
            "http://d.example/t",
            "text/plain",
            b"a\n<URL:news:comp.x>\n",
        ),
    ]
}

type Summary = Vec<Result<(u64, Vec<String>), u64>>;

fn summary(bytes: &[u8]) -> Summary {
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    wx.scan_bytes(bytes)
        .map(|r| match r {
            Ok(s) => Ok((
                s.record.offset,
                s.found.iter().map(|f| f.url().to_string()).collect(),
            )),
            Err(e) => Err(e.offset),
        })
        .collect()
}

#[test]
fn uncompressed_offsets_and_payloads() {
    let recs = three();
    let (a, b) = (recs[0].len() as u64, (recs[0].len() + recs[1].len()) as u64);
    let bytes = recs.concat();
    let s = summary(&bytes);
    let want: Summary = vec![
        Ok((0, vec![])),
        Ok((
            a,
            vec!["http://b.example/x".into(), "http://c.example/y".into()],
        )),
        Ok((b, vec!["news:comp.x".into()])),
    ];
    assert_eq!(s, want);
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    let rec = wx.scan_bytes(&bytes).nth(1).unwrap().unwrap();
    // The href on payload line 1, the bare URL on line 2 (payload-relative).
    let lines: Vec<_> = rec.found.iter().map(|f| (f.line(), f.column())).collect();
    assert_eq!(lines, [(1, 17), (2, 5)]);
    assert_eq!(rec.found[0].raw(), b"http://b.example/x");
    assert_eq!(rec.record.charset.as_deref(), Some("utf-8"));
}

#[test]
fn gzip_members_give_member_offsets() {
    let members: Vec<Vec<u8>> = three().iter().map(|r| gzip(r)).collect();
    let (a, b) = (
        members[0].len() as u64,
        (members[0].len() + members[1].len()) as u64,
    );
    let s = summary(&members.concat());
    let offsets: Vec<_> = s.iter().map(|r| r.as_ref().unwrap().0).collect();
    assert_eq!(offsets, [0, a, b]);
    assert!(looks_like_warc(&members.concat()[..64]));
}

#[test]
fn members_across_small_buffers() {
    // Regression: a gzip magic split by a buffer boundary was taken for
    // a corrupt member (seen on a 25 MB file written by warcio).
    let members: Vec<Vec<u8>> = three().iter().map(|r| gzip(r)).collect();
    let bytes = members.concat();
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    for cap in [1, 2, 3, 5, 64] {
        let reader = std::io::BufReader::with_capacity(cap, &bytes[..]);
        let ok: Vec<bool> = wx.scan_reader(reader).map(|r| r.is_ok()).collect();
        assert_eq!(ok, [true, true, true], "capacity {cap}");
    }
}

#[test]
fn record_cut_short_is_reported_and_the_next_is_read() {
    let recs = three();
    let cut = &recs[1][..recs[1].len() - 30];
    let bytes = [&recs[0][..], cut, &recs[2]].concat();
    let s = summary(&bytes);
    // Reported, and read up to where the next record starts: the URL
    // before the cut is kept (nothing is lost).
    let at = recs[0].len() as u64;
    assert_eq!(s[1], Err(at));
    assert_eq!(s[2], Ok((at, vec!["http://b.example/x".into()])));
    assert_eq!(
        s[3],
        Ok((
            (recs[0].len() + cut.len()) as u64,
            vec!["news:comp.x".into()]
        ))
    );
    assert_eq!(s.len(), 4);
}

/// A `Content-Length` one byte short (pywb's `example-extra.warc` has
/// such records): the block is searched, the fault reported.
#[test]
fn block_not_followed_by_its_trailer_is_read_and_reported() {
    let recs = three();
    // The record with its Content-Length made one less.
    let text = String::from_utf8_lossy(&recs[1]).into_owned();
    let field = text
        .lines()
        .find(|l| l.starts_with("Content-Length: "))
        .unwrap();
    let n: usize = field["Content-Length: ".len()..].parse().unwrap();
    let short = text.replacen(field, &format!("Content-Length: {}", n - 1), 1);
    let bytes = [&recs[0][..], short.as_bytes(), &recs[2]].concat();
    let s = summary(&bytes);
    let at = recs[0].len() as u64;
    assert_eq!(s[1], Err(at));
    assert_eq!(
        s[2],
        Ok((
            at,
            vec!["http://b.example/x".into(), "http://c.example/y".into()]
        ))
    );
    assert_eq!(
        s[3].as_ref().map(|r| r.1.clone()),
        Ok(vec!["news:comp.x".into()])
    );
}

#[test]
fn truncated_at_the_end_and_garbage_are_reported() {
    let recs = three();
    let bytes = [&recs[0][..], &recs[2][..40]].concat();
    assert_eq!(
        summary(&bytes),
        [Ok((0, vec![])), Err(recs[0].len() as u64)]
    );
    let bytes = [&b"junk\r\n"[..], &recs[2]].concat();
    assert_eq!(
        summary(&bytes),
        [Err(0), Ok((6, vec!["news:comp.x".into()]))]
    );
}

#[test]
fn corrupt_gzip_member_is_reported_and_the_next_is_read() {
    let members: Vec<Vec<u8>> = three().iter().map(|r| gzip(r)).collect();
    let mut bad = members[1].clone();
    let half = bad.len() / 2;
    bad.truncate(half);
    let m1 = members[0].len() as u64;
    let bytes = [&members[0][..], &bad, &members[2]].concat();
    let s = summary(&bytes);
    // The cut member is reported at its offset (the decoder ran on into
    // the next member's bytes: the next is found inside them), then the
    // next member is read.
    assert_eq!(s[1], Err(m1));
    let at = m1 + bad.len() as u64;
    assert_eq!(s.last(), Some(&Ok((at, vec!["news:comp.x".into()]))));
    assert!(s[1..s.len() - 1].iter().all(|r| r == &Err(m1)), "{s:?}");
    // A member cut at the end of the file: its header block is cut.
    let bytes = [&members[0][..], &bad].concat();
    assert_eq!(summary(&bytes), [Ok((0, vec![])), Err(m1), Err(m1)]);
}

#[test]
fn oversized_record_is_reported_with_bounded_memory() {
    let recs = three();
    let mut wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    wx.max_record(50);
    let got: Vec<_> = wx.scan_bytes(&recs.concat()).map(|r| r.is_ok()).collect();
    assert_eq!(got, [true, false, true]);
}

#[test]
fn public_types_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<WarcExtractor>();
    check::<WarcScanned>();
    check::<RecordInfo>();
    check::<RecordError>();
    check::<RawRecord>();
    check::<RecordReader<std::io::Cursor<Vec<u8>>>>();
}

/// Found by the `warc` fuzz target: after a corrupt member, the next
/// member's magic was looked for only in buffers longer than two bytes,
/// so a reader handing out one or two bytes at a time (the end of a
/// `BufReader`'s buffer does) skipped past it.
#[test]
fn next_member_found_after_a_corrupt_one_with_small_buffers() {
    let recs = three();
    let mut bad = gzip(&recs[1]);
    bad[16] ^= 0x55;
    let bytes = [bad.clone(), gzip(&recs[2])].concat();
    let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    for cap in [1, 2, 3, 7, 4096] {
        let reader = std::io::BufReader::with_capacity(cap, &bytes[..]);
        let got: Vec<Result<u64, u64>> = wx
            .scan_reader(reader)
            .map(|r| r.map(|s| s.record.offset).map_err(|e| e.offset))
            .collect();
        // How much of the corrupt member is decoded before the inflater
        // meets the damage depends on how its bytes come: a byte at a
        // time, zlib-rs hands out the version line's first 6 bytes, a
        // record cut short in its header, reported at the member too.
        let (last, before) = got.split_last().unwrap();
        assert_eq!(last, &Ok(bad.len() as u64), "capacity {cap}");
        assert!(
            !before.is_empty() && before.iter().all(|e| e == &Err(0)),
            "capacity {cap}: {got:?}"
        );
    }
}

/// A `conversion` record (ISO 28500 §6.8: a document in another format,
/// as the text of a PDF) is read as a document; `metadata` is not.
#[test]
fn conversion_records_are_read() {
    let bytes = [
        record(
            "conversion",
            "http://a.example/r.pdf",
            "text/plain",
            b"see http://c.example/x\n",
        ),
        record(
            "metadata",
            "http://a.example/r.pdf",
            "application/warc-fields",
            b"outlink: http://m.example/\r\n",
        ),
    ]
    .concat();
    let s = summary(&bytes);
    assert_eq!(
        s[0].as_ref().map(|r| r.1.clone()),
        Ok(vec!["http://c.example/x".to_string()])
    );
    assert_eq!(s[1].as_ref().map(|r| r.1.len()), Ok(0));
}
