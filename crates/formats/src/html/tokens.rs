//! One pass of html5gum's tokenizer over a page (or of `fast.rs`, which
//! makes the same calls of this emitter): the URL attributes, the
//! visible text (SPEC §1.7.4: tags, comments, `script` and `style`
//! removed, character references decoded) and the anchors, whose text
//! may repeat their `href`.
//!
//! The page is pulled as the extractor's stream asks for text
//! ([`Visible`] is the text as an `io::Read`): the tokenizer stops each
//! time the emitter has gathered enough to hand on, so the text, the
//! attribute records and the page's bytes are kept only as far as
//! `found.rs` still needs them (issue 24, failure 5).

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::convert::Infallible;
use std::io::{self, Read};
use std::ops::Range;

use html5gum::{naive_next_state, Emitter, Reader, State};

use crate::html::fast::{Hides, Tokens, Window};
use urlgrep_extract::Extractor;

use crate::html::attrs::{attribute_name, element_name, holds_url, holds_url_any_case, targets};
use crate::html::found::Found;
use crate::html::links::Base;
use crate::html::names::{Name, Tag};
use crate::html::page::{Buffer, Page};
use crate::html::run::Run;

/// Text gathered before the tokenizer stops to hand it on: a few reads
/// of the extractor's stream.
const HAND_ON_TEXT: usize = 16 * 1024;

/// Attribute URLs gathered before the tokenizer stops, so those that
/// may go out do not pile up on a page of links without text.
const HAND_ON_URLS: usize = 256;

/// How far past its start an anchor's text is read at most: its link
/// waits for the text, and the page is kept from the link on.
const ANCHOR_REACH: usize = 64 * 1024;

/// The visible text of a page html5gum reads with `Rd` (in place, or a
/// stream's [`Source`](crate::html::page::Source)), as the extractor's
/// stream reads it; each read hands out what is final ([`Found::settle`]).
pub(crate) struct Visible<'s, 'f, 'h, Rd: Reader<Error = Infallible> + Window> {
    tokens: Tokens<Rd, Scanner<'s, 'f, 'h>>,
    page: &'s RefCell<Page<'h>>,
    found: &'s RefCell<Found<'f>>,
    /// Where a stream's read error waits.
    error: &'s Cell<Option<io::Error>>,
    reach: usize,
    done: bool,
}

impl<'s, 'f, 'h, Rd: Reader<Error = Infallible> + Window> Visible<'s, 'f, 'h, Rd> {
    /// Reads with `reader`, whose pieces of the page live in `buffer`;
    /// what is found goes into `found`; by html5gum alone unless `fast`
    /// (`fast.rs`).
    pub(crate) fn new(
        ex: &'s Extractor,
        (reader, fast): (Rd, bool),
        buffer: Buffer<'s>,
        page: &'s RefCell<Page<'h>>,
        found: &'s RefCell<Found<'f>>,
        error: &'s Cell<Option<io::Error>>,
        base: Base,
    ) -> Self {
        let scanner = Scanner::new(ex, page, found, buffer, base);
        Visible {
            tokens: Tokens::new(reader, scanner, fast),
            page,
            found,
            error,
            reach: ex.stream_reach(),
            done: false,
        }
    }

    fn settle(&self) {
        let mut page = self.page.borrow_mut();
        self.found.borrow_mut().settle(&mut page, self.reach);
    }
}

impl<Rd: Reader<Error = Infallible> + Window> Read for Visible<'_, '_, '_, Rd> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            if let Some(e) = self.error.take() {
                return Err(e);
            }
            let mut found = self.found.borrow_mut();
            if found.stopped() {
                return Ok(0);
            }
            let n = found.text.hand_out(buf);
            drop(found);
            if n > 0 || self.done {
                self.settle();
                return Ok(n);
            }
            match self.tokens.next() {
                Some(()) => self.settle(),
                None => self.done = true,
            }
        }
    }
}

