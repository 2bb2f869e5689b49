//! `rfc1738::Url::parse` on the URLs of the RFC corpus, and against
//! `url::Url::parse` on the same http and ftp URLs.
//!
//! cargo bench -p urlgrep-benches --bench parse

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn parse(c: &mut Criterion) {
    let all = urlgrep_benches::corpus_urls();
    let web: Vec<&String> = all
        .iter()
        .filter(|u| {
            let l = u.to_ascii_lowercase();
            l.starts_with("http://") || l.starts_with("ftp://")
        })
        .collect();
    let bytes = |v: &[&String]| v.iter().map(|u| u.len() as u64).sum::<u64>();
    let all_refs: Vec<&String> = all.iter().collect();

    let mut g = c.benchmark_group("corpus-urls");
    g.throughput(Throughput::Bytes(bytes(&all_refs)));
    g.bench_function(format!("rfc1738/all-{}", all.len()), |b| {
        b.iter(|| {
            all.iter()
                .filter(|u| rfc1738::Url::parse(black_box(u)).is_ok())
                .count()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("http-ftp-urls");
    g.throughput(Throughput::Bytes(bytes(&web)));
    g.bench_function(format!("rfc1738/{}", web.len()), |b| {
        b.iter(|| {
            web.iter()
                .filter(|u| rfc1738::Url::parse(black_box(u)).is_ok())
                .count()
        })
    });
    g.bench_function(format!("url-crate/{}", web.len()), |b| {
        b.iter(|| {
            web.iter()
                .filter(|u| url::Url::parse(black_box(u)).is_ok())
                .count()
        })
    });
    g.finish();
}

criterion_group!(benches, parse);
criterion_main!(benches);
