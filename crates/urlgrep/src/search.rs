//! The run: files searched in parallel with rayon, records written in
//! input order (SPEC §2.1 `-j`), errors reported as they happen.

use std::collections::{BTreeMap, HashSet};
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

use rayon::iter::{ParallelBridge, ParallelIterator};
use urlgrep_formats::{MailExtractor, Record, Scanned};

use crate::args::Format as Choice;
use crate::config::{Config, Output};
use crate::format::{reading, Reading};
use crate::input::{self, Job, Opened};
use crate::printer::{Batch, Origin, Printer};
use crate::progress::Progress;

mod warc;

/// A batch is handed to the writer once it holds this much, if its file's
/// turn has come; otherwise it waits, whole, for that turn.
const FLUSH_AT: usize = 64 * 1024;

/// Bytes read to tell mail and HTML from text (SPEC §2.3 `auto`).
const SNIFF: usize = 4096;

/// The undecodable parts of a file's messages, for its one warning.
#[derive(Default)]
struct Problems {
    count: usize,
    first: Option<String>,
}

impl Problems {
    fn note(&mut self, msg: &Scanned) {
        if msg.problems.is_empty() {
            return;
        }
        self.count += msg.problems.len();
        if self.first.is_none() {
            let id = msg
                .info
                .message_id
                .as_deref()
                .unwrap_or("without Message-ID");
            self.first = Some(format!("message <{id}>: {}", msg.problems[0]));
        }
    }
}

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
    let shared = Shared {
        cfg,
        printer: Printer::new(cfg),
        mail: MailExtractor::new(cfg.extractor.clone()),
        ordered: Mutex::new(Ordered {
            next: 0,
            pending: BTreeMap::new(),
            writer: Writer {
                out,
                seen: cfg.unique.then(HashSet::new),
                printed: 0,
                head_count: 0,
                write_error: None,
            },
        }),
        bytes: AtomicU64::new(0),
        files: AtomicU64::new(0),
        errors: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        progress: Progress::new(cfg.progress),
    };
    let jobs = input::jobs(&cfg.inputs);
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
    let mut ordered = shared.ordered.into_inner().expect("no panic while writing");
    let flushed = ordered.writer.out.flush();
    let mut summary = Summary {
        files: shared.files.into_inner(),
        bytes: shared.bytes.into_inner(),
        printed: ordered.writer.printed,
        errors: shared.errors.into_inner(),
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

struct Shared<'c, W> {
    cfg: &'c Config,
    printer: Printer<'c>,
    mail: MailExtractor,
    ordered: Mutex<Ordered<W>>,
    bytes: AtomicU64,
    files: AtomicU64,
    errors: AtomicBool,
    /// Set when output failed: no point searching further.
    stop: AtomicBool,
    progress: Progress,
}

