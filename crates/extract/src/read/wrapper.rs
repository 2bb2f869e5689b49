//! Reading the inside of a wrapper, `<URL:...>` or `<scheme:...>`
//! (SPEC §1.3): white space removed, line prefixes (§1.6.1) and page
//! breaks (§1.6.2) skipped, hyphen breaks and inner spaces noted,
//! a typesetter's hyphenation dropped (`lines::ends`), termination
//! found. Lines are crossed as a bare URL's are (`lines::cross`).
//!
//! A typesetter draws the `<` and `>` around a URL as U+27E8 and U+27E9
//! (`⟨https://www.rfc-editor.org/info/rfc8536⟩`: groff's `\(la`, `\(ra`
//! and the man macros `.UR`/`.UE` in a UTF-8 terminal or text dump), and
//! breaks it over lines as it fills them. `⟨` opens a wrapper as `<`
//! does, and `⟩` closes one as `>` does; neither is ever a URL character.
//!
//! A `|` followed on its line by text and the closing `>` starts a label
//! (`<https://a.example/x|the doc>`, Slack's and Mattermost's links):
//! `|` is unsafe (RFC 1738 §2.2) and never a URL character unencoded,
//! so the URL ends before it and the label is read only for the closer.
//!
//! A label after a space: Haddock writes a link as `<url label>`
//! (`<https://www.fsf.org The Free Software Foundation (FSF)>`). Prose
//! after the first white space of an angle wrapper's line, up to the
//! closer on that line, is the label, not the URL (`spaced_label`, where
//! the evidence is). Strings that code concatenates around a wrapper
//! (`"… <https://…/stable/"` ⏎ `++ "cabal-…>"`) are read through: their
//! quotes and operator are code (`Lines::concatenated`, `markup::concat`).
//! A mail archive's ` at ` reads `@`, on one line or ending it
//! (`markup::obscured`).
//!
//! A space after the colon. An unterminated wrapper's URL is read like a
//! bare one, up to white space (SPEC §1.3.5), but white space right after
//! the scheme's colon is the writer's, not the URL's end: §1.1 lets it
//! follow `URL:`, and §1.3.1 removes it inside a wrapper (a closed
//! `<mailto: a@b.example>` reads `mailto:a@b.example`, `inner-space`). So
//! when the scheme and colon alone are all the bare reading finds, and the
//! same line goes on after the space with a run that makes, joined to
//! them, a URL the scheme admits (§1.4), that run is the URL, flagged
//! `inner-space` as a closed wrapper's would be. RFC 9249's `ietf-ntp`
//! module writes its list `WG List:  <mailto: ntp@ietf.org` with no `>`
//! before the next `<mailto:` (§1.3.5 b); a careful reader reads
//! `mailto:ntp@ietf.org` (§1.5). The run must be on the same line (a
//! scheme alone at a line end is `join::typeset`'s) and pass admission: a
//! word of prose after `<mailto: ` is no address. Rows:
//! `tests/real_rows.rs`, `wrapper-unterminated-space-after-colon-*`.

use std::borrow::Cow;

use crate::config::schemes::SchemeSet;
use crate::lines::cross::{Crossing, Reader};
use crate::lines::prefix::Prefix;
use crate::markup::concat;
use crate::text::chars::space_len;

/// U+27E8 and U+27E9, a typesetter's angle brackets (module docs).
/// The least room a wrapper's copied URL starts with: most hold a few
/// dozen bytes, and a regrowth (`realloc`) costs several times the first
/// allocation.
const MIN_OWNED: usize = 96;

pub(crate) const LEFT: &str = "\u{27e8}";
const RIGHT: &str = "\u{27e9}";

/// The offset of a wrapper's `<` for a name starting at `r`: a `<` right
/// before it, `&lt;`, or the `⟨` a typesetter draws for it (module
/// docs), not before `from`.
#[inline]
pub(crate) fn opener(hay: &[u8], r: usize, from: usize) -> Option<usize> {
    if r > from && hay[r - 1] == b'<' {
        Some(r - 1)
    } else if r >= from + 4 && &hay[r - 4..r] == b"&lt;" {
        Some(r - 4)
    } else if r >= from + 3 && &hay[r - 3..r] == LEFT.as_bytes() {
        Some(r - 3)
    } else {
        None
    }
}

