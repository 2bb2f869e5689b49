//! One WARC record (ISO 28500 §4–§5): a version line, header fields, an
//! empty line, `Content-Length` bytes of block, then `\r\n\r\n`. A record
//! that breaks this is reported with its offset and the reader finds the
//! next `WARC/1.` line: a record is never dropped unreported.

use std::io::{self, BufRead};

use super::arc;
use super::arc_header;
use super::lengths;
use super::raw::{noted, over_limit, Next, RawRecord, RecordError};
use super::tape::Tape;

/// The longest header block read (the WARC headers of Common Crawl
/// records are under 1 KiB).
const MAX_HEADER: usize = 64 * 1024;

/// Reads the next record of `t`; `offset` overrides the reported offset
/// (the gzip member's). Records larger than `max` bytes are skipped and
/// reported, so memory stays bounded by `max`.
pub(crate) fn read_record<R: BufRead>(
    t: &mut Tape<R>,
    offset: Option<u64>,
    max: u64,
) -> io::Result<Next> {
    let mut line = Vec::new();
    // Lenient: empty lines between records.
    loop {
        let n = t.read_line_max(&mut line, MAX_HEADER)?;
        if n == 0 {
            return Ok(Next::End);
        }
        if !matches!(&line[..], b"\r\n" | b"\n") {
            break;
        }
    }
    let at = offset.unwrap_or(t.pos() - line.len() as u64);
    let fail = |message: String| {
        Next::Error(RecordError {
            offset: at,
            message,
        })
    };
    if !line.starts_with(b"WARC/") {
        if let Some(h) = arc_header::header(&line) {
            return arc::record(t, at, h, max);
        }
        let skipped = resync(t, &line)?;
        return Ok(fail(format!(
            "no WARC/ version line or ARC header line; {skipped} bytes skipped to the next record"
        )));
    }
    let headers = match headers(t, line)? {
        Ok(headers) => headers,
        Err(why) => return Ok(fail(why)),
    };
    let record = RawRecord {
        offset: at,
        headers,
        block: Vec::new(),
    };
    let Some(len) = record
        .header("Content-Length")
        .and_then(|v| v.parse::<u64>().ok())
    else {
        let skipped = resync(t, b"")?;
        return Ok(fail(format!(
            "no valid Content-Length; {skipped} bytes skipped"
        )));
    };
    if len > max {
        let make = |block| RawRecord { block, ..record };
        return over_limit(t, at, len, max, make, trailer);
    }
    block(t, record, len, max)
}

/// The header fields after the version line `line`, up to the empty line;
/// `Err` says why they are not a header block (and what was skipped).
fn headers<R: BufRead>(
    t: &mut Tape<R>,
    mut line: Vec<u8>,
) -> io::Result<Result<Vec<(String, String)>, String>> {
    let mut headers = Vec::new();
    let mut size = line.len();
    loop {
        let n = t.read_line_max(&mut line, MAX_HEADER)?;
        size += n;
        if n == 0 {
            return Ok(Err("truncated in its header block".into()));
        }
        if size > MAX_HEADER {
            let skipped = resync(t, &line)?;
            return Ok(Err(format!(
                "header block longer than {MAX_HEADER} bytes; {skipped} bytes skipped"
            )));
        }
        // `from_utf8` first: its check of ASCII runs several times the
        // speed of the lossy decoder's, and header lines are ASCII.
        let text = match std::str::from_utf8(&line) {
            Ok(s) => std::borrow::Cow::Borrowed(s),
            Err(_) => String::from_utf8_lossy(&line),
        };
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            return Ok(Ok(headers));
        }
        match text.split_once(':') {
            Some((name, value)) => {
                headers.push((name.trim().to_string(), value.trim().to_string()))
            }
            // A continuation line (RFC 2616 LWS) joins the previous value.
            None if text.starts_with([' ', '\t']) && !headers.is_empty() => {
                let last: &mut (String, String) = headers.last_mut().expect("not empty");
                last.1.push(' ');
                last.1.push_str(text.trim());
            }
            None => {
                let skipped = resync(t, &line)?;
                return Ok(Err(format!(
                    "header line without a colon; {skipped} bytes skipped"
                )));
            }
        }
    }
}

