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
    // A head cut inside a line says nothing of that line: a long header
    // block (a phishing sample's 59th line, `Retur` of `Return-Path:`)
    // is judged by its whole lines.
    let head = match memchr::memrchr(b'\n', head) {
        Some(i) => &head[..=i],
        None => head,
    };
    let mut lines = head.split(|&b| b == b'\n');
    let Some(first) = lines.next() else {
        return Format::Text;
    };
    // (`From : a@b` is a header field, written the obsolete way.)
    if first.starts_with(b"From ") && !first[5..].trim_ascii_start().starts_with(b":") {
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

/// How an input read as mail whatever it looks like (`--format mail`,
/// Python's `format="mail"`) is split: as its first bytes say, else as an
/// mbox when it starts with `From `, else as one message.
pub fn mail_format(head: &[u8]) -> Format {
    match looks_like_mail(head) {
        Format::Text if head.starts_with(b"From ") => Format::Mbox,
        Format::Text => Format::Message,
        f => f,
    }
}

/// The name of a header field line, if it is one; blanks before the
/// colon are RFC 822's obsolete syntax (RFC 5322 §4.5, `From : a@b`,
/// which a phishing sample still writes).
fn field_name(line: &[u8]) -> Option<&[u8]> {
    let colon = memchr::memchr(b':', line)?;
    let name = line[..colon].trim_ascii_end();
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

    /// rf-peixoto/phishing_pot@8e207b5f465bf72c2326551b1a9b2ba67f3b4ef6:
    /// email/sample-1005.eml, whose header block runs 152 lines: the
    /// 4 KiB a file is sniffed by end inside its 59th line (`Retur`).
    #[test]
    fn a_head_cut_inside_a_line_is_judged_by_its_whole_lines() {
        let lines = "Received: from SN7PR19MB4782.namprd19.prod.outlook.com (::1) by\r\n \
            MN0PR19MB6312.namprd19.prod.outlook.com with HTTPS; Sun, 30 Jul 2023 01:38:01\r\n \
            +0000\r\n";
        let mut head = lines.repeat(4).into_bytes();
        head.extend_from_slice(b"Retur");
        assert_eq!(looks_like_mail(&head), Format::Message);
        // Cut lines of text are still text; a lone cut line is judged.
        assert_eq!(
            looks_like_mail(b"Network Working Group      T. Berners-Lee\nRequest for Comm"),
            Format::Text
        );
        assert_eq!(looks_like_mail(b"Subject: notes\nFrom: a@b"), Format::Text);
    }

    /// rf-peixoto/phishing_pot@8e207b5f465bf72c2326551b1a9b2ba67f3b4ef6:
    /// email/sample-400.eml:1-4 (RFC 822's blank before a field's colon).
    #[test]
    fn a_blank_before_the_colon_is_a_field() {
        let head = b"From : juliapolska1994@outlook.com\nSubject: I need man for hot SEX and crazy ORGAZM we can trip together,\nDate: Tue, 25 Feb 2033 07:15:52 +0000\nTo: phishing@pot\n";
        assert_eq!(looks_like_mail(head), Format::Message);
        // Read as mail whatever it looks like, it is one message, not an
        // mbox whose first line is a separator.
        assert_eq!(mail_format(head), Format::Message);
        assert_eq!(mail_format(b"From here on, text.\n"), Format::Mbox);
        assert_eq!(mail_format(b"just text\n"), Format::Message);
        // A name is one word still: prose with a colon is no field.
        assert_eq!(
            looks_like_mail(b"From the start : it was\nSubject to change: yes\n"),
            Format::Text
        );
    }
}
