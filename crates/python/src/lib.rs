//! The Python module `urlgrep` (its native part, `urlgrep._urlgrep`): a
//! thin layer over urlgrep-extract and urlgrep-formats that converts
//! arguments and results and releases the GIL while Rust searches. It
//! decides nothing: formats are detected by urlgrep-formats, URLs found
//! by urlgrep-extract, parsed by rfc1738.
//!
//! Python sees `Extractor` (`find_urls`, `finditer`, `scan_path`,
//! `scan_file`, `extract_batch`), `Match` and the exceptions of `urlgrep.errors`;
//! `python/urlgrep/__init__.py` adds module-level shortcuts and
//! `urlgrep.spark` the Spark helpers.

#![deny(missing_docs)]

mod columns;
mod errors;
mod extractor;
mod matches;
mod options;
mod pyfile;
mod scan;
mod search;
mod signals;

use pyo3::prelude::*;

/// The parts of the URL `url` (a `str`; SPEC §3) as a dict, or
/// `urlgrep.ParseError` raised with the error kind and the byte offset.
#[pyfunction]
fn parse_url<'py>(
    py: Python<'py>,
    url: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
    let url = url
        .cast::<pyo3::types::PyString>()
        .map_err(|_| errors::type_error("url", "a str", url))?
        .to_cow()?;
    let url = &*url;
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
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // The list the extractor's scheme table starts from (SPEC §4).
    let defaults: Vec<&str> = rfc1738::Scheme::KNOWN.iter().map(|s| s.as_str()).collect();
    m.add(
        "DEFAULT_SCHEMES",
        pyo3::types::PyTuple::new(m.py(), defaults)?,
    )?;
    m.add(
        "ERROR_KINDS",
        rfc1738::ParseErrorKind::ALL
            .iter()
            .map(|k| k.as_str())
            .collect::<Vec<_>>(),
    )?;
    Ok(())
}
