//! Text that is not UTF-8 (SPEC §2.3, "Text is decoded before it is
//! read"): which encoding an input is in ([`html_encoding`],
//! [`text_encoding`]) and its text decoded to UTF-8 with a map back to the
//! input's bytes ([`Decoded`]), so records found in the decoded text are
//! placed in the input: `raw == input[start..end]`.
//!
//! The decoders are [encoding_rs]'s (the WHATWG Encoding Standard, what
//! browsers use); a page that declares nothing and is not UTF-8 is
//! guessed by [chardetng] (Firefox's sniffer).
//!
//! UTF-8 input, the common case, is never decoded: the callers test
//! the encoding first and read UTF-8 as before, at no cost. Text in any
//! other encoding is read whole and decoded once.
//!
//! [encoding_rs]: https://docs.rs/encoding_rs
//! [chardetng]: https://docs.rs/chardetng

mod map;
mod sniff;

pub use encoding_rs::{Encoding, UTF_8};
use urlgrep_extract::Extractor;

use crate::record::Record;

pub use self::map::OffsetMap;
pub use self::sniff::{html_encoding, meta_charset, text_encoding};

/// An input's text decoded to UTF-8, and where each decoded byte came from.
#[derive(Debug)]
pub struct Decoded {
    text: Vec<u8>,
    map: OffsetMap,
    encoding: &'static Encoding,
}

impl Decoded {
    /// `input` decoded from `encoding`; a byte order mark, when there is
    /// one, decides instead (WHATWG "decode") and is no part of the text.
    /// Malformed sequences become U+FFFD.
    pub fn new(input: &[u8], encoding: &'static Encoding) -> Decoded {
        let (encoding, skip) = Encoding::for_bom(input).unwrap_or((encoding, 0));
        let (text, map) = map::decode(&input[skip..], encoding, skip);
        Decoded {
            text,
            map,
            encoding,
        }
    }

    /// The text, UTF-8.
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// The map from offsets in [`text`](Self::text) to the input's.
    pub fn map(&self) -> &OffsetMap {
        &self.map
    }

    /// The encoding the input was read in.
    pub fn encoding(&self) -> &'static Encoding {
        self.encoding
    }

    /// `rec`, found in [`text`](Self::text), placed in `input` (the bytes
    /// this was decoded from): its span, column and `raw` those of the
    /// input, its line the same (every encoding here keeps line breaks
    /// as line breaks), and it names the charset.
    pub fn place(&self, rec: Record<'_>, input: &[u8]) -> Record<'static> {
        let (start, end) = (self.map.input(rec.start()), self.map.input(rec.end()));
        let end = end.clamp(start, input.len());
        let line_start = rec.start().saturating_sub(rec.column().saturating_sub(1));
        let column = start - self.map.input(line_start).min(start) + 1;
        let line = rec.line();
        let raw = input.get(start..end).unwrap_or_default().to_vec();
        rec.placed(start..end, line, column, raw)
            .with_charset(self.encoding.name())
    }

    /// Hands the matches of the text (SPEC §1) to `f`, placed in `input`,
    /// until `f` returns false.
    pub fn find_each(
        &self,
        ex: &Extractor,
        input: &[u8],
        f: &mut dyn FnMut(Record<'static>) -> bool,
    ) {
        for m in ex.find_iter(&self.text) {
            if !f(self.place(Record::from_match(m), input)) {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests;
