//! CJK prose (SPEC §1.8.1): where a bare URL ends when no space follows it.
//!
//! Korean, Japanese and Chinese write no space between a URL and the next
//! word, so the rule looks at the *segment* a CJK character falls in
//! (segments start after a delimiter `/ ? = & # : ; , @ +`, and after
//! `(`, `.` and a percent-escape, so that `/wiki/Rust_(プログラミング言語)`,
//! the IDN `http://foobar.みんな/` and `?q=%23カタカナ` are kept):
//!
//! - a segment that starts with CJK is an IRI segment and is kept, ASCII
//!   inside it too (`/wiki/선형_회귀`, `/wiki/中文`, `?q=网址`, `#コールバック関数`);
//! - CJK right after an ASCII character of a segment that started in ASCII
//!   is the next word: the URL ends there (`/docs에서`, `/keys를`,
//!   `index.htmlをご覧`) — unless the word is followed by `/` and more
//!   path, which prose never is: `https://baike.baidu.com/item/UNIX时间/8932323`
//!   and the placeholder `http://IP地址/nagios3` (four URLs in the
//!   7976 published files of LCTT's TranslateProject change, all so);
//! - a CJK segment that ends the URL and is only a grammatical particle,
//!   or starts with one no word starts with, or with a particle and the
//!   verb the reader is sent to, is prose (`https://travis-ci.org/에서`
//!   is `https://travis-ci.org/`, so is `http://localhost:3000/にアクセス`
//!   and `https://a.example/에서도`); single-syllable particles begin
//!   names too (`/wiki/이순신`, `/wiki/은행`), so only whole ones count
//!   (no URL of the 1060-file sample changes under the prefixes; they
//!   are the particles of SPEC §1.8.1 as Korean and Japanese text
//!   glues them to the address it points to); a Japanese phrase that
//!   sends the reader to the page (`を参照`, `をご覧`, `にアクセス`) ends
//!   the URL after a name too (`/wiki/東京都を参照` is `/wiki/東京都`);
//! - inside a code span (a backtick right before the URL and the closing
//!   one right after it) the URL runs to the backtick
//!   (`` `https://api.github.com/users/GitHubユーザーID` ``), and so it does
//!   between double quotes, where tools write generated URLs
//!   (`href="https://twitter.com/search?q=%23hashtagの"`), and so it
//!   does in a markdown link destination closed by its `)`: the writer
//!   marked where the URL ends (`[Tinyid](https://github.com/didi/tinyid/wiki/tinyid原理介绍)`,
//!   `![…](https://oss.javaguide.cn/github/javaguide/osi七层模型2.png)`,
//!   `(https://medium.com/extales/git을-다루는-workflow-…)`: the 8 such
//!   destinations of a sample of 1060 CJK markdown files were all cut);
//! - inside a wrapper or an angle URL (`<https://…>`) the URL ends at
//!   the first ideographic or full-width sentence punctuation mark
//!   ([`is_cjk_punct`]), and what follows up to the `>` is prose: writers
//!   put the closing bracket after the sentence's `。` or `，`
//!   (`地址：<https://github.com/xuxueli/xxl-job/。>`,
//!   `原文地址：<https://juejin.cn/post/7122014462181113887，JavaGuide>
//!   对本文…`, seven such autolinks in JavaGuide's docs); such marks are
//!   no part of real IRIs, which write `_(…)` and `・`.
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
        && [
            Script::Han,
            Script::Hiragana,
            Script::Katakana,
            Script::Hangul,
        ]
        .into_iter()
        .any(|s| ext.contains_script(s))
}

/// The ASCII delimiters after which a CJK segment is an IRI segment: SPEC
/// §1.8.1's, `(` (a CJK title in parentheses, which §1.4's bracket balance
/// then keeps whole) and `.` (a host label: `http://foobar.中国/`; prose
/// ends a sentence with `。`).
pub(crate) fn is_delimiter(b: u8) -> bool {
    matches!(
        b,
        b'/' | b'?' | b'=' | b'&' | b'#' | b':' | b';' | b',' | b'@' | b'+' | b'(' | b'.'
    )
}

