"""The wheel scripts/test.sh builds ($URLGREP_WHEEL, else the one in
dist/): tagged for older nodes (manylinux2014, glibc 2.17), stripped,
its [spark] extra enough for the Spark helpers; and the README's cluster
example run as printed there, in a clean venv holding only
`pip install "<wheel>[spark]"`."""

from __future__ import annotations

import os
import re
import struct
import subprocess
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT

PLATFORMS = {"manylinux2014_x86_64", "manylinux_2_17_x86_64"}


@pytest.fixture(scope="module")
def wheel() -> Path:
    given = os.environ.get("URLGREP_WHEEL")
    found = [Path(given)] if given else sorted((ROOT / "dist").glob("urlgrep-*.whl"))
    if len(found) != 1 or not found[0].is_file():
        pytest.fail(f"no single wheel to test ({found}): run scripts/test.sh, which builds it")
    return found[0]


def dist_info(whl: zipfile.ZipFile, name: str) -> str:
    [path] = [n for n in whl.namelist() if n.endswith(f".dist-info/{name}")]
    return whl.read(path).decode()


def test_the_wheel_is_tagged_for_older_nodes(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as whl:
        tags = [line.split(": ", 1)[1] for line in dist_info(whl, "WHEEL").splitlines()
                if line.startswith("Tag: ")]
    # PEP 425 tags: python-abi-platform; one abi3 wheel for CPython 3.10+.
    assert tags and {t.split("-")[2] for t in tags} <= PLATFORMS, tags
    assert {t.rsplit("-", 1)[0] for t in tags} == {"cp310-abi3"}
    # The file name carries the same platforms (PEP 427: joined by dots).
    assert set(wheel.name[: -len(".whl")].split("-")[-1].split(".")) <= PLATFORMS


def elf_sections(data: bytes) -> list[str]:
    """Section names of a 64-bit little-endian ELF file (the ELF spec's
    header: e_shoff at 0x28, e_shentsize/e_shnum/e_shstrndx at 0x3A)."""
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    entsize, num, strndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * entsize) for i in range(num)]
    strtab = headers[strndx][4]
    return [data[strtab + h[0] : data.index(b"\0", strtab + h[0])].decode() for h in headers]


def test_the_module_links_glibc_2_17_at_most_and_has_no_debug_info(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as whl:
        [so] = [n for n in whl.namelist() if n.endswith(".so")]
        data = whl.read(so)
    versions = {tuple(int(x) for x in v.split(b".")) for v in re.findall(rb"GLIBC_(2(?:\.\d+)+)", data)}
    assert versions and max(versions) <= (2, 17), sorted(versions)
    sections = elf_sections(data)
    assert ".text" in sections
    assert not [s for s in sections if s.startswith(".debug")], sections


def test_the_spark_extra_brings_what_the_helpers_import(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as whl:
        meta = dist_info(whl, "METADATA")
    spark = {re.split(r"[<>=!~ ;\[]", line.split(": ", 1)[1])[0]
             for line in meta.splitlines()
             if line.startswith("Requires-Dist: ")
             and re.search(r"extra == [\"']spark[\"']", line)}
    # mapInArrow needs pyarrow and pandas (pyspark checks both), fsspec
    # opens what is not a local path.
    assert spark == {"pyspark", "pyarrow", "pandas", "fsspec"}


def readme_blocks() -> tuple[str, str]:
    """The README's local run of the cluster job: its ```sh block (the one
    that runs spark-submit in local mode) and the ```text block after."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    m = re.search(r"```sh\n((?:(?!```).)*?spark-submit --master 'local\[2\]'(?:(?!```).)*?)```\s*"
                  r"```text\n(.*?)```", text, re.S)
    assert m, "README: no ```sh block running spark-submit --master 'local[2]' with its output"
    return m.group(1), m.group(2)


def test_the_readme_cluster_job_runs_from_a_clean_venv(wheel: Path, tmp_path: Path) -> None:
    commands, printed = readme_blocks()
    # The README's commands run at the repository's top; here in a
    # directory of their own that sees testdata/, crates/ and the wheel.
    for name in ("testdata", "crates"):
        (tmp_path / name).symlink_to(ROOT / name)
    (tmp_path / "dist").mkdir()
    (tmp_path / "dist" / wheel.name).symlink_to(wheel.resolve())
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYSPARK_", "VIRTUAL_ENV", "PYTHON", "SPARK_"))}
    # pip: quiet, and the versions the tests pin (from pip's cache when
    # they are there); the packages are still the extra's, nothing more.
    env.update(PIP_QUIET="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               PIP_CONSTRAINT=str(ROOT / "crates" / "python" / "requirements-test.txt"))
    out = subprocess.run(["bash", "-euc", commands], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-4000:]
    assert out.stdout == printed, out.stderr[-4000:]
    # Only what the wheel and its extra brought is in the job's venv.
    listed = subprocess.run([str(tmp_path / "job-env" / "bin" / "python"), "-m", "pip", "list",
                             "--format=freeze"], capture_output=True, text=True).stdout
    assert "urlgrep==" in listed and "pytest" not in listed and "s3fs" not in listed
    assert (tmp_path / "links.parquet" / "_SUCCESS").exists()
