//! `UrlTokenStream`: the text cut at the extractor's matches, one stretch
//! (the gap before a URL, then the URL) at a time.
//!
//! tantivy's `Tokenizer::token_stream` lends the inner tokenizer for the
//! whole life of the stream it returns, so one stream cannot hold the
//! inner streams of several gaps in turn. Each gap's inner stream is
//! therefore drained at once into a buffer the tokenizer keeps (its
//! `String`s reused from call to call), and the tokens are handed out
//! from there. Memory is bounded by the tokens of the longest gap.

use tantivy::tokenizer::{Token, TokenStream, Tokenizer};
use urlgrep_extract::{FindIter, Match};

use crate::parts::Parts;
use crate::tokenizer::UrlTokenizer;

/// The tokens of one text; see [`UrlTokenizer`].
pub struct UrlTokenStream<'a, T: Tokenizer> {
    text: &'a str,
    matches: FindIter<'a, 'a>,
    inner: &'a mut T,
    parts: Parts,
    pending: Pending<'a>,
    /// Where the text not yet tokenized starts.
    cursor: usize,
    /// The position the next token's relative position counts from.
    base: usize,
    /// Whether the last gap (to the end of the text) was tokenized.
    finished: bool,
    scratch: String,
}

/// Tokens made but not yet handed out: `tokens[next..len]`; the current
/// token is `tokens[next - 1]`. Entries past `len` are spare allocations.
struct Pending<'a> {
    tokens: &'a mut Vec<Token>,
    len: usize,
    next: usize,
}

impl Pending<'_> {
    fn clear(&mut self) {
        self.len = 0;
        self.next = 0;
    }

    /// A token slot to fill, its text empty.
    fn push(&mut self) -> &mut Token {
        if self.len == self.tokens.len() {
            self.tokens.push(Token::default());
        }
        let token = &mut self.tokens[self.len];
        self.len += 1;
        token.text.clear();
        token
    }
}

impl<'a, T: Tokenizer> UrlTokenStream<'a, T> {
    pub(crate) fn new(tokenizer: &'a mut UrlTokenizer<T>, text: &'a str) -> Self {
        let UrlTokenizer {
            extractor,
            inner,
            parts,
            buffer,
        } = tokenizer;
        if buffer.is_empty() {
            // So `token()` before the first `advance()` has one to show.
            buffer.push(Token::default());
        }
        buffer[0].reset();
        UrlTokenStream {
            text,
            matches: extractor.find_iter(text),
            inner,
            parts: *parts,
            pending: Pending {
                tokens: buffer,
                len: 0,
                next: 0,
            },
            cursor: 0,
            base: 0,
            finished: false,
            scratch: String::new(),
        }
    }

    /// Makes the tokens of the next stretch: the gap up to the next match
    /// and the match, or the last gap. False at the end of the text.
    fn refill(&mut self) -> bool {
        if self.finished {
            return false;
        }
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
                self.tokenize_gap(self.text.len());
                self.finished = true;
            }
        }
        true
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
        let mut stream = self.inner.token_stream(gap);
        while stream.advance() {
            let t = stream.token();
            let out = self.pending.push();
            out.offset_from = from + t.offset_from;
            out.offset_to = from + t.offset_to;
            // An inner stream counts positions from 0; the holes its
            // filters leave (a long token removed) stay holes.
            out.position = self.base.saturating_add(t.position);
            out.position_length = t.position_length;
            out.text.push_str(&t.text);
            end = end.max(out.position.saturating_add(out.position_length));
        }
        self.base = end;
    }

    /// The URL token at `base`, then its parts at the same position.
    fn push_url(&mut self, m: &Match<'_>, start: usize, end: usize) {
        let position = self.base;
        let url = m.url();
        let out = self.pending.push();
        out.offset_from = start;
        out.offset_to = end;
        out.position = position;
        out.position_length = 1;
        out.text.push_str(url);
        if self.parts.any() {
            let pending = &mut self.pending;
            self.parts.each(url, &mut self.scratch, |part| {
                let out = pending.push();
                out.offset_from = start;
                out.offset_to = end;
                out.position = position;
                out.position_length = 1;
                out.text.push_str(part);
            });
        }
        self.base = position + 1;
    }
}

impl<T: Tokenizer> TokenStream for UrlTokenStream<'_, T> {
    fn advance(&mut self) -> bool {
        while self.pending.next == self.pending.len {
            if !self.refill() {
                return false;
            }
        }
        self.pending.next += 1;
        true
    }

    fn token(&self) -> &Token {
        &self.pending.tokens[self.pending.next.saturating_sub(1)]
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.pending.tokens[self.pending.next.saturating_sub(1)]
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
