from os import PathLike
from typing import Iterator, Literal, Optional, Union

from .errors import ParseError

Text = Union[str, bytes]
Errors = Literal["warn", "raise", "ignore"]

ERROR_KINDS: list[str]

def parse_url(url: str) -> dict[str, str]: ...

class Match:
    url: str
    raw: Union[str, bytes]
    start: int
    end: int
    line: int
    column: int
    kind: Literal["wrapped", "angle", "bare", "href"]
    scheme: str
    valid: bool
    terminated: bool
    hyphen_break: bool
    alternatives: list[str]
    flags: list[str]
    path: Optional[str]
    @property
    def error(self) -> Optional[ParseError]: ...
    @property
    def parts(self) -> dict[str, Union[str, list[list[str]]]]: ...
    @property
    def host(self) -> Optional[str]: ...
    @property
    def record_uri(self) -> Optional[str]: ...
    @property
    def record_id(self) -> Optional[str]: ...
    @property
    def record_offset(self) -> Optional[int]: ...
    @property
    def message_id(self) -> Optional[str]: ...
    @property
    def subject(self) -> Optional[str]: ...
    @property
    def part(self) -> Optional[int]: ...
    @property
    def encoding(self) -> Optional[str]: ...
    def as_dict(self) -> dict[str, object]: ...

class MatchIter(Iterator[Match]):
    def __iter__(self) -> "MatchIter": ...
    def __next__(self) -> Match: ...

class Extractor:
    def __init__(
        self,
        schemes: Optional[list[str]] = None,
        hyphen: Literal["auto", "keep", "drop", "both"] = "auto",
        join: Literal["auto", "never"] = "auto",
        format: Literal["auto", "text", "mail", "html", "warc"] = "auto",
        max_len: int = 4096,
    ) -> None: ...
    def find_urls(self, text: Text) -> list[str]: ...
    def finditer(self, text: Text, errors: Errors = "warn") -> MatchIter: ...
    def scan_path(self, path: Union[str, PathLike[str]], errors: Errors = "warn") -> MatchIter: ...
    def extract_batch(self, texts: list[Text], threads: Optional[int] = None) -> list[list[str]]: ...
