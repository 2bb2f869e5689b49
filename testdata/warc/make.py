"""Writes the WARC files of this directory from the pages in src/ and two
documents of testdata/ (see README.md). Needs warcio (pip install warcio).
Deterministic: record ids and dates are fixed."""

import gzip
import io
import os
import shutil

from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.dirname(HERE)
DATE = "2026-11-23T00:00:00Z"


def read(path):
    with open(path, "rb") as f:
        return f.read()


def records(writer):
    n = 0

    def make(uri, rtype, payload, content_type=None, http=None):
        nonlocal n
        n += 1
        headers = {
            "WARC-Record-ID": "<urn:uuid:00000000-0000-4000-8000-%012d>" % n,
            "WARC-Date": DATE,
        }
        return writer.create_warc_record(
            uri,
            rtype,
            payload=io.BytesIO(payload),
            length=len(payload),
            warc_content_type=content_type,
            warc_headers_dict=headers,
            http_headers=http,
        )

    info = b"software: warcio\r\nformat: WARC File Format 1.1\r\n"
    yield make("", "warcinfo", info, "application/warc-fields")
    index = "https://doc.rust-lang.org/stable/index.html"
    req = StatusAndHeaders("GET /stable/index.html HTTP/1.1",
                           [("Host", "doc.rust-lang.org")], is_http_request=True)
    yield make(index, "request", b"", http=req)
    html = read(os.path.join(HERE, "..", "html", "rust-docs-index.html"))
    http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8"),
                                       ("Content-Length", str(len(html)))],
                            protocol="HTTP/1.1")
    yield make(index, "response", html, http=http)
    # Served gzip-compressed, as doc.rust-lang.org serves it.
    ffi = gzip.compress(read(os.path.join(HERE, "src", "rust-doc-guide-ffi.html")), mtime=0)
    http = StatusAndHeaders("200 OK", [("Content-Type", "text/html; charset=utf-8"),
                                       ("Content-Encoding", "gzip"),
                                       ("Content-Length", str(len(ffi)))],
                            protocol="HTTP/1.1")
    yield make("https://doc.rust-lang.org/stable/guide-ffi.html", "response", ffi, http=http)
    rfc = read(os.path.join(TESTDATA, "rfc", "rfc2056.txt"))
    yield make("https://www.rfc-editor.org/rfc/rfc2056.txt", "resource", rfc, "text/plain")
    mail = read(os.path.join(TESTDATA, "mail", "10-html-href-freebsd.eml"))
    yield make("mid:cf0c4d610911171136h1713aa59w9cf9aa31f052ad0a@mail.gmail.com",
               "resource", mail, "message/rfc822")


def write(name, gz):
    with open(os.path.join(HERE, name), "wb") as out:
        writer = WARCWriter(out, gzip=gz)
        for rec in records(writer):
            writer.write_record(rec)


def truncated():
    """pages.warc.gz with the index.html response member cut in half."""
    data = read(os.path.join(HERE, "pages.warc.gz"))
    with open(os.path.join(HERE, "pages.warc.gz"), "rb") as f:
        it = ArchiveIterator(f)
        offsets = [(r.rec_type, it.get_record_offset()) for r in it]
    starts = [o for _, o in offsets] + [len(data)]
    k = [t for t, _ in offsets].index("response")
    a, b = starts[k], starts[k + 1]
    with open(os.path.join(HERE, "truncated.warc.gz"), "wb") as out:
        out.write(data[:a] + data[a:a + (b - a) // 2] + data[b:])
    return offsets


write("pages.warc", False)
write("pages.warc.gz", True)
print(truncated())
