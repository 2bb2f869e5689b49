//! What a search needs to know, handed down to every stage as plain data
//! (DESIGN.md habit 15): the scheme table, `max_len`, and whether broken
//! bare URLs are joined. The `Extractor` owns one; the search takes it,
//! so no stage hears of the API.

pub(crate) mod schemes;

use schemes::SchemeSet;

/// An extractor's settings (`ExtractorBuilder`'s, checked).
#[derive(Clone, Debug)]
pub(crate) struct Config {
    pub(crate) schemes: SchemeSet,
    pub(crate) max_len: usize,
    /// Whether bare URLs a line break cut are rejoined (SPEC §1.6.3).
    pub(crate) join: bool,
    /// The schemes reported, lower case; `None`: all. Every URL is still
    /// read (where one ends decides where the next may start): the others
    /// are found and not reported, as a filter on the output would.
    pub(crate) only: Option<Vec<String>>,
    /// Whether matches carry their line number (`line_numbers`).
    pub(crate) line_numbers: bool,
}

impl Config {
    /// Whether a URL of `scheme` is reported (`scheme` asked only when
    /// some are not).
    #[inline]
    pub(crate) fn reports<'s>(&self, scheme: impl FnOnce() -> &'s str) -> bool {
        self.only.as_ref().is_none_or(|only| {
            let scheme = scheme();
            only.iter().any(|n| n.eq_ignore_ascii_case(scheme))
        })
    }
}
