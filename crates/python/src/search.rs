//! One input in memory, searched by the reader its format needs
//! (urlgrep-formats decides the format; SPEC §2.3).

use std::sync::Arc;

use urlgrep_formats::warc::{RecordError, WarcExtractor};
use urlgrep_formats::{detect, html, DocFormat, Format, MailExtractor, Record};

use crate::matches::{Context, Hit};
use crate::options::Options;

/// The format `opts` says, or the one `bytes` shows; `mail` splits an
/// input that starts with `From ` as an mbox, as `--mail always` does.
pub(crate) fn format_of(opts: &Options, bytes: &[u8]) -> DocFormat {
    match opts.format {
        Some(DocFormat::Message) if bytes.starts_with(b"From ") => DocFormat::Mbox,
        Some(f) => f,
        None => detect(&opts.extractor, &bytes[..bytes.len().min(4096)]),
    }
}

/// The URLs `find_urls` returns for `bytes`: each match's readings as
/// `hyphen=` says, `schemes=` applied.
pub(crate) fn urls(opts: &Options, bytes: &[u8], out: &mut Vec<String>) {
    let mut push = |r: &Record<'_>| {
        if opts.keeps(r.scheme()) {
            opts.readings(r, out);
        }
    };
    match format_of(opts, bytes) {
        // The common case borrows: no match is copied.
        DocFormat::Text => opts
            .extractor
            .find_iter(bytes)
            .for_each(|m| push(&Record::from_match(m))),
        f => hits(opts, bytes, f, &mut Vec::new())
            .iter()
            .for_each(|h| push(&h.r)),
    }
}

/// Every match of `bytes` read as `format`, with its context; WARC
/// records that cannot be read go to `errors`.
pub(crate) fn hits(
    opts: &Options,
    bytes: &[u8],
    format: DocFormat,
    errors: &mut Vec<RecordError>,
) -> Vec<Hit> {
    let keep = |r: &Record<'_>| opts.keeps(r.scheme());
    let plain = |r: Record<'_>| Hit {
        r: r.into_owned(),
        ctx: Context::default(),
    };
    match format {
        DocFormat::Text => opts
            .extractor
            .find_iter(bytes)
            .map(Record::from_match)
            .filter(keep)
            .map(plain)
            .collect(),
        DocFormat::Html => html::scan(&opts.extractor, bytes)
            .into_iter()
            .filter(keep)
            .map(plain)
            .collect(),
        DocFormat::Mbox | DocFormat::Message => {
            let mx = MailExtractor::new(opts.extractor.clone());
            let f = if format == DocFormat::Mbox {
                Format::Mbox
            } else {
                Format::Message
            };
            let mut out = Vec::new();
            for msg in mx.scan_bytes(bytes, f) {
                mail_hits(opts, msg, &mut out);
            }
            out
        }
        _ => {
            let wx = WarcExtractor::new(opts.extractor.clone());
            let mut out = Vec::new();
            for rec in wx.scan_bytes(bytes) {
                match rec {
                    Ok(rec) => warc_hits(opts, rec, &mut out),
                    Err(e) => errors.push(e),
                }
            }
            out
        }
    }
}

/// The matches of one scanned message (each record's origin names its
/// message and part).
pub(crate) fn mail_hits(opts: &Options, msg: urlgrep_formats::Scanned, out: &mut Vec<Hit>) {
    for r in msg.found {
        if opts.keeps(r.scheme()) {
            out.push(Hit {
                r,
                ctx: Context::default(),
            });
        }
    }
}

/// The matches of one WARC record.
pub(crate) fn warc_hits(opts: &Options, rec: urlgrep_formats::WarcScanned, out: &mut Vec<Hit>) {
    let record = Arc::new(rec.record);
    for r in rec.found {
        if opts.keeps(r.scheme()) {
            out.push(Hit {
                r,
                ctx: Context {
                    record: Some(record.clone()),
                    ..Context::default()
                },
            });
        }
    }
}
