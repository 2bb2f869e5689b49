//! The source stage: one input's bytes, opened (gzip detected by content,
//! SPEC §2.1) and read as a stream, offered to each format the way that
//! format reads them — matches of the text, messages of mail, the records
//! of an HTML page, a buffered reader of WARC records. The search stage
//! then has one arm per format.
//!
//! Files are read, never mapped: a mapped file that another program
//! truncates while it is searched (logrotate's `copytruncate`) kills the
//! process with SIGBUS (issue 24, failure 4), and a read only ends early,
//! which [`Opened::shrank`] reports. Streamed text cost what mapped text
//! cost (200 MB of corpus text, `-j1 -c`, 0.08–0.13 s user either way, in
//! 5 MB of memory instead of the file's 200). An mbox is read a chunk
//! at a time, its messages scanned in memory (36 MB of the mail corpus
//! read whole spent more CPU in page faults than in scanning); a single
//! message of up to [`WHOLE_MAIL`] is read whole, as the in-memory
//! reader is twice as fast as the streaming one.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Cursor, Read};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use urlgrep_extract::Extractor;
use urlgrep_formats::charset::{self, Decoded};
use urlgrep_formats::{Format, MailExtractor, Record, Scanned};

use crate::input::Source;

/// A message file up to this size is read whole and parsed in memory.
pub const WHOLE_MAIL: u64 = 64 * 1024 * 1024;

/// Bytes read to tell mail and HTML from text (SPEC §2.3 `auto`).
const SNIFF: usize = 4096;

/// From a pipe, a pause this long after a whole line ends what the
/// format is told by (`live_stdin`).
const PAUSE: std::time::Duration = std::time::Duration::from_millis(200);

/// The read buffer of a streamed mail or WARC file.
const BUFFER: usize = 256 * 1024;

/// RFC 1952: a gzip member starts with `1f 8b`.
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

/// An input ready to search.
pub struct Opened<'a> {
    /// What was read to sniff the format, read again first.
    head: Option<Vec<u8>>,
    /// The rest of the input (gzip decompressed).
    rest: Counted<'a, Box<dyn Read>>,
    /// A regular file's size when opened, and the bytes read of it since.
    size: Option<u64>,
    read: Arc<ReadSoFar>,
    /// A gzip input's damage, known once it is read (`gzip.rs`).
    gzip: Option<crate::gzip::Log>,
}

impl<'a> Opened<'a> {
    /// The warning of a damaged gzip input, once it was read to its end.
    pub fn damage(&self) -> Option<String> {
        self.gzip.as_ref()?.warning()
    }

    /// The first bytes, for telling the format (SPEC §2.3): a WARC file
    /// gzip'd per record is still compressed here.
    pub fn head(&mut self) -> io::Result<&[u8]> {
        if self.head.is_none() {
            let mut buf = Vec::with_capacity(SNIFF);
            (&mut self.rest).take(SNIFF as u64).read_to_end(&mut buf)?;
            self.head = Some(buf);
        }
        Ok(self.head.as_deref().unwrap_or_default())
    }

