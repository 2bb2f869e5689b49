//! The `Extractor(...)` keyword options, checked once: the same names
//! and values as urlgrep's flags (SPEC §2.1, §2.3).

use urlgrep_extract::Extractor;
use urlgrep_formats::DocFormat;

use crate::errors::value_error;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyInt;

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

/// The checked options.
#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub extractor: Extractor,
    /// `schemes=`: only URLs of these schemes (lower case); `None`: all.
    pub schemes: Option<Vec<String>>,
    pub hyphen: Hyphen,
    pub join: Join,
    /// `None` for `auto`.
    pub format: Option<DocFormat>,
    pub max_len: usize,
}

impl Options {
    pub(crate) fn new(
        schemes: Option<Vec<String>>,
        hyphen: &str,
        join: &str,
        format: &str,
        max_len: usize,
    ) -> PyResult<Options> {
        let hyphen = match hyphen {
            "auto" => Hyphen::Auto,
            "keep" => Hyphen::Keep,
            "drop" => Hyphen::Drop,
            "both" => Hyphen::Both,
            other => return Err(value_error("hyphen", other, "auto, keep, drop or both")),
        };
        let join = match join {
            "auto" => Join::Auto,
            "never" => Join::Never,
            other => return Err(value_error("join", other, "auto or never")),
        };
        let format = match format {
            "auto" => None,
            "text" => Some(DocFormat::Text),
            "mail" => Some(DocFormat::Message),
            "html" => Some(DocFormat::Html),
            "warc" => Some(DocFormat::Warc),
            other => {
                return Err(value_error(
                    "format",
                    other,
                    "auto, text, mail, html or warc",
                ))
            }
        };
        let mut builder = Extractor::builder();
        builder.max_len(max_len).join(join == Join::Auto);
        // As `--scheme`: a filter, and unknown names are added (SPEC §4).
        let schemes = schemes.map(|list| {
            list.iter()
                .map(|s| s.trim().to_ascii_lowercase())
                .filter(|s| !s.is_empty())
                .inspect(|name| {
                    if rfc1738::Scheme::from_name(name) == rfc1738::Scheme::Other {
                        builder.scheme(name);
                    }
                })
                .collect::<Vec<_>>()
        });
        let extractor = builder
            .build()
            .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.to_string()))?;
        Ok(Options {
            extractor,
            schemes,
            hyphen,
            join,
            format,
            max_len,
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
    let got = match n.extract::<i64>() {
        Ok(v) => v,
        // An int too large for i64 is just out of range.
        Err(_) if n.is_instance_of::<PyInt>() => {
            if n.lt(0)? {
                i64::MIN
            } else {
                i64::MAX
            }
        }
        Err(e) => return Err(e),
    };
    if !(1..=MAX_THREADS).contains(&got) {
        return Err(PyValueError::new_err(format!(
            "threads={n}: expected 1 to {MAX_THREADS} \
             (above 4 per CPU, {most} here, it is lowered to {most})"
        )));
    }
    Ok(Some((got as usize).min(most)))
}
