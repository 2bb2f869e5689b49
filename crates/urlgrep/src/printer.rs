//! Turns matches into output records (SPEC §2.1 plain lines, §2.2 JSON),
//! applying the filters, into a per-file [`Batch`].

use std::borrow::Cow;
use std::io::Write;

use urlgrep_formats::Record;

use crate::args::Hyphen;
use crate::config::{Config, Filter, Output};
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
}

impl Batch {
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
    pub path: &'a str,
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

    /// Adds the records of `m` that pass the filters to `batch`.
    pub fn add(&self, origin: &Origin<'_>, m: &Record<'_>, batch: &mut Batch) {
        let f = &self.cfg.filter;
        if !keep_match(f, m) {
            return;
        }
        if self.cfg.output == Output::Json {
            // JSON always carries the primary reading (SPEC §2.1 --hyphen).
            if !keep_url(f, m.url()) {
                return;
            }
            json::write(&mut batch.buf, origin, m, self.cfg.redact);
            batch.buf.push(b'\n');
            self.record(m.url(), batch);
            return;
        }
        let primary = match self.cfg.hyphen {
            Hyphen::Auto | Hyphen::Both => Cow::Borrowed(m.url()),
            Hyphen::Keep => m.url_keep(),
            Hyphen::Drop => m.url_drop(),
        };
        self.reading(origin, m, primary, batch);
        if self.cfg.hyphen == Hyphen::Both {
            for alt in m.alternatives() {
                self.reading(origin, m, Cow::Owned(alt), batch);
            }
        }
    }

    /// One reading of `m` (SPEC §2.1 `--hyphen`) as a plain or count record.
    fn reading(&self, origin: &Origin<'_>, m: &Record<'_>, url: Cow<'_, str>, batch: &mut Batch) {
        if !keep_url(&self.cfg.filter, &url) {
            return;
        }
        let url = match self.cfg.redact {
            true => match rfc1738::redact_password(&url) {
                Cow::Owned(redacted) => Cow::Owned(redacted),
                Cow::Borrowed(_) => url,
            },
            false => url,
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
            self.colored(PATH_COLOR, origin.path, buf);
        }
        if self.cfg.line_number {
            self.colored(LINE_COLOR, line, buf);
        }
    }

    /// `text:`, `text` in `color` when colour is on.
    fn colored(&self, color: &str, text: impl std::fmt::Display, buf: &mut Vec<u8>) {
        // Writing to a Vec cannot fail.
        let _ = if self.cfg.color {
            write!(buf, "{color}{text}{RESET}:")
        } else {
            write!(buf, "{text}:")
        };
    }

    /// The `-c` line of a file.
    pub fn count_line(&self, path: &str, n: u64, out: &mut Vec<u8>) {
        if self.cfg.with_path {
            if n == 0 {
                // As ripgrep: files without URLs are left out of a
                // multi-file count.
                return;
            }
            self.colored(PATH_COLOR, path, out);
        }
        let _ = writeln!(out, "{n}");
    }
}

/// `--scheme` and `--kind`.
fn keep_match(f: &Filter, m: &Record<'_>) -> bool {
    if let Some(kinds) = &f.kinds {
        if !kinds.contains(&m.kind()) {
            return false;
        }
    }
    if let Some(schemes) = &f.schemes {
        let s = m.scheme();
        if !schemes.iter().any(|n| n.eq_ignore_ascii_case(s)) {
            return false;
        }
    }
    true
}

/// `-e` and `--valid`, on the reading that would be printed.
fn keep_url(f: &Filter, url: &str) -> bool {
    if let Some(re) = &f.regex {
        if !re.is_match(url) {
            return false;
        }
    }
    !f.valid || rfc1738::Url::parse(url).is_ok()
}
