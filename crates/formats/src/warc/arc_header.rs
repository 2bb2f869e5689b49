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
pub(crate) fn header(line: &[u8]) -> Option<Header> {
    let text = std::str::from_utf8(line).ok()?;
    let f: Vec<&str> = text.trim_end_matches(['\r', '\n']).split(' ').collect();
    if !matches!(f.len(), 5 | 10) || !f[0].contains(':') || f[0].starts_with("WARC/") {
        return None;
    }
    if f[2].len() < 12 || !f[2].bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(Header {
        url: f[0].to_string(),
        mime: f[3].to_string(),
        len: f[f.len() - 1].parse().ok()?,
    })
}
