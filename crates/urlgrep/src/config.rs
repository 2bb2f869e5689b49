//! The checked configuration: flags combined, lists parsed, the regular
//! expressions compiled, and every choice that depends on the terminal made
//! once, here.

use std::io::IsTerminal;
use std::path::PathBuf;

use regex::RegexSet;
use urlgrep_extract::{Extractor, MAX_MAX_LEN};
use urlgrep_formats::Kind;

use crate::args::{Args, Color, Format, Hyphen, Unique};
use crate::input::{Input, Walk};

/// What goes to standard output.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// One URL a line (SPEC §2.1).
    Plain,
    /// One JSON record a line (SPEC §2.2).
    Json,
    /// `-c`: the number of URLs per file.
    Count,
    /// `--links`: `SOURCE<TAB>URL` for each HTML link.
    Links,
    /// `-l` (`true`) or `--files-without-match`: the paths of files with
    /// (without) URLs.
    Files(bool),
    /// `-q`: nothing; the run stops at the first URL.
    Quiet,
}

/// Which matches and readings are kept.
#[derive(Debug, Default)]
pub struct Filter {
    /// `--scheme`, lower case.
    pub schemes: Option<Vec<String>>,
    /// `--kind`.
    pub kinds: Option<Vec<Kind>>,
    /// `--valid`.
    pub valid: bool,
    /// `-e`: any of them must match.
    pub regex: Option<RegexSet>,
}

/// Everything a run needs, checked.
#[derive(Debug)]
pub struct Config {
    pub inputs: Vec<Input>,
    pub output: Output,
    pub with_path: bool,
    /// `-0`: a NUL after each path instead of `:`.
    pub null: bool,
    pub line_number: bool,
    /// `-u`: what makes two URLs the same.
    pub unique: Option<Unique>,
    /// `--base`: what relative links of HTML files resolve against.
    pub base: Option<url::Url>,
    pub filter: Filter,
    pub hyphen: Hyphen,
    pub redact: bool,
    pub threads: usize,
    pub color: bool,
    /// Flush after every URL, so a terminal or `tail -f` sees each at once.
    pub line_buffered: bool,
    pub stats: bool,
    pub progress: bool,
    pub extractor: Extractor,
    /// The same, counting no lines: for plain text when no record shows
    /// its line (`Sink::needs_line`), as ripgrep counts lines only for
    /// `-n`.
    pub unnumbered: Extractor,
    /// `--format`, or the deprecated `--mail` mapped to it.
    pub format: Format,
    /// `--headers`: the mail header fields searched.
    pub headers: urlgrep_formats::Headers,
    /// `--no-warnings`: no warnings about undecodable parts.
    pub no_warnings: bool,
    /// `-m`: at most this many records a file.
    pub max_count: Option<u64>,
    /// How directories are walked.
    pub walk: Walk,
    /// `-a`: binary files found in a walk are searched too.
    pub text: bool,
    /// Warnings about the flags themselves (a `-j` capped), printed once.
    pub notes: Vec<String>,
}

