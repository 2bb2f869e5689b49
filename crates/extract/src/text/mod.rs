//! Text: byte and character classes (`chars`), URL bytes as UTF-8
//! (`utf8`), and the line counter (`counter`).

pub(crate) mod chars;
pub(crate) mod counter;
pub(crate) mod utf8;
