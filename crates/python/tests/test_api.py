"""Python without surprises (issue 22, part 4): texts are text, bad
arguments say which argument, OSErrors name the file, the default
schemes can be extended, any bytes-like object is taken, and the module
has a version, docstrings and precise types."""

from __future__ import annotations

import array
import errno
import importlib.metadata
import inspect
import mmap
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import urlgrep
import urlgrep.errors
import urlgrep.spark
from conftest import ROOT
from urlgrep._urlgrep import _columns

# A text whose head looks like mail headers ("Subject:" is a mail header):
# guessed as a message, its head was dropped.
MAIL_LIKE = "Subject: links\nX-Link: http://meta.example/\n\nSee http://body.example/"
BOTH = ["http://meta.example/", "http://body.example/"]
BODY = ["http://body.example/"]


# 1. str and bytes are text unless format= says otherwise.


@pytest.mark.parametrize("kind", ["str", "bytes", "bytearray"])
def test_texts_are_text_at_every_entry_point(kind: str) -> None:
    text: object = {
        "str": MAIL_LIKE,
        "bytes": MAIL_LIKE.encode(),
        "bytearray": bytearray(MAIL_LIKE.encode()),
    }[kind]
    ex = urlgrep.Extractor()
    assert urlgrep.find_urls(text) == BOTH
    assert ex.find_urls(text) == BOTH
    assert [m.url for m in urlgrep.finditer(text)] == BOTH
    assert [m.url for m in ex.finditer(text)] == BOTH
    assert urlgrep.extract_batch([text, text]) == [BOTH, BOTH]
    assert ex.extract_batch([text], threads=1) == [BOTH]
    # What urlgrep.spark.extract_urls runs on each Arrow batch.
    assert _columns(ex, [text, None])["url"] == BOTH


def test_mail_header_fields_a_reader_sees() -> None:
    # SPEC §2.3: Subject is shown by every client, X-Link by none.
    mail = "Subject: see http://subject.example/\nX-Link: http://meta.example/\n\nSee http://body.example/"
    ms = list(urlgrep.Extractor(format="mail").finditer(mail))
    assert [(m.url, m.part, m.field) for m in ms] == [
        ("http://subject.example/", None, "Subject"),
        ("http://body.example/", 0, None),
    ]
    assert ms[0].as_dict()["part"] == "header"
    assert ms[0].as_dict()["field"] == "Subject"
    assert "field" not in ms[1].as_dict()


def test_format_says_otherwise() -> None:
    assert urlgrep.Extractor(format="mail").find_urls(MAIL_LIKE) == BODY
    assert urlgrep.Extractor(format="text").find_urls(MAIL_LIKE) == BOTH
    # "auto" asks for the guess, as before.
    auto = urlgrep.Extractor(format="auto")
    assert auto.find_urls(MAIL_LIKE) == BODY
    assert [m.url for m in auto.finditer(MAIL_LIKE.encode())] == BODY
    assert auto.extract_batch([MAIL_LIKE]) == [BODY]
    # As HTML a comment is not read; as text it is.
    html = '<!DOCTYPE html>\n<p><a href="http://a.example/">x</a> <!-- http://c.example/ -->'
    assert urlgrep.find_urls(html) == ["http://a.example/", "http://c.example/"]
    assert urlgrep.Extractor(format="auto").find_urls(html) == ["http://a.example/"]
    assert urlgrep.Extractor(format="html").find_urls(html) == ["http://a.example/"]


def test_files_are_still_detected(tmp_path: Path) -> None:
    path = tmp_path / "message"
    path.write_text(MAIL_LIKE)
    assert [m.url for m in urlgrep.scan_path(path)] == BODY
    assert [m.url for m in urlgrep.Extractor(format="text").scan_path(path)] == BOTH


# 2. Every bad argument is a ValueError or TypeError naming it.

