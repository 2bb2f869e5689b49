//! The evidence that a line break cut a bare URL (SPEC §1.6.3): the
//! verdict on joining the next line's first token `T` to the URL as cut,
//! `U`. `L1` is the cut line, `W` the widest of the lines around the break
//! (the line before `L1`, `L1`, `T`'s line and the one after).
//!
//! `verdict` takes a `Break` (plain data: `U`, `T` and what is known
//! around them) and names the `Rule` that decided; the rows of
//! `forms.tsv` assert it (`src/tests/verdict.rs`). Five rules end the
//! loop (`continuation`) before a `Break` is made, where they cost least:
//! a blank line (`blank`), another URL on `T`'s line (`other_url`), a
//! prefix that differs, no `T`, a prose word after a URL that looks whole
//! (`prose_word`).
//!
//! Never joined (and why):
//! - the next line carries a marker the URL's line did not (`% 201 …`
//!   after a plain line, a new `* ` bullet) or holds another URL (a table
//!   of URLs, RFC 2396's examples; `__https://…__` in `T` itself): it
//!   is an entry of its own. When `U` is visibly cut, a URL in `T` as a
//!   query parameter's value (`…-2308b42828f59271&u=https://…`, a
//!   FireEye link wrapped on the dm-devel list) is no URL of its own;
//!   and a visibly cut `U` goes on under fewer quote markers than its
//!   line (`lines::cross`'s ragged quotes);
//! - `T` starts a URL of its own or a label (`URL:`, `Source-2{46}:`,
//!   `f-page-05`, a field name ending in its colon: `Upstream-Name:`
//!   under the `Format:` URL of every Debian copyright file; any token
//!   ending in `:` that more text follows, or a token a spaced colon
//!   follows (`TEL/FAX : 03-…` under `URL : http://…/`), the subject of a message:
//!   `/tmp/hudson….sh: 2: … Permission denied` under a build log's
//!   command line that ends in a URL), a host of
//!   its own (`www.`, `ftp.`), a signature (`//Chris`), is a mail address (`Sales@a.com`;
//!   after a visibly cut URL, the rest of a lore link's message id)
//!   or a shell's prompt (`mau@mau-Vostro-3500:/usr/lib/uhd/examples$`), starts with a
//!   character no URL goes on with after a break (`(`, `"`, `*`, `+1`,
//!   `##`, a full stop before a capitalised word: `.Although,`; a `;`
//!   but after an `&amp` the break cut: Outlook's text of a safelinks
//!   URL…),
//!   looks like a command-line option (`-Dx=`, `f-bare-nojoin-02`), ends
//!   at a character other than white space or a closing quote or bracket,
//!   or holds no letter or digit;
//! - `T` is a prose word: letters only (an inner `'` or `-` allowed:
//!   `doesn't`, `Re-delegate`), lower case, Capitalised or upper case,
//!   or a dotted abbreviation (`i.e.`, `e.g.`, `a.k.a.`);
//!   CamelCase (`ProjectBuildingException`) is an identifier, not prose
//!   (`f-bare-nojoin-*`, `f-prefix-10`, `-11`); a prose word is never
//!   joined, not even as an alternative (but a slug after `/`,
//!   `typeset`, and the rest of a cut file type, below);
//! - `U` is a whole host or a host and port (`http://www.a.com`,
//!   `telnet://h:2428`) and `T` does not start with `/ ? # :`: mail
//!   signatures put an address or a phone number under a home page;
//! - `U` ends in a small-letter word and `T` starts with a capital, or
//!   with a small letter and a capital (`…-of-a-syscall` + `eBPF seems
//!   read-only`) (`~rv` + `S-126`, `.com` + `X-Personal_name`; in a `;base64,`
//!   payload case says nothing: `I+p` + `KS9X…`); `U` ends in a hex run
//!   and `T` does not go on in hex (`…0cd` + `v1`, `…01fe` + `FreeBSD`);
//! - `T` is code (`assert!(`, `#[inline]`, `vec![1]`, `x.unwrap()`, a
//!   line ending in `;` or `{`, a `key = value` line, `#endif`, an
//!   org-mode `#+end_example`, a man page's troff request `.RE`, a POD
//!   command `=end`), a range (`U+0590...U+08FF`) or a list or section
//!   number with text after it (`5. Let root be`, `4.1.1. When`), a
//!   token an arrow follows (a changelog's `v1 -> v2: …` under `v1:
//!   https://lore…/`), a git ref under a repository's URL (`tags/…` after
//!   `git://…/nvdimm`, a pull request), a line a tool writes as a record
//!   (a diffstat line, a commit citation, an ISO 8601 stamped log line,
//!   a caption: `records`), a second fragment (`#regzbot` under
//!   `…show_bug.cgi?id=217503#c10`: a URL has one `#`), a whole commit id after a name
//!   (`…/llvm-project` over `4c603efb…`), a Bugzilla attachment's
//!   description under its link (`…&action=edit` over `out.c`), a
//!   whole commit id after a repository's root (`…/llvm-project/` over
//!   `c2443155…)`), or the
//!   next record of a comma-separated table, of a table aligned with
//!   blanks, or of `key: value`, stamped or `name=` lines (`fields`); `U` is a URL Defense v3 link its `$`
//!   ended (`read::defense`); `U` ends in a
//!   closing `'` or a `)` that §1.4 trims (`(https://a/x)` + `commit#ea76…`), or in a whole
//!   number (`…/issues/869`, `?bug=226974`, a line anchor: `#L56`,
//!   cgit's `#n14` over `dir_context, etc.`, linux-erofs) and `T` starts with a letter
//!   (`drop(x);`) or a `-`/`+` that signs no digit (a diff's `-.BR`); a
//!   troff request a diff removes or adds (`-.I dietlibc`);
//! - `U` is a scheme alone (`in git://`, the protocol named in prose) and
//!   `T` has no host's shape: no `.`, `:`, `@` or `/`, not `localhost`
//!   (`Add xmallocz()`);
//! - `U` stands alone at an indent on its first line, and `T` starts
//!   left of it (display columns) where the line above starts, that
//!   line not blank, the URL's line under 76 columns and ending at `U`
//!   (no flowed soft break): a list's next entry, whatever `T` holds (a
//!   blogroll's `      http://www.andyschest.com/` + `    MF&A
//!   International`, RFC 2150's search engines, RFC 3160's glossary:
//!   `http://www.iso.ch/` + `ISO-IEC/JTC1`; `Rule::Outdented`);
//! - `U` ends in `/` and `T`, letters alone, would have fitted on `L1`
//!   and words follow it: its writer ended the line
//!   (`…/projects/phpmyadmin/` + `phpMyAdmin is a tool written in PHP`);
//! - `U` ended a sentence and `T` is a label (`64769.` + `2013/10/21:`),
//!   or `U` is `scheme://.` (`Use https://.` ends a sentence);
//! - `U` is in a `//` or `#` comment that follows code on its line, or in
//!   a troff request or comment, also a diff's (`-.UR https://…`): it
//!   ends with the line (`continuation.rs`);
//!   a `*` after a comment marker or right after a tab is a bullet, and
//!   a line repeating it is the next item (`prefix.rs`).
//!
//! Joined, primary reading:
//! - `U` is visibly incomplete: it ends in `://`, a line anchor `#L`, a
//!   cut `%X` escape, or `-`, `=`, `&`, `_`, `%` right after a letter or
//!   digit (`java-`, `?id=`; a `=====` rule is decoration), or a `.` still
//!   inside the host followed by a lower-case host part with structure
//!   (`fusesource.` + `org/repo`; not `visa.com.` + `MasterCard`), or a
//!   URL Defense v3 link without the `$` that ends it, cut anywhere
//!   (`read::defense`; `T` may start with its ids' `!` or the `*` it
//!   writes for a `#`), or a
//!   `-` ending a host label, which no label does (RFC 1034), followed by
//!   the same (`devresources.linux-` + `foundation.org/…`, `man tc-netem`)
//!   (`f-page-01`, `f-bare-join-04`, `-05`, `-07`, `f-prefix-01`, RFC
//!   2255's LDAP examples, RFC 2397's `data:` URL); or it ends in the
//!   `**` a mailer wrote where it wrapped it (`markup::starred`) and `T`
//!   has URL structure; but where it ends in `-`, `_` or `=` its writer
//!   may have ended it (a blank after it, a line no program filled, or
//!   `T` would have fitted on `L1`) and `T` is a prose word with more
//!   text after it, both readings, the cut first (`ended_prose`:
//!   `…/z/dMf7x-` ⏎ `See the disassembly`);
//! - `U` was cut inside a token (it ends in a letter or digit) and `T` has
//!   URL structure (`/`, `.ext`, `=`, `&`, `#`, `?`, `%`, `_`, digits
//!   mixed with letters, as a cut hex run is), or `U` ends in a letter and
//!   `T` is all digits (`#L` + `123`, after the first line; a dotted
//!   number, an OID or a version, is read as digits); on the URL's
//!   first line `T` must also not fit in what was left of the wrap column,
//!   and the line be 60 columns or wider (without the gutter or quotes a
//!   rendering added, `prefix.rs`) or as wide as `T`'s line and the
//!   next (a block filled to a column of its own, as URI::data's
//!   base64 `data:` URL is at 57), and not over 100 columns with no
//!   line around near it (a log line: no program filled it), nor over
//!   80 so when words follow `T` (meeting notes' `…/T/#u` ⏎
//!   `vfs_truncate BTF BTI`; a cut at a viewer's column leaves `T`
//!   alone), or the
//!   break may be the author's (the public case `18-bare-not-joined`;
//!   `f-bare-join-01`, `-02`, `-06`, `f-prefix-04`); but a `T` alone on
//!   its line that starts with `/` and names more than a word (two
//!   segments, or letters and digits: `…/alsa-lib/commit` ⏎ `/f4f29d42…`)
//!   is joined there too (`path_alone`), and so is a word of small
//!   letters cut inside a path whose rest, alone on its line and in no
//!   list of paths, goes on to a file's name or a directory
//!   (`word_cut_path`: `…/twisted/protoc` ⏎ `ols/dict.py`); a hex run
//!   after `=` or `/` and `T`'s hex digits that make a whole commit id
//!   join, on the first line too (`…&id=b` ⏎ `b94586b9…`, 1 and 39);
//! - `U` ends in `/` and `T` has URL structure and would not have fitted
//!   on `L1` within `W`: a filling program moved it (`f-prefix-02`, `-05`,
//!   `-12`, `-14`), and words after a `T` with no URL structure do not
//!   follow a line over 80 columns with none around near it
//!   (`Break::ended_before_words`); a `T` of letters alone (CamelCase: `MultiEdit`) in
//!   a block of lines all narrower than filled text only as an
//!   alternative, for in a list of short lines nothing fits (perlfaq's
//!   `Codewright` / `http://www.starbase.com/` / `MultiEdit` / `http://…`);
//! - `U` ends in sentence punctuation (`.`, `,`) only when `T` has strong
//!   structure (`/ = ? & # %`) or is the rest of a domain name
//!   (`résumé.` + `example.org`), does not start with a capital, `U`
//!   does not end in a file name, and `T` would not have fitted:
//!   otherwise the sentence ended there;
//! - `U` ends in a file extension only when `T` starts with a delimiter
//!   (`/ ? # & = ; %`) and would not have fitted, so
//!   `maven-metadata.xml` + `606/606 B` stays apart; in a block of lines
//!   all narrower than filled text only as an alternative (Pod::Simple's
//!   comment lists `http://…/page.html`, `#anchor_in_the_same_file`,
//!   `/internal/ref.html` one a line), but for a line anchor (`#L10`);
//! - `U`'s last path segment ends in `name.` and the first letters of a
//!   file type, and `T`, one to three small letters, is the rest of that
//!   type (`…/msg00035.htm` + `l`, `README.m` + `d`, `.tar.g` + `z`):
//!   a wrap at a fixed column cut the type's last letters. A filler
//!   (Tenable's copies of Debian advisories wrap their URLs at column
//!   60), a terminal, or an editor whose number gutter leaves the
//!   display continuation of a long line blank, cuts wherever the column
//!   falls, and no sentence goes on with a lone `l`, `d` or `ml`: `T`
//!   is joined, alone on its line or with text after it
//!   (`AST-2011-002.pd` + `f and`, `…/hw-vuln/mds.ht` + `ml for more
//!   details.` in a boot log cut at column 65), and whether or not it
//!   would have fitted (a cut at a fixed column is no filler's); but a
//!   rest that is an English word with text after it (`on`, `if`:
//!   `data.js` + `on the server`) may be prose, so there the cut reading stays
//!   primary and the joined one is the alternative (SPEC §1.5,
//!   §1.6.3). Asked before the extension rule
//!   (`.htm` is an extension of its own) and exempt from the prose rule
//!   (`typeset::type_cut`; the `typecut-*` rows of `tests/real_rows.rs`).
//!
//! A typesetter's break (a PDF's text dump: `http:` + `//host`, `?` +
//! `name=`, `/` + a path, `name.` + `html`) is read by `T`'s shape (`typeset`).
//!
//! A gutter that repeats the cut line's number (`104(continued): `) is a
//! viewer's wrap of one source line: joined unless `T` is ruled out
//! above (`f-prefix-17`).
//!
//! Across a page break (§1.6.2) the evidence must be stronger: `U`
//! incomplete, or `T` with `/ # ? =` that would not have fitted; a page
//! often ends a paragraph and the next starts with a section number.
//!
//! Otherwise, where `T` has URL structure but would have fitted, or is a
//! number on the URL's first line, the cut reading is primary and the
//! joined one an alternative. These rules were checked against every
//! joined URL of the mail and news corpus (`../shared/corpus`), where a
//! mail signature, a list or a `=====` rule after a URL is common.

