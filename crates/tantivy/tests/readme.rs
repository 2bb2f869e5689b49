//! The README's tantivy example. `urlgrep-extract` doc-tests the README's
//! Rust blocks without tantivy, so that block is `rust,ignore`; this test
//! runs its lines (copied below, checked to be the same) and what its
//! comments promise.

use tantivy::collector::Count;
use tantivy::query::{QueryParser, TermQuery};
use tantivy::schema::{IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::{doc, IndexWriter, Term};

#[test]
fn readme_example_runs() {
    let mut builder = Schema::builder();
    let indexing = TextFieldIndexing::default()
        .set_tokenizer("url")
        .set_index_option(IndexRecordOption::WithFreqsAndPositions);
    let body = builder.add_text_field(
        "body",
        TextOptions::default().set_indexing_options(indexing),
    );
    let schema = builder.build();

    // The README's lines, verbatim.
    use urlgrep_tantivy::UrlTokenizer;
    let index = tantivy::Index::create_in_ram(schema); // a text field with .set_tokenizer("url")
    let tokenizer = UrlTokenizer::builder().hosts(true).build();
    index.tokenizers().register("url", tokenizer);

    let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000).unwrap();
    writer
        .add_document(doc!(body => "<URL:ftp://ds.in\n   ternic.net/rfc>"))
        .unwrap();
    writer.commit().unwrap();
    let searcher = index.reader().unwrap().searcher();
    let term_hits = |text: &str| {
        let query = TermQuery::new(Term::from_field_text(body, text), IndexRecordOption::Basic);
        searcher.search(&query, &Count).unwrap()
    };
    assert_eq!(term_hits("ftp://ds.internic.net/rfc"), 1);
    assert_eq!(term_hits("ds.internic.net"), 1);
    let parser = QueryParser::for_index(&index, vec![body]);
    let query = parser.parse_query("\"ftp://ds.internic.net/rfc\"").unwrap();
    assert_eq!(searcher.search(&query, &Count).unwrap(), 1);
}

#[test]
fn readme_block_is_the_lines_above() {
    let readme = include_str!("../../../README.md");
    let section = readme
        .split("### Search indexes (tantivy)")
        .nth(1)
        .expect("the README's tantivy section");
    let block = section
        .split("```rust,ignore\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("its code block");
    let this = include_str!("readme.rs");
    let code: Vec<_> = block.lines().filter(|l| !l.starts_with("//")).collect();
    assert_eq!(code.len(), 4, "{block}");
    for line in code {
        assert!(
            this.contains(&format!("    {line}\n")),
            "not run here: {line}"
        );
    }
}
