//! The run of URL characters a bare candidate starts in, remembered so a
//! candidate that fails admission costs no rescan: in `http:http:http:…`
//! or `mailto:mailto:…` every colon starts a candidate inside one run,
//! and reading the run again from each would be quadratic in `max_len`.

use crate::config::schemes::Admission;
use crate::read::bare::run_end;

/// The most bytes `run_end` reads as one character: a terminal's control
/// sequence (`markup::ansi`; a JSON `\uXXXX` escape takes six, a UTF-8
/// character four). A sequence the limit cuts may go on past it: only a
/// stop this far before the limit is final (the property test found
/// `…\_urn:ESC[0;34murn:x` lost when a limit cut its 7-byte colour).
const LONGEST: usize = crate::markup::ansi::MAX_CSI;

/// The bytes `Run::end` notes: `@`, `,`, `\\`, `&`, ESC, `*` and the
/// first byte of U+200B.
static MARKS: [bool; 256] = {
    let mut t = [false; 256];
    let marks = [b'@', b',', b'\\', b'&', 0x1b, b'*', 0xE2];
    let mut k = 0;
    while k < marks.len() {
        t[marks[k] as usize] = true;
        k += 1;
    }
    t
};

/// A run `hay[from..to]` of URL characters (SPEC §1.4's set).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Run {
    from: usize,
    to: usize,
    /// `to` is where the run really stops (not a limit it was read to).
    stop: bool,
    /// How far the notes below are taken: the last limit asked for, or
    /// `to` (a run is read past the limit, its notes not: a note past a
    /// candidate's limit would hide one within it).
    noted: usize,
    /// The last `@` noted, which mail-address admission needs.
    at: Option<usize>,
    /// The last `,`, which `data:` admission needs.
    comma: Option<usize>,
    /// The last `\`, `&` or `*` (an escape, an entity or a mailer's `**`
    /// may start there).
    markup: Option<usize>,
}

/// What a candidate's run holds: each `false` only when it surely does not.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    /// Where the run ends (at most the limit asked for).
    pub(crate) end: usize,
    /// An `@` (mail addresses, `sip:`, `xmpp:`).
    pub(crate) at: bool,
    /// A `,` (`data:`).
    pub(crate) comma: bool,
    /// A `\`, `&` or `*`: an escape, an entity or a mailer's `**`, which
    /// read differently.
    pub(crate) markup: bool,
}

impl Run {
    /// The run from `s`, read at most to `limit`, and what it holds.
    pub(crate) fn end(&mut self, hay: &[u8], s: usize, limit: usize) -> Found {
        if !(self.from <= s && s < self.to) {
            *self = Run {
                from: s,
                to: s,
                stop: false,
                noted: s,
                at: None,
                comma: None,
                markup: None,
            };
        }
        if !self.stop && self.to < limit {
            // A run that reaches the limit is read a window further at
            // once: in `http:http:…` each candidate's limit is a few bytes
            // on, and reading those few a call at a time cost more than
            // the rest of a turned-away candidate (`hostile-time`).
            let ahead = limit.saturating_add(limit - s).min(hay.len());
            let e = run_end(hay, self.from, self.to, ahead);
            // A character or escape cut by `ahead` may continue the run:
            // only a stop with room for the longest one before it is
            // final. (A stop at the end of `hay` is not: a stream's
            // buffer grows.)
            self.stop = e + LONGEST <= ahead;
            self.to = e;
        }
        let end = self.to.min(limit);
        if self.noted < end {
            self.note(hay, end);
        }
        let within = |p: Option<usize>| p.is_some_and(|a| a >= s && a < end);
        Found {
            end,
            at: within(self.at),
            comma: within(self.comma),
            markup: within(self.markup),
        }
    }

    /// Notes the bytes of the run up to `end` (a few, when each candidate
    /// of a long run asks a little further): the last of each.
    fn note(&mut self, hay: &[u8], end: usize) {
        let from = self.noted;
        for (i, &b) in hay[from..end].iter().enumerate() {
            // (Most bytes are none of these: one look-up tells.)
            if !MARKS[usize::from(b)] {
                continue;
            }
            match b {
                b'@' => self.at = Some(from + i),
                b',' => self.comma = Some(from + i),
                // (And a terminal's escape sequence: `markup::ansi`; a
                // mailer's `**`, which reads as nothing: `markup::starred`.)
                b'\\' | b'&' | 0x1b | b'*' => self.markup = Some(from + i),
                // (A U+200B a typesetter put in reads so too: `typeset`.)
                0xE2 if hay[from + i..].starts_with(b"\xE2\x80\x8B") => {
                    self.markup = Some(from + i)
                }
                _ => {}
            }
        }
        self.noted = end;
    }

