"""Ctrl-C during a search (issue 24, item 9): the GIL is released while
Rust searches, so Python's handler could only run once the whole search
was done. Each test runs a search that would take a minute or more in a
child process, sends SIGINT once it has started, and expects a prompt
KeyboardInterrupt. Slower machines only widen the margin."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time

# A bare URL cut by a line break, the slowest common text (about 16 MB/s
# here); the `gopher` filter keeps the results empty whatever is searched.
SETUP = """
import urlgrep
ex = urlgrep.Extractor(schemes=["gopher"])
UNIT = "see http://example.com/a\\nb/c and\\n"
"""


def interrupted(script: str) -> tuple[subprocess.CompletedProcess, float]:
    """Runs `script` and sends SIGINT a moment after it prints `started`;
    the process's end, and the seconds from the signal to it."""
    code = textwrap.dedent(SETUP) + textwrap.dedent(script) + "\nprint('finished', flush=True)\n"
    p = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert p.stdout.readline() == "started\n"
        time.sleep(0.5)
        sent = time.monotonic()
        p.send_signal(signal.SIGINT)
        # Far less than the search would take (a minute or more).
        out, err = p.communicate(timeout=8)
        took = time.monotonic() - sent
    finally:
        p.kill()
        p.wait()
    return subprocess.CompletedProcess(p.args, p.returncode, out, err), took


def test_ctrl_c_interrupts_extract_batch() -> None:
    # 1000 texts of 2 MB: about two minutes on one thread.
    done, took = interrupted("""
        texts = [UNIT * 60_000] * 1000
        print("started", flush=True)
        ex.extract_batch(texts, threads=1)
    """)
    assert done.stderr.rstrip().endswith("KeyboardInterrupt"), done.stderr
    assert "finished" not in done.stdout
    assert took < 8


def test_ctrl_c_interrupts_find_urls() -> None:
    # One text of 200 MB: about twelve seconds.
    done, took = interrupted("""
        text = UNIT * 6_000_000
        print("started", flush=True)
        ex.find_urls(text)
    """)
    assert done.stderr.rstrip().endswith("KeyboardInterrupt"), done.stderr
    assert "finished" not in done.stdout
    assert took < 8
