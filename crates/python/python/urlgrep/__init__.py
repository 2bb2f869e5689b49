"""Find URLs in text, mail, HTML and web archives the way RFC 1738's
Appendix says: ``<URL:ftp://ds.in⏎ternic.net/rfc>`` comes out whole.

>>> import urlgrep
>>> urlgrep.find_urls("pick it up from <URL:ftp://ds.in\\n   ternic.net/rfc>.")
['ftp://ds.internic.net/rfc']

``Extractor`` holds the options (reuse one); the module-level functions use
a default one. ``urlgrep.spark`` has the Spark helpers.

A ``str`` or bytes-like argument (``bytes``, ``bytearray``, ``memoryview``,
``mmap``...) is plain text unless ``Extractor(format=...)`` says otherwise;
a file's format (mail, HTML, WARC, text) is detected by ``scan_path``.

Constants: ``DEFAULT_SCHEMES``, the scheme names searched for by default
(extend them with ``Extractor(extra_schemes=[...])``); ``ERROR_KINDS``,
the kinds of ``ParseError``; ``__version__``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Union, overload

from . import errors
from ._urlgrep import (
    DEFAULT_SCHEMES,
    ERROR_KINDS,
    Extractor,
    Match,
    MatchIter,
    __version__,
    parse_url,
)
from .errors import ParseError, RecordError, RecordWarning, UrlgrepError

if TYPE_CHECKING:
    from typing_extensions import Buffer

    from ._urlgrep import Errors, StrPath, Text

__all__ = [
    "DEFAULT_SCHEMES",
    "ERROR_KINDS",
    "Extractor",
    "Match",
    "MatchIter",
    "ParseError",
    "RecordError",
    "RecordWarning",
    "UrlgrepError",
    "__version__",
    "errors",
    "extract_batch",
    "find_urls",
    "finditer",
    "parse_url",
    "scan_path",
]

_default = Extractor()


def find_urls(text: Text) -> list[str]:
    """The URLs of ``text``, in order (``Extractor().find_urls``): a
    ``str`` or a bytes-like object, read as plain text."""
    return _default.find_urls(text)


@overload
def finditer(text: str, errors: Errors = "warn") -> MatchIter[str]: ...
@overload
def finditer(text: Buffer, errors: Errors = "warn") -> MatchIter[bytes]: ...
def finditer(text: Union[str, Buffer], errors: Errors = "warn") -> MatchIter[str] | MatchIter[bytes]:
    """The matches of ``text`` (``Extractor().finditer``), read as plain
    text: ``str`` indices for a ``str``, byte offsets for a bytes-like
    object. Lazy: a large text is searched a few thousand matches ahead
    of the caller."""
    return _default.finditer(text, errors)


def scan_path(path: StrPath, errors: Errors = "warn") -> MatchIter[str]:
    """The matches of a file: mail, HTML, WARC or text (detected), gzip
    undone. A WARC record that cannot be read, or a file that cannot be
    read to its end, is warned about, raised or passed over as ``errors``
    says (``"warn"``, ``"raise"``, ``"ignore"``), after the matches before
    it. A file that cannot be opened raises ``OSError`` as ``open()``
    does (``FileNotFoundError``..., with ``filename``)."""
    return _default.scan_path(path, errors)


def extract_batch(texts: Iterable[Text], threads: int | None = None) -> list[list[str]]:
    """``[find_urls(t) for t in texts]``, in parallel without the GIL.

    ``threads``: ``None`` for one per CPU, else 1 to 1024 (``ValueError``
    otherwise); above 4 per CPU it is lowered to 4 per CPU, since a
    search does no I/O and more threads would only take turns. Ctrl-C
    stops the batch at once with ``KeyboardInterrupt``."""
    return _default.extract_batch(texts, threads)
