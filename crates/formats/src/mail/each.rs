//! What the `_each` entry points share: messages scanned and handed to
//! the caller's function as found, from memory or from a stream.
//!
//! An mbox stream is read a chunk at a time: the whole messages of each
//! chunk are scanned as an mbox in memory is, the last one, cut short,
//! waits for the next chunk. Every line that starts with `From ` begins a
//! message (`mbox::split`), so a piece cut there splits as the whole
//! file does, and a buffer of a few chunks, reused, is all the memory an
//! archive takes (a 36 MB mbox read whole cost more in page faults than
//! in scanning).

use std::cell::Cell;
use std::io::{self, BufRead, Cursor, ErrorKind, Read};

use urlgrep_extract::Extractor;

use crate::mail::large::{large_bytes, ReaderScan, LARGE};
use crate::mail::mbox::{split_marked_at, RawMessage};
use crate::mail::message::{scan, Parsers};
use crate::mail::scan::Scanned;
use crate::mail::spare::Lent;

/// Bytes read at a time.
const CHUNK: usize = 1 << 20;

/// Scans `msgs`, each with whether it may hold mboxrd escapes, handing
/// what is found to `f` (a message's URLs in batches); false if `f` said
/// to stop.
pub(crate) fn messages_each<'b>(
    ex: &Extractor,
    parsers: &Parsers,
    msgs: impl Iterator<Item = (RawMessage<'b>, bool)>,
    f: &mut dyn FnMut(Scanned) -> bool,
) -> bool {
    let go = Cell::new(true);
    let mut sink = |s: Scanned| {
        if go.get() {
            go.set(f(s.named(parsers.lines)));
        }
    };
    for (m, escapes) in msgs {
        if m.bytes.len() > LARGE {
            large_bytes(ex, parsers, &m.bytes, m.offset, m.line).for_each(&mut sink);
        } else {
            let rest = scan(parsers, &m, escapes, Some(&mut sink));
            sink(rest);
        }
        if !go.get() {
            return false;
        }
    }
    true
}

/// The messages `messages` reads from a stream, handed to `f` as
/// [`messages_each`] does.
pub(crate) fn stream_each<'a, R: BufRead + 'a>(
    mut messages: ReaderScan<'a, R>,
    f: &mut dyn FnMut(Scanned) -> bool,
) -> io::Result<()> {
    let (go, lines) = (Cell::new(true), messages.parsers.lines);
    let mut sink = |s: Scanned| {
        if go.get() {
            go.set(f(s.named(lines)));
        }
    };
    while let Some(next) = messages.next_with(Some(&mut sink)) {
        sink(next?);
        if !go.get() {
            break;
        }
    }
    Ok(())
}

/// The mbox `reader` read a chunk at a time (module docs), handed to `f`
/// as [`messages_each`] does for the same bytes in memory. A message
/// longer than [`LARGE`] is read by the streaming reader, with the rest
/// of the stream.
pub(crate) fn chunks_each<R: Read>(
    ex: &Extractor,
    parsers: &Parsers,
    reader: R,
    f: &mut dyn FnMut(Scanned) -> bool,
) -> io::Result<()> {
    chunks_in(ex, parsers, reader, CHUNK, f)
}

thread_local! {
    /// A chunk buffer kept from one archive to the next on each thread:
    /// a file cut into pieces (`-j`) reads each piece with one, and a
    /// fresh megabyte costs its page faults each time (about 700 of the
    /// 4,300 faults of `-j2` on a 182 MB mbox).
    static SPARE: Cell<Vec<u8>> = const { Cell::new(Vec::new()) };
}