/// Whether `hay[i..]` is an opener: `<URL:` or `<` known-scheme `:`
/// (SPEC §1.3.5 b), the `<` written `&lt;` (§1.7.2) or `⟨` too.
pub(crate) fn is_opener(schemes: &SchemeSet, hay: &[u8], i: usize) -> bool {
    let left = LEFT.as_bytes();
    let rest = match hay.get(i) {
        Some(b'<') => &hay[i + 1..],
        Some(b'&') if hay[i..].starts_with(b"&lt;") => &hay[i + 4..],
        Some(0xe2) if hay[i..].starts_with(left) => &hay[i + left.len()..],
        _ => return false,
    };
    let n = rest
        .iter()
        .take(schemes.max_len.max(3) + 1)
        .take_while(|&&c| crate::text::chars::is_scheme_char(c))
        .count();
    rest.get(n) == Some(&b':')
        && rest.get(n + 1) != Some(&b':')
        && (rest[..n].eq_ignore_ascii_case(b"url") || schemes.lookup(&rest[..n]).is_some())
}

/// What a wrapper holds, every hyphen break read as `keep`.
pub(crate) struct Inside<'h> {
    /// The URL bytes, white space and quote markers removed.
    pub(crate) url: Cow<'h, [u8]>,
    /// Offsets in `url` of the hyphen of each hyphen break (§1.3.3).
    pub(crate) breaks: Vec<usize>,
    /// White space between two URL characters on one line (§1.3.4).
    pub(crate) inner_space: bool,
    /// Offset after the closing `>`; `None` when unterminated (§1.3.5).
    pub(crate) close: Option<usize>,
}

/// The URL's bytes: one borrowed run of the input while nothing inside
/// it was removed, a copy from the first removal on.
struct Rejoin<'h> {
    hay: &'h [u8],
    run: (usize, usize),
    owned: Option<Vec<u8>>,
    /// `Inside::breaks`, `Inside::inner_space`.
    breaks: Vec<usize>,
    inner_space: bool,
    /// A `[` was read: only then may AsciiDoc link text follow the URL
    /// (`cut`). `plain_run` stops at each one, so none is missed.
    bracket: bool,
    /// An angle wrapper, `<scheme:…>`, not `<URL:…>`: a label may follow
    /// its URL (`spaced_label`).
    angle: bool,
}

/// The white space since the last URL character.
#[derive(Default)]
struct Gap {
    /// White space, and whether it holds a line break.
    space: bool,
    line_break: bool,
    /// The current line is blank so far.
    blank: bool,
    /// The break was a `\` fold: no white space, no hyphen break.
    by_fold: bool,
}

impl Gap {
    /// A character is read: the gap (but a fold's mark) is over.
    fn close(&mut self) {
        (self.space, self.line_break, self.blank) = (false, false, false);
    }
}

