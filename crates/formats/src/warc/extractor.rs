//! The entry point: the URLs of each record of a WARC file, its payload
//! read by content type (SPEC §2.3 `warc`).

use std::io::{BufRead, Cursor};

use urlgrep_extract::Extractor;

use super::payload::{payload, Reading};
use super::raw::{RawRecord, RecordError};
use super::reader::{RecordReader, DEFAULT_MAX_RECORD};
use crate::mail::{Format, MailExtractor, MessageInfo};
use crate::record::Record;

/// Which record a URL came from (SPEC §2.2 `record_*` fields).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordInfo {
    /// `WARC-Target-URI`, its writers' slips undone as warcio undoes
    /// them (`html::target_uri`).
    pub uri: Option<String>,
    /// `WARC-Record-ID`, as written (`<urn:uuid:…>`).
    pub id: Option<String>,
    /// Byte offset of the record, or of its gzip member, as CDX gives it.
    pub offset: u64,
    /// `WARC-Type`, as written.
    pub warc_type: String,
    /// The payload's media type in lower case, parameters removed.
    pub content_type: Option<String>,
    /// The payload's `charset` parameter.
    pub charset: Option<String>,
    /// How the payload was read; `None` when it holds no text.
    pub reading: Option<Reading>,
    /// Length of the payload searched (after HTTP decoding).
    pub payload_len: usize,
}

/// What scanning one record gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WarcScanned {
    /// The record.
    pub record: RecordInfo,
    /// The headers of a `message/rfc822` payload.
    pub message: Option<MessageInfo>,
    /// The URLs, offsets and lines relative to the payload; for a message
    /// payload each record's origin names its part, as in mail.
    pub found: Vec<Record<'static>>,
    /// What was read as stored rather than decoded, with why: an HTTP
    /// body not chunked as its header says, parts of a message payload.
    pub problems: Vec<String>,
}

/// Finds URLs in WARC files with an [`Extractor`]'s rules.
#[derive(Clone, Debug)]
pub struct WarcExtractor {
    ex: Extractor,
    mail: MailExtractor,
    max_record: u64,
}

impl WarcExtractor {
    /// A WARC extractor using `ex` on every payload.
    pub fn new(ex: Extractor) -> WarcExtractor {
        WarcExtractor {
            mail: MailExtractor::new(ex.clone()),
            ex,
            max_record: DEFAULT_MAX_RECORD,
        }
    }

    /// Sets the largest record read (default [`DEFAULT_MAX_RECORD`]);
    /// larger ones are reported and skipped.
    pub fn max_record(&mut self, max: u64) -> &mut Self {
        self.max_record = max;
        self
    }

    /// The records of a WARC stream (gzip per record or not, detected by
    /// content), one at a time: memory is bounded by the largest record.
    /// A record that cannot be read is an `Err` naming its offset.
    pub fn scan_reader<'a, R: BufRead + 'a>(
        &'a self,
        reader: R,
    ) -> impl Iterator<Item = Result<WarcScanned, RecordError>> + 'a {
        self.records(reader)
            .map(move |r| r.and_then(|rec| self.scan(rec)))
    }

    /// The records of a WARC stream as read, not yet scanned: what
    /// [`scan_reader`](Self::scan_reader) reads, for a caller that scans
    /// them with [`scan`](Self::scan) elsewhere (on other threads).
    pub fn records<R: BufRead>(&self, reader: R) -> RecordReader<R> {
        let mut records = RecordReader::new(reader);
        records.max_record(self.max_record);
        records
    }

    /// [`scan_reader`](Self::scan_reader) over bytes in memory.
    pub fn scan_bytes<'a>(
        &'a self,
        bytes: &'a [u8],
    ) -> impl Iterator<Item = Result<WarcScanned, RecordError>> + 'a {
        self.scan_reader(Cursor::new(bytes))
    }

    /// The URLs of one record.
    pub fn scan(&self, mut rec: RawRecord) -> Result<WarcScanned, RecordError> {
        let mut info = RecordInfo {
            uri: rec.header("WARC-Target-URI").map(crate::html::target_uri),
            id: rec.header("WARC-Record-ID").map(str::to_string),
            offset: rec.offset,
            warc_type: rec.header("WARC-Type").unwrap_or("").to_string(),
            ..RecordInfo::default()
        };
        let p = payload(&mut rec, self.max_record).map_err(|message| RecordError {
            offset: rec.offset,
            message,
        })?;
        let mut out = WarcScanned::default();
        if let Some(p) = p {
            out.problems.extend(p.problem);
            info.content_type = p.content_type;
            info.charset.clone_from(&p.charset);
            info.reading = Some(p.reading);
            info.payload_len = p.bytes.len();
            match p.reading {
                Reading::Text => out.found = self.text(&p.bytes),
                Reading::Html => {
                    // The record's target URI is the page's base (SPEC §1.7.4).
                    let base = info.uri.as_deref().and_then(crate::html::base_of);
                    let f = &mut |r| {
                        out.found.push(r);
                        true
                    };
                    let charset = p.charset.as_deref();
                    crate::html::scan_page_each(&self.ex, &p.bytes, charset, base.as_ref(), f);
                }
                Reading::Mail => {
                    if let Some(s) = self.mail.scan_bytes(&p.bytes, Format::Message).next() {
                        out.message = Some(s.info);
                        out.found = s.found;
                        out.problems.extend(s.problems);
                    }
                }
            }
        }
        out.record = info;
        Ok(out)
    }
}

impl WarcExtractor {
    /// The records of a plain text payload: UTF-16 by its byte order
    /// mark (SPEC §2.3), else the bytes as they are.
    fn text(&self, bytes: &[u8]) -> Vec<Record<'static>> {
        let Some(enc) = crate::charset::text_encoding(bytes) else {
            let found = self.ex.find_iter(bytes);
            return found.map(|m| Record::from_match(m).into_owned()).collect();
        };
        let mut found = Vec::new();
        crate::charset::Decoded::new(bytes, enc).find_each(&self.ex, bytes, &mut |r| {
            found.push(r);
            true
        });
        found
    }
}

/// Whether `head`, the first bytes of an input, starts a WARC file (a
/// `WARC/1.` version line) or an ARC file (its `filedesc://` record), or
/// a gzip member that decodes to one.
pub fn looks_like_warc(head: &[u8]) -> bool {
    // An ARC file starts with its `filedesc://` record (the `arc` module).
    let starts = |b: &[u8]| b.starts_with(b"WARC/1.") || b.starts_with(b"filedesc://");
    if head.starts_with(&[0x1f, 0x8b]) {
        let mut start = [0u8; 11];
        let mut dec = flate2::bufread::GzDecoder::new(head);
        let mut got = 0;
        while got < start.len() {
            match std::io::Read::read(&mut dec, &mut start[got..]) {
                Ok(0) | Err(_) => break,
                Ok(n) => got += n,
            }
        }
        return starts(&start[..got]);
    }
    starts(head)
}
