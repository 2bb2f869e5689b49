//! Line prefixes (SPEC §1.6.1): the rendering markers a line starts with,
//! skipped on the continuation lines of a URL.
//!
//! A prefix is a leading run of white space and these markers, in any
//! combination (` 24 # See: …`):
//!
//! - **mail quotes**: `>` and `|`, runs of them (`> > `, `>>`), and a
//!   short word glued to `>` that a block repeats verbatim (supercite's
//!   `C>> `);
//! - **comment markers**: `#` runs, `//`, `///`, `--`, `;` runs, `%` runs,
//!   vimscript `"`, batch `REM`, and `*` followed by white space (a C block
//!   comment's continuation, not its closing `*/`); a block's opening
//!   `/*` or `/**`, which its continuation lines write as ` * `; and a
//!   unified diff's `+` or `-` before any of these (a patch adding a
//!   comment: `+ * See …`), at the line's start or after mail quotes;
//! - **line-number gutters** at the start: `  792. `, `104: `,
//!   `104(continued): `, `    12⇥` (`cat -n`), ` 24 ` (an editor's number
//!   column); or under mail quotes only (`> 1219⇥`, a quoted listing).
//!
//! Evidence, and why:
//!
//! - The prefix of the line a URL starts on is read once; a continuation
//!   line's prefix is skipped only where it has *the same shape*: the same
//!   comment markers and verbatim words, the same quote markers (inside a
//!   wrapper, up to the opening line's depth, §1.3.2, because an mbox
//!   `>From` escape can add one; after a bare URL visibly cut, up to it
//!   too, `lines::cross`), and a gutter whose number is equal to
//!   the previous line's (a viewer's display continuation, which repeats
//!   no other marker) or one more (the next source line). A number column
//!   that does not count up is text (`f-prefix-20`), and so is a list
//!   number that the next line does not repeat.
//! - A `*` or a gutter that the continuation does not repeat was a bullet
//!   or a list number, not a marker: it is passed over, and the line
//!   goes on with the item (`#   * … release-` + `#     notes`). A `*`
//!   after another comment marker (`//  * `) or right after a tab (a GNU
//!   ChangeLog's `⇥* file:`, also when the log is quoted or numbered:
//!   `> ⇥* `) is a bullet every item repeats: a line repeating it is the
//!   next item. A C block comment's ` * ` follows a space and is a
//!   marker, also under quotes (`> `, supercite's `JS> `), when the line
//!   above is the block's too (its `/*`, a ` * ` or another comment
//!   line); under a line of text it starts a list and is a bullet (zlib's
//!   FAQ: `* http://…/zlib-engine/` + `* win32/DLL_FAQ.txt in …`), and
//!   under a comment marker (`#  * `) it has a bullet's shape and is read
//!   as one. A comment marker or quote the continuation lacks means
//!   another block: the continuation does not belong to the URL
//!   (`f-prefix-05`'s closing ` */`). So does a comment marker that a
//!   blank follows on the URL's line and a word on the next: `#
//!   https://…/libc/CAVEATS` over `#d_locconv='undef'` (perl5's
//!   `hints/linux-android.sh`) is a comment over commented-out code;
//!   a filler repeats the marker as it wrote it.
//! - The wrap column the evidence of §1.6.3 measures is the text's: a
//!   gutter and mail quotes were added to text already wrapped, so the
//!   width of the cut line is taken without them (`Prefix::added`), and
//!   `cat -n` or `> > ` makes no short line wide. Comment markers are
//!   the author's, wrapped with the text: they count.
//!
//! These rules keep the reading of a document and of the document
//! quoted, commented, numbered or indented the same
//! (`tests/renderings_real.rs`).
//!
//! Pinned by the `f-prefix-*` rows of `conformance/forms.tsv` and the
//! `prefix-*` rows of the rule table.

use crate::lines::marks::{blanks, gutter, is_blank, is_comment, marker};

/// Bytes of a line read for its prefix at most: a prefix is short, and
/// the bound keeps the look-back of the streaming search fixed.
pub(crate) const MAX_PREFIX: usize = 64;

/// The most markers a prefix holds; more are text.
const MAX_TOKENS: usize = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    /// A line number: its value, and whether its form may repeat the
    /// number on a display continuation. (32 bits: a token is 8 bytes, so
    /// a prefix of 16 stays small; no listing numbers its lines past
    /// them, a larger number is no gutter.)
    Gutter(u32),
    /// `>` or `|`.
    Quote(u8),
    /// A comment marker or a verbatim quote word: `len` bytes of the line
    /// at `at`.
    Marker { at: u8, len: u8 },
}

