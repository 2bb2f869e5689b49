"""The Python API with its types: `mypy --strict` passes on this file
(scripts/test.sh checks it), and it runs (tests/test_typing.py runs it).

A `Match` is generic in the type of `raw`: `Match[str]` for a `str` input
and for files, `Match[bytes]` for a bytes-like one."""

from __future__ import annotations

import mmap
import tempfile
from pathlib import Path

import urlgrep
from urlgrep import DEFAULT_SCHEMES, Extractor, Match, MatchIter


def spans_of_str(text: str) -> list[tuple[int, int, str]]:
    # A str input: str indices, raw a str.
    out: list[tuple[int, int, str]] = []
    for m in urlgrep.finditer(text):
        raw: str = m.raw
        assert text[m.start : m.end] == raw
        out.append((m.start, m.end, raw.upper()))
    return out


def spans_of_bytes(data: bytes | bytearray | memoryview) -> list[bytes]:
    # A bytes-like input: byte offsets, raw bytes.
    it: MatchIter[bytes] = Extractor().finditer(data)
    return [m.raw for m in it if m.raw.startswith(b"http")]


def describe(m: Match[str]) -> str:
    host = m.host or "-"
    extra = f" record {m.record_offset}" if m.record_offset is not None else ""
    error = m.error
    why = f" ({error.kind} at byte {error.offset})" if error is not None else ""
    return f"{m.line}:{m.column} {m.kind} {m.scheme} {host} {m.url}{extra}{why}"


def links(page: bytes, base: str) -> list[tuple[str, str, str, bool, str | None]]:
    # An HTML page's links, relative ones resolved against `base`.
    out = []
    for m in Extractor(format="html", base=base).finditer(page):
        if m.element is not None and m.attribute is not None:
            out.append((m.element, m.attribute, m.canonical or m.url, m.resolved, m.text or m.rel))
    return out


def main() -> None:
    print(urlgrep.__version__, len(DEFAULT_SCHEMES))
    text = "see <URL:ftp://ds.in\n   ternic.net/rfc> or http://host/~user/ and git://x.example/r"
    urls: list[str] = urlgrep.find_urls(text)
    print(urls)
    print(spans_of_str(text))
    print(spans_of_bytes(text.encode()), spans_of_bytes(bytearray(text.encode())))

    ex = Extractor(schemes=["ftp"], extra_schemes=("svn",), hyphen="both", format="text", max_len=1024)
    print(ex.find_urls(memoryview(text.encode())), repr(ex))
    more = Extractor(extra_schemes=["x-app"])
    print(more.find_urls("open x-app://settings/general now"))
    batch: list[list[str]] = Extractor().extract_batch([text, text.encode()], threads=2)
    print(batch)
    print(urlgrep.parse_url("ftp://ds.internic.net/rfc")["host"])
    print(links(b'<link rel=icon href=i.png><a href="../b.html">B</a>', "https://h.example/a/p.html"))

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "mail.txt"
        path.write_text(text)
        for m in urlgrep.scan_path(path, errors="raise"):
            print(describe(m), m.path)
        with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
            print(urlgrep.find_urls(mm))
    try:
        urlgrep.scan_path(Path(d) / "gone.txt")
    except FileNotFoundError as e:
        print("not found:", e.filename)
    try:
        Extractor(max_len=-1)
    except ValueError as e:
        print(e)


if __name__ == "__main__":
    main()
