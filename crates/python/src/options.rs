//! The `Extractor(...)` keyword options, checked once: the same names
//! and values as urlgrep's flags (SPEC §2.1, §2.3).

use urlgrep_extract::{Extractor, MAX_MAX_LEN};
use urlgrep_formats::DocFormat;

use crate::errors::{type_error, value_error};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyInt, PyString};

/// `hyphen=`: which reading of a hyphen break `find_urls` returns
/// (SPEC §2.1 `--hyphen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hyphen {
    Auto,
    Keep,
    Drop,
    Both,
}

/// `join=`: rejoining bare URLs broken across lines (SPEC §1.6.3), as
/// `--join auto|never`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Join {
    Auto,
    Never,
}

/// `format=`: how an input is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FormatOpt {
    /// `None`: a `str` or bytes-like argument is text (a caller who has
    /// text in hand means text; guessing dropped a mail-like text's head),
    /// a file's format is detected.
    Default,
    /// `"auto"`: detected for every input, texts too.
    Auto,
    /// As named, for every input.
    Fixed(DocFormat),
}

/// The keyword arguments of `Extractor(...)`, as passed (`None` if not).
#[derive(Default)]
pub(crate) struct Args<'a, 'py> {
    pub schemes: Option<&'a Bound<'py, PyAny>>,
    pub extra_schemes: Option<&'a Bound<'py, PyAny>>,
    pub hyphen: Option<&'a Bound<'py, PyAny>>,
    pub join: Option<&'a Bound<'py, PyAny>>,
    pub format: Option<&'a Bound<'py, PyAny>>,
    pub max_len: Option<&'a Bound<'py, PyAny>>,
    pub base: Option<&'a Bound<'py, PyAny>>,
}

/// The checked options.
#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub extractor: Extractor,
    /// The schemes kept (lower case): `schemes=` and `extra_schemes=`
    /// together; `None` (no `schemes=`): all that are found.
    pub schemes: Option<Vec<String>>,
    /// `schemes=` and `extra_schemes=` as given (checked), for `repr`.
    pub given: (Option<Vec<String>>, Vec<String>),
    pub hyphen: Hyphen,
    pub join: Join,
    pub format: FormatOpt,
    pub max_len: usize,
    /// `base=`: what relative links of HTML resolve against (`--base`).
    pub base: Option<url::Url>,
}

impl Options {
    pub(crate) fn new(a: Args<'_, '_>) -> PyResult<Options> {
        let hyphen = match choice("hyphen", a.hyphen, &["auto", "keep", "drop", "both"])? {
            "keep" => Hyphen::Keep,
            "drop" => Hyphen::Drop,
            "both" => Hyphen::Both,
            _ => Hyphen::Auto,
        };
        let join = match choice("join", a.join, &["auto", "never"])? {
            "never" => Join::Never,
            _ => Join::Auto,
        };
        let names = ["auto", "text", "mail", "html", "warc"];
        let format = match a.format.filter(|f| !f.is_none()) {
            None => FormatOpt::Default,
            Some(f) => match choice("format", Some(f), &names)? {
                "text" => FormatOpt::Fixed(DocFormat::Text),
                "mail" => FormatOpt::Fixed(DocFormat::Message),
                "html" => FormatOpt::Fixed(DocFormat::Html),
                "warc" => FormatOpt::Fixed(DocFormat::Warc),
                _ => FormatOpt::Auto,
            },
        };
        let max_len = match a.max_len.filter(|m| !m.is_none()) {
            None => urlgrep_extract::DEFAULT_MAX_LEN,
            Some(m) => int_in("max_len", m, 16, MAX_MAX_LEN as i64)? as usize,
        };
        let base = match a.base.filter(|b| !b.is_none()) {
            None => None,
            Some(b) => {
                let text: String = b
                    .extract()
                    .map_err(|_| type_error("base", "a str or None", b))?;
                let url = url::Url::parse(text.trim())
                    .map_err(|_| value_error("base", "an absolute URL", b))?;
                Some(url)
            }
        };
        let schemes = scheme_names("schemes", a.schemes)?;
        let extra = scheme_names("extra_schemes", a.extra_schemes)?.unwrap_or_default();
        let mut builder = Extractor::builder();
        builder.max_len(max_len).join(join == Join::Auto);
        // As `--scheme`: unknown names are added to the table (SPEC §4).
        for name in schemes.iter().flatten().chain(&extra) {
            if rfc1738::Scheme::from_name(name) == rfc1738::Scheme::Other {
                builder.scheme(name);
            }
        }
        let extractor = builder
            .build()
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        // `schemes=` replaces the default list, `extra_schemes=` adds.
        let kept = schemes.as_ref().map(|s| {
            let mut all = s.clone();
            all.extend(extra.iter().filter(|e| !s.contains(e)).cloned());
            all
        });
        Ok(Options {
            extractor,
            schemes: kept,
            given: (schemes, extra),
            hyphen,
            join,
            format,
            max_len,
            base,
        })
    }

    /// Whether a match of `scheme` is kept.
    pub(crate) fn keeps(&self, scheme: &str) -> bool {
        self.schemes
            .as_ref()
            .is_none_or(|list| list.iter().any(|s| s.eq_ignore_ascii_case(scheme)))
    }

