"""Errors as Python exceptions, with SPEC §3's error kinds."""

from __future__ import annotations

import pytest

import urlgrep


def test_parse_url_raises_parse_error_with_kind_and_offset() -> None:
    assert urlgrep.parse_url("ftp://@host.com/") == {"user": "", "host": "host.com", "path": ""}
    with pytest.raises(urlgrep.ParseError) as e:
        urlgrep.parse_url("http://host:8x/")
    # "http://host:8" is 13 bytes: the `x` is the first byte not taken.
    assert (e.value.kind, e.value.offset) == ("invalid-port", 13)
    assert e.value.kind in urlgrep.ERROR_KINDS
    assert isinstance(e.value, ValueError)


def test_error_kinds_are_the_spec_list() -> None:
    spec = (
        "invalid-scheme missing-slashes missing-path empty-host invalid-host invalid-port "
        "bad-escape unsafe-char unexpected-char user-not-allowed port-not-allowed "
        "invalid-typecode empty-address invalid-group invalid-article invalid-field"
    ).split()
    assert sorted(urlgrep.ERROR_KINDS) == sorted(spec)


def test_match_error_is_a_parse_error_not_raised() -> None:
    (m,) = urlgrep.finditer("see http://host/~user/ now")
    assert not m.valid
    err = m.error
    assert isinstance(err, urlgrep.ParseError)
    # "http://host/" is 12 bytes: the `~` is unsafe (RFC 1738 §2.2).
    assert (err.kind, err.offset) == ("unsafe-char", 12)
    assert m.as_dict()["error"]["kind"] == "unsafe-char"


@pytest.mark.parametrize("kwargs", [
    {"hyphen": "sometimes"},
    {"join": "maybe"},
    {"format": "pdf"},
    {"max_len": 3},
    {"schemes": ["1bad"]},
])
def test_bad_options_are_value_errors(kwargs) -> None:
    with pytest.raises(ValueError):
        urlgrep.Extractor(**kwargs)


def test_bad_arguments() -> None:
    with pytest.raises(TypeError):
        urlgrep.find_urls(42)
    with pytest.raises(FileNotFoundError):
        urlgrep.scan_path("/nonexistent/file.txt")
    with pytest.raises(ValueError):
        urlgrep.Extractor().scan_path(__file__, errors="sometimes")


def test_options_do_what_the_flags_do() -> None:
    text = "<URL:http://www.cam-\n   bridge.example.org/> and ftp://f.example/ news:comp.x"
    assert urlgrep.Extractor(schemes=["ftp"]).find_urls(text) == ["ftp://f.example/"]
    both = urlgrep.Extractor(hyphen="both").find_urls(text)
    assert both[:2] == ["http://www.cam-bridge.example.org/", "http://www.cambridge.example.org/"]
    assert urlgrep.Extractor(hyphen="drop").find_urls(text)[0] == "http://www.cambridge.example.org/"
    # join= as --join (SPEC §1.6.3): a bare URL cut at a line end.
    broken = "See http://example.com/very/long/\npath.html here."
    assert urlgrep.find_urls(broken) == ["http://example.com/very/long/path.html"]
    assert urlgrep.Extractor(join="never").find_urls(broken) == ["http://example.com/very/long/"]
