//! The raw command-line flags (SPEC §2.1), as clap reads them. Checking
//! and combining them is `config.rs`'s job.

use std::ffi::OsString;

use clap::{ArgAction, Parser, ValueEnum};

/// Find URLs in text, mail and news archives, the way RFC 1738's Appendix
/// writes them: `<URL:...>` wrappers rejoined across line breaks and quote
/// markers, `<scheme:...>`, and bare URLs.
#[derive(Parser, Debug)]
#[command(name = "urlgrep", version, max_term_width = 100)]
#[command(after_help = "Exit status: 0 if a URL was printed, 1 if none, 2 if an error occurred.")]
#[command(after_long_help = EXAMPLES)]
pub struct Args {
    /// Files or directories to search; `-` or none reads standard input.
    /// Directories are searched recursively in name order; gzip'd files
    /// are read transparently.
    #[arg(value_name = "PATH")]
    pub paths: Vec<OsString>,

    /// Prefix each URL with the line number of its start.
    #[arg(short = 'n', long)]
    pub line_number: bool,

    /// Prefix each URL with its file's path (the default with several
    /// inputs or a directory).
    #[arg(short = 'H', long, overrides_with = "no_filename")]
    pub with_filename: bool,

    /// Never prefix URLs with the file's path.
    #[arg(long, overrides_with = "with_filename")]
    pub no_filename: bool,

    /// Follow each printed path with a NUL byte instead of `:`, so names
    /// holding `:` or a newline stay whole (`xargs -0`, as ripgrep's -0).
    #[arg(short = '0', long)]
    pub null: bool,

    /// One JSON record per URL (path, line, offsets, kind, url, raw,
    /// validity, parts, flags), nothing else on standard output.
    #[arg(long, conflicts_with = "count")]
    pub json: bool,

    /// Print the number of URLs per file instead of the URLs.
    #[arg(short = 'c', long)]
    pub count: bool,

    /// Print only the paths of files with at least one URL (one a line,
    /// or NUL-terminated with -0).
    #[arg(short = 'l', long, conflicts_with_all = ["count", "json", "files_without_match"])]
    pub files_with_matches: bool,

    /// Print only the paths of files without a URL.
    #[arg(long, conflicts_with_all = ["count", "json"])]
    pub files_without_match: bool,

    /// Stop reading a file after N URLs (readings printed, before -u).
    #[arg(short = 'm', long, value_name = "N")]
    pub max_count: Option<u64>,

    /// Print each distinct URL once; the first occurrence wins.
    /// `--unique=canonical` compares URLs in their WHATWG form (scheme and
    /// host lower case, IDNA, default port and dot segments dropped).
    #[arg(
        short = 'u',
        long,
        value_enum,
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "url",
        value_name = "BY"
    )]
    pub unique: Option<Unique>,

    /// Keep only URLs this regular expression matches (repeatable: any of
    /// them).
    #[arg(short = 'e', long = "regexp", value_name = "PATTERN", action = ArgAction::Append)]
    pub regexp: Vec<String>,

    /// Keep only these schemes (comma-separated); a scheme urlgrep does
    /// not know is searched for too.
    #[arg(long, value_name = "LIST", value_delimiter = ',', action = ArgAction::Append)]
    pub scheme: Vec<String>,

    /// Keep only these kinds (comma-separated): wrapped, angle, bare, href
    /// (an HTML attribute).
    #[arg(long, value_name = "LIST", value_delimiter = ',', action = ArgAction::Append)]
    pub kind: Vec<String>,

    /// Keep only URLs valid under RFC 1738 §5.
    #[arg(long)]
    pub valid: bool,

    /// Which reading of a URL broken after a hyphen to print.
    #[arg(long, value_enum, default_value_t = Hyphen::Auto, value_name = "WHICH")]
    pub hyphen: Hyphen,

    /// Rejoin bare URLs that a line break cut when the evidence is clear
    /// (`auto`), or read each bare URL up to its line end (`never`).
    #[arg(long, value_enum, default_value_t = Join::Auto, value_name = "WHEN")]
    pub join: Join,

    /// Print URLs with their password replaced by `****` (RFC 1738 §6).
    #[arg(long)]
    pub redact: bool,

    /// The longest URL read, in bytes (16 to 16 MiB); longer runs are cut
    /// there.
    #[arg(long, value_name = "BYTES", allow_negative_numbers = true)]
    pub max_len: Option<String>,

    /// Number of files searched at once (default, or 0: the number of
    /// CPUs).
    #[arg(short = 'j', long, value_name = "N", allow_negative_numbers = true)]
    pub threads: Option<i64>,

    /// When to colour paths and line numbers (`NO_COLOR` turns `auto` off).
    #[arg(long, value_enum, default_value_t = Color::Auto, value_name = "WHEN")]
    pub color: Color,

    /// Print files, bytes, URLs and seconds on standard error at the end.
    #[arg(long)]
    pub stats: bool,

    /// Write each URL out as soon as it is found, as grep's
    /// --line-buffered (on when standard output is a terminal). From a
    /// pipe, a URL is found once the text that decides it has arrived:
    /// its line and at most 2 × --max-len bytes after it, or the end.
    #[arg(long)]
    pub line_buffered: bool,

    /// How an input's bytes become text: `auto` decides per file from its
    /// content (after gzip): an mbox, a message or a news article is read
    /// as mail (MIME decoded, bodies only), an HTML page or fragment as
    /// HTML (attribute URLs and visible text), a WARC file (gzip per record
    /// or not) record by record, anything else as plain text; the others
    /// force one reading.
    #[arg(long, value_enum, default_value_t = Format::Auto, value_name = "FORMAT")]
    pub format: Format,

    /// Deprecated spelling of `--format`: `auto`, `always` (= mail),
    /// `never` (= text).
    #[arg(
        long,
        value_enum,
        value_name = "WHEN",
        hide = true,
        conflicts_with = "format"
    )]
    pub mail: Option<Mail>,

    /// Which header fields of mail and news are searched: `shown`, the
    /// ones a client displays (From, To, Cc, Subject, Organization,
    /// X-URL, Followup-To); `all`; `none`. Their records say
    /// `"part":"header"` and the `field`.
    #[arg(long, value_enum, default_value_t = Headers::Shown, value_name = "WHICH")]
    pub headers: Headers,

    /// Resolve relative links of HTML files against URL (a `<base href>`
    /// in the page comes first; WARC records use their target URI).
    #[arg(long, value_name = "URL")]
    pub base: Option<String>,

    /// Print one line per HTML link: its source (the WARC record's target
    /// URI, or the file's path), a tab, the link's URL: an edge list.
    #[arg(long, conflicts_with_all = ["count", "json", "files_with_matches", "files_without_match"])]
    pub links: bool,

    /// Print nothing; exit 0 at the first URL found, 1 if there is none
    /// (grep's -q).
    #[arg(short = 'q', long)]
    pub quiet: bool,

    /// Do not warn about mail parts, archive records or files read only
    /// in part (the meaning -q had before 0.2).
    #[arg(long)]
    pub no_warnings: bool,

    /// Search hidden files and directories (names starting with `.`).
    #[arg(long = "hidden", short = '.')]
    pub hidden: bool,

    /// Do not skip what .gitignore, .ignore and .rgignore files name.
    #[arg(long)]
    pub no_ignore: bool,

    /// Follow symbolic links while walking a directory.
    #[arg(short = 'L', long)]
    pub follow: bool,

    /// Search only paths matching GLOB, or skip them with `!GLOB`
    /// (repeatable; ripgrep's -g).
    #[arg(short = 'g', long = "glob", value_name = "GLOB", action = ArgAction::Append)]
    pub globs: Vec<String>,

    /// Search binary files found in a directory walk too (named files are
    /// always searched).
    #[arg(short = 'a', long)]
    pub text: bool,

    /// Print a man page or a shell completion script, then exit.
    #[arg(long, value_enum, value_name = "WHAT", exclusive = true)]
    pub generate: Option<Generate>,
}

