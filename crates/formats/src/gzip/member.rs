//! What the gzip reader and its layers both speak of: how a member
//! starts, the window kept to find the next one, and the damage found;
//! apart from the reader (`mod.rs`), so a layer names no module above it.

use std::fmt;

/// RFC 1952 §2.3.1: a member starts with ID1 ID2 (`1f 8b`) and CM 8
/// (deflate, the only method defined).
pub const MAGIC: [u8; 3] = [0x1f, 0x8b, 0x08];

/// The bytes of a member kept for the search of the next member's header
/// after a corrupt one: the decoder fails within a few KiB of the damage.
pub const WINDOW: usize = 1 << 20;

/// What kind of damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DamageKind {
    /// Bytes that are not a member (padding, junk), skipped.
    NotGzip,
    /// A member that could not be read to its end (cut short, corrupt
    /// header or data): what was decoded before was read.
    Member,
    /// A member read to its end whose trailer's CRC or length does not
    /// match what was decoded (RFC 1952 §2.3.1).
    Check,
}

/// Damage found in a gzip stream, and what was done about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// What kind.
    pub kind: DamageKind,
    /// Byte offset where the damage starts: in the file, or for a gzip
    /// inside a gzip in the decoded bytes of the level around it.
    pub offset: u64,
    /// Byte offset of the member it is in, or after.
    pub member: u64,
    /// 1 for the file's own gzip, 2 for a gzip inside it, and so on.
    pub level: usize,
    /// What was wrong and what was kept or skipped.
    pub message: String,
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "gzip damaged at byte {}", self.offset)?;
        if self.level > 1 {
            write!(f, " of the gzip inside it (level {})", self.level)?;
        }
        write!(f, ": {}", self.message)
    }
}
