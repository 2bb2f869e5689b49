//! HTML documents and HTML mail parts (SPEC §1.7.4): URLs in attribute
//! values and in the visible text, placed in the page's bytes.
//!
//! - Attributes `href`, `src`, `action`, `cite`, `poster`, `data`,
//!   `background` and each `srcset` candidate: the value with character
//!   references decoded, kind `href`, when it is an absolute URL of a
//!   scheme the [`Extractor`] knows, or a relative reference and the page
//!   has a base (`links.rs`: the first `<base href>`, else the base the
//!   caller gives), resolved by the WHATWG URL Standard. Each record
//!   names its element and attribute, the element's `rel` and an
//!   anchor's text ([`Link`](crate::Link)).
//! - The visible text: tags, comments, `script` and `style` removed,
//!   references decoded, `<br>` and block tags as line breaks; then the
//!   extractor's §1 rules on it, so `&lt;URL:…&gt;` is a wrapped URL.
//! - An anchor whose text holds the same URL as its `href` is one match:
//!   the `href`; so is one whose text shows the `href` cut short, a
//!   prefix of it followed by `...` or `…` (link text shortened for
//!   display, as blog comment systems do); and so is one whose `href` is
//!   the text's URL and the punctuation after it that the text shows and
//!   §1.4 trims (pipermail's linkifier writes `<A HREF="https://…/optout.">`
//!   for a footer's sentence; Gmail's and IRC logs' take a closing `)` or
//!   `]` of the prose around the URL): the `href` read as the text reads it, its
//!   `raw` as written. That reading is the first match that starts in
//!   the anchor's text, within its first 4 KiB (`found::TRIM_REACH`): the
//!   link waits for that match or for the search to pass the window, so
//!   the record does not depend on how far the search has read, and an
//!   unclosed `<a>` does not keep the page.
//!
//! The page is read by WHATWG tokenization, as [html5gum]'s tokenizer
//! reads it (so unquoted attributes, `</A>` in capitals, comments,
//! `<script>` text and references are read as browsers read them). Of
//! the tokenizers SPEC's issue names html5gum is the one that gives byte
//! spans for every attribute value and character run, which `start`,
//! `end` and `raw` need: html5ever's tokenizer gives line numbers only;
//! lol_html gives spans but is a rewriter that matches selectors. This
//! reader drives html5gum with an emitter of its own (`tokens.rs`) that
//! copies almost nothing (`run.rs`, `names.rs`).
//!
//! The common subset of HTML (text, the usual references, tags,
//! comments, doctypes, `script`, `style` and `title` text) is read
//! without html5gum's state machine: `fast.rs` finds it with `memchr`
//! and makes the same calls of the same emitter that html5gum would
//! make, and hands the rest of the page to html5gum, in html5gum's state
//! there, at the first thing outside the subset (a CR, a NUL, another
//! reference, `<!` of another kind, a tag the input ends in…). The
//! records are html5gum's: `tests/html_fast.rs` compares both readers on
//! every page of `testdata/` (whole, cut at many points, with CRLF), on
//! the 958 pages of `target/bench/pages` when asked, and the `html_diff`
//! fuzz target on any bytes. All 958 rustdoc and mdBook pages are read
//! by the fast reader to their end.
//!
//! Measured on the 50 MB of the Rust toolchain's HTML documentation
//! (`target/bench/pages`, 958 pages, as one file), CPU time, one thread,
//! release build, peers in the same run (load 1–2 on 2 cores): best of
//! 9 interleaved runs of the binaries, best of 5 of
//! `html-tokenizer-bound` (`benches/html-compare.sh` runs both):
//!
//! | reading | MB/s |
//! |---|---|
//! | `urlgrep --format html`, html5gum alone (the binary before `fast.rs`) | 163 |
//! | `urlgrep --format html`, the fast reader | 244 |
//! | `html::scan`, html5gum alone (`scan_each_by_html5gum`) | 172 |
//! | `html::scan`, the fast reader | 307 |
//! | html5gum with an emitter that reads nothing | 322 |
//! | the fast reader with an emitter that keeps only tag names | 708 |
//! | `urlgrep --format text` on the same bytes | 1189 |
//! | linkify reading the same bytes as text | 525 |
//!
//! Earlier (issue 10, 64 MB of the same documentation): lol_html with a
//! document text handler only 208 MB/s, with `[href],[src],…` element
//! handlers 109; tl, whole page parsed, 150; html5ever's tokenizer with
//! a sink that counts text 69. None is faster than html5gum even with
//! nothing read, and tl is no WHATWG tokenizer.
//!
//! What bounds this reader now is the emitter and what it feeds (the
//! text and its offset map, `found.rs`), not the tokenizer: the fast
//! reader alone, with an emitter that keeps only tag names, reads 708
//! MB/s (1.27 million tags in 50 MB, a tag every 39 bytes), the whole
//! reader 307 MB/s: the emitter's calls, the text and its offset map and
//! the records take more than half the time. End to end `--format html`
//! is 1.50× the html5gum reader, 0.21× text mode and 0.47× linkify;
//! issue 23's goals (0.3× text mode, 1.5× linkify) need that work per
//! tag cut as well as a faster reader (the stream's copies into the page
//! take about a tenth more).
//! Fat LTO with one codegen unit gave 207 MB/s end to end with html5gum
//! alone, not worth the build time of every release build.
//!
//! Not done: skipping a page, or the rest of one, that holds no `:` and
//! no reference (every URL of §1 and every absolute `href` has a colon,
//! `&colon;` or `&#58;` included). The rest of a page cannot be cut
//! after its last colon (a URL runs on past it, across tags and, by
//! §1.6, lines), and the benchmark's pages hold colons to their end,
//! so the check would only cost its `memchr` pass.
//!
//! Everything is one pass over the page and one over its text, and a
//! page is never held whole (issue 24, failure 5: 100 MB of HTML took
//! 1.29 GB, 13 times the page): the text goes to the extractor's
//! streaming search as the tokenizer makes it ([`Extractor::stream_iter`],
//! which finds what the whole-text search finds), records go out in page
//! order as soon as nothing can come before them (`found.rs`), and the
//! text, its map and, for a stream, the page's bytes are kept only from
//! the first byte a later record can need (`page.rs`). Memory is then a
//! constant plus the largest tag, and the page under the last
//! [`Extractor::stream_reach`] bytes of visible text (about 256 KB), where
//! a match may still start: its `raw` holds all markup up to the next
//! text, so a long stretch without text (a 100 MB comment or script, tag
//! after tag) is held from the text before it on. 200 MB of
//! `<p><a href="http://x.example/N">t</a> http://y.example/N</p>` lines,
//! gzip'd, take 11 MB (3.26 GB before); the 64 MB above 0.36 s of CPU
//! (0.42 s read whole; best of 15 on a loaded machine), the same records
//! (`stream_tests.rs` checks them against the whole-page reader).
//!
//! [html5gum]: https://docs.rs/html5gum