use crate::join::tail::{base64, extension, Tail};
use crate::join::typeset::{
    after_colon, alone, file_type, number_cut, path_rest, query, slug, top_level, type_cut,
};
use crate::join::widths::Widths;
use crate::markup::fields::next_record;
use crate::markup::starred;

use crate::config::schemes::SchemeSet;
use crate::join::token::{
    address, assignment, closed, code, ellipsis, ends_sentence, hex_start, host_like, host_start,
    is_word, list_number, number_end, pod_command, prompt, statement, structured, trimmed, Shape,
};
pub(crate) use crate::join::words::prose;
use crate::join::words::{label, org_keyword};

// The rules the loop asks before a `Break` is made (`Rule::BlankLine`
// … `Rule::Prose`); `NoToken` and `Prefix` are read there.

/// `Rule::BlankLine`: a blank line ends a paragraph.
#[inline]
pub(crate) fn blank(l2: &[u8]) -> bool {
    l2.iter().all(|c| c.is_ascii_whitespace())
}

/// `Rule::OtherUrl`: `T`'s line holds another URL (`://` in `T` or after it): a table of
/// URLs, a list, an entry of its own; never joined (`continuation`).
/// Asked before any other rule, by the loop that reads the lines.
#[inline]
pub(crate) fn other_url(t_line: &[u8]) -> bool {
    // (Most joined lines are short: looked at byte by byte, with no
    // searcher set up; a long one is searched.)
    if t_line.len() <= 32 {
        return t_line.windows(3).any(|w| w == b"://");
    }
    memchr::memchr_iter(b':', t_line).any(|i| t_line[i + 1..].starts_with(b"//"))
}

