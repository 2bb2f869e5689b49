//! One level of gzip decoding over a byte source: members read in turn
//! (RFC 1952 §2.2), each header (§2.3) parsed here, its deflate data
//! (RFC 1951) decoded with `flate2`'s raw inflater, so that what was
//! decoded before an error is kept and the offset of every byte taken is
//! known.

use std::io::{self, BufRead};

use flate2::{Crc, Decompress, FlushDecompress, Status};

use super::member::{Damage, DamageKind, MAGIC, WINDOW};
use crate::bufread::Pushback;

/// Bytes decoded at a time.
const OUT: usize = 32 * 1024;

/// RFC 1952 §2.3.1 FLG bits.
const FHCRC: u8 = 0x02;
const FEXTRA: u8 = 0x04;
const FNAME: u8 = 0x08;
const FCOMMENT: u8 = 0x10;
/// Reserved bits, zero in a valid header: a check on a candidate member.
const RESERVED: u8 = 0xe0;

/// Damage listed at most; the rest is counted (a file of junk could
/// otherwise list a damage for every false member header in it).
const MAX_LISTED: usize = 64;

/// The longest file name or comment read in a header; longer is damage.
const MAX_FIELD: usize = 64 * 1024;

/// Where a layer is in its input.
#[derive(Debug)]
enum State {
    /// At a member's header.
    Header,
    /// In a member's deflate data.
    Body,
    /// At a member's CRC32 and ISIZE.
    Trailer,
    /// After a member (or at the start): the next one is looked for.
    Between,
    /// A member could not be read on: the next one is looked for, and
    /// the damage (`at`, `why`) noted with what was found.
    Broken { at: u64, why: String },
    /// Nothing more.
    End,
}

/// One level of gzip decoding (module docs). Its input is handed to each
/// call, so layers can be stacked (a gzip inside a gzip).
pub(crate) struct Layer {
    level: usize,
    /// Stop at each member's end until `next_member`, rather than read on.
    members: bool,
    state: State,
    inflate: Decompress,
    crc: Crc,
    out: Vec<u8>,
    out_pos: usize,
    out_end: usize,
    /// Input bytes taken: the offset of the next one.
    pos: u64,
    /// The offset of the current (or last) member, and the bytes decoded
    /// from it.
    member: u64,
    decoded: u64,
    /// Members read to their trailer.
    read: u64,
    /// The last bytes taken (at most twice [`WINDOW`]), from `window_at`:
    /// the current member's, for the search after a corrupt one.
    window: Vec<u8>,
    window_at: u64,
    /// Input bytes given back, read before the input.
    back: Pushback,
    damage: Vec<Damage>,
    /// Damage found past [`MAX_LISTED`].
    unlisted: u64,
}

impl Layer {
    /// A layer at nesting `level` (1 for the file's own gzip).
    pub(crate) fn new(level: usize, members: bool) -> Layer {
        Layer {
            level,
            members,
            state: State::Between,
            inflate: Decompress::new(false),
            crc: Crc::new(),
            out: vec![0; OUT],
            out_pos: 0,
            out_end: 0,
            pos: 0,
            member: 0,
            decoded: 0,
            read: 0,
            window: Vec::new(),
            window_at: 0,
            back: Pushback::default(),
            damage: Vec::new(),
            unlisted: 0,
        }
    }

    /// The offset of the next input byte.
    pub(crate) fn pos(&self) -> u64 {
        self.pos
    }

    /// The damage listed, the first [`MAX_LISTED`].
    pub(crate) fn damage(&self) -> &[Damage] {
        &self.damage
    }

    /// How much damage was found, listed or not.
    pub(crate) fn damage_count(&self) -> u64 {
        self.damage.len() as u64 + self.unlisted
    }

    /// The damage listed since the last call (member by member, where a
    /// member's damage is known once it was read through).
    pub(crate) fn take_damage(&mut self) -> Vec<Damage> {
        std::mem::take(&mut self.damage)
    }

    /// The decoded bytes not yet consumed; empty at the end of input, or,
    /// member by member, at the end of a member.
    pub(crate) fn fill_buf(&mut self, input: &mut dyn BufRead) -> io::Result<&[u8]> {
        while self.out_pos == self.out_end {
            match &self.state {
                State::Header => self.header(input)?,
                State::Body => self.inflate_some(input, 0)?,
                State::Trailer => self.trailer(input)?,
                State::Between | State::Broken { .. } | State::End if self.members => break,
                State::Between => self.find_member(input)?,
                State::Broken { .. } => self.resync(input)?,
                State::End => break,
            }
        }
        Ok(&self.out[self.out_pos..self.out_end])
    }

