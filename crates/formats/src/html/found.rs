//! The records of a page, handed out in page order as soon as nothing
//! can come before them (SPEC §2.3; issue 24, failure 5: a page is not
//! held whole).
//!
//! Two sources find URLs: attribute values, read as the tokenizer passes
//! them, and the extractor's stream over the visible text, which reads
//! ahead. Records go out by start, an attribute's before a match of the
//! text at the same start, as a stable sort of all attribute records then
//! all text records would order them. An attribute record waits until no
//! match of the text can start before it: no match starts before the end
//! of the last one, nor more than [`Extractor::stream_reach`] before what
//! the stream has read, and text maps to the page in order. A match of the
//! text is final when the stream yields it; the attribute records before
//! it are then all known, since its text was read before them.
//!
//! What the text, the map and the page keep is cut at the same points:
//! see [`Found::settle`].
//!
//! [`Extractor::stream_reach`]: urlgrep_extract::Extractor::stream_reach

use std::borrow::Cow;
use std::collections::VecDeque;
use std::ops::Range;

use urlgrep_extract::Match;

use crate::html::page::Page;
use crate::html::text::Text;
use crate::record::{Link, Record};

/// An `<a>` element: the range of its text in the visible text (to
/// `usize::MAX` while open), and its `href` when that is a URL.
#[derive(Debug)]
struct Anchor {
    text: Range<usize>,
    href: Option<String>,
    /// The `seq` of its link's record, which waits for the text.
    link: Option<u64>,
}

/// How a match of an anchor's text stands to its `href`.
enum Href {
    /// Another URL, or no anchor.
    Other,
    /// The `href`, whole or cut short for display: the record is the
    /// `href`'s.
    Same,
    /// The `href` with trailing punctuation that the text shows too and
    /// §1.4 trims (a linkifier took `https://…/optout.` whole): the
    /// record is the `href`'s, read as the text reads it; its link's `seq`.
    Trimmed(u64),
}

/// A URL of an attribute value, waiting for its turn: `seq` counts them
/// in page order; an anchor's is `held` while its text is read.
#[derive(Debug)]
struct Waiting {
    span: Range<usize>,
    url: String,
    raw: Vec<u8>,
    link: Link,
    seq: u64,
    held: bool,
}

/// The visible text of the anchor whose link is being read, white space
/// collapsed, up to [`Link::TEXT_CHARS`] characters.
#[derive(Debug, Default)]
struct AnchorText {
    /// The `seq` of the anchor's link.
    seq: u64,
    text: Vec<u8>,
    chars: usize,
}

impl AnchorText {
    /// Appends `s`; false once the text is as long as it is kept.
    fn push(&mut self, s: &[u8]) -> bool {
        for &b in s {
            if self.chars >= Link::TEXT_CHARS {
                return false;
            }
            if b.is_ascii_whitespace() {
                if self.text.last().is_some_and(|&l| l != b' ') {
                    self.text.push(b' ');
                    self.chars += 1;
                }
                continue;
            }
            self.chars += usize::from(b & 0xC0 != 0x80);
            self.text.push(b);
        }
        self.chars < Link::TEXT_CHARS
    }

    fn get(&self) -> String {
        String::from_utf8_lossy(&self.text).trim_end().to_string()
    }
}

/// Line and column counting, in one pass forward over the page.
#[derive(Debug)]
struct Place {
    at: usize,
    line: u64,
    line_start: usize,
}

impl Place {
    /// Counts the lines up to `to`; the page must keep the bytes from
    /// the last point counted.
    fn advance(&mut self, page: &Page<'_>, to: usize) {
        if to <= self.at {
            return;
        }
        let gap = page.get(self.at..to).unwrap_or_default();
        self.line += bytecount::count(gap, b'\n') as u64;
        if let Some(n) = memchr::memrchr(b'\n', gap) {
            self.line_start = self.at + n + 1;
        }
        self.at = to;
    }

    /// `span` within the page read so far, its line and column.
    fn place(&mut self, page: &Page<'_>, span: Range<usize>) -> (Range<usize>, u64, usize) {
        let start = span.start.min(page.end());
        let end = span.end.clamp(start, page.end());
        self.advance(page, start);
        (start..end, self.line, start - self.line_start + 1)
    }
}

