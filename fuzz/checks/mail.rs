//! The `mail` fuzz check, shared by the fuzz target and `cargo test`'s
//! replay of saved inputs: mail mode on arbitrary bytes never panics,
//! memory and streamed archives give the same records, and every record
//! outside base64 points at the file: `raw == file[start..end]`, `line`
//! and `column` those of `start`.

use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, MailExtractor, Scanned};

/// The first byte chooses mbox or one message, and `max_len`; HTML
/// parts are read too.
pub fn check(data: &[u8]) {
    let Some((&mode, file)) = data.split_first() else {
        return;
    };
    let format = if mode & 1 == 0 {
        Format::Mbox
    } else {
        Format::Message
    };
    let ex = Extractor::builder()
        .max_len(16 + usize::from(mode >> 1) * 8)
        .build()
        .unwrap();
    let mx = MailExtractor::new(ex);
    let whole: Vec<Scanned> = mx.scan_bytes(file, format).collect();
    let streamed: Vec<Scanned> = mx
        .scan_reader(file, format)
        .collect::<Result<_, _>>()
        .unwrap();
    let flat = |v: &[Scanned]| {
        let found: Vec<_> = v.iter().flat_map(|s| s.found.clone()).collect();
        let problems: Vec<_> = v.iter().flat_map(|s| s.problems.clone()).collect();
        (found, problems)
    };
    assert_eq!(flat(&whole), flat(&streamed));
    // Handed over as found: the same records.
    let mut each = Vec::new();
    mx.scan_bytes_each(file, format, &mut |s| {
        each.push(s);
        true
    });
    assert_eq!(flat(&whole), flat(&each));
    let mut each = Vec::new();
    mx.scan_reader_each(file, format, &mut |s| {
        each.push(s);
        true
    })
    .unwrap();
    assert_eq!(flat(&whole), flat(&each));
    // Records inside an encoded message/rfc822 point at its first line.
    let nested = file.windows(6).any(|w| w.eq_ignore_ascii_case(b"rfc822"));
    let starts: Vec<usize> = std::iter::once(0)
        .chain(memchr_iter(file).map(|i| i + 1))
        .collect();
    for f in whole.iter().flat_map(|s| &s.found) {
        let (s, e) = (f.start(), f.end());
        assert!(s <= e && e <= file.len(), "{s}..{e} of {}", file.len());
        let line = starts.partition_point(|&l| l <= s);
        assert_eq!(f.line(), line as u64);
        assert_eq!(f.column(), s - starts[line - 1] + 1);
        let mapped = match f.encoding() {
            None => true,
            Some("quoted-printable") => !nested,
            Some(_) => false,
        };
        if mapped {
            assert_eq!(f.raw(), &file[s..e]);
        }
    }
}

fn memchr_iter(file: &[u8]) -> impl Iterator<Item = usize> + '_ {
    file.iter()
        .enumerate()
        .filter(|b| *b.1 == b'\n')
        .map(|(i, _)| i)
}
