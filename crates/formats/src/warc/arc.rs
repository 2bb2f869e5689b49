//! ARC files, the Internet Archive's web archive format before WARC
//! (ARC 1.0, "Arc File Format", 1996; still the format of its older
//! collections, `.arc.gz` gzip per record as WARC files are): each
//! record is one header line, `URL IP-address archive-date content-type
//! length` (version 1; version 2 has ten fields, the length last), then
//! `length` bytes, then a LF. The first record (`filedesc://…`) describes
//! the file.
//!
//! The rule: a line of five or ten space-separated fields whose first is
//! a URL, whose third is an archive date (digits, 12 or more), and whose
//! last is a length, starts a record. It is read as the WARC record it
//! corresponds to: `filedesc://` as `warcinfo`, a block starting with
//! `HTTP/` as a `response`, any other as a `resource` of its content
//! type; the URL is its `WARC-Target-URI`. A record whose header line
//! does not parse is an error, and reading goes on at the next header
//! line (pywb's `bad.arc`: lengths `-1` and `abc`).

use std::io::{self, BufRead};

use super::arc_header::Header;
use super::lengths;
use super::raw::{noted, over_limit, Next, RawRecord};
use super::tape::Tape;

/// Reads the block of the record whose header line `h` was read at `at`
/// (records over `max` bytes skipped and reported, as WARC ones are). A
/// length that does not hold is noted, and the block read up to the
/// next record (`lengths`), as for WARC.
pub(crate) fn record<R: BufRead>(
    t: &mut Tape<R>,
    at: u64,
    h: Header,
    max: u64,
) -> io::Result<Next> {
    let len = h.len;
    if len > max {
        let make = |block| as_warc(at, h, block);
        return over_limit(t, at, len, max, make, ends);
    }
    let mut block = Vec::with_capacity(len.min(1 << 20) as usize);
    let got = t.read_up_to(len, &mut block)?;
    if got < len {
        let why = match lengths::cut_at_next(t, &mut block) {
            Some(i) => format!(
                "ARC length {len} runs past the end of input; the next record starts \
                 {i} bytes into the block: read up to it"
            ),
            None => format!("truncated: {got} of {len} ARC block bytes; read as it is"),
        };
        return Ok(noted(as_warc(at, h, block), why));
    }
    let mut end = Vec::new();
    if ends(t, &mut end)? {
        return Ok(Next::Record(as_warc(at, h, block)));
    }
    t.unread(&end);
    lengths::complete_line(t, &mut block)?;
    let why = match lengths::cut_at_next(t, &mut block) {
        Some(i) => format!(
            "no LF after the {len}-byte ARC block: the next record starts {i} bytes \
             into it; read up to it"
        ),
        None => {
            let more = lengths::read_on(t, &mut block, max)?;
            format!("no LF after the {len}-byte ARC block; read on {more} bytes to the next record")
        }
    };
    Ok(noted(as_warc(at, h, block), why))
}

/// Reads the LF that ends a record into `end` (blank lines before the
/// next are skipped as between WARC records); true if it is there, or
/// the input ends.
fn ends<R: BufRead>(t: &mut Tape<R>, end: &mut Vec<u8>) -> io::Result<bool> {
    end.clear();
    t.read_up_to(1, end)?;
    Ok(matches!(&end[..], b"" | b"\n"))
}

/// The WARC record an ARC record at `at` with header line `h` and block
/// `block` corresponds to (module docs).
fn as_warc(at: u64, h: Header, block: Vec<u8>) -> RawRecord {
    let kind = if h.url.starts_with("filedesc:") {
        "warcinfo"
    } else if block.starts_with(b"HTTP/") {
        "response"
    } else {
        "resource"
    };
    let mime = match kind {
        "response" => "application/http; msgtype=response".to_string(),
        _ => h.mime,
    };
    RawRecord {
        offset: at,
        headers: vec![
            ("WARC-Type".into(), kind.into()),
            ("WARC-Target-URI".into(), h.url),
            ("Content-Type".into(), mime),
            ("Content-Length".into(), h.len.to_string()),
        ],
        block,
    }
}
