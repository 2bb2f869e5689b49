//! `_columns(extractor, texts)`: the matches of many texts as columns,
//! for Arrow (the Spark helpers of `urlgrep.spark`): one entry per match,
//! `row` the index of its text. Searched in parallel without the GIL.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;

use crate::extractor::{PyExtractor, Text};
use crate::matches::{Chars, Input};
use crate::search::{hits, text_format};

/// The columns of one text's matches.
#[derive(Default)]
struct Columns {
    row: Vec<usize>,
    url: Vec<String>,
    kind: Vec<&'static str>,
    scheme: Vec<String>,
    host: Vec<Option<String>>,
    start: Vec<usize>,
    end: Vec<usize>,
    valid: Vec<bool>,
}

impl Columns {
    fn of(ex: &PyExtractor, row: usize, text: &Text) -> Columns {
        let bytes = text.bytes();
        let input = match text {
            Text::Str(_) => Input::Str(Chars::new(bytes)),
            Text::Bytes(_) => Input::Bytes,
        };
        let mut c = Columns::default();
        let f = text_format(&ex.opts, bytes);
        for h in hits(&ex.opts, bytes, f) {
            let m = &h.r;
            let (url, err) = m.parse_partial();
            let (start, end, _) = input.span(m, bytes);
            c.row.push(row);
            c.url.push(m.url().to_string());
            c.kind.push(m.kind().as_str());
            c.scheme.push(m.scheme().to_ascii_lowercase());
            // As `Match.host`: WHATWG's, else RFC 1738's as written.
            let whatwg = url::Url::parse(m.url()).ok();
            let host = whatwg.as_ref().and_then(crate::matches::whatwg_host);
            c.host
                .push(host.or_else(|| url.host().filter(|h| !h.is_empty()).map(str::to_string)));
            c.start.push(start);
            c.end.push(end);
            c.valid.push(err.is_none());
        }
        c
    }

    fn append(&mut self, o: Columns) {
        self.row.extend(o.row);
        self.url.extend(o.url);
        self.kind.extend(o.kind);
        self.scheme.extend(o.scheme);
        self.host.extend(o.host);
        self.start.extend(o.start);
        self.end.extend(o.end);
        self.valid.extend(o.valid);
    }
}

/// A dict of lists `row, url, kind, scheme, host, start, end, valid`;
/// `None` texts have no matches.
#[pyfunction]
pub(crate) fn _columns<'py>(
    py: Python<'py>,
    extractor: PyRef<'py, PyExtractor>,
    texts: Vec<Option<Bound<'py, PyAny>>>,
) -> PyResult<Bound<'py, PyDict>> {
    let texts: Vec<(usize, Text)> = texts
        .iter()
        .enumerate()
        .filter_map(|(i, t)| {
            t.as_ref()
                .map(|t| Text::new(t, &format!("texts[{i}]")).map(|t| (i, t)))
        })
        .collect::<PyResult<_>>()?;
    let ex = &*extractor;
    let all = py.detach(|| {
        texts
            .par_iter()
            .map(|(i, t)| Columns::of(ex, *i, t))
            .reduce(Columns::default, |mut a, b| {
                a.append(b);
                a
            })
    });
    let d = PyDict::new(py);
    d.set_item("row", all.row)?;
    d.set_item("url", all.url)?;
    d.set_item("kind", all.kind)?;
    d.set_item("scheme", all.scheme)?;
    d.set_item("host", all.host)?;
    d.set_item("start", all.start)?;
    d.set_item("end", all.end)?;
    d.set_item("valid", all.valid)?;
    Ok(d)
}
