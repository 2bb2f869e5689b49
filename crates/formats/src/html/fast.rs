//! A reader for the common subset of HTML that makes the same calls of
//! the emitter as html5gum's tokenizer makes (SPEC §1.7.4), found with
//! `memchr` instead of a state machine that reads byte by byte.
//!
//! The subset: text, the character references of [`NAMED`] and numeric
//! ones with their `;` (no control, surrogate or noncharacter), start and
//! end tags whose name starts with a letter and whose attributes are
//! quoted, unquoted or bare, comments (`<!--…-->` without `--!` or a
//! nested `<!-`), doctypes, the text of `script` and `style` up to their
//! end tag (other end tags in it read as html5gum reads them, as text),
//! and that of `title` and `textarea` up to theirs. At anything else — a
//! CR or NUL, another reference, `<!` or `<?` of another kind, a tag
//! that the input ends in or that is longer than a stream's buffer, `<!`
//! in a script, another raw-text element — it hands the rest of the page
//! to html5gum, in the state html5gum would be in at that point: the data
//! state before a `<` or `&`, the state a tag switched to right after it,
//! the raw text's state before a `<` or `&`. Between those points the
//! emitter (`tokens.rs`) sees what html5gum would show it: the same
//! calls at the same positions, a character run in pieces that join to
//! the same bytes, the page's own bytes where html5gum's are the page's.
//! So both readers give the same records; `tests/html_fast.rs` and the
//! `html_diff` fuzz target hold them to it.

use std::convert::Infallible;
use std::ops::Range;

use html5gum::{Emitter, Reader, State, Tokenizer};

/// The bytes a reader holds that the fast reader may read.
pub(crate) trait Window {
    /// What is read and not yet consumed, up to the first CR or NUL:
    /// html5gum reads a CR as LF, a NUL as U+FFFD, pieces that are not
    /// the page's bytes.
    fn unread(&self) -> &[u8];
    /// Consumes the first `n` bytes of [`unread`](Self::unread).
    fn consume(&mut self, n: usize);
    /// Reads more; false when nothing more can be read (the end, a CR or
    /// NUL next, the buffer full).
    fn more(&mut self) -> bool;
    /// Whether the input has nothing more.
    fn ended(&self) -> bool;
}

/// Whether the emitter hides the text it is given (`script`, `style`):
/// only then is a raw text's character run of no account and the fast
/// reader reads it. And which attributes it reads at all.
pub(crate) trait Hides {
    fn hides_text(&self) -> bool;

    /// Whether the emitter reads the attribute named `name` (as written,
    /// in any case). Of one it does not, the fast reader makes only the
    /// `init_attribute` call, not those of its name and value: the
    /// emitter must then do with it what it does with an attribute whose
    /// name and value it ignores (four in five attributes of a rustdoc
    /// page are `class`, `id` and the like).
    fn reads_attribute(&self, _name: &[u8]) -> bool {
        true
    }
}

/// The tokens of a page: the fast reader while the page stays in its
/// subset, html5gum from there on.
pub(crate) struct Tokens<Rd: Reader<Error = Infallible>, E: Emitter<Token = ()>> {
    mode: Mode<Rd, E>,
}

enum Mode<Rd: Reader<Error = Infallible>, E: Emitter<Token = ()>> {
    Fast(Fast<Rd, E>),
    Gum(Tokenizer<Rd, E>),
    Gone,
}

impl<Rd, E> Tokens<Rd, E>
where
    Rd: Reader<Error = Infallible> + Window,
    E: Emitter<Token = ()> + Hides,
{
    /// Tokens of `reader`'s page for `emitter`; by html5gum alone unless
    /// `fast`.
    pub(crate) fn new(reader: Rd, mut emitter: E, fast: bool) -> Self {
        let mode = if fast {
            // html5gum's data state starts a run where it starts.
            emitter.init_string();
            Mode::Fast(Fast {
                reader,
                emitter,
                raw: None,
                element: [0; ELEMENT],
                element_len: 0,
                eof: false,
                calls: Calls::new(),
            })
        } else {
            Mode::Gum(Tokenizer::new_with_emitter(reader, emitter))
        };
        Tokens { mode }
    }

    /// Reads on until the emitter has a token, as html5gum's iterator.
    pub(crate) fn next(&mut self) -> Option<()> {
        loop {
            match &mut self.mode {
                Mode::Fast(fast) => match fast.next() {
                    Ok(token) => return token,
                    Err(state) => self.hand_over(state),
                },
                Mode::Gum(tokens) => {
                    return tokens.next().map(|r| r.unwrap_or_else(|e| match e {}))
                }
                Mode::Gone => return None,
            }
        }
    }

    /// html5gum reads on from here, in `state`.
    #[cold]
    fn hand_over(&mut self, state: State) {
        if let Mode::Fast(fast) = std::mem::replace(&mut self.mode, Mode::Gone) {
            let mut tokens = Tokenizer::new_with_emitter(fast.reader, fast.emitter);
            if state != State::Data {
                tokens.set_state(state);
            }
            self.mode = Mode::Gum(tokens);
        }
    }
}