/// What is found and not yet handed out, and the visible text it is
/// found in.
pub(crate) struct Found<'f> {
    pub(crate) text: Text,
    /// Anchors whose text may still hold a match's start, in text order.
    anchors: VecDeque<Anchor>,
    /// Attribute URLs in page order.
    waiting: VecDeque<Waiting>,
    /// Attribute URLs queued so far.
    pushed: u64,
    /// The anchors' links the first match of whose text may still read
    /// them ([`trimmed`]), with the window of text it starts in, in page
    /// order: each waits until that match is found or ruled out.
    trims: VecDeque<(u64, Range<usize>)>,
    /// The text of the anchor whose link waits for it.
    anchor_text: Option<AnchorText>,
    /// The first page offset the tokenizer still reads (its position,
    /// or the start of its character run or tag), as last told.
    pub(crate) reading_from: usize,
    /// No later match of the text starts before this text offset.
    matched_to: usize,
    place: Place,
    out: &'f mut dyn FnMut(Record<'static>) -> bool,
    stopped: bool,
}

impl<'f> Found<'f> {
    /// Hands records to `out` until it returns false.
    pub(crate) fn new(out: &'f mut dyn FnMut(Record<'static>) -> bool) -> Self {
        Found {
            text: Text::default(),
            anchors: VecDeque::new(),
            waiting: VecDeque::new(),
            pushed: 0,
            trims: VecDeque::new(),
            anchor_text: None,
            reading_from: 0,
            matched_to: 0,
            place: Place {
                at: 0,
                line: 1,
                line_start: 0,
            },
            out,
            stopped: false,
        }
    }

    /// Whether the receiver wants no more records.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Queues the links `urls` (each with its range in `value` and
    /// whether it was resolved) of the attribute `attribute` of `element`,
    /// whose value `value` was decoded from `page[span]`. Returns the
    /// `seq` of the first.
    pub(crate) fn attribute(
        &mut self,
        page: &Page<'_>,
        span: Range<usize>,
        value: &[u8],
        (element, attribute): (Cow<'static, str>, &'static str),
        urls: Vec<(Range<usize>, String, bool)>,
    ) -> u64 {
        // Offsets in the value are offsets in the page only when the
        // tokenizer decoded nothing.
        let verbatim = page.get(span.clone()) == Some(value);
        let first = self.pushed;
        for (r, url, resolved) in urls {
            let span = match verbatim {
                true => span.start + r.start..span.start + r.end,
                false => span.clone(),
            };
            let raw = page.get(span.clone()).unwrap_or_default().to_vec();
            let link = Link::new(element.clone(), attribute, resolved);
            let (seq, held) = (self.pushed, false);
            self.pushed += 1;
            let w = Waiting {
                span,
                url,
                raw,
                link,
                seq,
                held,
            };
            self.waiting.push_back(w);
        }
        first
    }

    /// The start tag ends: its links, the last `links` queued, get its
    /// `rel` (as read, decoded).
    pub(crate) fn end_start_tag(&mut self, rel: &[u8], links: u64) {
        let mark = self.pushed.saturating_sub(links);
        let rel = String::from_utf8_lossy(rel);
        for w in self.waiting.iter_mut().rev().take_while(|w| w.seq >= mark) {
            w.link.rel = Some(rel.to_string());
        }
    }

    /// An `<a>` whose `href` is read: its text starts here. A second
    /// `href` in the same tag replaces the first. `link` is the `seq` of
    /// its link, which waits for the text.
    pub(crate) fn open_anchor(&mut self, href: Option<String>, link: Option<u64>) {
        let text = self.text.len()..usize::MAX;
        match self.anchors.back_mut() {
            Some(a) if a.text.end == usize::MAX => *a = Anchor { text, href, link },
            _ => self.anchors.push_back(Anchor { text, href, link }),
        }
        self.end_anchor_text();
        if let Some(seq) = link {
            if let Some(w) = self.waiting.back_mut().filter(|w| w.seq == seq) {
                w.held = true;
                w.link.text = Some(String::new());
                let from = self.text.len();
                self.trims.push_back((seq, from..from + TRIM_REACH));
            }
            let chars = AnchorText {
                seq,
                ..AnchorText::default()
            };
            self.anchor_text = Some(chars);
        }
    }

    /// Visible text inside the anchor: false once no more is wanted.
    pub(crate) fn anchor_chars(&mut self, s: &[u8]) -> bool {
        let more = self.anchor_text.as_mut().is_some_and(|a| a.push(s));
        if !more {
            self.end_anchor_text();
        }
        more
    }

    /// The anchor's text is read: its link may go out.
    pub(crate) fn end_anchor_text(&mut self) {
        let Some(a) = self.anchor_text.take() else {
            return;
        };
        if let Some(w) = self.waiting.iter_mut().rev().find(|w| w.seq == a.seq) {
            w.link.text = Some(a.get());
            w.held = false;
        }
    }

    /// The open `<a>`, if any, ends here.
    pub(crate) fn close_anchor(&mut self) {
        let end = self.text.len();
        if let Some(a) = self.anchors.back_mut().filter(|a| a.text.end == usize::MAX) {
            a.text.end = end;
            let link = a.link;
            if let Some((_, r)) = self.trims.back_mut().filter(|t| Some(t.0) == link) {
                r.end = r.end.min(end);
            }
        }
        self.end_anchor_text();
    }

    /// A match of the visible text: a record unless its anchor's `href`
    /// already is one (SPEC §1.7.4), after the attribute records before it.
    pub(crate) fn text_match(&mut self, page: &Page<'_>, m: Match<'static>) {
        self.matched_to = m.end();
        let first = self.first_in_anchor(m.start());
        match self.href_of(page, &m) {
            Href::Same => return,
            Href::Trimmed(seq) if first == Some(seq) => {
                if let Some(w) = self.waiting.iter_mut().find(|w| w.seq == seq) {
                    w.url = m.url().to_string();
                    return;
                }
            }
            Href::Trimmed(_) | Href::Other => {}
        }
        let span = self.text.start_in_page(m.start())..self.text.end_in_page(m.end());
        self.hand_out_attributes(page, span.start, true);
        let (span, line, column) = self.place.place(page, span);
        let raw = page.get(span.clone()).unwrap_or_default().to_vec();
        self.emit(Record::from_match(m).placed(span, line, column, raw));
    }

    /// A match starts at text offset `at`: no other is the first of an
    /// anchor's text that starts at or before it. The link of the anchor
    /// whose window holds `at`, if any.
    fn first_in_anchor(&mut self, at: usize) -> Option<u64> {
        let mut first = None;
        while let Some((seq, r)) = self.trims.front().filter(|t| t.1.start <= at) {
            first = r.contains(&at).then_some(*seq);
            self.trims.pop_front();
        }
        first
    }

    /// Whether `m` lies in an anchor's text and is its `href`, whole, cut
    /// short for display, or with trailing punctuation trimmed.
    fn href_of(&self, page: &Page<'_>, m: &Match<'_>) -> Href {
        let k = self.anchors.partition_point(|a| a.text.start <= m.start());
        let Some(a) = k.checked_sub(1).map(|k| &self.anchors[k]) else {
            return Href::Other;
        };
        let (Some(href), true) = (a.href.as_deref(), a.text.contains(&m.start())) else {
            return Href::Other;
        };
        let after = self.text.from(m.end());
        let between = (m.end() > a.text.end).then(|| {
            let span = self.text.end_in_page(a.text.end)..self.text.end_in_page(m.end());
            page.get(span).unwrap_or_default()
        });
        if same_link(href, m.url(), after, between) {
            return Href::Same;
        }
        match (a.link, trimmed(href, m.url(), after)) {
            (Some(seq), true) => Href::Trimmed(seq),
            _ => Href::Other,
        }
    }

    /// Hands out the attribute records that start at or before `to`; an
    /// anchor's that waits for its text stops them unless `force`d out
    /// (a match of the text after it must go out), with the text so far.
    fn hand_out_attributes(&mut self, page: &Page<'_>, to: usize, force: bool) {
        while let Some(w) = self.waiting.front().filter(|w| w.span.start <= to) {
            // Trims of links gone out (forced) are stale.
            while self.trims.front().is_some_and(|t| t.0 < w.seq) {
                self.trims.pop_front();
            }
            let trimming = self.trims.front().is_some_and(|t| t.0 == w.seq);
            if (w.held || trimming) && !force {
                break;
            }
            let Some(mut w) = self.waiting.pop_front() else {
                break;
            };
            if w.held {
                let text = self.anchor_text.as_ref().filter(|a| a.seq == w.seq);
                w.link.text = Some(text.map(AnchorText::get).unwrap_or_default());
            }
            let (span, line, column) = self.place.place(page, w.span.clone());
            let r = Record::attribute(w.url, w.span, Vec::new()).with_link(w.link);
            self.emit(r.placed(span, line, column, w.raw));
        }
    }

    /// Hands out what no later match can precede and drops what no later
    /// record needs, given that the extractor's stream has been handed the
    /// text so far and finds nothing more than `reach` bytes before its end.
    pub(crate) fn settle(&mut self, page: &mut Page<'_>, reach: usize) {
        let from = self
            .matched_to
            .max(self.text.handed_out().saturating_sub(reach));
        // Where in the page a later match starts at the earliest: text
        // maps to the page in order; text not yet made comes from the
        // pending line break or what the tokenizer still reads.
        let next = self
            .text
            .pending()
            .unwrap_or(usize::MAX)
            .min(self.reading_from);
        while self.trims.front().is_some_and(|t| t.1.end <= from) {
            self.trims.pop_front();
        }
        let floor = match from < self.text.len() {
            true => self.text.start_in_page(from).min(next),
            false => next,
        };
        self.hand_out_attributes(page, floor, false);
        self.text.forget_before(from);
        while self.anchors.front().is_some_and(|a| a.text.end <= from) {
            self.anchors.pop_front();
        }
        let waiting = self.waiting.front().map_or(usize::MAX, |w| w.span.start);
        let keep = floor.min(waiting);
        self.place.advance(page, keep);
        page.forget_before(keep);
    }

    /// The stream has ended: the attribute records left.
    pub(crate) fn finish(&mut self, page: &Page<'_>) {
        self.end_anchor_text();
        self.hand_out_attributes(page, usize::MAX, true);
    }

    fn emit(&mut self, r: Record<'static>) {
        if !self.stopped && !(self.out)(r) {
            self.stopped = true;
        }
    }
}

