"""The Spark helpers in local[2]: `extract_urls` over a DataFrame, and
`harvest_warc` over the WARC files of testdata/warc, whose rows must
equal the CLI's JSON for the same files."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

import urlgrep
from conftest import TESTDATA, table
from urlgrep.spark import extract_urls, harvest_warc

WARCS = ["pages.warc", "pages.warc.gz", "truncated.warc.gz"]


def test_extract_urls_over_a_dataframe(spark) -> None:
    rows = [(i, text) for i, (_, text, _) in enumerate(table("cases.tsv"))]
    rows.append((len(rows), None))
    rows.append((len(rows), "Grüße: http://例.example/ß"))
    df = spark.createDataFrame(rows, "id long, text string").repartition(2)
    got = extract_urls(df, "text").collect()
    assert got and got[0].__fields__ == ["id", "url", "kind", "scheme", "host", "start", "end", "valid"]
    want = []
    for i, text in rows:
        if text is None:
            continue
        for m in urlgrep.finditer(text):
            want.append((i, m.url, m.kind, m.scheme, m.host, m.start, m.end, m.valid))
    assert sorted(tuple(r) for r in got) == sorted(want)
    last = [r for r in got if r.id == len(rows) - 1][0]
    assert rows[-1][1][last.start : last.end] == "http://例.example/ß"


def test_extract_urls_refuses_clashing_columns(spark) -> None:
    df = spark.createDataFrame([("x", "http://a.example/")], "url string, text string")
    with pytest.raises(ValueError, match="url"):
        extract_urls(df, "text")


def test_extract_urls_reads_texts_as_text(spark) -> None:
    # A text that looks like mail headers is text (it was guessed as a
    # message, its head dropped), unless format= says otherwise.
    text = "Subject: links\nX-Link: http://meta.example/\n\nSee http://body.example/"
    df = spark.createDataFrame([(1, text)], "id long, text string")
    assert [r.url for r in extract_urls(df, "text").collect()] == [
        "http://meta.example/", "http://body.example/"]
    assert [r.url for r in extract_urls(df, "text", format="mail").collect()] == [
        "http://body.example/"]


def test_spark_helpers_check_their_arguments_on_the_driver(spark) -> None:
    df = spark.createDataFrame([(1, "http://a.example/")], "id long, text string")
    with pytest.raises(ValueError, match="max_len must be an int from 16"):
        extract_urls(df, "text", max_len=-1)
    with pytest.raises(TypeError, match="schemes must be a list of scheme names"):
        extract_urls(df, "text", schemes="http")
    with pytest.raises(ValueError, match="column must name a column of df"):
        extract_urls(df, "body")
    with pytest.raises(ValueError, match="hyphen must be one of"):
        harvest_warc(spark, [], hyphen="x")
    with pytest.raises(ValueError, match="partitions must be a positive int or None, got -1"):
        harvest_warc(spark, [str(TESTDATA / "warc" / "pages.warc")], partitions=-1)
    with pytest.raises(TypeError, match="paths must be a list of paths, got str"):
        harvest_warc(spark, str(TESTDATA / "warc" / "pages.warc"))


def cli_rows(cli, path: str) -> list[tuple]:
    out = subprocess.run([str(cli), "--json", path], capture_output=True, text=True)
    assert out.returncode in (0, 2), out.stderr
    rows = []
    for line in out.stdout.splitlines():
        r = json.loads(line)
        rows.append((
            path, r["record_uri"], r["record_id"], r["record_offset"], r["url"], r["kind"],
            r["scheme"], r["parts"].get("host"), r["start"], r["end"], r["line"], r["valid"],
        ))
    return rows


COLUMNS = [
    "path", "record_uri", "record_id", "record_offset", "url", "kind",
    "scheme", "host", "start", "end", "line", "valid", "error",
]


def test_harvest_warc_equals_the_cli(spark, cli) -> None:
    paths = [str(TESTDATA / "warc" / n) for n in WARCS]
    df = harvest_warc(spark, paths)
    assert df.columns == COLUMNS
    rows = df.collect()
    got = sorted(tuple(r)[:-1] for r in rows if r.error is None)
    want = sorted(row for p in paths for row in cli_rows(cli, p))
    # 43 URLs in each whole file (22 of them relative links resolved
    # against the record's target URI), 29 in the truncated one (its cut
    # page is read up to the cut, issue 24).
    assert len(want) == 43 + 43 + 29
    assert got == want
    # The cut member (testdata/warc/README.md: the member at byte 547 cut
    # in half) is a row naming the file and the record's offset, as the
    # CLI's warning does; nothing else is.
    errors = [r for r in rows if r.error is not None]
    assert errors and all(r.path == paths[2] and r.url is None for r in errors)
    assert all(r.error.startswith(f"{paths[2]}: WARC record at byte 547: ") for r in errors)
    assert {r.record_offset for r in errors} == {547}


def test_harvest_warc_writes_parquet(spark, tmp_path) -> None:
    out = str(tmp_path / "links.parquet")
    harvest_warc(spark, [str(TESTDATA / "warc" / "pages.warc.gz")]).write.parquet(out)
    back = spark.read.parquet(out)
    assert back.count() == 43
    assert back.filter("record_uri like '%rfc2056%'").count() == 6
    assert back.filter("error is not null").count() == 0


def test_harvest_warc_reads_file_uris(spark, tmp_path) -> None:
    # Issue 24: Hadoop writes file:/p and the task failed on it (only
    # file:// was cut off, leaving "localhost/p" of file://localhost/p).
    # local:// is fsspec's own local filesystem: the streamed reading
    # through a Python file object that s3:// and hdfs:// take.
    src = TESTDATA / "warc" / "pages.warc.gz"
    spaced = tmp_path / "a b.warc.gz"
    shutil.copyfile(src, spaced)
    plain = sorted(tuple(r)[1:] for r in harvest_warc(spark, [str(src)]).collect())
    assert len(plain) == 43
    uris = [
        f"file:{src}",
        f"file://{src}",
        f"file://localhost{src}",
        "file:" + str(spaced).replace(" ", "%20"),
        f"local://{src}",
    ]
    got = harvest_warc(spark, uris).collect()
    for uri in uris:
        assert sorted(tuple(r)[1:] for r in got if r.path == uri) == plain, uri


def test_harvest_warc_gives_a_row_per_unreadable_path(spark, tmp_path) -> None:
    # Issue 21: one bad path among many failed the whole job; now each is
    # a row whose error names it, and the good file is still read.
    good = str(TESTDATA / "warc" / "pages.warc")
    missing = str(tmp_path / "gone.warc.gz")
    notwarc = tmp_path / "empty.warc"
    notwarc.write_bytes(b"")
    paths = [
        missing,
        f"file://elsewhere{good}",
        "s3://urlgrep-test-bucket/crawl/part-0.warc.gz",
        good,
        str(notwarc),
    ]
    rows = harvest_warc(spark, paths).collect()
    assert len([r for r in rows if r.path == good and r.error is None]) == 43
    errors = {r.path: r.error for r in rows if r.error is not None}
    assert sorted(errors) == sorted(paths[:3])
    assert errors[missing] == (
        f"{missing}: FileNotFoundError: [Errno 2] No such file or directory: '{missing}'")
    assert errors[paths[1]].startswith(f"{paths[1]}: ValueError: names host 'elsewhere'")
    # s3fs is not installed here: the message names the path and the package.
    assert errors[paths[2]] == f"{paths[2]}: ImportError: Install s3fs to access S3"
    # An empty file has no URL and nothing wrong.
    assert not [r for r in rows if r.path == str(notwarc)]


def test_harvest_warc_pickles_the_driver_extractor(spark) -> None:
    # The options reach the tasks through the pickled Extractor: schemes=
    # keeps only the https URLs of the file.
    path = str(TESTDATA / "warc" / "pages.warc.gz")
    rows = harvest_warc(spark, [path], schemes=["https"]).collect()
    every = harvest_warc(spark, [path]).collect()
    assert rows and sorted(tuple(r) for r in rows) == sorted(
        tuple(r) for r in every if r.scheme == "https")


def test_an_extractor_made_on_the_driver_works_in_a_udf(spark) -> None:
    from pyspark.sql.functions import udf

    ex = urlgrep.Extractor(schemes=["ftp"], hyphen="keep")
    urls = udf(lambda text: ex.find_urls(text), "array<string>")
    df = spark.createDataFrame(
        [(1, "<URL:ftp://ds.in\n ternic.net/rfc> and http://a.example/"), (2, "none")],
        "id long, text string")
    got = {r.id: r.urls for r in df.select("id", urls("text").alias("urls")).collect()}
    assert got == {1: ["ftp://ds.internic.net/rfc"], 2: []}