/// [`chunks_each`], reading `chunk` bytes at a time.
fn chunks_in<R: Read>(
    ex: &Extractor,
    parsers: &Parsers,
    mut reader: R,
    chunk: usize,
    f: &mut dyn FnMut(Scanned) -> bool,
) -> io::Result<()> {
    // Zeroed once: read into again and again, and kept for the thread's
    // next archive unless it grew (a long message).
    let mut lent = Lent::take(&SPARE, |b: &Vec<u8>| b.len() == chunk);
    if lent.len() != chunk {
        *lent = vec![0; chunk];
    }
    let buf = &mut *lent;
    // The bytes not yet scanned, and where the first is in the file.
    let (mut start, mut end) = (0, 0);
    let (mut offset, mut line) = (0, 1);
    loop {
        if end == buf.len() {
            if start > 0 {
                buf.copy_within(start..end, 0);
                (start, end) = (0, end - start);
            } else if buf.len() >= LARGE {
                // One message fills the buffer: a large one.
                let rest = Cursor::new(&buf[..end]).chain(reader);
                let rest = io::BufReader::with_capacity(chunk, rest);
                return stream_each(ReaderScan::mbox_at(ex, parsers, rest, offset, line), f);
            } else {
                buf.resize(buf.len() * 2, 0);
            }
        }
        let n = match reader.read(&mut buf[end..]) {
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        end += n;
        let held = &buf[start..end];
        let cut = if n == 0 { held.len() } else { last_start(held) };
        if cut > 0 {
            let piece = &held[..cut];
            // The split counts the lines of all messages but the last.
            let mut last = (line, 0);
            let msgs = split_marked_at(piece, offset, line, parsers.lines).inspect(|(m, _)| {
                last = (m.line, m.offset - offset);
            });
            if !messages_each(ex, parsers, msgs, f) {
                return Ok(());
            }
            offset += cut;
            line = match parsers.lines {
                true => last.0 + bytecount::count(&piece[last.1..], b'\n') as u64,
                false => last.0,
            };
            start += cut;
        }
        if n == 0 {
            return Ok(());
        }
    }
}

/// Where the last message that starts in `held` after its first byte
/// starts: a line that starts with `From `; 0 if none does.
fn last_start(held: &[u8]) -> usize {
    memchr::memmem::rfind(held, super::mbox::SEPARATOR).map_or(0, |n| n + 1)
}

#[cfg(test)]
mod tests {
    use std::io::{self, Read};

    use urlgrep_extract::Extractor;

    use super::chunks_in;
    use crate::mail::message::Parsers;
    use crate::mail::{Format, MailExtractor, Scanned};

    /// The messages of `testdata/mail` (real mail and news, sources in
    /// its README) as one mbox, after a line of text before the first
    /// separator, with mboxrd escapes and a `From ` line of a body.
    fn mbox() -> Vec<u8> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        names.sort();
        let mut mbox = b"lead text http://lead.example/\n".to_vec();
        for (i, name) in names.iter().enumerate() {
            mbox.extend_from_slice(
                format!("From a{i}@example.org Thu Jan  1 00:00:00 2004\n").as_bytes(),
            );
            mbox.extend_from_slice(&std::fs::read(name).unwrap());
            mbox.extend_from_slice(b"\n>From here http://escaped.example/\n\n");
        }
        // A separator right after another: an empty message.
        mbox.extend_from_slice(b"From x\nFrom y\nSubject: last\n\nhttp://last.example/");
        assert!(names.len() > 20 && mbox.len() > 100_000);
        mbox
    }

    /// Hands out at most `step` bytes a read.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let n = out.len().min(self.1).min(self.0.len());
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn chunks_scan_as_the_whole_mbox() {
        let mbox = mbox();
        let ex = Extractor::new();
        let parsers = Parsers::new(&ex);
        let mx = MailExtractor::new(ex.clone());
        let mut whole: Vec<Scanned> = Vec::new();
        mx.scan_bytes_each(&mbox, Format::Mbox, &mut |s| {
            whole.push(s);
            true
        });
        let urls: Vec<_> = whole
            .iter()
            .flat_map(|s| &s.found)
            .map(|r| r.url())
            .collect();
        assert_eq!(urls.first().copied(), Some("http://lead.example/"));
        assert_eq!(urls.last().copied(), Some("http://last.example/"));
        // Chunks shorter than a message, cut inside `From ` lines, reads
        // of a few bytes: the same records, placed the same.
        for (chunk, step) in [(64, 7), (1000, 1 << 20), (4096, 333), (1 << 20, 1 << 20)] {
            let mut read = Vec::new();
            chunks_in(&ex, &parsers, Trickle(&mbox, step), chunk, &mut |s| {
                read.push(s);
                true
            })
            .unwrap();
            assert_eq!(read, whole, "chunk {chunk}, reads of {step}");
        }
        // `false` stops the scan.
        let mut calls = 0;
        chunks_in(&ex, &parsers, &mbox[..], 64, &mut |_| {
            calls += 1;
            false
        })
        .unwrap();
        assert_eq!(calls, 1);
    }
}