    /// Whether `s` lies in the run last read (one a candidate failed in).
    pub(crate) fn covers(&self, s: usize) -> bool {
        self.from <= s && s < self.to
    }

    /// The same run after the first `by` bytes of the buffer were dropped.
    pub(crate) fn shift(&mut self, by: usize) {
        if self.to <= by {
            *self = Run::default();
        } else {
            self.from = self.from.saturating_sub(by);
            self.to -= by;
            self.noted = self.noted.saturating_sub(by);
            self.at = self.at.and_then(|a| a.checked_sub(by));
            self.comma = self.comma.and_then(|a| a.checked_sub(by));
            self.markup = self.markup.and_then(|a| a.checked_sub(by));
        }
    }
}

// Here, not with the rest of `Admission` in `config::schemes`: it reads
// the run's `Found`, which the search makes.
impl Admission {
    /// Whether a bare URL whose untrimmed run is `run` could be admitted;
    /// `at` is false when the run surely holds no `@`. Never false where
    /// [`admits`](Self::admits) takes the trimmed URL, and it scans no
    /// further than the authority, so failing candidates stay cheap.
    pub(crate) fn may_admit(self, run: &[u8], scheme_len: usize, found: Found) -> bool {
        if run.len() <= scheme_len + 1 {
            return false;
        }
        let first = run[scheme_len + 1];
        match self {
            Admission::Mailto | Admission::At => found.at,
            Admission::Comma => found.comma,
            Admission::News if !found.at => first == b'*' || first.is_ascii_alphabetic(),
            // The URL may end before an `@` of the run (a CJK particle,
            // `http://h에서@x`): then its host is what follows `//`.
            Admission::Authority => {
                run[scheme_len + 1..].starts_with(b"//")
                    && run
                        .get(scheme_len + 3)
                        .is_some_and(|c| !b":/?#".contains(c))
                    || self.admits(run, scheme_len, &[])
            }
            // What follows the run is not what follows the trimmed URL:
            // no rule on it here.
            _ => self.admits(run, scheme_len, &[]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Run;

    /// The table lets through every byte the run notes, and the notes
    /// are where those bytes are.
    #[test]
    fn marks_are_the_bytes_noted() {
        for b in 0..=255u8 {
            let noted = matches!(b, b'@' | b',' | b'\\' | b'&' | 0x1b | b'*' | 0xE2);
            assert_eq!(super::MARKS[usize::from(b)], noted, "{b:#04x}");
        }
        let hay = b"mailto:a,b@c.example&x=1 z";
        let found = Run::default().end(hay, 0, hay.len());
        assert_eq!(found.end, 24);
        assert!(found.at && found.comma && found.markup);
        let plain = b"mailto:ab.example z";
        let found = Run::default().end(plain, 0, plain.len());
        assert!(!found.at && !found.comma && !found.markup);
        let zwsp = "news:a\u{200B}b z";
        assert!(Run::default().end(zwsp.as_bytes(), 0, zwsp.len()).markup);
        let starred = b"urn:a-**b:c z";
        assert!(Run::default().end(starred, 0, starred.len()).markup);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]

        /// A run kept from candidate to candidate (read a window past
        /// each limit) tells each what its own run, read to its limit
        /// alone, holds: the same end, and each note where such a byte
        /// is (a note past the limit hid one within it before `noted`).
        #[test]
        fn kept_run_tells_each_candidate_its_run(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                "http:", "data:,", "a", "@", ",", "\u{e9}", "\x1b[0m", " ", "\\", "\u{200B}", "&amp;", "\n",
            ]), 0..80),
            reach in 4usize..40,
        ) {
            let hay = pieces.concat();
            let hay = hay.as_bytes();
            let mut kept = Run::default();
            for s in memchr::memchr_iter(b':', hay).map(|c| c.saturating_sub(4)) {
                let limit = (s + reach).min(hay.len());
                let a = kept.end(hay, s, limit);
                let end = crate::read::bare::run_end(hay, s, s, limit);
                let own = &hay[s..end];
                let has = |c: u8| own.contains(&c);
                let markup = has(b'\\') || has(b'&') || has(0x1b) || own.windows(3).any(|w| w == "\u{200B}".as_bytes());
                // (A character or escape the limit cuts: the kept run,
                // read past the limit, goes on to it.)
                proptest::prop_assert!(
                    (a.end == end || a.end == limit && end + super::LONGEST > limit)
                        && (a.at || !has(b'@'))
                        && (a.comma || !has(b','))
                        && (a.markup || !markup),
                    "{:?} at {} to {}: kept {:?}, own end {}",
                    String::from_utf8_lossy(hay), s, limit, a, end
                );
            }
        }
    }
}
