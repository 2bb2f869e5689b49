"""Offsets for `str` (indices, so `text[m.start:m.end] == m.raw`) and
`bytes` (byte offsets) with non-ASCII text."""

from __future__ import annotations

import urlgrep
from conftest import TESTDATA

# Two-byte and three-byte UTF-8 characters before, between and inside.
TEXT = "Grüße — siehe <URL:ftp://ds.in\n   ternic.net/rfc> und\nnäher: http://例.example/ß ✓ <http://a.example/x>"


def test_str_indices_slice_the_raw_text() -> None:
    ms = list(urlgrep.finditer(TEXT))
    assert [m.url for m in ms] == [
        "ftp://ds.internic.net/rfc",
        "http://例.example/ß",
        "http://a.example/x",
    ]
    for m in ms:
        assert TEXT[m.start : m.end] == m.raw
    # Counted by hand: "Grüße — siehe " is 14 characters (18 bytes).
    assert (ms[0].start, ms[0].line, ms[0].column) == (14, 1, 15)
    # Line 3 starts after "...rfc> und\n"; "näher: " is 7 characters.
    assert (ms[1].line, ms[1].column) == (3, 8)
    assert TEXT.index("http://例") == ms[1].start


def test_bytes_offsets_slice_the_raw_bytes() -> None:
    data = TEXT.encode()
    ms = list(urlgrep.finditer(data))
    for m in ms:
        assert isinstance(m.raw, bytes)
        assert data[m.start : m.end] == m.raw
    assert (ms[0].start, ms[0].column) == (18, 19)
    assert ms[1].start == data.index("http://例".encode())
    # "näher: " is 8 bytes.
    assert (ms[1].line, ms[1].column) == (3, 9)


def test_str_and_bytes_agree_on_a_real_document() -> None:
    # A Latin-1 message read as text: its bytes decoded, non-ASCII kept.
    raw = (TESTDATA / "mail" / "13-latin1-8bit-archwiki.eml").read_bytes()
    text = raw.decode("latin-1")
    by_str = list(urlgrep.Extractor(format="text").finditer(text))
    by_bytes = list(urlgrep.Extractor(format="text").finditer(text.encode()))
    assert [m.url for m in by_str] == [m.url for m in by_bytes]
    assert by_str, "the message has URLs"
    for m in by_str:
        assert text[m.start : m.end] == m.raw
        # The column counts characters from the line start.
        line_start = text.rfind("\n", 0, m.start) + 1
        assert m.column == m.start - line_start + 1


def test_lone_surrogate_keeps_indices() -> None:
    text = "\ud800 http://a.example/"
    (m,) = urlgrep.finditer(text)
    assert (m.start, text[m.start : m.end]) == (2, "http://a.example/")
