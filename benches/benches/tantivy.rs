//! `urlgrep-tantivy` against tantivy's `default` analyzer, on the same
//! text in the same run:
//!
//! cargo bench -p urlgrep-benches --bench tantivy
//!
//! - `index/…`: a fresh RAM index per iteration, one indexing thread,
//!   every document added, then committed: what a user pays.
//! - `tokenize/…`: the token streams alone, every token visited;
//!   `tokenize-no-urls/…`: the same with every `:` made `;` (no URL).
//!
//! Both analyzers make words the same way (`SimpleTokenizer`, then
//! `RemoveLongFilter::limit(40)`, then `LowerCaser`); the URL tokenizer
//! runs them between the URLs it keeps whole.
//!
//! The text: the RFCs and drafts of `testdata/` (47 documents, 3.1 MB,
//! dense in URLs) and the first 4 MB of the mail corpus
//! (`../shared/corpus/mail`) cut into messages at `From ` lines.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use tantivy::schema::{IndexRecordOption, Schema, TextFieldIndexing, TextOptions};
use tantivy::tokenizer::{
    LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer, TokenFilter, TokenStream,
};
use tantivy::{doc, Index, IndexWriter};
use urlgrep_extract::Extractor;
use urlgrep_tantivy::UrlTokenizer;

/// The documents: the RFCs and drafts, then mail messages.
fn documents() -> Vec<String> {
    let mut docs = urlgrep_benches::documents();
    let mail = urlgrep_benches::mail_corpus();
    let mail = String::from_utf8_lossy(&mail[..mail.len().min(4 << 20)]).into_owned();
    docs.extend(mail.split("\nFrom ").map(str::to_string));
    docs
}

fn url_analyzer() -> TextAnalyzer {
    let words =
        LowerCaser.transform(RemoveLongFilter::limit(40).transform(SimpleTokenizer::default()));
    TextAnalyzer::from(UrlTokenizer::wrapping(Extractor::new(), words))
}

fn default_analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .build()
}

fn index_all(docs: &[String], analyzer: TextAnalyzer) -> Index {
    let mut schema = Schema::builder();
    let indexing = TextFieldIndexing::default()
        .set_tokenizer("under-test")
        .set_index_option(IndexRecordOption::WithFreqsAndPositions);
    let body = schema.add_text_field(
        "body",
        TextOptions::default().set_indexing_options(indexing),
    );
    let index = Index::create_in_ram(schema.build());
    index.tokenizers().register("under-test", analyzer);
    let mut writer: IndexWriter = index.writer_with_num_threads(1, 200_000_000).unwrap();
    for text in docs {
        writer.add_document(doc!(body => text.as_str())).unwrap();
    }
    writer.commit().unwrap();
    writer.wait_merging_threads().unwrap();
    index
}

fn indexing(c: &mut Criterion) {
    let docs = documents();
    let bytes: usize = docs.iter().map(String::len).sum();
    let mut g = c.benchmark_group("index");
    g.throughput(Throughput::Bytes(bytes as u64));
    g.sample_size(10);
    for (name, make) in [
        ("tantivy-default", default_analyzer as fn() -> TextAnalyzer),
        ("urlgrep-tantivy", url_analyzer),
    ] {
        g.bench_function(name, |b| {
            b.iter_batched(
                make,
                |a| index_all(black_box(&docs), a),
                BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

fn tokenizing(c: &mut Criterion) {
    tokenize_group(c, "tokenize", documents());
    // The same text with every `:` made `;`: no URL, so the URL tokenizer
    // hands the inner stream through (its tail path) after one search.
    let colonless: Vec<String> = documents().iter().map(|d| d.replace(':', ";")).collect();
    assert!(colonless
        .iter()
        .all(|d| Extractor::new().find_iter(d).next().is_none()));
    tokenize_group(c, "tokenize-no-urls", colonless);
}

fn tokenize_group(c: &mut Criterion, group: &str, docs: Vec<String>) {
    let bytes: usize = docs.iter().map(String::len).sum();
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Bytes(bytes as u64));
    g.sample_size(20);
    for (name, mut analyzer) in [
        ("tantivy-default", default_analyzer()),
        ("urlgrep-tantivy", url_analyzer()),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut n = 0usize;
                for text in &docs {
                    let mut stream = analyzer.token_stream(black_box(text));
                    while stream.advance() {
                        n += stream.token().text.len();
                    }
                }
                n
            })
        });
    }
    g.finish();
}

criterion_group!(benches, indexing, tokenizing);
criterion_main!(benches);