E = urlgrep.Extractor
BAD = [
    (lambda: E(max_len=-1), ValueError, "max_len must be an int from 16 to 1073741824, got int -1"),
    (lambda: E(max_len=3), ValueError, "max_len must be .* got int 3"),
    (lambda: E(max_len=-(10**30)), ValueError, "max_len must be"),
    (lambda: E(max_len=10**30), ValueError, "max_len must be"),
    (lambda: E(max_len=True), TypeError, "max_len must be .* got bool True"),
    (lambda: E(max_len=4096.0), TypeError, "max_len must be .* got float 4096.0"),
    (lambda: E(max_len="4096"), TypeError, "max_len must be"),
    (lambda: E(schemes="http,ftp"), TypeError,
     "schemes must be a list of scheme names or None, got str 'http,ftp'"),
    (lambda: E(schemes=b"http"), TypeError, "schemes must be a list"),
    (lambda: E(schemes=42), TypeError, "schemes must be a list .* got int 42"),
    (lambda: E(schemes=["http", 3]), TypeError, "each name in schemes must be a str, got int 3"),
    (lambda: E(schemes=["http", "1bad"]), ValueError, "schemes: \"1bad\" is not a scheme name"),
    (lambda: E(schemes=["http,ftp"]), ValueError, "schemes: \"http,ftp\" is not a scheme name"),
    (lambda: E(schemes=[""]), ValueError, "schemes: \"\" is not a scheme name"),
    (lambda: E(extra_schemes="git"), TypeError, "extra_schemes must be a list"),
    (lambda: E(extra_schemes=["x_y"]), ValueError, "extra_schemes: \"x_y\" is not a scheme name"),
    (lambda: E(hyphen="sometimes"), ValueError,
     "hyphen must be one of \"auto\", \"keep\", \"drop\", \"both\", got str 'sometimes'"),
    (lambda: E(hyphen=1), TypeError, "hyphen must be one of"),
    (lambda: E(join="maybe"), ValueError, "join must be one of \"auto\", \"never\""),
    (lambda: E(join=False), TypeError, "join must be one of"),
    (lambda: E(format="pdf"), ValueError, "format must be one of \"auto\", \"text\""),
    (lambda: E(format=b"text"), TypeError, "format must be one of"),
    (lambda: urlgrep.find_urls(42), TypeError,
     r"text must be a str or a bytes-like object .*, got int 42"),
    (lambda: urlgrep.find_urls(None), TypeError, "text must be .* got NoneType None"),
    (lambda: urlgrep.finditer(["http://a.example/"]), TypeError, "text must be .* got list"),
    (lambda: urlgrep.finditer("x", errors="sometimes"), ValueError,
     "errors must be one of \"warn\", \"raise\", \"ignore\", got str 'sometimes'"),
    (lambda: urlgrep.finditer("x", errors=1), TypeError, "errors must be one of"),
    (lambda: urlgrep.scan_path(__file__, errors="loud"), ValueError, "errors must be one of"),
    (lambda: urlgrep.scan_path(42), TypeError,
     "path must be a str, bytes or os.PathLike object, got int 42"),
    (lambda: urlgrep.extract_batch("http://a.example/"), TypeError,
     "texts must be an iterable of str or bytes-like objects, got str"),
    (lambda: urlgrep.extract_batch(42), TypeError, "texts must be an iterable"),
    (lambda: urlgrep.extract_batch(["ok", b"ok", 3.5]), TypeError,
     r"texts\[2\] must be a str or a bytes-like object .*, got float 3.5"),
    (lambda: urlgrep.extract_batch(["x"], threads=-1), ValueError, "threads=-1: expected 1 to 1024"),
    (lambda: urlgrep.extract_batch(["x"], threads=-(10**30)), ValueError, "threads="),
    (lambda: urlgrep.extract_batch(["x"], threads="2"), TypeError,
     "threads must be an int from 1 to 1024 or None, got str '2'"),
    (lambda: urlgrep.extract_batch(["x"], threads=2.0), TypeError, "threads must be an int"),
    (lambda: urlgrep.parse_url(b"http://a.example/"), TypeError, "url must be a str, got bytes"),
    (lambda: urlgrep.find_urls(memoryview(b"abcdef")[::2]), ValueError,
     "text must be a contiguous buffer"),
]


@pytest.mark.parametrize("call,exc,message", [pytest.param(*b, id=b[2][:40]) for b in BAD])
def test_bad_arguments_name_themselves(call, exc, message: str) -> None:
    with pytest.raises(exc, match=message) as e:
        call()
    # Exactly the class asked for, never OverflowError (an ArithmeticError).
    assert type(e.value) is exc


def test_scheme_names_are_lower_cased_and_trimmed() -> None:
    assert E(schemes=[" FTP "]).find_urls("ftp://a.example/ http://b.example/") == ["ftp://a.example/"]
    # Any iterable but a str: a generator, a set, a tuple.
    assert E(schemes=(s for s in ["ftp"])).find_urls("ftp://a.example/") == ["ftp://a.example/"]
    assert E(schemes={"ftp"}).find_urls("ftp://a.example/") == ["ftp://a.example/"]
    # numpy-style ints (anything with __index__) are ints.
    class Index:
        def __index__(self) -> int:
            return 64

    assert E(max_len=Index()).find_urls("http://a.example/") == ["http://a.example/"]


# 3. OSErrors carry errno, strerror and filename, as open()'s do.


def open_error(path: object) -> OSError:
    try:
        open(path)  # type: ignore[call-overload]
    except OSError as e:
        return e
    raise AssertionError(f"{path!r} opened")


