//! Telling mail from text, splitting mbox files into messages, and
//! undoing mboxrd's `>From` escapes.

use std::borrow::Cow;
use std::io::{self, BufRead};

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

/// Judges `head`, the first bytes of a file (a few KiB are enough).
///
/// An mbox starts with a `From ` line followed by a header field; a message
/// starts with a header block: field lines (RFC 5322 §2.2: a name of
/// printable ASCII, `:`) and folded continuations, at least two fields, one
/// of them a mail or news header.
pub fn sniff(head: &[u8]) -> Format {
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

/// One message of an archive: its bytes (after the `From ` line) and where
/// they start in the file.
#[derive(Debug)]
pub struct RawMessage<'a> {
    /// Byte offset of the message's first byte in the file.
    pub offset: usize,
    /// 1-based line number of that byte.
    pub line: u64,
    /// The message, still escaped as the mbox has it.
    pub bytes: Cow<'a, [u8]>,
}

/// The messages of an mbox held in memory, in order. Every line that
/// starts with `From ` begins a message (mboxo and mboxrd escape such
/// lines in bodies); text before the first one is a message too, so
/// nothing is skipped.
pub fn split(mbox: &[u8]) -> impl Iterator<Item = RawMessage<'_>> {
    let finder = memchr::memmem::Finder::new(b"\nFrom ");
    let mut pos = 0;
    let mut line = 1u64;
    std::iter::from_fn(move || {
        if pos >= mbox.len() {
            return None;
        }
        // Skip the `From ` line itself.
        let mut start = pos;
        if mbox[pos..].starts_with(b"From ") {
            start = memchr::memchr(b'\n', &mbox[pos..]).map_or(mbox.len(), |n| pos + n + 1);
            line += 1;
        }
        let end = finder
            .find(&mbox[start.saturating_sub(1)..])
            .map_or(mbox.len(), |n| start.saturating_sub(1) + n + 1)
            .max(start);
        let msg = RawMessage {
            offset: start,
            line,
            bytes: Cow::Borrowed(&mbox[start..end]),
        };
        line += bytecount::count(&mbox[start..end], b'\n') as u64;
        pos = end;
        Some(msg)
    })
}

/// Reads the messages of an mbox stream one at a time, so memory is
/// bounded by the largest message, not the archive. Yields what
/// [`split`] yields for the same bytes.
pub struct MboxReader<R> {
    reader: R,
    /// Bytes and lines consumed so far.
    offset: usize,
    line: u64,
    /// The next message's `From ` line has already been read.
    separated: bool,
    done: bool,
}

impl<R: BufRead> MboxReader<R> {
    /// A reader of the mbox `reader`.
    pub fn new(reader: R) -> Self {
        MboxReader {
            reader,
            offset: 0,
            line: 1,
            separated: false,
            done: false,
        }
    }

    fn next_message(&mut self) -> io::Result<Option<RawMessage<'static>>> {
        if self.done {
            return Ok(None);
        }
        let mut separated = std::mem::take(&mut self.separated);
        let (mut start, mut line) = (self.offset, self.line);
        let mut bytes = Vec::new();
        loop {
            let at = bytes.len();
            let n = self.reader.read_until(b'\n', &mut bytes)?;
            if n == 0 {
                self.done = true;
                if bytes.is_empty() && !separated && self.offset == start {
                    // Nothing after the last message.
                    return Ok(None);
                }
                break;
            }
            let newline = bytes.last() == Some(&b'\n');
            let is_from = bytes[at..].starts_with(b"From ");
            if is_from {
                bytes.truncate(at);
            }
            self.offset += n;
            self.line += u64::from(newline);
            if !is_from {
                continue;
            }
            if at == 0 && !separated {
                // This message's own separator.
                separated = true;
                start = self.offset;
                line = self.line;
                continue;
            }
            self.separated = true;
            break;
        }
        Ok(Some(RawMessage {
            offset: start,
            line,
            bytes: Cow::Owned(bytes),
        }))
    }
}

