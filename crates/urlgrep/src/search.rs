//! The search stage and the run around it. Each file goes through the
//! stages in turn: source (`source.rs` opens it and reads it as a stream) →
//! search (here: one arm per format, SPEC §2.3, yielding records) →
//! filter (`filter.rs`: which readings are printed) → format
//! (a [`Sink`]: `printer.rs` or `json.rs`, into a file's batch) → write
//! (`ordered.rs`, in input order, SPEC §2.1 `-j`). Files
//! are searched in parallel with rayon; errors are reported (`report.rs`)
//! as they happen, and a panic loses only the rest of its file.

use std::collections::HashSet;
use std::io::{self, BufRead, Write};
use std::ops::Range;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use rayon::iter::{ParallelBridge, ParallelIterator};
use urlgrep_extract::Extractor;
use urlgrep_formats::warc::{RawRecord, RecordError, WarcExtractor, WarcScanned};
use urlgrep_formats::{Format, MailExtractor, Record, Scanned};

use crate::args::Format as Choice;
use crate::config::{Config, Output};
use crate::filter::Filter;
use crate::format::{reading, Reading};
use crate::input::{self, Job, Name, Source};
use crate::json::JsonWriter;
use crate::ordered::{Turns, Writer};
use crate::pipeline;
use crate::printer::Printer;
use crate::problems::Problems;
use crate::progress::Progress;
use crate::record::{Batch, Origin};
use crate::report::Report;
use crate::sink::Sink;
use crate::source;
use crate::split;

/// A batch is handed to the writer once it holds this much, if its file's
/// turn has come; otherwise it waits, whole, for that turn.
const FLUSH_AT: usize = 64 * 1024;

/// What a run saw, for the exit status and `--stats`.
#[derive(Debug, Default)]
pub struct Summary {
    pub files: u64,
    pub bytes: u64,
    pub printed: u64,
    pub errors: bool,
    /// Standard output was closed (`| head`): stop quietly.
    pub closed: bool,
}

/// Runs the search, writing to `out`.
pub fn run<W: Write + Send>(cfg: &Config, out: W) -> io::Result<Summary> {
    let sink = sink(cfg);
    let mut mail = MailExtractor::new(cfg.extractor.clone());
    // Only JSON records name their message (SPEC §2.2).
    mail.message_info(cfg.output == Output::Json);
    mail.headers(cfg.headers);
    // Lines are counted only when shown, as for plain text.
    mail.line_numbers(sink.needs_line());
    let text = match sink.needs_line() {
        true => &cfg.extractor,
        false => &cfg.unnumbered,
    };
    let shared = Shared {
        cfg,
        filter: Filter::new(cfg),
        sink,
        text,
        mail,
        ordered: Turns::new(Writer {
            out,
            seen: cfg.unique.is_some().then(HashSet::new),
            printed: 0,
            listed: 0,
            head_count: 0,
            write_error: None,
        }),
        bytes: AtomicU64::new(0),
        files: AtomicU64::new(0),
        report: Report::new(cfg.no_warnings),
        found: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        progress: Progress::new(cfg.progress),
    };
    let jobs = input::jobs(&cfg.inputs, &cfg.walk);
    if cfg.threads == 1 {
        jobs.for_each(|job| shared.search(job));
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(cfg.threads)
            .build()
            .map_err(io::Error::other)?;
        // `par_bridge` hands out jobs in order as threads come free, so
        // the batches waiting for their turn stay few.
        pool.install(|| jobs.par_bridge().for_each(|job| shared.search(job)));
    }
    shared.progress.finish();
    let mut ordered = shared.ordered.into_inner();
    let flushed = ordered.writer.out.flush();
    let printed = match cfg.output {
        Output::Quiet => u64::from(shared.found.into_inner()),
        Output::Files(_) => ordered.writer.listed,
        _ => ordered.writer.printed,
    };
    let mut summary = Summary {
        files: shared.files.into_inner(),
        bytes: shared.bytes.into_inner(),
        printed,
        errors: shared.report.failed(),
        closed: false,
    };
    match ordered.writer.write_error.take().map_or(flushed, Err) {
        Ok(()) => Ok(summary),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            summary.closed = true;
            Ok(summary)
        }
        Err(e) => Err(e),
    }
}