/// The visible text of a page, read whole (tests).
#[cfg(test)]
pub(crate) struct Seen {
    pub(crate) text: crate::html::text::Text,
}

/// Reads `html` in one pass, keeping all of its text.
#[cfg(test)]
pub(crate) fn read(html: &[u8]) -> Seen {
    use html5gum::Readable;
    let ex = Extractor::new();
    let mut out = |_| true;
    let found = RefCell::new(Found::new(&mut out));
    let (page, base) = (RefCell::new(Page::whole(html)), Cell::new(0));
    let scanner = Scanner::new(&ex, &page, &found, Buffer::of(html, &base), Base::default());
    html5gum::Tokenizer::new_with_emitter(html.to_reader(), scanner).for_each(drop);
    let text = std::mem::take(&mut found.borrow_mut().text);
    Seen { text }
}

/// html5gum's emitter for this reader: it keeps what SPEC §1.7.4 needs
/// (character runs, URL attributes, tag names) with their byte spans and
/// copies nothing else: a run that is the page's bytes stays a span
/// (`run.rs`), names go into a small buffer and are classified once a tag
/// (`names.rs`), a URL attribute's value is kept only if it holds a `:`.
/// Positions are kept as html5gum's callback emitter keeps them. It asks
/// for no parse errors: browsers read erroneous markup all the same.
struct Scanner<'s, 'f, 'h> {
    ex: &'s Extractor,
    page: &'s RefCell<Page<'h>>,
    found: &'s RefCell<Found<'f>>,
    /// Where the reader's pieces of the page live.
    buffer: Buffer<'s>,
    /// The tokenizer's position in the page.
    pos: usize,
    /// The character run being read.
    run: Run,
    /// The tag being read: its name, where it starts, whether an end tag,
    /// whether its start was handled, and whether it is read still.
    tag: Name,
    kind: Option<Tag>,
    tag_start: usize,
    end_tag: bool,
    opened: bool,
    in_tag: bool,
    /// For `</script>` inside a script: the name of the start tag that
    /// switched the tokenizer to raw text (only those states ask).
    last_start_tag: Name,
    /// The attribute being read; its value is kept only if it holds URLs.
    name: Name,
    value: Vec<u8>,
    value_span: Range<usize>,
    wanted: Option<bool>,
    /// Inside `script` or `style`: their text is not visible.
    hidden: Option<Tag>,
    /// The document's base; the start tag's `rel`, if it has one, and
    /// how many links it queued.
    base: Base,
    rel: Vec<u8>,
    has_rel: bool,
    tag_links: u64,
    /// Where the anchor whose text is read starts, while it is read.
    anchor: Option<usize>,
    /// Whether to stop the tokenizer and hand on what is gathered, and
    /// the attribute URLs found since it last stopped.
    hand_on: bool,
    urls: usize,
}

impl<'s, 'f, 'h> Scanner<'s, 'f, 'h> {
    fn new(
        ex: &'s Extractor,
        page: &'s RefCell<Page<'h>>,
        found: &'s RefCell<Found<'f>>,
        buffer: Buffer<'s>,
        base: Base,
    ) -> Self {
        Scanner {
            ex,
            page,
            found,
            buffer,
            pos: 0,
            run: Run::default(),
            tag: Name::default(),
            kind: None,
            tag_start: 0,
            end_tag: false,
            opened: false,
            in_tag: false,
            last_start_tag: Name::default(),
            name: Name::default(),
            value: Vec::new(),
            value_span: 0..0,
            wanted: None,
            hidden: None,
            base,
            rel: Vec::new(),
            has_rel: false,
            tag_links: 0,
            anchor: None,
            hand_on: false,
            urls: 0,
        }
    }

    /// Adds the run read so far, if any, to the text.
    #[inline]
    fn flush_chars(&mut self) {
        if !self.run.is_empty() {
            self.flush_run();
        }
    }

    fn flush_run(&mut self) {
        let page = self.page.borrow();
        let mut found = self.found.borrow_mut();
        self.run.flush(&page, &mut found.text);
        self.hand_on |= found.text.unread() >= HAND_ON_TEXT;
    }

