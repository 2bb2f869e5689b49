"""Builds WARC files for the throughput benchmarks from real documents:
the Rust book's HTML pages (`rustup doc --path`) as `response` records,
the RFCs and drafts of ../shared/corpus as `text/plain` resources and the
messages of its mboxes as `message/rfc822` resources, repeated until the
payloads reach SIZE_MB; written gzip per record into FILES files.

    .venv/bin/python benches/make-warc.py [OUT_DIR] [SIZE_MB] [FILES]

Prints the payload bytes (what `--format warc` reads) of each file and
writes them to OUT_DIR/payload-bytes.txt."""

from __future__ import annotations

import gzip
import io
import os
import re
import subprocess
import sys
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"


def documents():
    doc = subprocess.run(["rustup", "doc", "--path"], capture_output=True, text=True)
    book = Path(doc.stdout.strip()).parent / "book" if doc.returncode == 0 else None
    if book and book.is_dir():
        for p in sorted(book.rglob("*.html")):
            yield ("response", f"https://doc.rust-lang.org/book/{p.relative_to(book)}", "text/html", p.read_bytes())
    for sub in ("rfc", "drafts"):
        for p in sorted((CORPUS / sub).glob("*.txt")):
            yield ("resource", f"https://www.rfc-editor.org/{sub}/{p.name}", "text/plain", p.read_bytes())
    for p in sorted((CORPUS / "mail").glob("*.mbox*")):
        data = gzip.decompress(p.read_bytes()) if p.suffix == ".gz" else p.read_bytes()
        # Messages as written: split at `From ` lines, the From line dropped.
        for i, msg in enumerate(re.split(rb"(?m)^From .*\n", data)):
            if msg.strip():
                yield ("resource", f"mid:{p.stem}-{i}@corpus", "message/rfc822", msg)


def record(writer, kind, uri, ctype, payload):
    if kind == "response":
        http = StatusAndHeaders("200 OK", [("Content-Type", ctype + "; charset=utf-8")], protocol="HTTP/1.1")
        return writer.create_warc_record(uri, "response", payload=io.BytesIO(payload), length=len(payload), http_headers=http)
    return writer.create_warc_record(uri, "resource", payload=io.BytesIO(payload), length=len(payload), warc_content_type=ctype)


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "target/bench/warc")
    size = float(sys.argv[2] if len(sys.argv) > 2 else 100) * 1e6
    files = int(sys.argv[3] if len(sys.argv) > 3 else 4)
    out.mkdir(parents=True, exist_ok=True)
    docs = list(documents())
    per_file = size / files
    totals, k = [], 0
    for n in range(files):
        total = 0
        with open(out / f"part-{n}.warc.gz", "wb") as f:
            w = WARCWriter(f, gzip=True)
            while total < per_file:
                kind, uri, ctype, payload = docs[k % len(docs)]
                k += 1
                w.write_record(record(w, kind, uri, ctype, payload))
                total += len(payload)
        totals.append(total)
        print(f"{out}/part-{n}.warc.gz: {total} payload bytes, {os.path.getsize(out / f'part-{n}.warc.gz')} bytes")
    (out / "payload-bytes.txt").write_text("\n".join(map(str, totals)) + "\n")


if __name__ == "__main__":
    main()
