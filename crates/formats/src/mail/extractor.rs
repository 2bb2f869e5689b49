//! The entry points: messages of an archive in memory or from a stream.

use std::borrow::Cow;
use std::io::{self, BufRead};

use urlgrep_extract::Extractor;

use crate::mail::mbox::{split, Format, MboxReader, RawMessage};
use crate::mail::message::{parser, scan, Scanned};
use mail_parser::MessageParser;

/// Finds URLs in mail with an [`Extractor`]'s rules.
#[derive(Clone, Debug)]
pub struct MailExtractor {
    ex: Extractor,
    parser: MessageParser,
}

impl MailExtractor {
    /// A mail extractor using `ex` on every decoded text part.
    pub fn new(ex: Extractor) -> MailExtractor {
        MailExtractor {
            ex,
            parser: parser(),
        }
    }

    /// Scans one message. `format` says where it came from: cut from a
    /// [`Format::Mbox`] (its `>From` escapes are undone, mboxrd), or a
    /// message file as is.
    pub fn scan(&self, msg: &RawMessage<'_>, format: Format) -> Scanned {
        let mut scanned = scan(&self.ex, &self.parser, msg, format == Format::Mbox);
        // Each record names its message (one shared copy of the headers).
        let info = std::sync::Arc::new(scanned.info.clone());
        for r in &mut scanned.found {
            r.set_message(&info);
        }
        scanned
    }

    /// The messages of an archive held in memory, scanned in order:
    /// `format` [`Format::Mbox`] splits it, anything else is one message.
    pub fn scan_bytes<'a>(
        &'a self,
        bytes: &'a [u8],
        format: Format,
    ) -> Box<dyn Iterator<Item = Scanned> + 'a> {
        if format == Format::Mbox {
            Box::new(split(bytes).map(move |m| self.scan(&m, format)))
        } else {
            let msg = RawMessage {
                offset: 0,
                line: 1,
                bytes: Cow::Borrowed(bytes),
            };
            Box::new(std::iter::once(self.scan(&msg, format)))
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
            Box::new(MboxReader::new(reader).map(move |m| m.map(|m| self.scan(&m, format))))
        } else {
            let mut bytes = Vec::new();
            let read = reader.read_to_end(&mut bytes).map(|_| {
                let msg = RawMessage {
                    offset: 0,
                    line: 1,
                    bytes: Cow::Owned(bytes),
                };
                self.scan(&msg, format)
            });
            Box::new(std::iter::once(read))
        }
    }
}