impl<W: Write> Shared<'_, W> {
    fn search(&self, job: Job) {
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        let path = job.source.display();
        let mut batch = Batch::default();
        let mut problems = Problems::default();
        let scanned = self.scan(&job, &path, &mut batch, &mut problems);
        self.warn(&path, &problems);
        if let Err(e) = scanned {
            // Reported at once, as grep does; the records found before a
            // read error (a corrupt gzip tail, say) are still written.
            eprintln!("urlgrep: {path}: {}", reason(&e));
            self.errors.store(true, Ordering::Relaxed);
        }
        self.finish(job.index, &path, batch);
    }

    /// Searches one file into `batch`, handing full batches to the writer
    /// when it is this file's turn.
    fn scan(
        &self,
        job: &Job,
        path: &str,
        batch: &mut Batch,
        problems: &mut Problems,
    ) -> io::Result<()> {
        let origin = Origin { path, record: None };
        let warc = matches!(self.cfg.format, Choice::Auto | Choice::Warc);
        let opened = input::open(&job.source, &self.bytes, warc)?;
        self.files.fetch_add(1, Ordering::Relaxed);
        let ex = &self.cfg.extractor;
        match opened {
            Opened::Mapped(map) => match reading(self.cfg.format, ex, &map[..map.len().min(SNIFF)])
            {
                Reading::Text => {
                    for m in ex.find_iter(&map[..]) {
                        if !self.add(job.index, &origin, &Record::from_match(m), batch) {
                            break;
                        }
                    }
                }
                Reading::Mail(format) => {
                    for msg in self.mail.scan_bytes(&map, format) {
                        if !self.add_message(job.index, path, &msg, batch, problems) {
                            break;
                        }
                    }
                }
                Reading::Html => self.add_html(job.index, &origin, &map, batch),
                Reading::Warc => self.scan_warc(job.index, path, &map[..], batch)?,
            },
            Opened::Stream(mut reader) => {
                let mut head = Vec::with_capacity(SNIFF);
                (&mut reader).take(SNIFF as u64).read_to_end(&mut head)?;
                let reading = reading(self.cfg.format, ex, &head);
                let mut reader = io::Cursor::new(head).chain(reader);
                match reading {
                    Reading::Text => {
                        for m in ex.stream_iter(reader) {
                            if !self.add(job.index, &origin, &Record::from_match(m?), batch) {
                                break;
                            }
                        }
                    }
                    Reading::Mail(format) => {
                        let reader = io::BufReader::with_capacity(256 * 1024, reader);
                        for msg in self.mail.scan_reader(reader, format) {
                            if !self.add_message(job.index, path, &msg?, batch, problems) {
                                break;
                            }
                        }
                    }
                    Reading::Html => {
                        // Records point into the page: it is held whole.
                        let mut page = Vec::new();
                        reader.read_to_end(&mut page)?;
                        self.add_html(job.index, &origin, &page, batch);
                    }
                    Reading::Warc => {
                        let reader = io::BufReader::with_capacity(256 * 1024, reader);
                        self.scan_warc(job.index, path, reader, batch)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Adds the records of an HTML page.
    fn add_html(&self, index: usize, origin: &Origin<'_>, page: &[u8], batch: &mut Batch) {
        for r in urlgrep_formats::html::scan(&self.cfg.extractor, page) {
            if !self.add(index, origin, &r, batch) {
                break;
            }
        }
    }

    /// Adds the records of one message; false when the output is gone.
    fn add_message(
        &self,
        index: usize,
        path: &str,
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

    /// One warning a file about mail parts read as raw bytes.
    fn warn(&self, path: &str, problems: &Problems) {
        if self.cfg.quiet || problems.count == 0 {
            return;
        }
        let first = problems.first.as_deref().unwrap_or("");
        let more = match problems.count {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        eprintln!("urlgrep: {path}: warning: {first}{more}");
    }

    /// Adds the records of `m`, handing a full batch to the writer when it
    /// is this file's turn; false when the output is gone.
    fn add(&self, index: usize, origin: &Origin<'_>, m: &Record<'_>, batch: &mut Batch) -> bool {
        self.printer.add(origin, m, batch);
        let flush_at = if self.cfg.line_buffered { 1 } else { FLUSH_AT };
        if batch.buf.len() >= flush_at || batch.keys.len() >= flush_at / 64 {
            if self.stop.load(Ordering::Relaxed) {
                return false;
            }
            self.try_flush(index, batch);
            self.progress.tick(&self.bytes);
        }
        true
    }

    fn try_flush(&self, index: usize, batch: &mut Batch) {
        let mut ordered = self.ordered.lock().expect("no panic while writing");
        if ordered.next == index {
            ordered.writer.write(batch, self.cfg.line_buffered);
            batch.clear();
            self.check(&ordered.writer);
        }
    }

    /// Hands the file's last batch over, and writes every finished file
    /// whose turn has come.
    fn finish(&self, index: usize, path: &str, batch: Batch) {
        self.progress.file_done(&self.bytes);
        let mut ordered = self.ordered.lock().expect("no panic while writing");
        ordered.pending.insert(index, (path.to_string(), batch));
        while let Some((path, mut batch)) = {
            let next = ordered.next;
            ordered.pending.remove(&next)
        } {
            let o = &mut *ordered;
            o.writer.write(&mut batch, self.cfg.line_buffered);
            if self.cfg.output == Output::Count {
                let mut line = Vec::new();
                self.printer
                    .count_line(&path, o.writer.head_count, &mut line);
                o.writer.raw(&line);
            }
            o.writer.head_count = 0;
            o.next += 1;
        }
        self.check(&ordered.writer);
    }

    fn check(&self, writer: &Writer<W>) {
        if writer.write_error.is_some() {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Finished files waiting for their turn, and the writer.
struct Ordered<W> {
    /// The index of the file whose records are written next.
    next: usize,
    pending: BTreeMap<usize, (String, Batch)>,
    writer: Writer<W>,
}

struct Writer<W> {
    out: W,
    /// `-u`: every URL written so far.
    seen: Option<HashSet<Box<str>>>,
    printed: u64,
    /// Records of the file being written, for `-c`.
    head_count: u64,
    /// The first write error; later writes are skipped.
    write_error: Option<io::Error>,
}

impl<W: Write> Writer<W> {
    fn write(&mut self, batch: &mut Batch, flush: bool) {
        let n = match &mut self.seen {
            None => {
                self.raw(&batch.buf);
                batch.records
            }
            Some(seen) => {
                // Only first occurrences, in input order (SPEC §2.1 -u).
                let mut start = 0;
                let mut n = 0;
                let mut text = Vec::new();
                for (key, end) in batch.keys.drain(..) {
                    if seen.insert(key) {
                        text.extend_from_slice(&batch.buf[start..end]);
                        n += 1;
                    }
                    start = end;
                }
                self.raw(&text);
                n
            }
        };
        self.head_count += n;
        if self.write_error.is_none() {
            self.printed += n;
        }
        if flush && self.write_error.is_none() {
            if let Err(e) = self.out.flush() {
                self.write_error = Some(e);
            }
        }
    }

    fn raw(&mut self, bytes: &[u8]) {
        if self.write_error.is_none() && !bytes.is_empty() {
            if let Err(e) = self.out.write_all(bytes) {
                self.write_error = Some(e);
            }
        }
    }
}

/// The reason of an I/O error, without Rust's `(os error N)` suffix.
fn reason(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
