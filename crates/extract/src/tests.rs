//! Property tests: the fast search against a reference reader written
//! from SPEC §1 without the search code (`tests/reference.rs`), the
//! stream against the whole buffer, and the invariants of matches.

use std::io::Read;

use proptest::prelude::*;

use crate::matches::Kind;
use crate::stream::StreamIter;
use crate::{Extractor, Match};

mod evidence;
mod prefix;
mod reference;
mod verdict;

use reference::{reference, Found};

/// A reader that hands out at most `step` bytes per call.
struct Trickle<'a> {
    data: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Text built from the pieces URLs in mail and RFCs are made of.
#[allow(
    clippy::too_many_lines,
    reason = "one list of the pieces the property tests' text is made of"
)]
fn text() -> impl Strategy<Value = Vec<u8>> {
    let pieces = prop::sample::select(vec![
        // Terminal escapes (§1.6.5), troff's break point (§1.7.1).
        "\x1b[1m",
        "\x1b[0;34m",
        "\x1b]8;;",
        "\x1b\\",
        "\x07",
        "\\:",
        "<URL:",
        "<url:",
        "<",
        ">",
        "> ",
        ">> ",
        "> > ",
        "-",
        "\n",
        "\r\n",
        " ",
        "\t",
        "\n\n",
        "http://",
        "ftp://",
        "news:",
        "mailto:",
        "urn:",
        "file:///",
        "HTTP://",
        // Ruby's inspection of a file (`markup::inspect`).
        "#<File:",
        "File:/",
        "<http:",
        "<news:",
        "a.example",
        "host",
        "/",
        "x",
        "a-b",
        ".",
        ",",
        ")",
        "(",
        "]",
        "@",
        "%0D",
        "~",
        "#",
        "?q=1",
        ":80",
        "\u{e9}",
        "\u{a0}",
        "\u{2019}",
        "\u{3000}",
        "\u{2010}",
        "\u{ad}",
        "\u{27e8}",
        "\u{27e9}",
        "\u{27e8}http:",
        "xhttp://",
        "::",
        "\u{0}",
        // §1.6: prefixes, gutters, page breaks, cut tokens.
        "# ",
        " * ",
        "// ",
        "-- ",
        "% ",
        "C>> ",
        "  12. ",
        "13: ",
        "\x0c",
        "\n\nDoe  [Page 3]\n\x0c\nRFC 99  May 1999\n\n",
        "java",
        "d55",
        "Foo",
        "and",
        "=",
        "&",
        "_",
        "%2",
        "index.html",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789",
        // SPEC §1.7–1.8: escapes, entities, markdown, CJK, more schemes.
        "\\",
        "\\_",
        "\\>",
        "&amp;",
        "&lt;",
        "&gt;",
        "&#x26;",
        "&lt;URL:",
        "](",
        "[",
        "**",
        "_",
        "`",
        "\"",
        "\\\"",
        "%23",
        "(",
        "\u{c5d0}\u{c11c}",
        "\u{3002}",
        "\u{ff09}",
        "][",
        "** ",
        "\u{4e2d}",
        "\u{30fc}",
        "\u{200d}",
        "tel:+1",
        "magnet:?",
        "urn:x",
        "file:///C:\\d",
        "ssh://",
        // Data files: fields, JSON escapes, a sign before a scheme.
        ",http://",
        "+",
        "\\u0026",
        "\\u003c",
        "\\n",
        "data:,",
        // troff's escapes in man pages and templates' placeholders.
        "\\&.",
        "\\:/",
        "\\:",
        "\\[ti]",
        "\\(ti",
        "\\*(C",
        "<region>.",
        "\\fB",
        "\\f(CW",
        "\\fR",
        // A mail archive's obscured `@`; `key: value` records.
        " at ",
        " at b.example",
        " at\n> b.example",
        "mailto:u",
        "http://u",
        "  k.v: ",
        // grep's and bat's gutters; a log's stamps.
        "12:# ",
        "13-# ",
        "f.c:12:# ",
        "f.c-13-# ",
        "  12 \u{2502} ",
        "12:30:01 ",
        // Emphasis that opened before the URL's label; a bold after `)`.
        "**D: ",
        ")*",
        // A mailer's `**` at a break point; its text of a link.
        "/**x",
        "<http://a.example/x>",
        " <",
        // Haddock's `<url label>`; strings concatenated across a break;
        // a `#` glued to code; a YAML key; make's `:=`; an OID.
        " The label>",
        " x>",
        "\"\n  ++ \"",
        "\" +\n\"",
        "\n#d_x='y'",
        "\nno_index:\n",
        " := ",
        "\n1.3.6.1",
        "\nMultiEdit",
        "\r\n x",
        "DESCRIPTION:",
    ]);
    prop::collection::vec(pieces, 0..60).prop_map(|v| v.concat().into_bytes())
}

