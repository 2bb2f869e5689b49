//! What reading a record gives, WARC or ARC: the record, the error that
//! stops it, or both (a record read with a fault around it); and the
//! skipping of a block over the size limit, which both readers share.

use std::fmt;
use std::io::{self, BufRead};

use super::lengths;
use super::tape::Tape;

/// A WARC record: where it starts, its header fields and its block.
#[derive(Clone, Debug)]
pub struct RawRecord {
    /// Byte offset of the record, or of the gzip member holding it.
    pub offset: u64,
    /// The header fields in order, names as written.
    pub headers: Vec<(String, String)>,
    /// The record block (`Content-Length` bytes).
    pub block: Vec<u8>,
}

impl RawRecord {
    /// The value of header field `name` (case-insensitive, ISO 28500 §4).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A record that could not be read: its offset and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// Byte offset of the record (or gzip member) in the file.
    pub offset: u64,
    /// What was wrong, and what was skipped.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WARC record at byte {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for RecordError {}

/// What reading a record found.
pub(crate) enum Next {
    Record(RawRecord),
    Error(RecordError),
    /// A record read in part or with a fault around it: searched as read,
    /// the fault reported (nothing is lost).
    Noted(RawRecord, RecordError),
    End,
}

/// `record`, read, and what was wrong around it.
pub(crate) fn noted(record: RawRecord, message: String) -> Next {
    let error = RecordError {
        offset: record.offset,
        message,
    };
    Next::Noted(record, error)
}

/// A block of `len` bytes at `at`, over the `max`-byte limit: skipped
/// and noted, unless its length does not hold (`lengths`): then the
/// records inside it are read. `make` makes the record of a block read
/// up to the next record; `ends` reads and checks what follows a block.
pub(crate) fn over_limit<R: BufRead>(
    t: &mut Tape<R>,
    at: u64,
    len: u64,
    max: u64,
    make: impl FnOnce(Vec<u8>) -> RawRecord,
    ends: fn(&mut Tape<R>, &mut Vec<u8>) -> io::Result<bool>,
) -> io::Result<Next> {
    let mut head = Vec::new();
    t.read_up_to(max, &mut head)?;
    lengths::complete_line(t, &mut head)?;
    if let Some(i) = lengths::cut_at_next(t, &mut head) {
        let why = format!(
            "length {len} is over the {max}-byte limit and a record starts {i} bytes \
             into the block: read up to it"
        );
        return Ok(noted(make(head), why));
    }
    let got = head.len() as u64;
    drop(head);
    let (passed, found) = lengths::pass_over(t, len.saturating_sub(got))?;
    let got = got + passed;
    let error = |message: String| {
        Next::Error(RecordError {
            offset: at,
            message,
        })
    };
    let why =
        format!("block of {len} bytes is over the {max}-byte limit; skipped ({got} bytes read)");
    if found {
        let next = t.pos();
        return Ok(error(format!(
            "{why}; its length does not hold: the next record starts at byte {next}"
        )));
    }
    let mut end = Vec::new();
    if got == len && !ends(t, &mut end)? {
        t.unread(&end);
    }
    Ok(error(why))
}
