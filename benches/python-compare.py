"""find_urls in Python against urlextract and linkify-it-py (PyPI) on the
same corpus text, in the same run, and extract_batch on 2 threads vs 1.

    benches/make-big.sh target/bench/big100.txt 100
    .venv/bin/pip install -r benches/requirements-python.txt
    .venv/bin/python benches/python-compare.py [target/bench/big100.txt] [PEER_MB]

urlgrep reads the whole file (100 MB); the peers, pure Python and far
slower, read its first PEER_MB megabytes (default 1), and urlgrep that
sample too, for the counts. Throughput is MB (10^6 bytes of UTF-8) a
second, best of 3 for urlgrep, 1 run for the peers."""

from __future__ import annotations

import re
import sys
import time

import urlgrep
from linkify_it import LinkifyIt
from urlextract import URLExtract

SCHEME = re.compile(r"^(https?|ftp|gopher|news|nntp|telnet|wais|file|prospero|mailto):", re.I)


def timed(f, *args, runs=1):
    best, out = None, None
    for _ in range(runs):
        t = time.perf_counter()
        out = f(*args)
        d = time.perf_counter() - t
        best = d if best is None else min(best, d)
    return best, out


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "target/bench/big100.txt"
    peer_mb = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    raw = open(path, "rb").read()
    text = raw.decode("utf-8", errors="replace")
    mb = len(text.encode()) / 1e6
    ex = urlgrep.Extractor(format="text")

    # A fresh str each run (decoded outside the timing): its UTF-8 form,
    # which urlgrep reads, is not cached yet.
    t_str, urls = None, []
    for _ in range(3):
        fresh = raw.decode("utf-8", errors="replace")
        d, urls = timed(ex.find_urls, fresh)
        t_str = d if t_str is None else min(t_str, d)
        del fresh
    t_bytes, _ = timed(ex.find_urls, raw, runs=3)
    print(f"urlgrep find_urls, {mb:.0f} MB str:   {t_str:.2f} s  {mb / t_str:7.1f} MB/s  {len(urls)} URLs")
    print(f"urlgrep find_urls, {mb:.0f} MB bytes: {t_bytes:.2f} s  {mb / t_bytes:7.1f} MB/s")

    sample = text[: int(peer_mb * 1e6)]
    smb = len(sample.encode()) / 1e6
    t_ug, ug = timed(ex.find_urls, sample, runs=3)
    t_ue, ue = timed(URLExtract().find_urls, sample)
    t_li, li = timed(lambda s: [m.url for m in (LinkifyIt().match(s) or [])], sample)
    print(f"sample {smb:.2f} MB: urlgrep {smb / t_ug:9.1f} MB/s {len(ug):6} URLs")
    print(f"                 urlextract {smb / t_ue:6.3f} MB/s {len(ue):6} URLs  -> urlgrep {t_ue / t_ug * 1:,.0f}x (sample), {(mb / t_str) / (smb / t_ue):,.0f}x (100 MB str)")
    print(f"                 linkify-it-py {smb / t_li:6.3f} MB/s {len(li):6} URLs  -> urlgrep {t_li / t_ug:,.0f}x (sample), {(mb / t_str) / (smb / t_li):,.0f}x (100 MB str)")
    # Where the peers agree: URLs with a scheme both report (as a bag).
    with_scheme = lambda us: [u for u in us if SCHEME.match(u)]
    both = set(with_scheme(ue)) & set(with_scheme(li))
    agreed = [u for u in with_scheme(li) if u in both]
    found = sum(1 for u in agreed if u in set(ug))
    print(f"URLs with a scheme both peers report: {len(agreed)}; urlgrep reports {found} of them")

    docs = [raw[i : i + 1_000_000] for i in range(0, len(raw), 1_000_000)]
    t1, r1 = timed(ex.extract_batch, docs, 1, runs=5)
    t2, r2 = timed(ex.extract_batch, docs, 2, runs=5)
    assert r1 == r2
    print(f"extract_batch {len(docs)} x 1 MB: 1 thread {t1:.2f} s, 2 threads {t2:.2f} s: {t1 / t2:.2f}x")


if __name__ == "__main__":
    main()
