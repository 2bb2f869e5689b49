//! Terminal escape sequences (SPEC §1.6.5): text a program coloured for a
//! terminal (`grep --color=always`, test runners, `ls`, build logs kept
//! with their colours) holds ECMA-48 control sequences around and inside
//! its URLs: SGR `ESC[4m` … `ESC[0m`, `ESC[1;34m`, and OSC 8 hyperlinks
//! `ESC]8;;URL ESC\`. A terminal draws none of them: they are no part of
//! a URL and do not end it. A sequence inside a URL reads as nothing
//! (`escapes::DROPPED`); one right before a scheme does not hide it (the
//! CSI's final byte is a letter, `ESC[4mhttp:`, which the run of scheme
//! characters before the colon would take in); an OSC 8 target is a URL,
//! and its `ESC \` ends it (a hyperlink whose text is its target is one
//! match: `markup::pairs`).

/// ESC.
const ESC: u8 = 0x1b;

/// The most bytes of one control sequence: SGR's are a few; more is no
/// sequence a terminal draws.
pub(crate) const MAX_CSI: usize = 32;

/// The length of the CSI at `hay[i]` (before `limit`): `ESC [`,
/// parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final byte
/// 0x40–0x7E (ECMA-48 §5.4). (An OSC's `ESC \` ends the URL before it:
/// an OSC 8 target ends there.)
#[inline]
pub(crate) fn len(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    if hay[i] != ESC || i + 2 >= limit || hay[i + 1] != b'[' {
        return None;
    }
    csi_final(hay, i + 2, limit).map(|f| f + 1 - i)
}

/// Whether the `[` at `url[i]` opens a CSI (an `ESC` before it), no
/// bracket of the text (`asciidoc`).
#[inline]
pub(crate) fn opens_csi(url: &[u8], i: usize) -> bool {
    i > 0 && url[i - 1] == ESC
}

/// The offset of the final byte of a CSI whose parameters start at `p`.
fn csi_final(hay: &[u8], p: usize, limit: usize) -> Option<usize> {
    let end = limit.min(p + MAX_CSI);
    let params = hay[p..end]
        .iter()
        .take_while(|b| (0x30..=0x3f).contains(*b))
        .count();
    let inter = hay[p + params..end]
        .iter()
        .take_while(|b| (0x20..=0x2f).contains(*b))
        .count();
    let f = p + params + inter;
    (f < end && (0x40..=0x7e).contains(&hay[f])).then_some(f)
}

/// When the run of scheme characters `hay[r..c]` before a colon starts
/// inside a CSI (its parameters and final byte, `ESC[1;34mhttps:`), the
/// offset after the CSI's final byte.
#[inline]
pub(crate) fn after_csi(hay: &[u8], r: usize, c: usize) -> Option<usize> {
    // The `ESC [` and parameter bytes before the run.
    let back = hay[..r]
        .iter()
        .rev()
        .take(MAX_CSI)
        .take_while(|b| (0x30..=0x3f).contains(*b))
        .count();
    let p = r - back;
    if p < 2 || hay[p - 1] != b'[' || !(hay[p - 2] == ESC || written_escape(&hay[..p - 1])) {
        return None;
    }
    csi_final(hay, p, c).map(|f| f + 1)
}

/// Whether `before` ends in ESC as a string literal writes it (`\x1b`,
/// `\033`, `\e`, `\u001b`): code that prints a coloured URL,
/// `print("\033[4mhttps://…\033[0m")`, shows it without the sequence,
/// and a reader of the code reads the URL it prints (§1.6.5).
#[cold]
fn written_escape(before: &[u8]) -> bool {
    const WRITTEN: [&[u8]; 4] = [b"\\x1b", b"\\033", b"\\e", b"\\u001b"];
    WRITTEN.iter().any(|w| {
        before.len() >= w.len() && before[before.len() - w.len()..].eq_ignore_ascii_case(w)
    })
}
