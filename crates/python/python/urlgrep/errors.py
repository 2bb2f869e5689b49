"""The exceptions of urlgrep, carrying the error kinds of SPEC §3 and the
offsets of WARC records (SPEC §2.3)."""

from __future__ import annotations


class UrlgrepError(Exception):
    """Base class of urlgrep's exceptions."""


class ParseError(UrlgrepError, ValueError):
    """A URL that RFC 1738's grammar does not take.

    ``kind`` is one of SPEC §3's error kinds (``urlgrep.ERROR_KINDS``),
    ``offset`` the byte offset into the URL of the first byte the grammar
    cannot take, ``message`` what was expected there. ``Match.error`` holds
    one (not raised); ``urlgrep.parse_url`` raises it.
    """

    def __init__(self, kind: str, offset: int, message: str) -> None:
        super().__init__(f"{kind} at byte {offset}: {message}")
        self.kind = kind
        self.offset = offset
        self.message = message


class RecordError(UrlgrepError):
    """A WARC record that could not be read (truncated or corrupt), raised
    with ``errors="raise"``: ``offset`` is the byte offset of the record,
    or of its gzip member, in ``path``. Also an input that could not be
    read to its end (``what`` is ``"input"``: a gzip stream with junk
    after it, a read error): ``offset`` is then how many bytes (decoded)
    were read, and those were searched. Raised where the iteration
    reaches it, after the matches before it; calling ``next()`` again
    goes on with the records after it."""

    def __init__(self, offset: int, message: str, path: str = "", what: str = "WARC record") -> None:
        where = f"{path}: " if path else ""
        super().__init__(f"{where}{what} at byte {offset}: {message}")
        self.offset = offset
        self.message = message
        self.path = path
        self.what = what


class RecordWarning(UserWarning):
    """A WARC record (or the rest of an input) that could not be read,
    with ``errors="warn"`` (the default): the next records are still
    read."""
