//! A gzip input read leniently (`urlgrep_formats::gzip`): padding or junk
//! after the last member, a member cut short, corrupt data, a gzip inside
//! the gzip — what was decoded is searched, and the damage is kept here
//! for the file's one warning (issue 24: `MultiGzDecoder`'s error lost
//! the bytes it had decoded, and mail and HTML lost the whole file).

use std::cell::RefCell;
use std::io::{self, BufRead, Read};
use std::rc::Rc;

use urlgrep_formats::gzip::{Damage, Gunzip};

/// The damage a gzip input showed, once it was read to its end: the
/// first, and how much in all.
#[derive(Clone, Default)]
pub struct Log(Rc<RefCell<Option<(Damage, u64)>>>);

impl Log {
    /// The file's warning: the first damage, with its offset, and how
    /// many more.
    pub fn warning(&self) -> Option<String> {
        let damage = self.0.borrow();
        let (first, count) = damage.as_ref()?;
        Some(match count {
            1 => first.to_string(),
            n => format!("{first} (and {} more)", n - 1),
        })
    }
}

/// The decoded bytes of the gzip stream `input`, and where its damage
/// will be.
pub fn open<R: BufRead + 'static>(input: R) -> io::Result<(Box<dyn Read>, Log)> {
    let log = Log::default();
    let reader = Logged {
        inner: Gunzip::new(input)?,
        log: log.clone(),
    };
    Ok((Box::new(reader), log))
}

/// Copies the damage to the log when the stream ends.
struct Logged<R> {
    inner: Gunzip<R>,
    log: Log,
}

impl<R: BufRead> Read for Logged<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n == 0 && !buf.is_empty() {
            let first = self.inner.damage().into_iter().next();
            *self.log.0.borrow_mut() = first.map(|d| (d, self.inner.damage_count()));
        }
        Ok(n)
    }
}
