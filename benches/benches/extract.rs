//! `urlgrep-extract` throughput (SPEC §1 search):
//!
//! cargo bench -p urlgrep-benches --bench extract
//!
//! - the mail corpus and the RFC corpus, against linkify's `LinkFinder`
//!   on the same text;
//! - text without URL triggers, against `memchr::memmem` looking for an
//!   absent needle;
//! - hostile inputs, which must stay near plain-text speed.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use urlgrep_extract::Extractor;

fn mail(c: &mut Criterion) {
    against_linkify(c, "mail-corpus", &urlgrep_benches::mail_corpus());
    // The RFCs and drafts: long documents, few URLs, many colons.
    against_linkify(
        c,
        "rfc-corpus",
        &urlgrep_benches::documents().concat().into_bytes(),
    );
}

/// The library and linkify's `LinkFinder` on the same text.
fn against_linkify(c: &mut Criterion, name: &str, bytes: &[u8]) {
    // linkify takes &str: both search the same (lossily decoded) bytes.
    let text = String::from_utf8_lossy(bytes).into_owned();
    let ex = Extractor::new();
    let mut finder = linkify::LinkFinder::new();
    finder.kinds(&[linkify::LinkKind::Url]);
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.sample_size(20);
    g.bench_function("urlgrep-extract", |b| {
        b.iter(|| ex.find_iter(black_box(&text)).count())
    });
    g.bench_function("linkify", |b| {
        b.iter(|| finder.links(black_box(&text)).count())
    });
    g.finish();
}

fn no_triggers(c: &mut Criterion) {
    let docs = urlgrep_benches::documents().concat();
    // No ":" at all: nothing can start a match.
    let colonless = docs.replace(':', ";");
    // Colons kept, scheme names defanged: each ":" is looked at and let go.
    let mut defanged = docs.clone();
    for s in rfc1738::Scheme::KNOWN {
        defanged = defanged.replace(&format!("{}:", s.as_str()), &format!("{}_", s.as_str()));
        defanged = defanged.replace(&format!("{}:", s.as_str().to_uppercase()), "X_");
    }
    let defanged = defanged.replace("URL:", "URL_").replace("url:", "url_");
    let ex = Extractor::new();
    assert_eq!(ex.find_iter(&colonless).count(), 0);
    let finder = memchr::memmem::Finder::new("zqxjv absent needle");
    let mut g = c.benchmark_group("no-triggers");
    g.throughput(Throughput::Bytes(colonless.len() as u64));
    g.bench_function("urlgrep-extract/no-colons", |b| {
        b.iter(|| ex.find_iter(black_box(&colonless)).count())
    });
    g.bench_function("memmem/absent-needle", |b| {
        b.iter(|| finder.find(black_box(colonless.as_bytes())))
    });
    g.bench_function("urlgrep-extract/colons-no-schemes", |b| {
        b.iter(|| ex.find_iter(black_box(&defanged)).count())
    });
    g.bench_function("urlgrep-extract/rfc-text", |b| {
        b.iter(|| ex.find_iter(black_box(&docs)).count())
    });
    g.finish();
}

fn hostile(c: &mut Criterion) {
    let ex = Extractor::new();
    let mut g = c.benchmark_group("hostile");
    g.sample_size(10);
    for scale in [1, 4] {
        for (name, input) in urlgrep_benches::hostile_inputs_scaled(scale) {
            g.throughput(Throughput::Bytes(input.len() as u64));
            g.bench_function(&name, |b| {
                b.iter(|| ex.find_iter(black_box(&input)).count())
            });
        }
    }
    g.finish();
}

criterion_group!(benches, mail, no_triggers, hostile);
criterion_main!(benches);
