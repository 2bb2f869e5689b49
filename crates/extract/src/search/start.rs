//! Where a scheme name starts (SPEC §1.4's word start): two bytes that
//! the run of scheme characters before a colon takes in are no part of
//! the name.
//!
//! - A `+` before the name is a sign, not a compound's (`git+https`,
//!   `schemes`), and so are AsciiDoc's passthrough marks, up to three
//!   (`++https://…++`, `markdown.rs`): robots write their home page in their User-Agent so,
//!   `(compatible; Googlebot/2.1; +http://www.google.com/bot.html)`, and
//!   §1.4's word start found no URL in 1,588 lines of elastic/examples'
//!   `apache_logs`. A scheme starts with a letter (RFC 1738 §2.1), so
//!   the run `+http` names no scheme; a name before the `+` (`C+http`)
//!   still makes it no URL.
//! - The `n`, `t` or `r` of a string's escape `\n`, `\t`, `\r` (JSON,
//!   C): gsutil's help in JSON writes `…at once via\nhttp://groups.google.com.`.
//!
//! - The `f` and font name of troff's change of font before the name
//!   (`\fBhttps://…\fR`, `\fIhttp://…\fP`, gcloud's `\f5https://…`): man
//!   pages set URLs in bold, italic or code, and 2,580 such URLs of the
//!   man pages on a Debian 12 machine were found nowhere
//!   (`\fBhttp://www\&.freedesktop\&.org/software/dbus/\fR`, dbus).
//!   (Not after `\\`, a backslash written as itself; `\f(CW` and `\f[B]`
//!   end the run before the name already.)
//!
//! Each only when the whole run names no scheme: `\news:` is `news:`.
//!
//! - The parameters and final letter of a terminal's colour sequence
//!   (`ESC[1;34mhttps:`, `markup::ansi`): always.
//!
//! Rows: `start-*` in `tests/data.rs`.

use crate::config::schemes::SchemeSet;

/// Where the name starts in the run `hay[r..c]` of scheme characters
/// before the colon at `c`: after its first byte (or its `+` signs) when
/// that is no part of it and the whole run names no scheme.
#[inline]
pub(crate) fn name_start(hay: &[u8], r: usize, c: usize, schemes: &SchemeSet) -> usize {
    // A colour's CSI takes its final letter into the run (`ESC[4mhttp:`).
    let r = match r > 0 && matches!(hay[r - 1], b'[' | b';') {
        true => crate::markup::ansi::after_csi(hay, r, c).unwrap_or(r),
        false => r,
    };
    if !(r < c && not_name(hay, r) && schemes.lookup(&hay[r..c]).is_none()) {
        return r;
    }
    // troff's change of font (`\fB`, `not_name`): its one-letter name
    // goes too, and the rest must name a scheme.
    if hay[r] == b'f' {
        let name = r + 2;
        return match name < c && schemes.lookup(&hay[name..c]).is_some() {
            true => name,
            false => r,
        };
    }
    // (AsciiDoc's passthroughs open with up to three: `++https://…++`.)
    let signs = hay[r..c].iter().take(3).take_while(|&&b| b == b'+').count();
    r + signs.max(1)
}

/// Whether `hay[r]`, the first byte of the run of scheme characters
/// before a colon, may be no part of the name.
#[inline]
fn not_name(hay: &[u8], r: usize) -> bool {
    match hay[r] {
        b'+' => true,
        b'n' | b't' | b'r' | b'f' => r > 0 && hay[r - 1] == b'\\' && (r < 2 || hay[r - 2] != b'\\'),
        _ => false,
    }
}
