//! `urlgrep.Match`: one match as SPEC §2.2's JSON record has it, with
//! offsets converted to what the caller passed: `str` indices for a
//! `str` (so `text[m.start:m.end] == m.raw`), byte offsets for `bytes`.

use std::cell::Cell;
use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use rfc1738::PartName;
use urlgrep_formats::{Link, Origin, Record, RecordInfo};

use crate::errors::parse_error;

/// Where a match came from, beyond what its record says.
#[derive(Clone, Debug, Default)]
pub(crate) struct Context {
    pub path: Option<String>,
    pub record: Option<Arc<RecordInfo>>,
}

/// A match found, with its context, not yet a Python object.
pub(crate) struct Hit {
    pub r: Record<'static>,
    pub ctx: Context,
}

/// What the offsets of a match refer to.
pub(crate) enum Input {
    /// A `str`, as UTF-8: offsets become `str` indices, columns count
    /// characters; `raw` is a `str`.
    Str(Chars),
    /// `bytes`: byte offsets, `raw` is `bytes`.
    Bytes,
    /// A file or WARC payload: byte offsets, `raw` a `str` (as JSON).
    File,
}

/// Byte offsets to `str` indices, counting forward from the last one
/// asked: matches come in order, so a text is counted once in all. It
/// keeps no borrow of the text (each call is handed it), so a lazy
/// iterator can own both.
pub(crate) struct Chars {
    ascii: bool,
    /// The last (byte, index) pair, and that of the last line start.
    cursor: Cell<(usize, usize)>,
    line: Cell<(usize, usize)>,
}

impl Chars {
    pub(crate) fn new(utf8: &[u8]) -> Chars {
        Chars {
            ascii: utf8.is_ascii(),
            cursor: Cell::new((0, 0)),
            line: Cell::new((0, 0)),
        }
    }

    /// The `str` index of byte offset `b`: the UTF-8 lead bytes before it.
    fn index(&self, utf8: &[u8], b: usize) -> usize {
        let b = b.min(utf8.len());
        if self.ascii {
            return b;
        }
        let (lb, lc) = self.cursor.get();
        let c = if b >= lb {
            lc + bytecount::num_chars(&utf8[lb..b])
        } else {
            bytecount::num_chars(&utf8[..b])
        };
        self.cursor.set((b, c));
        c
    }

    /// The 1-based column in characters of a match at byte `start` whose
    /// byte column is `column`.
    fn column(&self, utf8: &[u8], start: usize, column: usize) -> usize {
        if self.ascii {
            return column;
        }
        let ls = start.saturating_sub(column.saturating_sub(1));
        let lc = match self.line.get() {
            (b, c) if b == ls => c,
            _ => {
                let c = self.index(utf8, ls);
                self.line.set((ls, c));
                c
            }
        };
        self.index(utf8, start) - lc + 1
    }
}

impl Input {
    /// `(start, end, column)` of `m` in `text`, the input as UTF-8 (only
    /// read for a `str`).
    pub(crate) fn span(&self, m: &Record<'_>, text: &[u8]) -> (usize, usize, usize) {
        match self {
            Input::Str(chars) => {
                let column = chars.column(text, m.start(), m.column());
                let start = chars.index(text, m.start());
                let end = start
                    + bytecount::num_chars(
                        &text[m.start().min(text.len())..m.end().min(text.len())],
                    );
                (start, end, column)
            }
            _ => (m.start(), m.end(), m.column()),
        }
    }
}