mod attrs;
mod fast;
mod found;
mod links;
mod names;
mod page;
mod run;
mod sniff;
mod text;
mod tokens;

use std::cell::{Cell, RefCell};
use std::convert::Infallible;
use std::io::{self, Read};

use html5gum::Reader;
use url::Url;
use urlgrep_extract::Extractor;

use crate::charset::{self, Decoded};
use crate::html::fast::Window;
use crate::html::found::Found;
use crate::html::links::Base;
use crate::html::page::{Buffer, Page, Slice, Source};
use crate::html::tokens::Visible;
use crate::record::Record;

pub use self::links::base_of;
pub(crate) use self::links::target_uri;
pub use self::sniff::looks_like_html;

/// The URLs of an HTML page or part, in page order; spans, lines,
/// columns and `raw` are those of `html`. The page is scanned before the
/// first URL is handed out (the tokenizer runs to the page's end under
/// [`scan_each`], which hands each URL out as it is found).
pub fn scan(ex: &Extractor, html: &[u8]) -> std::vec::IntoIter<Record<'static>> {
    scan_with_base(ex, html, None)
}

/// [`scan`] of a page whose base, until a `<base href>`, is `base` (a
/// WARC record's target URI, a base the user gives): relative references
/// in link attributes are resolved against it (SPEC §1.7.4).
pub fn scan_with_base(
    ex: &Extractor,
    html: &[u8],
    base: Option<&Url>,
) -> std::vec::IntoIter<Record<'static>> {
    let mut found = Vec::new();
    scan_each_with_base(ex, html, base, &mut |r| {
        found.push(r);
        true
    });
    found.into_iter()
}

