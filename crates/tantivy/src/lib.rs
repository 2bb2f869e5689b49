//! A [tantivy] tokenizer that keeps each URL one token, the way
//! Lucene's `UAX29URLEmailTokenizer` (Elasticsearch's `uax_url_email`)
//! does, with URLs found by [`urlgrep_extract`]: `<URL:…>` wrappers
//! rejoined across line breaks and quote markers (RFC 1738 Appendix),
//! angle and bare URLs, hyphen breaks read by the grammar.
//!
//! tantivy's default tokenizer cuts `<URL:ftp://ds.in⏎ ternic.net/rfc>`
//! into `url`, `ftp`, `ds`, `in`, `ternic`, `net`, `rfc`: no term is the
//! URL, and a phrase query for it finds the document only where the
//! words happen to line up. [`UrlTokenizer`] makes it the one token
//! `ftp://ds.internic.net/rfc`, so a document is found by the URL a
//! reader copies out of it:
//!
//! ```
//! use tantivy::collector::Count;
//! use tantivy::query::QueryParser;
//! use tantivy::schema::{IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
//! use tantivy::{doc, Index, IndexWriter};
//! use urlgrep_tantivy::UrlTokenizer;
//!
//! let mut schema = Schema::builder();
//! let indexing = TextFieldIndexing::default()
//!     .set_tokenizer("url")
//!     .set_index_option(IndexRecordOption::WithFreqsAndPositions);
//! let body = schema.add_text_field("body", TextOptions::default().set_indexing_options(indexing));
//! let index = Index::create_in_ram(schema.build());
//! index.tokenizers().register("url", UrlTokenizer::builder().hosts(true).build());
//!
//! let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000)?;
//! writer.add_document(doc!(body => "you can probably pick it up from <URL:ftp://ds.in\n      \
//!                                   ternic.net/rfc>.  Note the warning"))?;
//! writer.add_document(doc!(body => "see http://example.org/ for more"))?;
//! writer.commit()?;
//!
//! let searcher = index.reader()?.searcher();
//! let parser = QueryParser::for_index(&index, vec![body]);
//! // The query text goes through the same tokenizer: one URL, one term.
//! let hits = |q: &str| searcher.search(&parser.parse_query(q).unwrap(), &Count).unwrap();
//! assert_eq!(hits(r#""ftp://ds.internic.net/rfc""#), 1);
//! assert_eq!(hits(r#""<URL:ftp://ds.internic.net/rfc>""#), 1);
//! assert_eq!(hits("warning"), 1);
//! // A host token (`hosts(true)`) is not a URL, so a term query finds it.
//! let host = tantivy::Term::from_field_text(body, "ds.internic.net");
//! let by_host = tantivy::query::TermQuery::new(host, IndexRecordOption::Basic);
//! assert_eq!(searcher.search(&by_host, &Count)?, 1);
//! # Ok::<(), tantivy::TantivyError>(())
//! ```
//!
//! # Tokens
//!
//! - **A URL** is one token whose text is [`Match::url`]: the URL as the
//!   extractor reads it, wrapper (`<URL:`, `>`), white space and quote
//!   markers removed, the primary reading of a hyphen break (SPEC
//!   §1.3). This form and not the raw bytes, because the raw bytes of a
//!   wrapped URL hold its line break and indentation, which no query
//!   would repeat; and not a canonical form (lower-cased host, decoded
//!   `%`-escapes), because paths are case-sensitive (RFC 1738 §2.1
//!   leaves case to the scheme) and the URL as written is what a reader
//!   pastes into a query. A filter after the tokenizer (tantivy's
//!   `LowerCaser`) can still fold it.
//! - Its **offsets** are the match's byte span in the text: from the `<`
//!   of a wrapper to just past its `>`, line breaks and wrapper included,
//!   so `text[offset_from..offset_to]` is the URL as it appears and a
//!   snippet highlights all of it. Its **position** is one after the
//!   token before it. tantivy drops a token of more than 65,530 bytes
//!   (`MAX_TOKEN_LEN`); the extractor's default `max_len`, 4096, keeps
//!   every URL under it.
//! - **The text between URLs** goes through the inner tokenizer:
//!   tantivy's `SimpleTokenizer` for [`UrlTokenizer::new`], any
//!   [`Tokenizer`](tantivy::tokenizer::Tokenizer) for
//!   [`UrlTokenizer::wrapping`]. Each gap is tokenized on its own, so no
//!   inner token reaches into a URL; its tokens keep their text, their
//!   offsets are shifted to the whole text and their positions continue
//!   the sequence (an inner filter's holes stay holes).
//! - **Host and path segments** ([`UrlTokenizerBuilder::hosts`],
//!   [`UrlTokenizerBuilder::path_segments`]; off by default) follow the
//!   URL token at its position, with its offsets, the way a synonym
//!   filter adds words: a phrase query across the URL still sees one
//!   position, and a document is found by its host. The host is
//!   lower-cased (host names are not case-sensitive); segments are as
//!   written.
//!
//! # Queries
//!
//! tantivy's `QueryParser` runs a field's tokenizer on the query text,
//! so a URL in a query is one term too. Quote it: the query grammar
//! reads `name:` before the quotes as a field name. With host or path
//! tokens on, the quoted URL becomes a phrase of the URL's term and its
//! parts, all at one position, which matches exactly where the URL term
//! does. To search by host alone, build a `TermQuery` of the host: the
//! parser would cut `ds.internic.net`, no URL, into words.
//!
//! # With tantivy's filters
//!
//! tantivy's `default` analyzer is `SimpleTokenizer`, then
//! `RemoveLongFilter::limit(40)`, then `LowerCaser`. Put those inside
//! the URL tokenizer, not after it: after it, `RemoveLongFilter` would
//! drop every URL of 40 bytes or more.
//!
//! ```
//! use tantivy::tokenizer::{LowerCaser, RemoveLongFilter, SimpleTokenizer, TokenFilter};
//! use urlgrep_extract::Extractor;
//! use urlgrep_tantivy::UrlTokenizer;
//!
//! // Words as tantivy's `default` makes them, URLs whole and as written.
//! let words = LowerCaser.transform(RemoveLongFilter::limit(40).transform(SimpleTokenizer::default()));
//! let tokenizer = UrlTokenizer::wrapping(Extractor::new(), words);
//! # let _ = tokenizer;
//! ```
//!
//! # Cost
//!
//! tantivy's `Tokenizer::token_stream` lends a tokenizer to the stream
//! it returns for the stream's whole life, so one inner tokenizer serves
//! one gap's stream only. A `UrlTokenizer` therefore keeps clones of its
//! inner tokenizer, lent one per gap so each gap streams through without
//! a copy; their number grows to the URLs of the texts it has seen (at
//! most 256, so a text with more URLs copies its later gaps through a
//! buffer). Each clone of tantivy's tokenizers is a few hundred bytes.
//! On the URL-dense RFCs and mail of `benches/benches/tantivy.rs`,
//! tokenizing runs at about 0.85× tantivy's `default` analyzer and
//! indexing at about 0.88×; on text without URLs, at about 0.95×.
//!
//! # Types
//!
//! - [`UrlTokenizer`]: the tokenizer; register it with
//!   `index.tokenizers().register(name, tokenizer)`.
//! - [`UrlTokenizerBuilder`]: the extractor and the part tokens.
//! - [`UrlTokenStream`]: the token stream of one text.
//!
//! [`Match::url`]: urlgrep_extract::Match::url

#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod parts;
mod stream;
mod tokenizer;

pub use crate::stream::UrlTokenStream;
pub use crate::tokenizer::{UrlTokenizer, UrlTokenizerBuilder};