    /// The readings `find_urls` returns for a match, as `--hyphen` prints.
    pub(crate) fn readings(&self, m: &urlgrep_formats::Record<'_>, out: &mut Vec<String>) {
        match self.hyphen {
            Hyphen::Auto => out.push(m.url().to_string()),
            Hyphen::Keep => out.push(m.url_keep().into_owned()),
            Hyphen::Drop => out.push(m.url_drop().into_owned()),
            Hyphen::Both => {
                out.push(m.url().to_string());
                out.extend(m.alternatives());
            }
        }
    }

    pub(crate) fn hyphen_name(&self) -> &'static str {
        match self.hyphen {
            Hyphen::Auto => "auto",
            Hyphen::Keep => "keep",
            Hyphen::Drop => "drop",
            Hyphen::Both => "both",
        }
    }

    pub(crate) fn join_name(&self) -> &'static str {
        match self.join {
            Join::Auto => "auto",
            Join::Never => "never",
        }
    }
}

/// The most threads `extract_batch` accepts: a bound on a mistake
/// (`threads=10000` made ten thousand threads; issue 24), far above any
/// machine's useful count.
pub(crate) const MAX_THREADS: i64 = 1024;

/// `extract_batch`'s `threads=`: `None` for rayon's pool (one per CPU);
/// else 1 to [`MAX_THREADS`], a `ValueError` outside that. Above 4 per
/// CPU it is lowered to 4 per CPU: a search does no I/O, so more threads
/// than that would only take turns.
pub(crate) fn threads(n: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
    let Some(n) = n.filter(|n| !n.is_none()) else {
        return Ok(None);
    };
    let cpus = std::thread::available_parallelism().map_or(1, |c| c.get());
    let most = 4 * cpus;
    let expected = format!("an int from 1 to {MAX_THREADS} or None");
    let got = index(n).ok_or_else(|| type_error("threads", &expected, n))?;
    // An int too large for i64 is just out of range.
    let got = got.extract::<i64>().unwrap_or(0);
    if !(1..=MAX_THREADS).contains(&got) {
        return Err(PyValueError::new_err(format!(
            "threads={n}: expected 1 to {MAX_THREADS} \
             (above 4 per CPU, {most} here, it is lowered to {most})"
        )));
    }
    Ok(Some((got as usize).min(most)))
}

/// `got` as an int (`operator.index`: numpy's ints too), or `None` if it
/// is none; `True` and `False` are not taken for counts.
fn index<'py>(got: &Bound<'py, PyAny>) -> Option<Bound<'py, PyInt>> {
    if got.is_instance_of::<PyBool>() {
        return None;
    }
    let op = got.py().import("operator").ok()?;
    op.call_method1("index", (got,)).ok()?.cast_into().ok()
}

/// An int argument from `lo` to `hi`: a `TypeError` if not an int, a
/// `ValueError` outside (never `OverflowError`, however large).
fn int_in(arg: &str, got: &Bound<'_, PyAny>, lo: i64, hi: i64) -> PyResult<i64> {
    let expected = format!("an int from {lo} to {hi}");
    let n = index(got).ok_or_else(|| type_error(arg, &expected, got))?;
    match n.extract::<i64>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(value_error(arg, &expected, got)),
    }
}

/// A `str` argument that must be one of `choices`; `None`: the first.
fn choice<'c>(arg: &str, got: Option<&Bound<'_, PyAny>>, choices: &[&'c str]) -> PyResult<&'c str> {
    let Some(got) = got.filter(|g| !g.is_none()) else {
        return Ok(choices[0]);
    };
    let quoted: Vec<String> = choices.iter().map(|c| format!("{c:?}")).collect();
    let expected = format!("one of {}", quoted.join(", "));
    let s = got
        .cast::<PyString>()
        .map_err(|_| type_error(arg, &expected, got))?;
    let s = s.to_cow()?;
    choices
        .iter()
        .find(|c| **c == s)
        .copied()
        .ok_or_else(|| value_error(arg, &expected, got))
}

/// `schemes=` or `extra_schemes=`: an iterable of scheme names (not a
/// `str`, which is iterable too), lower-cased; `None` if not given.
fn scheme_names(arg: &str, got: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Vec<String>>> {
    let Some(got) = got.filter(|g| !g.is_none()) else {
        return Ok(None);
    };
    let expected = "a list of scheme names or None";
    let text_like = got.is_instance_of::<PyString>()
        || got.is_instance_of::<PyBytes>()
        || got.is_instance_of::<PyByteArray>();
    if text_like {
        return Err(type_error(arg, expected, got));
    }
    let items = got.try_iter().map_err(|_| type_error(arg, expected, got))?;
    let mut names = Vec::new();
    for item in items {
        let item = item?;
        let Ok(name) = item.cast::<PyString>() else {
            return Err(type_error(&format!("each name in {arg}"), "a str", &item));
        };
        let name = name.to_cow()?.trim().to_ascii_lowercase();
        // The builder's own rule, so both say the same of a name.
        if let Err(e) = Extractor::builder().scheme(&name).build() {
            return Err(PyValueError::new_err(format!("{arg}: {e}")));
        }
        if !names.contains(&name) {
            names.push(name);
        }
    }
    Ok(Some(names))
}