/// Hands the URLs of the HTML page `html` to `f`, in page order, until
/// `f` returns false: [`scan`] without collecting them. The page is read
/// in place.
pub fn scan_each(ex: &Extractor, html: &[u8], f: &mut dyn FnMut(Record<'static>) -> bool) {
    scan_each_with_base(ex, html, None, f);
}

/// [`scan_each`] with a base, as [`scan_with_base`].
pub fn scan_each_with_base(
    ex: &Extractor,
    html: &[u8],
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) {
    scan_in_place(ex, html, base, f, true);
}

/// [`scan_each_with_base`] with html5gum's tokenizer reading every
/// byte: the reference the faster reader of `fast.rs` is held equal to
/// (`tests/html_fast.rs`, the `html_diff` fuzz target).
#[doc(hidden)]
pub fn scan_each_by_html5gum(
    ex: &Extractor,
    html: &[u8],
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) {
    scan_in_place(ex, html, base, f, false);
}

fn scan_in_place(
    ex: &Extractor,
    html: &[u8],
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
    fast: bool,
) {
    let (page, at) = (RefCell::new(Page::whole(html)), Cell::new(0));
    let buffer = Buffer::of(html, &at);
    let base = Base::new(base.cloned());
    let reader = Slice::new(html);
    // Reading a slice cannot fail.
    let _ = read(
        ex,
        (reader, fast),
        buffer,
        (&page, base),
        &Cell::new(None),
        f,
    );
}

/// [`scan_each`] for a page's bytes as stored or served, in whatever
/// encoding they are (SPEC §2.3): by its byte order mark, `transport`
/// (the HTTP `Content-Type` charset), its `<meta>` charset, else a
/// guess ([`charset::html_encoding`]). A UTF-8 page is read in place;
/// another is decoded first and its records placed in `page`, naming
/// the charset.
/// `base` is the page's base until a `<base href>`, as [`scan_with_base`].
pub fn scan_page_each(
    ex: &Extractor,
    page: &[u8],
    transport: Option<&str>,
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) {
    let head = &page[..page.len().min(SNIFF)];
    let enc = charset::html_encoding(head, transport);
    if enc == encoding_rs::UTF_8 {
        scan_each_with_base(ex, page, base, f);
    } else {
        scan_decoded(ex, &Decoded::new(page, enc), page, base, f);
    }
}

/// [`scan_each_with_base`] over `decoded`, the text of `page`: records in
/// `page`'s bytes.
pub fn scan_decoded(
    ex: &Extractor,
    decoded: &Decoded,
    page: &[u8],
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) {
    scan_each_with_base(ex, decoded.text(), base, &mut |r| f(decoded.place(r, page)));
}

/// Tokenizes `page` with an emitter that keeps nothing but tag names,
/// by the fast reader where it can if `fast`, else by html5gum alone:
/// how many tags it read. What reading costs before records are made
/// (`html-tokenizer-bound`).
#[doc(hidden)]
pub fn tokens_only(page: &[u8], fast: bool) -> usize {
    let tags = Cell::new(0);
    let mut tokens = fast::Tokens::new(Slice::new(page), fast::Null::new(&tags), fast);
    while tokens.next().is_some() {}
    tags.get()
}

/// How much of a page [`scan_page_each`] guesses its encoding from.
const SNIFF: usize = 4096;

/// Hands the URLs of the HTML page read from `reader` to `f`, in page
/// order, until `f` returns false; spans, lines, columns and `raw` are
/// those of the page's bytes. The page is never held whole: see the
/// module docs for what memory it takes. A read error ends the reading
/// (the records handed out before it stay) and is returned.
pub fn scan_reader_each<R: Read>(
    ex: &Extractor,
    reader: R,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) -> io::Result<()> {
    scan_reader_each_with_base(ex, reader, None, f)
}

/// [`scan_reader_each`] with a base, as [`scan_with_base`].
pub fn scan_reader_each_with_base<R: Read>(
    ex: &Extractor,
    reader: R,
    base: Option<&Url>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) -> io::Result<()> {
    let (page, at, error) = (RefCell::default(), Cell::new(0), Cell::new(None));
    let source = Source::new(reader, &page, &at, &error);
    let buffer = source.buffer();
    let base = Base::new(base.cloned());
    read(ex, (source, true), buffer, (&page, base), &error, f)
}

/// Reads a page with `reader`, whose pieces of the page live in
/// `buffer`, by the fast reader where it can if `fast`, else html5gum:
/// the text goes to the extractor's stream, whose matches and the
/// attribute URLs go to `f` in page order.
fn read<'h, Rd: Reader<Error = Infallible> + Window>(
    ex: &Extractor,
    (reader, fast): (Rd, bool),
    buffer: Buffer<'_>,
    (page, base): (&RefCell<Page<'h>>, Base),
    error: &Cell<Option<io::Error>>,
    f: &mut dyn FnMut(Record<'static>) -> bool,
) -> io::Result<()> {
    let found = RefCell::new(Found::new(f));
    let text = Visible::new(ex, (reader, fast), buffer, page, &found, error, base);
    for m in ex.stream_iter(text) {
        let m = m?;
        found.borrow_mut().text_match(&page.borrow(), m);
        if found.borrow().stopped() {
            return Ok(());
        }
    }
    found.borrow_mut().finish(&page.borrow());
    Ok(())
}

#[cfg(test)]
mod links_tests;
#[cfg(test)]
mod stream_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod whole;
