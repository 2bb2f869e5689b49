//! The `stream` fuzz check, shared by the fuzz target and `cargo test`'s
//! replay of saved inputs: the streaming reader finds exactly what the
//! whole-buffer search finds, whatever the read sizes, `max_len`, and
//! input length (long inputs cross the reader's buffer refills).

use std::io::{self, Read};

use urlgrep_extract::Extractor;

/// Byte 0 chooses `max_len`; byte 1 the read size and whether the rest
/// is repeated past the stream buffer (256 KiB; one input in eight, as
/// those run a hundred times slower).
pub fn check(data: &[u8]) {
    let [a, b, rest @ ..] = data else {
        return;
    };
    let ex = Extractor::builder()
        .max_len(16 + usize::from(*a) * 4)
        .build()
        .unwrap();
    let hay = if b & 0xe0 == 0xe0 && !rest.is_empty() {
        rest.repeat(300_000 / rest.len() + 1)
    } else {
        rest.to_vec()
    };
    let whole: Vec<_> = ex.find_iter(&hay).collect();
    let reader = Pieces {
        data: &hay,
        size: usize::from(b & 0x1f) * 4 + 1,
    };
    let streamed: Vec<_> = ex.stream_iter(reader).collect::<Result<_, _>>().unwrap();
    assert_eq!(whole.len(), streamed.len());
    for (w, s) in whole.iter().zip(&streamed) {
        assert_eq!(w, s);
    }
}

/// A reader that gives at most `size` bytes a read.
struct Pieces<'a> {
    data: &'a [u8],
    size: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = buf.len().min(self.size).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}