/// Every URL in `t` is a query parameter's value (`…-2308b4&u=https://…`,
/// a FireEye or Proofpoint link's target): `t` goes on with a link
/// rewritten, it starts no other URL.
pub(crate) fn parameter_urls(t: &[u8]) -> bool {
    memchr::memmem::find_iter(t, b"://").all(|i| {
        let scheme = t[..i]
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || b"+.-".contains(c))
            .count();
        scheme > 0 && i > scheme && t[i - scheme - 1] == b'='
    })
}

/// `Rule::Prose`: `T` is a prose word, and no file type, top-level domain
/// or slug a typesetter's break leaves (`typeset`): never joined.
#[inline]
pub(crate) fn prose_word(url: &[u8], t: &[u8], rest: &[u8]) -> bool {
    prose(t)
        && !file_type(url, t, rest)
        && !top_level(url, t, rest)
        && !slug(url, t, rest)
        && !type_cut(url, t)
}

/// What a break's verdict does with `T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Not joined: the URL ends at the break.
    No,
    /// Joined: the primary reading goes on with `T`.
    Join,
    /// Not joined, but the joined reading is listed as an alternative.
    Alt,
}

/// The rule that decided a break, one per rule of the module docs, in
/// the order they are asked (DESIGN.md habit 15: a row can assert which
/// rule decided). The first five end the loop (`continuation`) before
/// `T` is read whole, where they cost least; `verdict` asks the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// A blank line ends a paragraph.
    BlankLine,
    /// `T`'s line holds another URL: an entry of its own.
    OtherUrl,
    /// `T`'s line has another prefix than the URL's, or the URL's prefix
    /// ends the URL with its line (`lines::marks::ends_with_line`).
    Prefix,
    /// No `T`: the next line starts with no URL character.
    NoToken,
    /// `T` is a prose word after a URL that looks whole.
    Prose,
    /// A typesetter's hyphenation at the line end (`lines::ends`): the
    /// word goes on.
    Hyphenated,
    /// After a `\` fold, a prose word that an indent or more text
    /// follows: a command's next word, a sentence after a hard break.
    FoldedProse,
    /// `U` is a scheme and its colon alone, `T` a `//` (`typeset`):
    /// joined when `T` has a host's shape.
    SchemeColon,
    /// `T`'s line has a marker of its own (`fresh`).
    Marker,
    /// `T` starts with a character no URL goes on with after a break.
    Start,
    /// `T` ends at a character other than white space, a closing quote
    /// or bracket.
    End,
    /// `T` is a label or an org-mode keyword.
    Label,
    /// `T` is a signature, a host or an address of its own.
    Own,
    /// `T` is code, a range, a list number, the next record; or `U` was
    /// closed by a bracket or quote.
    Apart,
    /// `U` ends in a number id and `T` is a word or an unsigned `-`/`+`.
    Numbered,
    /// `T` holds no letter or digit.
    NoAlnum,
    /// A gutter repeats the cut line's number, or a fold: a viewer's
    /// wrap of one line.
    Display,
    /// `U` is `scheme://.`: a sentence ended.
    EmptyHost,
    /// `U` ends in a `.` inside the host and `T` is a top-level domain
    /// alone (`typeset`).
    TopLevel,
    /// `U` ends in a `.` or `-` inside the host: `T` is the rest of the
    /// host name, or not.
    HostPart,
    /// `U` is a whole host (or host and port) and `T` starts with a
    /// delimiter.
    HostDelimiter,
    /// `U` is a whole host and `T` no delimiter: a signature's home page.
    WholeHost,
    /// `U` is a scheme alone and `T` has no host's shape.
    SchemeInProse,
    /// `U` is visibly incomplete.
    Incomplete,
    /// `U` is cut at a `-`, `_` or `=` where its writer may have ended
    /// it (`Break::ended`, or `T` would have fitted), and `T` is a prose
    /// word: the URL may end there.
    EndedProse,
    /// A page break lies between and the evidence is not stronger.
    PageBreak,
    /// `U` ends in the first letters of a file type, `T` alone is the
    /// rest (`typeset::type_cut`).
    TypeCut,
    /// `U` ends in a file extension.
    Extension,
    /// `U` stands alone at an indent and `T` starts left of it, under
    /// the line above: a list's next entry.
    Outdented,
    /// `U` ends in `/`, `T` is the rest of a path alone (`typeset`).
    TypesetPath,
    /// `U` ends in `/`: `T` has URL structure, or not.
    AfterSlash,
    /// `U` ends in `/` and `T` is a slug (`typeset`).
    Slug,
    /// A query, a file type or a number cut after `?` or `.` (`typeset`).
    TypesetCut,
    /// `U` ends in sentence punctuation.
    Sentence,
    /// A capital after a small-letter word (not base64).
    CaseChange,
    /// `U` ends in a hex run that `T` does not go on.
    HexRun,
    /// `T` is all digits.
    Digits,
    /// `U` was cut inside a token and `T` has URL structure.
    CutToken,
    /// None of the above joins: not joined.
    Otherwise,
    /// `T` is glued to a `<…>` copy of the URL with `T` joined to it
    /// (`continuation`): joined, asked before every rule.
    Copy,
}

