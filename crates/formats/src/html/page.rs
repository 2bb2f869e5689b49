//! The page's bytes while it is read (SPEC §1.7.4; issue 24, failure 5:
//! a page is not held whole). A page in memory (a mapped file, a mail
//! part) is read in place, as html5gum reads a slice; a stream is pulled
//! through [`Source`], and [`Page`] keeps its bytes only from the first
//! one something still needs — a record's `raw` and the line count up to
//! it, the character run or tag being read — so memory does not grow with
//! the page.
//!
//! html5gum's reader hands out slices of its buffer (the page itself, or
//! the stream's buffer), and the emitter must tell such a slice (the
//! page's bytes, at a known offset) from a decoded reference or a
//! normalized CR: [`Buffer`] answers that from the buffer's address,
//! which never moves, and its offset in the page, which a stream's reader
//! updates as it refills.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::convert::Infallible;
use std::io::{self, Read};
use std::ops::Range;

use html5gum::{Readable, Reader};

use crate::html::fast::Window;

/// The reader's buffer: large enough that a refill is rare, small enough
/// to be nothing next to a page.
const BUFFER: usize = 64 * 1024;

/// Dropped bytes are moved out once there are this many and they are at
/// least half the kept vector, so each byte is moved a bounded number of
/// times.
const COMPACT: usize = 64 * 1024;

/// The page's bytes from the first one still needed: all of a page in
/// memory, a window of a stream.
#[derive(Debug, Default)]
pub(crate) struct Page<'h> {
    bytes: Cow<'h, [u8]>,
    /// The page offset of `bytes[0]`.
    start: usize,
    /// The first page offset still needed; `bytes` before it are dropped
    /// at the next compaction.
    kept: usize,
}

impl<'h> Page<'h> {
    /// A page in memory, read in place.
    pub(crate) fn whole(html: &'h [u8]) -> Page<'h> {
        Page {
            bytes: Cow::Borrowed(html),
            start: 0,
            kept: 0,
        }
    }

    /// The page offset just past the bytes read so far.
    pub(crate) fn end(&self) -> usize {
        self.start + self.bytes.len()
    }

    /// The page's bytes at `span`, if read and still kept.
    pub(crate) fn get(&self, span: Range<usize>) -> Option<&[u8]> {
        if span.start < self.kept {
            return None;
        }
        self.bytes
            .get(span.start - self.start..span.end.checked_sub(self.start)?)
    }

    /// A page read whole, for tests.
    #[cfg(test)]
    pub(crate) fn of(bytes: &[u8]) -> Page<'static> {
        let mut page = Page::default();
        page.extend(bytes);
        page
    }

    fn extend(&mut self, read: &[u8]) {
        self.bytes.to_mut().extend_from_slice(read);
    }

    /// Drops the bytes before `at`: nothing will ask for them again.
    pub(crate) fn forget_before(&mut self, at: usize) {
        self.kept = at.clamp(self.kept, self.end());
        let dead = self.kept - self.start;
        if let Cow::Owned(bytes) = &mut self.bytes {
            if dead >= COMPACT && 2 * dead >= bytes.len() {
                bytes.drain(..dead);
                self.start = self.kept;
            }
        }
    }
}

/// Where html5gum's reader keeps the bytes it hands out: a piece inside
/// it is the page's bytes at `base` plus its place in it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Buffer<'s> {
    address: usize,
    len: usize,
    base: &'s Cell<usize>,
}

impl<'s> Buffer<'s> {
    /// A page in memory read in place: `base` holds 0.
    pub(crate) fn of(html: &[u8], base: &'s Cell<usize>) -> Self {
        Buffer {
            address: html.as_ptr() as usize,
            len: html.len(),
            base,
        }
    }

    /// The page offset of `piece` when it is the page's own bytes.
    pub(crate) fn offset_of(&self, piece: &[u8]) -> Option<usize> {
        let at = (piece.as_ptr() as usize).wrapping_sub(self.address);
        (at <= self.len && piece.len() <= self.len - at).then(|| self.base.get() + at)
    }
}

