"""`scan_file` over Python file objects (what harvest_warc reads s3://
and hdfs:// paths through): the same matches as `scan_path`, read a
buffer at a time; and `Extractor` through pickle, as Spark ships it."""

from __future__ import annotations

import gzip
import io
import pickle
import warnings

import pytest

import urlgrep
from conftest import TESTDATA

WARC = TESTDATA / "warc"


def as_rows(ms: urlgrep.MatchIter[str]) -> list[tuple[object, ...]]:
    return [(m.record_uri, m.record_offset, m.url, m.start, m.end, m.line, m.path) for m in ms]


@pytest.mark.parametrize("name", ["pages.warc", "pages.warc.gz"])
def test_scan_file_equals_scan_path(name: str) -> None:
    path = str(WARC / name)
    with open(path, "rb") as f:
        got = as_rows(urlgrep.Extractor().scan_file(f))
    # 21 absolute URLs and 22 relative links resolved against the
    # records' WARC-Target-URI (SPEC §1.7.4).
    assert len(got) == 43
    # The path comes from the file object's name.
    assert got == as_rows(urlgrep.scan_path(path))


def test_scan_file_names_the_input_in_matches_and_warnings() -> None:
    data = (WARC / "truncated.warc.gz").read_bytes()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ms = list(urlgrep.Extractor().scan_file(io.BytesIO(data), name="s3://b/t.warc.gz"))
    assert len(ms) == 29 and {m.path for m in ms} == {"s3://b/t.warc.gz"}
    assert caught and all(
        str(w.message).startswith("s3://b/t.warc.gz: WARC record at byte 547: ") for w in caught)
    with pytest.raises(urlgrep.RecordError, match="at byte 547") as e:
        list(urlgrep.Extractor().scan_file(io.BytesIO(data), errors="raise", name="t"))
    assert e.value.path == "t" and e.value.offset == 547


def test_the_iteration_goes_on_after_a_record_error() -> None:
    # harvest_warc reads so: each damaged record raised, then the rest.
    for it in (urlgrep.scan_path(WARC / "truncated.warc.gz", errors="raise"),
               urlgrep.Extractor().scan_file(open(WARC / "truncated.warc.gz", "rb"), errors="raise")):
        urls, offsets = 0, []
        while True:
            try:
                next(it)
            except StopIteration:
                break
            except urlgrep.RecordError as e:
                offsets.append(e.offset)
                continue
            urls += 1
        # The cut member at byte 547 (testdata/warc/README.md): its two
        # faults, and the 29 URLs (10 of them resolved links) of the whole file
        # around it.
        assert (urls, offsets) == (29, [547, 547])


class Counting(io.RawIOBase):
    """A file whose reads are counted: how far the search has read."""

    def __init__(self, data: bytes) -> None:
        self.inner = io.BytesIO(data)
        self.done = 0
        self.largest = 0

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        assert n > 0, "a whole-file read"
        b = self.inner.read(n)
        self.done += len(b)
        self.largest = max(self.largest, n)
        return b


def test_scan_file_streams_a_large_warc() -> None:
    # 400 copies of the 14 kB gzip-per-record file (5.6 MB; a gzip'd
    # WARC may be concatenated, ISO 28500 Annex D): the first match comes
    # after a buffer's worth is read, never the whole file.
    data = (WARC / "pages.warc.gz").read_bytes() * 400
    f = Counting(data)
    it = urlgrep.Extractor().scan_file(f, name="big")
    first = next(it)
    assert first.record_offset is not None and first.record_offset < 14009
    assert f.done <= 512 * 1024 < len(data)
    rest = list(it)
    assert len(rest) + 1 == 43 * 400 and f.done == len(data)
    assert f.largest <= 256 * 1024


def test_scan_file_ends_an_input_whose_read_fails() -> None:
    class Failing(io.RawIOBase):
        def __init__(self) -> None:
            self.left = [(WARC / "pages.warc").read_bytes()[:20000]]

        def read(self, n: int = -1) -> bytes:
            if not self.left:
                raise ConnectionError("connection reset by peer")
            return self.left.pop()

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ms = list(urlgrep.Extractor().scan_file(Failing(), name="https://x.example/a.warc"))
    # The records before the failure are searched, the failure reported.
    assert ms and all(m.record_offset is not None and m.record_offset < 20000 for m in ms)
    assert any("connection reset by peer" in str(w.message) for w in caught)


def test_scan_file_checks_its_arguments() -> None:
    ex = urlgrep.Extractor()
    with pytest.raises(TypeError, match="file must be a binary file object"):
        ex.scan_file(b"WARC/1.0")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="name must be a str or None"):
        ex.scan_file(io.BytesIO(b""), name=b"x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="errors must be one of"):
        ex.scan_file(io.BytesIO(b""), errors="skip")  # type: ignore[arg-type]
    with open(WARC / "pages.warc", encoding="latin-1") as text:
        with pytest.raises(OSError, match="returned str, not bytes"):
            ex.scan_file(text)  # type: ignore[arg-type]


def test_scan_file_reads_other_formats_whole() -> None:
    mail = (TESTDATA / "mail" / "10-html-href-freebsd.eml").read_bytes()
    got = [m.url for m in urlgrep.Extractor().scan_file(io.BytesIO(gzip.compress(mail)))]
    assert got == [m.url for m in urlgrep.scan_path(TESTDATA / "mail" / "10-html-href-freebsd.eml")]
    assert got


@pytest.mark.parametrize("options", [
    {},
    {"schemes": ["ftp", "x-app"], "hyphen": "keep", "join": "never"},
    {"format": "warc", "max_len": 64, "extra_schemes": ["git"]},
    {"format": "auto", "hyphen": "both"},
])
def test_extractor_pickles_with_its_options(options: dict[str, object]) -> None:
    ex = urlgrep.Extractor(**options)  # type: ignore[arg-type]
    back = pickle.loads(pickle.dumps(ex))
    assert type(back) is urlgrep.Extractor and repr(back) == repr(ex)
    text = "<URL:ftp://ds.in\n ternic.net/rfc> x-app://a/b http://ex-\nample.com/ git://h/r"
    assert back.find_urls(text) == ex.find_urls(text)