@pytest.mark.parametrize("form", ["str", "Path", "bytes"])
def test_missing_file_is_named(tmp_path: Path, form: str) -> None:
    path = {"str": str, "Path": Path, "bytes": os.fsencode}[form](tmp_path / "gone.txt")
    with pytest.raises(FileNotFoundError) as e:
        urlgrep.scan_path(path)
    want = open_error(path)
    got = e.value
    assert got.errno == errno.ENOENT
    assert (type(got), got.errno, got.strerror, got.filename, str(got)) == (
        type(want), want.errno, want.strerror, want.filename, str(want))
    assert os.fsdecode(got.filename) == str(tmp_path / "gone.txt")
    assert "gone.txt" in str(got)


def test_directory_is_named(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError) as e:
        list(urlgrep.scan_path(tmp_path))
    assert (e.value.errno, e.value.filename) == (errno.EISDIR, str(tmp_path))


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_unreadable_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "secret"
    path.write_text("http://a.example/")
    path.chmod(0)
    with pytest.raises(PermissionError) as e:
        urlgrep.scan_path(path)
    assert e.value.filename == str(path)


# 4. DEFAULT_SCHEMES and extra_schemes=.


def test_default_schemes_are_the_extractors() -> None:
    d = urlgrep.DEFAULT_SCHEMES
    assert isinstance(d, tuple) and all(isinstance(s, str) and s == s.lower() for s in d)
    assert {"ftp", "http", "https", "mailto", "news", "gopher", "z39.50s"} <= set(d)
    assert len(set(d)) == len(d)
    assert "x-app" not in d
    text = "go x-app://a.example/p and http://b.example/ or ftp://c.example/"
    assert urlgrep.find_urls(text) == ["http://b.example/", "ftp://c.example/"]
    # Filtering to the whole default list changes nothing.
    assert E(schemes=d).find_urls(text) == urlgrep.find_urls(text)


def test_extra_schemes_add_to_the_defaults() -> None:
    text = "go x-app://a.example/p and http://b.example/ or ftp://c.example/"
    every = ["x-app://a.example/p", "http://b.example/", "ftp://c.example/"]
    assert E(extra_schemes=["x-app"]).find_urls(text) == every
    assert E(extra_schemes=["X-App"]).find_urls(text) == every
    # Equal to listing the defaults and the extra ones.
    assert E(schemes=urlgrep.DEFAULT_SCHEMES + ("x-app",)).find_urls(text) == every
    # With schemes=: the URLs of both lists.
    assert E(schemes=["ftp"], extra_schemes=["x-app"]).find_urls(text) == [
        "x-app://a.example/p", "ftp://c.example/"]
    assert E(schemes=[], extra_schemes=["x-app"]).find_urls(text) == ["x-app://a.example/p"]
    assert E(schemes=["ftp"]).find_urls(text) == ["ftp://c.example/"]
    assert "extra_schemes=[\"x-app\"]" in repr(E(extra_schemes=["x-app"]))
    with pytest.raises(AttributeError):
        urlgrep.DEFAULT_SCHEMES.append("x")  # type: ignore[attr-defined]


# 5. Any contiguous bytes-like object, with byte offsets.


TEXT = "Grüße: see <URL:ftp://ds.in\n   ternic.net/rfc> and http://例.example/ß ok"
DATA = TEXT.encode()


def spans(ms: list[urlgrep.Match[bytes]]) -> list[tuple[str, int, int, bytes]]:
    return [(m.url, m.start, m.end, m.raw) for m in ms]


@pytest.mark.parametrize("make", [
    bytearray,
    memoryview,
    lambda b: memoryview(bytearray(b)),
    lambda b: array.array("B", b),
    lambda b: memoryview(b"xx" + b)[2:],
], ids=["bytearray", "memoryview", "memoryview-of-bytearray", "array", "memoryview-slice"])
def test_bytes_like_inputs(make) -> None:
    want = list(urlgrep.finditer(DATA))
    assert len(want) == 2
    got = list(urlgrep.finditer(make(DATA)))
    assert spans(got) == spans(want)
    assert all(type(m.raw) is bytes for m in got)
    assert DATA[got[1].start : got[1].end] == got[1].raw
    ex = urlgrep.Extractor()
    assert ex.find_urls(make(DATA)) == urlgrep.find_urls(TEXT)
    assert ex.extract_batch([make(DATA), TEXT]) == [urlgrep.find_urls(TEXT)] * 2


def test_wide_items_are_read_as_their_bytes() -> None:
    data = DATA + b" " * (-len(DATA) % 4)
    words = array.array("I")
    words.frombytes(data)
    assert urlgrep.find_urls(words) == urlgrep.find_urls(data)