    /// Tells `found` where the tokenizer is: the first page byte it still
    /// reads is that of the run or of the tag being read (its attribute
    /// values).
    fn tell_position(&self) {
        let mut from = self.run.kept_from().unwrap_or(self.pos);
        if self.in_tag {
            from = from.min(self.tag_start);
        }
        self.found.borrow_mut().reading_from = from.min(self.pos);
    }
    /// The start tag's name is complete: text before it ends, an `<a>`
    /// closes the one before.
    fn open_start_tag(&mut self) {
        if self.end_tag || self.opened {
            return;
        }
        self.opened = true;
        self.flush_chars();
        if self.kind() == Tag::A {
            self.close_anchor();
        }
    }

    /// What the tag being read is to this reader, found once a tag.
    fn kind(&mut self) -> Tag {
        *self.kind.get_or_insert_with(|| Tag::of(&self.tag))
    }

    fn finish_attribute(&mut self) {
        if self.wanted == Some(true) && !self.end_tag {
            self.attribute();
        }
        self.name.clear();
        self.value.clear();
        self.wanted = None;
    }

    /// A wanted attribute is read: its links are queued, a `<base href>`
    /// sets the base, a `rel` is kept for the tag's links. Out of line:
    /// [`finish_attribute`](Self::finish_attribute) runs for every
    /// attribute and tag, this for one attribute in five.
    #[inline(never)]
    fn attribute(&mut self) {
        let Some(name) = self.name.get().and_then(attribute_name) else {
            return;
        };
        match name {
            // Kept without a copy: the value's buffer is cleared next.
            "rel" => {
                std::mem::swap(&mut self.rel, &mut self.value);
                self.has_rel = true;
            }
            // `<base href>` is the base, not a link (SPEC §1.7.4).
            "href" if self.tag.get() == Some(b"base") => self.base.element(&self.value),
            // Without a base a value with no `:` holds no link: most
            // `href`s are relative, and dropping them here took
            // `html::scan` from 178 to 220 MB/s on the rustdoc pages of
            // the module docs.
            _ if !self.base.is_some() && memchr::memchr(b':', &self.value).is_none() => {}
            _ => self.links(name),
        }
    }

    /// Queues the links of the URL attribute `name`.
    fn links(&mut self, name: &'static str) {
        let (ex, base) = (self.ex, &mut self.base);
        let links: Vec<_> = targets(ex, &self.value, name == "srcset")
            .into_iter()
            .filter_map(|(r, t)| base.resolve(ex, t).map(|(url, res)| (r, url, res)))
            .collect();
        let anchor = name == "href" && self.kind() == Tag::A;
        let element = self.element();
        self.urls += links.len();
        self.tag_links += links.len() as u64;
        self.hand_on |= self.urls >= HAND_ON_URLS;
        let href = links.first().map(|(_, url, _)| url.clone());
        let page = self.page.borrow();
        let mut found = self.found.borrow_mut();
        let (span, n) = (self.value_span.clone(), links.len());
        let seq = found.attribute(&page, span, &self.value, (element, name), links);
        if anchor {
            found.open_anchor(href, (n > 0).then_some(seq));
            self.anchor = (n > 0).then_some(self.tag_start);
        }
    }

