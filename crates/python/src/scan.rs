//! The iterator `finditer` and `scan_path` return. It searches at most a
//! bounded amount ahead of the caller (issue 24: `finditer` over 50 MB
//! took 2.1 GB before its first match): WARC records and mbox messages of
//! a file are read one at a time, without the GIL, so memory is bounded
//! by the largest record; an input held in memory (a text, or a file of
//! another format read whole) larger than [`SMALL`] is searched on a
//! helper thread that stays a few batches of matches ahead. Python's
//! signals are looked at between records and while waiting for a batch.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use urlgrep_formats::gzip::Gunzip;
use urlgrep_formats::warc::{RecordReader, WarcExtractor};
use urlgrep_formats::{DocFormat, Format, MailExtractor, MboxReader};

use crate::errors::{record_error, record_warning};
use crate::matches::{Input, PyMatch};
use crate::options::Options;
use crate::search::{each_match, format_of, mail_hits, warc_hits, Damage, Piece};
use crate::signals::{SMALL, TICK};

type Reader = Box<dyn BufRead + Send>;

/// An input's bytes, shared by the iterator (for `str` indices) and the
/// thread that searches them.
pub(crate) type Bytes = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// Matches a helper thread hands over at once, and how many batches may
/// wait: what is searched ahead of the caller stays a few thousand
/// matches, however slowly the caller iterates.
const BATCH: usize = 1024;
const AHEAD: usize = 2;

/// An input held in memory, to search.
pub(crate) struct Held {
    pub bytes: Bytes,
    pub format: DocFormat,
    pub input: Input,
    /// The file it was read from.
    pub path: Option<String>,
    /// What stopped its reading, reported after its matches.
    pub after: Option<Damage>,
}

/// Where more matches come from.
enum Source {
    Done,
    Warc(Box<(RecordReader<Reader>, WarcExtractor)>),
    Mbox(Box<(MboxReader<Reader>, MailExtractor, Slot)>),
    Feed(Feed),
}

