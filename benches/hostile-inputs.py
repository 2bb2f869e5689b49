#!/usr/bin/env python3
"""Every reproducer of issue 24 ("nothing lost, nothing crashes"), each at
two sizes where it has one: time ratio, peak RSS, exit status, and whether
the URLs that should be found were.

    python3 benches/hostile-inputs.py [--quick]      (from the workspace root)

A line passes when no exit status is above 2 (no signal, no panic), the
expected count holds, twice the input takes at most about twice the time
(ratio under 2.6, judged where the smaller run takes 0.25 s or more:
below that, process start and timer steps are most of it), and peak RSS stays
under 64 MiB beyond the input's largest part (`part` column: what a
reader holds whole by design: a tag, a WARC record up to its 64 MiB
limit, mail up to 64 MiB, read whole for its in-memory parser's speed). The Python
rows run when `import urlgrep` works (`scripts/test.sh` builds it into
`.venv`; run this script with `.venv/bin/python` for them).
"""

import gzip
import os
import signal
import subprocess
import sys
import tempfile
import time

TMP = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UG = os.path.join(ROOT, "target", "release", "urlgrep")
MIB = 1024 * 1024


def run(args, stdin=None, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=None):
    """Runs a command; returns (exit status, seconds, peak RSS MiB, stdout).
    The RSS is GNU time's: a forked child's own counter starts at this
    script's size."""
    with tempfile.NamedTemporaryFile("r", dir=TMP) as rep:
        timed = ["/usr/bin/time", "-q", "-f", "%M %e %x", "-o", rep.name] + list(args)
        p = subprocess.run(timed, stdin=stdin or subprocess.DEVNULL, stdout=stdout,
                           stderr=stderr, env=env)
        fields = rep.read().split()
    # `time` reports a signal as "Command terminated by signal N".
    if len(fields) < 3 or not fields[-1].lstrip("-").isdigit():
        return -1, 0.0, 0.0, p.stdout or b""
    rss, secs = int(fields[-3]) / 1024, float(fields[-2])
    code = int(fields[-1])
    return code, secs, rss, p.stdout or b""


def count(out):
    return len(out.splitlines())


class Table:
    def __init__(self):
        self.failed = 0
        print(f"{'case':34} {'size':>9} {'part':>9} {'s':>7} {'×2 time':>7} "
              f"{'RSS MiB':>8} {'exit':>5}  found")

    def row(self, name, size, part, secs, ratio, rss, code, found, want, first=None):
        ok_count = found == want if want is not None else True
        ok = (code is not None and 0 <= code <= 2 and ok_count
              and (ratio is None or ratio < 2.6 or (first or 0) < 0.25)
              and rss < part / MIB + 64)
        self.failed += not ok
        r = f"{ratio:7.2f}" if ratio is not None else f"{'':7}"
        w = "" if want is None else f"/{want}"
        print(f"{name:34} {size / MIB:8.1f}M {part / MIB:8.1f}M {secs:7.2f} {r} "
              f"{rss:8.1f} {code:>5}  {found}{w}{'' if ok else '  FAIL'}", flush=True)


def twice(table, name, make, argv, want, part=lambda size: 0):
    """Runs `argv(path)` on `make(path, k)` for k = 1 and 2."""
    results = []
    for k in (1, 2):
        path = os.path.join(TMP, f"{name.replace(' ', '-')}-{k}")
        make(path, k)
        size = os.path.getsize(path)
        code, secs, rss, out = run(argv(path))
        results.append((size, secs, rss, code, count(out)))
    (s1, t1, _, _, _), (s2, t2, r2, c2, n2) = results
    for k, (size, secs, rss, code, n) in enumerate(results, 1):
        ratio = t2 / t1 if k == 2 and t1 > 0 else None
        table.row(name, size, part(size), secs, ratio, rss, code, n, want(k), first=t1)


def text_lines(path, k, n, fmt):
    with open(path, "w") as f:
        for i in range(n * k):
            f.write(fmt.format(i=i))


