//! Markup around and inside URLs (SPEC §1.5, §1.7): backslash escapes
//! (`escapes`), character references (`entities`), markdown, AsciiDoc,
//! Texinfo, templates, HTML anchors in text, reStructuredText references,
//! comma-separated fields.

pub(crate) mod anchor;
pub(crate) mod asciidoc;
pub(crate) mod entities;
pub(crate) mod escapes;
pub(crate) mod fields;
pub(crate) mod markdown;
pub(crate) mod rst;
pub(crate) mod template;
pub(crate) mod texinfo;
