//! A record's payload and how to read it (SPEC §2.3 `warc`): for a
//! `response` the bytes after the HTTP header block (RFC 9112 §2.1),
//! de-chunked and decompressed (`gzip`, `deflate`, `br`), typed by the
//! HTTP `Content-Type`; for a `resource`, or a `conversion` (another
//! record's document in another format, ISO 28500 §6.8), the whole
//! block, typed by the WARC `Content-Type`. Other record types
//! (`warcinfo`, `request`, `metadata`, `revisit`, …) hold no archived
//! document and are passed over.

use std::io::Read;

use flate2::bufread::{MultiGzDecoder, ZlibDecoder};

use super::raw::RawRecord;

/// The longest HTTP header block looked for.
const MAX_HTTP_HEADER: usize = 64 * 1024;

/// How a payload becomes text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// HTML: attribute values and visible text.
    Html,
    /// Plain text: SPEC §1 on the bytes.
    Text,
    /// One mail message or news article (`message/rfc822`).
    Mail,
}

/// A payload to search.
pub(crate) struct Payload {
    pub reading: Reading,
    pub bytes: Vec<u8>,
    pub content_type: Option<String>,
    pub charset: Option<String>,
    /// What was read as stored rather than decoded, and why.
    pub problem: Option<String>,
}

/// The payload of `rec`, `Ok(None)` when it holds no text to search.
pub(crate) fn payload(rec: &mut RawRecord, max: u64) -> Result<Option<Payload>, String> {
    let kind = rec.header("WARC-Type").unwrap_or("").to_ascii_lowercase();
    let warc_type = rec.header("Content-Type").map(str::to_string);
    let mut problem = None;
    let (content_type, bytes) = match kind.as_str() {
        "response"
            if warc_type
                .as_deref()
                .is_some_and(|t| t.to_ascii_lowercase().starts_with("application/http"))
                || rec.block.starts_with(b"HTTP/") =>
        {
            let (t, body, note) = http(std::mem::take(&mut rec.block), max)?;
            problem = note;
            (t, body)
        }
        // A `conversion` holds another record's document in another format
        // (ISO 28500 §6.8: the text of a PDF): a document too.
        "response" | "resource" | "conversion" => (warc_type, std::mem::take(&mut rec.block)),
        _ => return Ok(None),
    };
    let (mime, charset) = split_type(content_type.as_deref().unwrap_or(""));
    let Some(reading) = reading(&mime, &bytes) else {
        return Ok(None);
    };
    Ok(Some(Payload {
        reading,
        bytes,
        content_type: content_type.map(|_| mime),
        charset,
        problem,
    }))
}