/// The fast reader: its reader and the emitter, and the raw-text state
/// (`script`, `style`) it is in, if any.
struct Fast<Rd, E> {
    reader: Rd,
    emitter: E,
    raw: Option<State>,
    /// The name of the element whose text `raw` is, lower case: its end
    /// tag ends it.
    element: [u8; ELEMENT],
    element_len: usize,
    eof: bool,
    /// The calls of the tag being read (kept for their memory).
    calls: Calls,
}

/// Longer than the name of any element whose text html5gum reads raw.
const ELEMENT: usize = 16;

/// Where html5gum takes over, and in which state.
type Handover = State;

/// Why a token is not read: the window ends inside it, or it is outside
/// the subset.
#[derive(Debug, PartialEq, Eq)]
enum Stop {
    More,
    Outside,
}

/// What ends a tag's name (`SPACE | SLASH | GT`), an attribute's (and
/// `EQ`) or an unquoted value (`SPACE | GT | AMP`): one table look-up a
/// byte, not a comparison with each.
const SPACE: u8 = 1;
const SLASH: u8 = 2;
const GT: u8 = 4;
const EQ: u8 = 8;
const AMP: u8 = 16;
const NAME_END: u8 = SPACE | SLASH | GT;

static BYTE_CLASS: [u8; 256] = byte_classes();

const fn byte_classes() -> [u8; 256] {
    let mut t = [0; 256];
    t[b'\t' as usize] = SPACE;
    t[b'\n' as usize] = SPACE;
    t[0x0C] = SPACE;
    t[b' ' as usize] = SPACE;
    t[b'/' as usize] = SLASH;
    t[b'>' as usize] = GT;
    t[b'=' as usize] = EQ;
    t[b'&' as usize] = AMP;
    t
}

/// Whether `b` is of one of the classes `set`.
#[inline(always)]
fn is(b: u8, set: u8) -> bool {
    BYTE_CLASS[usize::from(b)] & set != 0
}

const fn is_space(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0C' | b' ')
}

impl<Rd: Reader<Error = Infallible> + Window, E: Emitter<Token = ()> + Hides> Fast<Rd, E> {
    fn next(&mut self) -> Result<Option<()>, Handover> {
        loop {
            if let Some(token) = self.emitter.pop_token() {
                return Ok(Some(token));
            }
            if self.eof {
                return Ok(None);
            }
            match self.raw {
                Some(State::RcData) => self.rc_data()?,
                Some(state) => self.raw_text(state)?,
                None => self.data()?,
            }
        }
    }

    /// Consumes `n` bytes, the emitter's position with them.
    fn consume(&mut self, n: usize) {
        self.reader.consume(n);
        self.emitter.move_position(n as isize);
    }

    /// Reads more, or hands over in `state` where none comes.
    fn more(&mut self, state: State) -> Result<(), Handover> {
        if self.reader.more() {
            Ok(())
        } else {
            Err(state)
        }
    }

    /// Where a step that read `read` leaves the reader in `state`: on,
    /// or with more read when it needs more, or handed over.
    fn settle(&mut self, read: Result<(), Stop>, state: State) -> Result<(), Handover> {
        match read {
            Ok(()) => Ok(()),
            Err(Stop::More) => self.more(state),
            Err(Stop::Outside) => Err(state),
        }
    }