/// A verdict: what is done with `T`, and the rule that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Verdict {
    pub(crate) outcome: Outcome,
    pub(crate) rule: Rule,
}

/// `outcome` by `rule`.
fn by(outcome: Outcome, rule: Rule) -> Verdict {
    Verdict { outcome, rule }
}

/// `Join` when `yes`, else `No`, by `rule`.
fn join_if(yes: bool, rule: Rule) -> Verdict {
    by(if yes { Outcome::Join } else { Outcome::No }, rule)
}

/// A line break after a bare URL: the URL as cut, `U`, the first token of
/// the next line, `T`, and what is known around them.
pub(crate) struct Break<'a> {
    /// `U`, the URL up to the break.
    pub(crate) url: &'a [u8],
    /// What is known of `U`'s tail.
    pub(crate) tail: Tail,
    pub(crate) schemes: &'a SchemeSet,
    /// The line ends in a typesetter's hyphenation.
    pub(crate) hyphenated: bool,
    /// A `\` glued to the URL folds the line.
    pub(crate) folded: bool,
    /// The next line starts with a blank.
    pub(crate) indented: bool,
    /// `T`.
    pub(crate) t: &'a [u8],
    /// The byte after `t`, if any.
    pub(crate) after: Option<u8>,
    /// The rest of `t`'s line.
    pub(crate) rest: &'a [u8],
    /// `t`'s line has a marker of its own after the shared prefix.
    pub(crate) fresh: bool,
    /// The break is on the URL's first line.
    pub(crate) first: bool,
    /// A page break lies between.
    pub(crate) paged: bool,
    /// Whether `t` would have fitted on the cut line within the wrap
    /// column, and whether that line is 60 columns or wider (neither
    /// when `None`).
    pub(crate) widths: Option<&'a Widths<'a>>,
    /// A gutter repeats the cut line's number: a viewer wrapped the line.
    pub(crate) display: bool,
    /// `incomplete(url)`, known before the verdict is asked for.
    pub(crate) cut: bool,
    /// The cut line's end may be its writer's: a blank follows `U` (a
    /// flowed line's soft break), or `U` ends in `-`, `_` or `=` a line longer than
    /// any fill column that no line around comes near
    /// (`widths::long_alone`).
    pub(crate) ended: bool,
    /// `T` starts at the column the URL started at on the first line (a
    /// hanging indent under `[2] https://…`).
    pub(crate) aligned: bool,
    /// The URL stands at an indent on its first line, and `T` starts
    /// left of it where the line above starts: a list's next entry
    /// (`Rule::Outdented`).
    pub(crate) outdented: bool,
}

impl Break<'_> {
    fn fits(&self) -> bool {
        self.widths.is_some_and(Widths::fits)
    }

    /// `T` has words after it and the cut line ends past any fill
    /// column, alone (`Widths::beyond_fill`): its writer may have ended
    /// it (`…@kernel.org/T/#u` ⏎ `vfs_truncate BTF BTI`, meeting notes on
    /// the clang-built-linux list; `Continuation of https://…/` ⏎
    /// `BUG_ON converted to error handling`, linux-btrfs).
    /// (Not a `T` with a URL's structure, `/ ? = & # %` or a web file's
    /// name: `…/articles/` ⏎ `0,7340,L-3023882,00.html and on the radio`.)
    fn ended_before_words(&self, tt: &[u8]) -> bool {
        !self.rest.trim_ascii().is_empty()
            && !tt.iter().any(|c| b"/?=&#%".contains(c))
            && !path_rest(tt)
            && self.widths.is_some_and(Widths::beyond_fill)
    }

    fn wide(&self) -> bool {
        self.widths.is_some_and(Widths::wide)
    }

    fn filled(&self) -> bool {
        self.widths.is_some_and(Widths::filled)
    }
}

/// The verdict on joining `T` to `U` at a break: every rule of the
/// module docs, asked in order; the first that decides names itself.
#[inline(never)]
pub(crate) fn verdict(c: &Break<'_>) -> Verdict {
    if c.hyphenated {
        return by(Outcome::Join, Rule::Hyphenated);
    }
    if c.folded
        && prose(c.t)
        && (c.indented
            // (Text after `T`: not a `\` folding its line again.)
            || (c.after != Some(b'\n') && !c.rest.trim_ascii().is_empty()))
    {
        // (A shell command's next word; a sentence after a markdown
        // hard break, which a `\` ending the line also is.)
        return by(Outcome::Alt, Rule::FoldedProse);
    }
    let (url, tail, t) = (c.url, c.tail, c.t);
    if let Some(host) = after_colon(url, t) {
        return join_if(host, Rule::SchemeColon);
    }
    let scheme_only = url.ends_with(b"://");
    // One pass over `t`; a rule needing a byte it lacks is not looked at.
    let shape = Shape::of(t);
    if let Some(rule) = ruled_out(c, shape) {
        return by(Outcome::No, rule);
    }
    let tt = trimmed(t);
    // (What `trimmed` takes off holds no letter or digit.)
    if !shape.has(Shape::ALNUM) {
        return by(Outcome::No, Rule::NoAlnum);
    }
    if c.display {
        return by(Outcome::Join, Rule::Display);
    }
    if tail.auth.is_some() && !tail.path && !scheme_only {
        return in_host(c, tt);
    }
    // `in git://` + `Add xmallocz()`: a scheme named in prose. A host
    // cut off its scheme shows a dot, a port, a path or user info.
    if scheme_only && !host_like(tt) {
        return by(Outcome::No, Rule::SchemeInProse);
    }
    // A mailer's `**` where it wrapped the URL (`markup::starred`).
    if c.cut || (starred::wrap_mark(url) && structured(tt)) {
        // (Most cut URLs go on with a token alone on its line: asked
        // first, out of `ended_prose`.)
        // (A URL Defense v3 link is not ended before its `$`.)
        if c.rest.iter().any(|b| !b.is_ascii_whitespace())
            && ended_prose(c, tt)
            && !crate::read::defense::unfinished(url)
        {
            return by(Outcome::Alt, Rule::EndedProse);
        }
        return by(Outcome::Join, Rule::Incomplete);
    }
    let strong = tt.iter().any(|c| matches!(c, b'/' | b'#' | b'?' | b'='));
    if c.paged && (c.fits() || !strong) {
        return by(Outcome::No, Rule::PageBreak);
    }
    // A list of names, each with its URL indented under it (`    Andy's
    // Chest` ⏎ `      http://www.andyschest.com/` ⏎ `    MF&A
    // International`, a blogroll in the SpamAssassin corpus; RFC 2150's
    // search engines): no program filling text indents one line of a
    // paragraph, and a mailer's wrap of the URL's line starts at the
    // margin, not under the line above (`\thttp://…/dustin` ⏎
    // `projects-2004/…`, erlang-questions, indented as a whole). Whatever
    // `T` holds: the next name may be `agendacide.com/glenda`.
    if c.outdented {
        return by(Outcome::No, Rule::Outdented);
    }
    in_path(c, tt)
}