    /// At least `n` decoded bytes not yet consumed, unless the member's
    /// data ends first: a reader handing out a byte at a time (a slow
    /// pipe) makes the inflater give out as little, and a gzip inside
    /// this one is known by its first four bytes (`Gunzip::new`).
    pub(crate) fn fill_at_least(&mut self, input: &mut dyn BufRead, n: usize) -> io::Result<&[u8]> {
        self.fill_buf(input)?;
        while self.out_end - self.out_pos < n && matches!(self.state, State::Body) {
            self.out.copy_within(self.out_pos..self.out_end, 0);
            (self.out_pos, self.out_end) = (0, self.out_end - self.out_pos);
            let had = self.out_end;
            self.inflate_some(input, had)?;
        }
        Ok(&self.out[self.out_pos..self.out_end])
    }

    pub(crate) fn consume(&mut self, n: usize) {
        self.out_pos = (self.out_pos + n).min(self.out_end);
    }

    /// Member by member: moves past the rest of the current member and
    /// on to the next, noting damage; its offset, or `None` at the end.
    pub(crate) fn next_member(&mut self, input: &mut dyn BufRead) -> io::Result<Option<u64>> {
        // Whatever the reader left of this member is passed over.
        while matches!(self.state, State::Header | State::Body | State::Trailer) {
            let n = self.fill_buf(input)?.len();
            self.consume(n);
        }
        self.out_pos = self.out_end;
        match self.state {
            State::Between => self.find_member(input)?,
            State::Broken { .. } => self.resync(input)?,
            _ => {}
        }
        Ok(matches!(self.state, State::Header).then_some(self.pos))
    }

    /// At the start or after a member: the next bytes are a member, the
    /// end, or junk, skipped (and noted) up to the next member.
    fn find_member(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        let head = self.peek(input, 4)?;
        if head.is_empty() {
            self.state = State::End;
            return Ok(());
        }
        if is_header(head) {
            self.state = State::Header;
            return Ok(());
        }
        let at = self.pos;
        let (found, zeros) = self.skip_to_header(input)?;
        let n = self.pos - at;
        let what = match (zeros, n) {
            (true, 1) => "1 byte of zero padding".to_string(),
            (true, _) => format!("{n} bytes of zero padding"),
            (false, 1) => "1 byte that is not gzip".to_string(),
            (false, _) => format!("{n} bytes that are not gzip"),
        };
        let place = match self.read {
            0 => "at the start".to_string(),
            _ => format!("after the member at byte {}", self.member),
        };
        let then = match found {
            true => format!("skipped to the member at byte {}", self.pos),
            false => "ignored (nothing after them)".to_string(),
        };
        self.note(DamageKind::NotGzip, at, format!("{what} {place}: {then}"));
        self.state = if found { State::Header } else { State::End };
        Ok(())
    }

    /// After a member that could not be read on: its damage noted, the
    /// next member looked for from its start (the decoder may have read
    /// into the next one before it failed), then further on.
    fn resync(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        let State::Broken { at, why } = std::mem::replace(&mut self.state, State::End) else {
            return Ok(());
        };
        let found = self.header_in_window() || self.skip_to_header(input)?.0;
        let then = match found {
            true => format!("; skipped to the member at byte {}", self.pos),
            false => String::new(),
        };
        let decoded = self.decoded;
        let what = format!("{why}; the {decoded} bytes decoded before it were read{then}");
        self.note(DamageKind::Member, at, what);
        self.state = if found { State::Header } else { State::End };
        Ok(())
    }

    /// Takes bytes up to the next valid member header; whether one was
    /// found, and whether every byte skipped was zero.
    fn skip_to_header(&mut self, input: &mut dyn BufRead) -> io::Result<(bool, bool)> {
        let mut zeros = true;
        loop {
            let buf = self.peek(input, 4)?;
            if buf.len() < 4 {
                zeros &= buf.iter().all(|&b| b == 0);
                let n = buf.len();
                self.take(input, n)?;
                return Ok((false, zeros));
            }
            let end = buf.len() - 3;
            let hit = memchr::memmem::find_iter(buf, &MAGIC[..2]).find(|&i| is_header(&buf[i..]));
            let n = hit.unwrap_or(end);
            zeros &= buf[..n].iter().all(|&b| b == 0);
            self.take(input, n)?;
            if hit.is_some() {
                return Ok((true, zeros));
            }
        }
    }

