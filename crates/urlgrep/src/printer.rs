//! The format stage's [`Sink`] for every output but JSON (`json.rs`): each
//! reading the filter kept becomes an output record (SPEC §2.1 plain
//! lines, `-c`, `-l`) in a per-file [`Batch`], which the ordered writer
//! (`ordered.rs`) writes. Nothing is decided here about which URLs are
//! printed.

use std::borrow::Cow;
use std::io::Write;

use urlgrep_formats::Record;

use crate::canonical::unique_key;
use crate::config::{Config, Output};
use crate::filter::Parsed;
use crate::input::Name;
use crate::record::{Batch, Origin};
use crate::sink::Sink;

const PATH_COLOR: &str = "\x1b[35m";
const LINE_COLOR: &str = "\x1b[32m";
const RESET: &str = "\x1b[0m";

/// Formats records for one configuration (not JSON).
pub struct Printer<'c> {
    cfg: &'c Config,
}

impl<'c> Printer<'c> {
    pub fn new(cfg: &'c Config) -> Self {
        Printer { cfg }
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
    fn files_line(&self, with: bool, path: &Name, n: u64, out: &mut Vec<u8>) -> bool {
        if (n > 0) != with {
            return false;
        }
        out.extend_from_slice(&path.bytes);
        out.push(if self.cfg.null { b'\0' } else { b'\n' });
        true
    }

    /// The `-c` line of a file.
    fn count_line(&self, path: &Name, n: u64, out: &mut Vec<u8>) {
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

impl Sink for Printer<'_> {
    fn matched(&self, origin: &Origin<'_>, m: &Record<'_>, url: &Parsed<'_>, batch: &mut Batch) {
        let url = match self.cfg.redact {
            true => rfc1738::redact_password(url.url()),
            false => Cow::Borrowed(url.url()),
        };
        match self.cfg.output {
            Output::Plain => self.prefix(origin, m.line(), &mut batch.buf),
            Output::Links => {
                // The edge's source: the page's URL, else its file.
                let path = &origin.path.bytes[..];
                let uri = origin.record.and_then(|r| r.uri.as_deref());
                batch.buf.extend_from_slice(uri.map_or(path, str::as_bytes));
                batch.buf.push(b'\t');
            }
            _ => {}
        }
        if matches!(self.cfg.output, Output::Plain | Output::Links) {
            batch.buf.extend_from_slice(url.as_bytes());
            batch.buf.push(b'\n');
        }
        let key = self.cfg.unique.map(|by| unique_key(by, &url));
        batch.record(key.as_deref());
    }

    fn needs_line(&self) -> bool {
        self.cfg.output == Output::Plain && self.cfg.line_number
    }

    fn finish(&self, path: &Name, skipped: bool, n: u64, out: &mut Vec<u8>) -> bool {
        match self.cfg.output {
            Output::Count => {
                self.count_line(path, n, out);
                false
            }
            Output::Files(with) if !skipped => self.files_line(with, path, n, out),
            _ => false,
        }
    }
}
