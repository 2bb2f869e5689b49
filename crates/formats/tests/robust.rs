//! Regression tests for hostile and unlucky mail (issue 11): each input is
//! the one the finding gives, and each record must point at the file's
//! bytes.

use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, MailExtractor, Scanned};

fn scan(bytes: &[u8], format: Format) -> Vec<Scanned> {
    MailExtractor::new(Extractor::new())
        .scan_bytes(bytes, format)
        .collect()
}

/// Every record's `raw` is the file at its span, and its line and column
/// are those of `start`.
fn check_places(file: &[u8], msgs: &[Scanned]) {
    // Offsets just past each newline.
    let starts: Vec<usize> = std::iter::once(0)
        .chain(
            file.iter()
                .enumerate()
                .filter(|b| *b.1 == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    for f in msgs.iter().flat_map(|m| &m.found) {
        if f.encoding() == Some("base64") {
            continue;
        }
        let (s, e) = (f.start(), f.end());
        assert_eq!(f.raw(), &file[s..e], "raw of {}", f.url());
        let line = starts.partition_point(|&l| l <= s);
        assert_eq!(f.line(), line as u64, "line of {}", f.url());
        assert_eq!(
            f.column(),
            s - starts[line - 1] + 1,
            "column of {}",
            f.url()
        );
    }
}

fn urls(msgs: &[Scanned]) -> Vec<String> {
    msgs.iter()
        .flat_map(|m| &m.found)
        .map(|f| f.url().to_string())
        .collect()
}

/// Finding 1: a forwarded message (`message/rfc822`, no transfer
/// encoding) inside multipart/mixed panicked; its offsets were added twice.
#[test]
fn forwarded_message_rfc822_in_multipart_mixed() {
    let file = b"From: a@b\nSubject: fwd\nMIME-Version: 1.0\n\
Content-Type: multipart/mixed; boundary=\"XX\"\n\n--XX\nContent-Type: text/plain\n\n\
Forwarded message attached.\n\n--XX\nContent-Type: message/rfc822\n\n\
From: c@d\nSubject: orig\n\nSee http://www.example.org/page for details.\n\n--XX--\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(urls(&msgs), ["http://www.example.org/page"]);
    let m = &msgs[0].found[0];
    assert_eq!((m.line(), m.column()), (17, 5));
    assert_eq!(msgs[0].found[0].part(), Some(1));
    check_places(file, &msgs);
    // The same in an mbox, after an earlier message, with CRLF lines.
    let mut mbox = b"From x Thu\nSubject: one\n\nhttp://one.example/\n\nFrom y Fri\n".to_vec();
    let crlf: Vec<u8> = file
        .split_inclusive(|&b| b == b'\n')
        .flat_map(|l| [&l[..l.len() - 1], b"\r\n"].concat())
        .collect();
    mbox.extend_from_slice(&crlf);
    let msgs = scan(&mbox, Format::Mbox);
    assert_eq!(
        urls(&msgs),
        ["http://one.example/", "http://www.example.org/page"]
    );
    check_places(&mbox, &msgs);
}

/// Nested `message/rfc822` parts several levels down, then a text part
/// after them: each record in its place.
#[test]
fn forwarded_messages_nested_and_followed() {
    let file = b"Subject: a\nContent-Type: multipart/mixed; boundary=\"A\"\n\n--A\n\
Content-Type: message/rfc822\n\nSubject: b\nContent-Type: multipart/mixed; boundary=\"B\"\n\n\
--B\nContent-Type: message/rfc822\n\nSubject: c\n\n<URL:ftp://deep.example/x>\n--B--\n\
--A\nContent-Type: text/plain\n\nafter http://after.example/ here\n--A--\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(
        urls(&msgs),
        ["ftp://deep.example/x", "http://after.example/"]
    );
    check_places(file, &msgs);
}

/// The message of finding 2: `multipart/mixed` parts nested `n` deep,
/// boundaries `0`, `1`, …, the innermost a text part with `url`.
fn nested(n: usize, url: &str) -> Vec<u8> {
    let mut s = String::from(
        "From: a@b\nSubject: deep\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"0\"\n\n",
    );
    for i in 0..n {
        s += &format!(
            "--{i}\nContent-Type: multipart/mixed; boundary=\"{}\"\n\n",
            i + 1
        );
    }
    s += &format!("--{n}\nContent-Type: text/plain\n\n{url}\n--{n}--\n");
    for i in (0..n).rev() {
        s += &format!("--{i}--\n");
    }
    s.into_bytes()
}

/// Finding 2: 2,500 nested multiparts overflowed the stack. Deeper than
/// the bound, the part is read as text, with one warning.
#[test]
fn nested_multipart_2500_deep() {
    let file = nested(2500, "see http://deep.example/");
    let msgs = scan(&file, Format::Message);
    assert_eq!(urls(&msgs), ["http://deep.example/"]);
    check_places(&file, &msgs);
    assert_eq!(msgs[0].problems.len(), 1, "{:?}", msgs[0].problems);
    assert!(msgs[0].problems[0].contains("nested"));
    // A few levels are walked as MIME, without a warning.
    let file = nested(5, "see http://shallow.example/");
    let msgs = scan(&file, Format::Message);
    assert_eq!(urls(&msgs), ["http://shallow.example/"]);
    assert!(msgs[0].problems.is_empty());
}

/// Finding 3: one body line of N copies of `http://a.example/ ` (the
/// time was quadratic; here the places, each column on the one line).
#[test]
fn one_long_line_of_urls() {
    let n = 20_000;
    let mut file = b"From: a@b\nSubject: s\n\n".to_vec();
    file.extend(b"http://a.example/ ".repeat(n));
    let msgs = scan(&file, Format::Message);
    let found = &msgs[0].found;
    assert_eq!(found.len(), n);
    assert_eq!(found[n - 1].line(), 4);
    assert_eq!(found[n - 1].column(), (n - 1) * 18 + 1);
    check_places(&file, &msgs);
    // Quoted-printable, soft breaks between the copies.
    let mut file = b"Subject: s\nContent-Transfer-Encoding: quoted-printable\n\n".to_vec();
    file.extend(b"http://a.example/=3D =\n".repeat(n));
    let msgs = scan(&file, Format::Message);
    assert_eq!(msgs[0].found.len(), n);
    assert_eq!(msgs[0].found[n - 1].url(), "http://a.example/=");
    check_places(&file, &msgs);
}

/// Finding 5: `multipart/mixed` without `boundary` dropped its URLs.
#[test]
fn multipart_without_boundary() {
    let file = b"From: a@b\nSubject: s\nMIME-Version: 1.0\nContent-Type: multipart/mixed\n\n\
See http://lost.example/ here.\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(urls(&msgs), ["http://lost.example/"]);
    check_places(file, &msgs);
    assert_eq!(msgs[0].problems.len(), 1);
    assert!(msgs[0].problems[0].contains("boundary"));
}

/// SPEC §2.3: text that does not open with a header block is all body
/// (finding 10: the first paragraph was taken for headers).
#[test]
fn text_without_header_block() {
    let file = b"See http://first.example/ now.\n\nAnd http://second.example/.\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(
        urls(&msgs),
        ["http://first.example/", "http://second.example/"]
    );
    check_places(file, &msgs);
    // A URL at the very start is no `http` header field.
    let file = b"http://first.example/\nhttp://next.example/\n\nhttp://last.example/\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(
        urls(&msgs),
        [
            "http://first.example/",
            "http://next.example/",
            "http://last.example/"
        ]
    );
    check_places(file, &msgs);
}

