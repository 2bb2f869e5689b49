"""harvest_warc in Spark local[2] against the CLI on the same WARC files,
in the same run: MB of payload a second, per core.

    .venv/bin/python benches/make-warc.py target/bench/warc 100 4
    cargo build --release -p urlgrep
    .venv/bin/python benches/spark-warc.py [target/bench/warc]

Spark's session is started before the clock; its job writes Parquet, over
the plain paths (read by Rust) and over `local://` URLs (fsspec's local
filesystem: streamed through a Python file object, as `s3://` is). The
CLI writes JSON (`-j2 --json`) to /dev/null. All use 2 cores."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYSPARK_PYTHON", sys.executable)


def main() -> None:
    d = Path(sys.argv[1] if len(sys.argv) > 1 else "target/bench/warc")
    files = sorted(str(p) for p in d.glob("*.warc.gz"))
    mb = sum(int(x) for x in (d / "payload-bytes.txt").read_text().split()) / 1e6
    cli = Path(os.environ.get("CARGO_TARGET_DIR", "target")) / "release" / "urlgrep"

    best_cli = None
    for _ in range(3):
        t = time.perf_counter()
        with open(os.devnull, "wb") as null:
            subprocess.run([str(cli), "-j2", "--json", *files], stdout=null, check=True)
        d_cli = time.perf_counter() - t
        best_cli = d_cli if best_cli is None else min(best_cli, d_cli)
    n_cli = int(subprocess.run([str(cli), "-c", "-j2", "--no-filename", *files], capture_output=True, text=True).stdout.split()[0]) if len(files) == 1 else None

    from pyspark.sql import SparkSession
    from urlgrep.spark import harvest_warc

    spark = (SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "2").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    def best_of_3(paths: list[str]) -> tuple[float, int]:
        best, rows = None, 0
        for _ in range(3):
            with tempfile.TemporaryDirectory() as tmp:
                t = time.perf_counter()
                harvest_warc(spark, paths).write.parquet(tmp + "/out")
                took = time.perf_counter() - t
                rows = spark.read.parquet(tmp + "/out").count()
            best = took if best is None else min(best, took)
        assert best is not None
        return best, rows

    local = [os.path.abspath(f) for f in files]
    best_spark, rows = best_of_3(local)
    # local:// is fsspec's local filesystem: the files streamed through a
    # Python file object (Extractor.scan_file), as s3:// and hdfs:// are.
    best_fsspec, rows_fsspec = best_of_3(["local://" + f for f in local])
    spark.stop()
    assert rows == rows_fsspec, (rows, rows_fsspec)
    print(f"{len(files)} files, {mb:.1f} MB of payload, {rows} URL rows")
    print(f"CLI -j2 --json:       {best_cli:.2f} s  {mb / best_cli / 2:6.1f} MB/s per core")
    print(f"Spark local[2]:       {best_spark:.2f} s  {mb / best_spark / 2:6.1f} MB/s per core  ({best_spark / best_cli:.2f}x the CLI's time)")
    print(f"Spark, local:// URLs: {best_fsspec:.2f} s  {mb / best_fsspec / 2:6.1f} MB/s per core  ({best_fsspec / best_cli:.2f}x the CLI's time)")


if __name__ == "__main__":
    main()
