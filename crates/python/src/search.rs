//! One input in memory, searched by the reader its format needs
//! (urlgrep-formats decides the format; SPEC §2.3).

use std::collections::VecDeque;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use rayon::prelude::*;

use urlgrep_formats::warc::{RecordError, WarcExtractor};
use urlgrep_formats::{detect, html, mail_format, DocFormat, Format, MailExtractor, Record};

use crate::matches::{Context, Hit};
use crate::options::{FormatOpt, Options};

/// The format of a file's bytes: as `format=` says, else detected;
/// `mail` splits an input that starts with `From ` as an mbox, as `--mail
/// always` does.
pub(crate) fn format_of(opts: &Options, bytes: &[u8]) -> DocFormat {
    match opts.format {
        FormatOpt::Fixed(DocFormat::Message) => {
            match mail_format(&bytes[..bytes.len().min(4096)]) {
                Format::Mbox => DocFormat::Mbox,
                _ => DocFormat::Message,
            }
        }
        FormatOpt::Fixed(f) => f,
        FormatOpt::Default | FormatOpt::Auto => {
            detect(&opts.extractor, &bytes[..bytes.len().min(4096)])
        }
    }
}

/// The format of a `str` or bytes-like argument: text unless `format=`
/// says otherwise (`"auto"` detects, as for a file).
pub(crate) fn text_format(opts: &Options, bytes: &[u8]) -> DocFormat {
    match opts.format {
        FormatOpt::Default => DocFormat::Text,
        _ => format_of(opts, bytes),
    }
}

/// A part of an input that could not be read: a WARC record (SPEC §2.3),
/// or the rest of a stream that failed (a gzip stream with junk after
/// it). Reported as `errors=` says; what was read is still searched.
#[derive(Debug)]
pub(crate) struct Damage {
    /// What could not be read, as the message names it.
    pub what: &'static str,
    /// Its byte offset: of the record or gzip member in the file, or of
    /// the end of what was read.
    pub offset: u64,
    pub message: String,
}

impl From<RecordError> for Damage {
    fn from(e: RecordError) -> Damage {
        Damage {
            what: "WARC record",
            offset: e.offset,
            message: e.message,
        }
    }
}

/// What a search hands on, in input order.
// Almost every one is a match: boxing it would cost an allocation each.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Found<'r> {
    Match(Record<'r>, Context),
    Damage(Damage),
}

/// A match, owned, or damage: what the iterators of `scan.rs` queue.
#[allow(clippy::large_enum_variant)] // as `Found`
pub(crate) enum Piece {
    Hit(Hit),
    Damage(Damage),
}

impl From<Found<'_>> for Piece {
    fn from(f: Found<'_>) -> Piece {
        match f {
            Found::Match(r, ctx) => Piece::Hit(Hit {
                r: r.into_owned(),
                ctx,
            }),
            Found::Damage(d) => Piece::Damage(d),
        }
    }
}

/// Hands each match of `bytes` read as `format` that `schemes=` keeps to
/// `each`, in order, and each record that could not be read. Stops soon
/// after `stop` is set: it is looked at between matches (and records), so
/// Ctrl-C or a dropped iterator does not wait for the whole input.
pub(crate) fn each_match(
    opts: &Options,
    bytes: &[u8],
    format: DocFormat,
    stop: &AtomicBool,
    each: &mut dyn FnMut(Found<'_>),
) {
    let stopped = || stop.load(Ordering::Relaxed);
    let mut send = |f: Found<'_>| match f {
        Found::Match(r, _) if !opts.keeps(r.scheme()) => {}
        f => each(f),
    };
    let plain = Context::default;
    match format {
        // One large text on every thread of the pool, as the command
        // searches one large file.
        DocFormat::Text if bytes.len() >= SPLIT_AT && rayon::current_num_threads() > 1 => {
            in_pieces(opts, bytes, stop, &mut send);
        }
        // The common case borrows: a match is copied only if kept.
        DocFormat::Text => {
            for m in opts.extractor.find_iter(bytes) {
                if stopped() {
                    return;
                }
                send(Found::Match(Record::from_match(m), plain()));
            }
        }
        DocFormat::Html => {
            for r in html::scan_with_base(&opts.extractor, bytes, opts.base.as_ref()) {
                if stopped() {
                    return;
                }
                send(Found::Match(r, plain()));
            }
        }
        DocFormat::Mbox | DocFormat::Message => {
            let mx = MailExtractor::new(opts.extractor.clone());
            let f = if format == DocFormat::Mbox {
                Format::Mbox
            } else {
                Format::Message
            };
            mx.scan_bytes_each(bytes, f, &mut |msg| {
                msg.found
                    .into_iter()
                    .for_each(|r| send(Found::Match(r, plain())));
                !stopped()
            });
        }
        _ => {
            let wx = WarcExtractor::new(opts.extractor.clone());
            for rec in wx.scan_bytes(bytes) {
                if stopped() {
                    return;
                }
                match rec {
                    Ok(rec) => {
                        let ctx = Context {
                            record: Some(Arc::new(rec.record)),
                            ..Context::default()
                        };
                        rec.found
                            .into_iter()
                            .for_each(|r| send(Found::Match(r, ctx.clone())));
                    }
                    Err(e) => send(Found::Damage(e.into())),
                }
            }
        }
    }
}