/// The HTTP `Content-Type`, the decoded body of an HTTP response block,
/// and what was read as stored rather than decoded.
fn http(mut block: Vec<u8>, max: u64) -> Result<Http, String> {
    let head = &block[..block.len().min(MAX_HTTP_HEADER)];
    let (end, body) = match memchr::memmem::find(head, b"\r\n\r\n") {
        Some(i) => (i, i + 4),
        None => match memchr::memmem::find(head, b"\n\n") {
            Some(i) => (i, i + 2),
            None => return Err("HTTP header block has no end".into()),
        },
    };
    let mut content_type = None;
    let mut chunked = false;
    let mut encoding = String::new();
    for line in String::from_utf8_lossy(&block[..end]).lines().skip(1) {
        let Some((name, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.trim();
        match name.trim().to_ascii_lowercase().as_str() {
            "content-type" => content_type = Some(value.to_string()),
            "transfer-encoding" => chunked = value.eq_ignore_ascii_case("chunked"),
            "content-encoding" => encoding = value.to_ascii_lowercase(),
            _ => {}
        }
    }
    block.drain(..body);
    let mut note = None;
    if chunked {
        (block, note) = dechunk(&block);
    }
    let decoded = match encoding.as_str() {
        "" | "identity" | "none" => return Ok((content_type, block, note)),
        "gzip" | "x-gzip" => inflate(MultiGzDecoder::new(&block[..]), max),
        "deflate" => inflate(ZlibDecoder::new(&block[..]), max),
        // RFC 7932, what browsers ask for first: browser-based crawlers
        // archive it as sent.
        "br" => inflate(
            brotli_decompressor::Decompressor::new(&block[..], 4096),
            max,
        ),
        other => return Err(format!("HTTP Content-Encoding {other} is not read")),
    };
    match decoded {
        Ok(body) => Ok((content_type, body, note)),
        Err(Inflate::Over(e)) => Err(e),
        // Stored decoded under the original header, as a de-chunked body
        // is (`dechunk`): read as stored, noted.
        Err(Inflate::Corrupt(e)) => {
            let why = format!("HTTP body does not decode as {encoding} ({e}): read as stored");
            Ok((content_type, block, note.or(Some(why))))
        }
    }
}

/// Why a body did not decompress.
enum Inflate {
    /// Past the record limit: skipped, memory bounded.
    Over(String),
    /// Not in the encoding its header names.
    Corrupt(std::io::Error),
}

/// What [`http`] gives: the `Content-Type`, the body, a problem note.
type Http = (Option<String>, Vec<u8>, Option<String>);

fn inflate<R: Read>(r: R, max: u64) -> Result<Vec<u8>, Inflate> {
    let mut out = Vec::new();
    r.take(max + 1)
        .read_to_end(&mut out)
        .map_err(Inflate::Corrupt)?;
    if out.len() as u64 > max {
        return Err(Inflate::Over(format!(
            "HTTP body over the {max}-byte limit"
        )));
    }
    Ok(out)
}

/// Undoes `Transfer-Encoding: chunked` (RFC 9112 §7.1), and says what
/// could not be undone. Nothing is dropped: a body whose first line is
/// no chunk size was stored de-chunked under the original header (web
/// archives written from a proxy or a browser have them; warcio reads
/// them the same way) and is read as stored; a chunk stream broken or
/// cut off keeps what was decoded and the rest as stored. A stream that
/// ends after a whole chunk without its last, empty one is just cut.
fn dechunk(mut b: &[u8]) -> (Vec<u8>, Option<String>) {
    let mut out = Vec::with_capacity(b.len());
    let broken = |out: &mut Vec<u8>, rest: &[u8], why: &str| {
        let what = match out.len() {
            0 => format!("HTTP body is not chunked as its header says ({why}): read as stored"),
            n => {
                format!("HTTP chunked body broken after {n} bytes ({why}): the rest read as stored")
            }
        };
        out.extend_from_slice(rest);
        Some(what)
    };
    loop {
        if b.iter().all(u8::is_ascii_whitespace) {
            return (out, None);
        }
        let Some(nl) = memchr::memchr(b'\n', b) else {
            let note = broken(&mut out, b, "a chunk size line has no end");
            return (out, note);
        };
        let line = String::from_utf8_lossy(&b[..nl]);
        let hex = line.split(';').next().unwrap_or("").trim();
        let Ok(size) = usize::from_str_radix(hex, 16) else {
            let why = "a chunk size is not hexadecimal";
            let note = broken(&mut out, b, why);
            return (out, note);
        };
        if size == 0 {
            return (out, None);
        }
        let data = &b[nl + 1..];
        if size > data.len() {
            let note = broken(&mut out, data, "the last chunk is cut short");
            return (out, note);
        }
        out.extend_from_slice(&data[..size]);
        b = &data[size..];
        b = b
            .strip_prefix(b"\r\n")
            .or(b.strip_prefix(b"\n"))
            .unwrap_or(b);
    }
}

/// The media type in lower case and the `charset` parameter.
fn split_type(t: &str) -> (String, Option<String>) {
    let mut params = t.split(';');
    let mime = params.next().unwrap_or("").trim().to_ascii_lowercase();
    let charset = params.find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("charset")
            .then(|| v.trim().trim_matches('"').to_string())
    });
    (mime, charset)
}

