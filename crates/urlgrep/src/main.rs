//! `urlgrep`: find URLs in files, directories, standard input and gzip'd
//! archives (SPEC §2). Flags are read in `args` and checked in `config`;
//! the files (`input`) then go through the stages `source` → `search` →
//! `filter` → `printer`/`json` → `ordered` (see `search`); standard error
//! is written by `report` alone.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{CommandFactory, Parser};

mod args;
mod config;
mod filter;
mod format;
mod gzip;
mod input;
mod json;
mod ordered;
mod printer;
mod problems;
mod progress;
mod report;
mod search;
mod source;

use args::{Args, Generate};
use config::Config;

fn main() -> ExitCode {
    let started = Instant::now();
    let args = Args::parse();
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

/// `--generate`: the man page or a completion script on standard output.
fn generate(what: Generate) -> ExitCode {
    let mut cmd = Args::command();
    let mut out = io::stdout().lock();
    let shell = match what {
        Generate::Man => {
            return match clap_mangen::Man::new(cmd).render(&mut out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    report::fatal(e);
                    ExitCode::from(2)
                }
            };
        }
        Generate::Bash => clap_complete::Shell::Bash,
        Generate::Zsh => clap_complete::Shell::Zsh,
        Generate::Fish => clap_complete::Shell::Fish,
    };
    clap_complete::generate(shell, &mut cmd, "urlgrep", &mut out);
    let _ = out.flush();
    ExitCode::SUCCESS
}