/// Finding 9: a message larger than 16 MiB was held whole (and a gzip
/// bomb read as one message held a gigabyte). It is read as text, in
/// batches, from a stream and from memory alike, and the messages after
/// it are MIME-decoded as before.
#[test]
fn large_message_read_as_text() {
    let mut mbox = b"From a Thu\nSubject: small\n\nhttp://one.example/\n\nFrom b Fri\n".to_vec();
    mbox.extend_from_slice(
        b"Message-ID: <big@example.org>\nSubject: big\n\nstart http://big.example/0\n",
    );
    // A line of 17 MiB without a line end, URLs spread over it.
    let line_at = mbox.len();
    for i in 0..17 * 16 {
        mbox.extend_from_slice(format!(" http://big.example/{i} ").as_bytes());
        mbox.resize(line_at + (i + 1) * 65536, b'x');
    }
    mbox.extend_from_slice(b"\nend <URL:ftp://big.example/end>\n\nFrom c Sat\nSubject: after\n");
    mbox.extend_from_slice(
        b"Content-Transfer-Encoding: quoted-printable\n\nhttp://after.exa=\nmple/\n",
    );
    let mx = MailExtractor::new(Extractor::new());
    let from_memory: Vec<Scanned> = mx.scan_bytes(&mbox, Format::Mbox).collect();
    let from_stream: Vec<Scanned> = mx
        .scan_reader(std::io::BufReader::new(&mbox[..]), Format::Mbox)
        .collect::<Result<_, _>>()
        .unwrap();
    // Read in chunks, the large message by the streaming reader.
    let mut from_chunks = Vec::new();
    mx.scan_reader_each(&mbox[..], Format::Mbox, &mut |s| {
        from_chunks.push(s);
        true
    })
    .unwrap();
    for msgs in [&from_memory, &from_stream, &from_chunks] {
        let found = urls(msgs);
        assert_eq!(found.len(), 1 + 1 + 17 * 16 + 1 + 1);
        assert_eq!(found[0], "http://one.example/");
        assert_eq!(found[1], "http://big.example/0");
        assert_eq!(found[2 + 100], "http://big.example/100");
        assert_eq!(found[found.len() - 2], "ftp://big.example/end");
        assert_eq!(found[found.len() - 1], "http://after.example/");
        check_places(&mbox, msgs);
        // One warning, for the large message, whose records carry its
        // Message-ID.
        let problems: Vec<_> = msgs.iter().flat_map(|m| &m.problems).collect();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("larger than 16 MiB"));
        let big: Vec<_> = msgs
            .iter()
            .filter(|m| m.info.message_id.as_deref() == Some("big@example.org"))
            .collect();
        assert!(!big.is_empty());
        assert_eq!(
            big.iter().map(|m| m.found.len()).sum::<usize>(),
            1 + 17 * 16 + 1
        );
    }
    assert_eq!(urls(&from_memory), urls(&from_stream));
    assert_eq!(urls(&from_stream), urls(&from_chunks));
}

