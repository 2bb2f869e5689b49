"""Shared fixtures: the repository's paths, the CLI binary, a Spark
session in local[2]."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared"
TESTDATA = ROOT / "testdata"


@pytest.fixture(scope="session")
def cli() -> Path:
    """The urlgrep binary (debug build, as `cargo test` leaves it), in
    $CARGO_TARGET_DIR if set, as cargo puts it."""
    subprocess.run(["cargo", "build", "-q", "-p", "urlgrep"], cwd=ROOT, check=True)
    return ROOT / os.environ.get("CARGO_TARGET_DIR", "target") / "debug" / "urlgrep"


@pytest.fixture(scope="session")
def spark():
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    s = (
        SparkSession.builder.master("local[2]")
        .appName("urlgrep-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    s.sparkContext.setLogLevel("ERROR")
    yield s
    s.stop()


def unescape(s: str) -> str:
    """The escapes of the conformance tables: \\n \\r \\t \\\\."""
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"n": "\n", "r": "\r", "t": "\t", "\\": "\\"}.get(s[i + 1], s[i : i + 2]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def table(name: str) -> list[tuple[str, str, list[list[str]]]]:
    """Rows `(id, input, expected)` of a conformance table; expected is a
    list of acceptable readings per URL."""
    rows = []
    # split("\n"), not splitlines(): rows hold literal form feeds (§1.6.2).
    for line in (SHARED / "conformance" / name).read_text(encoding="utf-8").split("\n"):
        if line.startswith("#") or not line.strip():
            continue
        cid, text, want = (line.split("\t") + ["", ""])[:3]
        expected = [u.split(" || ") for u in want.split(" | ")] if want else []
        rows.append((cid, unescape(text), expected))
    return rows
