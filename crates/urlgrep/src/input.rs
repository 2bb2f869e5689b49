//! Inputs: the files to search, in order (SPEC §2.1: paths as given,
//! directories recursively in name order). Opening one is `source.rs`'s
//! job.

use std::io;
use std::path::PathBuf;

use walkdir::WalkDir;

use crate::config::Input;

/// One file to search, numbered in output order.
#[derive(Debug)]
pub struct Job {
    pub index: usize,
    pub source: Source,
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

/// The files of `inputs` in order: each path as given, and a directory's
/// regular files recursively in name order, hidden ones too. Symbolic
/// links are followed as `grep -R` does; walkdir detects loops, which are
/// reported rather than followed.
pub fn jobs(inputs: &[Input]) -> impl Iterator<Item = Job> + Send + '_ {
    inputs
        .iter()
        .flat_map(|input| -> Box<dyn Iterator<Item = Source> + Send> {
            match input {
                Input::Stdin => Box::new(std::iter::once(Source::Stdin)),
                Input::Path(p) if p.is_dir() => Box::new(walk(p.clone())),
                Input::Path(p) => Box::new(std::iter::once(Source::File(p.clone()))),
            }
        })
        .enumerate()
        .map(|(index, source)| Job { index, source })
}

fn walk(root: PathBuf) -> impl Iterator<Item = Source> + Send {
    WalkDir::new(&root)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_map(move |entry| match entry {
            Ok(e) if e.file_type().is_file() => Some(Source::File(e.into_path())),
            Ok(_) => None,
            Err(e) => {
                let path = e.path().map_or_else(|| root.clone(), |p| p.to_path_buf());
                let err = match e.loop_ancestor() {
                    Some(a) => io::Error::other(format!(
                        "symbolic link loop to {}, not followed",
                        a.display()
                    )),
                    None => e
                        .into_io_error()
                        .unwrap_or_else(|| io::Error::other("cannot be listed")),
                };
                Some(Source::Error(path, err))
            }
        })
}
