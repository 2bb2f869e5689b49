//! The join stage (SPEC §1.6.3): the loop that continues a broken bare
//! URL over lines (`continuation`), the verdict of its rules (`verdict`),
//! and the facts they read: the next line's token (`token`, `words`), the
//! URL's tail (`tail`), line widths (`widths`), a typesetter's breaks
//! (`typeset`), lines a tool writes as records of their own (`records`),
//! and the joined pieces (`pieces`). Code's adjacent string
//! literals are joined too (`literals`).

pub(crate) mod continuation;
pub(crate) mod literals;
pub(crate) mod pieces;
pub(crate) mod records;
pub(crate) mod tail;
pub(crate) mod token;
pub(crate) mod typeset;
pub(crate) mod verdict;
pub(crate) mod widths;
pub(crate) mod words;