impl Config {
    /// Checks the flags; the error is the message printed after
    /// `urlgrep: `.
    pub fn new(args: Args) -> Result<Config, String> {
        let inputs: Vec<Input> = if args.paths.is_empty() {
            vec![Input::Stdin]
        } else {
            args.paths
                .iter()
                .map(|p| match p.to_str() {
                    Some("-") => Input::Stdin,
                    _ => Input::Path(PathBuf::from(p)),
                })
                .collect()
        };
        // As grep and ripgrep: a path prefix once several files may be
        // searched.
        let several = inputs.len() > 1
            || inputs
                .iter()
                .any(|i| matches!(i, Input::Path(p) if p.is_dir()));
        let with_path = if args.no_filename {
            false
        } else {
            args.with_filename || several
        };
        let output = if args.quiet {
            Output::Quiet
        } else if args.json {
            Output::Json
        } else if args.count {
            Output::Count
        } else if args.links {
            Output::Links
        } else if args.files_with_matches || args.files_without_match {
            Output::Files(args.files_with_matches)
        } else {
            Output::Plain
        };

        let mut builder = Extractor::builder();
        builder.join(args.join == crate::args::Join::Auto);
        // Read here, not by clap, so that every bad value (`-1`, `2^64`,
        // `x`) gets the same message naming the flag.
        if let Some(n) = &args.max_len {
            match n.trim().parse::<usize>() {
                Ok(n) if (16..=MAX_MAX_LEN).contains(&n) => builder.max_len(n),
                _ => {
                    return Err(format!(
                        "invalid --max-len {n}: expected 16 to {MAX_MAX_LEN} bytes"
                    ))
                }
            };
        }
        let schemes = if args.scheme.is_empty() {
            None
        } else {
            let mut list = Vec::new();
            for name in &args.scheme {
                let name = name.trim().to_ascii_lowercase();
                if name.is_empty() && args.scheme.len() > 1 {
                    continue; // `--scheme http,` or `http,,ftp`
                }
                check_scheme(&name)?;
                if rfc1738::Scheme::from_name(&name) == rfc1738::Scheme::Other {
                    builder.scheme(&name);
                }
                list.push(name);
            }
            Some(list)
        };
        let extractor = builder
            .build()
            .map_err(|e| format!("invalid --scheme or --max-len: {e}"))?;
        let unnumbered = extractor.with_line_numbers(false);

        let kinds = if args.kind.is_empty() {
            // `--links`: HTML links only.
            args.links.then(|| vec![Kind::Href])
        } else {
            let mut list = Vec::new();
            for name in &args.kind {
                let kind = Kind::from_name(name.trim()).ok_or_else(|| {
                    format!(
                        "invalid --kind {:?}: expected wrapped, angle, bare or href",
                        name.trim()
                    )
                })?;
                list.push(kind);
            }
            if args.links {
                list.retain(|k| *k == Kind::Href);
            }
            Some(list)
        };
        let base = match &args.base {
            None => None,
            Some(b) => Some(
                url::Url::parse(b.trim())
                    .map_err(|e| format!("invalid --base {b:?}: not an absolute URL ({e})"))?,
            ),
        };
        let regex = if args.regexp.is_empty() {
            None
        } else {
            Some(RegexSet::new(&args.regexp).map_err(|e| format!("invalid -e pattern: {e}"))?)
        };

        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut notes = Vec::new();
        let threads = match args.threads.map(usize::try_from) {
            Some(Err(_)) => {
                let n = args.threads.unwrap_or_default();
                return Err(format!(
                    "invalid -j/--threads {n}: expected 0 (one a CPU) or more"
                ));
            }
            // `-j 0` is "as many as the CPUs", as in ripgrep.
            Some(Ok(0)) | None => cpus,
            Some(Ok(n)) if n > thread_cap(cpus) => {
                notes.push(format!(
                    "-j {n}: using {} threads ({THREADS_PER_CPU} per CPU, at least {MIN_CAP})",
                    thread_cap(cpus)
                ));
                thread_cap(cpus)
            }
            Some(Ok(n)) => n,
        };
        let stdout_tty = std::io::stdout().is_terminal();
        let color = match args.color {
            Color::Always => true,
            Color::Never => false,
            // https://no-color.org: a non-empty NO_COLOR turns colour off.
            Color::Auto => stdout_tty && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        };
        let color = color && output != Output::Json;
        // Progress only where a person watches standard error and it does
        // not mix with the URLs: stdout redirected, stderr a terminal.
        let progress = output != Output::Json && !stdout_tty && std::io::stderr().is_terminal();

        Ok(Config {
            inputs,
            output,
            with_path,
            null: args.null,
            line_number: args.line_number,
            unique: args.unique,
            base,
            filter: Filter {
                schemes,
                kinds,
                valid: args.valid,
                regex,
            },
            hyphen: args.hyphen,
            redact: args.redact,
            threads,
            color,
            line_buffered: stdout_tty || args.line_buffered,
            stats: args.stats,
            progress,
            extractor,
            unnumbered,
            format: args.mail.map_or(args.format, Format::from),
            headers: match args.headers {
                crate::args::Headers::None => urlgrep_formats::Headers::None,
                crate::args::Headers::Shown => urlgrep_formats::Headers::Shown,
                crate::args::Headers::All => urlgrep_formats::Headers::All,
            },
            no_warnings: args.no_warnings,
            // `-l` needs one URL a file to say yes.
            max_count: match output {
                Output::Files(_) => Some(args.max_count.unwrap_or(1).min(1)),
                _ => args.max_count,
            },
            walk: Walk {
                hidden: args.hidden,
                no_ignore: args.no_ignore,
                follow: args.follow,
                globs: args.globs.clone(),
            },
            text: args.text,
            notes,
        })
    }
}

/// Threads beyond a few per CPU only wait on each other; thousands hung
/// the run (issue 24, failure 11: `-j 4000`).
const THREADS_PER_CPU: usize = 4;

/// The cap on a small machine: files on a slow disk or network are
/// waited on more than searched.
const MIN_CAP: usize = 16;

fn thread_cap(cpus: usize) -> usize {
    (cpus * THREADS_PER_CPU).max(MIN_CAP)
}

/// A scheme name as RFC 1738 §2.1 writes one: a letter, then letters,
/// digits, `+`, `-` or `.` (issue 24: `--scheme ''` found nothing and
/// said nothing).
fn check_scheme(name: &str) -> Result<(), String> {
    let b = name.as_bytes();
    let ok = b.first().is_some_and(u8::is_ascii_alphabetic)
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "invalid --scheme {name:?}: a scheme is a letter, then letters, digits, '+', '-' or '.'"
        ))
    }
}
