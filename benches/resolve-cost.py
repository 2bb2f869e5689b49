"""What resolving relative links costs, apart from reporting them (issue
21): the same pages twice, once as written and read with `--base`, once
with every relative `href`/`src` already made absolute against that base
(by Python's `urljoin`) and read with no base, so both runs report the
same links and the difference is the resolution. Pairs of runs in turn
(A B A B ...), median of the paired CPU-time ratios.

    python3 benches/resolve-cost.py [URLGREP] [PAIRS]

Reads target/bench/pages (made by benches/lychee-compare.sh)."""

from __future__ import annotations

import re
import resource
import statistics
import subprocess
import sys
from pathlib import Path
from urllib.parse import urljoin

ROOT = Path(__file__).resolve().parents[1]
BASE = "https://doc.rust-lang.org/stable/"
ATTR = re.compile(rb'(\s(?:href|src)=)(["\'])([^"\'<>]*)\2', re.I)
SCHEME = re.compile(rb"^[A-Za-z][A-Za-z0-9+.-]*:")


def absolute(m: re.Match) -> bytes:
    value = m.group(3)
    if not value or SCHEME.match(value) or value.startswith(b"#"):
        return m.group(0)
    url = urljoin(BASE, value.decode("utf-8", "replace")).encode()
    return m.group(1) + m.group(2) + url + m.group(2)


def cpu(cmd: list[str]) -> tuple[float, bytes]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, out


def main() -> None:
    ug = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target/release/urlgrep")
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    pages, done = ROOT / "target/bench/pages", ROOT / "target/bench/pages-absolute"
    if not done.exists():
        done.mkdir()
        for p in sorted(pages.iterdir()):
            (done / p.name).write_bytes(ATTR.sub(absolute, p.read_bytes()))
    relative = [ug, "-j1", "-c", "--format", "html", "--base", BASE, str(pages)]
    written = [ug, "-j1", "-c", "--format", "html", str(done)]
    count = lambda out: sum(int(l.rsplit(b":", 1)[1]) for l in out.splitlines())
    ratios, times = [], ([], [])
    for _ in range(pairs):
        (a, out_a), (b, out_b) = cpu(relative), cpu(written)
        ratios.append(a / b)
        times[0].append(a)
        times[1].append(b)
    print(f"relative links, --base: {statistics.median(times[0]):.3f} s CPU, {count(out_a)} links")
    print(f"the same made absolute: {statistics.median(times[1]):.3f} s CPU, {count(out_b)} links")
    print(f"resolution adds {(statistics.median(ratios) - 1) * 100:.1f}% (median of {pairs} pairs; goal: at most 15%)")


if __name__ == "__main__":
    main()
