//! Inputs: the files to search, in order, and reading one of them
//! (gzip detected by content, SPEC §2.1).

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use flate2::bufread::MultiGzDecoder;
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
    pub fn display(&self) -> String {
        match self {
            Source::Stdin => "-".to_string(),
            Source::File(p) | Source::Error(p, _) => p.to_string_lossy().into_owned(),
        }
    }
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

/// Counts the bytes read, for `--stats` and the progress line.
pub struct Counted<'a, R> {
    inner: R,
    total: &'a AtomicU64,
}

impl<R: Read> Read for Counted<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.total.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// An input ready to search.
pub enum Opened<'a> {
    /// A large regular file, searched in place in the page cache.
    Mapped(memmap2::Mmap),
    /// Everything else, read as a stream (gzip decompressed).
    Stream(Counted<'a, Box<dyn Read>>),
}

/// Files at least this large are mapped rather than read.
const MAP_AT: u64 = 1024 * 1024;

/// RFC 1952: a gzip member starts with `1f 8b`.
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

/// Opens `source`, counting its bytes into `total`. Gzip is detected by
/// content, whatever the file's name; concatenated members are read as one
/// stream, as `zcat` does — except, when `warc` (the format may be WARC),
/// a WARC file gzip'd per record, which its reader takes member by member.
pub fn open<'a>(source: &Source, total: &'a AtomicU64, warc: bool) -> io::Result<Opened<'a>> {
    let reader: Box<dyn Read> = match source {
        Source::Stdin => Box::new(io::stdin()),
        Source::File(p) => {
            let file = File::open(p)?;
            let meta = file.metadata()?;
            if meta.is_file() && meta.len() >= MAP_AT {
                // SAFETY: the map is only read. If another process
                // truncates the file while it is searched, reading past the
                // new end faults, as it does for ripgrep, which maps files
                // the same way; urlgrep never writes to its inputs.
                let map = unsafe { memmap2::Mmap::map(&file)? };
                if !map.starts_with(&GZIP_MAGIC) {
                    total.fetch_add(map.len() as u64, Ordering::Relaxed);
                    return Ok(Opened::Mapped(map));
                }
            }
            Box::new(file)
        }
        Source::Error(_, e) => return Err(io::Error::new(e.kind(), e.to_string())),
    };
    let mut buf = BufReader::with_capacity(64 * 1024, reader);
    // A WARC file gzip'd per record is read member by member, for the
    // records' offsets (SPEC §2.3): it is left compressed here.
    let head = buf.fill_buf()?;
    let inner: Box<dyn Read> =
        if head.starts_with(&GZIP_MAGIC) && !(warc && urlgrep_formats::warc::is_warc(head)) {
            Box::new(MultiGzDecoder::new(buf))
        } else {
            Box::new(buf)
        };
    Ok(Opened::Stream(Counted { inner, total }))
}

/// The reason of an I/O error, without Rust's `(os error N)` suffix.
pub fn reason(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
