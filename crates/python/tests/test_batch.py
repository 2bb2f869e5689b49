"""`extract_batch`: the same as one call per text, in parallel, with the
GIL released while it runs."""

from __future__ import annotations

import os
import threading
import time

import pytest

import urlgrep
from conftest import TESTDATA


def corpus() -> list[str]:
    files = sorted((TESTDATA / "rfc").glob("*.txt")) + sorted((TESTDATA / "drafts").glob("*.txt"))
    return [f.read_text(encoding="latin-1") for f in files]


def test_batch_equals_one_by_one() -> None:
    texts = corpus()
    texts.append(b"bytes too: <URL:ftp://ds.in\n ternic.net/rfc>")
    one = [urlgrep.find_urls(t) for t in texts]
    assert sum(map(len, one)) > 500
    assert urlgrep.extract_batch(texts) == one
    assert urlgrep.extract_batch(texts, threads=1) == one
    ex = urlgrep.Extractor(hyphen="both", schemes=["ftp"])
    assert ex.extract_batch(texts, 2) == [ex.find_urls(t) for t in texts]


def test_gil_is_released_during_a_batch() -> None:
    texts = corpus()
    while True:
        ticks: list[float] = []
        stop = threading.Event()

        def count() -> None:
            while not stop.is_set():
                ticks.append(time.perf_counter())

        t = threading.Thread(target=count)
        t.start()
        time.sleep(0.01)
        start = time.perf_counter()
        urlgrep.extract_batch(texts, threads=1)
        end = time.perf_counter()
        stop.set()
        t.join()
        if end - start >= 0.2:
            break
        texts = texts * 2
    during = [x for x in ticks if start < x < end]
    # With the GIL held the thread would not run at all in between
    # (a switch interval is 5 ms); released, it counts all along.
    assert len(during) > 1000, (len(during), end - start)
    assert during[-1] - during[0] > 0.5 * (end - start)


def test_threads_out_of_range_is_a_value_error() -> None:
    # Negative counts raised OverflowError; 10000 made 10000 threads.
    for n in (-1, 0, 1025, 10_000, 10**30, -(10**30)):
        with pytest.raises(ValueError, match=rf"threads={n}: expected 1 to 1024"):
            urlgrep.extract_batch(["http://a.example/"], threads=n)
    assert urlgrep.extract_batch(["http://a.example/"], threads=1024) == [["http://a.example/"]]


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="needs Linux's /proc")
def test_threads_are_capped_at_four_per_cpu() -> None:
    cpus = len(os.sched_getaffinity(0))
    texts = corpus() * 4
    seen: list[int] = []
    stop = threading.Event()

    def count() -> None:
        while not stop.is_set():
            seen.append(len(os.listdir("/proc/self/task")))
            time.sleep(0.001)

    before = len(os.listdir("/proc/self/task"))
    t = threading.Thread(target=count)
    t.start()
    try:
        got = urlgrep.extract_batch(texts, threads=1000)
    finally:
        stop.set()
        t.join()
    assert got == urlgrep.extract_batch(texts)
    # The pool, the thread that waits for it, and the counting thread.
    assert before + 1 < max(seen) <= before + 4 * cpus + 2, (before, max(seen), cpus)
