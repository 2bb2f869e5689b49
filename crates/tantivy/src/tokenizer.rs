//! `UrlTokenizer` and its builder.

use core::fmt;
use std::sync::Arc;

use tantivy::tokenizer::{SimpleTokenizer, Tokenizer};
use urlgrep_extract::Extractor;

use crate::parts::Parts;
use crate::stream::{Pending, UrlTokenStream};

/// A tantivy [`Tokenizer`] that keeps every URL the extractor finds one
/// token and hands the text between URLs to an inner tokenizer
/// (tantivy's [`SimpleTokenizer`] unless another is given).
///
/// - A URL token's text is [`Match::url`](urlgrep_extract::Match::url):
///   wrapper, white space and quote markers removed, case and
///   `%`-escapes as written. Its offsets are the match's span in the
///   text, wrapper and line breaks included.
/// - The inner tokenizer's tokens keep their text; their offsets are
///   shifted into the whole text and their positions continue the
///   sequence.
/// - With [`UrlTokenizerBuilder::hosts`] or
///   [`UrlTokenizerBuilder::path_segments`], the URL's parts follow it at
///   its position, with its offsets.
///
/// ```
/// use tantivy::tokenizer::{TokenStream, Tokenizer};
/// use urlgrep_tantivy::UrlTokenizer;
///
/// let mut tokenizer = UrlTokenizer::default();
/// let text = "pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.  Note";
/// let mut stream = tokenizer.token_stream(text);
/// let mut tokens = Vec::new();
/// while let Some(t) = stream.next() {
///     tokens.push((t.text.clone(), t.position, t.offset_from, t.offset_to));
/// }
/// assert_eq!(tokens, [
///     ("pick".to_string(), 0, 0, 4),
///     ("it".to_string(), 1, 5, 7),
///     ("up".to_string(), 2, 8, 10),
///     ("from".to_string(), 3, 11, 15),
///     ("ftp://ds.internic.net/rfc".to_string(), 4, 16, 51),
///     ("Note".to_string(), 5, 54, 58),
/// ]);
/// ```
pub struct UrlTokenizer<T = SimpleTokenizer> {
    /// Shared: tantivy clones a tokenizer for every segment writer and
    /// query, and the scheme table need not be copied each time.
    pub(crate) extractor: Arc<Extractor>,
    pub(crate) inner: T,
    pub(crate) parts: Parts,
    /// The tokens of one stretch (a gap and the URL after it), reused
    /// from call to call so the common path does not allocate.
    pub(crate) pending: Pending,
    /// Clones of `inner`, lent one per gap (`stream.rs`).
    pub(crate) pool: Vec<T>,
    /// How many clones the next text should find.
    pub(crate) want: usize,
}

impl UrlTokenizer<SimpleTokenizer> {
    /// URLs found by `extractor` as single tokens, the rest through
    /// tantivy's [`SimpleTokenizer`]; no host or path tokens.
    pub fn new(extractor: Extractor) -> Self {
        UrlTokenizer::wrapping(extractor, SimpleTokenizer::default())
    }

    /// A builder for the host and path-segment tokens.
    pub fn builder() -> UrlTokenizerBuilder {
        UrlTokenizerBuilder {
            extractor: None,
            parts: Parts::default(),
        }
    }
}

impl<T: Tokenizer> UrlTokenizer<T> {
    /// URLs found by `extractor` as single tokens, the text between them
    /// through `inner`; no host or path tokens.
    pub fn wrapping(extractor: Extractor, inner: T) -> Self {
        UrlTokenizer {
            extractor: Arc::new(extractor),
            inner,
            parts: Parts::default(),
            pending: Pending::default(),
            pool: Vec::new(),
            want: 0,
        }
    }

    /// The extractor that decides what is a URL.
    pub fn extractor(&self) -> &Extractor {
        &self.extractor
    }
}

