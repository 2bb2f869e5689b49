//! The Python module `urlgrep` (its native part, `urlgrep._urlgrep`): a
//! thin layer over urlgrep-extract and urlgrep-formats that converts
//! arguments and results and releases the GIL while Rust searches. It
//! decides nothing: formats are detected by urlgrep-formats, URLs found
//! by urlgrep-extract, parsed by rfc1738.
//!
//! Python sees `Extractor` (`find_urls`, `finditer`, `scan_path`,
//! `extract_batch`), `Match` and the exceptions of `urlgrep.errors`;
//! `python/urlgrep/__init__.py` adds module-level shortcuts and
//! `urlgrep.spark` the Spark helpers.

#![deny(missing_docs)]

mod columns;
mod errors;
mod extractor;
mod matches;
mod options;
mod scan;
mod search;
mod signals;

use pyo3::prelude::*;

/// `urlgrep.parse_url(url)`: the parts of `url` (SPEC §3) as a dict, or
/// `urlgrep.ParseError` raised with the error kind and offset.
#[pyfunction]
fn parse_url<'py>(py: Python<'py>, url: &str) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    match rfc1738::Url::parse(url) {
        Ok(u) => {
            let d = pyo3::types::PyDict::new(py);
            for (name, value) in u.parts() {
                d.set_item(name.as_str(), value)?;
            }
            Ok(d)
        }
        Err(e) => Err(PyErr::from_value(errors::parse_error(
            py,
            e.kind.as_str(),
            e.offset,
            e.message(),
        )?)),
    }
}

/// The native module.
#[pymodule]
fn _urlgrep(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<extractor::PyExtractor>()?;
    m.add_class::<matches::PyMatch>()?;
    m.add_class::<scan::ScanIter>()?;
    m.add_function(wrap_pyfunction!(parse_url, m)?)?;
    m.add_function(wrap_pyfunction!(columns::_columns, m)?)?;
    m.add(
        "ERROR_KINDS",
        rfc1738::ParseErrorKind::ALL
            .iter()
            .map(|k| k.as_str())
            .collect::<Vec<_>>(),
    )?;
    Ok(())
}
