//! gzip (RFC 1952) read the way `zcat` reads it, and on where `zcat`
//! stops: nothing decoded is lost, and damage is named with its offset.
//!
//! The hard cases, each met in real archives and each a silent loss
//! through `flate2`'s `MultiGzDecoder`, whose error drops the bytes it
//! had decoded but not yet handed out:
//!
//! - **Padding or junk after the last member** (a tape block of zeros, a
//!   log line appended): `zcat` warns "trailing garbage ignored" and keeps
//!   everything. Here too: the bytes are named and skipped, and a member
//!   found after them is read (RFC 1952 §2.2: a file is a series of
//!   members).
//! - **A member cut short** (a copy interrupted): every byte decoded
//!   before the cut is read.
//! - **Corrupt deflate data** inside a member: what was decoded before it
//!   is read, then the next member's header (`1f 8b 08` with valid flags)
//!   is looked for, from the damaged member's start on, since the decoder
//!   may have read into the next member before it failed.
//! - **A gzip of a gzip** (a `.gz` compressed again): decoded again, up to
//!   [`MAX_NESTED`] levels, as a user means by "read it transparently".
//!
//! Each of these is a [`Damage`]; a CRC or length mismatch in a member's
//! trailer (§2.3.1) is one too, its bytes kept. Memory is bounded: a
//! decode buffer and a window of the last [`WINDOW`] bytes of the current
//! member for the search after a corrupt one, however large the member.
//!
//! ```
//! use std::io::{Read, Write};
//! use urlgrep_formats::gzip::Gunzip;
//!
//! let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
//! gz.write_all(b"see http://a.example/\n").unwrap();
//! let mut file = gz.finish().unwrap();
//! let end = file.len() as u64;
//! file.extend_from_slice(&[0; 512]);
//! let mut text = String::new();
//! let mut r = Gunzip::new(&file[..]).unwrap();
//! r.read_to_string(&mut text).unwrap();
//! assert_eq!(text, "see http://a.example/\n");
//! assert_eq!(r.damage()[0].offset, end);
//! ```

use std::io::{self, BufRead, Read};

mod layer;
mod member;

pub(crate) use self::layer::Layer;
pub use self::member::{Damage, DamageKind, MAGIC, WINDOW};

/// The most gzip levels decoded one inside another.
pub const MAX_NESTED: usize = 4;

/// The decoded bytes of a gzip stream: members one after another, junk
/// between and after them skipped, gzip inside it decoded too (module
/// docs). Reading never fails on damage; [`damage`](Self::damage) says
/// what there was.
pub struct Gunzip<R> {
    input: R,
    /// The file's own gzip first, then each one inside it.
    layers: Vec<Layer>,
}

impl<R: BufRead> Gunzip<R> {
    /// A reader of the gzip stream `input`, which starts with a member
    /// (the caller has seen [`MAGIC`]); the first decoded bytes are read
    /// to see whether they are a gzip again.
    pub fn new(input: R) -> io::Result<Gunzip<R>> {
        let mut g = Gunzip {
            input,
            layers: vec![Layer::new(1, false)],
        };
        while g.layers.len() < MAX_NESTED && g.first_bytes()?.starts_with(&MAGIC) {
            let level = g.layers.len() + 1;
            g.layers.push(Layer::new(level, false));
        }
        Ok(g)
    }

    /// The first decoded bytes of the top level, enough to tell a gzip
    /// inside it whatever size the reads below give.
    fn first_bytes(&mut self) -> io::Result<&[u8]> {
        match self.layers.split_last_mut() {
            None => self.input.fill_buf(),
            Some((top, rest)) => top.fill_at_least(
                &mut Stack {
                    layers: rest,
                    base: &mut self.input,
                },
                MAGIC.len() + 1,
            ),
        }
    }

    /// The damage found so far, outer level first, each in order (the
    /// first 64 of each level; [`damage_count`](Self::damage_count) counts
    /// them all).
    pub fn damage(&self) -> Vec<Damage> {
        self.layers
            .iter()
            .flat_map(|l| l.damage().iter().cloned())
            .collect()
    }

    /// How much damage was found so far, listed or not.
    pub fn damage_count(&self) -> u64 {
        self.layers.iter().map(Layer::damage_count).sum()
    }

    /// How many gzip levels are decoded (2 for a gzip of a gzip).
    pub fn levels(&self) -> usize {
        self.layers.len()
    }
}

impl<R: BufRead> BufRead for Gunzip<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        Stack {
            layers: &mut self.layers,
            base: &mut self.input,
        }
        .into_buf()
    }

    fn consume(&mut self, n: usize) {
        if let Some(top) = self.layers.last_mut() {
            top.consume(n);
        }
    }
}

impl<R: BufRead> Read for Gunzip<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        crate::bufread::read(self, out)
    }
}

/// The top of `layers` decoding what the ones below it give, the lowest
/// reading `base`.
struct Stack<'x> {
    layers: &'x mut [Layer],
    base: &'x mut dyn BufRead,
}

impl<'x> Stack<'x> {
    /// The top layer's decoded bytes, for as long as the stack is borrowed.
    fn into_buf(self) -> io::Result<&'x [u8]> {
        match self.layers.split_last_mut() {
            None => self.base.fill_buf(),
            Some((top, rest)) => top.fill_buf(&mut Stack {
                layers: rest,
                base: self.base,
            }),
        }
    }
}

impl BufRead for Stack<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        Stack {
            layers: &mut *self.layers,
            base: &mut *self.base,
        }
        .into_buf()
    }

    fn consume(&mut self, n: usize) {
        match self.layers.last_mut() {
            None => self.base.consume(n),
            Some(top) => top.consume(n),
        }
    }
}

impl Read for Stack<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        crate::bufread::read(self, out)
    }
}

/// One gzip member at a time of `input`: the decoded bytes of the current
/// member, then the end of input until [`next_member`](Self::next_member)
/// moves on (a WARC file gzip'd per record, ISO 28500 Annex D, where
/// each member's offset names its record).
pub(crate) struct Members<R> {
    input: R,
    layer: Layer,
}

impl<R: BufRead> Members<R> {
    pub(crate) fn new(input: R) -> Members<R> {
        Members {
            input,
            layer: Layer::new(1, true),
        }
    }

    /// Moves to the next member, past the rest of this one and any junk
    /// (noted as damage); its offset, or `None` at the end of input.
    pub(crate) fn next_member(&mut self) -> io::Result<Option<u64>> {
        self.layer.next_member(&mut self.input)
    }

    /// The offset in `input` of the next byte to decode.
    pub(crate) fn pos(&self) -> u64 {
        self.layer.pos()
    }

    /// The damage noted since the last call.
    pub(crate) fn take_damage(&mut self) -> Vec<Damage> {
        self.layer.take_damage()
    }
}

impl<R: BufRead> BufRead for Members<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.layer.fill_buf(&mut self.input)
    }

    fn consume(&mut self, n: usize) {
        self.layer.consume(n);
    }
}

impl<R: BufRead> Read for Members<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        crate::bufread::read(self, out)
    }
}

#[cfg(test)]
mod tests;