/// `U` ends in `-`, `_` or `=` where its writer may have ended it, over a
/// prose word: both readings, the cut first. A blank after it is the
/// text's in flowed text (RFC 3676 §4.2: `…/virtual-hid-framework--vhf- `
/// ⏎ `and now I wonder`, the linux-input list); a line no program filled
/// was ended by its writer (a 127-column `…-PTS-Dongles-` ⏎ `as I was
/// hoping`, linux-bluetooth; an 82-column zerobin link whose key ends in
/// base64's `=` ⏎ `This seems like…`, linux-raid: `Break::
/// ended_before_words`); a word that would have
/// fitted on the cut line was not moved there by a filler (`> > https://
/// godbolt.org/z/dMf7x-` ⏎ `> > See`, `…/z/oQrgT_` ⏎ `The`,
/// clang-built-linux). A word alone on its line is the URL's rest
/// whatever the blank: prose goes on after its word (Thunderbird breaks
/// a flowed line after a `-`, `…/raid6-scrubbing- ` ⏎ `mismatch-repair`,
/// linux-raid; a mailer cut `…/v4l/de` ⏎ `v-` ⏎ `me` ⏎ `m2mem.html`,
/// linaro-mm-sig).
/// (The caller has asked that words follow `T`.)
fn ended_prose(c: &Break<'_>, tt: &[u8]) -> bool {
    matches!(c.url.last(), Some(b'-' | b'_' | b'='))
        && prose(tt)
        && (c.ended || c.fits() || c.ended_before_words(tt))
}

/// `U` was cut in its path, or after it (SPEC §1.6.3): a file type, a
/// `/`, a typesetter's cut, a sentence's end; else inside a token.
fn in_path(c: &Break<'_>, tt: &[u8]) -> Verdict {
    let (url, tail, t) = (c.url, c.tail, c.t);
    let (t0, last) = (t[0], *url.last().unwrap_or(&b' '));
    let word = is_word(tt);
    let digits = tt.iter().all(u8::is_ascii_digit);
    // (Before the extension rule: `…/msg00035.htm` ends in one.)
    // A patch's version alone on its line (`records`): both readings.
    if crate::join::records::version_alone(t, c.rest) {
        return by(Outcome::Alt, Rule::Apart);
    }
    // (A type's last letters are no word a writer or a filler moves,
    // but `on` and `if`, the rest of `.js` and `.g`: `data.js` ⏎ `on the
    // server` may be prose.)
    if tail.path && type_cut(url, t) {
        return match matches!(trimmed(t), b"on" | b"if") && !alone(t, c.rest) {
            true => by(Outcome::Alt, Rule::TypeCut),
            false => by(Outcome::Join, Rule::TypeCut),
        };
    }
    if extension(url, tail) {
        return match b"/?#&=;%".contains(&t0) {
            // (In a block of short lines nothing fits: a list of link
            // forms, `http://…/page.html` / `#anchor` / `/internal/
            // ref.html` in Pod::Simple's comment, is as likely.)
            true if !c.filled() && !line_anchor(tt) => by(Outcome::Alt, Rule::Extension),
            true => join_or_alt(c, Rule::Extension),
            false => by(Outcome::No, Rule::Extension),
        };
    }
    if last == b'/' {
        // A commit id after a repository's root is the next field, as
        // after its name (`in_token`): `(https://github.com/llvm/llvm-
        // project/` ⏎ `c2443155…e81)`, clang's version string in a syzbot
        // report on the clang-built-linux list. No forge serves one there.
        if crate::join::records::commit_id(t) && crate::join::records::repo_root(url) {
            return by(Outcome::No, Rule::HexRun);
        }
        // (A name in CamelCase or a word: the two rules below.)
        let letters = tt.iter().all(u8::is_ascii_alphabetic);
        return match !word && !digits && structured(tt) {
            // A typesetter's break inside a path (`typeset`).
            true if path_rest(tt) && alone(t, c.rest) => by(Outcome::Join, Rule::TypesetPath),
            // A name in CamelCase in a block of short lines: a list's
            // next entry as likely as a cut (`http://www.starbase.com/`
            // + `MultiEdit`, perlfaq's editors), unless a line around is
            // as wide as filled text (RFC 6306's reference, `…/wiki/` +
            // `RoutingResearchGroup.` under a 62-column line).
            true if letters && !c.filled() => by(Outcome::Alt, Rule::AfterSlash),
            // A name that would have fitted on the cut line and words
            // after it: the writer ended the line (`…/projects/
            // phpmyadmin/` ⏎ `phpMyAdmin is a tool written in PHP`,
            // SourceForge's newsletter in the SpamAssassin corpus).
            true if letters && !c.rest.trim_ascii().is_empty() && c.fits() => {
                by(Outcome::No, Rule::AfterSlash)
            }
            true if c.ended_before_words(tt) => by(Outcome::Alt, Rule::AfterSlash),
            true => join_or_alt(c, Rule::AfterSlash),
            // A slug set under the URL's first byte (`[2] https://…/kernel/`
            // ⏎ `    driver-defined-wmi-data-items`, platform-driver-x86):
            // the writer continued the URL there.
            false if slug(url, t, c.rest) => join_if_aligned(c, Rule::Slug),
            false => by(Outcome::No, Rule::AfterSlash),
        };
    }
    // A query, a file name or a number cut after `?` or `.` (`typeset`).
    let path_cut = || file_type(url, t, c.rest) || number_cut(url, t, c.rest);
    if (last == b'?' && query(t)) || (tail.path && path_cut()) {
        return by(Outcome::Join, Rule::TypesetCut);
    }
    if ends_sentence(last) {
        // A sentence ended: after a file name, or before a capital.
        // A label after it (`2013/10/21: [impl] …`) starts an entry.
        if extension(trimmed(url), tail) || t0.is_ascii_uppercase() || t.ends_with(b":") {
            return by(Outcome::No, Rule::Sentence);
        }
        let domain = last == b'.'
            && tt.contains(&b'.')
            && tt
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'-');
        return join_if(
            (tt.iter()
                .any(|c| matches!(c, b'/' | b'=' | b'?' | b'&' | b'#' | b'%'))
                || domain)
                && !c.fits(),
            Rule::Sentence,
        );
    }
    // A dotted number (`1.3.6.1.4.1.5484.1.10.99.1.1`, an OID or a
    // version) is read as digits are: under an outline's `URI: http://…/
    // a-policy-to-read` (`openssl x509 -text`), the next entry's number.
    let dotted = || {
        tt.first().is_some_and(u8::is_ascii_digit)
            && tt.last().is_some_and(u8::is_ascii_digit)
            && tt.contains(&b'.')
            && tt.iter().all(|&c| c.is_ascii_digit() || c == b'.')
    };
    in_token(c, tt, word, digits || dotted())
}