impl<'h> Rejoin<'h> {
    fn new(hay: &'h [u8], content: usize) -> Rejoin<'h> {
        Rejoin {
            hay,
            run: (content, content),
            owned: None,
            breaks: Vec::new(),
            inner_space: false,
            bracket: false,
            angle: !hay[..content]
                .get(content.saturating_sub(4)..)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"URL:")),
        }
    }

    /// Appends the input bytes `i..j`.
    #[inline]
    fn push(&mut self, i: usize, j: usize) {
        match &mut self.owned {
            Some(v) => v.extend_from_slice(&self.hay[i..j]),
            None if self.run.0 == self.run.1 => self.run = (i, j),
            None if self.run.1 == i => self.run.1 = j,
            None => {
                // Room for more runs (a URL cut once is often cut again):
                // one allocation, not one and a regrowth per run.
                let (run, next) = (&self.hay[self.run.0..self.run.1], &self.hay[i..j]);
                let mut v = Vec::with_capacity((2 * (run.len() + next.len())).max(MIN_OWNED));
                v.extend_from_slice(run);
                v.extend_from_slice(next);
                self.owned = Some(v);
            }
        }
    }

    /// The URL bytes `i..j` read (taken unless a `cut` made them prose);
    /// none (a string's closing quote alone, `Lines::concatenated`) shows
    /// nothing and leaves the gap open.
    #[inline]
    fn run(&mut self, gap: &mut Gap, cut: Option<usize>, i: usize, j: usize) {
        if j == i {
            return;
        }
        if cut.is_none() {
            self.note(gap);
            self.push(i, j);
        }
        gap.close();
    }

    /// A character read from an escape or entity: the URL is a copy (an
    /// escape of zero width, `escapes::DROPPED`, adds nothing to it).
    fn push_char(&mut self, ch: char) {
        self.bracket |= ch == '[';
        let v = self
            .owned
            .get_or_insert_with(|| self.hay[self.run.0..self.run.1].to_vec());
        if ch != crate::markup::escapes::DROPPED {
            v.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }

    /// The URL's bytes so far.
    fn bytes(&self) -> &[u8] {
        self.owned
            .as_deref()
            .unwrap_or(&self.hay[self.run.0..self.run.1])
    }

    /// White space of `n` bytes at `i`: a label after it ends the URL
    /// (`spaced_label`, in an angle wrapper), a mail archive's ` at `
    /// reads `@` (no white space then), else it is a gap. The bytes read.
    fn space(
        &mut self,
        gap: &mut Gap,
        cut: &mut Option<usize>,
        i: usize,
        limit: usize,
        n: usize,
    ) -> usize {
        let at = self.obscured_at(gap, *cut, i, limit);
        // (The first white space inside the line: after a second the
        // words were the URL's, `…/00/Information About Gopher/About`.)
        let first = !gap.space && !self.inner_space;
        if at.is_none()
            && first
            && cut.is_none()
            && self.angle
            && spaced_label(self.hay, i, limit, self.bytes())
        {
            *cut = Some(self.len());
        }
        gap.space |= at.is_none();
        at.unwrap_or(n)
    }

    /// A mail archive's ` at ` at `i`, right after the local part (no
    /// `gap`) and not in prose after a `cut`: read as `@`
    /// (`markup::obscured`). The bytes the caller then skips: four, or
    /// three for a ` at` ending its line (`obscured::at_line_end`: the
    /// line is then crossed as any other).
    #[inline]
    fn obscured_at(
        &mut self,
        gap: &Gap,
        cut: Option<usize>,
        i: usize,
        limit: usize,
    ) -> Option<usize> {
        use crate::markup::obscured;
        if self.hay.get(i + 1) != Some(&b'a') || gap.space || cut.is_some() {
            return None;
        }
        let n = if obscured::at(self.hay, i, limit) {
            4
        } else if obscured::at_line_end(self.hay, i, limit) {
            3
        } else {
            return None;
        };
        obscured::before(self.bytes()).then(|| {
            self.push_char('@');
            n
        })
    }

    fn len(&self) -> usize {
        self.owned
            .as_ref()
            .map_or(self.run.1 - self.run.0, Vec::len)
    }

    fn last(&self) -> Option<u8> {
        match &self.owned {
            Some(v) => v.last().copied(),
            None if self.run.0 < self.run.1 => Some(self.hay[self.run.1 - 1]),
            None => None,
        }
    }

    /// Ends the URL at `cut` (its length then), or at an AsciiDoc link
    /// text (`asciidoc::text_start`).
    fn cut(&mut self, cut: Option<usize>) {
        let n = cut.or_else(|| {
            if !self.bracket {
                return None;
            }
            let url = self.bytes();
            crate::markup::asciidoc::text_start(url, 0, url.len())
        });
        if let Some(n) = n {
            self.breaks.retain(|&b| b < n);
            match &mut self.owned {
                Some(v) => v.truncate(n),
                None => self.run.1 = self.run.0 + n,
            }
        }
    }

    /// A URL character follows `gap`: an inner space on one line
    /// (§1.3.4), a hyphen break after a `-` at a line end (§1.3.3).
    fn note(&mut self, gap: &mut Gap) {
        if !std::mem::take(&mut gap.by_fold) && gap.space && self.len() > 0 {
            if !gap.line_break {
                self.inner_space = true;
            } else if self.last() == Some(b'-') {
                self.breaks.push(self.len() - 1);
            }
        }
    }

    fn finish(self) -> Cow<'h, [u8]> {
        match self.owned {
            Some(v) => Cow::Owned(v),
            None => Cow::Borrowed(&self.hay[self.run.0..self.run.1]),
        }
    }
}

