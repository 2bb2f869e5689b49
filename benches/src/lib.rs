//! Inputs shared by the benchmarks in `benches/`: the corpus documents of
//! `testdata/` and the URLs written in them.

use std::path::PathBuf;

/// `testdata/` of the workspace.
pub fn testdata() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata")
}

/// The text of every RFC and draft in `testdata/rfc` and `testdata/drafts`.
pub fn documents() -> Vec<String> {
    let mut docs = Vec::new();
    for dir in ["rfc", "drafts"] {
        let mut paths: Vec<_> = std::fs::read_dir(testdata().join(dir))
            .expect("testdata directory")
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "txt"))
            .collect();
        paths.sort();
        for p in paths {
            let bytes = std::fs::read(&p).unwrap();
            docs.push(String::from_utf8_lossy(&bytes).into_owned());
        }
    }
    docs
}

/// The URLs of the documents, cut simply: the inside of each `<URL:...>`
/// with white space removed, and each `scheme://` token up to white space
/// or `<>"`. Good enough to feed a parser benchmark.
pub fn corpus_urls() -> Vec<String> {
    let mut urls = Vec::new();
    for doc in documents() {
        for (i, _) in doc.match_indices("<URL:") {
            let rest = &doc[i + 5..];
            if let Some(end) = rest.find('>') {
                urls.push(rest[..end].split_whitespace().collect());
            }
        }
        for (i, _) in doc.match_indices("://") {
            let start = doc[..i]
                .rfind(|c: char| !c.is_ascii_alphanumeric() && !"+-.".contains(c))
                .map_or(0, |j| j + 1);
            let end = doc[i..]
                .find(|c: char| c.is_whitespace() || "<>\"".contains(c))
                .map_or(doc.len(), |j| i + j);
            if start < i && doc[..start].ends_with(|c: char| c != ':') {
                urls.push(
                    doc[start..end]
                        .trim_end_matches(['.', ',', ')', ';'])
                        .to_string(),
                );
            }
        }
    }
    urls
}
