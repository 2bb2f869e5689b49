"""Independent reference for urlgrep's HTML links (SPEC §1.7.4): the
pages of testdata/html and the HTML responses of the WARC files in
testdata/warc (among them a Common Crawl record, whirlwind.warc.gz) read
by an HTML5 tree builder of another language (html5lib) and resolved by
another WHATWG URL parser (ada-url, the C++ parser behind Node.js), against
urlgrep's JSON (the CLI). Both sides must give the same multiset of
(element, attribute, URL), URLs in their WHATWG serialization (urlgrep's
`canonical`, ada's `href`); every difference is listed in ALLOWED with why.

What the reference takes as a link is SPEC §1.7.4's rule, written here
from the SPEC: the attributes href, src, action, cite, poster, data,
background and each srcset candidate (HTML §4.8.4.3.3), of any element
but `<base>`; empty and fragment-only values and schemes urlgrep does not
know (javascript:) are no links; the document's base is the first
`<base href>` (resolved against the caller's base: the WARC record's
target URI, or the page's stand-in URL below), else the caller's base.
"""

from __future__ import annotations

import collections
import gzip
import json
import re
import subprocess
from pathlib import Path
from typing import Iterator

import pytest

from conftest import TESTDATA

html5lib = pytest.importorskip("html5lib")
ada_url = pytest.importorskip("ada_url")

ATTRIBUTES = {"href", "src", "action", "cite", "poster", "data", "background", "srcset"}
SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")
ASCII_WS = " \t\n\f\r"
# The base of the pages of testdata/html, read as files (`--base`).
PAGE_BASE = "https://pages.example/dir/page.html"

Link = tuple[str, str, str]

# (source, element, attribute, URL, side that has it, why). Empty: on
# these pages the two readings agree link for link.
ALLOWED: list[tuple[str, str, str, str, str, str]] = []


def known_schemes() -> set[str]:
    import urlgrep

    return {s.lower() for s in urlgrep.DEFAULT_SCHEMES}


def srcset_urls(value: str) -> Iterator[str]:
    """The URL of each srcset candidate (HTML §4.8.4.3.3: a run of
    non-space, its trailing commas ending the candidate; descriptors up
    to a comma outside parentheses)."""
    i, n = 0, len(value)
    while i < n:
        while i < n and (value[i] in ASCII_WS or value[i] == ","):
            i += 1
        start = i
        while i < n and value[i] not in ASCII_WS:
            i += 1
        url = value[start:i]
        ends = url.endswith(",")
        url = url.rstrip(",")
        if url:
            yield url
        if not ends:
            depth = 0
            while i < n:
                c = value[i]
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth = max(0, depth - 1)
                elif c == "," and depth == 0:
                    break
                i += 1


def reference_links(page: bytes, base: str | None, schemes: set[str]) -> collections.Counter[Link]:
    tree = html5lib.parse(page, treebuilder="etree", namespaceHTMLElements=False)
    elements = [(e.tag.rsplit("}", 1)[-1].lower(), e) for e in tree.iter() if isinstance(e.tag, str)]
    doc_base = base
    for name, e in elements:
        if name == "base" and "href" in e.attrib:
            href = e.attrib["href"].strip(ASCII_WS)
            try:
                doc_base = ada_url.join_url(base, href) if base else ada_url.URL(href).href
            except ValueError:
                pass
            break
    out: collections.Counter[Link] = collections.Counter()
    for name, e in elements:
        for attr, value in e.attrib.items():
            if not isinstance(attr, str) or attr not in ATTRIBUTES or name == "base":
                continue
            values = srcset_urls(value) if attr == "srcset" else [value]
            for v in values:
                url = resolve(v.strip(ASCII_WS), doc_base, schemes)
                if url is not None:
                    out[(name, attr, url)] += 1
    return out


def resolve(value: str, base: str | None, schemes: set[str]) -> str | None:
    if not value or value.startswith("#"):
        return None
    m = SCHEME.match(value)
    try:
        if m:
            if m.group(1).lower() not in schemes or len(value) == len(m.group(0)):
                return None
            return str(ada_url.URL(value).href)
        if base is None:
            return None
        url = str(ada_url.join_url(base, value))
    except ValueError:
        return None
    scheme = url.split(":", 1)[0]
    return url if scheme in schemes else None


def urlgrep_links(cli: Path, args: list[str]) -> dict[str, collections.Counter[Link]]:
    """urlgrep's href records, by source (record URI, or path)."""
    out = subprocess.run([str(cli), "--json", "--kind", "href", *args], capture_output=True, check=False)
    assert out.returncode in (0, 1), out.stderr.decode()
    by: dict[str, collections.Counter[Link]] = collections.defaultdict(collections.Counter)
    for line in out.stdout.decode().splitlines():
        r = json.loads(line)
        source = r.get("record_uri") or r["path"]
        # A URL the WHATWG parser does not take has no canonical form.
        by[source][(r["element"], r["attribute"], r["canonical"] or r["url"])] += 1
    return by


