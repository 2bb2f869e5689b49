//! The `Extractor(...)` keyword options, checked once: the same names
//! and values as urlgrep's flags (SPEC §2.1, §2.3).

use urlgrep_extract::Extractor;
use urlgrep_formats::DocFormat;

use crate::errors::value_error;
use pyo3::PyResult;

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