    /// One step in the data state: a piece of text, a reference, a tag,
    /// a comment or a doctype.
    fn data(&mut self) -> Result<(), Handover> {
        let w = self.reader.unread();
        // Most tags follow a tag: no search then.
        let at = match w.first() {
            Some(b'<' | b'&') => Some(0),
            _ => memchr::memchr2(b'<', b'&', w),
        };
        let Some(at) = at else {
            if !w.is_empty() {
                self.text(w.len());
                return Ok(());
            }
            if self.reader.more() {
                return Ok(());
            }
            if self.reader.ended() {
                self.emitter.emit_eof();
                self.eof = true;
                return Ok(());
            }
            return Err(State::Data);
        };
        if at > 0 {
            self.text(at);
            return Ok(());
        }
        let read = if w[0] == b'&' {
            self.text_reference()
        } else {
            self.markup()
        };
        self.settle(read, State::Data)
    }

    /// The first `n` unread bytes are text: one piece, as html5gum reads
    /// up to the next `<` or `&`, handed out from the reader's bytes (the
    /// emitter places a piece by its address).
    fn text(&mut self, n: usize) {
        self.emitter.move_position(n as isize);
        self.emitter.emit_string(&self.reader.unread()[..n]);
        self.reader.consume(n);
    }

    fn text_reference(&mut self) -> Result<(), Stop> {
        let (len, chars) = reference(self.reader.unread())?;
        self.consume(len);
        self.emitter.emit_string(chars.get());
        // html5gum returns to the data state, which starts a run.
        self.emitter.init_string();
        Ok(())
    }

    /// A `<` in the data state: a tag, comment or doctype, else outside.
    fn markup(&mut self) -> Result<(), Stop> {
        let w = self.reader.unread();
        match *w.get(1).ok_or(Stop::More)? {
            b if b.is_ascii_alphabetic() => self.tag(false),
            b'/' => match *w.get(2).ok_or(Stop::More)? {
                b if b.is_ascii_alphabetic() => self.tag(true),
                _ => Err(Stop::Outside),
            },
            b'!' if w.get(2..4).ok_or(Stop::More)? == b"--" => self.comment(),
            b'!' if w
                .get(2..9)
                .ok_or(Stop::More)?
                .eq_ignore_ascii_case(b"doctype") =>
            {
                self.doctype()
            }
            _ => Err(Stop::Outside),
        }
    }

    /// A tag: read with its calls recorded, which are made once it is
    /// whole and in the subset.
    fn tag(&mut self, end: bool) -> Result<(), Stop> {
        let (len, next) = match self.bare_tag(end) {
            Some(read) => read,
            None => {
                self.calls.clear();
                let reads = |name: &[u8]| self.emitter.reads_attribute(name);
                let len = tag(self.reader.unread(), end, &mut self.calls, reads)?;
                (
                    len,
                    make(&self.calls, self.reader.unread(), &mut self.emitter),
                )
            }
        };
        if next.is_some() {
            let w = self.reader.unread();
            let name = &w[1..w.iter().position(|&c| is(c, NAME_END)).unwrap_or(1)];
            self.element_len = name.len();
            if let Some(to) = self.element.get_mut(..name.len()) {
                to.copy_from_slice(name);
                to.make_ascii_lowercase();
            }
        }
        self.reader.consume(len);
        self.after_tag(next);
        Ok(())
    }

    /// A tag without attributes (`<p>`, `</a>`, half the tags of a
    /// page), whose calls are made as [`tag`] would record them: its
    /// length and the state it switches to.
    fn bare_tag(&mut self, end: bool) -> Option<(usize, Option<State>)> {
        let from = if end { 2 } else { 1 };
        let w = self.reader.unread();
        let n = w[from..].iter().position(|&c| is(c, NAME_END))?;
        let len = from + n + 1;
        if w[len - 1] != b'>' {
            return None;
        }
        let e = &mut self.emitter;
        e.move_position(1);
        e.start_open_tag();
        e.move_position(from as isize);
        if end {
            e.init_end_tag();
        } else {
            e.init_start_tag();
        }
        lower(&w[from..len - 1], |s| e.push_tag_name(s));
        e.move_position((len - from - 1) as isize);
        Some((len, e.emit_current_tag()))
    }

    /// The name of the element whose raw text is read, if kept.
    fn element(&self) -> Option<&[u8]> {
        self.element.get(..self.element_len)
    }

