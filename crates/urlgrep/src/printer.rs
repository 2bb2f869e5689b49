//! The format stage: each reading the filter kept becomes an output
//! record (SPEC §2.1 plain lines and `-c`, §2.2 JSON) in a per-file
//! [`Batch`], which the ordered writer (`ordered.rs`) writes. Nothing is
//! decided here about which URLs are printed.

use std::borrow::Cow;
use std::io::Write;

use urlgrep_formats::Record;

use crate::config::{Config, Output};
use crate::filter::Parsed;
use crate::input::Name;
use crate::json;

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

const PATH_COLOR: &str = "\x1b[35m";
const LINE_COLOR: &str = "\x1b[32m";
const RESET: &str = "\x1b[0m";

/// Formats records for one configuration.
pub struct Printer<'c> {
    cfg: &'c Config,
}

impl<'c> Printer<'c> {
    pub fn new(cfg: &'c Config) -> Self {
        Printer { cfg }
    }

    /// Adds the record of one kept reading of `m` (SPEC §2.1 plain or
    /// count, §2.2 JSON) to `batch`.
    pub fn add(&self, origin: &Origin<'_>, m: &Record<'_>, url: &Parsed<'_>, batch: &mut Batch) {
        if self.cfg.output == Output::Json {
            json::write(&mut batch.buf, origin, m, url, self.cfg.redact);
            batch.buf.push(b'\n');
            self.record(m.url(), batch);
            return;
        }
        let url = match self.cfg.redact {
            true => rfc1738::redact_password(url.url()),
            false => Cow::Borrowed(url.url()),
        };
        if self.cfg.output == Output::Plain {
            self.prefix(origin, m.line(), &mut batch.buf);
            batch.buf.extend_from_slice(url.as_bytes());
            batch.buf.push(b'\n');
        }
        self.record(&url, batch);
    }

    fn record(&self, url: &str, batch: &mut Batch) {
        batch.records += 1;
        if self.cfg.unique {
            batch.keys.push((url.into(), batch.buf.len()));
        }
    }

    /// `PATH:LINE:` as asked for, coloured like ripgrep's.
    fn prefix(&self, origin: &Origin<'_>, line: u64, buf: &mut Vec<u8>) {
        if self.cfg.with_path {
            self.path(origin.path, buf);
        }
        if self.cfg.line_number {
            self.colored(LINE_COLOR, line.to_string().as_bytes(), b':', buf);
        }
    }

    /// The path's bytes as given, then `:` (or NUL with `-0`).
    fn path(&self, path: &Name, buf: &mut Vec<u8>) {
        let sep = if self.cfg.null { b'\0' } else { b':' };
        self.colored(PATH_COLOR, &path.bytes, sep, buf);
    }

    /// `text` and `sep`, `text` in `color` when colour is on.
    fn colored(&self, color: &str, text: &[u8], sep: u8, buf: &mut Vec<u8>) {
        if self.cfg.color {
            buf.extend_from_slice(color.as_bytes());
            buf.extend_from_slice(text);
            buf.extend_from_slice(RESET.as_bytes());
        } else {
            buf.extend_from_slice(text);
        }
        buf.push(sep);
    }

    /// The `-l` / `--files-without-match` line of a file with `n` URLs,
    /// if it is listed.
    pub fn files_line(&self, with: bool, path: &Name, n: u64, out: &mut Vec<u8>) -> bool {
        if (n > 0) != with {
            return false;
        }
        out.extend_from_slice(&path.bytes);
        out.push(if self.cfg.null { b'\0' } else { b'\n' });
        true
    }

    /// The `-c` line of a file.
    pub fn count_line(&self, path: &Name, n: u64, out: &mut Vec<u8>) {
        if self.cfg.with_path {
            if n == 0 {
                // As ripgrep: files without URLs are left out of a
                // multi-file count.
                return;
            }
            self.path(path, out);
        }
        // Writing to a Vec cannot fail.
        let _ = writeln!(out, "{n}");
    }
}
