//! `UrlTokenStream`: the text cut at the extractor's matches, one stretch
//! (the gap before a URL, then the URL) at a time.
//!
//! tantivy's `Tokenizer::token_stream` lends a tokenizer to the stream
//! it returns for the stream's whole life, so one inner tokenizer can
//! serve one gap's stream only. The tokenizer therefore keeps clones of
//! the inner one (`UrlTokenizer::pool`), lent one per gap, so gaps stream
//! through without a copy; the pool grows to the number of URLs of the
//! texts seen, up to [`POOL_MAX`]. A gap beyond the pool is drained at
//! once into a buffer (one `String` of token texts and a `Vec` of small
//! records) and copied out; the last gap always streams, on the inner
//! tokenizer itself. Memory is bounded by the pool and the tokens of the
//! longest buffered gap.

use tantivy::tokenizer::{Token, TokenStream, Tokenizer};
use urlgrep_extract::{FindIter, Match};

use crate::parts::Parts;
use crate::tokenizer::UrlTokenizer;

/// The most inner tokenizers a `UrlTokenizer` keeps to stream gaps.
pub(crate) const POOL_MAX: usize = 256;

/// The tokens of one text; see [`UrlTokenizer`].
pub struct UrlTokenStream<'a, T: Tokenizer> {
    text: &'a str,
    matches: FindIter<'a, 'a>,
    /// The inner tokenizer, until the last gap's stream takes it.
    inner: Option<&'a mut T>,
    /// Clones of it, one for each gap streamed before the last.
    pool: core::slice::IterMut<'a, T>,
    /// How many clones the next text should find (the URLs seen).
    want: &'a mut usize,
    urls: usize,
    /// The stream of the gap being handed out.
    gap: Option<Gap<T::TokenStream<'a>>>,
    /// The URL that ends that gap, if any.
    url_after: Option<Match<'a>>,
    /// Whether the current token is the gap stream's (else `pending`'s).
    from_gap: bool,
    /// Whether the last gap has been started.
    last: bool,
    parts: Parts,
    pending: &'a mut Pending,
    /// Where the text not yet tokenized starts.
    cursor: usize,
    /// The position the next token's relative position counts from.
    base: usize,
}

/// A gap's inner stream, handed through without a copy. Its token's
/// offsets and position are shifted in place, and put back before the
/// inner stream advances, since a stream may count from its token's last
/// position (`SimpleTokenizer` does).
struct Gap<S> {
    stream: S,
    shift: usize,
    base: usize,
    /// One past the last position handed out.
    end: usize,
    /// The current token's offsets and position as the inner stream set
    /// them, while they are shifted.
    saved: Option<(usize, usize, usize)>,
}

impl<S: TokenStream> Gap<S> {
    fn advance(&mut self) -> bool {
        if let Some((from, to, position)) = self.saved.take() {
            let t = self.stream.token_mut();
            (t.offset_from, t.offset_to, t.position) = (from, to, position);
        }
        if !self.stream.advance() {
            return false;
        }
        let t = self.stream.token_mut();
        if self.shift != 0 || self.base != 0 {
            self.saved = Some((t.offset_from, t.offset_to, t.position));
            t.offset_from += self.shift;
            t.offset_to += self.shift;
            // An inner stream counts positions from 0; the holes its
            // filters leave (a long token removed) stay holes.
            t.position = self.base.saturating_add(t.position);
        }
        self.end = self.end.max(t.position.saturating_add(t.position_length));
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
            pool,
            want,
        } = tokenizer;
        pending.clear();
        pending.token.reset();
        while pool.len() < *want {
            pool.push(inner.clone());
        }
        UrlTokenStream {
            text,
            matches: extractor.find_iter(text),
            inner: Some(inner),
            pool: pool.iter_mut(),
            want,
            urls: 0,
            gap: None,
            url_after: None,
            from_gap: false,
            last: false,
            parts: *parts,
            pending,
            cursor: 0,
            base: 0,
        }
    }

    /// Starts the next gap: up to the next URL, or to the end of the
    /// text. False when the last gap was started before.
    fn next_gap(&mut self) -> bool {
        if self.last {
            return false;
        }
        let text = self.text;
        let (to, m) = match self.matches.next() {
            Some(m) => {
                self.urls += 1;
                (floor_boundary(text, m.start()).max(self.cursor), Some(m))
            }
            None => {
                self.last = true;
                *self.want = (*self.want).max(self.urls.min(POOL_MAX));
                (text.len(), None)
            }
        };
        let lent = match m {
            None => self.inner.take(),
            Some(_) => self.pool.next(),
        };
        match lent {
            Some(tokenizer) => {
                self.gap = Some(Gap {
                    stream: tokenizer.token_stream(&text[self.cursor..to]),
                    shift: self.cursor,
                    base: self.base,
                    end: self.base,
                    saved: None,
                });
                self.url_after = m;
            }
            None => {
                // The pool is spent: this gap goes through the buffer.
                self.pending.clear();
                self.tokenize_gap(to);
                if let Some(m) = m {
                    self.push_url(&m);
                }
            }
        }
        true
    }

    /// After a streamed gap: its URL's tokens into the buffer.
    fn end_gap(&mut self) {
        if let Some(gap) = self.gap.take() {
            self.base = gap.end;
        }
        self.pending.clear();
        if let Some(m) = self.url_after.take() {
            self.push_url(&m);
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

    /// The URL token at `base`, then its parts at the same position;
    /// the text after it is next.
    fn push_url(&mut self, m: &Match<'_>) {
        let start = floor_boundary(self.text, m.start()).max(self.cursor);
        let end = ceil_boundary(self.text, m.end()).max(start);
        self.cursor = end;
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
            if let Some(gap) = &mut self.gap {
                if gap.advance() {
                    self.from_gap = true;
                    return true;
                }
                self.end_gap();
            }
            if self.pending.pop() {
                self.from_gap = false;
                return true;
            }
            if !self.next_gap() {
                return false;
            }
        }
    }

    fn token(&self) -> &Token {
        match &self.gap {
            Some(gap) if self.from_gap => gap.stream.token(),
            _ => &self.pending.token,
        }
    }

    fn token_mut(&mut self) -> &mut Token {
        match &mut self.gap {
            Some(gap) if self.from_gap => gap.stream.token_mut(),
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
