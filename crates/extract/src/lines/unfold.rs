//! iCalendar and vCard line folding (RFC 5545 §3.1, RFC 6350 §3.2): a
//! content line longer than 75 octets is split "between any two
//! characters" by a line break and one space or tab, which a reader
//! removes. Calendar invitations in mail (Zoom's, Teams' and Google's
//! `DESCRIPTION:` and `LOCATION:` with the meeting's link) are folded so,
//! and the fold falls inside the URL wherever the 75th octet is
//! (`…?pwd=Y2x` ⏎ ` hVbWpGT3hkL0FLSEF6dz09`, `…meeting-for-t` ⏎ ` eam`):
//! a viewer's continuation of one line, joined whatever `T` looks like
//! (SPEC §1.6.3, as a repeated gutter is).
//!
//! Evidence: the next line starts with exactly one space or tab, and
//! the cut line is
//! - a content line's first: a name in capitals, digits and `-`
//!   (`DESCRIPTION`, `X-ALT-DESC`, `ATTACH`) and `;` or `:` glued to the
//!   value (`URL:https://…`; prose writes `NOTE: see …` with a space, and
//!   Debian's and mail's fields are capitalised words: `Description:`);
//! - or a continuation, one space and text, of 73 to 75 octets, under a
//!   line of that length too, itself a continuation or a content line's
//!   first: the generators fold at 75 (earlier only to keep a UTF-8
//!   character whole), line after line, where a person's wrap seldom
//!   falls twice. (Debian's `copyright` and `control` files write their
//!   continuation lines with one space too: ` SPDX license expression
//!   "CC0-1.0": https://spdx.org/licenses/CC0-1.0.html` is 75 octets, under
//!   `License: CC0-1.0`; a GNU ChangeLog's lines start with a tab.)
//!
//! Mail headers fold only at white space (RFC 5322 §2.2.3), never inside
//! a token. Rows: `unfold-*` in `tests/real_rows.rs`.

use crate::lines::prefix::Prefix;
use crate::markup::fields::{content_line, continued};

/// The longest content line, in octets, without its line break.
const OCTETS: usize = 75;

/// Whether the line break between `l1` and `next` folds a content line;
/// `l0` is the line before `l1`, when known.
pub(crate) fn folded(l0: Option<&[u8]>, l1: &[u8], next: &[u8]) -> bool {
    let tabbed =
        next.first() == Some(&b'\t') && next.get(1).is_some_and(|c| !c.is_ascii_whitespace());
    if !continued(next) && !tabbed {
        return false;
    }
    let full = |l: &[u8]| {
        let l = l.strip_suffix(b"\r").unwrap_or(l);
        (OCTETS - 2..=OCTETS).contains(&l.len())
    };
    if continued(l1) {
        // (Its text after the one blank: no marker of a rendering, ` * `;
        // and the line above folded too, as long.)
        return full(l1)
            && !tabbed
            && Prefix::parse(l1).len == 1
            && l0.is_some_and(|l0| full(l0) && (continued(l0) || content_line(l0)));
    }
    content_line(l1)
}
