"""The public conformance rows through `find_urls`, as check.py runs the
CLI: every row of `cases.tsv` and `forms.tsv`. The CLI detects a file's
format (an HTML row is read as HTML), so these use `format="auto"`: a
`str` passed to `find_urls` is otherwise plain text."""

from __future__ import annotations

import pytest

import urlgrep
from conftest import table

AS_CLI = urlgrep.Extractor(format="auto")


def agrees(got: list[str], want: list[list[str]]) -> bool:
    return len(got) == len(want) and all(g in w for g, w in zip(got, want))


@pytest.mark.parametrize("cid,text,want", [pytest.param(*r, id=r[0]) for r in table("cases.tsv")])
def test_cases(cid: str, text: str, want: list[list[str]]) -> None:
    got = AS_CLI.find_urls(text)
    assert agrees(got, want), f"{cid}: got {got}, want {want}"
    # bytes give the same URLs.
    assert AS_CLI.find_urls(text.encode()) == got


@pytest.mark.parametrize("cid,text,want", [pytest.param(*r, id=r[0]) for r in table("forms.tsv")])
def test_forms(cid: str, text: str, want: list[list[str]]) -> None:
    got = AS_CLI.find_urls(text)
    assert agrees(got, want), f"{cid}: got {got}, want {want}"
