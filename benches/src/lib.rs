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

/// `../shared/corpus` beside the workspace (or `$URLGREP_CORPUS`).
pub fn shared_corpus() -> PathBuf {
    std::env::var_os("URLGREP_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"))
}

/// Every file under `dir`, sorted, gzip'd ones decompressed.
pub fn read_tree(dir: &std::path::Path) -> Vec<u8> {
    let mut paths = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                paths.push(p);
            }
        }
    }
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let bytes = std::fs::read(&p).unwrap();
        if bytes.starts_with(&[0x1f, 0x8b]) {
            use std::io::Read;
            flate2::read::MultiGzDecoder::new(&bytes[..])
                .read_to_end(&mut out)
                .unwrap();
        } else {
            out.extend_from_slice(&bytes);
        }
    }
    out
}

/// The decompressed mail corpus (`corpus/mail`, about 33 MB).
pub fn mail_corpus() -> Vec<u8> {
    read_tree(&shared_corpus().join("mail"))
}

/// Hostile inputs of SPEC §1's linear-time promise, at `scale` times
/// their base size (comparing scales shows time grows linearly).
pub fn hostile_inputs_scaled(scale: usize) -> Vec<(String, Vec<u8>)> {
    let repeat = |piece: &str, size: usize| {
        piece.repeat(size / piece.len() + 1).into_bytes()[..size].to_vec()
    };
    let mb = scale << 20;
    // Openers that never close: each ends the one before (§1.3.5 b).
    let openers = repeat("<URL:http://x/", mb);
    // One 10 MB line of prose: the RFC corpus with its line ends made spaces.
    let prose = documents().concat().replace('\n', " ");
    let long_line = repeat(&prose, 10 * mb);
    // One 10 MB line dense with wrappers, inner spaces, bare URLs, colons.
    let dense_line = repeat(
        "word <URL:http://a.example/p a:b http://b.example/q, ",
        10 * mb,
    );
    // Quoted lines inside open wrappers, a hyphen break on each line.
    let mut quoted = String::new();
    while quoted.len() < mb {
        quoted.push_str("> > > <URL:http://x.example/\n");
        for _ in 0..50 {
            quoted.push_str("> > > a-b-\n");
        }
        quoted.push_str("> > > c>\n");
    }
    // "> > >" lines inside one wrapper that stays open to max_len, again and again.
    let open_quoted = repeat(
        &format!("> > > <URL:http://x.example/\n{}", "> > > y\n".repeat(600)),
        mb,
    );
    // SPEC §1.6: bare URLs continued over many lines, each rule's shape.
    let hyphen_lines = repeat(
        &format!("see http://a.example/x-\n{}", "y-\n".repeat(300)),
        mb,
    );
    // Lines a `\\` folds (`continuation` docs), one after another.
    let fold_lines = repeat(
        &format!("see http://a.example/x\\\n{}", "y\\\n".repeat(300)),
        mb,
    );
    let quoted_joins = repeat(
        &format!("> > > http://x.example/a/\n{}", "> > > b/c/\n".repeat(300)),
        mb,
    );
    let mut gutter = String::new();
    let mut n = 1;
    while gutter.len() < mb {
        gutter += &format!("  {n}. # http://a.example/p/\n  {}. #   q/r.c\n", n + 1);
        n += 2;
    }
    let page = "\n\n\nDoe   Informational   [Page 3]\n\x0c\nRFC 9999   Title   May 1999\n\n\n";
    let page_breaks = repeat(
        &format!("<URL:http://a.example/a/{}b>\n", page.repeat(8)),
        mb,
    );
    let form_feeds = repeat("http://a.example/x/\n\x0c\n", mb);
    // Candidates that fail admission (issue 11, finding 7).
    let colons = repeat("http:", mb);
    let mailto = repeat("mailto:", mb);
    // SPEC §1.7–1.8 (markup and scripts): 10 MB each.
    let backslashes = repeat("\\", 10 * mb);
    let escapes = repeat("http:\\/\\/a.example\\/x\\_y\\\\z\\%41 ", 10 * mb);
    let amp = repeat("&amp;", 10 * mb);
    let amp_urls = repeat(
        "&lt;URL:http://a.example/?a=1&amp;b=2&#38;c&gt; &lt;",
        10 * mb,
    );
    let links = repeat("[](", 10 * mb);
    let link_urls = repeat(
        "[http://a.example/](http://a.example/ \"t\") [**http://b.example/**](",
        10 * mb,
    );
    // One line of CJK prose with URLs glued to it, and one without any.
    let cjk_urls = repeat(
        "\u{8be6}\u{7ec6}\u{8bf4}\u{660e}\u{5728}https://a.example/docs\u{c5d0}\u{c11c} https://zh.wikipedia.org/wiki/\u{4e2d}\u{6587}\u{ff0c}",
        10 * mb,
    );
    let cjk = repeat(
        "\u{4e2d}\u{6587}\u{8bf4}\u{660e}\u{ff1a}\u{c5d0}\u{c11c}\u{30e6}\u{30fc}\u{30b6}\u{30fc}",
        10 * mb,
    );
    // Scheme words whose admission fails (§1.8.2), one after another.
    let rejected = repeat("data:magnet:tel:sip:x ", 10 * mb);
    [
        ("bare-hyphen-lines", hyphen_lines),
        ("bare-fold-lines", fold_lines),
        ("quoted-bare-joins", quoted_joins),
        ("gutter-joins", gutter.into_bytes()),
        ("page-breaks", page_breaks),
        ("form-feeds", form_feeds),
        ("scheme-colons", colons),
        ("mailto-colons", mailto),
        ("backslashes", backslashes),
        ("escapes", escapes),
        ("amp", amp),
        ("amp-wrappers", amp_urls),
        ("md-link-openers", links),
        ("md-links", link_urls),
        ("cjk-line-urls", cjk_urls),
        ("cjk-line", cjk),
        ("rejected-schemes", rejected),
        ("open-wrappers", openers),
        ("one-line-prose", long_line),
        ("one-line-dense", dense_line),
        ("quoted-wrappers", quoted.into_bytes()),
        ("quoted-open-wrapper", open_quoted),
    ]
    .into_iter()
    .chain(code_and_terminal_inputs(mb))
    .map(|(n, v)| (format!("{n}-x{scale}"), v))
    .collect()
}