/// Matches of an input in memory, searched on a helper thread.
struct Feed {
    rx: Receiver<Vec<Piece>>,
    /// Set when the iterator is dropped, so that the search ends too.
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Feed {
    fn spawn(opts: Options, bytes: Bytes, format: DocFormat) -> std::io::Result<Feed> {
        let (tx, rx) = mpsc::sync_channel(AHEAD);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("urlgrep-finditer".into())
            .spawn(move || {
                let mut batch = Vec::with_capacity(BATCH);
                each_match(&opts, (*bytes).as_ref(), format, &flag, &mut |f| {
                    batch.push(f.into());
                    if batch.len() == BATCH {
                        let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                        // The iterator is gone: nobody wants the rest.
                        if tx.send(full).is_err() {
                            flag.store(true, Ordering::Relaxed);
                        }
                    }
                });
                let _ = tx.send(batch);
            })?;
        Ok(Feed {
            rx,
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for Feed {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

struct State {
    queue: VecDeque<Piece>,
    source: Source,
    /// Reported once `source` is done.
    after: Option<Damage>,
    /// For `Warc` and `Mbox`.
    opts: Option<Options>,
    input: Input,
    /// The input, for `str` indices (`Input::Str`).
    bytes: Option<Bytes>,
    path: Option<String>,
    errors: String,
}

/// An iterator of `urlgrep.Match`, as `finditer` and `scan_path` return
/// it: lazy, each match made as it is asked for. Generic for type
/// checkers as `Match` is (`MatchIter[str]`, `MatchIter[bytes]`).
#[pyclass(name = "MatchIter", module = "urlgrep._urlgrep")]
pub struct ScanIter {
    state: Mutex<State>,
}

impl State {
    fn new(input: Input, path: Option<String>, errors: &str) -> State {
        State {
            queue: VecDeque::new(),
            source: Source::Done,
            after: None,
            opts: None,
            input,
            bytes: None,
            path,
            errors: errors.to_string(),
        }
    }
}

impl ScanIter {
    /// The matches of `held`: searched now if it is small, else on a
    /// helper thread as the caller iterates.
    pub(crate) fn over(py: Python<'_>, opts: &Options, held: Held, errors: &str) -> PyResult<Self> {
        let mut st = State::new(held.input, held.path, errors);
        st.after = held.after;
        let bytes: &[u8] = (*held.bytes).as_ref();
        if bytes.len() < SMALL {
            let queue = &mut st.queue;
            let stop = AtomicBool::new(false);
            py.detach(|| {
                each_match(opts, bytes, held.format, &stop, &mut |f| {
                    queue.push_back(f.into())
                })
            });
        } else {
            let feed = Feed::spawn(opts.clone(), held.bytes.clone(), held.format)?;
            st.source = Source::Feed(feed);
        }
        st.bytes = Some(held.bytes);
        Ok(ScanIter {
            state: Mutex::new(st),
        })
    }

    /// The matches of the file at `path`.
    pub(crate) fn open(
        py: Python<'_>,
        opts: &Options,
        path: &Path,
        errors: &str,
    ) -> Result<ScanIter, OpenError> {
        let name = path.to_string_lossy().into_owned();
        ScanIter::stream(py, opts, Box::new(File::open(path)?), Some(name), errors)
    }

    /// The matches of what `file` reads, read as a file at a path is: a
    /// WARC or an mbox a record at a time, another format whole. `name`
    /// is the path matches and errors give.
    pub(crate) fn stream(
        py: Python<'_>,
        opts: &Options,
        file: Box<dyn Read + Send>,
        name: Option<String>,
        errors: &str,
    ) -> Result<ScanIter, OpenError> {
        let mut raw = BufReader::with_capacity(256 * 1024, file);
        let head = raw.fill_buf()?;
        let source = if format_of(opts, head) == DocFormat::Warc {
            let wx = WarcExtractor::new(opts.extractor.clone());
            Source::Warc(Box::new((RecordReader::new(Box::new(raw)), wx)))
        } else {
            let failed = Slot::default();
            let decoded: Box<dyn Read + Send> = if head.starts_with(&[0x1f, 0x8b]) {
                Box::new(Gunzipped {
                    inner: Gunzip::new(raw)?,
                    failed: failed.clone(),
                })
            } else {
                Box::new(raw)
            };
            let mut reader: Reader = Box::new(BufReader::with_capacity(
                256 * 1024,
                EndAtError::new(decoded, failed.clone()),
            ));
            let format = format_of(opts, reader.fill_buf()?);
            if format == DocFormat::Mbox {
                let mx = MailExtractor::new(opts.extractor.clone());
                Source::Mbox(Box::new((MboxReader::new(reader), mx, failed)))
            } else {
                let mut bytes = Vec::new();
                // A failed read ends the input here (EndAtError).
                py.detach(|| reader.read_to_end(&mut bytes))?;
                let held = Held {
                    bytes: Arc::new(bytes),
                    format,
                    input: Input::File,
                    path: name,
                    after: failed.take(),
                };
                return Ok(ScanIter::over(py, opts, held, errors)?);
            }
        };
        let mut st = State::new(Input::File, name, errors);
        st.source = source;
        st.opts = Some(opts.clone());
        Ok(ScanIter {
            state: Mutex::new(st),
        })
    }
}

/// Why a file could not be opened: the OS's error (which the caller
/// turns into an `OSError` naming the file), or Python's.
pub(crate) enum OpenError {
    Io(std::io::Error),
    Py(PyErr),
}

impl From<std::io::Error> for OpenError {
    fn from(e: std::io::Error) -> Self {
        OpenError::Io(e)
    }
}

impl From<PyErr> for OpenError {
    fn from(e: PyErr) -> Self {
        OpenError::Py(e)
    }
}

/// Where [`EndAtError`] leaves the error it met.
#[derive(Clone, Default)]
struct Slot(Arc<Mutex<Option<Damage>>>);

impl Slot {
    fn take(&self) -> Option<Damage> {
        self.0.lock().ok()?.take()
    }
}

/// A gzip file decoded as the command decodes it (`urlgrep_formats::gzip`:
/// padding, junk, a cut or a gzip inside it lose nothing decoded); its
/// first damage goes to the [`Slot`] at the end, for `errors=`.
struct Gunzipped<R> {
    inner: Gunzip<R>,
    failed: Slot,
}

impl<R: BufRead> Read for Gunzipped<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n == 0 && !buf.is_empty() {
            if let (Some(d), Ok(mut slot)) = (self.inner.damage().first(), self.failed.0.lock()) {
                *slot = Some(Damage {
                    what: "gzip",
                    offset: d.offset,
                    message: format!("{} (what was decoded was searched)", d.message),
                });
            }
        }
        Ok(n)
    }
}

/// A reader that ends where its input fails (a gzip stream with junk
/// after it, a read error), keeping the error in a [`Slot`]: the mbox
/// reader and `read_to_end` then take all that was read before it, and
/// the damage is reported after its matches (issue 24: nothing decoded
/// was yielded, even with `errors="ignore"`).
struct EndAtError<R> {
    inner: R,
    failed: Slot,
    read: u64,
    done: bool,
}

impl<R> EndAtError<R> {
    fn new(inner: R, failed: Slot) -> Self {
        EndAtError {
            inner,
            failed,
            read: 0,
            done: false,
        }
    }
}

impl<R: Read> Read for EndAtError<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.done {
            return Ok(0);
        }
        match self.inner.read(buf) {
            Ok(n) => {
                self.read += n as u64;
                Ok(n)
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => Err(e),
            Err(e) => {
                self.done = true;
                if let Ok(mut slot) = self.failed.0.lock() {
                    *slot = Some(Damage {
                        what: "input",
                        offset: self.read,
                        message: format!("{e} (the bytes before it were searched)"),
                    });
                }
                Ok(0)
            }
        }
    }
}

/// Reads the next record or message of a file into `out`; false when
/// there is none.
fn read_one(source: &mut Source, opts: &Options, out: &mut Vec<Piece>) -> bool {
    match source {
        Source::Warc(b) => match b.0.next() {
            None => return false,
            Some(Err(e)) => out.push(Piece::Damage(e.into())),
            Some(Ok(rec)) => match b.1.scan(rec) {
                Ok(s) => warc_hits(opts, s, out),
                Err(e) => out.push(Piece::Damage(e.into())),
            },
        },
        Source::Mbox(b) => match b.0.next() {
            None => {
                out.extend(b.2.take().map(Piece::Damage));
                return false;
            }
            // Reading never fails (EndAtError); splitting might.
            Some(Err(e)) => {
                out.push(Piece::Damage(Damage {
                    what: "mbox",
                    offset: 0,
                    message: e.to_string(),
                }));
                return false;
            }
            Some(Ok(msg)) => mail_hits(opts, b.1.scan(&msg, Format::Mbox), out),
        },
        Source::Done | Source::Feed(_) => return false,
    }
    true
}

impl State {
    /// Fills `queue` from `source`, or waits a [`TICK`] for a batch; then
    /// looks at Python's signals. False when `source` has nothing more.
    fn refill(&mut self, py: Python<'_>) -> PyResult<bool> {
        match &mut self.source {
            Source::Done => return Ok(false),
            Source::Feed(feed) => {
                let rx = &mut feed.rx;
                match py.detach(move || rx.recv_timeout(TICK)) {
                    Ok(batch) => self.queue.extend(batch),
                    Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => {
                        let thread = feed.thread.take();
                        self.source = Source::Done;
                        if thread.is_some_and(|t| t.join().is_err()) {
                            return Err(PyRuntimeError::new_err("the search thread panicked"));
                        }
                    }
                }
            }
            source => {
                let opts = self.opts.as_ref().expect("a file source has options");
                let mut out = Vec::new();
                if !py.detach(|| read_one(source, opts, &mut out)) {
                    *source = Source::Done;
                }
                self.queue.extend(out);
            }
        }
        py.check_signals()?;
        Ok(true)
    }

    /// Reports `d` as `errors=` says.
    fn report(&self, py: Python<'_>, d: &Damage) -> PyResult<()> {
        match self.errors.as_str() {
            "raise" => Err(record_error(py, d, self.path.as_deref().unwrap_or(""))),
            "warn" => record_warning(py, d, self.path.as_deref().unwrap_or("<input>")),
            _ => Ok(()),
        }
    }
}

#[pymethods]
impl ScanIter {
    /// `MatchIter[str]` and `MatchIter[bytes]` at run time.
    #[classmethod]
    fn __class_getitem__<'py>(
        cls: &Bound<'py, pyo3::types::PyType>,
        item: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        crate::matches::generic_alias(cls, item)
    }

    /// The iterator itself.
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The next match; a record that could not be read is reported as
    /// `errors=` says when the iteration reaches it.
    fn __next__(&self, py: Python<'_>) -> PyResult<Option<PyMatch>> {
        let mut st = self
            .state
            .lock()
            .map_err(|_| PyRuntimeError::new_err("a previous call panicked"))?;
        let st = &mut *st;
        loop {
            match st.queue.pop_front() {
                Some(Piece::Hit(mut hit)) => {
                    hit.ctx.path = st.path.clone();
                    let text = st.bytes.as_deref().map_or(&[][..], |b| b.as_ref());
                    return PyMatch::new(py, hit, &st.input, text).map(Some);
                }
                Some(Piece::Damage(d)) => st.report(py, &d)?,
                None if st.refill(py)? => {}
                None => match st.after.take() {
                    Some(d) => st.report(py, &d)?,
                    None => return Ok(None),
                },
            }
        }
    }
}