/// Finding 9: a part with many URLs was held whole with all its records
/// (a 7 MiB Latin-1 part cost 90 MiB). Handed over as found, in batches
/// of at most 4096, each with the message's headers, the same records as
/// the whole-message scan, from memory and from a stream.
#[test]
fn many_urls_come_in_batches() {
    let n = 10_000;
    let mut file =
        b"Message-ID: <many@example.org>\nContent-Type: text/plain; charset=iso-8859-1\n\
Content-Transfer-Encoding: quoted-printable\n\n"
            .to_vec();
    file.extend(b"caf=E9 http://a.example/=3D =\n".repeat(n));
    let mx = MailExtractor::new(Extractor::new());
    let whole: Vec<Scanned> = mx.scan_bytes(&file, Format::Message).collect();
    assert_eq!(whole.len(), 1);
    let mut batches = Vec::new();
    mx.scan_bytes_each(&file, Format::Message, &mut |s| {
        batches.push(s);
        true
    });
    let mut streamed = Vec::new();
    mx.scan_reader_each(&file[..], Format::Message, &mut |s| {
        streamed.push(s);
        true
    })
    .unwrap();
    for b in [&batches, &streamed] {
        assert!(b.len() >= 3);
        assert!(b.iter().all(|s| s.found.len() <= 4096));
        assert!(b
            .iter()
            .all(|s| s.info.message_id.as_deref() == Some("many@example.org")));
        let found: Vec<_> = b.iter().flat_map(|s| s.found.clone()).collect();
        assert_eq!(found, whole[0].found);
    }
    check_places(&file, &batches);
    // `false` stops the scan.
    let mut calls = 0;
    mx.scan_bytes_each(&file, Format::Message, &mut |_| {
        calls += 1;
        false
    });
    assert_eq!(calls, 1);
}

/// Finding 2 for forwards: 300,000 nested `message/rfc822` parts (12 MB)
/// overflowed the stack inside mail-parser, 150,000 nested multiparts
/// (10 MB) took 180 MB. Past 1,000 message parts or 10,000 boundaries a
/// message is read as text, with one warning.
#[test]
fn nested_forwards_and_boundaries_past_the_bounds() {
    let mut file = b"Subject: a\nContent-Type: message/rfc822\n\n".repeat(2000);
    file.extend_from_slice(b"Subject: z\n\nsee http://deep.example/\n");
    let msgs = scan(&file, Format::Message);
    assert_eq!(urls(&msgs), ["http://deep.example/"]);
    check_places(&file, &msgs);
    assert_eq!(
        msgs[0].problems,
        ["more than 1000 message parts: scanned as text"]
    );
    let file = nested(12_000, "see http://deep.example/");
    let msgs = scan(&file, Format::Message);
    assert_eq!(urls(&msgs), ["http://deep.example/"]);
    check_places(&file, &msgs);
    assert_eq!(
        msgs[0].problems,
        ["more than 10000 MIME boundaries: scanned as text"]
    );
    // A digest of a few messages is still read as MIME.
    let digest = b"Subject: d\nContent-Type: multipart/digest; boundary=D\n\n--D\n\n\
Subject: one\n\nhttp://one.example/\n--D\n\nSubject: two\n\nhttp://two.example/\n--D--\n";
    let msgs = scan(digest, Format::Message);
    assert_eq!(urls(&msgs), ["http://one.example/", "http://two.example/"]);
    assert!(msgs[0].problems.is_empty());
    check_places(digest, &msgs);
}