def main():
    quick = "--quick" in sys.argv
    scale = 1 if quick else 4
    t = Table()

    # 1: a tag of many double-quoted attributes (stack overflow, exit 134).
    def attrs(path, k):
        with open(path, "w") as f:
            f.write("<a " + 'h="x" ' * (250_000 * scale * k) + ">http://t.example/</a>\n")
    twice(t, "1 html attributes", attrs, lambda p: [UG, "--format", "html", p],
          lambda k: 1, part=lambda s: s)

    # 2: a scheme as long as --max-len (panic).
    twice(t, "2 scheme as long as max-len",
          lambda p, k: text_lines(p, k, 50_000 * scale, "abcdefghijklmnop://a{i}.example/\n"),
          lambda p: [UG, "--scheme", "abcdefghijklmnop", "--max-len", "16", p], lambda k: 0)

    # 3: standard error that cannot be written (panic, output lost).
    for k in (1, 2):
        good = os.path.join(TMP, f"3-good-{k}")
        text_lines(good, k, 100_000 * scale, "see http://g{i}.example/\n")
        with open("/dev/full", "w") as full:
            code, secs, rss, out = run([UG, os.path.join(TMP, "missing"), good], stderr=full)
        t.row("3 stderr /dev/full", os.path.getsize(good), 0, secs, None, rss, code,
              count(out), 100_000 * scale * k)

    # 4: a file truncated while it is read (SIGBUS).
    big = os.path.join(TMP, "4-truncated")
    text_lines(big, 1, 3_000_000, "2026-11-25 GET http://t{i}.example/p 200\n")
    size = os.path.getsize(big)
    start = time.monotonic()
    p = subprocess.Popen(["/usr/bin/time", "-q", "-f", "%M", UG, "-c", "-j1", big],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(0.05)
    open(big, "w").close()
    out, err = p.communicate()
    rss = int(err.split()[-1]) / 1024 if err.split()[-1].isdigit() else 0.0
    t.row("4 truncated while read", size, 0, time.monotonic() - start, None,
          rss, p.returncode, count(out), 1)

    # 5: HTML memory: large pages, plain and gzip'd (13x the input, unbounded).
    def page(path, k, packed=False):
        chunk = "".join(f'<p><a href="http://x.example/{i}">t</a> http://y.example/{i}</p>\n'
                        for i in range(1000)).encode()
        opener = gzip.open if packed else open
        with opener(path, "wb") as f:
            for _ in range(250 * scale * k):
                f.write(chunk)
    twice(t, "5 html page", page, lambda p: [UG, "--format", "html", "-c", p],
          lambda k: None, part=lambda s: 0)
    twice(t, "5 html page, gzip'd", lambda p, k: page(p, k, True),
          lambda p: [UG, "--format", "html", "-c", p], lambda k: None)

    # 6: gzip with zero padding after the last member (URLs lost).
    def padded(path, k):
        n = 20_000 * scale * k
        data = "".join(f"line {i} http://t{i}.example/\n" for i in range(1, n + 1)).encode()
        with open(path, "wb") as f:
            f.write(gzip.compress(data) + b"\0" * 512)
    for fmt in ("auto", "mail", "html"):
        twice(t, f"6 gzip + zero padding, {fmt}", padded,
              lambda p, fmt=fmt: [UG, "--format", fmt, p], lambda k: 20_000 * scale * k)

    # 7: a WARC gzip'd as one stream, over 64 MiB decoded (every record lost).
    def warc(path, k, records, body, packer):
        out = []
        for i in range(records * k):
            payload = (f"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n"
                       f"see http://r{i}.example/\n" + body).encode()
            head = (f"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://t{i}.example/\r\n"
                    f"WARC-Record-ID: <urn:uuid:{i}>\r\nContent-Type: application/http; msgtype=response\r\n"
                    f"Content-Length: {len(payload)}\r\n\r\n").encode()
            out.append(head + payload + b"\r\n\r\n")
        with open(path, "wb") as f:
            f.write(packer(out))
    one_stream = lambda recs: gzip.compress(b"".join(recs), 1)
    twice(t, "7 warc, one gzip stream > 64 MiB",
          lambda p, k: warc(p, k, 1000 * scale, "x" * 20_000 + "\n", one_stream),
          lambda p: [UG, "--format", "warc", p], lambda k: 1000 * scale * k,
          part=lambda s: 64 * MIB)

    # 8: a WARC record whose Content-Length runs past the file's end: the
    # records after it were read as its payload, or lost. Every record's
    # own URL (r) is found, no header's (t) read as text.
    def lying(path, k):
        warc(path, k, 5000 * scale, "", lambda recs: b"".join(
            r.replace(b"Content-Length: ", b"Content-Length: 99999999", 1) if i == 0 else r
            for i, r in enumerate(recs)))
    twice(t, "8 warc, Content-Length past the end", lying,
          lambda p: [UG, "--format", "warc", "--kind", "bare", "-e", "^http://[rt]", p],
          lambda k: 5000 * scale * k)

    # 11: thousands of threads (hang).
    d = os.path.join(TMP, "11-files")
    os.makedirs(d, exist_ok=True)
    for i in range(200):
        with open(os.path.join(d, f"{i:03}.txt"), "w") as f:
            f.write(f"http://f{i}.example/\n")
    code, secs, rss, out = run([UG, "-j", "4000", d])
    t.row("11 -j 4000", 0, 0, secs, None, rss, code, count(out), 200)

    # 12: a cat -n gutter past line 9,999,999 (glued into the URL).
    def gutter(path, k):
        with open(path, "w") as f:
            for i in range(10_000 * scale * k):
                n = 9_999_990 + 2 * i
                f.write(f"{n:6}\tsee <URL:http://a{i}.example/path/\n{n + 1:6}\tmore/here>\n")
    twice(t, "12 8-digit gutter", gutter, lambda p: [UG, "-e", "/path/more/here$", p],
          lambda k: 10_000 * scale * k)

    # 13: quoted-printable '=' CR '=' (the whole part undecodable).
    def qp(path, k):
        with open(path, "wb") as f:
            for i in range(2000 * scale * k):
                f.write(f"From a@b Mon Jan  1 00:00:00 2024\nSubject: {i}\nMIME-Version: 1.0\n"
                        "Content-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n"
                        f"see http://q{i}.example/a=3Db =\r=\nend\n\n".encode())
    twice(t, "13 quoted-printable =CR=", qp, lambda p: [UG, "--format", "mail", p],
          lambda k: 2000 * scale * k)

    # 15: a gzip of a gzip (nothing found, no word).
    def nested(path, k):
        n = 20_000 * scale * k
        data = "".join(f"http://n{i}.example/\n" for i in range(n)).encode()
        with open(path, "wb") as f:
            f.write(gzip.compress(gzip.compress(data)))
    twice(t, "15 gzip of a gzip", nested, lambda p: [UG, p], lambda k: 20_000 * scale * k)

    # 15: a message over 16 MiB with base64 parts (read as raw text).
    def large_message(path, k):
        import base64
        parts = []
        for i in range(20 * k):
            body = "".join(f"see http://m{i}-{j}.example/\n" for j in range(1000)) + "x" * 1_000_000
            parts.append("--B\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n"
                         + base64.encodebytes(body.encode()).decode())
        with open(path, "w") as f:
            f.write("From: a@b\nSubject: big\nMIME-Version: 1.0\n"
                    "Content-Type: multipart/mixed; boundary=B\n\n" + "\n".join(parts) + "\n--B--\n")
    twice(t, "15 message over 16 MiB, base64", large_message,
          lambda p: [UG, "--format", "mail", "--kind", "bare", p], lambda k: 20_000 * k,
          part=lambda s: min(s, 64 * MIB))

    # 15: the silent ones, once each.
    for name, cmd in [("15 closed stdout", f"echo http://a.example/ | '{UG}' >&-"),
                      ("15 --help > /dev/full", f"'{UG}' --help > /dev/full"),
                      ("15 --scheme ''", f"echo http://a.example/ | '{UG}' --scheme ''")]:
        code, secs, rss, _ = run(["sh", "-c", cmd])
        t.row(name, 0, 0, secs, None, rss, code, "exit 2" if code == 2 else "SILENT", "exit 2")

    python_rows(t, scale)
    print(f"\n{t.failed} failed")
    return 1 if t.failed else 0


def python_rows(t, scale):
    """9 and 10: Ctrl-C in extract_batch, finditer's memory."""
    try:
        import urlgrep  # noqa: F401
    except ImportError:
        print("(Python rows skipped: no urlgrep module; run with .venv/bin/python)")
        return
    for k in (1, 2):
        mb = 25 * scale * k
        code, secs, rss, out = run([sys.executable, "-c", f"""
import urlgrep
text = 'see http://a.example/x ' * ({mb} * 1024 * 1024 // 23)
it = urlgrep.finditer(text)
print(next(it).url)
"""])
        t.row("10 finditer, first match", mb * MIB, mb * MIB * 2, secs, None, rss, code,
              count(out), 1)
    p = subprocess.Popen([sys.executable, "-c", """
import urlgrep, sys
texts = ['see http://a.example/x ' * 100000] * 4000
try:
    urlgrep.extract_batch(texts)
    print('finished')
except KeyboardInterrupt:
    print('interrupted')
"""], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(1.0)
    start = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate()
    # The row's time is from the signal to the exit.
    t.row("9 Ctrl-C in extract_batch", 0, 0, time.monotonic() - start, None,
          0.0, p.returncode, out.decode().strip() or "-", "interrupted")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="urlgrep-hostile-") as tmp:
        TMP = tmp
        sys.exit(main())
