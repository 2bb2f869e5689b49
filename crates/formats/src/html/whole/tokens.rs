//! One pass of html5gum's tokenizer over a page: the URL attributes, the
//! visible text (SPEC §1.7.4: tags, comments, `script` and `style`
//! removed, character references decoded) and the anchors, whose text
//! may repeat their `href`.

use std::ops::Range;

use html5gum::{naive_next_state, Emitter, ForwardingEmitter, State, Tokenizer};
use urlgrep_extract::Extractor;

use crate::html::attrs::holds_url;
use crate::html::names::{Name, Tag};
use crate::html::whole::run::Run;
use crate::html::whole::text::Text;

/// An attribute that holds URLs: its value as decoded and its span in
/// the page.
#[derive(Debug)]
pub(crate) struct Attribute {
    pub(crate) srcset: bool,
    pub(crate) span: Range<usize>,
    pub(crate) value: Vec<u8>,
}

/// An `<a>` element: the range of its text in the visible text, and the
/// index of its `href` in the attribute list.
#[derive(Debug)]
pub(crate) struct Anchor {
    pub(crate) text: Range<usize>,
    pub(crate) href: usize,
}

/// What a page holds.
#[derive(Debug, Default)]
pub(crate) struct Page {
    pub(crate) attributes: Vec<Attribute>,
    pub(crate) text: Text,
    pub(crate) anchors: Vec<Anchor>,
}

/// Reads `html` in one pass.
pub(crate) fn read<'h>(ex: &'h Extractor, html: &'h [u8]) -> Page {
    let mut scanner = Scanner {
        html,
        ex: Some(ex),
        ..Scanner::default()
    };
    for token in Tokenizer::new_with_emitter(html, Borrowed(&mut scanner)) {
        // Reading a slice cannot fail.
        if token.is_err() {
            break;
        }
    }
    scanner.close_anchor();
    scanner.page
}

/// html5gum's emitter for this reader: it keeps what SPEC §1.7.4 needs
/// (character runs, URL attributes, tag names) with their byte spans and
/// copies nothing else: a run that is the page's bytes stays a span
/// (`run.rs`), names go into a small buffer and are classified once a tag
/// (`names.rs`), a URL attribute's value is kept only if it holds a `:`.
/// Positions are kept as html5gum's callback emitter keeps them. It asks
/// for no parse errors: browsers read erroneous markup all the same.
#[derive(Default)]
struct Scanner<'h> {
    html: &'h [u8],
    /// Which `<scheme:…>` tags are URLs.
    ex: Option<&'h Extractor>,
    page: Page,
    /// The tokenizer's position in `html`.
    pos: usize,
    /// The character run being read.
    run: Run,
    /// The tag being read: its name, where it starts, whether an end tag,
    /// and whether its start was handled.
    tag: Name,
    kind: Option<Tag>,
    tag_start: usize,
    end_tag: bool,
    opened: bool,
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
    /// An open `<a>`: where its text starts and its `href`.
    anchor: Option<(usize, usize)>,
}

impl Scanner<'_> {
    fn flush_chars(&mut self) {
        self.run.flush(self.html, &mut self.page.text);
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
        // A value with no `:` holds no absolute URL (`url_in`). Most
        // `href`s are relative: dropping them here took `html::scan`
        // from 178 to 220 MB/s on the rustdoc pages of the module docs.
        let absolute = || memchr::memchr(b':', &self.value).is_some();
        if self.wanted == Some(true) && !self.end_tag && absolute() {
            let name = self.name.get();
            let (href, srcset) = (name == Some(b"href"), name == Some(b"srcset"));
            if href && self.kind() == Tag::A {
                let at = self.page.text.bytes.len();
                self.anchor = Some((at, self.page.attributes.len()));
            }
            self.page.attributes.push(Attribute {
                srcset,
                span: self.value_span.clone(),
                value: std::mem::take(&mut self.value),
            });
        }
        self.name.clear();
        self.value.clear();
        self.wanted = None;
    }

    fn close_anchor(&mut self) {
        if let Some((start, href)) = self.anchor.take() {
            let text = start..self.page.text.bytes.len();
            self.page.anchors.push(Anchor { text, href });
        }
    }

    /// A start tag is complete: what follows it, in which state.
    fn start_tag(&mut self) -> Option<State> {
        self.open_start_tag();
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
                let apart = kind == Tag::Apart;
                self.page.text.line_break(tag, apart);
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

    /// Whether the start tag just read is `<scheme:…>` or `<URL:…>`: a
    /// URL in angle brackets (SPEC §1.1, §1.2).
    fn is_autolink(&self) -> bool {
        let ex = self.ex;
        let known = |s: &[u8]| ex.is_some_and(|ex| crate::html::sniff::is_url_opener(ex, s));
        self.tag.scheme().is_some_and(known)
    }

    /// The autolink "tag" is visible text, as written.
    fn autolink(&mut self) {
        self.flush_chars();
        let span = self.tag_start..self.pos.max(self.tag_start);
        self.run.span = span.clone();
        self.run.push(self.html, &self.html[span]);
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
            let apart = kind == Tag::Apart;
            self.page.text.line_break(span, apart);
        }
    }
}

impl Emitter for Scanner<'_> {
    type Token = ();

    fn set_last_start_tag(&mut self, last: Option<&[u8]>) {
        self.last_start_tag.clear();
        self.last_start_tag.push(last.unwrap_or_default());
    }

    fn emit_eof(&mut self) {
        self.flush_chars();
    }

    fn emit_error(&mut self, _: html5gum::Error) {}

    fn should_emit_errors(&mut self) -> bool {
        false
    }

    fn pop_token(&mut self) -> Option<()> {
        None
    }

    fn init_string(&mut self) {
        if self.run.is_empty() {
            self.run.span.start = self.pos;
        }
    }

    fn emit_string(&mut self, s: &[u8]) {
        self.run.span.end = self.pos;
        if self.hidden.is_none() {
            self.run.push(self.html, s);
        }
    }

    fn init_start_tag(&mut self) {
        self.tag.clear();
        self.kind = None;
        self.end_tag = false;
        self.opened = false;
    }

    fn init_end_tag(&mut self) {
        self.tag.clear();
        self.kind = None;
        self.end_tag = true;
    }

    fn init_comment(&mut self) {
        self.flush_chars();
    }

    fn emit_current_tag(&mut self) -> Option<State> {
        self.finish_attribute();
        let next = if self.end_tag {
            self.end_tag();
            None
        } else {
            self.start_tag()
        };
        if next.is_some() {
            self.init_string();
        }
        next
    }

    fn emit_current_comment(&mut self) {}

    fn emit_current_doctype(&mut self) {}

    fn set_self_closing(&mut self) {}

    fn set_force_quirks(&mut self) {}

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

    fn push_attribute_name(&mut self, s: &[u8]) {
        self.name.push(s);
    }

    fn push_attribute_value(&mut self, s: &[u8]) {
        let name = self.name.get().unwrap_or_default();
        let wanted = *self
            .wanted
            .get_or_insert_with(|| name == b"srcset" || holds_url(name));
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

    fn move_position(&mut self, offset: isize) {
        self.pos = self.pos.saturating_add_signed(offset);
    }
}

/// The scanner lent to the tokenizer, so the page stays with the caller.
struct Borrowed<'s, 'h>(&'s mut Scanner<'h>);

impl<'h> ForwardingEmitter for Borrowed<'_, 'h> {
    type Token = ();

    fn inner(&mut self) -> &mut impl Emitter<Token = ()> {
        &mut *self.0
    }
}