/// The prefix of one line.
#[derive(Clone, Debug)]
pub(crate) struct Prefix {
    tokens: [Option<Token>; MAX_TOKENS],
    /// The marker bytes, copied from the line (`Marker::at` indexes here).
    bytes: [u8; MAX_PREFIX],
    /// Length of the prefix in the line, white space after it included.
    pub(crate) len: usize,
    /// Length of the part a rendering added to text already written: up
    /// to the last gutter or quote marker, and one space after it.
    added: usize,
    /// A ` * ` with no comment above it: a list's bullet (`opened_by`).
    listed: bool,
}

/// Where a continuation line's prefix ends, and what was seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Skip {
    /// The first byte after the skipped prefix.
    pub(crate) to: usize,
    /// The continuation belongs to the first line's block: it carries
    /// every mandatory marker of that line and repeats no bullet (a
    /// repeated bullet starts the next item).
    pub(crate) same: bool,
    /// The gutter number of the continuation, when it counted.
    pub(crate) gutter: Option<u64>,
}

impl Skip {
    /// `line` read with no prefix: its leading blanks only.
    #[inline]
    pub(crate) fn bare(line: &[u8]) -> Skip {
        // (Most lines start with text: `blanks` is not called for them.)
        let to = match line.first() {
            Some(&c) if !is_blank(c) && c != 0x1b => 0,
            _ => blanks(line, 0),
        };
        Skip {
            to,
            same: true,
            gutter: None,
        }
    }
}

/// A gutter at `i` whose number fits a token (`Token::Gutter`).
fn small_gutter(line: &[u8], i: usize) -> Option<(u32, usize)> {
    gutter(line, i).and_then(|(g, end)| Some((u32::try_from(g).ok()?, end)))
}

/// Whether a word starts at `i` of `line`, glued to the marker before it.
fn glued(line: &[u8], i: usize) -> bool {
    line.get(i)
        .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80)
}

impl Prefix {
    /// The prefix of `line` (the bytes from a line start, at most
    /// [`MAX_PREFIX`] of them are read).
    pub(crate) fn parse(line: &[u8]) -> Prefix {
        let line = &line[..line.len().min(MAX_PREFIX)];
        let mut p = Prefix {
            tokens: [None; MAX_TOKENS],
            bytes: [0; MAX_PREFIX],
            len: 0,
            added: 0,
            listed: false,
        };
        let mut n = 0;
        let mut i = blanks(line, 0);
        if let Some((g, end)) = (i < line.len()).then(|| small_gutter(line, i)).flatten() {
            p.tokens[0] = Some(Token::Gutter(g));
            n = 1;
            // The gutter's own separator (`cat -n`'s tab) with it.
            p.added = end + usize::from(line.get(end).is_some_and(|&c| is_blank(c)));
            i = blanks(line, end);
        }
        while n < MAX_TOKENS && i < line.len() {
            // A gutter under mail quotes (a quoted `cat -n` listing): the
            // first one after nothing but quotes.
            let quoted = n > 0
                && p.tokens[..n]
                    .iter()
                    .all(|t| matches!(t, Some(Token::Quote(_))));
            if let Some((g, end)) = quoted.then(|| small_gutter(line, i)).flatten() {
                p.tokens[n] = Some(Token::Gutter(g));
                n += 1;
                p.added = end + usize::from(line.get(end).is_some_and(|&c| is_blank(c)));
                i = blanks(line, end);
                continue;
            }
            let tok = match line[i] {
                c @ (b'>' | b'|') => (Token::Quote(c), 1),
                _ => match marker(
                    line,
                    i,
                    n == 0 || matches!(p.tokens[0], Some(Token::Gutter(_))),
                    n == 0 || quoted,
                ) {
                    Some(len) => {
                        p.bytes[i..i + len].copy_from_slice(&line[i..i + len]);
                        (
                            Token::Marker {
                                at: i as u8,
                                len: len as u8,
                            },
                            len,
                        )
                    }
                    None => break,
                },
            };
            if matches!(tok.0, Token::Quote(_)) {
                p.added = i + 1 + usize::from(line.get(i + 1) == Some(&b' '));
            }
            p.tokens[n] = Some(tok.0);
            n += 1;
            i = blanks(line, i + tok.1);
        }
        p.len = i;
        // The white space around the markers too (`bullet` reads it).
        p.bytes[..i].copy_from_slice(&line[..i]);
        p
    }

