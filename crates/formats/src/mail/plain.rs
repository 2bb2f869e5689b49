//! MIME fields that say "plain text" in their simplest spelling, read
//! without mail-parser: `Content-Type: text/plain; charset=us-ascii`,
//! `Content-Transfer-Encoding: 7bit` and their like are the MIME fields
//! of most archived mail (5,700 of the 7,264 messages with MIME fields in
//! the bench mbox say `text/plain` alone), and parsing them was a fifth
//! of mail mode's cost. Anything else — a comment, an escape, an RFC 2231
//! parameter, an encoded word, a field twice, a fold other than after a
//! `;` — is left to mail-parser (`headers::is_plain`), so the two agree
//! wherever this one answers.

/// Whether the MIME fields `mime` (whole lines, as `key_fields` gathers
/// them) surely make the message one text/plain part in UTF-8 or ASCII
/// without a transfer encoding (RFC 2045 §5.1, §6.1); false when they
/// do not or when unsure.
pub(crate) fn surely_plain(mime: &[u8]) -> bool {
    let Some((ct, cte)) = simple_fields(mime) else {
        return false;
    };
    ct.is_none_or(plain_type) && cte.is_none_or(identity_encoding)
}

/// The values of `Content-Type` and `Content-Transfer-Encoding`, each
/// if there.
type TypeAndEncoding<'m> = (Option<&'m [u8]>, Option<&'m [u8]>);

/// The values of `Content-Type` and `Content-Transfer-Encoding` in the
/// MIME fields `mime`, each if there; `None` when another field than
/// those and `MIME-Version` is there, or one of them twice.
pub(crate) fn simple_fields(mime: &[u8]) -> Option<TypeAndEncoding<'_>> {
    let (mut ct, mut cte) = (None, None);
    for field in fields(mime) {
        let colon = memchr::memchr(b':', field)?;
        let (name, value) = (field[..colon].trim_ascii_end(), &field[colon + 1..]);
        let slot = if name.eq_ignore_ascii_case(b"content-type") {
            &mut ct
        } else if name.eq_ignore_ascii_case(b"content-transfer-encoding") {
            &mut cte
        } else if name.eq_ignore_ascii_case(b"mime-version") {
            continue;
        } else {
            return None;
        };
        if slot.replace(value).is_some() {
            return None;
        }
    }
    Some((ct, cte))
}

/// The fields of `mime`, each up to and with its line end, continuation
/// lines included (RFC 5322 §2.2.3).
fn fields(mime: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut at = 0;
    std::iter::from_fn(move || {
        let rest = &mime[at..];
        if rest.is_empty() {
            return None;
        }
        let mut end = 0;
        loop {
            end = memchr::memchr(b'\n', &rest[end..]).map_or(rest.len(), |n| end + n + 1);
            if end >= rest.len() || !matches!(rest[end], b' ' | b'\t') {
                break;
            }
        }
        at += end;
        Some(&rest[..end])
    })
}

/// RFC 2045 §5.1 token characters (no tspecials, no `*`, `'` or `%` of
/// RFC 2231 parameters).
fn is_token(b: u8) -> bool {
    // A table: every byte of a MIME field is asked about.
    const TOKEN: [bool; 256] = {
        let other = b"!#$&+-.^_`{|}~";
        let mut t = [false; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = (i as u8).is_ascii_alphanumeric();
            i += 1;
        }
        let mut k = 0;
        while k < other.len() {
            t[other[k] as usize] = true;
            k += 1;
        }
        t
    };
    TOKEN[b as usize]
}

/// A Content-Type value `text/plain` or `text`, parameters of tokens or
/// simple quoted strings after it, a charset (if any) UTF-8 or ASCII.
fn plain_type(value: &[u8]) -> bool {
    text_type(value).is_some_and(|t| {
        t.subtype.is_none_or(|s| s.eq_ignore_ascii_case(b"plain"))
            && t.charset
                .is_none_or(crate::mail::headers::is_utf8_compatible)
    })
}

/// A `text/…` Content-Type as [`text_type`] reads it.
pub(crate) struct TextType<'v> {
    /// The subtype, if the value names one.
    pub(crate) subtype: Option<&'v [u8]>,
    /// The charset parameter, if any.
    pub(crate) charset: Option<&'v str>,
}

/// A Content-Type value `text` or `text/…`, parameters of tokens or
/// simple quoted strings after it; `None` for any other type or when the
/// value is spelled otherwise (left to mail-parser).
pub(crate) fn text_type(value: &[u8]) -> Option<TextType<'_>> {
    let mut r = Reader { v: value, at: 0 };
    r.blanks();
    if !r.word().eq_ignore_ascii_case(b"text") {
        return None;
    }
    let subtype = r.eat(b'/').then(|| r.word());
    if subtype.is_some_and(<[u8]>::is_empty) {
        return None;
    }
    let mut charset = None;
    loop {
        r.blanks();
        if r.end() {
            return Some(TextType { subtype, charset });
        }
        if !r.eat(b';') {
            return None;
        }
        // The one fold this reader takes: a parameter on the next line.
        r.fold();
        r.blanks();
        let name = r.word();
        if name.is_empty() || !r.eat(b'=') {
            return None;
        }
        let value = r.value()?;
        if name.eq_ignore_ascii_case(b"charset") {
            let value = std::str::from_utf8(value).ok()?;
            if charset.replace(value).is_some() {
                return None;
            }
        }
    }
}

/// A Content-Transfer-Encoding value `7bit`, `8bit` or `binary`.
fn identity_encoding(value: &[u8]) -> bool {
    encoding_word(value).is_some_and(|word| {
        [&b"7bit"[..], b"8bit", b"binary"]
            .iter()
            .any(|w| w.eq_ignore_ascii_case(word))
    })
}

