//! The record data the search stage hands to the format stage (where a
//! record was found) and what the format stage fills for the ordered
//! writer (a file's [`Batch`]); apart from both, so neither names the
//! other.

use crate::input::Name;

/// A file's records not yet written: the formatted text, and for `-u` and
/// `-c` the URL of each record, which the writer needs in input order.
#[derive(Debug, Default)]
pub struct Batch {
    /// The formatted records (empty for `-c`).
    pub buf: Vec<u8>,
    /// With `-u`: each record's URL and the end of its text in `buf`.
    pub keys: Vec<(Box<str>, usize)>,
    /// Records in this batch.
    pub records: u64,
    /// Records of the file so far, in every batch (`-m`).
    pub taken: u64,
    /// The file was skipped (binary, in a walk).
    pub skipped: bool,
}

impl Batch {
    /// Counts one record; with `-u` keeps its URL `key` and where its
    /// text ends, which the writer needs in input order.
    pub fn record(&mut self, key: Option<&str>) {
        self.records += 1;
        if let Some(key) = key {
            self.keys.push((key.into(), self.buf.len()));
        }
    }

    /// Moves `other`'s records after this batch's, leaving it empty.
    pub fn append(&mut self, other: &mut Batch) {
        let at = self.buf.len();
        self.keys
            .extend(other.keys.drain(..).map(|(key, end)| (key, at + end)));
        self.buf.append(&mut other.buf);
        self.records += other.records;
        self.taken += other.taken;
        other.clear();
        other.taken = 0;
    }

    /// Empties the batch once written; `taken` counts on.
    pub fn clear(&mut self) {
        self.buf.clear();
        self.keys.clear();
        self.records = 0;
    }
}

/// Where a record was found, beyond what it says itself (its message and
/// part, in mail).
pub struct Origin<'a> {
    /// The path as given (`-` for standard input).
    pub path: &'a Name,
    /// In a WARC file: the record (SPEC §2.3).
    pub record: Option<&'a urlgrep_formats::RecordInfo>,
}
