//! The header line that starts an ARC record (`arc.rs`: five or ten
//! space-separated fields, a URL first, an archive date third, a length
//! last), apart from the reading of the record, so that finding where a
//! record starts (`lengths.rs`) needs no reader.

/// An ARC record's header line.
pub(crate) struct Header {
    pub(crate) url: String,
    pub(crate) mime: String,
    pub(crate) len: u64,
}

/// The header line `line` (with its line end), if it is one.
///
/// A URL with spaces in it (a crawler that did not encode a form's
/// value: `…&EmailTitle=Examples From The Live Web&…`, warcio's
/// `example-space-in-url.arc`) takes the fields left of the last four
/// (version 1) or nine (version 2), as warcio reads it from the right.
pub(crate) fn header(line: &[u8]) -> Option<Header> {
    let text = std::str::from_utf8(line).ok()?;
    let f: Vec<&str> = text.trim_end_matches(['\r', '\n']).split(' ').collect();
    let date = |s: &str| s.len() >= 12 && s.bytes().all(|b| b.is_ascii_digit());
    // How many fields follow the URL: 4 or 9, the date second of them.
    let rest = match f.len() {
        5 | 10 => f.len() - 1,
        n if n > 5 && date(f[n - 3]) => 4,
        n if n > 10 && date(f[n - 8]) => 9,
        _ => return None,
    };
    let (url, fields) = f.split_at(f.len() - rest);
    let url = url.join(" ");
    if !f[0].contains(':') || url.starts_with("WARC/") || !date(fields[1]) {
        return None;
    }
    Some(Header {
        url,
        mime: fields[2].to_string(),
        len: fields[rest - 1].parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::header;

    fn fields(line: &str) -> Option<(String, String, u64)> {
        header(line.as_bytes()).map(|h| (h.url, h.mime, h.len))
    }

    #[test]
    fn urls_with_spaces_take_the_fields_left_of_the_rest() {
        let v1 = "http://example.com/index.cfm?FuseAction=Email&EmailTitle=Examples From The Live Web&IsPopUp=False 93.184.216.119 20140216050221 text/html 1591\n";
        assert_eq!(
            fields(v1),
            Some((
                "http://example.com/index.cfm?FuseAction=Email&EmailTitle=Examples From The Live Web&IsPopUp=False".into(),
                "text/html".into(),
                1591
            ))
        );
        let v2 =
            "http://a.example/x y 10.0.0.1 20140216050221 text/html 200 SHA1 - 512 f.arc 99\r\n";
        assert_eq!(
            fields(v2),
            Some(("http://a.example/x y".into(), "text/html".into(), 99))
        );
        assert_eq!(
            fields("http://a.example/ 10.0.0.1 20140216050221 text/html 7\n"),
            Some(("http://a.example/".into(), "text/html".into(), 7))
        );
    }

    #[test]
    fn prose_and_warc_lines_are_no_header() {
        for line in [
            "see the page at http://a.example/ 10.0.0.1 20140216050221 text/html 7\n",
            "http://a.example/ 10.0.0.1 2014 text/html 7\n",
            "http://a.example/ a b 10.0.0.1 text/html 7\n",
            "WARC/1.0 a 20140216050221 b 7\n",
        ] {
            assert_eq!(fields(line), None, "{line}");
        }
    }
}
