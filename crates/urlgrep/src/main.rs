//! `urlgrep`: find URLs in files, directories, standard input and gzip'd
//! archives (SPEC §2). Flags are read in `args` and checked in `config`;
//! the files (`input`) then go through the stages `source` → `search` →
//! `filter` → a `sink` (`printer` or `json`) → `ordered` (see `search`);
//! standard error is written by `report` alone.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{CommandFactory, Parser};

mod args;
mod canonical;
mod config;
mod filter;
mod format;
mod gzip;
mod input;
mod json;
mod ordered;
mod pipeline;
mod printer;
mod problems;
mod progress;
mod record;
mod report;
mod search;
mod sink;
mod source;
mod split;
mod startup;

use args::{Args, Generate};
use config::Config;

fn main() -> ExitCode {
    let started = Instant::now();
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => return clap_exit(&e),
    };
    if let Some(what) = args.generate {
        return generate(what);
    }
    let cfg = match Config::new(args) {
        Ok(cfg) => cfg,
        Err(msg) => {
            report::fatal(msg);
            return ExitCode::from(2);
        }
    };
    for note in &cfg.notes {
        report::fatal(format_args!("warning: {note}"));
    }
    if let Err(e) = stdout_open() {
        // Rust drops writes to a closed descriptor 1 without a word:
        // `urlgrep f >&-` printed nothing and exited 0 (issue 24).
        report::fatal(format_args!("standard output is closed: {e}"));
        return ExitCode::from(2);
    }
    let out = io::BufWriter::with_capacity(64 * 1024, io::stdout());
    let summary = match search::run(&cfg, out) {
        Ok(s) => s,
        Err(e) => {
            report::fatal(format_args!("writing the output: {e}"));
            return ExitCode::from(2);
        }
    };
    if summary.closed {
        // `urlgrep ... | head`: the reader has what it wanted.
        return ExitCode::SUCCESS;
    }
    if cfg.stats {
        let seconds = started.elapsed().as_secs_f64();
        report::stats(summary.files, summary.bytes, summary.printed, seconds);
    }
    if summary.errors {
        ExitCode::from(2)
    } else if summary.printed > 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `--help`, `--version` or a flag error, as clap prints them, but with
/// the write checked: `urlgrep --help >/dev/full` exited 0 (issue 24).
fn clap_exit(e: &clap::Error) -> ExitCode {
    let code = u8::try_from(e.exit_code()).unwrap_or(2);
    match e.print() {
        Ok(()) => ExitCode::from(code),
        Err(err) => written(Err(err)),
    }
}

/// `--generate`: the man page or a completion script on standard output.
fn generate(what: Generate) -> ExitCode {
    let mut cmd = Args::command();
    // Made in memory, then written with the error checked: clap_complete
    // panics on a failed write.
    let mut text = Vec::new();
    let shell = match what {
        Generate::Man => {
            return written(
                clap_mangen::Man::new(cmd)
                    .render(&mut text)
                    .and_then(|()| write_stdout(&text)),
            );
        }
        Generate::Bash => clap_complete::Shell::Bash,
        Generate::Zsh => clap_complete::Shell::Zsh,
        Generate::Fish => clap_complete::Shell::Fish,
    };
    clap_complete::generate(shell, &mut cmd, "urlgrep", &mut text);
    written(write_stdout(&text))
}

fn write_stdout(bytes: &[u8]) -> io::Result<()> {
    stdout_open()?;
    let mut out = io::stdout().lock();
    out.write_all(bytes).and_then(|()| out.flush())
}

/// The exit status of a run that only printed: a closed pipe is quiet
/// (SPEC §2.1), any other failure is an error.
fn written(result: io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            report::fatal(format_args!("writing the output: {e}"));
            ExitCode::from(2)
        }
    }
}

/// Whether standard output was open when urlgrep started: Rust's runtime
/// puts `/dev/null` on a closed descriptor 1 before `main`, so writes to
/// it vanish without a word (`urlgrep f >&-` printed nothing and exited
/// 0, issue 24); grep says "write error: Bad file descriptor".
fn stdout_open() -> io::Result<()> {
    if startup::stdout_was_closed() {
        return Err(io::Error::from_raw_os_error(9)); // EBADF
    }
    Ok(())
}