/// Whether a match `shown` of an anchor's text is its `href`: whole, cut
/// for display (`shortened`), or run on past the anchor (`ran_past`).
/// `after` is the text after the match, `between` the markup from the
/// anchor's end to the match's when it ends past the anchor.
pub(crate) fn same_link(href: &str, shown: &str, after: &[u8], between: Option<&[u8]>) -> bool {
    href == shown || shortened(href, shown, after) || ran_past(href, shown, between)
}

/// How far into an anchor's visible text its first match may start and
/// still be read as its `href` with punctuation [`trimmed`]: the link
/// waits for that match, and the page is kept from the link on.
pub(crate) const TRIM_REACH: usize = 4096;

/// Whether `href` is the URL `shown` and punctuation §1.4 trims, which
/// the text shows right after it (`https://…/optout.` in the text and
/// the `href`). A closing bracket counts: the text's reading kept it out
/// as unbalanced, and a page's linkifier that took it from prose
/// (`(Quit: KVIrc … <a href="http://www.kvirc.net/)">http://www.kvirc.net/)</a>`,
/// an IRC log) links what the reader reads as the paren's.
pub(crate) fn trimmed(href: &str, shown: &str, after: &[u8]) -> bool {
    href.strip_prefix(shown).is_some_and(|rest| {
        !rest.is_empty()
            && rest.bytes().all(|c| b".,:;!?')]".contains(&c))
            && after.starts_with(rest.as_bytes())
    })
}

