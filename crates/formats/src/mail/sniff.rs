//! Telling mail from text by its first bytes: an mbox's `From ` line, or
//! a header block of mail or news fields (RFC 5322 §2.2, RFC 1036).

/// What a file or stream holds, judged from its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// An mbox: messages each after a `From ` line (mboxo or mboxrd).
    Mbox,
    /// One RFC 822 / RFC 5322 message or news article (RFC 1036).
    Message,
    /// Anything else: plain text.
    Text,
}

/// Header names that only mail and news start with; one of them must be
/// in the header block before a file counts as a message.
const MAIL_HEADERS: &[&str] = &[
    "from",
    "date",
    "subject",
    "message-id",
    "received",
    "return-path",
    "newsgroups",
    "path",
    "to",
    "mime-version",
    "delivered-to",
    "in-reply-to",
    "references",
    "content-type",
];

/// Which mail format `head`, the first bytes of a file, starts (a few KiB
/// are enough); [`Format::Text`] when it is not mail.
///
/// An mbox starts with a `From ` line followed by a header field; a message
/// starts with a header block: field lines (RFC 5322 §2.2: a name of
/// printable ASCII, `:`) and folded continuations, at least two fields, one
/// of them a mail or news header.
pub fn looks_like_mail(head: &[u8]) -> Format {
    let mut lines = head.split(|&b| b == b'\n');
    let Some(first) = lines.next() else {
        return Format::Text;
    };
    if first.starts_with(b"From ") {
        return match lines.next() {
            Some(l) if field_name(l).is_some() => Format::Mbox,
            _ => Format::Text,
        };
    }
    let (mut fields, mut known) = (0, false);
    for line in std::iter::once(first).chain(lines).take(64) {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            break;
        }
        if line[0] == b' ' || line[0] == b'\t' {
            if fields == 0 {
                return Format::Text;
            }
            continue;
        }
        match field_name(line) {
            Some(name) => {
                fields += 1;
                known |= MAIL_HEADERS
                    .iter()
                    .any(|h| h.as_bytes().eq_ignore_ascii_case(name));
            }
            None => return Format::Text,
        }
    }
    if fields >= 2 && known {
        Format::Message
    } else {
        Format::Text
    }
}

/// The name of a header field line, if it is one.
fn field_name(line: &[u8]) -> Option<&[u8]> {
    let colon = memchr::memchr(b':', line)?;
    let name = &line[..colon];
    let ok = !name.is_empty() && name.iter().all(|&b| b.is_ascii_graphic() && b != b':');
    ok.then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffing() {
        assert_eq!(
            looks_like_mail(b"From a@b Thu Jan  1 00:00:00 1970\nFrom: a@b\n\nhi\n"),
            Format::Mbox
        );
        assert_eq!(
            looks_like_mail(b"From here on, text.\nMore text.\n"),
            Format::Text
        );
        assert_eq!(
            looks_like_mail(b"Path: a!b\nNewsgroups: comp.x,alt.y\nSubject: s\n\nbody\n"),
            Format::Message
        );
        assert_eq!(
            looks_like_mail(b"Return-Path: <a@b>\r\nReceived: x\r\n\tfolded\r\n\r\n"),
            Format::Message
        );
        // One field, or fields no mail has, are not enough.
        assert_eq!(looks_like_mail(b"Subject: notes\n\ntext\n"), Format::Text);
        assert_eq!(
            looks_like_mail(b"Title: x\nAuthor: y\n\ntext\n"),
            Format::Text
        );
        assert_eq!(
            looks_like_mail(b"Network Working Group      T. Berners-Lee\n"),
            Format::Text
        );
        assert_eq!(looks_like_mail(b""), Format::Text);
    }
}
