//! A Python binary file object (`open(p, "rb")`, an fsspec file over
//! S3 or HDFS, `io.BytesIO`) as a Rust [`Read`], so that `scan_file`
//! feeds it to the WARC reader a buffer at a time and never holds a whole
//! file (issue 21: Spark's `binaryFiles` and reading a file whole did).

use std::io::{Error, Read};

use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// The file object; its `read(n)` is called with the GIL taken, however
/// the caller holds it (the searches release it).
pub(crate) struct PyFile {
    file: Py<PyAny>,
}

impl PyFile {
    /// `file` if it has a `read` method, for a `TypeError` now rather
    /// than at the first read.
    pub(crate) fn new(file: &Bound<'_, PyAny>) -> PyResult<PyFile> {
        if !file.hasattr("read")? {
            return Err(crate::errors::type_error(
                "file",
                "a binary file object (with read(n) returning bytes)",
                file,
            ));
        }
        Ok(PyFile {
            file: file.clone().unbind(),
        })
    }
}

impl Read for PyFile {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        Python::attach(|py| {
            let got = self
                .file
                .bind(py)
                .call_method1("read", (buf.len(),))
                .map_err(|e| Error::other(format!("read() failed: {e}")))?;
            // A text file gives `str`: said so, not read as bytes.
            let bytes = got.cast::<PyBytes>().map_err(|_| {
                let kind = got.get_type().name().map(|n| n.to_string());
                Error::other(format!(
                    "read() returned {}, not bytes (open the file in binary mode)",
                    kind.as_deref().unwrap_or("an object")
                ))
            })?;
            let bytes = bytes.as_bytes();
            let n = bytes.len();
            if n > buf.len() {
                return Err(Error::other(format!(
                    "read({}) returned {n} bytes",
                    buf.len()
                )));
            }
            buf[..n].copy_from_slice(bytes);
            Ok(n)
        })
    }
}
