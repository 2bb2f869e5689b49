//! The entry points: messages of an archive in memory or from a stream.

use std::borrow::Cow;
use std::io::{self, BufRead};

use urlgrep_extract::Extractor;

use crate::mbox::{split, Format, MboxReader, RawMessage};
use crate::message::{scan, Scanned};

/// Finds URLs in mail with an [`Extractor`]'s rules.
#[derive(Clone, Debug)]
pub struct MailExtractor {
    ex: Extractor,
}

impl MailExtractor {
    /// A mail extractor using `ex` on every decoded text part.
    pub fn new(ex: Extractor) -> MailExtractor {
        MailExtractor { ex }
    }

    /// Scans one message (its bytes after any `From ` line).
    pub fn scan(&self, msg: &RawMessage<'_>) -> Scanned {
        scan(&self.ex, msg)
    }

    /// The messages of an archive held in memory, scanned in order:
    /// `format` [`Format::Mbox`] splits it, anything else is one message.
    pub fn scan_bytes<'a>(
        &'a self,
        bytes: &'a [u8],
        format: Format,
    ) -> Box<dyn Iterator<Item = Scanned> + 'a> {
        if format == Format::Mbox {
            Box::new(split(bytes).map(move |m| self.scan(&m)))
        } else {
            let msg = RawMessage {
                offset: 0,
                line: 1,
                bytes: Cow::Borrowed(bytes),
            };
            Box::new(std::iter::once(self.scan(&msg)))
        }
    }

    /// The messages of a stream, read one at a time (memory bounded by
    /// the largest message): `format` as for [`scan_bytes`](Self::scan_bytes).
    pub fn scan_reader<'a, R: BufRead + 'a>(
        &'a self,
        mut reader: R,
        format: Format,
    ) -> Box<dyn Iterator<Item = io::Result<Scanned>> + 'a> {
        if format == Format::Mbox {
            Box::new(MboxReader::new(reader).map(move |m| m.map(|m| self.scan(&m))))
        } else {
            let mut bytes = Vec::new();
            let read = reader.read_to_end(&mut bytes).map(|_| {
                self.scan(&RawMessage {
                    offset: 0,
                    line: 1,
                    bytes: Cow::Owned(bytes),
                })
            });
            Box::new(std::iter::once(read))
        }
    }
}
