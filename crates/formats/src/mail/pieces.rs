//! The base64 text parts of a message too large to decode whole
//! (`large`), decoded in bounded pieces as its bytes go by.
//!
//! A large message is read as text, so its URLs in plain parts are found
//! as they are; a base64 part's are not there to find (issue 24: a 20 MB
//! message's links in a base64 HTML part were lost). Here the message's
//! lines are followed just far enough to know its parts (RFC 2045 §5, §6;
//! RFC 2046 §5.1.1: header blocks, `Content-Type` with its `boundary`,
//! `Content-Transfer-Encoding`, delimiter lines): the body of a text part
//! in base64 (§6.8) is decoded [`PIECE`] bytes at a time, each piece cut
//! at a blank line or line end so that no URL is split, read in the
//! part's charset and searched, as text or as HTML. Memory is a piece
//! and a line, whatever the part's size. Its records point at the part's
//! first body line and say `base64`, as in a message decoded whole.

use std::collections::VecDeque;

use mail_parser::decoders::charsets::map::charset_decoder;
use urlgrep_extract::Extractor;

use crate::record::{Origin, Record};

/// Decoded bytes searched at a time.
pub(crate) const PIECE: usize = 1 << 20;

/// The longest line or header block followed; the rest of a longer one
/// is passed over (a base64 line that long is still decoded).
const MAX_LINE: usize = 64 * 1024;

/// Boundaries remembered at most (nesting in real mail is a few).
const MAX_BOUNDARIES: usize = 64;

/// Part starts kept for the records of the text to name their part.
const MAX_PARTS: usize = 4096;

/// Where the message's lines are.
enum State {
    /// In a header block: its bytes so far.
    Headers(Vec<u8>),
    /// In a body: the base64 text part being decoded, if any.
    Body(Option<Section>),
}

/// A base64 text part being decoded.
struct Section {
    /// The part's first body line: its offset in the file, its end, its
    /// line.
    at: usize,
    end: usize,
    line: u64,
    leaf: usize,
    html: bool,
    charset: Option<String>,
    /// Base64 characters not yet decoded (fewer than four).
    quad: Vec<u8>,
    /// Decoded bytes not yet searched.
    decoded: Vec<u8>,
}

/// Follows a large message's bytes, fed in order, and decodes its base64
/// text parts; the records found wait in [`Pieces::found`].
pub(crate) struct Pieces<'e> {
    ex: &'e Extractor,
    /// File offset and line of the next byte fed.
    pos: usize,
    line: u64,
    /// A line not yet ended, and whether it continues a longer one.
    partial: Vec<u8>,
    continued: bool,
    state: State,
    boundaries: Vec<Vec<u8>>,
    leaf: usize,
    /// Records found, in the order of their parts.
    pub(crate) found: VecDeque<Record<'static>>,
    /// Where each part's body starts, with its number, for the records
    /// of the text to name their part; taken as they are.
    pub(crate) parts: VecDeque<(usize, usize)>,
}

