"""Link harvesting over WARC files with Spark, the way cc-pyspark jobs run:
a text file of WARC paths in, Parquet of one row per URL out.

    spark-submit harvest.py warc-paths.txt links.parquet

Each executor needs the urlgrep wheel installed (see the README's Spark
section)."""

import sys

from pyspark.sql import SparkSession

from urlgrep.spark import harvest_warc


def main() -> None:
    paths_file, out = sys.argv[1], sys.argv[2]
    spark = SparkSession.builder.appName("urlgrep-harvest").getOrCreate()
    paths = [line.strip() for line in open(paths_file) if line.strip()]
    links = harvest_warc(spark, paths)
    links.write.mode("overwrite").parquet(out)
    print(f"{spark.read.parquet(out).count()} URLs from {len(paths)} WARC files into {out}")
    spark.stop()


if __name__ == "__main__":
    main()