/// A Content-Transfer-Encoding value that is one token and nothing else:
/// that token.
pub(crate) fn encoding_word(value: &[u8]) -> Option<&[u8]> {
    let mut r = Reader { v: value, at: 0 };
    r.blanks();
    let word = r.word();
    r.blanks();
    r.end().then_some(word)
}

/// A field value read left to right.
struct Reader<'v> {
    v: &'v [u8],
    at: usize,
}

impl<'v> Reader<'v> {
    fn blanks(&mut self) {
        while matches!(self.v.get(self.at), Some(b' ' | b'\t')) {
            self.at += 1;
        }
    }

    /// Whether only the field's line end is left.
    fn end(&self) -> bool {
        matches!(&self.v[self.at..], b"\n" | b"\r\n")
    }

    fn eat(&mut self, b: u8) -> bool {
        let ate = self.v.get(self.at) == Some(&b);
        self.at += usize::from(ate);
        ate
    }

    fn fold(&mut self) {
        self.blanks();
        let _ = self.eat(b'\r');
        if self.v.get(self.at) == Some(&b'\n')
            && matches!(self.v.get(self.at + 1), Some(b' ' | b'\t'))
        {
            self.at += 1;
        }
    }

    fn word(&mut self) -> &'v [u8] {
        let start = self.at;
        while self.v.get(self.at).is_some_and(|&b| is_token(b)) {
            self.at += 1;
        }
        &self.v[start..self.at]
    }

    /// A parameter value: a token, or a quoted string of token
    /// characters and spaces.
    fn value(&mut self) -> Option<&'v [u8]> {
        if !self.eat(b'"') {
            let word = self.word();
            return (!word.is_empty()).then_some(word);
        }
        let start = self.at;
        while self
            .v
            .get(self.at)
            .is_some_and(|&b| is_token(b) || b == b' ')
        {
            self.at += 1;
        }
        let inner = &self.v[start..self.at];
        self.eat(b'"').then_some(inner)
    }
}

#[cfg(test)]
mod tests {
    use mail_parser::MessageParser;

    use super::surely_plain;
    use crate::mail::headers::is_plain;

    /// What mail-parser and `is_plain` say of the same fields.
    fn parsed(mime: &str) -> bool {
        MessageParser::new()
            .with_mime_headers()
            .default_header_ignore()
            .parse_headers(mime.as_bytes())
            .is_some_and(|h| is_plain(&h))
    }

    #[test]
    fn agrees_with_mail_parser_where_it_answers() {
        let plain = [
            "Content-Type: text/plain\n",
            "Content-Type: text\n",
            "Content-Type: TEXT/PLAIN; charset=US-ASCII\r\n",
            "MIME-Version: 1.0 (Apple Message framework v1085)\nContent-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: 7Bit\n",
            "Content-Type: text/plain; charset=utf-8; format=flowed\nContent-Transfer-Encoding: 8BIT\n",
            "Content-Type: text/plain;\n\tcharset=\"us-ascii\"\nContent-Transfer-Encoding: binary\n",
            "Content-Type: text/plain;\r\n charset=utf-8; delsp=yes\r\n",
            "Content-Transfer-Encoding: 8bit\n",
            "Content-Type: text/plain; Charset=ascii\n",
        ];
        let not_plain = [
            "Content-Type: text/html\n",
            "Content-Type: text/plain; charset=iso-8859-1\n",
            "Content-Type: text/plain; charset=\"windows-1252\"\nContent-Transfer-Encoding: 8bit\n",
            "Content-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n",
            "Content-Type: multipart/mixed; boundary=\"x\"\n",
            "Content-Transfer-Encoding: base64\n",
        ];
        // Left to mail-parser: what this reader does not read.
        let unsure = [
            "Content-Type: text/plain (a comment)\n",
            "Content-Type: text/plain; charset*=utf-8''x\n",
            "Content-Type: text/plain; charset=\"utf\\-8\"\n",
            "Content-Type: text/plain; charset==?utf-8?q?x?=\n",
            "Content-Type: text/plain\nContent-Type: text/html\n",
            "Content-Type: text/plain; charset=utf-8; charset=latin1\n",
            "Content-Type: text/\n plain\n",
            "Content-Type: text/plain",
            "Content-Type: text/plain;\n",
            "Content-Transfer-Encoding: 7bit (ok)\n",
            "Content-Transfer-Encoding: 7bit\n \n",
        ];
        for mime in plain {
            assert!(surely_plain(mime.as_bytes()), "{mime:?}");
            assert!(parsed(mime), "mail-parser: {mime:?}");
        }
        for mime in not_plain.iter().chain(&unsure) {
            assert!(!surely_plain(mime.as_bytes()), "{mime:?}");
        }
        for mime in not_plain {
            assert!(!parsed(mime), "mail-parser: {mime:?}");
        }
    }

    /// On real mail (`testdata/mail`, sources in its README) a message
    /// answered here takes the branch mail-parser would have sent it
    /// down: the same text is scanned, the same records come out.
    #[test]
    fn real_messages_take_the_same_branch() {
        use crate::mail::fields::Headers;
        use crate::mail::headers::key_fields;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
        let mut answered = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read(entry.unwrap().path()).unwrap();
            let Some(key) = key_fields(&text, Headers::Shown) else {
                continue;
            };
            let mime = String::from_utf8_lossy(&key.mime).into_owned();
            if surely_plain(&key.mime) {
                answered += 1;
                assert!(parsed(&mime), "{mime:?}");
            }
        }
        assert!(answered >= 5, "{answered}");
    }
}