    /// The input from its first byte.
    fn reader(&mut self) -> io::Chain<Cursor<Vec<u8>>, &mut Counted<'a, Box<dyn Read>>> {
        Cursor::new(self.head.take().unwrap_or_default()).chain(&mut self.rest)
    }

    /// Hands each match of the text (SPEC §1) to `f` until it returns
    /// false.
    pub fn text(
        &mut self,
        ex: &Extractor,
        f: &mut dyn FnMut(&Record<'_>) -> bool,
    ) -> io::Result<()> {
        if let Some(enc) = charset::text_encoding(self.head()?) {
            // UTF-16 text (SPEC §2.3): decoded whole, placed in its bytes.
            let bytes = self.whole()?;
            Decoded::new(&bytes, enc).find_each(ex, &bytes, &mut |r| f(&r));
            return Ok(());
        }
        // Borrowed from the stream's buffer: each record is handed on
        // and done with before the next is read.
        ex.stream_iter(self.reader())
            .each(|m| f(&Record::from_match(m)))
    }

    /// Hands each message (one, or an mbox's) to `f` until it returns
    /// false.
    pub fn mail(
        &mut self,
        mail: &MailExtractor,
        format: Format,
        f: &mut dyn FnMut(Scanned) -> bool,
    ) -> io::Result<()> {
        let mut reader = self.reader();
        if format == Format::Mbox {
            // Read a chunk at a time, never whole (`WHOLE_MAIL`).
            return mail.scan_reader_each(BufReader::with_capacity(BUFFER, reader), format, f);
        }
        let mut first = Vec::new();
        (&mut reader).take(WHOLE_MAIL + 1).read_to_end(&mut first)?;
        if first.len() as u64 <= WHOLE_MAIL {
            mail.scan_bytes_each(&first, format, f);
            return Ok(());
        }
        let reader = BufReader::with_capacity(BUFFER, Cursor::new(first).chain(reader));
        mail.scan_reader_each(reader, format, f)
    }

    /// Hands each record of an HTML page (SPEC §1.7.4) to `f` until it
    /// returns false; relative links resolve against `base` unless the
    /// page has a `<base href>`. The page is read as it comes, never held
    /// whole in memory (issue 24, failure 5).
    pub fn html(
        &mut self,
        ex: &Extractor,
        base: Option<&url::Url>,
        f: &mut dyn FnMut(&Record<'_>) -> bool,
    ) -> io::Result<()> {
        let f = &mut |r: Record<'static>| f(&r);
        let enc = charset::html_encoding(self.head()?, None);
        if enc == charset::UTF_8 {
            return urlgrep_formats::html::scan_reader_each_with_base(ex, self.reader(), base, f);
        }
        // Another encoding (SPEC §2.3): decoded whole, placed in its bytes.
        let bytes = self.whole()?;
        urlgrep_formats::html::scan_decoded(ex, &Decoded::new(&bytes, enc), &bytes, base, f);
        Ok(())
    }

    /// The whole input, read into memory.
    fn whole(&mut self) -> io::Result<Vec<u8>> {
        let mut bytes = Vec::new();
        self.reader().read_to_end(&mut bytes)?;
        Ok(bytes)
    }

    /// The bytes as a buffered reader (WARC records).
    pub fn buffered(&mut self) -> Box<dyn BufRead + '_> {
        Box::new(BufReader::with_capacity(BUFFER, self.reader()))
    }

    /// Whether this is a regular file (gzip or not): all of it is there
    /// to read, none of it waits for a writer as a pipe's may.
    pub fn regular(&self) -> bool {
        self.size.is_some()
    }

    /// A regular file's size when it was opened, unless it is gzip.
    pub fn file_size(&self) -> Option<u64> {
        self.size.filter(|_| self.gzip.is_none())
    }

    /// A regular file whose end came before the size it had when opened
    /// (another program truncated it while it was read): its size then
    /// and the bytes read. A search stopped early says nothing.
    pub fn shrank(&self) -> Option<(u64, u64)> {
        let read = self.read.bytes.load(Ordering::Relaxed);
        let ended = self.read.ended.load(Ordering::Relaxed);
        self.size
            .filter(|&size| ended && read < size)
            .map(|size| (size, read))
    }
}

/// What was read of a file: its bytes, and whether its end came.
#[derive(Default)]
struct ReadSoFar {
    bytes: AtomicU64,
    ended: AtomicBool,
}

/// Counts the bytes read of a file, for [`Opened::shrank`].
struct Tally<R> {
    inner: R,
    read: Arc<ReadSoFar>,
}

impl<R: Read> Read for Tally<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.bytes.fetch_add(n as u64, Ordering::Relaxed);
        if n == 0 && !buf.is_empty() {
            self.read.ended.store(true, Ordering::Relaxed);
        }
        Ok(n)
    }
}

/// Standard input: a pipe or a terminal is read as it comes (`Stream`,
/// with what it had ready first); a file redirected to it as any file.
enum Live {
    Stream(File, Vec<u8>),
    Whole,
}

