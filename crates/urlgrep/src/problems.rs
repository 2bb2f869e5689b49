//! The one warning a file gets about mail parts or web archive records
//! read as raw bytes or as text (nothing is skipped).

use urlgrep_formats::Scanned;

/// The undecodable parts of a file's messages.
#[derive(Default)]
pub struct Problems {
    count: usize,
    first: Option<String>,
}

impl Problems {
    /// Notes the problems of one scanned message.
    pub fn note(&mut self, msg: &Scanned) {
        let id = msg.info.message_id.as_deref();
        self.add(&msg.problems, || {
            format!("message <{}>", id.unwrap_or("without Message-ID"))
        });
    }

    /// Notes `problems` of the container `place` names (a message, a
    /// web archive record).
    pub fn add(&mut self, problems: &[String], place: impl FnOnce() -> String) {
        let Some(first) = problems.first() else {
            return;
        };
        self.count += problems.len();
        if self.first.is_none() {
            self.first = Some(format!("{}: {first}", place()));
        }
    }

    /// The warning: the first problem and how many more, if any.
    pub fn warning(&self) -> Option<String> {
        let first = self.first.as_deref()?;
        Some(match self.count {
            1 => first.to_string(),
            n => format!("{first} (and {} more)", n - 1),
        })
    }
}
