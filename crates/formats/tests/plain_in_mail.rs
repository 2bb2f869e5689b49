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

proptest! {
    #[test]
    fn plain_urls_are_found_in_mail(body in text(), qp in any::<bool>()) {
        let ex = Extractor::new();
        let plain: Vec<String> = ex.find_iter(&body).map(|m| m.url().to_string()).collect();
        let (cte, encoded) = if qp {
            ("Content-Transfer-Encoding: quoted-printable\n", quoted_printable(&body))
        } else {
            ("", body.clone())
        };
        let msg = format!(
            "Subject: p\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n{cte}\n{encoded}"
        );
        let mx = MailExtractor::new(ex);
        let mail: Vec<String> = mx
            .scan_bytes(msg.as_bytes(), Format::Message)
            .flat_map(|s| s.found)
            .map(|f| f.url().to_string())
            .collect();
        prop_assert_eq!(plain, mail);
    }
}