/// Reads from `content` (after `<URL:`, or after the `<` of an angle
/// form) to the closing `>`, within `limit` (the opener's `<` plus
/// `max_len`, or the end of the input). `opening` is the opening line up to
/// the opener: its prefix is read when a line break comes.
pub(crate) fn read<'h>(
    hay: &'h [u8],
    content: usize,
    limit: usize,
    opening: &[u8],
    schemes: &SchemeSet,
) -> Inside<'h> {
    let mut out = Rejoin::new(hay, content);
    let mut gap = Gap::default();
    let mut i = content;
    let mut lines = Lines::new(opening);
    // Where CJK sentence punctuation ended the URL (`script::punct_at`):
    // the rest up to the closer is prose, read only for the closer.
    let mut cut: Option<usize> = None;
    let close = loop {
        if i >= limit {
            break None; // (c) end of input, (d) max_len
        }
        let c = hay[i];
        if let Some(end) = plain_run(hay, i, limit) {
            // A string that code concatenates with the next line's
            // (`markup::concat`): its quotes are code, not URL.
            let next = lines.concatenated(hay, end, limit);
            out.run(&mut gap, cut, i, end - usize::from(next.is_some()));
            i = next.unwrap_or(end);
            continue;
        }
        // A `\` ending a line continues it (Python and shell strings, C
        // macros, reST, RFC 8792): no URL character, as the line break is
        // none (`lines::folds`).
        if c == b'\\' && crate::lines::ends::folds(hay, i, limit) {
            i += 1;
            lines.folded = true;
            continue;
        }
        // §1.7.1–2: an escape or entity is one character; `\>`, `&gt;` close.
        let unit = crate::markup::escapes::markup_char(hay, i, limit);
        if c == b'>' || matches!(unit, Some(('>', _))) {
            break Some(i + unit.map_or(1, |u| u.1));
        }
        if c == 0xe2 && hay[i..limit].starts_with(RIGHT.as_bytes()) {
            break Some(i + RIGHT.len());
        }
        if c == b'\n' {
            if gap.blank {
                break None; // (a) a blank line
            }
            i = lines.cross(hay, i, limit, &mut gap);
            continue;
        }
        if let Some(n) = invisible(hay, i, limit) {
            i += n;
            continue;
        }
        if let Some(n) = space_len(hay, i) {
            i += out.space(&mut gap, &mut cut, i, limit, n);
            continue;
        }
        if matches!(c, b'<' | b'&' | 0xe2) && is_opener(schemes, hay, i) {
            break None; // (b) another opener
        }
        if cut.is_none() && ends_before(hay, i, limit, out.len()) {
            cut = Some(out.len());
        }
        if cut.is_some() {
            gap.close();
            i += unit.map_or(1, |u| u.1);
            continue;
        }
        out.note(&mut gap);
        gap.close();
        match unit {
            Some((ch, n)) => {
                out.push_char(ch);
                i += n;
            }
            None => {
                out.bracket |= c == b'[';
                out.push(i, i + 1);
                i += 1;
            }
        }
    };
    // The author line of an AsciiDoc header, `Dan Allen
    // <https://github.com/mojavelinux[@mojavelinux]>`: the link text
    // after the URL is no part of it (asciidoc.rs).
    out.cut(cut);
    Inside {
        breaks: std::mem::take(&mut out.breaks),
        inner_space: out.inner_space,
        url: out.finish(),
        close,
    }
}

