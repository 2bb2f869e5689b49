//! `UrlTokenStream`: the text cut at the extractor's matches, one stretch
//! (the gap before a URL, then the URL) at a time.
//!
//! tantivy's `Tokenizer::token_stream` lends the inner tokenizer for the
//! whole life of the stream it returns, so one stream cannot hold the
//! inner streams of several gaps in turn. Each gap's inner stream is
//! therefore drained at once into a buffer the tokenizer keeps, and the
//! tokens are handed out from there. The buffer is one `String` of
//! token texts and one `Vec` of small records, written and read in
//! order: a first version kept a `Vec<Token>` (a `String` each) and
//! spent a fifth of the tokenizing time on it (cache misses over
//! scattered strings), where this costs a copy per token. Memory is
//! bounded by the tokens of the longest gap.

use tantivy::tokenizer::{Token, TokenStream, Tokenizer};
use urlgrep_extract::{FindIter, Match};

use crate::parts::Parts;
use crate::tokenizer::UrlTokenizer;

/// The tokens of one text; see [`UrlTokenizer`].
pub struct UrlTokenStream<'a, T: Tokenizer> {
    text: &'a str,
    matches: FindIter<'a, 'a>,
    /// The inner tokenizer, until the last gap's stream takes it.
    inner: Option<&'a mut T>,
    /// The inner stream of the last gap, after the last URL.
    tail: Option<Tail<T::TokenStream<'a>>>,
    parts: Parts,
    pending: &'a mut Pending,
    /// Where the text not yet tokenized starts.
    cursor: usize,
    /// The position the next token's relative position counts from.
    base: usize,
}

/// The last gap's inner stream, handed through without a copy: after the
/// last URL no other gap needs the inner tokenizer, so this stream may
/// keep it for the rest of the text (a text without URLs is all tail).
/// Its token's offsets and position are shifted in place, and put back
/// before the inner stream advances, since a stream may count from its
/// token's last position (`SimpleTokenizer` does).
struct Tail<S> {
    stream: S,
    shift: usize,
    base: usize,
    /// The current token's offsets and position as the inner stream set
    /// them, while they are shifted.
    saved: Option<(usize, usize, usize)>,
}

impl<S: TokenStream> Tail<S> {
    fn advance(&mut self) -> bool {
        if let Some((from, to, position)) = self.saved.take() {
            let t = self.stream.token_mut();
            (t.offset_from, t.offset_to, t.position) = (from, to, position);
        }
        if !self.stream.advance() {
            return false;
        }
        if self.shift != 0 || self.base != 0 {
            let t = self.stream.token_mut();
            self.saved = Some((t.offset_from, t.offset_to, t.position));
            t.offset_from += self.shift;
            t.offset_to += self.shift;
            t.position = self.base.saturating_add(t.position);
        }
        true
    }
}

/// Tokens made but not yet handed out: `records[next..]`, their texts
/// one after another in `texts`; `token` is the one handed out last.
#[derive(Debug, Default)]
pub(crate) struct Pending {
    token: Token,
    records: Vec<Record>,
    texts: String,
    next: usize,
    /// Where the next record's text starts in `texts`.
    read: usize,
    /// Lower-cased hosts are made here.
    scratch: String,
}

/// A token without its text, which is the next `len` bytes of `texts`.
#[derive(Clone, Copy, Debug)]
struct Record {
    offset_from: usize,
    offset_to: usize,
    position: usize,
    position_length: usize,
    len: usize,
}

impl Pending {
    fn clear(&mut self) {
        self.records.clear();
        self.texts.clear();
        self.next = 0;
        self.read = 0;
    }

    fn push(
        &mut self,
        offset_from: usize,
        offset_to: usize,
        position: usize,
        length: usize,
        text: &str,
    ) {
        self.texts.push_str(text);
        self.records.push(Record {
            offset_from,
            offset_to,
            position,
            position_length: length,
            len: text.len(),
        });
    }

