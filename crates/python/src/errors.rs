//! Python exceptions: the classes of `urlgrep.errors`, built here with the
//! SPEC's error kinds (§3) and WARC record offsets (§2.3).

use pyo3::exceptions::{PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::search::Damage;

/// `got` as a message shows it: its type and repr (cut short), as in
/// "got str 'http,ftp'".
fn describe(got: &Bound<'_, PyAny>) -> String {
    let kind = got
        .get_type()
        .name()
        .map_or_else(|_| "object".to_string(), |n| n.to_string());
    let mut repr = got.repr().map_or_else(|_| "?".into(), |r| r.to_string());
    if repr.chars().count() > 60 {
        repr = repr.chars().take(57).collect::<String>() + "...";
    }
    format!("{kind} {repr}")
}

/// "`arg` must be `expected`, got ...": a bad argument's message, which
/// always names the argument.
fn must(arg: &str, expected: &str, got: &Bound<'_, PyAny>) -> String {
    format!("{arg} must be {expected}, got {}", describe(got))
}

/// A `TypeError` for an argument of the wrong type.
pub(crate) fn type_error(arg: &str, expected: &str, got: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(must(arg, expected, got))
}

/// A `ValueError` for an argument of the right type but a bad value.
pub(crate) fn value_error(arg: &str, expected: &str, got: &Bound<'_, PyAny>) -> PyErr {
    PyValueError::new_err(must(arg, expected, got))
}

/// An `OSError` as Python's `open()` raises it: `errno`, `strerror` and
/// `filename` set, so its class is the errno's (`FileNotFoundError`...).
pub(crate) fn os_error(py: Python<'_>, e: std::io::Error, filename: &Bound<'_, PyAny>) -> PyErr {
    let Some(code) = e.raw_os_error() else {
        // Not the OS's (a bad gzip header): its class by kind, named.
        let err = PyErr::from(e);
        // Set on an OSError; if pyo3 made another class, it is left bare.
        let _ = err.value(py).setattr("filename", filename);
        return err;
    };
    let strerror = py
        .import("os")
        .and_then(|os| os.getattr("strerror")?.call1((code,)))
        .map_or_else(|_| e.to_string(), |s| s.to_string());
    PyOSError::new_err((code, strerror, filename.clone().unbind()))
}

fn class<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("urlgrep.errors")?.getattr(name)
}

/// A `urlgrep.errors.ParseError(kind, offset, message)` instance.
pub(crate) fn parse_error<'py>(
    py: Python<'py>,
    kind: &str,
    offset: usize,
    message: &str,
) -> PyResult<Bound<'py, PyAny>> {
    class(py, "ParseError")?.call1((kind, offset, message))
}

/// A `urlgrep.errors.RecordError(offset, message, path, what)` to raise.
pub(crate) fn record_error(py: Python<'_>, d: &Damage, path: &str) -> PyErr {
    let made = class(py, "RecordError").and_then(|c| {
        let kw = pyo3::types::PyDict::new(py);
        kw.set_item("what", d.what)?;
        c.call((d.offset, &d.message, path), Some(&kw))
    });
    match made {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// Warns with `urlgrep.errors.RecordWarning` about a record (or the rest
/// of an input) not read.
pub(crate) fn record_warning(py: Python<'_>, d: &Damage, path: &str) -> PyResult<()> {
    let category = class(py, "RecordWarning")?;
    let text = format!("{path}: {} at byte {}: {}", d.what, d.offset, d.message);
    let c = std::ffi::CString::new(text).unwrap_or_default();
    PyErr::warn(py, &category, &c, 1)
}