    /// The state a tag switched to: the data state, a script's or
    /// style's text, or another, where html5gum takes over.
    fn after_tag(&mut self, next: Option<State>) {
        match next {
            None => {
                self.raw = None;
                self.emitter.init_string();
            }
            Some(s) => self.raw = Some(s),
        }
    }

    fn comment(&mut self) -> Result<(), Stop> {
        let w = self.reader.unread();
        let body = &w[4..];
        if body.len() < 2 {
            return Err(Stop::More);
        }
        // `<!-->`, `<!--->` end at once; `--!>` ends one too, and `<!--`
        // inside one is an error html5gum reads in states of its own.
        if body[0] == b'>' || body.starts_with(b"->") {
            return Err(Stop::Outside);
        }
        let close = comment_close(body).ok_or(Stop::More)?;
        if has_bang(&body[..close]) {
            return Err(Stop::Outside);
        }
        let len = 4 + close + 3;
        self.consume(1);
        self.emitter.start_open_tag();
        self.consume(3);
        self.emitter.init_comment();
        self.consume(len - 4);
        self.emitter.emit_current_comment();
        self.emitter.init_string();
        Ok(())
    }

    /// `<!doctype …>`: every doctype state ends at the first `>`.
    fn doctype(&mut self) -> Result<(), Stop> {
        let w = self.reader.unread();
        let end = memchr::memchr(b'>', &w[9..]).ok_or(Stop::More)?;
        let len = 9 + end + 1;
        self.consume(1);
        self.emitter.start_open_tag();
        self.consume(len - 1);
        self.emitter.init_doctype();
        self.emitter.emit_current_doctype();
        self.emitter.init_string();
        Ok(())
    }

    /// One step in the text of a `script` or `style` (`state`), or of
    /// another raw-text element, which html5gum reads.
    fn raw_text(&mut self, state: State) -> Result<(), Handover> {
        let hidden = matches!(state, State::ScriptData | State::RawText);
        let Some(name) = self
            .element()
            .filter(|_| hidden && self.emitter.hides_text())
        else {
            return Err(state);
        };
        let w = self.reader.unread();
        let Some(at) = memchr::memchr(b'<', w) else {
            if w.is_empty() {
                return self.more(state);
            }
            self.hidden_text(w.len());
            return Ok(());
        };
        if at > 0 {
            self.hidden_text(at);
            return Ok(());
        }
        match raw_lt(w, name, state) {
            Ok(Lt::End) => self.end_of_raw(state),
            Ok(Lt::Text(n)) => {
                self.consume(1);
                self.emitter.start_open_tag();
                self.consume(n - 1);
                Ok(())
            }
            Ok(Lt::OtherEnd(letters)) => {
                self.consume(1);
                self.emitter.start_open_tag();
                self.emitter.move_position(2);
                self.emitter.init_end_tag();
                for &c in &self.reader.unread()[1..1 + letters] {
                    self.emitter.push_tag_name(&[c.to_ascii_lowercase()]);
                }
                self.reader.consume(2);
                self.consume(letters - 1);
                Ok(())
            }
            Err(stop) => self.settle(Err(stop), state),
        }
    }

    /// The end tag of the element whose text is read raw (`state`).
    fn end_of_raw(&mut self, state: State) -> Result<(), Handover> {
        let read = self.tag(true);
        self.settle(read, state)
    }

    /// One step in the text of a `title` or `textarea`: text and
    /// references as in the data state, up to the element's end tag.
    fn rc_data(&mut self) -> Result<(), Handover> {
        let state = State::RcData;
        let Some(name) = self.element() else {
            return Err(state);
        };
        let w = self.reader.unread();
        let Some(at) = memchr::memchr2(b'<', b'&', w) else {
            if w.is_empty() {
                return self.more(state);
            }
            self.text(w.len());
            return Ok(());
        };
        if at > 0 {
            self.text(at);
            return Ok(());
        }
        let read = if w[0] == b'&' {
            self.text_reference()
        } else {
            match raw_lt(w, name, state) {
                Ok(Lt::End) => return self.end_of_raw(state),
                Ok(Lt::Text(_) | Lt::OtherEnd(_)) | Err(Stop::Outside) => Err(Stop::Outside),
                Err(Stop::More) => Err(Stop::More),
            }
        };
        self.settle(read, state)
    }

