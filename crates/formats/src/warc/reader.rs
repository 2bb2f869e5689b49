//! The records of a WARC file, uncompressed, gzip per record (each gzip
//! member one record, ISO 28500 Annex D) or gzip as one stream, with each
//! record's offset as CDX indexes give it: of the record, or of its gzip
//! member. A member is decoded as its records are read (`crate::gzip`),
//! never held whole: a whole-file gzip of any size is read record by
//! record (issue 24: one over 64 MiB decoded lost every record).

use std::collections::VecDeque;
use std::io::{self, BufRead};

use super::raw::{Next, RawRecord, RecordError};
use super::record::read_record;
use super::tape::Tape;
use crate::gzip::{Damage, DamageKind, Members};

/// RFC 1952: a gzip member starts with `1f 8b`.
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

/// The default largest record block read: 64 MiB (Common Crawl truncates
/// payloads at 1 MiB; WARC-Truncated says so).
pub const DEFAULT_MAX_RECORD: u64 = 64 << 20;

/// Reads WARC records one at a time, in memory bounded by the largest
/// record (at most `max_record` bytes). A record that cannot be read is an
/// `Err` naming its offset, and reading goes on with the next one; an I/O
/// error ends the iteration after being reported.
///
/// A gzip file is decoded as it is read, member by member: one member a
/// record as web archives ship it, or one stream for the whole file
/// (`gzip file.warc`), whose records come one at a time however large it
/// is. Every record of a member has the member's offset.
pub struct RecordReader<R> {
    input: Input<R>,
    pending: VecDeque<Result<RawRecord, RecordError>>,
    done: bool,
    max_record: u64,
}

/// The bytes records are read from.
enum Input<R> {
    /// Not yet looked at: gzip or not.
    Start(Tape<R>),
    Plain(Tape<R>),
    /// The decoded bytes of one member at a time, and the offset of the
    /// member being read (`None` between members).
    Gzip(Box<Tape<Members<Tape<R>>>>, Option<u64>),
    /// Only while moving from `Start`.
    Gone,
}

impl<R: BufRead> RecordReader<R> {
    /// A reader of `inner` (gzip detected by content).
    pub fn new(inner: R) -> RecordReader<R> {
        RecordReader {
            input: Input::Start(Tape::new(inner)),
            pending: VecDeque::new(),
            done: false,
            max_record: DEFAULT_MAX_RECORD,
        }
    }

    /// Sets the largest record block read (default [`DEFAULT_MAX_RECORD`]).
    pub fn max_record(&mut self, max: u64) -> &mut Self {
        self.max_record = max;
        self
    }

    fn step(&mut self) -> io::Result<()> {
        let max = self.max_record;
        let next = match &mut self.input {
            Input::Start(t) => {
                let gzip = t.starts_with(&GZIP_MAGIC)?;
                let Input::Start(t) = std::mem::replace(&mut self.input, Input::Gone) else {
                    return Ok(());
                };
                self.input = match gzip {
                    true => Input::Gzip(Box::new(Tape::new(Members::new(t))), None),
                    false => Input::Plain(t),
                };
                return Ok(());
            }
            Input::Plain(t) => read_record(t, None, max)?,
            Input::Gzip(t, member @ None) => {
                // A member's damage is known once it was read through.
                let next = t.inner_mut().next_member()?;
                let damage = t.inner_mut().take_damage();
                self.pending
                    .extend(damage.iter().map(|d| Err(record_error(d))));
                *member = next;
                self.done = next.is_none();
                return Ok(());
            }
            Input::Gzip(t, member @ Some(_)) => {
                let next = read_record(t, *member, max)?;
                if matches!(next, Next::End) {
                    *member = None;
                    return Ok(());
                }
                next
            }
            Input::Gone => Next::End,
        };
        match next {
            Next::Record(r) => self.pending.push_back(Ok(r)),
            Next::Error(e) => self.pending.push_back(Err(e)),
            Next::Noted(r, e) => self.pending.extend([Err(e), Ok(r)]),
            Next::End => self.done = true,
        }
        Ok(())
    }
}

/// A gzip member's damage as the error of its record: at the member
/// (CDX offsets name members), or at the junk skipped between two.
fn record_error(d: &Damage) -> RecordError {
    let offset = match d.kind {
        DamageKind::NotGzip => d.offset,
        _ => d.member,
    };
    RecordError {
        offset,
        message: d.to_string(),
    }
}

impl<R: BufRead> Iterator for RecordReader<R> {
    type Item = Result<RawRecord, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.pending.is_empty() && !self.done {
            if let Err(e) = self.step() {
                self.done = true;
                return Some(Err(RecordError {
                    offset: self.input.pos(),
                    message: format!("read error: {e}"),
                }));
            }
        }
        self.pending.pop_front()
    }
}

impl<R: BufRead> Input<R> {
    /// Where reading is: in the file, or at the member being read.
    fn pos(&self) -> u64 {
        match self {
            Input::Start(t) | Input::Plain(t) => t.pos(),
            Input::Gzip(t, member) => member.unwrap_or_else(|| t.inner().pos()),
            Input::Gone => 0,
        }
    }
}