/// A text this long is searched in pieces of about [`PIECE`] bytes at
/// once (`Extractor::pieces`: cut where no match can span the cut).
const SPLIT_AT: usize = 16 << 20;
const PIECE: usize = 8 << 20;

/// The matches of the text `bytes`, searched in pieces on every thread of
/// the current pool, handed to `send` in order, each moved by the bytes
/// and lines before its piece.
fn in_pieces(opts: &Options, bytes: &[u8], stop: &AtomicBool, send: &mut dyn FnMut(Found<'_>)) {
    let ex = &opts.extractor;
    let pieces = ex.pieces(bytes, PIECE);
    let counts: Vec<u64> = pieces
        .par_iter()
        .map(|r| bytecount::count(&bytes[r.clone()], b'\n') as u64)
        .collect();
    // Each piece's range and the line feeds before it.
    let pieces: Vec<(Range<usize>, u64)> = pieces
        .into_iter()
        .zip(
            counts
                .iter()
                .scan(0, |n, c| Some(std::mem::replace(n, *n + c))),
        )
        .collect();
    let search = |(r, n): (Range<usize>, u64)| {
        let found = ex.find_iter(&bytes[r.clone()]);
        found.map(move |m| Record::from_match(m).moved(r.start, n))
    };
    if rayon::current_thread_index().is_some() {
        // On a thread of the pool (`extract_batch`), which must not wait
        // for tasks queued behind it: a few pieces at once, each whole.
        let wave = 2 * rayon::current_num_threads();
        for w in pieces.chunks(wave) {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let found: Vec<Vec<Record<'_>>> =
                w.par_iter().map(|p| search(p.clone()).collect()).collect();
            for r in found.into_iter().flatten() {
                send(Found::Match(r, Context::default()));
            }
        }
        return;
    }
    // Else (the thread that feeds a lazy iterator): each piece streams its
    // matches through a small channel, read in order, so memory stays a
    // few hundred matches per thread however dense the text. Only as many
    // pieces as threads run at once, the first of them always being read,
    // so none waits for good.
    rayon::in_place_scope(|s| {
        let start = |p: &(Range<usize>, u64)| {
            let (tx, rx) = std::sync::mpsc::sync_channel(CHANNEL);
            let p = p.clone();
            let search = &search;
            s.spawn(move |_| {
                for r in search(p) {
                    if tx.send(r.into_owned()).is_err() {
                        break; // stopped: the reader is gone
                    }
                }
            });
            rx
        };
        let threads = rayon::current_num_threads();
        let mut running: VecDeque<_> = pieces.iter().take(threads).map(start).collect();
        let mut next = running.len();
        while let Some(rx) = running.pop_front() {
            for r in rx {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                send(Found::Match(r, Context::default()));
            }
            if let Some(p) = pieces.get(next) {
                running.push_back(start(p));
                next += 1;
            }
        }
    });
}

/// Matches a piece may send ahead of the reader.
const CHANNEL: usize = 256;

/// The URLs `find_urls` returns for `bytes`, a text argument: each match's readings as
/// `hyphen=` says, `schemes=` applied.
pub(crate) fn urls(opts: &Options, bytes: &[u8], stop: &AtomicBool, out: &mut Vec<String>) {
    let format = text_format(opts, bytes);
    each_match(opts, bytes, format, stop, &mut |f| {
        if let Found::Match(r, _) = f {
            opts.readings(&r, out);
        }
    });
}

/// Every match of `bytes` read as `format`, with its context; records
/// that cannot be read are left out.
pub(crate) fn hits(opts: &Options, bytes: &[u8], format: DocFormat) -> Vec<Hit> {
    let mut out = Vec::new();
    each_match(opts, bytes, format, &AtomicBool::new(false), &mut |f| {
        if let Piece::Hit(h) = f.into() {
            out.push(h);
        }
    });
    out
}

/// The matches of one scanned message (each record's origin names its
/// message and part).
pub(crate) fn mail_hits(opts: &Options, msg: urlgrep_formats::Scanned, out: &mut Vec<Piece>) {
    for r in msg.found {
        if opts.keeps(r.scheme()) {
            out.push(Piece::Hit(Hit {
                r,
                ctx: Context::default(),
            }));
        }
    }
}

/// The matches of one WARC record.
pub(crate) fn warc_hits(opts: &Options, rec: urlgrep_formats::WarcScanned, out: &mut Vec<Piece>) {
    let record = Arc::new(rec.record);
    for r in rec.found {
        if opts.keeps(r.scheme()) {
            out.push(Piece::Hit(Hit {
                r,
                ctx: Context {
                    record: Some(record.clone()),
                    ..Context::default()
                },
            }));
        }
    }
}