/// Whether a match of an anchor's text that goes on past the anchor's
/// end is its `href` with what follows the link joined to it: the link
/// ends where the anchor does, as a reader sees it underlined
/// (`…/ubuntu</a>⏎ focal/main` in a mail's HTML read `…/ubuntufocal/main`,
/// `…-Linux-</a></div><div><br></div><div>This` read `…-Linux-This`; the
/// USRP users' list), unless a `<br>` alone broke the line (`br_only`).
/// `between` is the page's markup from the anchor's end to the match's,
/// `None` when the match ends inside the anchor. The `href`'s record
/// stands for both.
fn ran_past(href: &str, url: &str, between: Option<&[u8]>) -> bool {
    url.len() > href.len()
        && url.starts_with(href)
        && between.is_some_and(|b| !br_only(&b[..b.len().min(BETWEEN)]))
}

/// How many page bytes after an anchor `br_only` reads at most.
const BETWEEN: usize = 512;

/// Whether the markup between an anchor's end and the text that goes on
/// breaks the line with `<br>` alone, no block: a plain text's line
/// break, as a mailer renders a quoted plain-text message
/// (`…/phosphor-pid-</a><br>&gt; &gt; &gt;control/commit/…`, the openbmc
/// list), where the text wrapped the URL and its link holds the first
/// line only. A block (`</div><div>`, `</p>`, `<li>`) or a source line
/// break, which shows as a space, ends the link.
fn br_only(between: &[u8]) -> bool {
    const BLOCKS: &[&[u8]] = &[
        b"<div",
        b"</div",
        b"<p",
        b"</p",
        b"<li",
        b"</li",
        b"<tr",
        b"<td",
        b"<h",
        b"</h",
        b"<table",
        b"<blockquote",
        b"</blockquote",
    ];
    let lower = between.to_ascii_lowercase();
    let has = |p: &[u8]| memchr::memmem::find(&lower, p).is_some();
    has(b"<br") && !BLOCKS.iter().any(|t| has(t))
}

/// Whether an anchor's text URL `shown` is its `href` cut for display:
/// a proper prefix of it, followed in the text by `...` or `…`
/// (mozilla/readability's lifehacker page, line 1246:
/// `href="http://www.amazon.com/Kamp-Rite-TB343-Double-Tent-Cot/…"`
/// shown as `http://www.amazon.com/Kamp-Rite-TB34...`).
fn shortened(href: &str, shown: &str, after: &[u8]) -> bool {
    href.len() > shown.len()
        && href.starts_with(shown)
        && (after.starts_with(b"...") || after.starts_with("…".as_bytes()))
}