impl<R: BufRead> Iterator for MboxReader<R> {
    type Item = io::Result<RawMessage<'static>>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_message().transpose()
    }
}

/// Undoes mboxrd's escaping: one `>` is removed from each line that
/// matches `>+From `. Returns the text and the offsets (in the returned
/// text) before which a byte was removed, to map offsets back.
pub fn unescape(msg: &[u8]) -> (Cow<'_, [u8]>, Vec<usize>) {
    let finder = memchr::memmem::Finder::new(b">From ");
    if finder.find(msg).is_none() {
        return (Cow::Borrowed(msg), Vec::new());
    }
    let mut out = Vec::with_capacity(msg.len());
    let mut removed = Vec::new();
    for line in msg.split_inclusive(|&b| b == b'\n') {
        let quotes = line.iter().take_while(|&&b| b == b'>').count();
        if quotes > 0 && line[quotes..].starts_with(b"From ") {
            removed.push(out.len());
            out.extend_from_slice(&line[1..]);
        } else {
            out.extend_from_slice(line);
        }
    }
    (Cow::Owned(out), removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffing() {
        assert_eq!(
            sniff(b"From a@b Thu Jan  1 00:00:00 1970\nFrom: a@b\n\nhi\n"),
            Format::Mbox
        );
        assert_eq!(sniff(b"From here on, text.\nMore text.\n"), Format::Text);
        assert_eq!(
            sniff(b"Path: a!b\nNewsgroups: comp.x,alt.y\nSubject: s\n\nbody\n"),
            Format::Message
        );
        assert_eq!(
            sniff(b"Return-Path: <a@b>\r\nReceived: x\r\n\tfolded\r\n\r\n"),
            Format::Message
        );
        // One field, or fields no mail has, are not enough.
        assert_eq!(sniff(b"Subject: notes\n\ntext\n"), Format::Text);
        assert_eq!(sniff(b"Title: x\nAuthor: y\n\ntext\n"), Format::Text);
        assert_eq!(
            sniff(b"Network Working Group      T. Berners-Lee\n"),
            Format::Text
        );
        assert_eq!(sniff(b""), Format::Text);
    }

    #[test]
    fn split_and_stream_agree() {
        let mbox = b"From a Thu\nSubject: 1\n\nbody >From x\n>From y\n\nFrom b Fri\nSubject: 2\n\nz\nFrom c\n";
        let parts: Vec<_> = split(mbox)
            .map(|m| (m.offset, m.line, m.bytes.into_owned()))
            .collect();
        let read: Vec<_> = MboxReader::new(&mbox[..])
            .map(|m| m.unwrap())
            .map(|m| (m.offset, m.line, m.bytes.into_owned()))
            .collect();
        assert_eq!(parts, read);
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[0].0, 11);
        assert_eq!(parts[0].1, 2);
        assert_eq!(parts[0].2, b"Subject: 1\n\nbody >From x\n>From y\n\n");
        assert_eq!(parts[1].1, 8);
        assert_eq!(parts[1].2, b"Subject: 2\n\nz\n");
        assert_eq!(parts[2].2, b"");
        // Text before the first separator is kept.
        let lead: Vec<_> = split(b"junk\nFrom a\nx\n")
            .map(|m| m.bytes.into_owned())
            .collect();
        assert_eq!(lead, [b"junk\n".to_vec(), b"x\n".to_vec()]);
    }

    #[test]
    fn mboxrd_unescape() {
        let (text, removed) = unescape(b"a\n>From x\n>>From y\n> From z\n");
        assert_eq!(&text[..], b"a\nFrom x\n>From y\n> From z\n");
        assert_eq!(removed, [2, 9]);
        assert!(matches!(unescape(b"no escapes\n").0, Cow::Borrowed(_)));
    }
}