    /// Parses a member's header (RFC 1952 §2.3.1), taking it; damage if
    /// it is not one or is cut short.
    fn header(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        self.member = self.pos;
        self.decoded = 0;
        self.window.clear();
        self.window_at = self.pos;
        self.inflate.reset(false);
        self.crc.reset();
        let mut fixed = Vec::with_capacity(10);
        self.take_into(input, 10, &mut fixed)?;
        if fixed.len() < 10 || !is_header(&fixed) {
            self.broken("its header is cut short or not gzip");
            return Ok(());
        }
        let flags = fixed[3];
        if flags & FEXTRA != 0 {
            let mut len = Vec::new();
            self.take_into(input, 2, &mut len)?;
            let n = match len[..] {
                [lo, hi] => u16::from_le_bytes([lo, hi]) as usize,
                _ => 0,
            };
            if len.len() < 2 || self.take_into(input, n, &mut Vec::new())? < n {
                self.broken("its header is cut short");
                return Ok(());
            }
        }
        for flag in [FNAME, FCOMMENT] {
            if flags & flag != 0 && !self.take_string(input)? {
                self.broken("its header's name or comment does not end");
                return Ok(());
            }
        }
        if flags & FHCRC != 0 && self.take_into(input, 2, &mut Vec::new())? < 2 {
            self.broken("its header is cut short");
            return Ok(());
        }
        self.state = State::Body;
        Ok(())
    }

    /// Decodes the next piece of the member's deflate data into `out`.
    /// Decodes what the input has into `out[at..]`, after the `at` bytes
    /// not yet consumed, moved to its start.
    fn inflate_some(&mut self, input: &mut dyn BufRead, at: usize) -> io::Result<()> {
        let (status, consumed, written, eof) = {
            let Layer {
                back,
                inflate,
                out,
                window,
                window_at,
                ..
            } = self;
            let src: &[u8] = back.fill_buf(input)?;
            let flush = match src.is_empty() {
                true => FlushDecompress::Finish,
                false => FlushDecompress::None,
            };
            let (i, o) = (inflate.total_in(), inflate.total_out());
            let status = inflate.decompress(src, &mut out[at..], flush);
            let consumed = (inflate.total_in() - i) as usize;
            record(window, window_at, &src[..consumed]);
            let written = (inflate.total_out() - o) as usize;
            (status, consumed, written, src.is_empty())
        };
        self.advance(input, consumed);
        self.crc.update(&self.out[at..at + written]);
        (self.out_pos, self.out_end) = (0, at + written);
        self.decoded += written as u64;
        match status {
            Ok(Status::StreamEnd) => self.state = State::Trailer,
            Ok(_) if written > 0 || consumed > 0 => {}
            Ok(_) if eof => self.broken_at(self.pos, "it is cut short (the input ends)"),
            // No progress with input and room to decode into: a stream
            // that cannot go on.
            Ok(_) => self.broken_at(self.pos, "its deflate data stops making progress"),
            Err(e) => {
                let why = format!("its deflate data is corrupt ({e})");
                self.broken_at(self.pos, &why);
            }
        }
        Ok(())
    }

    /// Reads a member's CRC32 and ISIZE (RFC 1952 §2.3.1) and checks
    /// them; a mismatch is noted, the bytes already read kept.
    fn trailer(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        let mut t = Vec::with_capacity(8);
        self.take_into(input, 8, &mut t)?;
        if t.len() < 8 {
            self.broken_at(self.pos, "it is cut short in its trailer (the input ends)");
            return Ok(());
        }
        let crc = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
        let size = u32::from_le_bytes([t[4], t[5], t[6], t[7]]);
        self.read += 1;
        self.state = State::Between;
        let (m, n) = (self.member, self.decoded);
        if crc != self.crc.sum() || size != self.decoded as u32 {
            let at = self.pos - 8;
            // A member cut short and followed by the next can decode to
            // its end through the next one's bytes: the next is then in
            // this one.
            let then = match self.header_in_window() {
                true => format!("; a member starts inside it, at byte {}", self.pos),
                false => String::new(),
            };
            let what = format!(
                "the member at byte {m} fails its CRC or length check (RFC 1952 §2.3.1): \
                 its {n} decoded bytes were read{then}"
            );
            self.note(DamageKind::Check, at, what);
        }
        Ok(())
    }

