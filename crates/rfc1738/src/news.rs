//! The news grammars of RFC 1738 §5 (§3.6 news, §3.7 nntp).

use crate::chars::{is, ALPHA, DIGIT, GROUP};
use crate::error::{ParseError, ParseErrorKind as K};
use crate::parser::{PResult, Parser};
use crate::url::PartName as P;

const GROUP_START: &str = "expected a letter to start the group (§5 group)";
const GROUP_MSG: &str = "expected a letter, digit, \"-\", \".\", \"+\" or \"_\" (§5 group)";
const ARTICLE: &str = "expected an article character before \"@\" (§5 article)";
const ARTICLE_EMPTY: &str = "expected at least one character before \"@\" (§5 article)";
const ARTICLE_NUMBER: &str = "expected digits (§5 nntpurl article number)";
const NNTP_PATH: &str = "expected \"/\" and a group (§5 nntpurl)";

impl Parser<'_> {
    /// `newsurl = "news:" grouppart`, `grouppart = "*" | group | article`,
    /// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`
    pub(crate) fn news(&mut self, s: usize) -> PResult<()> {
        if &self.b[s..self.end] == b"*" {
            self.set(P::Group, s, self.end);
            return Ok(());
        }
        if let Some(at) = self.find(s, self.end, b'@') {
            let a1 = self.scan(s, at, crate::chars::ARTICLE)?;
            if a1 < at {
                return Err(self.stray(a1, K::InvalidArticle, ARTICLE));
            }
            if a1 == s {
                return Err(ParseError::new(K::InvalidArticle, s, ARTICLE_EMPTY));
            }
            self.host(at + 1, self.end, 0, false)?;
            self.set(P::Article, s, self.end);
            return Ok(());
        }
        let g1 = self.group(s)?;
        if g1 < self.end {
            return Err(self.stray(g1, K::InvalidGroup, GROUP_MSG));
        }
        self.set(P::Group, s, g1);
        Ok(())
    }

    /// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`; returns
    /// where it ends.
    fn group(&self, s: usize) -> PResult<usize> {
        if s == self.end || !is(self.b[s], ALPHA) {
            return Err(self.stray(s, K::InvalidGroup, GROUP_START));
        }
        Ok(self.scan_plain(s + 1, self.end, GROUP))
    }

    /// `nntpurl = "nntp://" hostport "/" group [ "/" digits ]`
    pub(crate) fn nntp(&mut self, s: usize) -> PResult<()> {
        let s = self.slashes(s)?;
        let i = self.login(s, false, true, false)?;
        if i == self.end {
            return Err(ParseError::new(K::MissingPath, i, NNTP_PATH));
        }
        let g1 = self.group(i + 1)?;
        if g1 < self.end && self.b[g1] != b'/' {
            return Err(self.stray(g1, K::InvalidGroup, GROUP_MSG));
        }
        self.set(P::Group, i + 1, g1);
        if g1 < self.end {
            let a1 = self.scan_plain(g1 + 1, self.end, DIGIT);
            if a1 == g1 + 1 || a1 < self.end {
                return Err(self.stray(a1, K::InvalidArticle, ARTICLE_NUMBER));
            }
            self.set(P::Article, g1 + 1, a1);
        }
        Ok(())
    }
}