/// The line breaks a wrapper crosses (`lines::cross`).
struct Lines<'o> {
    /// The opening line up to the opener, whose prefix the next lines
    /// repeat (§1.6.1).
    opening: &'o [u8],
    prefix: Option<Prefix>,
    crossing: Crossing,
    /// The line ended in a `\` that folds it.
    folded: bool,
    /// A string was concatenated with the next line's (`concatenated`).
    strung: bool,
}

impl<'o> Lines<'o> {
    fn new(opening: &'o [u8]) -> Lines<'o> {
        Lines {
            opening,
            prefix: None,
            crossing: Crossing::new(Reader::Wrapper),
            folded: false,
            strung: false,
        }
    }

    /// A run ending at `end` in a quote that closes, at its line's end,
    /// a string the opening line opened before the wrapper (or one
    /// concatenated so before), and a string in either quote opening the
    /// next line, an operator between or none (`markup::concat`:
    /// `"… <https://…/stable/"` ⏎ `++ "cabal-…#package-properties> "`):
    /// where the next string's text starts.
    fn concatenated(&mut self, hay: &[u8], end: usize, limit: usize) -> Option<usize> {
        let q = hay[end - 1];
        if !matches!(q, b'"' | b'\'') || !matches!(hay.get(end), Some(b' ' | b'\t' | b'\r' | b'\n'))
        {
            return None;
        }
        if !self.strung && !concat::open_string(self.opening, q) {
            return None;
        }
        let (_, next) = concat::crossing(hay, end - 1, limit)?;
        self.strung = true;
        Some(next)
    }

    /// Crosses the LF at `lf`: where the text goes on. A page break is
    /// white space, its blank lines too (§1.6.2); the line's prefix is
    /// skipped whatever markers it carries (§1.6.1, and §1.3.2's "up to
    /// d" quote markers).
    fn cross(&mut self, hay: &[u8], lf: usize, limit: usize, gap: &mut Gap) -> usize {
        let next = self.crossing.next_line(hay, lf, limit);
        let opening = self.opening;
        let prefix = self.prefix.get_or_insert_with(|| Prefix::parse(opening));
        let text = self
            .crossing
            .content(hay, &next, prefix, (self.folded, false));
        (gap.space, gap.line_break, gap.blank) = (true, true, true);
        // After a fold: no white space, so no hyphen break either.
        gap.by_fold |= std::mem::take(&mut self.folded);
        text.map_or(next.start, |t| t.at)
    }
}

/// The length of what a reader does not see at `hay[i]`, no URL
/// character: a terminal's escape sequence (`markup::ansi`), a
/// typesetter's hyphenation (`lines::ends`).
#[inline]
fn invisible(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    match hay[i] {
        0x1b => crate::markup::ansi::len(hay, i, limit),
        _ => crate::lines::ends::hyphenation(hay, i, limit, true),
    }
}

/// The common case, taken a run at a time: the end of the run of
/// visible ASCII at `i` that is no closer, opener, escape or entity
/// start (nor `[`), if one starts there.
#[inline]
fn plain_run(hay: &[u8], i: usize, limit: usize) -> Option<usize> {
    if !PLAIN[usize::from(hay[i])] {
        return None;
    }
    Some(i + plain_len(&hay[i..limit]))
}

/// How many bytes of `bytes` are `PLAIN` before the first that is not:
/// 16 at a time while all are (most of a wrapper's URL), then one by one.
#[inline]
fn plain_len(bytes: &[u8]) -> usize {
    super::class_len(bytes, plain_mask, |c| PLAIN[usize::from(c)])
}

/// Bit `j` set when `chunk[j]` is `PLAIN`: above `0x20` and below `0x7f`
/// (compared as signed bytes, so no byte of 0x80 or more), and none of
/// the six bytes that `PLAIN` leaves out.
#[inline(always)]
fn plain_mask(chunk: &[u8; 16]) -> u32 {
    super::visible_but(chunk, b"><&\\|[", &[])
}

/// The bytes of `plain_run`: visible ASCII but `>`, `<`, `&`, `\\`, `|`
/// and `[` (noted one by one: `Rejoin::bracket`). A table: one look-up a
/// byte, where the range and the compares cost seven instructions (a
/// wrapper's URL is read byte by byte).
static PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0x21;
    while c <= 0x7e {
        t[c] = !matches!(c as u8, b'>' | b'<' | b'&' | b'\\' | b'|' | b'[');
        c += 1;
    }
    t
};