/// What the reference computes of a match (it has no line tracking).
fn found(m: &Match<'_>) -> Found {
    Found {
        start: m.start,
        end: m.end,
        kind: m.kind,
        url: m.url.to_string(),
        terminated: m.terminated,
        inner_space: m.inner_space,
        breaks: m.breaks.clone(),
    }
}

/// A bare URL ending at `end` reaches its line's end (after what §1.4
/// trims and blanks): §1.6.3 may go on with the next line.
fn at_line_end(hay: &[u8], end: usize) -> bool {
    let run = crate::search::window::trimmed_run(hay, end, hay.len());
    crate::lines::cross::line_end(hay, run, hay.len()).is_some()
}

fn same(a: &[Match<'_>], b: &[Match<'_>]) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b) {
        prop_assert_eq!(x, y);
    }
    Ok(())
}

proptest! {
    // (Texts that join are passed over below: a few in a hundred, more
    // than proptest's default bound on such rejects over many cases.)
    #![proptest_config(ProptestConfig {
        max_global_rejects: 1 << 20,
        ..ProptestConfig::with_cases(3000)
    })]

    #[test]
    fn fast_search_equals_reference(hay in text(), max_len in prop_oneof![16usize..100, Just(4096)]) {
        // The reference does not rejoin broken bare URLs (§1.6.3). A small
        // `max_len` cuts wrappers and bare URLs (§1.3.5 d).
        let ex = Extractor::builder().join(false).max_len(max_len).build().unwrap();
        let fast: Vec<Found> = ex.find_iter(&hay).map(|m| found(&m)).collect();
        prop_assert_eq!(fast, reference(&ex, &hay), "{:?}", String::from_utf8_lossy(&hay));
    }

    #[test]
    fn fast_search_equals_reference_where_nothing_is_joined(hay in text()) {
        // With §1.6.3 on, the texts where no match was joined (nor has a
        // joined alternative) read as the reference reads them: the join
        // rule itself is pinned by the conformance rows, not here.
        let ex = Extractor::new();
        let fast: Vec<Match<'_>> = ex.find_iter(&hay).collect();
        prop_assume!(fast.iter().all(|m| m.joined.is_empty() && m.alt_join.is_none()));
        let fast: Vec<Found> = fast.iter().map(found).collect();
        // A join that admission refuses drops its URL (the whole is
        // judged: `tel:+1-555-` ⏎ `0100 2000` is a number written for
        // people): only a reference match at a line end may be missing.
        let want: Vec<Found> = reference(&ex, &hay)
            .into_iter()
            .filter(|r| fast.contains(r) || !at_line_end(&hay, r.end))
            .collect();
        prop_assert_eq!(fast, want, "{:?}", String::from_utf8_lossy(&hay));
    }

    #[test]
    fn matches_are_ordered_in_bounds_and_raw(hay in text()) {
        let mut last_end = 0;
        for m in Extractor::new().find_iter(&hay) {
            prop_assert!(last_end <= m.start() && m.start() < m.end() && m.end() <= hay.len());
            prop_assert_eq!(m.raw(), &hay[m.span()]);
            let line = hay[..m.start()].iter().filter(|&&c| c == b'\n').count() as u64 + 1;
            prop_assert_eq!(m.line(), line);
            if m.kind() != Kind::Bare {
                prop_assert!(!m.url().chars().any(char::is_whitespace), "{:?}", m.url());
            }
            prop_assert!(!m.url().is_empty());
            last_end = m.end();
        }
    }

    #[test]
    fn stream_equals_whole_buffer(hay in text(), chunk in 1usize..48, step in 1usize..40, max_len in 16usize..64) {
        let ex = Extractor::builder().max_len(max_len).build().unwrap();
        let whole: Vec<Match<'_>> = ex.find_iter(&hay).collect();
        let streamed: Vec<Match<'static>> = StreamIter::with_chunk(&ex.config, Trickle { data: &hay, step }, chunk)
            .collect::<std::io::Result<_>>()
            .unwrap();
        same(&whole, &streamed)?;
        // The same matches handed out borrowed, and none after a stop.
        let (mut each, stop) = (Vec::new(), whole.len() / 2);
        StreamIter::with_chunk(&ex.config, Trickle { data: &hay, step }, chunk)
            .each(|m| {
                each.push(m.into_owned());
                each.len() < stop.max(1)
            })
            .unwrap();
        let kept = stop.max(1).min(whole.len());
        same(&whole[..kept], &each)?;
    }
}