    /// `n` bytes of hidden text: the emitter only notes where it ends.
    fn hidden_text(&mut self, n: usize) {
        self.consume(n);
        self.emitter.emit_string(b"");
    }
}

/// What a `<` in raw text is.
enum Lt {
    /// The element's end tag.
    End,
    /// Another end tag's `</` and the `n` letters of its name, which
    /// html5gum reads as a tag's before it finds it is text.
    OtherEnd(usize),
    /// Text: the `<` and the `n - 1` bytes after it that are text.
    Text(usize),
}

/// Reads the `<` that starts `w` in the raw text of the element `name`
/// (`state`).
fn raw_lt(w: &[u8], name: &[u8], state: State) -> Result<Lt, Stop> {
    match *w.get(1).ok_or(Stop::More)? {
        b'/' => {
            let letters = w[2..]
                .iter()
                .take_while(|c| c.is_ascii_alphabetic())
                .count();
            let after = *w.get(2 + letters).ok_or(Stop::More)?;
            if letters == 0 {
                Ok(Lt::Text(2))
            } else if w[2..2 + letters].eq_ignore_ascii_case(name)
                && (is_space(after) || matches!(after, b'/' | b'>'))
            {
                Ok(Lt::End)
            } else {
                Ok(Lt::OtherEnd(letters))
            }
        }
        b'!' if state == State::ScriptData => Err(Stop::Outside),
        _ => Ok(Lt::Text(1)),
    }
}

/// The characters of a reference: at most 4 bytes.
#[derive(Clone)]
struct Chars {
    bytes: [u8; 4],
    len: usize,
}

