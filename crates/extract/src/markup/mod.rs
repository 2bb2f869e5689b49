//! Markup around and inside URLs (SPEC §1.5, §1.7): terminal escape
//! sequences (`ansi`, §1.6.5), backslash escapes
//! (`escapes`), character references (`entities`), markdown, AsciiDoc,
//! a stack trace's `:line:column` (`position`), Texinfo, LaTeX's URL arguments (`latex`), templates and regular expressions (`pattern`), HTML anchors in text, link markups that pair target and text
//! (`pairs`), comma-separated fields, a mail archive's obscured `@`
//! (`obscured`), a mailer's `**` at a URL's break points (`starred`),
//! string literals concatenated across a line break (`concat`), Ruby's
//! inspection of an object (`inspect`).

pub(crate) mod anchor;
pub(crate) mod ansi;
pub(crate) mod asciidoc;
pub(crate) mod concat;
pub(crate) mod entities;
pub(crate) mod escapes;
pub(crate) mod fields;
pub(crate) mod inspect;
pub(crate) mod latex;
pub(crate) mod markdown;
pub(crate) mod obscured;
pub(crate) mod pairs;
pub(crate) mod pattern;
pub(crate) mod position;
pub(crate) mod starred;
pub(crate) mod template;
pub(crate) mod texinfo;
