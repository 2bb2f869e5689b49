//! The iterator `finditer` and `scan_path` return. For a file, WARC
//! records and mbox messages are read one at a time without the GIL, so
//! memory is bounded by the largest record; other files are read whole.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Mutex;

use flate2::bufread::MultiGzDecoder;
use pyo3::prelude::*;
use urlgrep_formats::warc::{RecordError, RecordReader, WarcExtractor};
use urlgrep_formats::{DocFormat, Format, MailExtractor, MboxReader};

use crate::errors::{record_error, record_warning};
use crate::matches::{Hit, Input, PyMatch};
use crate::options::Options;
use crate::search::{format_of, hits, mail_hits, warc_hits};

type Reader = Box<dyn BufRead + Send>;

/// Where more matches come from.
enum Source {
    Done,
    Warc(Box<(RecordReader<Reader>, WarcExtractor)>),
    Mbox(Box<(MboxReader<Reader>, MailExtractor)>),
}

struct State {
    ready: VecDeque<PyMatch>,
    pending: VecDeque<Hit>,
    source: Source,
    opts: Option<Options>,
    path: String,
    errors: String,
}

/// An iterator of `urlgrep.Match`.
#[pyclass(name = "MatchIter", module = "urlgrep._urlgrep")]
pub struct ScanIter {
    state: Mutex<State>,
}

impl ScanIter {
    pub(crate) fn from_matches(matches: Vec<PyMatch>) -> ScanIter {
        ScanIter {
            state: Mutex::new(State {
                ready: matches.into(),
                pending: VecDeque::new(),
                source: Source::Done,
                opts: None,
                path: String::new(),
                errors: String::new(),
            }),
        }
    }

    pub(crate) fn open(opts: &Options, path: &Path, errors: &str) -> PyResult<ScanIter> {
        let mut raw = BufReader::with_capacity(256 * 1024, File::open(path)?);
        let head = raw.fill_buf()?;
        let format = format_of(opts, head);
        let mut pending = VecDeque::new();
        let source = if format == DocFormat::Warc {
            let wx = WarcExtractor::new(opts.extractor.clone());
            Source::Warc(Box::new((RecordReader::new(Box::new(raw)), wx)))
        } else {
            let mut reader: Reader = if head.starts_with(&[0x1f, 0x8b]) {
                Box::new(BufReader::with_capacity(
                    256 * 1024,
                    MultiGzDecoder::new(raw),
                ))
            } else {
                Box::new(raw)
            };
            let format = format_of(opts, reader.fill_buf()?);
            if format == DocFormat::Mbox {
                let mx = MailExtractor::new(opts.extractor.clone());
                Source::Mbox(Box::new((MboxReader::new(reader), mx)))
            } else {
                let mut bytes = Vec::new();
                reader.read_to_end(&mut bytes)?;
                pending.extend(hits(opts, &bytes, format, &mut Vec::new()));
                Source::Done
            }
        };
        let it = ScanIter {
            state: Mutex::new(State {
                ready: VecDeque::new(),
                pending,
                source,
                opts: Some(opts.clone()),
                path: path.to_string_lossy().into_owned(),
                errors: errors.to_string(),
            }),
        };
        Ok(it)
    }
}

impl State {
    /// Reads the next record or message into `pending`; a record that
    /// could not be read is returned.
    fn refill(&mut self) -> Result<Option<RecordError>, std::io::Error> {
        let opts = self.opts.as_ref().expect("a file source has options");
        match &mut self.source {
            Source::Done => {}
            Source::Warc(b) => match b.0.next() {
                None => self.source = Source::Done,
                Some(Err(e)) => return Ok(Some(e)),
                Some(Ok(rec)) => match b.1.scan(rec) {
                    Ok(s) => {
                        let mut out = Vec::new();
                        warc_hits(opts, s, &mut out);
                        self.pending.extend(out);
                    }
                    Err(e) => return Ok(Some(e)),
                },
            },
            Source::Mbox(b) => match b.0.next() {
                None => self.source = Source::Done,
                Some(Err(e)) => return Err(e),
                Some(Ok(msg)) => {
                    let mut out = Vec::new();
                    mail_hits(opts, b.1.scan(&msg, Format::Mbox), &mut out);
                    self.pending.extend(out);
                }
            },
        }
        Ok(None)
    }
}

#[pymethods]
impl ScanIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<PyMatch>> {
        let mut st = self
            .state
            .lock()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("a previous call panicked"))?;
        loop {
            if let Some(m) = st.ready.pop_front() {
                return Ok(Some(m));
            }
            if let Some(mut hit) = st.pending.pop_front() {
                hit.ctx.path = Some(st.path.clone());
                return PyMatch::new(py, hit, &Input::File).map(Some);
            }
            if matches!(st.source, Source::Done) {
                return Ok(None);
            }
            let st = &mut *st;
            if let Some(e) = py.detach(|| st.refill())? {
                match st.errors.as_str() {
                    "raise" => return Err(record_error(py, e.offset, &e.message, &st.path)),
                    "warn" => record_warning(py, e.offset, &e.message, &st.path)?,
                    _ => {}
                }
            }
        }
    }
}