/// SpamAssassin's `t/data/spam/badmime3.txt` (apache/spamassassin),
/// shortened: a multipart whose body has only the close delimiter, after
/// a part's headers and its HTML. mail-parser finds no part in it; the
/// body is read as text, with a warning, and points into the file.
#[test]
fn multipart_with_only_its_close_delimiter_is_text() {
    let file = b"Content-Transfer-Encoding: binary\n\
Content-Type: multipart/alternative; boundary=\"_----------=_1024552428234762025905\"\n\
MIME-Version: 1.0\nSubject: x\n\n\
Content-Disposition: inline\nContent-Transfer-Encoding: binary\nContent-Type: text/html\n\n\
<HTML>\n<TD> <a href=\"http://sexmailnetwork.com/count.cgi?queue_id=1024516018.4603\">\n\
<IMG SRC=\"http://www.harder-please.com/lsu/1/spacer.gif\" WIDTH=1></TD>\n</HTML>\n\
--_----------=_1024552428234762025905--\n\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(
        urls(&msgs),
        [
            "http://sexmailnetwork.com/count.cgi?queue_id=1024516018.4603",
            "http://www.harder-please.com/lsu/1/spacer.gif"
        ]
    );
    check_places(file, &msgs);
    assert!(
        msgs[0]
            .problems
            .iter()
            .any(|p| p.contains("without its boundary")),
        "{:?}",
        msgs[0].problems
    );
}

/// The same multipart with its opening delimiter: read part by part, no
/// warning.
#[test]
fn multipart_with_its_delimiters_is_read_by_parts() {
    let file = b"Content-Type: multipart/alternative; boundary=\"B\"\nMIME-Version: 1.0\n\n\
preamble\n--B\nContent-Type: text/html\n\n<a href=\"http://a.example/x\">x</a>\n--B--\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(urls(&msgs), ["http://a.example/x"]);
    assert!(msgs[0].problems.is_empty(), "{:?}", msgs[0].problems);
}

/// Issue 24 item 13: a quoted-printable soft break ended by a bare CR,
/// then `=` LF (`=` CR `=` LF, two soft breaks), made mail-parser give up
/// on the whole part, which was read as raw bytes with a warning: the
/// URL it splits was cut and every escape left undecoded. Python's
/// `email` decodes it (`get_payload(decode=True)` gives `…/path and
/// more`); so does urlgrep now, records pointing at the raw text.
#[test]
fn quoted_printable_soft_break_with_a_bare_cr_is_decoded() {
    let file = b"From: a@b\nSubject: qp\nMIME-Version: 1.0\nContent-Type: text/plain\n\
Content-Transfer-Encoding: quoted-printable\n\n\
first http://one.example/pa=\r=\nth and more\nsecond line http://two.example/x=3Dy\n";
    let msgs = scan(file, Format::Message);
    assert_eq!(
        urls(&msgs),
        ["http://one.example/path", "http://two.example/x=y"]
    );
    assert!(msgs[0].problems.is_empty(), "{:?}", msgs[0].problems);
    assert_eq!(msgs[0].found[0].raw(), b"http://one.example/pa=\r=\nth");
    assert_eq!(msgs[0].found[0].encoding(), Some("quoted-printable"));
    check_places(file, &msgs);
    // In a multipart, beside a part that decodes.
    let multi = b"Subject: m\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"B\"\n\n\
--B\nContent-Type: text/html\nContent-Transfer-Encoding: quoted-printable\n\n\
<a href=3D\"http://h.example/lo=\r=\nng\">x</a> =\n--B\nContent-Type: text/plain\n\n\
http://plain.example/\n--B--\n";
    let msgs = scan(multi, Format::Message);
    assert_eq!(
        urls(&msgs),
        ["http://h.example/long", "http://plain.example/"]
    );
    assert!(msgs[0].problems.is_empty(), "{:?}", msgs[0].problems);
}

/// `bytes` in base64 (RFC 2045 §6.8), 76 characters a line.
fn base64(bytes: &[u8]) -> String {
    use base64::prelude::{Engine as _, BASE64_STANDARD};
    // Lines of 76 characters, as mail writes base64 (RFC 2045 §6.8).
    let text = BASE64_STANDARD.encode(bytes);
    let lines: Vec<&str> = text
        .as_bytes()
        .chunks(76)
        .map(|l| std::str::from_utf8(l).unwrap())
        .collect();
    lines.join("\n") + "\n"
}

