//! Web archives: the records of a WARC file (ISO 28500), uncompressed,
//! gzip per record or gzip as one stream, each `response` or `resource`
//! payload read by its content type — HTML, plain text, mail (SPEC §2.3
//! `warc`).
//!
//! The rule: a record is found at its version line (`WARC/1.0`), or at its
//! gzip member; its offset is that of the line or the member (every
//! record of a member holding several has the member's), as CDX
//! indexes give it, and a URL's `start`, `end`, `line`, `column` are
//! relative to the record's payload. A record that is truncated or
//! corrupt is an error naming its offset, and reading goes on with the
//! next record: the next gzip member's magic, or the next `WARC/1.` line
//! (searched inside the bad record's block too, since a cut record's
//! `Content-Length` swallows the start of the next one; a length past the
//! end of input or over the size limit too, `lengths`). Nothing read is
//! lost: a block cut short, cut by the next record, or not followed by
//! its `\r\n\r\n` is reported (an `Err` naming its offset) and then
//! searched as read; an HTTP body whose `Transfer-Encoding: chunked`
//! does not hold (stored de-chunked, or cut) is read as stored and noted
//! in the record's `problems`. Memory is bounded by the largest record,
//! [`DEFAULT_MAX_RECORD`] unless set.
//!
//! Evidence: `testdata/warc/` holds WARC files written by warcio from real
//! pages, one gzip per record, one with a member cut short; their README
//! names the sources and golden lists.
//!
//! Why a reader of our own: the `warc` crate (0.4.0) reads gzip files
//! through one `MultiGzDecoder`, so a member's offset is lost; after a bad
//! member it parses compressed bytes as headers (on `truncated.warc.gz`:
//! 4 records and 129 errors, here 6 records, the cut one read up to the
//! cut, and 2 errors naming it); its header block
//! is read with no length bound; its `from_path` fails on a read-only
//! open. On a 25 MB gzip-per-record file it took 0.28 CPU seconds to
//! this reader's 0.14 (`benches/warc-crate.md`).
//!
//! ```
//! use urlgrep_formats::warc::WarcExtractor;
//!
//! let warc = b"WARC/1.0\r\nWARC-Type: resource\r\n\
//! WARC-Target-URI: http://a.example/notes.txt\r\n\
//! WARC-Record-ID: <urn:uuid:1>\r\nContent-Type: text/plain\r\n\
//! Content-Length: 34\r\n\r\nsee <URL:ftp://ds.in\n  ternic.net>\r\n\r\n";
//! let wx = WarcExtractor::new(urlgrep_extract::Extractor::new());
//! let rec = wx.scan_bytes(warc).next().unwrap().unwrap();
//! assert_eq!(rec.record.uri.as_deref(), Some("http://a.example/notes.txt"));
//! assert_eq!(rec.found[0].url(), "ftp://ds.internic.net");
//! assert_eq!((rec.found[0].start(), rec.found[0].line()), (4, 1));
//! ```

mod arc;
mod arc_header;
mod extractor;
mod lengths;
mod payload;
mod raw;
mod reader;
mod record;
mod tape;
#[cfg(test)]
mod tests;

pub use self::extractor::{looks_like_warc, RecordInfo, WarcExtractor, WarcScanned};
pub use self::payload::Reading;
pub use self::raw::{RawRecord, RecordError};
pub use self::reader::{RecordReader, DEFAULT_MAX_RECORD};
