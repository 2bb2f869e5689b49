//! CJK prose (SPEC §1.8.1): where a bare URL ends when no space follows it.
//!
//! Korean, Japanese and Chinese write no space between a URL and the next
//! word, so the rule looks at the *segment* a CJK character falls in
//! (segments start after a delimiter `/ ? = & # : ; , @ +`, and after
//! `(`, so that `/wiki/Rust_(プログラミング言語)` keeps its parenthesis):
//!
//! - a segment that starts with CJK is an IRI segment and is kept, ASCII
//!   inside it too (`/wiki/선형_회귀`, `/wiki/中文`, `?q=网址`, `#コールバック関数`);
//! - CJK right after an ASCII character of a segment that started in ASCII
//!   is the next word: the URL ends there (`/docs에서`, `/keys를`,
//!   `index.htmlをご覧`);
//! - a CJK segment that is only a grammatical particle and ends the URL is
//!   prose (`https://travis-ci.org/에서` is `https://travis-ci.org/`);
//! - inside a code span (a backtick right before the URL and the closing
//!   one right after it) the URL runs to the backtick
//!   (`` `https://api.github.com/users/GitHubユーザーID` ``).
//!
//! Evidence: the CJK rows of the public table (`f-cjk-01` … `f-cjk-09`,
//! `f-md-01`, `f-md-05`), real README and wiki text in which a careful
//! reader stops at the particle or verb ending glued to the URL.
//!
//! "CJK" is decided by the Unicode Script property, with
//! Script_Extensions so that `ー` (U+30FC, Common, used by Hiragana and
//! Katakana) and `々` count: the `unicode-script` crate, because
//! `unicode-properties` has no Script property and `unicode-segmentation`'s
//! word rules put `docs에서` in one word (Hangul and Latin are both
//! ALetter in UAX #29), so word boundaries cannot make this cut. The
//! `unicode-segmentation` crate decides the other question here: a URL never
//! ends inside a grapheme cluster (a ZWJ or ZWNJ inside a word, an emoji
//! modifier), [`splits_grapheme`].

use unicode_script::{Script, UnicodeScript};
use unicode_segmentation::GraphemeCursor;

/// Han, Hiragana, Katakana, Hangul (by Script_Extensions) or a character
/// of the Halfwidth and Fullwidth Forms block.
pub(crate) fn is_cjk(ch: char) -> bool {
    if ('\u{ff00}'..='\u{ffef}').contains(&ch) {
        return true;
    }
    if (ch as u32) < 0x1100 {
        return false; // fast path: Latin, Greek, Cyrillic, ...
    }
    let ext = ch.script_extension();
    !ext.is_common()
        && !ext.is_inherited()
        && [Script::Han, Script::Hiragana, Script::Katakana, Script::Hangul]
            .into_iter()
            .any(|s| ext.contains_script(s))
}

/// The ASCII delimiters after which a CJK segment is an IRI segment: SPEC
/// §1.8.1's, and `(` (a CJK title in parentheses, which §1.4's bracket
/// balance then keeps whole).
pub(crate) fn is_delimiter(b: u8) -> bool {
    matches!(
        b,
        b'/' | b'?' | b'=' | b'&' | b'#' | b':' | b';' | b',' | b'@' | b'+' | b'('
    )
}

/// Grammatical particles: Korean postpositions and Japanese case and
/// topic particles, the words that follow a noun (here: an address).
const PARTICLES: &[&str] = &[
    "에서", "에서는", "를", "을", "은", "는", "이", "가", "에", "의", "로", "으로", "와", "과", "도",
    "만", "에게", "を", "は", "が", "で", "に", "の", "へ", "と", "も", "から", "まで", "より",
];

/// Whether `run` (UTF-8) is only a grammatical particle.
pub(crate) fn is_particle(run: &[u8]) -> bool {
    PARTICLES.iter().any(|p| p.as_bytes() == run)
}

/// Where the CJK segment logic stands while a bare URL is read.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Segments {
    /// The current segment started with a CJK character.
    cjk_segment: bool,
    /// The previous character: an ASCII byte, or `None` for non-ASCII.
    prev: Option<u8>,
    /// Start of the CJK run in progress that began right after a
    /// delimiter.
    run: Option<usize>,
    /// The last such run, ended: a particle candidate.
    pub(crate) last_run: Option<(usize, usize)>,
    /// A code span: CJK never ends the URL.
    pub(crate) code: bool,
}

impl Segments {
    /// The state at the start of a URL; `code` inside a code span.
    pub(crate) fn new(code: bool) -> Segments {
        Segments {
            code,
            ..Segments::default()
        }
    }

    /// Notes an ASCII character (as read: an escape's or entity's too)
    /// at `i`.
    pub(crate) fn ascii(&mut self, b: u8, i: usize) {
        self.end_run(i);
        if is_delimiter(b) {
            self.cjk_segment = false;
        }
        self.prev = Some(b);
    }

    /// Notes a non-ASCII URL character `ch` at `i..i + n`; false when it
    /// ends the URL (CJK glued to an ASCII word).
    pub(crate) fn non_ascii(&mut self, ch: char, i: usize) -> bool {
        if !is_cjk(ch) {
            self.end_run(i);
            self.prev = None;
            return true;
        }
        match self.prev {
            Some(b) if is_delimiter(b) => {
                self.cjk_segment = true;
                self.run = Some(i);
            }
            Some(_) if !self.cjk_segment && !self.code => return false,
            _ => {}
        }
        self.prev = None;
        true
    }

    /// Ends the run in progress at `i` (the URL or the run stops there).
    pub(crate) fn end_run(&mut self, i: usize) {
        if let Some(s) = self.run.take() {
            self.last_run = Some((s, i));
        }
    }
}

/// Whether ending a URL at `i` would split the grapheme cluster that holds
/// the character before `i` (UAX #29, extended clusters): a ZWJ, ZWNJ or
/// emoji modifier at `i` belongs to the character before it. Looks at no
/// more than 32 bytes on either side and never past `limit`.
pub(crate) fn splits_grapheme(hay: &[u8], s: usize, i: usize, limit: usize) -> bool {
    if i <= s || i >= limit || hay[i] < 0x80 {
        return false; // an ASCII character always starts a cluster here
    }
    let mut lo = i.saturating_sub(32).max(s);
    while lo < i && (hay[lo] & 0xc0) == 0x80 {
        lo += 1;
    }
    let hi = (i + 32).min(limit);
    let chunk = match std::str::from_utf8(&hay[lo..hi]) {
        Ok(t) => t,
        Err(e) if lo + e.valid_up_to() > i => {
            std::str::from_utf8(&hay[lo..lo + e.valid_up_to()]).unwrap_or("")
        }
        Err(_) => return false,
    };
    let mut cursor = GraphemeCursor::new(i - lo, chunk.len(), true);
    // Context before `lo` could only matter for regional indicators and
    // emoji sequences longer than 32 bytes: read as a boundary.
    matches!(cursor.is_boundary(chunk, 0), Ok(false))
}