/// Issue 24 item 15e: a message over 16 MiB was read as raw text, its
/// base64 parts undecoded, so the URLs inside them were lost. A 20 MB
/// message: a 3 MB base64 text part with URLs at its start, middle and
/// end (more than one piece), a 17 MB base64 attachment, a base64 HTML
/// part, then a plain part. Every URL is found, in order, each naming its
/// part, a base64 one pointing at its part's first line, whether the
/// message is in memory or read from a stream.
#[test]
fn large_message_base64_parts_are_decoded_in_pieces() {
    let filler = "words without any link in them, line after line of them\n".repeat(25_000);
    let text = format!(
        "first http://start.example/a\n{filler}middle http://middle.example/b\n{filler}\
         last http://end.example/c\n"
    );
    // 13 MB of bytes 0xa5 in base64 (`paWl` each three).
    let attachment = format!("{}\n", "paWl".repeat(19)).repeat(230_000);
    let html = "<p><a href=\"http://html.example/d\">d</a></p>\n";
    let msg = format!(
        "From: a@b\nSubject: big\nMIME-Version: 1.0\n\
         Content-Type: multipart/mixed; boundary=\"XX\"\n\n--XX\n\
         Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{}\
         --XX\nContent-Type: application/octet-stream\nContent-Transfer-Encoding: base64\n\n{}\
         --XX\nContent-Type: text/html\nContent-Transfer-Encoding: base64\n\n{}\
         --XX\nContent-Type: text/plain\n\nplain http://plain.example/e\n--XX--\n",
        base64(text.as_bytes()),
        attachment,
        base64(html.as_bytes())
    );
    assert!(msg.len() > 20_000_000, "{}", msg.len());
    let part0 = msg.find("Zmlyc3Qg").unwrap();
    let part2 = msg.find("PHA+").unwrap();
    let want = [
        ("http://start.example/a", Some(0), part0),
        ("http://middle.example/b", Some(0), part0),
        ("http://end.example/c", Some(0), part0),
        ("http://html.example/d", Some(2), part2),
        (
            "http://plain.example/e",
            Some(3),
            msg.find("http://plain").unwrap(),
        ),
    ];
    let mx = MailExtractor::new(Extractor::new());
    let in_memory: Vec<Scanned> = mx.scan_bytes(msg.as_bytes(), Format::Message).collect();
    let streamed: Vec<Scanned> = mx
        .scan_reader(msg.as_bytes(), Format::Message)
        .collect::<Result<_, _>>()
        .unwrap();
    for msgs in [in_memory, streamed] {
        let got: Vec<(&str, Option<usize>, usize)> = msgs
            .iter()
            .flat_map(|m| &m.found)
            .map(|f| (f.url(), f.part(), f.start()))
            .collect();
        assert_eq!(got, want);
        let base64 = msgs
            .iter()
            .flat_map(|m| &m.found)
            .filter(|f| f.encoding() == Some("base64"));
        assert_eq!(base64.count(), 4);
    }
}

/// A nested multipart that holds only its close delimiter (the shape of
/// phishing mail that hides a base64 part from filters): mail-parser
/// takes its siblings into it; they are read again, and the base64 text
/// part's URL is found (`mail::walk`, `siblings`), with the warning.
#[test]
fn empty_nested_multipart_keeps_its_siblings() {
    let b64 = "VmlzaXQgaHR0cDovL3BoaXNoLmV4YW1wbGUvbG9naW4gbm93Cg=="; // "Visit http://phish.example/login now\n"
    let msg = format!(
        "From: a@example.org\nSubject: s\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"outer\"\n\n--outer\nContent-Type: multipart/alternative; boundary=\"inner\"\n\n--inner--\n\n--outer\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{b64}\n\n--outer\nContent-Type: text/plain\n\nand http://plain.example/y\n--outer--\n"
    );
    let mx = MailExtractor::new(Extractor::new());
    let scanned: Vec<_> = mx.scan_bytes(msg.as_bytes(), Format::Message).collect();
    let urls: Vec<String> = scanned
        .iter()
        .flat_map(|s| {
            s.found
                .iter()
                .map(|r| format!("{} {:?}", r.url(), r.encoding()))
        })
        .collect();
    assert_eq!(
        urls,
        [
            "http://phish.example/login Some(\"base64\")",
            "http://plain.example/y None"
        ]
    );
    let plain = msg.find("http://plain").unwrap();
    let r = &scanned.iter().flat_map(|s| &s.found).nth(1).unwrap();
    assert_eq!(r.start(), plain, "a plain sibling's offsets are the file's");
    assert!(scanned.iter().any(|s| !s.problems.is_empty()));
}