/// One URL found (SPEC §2.2). `start`/`end`/`column` are `str` indices
/// for `str` input, byte offsets otherwise; `record_*` are set for WARC
/// payloads, `message_id`/`part`/`encoding` for mail. Generic in the type
/// of `raw` for type checkers: `Match[str]` or `Match[bytes]`.
#[pyclass(name = "Match", module = "urlgrep._urlgrep", frozen)]
pub struct PyMatch {
    /// The URL as found: wrapper, line breaks and markup taken away
    /// (SPEC §1).
    #[pyo3(get)]
    url: String,
    /// The text the match spans, as written (line breaks included): a
    /// `str` for a `str` input or a file, `bytes` for a bytes-like input.
    #[pyo3(get)]
    raw: Py<PyAny>,
    /// Where the match starts: a `str` index for a `str` input, a byte
    /// offset otherwise (into the WARC payload for a WARC record).
    #[pyo3(get)]
    start: usize,
    /// Where the match ends (exclusive), counted as `start` is.
    #[pyo3(get)]
    end: usize,
    /// The 1-based line of `start`.
    #[pyo3(get)]
    line: u64,
    /// The 1-based column of `start`: characters for a `str` input,
    /// bytes otherwise.
    #[pyo3(get)]
    column: usize,
    /// How the URL was written: `"wrapped"` (`<URL:...>`), `"angle"`
    /// (`<...>`), `"bare"`, or `"href"` (an HTML attribute).
    #[pyo3(get)]
    kind: &'static str,
    /// The scheme, in lower case.
    #[pyo3(get)]
    scheme: String,
    /// Whether RFC 1738's grammar takes the URL (else see `error`).
    #[pyo3(get)]
    valid: bool,
    /// Whether a wrapper or angle match found its closing `>`.
    #[pyo3(get)]
    terminated: bool,
    /// Whether the URL was broken at a hyphen at a line end (see
    /// `alternatives`).
    #[pyo3(get)]
    hyphen_break: bool,
    /// The other readings of a hyphen break, as `hyphen="both"` adds
    /// them.
    #[pyo3(get)]
    alternatives: Vec<String>,
    /// SPEC §3's notes on the URL (such as a host that is an IP address).
    #[pyo3(get)]
    flags: Vec<&'static str>,
    /// The file the match was found in (`scan_path`), else `None`.
    #[pyo3(get)]
    path: Option<String>,
    origin: Origin,
    link: Option<Link>,
    /// The WHATWG serialization and host.
    canonical: Option<String>,
    whatwg_host: Option<String>,
    error_data: Option<(&'static str, usize, String)>,
    parts_data: Vec<(&'static str, String)>,
    fields: Vec<(String, String)>,
    ctx: Context,
}

impl PyMatch {
    pub(crate) fn new(py: Python<'_>, hit: Hit, input: &Input, text: &[u8]) -> PyResult<PyMatch> {
        let m = &hit.r;
        let (url, err) = m.parse_partial();
        let mut parts_data = Vec::new();
        for (name, value) in url.parts() {
            parts_data.push((name.as_str(), value.to_string()));
            if name == PartName::Path {
                parts_data.push(("fields", String::new()));
            }
        }
        let fields = url
            .fields()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        let raw: Py<PyAny> = match input {
            Input::Bytes => PyBytes::new(py, m.raw()).into_any().unbind(),
            _ => PyString::new(py, &String::from_utf8_lossy(m.raw()))
                .into_any()
                .unbind(),
        };
        let (start, end, column) = input.span(m, text);
        let whatwg = url::Url::parse(m.url()).ok();
        Ok(PyMatch {
            url: m.url().to_string(),
            raw,
            start,
            end,
            line: m.line(),
            column,
            kind: m.kind().as_str(),
            scheme: m.scheme().to_ascii_lowercase(),
            valid: err.is_none(),
            terminated: m.is_terminated(),
            hyphen_break: m.hyphen_break(),
            alternatives: m.alternatives().collect(),
            flags: m.flags().collect(),
            path: hit.ctx.path.clone(),
            origin: m.origin().clone(),
            link: m.link().cloned(),
            canonical: whatwg.as_ref().map(|u| u.as_str().to_string()),
            whatwg_host: whatwg.as_ref().and_then(whatwg_host),
            error_data: err.map(|e| (e.kind.as_str(), e.offset, e.message().to_string())),
            parts_data,
            fields,
            ctx: hit.ctx,
        })
    }
}

#[pymethods]
impl PyMatch {
    /// `None`, or a `urlgrep.ParseError` (not raised) with the SPEC §3
    /// `kind`, the byte `offset` into `url` and a `message`.
    #[getter]
    fn error<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.error_data
            .as_ref()
            .map(|(k, o, msg)| parse_error(py, k, *o, msg))
            .transpose()
    }

    /// The URL's parts as written (SPEC §3); prospero `fields` as a list
    /// of `[name, value]`.
    #[getter]
    fn parts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (name, value) in &self.parts_data {
            if *name == "fields" {
                if !self.fields.is_empty() {
                    let list = PyList::empty(py);
                    for (n, v) in &self.fields {
                        list.append(vec![n.as_str(), v.as_str()])?;
                    }
                    d.set_item("fields", list)?;
                }
            } else {
                d.set_item(*name, value)?;
            }
        }
        Ok(d)
    }