/// `t` is a line anchor, `#L10` or `#L10-L12`: a source file's lines,
/// which no list entry starts with.
fn line_anchor(t: &[u8]) -> bool {
    t.strip_prefix(b"#L").is_some_and(|r| {
        r.first().is_some_and(u8::is_ascii_digit)
            && r.iter()
                .all(|&c| c.is_ascii_digit() || c == b'-' || c == b'L')
    })
}

/// The rest of `T`'s line opens with an arrow (`->`, `-->`, `=>`, `→`) after a
/// blank, or `T` ends in the arrow's first half (`v1->v2:`, the f2fs
/// list): `T` is the left side of a change or mapping, a record of its
/// own (`v1 -> v2: Add comments`, a patch series' changelog; curl's
/// connection filters, `conn[curl.se] --> SETUP[TCP]`, under the log's
/// `* create connection for https://curl.se/`).
fn arrow(t: &[u8], rest: &[u8]) -> bool {
    let glued = t.len() > 1
        && matches!(t[t.len() - 1], b'-' | b'=')
        && rest.first() == Some(&b'>')
        && rest.get(1) != Some(&b'>');
    glued
        || rest.first().is_some_and(|&b| b == b' ' || b == b'\t') && {
            let r = rest.trim_ascii_start();
            let r = if r.starts_with(b"-->") { &r[1..] } else { r };
            (r.starts_with(b"->") || r.starts_with(b"=>") || r.starts_with("\u{2192}".as_bytes()))
                && r.get(2).is_none_or(|c| !matches!(c, b'>' | b'='))
        }
}

/// A token ending in `:` with more text after it on its line is the
/// subject of what follows (`/tmp/hudson….sh: 2: Permission denied`, a
/// shell's error under a build log's long command line); so is a file's
/// path that ends its line in `:` (a checker's `/builds/…/rockchip,
/// rknn-core.example.dtb:` whose message a mailer wrapped to the next
/// line, under `from schema $id: http://…yaml#`, the linaro-mm-sig list).
/// So is a name alone on its line ending in `:` under a URL that does
/// not look cut: the caption of what follows (`8650-hdk:` over the next
/// board's log under `…/jobs/253306#L1560`, the linux-usb list).
fn subject(t: &[u8], rest: &[u8], cut: bool) -> bool {
    let Some(name) = t.strip_suffix(b":") else {
        return false;
    };
    !rest.trim_ascii().is_empty()
        || file_label(name)
        || (!cut
            && name.iter().any(u8::is_ascii_alphabetic)
            && name
                .iter()
                .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.')))
}

/// `p` is a file's path: a `/`, and a name with an extension of one to
/// four letters or digits after the last one.
fn file_label(p: &[u8]) -> bool {
    let Some(slash) = p.iter().rposition(|&c| c == b'/') else {
        return false;
    };
    let name = &p[slash + 1..];
    name.iter().rposition(|&c| c == b'.').is_some_and(|dot| {
        let ext = &name[dot + 1..];
        dot > 0 && (1..=4).contains(&ext.len()) && ext.iter().all(u8::is_ascii_alphanumeric)
    })
}

/// The hex digits ending `url` and those starting `t` are 40 or 64, and
/// `t`'s run ends at a non-alphanumeric byte.
fn whole_hash(url: &[u8], t: &[u8]) -> bool {
    let a = hex_tail(url);
    let b = t.iter().take_while(|c| c.is_ascii_hexdigit()).count();
    matches!(a + b, 40 | 64) && t.get(b).is_none_or(|c| !c.is_ascii_alphanumeric())
}

/// The hex digits ending `url` follow a `=` or `/`: an id starts there.
fn id_opened(url: &[u8]) -> bool {
    let a = hex_tail(url);
    a > 0 && url.len() > a && matches!(url[url.len() - a - 1], b'=' | b'/')
}

/// How many hex digits end `url`.
fn hex_tail(url: &[u8]) -> usize {
    url.iter()
        .rev()
        .take_while(|c| c.is_ascii_hexdigit())
        .count()
}

/// The last path segment of `url` holds a letter no hex digit is (`…/
/// llvm-project`, `…/RP2040MacropadHidSample`): a name, not a cut id.
fn name_end(url: &[u8]) -> bool {
    url.iter()
        .rev()
        .take_while(|&&c| c != b'/')
        .any(|c| matches!(c, b'g'..=b'z' | b'G'..=b'Z'))
}

/// `U` was cut inside a token: a case change, a hex run, digits, a
/// structured token; on the first line only at a wrap column.
fn in_token(c: &Break<'_>, tt: &[u8], word: bool, digits: bool) -> Verdict {
    let (url, t) = (c.url, c.t);
    let (t0, last) = (t[0], *url.last().unwrap_or(&b' '));
    // A
    // capital after a small-letter word is a new word (`~rv` + `S-126`);
    // in mixed case (base64, hashes) case says nothing.
    let author = || c.first && (c.fits() || !c.wide() || c.ended_before_words(tt));
    let mut word_end = url.iter().rev().take_while(|c| c.is_ascii_alphanumeric());
    // In base64 (RFC 2397's `data:…;base64,`) case says nothing either.
    // (A word in small letters and then capitals, `eBPF`, `iOS`, starts
    // with a capital's weight: a name.)
    let capital = t0.is_ascii_uppercase()
        || (t0.is_ascii_lowercase() && t.get(1).is_some_and(u8::is_ascii_uppercase));
    if capital && word_end.all(u8::is_ascii_lowercase) && !base64(url) {
        return by(Outcome::No, Rule::CaseChange);
    }
    // A cut hash or id goes on in hex digits (`…c54` + `d558054`), not
    // with a word (`…0cd` + `v1`).
    let hex_run = url
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_hexdigit())
        .take(8) // (enough to tell: not the whole run again per line)
        .count()
        >= 8;
    if hex_run && t0.is_ascii_alphanumeric() && !hex_start(t) {
        return by(Outcome::No, Rule::HexRun);
    }
    // The two runs make a whole commit id: joined even on the URL's first
    // line (`patch(https://…/commit/4529b578` + `4c141782…2df2b68cb7d45).`,
    // the linux-hyperv list).
    if hex_run && whole_hash(url, t) {
        return by(Outcome::Join, Rule::HexRun);
    }
    // So do an id's first digits after its `=` or `/` and the rest (`…/
    // commit/?h=devel/…&id=b` ⏎ `b94586b9…`, 1 and 39, the cgroups list).
    if !hex_run && whole_hash(url, t) && id_opened(url) {
        return by(Outcome::Join, Rule::HexRun);
    }
    // Nor does a word go on in a commit id: after a name a full hash is
    // the next field (`clang version 14.0.7 (https://…/llvm-project` ⏎
    // `4c603efb…18f6), LLD`, a kernel's version string on the f2fs list).
    if last.is_ascii_alphabetic() && name_end(url) && crate::join::records::commit_id(t) {
        return by(Outcome::No, Rule::HexRun);
    }
    // Nor does a name go on in an abbreviated commit id and its subject,
    // the next line of `git log --oneline` under a subject that wrapped
    // before its repository's URL, an id of that length leading the line
    // above (`e43327c706f2 Merge branch 'linus' of` ⏎ `git://…/herbert/
    // crypto-2.6` ⏎ `dcc5c6f013d8 Merge tag …`, the linux-usb list).
    let listed = |w: &Widths<'_>| crate::join::records::oneline(w.lines[0], t, c.rest);
    if last.is_ascii_alphanumeric() && name_end(url) && c.widths.is_some_and(listed) {
        return by(Outcome::No, Rule::HexRun);
    }
    if digits {
        return match (last.is_ascii_alphabetic(), c.first) {
            (true, false) => by(Outcome::Join, Rule::Digits),
            // `…/intracom` + ` 1`: a list, a footnote, a page number.
            (true, true) if !author() => by(Outcome::Alt, Rule::Digits),
            _ => by(Outcome::No, Rule::Digits),
        };
    }
    // A ref after a repository on the git protocol (`records`): both
    // readings, the cut first.
    if crate::join::records::ref_after_repository(url, tt) {
        return by(Outcome::Alt, Rule::Apart);
    }
    if !word && structured(tt) {
        // On the first line an author may have broken it on purpose
        // (`See http://a/very/long` + `/path here.`, a public case):
        // only a cut at a real wrap column is clear, or a path alone on
        // its line that names more than a word (`…/alsa-lib/commit` ⏎
        // `/f4f29d42…`, the alsa-devel list): no sentence is a path.
        return if author() && !path_alone(tt, c.rest) && !word_cut_path(c, tt) {
            by(Outcome::Alt, Rule::CutToken)
        } else {
            by(Outcome::Join, Rule::CutToken)
        };
    }
    by(Outcome::No, Rule::Otherwise)
}

