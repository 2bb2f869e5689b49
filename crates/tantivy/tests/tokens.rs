//! Offsets and positions, token by token: every token's text is either
//! the URL the extractor reads at that span or the inner tokenizer's
//! token for that span, its offsets slice the text to that span, and
//! positions go up by exactly one per token (parts share their URL's).

use tantivy::tokenizer::{
    LowerCaser, RemoveLongFilter, SimpleTokenizer, Token, TokenFilter, TokenStream, Tokenizer,
    WhitespaceTokenizer,
};
use urlgrep_extract::Extractor;
use urlgrep_tantivy::UrlTokenizer;

fn tokens<T: Tokenizer>(tokenizer: &mut T, text: &str) -> Vec<Token> {
    let mut stream = tokenizer.token_stream(text);
    let mut out = Vec::new();
    stream.process(&mut |t| out.push(t.clone()));
    out
}

fn simple(text: &str) -> Vec<(usize, usize, String)> {
    tokens(&mut SimpleTokenizer::default(), text)
        .into_iter()
        .map(|t| (t.offset_from, t.offset_to, t.text))
        .collect()
}

/// Checks the stream of `UrlTokenizer::new` on `text` against a version
/// written apart from it: the matches, and `SimpleTokenizer` run on each
/// gap by hand.
fn check_exact(tokenizer: &mut UrlTokenizer, text: &str) {
    let ex = Extractor::new();
    let mut expected: Vec<(usize, usize, String)> = Vec::new();
    let mut at = 0;
    for m in ex.find_iter(text) {
        for (from, to, word) in simple(&text[at..m.start()]) {
            expected.push((at + from, at + to, word));
        }
        expected.push((m.start(), m.end(), m.url().to_string()));
        at = m.end();
    }
    for (from, to, word) in simple(&text[at..]) {
        expected.push((at + from, at + to, word));
    }

    let got = tokens(tokenizer, text);
    let urls: Vec<_> = ex.find_iter(text).collect();
    assert_eq!(got.len(), expected.len(), "{text:?}");
    for (i, (t, (from, to, word))) in got.iter().zip(&expected).enumerate() {
        assert_eq!(t.position, i, "position of token {i} in {text:?}");
        assert_eq!(t.position_length, 1);
        assert_eq!(
            (t.offset_from, t.offset_to),
            (*from, *to),
            "token {i} in {text:?}"
        );
        assert_eq!(&t.text, word, "token {i} in {text:?}");
        let slice = &text[t.offset_from..t.offset_to];
        match urls.iter().find(|m| m.start() == t.offset_from) {
            // The URL token: the span is the match as written.
            Some(m) => assert_eq!(slice.as_bytes(), m.raw()),
            // An inner token is the text it spans.
            None => assert_eq!(slice, t.text),
        }
    }
}

#[test]
fn offsets_and_positions_are_exact() {
    let rows = [
        ("rfc1738_appendix", "Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n      type=d> but you can probably pick it up from <URL:ftp://ds.in\n      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.\n      net/instructions/overview.html#WARNING>.\n"),
        ("quoted_mail", "> Get it from <URL:ftp://ftp.example.org/pub/\n>    software/tool-1.2.tar.gz> today."),
        ("hyphen_break", "<URL:http://www.cam-\n   bridge.example.org/index.html> and more"),
        ("bare_and_punctuation", "(see http://a.example/c_(d)), or news:comp.mail.mime."),
        ("url_first_and_last", "http://a.example/x words http://b.example/y"),
        ("adjacent_urls", "<http://a.example/><http://b.example/>"),
        ("no_url", "Hello, happy tax payer!"),
        ("empty", ""),
        ("cjk_after_url", "자세한 내용은 http://example.com/docs에서, https://zh.wikipedia.org/wiki/中文。끝"),
        ("wrapper_word_not_a_token", "<URL:> is not one, <URL:ftp://x.example/> is"),
        ("crlf", "see <URL:\r\nhttp://www.usdoj.dov/opa/pr/1997/December97/518cr.html>: \"each\r\n"),
    ];
    // One tokenizer for every row, each row twice: its pool of inner
    // tokenizers grows to the URLs seen, so gaps are streamed from the
    // pool, buffered once it is spent, or both in one text.
    let mut tokenizer = UrlTokenizer::default();
    for (name, text) in rows.iter().chain(&rows).chain(rows.iter().rev()) {
        eprintln!("row {name}");
        check_exact(&mut tokenizer, text);
        check_exact(&mut UrlTokenizer::default(), text);
    }
}

#[test]
fn url_spans_a_line_break() {
    let text = "pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.  Note";
    let got = tokens(&mut UrlTokenizer::default(), text);
    let url = &got[4];
    assert_eq!(url.text, "ftp://ds.internic.net/rfc");
    assert_eq!(
        &text[url.offset_from..url.offset_to],
        "<URL:ftp://ds.in\n   ternic.net/rfc>"
    );
    assert_eq!((got[5].text.as_str(), got[5].position), ("Note", 5));
}

#[test]
fn parts_share_the_url_position_and_offsets() {
    let mut tokenizer = UrlTokenizer::builder()
        .hosts(true)
        .path_segments(true)
        .build();
    let text = "a <URL:ftp://DS.InterNIC.net/rfc/\n  rfc/rfc1738.txt> b";
    let got: Vec<_> = tokens(&mut tokenizer, text)
        .into_iter()
        .map(|t| (t.text, t.position, t.offset_from, t.offset_to))
        .collect();
    let span = (2, text.find("> b").unwrap() + 1);
    let at = |s: &str, p| (s.to_string(), p, span.0, span.1);
    assert_eq!(
        got,
        [
            ("a".to_string(), 0, 0, 1),
            at("ftp://DS.InterNIC.net/rfc/rfc/rfc1738.txt", 1),
            at("ds.internic.net", 1),
            // `rfc` twice in the path, once as a token.
            at("rfc", 1),
            at("rfc1738.txt", 1),
            ("b".to_string(), 2, span.1 + 1, span.1 + 2),
        ]
    );
}

