//! Splitting mbox files into messages, and undoing mboxrd's `>From`
//! escapes.

use std::borrow::Cow;
use std::io::{self, BufRead, Read};

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
    split_marked(mbox).map(|(m, _)| m)
}

/// A line feed and `From `: every line after it that starts so begins a
/// message (mboxo and mboxrd escape such lines in bodies).
pub(crate) const SEPARATOR: &[u8] = b"\nFrom ";

/// Where the first message that starts in `bytes` after its first byte
/// begins: the first line after a line feed in `bytes` that starts with
/// `From `, where [`split`] cuts (what comes before `bytes` is not known,
/// so its first line is not one). An mbox cut there reads as two.
pub fn next_message_start(bytes: &[u8]) -> Option<usize> {
    memchr::memmem::find(bytes, SEPARATOR).map(|n| n + 1)
}

/// [`split`], each message with whether it holds a `>From ` (an mboxrd
/// escape, [`unescape`]): one search for `From ` finds the separators
/// and the escapes, so a message without one is not searched again.
pub(crate) fn split_marked(mbox: &[u8]) -> impl Iterator<Item = (RawMessage<'_>, bool)> {
    split_marked_at(mbox, 0, 1, true)
}

/// [`split_marked`] of bytes that start at file offset `offset`, on
/// `line`: a piece of an mbox cut at a message boundary (`chunks`).
/// Without `count`, the line feeds are not counted (nor each message's
/// `line` right): records will show no line.
pub(crate) fn split_marked_at(
    mbox: &[u8],
    offset: usize,
    mut line: u64,
    count: bool,
) -> impl Iterator<Item = (RawMessage<'_>, bool)> {
    let finder = memchr::memmem::Finder::new(b"From ");
    let mut pos = 0;
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
        let (mut at, mut escapes) = (start, false);
        let end = loop {
            let Some(p) = find_from(mbox, at, &finder) else {
                break mbox.len();
            };
            match mbox[p - 1] {
                b'\n' => break p,
                b'>' => escapes = true,
                _ => {}
            }
            at = p + 1;
        };
        let msg = RawMessage {
            offset: offset + start,
            line,
            bytes: Cow::Borrowed(&mbox[start..end]),
        };
        if count {
            line += bytecount::count(&mbox[start..end], b'\n') as u64;
        }
        pos = end;
        Some((msg, escapes))
    })
}

/// Where the first `From ` in `hay` from `at` on is; `finder` searches
/// for it.
///
/// Found by its `F`, which is rare in mail (one byte in 300 of the bench
/// mbox): memchr's search for one byte runs several times the speed of
/// memmem's search for a pair of bytes, and this search reads every byte
/// of an archive (issue 23, item 4). Where `F`s crowd, more than one in
/// 64 bytes after the first few, `finder` searches the rest.
fn find_from(hay: &[u8], at: usize, finder: &memchr::memmem::Finder<'_>) -> Option<usize> {
    let mut i = at;
    let mut misses = 0;
    while let Some(n) = memchr::memchr(b'F', &hay[i..]) {
        let p = i + n;
        if hay[p + 1..].starts_with(b"rom ") {
            return Some(p);
        }
        i = p + 1;
        misses += 1;
        if misses > 16 && i - at < misses * 64 {
            return finder.find(&hay[i..]).map(|n| i + n);
        }
    }
    None
}

/// Reads the messages of an mbox stream one at a time, so memory is
/// bounded by the largest message, not the archive. Yields what
/// [`split`] yields for the same bytes.
pub struct MboxReader<R> {
    reader: R,
    /// Bytes and lines consumed so far.
    offset: usize,
    line: u64,
    /// The last byte read ended a line.
    line_start: bool,
    /// The next message's `From ` line has already been read.
    separated: bool,
    done: bool,
    /// `From ` lines separate messages (false: the stream is one message).
    split: bool,
}

/// Bytes read at a time: a line longer than this is read in pieces, so a
/// file without line ends is never held whole for its first line.
const PIECE: u64 = 64 * 1024;

impl<R: BufRead> MboxReader<R> {
    /// A reader of the mbox `reader`.
    pub fn new(reader: R) -> Self {
        MboxReader {
            reader,
            offset: 0,
            line: 1,
            line_start: true,
            separated: false,
            done: false,
            split: true,
        }
    }

