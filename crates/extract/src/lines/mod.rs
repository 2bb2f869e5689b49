//! Crossing a line (SPEC §1.6), for `read` and `join`: the seam both
//! use (`cross`: a line's end, the next line, where its text starts),
//! where a line ends (`ends`: folds, a typesetter's hyphenation), its
//! prefix (§1.6.1, `prefix`) and the marks it is made of (`marks`),
//! page breaks (§1.6.2, `page`), a calendar's folded content lines
//! (`unfold`).

pub(crate) mod cross;
pub(crate) mod ends;
pub(crate) mod marks;
pub(crate) mod page;
pub(crate) mod prefix;
pub(crate) mod unfold;