impl<'e> Pieces<'e> {
    /// A follower of the message whose first byte is at `offset` of the
    /// file, on `line`.
    pub(crate) fn new(ex: &'e Extractor, offset: usize, line: u64) -> Pieces<'e> {
        Pieces {
            ex,
            pos: offset,
            line,
            partial: Vec::new(),
            continued: false,
            state: State::Headers(Vec::new()),
            boundaries: Vec::new(),
            leaf: 0,
            found: VecDeque::new(),
            parts: VecDeque::new(),
        }
    }

    /// Follows `bytes`, the next of the message.
    pub(crate) fn feed(&mut self, mut bytes: &[u8]) {
        while let Some(n) = memchr::memchr(b'\n', bytes) {
            let (line, rest) = bytes.split_at(n + 1);
            if self.partial.is_empty() {
                self.end_line(line);
            } else {
                self.partial.extend_from_slice(line);
                self.end_partial();
            }
            bytes = rest;
        }
        self.partial.extend_from_slice(bytes);
        if self.partial.len() >= MAX_LINE {
            // A line this long is followed in pieces: only a base64 body
            // reads it, and nothing in it starts a line.
            self.end_partial();
        }
    }

    /// The message has ended: the last line and part are read.
    pub(crate) fn finish(&mut self) {
        if !self.partial.is_empty() {
            self.end_partial();
        }
        if let State::Body(Some(mut s)) = std::mem::replace(&mut self.state, State::Body(None)) {
            self.search(&mut s, true);
        }
    }

    /// Reads the line gathered in `partial`.
    fn end_partial(&mut self) {
        let line = std::mem::take(&mut self.partial);
        self.end_line(&line);
        self.partial = line;
        self.partial.clear();
    }

    /// Reads `line` (or a piece of a long one).
    fn end_line(&mut self, line: &[u8]) {
        let start = !self.continued;
        self.continued = !line.ends_with(b"\n");
        let at = self.pos;
        self.pos += line.len();
        let blank = start && matches!(line, b"\n" | b"\r\n");
        self.state = match std::mem::replace(&mut self.state, State::Body(None)) {
            State::Headers(block) if blank => self.headers_end(&block, at + line.len()),
            State::Headers(mut block) => {
                if block.len() + line.len() <= MAX_LINE {
                    block.extend_from_slice(line);
                }
                State::Headers(block)
            }
            State::Body(section) => self.body_line(section, line, start),
        };
        self.line += u64::from(line.ends_with(b"\n"));
    }

    /// Reads `line` of a body, in `section` if a base64 text part is
    /// being decoded; `start`: the line is not the rest of a longer one.
    fn body_line(&mut self, section: Option<Section>, line: &[u8], start: bool) -> State {
        if let Some(close) = start.then(|| delimiter(line, &self.boundaries)).flatten() {
            if let Some(mut s) = section {
                self.search(&mut s, true);
            }
            return match close {
                true => State::Body(None),
                false => State::Headers(Vec::new()),
            };
        }
        let Some(mut s) = section else {
            return State::Body(None);
        };
        if !s.take_line(line) {
            // The base64 ends: the rest of the body is text, read as such.
            self.search(&mut s, true);
            return State::Body(None);
        }
        if s.decoded.len() >= PIECE {
            self.search(&mut s, false);
        }
        State::Body(Some(s))
    }

    /// A header block `block` ended; the body starts at `body`. The state
    /// of the body.
    fn headers_end(&mut self, block: &[u8], body: usize) -> State {
        let fields = Fields::of(block);
        if let Some(b) = fields.boundary.filter(|_| fields.ctype == "multipart") {
            if self.boundaries.len() < MAX_BOUNDARIES {
                self.boundaries.push(b.into_bytes());
            }
            return State::Body(None);
        }
        if fields.ctype == "message" && fields.encoding.is_empty() {
            // A forwarded message's own header block follows.
            return State::Headers(Vec::new());
        }
        let leaf = self.leaf;
        self.leaf += 1;
        if self.parts.len() == MAX_PARTS {
            // Only the last part started before a record matters.
            self.parts.pop_front();
        }
        self.parts.push_back((body, leaf));
        let text = fields.ctype.is_empty() || fields.ctype == "text";
        let section = (text && fields.encoding == "base64").then(|| Section {
            at: body,
            end: body,
            line: self.line + 1,
            leaf,
            html: fields.subtype == "html",
            charset: fields.charset,
            ..Section::empty()
        });
        State::Body(section)
    }

    /// Searches what `s` decoded: all of it when `last`, else up to its
    /// last blank line (or line end, or white space), the rest kept.
    fn search(&mut self, s: &mut Section, last: bool) {
        s.flush_quad();
        let cut = match last {
            true => s.decoded.len(),
            false => cut_point(&s.decoded),
        };
        let piece: Vec<u8> = s.decoded.drain(..cut).collect();
        let text = match s
            .charset
            .as_deref()
            .and_then(|c| charset_decoder(c.as_bytes()))
        {
            Some(decode) => decode(&piece),
            None => String::from_utf8_lossy(&piece).into_owned(),
        };
        let records: Vec<Record<'_>> = match s.html {
            true => crate::html::scan(self.ex, text.as_bytes()).collect(),
            false => self
                .ex
                .find_iter(text.as_bytes())
                .map(Record::from_match)
                .collect(),
        };
        for r in records {
            let raw = r.raw().to_vec();
            let origin = Origin::Part {
                message: None,
                part: s.leaf,
                encoding: Some("base64"),
            };
            let placed = r.placed(s.at..s.end, s.line, 1, raw).with_origin(origin);
            self.found.push_back(placed);
        }
    }
}