/// Whether `hay[..i]` ends with a percent-escape `%XX`: an encoded
/// character, after which CJK text is the same value (`?q=%23カタカナ`).
fn after_escape(hay: &[u8], i: usize) -> bool {
    i >= 3 && hay[i - 3] == b'%' && hay[i - 2..i].iter().all(u8::is_ascii_hexdigit)
}

/// Grammatical particles: Korean postpositions and Japanese case and
/// topic particles, the words that follow a noun (here: an address).
#[rustfmt::skip]
const PARTICLES: &[&str] = &[
    "에서", "에서는", "를", "을", "은", "는", "이", "가", "에", "의", "로", "으로", "와", "과", "도", "만", "에게",
    "を", "は", "が", "で", "に", "の", "へ", "と", "も", "から", "まで", "より",
];

/// Ideographic and full-width sentence punctuation and brackets: `。` `、`
/// `，` `：` `；` `！` `？` `（` `）` `「」` `『』` `【】` `《》` `〈〉` and
/// the half-width `｡` `｢` `｣` `､`. Not `・` `ー` `〜` (in names and
/// ranges) nor the full-width forms of URL characters (`＃` `／` `＆`).
pub(crate) fn is_cjk_punct(ch: char) -> bool {
    matches!(
        ch,
        '\u{3001}' | '\u{3002}' | '\u{3008}'..='\u{3011}' | '\u{3014}'..='\u{301b}'
            | '\u{ff01}' | '\u{ff08}' | '\u{ff09}' | '\u{ff0c}' | '\u{ff0e}' | '\u{ff1a}'
            | '\u{ff1b}' | '\u{ff1f}' | '\u{ff3b}' | '\u{ff3d}' | '\u{ff5b}' | '\u{ff5d}'
            | '\u{ff5f}'..='\u{ff64}'
    )
}

/// The length of the CJK sentence punctuation ([`is_cjk_punct`]) at
/// `hay[i..]`, where the URL inside a wrapper ends (module docs).
pub(crate) fn punct_at(hay: &[u8], i: usize) -> Option<usize> {
    if !matches!(hay[i], 0xe3 | 0xef) {
        return None; // U+3000..U+3FFF and U+F000..U+FFFF only
    }
    crate::text::chars::decode(hay, i)
        .filter(|&(ch, _)| is_cjk_punct(ch))
        .map(|(_, n)| n)
}

/// How a CJK segment that is prose, not a name, can start: particles no
/// Korean or Japanese word starts with (`를`, `에서`, `으로`, `에게`,
/// `を`), and a particle with the verb a reader is sent to
/// (`にアクセス`, `で確認`, `からダウンロード`). A bare particle such as
/// `이` or `は` is no such start: `/wiki/이순신`, `/wiki/はやぶさ`.
#[rustfmt::skip]
const PROSE_STARTS: &[&str] = &[
    "를", "에서", "으로", "에게",
    "を", "にアクセス", "へアクセス", "で確認", "でご確認", "にて", "からダウンロード",
    "からインストール", "から入手", "から取得",
];

/// Whether `run` (UTF-8) is prose: only a grammatical particle, or
/// starting as [`PROSE_STARTS`] says.
pub(crate) fn is_particle(run: &[u8]) -> bool {
    PARTICLES.iter().any(|p| p.as_bytes() == run)
        || PROSE_STARTS.iter().any(|p| run.starts_with(p.as_bytes()))
}

/// The longest CJK run [`particle_start`] looks back over: prose such as
/// `をご覧ください` is short; a longer run is read as a name.
const MAX_RUN: usize = 12;

/// Where the CJK segment logic stands while a bare URL is read. Nothing
/// is noted per ASCII character: the decision looks back, once per byte
/// at most, when a CJK character follows an ASCII one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Segments {
    /// A code span or a quoted value: CJK never ends the URL.
    code: bool,
    /// The offset after the last CJK character kept, 0 before the first.
    cjk_upto: usize,
}

