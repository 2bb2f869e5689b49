"""`scan_path` on real files: a mail message (testdata/mail), the same
gzip'd, and the WARC files of testdata/warc, against their golden lists
(written by reading the documents; see each README)."""

from __future__ import annotations

import gzip
import shutil
import warnings

import pytest

import urlgrep
from conftest import TESTDATA

MAIL = "10-html-href-freebsd.eml"


def mail_expected(name: str) -> list[tuple[str, int, str, str]]:
    rows = []
    for line in (TESTDATA / "mail" / "expected.tsv").read_text().splitlines():
        f = line.split("\t")
        if f[0] == name:
            rows.append((f[1], int(f[2]), f[3], f[4]))
    return rows


def warc_expected() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in (TESTDATA / "warc" / "expected.tsv").read_text().splitlines():
        if not line.startswith("#"):
            uri, ln, kind, url = line.split("\t")
            rows.append((uri, ln, kind, url))
    return rows


def warc_rows(ms: list[urlgrep.Match]) -> list[tuple[str, str, str, str]]:
    # expected.tsv lists the URLs as written; the links resolved against
    # the record's target URI are test_links_reference.py's.
    return [
        (m.record_uri, "-" if m.message_id else str(m.line), m.kind, m.url)
        for m in ms
        if not m.resolved
    ]


def test_mail_file() -> None:
    path = TESTDATA / "mail" / MAIL
    ms = list(urlgrep.scan_path(path))
    assert [(m.message_id, m.part, m.kind, m.url) for m in ms] == mail_expected(MAIL)
    data = path.read_bytes()
    # Offsets point into the file where the text is a plain copy.
    plain = [m for m in ms if m.encoding is None and m.kind == "bare"]
    assert plain
    for m in plain:
        assert data[m.start : m.end].decode() == m.raw
    assert ms[0].path == str(path)


def test_gzip_file_reads_as_the_plain_one(tmp_path) -> None:
    src = TESTDATA / "mail" / MAIL
    gz = tmp_path / "message.eml.gz"
    with open(src, "rb") as f, gzip.open(gz, "wb") as out:
        shutil.copyfileobj(f, out)
    plain = [(m.url, m.start, m.part) for m in urlgrep.scan_path(src)]
    assert [(m.url, m.start, m.part) for m in urlgrep.scan_path(gz)] == plain


def test_html_file() -> None:
    # The page of the WARC's first response, as a file: its rows there.
    path = TESTDATA / "html" / "rust-docs-index.html"
    ms = list(urlgrep.scan_path(path))
    want = [(ln, kind, url) for uri, ln, kind, url in warc_expected() if uri.endswith("/index.html")]
    assert [(str(m.line), m.kind, m.url) for m in ms] == want
    page = path.read_bytes()
    for m in ms:
        assert page[m.start : m.end].decode() == m.raw


@pytest.mark.parametrize("name,offsets", [
    ("pages.warc", [743, 11943, 13311, 27878]),
    ("pages.warc.gz", [547, 4920, 6219, 11666]),
])
def test_warc_files(name: str, offsets: list[int]) -> None:
    ms = list(urlgrep.scan_path(TESTDATA / "warc" / name))
    assert warc_rows(ms) == warc_expected()
    # Record offsets as warcio reports them (testdata/warc/README.md).
    assert sorted({m.record_offset for m in ms}) == offsets
    assert ms[0].record_id == "<urn:uuid:00000000-0000-4000-8000-000000000003>"
    # The page's first link, `rust.css`, resolved against the target URI.
    first = ms[0]
    assert (first.url, first.raw, first.resolved) == ("https://doc.rust-lang.org/stable/rust.css", "rust.css", True)
    assert (first.element, first.attribute, first.rel) == ("link", "href", "stylesheet")
    absolute = [m for m in ms if not m.resolved][0]
    page = (TESTDATA / "html" / "rust-docs-index.html").read_bytes()
    assert page[absolute.start : absolute.end].decode() == absolute.raw == absolute.url


