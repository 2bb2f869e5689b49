//! One message: its headers read, then its text found one way or
//! another (plain, walked as MIME by `walk.rs`, or read as raw bytes);
//! `scan.rs` finds the URLs and places them in the file.

use std::cell::Cell;

use mail_parser::{HeaderName, MessageParser};
use urlgrep_extract::Extractor;

use crate::mail::fields::Headers;
use crate::mail::headers::{is_plain, key_fields_in, KeyFields, LazyInfo};
use crate::mail::mbox::{unescape, RawMessage};
use crate::mail::plain::surely_plain;
use crate::mail::scan::{Scan, Scanned};
use crate::mail::spare::Lent;
use crate::mail::walk::too_complex;

/// The two header parsers a message needs, and the extractor for its
/// text.
#[derive(Clone, Debug)]
pub(crate) struct Parsers {
    /// The mail extractor's, counting no lines: [`Scan`] places each
    /// match in the file by its offset (`line_of`), so the line feeds the
    /// extractor would count before each one are never read.
    pub(crate) parts: Extractor,
    /// MIME header fields only (the walk's); every other field is
    /// skipped, which is most of a header block's cost.
    pub(crate) mime: MessageParser,
    /// The few fields [`MessageInfo`] reports, parsed from those fields
    /// alone and only when a record is to carry them.
    pub(crate) info: MessageParser,
    /// Whether records carry their [`MessageInfo`]; a message with a
    /// problem always names itself.
    pub(crate) want_info: bool,
    /// Which header fields are searched (`fields`).
    pub(crate) headers: Headers,
    /// Whether a message that is one quoted-printable text part is
    /// decoded by `qp` (false: by mail-parser, which it must agree with).
    pub(crate) own_qp: bool,
    /// Whether records carry their line (`MailExtractor::line_numbers`).
    pub(crate) lines: bool,
}

impl Parsers {
    /// For a mail extractor that finds URLs with `ex`'s rules.
    pub(crate) fn new(ex: &Extractor) -> Parsers {
        Parsers {
            parts: ex.with_line_numbers(false),
            mime: MessageParser::new()
                .with_mime_headers()
                .default_header_ignore(),
            info: MessageParser::new()
                .with_mime_headers()
                .header_id(HeaderName::MessageId)
                .header_date(HeaderName::Date)
                .header_text(HeaderName::Subject)
                .default_header_ignore(),
            want_info: true,
            headers: Headers::default(),
            own_qp: true,
            lines: true,
        }
    }
}

thread_local! {
    /// The buffers of a message's [`KeyFields`], kept from message to
    /// message on each thread.
    static KEY: Cell<KeyFields> = Cell::new(KeyFields::default());
}

/// Whether [`KEY`] keeps `key`'s buffers: those a long header block made
/// large are let go.
fn small(key: &KeyFields) -> bool {
    key.mime.capacity() <= 1 << 16 && key.info.capacity() + key.searched.capacity() <= 1 << 12
}

/// Scans one message with `parsers.parts`, undoing mboxrd escapes if
/// `escaped`.
/// With a `sink`, full batches of [`BATCH`] URLs go there as they are
/// found (memory stays bounded whatever the message holds), and the rest
/// is returned.
pub(crate) fn scan(
    parsers: &Parsers,
    msg: &RawMessage<'_>,
    escaped: bool,
    sink: Option<&mut dyn FnMut(Scanned)>,
) -> Scanned {
    let (text, removed) = if escaped {
        unescape(&msg.bytes)
    } else {
        (std::borrow::Cow::Borrowed(&msg.bytes[..]), Vec::new())
    };
    if text.is_empty() {
        // Nothing to read; a stream ends the same way (no warning).
        return Scanned::default();
    }
    // Most archived mail is one text/plain part without a transfer
    // encoding: its body is its text, so only the headers need parsing.
    // The few header fields that matter are handed to the parser alone:
    // Received chains and signatures are most of a header block.
    // SPEC §2.3: a block that is no header block is body text.
    let mut lent = Lent::take(&KEY, small);
    key_fields_in(&text, parsers.headers, &mut lent);
    let key = &*lent;
    let (body, mime) = (key.body, &key.mime[..]);
    let mut scan = Scan {
        ex: &parsers.parts,
        msg,
        text: &text,
        removed: &removed,
        lines: (0, msg.line, 0),
        count_lines: parsers.lines,
        leaf: 0,
        out: Scanned::default(),
        sink,
        info: LazyInfo {
            parser: &parsers.info,
            text: &text,
            fields: &key.info,
            info: None,
        },
        want_info: parsers.want_info,
        charset: None,
    };
    // SPEC §2.3: the fields a reader sees, before the body.
    scan.header_fields(&key.searched);
    if mime.is_empty() {
        // No MIME fields: text/plain in US-ASCII (RFC 2045 §5.2). The
        // headers are parsed only if there is a URL to report.
        scan.plain(body, text.len(), 0);
        return scan.finish();
    }
    // The commonest MIME fields are read here (`plain`), the rest by
    // mail-parser.
    if surely_plain(mime)
        || parsers
            .mime
            .parse_headers(mime)
            .is_some_and(|h| is_plain(&h))
    {
        scan.plain(body, text.len(), 0);
        return scan.finish();
    }
    if let Some(why) = too_complex(&text) {
        scan.out.problems.push(why);
        scan.plain(0, text.len(), 0);
        return scan.finish();
    }
    // One quoted-printable text part, the commonest encoded message, is
    // decoded without mail-parser (`qp`).
    if parsers.own_qp && scan.quoted_printable(mime, body) {
        return scan.finish();
    }
    match parsers.mime.parse(&text[..]) {
        // The message's own fields come from `scan.info`, when asked for.
        Some(message) => scan.walk(&message),
        None => {
            scan.out
                .problems
                .push("not a MIME message: scanned as raw bytes".to_string());
            scan.plain(0, text.len(), 0);
        }
    }
    scan.finish()
}
