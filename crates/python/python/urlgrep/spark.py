"""Spark helpers: URLs of a DataFrame column, and link harvesting over
WARC files the way cc-pyspark runs it (a list of paths in, one row per
URL out, ready for Parquet).

Both run urlgrep inside ``mapInArrow``: each Arrow batch goes to Rust
whole (``extract_urls``), or a file at a time, streamed a WARC record at
a time from wherever fsspec reads it (``harvest_warc``). The
``Extractor`` is made on the driver and pickled to the tasks. The
executors need the ``urlgrep`` wheel installed with its ``[spark]``
extra (``spark-submit --py-files`` cannot ship a native module; use
``pip install "urlgrep-….whl[spark]"`` on the nodes, or ``--archives``
with a packed virtual environment: see the README).

>>> from urlgrep.spark import extract_urls
>>> df = spark.createDataFrame([(1, "see <URL:ftp://ds.in\\n ternic.net/rfc>")], "id long, text string")
>>> extract_urls(df, "text").select("id", "url").collect()
[Row(id=1, url='ftp://ds.internic.net/rfc')]
"""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any, ContextManager, Iterable, Iterator, Optional
from urllib.parse import unquote, urlsplit

from . import Extractor
from .errors import RecordError
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
    ("error", "string"),
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

    # Made here, on the driver: a bad option fails now, not in a task.
    ex = Extractor(**options)
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
    """One row per URL in the WARC files ``paths``, one task per file:
    ``path, record_uri, record_id, record_offset, url, kind, scheme, host,
    start, end, line, valid, error``; offsets and lines are the payload's
    (SPEC §2.3). A path is a local path, a ``file:`` URI in any of the
    forms Hadoop and RFC 8089 write (``file:/p``, ``file:///p``,
    ``file://localhost/p``), or any URL fsspec opens (``s3://`` with
    s3fs installed, ``hdfs://``, ``https://``...); it must be readable
    by every executor. Files are streamed a record at a time, never held
    whole. What cannot be read (a missing file, a corrupt record, a
    protocol without its package) gives a row whose ``error`` names the
    path and says why, its other columns null but a record's
    ``record_offset``, and the job goes on; the URL rows have a null
    ``error``. ``options`` are ``Extractor``'s."""
    # Made here, on the driver (a bad option or argument fails now) and
    # pickled to the tasks.
    ex = Extractor(**options)
    if isinstance(paths, (str, bytes)):
        raise TypeError(f"paths must be a list of paths, got {type(paths).__name__} {paths!r}")
    paths = list(paths)
    for p in paths:
        if not isinstance(p, str):
            raise TypeError(f"paths must be a list of str, got {type(p).__name__} {p!r}")
    if partitions is not None:
        if isinstance(partitions, bool) or not isinstance(partitions, int):
            raise TypeError(f"partitions must be a positive int or None, got {partitions!r}")
        if partitions < 1:
            raise ValueError(f"partitions must be a positive int or None, got {partitions!r}")
    n = partitions or max(1, len(paths))
    # One slice per file, without a shuffle.
    rdd = spark.sparkContext.parallelize([(p,) for p in paths], n)
    df = spark.createDataFrame(rdd, "path string")
    schema = _schema(HARVEST_FIELDS)

    def run(batches: Iterator[Any]) -> Iterator[Any]:
        import pyarrow as pa

        names = [n for n, _ in HARVEST_FIELDS]
        types = [_arrow(t) for _, t in HARVEST_FIELDS]
        for batch in batches:
            for path in batch.column(0).to_pylist():
                for rows in _chunks(_file_rows(ex, path), BATCH_ROWS):
                    cols = [pa.array(c, type=t) for c, t in zip(zip(*rows), types)]
                    yield pa.RecordBatch.from_arrays(cols, names=names)

    return df.mapInArrow(run, schema)


#: URL rows of a file handed to Spark at once: a WARC file of millions
#: of links is never held whole in rows either.
BATCH_ROWS = 8192


def _chunks(rows: Iterator[tuple[Any, ...]], size: int) -> Iterator[list[tuple[Any, ...]]]:
    chunk: list[tuple[Any, ...]] = []
    for row in rows:
        chunk.append(row)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _file_rows(ex: Extractor, path: str) -> Iterator[tuple[Any, ...]]:
    """The rows of one file: a row per URL, and a row with ``error`` set
    for each part that could not be read: the file, or a record (with its
    ``record_offset``). A ``RecordError`` is raised where the iteration
    reaches the record, and the iteration goes on after it (cheaper per
    row than catching warnings, and the offset comes with it)."""
    try:
        with _open(path) as source:
            if isinstance(source, str):
                found = ex.scan_path(source, errors="raise")
            else:
                found = ex.scan_file(source, errors="raise", name=path)
            while True:
                try:
                    m = next(found)
                except StopIteration:
                    return
                except RecordError as e:
                    yield _error_row(path, str(e), e.offset)
                    continue
                yield (
                    path, m.record_uri, m.record_id, m.record_offset, m.url, m.kind,
                    m.scheme, m.host, m.start, m.end, m.line, m.valid, None,
                )
    except Exception as e:  # noqa: BLE001 - any failure of one file is that file's row
        yield _error_row(path, _message(path, e))


def _error_row(path: str, error: str, offset: Optional[int] = None) -> tuple[Any, ...]:
    return (path, None, None, offset) + (None,) * (len(HARVEST_FIELDS) - 5) + (error,)


def _message(path: str, e: BaseException) -> str:
    """``e`` as an error row says it, the path first (an ``OSError``'s
    own text names it too, as ``open()`` does)."""
    text = f"{type(e).__name__}: {e}"
    return text if text.startswith(path) else f"{path}: {text}"


def _open(path: str) -> ContextManager[Any]:
    """A local path (a plain path or ``file:`` URI) for ``scan_path``,
    which reads it in Rust; any other URL as fsspec's binary file."""
    if path.startswith("file:"):
        return nullcontext(_local_path(path))
    if "://" not in path:
        return nullcontext(path)
    scheme = urlsplit(path).scheme
    try:
        import fsspec
    except ImportError:
        raise ImportError(
            f"reading {scheme}: paths needs the package fsspec "
            f"(pip install fsspec, and its {scheme} implementation: s3fs for s3)"
        ) from None
    # Raises ImportError naming the package of a protocol not installed
    # ("Install s3fs to access S3"); opens nothing yet.
    return fsspec.open(path, "rb")  # type: ignore[no-any-return]


def _local_path(path: str) -> str:
    """The file a ``file:`` URI names: without a host or with
    ``localhost`` (RFC 8089 §2), percent-escapes undone (Hadoop writes a
    space as ``%20``)."""
    uri = urlsplit(path)
    if uri.netloc not in ("", "localhost"):
        raise ValueError(
            f"names host {uri.netloc!r}; "
            "give a local path or a file: URI without a host (file:/p, file:///p)"
        )
    return unquote(uri.path)


def _arrow(kind: str) -> Any:
    import pyarrow as pa

    return {"string": pa.string(), "long": pa.int64(), "boolean": pa.bool_()}[kind]
