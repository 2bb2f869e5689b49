//! Decoding with a map back to the input's bytes (SPEC §2.3: offsets
//! stay offsets into the input).
//!
//! The map is a list of runs in decoded-text order, each one of:
//! bytes copied one for one (ASCII in an ASCII-compatible encoding),
//! ASCII from UTF-16 (two input bytes a text byte), or one decoded
//! character (or a replacement and the byte after it) whose every text
//! byte maps to the character's first input byte. A run of ASCII is one
//! entry however long; a legacy multibyte character (Shift_JIS, EUC-KR,
//! GB18030) or a non-ASCII UTF-16 character is one entry each.
//!
//! The decoder is fed one byte at a time outside ASCII runs, so each
//! character's input bytes are known exactly: a character is output
//! when its last byte goes in. In the WHATWG encodings that are ASCII
//! compatible, a byte below 0x80 that follows a complete character is
//! that ASCII character (a trail byte can be in ASCII's range, as
//! Shift_JIS's `0x83 0x5C`, but only after a lead), so such runs are
//! copied without the decoder. ISO-2022-JP shifts with escapes and is
//! fed byte by byte throughout.

use encoding_rs::{Encoding, ISO_2022_JP};

/// How the text bytes of a run map to the input (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// One input byte a text byte.
    Same,
    /// Two input bytes a text byte (ASCII in UTF-16).
    Double,
    /// One character: every text byte maps to its first input byte.
    Char,
}

/// A run: from text offset `text`, input offset `input`, by `step`.
#[derive(Clone, Copy, Debug)]
struct Run {
    text: usize,
    input: usize,
    step: Step,
}

/// Offsets in decoded text to offsets in the input it was decoded from.
#[derive(Clone, Debug, Default)]
pub struct OffsetMap {
    runs: Vec<Run>,
    text_len: usize,
    input_len: usize,
}

impl OffsetMap {
    /// The input offset of text offset `at`: a character's first byte for
    /// any offset within it; the input's end for the text's end.
    pub fn input(&self, at: usize) -> usize {
        if at >= self.text_len {
            return self.input_len;
        }
        let i = self.runs.partition_point(|r| r.text <= at);
        let Some(run) = i.checked_sub(1).map(|i| self.runs[i]) else {
            return 0;
        };
        let d = at - run.text;
        match run.step {
            Step::Same => run.input + d,
            Step::Double => run.input + 2 * d,
            Step::Char => run.input,
        }
    }

    fn push(&mut self, text: usize, input: usize, step: Step) {
        let extends = self.runs.last().is_some_and(|r| r.step == step) && step != Step::Char;
        if !extends {
            self.runs.push(Run { text, input, step });
        }
    }
}

/// `input` (no byte order mark) decoded from `encoding`, and the map of
/// the text to `input`'s offsets plus `skip` (the mark's length).
pub(super) fn decode(
    input: &[u8],
    encoding: &'static Encoding,
    skip: usize,
) -> (Vec<u8>, OffsetMap) {
    let mut dec = encoding.new_decoder_without_bom_handling();
    let ascii = encoding.is_ascii_compatible() && encoding != ISO_2022_JP;
    let mut text = Vec::with_capacity(input.len() + input.len() / 2);
    let mut map = OffsetMap::default();
    let mut buf = [0u8; 32];
    // The input offset where the character being fed began.
    let (mut begun, mut i) = (0, 0);
    while i < input.len() {
        if ascii && begun == i {
            let n = Encoding::ascii_valid_up_to(&input[i..]);
            if n > 0 {
                map.push(text.len(), skip + i, Step::Same);
                text.extend_from_slice(&input[i..i + n]);
                i += n;
                begun = i;
                continue;
            }
        }
        let (_, _, written, _) = dec.decode_to_utf8(&input[i..=i], &mut buf, false);
        i += 1;
        if written > 0 {
            let step = match (i - begun, written) {
                (2, 1) if !ascii => Step::Double,
                (1, 1) if ascii => Step::Same,
                _ => Step::Char,
            };
            map.push(text.len(), skip + begun, step);
            text.extend_from_slice(&buf[..written]);
            begun = i;
        }
    }
    let (_, _, written, _) = dec.decode_to_utf8(&[], &mut buf, true);
    if written > 0 {
        map.push(text.len(), skip + begun, Step::Char);
        text.extend_from_slice(&buf[..written]);
    }
    map.text_len = text.len();
    map.input_len = skip + input.len();
    (text, map)
}
