//! Pages in legacy encodings (SPEC §2.3 "Text is decoded before it is
//! read"): real pages and feeds in Shift_JIS, EUC-KR, windows-1251 and
//! GB2312/GB18030 (testdata/charsets, sources in testdata/README.md)
//! give the URLs of their UTF-8 conversions, each record's `raw` is the
//! page's own bytes at its span, and the record names the charset.
//!
//! The UTF-8 conversion is encoding_rs's whole-document decode, not the
//! mapped one the reader uses.

use std::path::Path;

use encoding_rs::{Encoding, EUC_KR, GBK, SHIFT_JIS, WINDOWS_1251};
use urlgrep_extract::Extractor;
use urlgrep_formats::charset::html_encoding;
use urlgrep_formats::{html, Record};

fn read(name: &str) -> Vec<u8> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/charsets");
    std::fs::read(dir.join(name)).unwrap()
}

fn records(page: &[u8], decode: bool) -> Vec<Record<'static>> {
    let mut v = Vec::new();
    let f = &mut |r| {
        v.push(r);
        true
    };
    if decode {
        html::scan_page_each(&Extractor::new(), page, None, None, f);
    } else {
        html::scan_each(&Extractor::new(), page, f);
    }
    v
}

/// `name`, in `enc`, read as a page: the same URLs as its conversion.
fn same_as_utf8(name: &str, enc: &'static Encoding, at_least: usize) {
    let page = read(name);
    assert_eq!(
        html_encoding(&page[..page.len().min(4096)], None),
        enc,
        "{name}"
    );
    let (utf8, _, malformed) = enc.decode(&page);
    assert!(!malformed, "{name} is {}", enc.name());
    let want = records(utf8.as_bytes(), false);
    let got = records(&page, true);
    let urls = |rs: &[Record<'_>]| rs.iter().map(|r| r.url().to_string()).collect::<Vec<_>>();
    assert_eq!(urls(&got), urls(&want), "{name}");
    assert!(got.len() >= at_least, "{name}: {} URLs", got.len());
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(g.raw(), &page[g.span()], "{name}: raw is the page's bytes");
        let (raw, _) = enc.decode_without_bom_handling(g.raw());
        assert_eq!(raw.as_bytes(), w.raw(), "{name}: the same text");
        assert_eq!((g.line(), g.kind()), (w.line(), w.kind()), "{name}");
        assert_eq!(g.charset(), Some(enc.name()));
    }
}

#[test]
fn shift_jis_feed() {
    // A blog feed whose `<?xml encoding>` the HTML prescan does not read:
    // the sniff finds Shift_JIS.
    same_as_utf8("SHIFT_JIS_yasuhisa.com.xml", SHIFT_JIS, 10);
}

#[test]
fn euc_kr_feed() {
    same_as_utf8("EUC-KR_sparcs.kaist.ac.kr.xml", EUC_KR, 20);
}

#[test]
fn windows_1251_feed() {
    same_as_utf8("windows-1251-russian_kapranoff.ru.xml", WINDOWS_1251, 10);
}

#[test]
fn gb_feed_and_page() {
    // `gb2312` is GBK in the Encoding Standard, whose decoder is
    // GB18030's.
    same_as_utf8("GB2312_w3cn.org.xml", GBK, 20);
    // baidu.com's home page, `<meta http-equiv content="…charset=gb2312">`.
    same_as_utf8("jsoup-baidu-cn-home.html", GBK, 10);
}

#[test]
fn undeclared_pages_are_sniffed() {
    // Chromium's test pages for its detector: no declaration, not UTF-8.
    for (name, enc) in [
        ("SHIFT_JIS_chromium-Shift-JIS_undeclared.html", SHIFT_JIS),
        ("EUC-KR_chromium-windows-949_undeclared.html", EUC_KR),
        (
            "windows-1251-russian_chromium-windows-1251_undeclared.html",
            WINDOWS_1251,
        ),
        ("GB2312_chromium-gb18030_undeclared.html.xml", GBK),
    ] {
        same_as_utf8(name, enc, 0);
    }
}

