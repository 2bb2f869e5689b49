"""`extract_batch`: the same as one call per text, in parallel, with the
GIL released while it runs."""

from __future__ import annotations

import threading
import time

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