    /// A reader of the mbox `reader` whose first byte, at a message
    /// boundary, is at file offset `offset`, on `line`.
    pub(crate) fn at(reader: R, offset: usize, line: u64) -> Self {
        MboxReader {
            offset,
            line,
            ..MboxReader::new(reader)
        }
    }

    /// A reader of one message, `From ` lines and all.
    pub(crate) fn whole(reader: R) -> Self {
        MboxReader {
            split: false,
            ..MboxReader::new(reader)
        }
    }

    /// The next message, or its first `limit` bytes and false if it is
    /// longer: then [`body_piece`](Self::body_piece) reads the rest.
    pub(crate) fn next_message(
        &mut self,
        limit: usize,
    ) -> io::Result<Option<(RawMessage<'static>, bool)>> {
        if self.done {
            return Ok(None);
        }
        let mut separated = std::mem::take(&mut self.separated);
        let (mut start, mut line) = (self.offset, self.line);
        let mut bytes = Vec::new();
        let mut whole = true;
        loop {
            if bytes.len() >= limit {
                whole = false;
                break;
            }
            let at = bytes.len();
            let line_start = self.line_start;
            if self.piece(&mut bytes)? == 0 {
                self.done = true;
                if bytes.is_empty() && !separated && self.offset == start {
                    // Nothing after the last message.
                    return Ok(None);
                }
                break;
            }
            if !(line_start && self.split && bytes[at..].starts_with(b"From ")) {
                continue;
            }
            bytes.truncate(at);
            self.rest_of_line()?;
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
        let msg = RawMessage {
            offset: start,
            line,
            bytes: Cow::Owned(bytes),
        };
        Ok(Some((msg, whole)))
    }

    /// Appends the next piece of the current message to `buf`; false
    /// when the message has ended (nothing appended).
    pub(crate) fn body_piece(&mut self, buf: &mut Vec<u8>) -> io::Result<bool> {
        if self.done || self.separated {
            return Ok(false);
        }
        let (at, line_start) = (buf.len(), self.line_start);
        if self.piece(buf)? == 0 {
            self.done = true;
            return Ok(false);
        }
        if line_start && self.split && buf[at..].starts_with(b"From ") {
            buf.truncate(at);
            self.rest_of_line()?;
            self.separated = true;
            return Ok(false);
        }
        Ok(true)
    }

    /// Reads up to a line end or [`PIECE`] bytes into `buf`.
    fn piece(&mut self, buf: &mut Vec<u8>) -> io::Result<usize> {
        let n = (&mut self.reader).take(PIECE).read_until(b'\n', buf)?;
        if n > 0 {
            self.offset += n;
            self.line_start = buf.last() == Some(&b'\n');
            self.line += u64::from(self.line_start);
        }
        Ok(n)
    }

    /// Skips the rest of a long `From ` line.
    fn rest_of_line(&mut self) -> io::Result<()> {
        let mut skip = Vec::new();
        while !self.line_start {
            skip.clear();
            if self.piece(&mut skip)? == 0 {
                break;
            }
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for MboxReader<R> {
    type Item = io::Result<RawMessage<'static>>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_message(usize::MAX)
            .map(|m| m.map(|(m, _)| m))
            .transpose()
    }
}

/// Undoes mboxrd's escaping: one `>` is removed from each line that
/// matches `>+From `. Returns the text and the offsets (in the returned
/// text) before which a byte was removed, to map offsets back.
pub fn unescape(msg: &[u8]) -> (Cow<'_, [u8]>, Vec<usize>) {
    // Built once: an archive has thousands of messages.
    static FINDER: std::sync::OnceLock<memchr::memmem::Finder<'static>> =
        std::sync::OnceLock::new();
    let finder = FINDER.get_or_init(|| memchr::memmem::Finder::new(b">From "));
    let mut hits = finder.find_iter(msg).peekable();
    if hits.peek().is_none() {
        return (Cow::Borrowed(msg), Vec::new());
    }
    let mut out = Vec::with_capacity(msg.len());
    let mut removed = Vec::new();
    // Only the lines with a `>From ` are looked at: a message with an
    // escape is mostly lines without one.
    let mut copied = 0;
    for hit in hits {
        let quotes = msg[..hit].iter().rev().take_while(|&&b| b == b'>').count();
        let line = hit - quotes;
        if line < copied || (line > 0 && msg[line - 1] != b'\n') {
            continue;
        }
        out.extend_from_slice(&msg[copied..line]);
        removed.push(out.len());
        copied = line + 1;
    }
    out.extend_from_slice(&msg[copied..]);
    (Cow::Owned(out), removed)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The messages of `mbox` as read line by line (written apart from
    /// `split_marked`): (offset, line, bytes, whether a `>From ` is in
    /// them).
    fn by_lines(mbox: &[u8]) -> Vec<(usize, u64, Vec<u8>, bool)> {
        let mut out = Vec::new();
        if !mbox.is_empty() && !mbox.starts_with(b"From ") {
            out.push((0, 1, Vec::new(), false));
        }
        let (mut offset, mut line) = (0, 1);
        for l in mbox.split_inclusive(|&b| b == b'\n') {
            offset += l.len();
            if l.starts_with(b"From ") {
                // A message starts on the line after (counted even when
                // the `From ` line is the file's last, unended).
                out.push((offset, line + 1, Vec::new(), false));
            } else {
                out.last_mut().unwrap().2.extend_from_slice(l);
            }
            line += u64::from(l.ends_with(b"\n"));
        }
        for m in &mut out {
            m.3 = m.2.windows(6).any(|w| w == b">From ");
        }
        out
    }

    fn split_all(mbox: &[u8]) -> Vec<(usize, u64, Vec<u8>, bool)> {
        split_marked(mbox)
            .map(|(m, e)| (m.offset, m.line, m.bytes.into_owned(), e))
            .collect()
    }

    proptest::proptest! {
        /// The split by `F`s (`find_from`) finds the messages and escapes
        /// a reading line by line finds, also where `F`s crowd and the
        /// search falls back to memmem.
        #[test]
        fn split_finds_what_lines_find(
            tokens in proptest::collection::vec(proptest::sample::select(vec![
                "From ", "From", "F", "FFFFFFFF", ">", ">From ", "rom ", "\n",
                "\r\n", "x", "Subject: a\n", "a b c d e f g h i j k l m n o p ",
            ]), 0..80)
        ) {
            let mbox = tokens.concat();
            proptest::prop_assert_eq!(split_all(mbox.as_bytes()), by_lines(mbox.as_bytes()));
        }
    }

    #[test]
    fn split_by_f_where_fs_crowd() {
        // Past the first 16 misses with fewer than 64 bytes each, memmem
        // searches on; the separator and escape after are still found.
        let mut mbox = b"From a\nx ".to_vec();
        mbox.extend_from_slice(&b"F".repeat(500));
        mbox.extend_from_slice(b" >From q\nFrom b\ny\n");
        let got = split_all(&mbox);
        assert_eq!(got, by_lines(&mbox));
        assert_eq!(got.len(), 2);
        assert!(got[0].3 && !got[1].3);
        assert_eq!((got[1].1, &got[1].2[..]), (4, &b"y\n"[..]));
    }

    /// The real mail of `testdata/mail` (sources in its README) as one
    /// mbox, with escapes: split as read line by line.
    #[test]
    fn split_real_mail_as_lines() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        names.sort();
        let mut mbox = Vec::new();
        for name in names.iter().filter(|p| p.is_file()) {
            mbox.extend_from_slice(b"From a@example.org Thu Jan  1 00:00:00 2004\n");
            mbox.extend_from_slice(&std::fs::read(name).unwrap());
            mbox.extend_from_slice(b"\n>From here\n");
        }
        let got = split_all(&mbox);
        assert!(got.len() > 20, "{}", got.len());
        assert_eq!(got, by_lines(&mbox));
    }

    #[test]
    fn mboxrd_unescape() {
        let (text, removed) = unescape(b"a\n>From x\n>>From y\n> From z\n");
        assert_eq!(&text[..], b"a\nFrom x\n>From y\n> From z\n");
        assert_eq!(removed, [2, 9]);
        assert!(matches!(unescape(b"no escapes\n").0, Cow::Borrowed(_)));
        // At the start, deeper, after CRLF; not inside a line.
        let (text, removed) = unescape(b">From a\r\n>>>From b\r\nx >From c >>From d\n");
        assert_eq!(&text[..], b"From a\r\n>>From b\r\nx >From c >>From d\n");
        assert_eq!(removed, [0, 8]);
        let (text, removed) = unescape(b"x >From c\n");
        assert_eq!((&text[..], removed.len()), (&b"x >From c\n"[..], 0));
    }
}
