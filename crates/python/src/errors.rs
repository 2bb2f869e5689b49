//! Python exceptions: the classes of `urlgrep.errors`, built here with the
//! SPEC's error kinds (§3) and WARC record offsets (§2.3).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::search::Damage;

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
