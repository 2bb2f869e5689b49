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


def test_harvest_warc_equals_the_cli(spark, cli) -> None:
    paths = [str(TESTDATA / "warc" / n) for n in WARCS]
    df = harvest_warc(spark, paths)
    assert df.columns == [
        "path", "record_uri", "record_id", "record_offset", "url", "kind",
        "scheme", "host", "start", "end", "line", "valid",
    ]
    got = sorted(tuple(r) for r in df.collect())
    want = sorted(row for p in paths for row in cli_rows(cli, p))
    # 21 URLs in each whole file, 19 in the truncated one (its cut page is
    # read up to the cut, issue 24).
    assert len(want) == 21 + 21 + 19
    assert got == want


def test_harvest_warc_writes_parquet(spark, tmp_path) -> None:
    out = str(tmp_path / "links.parquet")
    harvest_warc(spark, [str(TESTDATA / "warc" / "pages.warc.gz")]).write.parquet(out)
    back = spark.read.parquet(out)
    assert back.count() == 21
    assert back.filter("record_uri like '%rfc2056%'").count() == 6


def test_harvest_warc_reads_file_uris(spark, tmp_path) -> None:
    # Issue 24: Hadoop writes file:/p and the task failed on it (only
    # file:// was cut off, leaving "localhost/p" of file://localhost/p).
    src = TESTDATA / "warc" / "pages.warc.gz"
    spaced = tmp_path / "a b.warc.gz"
    shutil.copyfile(src, spaced)
    plain = sorted(tuple(r)[1:] for r in harvest_warc(spark, [str(src)]).collect())
    assert len(plain) == 21
    uris = [
        f"file:{src}",
        f"file://{src}",
        f"file://localhost{src}",
        "file:" + str(spaced).replace(" ", "%20"),
    ]
    got = harvest_warc(spark, uris).collect()
    for uri in uris:
        assert sorted(tuple(r)[1:] for r in got if r.path == uri) == plain, uri


def test_harvest_warc_refuses_a_file_uri_of_another_host(spark) -> None:
    with pytest.raises(ValueError, match="names host 'elsewhere'"):
        harvest_warc(spark, [f"file://elsewhere{TESTDATA}/warc/pages.warc.gz"])
