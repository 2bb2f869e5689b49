//! The format stage's interface, in ripgrep's manner (grep-searcher's
//! `Sink`): the search hands each reading the filter kept to a sink, which
//! writes its record into the file's batch, and at a file's end asks it
//! for the line that closes the file (`-c`, `-l`). The printer
//! (`printer.rs`) and the JSON writer (`json.rs`) are the sinks; the
//! search knows neither.

use urlgrep_formats::Record;

use crate::filter::Parsed;
use crate::input::Name;
use crate::record::{Batch, Origin};

/// Where the records of kept readings go.
pub trait Sink {
    /// Adds the record of `url`, one kept reading of `m`, to `batch`.
    fn matched(&self, origin: &Origin<'_>, m: &Record<'_>, url: &Parsed<'_>, batch: &mut Batch);

    /// Whether a record's text holds its line number. A file searched in
    /// pieces (`split.rs`) has its records formatted where each piece is
    /// searched when it does not: a piece's first line is known only
    /// once the pieces before it are counted.
    fn needs_line(&self) -> bool {
        true
    }

    /// Writes to `out` the line that ends file `path` of `n` records
    /// (`skipped` if it was not searched), if any; true when the file is
    /// listed (`-l`, `--files-without-match`).
    fn finish(&self, path: &Name, skipped: bool, n: u64, out: &mut Vec<u8>) -> bool {
        let _ = (path, skipped, n, out);
        false
    }
}