def test_mmap(tmp_path: Path) -> None:
    path = tmp_path / "t.txt"
    path.write_bytes(DATA)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        assert urlgrep.find_urls(mm) == urlgrep.find_urls(TEXT)
        assert spans(list(urlgrep.finditer(mm))) == spans(list(urlgrep.finditer(DATA)))


def test_a_bytearray_is_not_held() -> None:
    # Copied, so it can be resized while the matches are read (a held
    # buffer raises BufferError), and changing it changes nothing found.
    data = bytearray(b"http://a.example/ " * 100_000)
    it = urlgrep.finditer(data)
    data[:] = b"nothing"
    assert sum(1 for _ in it) == 100_000


# 6. __version__.


def test_version_is_the_crates_and_the_packages() -> None:
    cargo = tomllib.loads((ROOT / "Cargo.toml").read_text())
    assert urlgrep.__version__ == cargo["workspace"]["package"]["version"]
    assert urlgrep.__version__ == importlib.metadata.version("urlgrep")
    assert re.fullmatch(r"\d+\.\d+\.\d+.*", urlgrep.__version__)


# 7. Docstrings.


def public(obj: object) -> list[str]:
    return [n for n in dir(obj) if not n.startswith("_")]


def test_every_public_name_has_a_docstring() -> None:
    missing = []
    for cls in (urlgrep.Extractor, urlgrep.Match, urlgrep.MatchIter):
        if not (cls.__doc__ or "").strip():
            missing.append(cls.__name__)
        for name in public(cls):
            if not (inspect.getattr_static(cls, name).__doc__ or "").strip():
                missing.append(f"{cls.__name__}.{name}")
    modules = (urlgrep, urlgrep.errors, urlgrep.spark)
    for mod in modules:
        assert (mod.__doc__ or "").strip(), mod.__name__
        for name in public(mod):
            obj = getattr(mod, name)
            if (inspect.isclass(obj) or inspect.isroutine(obj)) and not (obj.__doc__ or "").strip():
                missing.append(f"{mod.__name__}.{name}")
    assert missing == []
    # The getters say what they hold.
    assert "str" in urlgrep.Match.raw.__doc__ and "bytes" in urlgrep.Match.raw.__doc__
    assert "extra_schemes" in urlgrep.Extractor.__doc__
    assert "DEFAULT_SCHEMES" in urlgrep.__doc__


def test_match_attributes_are_the_stubs() -> None:
    # Every attribute the stub declares exists, and no public one is missing.
    stub = (Path(urlgrep.__file__).parent / "_urlgrep.pyi").read_text()
    body = stub.split("class Match(")[1].split("\nclass ")[0]
    declared = set(re.findall(r"def (\w+)\(self", body)) - {"__iter__", "__next__"}
    assert declared == set(public(urlgrep.Match))


# 8. Types: generic Match at run time, and mypy --strict.


def test_match_is_generic_at_run_time() -> None:
    assert urlgrep.Match[str].__origin__ is urlgrep.Match
    assert urlgrep.MatchIter[bytes].__args__ == (bytes,)
    assert isinstance(urlgrep.finditer("http://a.example/"), urlgrep.MatchIter)
    (m,) = urlgrep.finditer("http://a.example/")
    assert isinstance(m, urlgrep.Match) and type(m.raw) is str


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    python = ROOT / "crates" / "python"
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *args],
        cwd=python, capture_output=True, text=True, timeout=300,
        env={**os.environ, "MYPYPATH": str(python / "python")},
    )


def test_typed_example_passes_mypy_strict_and_runs() -> None:
    pytest.importorskip("mypy")
    done = mypy("examples/typed.py")
    assert done.returncode == 0, done.stdout + done.stderr
    ran = subprocess.run([sys.executable, str(ROOT / "crates/python/examples/typed.py")],
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert "ftp://ds.internic.net/rfc" in ran.stdout


def test_wrong_usage_fails_mypy(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    wrong = tmp_path / "wrong.py"
    wrong.write_text(
        "import urlgrep\n"
        "m = next(urlgrep.finditer('http://a.example/'))\n"
        "m.raw.decode()\n"  # a str input gives a str raw
        "n = next(urlgrep.finditer(b'http://a.example/'))\n"
        "n.raw.encode()\n"  # a bytes input gives a bytes raw
        "urlgrep.Extractor(schemes='http,ftp')\n"
        "urlgrep.Extractor(format='pdf')\n"
        "urlgrep.find_urls(42)\n"
        "for p in urlgrep.scan_path('x'):\n"
        "    p.raw.decode()\n"  # a file gives a str raw
    )
    done = mypy(str(wrong))
    lines = sorted({int(n) for n in re.findall(r"wrong\.py:(\d+): error", done.stdout)})
    assert lines == [3, 5, 6, 7, 8, 10], done.stdout