impl Default for UrlTokenizer<SimpleTokenizer> {
    /// [`UrlTokenizer::new`] with [`Extractor::new`].
    fn default() -> Self {
        UrlTokenizer::new(Extractor::new())
    }
}

// By hand: the token buffer is scratch space, not state to copy.
impl<T: Clone> Clone for UrlTokenizer<T> {
    fn clone(&self) -> Self {
        UrlTokenizer {
            extractor: Arc::clone(&self.extractor),
            inner: self.inner.clone(),
            parts: self.parts,
            pending: Pending::default(),
            pool: Vec::new(),
            want: self.want,
        }
    }
}

// By hand: tantivy's tokenizers are not `Debug`.
impl<T> fmt::Debug for UrlTokenizer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UrlTokenizer")
            .field("extractor", &self.extractor)
            .field("inner", &core::any::type_name::<T>())
            .field("hosts", &self.parts.hosts)
            .field("path_segments", &self.parts.path_segments)
            .finish()
    }
}

impl<T: Tokenizer> Tokenizer for UrlTokenizer<T> {
    type TokenStream<'a> = UrlTokenStream<'a, T>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> UrlTokenStream<'a, T> {
        UrlTokenStream::new(self, text)
    }
}

/// Builds a [`UrlTokenizer`]: the extractor, and which parts of a URL
/// are also tokens.
///
/// ```
/// use tantivy::tokenizer::{TokenStream, Tokenizer};
/// use urlgrep_tantivy::UrlTokenizer;
///
/// let mut tokenizer = UrlTokenizer::builder().hosts(true).path_segments(true).build();
/// let mut stream = tokenizer.token_stream("see http://Example.ORG/a/b.html now");
/// let mut tokens = Vec::new();
/// while let Some(t) = stream.next() {
///     tokens.push((t.text.clone(), t.position, t.offset_from, t.offset_to));
/// }
/// assert_eq!(tokens, [
///     ("see".to_string(), 0, 0, 3),
///     ("http://Example.ORG/a/b.html".to_string(), 1, 4, 31),
///     ("example.org".to_string(), 1, 4, 31),
///     ("a".to_string(), 1, 4, 31),
///     ("b.html".to_string(), 1, 4, 31),
///     ("now".to_string(), 2, 32, 35),
/// ]);
/// ```
#[derive(Clone, Debug)]
pub struct UrlTokenizerBuilder {
    extractor: Option<Extractor>,
    parts: Parts,
}

impl UrlTokenizerBuilder {
    /// The extractor that decides what is a URL (e.g. one with more
    /// schemes or another `max_len`). Default: [`Extractor::new`].
    pub fn extractor(&mut self, extractor: Extractor) -> &mut Self {
        self.extractor = Some(extractor);
        self
    }

    /// Whether a URL's host (ASCII-lowercased: host names are not
    /// case-sensitive, RFC 1738 §3.1) is a token too, at the URL's
    /// position and with its offsets. Default: `false`.
    pub fn hosts(&mut self, yes: bool) -> &mut Self {
        self.parts.hosts = yes;
        self
    }

    /// Whether each non-empty segment of a URL's path (between `/`, as
    /// written: case and `%`-escapes kept) is a token too, at the URL's
    /// position and with its offsets; a segment repeated in one URL is
    /// one token. Default: `false`.
    pub fn path_segments(&mut self, yes: bool) -> &mut Self {
        self.parts.path_segments = yes;
        self
    }

    /// The tokenizer, with tantivy's [`SimpleTokenizer`] between URLs.
    pub fn build(&self) -> UrlTokenizer<SimpleTokenizer> {
        self.wrapping(SimpleTokenizer::default())
    }

    /// The tokenizer, with `inner` between URLs.
    pub fn wrapping<T: Tokenizer>(&self, inner: T) -> UrlTokenizer<T> {
        let extractor = self.extractor.clone().unwrap_or_default();
        UrlTokenizer {
            parts: self.parts,
            ..UrlTokenizer::wrapping(extractor, inner)
        }
    }
}
