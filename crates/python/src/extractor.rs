//! `urlgrep.Extractor`: the options, checked once, and the searches. The
//! GIL is released while Rust searches, and Python's signals are looked
//! at meanwhile (`signals.rs`); `extract_batch` searches its texts in
//! parallel on a rayon pool.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use pyo3::exceptions::{PyOSError, PyTypeError};
use pyo3::prelude::*;
use pyo3::pybacked::{PyBackedBytes, PyBackedStr};
use pyo3::types::{PyBytes, PyString};
use rayon::prelude::*;

use crate::errors::{os_error, type_error, value_error};
use crate::matches::{Chars, Input};
use crate::options::{self, Args, FormatOpt, Options};
use crate::scan::{Held, ScanIter};
use crate::search::{text_format, urls};
use crate::signals::{interruptible, SMALL};

/// Finds URLs the RFC 1738 way (SPEC §1); build one and reuse it for many
/// texts. Every option is keyword-or-positional, all are checked here
/// (`TypeError` or `ValueError` naming the option):
///
/// - `schemes`: a list of scheme names; only URLs of these schemes are
///   returned, and names not in `DEFAULT_SCHEMES` are added to what is
///   searched for. `None` (default): every URL found.
/// - `hyphen`: which reading of a URL broken at a hyphen `find_urls`
///   returns: `"auto"` (default), `"keep"`, `"drop"` or `"both"`.
/// - `join`: `"auto"` (default) rejoins a bare URL cut at a line end when
///   the next line continues it; `"never"` does not.
/// - `format`: `None` (default): a `str` or bytes-like argument is plain
///   text and a file's format (mail, HTML, WARC, text) is detected;
///   `"auto"`: detected for texts too; `"text"`, `"mail"`, `"html"`,
///   `"warc"`: every input read so.
/// - `max_len`: the longest URL in bytes, 16 to 2**30 (default 4096).
/// - `extra_schemes`: scheme names added to the defaults (as
///   linkify-it's `add`). With `schemes`, the URLs returned are those of
///   `schemes` and `extra_schemes` together; without, every URL found,
///   the extra schemes' included.
#[pyclass(name = "Extractor", module = "urlgrep._urlgrep", frozen)]
pub struct PyExtractor {
    pub(crate) opts: Options,
}

/// A `str` or bytes-like argument, held so that the GIL can be released.
pub(crate) enum Text {
    Str(PyBackedStr),
    Bytes(PyBackedBytes),
}

/// What a text argument may be, for messages.
const TEXT: &str = "a str or a bytes-like object (bytes, bytearray, memoryview, mmap)";

impl Text {
    /// The argument `arg` (named in errors) as text.
    pub(crate) fn new(obj: &Bound<'_, PyAny>, arg: &str) -> PyResult<Text> {
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
        Text::buffer(obj, arg)
    }