/// Whether the URL (`len` bytes so far) ends before `hay[i]` though the
/// wrapper goes on: CJK sentence punctuation (`script::punct_at`), or a
/// `|` before a label.
fn ends_before(hay: &[u8], i: usize, limit: usize, len: usize) -> bool {
    match hay[i] {
        c if c >= 0x80 => crate::script::cjk::punct_at(hay, i).is_some(),
        b'|' => len > 0 && labelled(hay, i + 1, limit),
        _ => false,
    }
}

/// After the first white space inside an angle wrapper's line, the URL
/// so far, `url`, having more than its scheme: a label up to the closer
/// on the same line (Haddock's `<https://www.fsf.org The Free Software
/// Foundation (FSF)>`, `<http://hackage.haskell.org/package/lens lens>`;
/// cabal's sources hold 18): prose (a letter in it) with none of
/// `/ ? = & # % @ \\`,
/// of two words or more, or one word that the URL holds (`lens`,
/// `miniKanren`), which no path goes on with. §1.3.4 removes white space
/// inside a line and flags it, which keeps `<URL:http://www.w3.org/
/// Addressing/ URL/>` and RFC 1630's `<ftp://…/pub/gopher/
/// gopher_protocol>` whole; a label read into the URL
/// (`…www.fsf.orgTheFreeSoftwareFoundation(FSF)`) is what no reader
/// reads (§1.5). `<URL:…>` is RFC 1738's own and has no label.
pub(crate) fn spaced_label(hay: &[u8], i: usize, limit: usize, url: &[u8]) -> bool {
    // (Inside an open bracket the words are the bracket's: RFC 5057's
    // `<sip:…;gr=urn:uuid:(Alice's UA's bits)>`.)
    let count = |c: u8| url.iter().filter(|&&b| b == c).count();
    if url.is_empty() || url.ends_with(b":") || url.ends_with(b"//") || count(b'(') > count(b')') {
        return false;
    }
    let line = &hay[i..limit];
    let line = &line[..memchr::memchr(b'\n', line).unwrap_or(line.len())];
    let Some(n) = memchr::memchr2(b'>', b'<', line) else {
        return false;
    };
    let label = line[..n].trim_ascii();
    let words = label.iter().any(|&c| c == b' ' || c == b'\t');
    let held = || {
        let lower = |s: &[u8]| s.to_ascii_lowercase();
        let (u, l) = (lower(url), lower(label));
        u.windows(l.len()).any(|w| w == l)
    };
    line[n] == b'>'
        && label
            .first()
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c >= 0x80)
        && !label.iter().any(|c| b"/?=&#%@\\".contains(c))
        && label.iter().any(|&c| c.is_ascii_alphabetic() || c >= 0x80)
        && (words || held())
}

/// After a `|` inside a wrapper: a label and the closer follow on the
/// same line (`<https://a.example/x|the doc>`, the link form of Slack and
/// Mattermost messages). `|` is unsafe (RFC 1738 §2.2), encoded in every
/// URL: the URL ends before it, and the label is text.
fn labelled(hay: &[u8], i: usize, limit: usize) -> bool {
    let line = &hay[i..limit];
    let line = &line[..memchr::memchr(b'\n', line).unwrap_or(line.len())];
    match memchr::memchr2(b'>', b'<', line) {
        Some(n) => line[n] == b'>' && n > 0 && !line[..n].iter().all(u8::is_ascii_whitespace),
        None => false,
    }
}

