//! A debugger's or REPL's picture of an object is no URL wrapper (SPEC
//! §1.3.5 b reads `<scheme:…>` as a URL): Ruby's `inspect` writes
//! `#<File:foo>`, `#<File:/dev/tty>`, `#<File:testfile (closed)>`, a
//! class name, a colon and the object's state in `#<…>`, and the Ruby
//! reference manual (rurema/doctree, `refm/api/src/_builtin/IO`,
//! `ARGF`, `io/console.rd`, `json/JSON`) shows it in every example of
//! an open file: the `file` scheme read into them eleven malformed URLs
//! (`File:foo`, missing slashes), and ten more in its markdown edition.
//! The evidence is both Ruby's: the `#` glued before the `<` and a class
//! name's shape, a capital and then a small letter. A scheme in capitals
//! (`#<URL:…>`, `#<HTTP://…>`) or small letters (`#<https://…>`) opens
//! a wrapper as before.

/// Whether the `<` at `open`, before the scheme name `name`, opens a
/// Ruby object's inspection (module docs): then neither the wrapper nor
/// the name after it is a URL.
#[inline]
pub(crate) fn is_inspection(hay: &[u8], open: usize, name: &[u8]) -> bool {
    open > 0
        && hay[open - 1] == b'#'
        && hay[open] == b'<'
        && name.first().is_some_and(u8::is_ascii_uppercase)
        && name.get(1).is_some_and(u8::is_ascii_lowercase)
}