#[test]
fn stream_equals_whole_buffer_on_the_rfc_corpus() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/rfc");
    let ex = Extractor::new();
    for name in ["rfc1738.txt", "rfc2068.txt", "rfc1808.txt"] {
        let hay = std::fs::read(format!("{dir}/{name}")).unwrap();
        let whole: Vec<Match<'_>> = ex.find_iter(&hay).collect();
        for (chunk, step) in [(64, 7), (1000, 4096), (4096, 1 << 20)] {
            let streamed: Vec<Match<'static>> =
                StreamIter::with_chunk(&ex.config, Trickle { data: &hay, step }, chunk)
                    .collect::<Result<_, _>>()
                    .unwrap();
            assert_eq!(whole, streamed, "{name} chunk {chunk} step {step}");
            let mut each = Vec::new();
            StreamIter::with_chunk(&ex.config, Trickle { data: &hay, step }, chunk)
                .each(|m| {
                    each.push(m.into_owned());
                    true
                })
                .unwrap();
            assert_eq!(whole, each, "{name} chunk {chunk} step {step}, each");
        }
    }
}

/// Regression: with no match to move the cursor's lower bound, a refill
/// kept the whole buffer, read nothing, and the stream never ended; and a
/// chunk smaller than the kept look-back made no progress either.
#[test]
fn stream_without_matches_does_not_stall() {
    let hay = "plain text: no trigger here.\n".repeat(20_000);
    let ex = Extractor::new();
    let trickle = Trickle {
        data: hay.as_bytes(),
        step: 100,
    };
    assert_eq!(StreamIter::with_chunk(&ex.config, trickle, 1).count(), 0);
    assert_eq!(ex.stream_iter(hay.as_bytes()).count(), 0);
    let with_one = format!("{hay}http://a.example/ end");
    let m = ex.stream_iter(with_one.as_bytes()).next().unwrap().unwrap();
    assert_eq!((m.start(), m.line()), (hay.len(), 20_001));
}

/// A reader that tells how much it has handed out.
struct Counted<'a> {
    data: &'a [u8],
    step: usize,
    read: std::rc::Rc<std::cell::Cell<usize>>,
}

impl Read for Counted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        self.read.set(self.read.get() + n);
        Ok(n)
    }
}

/// `stream_reach` holds: no match starts further back than that from the
/// end of what the stream had read when it yielded the match, so HTML's
/// reader may drop the text and page behind it.
#[test]
fn stream_matches_start_within_reach_of_what_was_read() {
    let ex = Extractor::new();
    // Matches sparse and dense, one long enough to straddle a refill.
    let mut hay = Vec::new();
    for n in 0..100_000 {
        hay.extend_from_slice(format!("word {n} ").as_bytes());
        if n % 97 == 0 {
            hay.extend_from_slice(format!("http://a.example/{n}\n").as_bytes());
        }
        if n % 20_000 == 0 {
            hay.extend_from_slice(b"http://b.example/");
            hay.extend(std::iter::repeat_n(b'x', 3000));
            hay.push(b' ');
        }
    }
    assert!(hay.len() > 2 * ex.stream_reach());
    let read = std::rc::Rc::new(std::cell::Cell::new(0));
    for step in [1 << 20, 4096, 777] {
        read.set(0);
        let counted = Counted {
            data: &hay,
            step,
            read: read.clone(),
        };
        let mut farthest = 0;
        for m in ex.stream_iter(counted) {
            let m = m.unwrap();
            assert!(m.start() + ex.stream_reach() >= read.get(), "step {step}");
            farthest = farthest.max(read.get() - m.start());
        }
        if step >= ex.stream_reach() {
            // The bound is near what the buffer holds, not loose by far.
            assert!(farthest > ex.stream_reach() / 2, "step {step}: {farthest}");
        } else {
            // Read as it comes (a pipe): a match is yielded once the
            // `max_len` and look-ahead past its colon have arrived, not
            // when the buffer is full.
            let lag = 2 * ex.max_len() + 16 + step + 64;
            assert!(farthest <= lag, "step {step}: {farthest} > {lag}");
        }
    }
}