/// An unterminated wrapper whose content at `p` is a scheme and its colon
/// alone (the bare reading ends at `end`, by the colon), then white space
/// on the same line and a run the scheme admits joined to it (module
/// docs, "A space after the colon"): the end of that run and the URL.
pub(crate) fn spaced_scheme(
    hay: &[u8],
    p: usize,
    end: usize,
    limit: usize,
    schemes: &SchemeSet,
) -> Option<(usize, Vec<u8>)> {
    let n = hay[p..limit]
        .iter()
        .take_while(|&&c| crate::text::chars::is_scheme_char(c))
        .count();
    let colon = p + n;
    if n == 0 || hay.get(colon) != Some(&b':') || end > colon + 1 || colon + 1 >= limit {
        return None;
    }
    let adm = schemes.lookup(&hay[p..colon])?;
    let mut q = colon + 1;
    while let Some(k) = (q < limit && hay[q] != b'\n')
        .then(|| space_len(hay, q))
        .flatten()
    {
        q += k;
    }
    if q == colon + 1 || q >= limit || hay[q] == b'\n' {
        return None;
    }
    let rest = super::bare::read(hay, q, limit);
    if rest.url.is_empty() {
        return None;
    }
    let mut url = hay[p..=colon].to_vec();
    url.extend_from_slice(&rest.url);
    adm.admits(&url, n, &hay[rest.end..limit])
        .then_some((rest.end, url))
}

#[cfg(test)]
mod tests {
    /// The table of `plain_run` holds the bytes its docs name, no other.
    #[test]
    fn plain_is_visible_ascii_but_closers_openers_escapes() {
        for c in 0..=255u8 {
            let want = c.is_ascii_graphic() && !b"><&\\|[".contains(&c);
            assert_eq!(super::PLAIN[usize::from(c)], want, "{c:#04x}");
        }
    }

    /// AsciiDoc link text after the URL is cut whether its `[` is
    /// written or escaped (`Rejoin::bracket` notes both), and a URL
    /// whose brackets are its own keeps them.
    #[test]
    fn link_text_cut_after_each_bracket() {
        let schemes = crate::config::schemes::SchemeSet::known();
        for (text, url) in [
            ("<https://a.example/x[the text]>", "https://a.example/x"),
            ("<https://a.example/x\\[the text]>", "https://a.example/x"),
            ("<https://a.example/x?a=[1]>", "https://a.example/x?a=[1]"),
            ("<https://a.example/x>", "https://a.example/x"),
        ] {
            let inside = super::read(text.as_bytes(), 1, text.len(), b"", &schemes);
            assert_eq!(&inside.url[..], url.as_bytes(), "{text}");
            assert_eq!(inside.close, Some(text.len()), "{text}");
        }
    }

    /// `plain_len` (16 bytes at a time) stops where the table, read byte
    /// by byte, does: at every offset of a chunk and past it, for every
    /// byte value, after runs of every length.
    #[test]
    fn plain_len_is_the_tables_prefix() {
        let naive = |b: &[u8]| {
            b.iter()
                .take_while(|&&c| super::PLAIN[usize::from(c)])
                .count()
        };
        for len in 0..50 {
            for stop in 0..=255u8 {
                let mut bytes = vec![b'a'; len];
                bytes.push(stop);
                bytes.extend_from_slice(b"bcd");
                assert_eq!(super::plain_len(&bytes), naive(&bytes), "{len} {stop:#04x}");
                assert_eq!(super::plain_len(&bytes[..len]), len);
            }
        }
    }

    /// A run stops at the first byte of another kind, or at the limit.
    #[test]
    fn plain_run_stops_where_the_bytes_change() {
        let hay = b"<URL:http://a.example/x y>z&amp;|";
        assert_eq!(super::plain_run(hay, 0, hay.len()), None);
        assert_eq!(super::plain_run(hay, 1, hay.len()), Some(23));
        assert_eq!(super::plain_run(hay, 1, 10), Some(10));
        assert_eq!(super::plain_run(hay, 24, hay.len()), Some(25));
        assert_eq!(super::plain_run(hay, 25, hay.len()), None);
        assert_eq!(super::plain_run(hay, 26, hay.len()), Some(27));
    }
}
