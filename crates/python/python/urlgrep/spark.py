"""Spark helpers: URLs of a DataFrame column, and link harvesting over
WARC files the way cc-pyspark runs it (a list of paths in, one row per
URL out, ready for Parquet).

Both run urlgrep inside ``mapInArrow``: each Arrow batch goes to Rust
whole (``extract_urls``) or a file at a time (``harvest_warc``), without a
Python object per row. The executors need the ``urlgrep`` wheel
installed (``spark-submit --py-files`` cannot ship a native module; use
``pip install`` on the nodes, or ``--archives`` with a packed virtual
environment: see the README).

>>> from urlgrep.spark import extract_urls
>>> df = spark.createDataFrame([(1, "see <URL:ftp://ds.in\\n ternic.net/rfc>")], "id long, text string")
>>> extract_urls(df, "text").select("id", "url").collect()
[Row(id=1, url='ftp://ds.internic.net/rfc')]
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator, Optional
from urllib.parse import unquote, urlsplit

from . import Extractor
from ._urlgrep import _columns

#: The columns ``extract_urls`` adds, after the input's other columns.
URL_FIELDS = [
    ("url", "string"),
    ("kind", "string"),
    ("scheme", "string"),
    ("host", "string"),
    ("start", "long"),
    ("end", "long"),
    ("valid", "boolean"),
]

#: The columns of ``harvest_warc``.
HARVEST_FIELDS = [
    ("path", "string"),
    ("record_uri", "string"),
    ("record_id", "string"),
    ("record_offset", "long"),
    ("url", "string"),
    ("kind", "string"),
    ("scheme", "string"),
    ("host", "string"),
    ("start", "long"),
    ("end", "long"),
    ("line", "long"),
    ("valid", "boolean"),
]


def _schema(fields: Iterable[tuple[str, str]]) -> str:
    return ", ".join(f"`{n}` {t}" for n, t in fields)


def extract_urls(df: Any, column: str, **options: Any) -> Any:
    """One row per URL found in ``df[column]``: the row's other columns,
    then ``url, kind, scheme, host, start, end, valid`` (``start``/``end``
    are ``str`` indices into the text). ``options`` are ``Extractor``'s.
    Rows without a URL, or with a null text, give no row. The texts
    (``string`` or ``binary``) are plain text unless ``format=`` says
    otherwise, as for ``Extractor.find_urls``."""
    from pyspark.sql.types import StructType

    # Checked here, on the driver: a bad option fails now, not in a task.
    Extractor(**options)
    if not isinstance(column, str):
        raise TypeError(f"column must be a str, got {type(column).__name__} {column!r}")
    if column not in df.columns:
        raise ValueError(f"column must name a column of df {df.columns}, got {column!r}")
    keep = [f for f in df.schema.fields if f.name != column]
    clash = sorted({f.name for f in keep} & {n for n, _ in URL_FIELDS})
    if clash:
        raise ValueError(f"extract_urls: the input already has columns {clash}; rename them first")
    added: Any = StructType.fromDDL(_schema(URL_FIELDS))
    schema = StructType(keep + list(added.fields))
    names = [f.name for f in keep]

    def run(batches: Iterator[Any]) -> Iterator[Any]:
        import pyarrow as pa

        ex = Extractor(**options)
        for batch in batches:
            texts = batch.column(batch.schema.get_field_index(column)).to_pylist()
            cols = _columns(ex, texts)
            rows = pa.array(cols.pop("row"), type=pa.int64())
            out = [batch.column(batch.schema.get_field_index(n)).take(rows) for n in names]
            for name, kind in URL_FIELDS:
                out.append(pa.array(cols[name], type=_arrow(kind)))
            yield pa.RecordBatch.from_arrays(out, names=names + [n for n, _ in URL_FIELDS])

    return df.mapInArrow(run, schema)


def harvest_warc(
    spark: Any,
    paths: Iterable[str],
    partitions: Optional[int] = None,
    **options: Any,
) -> Any:
    """One row per URL in the WARC files ``paths`` (local paths or
    ``file:`` URIs, in any of the forms Hadoop and RFC 8089 write:
    ``file:/p``, ``file:///p``, ``file://localhost/p``; visible to every
    executor), one task per file:
    ``path, record_uri, record_id, record_offset, url, kind, scheme, host,
    start, end, line, valid``; offsets and lines are the payload's (SPEC
    §2.3). A record that cannot be read is warned about on the executor
    and the others are read. ``options`` are ``Extractor``'s."""
    # Checked here, on the driver: a bad option or path fails now.
    Extractor(**options)
    if isinstance(paths, (str, bytes)):
        raise TypeError(f"paths must be a list of paths, got {type(paths).__name__} {paths!r}")
    if partitions is not None:
        if isinstance(partitions, bool) or not isinstance(partitions, int):
            raise TypeError(f"partitions must be a positive int or None, got {partitions!r}")
        if partitions < 1:
            raise ValueError(f"partitions must be a positive int or None, got {partitions!r}")
    rows = [(p, _local_path(p)) for p in paths]
    n = partitions or max(1, len(rows))
    # One slice per file, without a shuffle.
    rdd = spark.sparkContext.parallelize(rows, n)
    df = spark.createDataFrame(rdd, "path string, local string")
    schema = _schema(HARVEST_FIELDS)

    def run(batches: Iterator[Any]) -> Iterator[Any]:
        import pyarrow as pa

        ex = Extractor(**options)
        for batch in batches:
            for path, local in zip(batch.column(0).to_pylist(), batch.column(1).to_pylist()):
                cols: dict[str, list[Any]] = {n: [] for n, _ in HARVEST_FIELDS}
                for m in ex.scan_path(local):
                    cols["path"].append(path)
                    cols["record_uri"].append(m.record_uri)
                    cols["record_id"].append(m.record_id)
                    cols["record_offset"].append(m.record_offset)
                    cols["url"].append(m.url)
                    cols["kind"].append(m.kind)
                    cols["scheme"].append(m.scheme)
                    cols["host"].append(m.host)
                    cols["start"].append(m.start)
                    cols["end"].append(m.end)
                    cols["line"].append(m.line)
                    cols["valid"].append(m.valid)
                arrays = [pa.array(cols[n], type=_arrow(t)) for n, t in HARVEST_FIELDS]
                yield pa.RecordBatch.from_arrays(arrays, names=[n for n, _ in HARVEST_FIELDS])

    return df.mapInArrow(run, schema)


def _local_path(path: str) -> str:
    """The file a ``harvest_warc`` path names: a plain path as is; a
    ``file:`` URI without a host or with ``localhost`` (RFC 8089 §2),
    percent-escapes undone (Hadoop writes a space as ``%20``)."""
    if not path.startswith("file:"):
        return path
    uri = urlsplit(path)
    if uri.netloc not in ("", "localhost"):
        raise ValueError(
            f"harvest_warc: {path!r} names host {uri.netloc!r}; "
            "give a local path or a file: URI without a host (file:/p, file:///p)"
        )
    return unquote(uri.path)


def _arrow(kind: str) -> Any:
    import pyarrow as pa

    return {"string": pa.string(), "long": pa.int64(), "boolean": pa.bool_()}[kind]