impl Segments {
    /// The state at the start of a URL; `code` inside a code span or
    /// quotes.
    pub(crate) fn new(code: bool) -> Segments {
        Segments { code, cjk_upto: 0 }
    }

    /// Whether the CJK character at `hay[i..i + n]` continues the URL;
    /// `prev` is the character before it when that is ASCII.
    pub(crate) fn keeps(&mut self, hay: &[u8], i: usize, n: usize, prev: Option<u8>) -> bool {
        let keep = match prev {
            None => true,
            Some(b) if is_delimiter(b) || after_escape(hay, i) => true,
            // ASCII, then CJK: the same segment only if it started in CJK.
            Some(_) => {
                self.code
                    || (self.cjk_upto > 0
                        && !hay[self.cjk_upto..i].iter().any(|&b| is_delimiter(b)))
                    || path_goes_on(hay, i)
            }
        };
        if keep {
            self.cjk_upto = i + n;
        }
        keep
    }
}

/// The most characters [`path_goes_on`] looks ahead over.
const MAX_WORD: usize = 16;

/// Whether the word of CJK and ASCII letters and digits at `hay[i..]`
/// is followed by `/` and an ASCII letter or digit: the path goes on, so
/// the word is a segment of it, not the next word of the prose
/// (`https://baike.baidu.com/item/UNIX时间/8932323`, the placeholder
/// `http://IP地址/nagios3`). Looks at no more than [`MAX_WORD`]
/// characters.
fn path_goes_on(hay: &[u8], mut i: usize) -> bool {
    for _ in 0..MAX_WORD {
        match hay.get(i) {
            Some(b'/') => return hay.get(i + 1).is_some_and(u8::is_ascii_alphanumeric),
            Some(c) if c.is_ascii_alphanumeric() => i += 1,
            Some(_) => match crate::text::chars::decode(hay, i) {
                Some((ch, n)) if is_cjk(ch) => i += n,
                _ => return false,
            },
            None => return false,
        }
    }
    false
}

/// Where the URL `hay[s..e]` should end instead when it ends in a CJK run
/// that starts right after a delimiter and is prose ([`is_particle`]).
pub(crate) fn particle_start(hay: &[u8], s: usize, e: usize) -> Option<usize> {
    if e <= s || hay[e - 1] < 0x80 {
        return None; // ends in ASCII, as almost every URL does
    }
    let mut a = e;
    for _ in 0..MAX_RUN {
        let mut b = a.checked_sub(1).filter(|&b| b > s)?;
        while b > s && (hay[b] & 0xc0) == 0x80 && a - b < 4 {
            b -= 1;
        }
        match crate::text::chars::decode(hay, b) {
            Some((ch, n)) if b + n == a && is_cjk(ch) => a = b,
            _ => break,
        }
        if is_delimiter(hay[a - 1]) {
            return is_particle(&hay[a..e])
                .then_some(a)
                .or_else(|| sent_to(&hay[a..e]).map(|k| a + k));
        }
    }
    None
}

/// Japanese that sends the reader to the address (`を参照`, `をご覧`,
/// `にアクセス`): never part of a page's name, so a segment that goes on
/// with one after a name ends before it (`/wiki/東京都を参照。` is
/// `/wiki/東京都`). Korean puts a space before its verb, so its particles
/// glued to a name (`이순신을`) cannot be told from the name's own end.
#[rustfmt::skip]
const SENT_TO: &[&str] = &[
    "を参照", "をご参照", "をご覧", "を見て", "を確認", "をご確認", "をクリック",
    "にアクセス", "で確認", "でご確認", "からダウンロード", "をダウンロード",
];

/// Where in the CJK segment `run` a [`SENT_TO`] phrase starts after a
/// name (not at the segment's start: [`is_particle`] reads that).
fn sent_to(run: &[u8]) -> Option<usize> {
    SENT_TO
        .iter()
        .filter_map(|p| memchr::memmem::find(&run[1..], p.as_bytes()).map(|k| k + 1))
        .min()
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
