"""One large text on every core: a text of 16 MiB or more is searched in
pieces cut where no match can span the cut (`Extractor.pieces` in the
Rust crate), and gives what it gives searched whole."""

from __future__ import annotations

from pathlib import Path

import urlgrep
from conftest import TESTDATA


def chunk() -> bytes:
    """The RFCs and drafts of testdata, one after another: real text with
    URLs of every form (wrapped, broken over lines, in RFC page breaks)."""
    files = sorted((TESTDATA / "rfc").glob("*.txt")) + sorted((TESTDATA / "drafts").glob("*.txt"))
    return b"".join(f.read_bytes() for f in files)


def big() -> tuple[bytes, bytes, int]:
    once = chunk()
    copies = (17 << 20) // len(once) + 1
    return once, once * copies, copies


def test_pieces_give_the_urls_of_the_whole() -> None:
    _, text, _ = big()
    whole = urlgrep.extract_batch([text], threads=1)[0]
    assert len(whole) > 5_000
    assert urlgrep.extract_batch([text], threads=2)[0] == whole
    assert urlgrep.find_urls(text) == whole


def test_pieces_give_the_places_of_the_whole(tmp_path: Path) -> None:
    # Each copy of the text reads as the text alone: its matches, moved by
    # the copies before it (bytes and lines), are the whole's.
    once, text, copies = big()
    lines = once.count(b"\n")
    one = [(m.start, m.end, m.line, m.column, m.url) for m in urlgrep.finditer(once)]
    want = [
        (s + k * len(once), e + k * len(once), ln + k * lines, c, u)
        for k in range(copies)
        for (s, e, ln, c, u) in one
    ]
    got = [(m.start, m.end, m.line, m.column, m.url) for m in urlgrep.finditer(text)]
    assert got == want
    path = tmp_path / "big.txt"
    path.write_bytes(text)
    got = [(m.start, m.end, m.line, m.column, m.url) for m in urlgrep.scan_path(path)]
    assert got == want
