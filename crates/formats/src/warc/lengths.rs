//! A record's length that does not hold (a WARC `Content-Length`, an ARC
//! header line's length): where the next record starts, so that no
//! record is read as another's payload and none is lost.
//!
//! The rule: the length holds when the block it gives is followed by the
//! record's end (`\r\n\r\n` for WARC, ISO 28500 §4; a LF for ARC). When it
//! is not — the input ends first, or other bytes follow — the first line
//! of the block that starts a record (a version line `WARC/1.0`, alone on
//! its line, or an ARC header line) is the next record, read at its own
//! offset; a block cut short of the next record is read on up to it. A
//! block over the size limit that holds such a line within the limit is
//! cut there too, since a record of over 64 MiB that holds a whole WARC
//! version line is far rarer than a length that lies (issue 24: one
//! length of 100,000,000 swallowed every record after it).

use std::io::{self, BufRead};

use super::arc_header;
use super::tape::Tape;

/// The longest line looked at, as for header lines.
const MAX_LINE: usize = 64 * 1024;

/// Whether `line` (with its line end) starts a record: a WARC version
/// line and nothing else (ISO 28500 §4: `WARC/1.0` CRLF), or an ARC
/// record's header line.
pub(crate) fn is_record_start(line: &[u8]) -> bool {
    let text = line.strip_suffix(b"\n").unwrap_or(line);
    let text = text.strip_suffix(b"\r").unwrap_or(text);
    let version = text
        .strip_prefix(b"WARC/1.")
        .is_some_and(|v| !v.is_empty() && v.iter().all(u8::is_ascii_digit));
    version || arc_header::header(line).is_some()
}

/// The offset of the first line of `block` that starts a record (the
/// block starts at a line start).
pub(crate) fn next_start(block: &[u8]) -> Option<usize> {
    let starts = std::iter::once(0).chain(memchr::memchr_iter(b'\n', block).map(|i| i + 1));
    starts.take_while(|&i| i < block.len()).find(|&i| {
        let rest = &block[i..];
        let end = memchr::memchr(b'\n', rest).map_or(rest.len(), |n| n + 1);
        is_record_start(&rest[..end.min(MAX_LINE)])
    })
}

/// Whether what comes next is a record's start, a blank line or the end
/// of input (or of a gzip member); nothing is consumed.
pub(crate) fn record_follows<R: BufRead>(t: &mut Tape<R>) -> io::Result<bool> {
    let mut line = Vec::new();
    t.read_line_max(&mut line, MAX_LINE)?;
    t.unread(&line);
    Ok(line.is_empty() || line == b"\r\n" || line == b"\n" || is_record_start(&line))
}

/// If a record starts inside `block`, gives the bytes from it back to `t`
/// and cuts the block there; the offset in the block where it starts.
pub(crate) fn cut_at_next<R: BufRead>(t: &mut Tape<R>, block: &mut Vec<u8>) -> Option<usize> {
    let i = next_start(block)?;
    t.unread(&block[i..]);
    block.truncate(i);
    Some(i)
}

/// Reads on from a line start up to the next line that starts a record
/// (left unread) or the end of input, keeping what is read in `block`
/// while it holds at most `max` bytes; the bytes read.
pub(crate) fn read_on<R: BufRead>(
    t: &mut Tape<R>,
    block: &mut Vec<u8>,
    max: u64,
) -> io::Result<u64> {
    let mut read = 0;
    let mut at_line_start = true;
    let mut line = Vec::new();
    loop {
        let n = t.read_line_max(&mut line, MAX_LINE)?;
        if n == 0 {
            return Ok(read);
        }
        if at_line_start && is_record_start(&line) {
            t.unread(&line);
            return Ok(read);
        }
        read += n as u64;
        at_line_start = line.ends_with(b"\n");
        if block.len() + n <= max as usize {
            block.extend_from_slice(&line);
        }
    }
}

/// Reads the rest of the line `block` ends in, if it ends inside one,
/// so that a line that starts a record is seen whole.
pub(crate) fn complete_line<R: BufRead>(t: &mut Tape<R>, block: &mut Vec<u8>) -> io::Result<()> {
    if block.is_empty() || block.ends_with(b"\n") {
        return Ok(());
    }
    let mut rest = Vec::new();
    t.read_line_max(&mut rest, MAX_LINE)?;
    block.extend_from_slice(&rest);
    Ok(())
}

/// Passes over `len` bytes of a block, from a line start, up to a line
/// that starts a record (left unread: a block over the size limit holding
/// a whole WARC version line is a length that lies, module docs); the
/// bytes passed over and whether such a line ended them.
pub(crate) fn pass_over<R: BufRead>(t: &mut Tape<R>, len: u64) -> io::Result<(u64, bool)> {
    let mut read = 0;
    let mut at_line_start = true;
    let mut line = Vec::new();
    while read < len {
        let n = t.read_line_max(&mut line, MAX_LINE)?;
        if n == 0 {
            break;
        }
        if at_line_start && is_record_start(&line) {
            t.unread(&line);
            return Ok((read, true));
        }
        read += n as u64;
        at_line_start = line.ends_with(b"\n");
    }
    // A line read past `len` (the length ended inside it) is given back.
    if read > len {
        let over = (read - len) as usize;
        t.unread(&line[line.len() - over..]);
        read = len;
    }
    Ok((read, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_starts_are_whole_version_lines_or_arc_header_lines() {
        for yes in [
            &b"WARC/1.0\r\n"[..],
            b"WARC/1.1\n",
            b"http://a.example/ 1.2.3.4 20240101000000 text/html 12\n",
        ] {
            assert!(is_record_start(yes), "{}", String::from_utf8_lossy(yes));
        }
        for no in [
            &b"WARC/1.0 is the version\r\n"[..],
            b"WARC/1.\n",
            b"see WARC/1.0\n",
            b"a b c d e\n",
        ] {
            assert!(!is_record_start(no), "{}", String::from_utf8_lossy(no));
        }
        let block = b"payload\nWARC/1.0 in prose\nmore\r\nWARC/1.0\r\nWARC-Type: x\r\n";
        assert_eq!(next_start(block), Some(32));
        assert_eq!(next_start(b"WARC/1.0\r\n"), Some(0));
        assert_eq!(next_start(b"no record here\n"), None);
    }
}