/// html5gum's reader over any `Read`, as html5gum's own `IoReader` reads
/// (the same buffer discipline), copying what it reads into the [`Page`].
/// A read error ends the input here, as the end of the stream would, and
/// waits in `error` for the text's reader to report it: html5gum's state
/// machine then has no error paths, as for a slice (with them, reading
/// 8 MB of rustdoc pages took 17% more instructions, callgrind).
pub(crate) struct Source<'s, 'h, R> {
    inner: R,
    buf: Box<[u8]>,
    /// `buf[read..filled]` is not yet handed out.
    read: usize,
    filled: usize,
    /// The page offset of `buf[0]`.
    base: &'s Cell<usize>,
    page: &'s RefCell<Page<'h>>,
    error: &'s Cell<Option<io::Error>>,
    failed: bool,
    /// Whether the input gave all it has.
    drained: bool,
    /// `buf[read..stop]` is what the fast reader may read: up to the
    /// first CR or NUL (`fast.rs`).
    stop: usize,
}

impl<'s, 'h, R: Read> Source<'s, 'h, R> {
    /// A reader of `inner` into `page`; `base` is the buffer's offset in
    /// the page, `error` where a read error goes.
    pub(crate) fn new(
        inner: R,
        page: &'s RefCell<Page<'h>>,
        base: &'s Cell<usize>,
        error: &'s Cell<Option<io::Error>>,
    ) -> Self {
        Source {
            inner,
            buf: vec![0; BUFFER].into_boxed_slice(),
            read: 0,
            filled: 0,
            base,
            page,
            error,
            failed: false,
            drained: false,
            stop: 0,
        }
    }

    /// Where the pieces this reader hands out live.
    pub(crate) fn buffer(&self) -> Buffer<'s> {
        Buffer {
            address: self.buf.as_ptr() as usize,
            len: self.buf.len(),
            base: self.base,
        }
    }

    /// Makes at least `min` bytes readable unless the input ends.
    #[inline(always)]
    fn prepare(&mut self, min: usize) {
        if self.filled - self.read < min {
            self.refill(min);
        }
    }

    #[cold]
    #[inline(never)]
    fn refill(&mut self, min: usize) {
        self.buf.copy_within(self.read..self.filled, 0);
        self.base.set(self.base.get() + self.read);
        self.filled -= self.read;
        self.read = 0;
        let from = self.filled;
        while self.filled < min && !self.failed {
            match self.inner.read(&mut self.buf[self.filled..]) {
                Ok(0) => {
                    self.drained = true;
                    break;
                }
                Ok(n) => self.filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    // The first error ends the input here.
                    self.error.set(Some(e));
                    self.failed = true;
                    self.drained = true;
                }
            }
        }
        self.page.borrow_mut().extend(&self.buf[from..self.filled]);
        if self.failed {
            self.filled = 0;
        }
    }
}

impl<R: Read> Reader for Source<'_, '_, R> {
    type Error = Infallible;

    // Inlined as html5gum's own readers are: its search for the needle is
    // built for a constant needle (without, the 64 MB of
    // `benches/html-compare.sh` took 0.79 s of CPU instead of 0.53 s).
    #[inline(always)]
    fn read_byte(&mut self) -> Result<Option<u8>, Infallible> {
        self.prepare(1);
        let b = self.buf[..self.filled].get(self.read).copied();
        self.read += usize::from(b.is_some());
        Ok(b)
    }

    #[inline(always)]
    fn try_read_string(&mut self, s: &[u8], case_sensitive: bool) -> Result<bool, Infallible> {
        self.prepare(s.len());
        let have = &self.buf[self.read..self.filled.min(self.read + s.len())];
        let same = same_string(have, s, case_sensitive);
        if same {
            self.read += s.len();
        }
        Ok(same)
    }

    #[inline(always)]
    fn read_until<'b>(
        &'b mut self,
        needle: &[u8],
        _: &'b mut [u8; 4],
    ) -> Result<Option<&'b [u8]>, Infallible> {
        self.prepare(4);
        // (On what the buffer holds.)
        let Some(n) = until(&self.buf[self.read..self.filled], needle) else {
            return Ok(None);
        };
        self.read += n;
        Ok(Some(&self.buf[self.read - n..self.read]))
    }
}

impl<R: Read> Window for Source<'_, '_, R> {
    fn unread(&self) -> &[u8] {
        &self.buf[self.read..self.stop.max(self.read)]
    }

