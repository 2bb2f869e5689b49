"""Link harvesting over WARC files with Spark, the way cc-pyspark jobs run:
a text file of WARC paths in (local paths, file: URIs, or s3://, hdfs://,
https:// URLs that fsspec opens), Parquet of one row per URL out, and a
row with an ``error`` for each file or record that could not be read.

    spark-submit harvest.py warc-paths.txt links.parquet

Each executor needs the urlgrep wheel installed with its ``[spark]``
extra (see the README's Spark section)."""

import sys

from pyspark.sql import SparkSession

from urlgrep.spark import harvest_warc


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: harvest.py WARC_PATHS_FILE OUTPUT_PARQUET")
    paths_file, out = sys.argv[1], sys.argv[2]
    spark = SparkSession.builder.appName("urlgrep-harvest").getOrCreate()
    with open(paths_file, encoding="utf-8") as f:
        paths = [line.strip() for line in f if line.strip()]
    harvest_warc(spark, paths).write.mode("overwrite").parquet(out)
    rows = spark.read.parquet(out)
    urls = rows.filter("error is null").count()
    print(f"{urls} URLs from {len(paths)} WARC files into {out}")
    # What could not be read, named by path; the job itself went on.
    for r in rows.filter("error is not null").orderBy("path", "error").collect():
        print(f"error: {r.error}")
    spark.stop()


if __name__ == "__main__":
    main()