    /// The name of the element being read, lower case.
    fn element(&self) -> Cow<'static, str> {
        if let Some(name) = self.tag.get() {
            return match element_name(name) {
                Some(known) => Cow::Borrowed(known),
                None => Cow::Owned(String::from_utf8_lossy(name).into_owned()),
            };
        }
        // A name longer than any known here: as written in the page.
        let page = self.page.borrow();
        let tag = page.get(self.tag_start + 1..self.pos).unwrap_or_default();
        let end = tag
            .iter()
            .position(|&b| b.is_ascii_whitespace() || b == b'/' || b == b'>')
            .unwrap_or(tag.len());
        Cow::Owned(String::from_utf8_lossy(&tag[..end]).to_ascii_lowercase())
    }

    /// The anchor's text, if read, ends here.
    fn end_anchor_text(&mut self) {
        if self.anchor.take().is_some() {
            self.found.borrow_mut().end_anchor_text();
        }
    }

    fn close_anchor(&mut self) {
        self.anchor = None;
        self.found.borrow_mut().close_anchor();
    }

    /// A start tag is complete: what follows it, in which state.
    fn start_tag(&mut self) -> Option<State> {
        self.open_start_tag();
        if self.has_rel && self.tag_links > 0 {
            self.found
                .borrow_mut()
                .end_start_tag(&self.rel, self.tag_links);
        }
        let tag = self.tag_start..self.pos.max(self.tag_start);
        let kind = self.kind();
        match kind {
            Tag::Script | Tag::Style => self.hidden = Some(kind),
            Tag::Phrasing | Tag::A => return None,
            Tag::Colon if self.is_autolink() => {
                self.autolink();
                return None;
            }
            Tag::Markup | Tag::Block | Tag::Apart | Tag::Colon => {
                self.anchor_chars(b" ");
                let apart = kind == Tag::Apart;
                self.found.borrow_mut().text.line_break(tag, apart);
            }
        }
        // `noscript`, `iframe`, `noembed`, `noframes` hold markup, as a
        // browser without scripts or frames reads them: their `<img
        // src=…>` is an attribute, not words.
        let next = match kind {
            Tag::Markup => None,
            _ => naive_next_state(self.tag.get().unwrap_or_default()),
        };
        if next.is_some() {
            self.last_start_tag = self.tag;
        }
        next
    }

    /// Whether the start tag just read is `<scheme:…>` or `<URL:…>`: no
    /// element but a URL that text writes in angle brackets, as markdown
    /// autolinks do (SPEC §1.1, §1.2).
    fn is_autolink(&self) -> bool {
        self.tag
            .scheme()
            .is_some_and(|s| crate::html::sniff::is_url_opener(self.ex, s))
    }

    /// The autolink "tag" is visible text, as written. Out of line: the
    /// rare case kept out of every tag's path.
    #[cold]
    #[inline(never)]
    fn autolink(&mut self) {
        self.flush_chars();
        let span = self.tag_start..self.pos.max(self.tag_start);
        let page = self.page.borrow();
        let bytes = page.get(span.clone()).unwrap_or_default();
        self.run.span = span.clone();
        self.run.push(Some(span.start), bytes, self.page);
    }

    /// Visible text `s` for the anchor's text, while it is read: up to
    /// its length, or [`ANCHOR_REACH`] into the page. The test inline:
    /// most text is in no anchor's link.
    #[inline]
    fn anchor_chars(&mut self, s: &[u8]) {
        if let Some(start) = self.anchor {
            self.anchor_text(start, s);
        }
    }

    fn anchor_text(&mut self, start: usize, s: &[u8]) {
        let more = self.pos - start.min(self.pos) < ANCHOR_REACH;
        if !more || !self.found.borrow_mut().anchor_chars(s) {
            self.end_anchor_text();
        }
    }

    fn end_tag(&mut self) {
        self.flush_chars();
        self.last_start_tag.clear();
        let span = self.tag_start..self.pos.max(self.tag_start);
        let kind = self.kind();
        if self.hidden == Some(kind) {
            self.hidden = None;
        } else if kind == Tag::A {
            self.close_anchor();
        } else if kind != Tag::Phrasing {
            self.anchor_chars(b" ");
            let apart = kind == Tag::Apart;
            self.found.borrow_mut().text.line_break(span, apart);
        }
    }
}

impl Hides for Scanner<'_, '_, '_> {
    fn hides_text(&self) -> bool {
        self.hidden.is_some()
    }

    /// An attribute whose name `holds_url` does not take is cleared at
    /// the next `init_attribute` or `emit_current_tag`, as if read.
    fn reads_attribute(&self, name: &[u8]) -> bool {
        holds_url_any_case(name)
    }
}

