"""The one reader of untrusted JSON: an object or the caller's own error, with a reason a player can act on."""

from __future__ import annotations

import pytest

from minesweeper.core.errors import ReplayFileError, ReviewFormatError
from minesweeper.core.formats.json_text import json_object
from minesweeper.core.formats.replay_file import read_replay
from minesweeper.core.solver.review import Review


class Refused(ValueError):
    """A caller's narrow error."""


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (b"\xff\xfe{}", "is not UTF-8 text"),
        ("{'a': 1}", "is not valid JSON (Expecting property name enclosed in double quotes at line 1)"),
        ("[" * 100_000 + "]" * 100_000, "holds numbers or nesting too large to read"),
        ('{"n": ' + "9" * 5000 + "}", "holds numbers or nesting too large to read"),
        ("[1, 2]", "is not a JSON object"),
        ("x" * 65, "is 65 bytes; at most 64 bytes is read"),
    ],
)
def test_anything_but_a_json_object_is_the_callers_error_with_the_reason(text: bytes | str, reason: str) -> None:
    with pytest.raises(Refused) as refused:
        json_object(text, Refused, most_bytes=64 if len(text) == 65 else None)
    assert str(refused.value) == reason


def test_a_json_object_is_read_whole_from_text_or_bytes() -> None:
    assert json_object('{"version": 2, "moves": [1, 2]}', Refused) == {"version": 2, "moves": [1, 2]}
    assert json_object('{"name": "Été"}'.encode(), Refused, most_bytes=2**20) == {"name": "Été"}


def test_a_limit_in_megabytes_is_said_in_megabytes() -> None:
    with pytest.raises(Refused, match=r"^is 2,097,153 bytes; at most 2 MB is read$"):
        json_object(b" " * (2 * 2**20 + 1), Refused, most_bytes=2 * 2**20)


def test_the_replay_and_the_kept_review_read_through_it_with_their_own_words() -> None:
    with pytest.raises(ReplayFileError, match=r"^the file holds numbers or nesting too large to read$"):
        read_replay("[" * 100_000)
    with pytest.raises(ReplayFileError, match=r'^the file is not a Minesweeper replay \(no "format"'):
        read_replay("[1, 2]")
    with pytest.raises(ReviewFormatError, match=r"^the kept review is not valid JSON \(Expecting value at line 1\)$"):
        Review.from_json("")