impl Chars {
    fn get(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

/// The references with a name the fast reader decodes; with their `;`
/// no longer name can match instead.
const NAMED: [(&[u8], char); 25] = [
    (b"amp", '&'),
    (b"lt", '<'),
    (b"gt", '>'),
    (b"quot", '"'),
    (b"apos", '\''),
    (b"nbsp", '\u{a0}'),
    (b"copy", '\u{a9}'),
    (b"reg", '\u{ae}'),
    (b"trade", '\u{2122}'),
    (b"mdash", '\u{2014}'),
    (b"ndash", '\u{2013}'),
    (b"hellip", '\u{2026}'),
    (b"laquo", '\u{ab}'),
    (b"raquo", '\u{bb}'),
    (b"middot", '\u{b7}'),
    (b"lsquo", '\u{2018}'),
    (b"rsquo", '\u{2019}'),
    (b"ldquo", '\u{201c}'),
    (b"rdquo", '\u{201d}'),
    (b"times", '\u{d7}'),
    (b"deg", '\u{b0}'),
    (b"bull", '\u{2022}'),
    (b"euro", '\u{20ac}'),
    (b"larr", '\u{2190}'),
    (b"rarr", '\u{2192}'),
];

/// The reference that starts `b` (at its `&`): its length and
/// characters, if in the subset.
fn reference(b: &[u8]) -> Result<(usize, Chars), Stop> {
    let (len, c) = match *b.get(1).ok_or(Stop::More)? {
        b'#' => numeric(b)?,
        x if x.is_ascii_alphanumeric() => {
            let name = b[1..]
                .iter()
                .take(9)
                .take_while(|x| x.is_ascii_alphanumeric())
                .count();
            match b.get(1 + name) {
                None if name < 9 => return Err(Stop::More),
                Some(b';') => {}
                _ => return Err(Stop::Outside),
            }
            let named = NAMED.iter().find(|(n, _)| *n == &b[1..1 + name]);
            (name + 2, named.ok_or(Stop::Outside)?.1)
        }
        _ => return Err(Stop::Outside),
    };
    let mut bytes = [0; 4];
    let len_c = c.encode_utf8(&mut bytes).len();
    Ok((len, Chars { bytes, len: len_c }))
}

/// `&#…;` or `&#x…;` for a character html5gum passes as it is (no
/// control, surrogate, noncharacter or replacement).
fn numeric(b: &[u8]) -> Result<(usize, char), Stop> {
    let hex = matches!(b.get(2).ok_or(Stop::More)?, b'x' | b'X');
    let from = if hex { 3 } else { 2 };
    let digits = b[from..]
        .iter()
        .take(7)
        .take_while(|x| {
            if hex {
                x.is_ascii_hexdigit()
            } else {
                x.is_ascii_digit()
            }
        })
        .count();
    match b.get(from + digits) {
        None if digits < 7 => return Err(Stop::More),
        Some(b';') if digits > 0 => {}
        _ => return Err(Stop::Outside),
    }
    let text = std::str::from_utf8(&b[from..from + digits]).map_err(|_| Stop::Outside)?;
    let code = u32::from_str_radix(text, if hex { 16 } else { 10 }).map_err(|_| Stop::Outside)?;
    let plain = matches!(code, 0x09 | 0x0A | 0x0C | 0x20..=0x7E | 0xA0..=0xD7FF | 0xE000..=0xFDCF | 0xFDF0..=0xFFFD)
        || (0x1_0000..=0x10_FFFF).contains(&code) && code & 0xFFFE != 0xFFFE;
    let c = char::from_u32(code)
        .filter(|_| plain)
        .ok_or(Stop::Outside)?;
    Ok((from + digits + 1, c))
}

/// An emitter call while a tag is read, recorded to be made once the
/// tag is known to be whole and in the subset; spans are in the tag.
#[derive(Clone)]
enum Call {
    StartOpenTag,
    InitTag {
        end: bool,
        name: Range<usize>,
    },
    InitAttribute(Range<usize>),
    /// An attribute the emitter does not read (`Hides::reads_attribute`).
    SkipAttribute,
    InitValue,
    Value(Range<usize>),
    Decoded(Chars),
    SelfClosing,
    Emit,
}

/// Where the `-->` that ends a comment is in `body`, its text and what
/// follows: before the first `>` after `--`. Searched for by its `>`, and
/// `has_bang` by its `!`: a comment holds few of either (three `memmem`
/// searchers took 4% of the instructions of reading rustdoc pages,
/// callgrind).
fn comment_close(body: &[u8]) -> Option<usize> {
    memchr::memchr_iter(b'>', body)
        .find(|&k| k >= 2 && &body[k - 2..k] == b"--")
        .map(|k| k - 2)
}

/// Whether a comment's text holds `--!` or `<!-`.
fn has_bang(text: &[u8]) -> bool {
    memchr::memchr_iter(b'!', text).any(|k| {
        (k >= 2 && &text[k - 2..k] == b"--")
            || (k >= 1 && text[k - 1] == b'<' && text.get(k + 1) == Some(&b'-'))
    })
}

/// The calls of a tag, each with the emitter's position then.
type Calls = Vec<(usize, Call)>;

/// Makes the `calls` recorded while reading `tag` (the tag's bytes) at
/// their positions, the emitter's position at the tag's start: the
/// state the tag switches to.
fn make<E: Emitter>(calls: &Calls, tag: &[u8], e: &mut E) -> Option<State> {
    let (mut at, mut next) = (0, None);
    for (to, call) in calls {
        e.move_position(*to as isize - at as isize);
        at = *to;
        match call {
            Call::StartOpenTag => e.start_open_tag(),
            Call::InitTag { end, name } => {
                if *end {
                    e.init_end_tag();
                } else {
                    e.init_start_tag();
                }
                lower(&tag[name.clone()], |s| e.push_tag_name(s));
            }
            Call::InitAttribute(name) => {
                e.init_attribute();
                lower(&tag[name.clone()], |s| e.push_attribute_name(s));
            }
            Call::SkipAttribute => e.init_attribute(),
            Call::InitValue => e.init_attribute_value(),
            Call::Value(span) => e.push_attribute_value(&tag[span.clone()]),
            Call::Decoded(chars) => e.push_attribute_value(chars.get()),
            Call::SelfClosing => e.set_self_closing(),
            Call::Emit => next = e.emit_current_tag(),
        }
    }
    next
}

/// Pushes `name` as html5gum does: lower case, byte by byte if it has
/// upper case letters.
fn lower(name: &[u8], mut push: impl FnMut(&[u8])) {
    if name.iter().any(u8::is_ascii_uppercase) {
        for b in name {
            push(&[b.to_ascii_lowercase()]);
        }
    } else {
        push(name);
    }
}

/// Where html5gum's attribute states are in a tag.
#[derive(Clone, Copy)]
enum In {
    BeforeName,
    AfterName,
    SelfClosing,
}

/// Reads the tag that starts `b` (an end tag if `end`) into `calls`:
/// its length. The name and value of an attribute that `reads` does not
/// take are read but not recorded.
fn tag(
    b: &[u8],
    end: bool,
    calls: &mut Calls,
    reads: impl Fn(&[u8]) -> bool,
) -> Result<usize, Stop> {
    let from = if end { 2 } else { 1 };
    let name_end = from
        + b[from..]
            .iter()
            .position(|&c| is(c, NAME_END))
            .ok_or(Stop::More)?;
    calls.push((1, Call::StartOpenTag));
    let name = from..name_end;
    calls.push((from + 1, Call::InitTag { end, name }));
    let mut i = name_end;
    let mut state = In::BeforeName;
    // Whether the last attribute's name and value go unrecorded.
    let mut skipped = false;
    loop {
        let c = *b.get(i).ok_or(Stop::More)?;
        match (state, c) {
            (In::BeforeName | In::AfterName, c) if is_space(c) => i += 1,
            (In::BeforeName | In::AfterName, b'/') => {
                state = In::SelfClosing;
                i += 1;
            }
            (In::SelfClosing, b'>') => {
                calls.push((i + 1, Call::SelfClosing));
                calls.push((i + 1, Call::Emit));
                return Ok(i + 1);
            }
            (_, b'>') => {
                calls.push((i + 1, Call::Emit));
                return Ok(i + 1);
            }
            (In::SelfClosing, _) => state = In::BeforeName,
            (In::BeforeName, b'=') => return Err(Stop::Outside),
            (In::AfterName, b'=') => {
                i = value(b, i + 1, calls, !skipped)?;
                state = In::BeforeName;
            }
            (In::BeforeName | In::AfterName, _) => {
                let read;
                (i, read) = attribute_name(b, i, calls, &reads)?;
                skipped = !read;
                state = In::AfterName;
                if b.get(i) == Some(&b'=') {
                    i = value(b, i + 1, calls, read)?;
                    state = In::BeforeName;
                }
            }
        }
    }
}

/// An attribute's name starting at `i`: its end, and whether `reads`
/// takes it (else its calls are `SkipAttribute` alone).
fn attribute_name(
    b: &[u8],
    i: usize,
    calls: &mut Calls,
    reads: impl Fn(&[u8]) -> bool,
) -> Result<(usize, bool), Stop> {
    let end = i
        + 1
        + b[i + 1..]
            .iter()
            .position(|&c| is(c, NAME_END | EQ))
            .ok_or(Stop::More)?;
    let read = reads(&b[i..end]);
    let call = match read {
        true => Call::InitAttribute(i..end),
        false => Call::SkipAttribute,
    };
    calls.push((i + 1, call));
    Ok((end, read))
}

/// An attribute's value after its `=` at `i`: where the tag goes on,
/// or its `>` when the value is missing. Its calls are recorded if
/// `record`.
fn value(b: &[u8], mut i: usize, calls: &mut Calls, record: bool) -> Result<usize, Stop> {
    while is_space(*b.get(i).ok_or(Stop::More)?) {
        i += 1;
    }
    match b[i] {
        q @ (b'"' | b'\'') => {
            if record {
                calls.push((i + 1, Call::InitValue));
            }
            let mut i = i + 1;
            loop {
                let n = memchr::memchr2(q, b'&', &b[i..]).ok_or(Stop::More)?;
                i = value_piece(i, n, calls, record);
                if b[i] == q {
                    return Ok(i + 1);
                }
                i = value_reference(b, i, calls, record)?;
            }
        }
        // A missing value: the `>` ends the tag.
        b'>' => Ok(i),
        _ => {
            if record {
                calls.push((i, Call::InitValue));
            }
            loop {
                let n = b[i..]
                    .iter()
                    .position(|&c| is(c, SPACE | GT | AMP))
                    .ok_or(Stop::More)?;
                i = value_piece(i, n, calls, record);
                if b[i] != b'&' {
                    return Ok(i);
                }
                i = value_reference(b, i, calls, record)?;
            }
        }
    }
}

/// The `n` characters of a value at `i`: where they end.
fn value_piece(i: usize, n: usize, calls: &mut Calls, record: bool) -> usize {
    if n > 0 && record {
        calls.push((i + n, Call::Value(i..i + n)));
    }
    i + n
}

/// The reference at `i` in a value: where the value goes on.
fn value_reference(b: &[u8], i: usize, calls: &mut Calls, record: bool) -> Result<usize, Stop> {
    let (len, chars) = reference(&b[i..])?;
    if record {
        calls.push((i + len, Call::Decoded(chars)));
    }
    Ok(i + len)
}

/// An emitter that keeps only what tokenizing needs (the tag's name, for
/// the raw-text states), to measure what the readers cost before the
/// page's records are made.
pub(crate) struct Null<'c> {
    tag: Vec<u8>,
    last_start: Vec<u8>,
    end: bool,
    /// Tags read.
    tags: &'c std::cell::Cell<usize>,
}

impl<'c> Null<'c> {
    pub(crate) fn new(tags: &'c std::cell::Cell<usize>) -> Self {
        Null {
            tag: Vec::new(),
            last_start: Vec::new(),
            end: false,
            tags,
        }
    }
}

impl Hides for Null<'_> {
    fn hides_text(&self) -> bool {
        matches!(&self.last_start[..], b"script" | b"style")
    }
}