/// `U`'s path ends inside a word of small letters and `t`, alone on its
/// line, goes on with the word's letters to a file's name or into a
/// directory: no writer breaks a word they type (`…/twisted/protoc` ⏎
/// `ols/dict.py` and `…/test/t` ⏎ `est_dict.py`, 56-column lines of
/// twisted-python's archive, December 2002; a boot log's `…/hw-vuln/
/// tsx_as` ⏎ `ync_abort.html`, linux-usb). Not in a list of paths, one a
/// line (`…/wii-u-gc-adapter` ⏎ `drivers/hid/hid-wiimote-core.c` ⏎
/// `drivers/hid/hid-steam.c`, a driver's sources, linux-input).
fn word_cut_path(c: &Break<'_>, t: &[u8]) -> bool {
    let url = c.url;
    if !c.tail.path || !alone(t, c.rest) || c.widths.is_some_and(|w| w.after().contains(&b'/')) {
        return false;
    }
    let letters = t.iter().take_while(|c| c.is_ascii_lowercase()).count();
    let last = t.rsplit(|&c| c == b'/').next().unwrap_or_default();
    // (A file's name: `pip freeze`'s `attrs==20.3.0` under a `file://`
    // path is none.)
    let name = last
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || b"._-".contains(&c));
    // (A name before the type: `.py` alone is none.)
    let file = name && crate::join::tail::typed(last) && memchr::memrchr(b'.', last) != Some(0);
    url.last().is_some_and(u8::is_ascii_lowercase)
        && letters > 0
        && (file || (t.get(letters) == Some(&b'/') && t.ends_with(b"/")))
}

/// `t` is a path alone on its line (nothing after it) that starts with
/// `/` and names more than a word: two segments or more (`/media/client/
/// global/…`, a Micron link cut after `/-`), or a run of letters and
/// digits (a commit's `/f4f29d42be8b…`).
fn path_alone(t: &[u8], rest: &[u8]) -> bool {
    t.len() >= 8
        && t[0] == b'/'
        && rest.trim_ascii().is_empty()
        && (t[1..].contains(&b'/')
            || (t.iter().any(u8::is_ascii_digit) && t.iter().any(u8::is_ascii_alphabetic)))
}

/// `T`'s first byte is one a URL goes on with after a break.
#[inline]
fn starts_ok(c: &Break<'_>, last: u8) -> bool {
    let (t, url) = (c.t, c.url);
    let t0 = t[0];
    // (`##`: a marker line of its own, `##EOF##` ending a rewrite map in
    // Apache httpd's manual, a heading; no fragment starts with `#`.)
    t0.is_ascii_alphanumeric()
        || matches!(t0, b'/' | b'?' | b'%' | b'&' | b'=' | b'_' | b'~')
        || (t0 == b'#' && t.get(1) != Some(&b'#'))
        || (t0 == b'.' && t.get(1).is_some_and(u8::is_ascii_alphanumeric) && !stop_moved(t, c.rest))
        || (t0 == b'-'
            && !t
                .get(1)
                .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'-'))
        || (t0 == b'-' && last == b'-')
        // (The `;` of an `&amp;` a line break cut: Outlook's text copy of a
        // safelinks URL, `…e5b2c129…&amp` ⏎ `>;data=02%7C01…`, linux-cifs.)
        || (t0 == b';' && url.ends_with(b"&amp"))
        // (A URL Defense v3 link's ids start with `!`, and it writes `*`
        // for a `#`: `…/patch/__;!` ⏎ `!A3Ni8…$`, `…/T/` ⏎ `*mecca…`,
        // `read::defense`.)
        || (matches!(t0, b'!' | b'*') && crate::read::defense::unfinished(url))
        || t0 >= 0x80
        // (An escape, `\u0026`, after a `\` fold: `continuation`.)
        || (t0 == b'\\' && c.display)
}

/// `T` is a sentence's full stop and the next sentence's first word
/// (`…/patch/907450/` ⏎ `.Although, I like…`, the cgroups list): `.`,
/// a capital and small letters, and more words. (A dot file alone on
/// its line goes on a path: `…/dotfiles/` ⏎ `.Xresources`.)
fn stop_moved(t: &[u8], rest: &[u8]) -> bool {
    let w = trimmed(&t[1..]);
    w.len() >= 3
        && w[0].is_ascii_uppercase()
        && w[1..].iter().all(u8::is_ascii_lowercase)
        && !rest.trim_ascii().is_empty()
}

