//! One pass of html5gum's tokenizer over a page: the URL attributes, the
//! visible text (SPEC §1.7.4: tags, comments, `script` and `style`
//! removed, character references decoded) and the anchors, whose text
//! may repeat their `href`.

use std::ops::Range;

use html5gum::emitters::callback::{CallbackEmitter, CallbackEvent};
use html5gum::{Emitter, ForwardingEmitter, Span, State, Tokenizer};

use crate::html::text::Text;

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

/// The tokenizer's state as the events come.
#[derive(Default)]
struct Reader {
    page: Page,
    /// The start tag being read: its name and where it starts.
    tag: Vec<u8>,
    tag_start: usize,
    attribute: Vec<u8>,
    /// Inside `script` or `style`: their text is not visible.
    hidden: Option<&'static [u8]>,
    /// An open `<a>`: where its text starts and its `href`.
    anchor: Option<(usize, usize)>,
}

/// Reads `html` in one pass.
pub(crate) fn read(html: &[u8]) -> Page {
    let mut r = Reader::default();
    {
        let mut emitter = CallbackEmitter::new(|ev: CallbackEvent<'_>, span: Span<usize>| {
            r.event(html, ev, span.start..span.end);
            None::<()>
        });
        // Script, style, title and textarea contents are not tags.
        emitter.naively_switch_states(true);
        let emitter = Quiet {
            inner: emitter,
            tag: Vec::new(),
        };
        for token in Tokenizer::new_with_emitter(html, emitter) {
            // Reading a slice cannot fail.
            if token.is_err() {
                break;
            }
        }
    }
    r.close_anchor();
    r.page
}

/// The callback emitter with two changes. It asks for no parse errors:
/// browsers read erroneous markup all the same, and validating every
/// character for them was a fifth of the reading time (perf, rustdoc
/// pages). And `noscript`, `iframe`, `noembed`, `noframes` hold markup,
/// as a browser without scripts or frames reads them, not raw text: their
/// `<img src=…>` is an attribute, not words.
struct Quiet<E> {
    inner: E,
    tag: Vec<u8>,
}

impl<E: Emitter> ForwardingEmitter for Quiet<E> {
    type Token = E::Token;

    fn inner(&mut self) -> &mut impl Emitter<Token = Self::Token> {
        &mut self.inner
    }

    fn should_emit_errors(&mut self) -> bool {
        false
    }

    fn init_start_tag(&mut self) {
        self.tag.clear();
        self.inner.init_start_tag();
    }

    fn push_tag_name(&mut self, s: &[u8]) {
        self.tag.extend_from_slice(s);
        self.inner.push_tag_name(s);
    }

    fn emit_current_tag(&mut self) -> Option<State> {
        let next = self.inner.emit_current_tag();
        let markup = matches!(
            self.tag.as_slice(),
            b"noscript" | b"iframe" | b"noembed" | b"noframes"
        );
        next.filter(|_| !markup)
    }
}

impl Reader {
    fn event(&mut self, html: &[u8], ev: CallbackEvent<'_>, span: Range<usize>) {
        let span = span.start.min(html.len())..span.end.min(html.len());
        match ev {
            CallbackEvent::OpenStartTag { name } => {
                self.tag.clear();
                self.tag.extend_from_slice(name);
                self.tag_start = span.start;
                self.attribute.clear();
                if name == b"a" {
                    self.close_anchor();
                }
            }
            CallbackEvent::AttributeName { name } => {
                self.attribute.clear();
                self.attribute.extend_from_slice(name);
            }
            CallbackEvent::AttributeValue { value } => {
                let srcset = self.attribute == b"srcset";
                if srcset || crate::html::attrs::holds_url(&self.attribute) {
                    if self.tag == b"a" && self.attribute == b"href" {
                        let at = self.page.text.bytes.len();
                        self.anchor = Some((at, self.page.attributes.len()));
                    }
                    self.page.attributes.push(Attribute {
                        srcset,
                        span,
                        value: value.to_vec(),
                    });
                }
            }
            CallbackEvent::CloseStartTag { .. } => {
                let tag = self.tag_start..span.end.max(self.tag_start);
                match self.tag.as_slice() {
                    b"script" => self.hidden = Some(b"script"),
                    b"style" => self.hidden = Some(b"style"),
                    name if breaks_line(name) => self.page.text.line_break(tag),
                    _ => {}
                }
                self.tag.clear();
            }
            CallbackEvent::EndTag { name } => {
                if self.hidden == Some(name) {
                    self.hidden = None;
                } else if name == b"a" {
                    self.close_anchor();
                } else if breaks_line(name) {
                    self.page.text.line_break(span);
                }
            }
            CallbackEvent::String { value } if self.hidden.is_none() => {
                self.page.text.push(html, span, value);
            }
            _ => {}
        }
    }

    fn close_anchor(&mut self) {
        if let Some((start, href)) = self.anchor.take() {
            let text = start..self.page.text.bytes.len();
            self.page.anchors.push(Anchor { text, href });
        }
    }
}

/// Whether a tag ends a line of text: every element but the phrasing ones
/// a sentence runs through (HTML §3.2.5.2.5). `td` and `li` break too, so
/// a URL never runs on into the next cell or item.
fn breaks_line(name: &[u8]) -> bool {
    !matches!(
        name,
        b"a" | b"abbr"
            | b"b"
            | b"bdi"
            | b"bdo"
            | b"cite"
            | b"code"
            | b"data"
            | b"del"
            | b"dfn"
            | b"em"
            | b"font"
            | b"i"
            | b"ins"
            | b"kbd"
            | b"mark"
            | b"q"
            | b"s"
            | b"samp"
            | b"small"
            | b"span"
            | b"strike"
            | b"strong"
            | b"sub"
            | b"sup"
            | b"time"
            | b"tt"
            | b"u"
            | b"var"
            | b"wbr"
    )
}