impl Section {
    fn empty() -> Section {
        Section {
            at: 0,
            end: 0,
            line: 0,
            leaf: 0,
            html: false,
            charset: None,
            quad: Vec::new(),
            decoded: Vec::new(),
        }
    }

    /// Decodes `line` if it is base64 (white space aside); false if it is
    /// not, which ends the part's base64.
    fn take_line(&mut self, line: &[u8]) -> bool {
        if !line
            .iter()
            .all(|&b| b.is_ascii_whitespace() || b == b'=' || VALUE[b as usize] < 64)
        {
            return false;
        }
        if self.end == self.at {
            let body = line.strip_suffix(b"\n").unwrap_or(line);
            let body = body.strip_suffix(b"\r").unwrap_or(body);
            self.end = self.at + body.len();
        }
        self.quad
            .extend(line.iter().filter(|b| !b.is_ascii_whitespace()));
        let whole = self.quad.len() / 4 * 4;
        for group in self.quad[..whole].chunks_exact(4) {
            decode_group(group, &mut self.decoded);
        }
        self.quad.drain(..whole);
        true
    }

    /// Decodes the base64 characters waiting (fewer than four: the end
    /// of a part written without its padding).
    fn flush_quad(&mut self) {
        let q = std::mem::take(&mut self.quad);
        decode_group(&q, &mut self.decoded);
    }
}

/// Decodes one group of base64 characters onto `out` (RFC 2045 §6.8:
/// four make three bytes; `=` pads the last group).
fn decode_group(group: &[u8], out: &mut Vec<u8>) {
    let n = group.iter().take_while(|&&b| b != b'=').count();
    if n < 2 {
        return;
    }
    let word = group[..n]
        .iter()
        .fold(0u32, |w, &b| w << 6 | u32::from(VALUE[b as usize]))
        << (6 * (4 - n));
    out.extend_from_slice(&word.to_be_bytes()[1..n]);
}

/// Where to cut decoded text so no URL is split: after its last blank
/// line, else its last line end, else its last white space, else all.
fn cut_point(text: &[u8]) -> usize {
    if let Some(i) = memchr::memmem::rfind(text, b"\n\n") {
        return i + 2;
    }
    if let Some(i) = memchr::memrchr(b'\n', text) {
        return i + 1;
    }
    text.iter()
        .rposition(u8::is_ascii_whitespace)
        .map_or(text.len(), |i| i + 1)
}

/// Whether `line` is a delimiter line of one of `boundaries` (RFC 2046
/// §5.1.1: `--` and the boundary, then white space): `Some(true)` for a
/// close delimiter (`--` after it).
fn delimiter(line: &[u8], boundaries: &[Vec<u8>]) -> Option<bool> {
    let rest = line.strip_prefix(b"--")?;
    boundaries.iter().rev().find_map(|b| {
        let after = rest.strip_prefix(&b[..])?;
        let close = after.starts_with(b"--");
        let tail = if close { &after[2..] } else { after };
        tail.iter().all(u8::is_ascii_whitespace).then_some(close)
    })
}

/// The fields of a header block that say what its body is.
#[derive(Default)]
struct Fields {
    /// Media type and subtype, lower case (empty when not given).
    ctype: String,
    subtype: String,
    boundary: Option<String>,
    charset: Option<String>,
    /// `Content-Transfer-Encoding`, lower case.
    encoding: String,
}

impl Fields {
    fn of(block: &[u8]) -> Fields {
        let text = String::from_utf8_lossy(block);
        // Folded lines joined (RFC 5322 §2.2.3).
        let unfolded = text
            .replace("\r\n", "\n")
            .replace("\n ", " ")
            .replace("\n\t", " ");
        let mut f = Fields::default();
        for line in unfolded.lines() {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            let name = name.trim();
            if name.eq_ignore_ascii_case("content-transfer-encoding") {
                f.encoding = value.trim().to_ascii_lowercase();
            } else if name.eq_ignore_ascii_case("content-type") {
                f.content_type(value);
            }
        }
        f
    }