/// The rules that rule `T` out whatever the URL's end looks like: a
/// fresh marker, how `T` starts and ends, a label, a thing of its own,
/// code or a list, a number id's end. The first that applies.
fn ruled_out(c: &Break<'_>, shape: Shape) -> Option<Rule> {
    let (url, tail, schemes, t) = (c.url, c.tail, c.schemes, c.t);
    let t0 = t[0];
    let last = *url.last().unwrap_or(&b' ');
    let scheme_only = url.ends_with(b"://");
    // (The rules ruling `T` out are pure: asked lazily, in turn, below.)
    // A field name with a spaced colon (`TEL/FAX : 03-6658-4949` under
    // `URL : http://www.dolphinsystem.jp/`, a signature's typography).
    let spaced_field = || {
        c.rest.first().is_some_and(|&b| b == b' ' || b == b'\t')
            && c.rest
                .trim_ascii_start()
                .strip_prefix(b":")
                .is_some_and(|r| r.first().is_none_or(u8::is_ascii_whitespace))
    };
    let label = || {
        (shape.has(Shape::COLON) && (label(t, scheme_only, schemes) || subject(t, c.rest, c.cut)))
            || (t0 == b'#' && org_keyword(t))
            || spaced_field()
    };
    let starts_ok = starts_ok(c, last);
    // (In a viewer's continuation `T` may end at an escape: a folded
    // calendar line's `\n`, `lines::unfold`.)
    let ends_ok = c.after.is_none_or(|a| {
        a.is_ascii_whitespace()
            || matches!(a, b'"' | b'\'' | b'>' | b'`')
            || a >= 0x80
            || (a == b'\\' && c.display)
    });
    // `//Chris` (a signature), `www.`/`ftp.` (a host of its own), an
    // address: things that follow a URL, not parts of it. (Unless the URL
    // is visibly cut: a lore link's message id goes on with its address,
    // `…/20250823094952.182181-1-` + `mheib@redhat.com`, intel-wired-lan.)
    let own = || {
        t.starts_with(b"//")
            || (!scheme_only && shape.has(Shape::DOT) && host_start(t))
            || (shape.has(Shape::AT) && ((!c.cut && address(t)) || prompt(t)))
    };
    // Code, a range, a list; a URL a bracket or a number id ended.
    let apart = || {
        (shape.has(Shape::CODE) && code(t))
            || (!c.rest.is_empty() && (statement(c.rest) || assignment(c.rest)))
            || (shape.has(Shape::DOT) && ellipsis(t))
            || (ends_sentence(last) && closed(url))
            || (!c.rest.is_empty() && list_number(t, c.rest))
            || c.widths
                .is_some_and(|w| w.l1.is_some_and(|l1| next_record(l1, w.lines[1], t, c.cut)))
            || (t0 == b'=' && pod_command(t))
            || arrow(t, c.rest)
            || (t0 == b'#' && memchr::memchr(b'#', url).is_some())
            || crate::join::records::own_line(url, t, c.rest, c.cut)
            || (last == b'$' && crate::read::defense::finished(url))
    };
    // After a number id (`…/issues/869`, `?bug=226974`) a word, or a
    // `-`/`+` that is no digit's sign (a diff's `-.BR`), is not its tail.
    let numbered = || {
        last.is_ascii_digit()
            && tail.auth.is_some()
            && number_end(url)
            && (t0.is_ascii_alphabetic()
                || (b"-+".contains(&t0) && !t.get(1).is_some_and(u8::is_ascii_digit)))
    };
    if c.fresh {
        return Some(Rule::Marker);
    }
    if !starts_ok {
        return Some(Rule::Start);
    }
    if !ends_ok {
        return Some(Rule::End);
    }
    if label() {
        return Some(Rule::Label);
    }
    if own() {
        return Some(Rule::Own);
    }
    if apart() {
        return Some(Rule::Apart);
    }
    if numbered() {
        return Some(Rule::Numbered);
    }
    None
}

/// `U` was cut in its host (SPEC §1.6.3).
fn in_host(c: &Break<'_>, tt: &[u8]) -> Verdict {
    let (url, t) = (c.url, c.t);
    let (t0, last) = (t[0], *url.last().unwrap_or(&b' '));
    // Still in the host: after a `.` the rest of a host name; after a
    // whole host or a port (a signature's `http://www.a.com`) only a
    // delimiter goes on (`SE-112`, `It's`, `7PM` stay apart).
    match last {
        // (`Use https://.` ends a sentence: no host starts with a dot.)
        b'.' if url.ends_with(b"://.") => by(Outcome::No, Rule::EmptyHost),
        b'.' if top_level(url, t, c.rest) => by(Outcome::Join, Rule::TopLevel),
        b'.' if (t0.is_ascii_lowercase() || t0.is_ascii_digit()) && structured(tt) => {
            by(Outcome::Join, Rule::HostPart)
        }
        b'.' => by(Outcome::No, Rule::HostPart),
        // No host label ends in `-` (RFC 1034): cut inside the host.
        b'-' if (t0.is_ascii_lowercase() || t0.is_ascii_digit()) && structured(tt) => {
            by(Outcome::Join, Rule::HostPart)
        }
        _ if b"/?#:".contains(&t0) => join_or_alt(c, Rule::HostDelimiter),
        _ => by(Outcome::No, Rule::WholeHost),
    }
}

/// Joined when `T` is set under the URL's first byte, else both
/// readings, by `rule`.
fn join_if_aligned(c: &Break<'_>, rule: Rule) -> Verdict {
    by(
        if c.aligned {
            Outcome::Join
        } else {
            Outcome::Alt
        },
        rule,
    )
}

/// Joined unless `T` would have fitted on the cut line, by `rule`.
fn join_or_alt(c: &Break<'_>, rule: Rule) -> Verdict {
    if c.fits() {
        by(Outcome::Alt, rule)
    } else {
        by(Outcome::Join, rule)
    }
}

/// Notes a loop-level rule's `No` (tests only).
#[inline(always)]
pub(crate) fn note(_rule: Rule) {
    #[cfg(test)]
    trace::note(Outcome::No, _rule);
}

/// Notes a verdict (tests only) and gives it back.
#[inline(always)]
pub(crate) fn noted(v: Verdict) -> Verdict {
    #[cfg(test)]
    trace::note(v.outcome, v.rule);
    v
}

/// The breaks decided on this thread, each at its LF, for the table of
/// `src/tests/verdict.rs`; nothing outside tests.
#[cfg(test)]
pub(crate) mod trace {
    use super::{Outcome, Rule};
    use std::cell::RefCell;

    thread_local! {
        static BREAKS: RefCell<Vec<(Outcome, Rule)>> = const { RefCell::new(Vec::new()) };
    }

    pub(crate) fn note(outcome: Outcome, rule: Rule) {
        BREAKS.with(|b| b.borrow_mut().push((outcome, rule)));
    }

    /// The breaks noted since the last `take`.
    pub(crate) fn take() -> Vec<(Outcome, Rule)> {
        BREAKS.with(|b| std::mem::take(&mut *b.borrow_mut()))
    }
}