def test_warc_bytes_through_finditer() -> None:
    # bytes are text unless format= says otherwise: "warc", or "auto".
    data = (TESTDATA / "warc" / "pages.warc.gz").read_bytes()
    for format in ("warc", "auto"):
        ms = list(urlgrep.Extractor(format=format).finditer(data))
        assert warc_rows(ms) == warc_expected()


def test_truncated_warc_warns_and_reads_on() -> None:
    path = TESTDATA / "warc" / "truncated.warc.gz"
    with pytest.warns(urlgrep.RecordWarning, match="WARC record at byte 547"):
        ms = list(urlgrep.scan_path(path))
    # The cut member's records are read up to the cut (issue 24): the
    # page's links before it are found, the two after it are not
    # (crates/formats/tests/warc.rs reads the same file).
    cut = ["https://rustc-dev-guide.rust-lang.org/", "https://github.com/rust-embedded"]
    want = [r for r in warc_expected() if not (r[0].endswith("/index.html") and r[3] in cut)]
    assert warc_rows(ms) == want


def test_truncated_warc_raises_when_asked() -> None:
    path = TESTDATA / "warc" / "truncated.warc.gz"
    it = urlgrep.Extractor().scan_path(path, errors="raise")
    with pytest.raises(urlgrep.RecordError) as e:
        list(it)
    assert (e.value.offset, e.value.path) == (547, str(path))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ms = list(urlgrep.Extractor().scan_path(path, errors="ignore"))
        assert len([m for m in ms if not m.resolved]) == 19


JUNK = b"trailing junk, not a gzip member\n"


def junk_after_gzip(src, gz) -> int:
    """Writes `src` gzip'd and junk after it; returns where the junk starts."""
    packed = gzip.compress(src.read_bytes())
    gz.write_bytes(packed + JUNK)
    return len(packed)


@pytest.mark.parametrize("errors", ["ignore", "warn", "raise"])
def test_gzip_with_trailing_junk_yields_what_it_decoded(tmp_path, errors: str) -> None:
    # Issue 24: the read error was raised before any match, even with
    # errors="ignore"; now the matches come, then the damage as asked.
    src = TESTDATA / "mail" / MAIL
    gz = tmp_path / "message.eml.gz"
    junk_at = junk_after_gzip(src, gz)
    plain = [(m.url, m.start, m.part) for m in urlgrep.scan_path(src)]
    got = []
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        try:
            for m in urlgrep.Extractor().scan_path(gz, errors=errors):
                got.append((m.url, m.start, m.part))
        except urlgrep.RecordError as e:
            assert errors == "raise"
            assert (e.what, e.offset, e.path) == ("gzip", junk_at, str(gz))
        else:
            assert errors != "raise"
    assert got == plain
    messages = [str(w.message) for w in seen if issubclass(w.category, urlgrep.RecordWarning)]
    if errors == "warn":
        assert messages == [f"{gz}: gzip at byte {junk_at}: {len(JUNK)} bytes that are not gzip"
                            " after the member at byte 0: ignored (nothing after them)"
                            " (what was decoded was searched)"]
    else:
        assert messages == []


def test_mbox_gzip_with_trailing_junk_yields_every_message(tmp_path) -> None:
    # The mbox reader lost the last message when the read failed in it.
    names = ["01-qp-quoted-wrapped-lore.eml", MAIL]
    mbox = tmp_path / "two.mbox"
    mbox.write_bytes(b"".join(
        b"From a@example.org Thu Jan  1 00:00:00 1970\n" + (TESTDATA / "mail" / n).read_bytes() + b"\n"
        for n in names
    ))
    gz = tmp_path / "two.mbox.gz"
    junk_at = junk_after_gzip(mbox, gz)
    plain = [(m.url, m.start, m.message_id) for m in urlgrep.scan_path(mbox)]
    assert len({mid for _, _, mid in plain}) == 2
    with pytest.warns(urlgrep.RecordWarning, match=f"gzip at byte {junk_at}:"):
        got = [(m.url, m.start, m.message_id) for m in urlgrep.scan_path(gz)]
    assert got == plain