impl Emitter for Null<'_> {
    type Token = ();
    fn set_last_start_tag(&mut self, last: Option<&[u8]>) {
        self.last_start.clear();
        self.last_start.extend_from_slice(last.unwrap_or_default());
    }
    fn emit_eof(&mut self) {}
    fn emit_error(&mut self, _: html5gum::Error) {}
    fn should_emit_errors(&mut self) -> bool {
        false
    }
    fn pop_token(&mut self) -> Option<()> {
        None
    }
    fn emit_string(&mut self, _: &[u8]) {}
    fn init_start_tag(&mut self) {
        self.tag.clear();
        self.end = false;
    }
    fn init_end_tag(&mut self) {
        self.tag.clear();
        self.end = true;
    }
    fn init_comment(&mut self) {}
    fn emit_current_tag(&mut self) -> Option<State> {
        self.tags.set(self.tags.get() + 1);
        if self.end {
            self.last_start.clear();
            return None;
        }
        // As the reader reads them (`names.rs`): markup, not raw text.
        let markup = matches!(
            &self.tag[..],
            b"noscript" | b"iframe" | b"noembed" | b"noframes"
        );
        let next = html5gum::naive_next_state(&self.tag).filter(|_| !markup);
        self.last_start.clear();
        if next.is_some() {
            self.last_start.extend_from_slice(&self.tag);
        }
        next
    }
    fn emit_current_comment(&mut self) {}
    fn emit_current_doctype(&mut self) {}
    fn set_self_closing(&mut self) {}
    fn set_force_quirks(&mut self) {}
    fn push_tag_name(&mut self, s: &[u8]) {
        self.tag.extend_from_slice(s);
    }
    fn push_comment(&mut self, _: &[u8]) {}
    fn push_doctype_name(&mut self, _: &[u8]) {}
    fn init_doctype(&mut self) {}
    fn init_attribute(&mut self) {}
    fn push_attribute_name(&mut self, _: &[u8]) {}
    fn push_attribute_value(&mut self, _: &[u8]) {}
    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}
    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}
    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}
    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}
    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        self.end && !self.last_start.is_empty() && self.last_start == self.tag
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// A comment's end and the `--!` and `<!-` that make it one
        /// html5gum reads otherwise are found where `memmem` finds them.
        #[test]
        fn comment_ends_as_memmem_finds_them(
            body in proptest::collection::vec(proptest::sample::select(&b"-!<>a"[..]), 0..40),
        ) {
            let find = |hay: &[u8], s: &[u8]| memchr::memmem::find(hay, s);
            let close = comment_close(&body);
            proptest::prop_assert_eq!(close, find(&body, b"-->"));
            if let Some(close) = close {
                let text = &body[..close];
                let bang = find(text, b"--!").is_some() || find(text, b"<!-").is_some();
                proptest::prop_assert_eq!(has_bang(text), bang);
            }
        }
    }
}