impl Emitter for Scanner<'_, '_, '_> {
    type Token = ();

    fn set_last_start_tag(&mut self, last: Option<&[u8]>) {
        self.last_start_tag.clear();
        self.last_start_tag.push(last.unwrap_or_default());
    }

    fn emit_eof(&mut self) {
        self.flush_chars();
        self.close_anchor();
        self.hand_on = true;
    }

    fn emit_error(&mut self, _: html5gum::Error) {}

    fn should_emit_errors(&mut self) -> bool {
        false
    }

    /// Stops the tokenizer when there is something to hand on.
    fn pop_token(&mut self) -> Option<()> {
        if !self.hand_on {
            return None;
        }
        self.hand_on = false;
        self.urls = 0;
        self.tell_position();
        Some(())
    }

    #[inline]
    fn init_string(&mut self) {
        if self.run.is_empty() {
            self.run.span.start = self.pos;
        }
    }

    #[inline]
    fn emit_string(&mut self, s: &[u8]) {
        self.run.span.end = self.pos;
        if self.hidden.is_none() {
            self.anchor_chars(s);
            self.run.push(self.buffer.offset_of(s), s, self.page);
            if self.run.is_long() {
                let page = self.page.borrow();
                let mut found = self.found.borrow_mut();
                self.hand_on |= self.run.flush_part(&page, &mut found.text);
            }
        }
    }

    fn init_start_tag(&mut self) {
        self.has_rel = false;
        self.tag_links = 0;
        self.in_tag = true;
        self.tag.clear();
        self.kind = None;
        self.end_tag = false;
        self.opened = false;
    }

    fn init_end_tag(&mut self) {
        self.in_tag = true;
        self.tag.clear();
        self.kind = None;
        self.end_tag = true;
    }

    fn init_comment(&mut self) {
        self.flush_chars();
    }

    fn emit_current_tag(&mut self) -> Option<State> {
        self.finish_attribute();
        if self
            .anchor
            .is_some_and(|a| self.pos - a.min(self.pos) >= ANCHOR_REACH)
        {
            self.end_anchor_text();
        }
        let next = if self.end_tag {
            self.end_tag();
            None
        } else {
            self.start_tag()
        };
        if next.is_some() {
            self.init_string();
        }
        self.in_tag = false;
        next
    }

    fn emit_current_comment(&mut self) {}

    fn emit_current_doctype(&mut self) {}

    fn set_self_closing(&mut self) {}

    fn set_force_quirks(&mut self) {}

    #[inline]
    fn push_tag_name(&mut self, s: &[u8]) {
        self.tag.push(s);
    }

    fn push_comment(&mut self, _: &[u8]) {}

    fn push_doctype_name(&mut self, _: &[u8]) {}

    fn init_doctype(&mut self) {
        self.flush_chars();
    }

    fn init_attribute(&mut self) {
        self.open_start_tag();
        self.finish_attribute();
    }

    fn init_attribute_value(&mut self) {
        self.value_span = self.pos..self.pos;
    }

    #[inline]
    fn push_attribute_name(&mut self, s: &[u8]) {
        self.name.push(s);
    }

    #[inline]
    fn push_attribute_value(&mut self, s: &[u8]) {
        let name = self.name.get().unwrap_or_default();
        let wanted = *self.wanted.get_or_insert_with(|| holds_url(name));
        if wanted {
            self.value.extend_from_slice(s);
        }
        self.value_span.end = self.pos;
    }

    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn start_open_tag(&mut self) {
        self.tag_start = self.pos.saturating_sub(1);
    }

    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        self.end_tag && !self.last_start_tag.is_empty() && self.last_start_tag.same(&self.tag)
    }

    #[inline]
    fn move_position(&mut self, offset: isize) {
        self.pos = self.pos.saturating_add_signed(offset);
    }
}