/// A failed candidate's run ends before a character a link destination
/// still takes (§1.7.3): the next candidate, in the destination, is read
/// whole, as the reference reads it (found by the property test above).
#[test]
fn destination_after_a_failed_candidate_reads_as_the_reference() {
    let ex = Extractor::builder()
        .join(false)
        .max_len(16)
        .build()
        .unwrap();
    for (hay, url) in [
        ("http://](ssh://\u{3002})", "ssh://\u{3002}"),
        ("http://#](http://\u{2010})", "http://\u{2010}"),
    ] {
        let fast: Vec<Found> = ex.find_iter(hay.as_bytes()).map(|m| found(&m)).collect();
        assert_eq!(fast, reference(&ex, hay.as_bytes()), "{hay}");
        assert_eq!(
            fast.iter().map(|f| f.url.as_str()).collect::<Vec<_>>(),
            [url],
            "{hay}"
        );
    }
}

/// Ruby's `#<File:…>` is no URL in either search, a scheme in capitals
/// after `#<` is a wrapper in both (the property test's find:
/// `#<HTTP://`), and a URL ending at the `#<` leaves it to the next.
#[test]
fn ruby_inspection_reads_as_the_reference() {
    let ex = Extractor::builder().join(false).build().unwrap();
    for (hay, urls) in [
        ("#<HTTP://", &["HTTP://"][..]),
        ("#<File:/dev/tty> #<File:foo>", &[][..]),
        (
            "#<HTTP://a.example/x> #<https://b.example/y>",
            &["HTTP://a.example/x", "https://b.example/y"][..],
        ),
        (
            "see http://a.example/#<File:/x>",
            &["http://a.example/#"][..],
        ),
    ] {
        let fast: Vec<Found> = ex.find_iter(hay.as_bytes()).map(|m| found(&m)).collect();
        assert_eq!(fast, reference(&ex, hay.as_bytes()), "{hay}");
        assert_eq!(
            fast.iter().map(|f| f.url.as_str()).collect::<Vec<_>>(),
            urls,
            "{hay}"
        );
    }
}

/// A read that fails ends the stream: what was read before it is still
/// searched, to its last URL, and then the error comes (nothing read is
/// lost), from `each` and from the iterator alike.
#[test]
fn a_read_error_comes_after_the_matches_of_what_was_read() {
    let text = format!(
        "see http://a.example/x and\n{}last http://b.example/y",
        "more text\n".repeat(2000)
    );
    let ex = Extractor::new();
    let failing = || std::io::Read::chain(text.as_bytes(), FailingReader);
    let mut urls = Vec::new();
    let err = ex
        .stream_iter(failing())
        .each(|m| {
            urls.push(m.url().to_string());
            true
        })
        .unwrap_err();
    assert_eq!(err.to_string(), "disk gone");
    assert_eq!(urls, ["http://a.example/x", "http://b.example/y"]);
    let iterated: Vec<_> = ex.stream_iter(failing()).collect();
    assert_eq!(iterated.len(), 3);
    assert_eq!(iterated[1].as_ref().unwrap().url(), "http://b.example/y");
    assert_eq!(iterated[2].as_ref().unwrap_err().to_string(), "disk gone");
}

/// A reader whose every read fails.
struct FailingReader;

impl std::io::Read for FailingReader {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        Err(std::io::Error::other("disk gone"))
    }
}