/// How a payload of media type `mime` is read; `None` for types that
/// are not text (images, archives, PDF).
fn reading(mime: &str, bytes: &[u8]) -> Option<Reading> {
    match mime {
        "text/html" | "application/xhtml+xml" => Some(Reading::Html),
        "message/rfc822" | "message/news" | "message/global" => Some(Reading::Mail),
        "" => {
            // No type given: HTML by its start, text if it has no NUL.
            let head = &bytes[..bytes.len().min(1024)];
            let lower = head.to_ascii_lowercase();
            if memchr::memmem::find(&lower, b"<html").is_some()
                || memchr::memmem::find(&lower, b"<!doctype html").is_some()
            {
                Some(Reading::Html)
            } else if memchr::memchr(0, head).is_none() {
                Some(Reading::Text)
            } else {
                None
            }
        }
        m if m.starts_with("text/")
            || m.ends_with("+xml")
            || m.ends_with("/xml")
            || m.ends_with("/json")
            || m.ends_with("javascript") =>
        {
            Some(Reading::Text)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunked_gzip_http_body() {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        std::io::Write::write_all(&mut gz, b"see http://a.example/").unwrap();
        let body = gz.finish().unwrap();
        let mut block = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=\"ISO-8859-1\"\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n".to_vec();
        block.extend_from_slice(format!("{:x}\r\n", 5).as_bytes());
        block.extend_from_slice(&body[..5]);
        block.extend_from_slice(format!("\r\n{:x};ext=1\r\n", body.len() - 5).as_bytes());
        block.extend_from_slice(&body[5..]);
        block.extend_from_slice(b"\r\n0\r\n\r\n");
        let (t, b, note) = http(block, 1 << 20).unwrap();
        assert_eq!(b, b"see http://a.example/");
        assert_eq!(note, None);
        assert_eq!(
            split_type(t.as_deref().unwrap()),
            ("text/plain".to_string(), Some("ISO-8859-1".to_string()))
        );
    }

    /// A body stored de-chunked under `Transfer-Encoding: chunked`, as
    /// the Internet Archive's liveweb writer left it (pywb's
    /// `sample_archive/warcs/iana.warc.gz`), and a chunk stream cut off.
    #[test]
    fn chunked_header_body_not() {
        let head = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\nTransfer-Encoding: chunked\r\nContent-Length: -1\r\n\r\n";
        let page = b"<!doctype html>\n<html>\n<a href=\"http://www.icann.org/\">ICANN</a>";
        let (_, b, note) = http([&head[..], &page[..]].concat(), 1 << 20).unwrap();
        assert_eq!(b, page);
        assert!(note.unwrap().contains("not chunked"));
        let (_, b, note) = http(
            [&head[..], b"5\r\nhttp:\r\n20\r\n//a.example/cut"].concat(),
            1 << 20,
        )
        .unwrap();
        assert_eq!(b, b"http://a.example/cut");
        assert!(note.unwrap().contains("broken after 5 bytes"));
        // The last, empty chunk missing: the stream was cut at a chunk's end.
        let (_, b, note) = http([&head[..], b"5\r\nhttp:\r\n"].concat(), 1 << 20).unwrap();
        assert_eq!((&b[..], note), (&b"http:"[..], None));
    }

    /// `Content-Encoding: br` (RFC 7932), the body compressed by
    /// Python's `brotli` 1.1; a body stored decoded under a `gzip` header
    /// is read as stored.
    #[test]
    fn brotli_and_encoding_that_does_not_hold() {
        let br = b"\x1b\x97\x00\x28\x64\xf2\x1a\xe9\x6e\x54\xf5\xd5\x80\x0f\xd6\xa5\x93\x13\x3f\x18\xfe\x27\xfa\x02\x0a\xb0\x2d\x94\xc4\x73\x83\x13\x89\xa3\x24\xcb\x82\x68\x78\xc2\x7b\x72\x67\xf5\xd0\xf4\xcd\x92\x8e\xea\x1d\x3b\x2e\x23\x03\x78\xc7\xae\x85\x5a\x2b\x98\x85\xce\x57\x36\xf9\x97\xee\x1b\x27\x97\x94\xc7\x0f\xad\x01\xa8\x7a\xaf\x7f\x5f\xb0\xf8\x66\x07";
        let page = b"<!doctype html><p>Read the <a href=\"https://www.rfc-editor.org/rfc/rfc9110\">HTTP semantics</a> and https://www.rfc-editor.org/rfc/rfc7932 (Brotli).</p>\n";
        let head = |enc: &str| {
            format!("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: {enc}\r\n\r\n")
                .into_bytes()
        };
        let (_, b, note) = http([head("br"), br.to_vec()].concat(), 1 << 20).unwrap();
        assert_eq!((&b[..], note), (&page[..], None));
        let (_, b, note) = http([head("gzip"), page.to_vec()].concat(), 1 << 20).unwrap();
        assert_eq!(b, page);
        assert!(note.unwrap().contains("does not decode as gzip"));
        // Over the limit: skipped, not read as stored.
        assert!(http([head("br"), br.to_vec()].concat(), 100).is_err());
    }

    #[test]
    fn types() {
        assert_eq!(reading("image/png", b"\x89PNG"), None);
        assert_eq!(reading("application/xhtml+xml", b""), Some(Reading::Html));
        assert_eq!(reading("", b"<!DOCTYPE html><p>"), Some(Reading::Html));
        assert_eq!(reading("", b"GIF89a\0\0"), None);
        assert_eq!(reading("message/rfc822", b""), Some(Reading::Mail));
    }
}
