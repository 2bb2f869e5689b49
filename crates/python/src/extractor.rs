//! `urlgrep.Extractor`: the options, checked once, and the searches. The
//! GIL is released while Rust searches, and Python's signals are looked
//! at meanwhile (`signals.rs`); `extract_batch` searches its texts in
//! parallel on a rayon pool.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::pybacked::{PyBackedBytes, PyBackedStr};
use pyo3::types::{PyBytes, PyString};
use rayon::prelude::*;

use crate::errors::value_error;
use crate::matches::{Chars, Input};
use crate::options::{self, Options};
use crate::scan::{Held, ScanIter};
use crate::search::{format_of, urls};
use crate::signals::{interruptible, SMALL};

/// Finds URLs the RFC 1738 way (SPEC §1); reuse one for many texts.
#[pyclass(name = "Extractor", module = "urlgrep._urlgrep", frozen)]
pub struct PyExtractor {
    pub(crate) opts: Options,
}

/// A `str` or `bytes` argument, held so that the GIL can be released.
pub(crate) enum Text {
    Str(PyBackedStr),
    Bytes(PyBackedBytes),
}

impl Text {
    pub(crate) fn new(obj: &Bound<'_, PyAny>) -> PyResult<Text> {
        if let Ok(s) = obj.cast::<PyString>() {
            // A str with lone surrogates is not UTF-8: Python's encoder
            // puts one `?` for each, so indices still agree.
            return match s.clone().try_into() {
                Ok(b) => Ok(Text::Str(b)),
                Err(_) => {
                    let fixed = s
                        .call_method1("encode", ("utf-8", "replace"))?
                        .call_method1("decode", ("utf-8",))?;
                    Ok(Text::Str(fixed.cast_into::<PyString>()?.try_into()?))
                }
            };
        }
        if let Ok(b) = obj.cast::<PyBytes>() {
            return Ok(Text::Bytes(b.clone().into()));
        }
        Err(PyTypeError::new_err(format!(
            "expected str or bytes, not {}",
            obj.get_type().name()?
        )))
    }

    pub(crate) fn bytes(&self) -> &[u8] {
        match self {
            Text::Str(s) => s.as_bytes(),
            Text::Bytes(b) => b.as_ref(),
        }
    }
}

impl AsRef<[u8]> for Text {
    fn as_ref(&self) -> &[u8] {
        self.bytes()
    }
}

fn check_errors(errors: &str) -> PyResult<()> {
    match errors {
        "warn" | "raise" | "ignore" => Ok(()),
        other => Err(value_error("errors", other, "warn, raise or ignore")),
    }
}

#[pymethods]
impl PyExtractor {
    #[new]
    #[pyo3(signature = (schemes=None, hyphen="auto", join="auto", format="auto", max_len=4096))]
    fn new(
        schemes: Option<Vec<String>>,
        hyphen: &str,
        join: &str,
        format: &str,
        max_len: usize,
    ) -> PyResult<PyExtractor> {
        Ok(PyExtractor {
            opts: Options::new(schemes, hyphen, join, format, max_len)?,
        })
    }

    /// The URLs of `text` (`str` or `bytes`), in order.
    fn find_urls(&self, py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let text = Text::new(text)?;
        let bytes = text.bytes();
        let search = |stop: &AtomicBool| {
            let mut out = Vec::new();
            urls(&self.opts, bytes, stop, &mut out);
            out
        };
        if bytes.len() < SMALL {
            return Ok(py.detach(|| search(&AtomicBool::new(false))));
        }
        interruptible(py, search)
    }

    /// The matches of `text`: `str` indices for a `str`, byte offsets for
    /// `bytes`. Lazy: a large text is searched on a helper thread a few
    /// thousand matches ahead of the caller, so memory stays bounded and
    /// the first match comes before the whole text is searched. A WARC
    /// record that cannot be read is warned about (`errors="warn"`),
    /// raised when the iteration reaches it (`"raise"`) or passed over
    /// (`"ignore"`).
    #[pyo3(signature = (text, errors="warn"))]
    fn finditer(
        &self,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        errors: &str,
    ) -> PyResult<ScanIter> {
        check_errors(errors)?;
        let text = Text::new(text)?;
        let input = match &text {
            Text::Str(s) => Input::Str(Chars::new(s.as_bytes())),
            Text::Bytes(_) => Input::Bytes,
        };
        let format = format_of(&self.opts, text.bytes());
        let held = Held {
            bytes: Arc::new(text),
            format,
            input,
            path: None,
            after: None,
        };
        ScanIter::over(py, &self.opts, held, errors)
    }

    /// The matches of the file at `path`: mail, HTML, WARC or text by
    /// content (or as `format=` says), gzip undone. WARC files and mboxes
    /// are read a record or message at a time; a file that cannot be
    /// read to its end (a gzip stream with junk after it) gives the
    /// matches of what was read, then is reported as `errors=` says.
    #[pyo3(signature = (path, errors="warn"))]
    fn scan_path(
        &self,
        py: Python<'_>,
        path: std::path::PathBuf,
        errors: &str,
    ) -> PyResult<ScanIter> {
        check_errors(errors)?;
        ScanIter::open(py, &self.opts, &path, errors)
    }

    /// `[self.find_urls(t) for t in texts]`, computed in parallel without
    /// the GIL on `threads` threads (default: rayon's, one per CPU).
    /// `threads` must be 1 to 1024 (`ValueError` otherwise); above 4 per
    /// CPU it is lowered to 4 per CPU. Ctrl-C stops the batch at once.
    #[pyo3(signature = (texts, threads=None))]
    fn extract_batch(
        &self,
        py: Python<'_>,
        texts: Vec<Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Vec<String>>> {
        let threads = options::threads(threads)?;
        let texts = texts.iter().map(Text::new).collect::<PyResult<Vec<_>>>()?;
        let pool = threads
            .map(|n| rayon::ThreadPoolBuilder::new().num_threads(n).build())
            .transpose()
            .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
        interruptible(py, |stop| {
            let run = || {
                texts
                    .par_iter()
                    .map(|t| {
                        let mut out = Vec::new();
                        urls(&self.opts, t.bytes(), stop, &mut out);
                        out
                    })
                    .collect()
            };
            match &pool {
                None => run(),
                Some(pool) => pool.install(run),
            }
        })
    }

    /// The options as given.
    fn __repr__(&self) -> String {
        let o = &self.opts;
        format!(
            "Extractor(schemes={:?}, hyphen={:?}, join={:?}, format={:?}, max_len={})",
            o.schemes,
            o.hyphen_name(),
            o.join_name(),
            o.format.map_or("auto", |f| f.as_str()),
            o.max_len
        )
    }
}
