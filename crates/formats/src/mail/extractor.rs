//! The entry points: messages of an archive in memory or from a stream.

use std::borrow::Cow;
use std::io::{self, BufRead};

use urlgrep_extract::Extractor;

use crate::mail::each;
use crate::mail::fields::Headers;
use crate::mail::large::{large_bytes, ReaderScan, LARGE};
use crate::mail::mbox::{split_marked, RawMessage};
use crate::mail::message::{scan, Parsers};
use crate::mail::scan::Scanned;
use crate::mail::sniff::Format;

/// Finds URLs in mail with an [`Extractor`]'s rules.
#[derive(Clone, Debug)]
pub struct MailExtractor {
    ex: Extractor,
    parsers: Parsers,
}

impl MailExtractor {
    /// A mail extractor using `ex` on every decoded text part.
    pub fn new(ex: Extractor) -> MailExtractor {
        MailExtractor {
            parsers: Parsers::new(&ex),
            ex,
        }
    }

    /// Whether each record carries its message's headers of interest
    /// ([`Scanned::info`]: Message-ID, Subject, Date, Newsgroups); on by
    /// default. Off, they are not parsed (most of mail mode's cost after
    /// MIME), except for a message with a problem, which names itself.
    pub fn message_info(&mut self, on: bool) -> &mut Self {
        self.parsers.want_info = on;
        self
    }

    /// Whether records carry their line; on by default. Off, no line
    /// feed is counted (4 % of mail mode's work on an archive) and every
    /// record's line is 0, all else the same: for a caller that shows no
    /// line, as ripgrep counts lines only for `-n`.
    ///
    /// ```
    /// use urlgrep_formats::mail::{Format, MailExtractor};
    /// let mbox = b"From a\nSubject: x\n\nsee http://a.example/\n";
    /// let mut mx = MailExtractor::new(urlgrep_extract::Extractor::new());
    /// let line = |mx: &MailExtractor| mx.scan_bytes(mbox, Format::Mbox).next().unwrap().found[0].line();
    /// assert_eq!(line(&mx), 4);
    /// assert_eq!(line(mx.line_numbers(false)), 0);
    /// ```
    pub fn line_numbers(&mut self, yes: bool) -> &mut Self {
        self.parsers.lines = yes;
        self
    }

    /// Which header fields are searched for URLs ([`Headers`]; the ones
    /// a client displays by default). Their records say
    /// [`Origin::Header`](crate::Origin::Header).
    pub fn headers(&mut self, which: Headers) -> &mut Self {
        self.parsers.headers = which;
        self
    }

    /// Scans one message. `format` says where it came from: cut from a
    /// [`Format::Mbox`] (its `>From` escapes are undone, mboxrd), or a
    /// message file as is.
    pub fn scan(&self, msg: &RawMessage<'_>, format: Format) -> Scanned {
        let lines = self.parsers.lines;
        scan(&self.parsers, msg, format == Format::Mbox, None).named(lines)
    }

    /// The messages of an archive held in memory, scanned in order:
    /// `format` [`Format::Mbox`] splits it, anything else is one message.
    /// A message larger than 16 MiB is read as text, its base64 text
    /// parts decoded in pieces, its URLs in several [`Scanned`] (memory
    /// stays bounded).
    pub fn scan_bytes<'a>(
        &'a self,
        bytes: &'a [u8],
        format: Format,
    ) -> Box<dyn Iterator<Item = Scanned> + 'a> {
        Box::new(messages(bytes, format).flat_map(
            move |(m, escapes)| -> Box<dyn Iterator<Item = Scanned> + 'a> {
                if m.bytes.len() > LARGE {
                    let text = &bytes[m.offset..m.offset + m.bytes.len()];
                    Box::new(
                        large_bytes(&self.ex, &self.parsers, text, m.offset, m.line)
                            .map(|s| s.named(self.parsers.lines)),
                    )
                } else {
                    let found = scan(&self.parsers, &m, escapes, None);
                    Box::new(std::iter::once(found.named(self.parsers.lines)))
                }
            },
        ))
    }

    /// What [`scan_bytes`](Self::scan_bytes) finds, handed to `f` as it is
    /// found, a message's URLs in batches of at most 4096: memory stays
    /// bounded however many URLs a message holds. Stops when `f` returns
    /// false.
    pub fn scan_bytes_each(
        &self,
        bytes: &[u8],
        format: Format,
        f: &mut dyn FnMut(Scanned) -> bool,
    ) {
        each::messages_each(&self.ex, &self.parsers, messages(bytes, format), f);
    }

    /// The messages of a stream, read one at a time: `format` as for
    /// [`scan_bytes`](Self::scan_bytes). Memory is bounded by the largest
    /// message's URLs: a large message is never held whole.
    pub fn scan_reader<'a, R: BufRead + 'a>(
        &'a self,
        reader: R,
        format: Format,
    ) -> Box<dyn Iterator<Item = io::Result<Scanned>> + 'a> {
        Box::new(
            ReaderScan::new(&self.ex, &self.parsers, reader, format)
                .map(|r| r.map(|s| s.named(self.parsers.lines))),
        )
    }

    /// What [`scan_reader`](Self::scan_reader) finds, handed to `f` as
    /// [`scan_bytes_each`](Self::scan_bytes_each) does: memory stays
    /// bounded whatever the stream holds. An mbox is read a chunk at a
    /// time, its messages scanned as they are in memory.
    pub fn scan_reader_each<R: BufRead>(
        &self,
        reader: R,
        format: Format,
        f: &mut dyn FnMut(Scanned) -> bool,
    ) -> io::Result<()> {
        if format == Format::Mbox {
            return each::chunks_each(&self.ex, &self.parsers, reader, f);
        }
        let messages = ReaderScan::new(&self.ex, &self.parsers, reader, format);
        each::stream_each(messages, f)
    }
}

/// The messages of `bytes`: split if `format` is [`Format::Mbox`], else
/// one; each with whether it may hold mboxrd escapes to undo.
fn messages(bytes: &[u8], format: Format) -> Box<dyn Iterator<Item = (RawMessage<'_>, bool)> + '_> {
    if format == Format::Mbox {
        Box::new(split_marked(bytes))
    } else {
        Box::new(std::iter::once((
            RawMessage {
                offset: 0,
                line: 1,
                bytes: Cow::Borrowed(bytes),
            },
            false,
        )))
    }
}
