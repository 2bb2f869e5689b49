//! The `warc` fuzz check, shared by the fuzz target and `cargo test`'s
//! replay of saved inputs: the WARC reader on arbitrary bytes never
//! panics, keeps memory to its record limit, gives record offsets in
//! order and inside the input, URL spans inside their payloads, and the
//! same records whether the file is in memory or read a few bytes at a
//! time (the gzip member and `WARC/1.` searches across buffer ends).

use std::io::{BufReader, Write};

use urlgrep_formats::warc::{WarcExtractor, WarcScanned};

/// What one read of a file gives: each record's offset and URLs, or the
/// offset of an error.
type Outcome = Vec<Result<(u64, Vec<(usize, usize, String)>), u64>>;

fn outcome<I: Iterator<Item = Result<WarcScanned, urlgrep_formats::warc::RecordError>>>(
    recs: I,
    len: usize,
) -> Outcome {
    let mut last = 0;
    recs.map(|r| {
        let at = match &r {
            Ok(s) => s.record.offset,
            Err(e) => e.offset,
        };
        assert!(
            at >= last && at <= len as u64,
            "offset {at} after {last}, of {len}"
        );
        last = at;
        let s = r.map_err(|e| e.offset)?;
        let found = s
            .found
            .iter()
            .map(|f| {
                assert!(f.start() <= f.end(), "{}..{}", f.start(), f.end());
                if s.message.is_none() {
                    assert!(
                        f.end() <= s.record.payload_len,
                        "{} of {}",
                        f.end(),
                        s.record.payload_len
                    );
                }
                (f.start(), f.end(), f.url().to_string())
            })
            .collect();
        Ok((s.record.offset, found))
    })
    .collect()
}

/// The first byte: bits 0–1 how the rest is stored (as it is; one gzip
/// member per `WARC/` record; the same with a byte of one member
/// flipped), bits 2–7 the record size limit. The rest is the file.
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let file = match mode & 3 {
        0 | 3 => rest.to_vec(),
        m => {
            let mut out = Vec::new();
            let starts: Vec<usize> = std::iter::once(0)
                .chain(memchr::memmem::find_iter(rest, b"WARC/").filter(|&i| i > 0))
                .collect();
            for (k, &s) in starts.iter().enumerate() {
                let e = starts.get(k + 1).copied().unwrap_or(rest.len());
                let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
                gz.write_all(&rest[s..e]).unwrap();
                let mut member = gz.finish().unwrap();
                if m == 2 && k == 0 && member.len() > 12 {
                    let i = 10 + usize::from(mode) % (member.len() - 10);
                    member[i] ^= 0x55;
                }
                out.extend_from_slice(&member);
            }
            out
        }
    };
    let mut wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
    wx.max_record(64 + u64::from(mode >> 2) * 64);
    let whole = outcome(wx.scan_bytes(&file), file.len());
    for cap in [1, 7] {
        let reader = BufReader::with_capacity(cap, &file[..]);
        assert_eq!(
            outcome(wx.scan_reader(reader), file.len()),
            whole,
            "capacity {cap}"
        );
    }
}
