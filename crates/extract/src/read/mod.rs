//! Reading one URL: a wrapper (SPEC §1.1–1.3, `wrapper`), a bare URL
//! (§1.4, `bare`, with the markdown link whose text is the URL, §1.7.3),
//! and its hyphen readings (§1.3.3, `hyphen`).

pub(crate) mod bare;
pub(crate) mod hyphen;
pub(crate) mod wrapper;