    /// Whether `line` starts with a quote or comment marker followed by
    /// white space; most lines start with a letter or digit and are
    /// answered by their first bytes.
    #[inline]
    pub(crate) fn marks(line: &[u8]) -> bool {
        match line.first() {
            None => false,
            Some(c) if c.is_ascii_alphanumeric() => {
                let head = &line[..line.len().min(6)];
                head.contains(&b'>') && Prefix::parsed_marks(line)
                    || head.len() >= 3
                        && head[..3].eq_ignore_ascii_case(b"REM")
                        && Prefix::parsed_marks(line)
            }
            Some(_) => Prefix::parsed_marks(line),
        }
    }

    /// [`Prefix::marks`] read the long way (kept out of line: the join
    /// loop that asks it stays small).
    #[inline(never)]
    fn parsed_marks(line: &[u8]) -> bool {
        Prefix::parse(line).marked()
    }

    /// Whether the `*` marker at `at` is a bullet, which every item of a
    /// list repeats: after another comment marker (`//  * Big5-2003`,
    /// `comment`), or right after a tab (a GNU ChangeLog's `⇥* file:`,
    /// however the log is rendered: `> ⇥* `, `   12⇥⇥* `). A C block
    /// comment's `*` follows a space (` * `, `⇥ * `).
    fn bullet(&self, at: u8, comment: bool) -> bool {
        let at = at as usize;
        self.bytes[at] == b'*'
            && (comment || self.listed || (at > 0 && self.bytes[at - 1] == b'\t'))
    }

