"""`finditer` is lazy (issue 24, item 10): over 50 MB it held 2.1 GB
before its first match, every match made at once. Now a large text is
searched a few thousand matches ahead of the caller."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time

import pytest

import urlgrep


def run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("kind", ["str", "bytes"])
def test_finditer_is_lazy(kind: str) -> None:
    # 52 MB, 2.5 million URLs; peak RSS is measured in a fresh process.
    out = run(f"""
        import resource, urlgrep
        text = "http://example.com/a " * 2_500_000
        if {kind!r} == "bytes":
            text = text.encode()
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        first = next(urlgrep.finditer(text))
        after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(first.url, first.start, first.end, (after - before) // 1024)
    """)
    url, start, end, grown_mb = out.split()
    assert (url, start, end) == ("http://example.com/a", "0", "20")
    # All matches at once took over a gigabyte; lazily a few MB.
    assert int(grown_mb) < 25, out


def test_lazy_finditer_gives_every_match() -> None:
    # Past the size searched at once (1 MiB), with characters of 1 to 4
    # bytes before the matches: str indices must still be right.
    unit = "Grüße 東京 🙂 see <URL:ftp://ds.in\n   ternic.net/rfc> and http://例.example/ß-\n  x, "
    text = unit * (3 * 2**20 // len(unit.encode()))
    got = list(urlgrep.finditer(text))
    assert len(got) == len(urlgrep.find_urls(text)) == 2 * (len(text) // len(unit))
    assert [m.url for m in got] == urlgrep.find_urls(text)
    for m in got[:50] + got[-50:]:
        assert text[m.start : m.end] == m.raw
        assert m.line == text.count("\n", 0, m.start) + 1
    data = text.encode()
    got = list(urlgrep.finditer(data))
    assert [m.url for m in got] == urlgrep.find_urls(text)
    assert data[got[-1].start : got[-1].end] == got[-1].raw


def tasks() -> int:
    return len(os.listdir("/proc/self/task"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="needs Linux's /proc")
def test_dropping_a_lazy_finditer_ends_its_search() -> None:
    before = tasks()
    it = urlgrep.finditer("http://example.com/a " * 500_000)
    next(it)
    assert tasks() == before + 1
    del it
    deadline = time.monotonic() + 10
    while tasks() > before and time.monotonic() < deadline:
        time.sleep(0.01)
    assert tasks() == before