    /// Reads a `Content-Type` value (RFC 2045 §5.1): type/subtype, then
    /// `;`-separated parameters, values perhaps quoted.
    fn content_type(&mut self, value: &str) {
        let mut params = split_params(value).into_iter();
        let kind = params.next().unwrap_or_default().to_ascii_lowercase();
        let (t, s) = kind.split_once('/').unwrap_or((&kind, ""));
        (self.ctype, self.subtype) = (t.trim().to_string(), s.trim().to_string());
        for p in params {
            let Some((name, v)) = p.split_once('=') else {
                continue;
            };
            let v = v.trim().trim_matches('"').to_string();
            match name.trim().to_ascii_lowercase().as_str() {
                "boundary" => self.boundary = Some(v),
                "charset" => self.charset = Some(v),
                _ => {}
            }
        }
    }
}

/// `value` split at the `;`s outside quotes.
fn split_params(value: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for c in value.chars() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                out.push(String::new());
                continue;
            }
            _ => {}
        }
        out.last_mut().expect("one at least").push(c);
    }
    out
}

/// The value of each base64 character (RFC 2045 Table 1), 64 for others.
static VALUE: [u8; 256] = {
    let mut t = [64u8; 256];
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut i = 0;
    while i < 64 {
        t[alphabet[i] as usize] = i as u8;
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every record the message `msg` (at offset 0, line 1) gives, fed
    /// `step` bytes at a time.
    fn found(msg: &[u8], step: usize) -> Vec<(String, usize, u64, Option<usize>)> {
        let ex = Extractor::new();
        let mut p = Pieces::new(&ex, 0, 1);
        for chunk in msg.chunks(step) {
            p.feed(chunk);
        }
        p.finish();
        p.found
            .iter()
            .map(|r| (r.url().to_string(), r.start(), r.line(), r.part()))
            .collect()
    }

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

    #[test]
    fn base64_text_parts_in_a_multipart_are_decoded_and_placed() {
        let html = b"<p><a href=\"http://h.example/a\">x</a></p>\n";
        let text = b"see http://t.example/b\n";
        let msg = format!(
            "Subject: s\nContent-Type: multipart/mixed;\n boundary=\"=_B\"\n\n--=_B\n\
             Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{}\
             --=_B\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n\n{}\
             --=_B\nContent-Type: text/plain\nContent-Transfer-Encoding: BASE64\n\n{}--=_B--\n",
            base64(html),
            base64(b"http://not.example/in-a-pdf"),
            base64(text),
        );
        let first = msg.find("PHA+").unwrap();
        let plain = msg.rfind("c2Vl").unwrap();
        let line = |at: usize| msg[..at].matches('\n').count() as u64 + 1;
        assert_eq!(line(first), 9);
        let want = vec![
            ("http://h.example/a".to_string(), first, 9, Some(0)),
            (
                "http://t.example/b".to_string(),
                plain,
                line(plain),
                Some(2),
            ),
        ];
        for step in [1, 7, 4096] {
            assert_eq!(found(msg.as_bytes(), step), want, "step {step}");
        }
    }

    #[test]
    fn a_long_part_is_searched_in_pieces_without_splitting_urls() {
        let line = "filler words http://u.example/a-fairly-long/path?q=1\n";
        let n = 2 * PIECE / line.len() + 10;
        let body = line.repeat(n);
        let msg = format!(
            "Content-Type: text/plain\nContent-Transfer-Encoding: base64\n\n{}",
            base64(body.as_bytes())
        );
        let got = found(msg.as_bytes(), 64 * 1024);
        assert_eq!(got.len(), n);
        assert!(got
            .iter()
            .all(|g| g.0 == "http://u.example/a-fairly-long/path?q=1"));
    }

    #[test]
    fn padding_and_delimiters() {
        assert_eq!(delimiter(b"--b\r\n", &[b"b".to_vec()]), Some(false));
        assert_eq!(delimiter(b"--b--\n", &[b"b".to_vec()]), Some(true));
        assert_eq!(delimiter(b"--bc\n", &[b"b".to_vec()]), None);
        let mut s = Section::empty();
        assert!(s.take_line(b"aHR0cDovL2EuZXhhbXBsZS8=\n"));
        s.flush_quad();
        assert_eq!(s.decoded, b"http://a.example/");
        assert!(!s.take_line(b"not base64!\n"));
    }
}
