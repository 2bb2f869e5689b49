//! The filter stage, between search and format: which records, and which
//! readings of each, are printed (SPEC §2.1 `--scheme`, `--kind`, `-e`,
//! `--valid`, `--hyphen`).
//!
//! Each reading is parsed with RFC 1738's grammar at most once, and only
//! when something needs the parse (`--valid`, or JSON's `valid`, `error`
//! and `parts`, SPEC §2.2): [`Parsed`] parses on first use and keeps the
//! result, and the same [`Parsed`] goes on to the printer. Plain output
//! without `--valid` parses nothing. The unit tests count the parses.

use std::borrow::Cow;
use std::cell::OnceCell;

use rfc1738::{ParseError, Url};
use urlgrep_formats::Record;

use crate::args::Hyphen;
use crate::config::{Config, Filter as Rules, Output};

/// One reading of a record, parsed on first use, at most once.
pub struct Parsed<'u> {
    url: &'u str,
    parse: OnceCell<(Url<'u>, Option<ParseError>)>,
}

impl<'u> Parsed<'u> {
    pub fn new(url: &'u str) -> Self {
        Parsed {
            url,
            parse: OnceCell::new(),
        }
    }

    /// The reading.
    pub fn url(&self) -> &'u str {
        self.url
    }

    /// The parts read before the first error, and the error if any (SPEC
    /// §3), parsed now if not yet.
    pub fn parse(&self) -> (Url<'u>, Option<ParseError>) {
        *self.parse.get_or_init(|| {
            #[cfg(test)]
            tests::PARSES.with(|n| n.set(n.get() + 1));
            Url::parse_partial(self.url)
        })
    }

    /// Valid under RFC 1738 §5.
    pub fn is_valid(&self) -> bool {
        self.parse().1.is_none()
    }
}

/// Chooses the readings of each record to print.
pub struct Filter<'c> {
    rules: &'c Rules,
    hyphen: Hyphen,
    json: bool,
}

impl<'c> Filter<'c> {
    pub fn new(cfg: &'c Config) -> Self {
        Filter {
            rules: &cfg.filter,
            hyphen: cfg.hyphen,
            json: cfg.output == Output::Json,
        }
    }

    /// Hands each kept reading of `m` to `f`, in order.
    pub fn each(&self, m: &Record<'_>, f: &mut dyn FnMut(&Parsed<'_>)) {
        if !self.keeps_record(m) {
            return;
        }
        // JSON always carries the primary reading, the others in its
        // `alternatives` (SPEC §2.1 --hyphen).
        let primary = match self.hyphen {
            Hyphen::Keep if !self.json => m.url_keep(),
            Hyphen::Drop if !self.json => m.url_drop(),
            _ => Cow::Borrowed(m.url()),
        };
        self.reading(&primary, f);
        if self.hyphen == Hyphen::Both && !self.json {
            for alt in m.alternatives() {
                self.reading(&alt, f);
            }
        }
    }

    fn reading(&self, url: &str, f: &mut dyn FnMut(&Parsed<'_>)) {
        let parsed = Parsed::new(url);
        if self.keeps_reading(&parsed) {
            f(&parsed);
        }
    }

    /// `--scheme` and `--kind`, on the record.
    fn keeps_record(&self, m: &Record<'_>) -> bool {
        if let Some(kinds) = &self.rules.kinds {
            if !kinds.contains(&m.kind()) {
                return false;
            }
        }
        if let Some(schemes) = &self.rules.schemes {
            let s = m.scheme();
            if !schemes.iter().any(|n| n.eq_ignore_ascii_case(s)) {
                return false;
            }
        }
        true
    }

    /// `-e` and `--valid`, on the reading that would be printed.
    fn keeps_reading(&self, url: &Parsed<'_>) -> bool {
        if let Some(re) = &self.rules.regex {
            if !re.is_match(url.url()) {
                return false;
            }
        }
        !self.rules.valid || url.is_valid()
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use clap::Parser;
    use urlgrep_formats::Record;

    use super::Filter;
    use crate::args::Args;
    use crate::config::Config;
    use crate::record::{Batch, Origin};

    thread_local! {
        /// Parses done on this thread.
        pub(super) static PARSES: Cell<usize> = const { Cell::new(0) };
    }

    /// RFC 1738 §3.1's example of a login, then an invalid port, then a
    /// URL broken after a hyphen (two readings, SPEC §1.3.3).
    const TEXT: &str = "See <URL:ftp://myname:pw@host.dom/%2Fetc/motd>,\n\
        <URL:http://example.com:8o/> and <URL:http://www.ex-\n  ample.org/a>.\n";

    /// The output for `flags` on [`TEXT`] and the parses it took.
    fn run(flags: &[&str]) -> (String, usize) {
        let args = Args::try_parse_from([&["urlgrep"], flags].concat()).expect("flags");
        let cfg = Config::new(args).expect("config");
        let (filter, sink) = (Filter::new(&cfg), crate::search::sink(&cfg));
        let origin = Origin {
            path: &crate::input::Source::Stdin.name(),
            record: None,
        };
        let mut batch = Batch::default();
        PARSES.with(|n| n.set(0));
        for m in cfg.extractor.find_iter(TEXT.as_bytes()) {
            let r = Record::from_match(m);
            filter.each(&r, &mut |p| sink.matched(&origin, &r, p, &mut batch));
        }
        let text = String::from_utf8(batch.buf).expect("UTF-8");
        (text, PARSES.with(Cell::get))
    }

    #[test]
    fn plain_output_parses_nothing() {
        let (text, parses) = run(&["--hyphen", "both"]);
        assert_eq!(text.lines().count(), 4, "{text}");
        assert_eq!(parses, 0);
    }

    #[test]
    fn valid_parses_each_reading_once() {
        let (text, parses) = run(&["--valid", "--hyphen", "both"]);
        assert_eq!(
            text,
            "ftp://myname:pw@host.dom/%2Fetc/motd\nhttp://www.ex-ample.org/a\n\
             http://www.example.org/a\n"
        );
        assert_eq!(parses, 4);
    }

    #[test]
    fn json_parses_each_record_once() {
        let (text, parses) = run(&["--json"]);
        assert_eq!(text.lines().count(), 3);
        assert_eq!(parses, 3);
        let (text, parses) = run(&["--json", "--valid"]);
        assert_eq!(text.lines().count(), 2, "{text}");
        assert!(text.lines().all(|l| l.contains(r#""valid":true"#)));
        assert_eq!(parses, 3);
    }
}