    fn consume(&mut self, n: usize) {
        self.read += n;
    }

    fn more(&mut self) -> bool {
        let had = self.filled - self.read;
        if self.stop < self.filled || had == self.buf.len() || self.drained {
            return false;
        }
        self.refill(had + 1);
        let rest = &self.buf[self.read..self.filled];
        self.stop = self.read + fast_stop(rest);
        self.filled - self.read > had
    }

    fn ended(&self) -> bool {
        self.read == self.filled && self.drained
    }
}

/// A page in memory as html5gum's reader of a slice reads it, and as
/// the fast reader reads it ([`Window`]).
pub(crate) struct Slice<'h> {
    input: &'h [u8],
    read: usize,
    /// The first CR or NUL: the fast reader stops there.
    stop: usize,
}

impl<'h> Slice<'h> {
    pub(crate) fn new(input: &'h [u8]) -> Self {
        Slice {
            input,
            read: 0,
            stop: fast_stop(input),
        }
    }
}

impl Reader for Slice<'_> {
    type Error = Infallible;

    #[inline(always)]
    fn read_byte(&mut self) -> Result<Option<u8>, Infallible> {
        let b = self.input.get(self.read).copied();
        self.read += usize::from(b.is_some());
        Ok(b)
    }

    #[inline(always)]
    fn try_read_string(&mut self, s: &[u8], case_sensitive: bool) -> Result<bool, Infallible> {
        let have = self.input.get(self.read..self.read + s.len());
        let same = have.is_some_and(|h| same_string(h, s, case_sensitive));
        if same {
            self.read += s.len();
        }
        Ok(same)
    }

    #[inline(always)]
    fn read_until<'b>(
        &'b mut self,
        needle: &[u8],
        _: &'b mut [u8; 4],
    ) -> Result<Option<&'b [u8]>, Infallible> {
        let Some(n) = until(&self.input[self.read..], needle) else {
            return Ok(None);
        };
        self.read += n;
        Ok(Some(&self.input[self.read - n..self.read]))
    }
}

impl Window for Slice<'_> {
    fn unread(&self) -> &[u8] {
        &self.input[self.read..self.stop.max(self.read)]
    }

    fn consume(&mut self, n: usize) {
        self.read += n;
    }

    fn more(&mut self) -> bool {
        false
    }

    fn ended(&self) -> bool {
        self.read == self.input.len()
    }
}

/// Where the fast reader stops in `bytes`: at the first CR or NUL, which
/// html5gum reads otherwise than as themselves (a CR LF is one line end,
/// a NUL an error); the rest goes to html5gum.
fn fast_stop(bytes: &[u8]) -> usize {
    memchr::memchr2(b'\r', 0, bytes).unwrap_or(bytes.len())
}

/// Whether the bytes next read, `have`, are `s` as html5gum's
/// `try_read_string` compares them.
#[inline(always)]
fn same_string(have: &[u8], s: &[u8], case_sensitive: bool) -> bool {
    have == s || (!case_sensitive && have.eq_ignore_ascii_case(s))
}

/// How many bytes of `rest` html5gum's reader of a slice hands out at
/// once when it reads until one of `needle` (its own fast search).
#[inline(always)]
fn until(rest: &[u8], needle: &[u8]) -> Option<usize> {
    match rest.to_reader().read_until(needle, &mut [0; 4]) {
        Ok(Some(chunk)) => Some(chunk.len()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forgotten_bytes_are_not_handed_out() {
        let mut page = Page::default();
        page.extend(&vec![b'a'; 3 * COMPACT]);
        page.forget_before(10);
        assert_eq!(page.get(9..11), None);
        assert_eq!(page.get(10..12), Some(&b"aa"[..]));
        // Compacted once half is dropped; offsets stay the page's.
        page.forget_before(2 * COMPACT);
        assert_eq!((page.start, page.bytes.len()), (2 * COMPACT, COMPACT));
        assert_eq!(page.get(2 * COMPACT..2 * COMPACT + 1), Some(&b"a"[..]));
        assert_eq!(page.get(3 * COMPACT..3 * COMPACT + 1), None);
        // Never back.
        page.forget_before(5);
        assert_eq!(page.get(2 * COMPACT - 1..2 * COMPACT), None);
    }
}