    /// The host: as the WHATWG URL Standard reads it (IDNA to ASCII,
    /// an IPv6 literal in brackets, userinfo left out), else `host` of
    /// the parts, or `None`.
    #[getter]
    fn host(&self) -> Option<&str> {
        self.whatwg_host.as_deref().or_else(|| {
            let part = self.parts_data.iter().find(|(n, _)| *n == "host");
            part.map(|(_, v)| v.as_str())
        })
    }

    /// The URL in the WHATWG URL Standard's serialization (scheme and
    /// host lower case, IDNA to ASCII, default port and dot segments
    /// dropped), or `None` when it does not parse.
    #[getter]
    fn canonical(&self) -> Option<&str> {
        self.canonical.as_deref()
    }

    /// Whether the URL is a relative reference of an HTML attribute
    /// resolved against the page's base (`base=`, `<base href>`, a WARC
    /// record's target URI); `raw` is the reference as written.
    #[getter]
    fn resolved(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.resolved)
    }

    /// For an HTML attribute (`kind == "href"`): the element's name
    /// (`"a"`, `"img"`, `"link"`…); else `None`.
    #[getter]
    fn element(&self) -> Option<&str> {
        self.link.as_ref().map(|l| &*l.element)
    }

    /// For an HTML attribute: its name (`"href"`, `"src"`, `"srcset"`…);
    /// else `None`.
    #[getter]
    fn attribute(&self) -> Option<&'static str> {
        self.link.as_ref().map(|l| l.attribute)
    }

    /// For an HTML attribute: the element's `rel`, if it has one.
    #[getter]
    fn rel(&self) -> Option<&str> {
        self.link.as_ref()?.rel.as_deref()
    }

    /// For an anchor's `href`: its visible text, white space collapsed,
    /// at most 200 characters; else `None`.
    #[getter]
    fn text(&self) -> Option<&str> {
        self.link.as_ref()?.text.as_deref()
    }

    /// The WARC record's `WARC-Target-URI`, for a match in a WARC payload;
    /// else `None`.
    #[getter]
    fn record_uri(&self) -> Option<&str> {
        self.ctx.record.as_ref()?.uri.as_deref()
    }

    /// The WARC record's `WARC-Record-ID`, for a match in a WARC payload;
    /// else `None`.
    #[getter]
    fn record_id(&self) -> Option<&str> {
        self.ctx.record.as_ref()?.id.as_deref()
    }

    /// The byte offset of the WARC record (or of its gzip member) in the
    /// file, for a match in a WARC payload; else `None`.
    #[getter]
    fn record_offset(&self) -> Option<u64> {
        self.ctx.record.as_ref().map(|r| r.offset)
    }

    /// The `Message-ID` of the mail message the match is in; else `None`.
    #[getter]
    fn message_id(&self) -> Option<&str> {
        match &self.origin {
            Origin::Part { message, .. } | Origin::Header { message, .. } => {
                message.as_ref()?.message_id.as_deref()
            }
            _ => None,
        }
    }

    /// The `Subject` of the mail message the match is in; else `None`.
    #[getter]
    fn subject(&self) -> Option<&str> {
        match &self.origin {
            Origin::Part { message, .. } | Origin::Header { message, .. } => {
                message.as_ref()?.subject.as_deref()
            }
            _ => None,
        }
    }

    /// The 0-based MIME part of the mail message the match is in; else
    /// `None`.
    #[getter]
    fn part(&self) -> Option<usize> {
        match &self.origin {
            Origin::Part { part, .. } => Some(*part),
            _ => None,
        }
    }

    /// The header field the match is in (`"Organization"`), for a URL in
    /// a mail header a reader sees (SPEC §2.3; `part` is then `None`);
    /// else `None`.
    #[getter]
    fn field(&self) -> Option<&str> {
        match &self.origin {
            Origin::Header { field, .. } => Some(field),
            _ => None,
        }
    }

    /// The transfer encoding undone in that MIME part
    /// (`"quoted-printable"`, `"base64"`), else `None`.
    #[getter]
    fn encoding(&self) -> Option<&'static str> {
        match &self.origin {
            Origin::Part { encoding, .. } => *encoding,
            _ => None,
        }
    }

    /// The match as SPEC §2.2's JSON record (a dict); fields that do not
    /// apply are left out, as the CLI leaves them out.
    fn as_dict<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        let py = slf.py();
        let me = slf.get();
        let d = PyDict::new(py);
        if let Some(p) = &me.path {
            d.set_item("path", p)?;
        }
        for name in [
            "line", "column", "start", "end", "kind", "url", "raw", "scheme",
        ] {
            d.set_item(name, slf.getattr(name)?)?;
        }
        d.set_item("valid", me.valid)?;
        let error = match &me.error_data {
            None => py.None().into_bound(py),
            Some((k, o, msg)) => {
                let e = PyDict::new(py);
                e.set_item("kind", *k)?;
                e.set_item("offset", *o)?;
                // As the CLI's JSON (SPEC §2.2): the kind and offset too.
                e.set_item("message", format!("{k} at byte {o}: {msg}"))?;
                e.into_any()
            }
        };
        d.set_item("error", error)?;
        for name in [
            "terminated",
            "hyphen_break",
            "alternatives",
            "flags",
            "parts",
            "canonical",
            "host",
        ] {
            d.set_item(name, slf.getattr(name)?)?;
        }
        if me.resolved() {
            d.set_item("resolved", true)?;
        }
        let optional = [
            "element",
            "attribute",
            "rel",
            "text",
            "record_uri",
            "record_id",
            "record_offset",
            "message_id",
            "subject",
            "part",
            "field",
            "encoding",
        ];
        for name in optional {
            let v = slf.getattr(name)?;
            if !v.is_none() {
                d.set_item(name, v)?;
            }
        }
        // As the JSON record says it (SPEC §2.3).
        if me.field().is_some() {
            d.set_item("part", "header")?;
        }
        Ok(d)
    }

    /// `Match[str]` and `Match[bytes]` (the type of `raw`) in annotations
    /// evaluated at run time, as for `re.Match`.
    #[classmethod]
    fn __class_getitem__<'py>(
        cls: &Bound<'py, pyo3::types::PyType>,
        item: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        generic_alias(cls, item)
    }

    /// The URL, offsets, line and kind.
    fn __repr__(&self) -> String {
        format!(
            "Match(url={:?}, start={}, end={}, line={}, kind={:?})",
            self.url, self.start, self.end, self.line, self.kind
        )
    }
}

/// `types.GenericAlias(cls, item)`: what `list[int]` is.
pub(crate) fn generic_alias<'py>(
    cls: &Bound<'py, pyo3::types::PyType>,
    item: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let types = cls.py().import("types")?;
    types.getattr("GenericAlias")?.call1((cls, item))
}

/// The host of `url` as the WHATWG URL Standard reads it (ASCII, an IPv6
/// literal in brackets, no userinfo), if it has one: `Match.host` and the
/// Spark columns' `host` (SPEC §2.2).
pub(crate) fn whatwg_host(url: &url::Url) -> Option<String> {
    url.host_str().filter(|h| !h.is_empty()).map(str::to_string)
}