    /// Looks for a member header in the current member's bytes after its
    /// first; if there is one, gives the bytes from it back and is true.
    fn header_in_window(&mut self) -> bool {
        let from = (self.member + 1).max(self.window_at) - self.window_at;
        let window = self.window.get(from as usize..).unwrap_or_default();
        let Some(i) = (0..window.len()).find(|&i| is_header(&window[i..])) else {
            return false;
        };
        let back = self.window.split_off(from as usize + i);
        self.unread(&back);
        true
    }

    /// The member at `self.member` cannot be read on from its header.
    fn broken(&mut self, why: &str) {
        self.broken_at(self.member, why);
    }

    /// The member cannot be read on at byte `at`, for `why`.
    fn broken_at(&mut self, at: u64, why: &str) {
        let why = format!("the member at byte {} is damaged: {why}", self.member);
        self.state = State::Broken { at, why };
    }

    fn note(&mut self, kind: DamageKind, offset: u64, message: String) {
        if self.damage.len() == MAX_LISTED {
            self.unlisted += 1;
            return;
        }
        self.damage.push(Damage {
            kind,
            offset,
            member: self.member,
            level: self.level,
            message,
        });
    }

    /// At least `n` bytes of input not yet taken, unless it ends first;
    /// nothing is taken.
    fn peek<'s>(&'s mut self, input: &'s mut dyn BufRead, n: usize) -> io::Result<&'s [u8]> {
        self.back.peek(input, n)
    }

    /// Takes `n` bytes (fewer at the end of input), keeping them in the
    /// window.
    fn take(&mut self, input: &mut dyn BufRead, n: usize) -> io::Result<()> {
        let mut left = n;
        while left > 0 {
            let buf = self.peek(input, 1)?;
            if buf.is_empty() {
                break;
            }
            let k = buf.len().min(left);
            let chunk = buf[..k].to_vec();
            record(&mut self.window, &mut self.window_at, &chunk);
            self.advance(input, k);
            left -= k;
        }
        Ok(())
    }

    /// Takes up to `n` bytes into `out`; the count taken.
    fn take_into(
        &mut self,
        input: &mut dyn BufRead,
        n: usize,
        out: &mut Vec<u8>,
    ) -> io::Result<usize> {
        let start = out.len();
        while out.len() - start < n {
            let buf = self.peek(input, 1)?;
            if buf.is_empty() {
                break;
            }
            let k = buf.len().min(n - (out.len() - start));
            out.extend_from_slice(&buf[..k]);
            let taken = out[out.len() - k..].to_vec();
            record(&mut self.window, &mut self.window_at, &taken);
            self.advance(input, k);
        }
        Ok(out.len() - start)
    }

    /// Takes a zero-terminated header field; false if it does not end
    /// within [`MAX_FIELD`] bytes.
    fn take_string(&mut self, input: &mut dyn BufRead) -> io::Result<bool> {
        let mut taken = 0;
        while taken < MAX_FIELD {
            let buf = self.peek(input, 1)?;
            if buf.is_empty() {
                return Ok(false);
            }
            let (n, done) = match memchr::memchr(0, buf) {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            self.take(input, n)?;
            taken += n;
            if done {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Moves past `n` bytes already looked at (recorded by the caller).
    fn advance(&mut self, input: &mut dyn BufRead, n: usize) {
        self.pos += n as u64;
        self.back.consume(input, n);
    }

    /// Gives `bytes`, the last taken, back: they are read again.
    fn unread(&mut self, bytes: &[u8]) {
        self.back.unread(bytes);
        self.pos -= bytes.len() as u64;
    }
}

/// Whether `b` starts a member header: [`MAGIC`], then flags with the
/// reserved bits clear (RFC 1952 §2.3.1.2: a reader must give an error
/// for them, so a stream that has them is not a member).
fn is_header(b: &[u8]) -> bool {
    b.len() >= 4 && b.starts_with(&MAGIC) && b[3] & RESERVED == 0
}

/// Keeps `bytes` at the end of the window, which holds the last
/// [`WINDOW`] to twice that many bytes taken.
fn record(window: &mut Vec<u8>, window_at: &mut u64, bytes: &[u8]) {
    window.extend_from_slice(bytes);
    if window.len() > 2 * WINDOW {
        let drop = window.len() - WINDOW;
        window.drain(..drop);
        *window_at += drop as u64;
    }
}