/// Reads the `len`-byte block of `record` (`len` at most `max`). A
/// length that does not hold (`lengths`) is noted and the block read up
/// to the next record, which is left to be read at its own offset.
fn block<R: BufRead>(t: &mut Tape<R>, record: RawRecord, len: u64, max: u64) -> io::Result<Next> {
    let mut block = Vec::with_capacity(len.min(1 << 20) as usize);
    let got = t.read_up_to(len, &mut block)?;
    if got < len {
        // The length runs past the end of input: a record inside what was
        // read is the next one, not payload.
        let why = match lengths::cut_at_next(t, &mut block) {
            Some(i) => format!("Content-Length {len} runs past the end of input; the next record starts {i} bytes into the block: read up to it"),
            None => format!("truncated: {got} of {len} block bytes before the end of input; read as it is"),
        };
        return Ok(noted_with(record, block, why));
    }
    let mut end = Vec::new();
    // A length that overshoots onto the end of the next record's header
    // finds a `\r\n\r\n` there by chance (the `warc_lengths` fuzz
    // target): the length holds only if the next record, a blank line or
    // the end follows, or no record starts inside the block.
    if trailer(t, &mut end)?
        && (lengths::record_follows(t)? || lengths::next_start(&block).is_none())
    {
        return Ok(Next::Record(RawRecord { block, ..record }));
    }
    // Content-Length overshoots when a record was cut short and the next
    // one follows: it starts inside the block just read.
    t.unread(&end);
    lengths::complete_line(t, &mut block)?;
    if let Some(i) = lengths::cut_at_next(t, &mut block) {
        let why = format!(
            "truncated: the next record starts {i} bytes into a block of {len}; read up to it"
        );
        return Ok(noted_with(record, block, why));
    }
    // It falls short: the block runs on to the next record.
    let more = lengths::read_on(t, &mut block, max)?;
    Ok(noted_with(
        record,
        block,
        format!(
            "no \\r\\n\\r\\n after the {len}-byte block; read on {more} bytes to the next record"
        ),
    ))
}

/// `record` read with `block`, and what was wrong around it.
fn noted_with(record: RawRecord, block: Vec<u8>, message: String) -> Next {
    noted(RawRecord { block, ..record }, message)
}

/// Reads the `\r\n\r\n` after a block into `end`; true if it is there
/// (a bare `\n\n` is taken too).
fn trailer<R: BufRead>(t: &mut Tape<R>, end: &mut Vec<u8>) -> io::Result<bool> {
    end.clear();
    t.read_up_to(2, end)?;
    if end.as_slice() == b"\n\n" {
        return Ok(true);
    }
    t.read_up_to(2, end)?;
    Ok(end.as_slice() == b"\r\n\r\n")
}

/// Skips to the next line that starts with `WARC/1.` or is an ARC
/// record's header line, leaving it unread; returns the bytes skipped
/// (`line`, already read, included).
fn resync<R: BufRead>(t: &mut Tape<R>, line: &[u8]) -> io::Result<u64> {
    let mut skipped = line.len() as u64;
    let mut at_line_start = line.is_empty() || line.ends_with(b"\n");
    let mut buf = Vec::new();
    loop {
        let n = t.read_line_max(&mut buf, MAX_HEADER)?;
        if n == 0 {
            return Ok(skipped);
        }
        if at_line_start && (buf.starts_with(b"WARC/1.") || arc_header::header(&buf).is_some()) {
            t.unread(&buf);
            return Ok(skipped);
        }
        skipped += n as u64;
        at_line_start = buf.ends_with(b"\n");
    }
}