/// Standard input, and for a pipe or terminal its first bytes, at most
/// [`SNIFF`], to tell the format by: up to a pause of [`PAUSE`] after a
/// whole line, or the end. grep prints a line as it arrives (issue 22);
/// waiting for 4 KiB would hold `tail -f log | urlgrep` silent, and a
/// writer that pauses inside its first line or for less than `PAUSE` (a
/// mail copied through a pipe) is read as from a file.
fn live_stdin() -> io::Result<Live> {
    use std::os::fd::AsFd;
    let file = File::from(io::stdin().as_fd().try_clone_to_owned()?);
    if file.metadata().is_ok_and(|m| m.is_file()) {
        return Ok(Live::Whole);
    }
    let mut first = vec![0; SNIFF];
    let mut len = 0;
    loop {
        let n = match (&file).read(&mut first[len..]) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        len += n;
        let line = memchr::memchr(b'\n', &first[..len]).is_some();
        if n == 0 || len == SNIFF || (line && !ready(&file, PAUSE)) {
            first.truncate(len);
            return Ok(Live::Stream(file, first));
        }
    }
}

/// Whether a read of `file` would return within `wait` (`poll`).
fn ready(file: &File, wait: std::time::Duration) -> bool {
    use std::os::fd::AsRawFd;
    let mut fd = libc::pollfd {
        fd: file.as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    let ms = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
    // SAFETY: `fd` is one valid pollfd.
    unsafe { libc::poll(&mut fd, 1, ms) > 0 }
}

/// Text from a pipe or terminal, `first` read: searched as it comes,
/// its format told from what arrived first.
fn streamed(file: File, first: Vec<u8>, total: &AtomicU64, read: Arc<ReadSoFar>) -> Opened<'_> {
    total.fetch_add(first.len() as u64, Ordering::Relaxed);
    Opened {
        head: Some(first),
        rest: Counted {
            inner: Box::new(file),
            total,
        },
        size: None,
        read,
        gzip: None,
    }
}

/// Counts the bytes read, for `--stats` and the progress line.
struct Counted<'a, R> {
    inner: R,
    total: &'a AtomicU64,
}

impl<R: Read> Read for Counted<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.total.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// Opens `source`, counting its bytes into `total`. Gzip is detected by
/// content, whatever the file's name; concatenated members are read as one
/// stream, as `zcat` does, and damage is kept to what it spoils
/// (`gzip.rs`) — except, when `warc` (the format may be WARC),
/// a WARC file gzip'd per record, which its reader takes member by member.
pub fn open<'a>(source: &Source, total: &'a AtomicU64, warc: bool) -> io::Result<Opened<'a>> {
    let read = Arc::new(ReadSoFar::default());
    let mut size = None;
    let reader: Box<dyn Read> = match source {
        Source::Stdin => match live_stdin()? {
            // (gzip from a pipe: its head is waited for, as a file's.)
            Live::Stream(file, first) if first.starts_with(&GZIP_MAGIC) => {
                Box::new(Cursor::new(first).chain(file))
            }
            Live::Stream(file, first) => return Ok(streamed(file, first, total, read)),
            Live::Whole => Box::new(io::stdin()),
        },
        Source::File(p) => {
            let file = File::open(p)?;
            let meta = file.metadata()?;
            size = meta.is_file().then_some(meta.len());
            Box::new(Tally {
                inner: file,
                read: Arc::clone(&read),
            })
        }
        Source::Error(_, e) => return Err(io::Error::new(e.kind(), e.to_string())),
    };
    // The first bytes whole, however the input hands them out (a pipe may
    // give one byte at a time): gzip, and a WARC gzip'd per record, are
    // told by them.
    let mut first = Vec::with_capacity(SNIFF);
    let mut reader = reader;
    (&mut reader).take(SNIFF as u64).read_to_end(&mut first)?;
    let mut buf = BufReader::with_capacity(64 * 1024, Cursor::new(first).chain(reader));
    // A WARC file gzip'd per record is read member by member, for the
    // records' offsets (SPEC §2.3): it is left compressed here.
    let head = buf.fill_buf()?;
    let (inner, log): (Box<dyn Read>, _) = if head.starts_with(&GZIP_MAGIC)
        && !(warc && urlgrep_formats::warc::looks_like_warc(head))
    {
        let (r, log) = crate::gzip::open(buf)?;
        (r, Some(log))
    } else {
        // Unbuffered from here: each reader reads in large pieces or
        // buffers for itself, and HTML's reads (under 64 KiB) would
        // otherwise be copied through this buffer once more.
        let pending = Cursor::new(buf.buffer().to_vec());
        (Box::new(pending.chain(buf.into_inner())), None)
    };
    Ok(Opened {
        head: None,
        rest: Counted { inner, total },
        size,
        read,
        gzip: log,
    })
}
