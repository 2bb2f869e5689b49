//! WARC input (SPEC §2.3 `warc`): records read one at a time, each
//! record's URLs carrying its URI, id and offset; a record that cannot be
//! read is reported and the next one is read; the file's one warning
//! names the first record read as raw bytes.

use std::io::{self, BufRead, Write};

use urlgrep_formats::warc::WarcExtractor;

use super::{Problems, Shared};
use crate::input::Name;
use crate::printer::{Batch, Origin};

impl<W: Write> Shared<'_, W> {
    /// Searches the WARC records of `reader` into `batch`.
    pub(super) fn scan_warc<R: BufRead>(
        &self,
        index: usize,
        path: &Name,
        reader: R,
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> io::Result<()> {
        let wx = WarcExtractor::new(self.cfg.extractor.clone());
        for rec in wx.scan_reader(reader) {
            let rec = match rec {
                Ok(rec) => rec,
                Err(e) => {
                    self.report.error(&path.text, e);
                    continue;
                }
            };
            let at = rec.record.offset;
            problems.add(&rec.problems, || format!("record at byte {at}"));
            let origin = Origin {
                path,
                record: Some(&rec.record),
            };
            for found in &rec.found {
                if !self.add(index, &origin, found, batch) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}