/// The shapes of the rules for code, data, markup and terminal text
/// (SPEC §1.4–§1.7, issue 20), each over and over, `mb` bytes.
fn code_and_terminal_inputs(mb: usize) -> Vec<(&'static str, Vec<u8>)> {
    let repeat = |piece: &str, size: usize| {
        piece.repeat(size / piece.len() + 1).into_bytes()[..size].to_vec()
    };
    vec![
        // Regular expressions and templates (`markup::pattern`, `template`).
        (
            "regex-patterns",
            repeat(r#"re.compile(r"https?://(www\.)?example\.org/(\d+)") "#, mb),
        ),
        (
            "template-placeholders",
            repeat(
                "https://%s.example.com/v1 http://a.example/%s/x https://$host:$port/ ",
                mb,
            ),
        ),
        // `\url{`s whose brace never closes, on one line; `\href`s of
        // one URL.
        (
            "latex-open-urls",
            repeat("\\url{http://a.example/x y \\% ", mb),
        ),
        (
            "latex-hrefs",
            repeat("\\href{http://a.example/x}{http://a.example/x} ", mb),
        ),
        (
            "properties-escapes",
            repeat("url=http\\://a.example/x\\=y\n", mb),
        ),
        // One string literal continued by quoted lines, again and again.
        (
            "string-literals",
            repeat(
                &format!(
                    "q = (\"http://a.example/search?q=\"\n{})\n",
                    "     \"term&page=2\"\n".repeat(300)
                ),
                mb,
            ),
        ),
        (
            "stack-positions",
            repeat("at http://a.example/x.js:10:20:30:40 ", mb),
        ),
        (
            "ansi-colours",
            repeat("\x1b[1;31mhttp://a.example/\x1b[0mx\x1b[4m:\x1b[0m ", mb),
        ),
        // A mail archive's marks (`markup::obscured`, `starred`, a link's
        // text and target, an emphasis opened before the URL), on one line.
        (
            "mail-archive-marks",
            repeat(
                "[mailto:a at b.example] <mailto:c at d.example> http://a.example/**b/c<http://a.example/b/c> **Docs: http://e.example/x_** ",
                mb,
            ),
        ),
    ]
}

/// [`hostile_inputs_scaled`] at scale 1.
pub fn hostile_inputs() -> Vec<(String, Vec<u8>)> {
    hostile_inputs_scaled(1)
}

/// SPEC §1.6's renderings at `scale` MB: each input with URLs broken over
/// lines, and its plain twin holding the same URLs and lines unbroken.
/// "Within 3× of plain text" compares the two.
pub fn rendering_pairs(scale: usize) -> Vec<(&'static str, Vec<u8>, Vec<u8>)> {
    let mb = scale << 20;
    let fill = |f: &dyn Fn(usize) -> String| {
        let mut s = String::new();
        let mut n = 1;
        while s.len() < mb {
            s += &f(n);
            n += 2;
        }
        s.into_bytes()
    };
    let page = "\n\n\nDoe   Informational   [Page 3]\n\x0c\nRFC 9999   Title   May 1999\n\n\n";
    vec![
        (
            "hyphen-lines",
            fill(&|_| format!("see http://a.example/x-\n{}", "y-\n".repeat(300))),
            fill(&|_| {
                format!(
                    "see http://a.example/x-{}\n{}",
                    "y-".repeat(300),
                    "\n".repeat(300)
                )
            }),
        ),
        (
            "quoted-lines",
            fill(&|_| format!("> > > http://x.example/a/\n{}", "> > > b/c/\n".repeat(300))),
            fill(&|_| {
                format!(
                    "> > > http://x.example/a/{}\n{}",
                    "b/c/".repeat(300),
                    "> > > b\n".repeat(300)
                )
            }),
        ),
        (
            "gutter-lines",
            fill(&|n| format!("  {n}. # http://a.example/p/\n  {}. #   q/r.c\n", n + 1)),
            fill(&|n| format!("  {n}. # http://a.example/p/q/r.c\n  {}. #   x\n", n + 1)),
        ),
        // One page break inside the wrapper, as RFCs have them (a page of
        // text between two); eight in a row read as unterminated, which
        // the hostile input `page-breaks` times.
        (
            "page-breaks",
            fill(&|_| format!("<URL:http://a.example/a/{}b>\n", page)),
            fill(&|_| format!("<URL:http://a.example/a/b>{}\n", page)),
        ),
        (
            "form-feeds",
            fill(&|_| "see http://a.example/x/\n\x0c\nc.html\n".to_string()),
            fill(&|_| "see http://a.example/x/c.html\n\x0c\nc\n".to_string()),
        ),
    ]
}
