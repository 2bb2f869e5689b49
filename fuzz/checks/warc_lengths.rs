//! The `warc_lengths` fuzz check (issue 24): WARC files whose records'
//! `Content-Length` lie — short, long, past the end of the file, huge —
//! stored as they are or gzip per record. Nothing panics, record offsets
//! come in order, and every record whose own length is true is read at
//! its true offset, URL and all, whatever lie came before it: the reader
//! resyncs on the next `WARC/1.` line. Payloads here hold no such line.
//! One lie cannot be told: a length that runs exactly to the end of a
//! later record makes a block that is, byte for byte, a record whose
//! payload archives records (the fuzzer's second find); the records it
//! covers are read as that payload, so they are not required.

use std::collections::HashSet;
use std::io::{BufReader, Write};

use urlgrep_extract::Extractor;
use urlgrep_formats::warc::WarcExtractor;

/// One record: its bytes, whether its length is true, and where the
/// block its length claims would end, with the `\r\n\r\n` after it
/// (from the record's start).
fn record(i: usize, lie: u8, size: u8) -> (Vec<u8>, bool, usize) {
    let body = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nsee http://r{i}.example/ {}\n",
        "x".repeat(usize::from(size))
    );
    let n = body.len();
    let (length, true_length) = match lie % 6 {
        0 | 1 => (n.to_string(), true),
        2 => (
            n.saturating_sub(1 + usize::from(size) / 2).to_string(),
            false,
        ),
        3 => ((n + 1 + usize::from(size)).to_string(), false),
        4 => ("99999999999".to_string(), false),
        _ => ("x12".to_string(), false),
    };
    let head = format!(
        "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://t{i}.example/\r\n\
         Content-Type: application/http; msgtype=response\r\nContent-Length: {length}\r\n\r\n"
    );
    let claimed = head.len() + length.parse::<usize>().unwrap_or(0) + 4;
    let bytes = [head.as_bytes(), body.as_bytes(), b"\r\n\r\n"].concat();
    (bytes, true_length, claimed)
}

/// The first byte: bit 0 gzip per record; then a byte pair a record:
/// its lie and its size.
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let mut file = Vec::new();
    let mut want = Vec::new();
    // Record spans, and the claimed ends of lies (plain storage only).
    let mut spans = Vec::new();
    let mut claims = Vec::new();
    for (i, pair) in rest.chunks(2).take(64).enumerate() {
        let (bytes, truthful, claimed) = record(i, pair[0], *pair.get(1).unwrap_or(&0));
        let at = file.len();
        if truthful {
            want.push((at as u64, format!("http://r{i}.example/")));
        } else if mode & 1 == 0 {
            claims.push((at, at.saturating_add(claimed)));
        }
        spans.push((at, at + bytes.len()));
        if mode & 1 == 1 {
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            gz.write_all(&bytes).unwrap();
            file.extend(gz.finish().unwrap());
        } else {
            file.extend(bytes);
        }
    }
    // A lie that ends exactly where a later record ends covers records
    // the reader cannot tell from an archived payload.
    want.retain(|(at, _)| {
        let at = *at as usize;
        !claims
            .iter()
            .any(|&(from, to)| from < at && at < to && spans.iter().any(|&(_, end)| end == to))
    });
    let wx = WarcExtractor::new(Extractor::new());
    for buffer in [64 * 1024, 7] {
        let mut found = HashSet::new();
        let mut last = 0;
        for r in wx.scan_reader(BufReader::with_capacity(buffer, &file[..])) {
            let at = match &r {
                Ok(s) => s.record.offset,
                Err(e) => e.offset,
            };
            assert!(last <= at && at <= file.len() as u64, "{at} after {last}");
            last = at;
            if let Ok(s) = r {
                for f in &s.found {
                    found.insert((s.record.offset, f.url().to_string()));
                }
            }
        }
        for w in &want {
            assert!(found.contains(w), "{w:?} not read (buffer {buffer})");
        }
    }
}
