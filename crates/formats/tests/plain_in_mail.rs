//! Issue 11 finding 10 as a property: every URL plain mode finds in the
//! text of a text/plain part, mail mode finds in the message, in order,
//! whether the part is quoted-printable or not.

use proptest::prelude::*;
use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, MailExtractor};

/// Text built from the shapes that matter: URLs of each form, wrapped
/// and broken ones, quotes, hyphen breaks, non-ASCII, `=`.
fn text() -> impl Strategy<Value = String> {
    let token = prop::sample::select(vec![
        "see ",
        "http://a.example/x ",
        "<URL:ftp://b.example/y>",
        "<http://c.example/>",
        "news:comp.mail.mime ",
        "mailto:a@b.example",
        "<URL:http://d.ex\n  ample/>",
        "http://e.example/long-",
        "\n",
        "\n> ",
        " ",
        "-\n",
        "é",
        "(",
        ")",
        ".",
        "=",
        ":",
        "\t",
    ]);
    prop::collection::vec(token, 0..60).prop_map(|v| v.concat())
}

/// RFC 2045 §6.7: `=`, controls but LF, and non-ASCII as `=XX`; a blank
/// at a line's end too (rule 3: a decoder drops trailing blanks, which a
/// transport may have added); a soft break before a line would pass 76
/// characters.
fn quoted_printable(text: &str) -> String {
    let mut out = String::new();
    let mut col = 0;
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let line_end = matches!(bytes.get(i + 1), None | Some(b'\n'));
        let piece = match b {
            b'\n' => {
                out.push('\n');
                col = 0;
                continue;
            }
            b' ' | b'\t' if line_end => format!("={b:02X}"),
            b'=' | 0..=31 | 127.. => format!("={b:02X}"),
            _ => (b as char).to_string(),
        };
        if col + piece.len() > 75 {
            out.push_str("=\n");
            col = 0;
        }
        col += piece.len();
        out.push_str(&piece);
    }
    out
}

/// What a transport does to quoted-printable that a decoder undoes: a
/// blank added at each hard line end (`1`), the first soft break ended
/// CRLF in an LF body (`2`; mail-parser then ends every later line
/// CRLF), as real mail shows them (rf-peixoto/phishing_pot's
/// `sample-275.eml`; offsets after them pointed at one place).
fn transported(qp: String, how: u8) -> String {
    match how {
        1 => qp
            .replace("=\n", "=\u{0}")
            .replace('\n', " \n")
            .replace("=\u{0}", "=\n"),
        2 => qp.replacen("=\n", "=\r\n", 1),
        _ => qp,
    }
}

/// `raw` read back: soft breaks dropped, `=XX` decoded, blanks ending a
/// line and CRs dropped (RFC 2045 §6.7).
fn unquoted(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        let hex = |k: usize| raw.get(k).and_then(|&c| (c as char).to_digit(16));
        if b == b'=' {
            if let (Some(h), Some(l)) = (hex(i + 1), hex(i + 2)) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
            let n = raw[i + 1..].iter().take_while(|&&c| c == b'\r').count();
            if raw.get(i + 1 + n) == Some(&b'\n') {
                i += n + 2;
                continue;
            }
        }
        if b == b'\n' {
            while out.last() == Some(&b' ') {
                out.pop();
            }
        }
        if b != b'\r' {
            out.push(b);
        }
        i += 1;
    }
    out
}

proptest! {
    /// The same URLs, and each record's raw bytes, read back, are its
    /// match's in the plain text.
    #[test]
    fn plain_urls_are_found_in_mail(body in text(), qp in any::<bool>(), how in 0u8..3) {
        let ex = Extractor::new();
        let found: Vec<_> = ex.find_iter(&body).collect();
        let plain: Vec<String> = found.iter().map(|m| m.url().to_string()).collect();
        let raws: Vec<Vec<u8>> = found
            .iter()
            .map(|m| unquoted(&body.as_bytes()[m.start()..m.end()]))
            .collect();
        let (cte, encoded) = if qp {
            ("Content-Transfer-Encoding: quoted-printable\n", transported(quoted_printable(&body), how))
        } else {
            ("", body.clone())
        };
        let msg = format!(
            "Subject: p\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n{cte}\n{encoded}"
        );
        let mx = MailExtractor::new(ex);
        let records: Vec<_> = mx
            .scan_bytes(msg.as_bytes(), Format::Message)
            .flat_map(|s| s.found)
            .collect();
        let mail: Vec<String> = records.iter().map(|f| f.url().to_string()).collect();
        prop_assert_eq!(plain, mail);
        let read: Vec<Vec<u8>> = records.iter().map(|f| unquoted(f.raw())).collect();
        prop_assert_eq!(raws, read);
    }
}