/// A mail part in a legacy charset: mail-parser decodes it by its
/// `Content-Type` charset, and its records name that charset, as a page's
/// do; the URLs are those of the page's UTF-8 conversion read as HTML. A
/// UTF-8 part's records name none.
#[test]
fn mail_parts_name_their_charset() {
    use base64::Engine;
    use urlgrep_formats::{Format, MailExtractor};
    let page = read("SHIFT_JIS_yasuhisa.com.xml");
    let (utf8, _, _) = SHIFT_JIS.decode(&page);
    let body = base64::engine::general_purpose::STANDARD.encode(&page);
    let lines: Vec<&str> = body
        .as_bytes()
        .chunks(76)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect();
    let mail = |charset: &str, body: &str| {
        format!(
            "From: a@example.org\r\nSubject: t\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/html; charset={charset}\r\n\
             Content-Transfer-Encoding: base64\r\n\r\n{body}\r\n"
        )
    };
    let scan = |msg: String| -> Vec<Record<'static>> {
        MailExtractor::new(Extractor::new())
            .scan_bytes(msg.as_bytes(), Format::Message)
            .flat_map(|s| s.found)
            .collect()
    };
    let got = scan(mail("Shift_JIS", &lines.join("\r\n")));
    let want = records(utf8.as_bytes(), false);
    let urls = |rs: &[Record<'_>]| rs.iter().map(|r| r.url().to_string()).collect::<Vec<_>>();
    assert!(!want.is_empty());
    assert_eq!(urls(&got), urls(&want));
    assert!(got.iter().all(|r| r.charset() == Some("Shift_JIS")));
    let utf8_body = base64::engine::general_purpose::STANDARD.encode(utf8.as_bytes());
    let got = scan(mail("utf-8", &utf8_body));
    assert_eq!(urls(&got), urls(&want));
    assert!(got.iter().all(|r| r.charset().is_none()));
}

/// The records of the mail `msg`, with the message's bytes each `raw`
/// must be at its span.
fn mail_records(msg: &[u8]) -> Vec<Record<'static>> {
    use urlgrep_formats::{Format, MailExtractor};
    let found: Vec<Record<'static>> = MailExtractor::new(Extractor::new())
        .scan_bytes(msg, Format::Message)
        .flat_map(|s| s.found)
        .collect();
    for r in &found {
        assert_eq!(r.raw(), &msg[r.span()], "raw is the message's bytes");
    }
    found
}

/// A mail part in a charset whose characters hold bytes in ASCII's range
/// (a Big5 or Shift_JIS trail byte, ISO-2022-JP's 7-bit text): each URL
/// after such a character still points at its own bytes. Alignment took
/// those bytes for ASCII and gave every later URL an empty span at the
/// first such character (SPEC §2.3: offsets are the input's).
#[test]
fn mail_spans_after_multibyte_characters() {
    // openbmc list, <04fa16ca-4f2a-0f2d-e6ef-8118fd757b0e@linux.intel.com>:
    // Big5, 8bit; `梁永鉉` quoted above the URL ends in 0x5C, a `\`.
    let msg = read("big5-openbmc-8bit.eml");
    let found = mail_records(&msg);
    let raws: Vec<&[u8]> = found.iter().map(|r| r.raw()).collect();
    assert_eq!(raws, [&b"https://gerrit.openbmc-project.xyz/q/topic"[..]]);
    assert_eq!(found[0].charset(), Some("Big5"));

    // The Shift_JIS feed as a mail part: 8bit, quoted-printable, and its
    // text as ISO-2022-JP (RFC 1468, 7bit).
    let page = read("SHIFT_JIS_yasuhisa.com.xml");
    let (utf8, _, _) = SHIFT_JIS.decode(&page);
    let want: Vec<String> = Extractor::new()
        .find_iter(utf8.as_bytes())
        .map(|m| m.url().to_string())
        .collect();
    assert!(want.len() >= 10);
    let qp: Vec<u8> = page
        .iter()
        .flat_map(|&b| match b {
            b'=' | 0x80.. => format!("={b:02X}").into_bytes(),
            _ => vec![b],
        })
        .collect();
    let (jis, _, unmappable) = encoding_rs::ISO_2022_JP.encode(&utf8);
    assert!(!unmappable);
    for (charset, transfer, body) in [
        ("Shift_JIS", "8bit", &page[..]),
        ("Shift_JIS", "quoted-printable", &qp[..]),
        ("iso-2022-jp", "7bit", &jis[..]),
    ] {
        let head = format!(
            "From: a@example.org\r\nSubject: t\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/plain; charset={charset}\r\n\
             Content-Transfer-Encoding: {transfer}\r\n\r\n"
        );
        let msg = [head.as_bytes(), body].concat();
        let found = mail_records(&msg);
        let urls: Vec<String> = found.iter().map(|r| r.url().to_string()).collect();
        assert_eq!(urls, want, "{charset} {transfer}");
        for r in &found {
            // A URL that a tag or text ends (no `raw` escapes here): its
            // bytes are its text.
            assert!(!r.raw().is_empty(), "{charset} {transfer}: {}", r.url());
        }
    }
}