/// The format stage's sink for `cfg`'s output.
pub fn sink(cfg: &Config) -> Box<dyn Sink + Sync + '_> {
    match cfg.output {
        Output::Json => Box::new(JsonWriter::new(cfg)),
        _ => Box::new(Printer::new(cfg)),
    }
}

/// What every worker shares: the configuration, the stages and the
/// run's counts.
struct Shared<'c, W> {
    cfg: &'c Config,
    filter: Filter<'c>,
    sink: Box<dyn Sink + Sync + 'c>,
    /// Plain text's extractor: it counts lines only when the sink shows
    /// them.
    text: &'c Extractor,
    mail: MailExtractor,
    ordered: Turns<W>,
    bytes: AtomicU64,
    files: AtomicU64,
    report: Report,
    /// Set when output failed, or `-q` found a URL: no point searching
    /// further.
    stop: AtomicBool,
    /// Whether any record was kept (`-q` writes none).
    found: AtomicBool,
    progress: Progress,
}

impl<W: Write + Send> Shared<'_, W> {
    fn search(&self, job: Job) {
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let name = job.source.name();
        let path = &name.text;
        let mut batch = Batch::default();
        let mut problems = Problems::default();
        // No input should panic; if one does, the run loses that file's
        // remaining records only, not every file's output.
        let scanned = panic::catch_unwind(AssertUnwindSafe(|| {
            debug_panic_hook(path);
            self.scan(&job, &name, &mut batch, &mut problems)
        }));
        if let Some(w) = problems.warning() {
            self.report.warning(path, w);
        }
        match scanned {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                // Reported at once, as grep does; the records found
                // before a read error (a disk failing, say; gzip damage
                // is a warning, `gzip.rs`) are still written.
                self.report.io_error(path, &e);
            }
            Err(_) => {
                self.report.error(
                    path,
                    "internal error (a bug, please report it): \
                     the rest of this file was not searched",
                );
                // A record cut short by the panic is dropped.
                let whole = batch
                    .buf
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |n| n + 1);
                batch.buf.truncate(whole);
                batch.keys.retain(|k| k.1 <= whole);
            }
        }
        self.progress.file_done(&self.bytes);
        let end = |path: &Name, skipped: bool, n: u64, line: &mut Vec<u8>| {
            self.sink.finish(path, skipped, n, line)
        };
        let (index, flush) = (job.index, self.cfg.line_buffered);
        self.ordered
            .finish(index, &name, batch, flush, &self.stop, end);
    }

    /// Searches one file into `batch`, handing full batches to the writer
    /// when it is this file's turn.
    fn scan(
        &self,
        job: &Job,
        path: &Name,
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> io::Result<()> {
        let origin = Origin { path, record: None };
        let warc = matches!(self.cfg.format, Choice::Auto | Choice::Warc);
        let mut opened = source::open(&job.source, &self.bytes, warc)?;
        self.files.fetch_add(1, Ordering::Relaxed);
        let ex = &self.cfg.extractor;
        let index = job.index;
        let head = opened.head()?;
        let how = reading(self.cfg.format, ex, head);
        if job.walked && !self.cfg.text && how == Reading::Text && looks_like_binary(head) {
            // As ripgrep: a walk skips binary files, and lists them under
            // neither -l nor --files-without-match.
            batch.skipped = true;
            return Ok(());
        }
        let split = match how {
            Reading::Text => Some(split::Cuts::Text(ex.colon_reach())),
            Reading::Mail(Format::Mbox) => Some(split::Cuts::Mbox),
            _ => None,
        };
        if let Some((cuts, (file, size))) = split.zip(self.splits(job, &opened)) {
            let counted = opened.head()?.len() as u64;
            let read = self.scan_pieces(index, &origin, (file, size, cuts), batch, problems)?;
            self.bytes
                .fetch_add(read.saturating_sub(counted), Ordering::Relaxed);
            // (A search stopped, by a closed output say, read less too.)
            if read < size && !self.stop.load(Ordering::Relaxed) {
                self.report.warning(&path.text, shrank(size, read));
            }
            return Ok(());
        }
        match how {
            Reading::Text => opened.text(self.text, &mut |r| self.add(index, &origin, r, batch))?,
            Reading::Mail(format) => opened.mail(&self.mail, format, &mut |msg| {
                self.add_message(index, path, &msg, batch, problems)
            })?,
            Reading::Html => {
                let base = self.cfg.base.as_ref();
                opened.html(ex, base, &mut |r| self.add(index, &origin, r, batch))?;
            }
            Reading::Warc => {
                // From a pipe, each record's URLs go out before the next
                // record is waited for: one thread reads and searches.
                let threads = if opened.regular() {
                    self.cfg.threads
                } else {
                    1
                };
                self.scan_warc(index, path, (opened.buffered(), threads), batch, problems)?;
            }
        }
        if let Some((size, read)) = opened.shrank() {
            // logrotate's copytruncate, say: what was read is searched.
            self.report.warning(&path.text, shrank(size, read));
        }
        // A warning, not an error: what was decoded was searched.
        if let Some(w) = opened.damage() {
            self.report.warning(&path.text, w);
        }
        Ok(())
    }

    /// The file and its size when it is text to search in pieces on
    /// every core (`split.rs`): a regular file, not gzip, of
    /// [`split::SPLIT_AT`] bytes or more, its records neither counted
    /// off (`-m`, `-q`) nor wanted as they come (`--line-buffered`).
    fn splits<'j>(&self, job: &'j Job, opened: &source::Opened<'_>) -> Option<(&'j Path, u64)> {
        let cfg = self.cfg;
        let whole = cfg.max_count.is_some() || cfg.output == Output::Quiet || cfg.line_buffered;
        let size = opened.file_size()?;
        match &job.source {
            Source::File(p) if cfg.threads > 1 && !whole && size >= split::SPLIT_AT => {
                Some((p, size))
            }
            _ => None,
        }
    }

    /// Searches the `size`-byte file `file` (text, or an mbox) in pieces
    /// cut where `cuts` says, on every thread (`pipeline::ordered`),
    /// adding their records in order, each moved by the bytes and lines
    /// before its piece; the bytes read. Unless a record's text holds its
    /// line (`Sink::needs_line`), a piece's records are formatted on the
    /// thread that searched it, so the thread that adds them in order
    /// only appends its text and no record is freed on another thread
    /// than the one that made it.
    fn scan_pieces(
        &self,
        index: usize,
        origin: &Origin<'_>,
        (file, size, cuts): (&Path, u64, split::Cuts),
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> io::Result<u64> {
        let pieces = split::pieces(file, size, cuts, self.cfg.threads)?;
        let mut done = Done::default();
        let (ex, mail) = (self.text, &self.mail);
        let early = !self.sink.needs_line();
        // A piece's records and text go into a vector and a batch taken
        // back once they were added: fresh ones a piece cost a page fault
        // each 4 KB.
        let spare: Spare = Mutex::new((Vec::new(), Vec::new()));
        let search = |range: Range<u64>| {
            let by = usize::try_from(range.start).unwrap_or(usize::MAX);
            let (items, mut out) = reuse(&spare);
            let mut format = |mut r: Record<'_>| {
                r.move_by(by, 0);
                self.format(origin, &r, &mut out);
            };
            let piece = match cuts {
                split::Cuts::Text(_) if early => Piece::Text(
                    split::search_each(ex, file, range.clone(), &mut format).holding(items),
                ),
                split::Cuts::Text(_) => Piece::Text(split::search(ex, file, range.clone(), items)),
                split::Cuts::Mbox => {
                    let early = early.then_some(&mut format as &mut dyn FnMut(Record<'_>));
                    Piece::Mbox(split::search_mbox(mail, file, range.clone(), early))
                }
            };
            (piece, out, range)
        };
        pipeline::ordered(
            pieces,
            self.cfg.threads,
            search,
            |(piece, mut out, range)| {
                let by = usize::try_from(range.start).unwrap_or(usize::MAX);
                let lines = done.lines;
                batch.append(&mut out);
                let added = self.added(index, batch);
                let go = match piece {
                    Piece::Text(mut f) => {
                        let added = added
                            && f.items.drain(..).all(|mut r| {
                                r.move_by(by, lines);
                                self.add(index, origin, &r, batch)
                            });
                        give_back(&spare, std::mem::take(&mut f.items), out);
                        done.piece(&range, f, added)
                    }
                    Piece::Mbox(mut f) => {
                        let added = added
                            && f.items.drain(..).all(|mut msg| {
                                msg.found.iter_mut().for_each(|r| r.move_by(by, lines));
                                self.add_message(index, origin.path, &msg, batch, problems)
                            });
                        give_back(&spare, Vec::new(), out);
                        done.piece(&range, f, added)
                    }
                };
                go && !self.stop.load(Ordering::Relaxed)
            },
        );
        done.error.map_or(Ok(done.read), Err)
    }

    /// Searches the WARC records of `reader` into `batch`.
    fn scan_warc<R: BufRead>(
        &self,
        index: usize,
        path: &Name,
        (reader, threads): (R, usize),
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> io::Result<()> {
        let wx = WarcExtractor::new(self.cfg.extractor.clone());
        // A record that could not be read is named at once; a record's
        // problems go into the file's warning.
        let mut note = |rec: Result<WarcScanned, RecordError>| match rec {
            Ok(rec) => {
                let at = rec.record.offset;
                problems.add(&rec.problems, || format!("record at byte {at}"));
                Some(rec)
            }
            Err(e) => {
                self.report.error(&path.text, e);
                None
            }
        };
        // A record's URLs added (those not formatted yet); false when no
        // more is wanted.
        let mut take = |rec, batch: &mut Batch| {
            note(rec).is_none_or(|rec| {
                let origin = Origin {
                    path,
                    record: Some(&rec.record),
                };
                rec.found.iter().all(|r| self.add(index, &origin, r, batch))
            })
        };
        let scan = |rec: Result<RawRecord, RecordError>| rec.and_then(|r| wx.scan(r));
        let records = wx.records(reader);
        if threads == 1 {
            // Each record searched and its URLs added before the next is
            // read (a pipe's are printed as they come).
            pipeline::ordered(records, 1, scan, |rec| take(rec, batch));
            return Ok(());
        }
        // Records read (inflated) here, searched on every thread in
        // batches of about 1 MiB and their URLs formatted there (a
        // record's lines are its own), then added in the file's order;
        // with `-m` each record's in turn, to stop at the count.
        let early = self.cfg.max_count.is_none();
        let size = |r: &Result<RawRecord, RecordError>| r.as_ref().map_or(0, |r| r.block.len());
        let batches = pipeline::batches(records, 1 << 20, size);
        let scan_all = |b: Vec<_>| {
            let mut out = Batch::default();
            let mut scanned: Vec<_> = b.into_iter().map(scan).collect();
            for rec in scanned.iter_mut().flatten().filter(|_| early) {
                let origin = Origin {
                    path,
                    record: Some(&rec.record),
                };
                rec.found
                    .iter()
                    .for_each(|r| self.format(&origin, r, &mut out));
                rec.found.clear();
            }
            (scanned, out)
        };
        pipeline::ordered(batches, threads, scan_all, |(scanned, mut out)| {
            batch.append(&mut out);
            // Once the output is gone or `-m` has its count, the records
            // after are neither noted nor added, as with one thread.
            self.added(index, batch) && scanned.into_iter().all(|rec| take(rec, batch))
        });
        Ok(())
    }

    /// Adds the records of one message; false when the output is gone.
    fn add_message(
        &self,
        index: usize,
        path: &Name,
        msg: &Scanned,
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> bool {
        problems.note(msg);
        let origin = Origin { path, record: None };
        for r in &msg.found {
            if !self.add(index, &origin, r, batch) {
                return false;
            }
        }
        true
    }

    /// Adds the records of `m`, handing a full batch to the writer when it
    /// is this file's turn; false when the output is gone.
    fn add(&self, index: usize, origin: &Origin<'_>, m: &Record<'_>, batch: &mut Batch) -> bool {
        self.format(origin, m, batch);
        self.added(index, batch)
    }

    /// Formats the records of the readings of `m` the filter keeps into
    /// `batch`, up to `-m`'s count.
    fn format(&self, origin: &Origin<'_>, m: &Record<'_>, batch: &mut Batch) {
        let max = self.cfg.max_count.unwrap_or(u64::MAX);
        self.filter.each(m, &mut |url| {
            if batch.taken < max {
                batch.taken += 1;
                self.sink.matched(origin, m, url, batch);
            }
        });
    }

    /// After records were added to `batch`: hands it to the writer when
    /// full and it is this file's turn; false when no more is wanted (the
    /// output is gone, `-q` has its answer, `-m` its count).
    fn added(&self, index: usize, batch: &mut Batch) -> bool {
        let max = self.cfg.max_count.unwrap_or(u64::MAX);
        if batch.taken > 0 && self.cfg.output == Output::Quiet {
            // `-q`: the answer is known.
            self.found.store(true, Ordering::Relaxed);
            self.stop.store(true, Ordering::Relaxed);
            return false;
        }
        if batch.taken >= max {
            return false; // `-m`: this file is done
        }
        let flush_at = if self.cfg.line_buffered { 1 } else { FLUSH_AT };
        if batch.buf.len() >= flush_at || batch.keys.len() >= flush_at / 64 {
            if self.stop.load(Ordering::Relaxed) {
                return false;
            }
            let stop = &self.stop;
            self.ordered
                .try_flush(index, batch, self.cfg.line_buffered, stop);
            self.progress.tick(&self.bytes);
        }
        true
    }
}

/// What a piece of a file holds: a text's URLs, an mbox's messages.
enum Piece {
    Text(split::Found<Record<'static>>),
    Mbox(split::Found<Scanned>),
}

/// The records vector and batch of a piece, used before if any are.
fn reuse(spare: &Spare) -> (Vec<Record<'static>>, Batch) {
    let mut spare = spare.lock().unwrap_or_else(PoisonError::into_inner);
    (
        spare.0.pop().unwrap_or_default(),
        spare.1.pop().unwrap_or_default(),
    )
}

/// Keeps a piece's emptied records vector and batch for the next piece.
fn give_back(spare: &Spare, items: Vec<Record<'static>>, out: Batch) {
    let mut spare = spare.lock().unwrap_or_else(PoisonError::into_inner);
    if items.capacity() > 0 {
        spare.0.push(items);
    }
    spare.1.push(out);
}

/// Emptied records vectors and batches of pieces (`Shared::scan_pieces`).
type Spare = Mutex<(Vec<Vec<Record<'static>>>, Vec<Batch>)>;

/// The pieces of one file taken so far (`Shared::scan_pieces`): their
/// line feeds and bytes, and the read error that ended them.
#[derive(Default)]
struct Done {
    lines: u64,
    read: u64,
    error: Option<io::Error>,
}

impl Done {
    /// Counts the piece `f` once its records were added (`added`: all of
    /// them); whether to go on to the next. Not after a read error, nor
    /// when the file shrank while it was read (`scan` says so).
    fn piece<T>(&mut self, range: &Range<u64>, f: split::Found<T>, added: bool) -> bool {
        let read = f.read;
        (self.lines, self.read) = (self.lines + f.lines, self.read + read);
        self.error = f.error;
        added && self.error.is_none() && read == range.end - range.start
    }
}

/// The warning of a file that another program truncated while it was
/// read (logrotate's copytruncate, say): what was read is searched.
fn shrank(size: u64, read: u64) -> String {
    format!("the file shrank while it was read: {read} of its {size} bytes searched")
}

/// Whether the first bytes of a file hold a NUL, as ripgrep tells a
/// binary file; UTF-16 text (a byte-order mark first) is not binary.
fn looks_like_binary(head: &[u8]) -> bool {
    let utf16 = head.starts_with(&[0xff, 0xfe]) || head.starts_with(&[0xfe, 0xff]);
    !utf16 && memchr::memchr(0, head).is_some()
}

/// In debug builds only, `URLGREP_DEBUG_PANIC=PATH` panics while
/// searching PATH, so tests can check that one file's panic loses no
/// other file's output. Release builds have no such path.
fn debug_panic_hook(path: &str) {
    #[cfg(debug_assertions)]
    if std::env::var_os("URLGREP_DEBUG_PANIC").is_some_and(|p| p == path) {
        panic!("URLGREP_DEBUG_PANIC for {path}");
    }
    let _ = path;
}
