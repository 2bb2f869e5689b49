//! Real documents in a real tantivy index (RAM directory): RFC 1738 and a
//! Twisted mailing-list message (sources: `testdata/tantivy/README.md`).
//! Each holds a URL that a line break cuts; the URL tokenizer finds the
//! document by that URL as one term, and by its host; tantivy's default
//! tokenizer, on the same text, has no such term.

use std::path::PathBuf;

use tantivy::collector::Count;
use tantivy::query::{QueryParser, TermQuery};
use tantivy::schema::{
    Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, STORED, TEXT,
};
use tantivy::{doc, Index, IndexWriter, Searcher, Term};
use urlgrep_tantivy::UrlTokenizer;

fn testdata(path: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const RFC: &str = "rfc/rfc1738.txt";
const MAIL: &str = "tantivy/twisted-web-2004-06-nevow.eml";

/// The URLs, as the extractor rejoins them, and how they are written.
const RFC_URL: &str = "ftp://ds.internic.net/rfc";
const RFC_URL_AS_WRITTEN: &str = "<URL:ftp://ds.in\n      ternic.net/rfc>";
const MAIL_URL: &str = "http://divmod.org/users/wiki.twistd/nevow/moin.cgi/GettingNevow";
const MAIL_URL_AS_WRITTEN: &str =
    "<http://divmod.org/users/wiki.twistd/nevow/moin.cgi/\nGettingNevow>";

struct Fixture {
    searcher: Searcher,
    index: Index,
    /// Tokenized by the URL tokenizer (hosts on).
    urls: Field,
    /// The same text, tokenized by tantivy's `default`.
    plain: Field,
    name: Field,
}

fn fixture() -> Fixture {
    let mut schema = Schema::builder();
    let indexing = TextFieldIndexing::default()
        .set_tokenizer("url")
        .set_index_option(IndexRecordOption::WithFreqsAndPositions);
    let urls = schema.add_text_field(
        "urls",
        TextOptions::default().set_indexing_options(indexing),
    );
    let plain = schema.add_text_field("plain", TEXT);
    let name = schema.add_text_field("name", STORED);
    let index = Index::create_in_ram(schema.build());
    index
        .tokenizers()
        .register("url", UrlTokenizer::builder().hosts(true).build());

    let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000).unwrap();
    for (file, title) in [(RFC, "rfc"), (MAIL, "mail")] {
        let text = testdata(file);
        writer
            .add_document(doc!(urls => text.clone(), plain => text, name => title))
            .unwrap();
    }
    // A third document with neither URL, so a match is not the whole index.
    writer
        .add_document(doc!(urls => "ftp and internic and divmod", plain => "ftp", name => "other"))
        .unwrap();
    writer.commit().unwrap();
    let searcher = index.reader().unwrap().searcher();
    Fixture {
        searcher,
        index,
        urls,
        plain,
        name,
    }
}

impl Fixture {
    fn term_hits(&self, field: Field, term: &str) -> Vec<String> {
        let query = TermQuery::new(Term::from_field_text(field, term), IndexRecordOption::Basic);
        let top = tantivy::collector::DocSetCollector;
        let mut names: Vec<String> = self
            .searcher
            .search(&query, &top)
            .unwrap()
            .into_iter()
            .map(|address| {
                let doc: tantivy::TantivyDocument = self.searcher.doc(address).unwrap();
                use tantivy::schema::Value;
                doc.get_first(self.name)
                    .and_then(|v| v.as_str())
                    .unwrap()
                    .to_string()
            })
            .collect();
        names.sort();
        names
    }
}

#[test]
fn the_documents_hold_the_line_broken_urls() {
    // The premise: each URL is cut by a line break in the file.
    assert!(testdata(RFC).contains(RFC_URL_AS_WRITTEN));
    assert!(testdata(MAIL).contains(MAIL_URL_AS_WRITTEN));
}

#[test]
fn found_by_the_rejoined_url_as_one_term() {
    let f = fixture();
    assert_eq!(f.term_hits(f.urls, RFC_URL), ["rfc"]);
    assert_eq!(f.term_hits(f.urls, MAIL_URL), ["mail"]);
    // RFC 1738's other line-broken URL, cut after a dot of its host.
    assert_eq!(
        f.term_hits(
            f.urls,
            "http://ds.internic.net/instructions/overview.html#WARNING"
        ),
        ["rfc"]
    );
}

#[test]
fn found_by_the_host() {
    let f = fixture();
    assert_eq!(f.term_hits(f.urls, "ds.internic.net"), ["rfc"]);
    assert_eq!(f.term_hits(f.urls, "divmod.org"), ["mail"]);
}

#[test]
fn the_default_tokenizer_has_no_such_term() {
    let f = fixture();
    for term in [RFC_URL, MAIL_URL, "ds.internic.net", "divmod.org"] {
        assert_eq!(f.term_hits(f.plain, term), Vec::<String>::new(), "{term}");
        assert_eq!(count_tokens_equal("default", &f.index, term), 0, "{term}");
    }
    // It has the pieces, cut at the break: `in` and `ternic`, not `internic`.
    assert_eq!(f.term_hits(f.plain, "ternic"), ["rfc"]);
    assert_eq!(f.term_hits(f.plain, "gettingnevow"), ["mail"]);
}

/// How many tokens of the two documents, by the analyzer `name`, are `term`.
fn count_tokens_equal(name: &str, index: &Index, term: &str) -> usize {
    let mut analyzer = index.tokenizers().get(name).unwrap();
    let mut n = 0;
    for file in [RFC, MAIL] {
        let text = testdata(file);
        let mut stream = analyzer.token_stream(&text);
        while let Some(t) = stream.next() {
            n += usize::from(t.text == term);
        }
    }
    n
}

#[test]
fn query_parser_turns_a_quoted_url_into_one_term() {
    let f = fixture();
    let parser = QueryParser::for_index(&f.index, vec![f.urls]);
    let hits = |q: &str| {
        f.searcher
            .search(&parser.parse_query(q).unwrap(), &Count)
            .unwrap()
    };
    assert_eq!(hits(&format!("\"{RFC_URL}\"")), 1);
    // As the reader sees it in the text, wrapper and line break included.
    assert_eq!(
        hits(&format!("\"{}\"", RFC_URL_AS_WRITTEN.replace('\n', " "))),
        1
    );
    assert_eq!(hits(&format!("\"{MAIL_URL}\"")), 1);
    // The words between URLs are still words.
    assert_eq!(hits("Nevow"), 1);
    // One position: the URL's term, and its host's (`hosts(true)`) at the
    // same offset, as a phrase of synonyms; both are at that position in
    // the index.
    let query = format!(
        "{:?}",
        parser.parse_query(&format!("\"{RFC_URL}\"")).unwrap()
    );
    assert!(
        query.contains(r#"(0, Term(field=0, type=Str, "ftp://ds.internic.net/rfc"))"#),
        "{query}"
    );
    assert!(!query.contains("(1, "), "{query}");
}

#[test]
fn snippet_offsets_slice_the_url_as_written() {
    // The tokenizer's offsets are what a highlighter uses.
    use tantivy::tokenizer::{TokenStream, Tokenizer};
    let text = testdata(RFC);
    let mut tokenizer = UrlTokenizer::default();
    let mut stream = tokenizer.token_stream(&text);
    let mut found = false;
    while let Some(t) = stream.next() {
        if t.text == RFC_URL {
            assert_eq!(&text[t.offset_from..t.offset_to], RFC_URL_AS_WRITTEN);
            found = true;
        }
    }
    assert!(found);
}
