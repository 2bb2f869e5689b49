//! Inputs: the files to search, in order (SPEC §2.1: paths as given,
//! directories recursively in name order, walked as ripgrep walks them).
//! Opening one is `source.rs`'s job.

use std::io;
use std::path::{Path, PathBuf};

use ignore::overrides::OverrideBuilder;
use ignore::WalkBuilder;

/// One file to search, numbered in output order.
#[derive(Debug)]
pub struct Job {
    pub index: usize,
    pub source: Source,
    /// Found by walking a directory, not named: a binary file is skipped.
    pub walked: bool,
}

/// Where a job's bytes come from.
#[derive(Debug)]
pub enum Source {
    Stdin,
    File(PathBuf),
    /// A path that could not be listed: reported when its turn comes.
    Error(PathBuf, io::Error),
}

impl Source {
    /// The path as given, for output and messages (`-` for standard input).
    pub fn name(&self) -> Name {
        match self {
            Source::Stdin => Name {
                text: "-".to_string(),
                bytes: b"-".to_vec(),
            },
            Source::File(p) | Source::Error(p, _) => Name {
                text: p.to_string_lossy().into_owned(),
                bytes: path_bytes(p),
            },
        }
    }
}

/// A path as given: its bytes, which plain output prints as they are
/// (as ripgrep does: three names that differ only in bytes that are not
/// UTF-8 must not print alike, issue 24), and a text with such bytes as
/// U+FFFD for messages and JSON's `path`.
#[derive(Debug, Clone)]
pub struct Name {
    pub text: String,
    pub bytes: Vec<u8>,
}

impl Name {
    /// The bytes when they are not the text (not UTF-8), for JSON.
    pub fn non_utf8(&self) -> Option<&[u8]> {
        (self.text.as_bytes() != self.bytes).then_some(&self.bytes[..])
    }
}

#[cfg(unix)]
fn path_bytes(p: &std::path::Path) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    p.as_os_str().as_bytes().to_vec()
}

#[cfg(not(unix))]
fn path_bytes(p: &std::path::Path) -> Vec<u8> {
    p.to_string_lossy().into_owned().into_bytes()
}

/// One input named on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input (`-` or no path).
    Stdin,
    /// A file or a directory.
    Path(PathBuf),
}

/// How a directory is walked (ripgrep's rules, by its own `ignore`
/// crate): `.gitignore` (inside a git repository), `.ignore` and
/// `.rgignore` files and hidden files skip what they name unless
/// `--no-ignore` / `--hidden`; `-g` globs keep (or, with `!`, drop) paths;
/// symbolic links are followed only with `-L`.
#[derive(Debug, Clone, Default)]
pub struct Walk {
    pub hidden: bool,
    pub no_ignore: bool,
    pub follow: bool,
    pub globs: Vec<String>,
}

/// The files of `inputs` in order: each path as given, and a directory's
/// files recursively in name order, as [`Walk`] says. Errors (a loop of
/// symbolic links with `-L`, a directory that cannot be listed) are
/// reported when their turn comes.
pub fn jobs<'a>(inputs: &'a [Input], walk: &'a Walk) -> impl Iterator<Item = Job> + Send + 'a {
    inputs
        .iter()
        .flat_map(
            move |input| -> Box<dyn Iterator<Item = (Source, bool)> + Send> {
                match input {
                    Input::Stdin => Box::new(std::iter::once((Source::Stdin, false))),
                    Input::Path(p) if p.is_dir() => Box::new(walk_dir(p, walk)),
                    Input::Path(p) => Box::new(std::iter::once((Source::File(p.clone()), false))),
                }
            },
        )
        .enumerate()
        .map(|(index, (source, walked))| Job {
            index,
            source,
            walked,
        })
}

/// The files under `root`, each with `true` (found by the walk, so a
/// binary one is skipped unless `-a`).
fn walk_dir(root: &Path, walk: &Walk) -> impl Iterator<Item = (Source, bool)> + Send {
    let mut builder = WalkBuilder::new(root);
    builder
        .hidden(!walk.hidden)
        .ignore(!walk.no_ignore)
        .git_ignore(!walk.no_ignore)
        .git_global(!walk.no_ignore)
        .git_exclude(!walk.no_ignore)
        .parents(!walk.no_ignore)
        .follow_links(walk.follow)
        .sort_by_file_name(|a, b| a.cmp(b));
    if !walk.no_ignore {
        builder.add_custom_ignore_filename(".rgignore");
    }
    let overrides = globs(root, &walk.globs);
    let root = root.to_path_buf();
    let failed = match overrides {
        Ok(o) => {
            builder.overrides(o);
            None
        }
        Err(e) => Some((Source::Error(root.clone(), e), false)),
    };
    let walker = failed.is_none().then(|| builder.build());
    failed.into_iter().chain(
        walker
            .into_iter()
            .flatten()
            .filter_map(move |entry| match entry {
                Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => {
                    Some((Source::File(e.into_path()), true))
                }
                Ok(_) => None,
                Err(e) => Some((Source::Error(error_path(&e, &root), walk_error(e)), false)),
            }),
    )
}

/// `-g` globs as ripgrep reads them: a path must match one that does not
/// start with `!`, if any, and none that does.
fn globs(root: &Path, globs: &[String]) -> io::Result<ignore::overrides::Override> {
    let mut b = OverrideBuilder::new(root);
    for g in globs {
        b.add(g)
            .map_err(|e| io::Error::other(format!("invalid -g glob {g:?}: {e}")))?;
    }
    b.build().map_err(io::Error::other)
}

/// The path an error of the walk is about.
fn error_path(e: &ignore::Error, root: &Path) -> PathBuf {
    match e {
        ignore::Error::WithPath { path, .. } => path.clone(),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            error_path(err, root)
        }
        ignore::Error::Loop { child, .. } => child.clone(),
        _ => root.to_path_buf(),
    }
}

fn walk_error(e: ignore::Error) -> io::Error {
    match e {
        ignore::Error::Loop { ancestor, .. } => io::Error::other(format!(
            "symbolic link loop to {}, not followed",
            ancestor.display()
        )),
        ignore::Error::WithPath { err, .. } | ignore::Error::WithDepth { err, .. } => {
            walk_error(*err)
        }
        ignore::Error::Io(e) => e,
        other => io::Error::other(other.to_string()),
    }
}