/// `--help`'s and the man page's closing section.
const EXAMPLES: &str = "\
Examples:
  urlgrep notes.txt                  every URL, one a line
  urlgrep -n -u archive.mbox.gz      first occurrences, with line numbers
  urlgrep -c .                       URLs per file (.gitignore'd and hidden skipped)
  urlgrep --hidden --no-ignore -a .  every file, as `grep -r` reads them
  urlgrep -l -g '*.md' docs          the Markdown files that hold a URL
  urlgrep -e 'internic\\.net' rfc     URLs matching a pattern
  urlgrep --json --format warc x.warc.gz | jq .url
  urlgrep --links crawl.warc.gz      the link graph: source, tab, target
  urlgrep --base https://h.example/docs/ page.html   relative links resolved
  urlgrep -q file && echo has-urls   exit status only

Exit status: 0 if a URL was printed, 1 if none, 2 if an error occurred.";

/// `--hyphen`: the reading of hyphen breaks printed (SPEC §1.3.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Hyphen {
    /// The primary reading: the grammar decides.
    Auto,
    /// Every break's hyphen kept.
    Keep,
    /// Every break's hyphen dropped.
    Drop,
    /// The primary reading, then each alternative, one a line.
    Both,
}

/// `-u`/`--unique`: what makes two URLs the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Unique {
    /// The URL as printed.
    Url,
    /// The WHATWG canonical form (the JSON `canonical`).
    Canonical,
}

/// `--join`: whether broken bare URLs are rejoined (SPEC §1.6.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Join {
    /// Rejoin when the evidence is clear; list the joined reading as an
    /// alternative when it is not.
    Auto,
    /// Never continue a bare URL on the next line.
    Never,
}

/// `--color`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Color {
    /// When standard output is a terminal and `NO_COLOR` is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// `--format` (SPEC §2.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Decided per file from its content.
    Auto,
    /// Plain text.
    Text,
    /// An mbox, a message or a news article.
    Mail,
    /// An HTML page or fragment.
    Html,
    /// A WARC file: each record's payload by its content type.
    Warc,
}

impl From<Mail> for Format {
    fn from(m: Mail) -> Format {
        match m {
            Mail::Auto => Format::Auto,
            Mail::Always => Format::Mail,
            Mail::Never => Format::Text,
        }
    }
}

/// `--headers` (SPEC §2.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Headers {
    /// No header field.
    None,
    /// The fields a mail or news client displays.
    Shown,
    /// Every field.
    All,
}

/// `--mail`, the deprecated spelling of `--format`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Mail {
    /// Mail when the input starts like mail.
    Auto,
    /// Every input is mail.
    Always,
    /// Every input is plain text.
    Never,
}

/// `--generate`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Generate {
    /// A roff man page.
    Man,
    /// bash completions.
    Bash,
    /// zsh completions.
    Zsh,
    /// fish completions.
    Fish,
}