#[test]
fn parts_of_urls_without_host_or_path() {
    let mut tokenizer = UrlTokenizer::builder()
        .hosts(true)
        .path_segments(true)
        .build();
    let texts: Vec<_> = tokens(
        &mut tokenizer,
        "mail <URL:mailto:a@b.example> or news:comp.mail.mime or https://h.example",
    )
    .into_iter()
    .map(|t| (t.text, t.position))
    .collect();
    let want = [
        ("mail", 0),
        ("mailto:a@b.example", 1),
        ("or", 2),
        ("news:comp.mail.mime", 3),
        ("or", 4),
        ("https://h.example", 5),
        ("h.example", 5),
    ];
    let want: Vec<_> = want.iter().map(|&(s, p)| (s.to_string(), p)).collect();
    assert_eq!(texts, want);
}

#[test]
fn inner_tokenizer_with_filters() {
    // tantivy's `default` analyzer inside: words lower-cased and long
    // ones dropped, URLs whole and as written.
    let words =
        LowerCaser.transform(RemoveLongFilter::limit(10).transform(SimpleTokenizer::default()));
    let mut tokenizer = UrlTokenizer::wrapping(Extractor::new(), words);
    let text = "See Averyveryverylongword at http://Example.org/A_Long_Path_Name then Stop";
    let got: Vec<_> = tokens(&mut tokenizer, text)
        .into_iter()
        .map(|t| (t.text, t.position))
        .collect();
    let want = [
        ("see", 0),
        // position 1: the long word, removed; its hole stays.
        ("at", 2),
        ("http://Example.org/A_Long_Path_Name", 3),
        ("then", 4),
        ("stop", 5),
    ];
    let want: Vec<_> = want.iter().map(|&(s, p)| (s.to_string(), p)).collect();
    assert_eq!(got, want);
}

#[test]
fn whitespace_inner_tokenizer_does_not_reach_into_urls() {
    let mut tokenizer = UrlTokenizer::wrapping(Extractor::new(), WhitespaceTokenizer::default());
    let text = "x(http://a.example/)y z";
    let got: Vec<_> = tokens(&mut tokenizer, text)
        .into_iter()
        .map(|t| (t.text, t.offset_from, t.offset_to))
        .collect();
    let m = Extractor::new().find_iter(text).next().unwrap();
    assert_eq!(m.url(), "http://a.example/");
    let want = [
        ("x(".to_string(), 0, 2),
        ("http://a.example/".to_string(), m.start(), m.end()),
        (")y".to_string(), m.end(), m.end() + 2),
        ("z".to_string(), m.end() + 3, m.end() + 4),
    ];
    assert_eq!(got, want);
}

#[test]
fn reused_tokenizer_starts_afresh() {
    let mut tokenizer = UrlTokenizer::builder().hosts(true).build();
    let first = tokens(&mut tokenizer, "a http://one.example/ b c d e f");
    let second = tokens(&mut tokenizer, "z http://two.example/");
    assert_eq!(first.len(), 8);
    let second: Vec<_> = second.into_iter().map(|t| (t.text, t.position)).collect();
    let want = [("z", 0), ("http://two.example/", 1), ("two.example", 1)];
    let want: Vec<_> = want.iter().map(|&(s, p)| (s.to_string(), p)).collect();
    assert_eq!(second, want);
    // A clone shares the extractor, not the buffer.
    let mut clone = tokenizer.clone();
    assert_eq!(tokens(&mut clone, "q").len(), 1);
}

#[test]
fn token_before_advance_and_after_end() {
    let mut tokenizer = UrlTokenizer::default();
    let mut stream = tokenizer.token_stream("a");
    assert_eq!(stream.token().text, "");
    assert!(stream.advance());
    assert_eq!(stream.token().text, "a");
    assert!(!stream.advance());
    assert!(!stream.advance());
}

#[test]
fn types_are_send_and_sync() {
    fn check<T: Send + Sync + Clone + 'static>() {}
    check::<UrlTokenizer>();
    check::<urlgrep_tantivy::UrlTokenizerBuilder>();
}

#[test]
fn pool_partly_spent_gives_the_same_tokens() {
    // A tokenizer that has seen one URL lends one inner tokenizer: the
    // first gap streams, the later ones go through the buffer. One that
    // has seen more than 256 URLs streams 256 gaps and buffers the rest.
    let few = "a http://one.example/ b <URL:ftp://two.ex\n ample/> c http://three.example/ d";
    let mut many = String::new();
    for i in 0..300 {
        many.push_str(&format!("word{i} http://h{i}.example/p{i} "));
    }
    for text in [few, many.as_str()] {
        let fresh = tokens(&mut UrlTokenizer::default(), text);
        let mut warmed = UrlTokenizer::builder().build();
        tokens(&mut warmed, "x http://warm.example/ y");
        assert_eq!(tokens(&mut warmed, text), fresh);
        tokens(&mut warmed, text);
        assert_eq!(tokens(&mut warmed, text), fresh);
        assert_eq!(fresh.last().map(|t| t.position), Some(fresh.len() - 1));
    }
}