    /// Makes the next record the current token; false when none is left.
    fn pop(&mut self) -> bool {
        let Some(r) = self.records.get(self.next).copied() else {
            return false;
        };
        self.next += 1;
        let t = &mut self.token;
        t.offset_from = r.offset_from;
        t.offset_to = r.offset_to;
        t.position = r.position;
        t.position_length = r.position_length;
        t.text.clear();
        t.text.push_str(&self.texts[self.read..self.read + r.len]);
        self.read += r.len;
        true
    }
}

impl<'a, T: Tokenizer> UrlTokenStream<'a, T> {
    pub(crate) fn new(tokenizer: &'a mut UrlTokenizer<T>, text: &'a str) -> Self {
        let UrlTokenizer {
            extractor,
            inner,
            parts,
            pending,
        } = tokenizer;
        pending.clear();
        pending.token.reset();
        UrlTokenStream {
            text,
            matches: extractor.find_iter(text),
            inner: Some(inner),
            tail: None,
            parts: *parts,
            pending,
            cursor: 0,
            base: 0,
        }
    }

    /// Makes the tokens of the next stretch, the gap up to the next match
    /// and the match; after the last match, starts the tail.
    fn refill(&mut self) {
        self.pending.clear();
        match self.matches.next() {
            Some(m) => {
                let start = floor_boundary(self.text, m.start()).max(self.cursor);
                let end = ceil_boundary(self.text, m.end()).max(start);
                self.tokenize_gap(start);
                self.push_url(&m, start, end);
                self.cursor = end;
            }
            None => {
                let text = self.text;
                let inner = self.inner.take().expect("the tail starts once");
                self.tail = Some(Tail {
                    stream: inner.token_stream(&text[self.cursor..]),
                    shift: self.cursor,
                    base: self.base,
                    saved: None,
                });
            }
        }
    }

    /// Runs the inner tokenizer on `text[cursor..to]`: offsets shifted by
    /// `cursor`, positions by `base`, which then moves past the last.
    fn tokenize_gap(&mut self, to: usize) {
        let from = self.cursor;
        if from >= to {
            return;
        }
        let gap = &self.text[from..to];
        let mut end = self.base;
        let inner = self.inner.as_mut().expect("gaps come before the tail");
        let mut stream = inner.token_stream(gap);
        while stream.advance() {
            let t = stream.token();
            // An inner stream counts positions from 0; the holes its
            // filters leave (a long token removed) stay holes.
            let position = self.base.saturating_add(t.position);
            self.pending.push(
                from + t.offset_from,
                from + t.offset_to,
                position,
                t.position_length,
                &t.text,
            );
            end = end.max(position.saturating_add(t.position_length));
        }
        self.base = end;
    }

    /// The URL token at `base`, then its parts at the same position.
    fn push_url(&mut self, m: &Match<'_>, start: usize, end: usize) {
        let position = self.base;
        let url = m.url();
        let pending = &mut *self.pending;
        pending.push(start, end, position, 1, url);
        if self.parts.any() {
            let mut scratch = core::mem::take(&mut pending.scratch);
            self.parts.each(url, &mut scratch, |part| {
                pending.push(start, end, position, 1, part);
            });
            pending.scratch = scratch;
        }
        self.base = position.saturating_add(1);
    }
}

impl<T: Tokenizer> TokenStream for UrlTokenStream<'_, T> {
    fn advance(&mut self) -> bool {
        loop {
            if let Some(tail) = &mut self.tail {
                return tail.advance();
            }
            if self.pending.pop() {
                return true;
            }
            self.refill();
        }
    }

    fn token(&self) -> &Token {
        match &self.tail {
            // Before the tail's first token, the last one handed out.
            Some(tail) if tail.saved.is_some() || (tail.shift, tail.base) == (0, 0) => {
                tail.stream.token()
            }
            _ => &self.pending.token,
        }
    }

    fn token_mut(&mut self) -> &mut Token {
        match &mut self.tail {
            Some(tail) if tail.saved.is_some() || (tail.shift, tail.base) == (0, 0) => {
                tail.stream.token_mut()
            }
            _ => &mut self.pending.token,
        }
    }
}

/// The largest char boundary at or before `i`. The extractor works on
/// bytes; a match cut at `max_len` may end inside a character.
fn floor_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest char boundary at or after `i`.
fn ceil_boundary(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}