    /// Any other object with the buffer protocol, contiguous, as bytes.
    /// Copied: the GIL is released while searching, and a bytearray or an
    /// mmap could change under the search (abi3 for 3.10 has no buffer
    /// API to hold one either).
    fn buffer(obj: &Bound<'_, PyAny>, arg: &str) -> PyResult<Text> {
        let py = obj.py();
        let view = py
            .import("builtins")?
            .getattr("memoryview")?
            .call1((obj,))
            .map_err(|e| match e.is_instance_of::<PyTypeError>(py) {
                true => type_error(arg, TEXT, obj),
                false => e,
            })?;
        let contiguous = view.getattr("c_contiguous")?.is_truthy()?;
        let copy = match contiguous {
            true => view.call_method0("tobytes"),
            false => Err(value_error(arg, "a contiguous buffer", obj)),
        };
        // Released at once, so a bytearray can be resized again.
        view.call_method0("release")?;
        Ok(Text::Bytes(copy?.cast_into::<PyBytes>()?.into()))
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

fn check_errors(errors: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let expected = "one of \"warn\", \"raise\", \"ignore\"";
    let Some(got) = errors.filter(|e| !e.is_none()) else {
        return Ok("warn".into());
    };
    let s = got
        .cast::<PyString>()
        .map_err(|_| type_error("errors", expected, got))?
        .to_cow()?;
    match &*s {
        "warn" | "raise" | "ignore" => Ok(s.into_owned()),
        _ => Err(value_error("errors", expected, got)),
    }
}

/// `path` as `open()` takes it (`str`, `bytes`, `os.PathLike`):
/// `os.fspath(path)`, kept for `OSError.filename`, and the path.
fn fspath<'py>(path: &Bound<'py, PyAny>) -> PyResult<(Bound<'py, PyAny>, std::path::PathBuf)> {
    let expected = "a str, bytes or os.PathLike object";
    let os = path.py().import("os")?;
    let name = os
        .getattr("fspath")?
        .call1((path,))
        .map_err(|_| type_error("path", expected, path))?;
    // pyo3 takes a `str` path only: `bytes` go through `os.fsdecode`.
    let buf = os.getattr("fsdecode")?.call1((&name,))?.extract()?;
    Ok((name, buf))
}

#[pymethods]
impl PyExtractor {
    #[new]
    #[pyo3(
        signature = (schemes=None, hyphen=None, join=None, format=None, max_len=None, extra_schemes=None, base=None),
        text_signature = "(schemes=None, hyphen='auto', join='auto', format=None, max_len=4096, extra_schemes=None, base=None)"
    )]
    fn new(
        schemes: Option<&Bound<'_, PyAny>>,
        hyphen: Option<&Bound<'_, PyAny>>,
        join: Option<&Bound<'_, PyAny>>,
        format: Option<&Bound<'_, PyAny>>,
        max_len: Option<&Bound<'_, PyAny>>,
        extra_schemes: Option<&Bound<'_, PyAny>>,
        base: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyExtractor> {
        let args = Args {
            schemes,
            extra_schemes,
            hyphen,
            join,
            format,
            max_len,
            base,
        };
        Ok(PyExtractor {
            opts: Options::new(args)?,
        })
    }

    /// The URLs of `text`, in order: a `str`, or bytes-like (`bytes`,
    /// `bytearray`, `memoryview`, `mmap`...), read as plain text unless
    /// `format=` says otherwise.
    fn find_urls(&self, py: Python<'_>, text: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let text = Text::new(text, "text")?;
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

    /// The matches of `text`, read as `find_urls` reads it: `str` indices
    /// for a `str` (`raw` a `str`), byte offsets for a bytes-like object
    /// (`raw` `bytes`). Lazy: a large text is searched on a helper thread
    /// a few thousand matches ahead of the caller, so memory stays
    /// bounded and the first match comes before the whole text is
    /// searched. A WARC record that cannot be read (`format="warc"`) is
    /// warned about (`errors="warn"`), raised when the iteration reaches
    /// it (`"raise"`) or passed over (`"ignore"`).
    #[pyo3(signature = (text, errors=None), text_signature = "(self, text, errors='warn')")]
    fn finditer(
        &self,
        py: Python<'_>,
        text: &Bound<'_, PyAny>,
        errors: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<ScanIter> {
        let errors = check_errors(errors)?;
        let text = Text::new(text, "text")?;
        let input = match &text {
            Text::Str(s) => Input::Str(Chars::new(s.as_bytes())),
            Text::Bytes(_) => Input::Bytes,
        };
        let format = text_format(&self.opts, text.bytes());
        let held = Held {
            bytes: Arc::new(text),
            format,
            input,
            path: None,
            after: None,
        };
        ScanIter::over(py, &self.opts, held, &errors)
    }

    /// The matches of the file at `path` (`str`, `bytes` or
    /// `os.PathLike`): mail, HTML, WARC or text by content (or as
    /// `format=` says), gzip undone; byte offsets, `raw` a `str`. WARC
    /// files and mboxes are read a record or message at a time; a file
    /// that cannot be read to its end (a gzip stream with junk after it)
    /// gives the matches of what was read, then is reported as `errors=`
    /// says. A file that cannot be opened raises `OSError` (as `open()`:
    /// `FileNotFoundError`... with `errno`, `strerror` and `filename`).
    #[pyo3(signature = (path, errors=None), text_signature = "(self, path, errors='warn')")]
    fn scan_path(
        &self,
        py: Python<'_>,
        path: &Bound<'_, PyAny>,
        errors: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<ScanIter> {
        let errors = check_errors(errors)?;
        let (name, path) = fspath(path)?;
        ScanIter::open(py, &self.opts, &path, &errors).map_err(|e| match e {
            crate::scan::OpenError::Io(e) => os_error(py, e, &name),
            crate::scan::OpenError::Py(e) => e,
        })
    }

    /// The matches of an open binary file object (`open(p, "rb")`, an
    /// fsspec file over S3 or HDFS, `io.BytesIO`...), read as `scan_path`
    /// reads a file: a WARC or an mbox a record at a time through
    /// `file.read(n)`, so a file of any size is never held whole; another
    /// format is read whole. `name` is the path matches and messages give
    /// (default: `file.name` if it is a `str`). A read that fails ends
    /// the input there, reported as `errors=` says. The file is not
    /// closed.
    #[pyo3(
        signature = (file, errors=None, name=None),
        text_signature = "(self, file, errors='warn', name=None)"
    )]
    fn scan_file(
        &self,
        py: Python<'_>,
        file: &Bound<'_, PyAny>,
        errors: Option<&Bound<'_, PyAny>>,
        name: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<ScanIter> {
        let errors = check_errors(errors)?;
        let reader = crate::pyfile::PyFile::new(file)?;
        let name = match name.filter(|n| !n.is_none()) {
            Some(n) => Some(
                n.cast::<PyString>()
                    .map_err(|_| type_error("name", "a str or None", n))?
                    .to_string(),
            ),
            None => file
                .getattr("name")
                .ok()
                .and_then(|n| n.cast_into::<PyString>().ok())
                .map(|n| n.to_string()),
        };
        let label = name.clone().unwrap_or_else(|| "<file>".into());
        ScanIter::stream(py, &self.opts, Box::new(reader), name, &errors).map_err(|e| match e {
            // The first read failed: an `OSError` naming the input.
            crate::scan::OpenError::Io(e) => PyOSError::new_err(format!("{label}: {e}")),
            crate::scan::OpenError::Py(e) => e,
        })
    }

    /// `[self.find_urls(t) for t in texts]` (`texts` any iterable of
    /// `str` or bytes-like objects), computed in parallel without the GIL
    /// on `threads` threads (default: rayon's, one per CPU). `threads`
    /// must be 1 to 1024 (`ValueError` otherwise); above 4 per CPU it is
    /// lowered to 4 per CPU. Ctrl-C stops the batch at once.
    #[pyo3(signature = (texts, threads=None))]
    fn extract_batch(
        &self,
        py: Python<'_>,
        texts: &Bound<'_, PyAny>,
        threads: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Vec<String>>> {
        let threads = options::threads(threads)?;
        let texts = batch_texts(texts)?;
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

    /// `Extractor` and the options it was made with, for `pickle` (a
    /// driver's extractor sent to Spark's executors is built anew there).
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, pyo3::types::PyTuple>)> {
        let py = slf.py();
        let o = &slf.get().opts;
        let format = match o.format {
            FormatOpt::Default => None,
            FormatOpt::Auto => Some("auto"),
            FormatOpt::Fixed(f) => Some(f.as_str()),
        };
        let args = (
            o.given.0.clone(),
            o.hyphen_name(),
            o.join_name(),
            format,
            o.max_len,
            o.given.1.clone(),
        );
        Ok((slf.get_type().into_any(), args.into_pyobject(py)?))
    }

    /// The options, as `Extractor(...)` would be called to make it.
    fn __repr__(&self) -> String {
        let o = &self.opts;
        let list = |names: &[String]| {
            let quoted: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
            format!("[{}]", quoted.join(", "))
        };
        let format = match o.format {
            FormatOpt::Default => "None".to_string(),
            FormatOpt::Auto => "\"auto\"".to_string(),
            FormatOpt::Fixed(f) => format!("{:?}", f.as_str()),
        };
        format!(
            "Extractor(schemes={}, hyphen={:?}, join={:?}, format={format}, max_len={}, extra_schemes={})",
            o.given.0.as_deref().map_or("None".to_string(), list),
            o.hyphen_name(),
            o.join_name(),
            o.max_len,
            list(&o.given.1)
        )
    }
}

/// `extract_batch`'s `texts`: an iterable of texts, not one text.
fn batch_texts(texts: &Bound<'_, PyAny>) -> PyResult<Vec<Text>> {
    let expected = "an iterable of str or bytes-like objects";
    if texts.is_instance_of::<PyString>() || texts.is_instance_of::<PyBytes>() {
        return Err(type_error("texts", expected, texts));
    }
    let items = texts
        .try_iter()
        .map_err(|_| type_error("texts", expected, texts))?;
    items
        .enumerate()
        .map(|(i, t)| Text::new(&t?, &format!("texts[{i}]")))
        .collect()
}