def warc_html(path: Path) -> Iterator[tuple[str, bytes]]:
    """(target URI, HTTP body) of each HTML response of a WARC file, by a
    reader of its own (ISO 28500 records; HTTP chunking and gzip undone)."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    at = 0
    while at < len(data):
        head_end = data.index(b"\r\n\r\n", at)
        head = data[at:head_end].decode("utf-8", "replace").split("\r\n")
        fields = {k.strip().lower(): v.strip() for k, _, v in (h.partition(":") for h in head[1:])}
        body_at = head_end + 4
        length = int(fields["content-length"])
        block = data[body_at : body_at + length]
        at = body_at + length
        while data[at : at + 2] == b"\r\n":
            at += 2
        if fields.get("warc-type") != "response" or b"\r\n\r\n" not in block:
            continue
        http_head, _, body = block.partition(b"\r\n\r\n")
        http = {
            k.strip().lower(): v.strip()
            for k, _, v in (h.partition(":") for h in http_head.decode("latin-1").split("\r\n")[1:])
        }
        if "text/html" not in http.get("content-type", ""):
            continue
        if "chunked" in http.get("transfer-encoding", ""):
            body = unchunk(body)
        if "gzip" in http.get("content-encoding", ""):
            body = gzip.decompress(body)
        yield fields["warc-target-uri"].strip("<>"), body


def unchunk(body: bytes) -> bytes:
    out, at = bytearray(), 0
    while True:
        eol = body.index(b"\r\n", at)
        size = int(body[at:eol].split(b";")[0], 16)
        if size == 0:
            return bytes(out)
        out += body[eol + 2 : eol + 2 + size]
        at = eol + 2 + size + 2


def compare(source: str, want: collections.Counter[Link], got: collections.Counter[Link]) -> list[str]:
    allowed = {(a[1], a[2], a[3], a[4]) for a in ALLOWED if a[0] == source}
    problems = []
    for side, diff in (("reference", want - got), ("urlgrep", got - want)):
        for (element, attribute, url), n in sorted(diff.items()):
            if (element, attribute, url, side) not in allowed:
                problems.append(f"{source}: only {side} has {n}x {element}@{attribute} {url}")
    return problems


HTML_PAGES = sorted((TESTDATA / "html").glob("*.html"))
WARCS = [TESTDATA / "warc" / n for n in ("pages.warc.gz", "whirlwind.warc.gz")]


def test_html_pages_against_html5lib_and_ada(cli: Path) -> None:
    schemes = known_schemes()
    problems, compared = [], 0
    for page in HTML_PAGES:
        got = urlgrep_links(cli, ["--format", "html", "--base", PAGE_BASE, str(page)])
        want = reference_links(page.read_bytes(), PAGE_BASE, schemes)
        compared += sum(want.values())
        problems += compare(str(page), want, got.get(str(page), collections.Counter()))
    assert compared > 60
    assert not problems, "\n".join(problems)


def test_warc_records_against_html5lib_and_ada(cli: Path) -> None:
    schemes = known_schemes()
    problems, compared = [], 0
    for warc in WARCS:
        got = urlgrep_links(cli, ["--format", "warc", str(warc)])
        records = list(warc_html(warc))
        assert records, warc
        for uri, body in records:
            want = reference_links(body, uri, schemes)
            compared += sum(want.values())
            problems += compare(uri, want, got.get(uri, collections.Counter()))
    # The Common Crawl page alone has some 240 links.
    assert compared > 250
    assert not problems, "\n".join(problems)


def test_base_option_and_link_fields() -> None:
    import urlgrep

    page = b'<base href="sub/"><a href="a.html">A  <b>link</b></a><img srcset="i.png 2x"><a href="#x">x</a>'
    ms = list(urlgrep.Extractor(format="html", base="https://h.example/d/p.html").finditer(page))
    got = [(m.url, m.raw, m.resolved, m.element, m.attribute, m.text) for m in ms]
    assert got == [
        ("https://h.example/d/sub/a.html", b"a.html", True, "a", "href", "A link"),
        ("https://h.example/d/sub/i.png", b"i.png", True, "img", "srcset", None),
    ]
    d = ms[0].as_dict()
    assert (d["resolved"], d["canonical"], d["host"]) == (True, "https://h.example/d/sub/a.html", "h.example")
    # No base: relative links are skipped, as before.
    assert list(urlgrep.Extractor(format="html").finditer(page)) == []
    with pytest.raises(ValueError, match="base"):
        urlgrep.Extractor(base="no-scheme")
    m = next(urlgrep.finditer("see http://[::1]:8080/ and"))
    assert (m.host, m.canonical, m.parts) == ("[::1]", "http://[::1]:8080/", {})