    /// Reads the line `above` this one: a C block comment's ` * ` has the
    /// block's `/*` or another ` * ` line above it; a ` * ` under a line of
    /// text starts a list, and is a bullet its next item repeats (`* http://
    /// …/zlib-engine/` + `* win32/DLL_FAQ.txt in …`, zlib's FAQ).
    /// `above` is read only for a prefix with a ` * `; `None` when out of
    /// reach (the ` * ` is then a marker).
    pub(crate) fn opened_by<'l>(&mut self, above: impl FnOnce() -> Option<&'l [u8]>) {
        let star = self.tokens.iter().map_while(|t| *t).find_map(|t| match t {
            Token::Marker { at, len: 1 } if self.bytes[at as usize] == b'*' => Some(at as usize),
            _ => None,
        });
        let Some((at, above)) = star.and_then(|at| Some((at, above()?))) else {
            return;
        };
        let open = above[..above.len().min(at + 3)]
            .windows(2)
            .any(|w| w == b"/*");
        let comment = above.get(at) == Some(&b'*') || Prefix::parse(above).marked();
        self.listed = !open && !comment;
    }

    /// Whether the marker of `len` bytes at `at` is followed by a blank
    /// in the line it was read from (`# text`) and glued to a word at
    /// `i` of the continuation `line` (`#code`). Out of line: the loop
    /// of `skip_marked` stays small enough for its helpers to be inlined.
    #[inline(never)]
    fn code_under(&self, at: u8, len: u8, line: &[u8], i: usize) -> bool {
        let end = usize::from(at) + usize::from(len);
        end < self.len && is_blank(self.bytes[end]) && glued(line, i)
    }

    /// How many bytes at the start of the line a rendering added to text
    /// already written and wrapped (a gutter, mail quotes): the wrap
    /// column is the text's, measured without them (and a tab in the
    /// text aligns as it did before them). Comment markers are the
    /// author's, wrapped with the text, and stay.
    pub(crate) fn added(&self) -> usize {
        self.added.min(self.len)
    }

    /// Whether the prefix has a quote or comment marker followed by white
    /// space (a `#L` anchor or `%3D` escape is no marker).
    pub(crate) fn marked(&self) -> bool {
        self.tokens.iter().map_while(|t| *t).any(|t| match t {
            Token::Gutter(_) => false,
            Token::Quote(_) => true,
            Token::Marker { at, len } => {
                let end = (at + len) as usize;
                end < self.len
            }
        })
    }

    /// The gutter number of this line, if it has one.
    pub(crate) fn gutter(&self) -> Option<u64> {
        self.tokens.iter().map_while(|t| *t).find_map(|t| match t {
            Token::Gutter(g) => Some(u64::from(g)),
            _ => None,
        })
    }

    /// Skips, in the continuation line `line` (from its first byte), the
    /// prefix of the same shape as this one. `prev` is the gutter number
    /// of the line before; `loose` allows fewer quote markers (inside a
    /// wrapper, §1.3.2's "up to d").
    #[inline]
    pub(crate) fn skip(&self, line: &[u8], prev: Option<u64>, loose: bool) -> Skip {
        // No marker to match (most URLs' lines): the leading blanks only,
        // as the loop below finds them, without its set-up per line.
        if self.tokens[0].is_none() {
            return Skip::bare(&line[..line.len().min(MAX_PREFIX)]);
        }
        self.skip_marked(line, prev, loose)
    }

    /// The quote markers alone of this prefix in `line`, when other
    /// markers follow them here: the prefix of a quoted line's overflow,
    /// which carries none of that line's own markers (`cross::ragged`).
    /// `None` when `line` has no quote marker, or more than this prefix.
    #[cold]
    pub(crate) fn skip_quotes(&self, line: &[u8]) -> Option<Skip> {
        let line = &line[..line.len().min(MAX_PREFIX)];
        let mut i = blanks(line, 0);
        let (mut quotes, mut more) = (0, false);
        for tok in self.tokens.iter().map_while(|t| *t) {
            match tok {
                Token::Quote(q) if line.get(i) == Some(&q) => {
                    i = blanks(line, i + 1);
                    quotes += 1;
                }
                Token::Quote(_) => {}
                _ => {
                    more = true;
                    break;
                }
            }
        }
        let deeper = matches!(line.get(i), Some(b'>' | b'|'));
        (quotes > 0 && more && !deeper).then_some(Skip {
            to: i,
            same: true,
            gutter: None,
        })
    }

    /// [`Prefix::skip`] for a prefix with markers; for one with none it
    /// gives what the fast path does (`tests/prefix.rs` compares them).
    #[inline(never)]
    pub(crate) fn skip_marked(&self, line: &[u8], prev: Option<u64>, loose: bool) -> Skip {
        let line = &line[..line.len().min(MAX_PREFIX)];
        let mut i = blanks(line, 0);
        let mut out = Skip {
            to: i,
            same: true,
            gutter: None,
        };
        let mut comment = false;
        for tok in self.tokens.iter().map_while(|t| *t) {
            match tok {
                Token::Gutter(_) => {
                    let Some((g, end)) = (i < line.len()).then(|| gutter(line, i)).flatten() else {
                        continue; // a list number, not a gutter
                    };
                    let Some(prev) = prev.filter(|&p| g == p || g == p + 1) else {
                        continue; // a number column that does not count up is text
                    };
                    out.gutter = Some(g);
                    i = blanks(line, end);
                    if g == prev {
                        // A display continuation of the same source line
                        // repeats no other marker.
                        break;
                    }
                }
                Token::Quote(q) => {
                    if line.get(i) == Some(&q) {
                        i = blanks(line, i + 1);
                    } else if !loose {
                        out.same = false;
                        break;
                    }
                }
                Token::Marker { at, len } => {
                    let want = &self.bytes[at as usize..(at + len) as usize];
                    let found = line.get(i..i + want.len()) == Some(want)
                        && marker(line, i, true, true) == Some(want.len());
                    // `/*` opened the block: its next lines carry `*`.
                    if want.starts_with(b"/*")
                        && line.get(i) == Some(&b'*')
                        && marker(line, i, true, true) == Some(1)
                    {
                        i = blanks(line, i + 1);
                        comment = true;
                        continue;
                    }
                    let bullet = self.bullet(at, comment);
                    comment |= is_comment(want);
                    if found && self.code_under(at, len, line, i + want.len()) {
                        // `# https://…/CAVEATS` over `#d_locconv='undef'`:
                        // a comment's text follows a blank, commented-out
                        // code the marker itself (perl5's `hints/`).
                        out.same = false;
                        break;
                    }
                    if found {
                        i = blanks(line, i + want.len());
                        // A repeated bullet starts the next item.
                        out.same &= !bullet;
                    } else if want != b"*" {
                        out.same = false;
                        break;
                    }
                }
            }
        }
        out.to = i;
        out
    }
}
