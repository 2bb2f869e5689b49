//! The `gzip` fuzz check (issue 24): a payload gzip'd in one to three
//! members, maybe gzip'd again, then damaged as archives are — zero
//! padding or junk after the end, a cut, a flipped byte — read by
//! [`Gunzip`] whole and a few bytes at a time, then by every format's
//! reader. Nothing panics; padding and junk after the end lose nothing;
//! a cut keeps a prefix; the same bytes come out whatever the read size.

use std::io::{BufReader, Read, Write};

use urlgrep_extract::Extractor;
use urlgrep_formats::gzip::Gunzip;
use urlgrep_formats::{html, warc::WarcExtractor, Format, MailExtractor};

fn gz(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}

/// Reads `file` through [`Gunzip`] with reads of `step` bytes from a
/// reader buffering `buffer` bytes; the bytes, and whether damage was
/// found.
fn gunzip(file: &[u8], buffer: usize, step: usize) -> (Vec<u8>, bool) {
    let mut out = Vec::new();
    let Ok(mut r) = Gunzip::new(BufReader::with_capacity(buffer, file)) else {
        return (out, true);
    };
    let mut buf = vec![0; step];
    loop {
        match r.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => out.extend_from_slice(&buf[..n]),
        }
    }
    let damaged = r.damage_count() > 0;
    (out, damaged)
}

/// Bytes 0–3 choose the members, the nesting, the damage and where it
/// falls; the rest is the payload.
pub fn check(data: &[u8]) {
    let [members, nest, damage, at, payload @ ..] = data else {
        return;
    };
    let members = 1 + usize::from(*members % 3);
    let cut = payload.len() / members + 1;
    let mut file: Vec<u8> = payload.chunks(cut).flat_map(gz).collect();
    if payload.is_empty() {
        file = gz(b"");
    }
    let nested = nest % 3;
    for _ in 0..nested {
        file = gz(&file);
    }
    let whole = file.len();
    let pos = usize::from(*at) * whole / 256;
    let kind = damage % 5;
    match kind {
        0 => {}
        1 => file.extend(std::iter::repeat_n(0, 1 + usize::from(*at) * 4)),
        2 => file.extend_from_slice(b"junk appended by a log line\n"),
        3 => file.truncate(pos),
        _ => {
            if pos < file.len() {
                file[pos] ^= 0x41;
            }
        }
    }
    let (out, damaged) = gunzip(&file, 64 * 1024, 64 * 1024);
    // A payload that starts like a gzip member is read as a gzip inside
    // the gzip (by design, as `zcat` of a .gz.gz is); if it is none, that
    // is damage, and said (the fuzzer's first find).
    let looks_gzip = payload.starts_with(&urlgrep_formats::gzip::MAGIC);
    if kind <= 2 && !(looks_gzip && damaged) {
        assert_eq!(out, payload, "damage {kind} after the end loses nothing");
    }
    if kind == 3 && nested == 0 && !looks_gzip {
        assert!(payload.starts_with(&out), "a cut keeps a prefix");
    }
    for (buffer, step) in [(1, 1), (2, 7), (7, 3)] {
        assert_eq!(
            gunzip(&file, buffer, step).0,
            out,
            "buffer {buffer}, reads of {step}"
        );
    }
    let ex = Extractor::new();
    let _ = ex.find_iter(&out).count();
    let _ = html::scan(&ex, &out).count();
    let _ = MailExtractor::new(ex.clone())
        .scan_bytes(&out, Format::Mbox)
        .count();
    // WARC keeps a per-record gzip file compressed and reads it itself.
    let _ = WarcExtractor::new(ex).scan_reader(&file[..]).count();
}
