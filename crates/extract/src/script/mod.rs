//! Scripts and the characters read through (SPEC §1.8.1): where a URL
//! ends in CJK prose (`cjk`), and the TeX tildes and U+200B a typesetter
//! puts in a URL (`through`).

pub(crate) mod cjk;
pub(crate) mod through;
