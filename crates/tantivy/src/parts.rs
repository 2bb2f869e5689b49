//! The extra tokens of one URL: its host and its path segments, read with
//! the RFC 1738 §5 grammar (`rfc1738::Url`), so every scheme the grammar
//! knows has them where it has a host or a path (`mailto:` and `news:`
//! have neither).

/// Which parts of a URL are tokens besides the URL itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Parts {
    pub(crate) hosts: bool,
    pub(crate) path_segments: bool,
}

impl Parts {
    pub(crate) fn any(self) -> bool {
        self.hosts || self.path_segments
    }

    /// Calls `emit` with each extra token of `url`, in order: the host
    /// (ASCII-lowercased into `scratch`), then the non-empty path
    /// segments as written, each once. Parts read before a grammar error
    /// count: a modern URL the 1994 grammar rejects later on (`https`,
    /// an IRI path) still has its host.
    pub(crate) fn each(self, url: &str, scratch: &mut String, mut emit: impl FnMut(&str)) {
        let (parsed, _) = rfc1738::Url::parse_partial(url);
        if self.hosts {
            if let Some(host) = parsed.host().filter(|h| !h.is_empty()) {
                scratch.clear();
                scratch.push_str(host);
                scratch.make_ascii_lowercase();
                emit(scratch);
            }
        }
        if self.path_segments {
            if let Some(path) = parsed.path() {
                let segments = path.split('/').filter(|s| !s.is_empty());
                for (i, segment) in segments.clone().enumerate() {
                    // Few segments: a quadratic look back is cheaper than a set.
                    if !segments.clone().take(i).any(|s| s == segment) {
                        emit(segment);
                    }
                }
            }
        }
    }
}
