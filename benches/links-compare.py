"""The link graph of a WARC file of real pages (SPEC §1.7.4: every link
attribute, relative ones resolved against the record's target URI), by
urlgrep (`--links`, one thread) and by FastWARC + Resiliparse, the Python
web-archive stack, walking each page's DOM for the same attributes and
resolving them with ada-url (a WHATWG URL parser), on one core, in the
same run. Interleaved rounds; best CPU time of each.

    .venv/bin/pip install resiliparse==2.0.0 fastwarc==2.0.0 ada-url==4.0.0
    .venv/bin/python benches/links-compare.py [URLGREP] [SIZE_MB] [ROUNDS]

The WARC (target/bench/links.warc, uncompressed) holds the Rust
documentation's HTML pages (`rustup doc --path`) as `response` records
whose target URI is the page's URL on doc.rust-lang.org, up to SIZE_MB
(default 64) of payload."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import ada_url
from fastwarc.warc import ArchiveIterator, WarcRecordType
from resiliparse.parse.html import HTMLTree, NodeType

ROOT = Path(__file__).resolve().parents[1]
ATTRIBUTES = ("href", "src", "action", "cite", "poster", "data", "background")
# Not links (SPEC §1.7.4); the rest of urlgrep's scheme table is wider.
SKIP = ("javascript:", "#")


def make_warc(path: Path, size: int) -> None:
    doc = Path(subprocess.run(["rustup", "doc", "--path"], capture_output=True, text=True).stdout.strip()).parent
    pages = sorted(p for d in ("std", "core", "book", "reference", "cargo") for p in (doc / d).rglob("*.html"))
    written = 0
    with open(path, "wb") as out:
        for i, page in enumerate(pages):
            if written >= size:
                break
            body = page.read_bytes()
            http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
            http += b"Content-Length: %d\r\n\r\n" % len(body) + body
            uri = "https://doc.rust-lang.org/stable/" + str(page.relative_to(doc))
            head = (
                "WARC/1.0\r\nWARC-Type: response\r\n"
                f"WARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-{i:012d}>\r\n"
                f"WARC-Target-URI: {uri}\r\nWARC-Date: 2026-01-01T00:00:00Z\r\n"
                "Content-Type: application/http; msgtype=response\r\n"
                f"Content-Length: {len(http)}\r\n\r\n"
            )
            out.write(head.encode() + http + b"\r\n\r\n")
            written += len(body)


def srcset(value: str):
    for candidate in value.split(","):
        parts = candidate.split()
        if parts:
            yield parts[0]


def peer(path: Path) -> int:
    """FastWARC + Resiliparse + ada-url: the links of every response."""
    n = 0
    with open(path, "rb") as f:
        for rec in ArchiveIterator(f, record_types=WarcRecordType.response, parse_http=True):
            base = rec.headers.get("WARC-Target-URI")
            tree = HTMLTree.parse_from_bytes(rec.reader.read())
            for b in tree.document.get_elements_by_tag_name("base"):
                if b.hasattr("href"):
                    base = ada_url.join_url(base, b.getattr("href"))
                    break
            # One pre-order walk of the DOM by the tree's own iterator
            # (not query_selector_all per attribute, which is quadratic;
            # a Python walk over `child_nodes` went quadratic too: 20 s
            # for 5 MB, 5334 s for 52 MB, in the weak-reference cache of
            # node objects).
            for node in tree.document:
                if node.type != NodeType.ELEMENT:
                    continue
                for name in ATTRIBUTES:
                    if node.hasattr(name):
                        n += resolve(base, node.getattr(name))
                if node.hasattr("srcset"):
                    for v in srcset(node.getattr("srcset")):
                        n += resolve(base, v)
    return n


def resolve(base: str, value: str) -> int:
    value = value.strip()
    if not value or value.startswith(SKIP):
        return 0
    try:
        ada_url.join_url(base, value)
    except ValueError:
        return 0
    return 1


def cpu(f, *args):
    before = resource.getrusage(resource.RUSAGE_SELF)
    out = f(*args)
    after = resource.getrusage(resource.RUSAGE_SELF)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, out


def urlgrep(binary: str, path: Path) -> tuple[float, int]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([binary, "-j", "1", "--links", "--format", "warc", str(path)], capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return t, out.stdout.count(b"\n")


def main() -> None:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target/release/urlgrep")
    size = int(float(sys.argv[2]) * 1e6) if len(sys.argv) > 2 else 64_000_000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    path = ROOT / "target/bench/links.warc"
    if not path.exists() or path.stat().st_size < size:
        path.parent.mkdir(parents=True, exist_ok=True)
        make_warc(path, size)
    mb = path.stat().st_size / 1e6
    best_u = best_p = float("inf")
    for _ in range(rounds):
        t_u, n_u = urlgrep(binary, path)
        t_p, n_p = cpu(peer, path)
        best_u, best_p = min(best_u, t_u), min(best_p, t_p)
    print(f"{mb:.1f} MB WARC of HTML pages, best CPU time of {rounds}, one core")
    print(f"urlgrep --links:                      {best_u:6.2f} s  {mb / best_u:6.1f} MB/s  {n_u} links")
    print(f"FastWARC + Resiliparse + ada-url:     {best_p:6.2f} s  {mb / best_p:6.1f} MB/s  {n_p} links")
    print(f"urlgrep is {best_p / best_u:.2f}x the peer (goal: 8x)")


if __name__ == "__main__":
    os.environ.setdefault("RAYON_NUM_THREADS", "1")
    main()
