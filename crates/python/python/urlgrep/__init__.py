"""Find URLs in text, mail, HTML and web archives the way RFC 1738's
Appendix says: ``<URL:ftp://ds.in⏎ternic.net/rfc>`` comes out whole.

>>> import urlgrep
>>> urlgrep.find_urls("pick it up from <URL:ftp://ds.in\\n   ternic.net/rfc>.")
['ftp://ds.internic.net/rfc']

``Extractor`` holds the options (reuse one); the module-level functions use
a default one. ``urlgrep.spark`` has the Spark helpers.
"""

from __future__ import annotations

import os
from typing import Iterable, Iterator, Union

from . import errors
from ._urlgrep import ERROR_KINDS, Extractor, Match, MatchIter, parse_url
from .errors import ParseError, RecordError, RecordWarning, UrlgrepError

__all__ = [
    "ERROR_KINDS",
    "Extractor",
    "Match",
    "MatchIter",
    "ParseError",
    "RecordError",
    "RecordWarning",
    "UrlgrepError",
    "errors",
    "extract_batch",
    "find_urls",
    "finditer",
    "parse_url",
    "scan_path",
]

_default = Extractor()

Text = Union[str, bytes]


def find_urls(text: Text) -> list[str]:
    """The URLs of ``text``, in order (``Extractor().find_urls``)."""
    return _default.find_urls(text)


def finditer(text: Text) -> Iterator[Match]:
    """The matches of ``text`` (``Extractor().finditer``): ``str`` indices
    for a ``str``, byte offsets for ``bytes``. Lazy: a large text is
    searched a few thousand matches ahead of the caller."""
    return _default.finditer(text)


def scan_path(path: Union[str, "os.PathLike[str]"], errors: str = "warn") -> Iterator[Match]:
    """The matches of a file: mail, HTML, WARC or text, gzip undone. A
    WARC record that cannot be read, or a file that cannot be read to its
    end, is warned about, raised or passed over as ``errors`` says
    (``"warn"``, ``"raise"``, ``"ignore"``), after the matches before it."""
    return _default.scan_path(path, errors)


def extract_batch(texts: Iterable[Text], threads: int | None = None) -> list[list[str]]:
    """``[find_urls(t) for t in texts]``, in parallel without the GIL.

    ``threads``: ``None`` for one per CPU, else 1 to 1024 (``ValueError``
    otherwise); above 4 per CPU it is lowered to 4 per CPU, since a
    search does no I/O and more threads would only take turns. Ctrl-C
    stops the batch at once with ``KeyboardInterrupt``."""
    return _default.extract_batch(list(texts), threads)
