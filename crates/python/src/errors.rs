//! Python exceptions: the classes of `urlgrep.errors`, built here with the
//! SPEC's error kinds (§3) and WARC record offsets (§2.3).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A `ValueError` for a bad option value.
pub(crate) fn value_error(option: &str, got: &str, expected: &str) -> PyErr {
    PyValueError::new_err(format!("{option}={got:?}: expected {expected}"))
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

/// A `urlgrep.errors.RecordError(offset, message, path)` to raise.
pub(crate) fn record_error(py: Python<'_>, offset: u64, message: &str, path: &str) -> PyErr {
    match class(py, "RecordError").and_then(|c| c.call1((offset, message, path))) {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// Warns with `urlgrep.errors.RecordWarning` about a record not read.
pub(crate) fn record_warning(
    py: Python<'_>,
    offset: u64,
    message: &str,
    path: &str,
) -> PyResult<()> {
    let category = class(py, "RecordWarning")?;
    let text = format!("{path}: WARC record at byte {offset}: {message}");
    let c = std::ffi::CString::new(text).unwrap_or_default();
    PyErr::warn(py, &category, &c, 1)
}
