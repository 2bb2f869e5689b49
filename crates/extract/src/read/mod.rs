//! Reading one URL: a wrapper (SPEC §1.1–1.3, `wrapper`), a bare URL
//! (§1.4, `bare`), a link whose text is the URL (§1.7.3, `links`: the
//! table of same-text link forms), and its hyphen readings (§1.3.3,
//! `hyphen`).

pub(crate) mod bare;
pub(crate) mod hyphen;
pub(crate) mod links;
pub(crate) mod wrapper;
