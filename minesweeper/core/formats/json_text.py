"""Reading JSON that comes from outside the program's control: the one reader every untrusted JSON goes through.

Settings and saved games, the saved game's journal, a replay from a friend, the review kept in the database: each
is text anyone could have edited. ``json_object`` reads one with limits (its size, UTF-8, numbers Python will
parse, nesting no deeper than Python's parser goes) and gives the JSON object at its top, or raises the caller's
own narrow error with a reason a player can act on; it only reads text, never a file (the store caps and reads
files). Its reasons complete a sentence about the text: "the file " + "is not valid JSON (Expecting value at line
1)".
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any


def json_object(
    text: bytes | str,
    fault: Callable[[str], Exception],
    *,
    most_bytes: int | None = None,
    kind: str = "a JSON object",
) -> dict[str, Any]:
    """The JSON object ``text`` holds; anything else raises ``fault(reason)``: text over ``most_bytes`` (a string is
    measured in characters), bytes that are not UTF-8, text that is not JSON, numbers or nesting too large for the
    parser, or a value other than an object ("is not ``kind``")."""
    if most_bytes is not None and len(text) > most_bytes:
        raise fault(f"is {len(text):,} bytes; at most {_size(most_bytes)} is read")
    try:
        value = json.loads(text.decode("utf-8") if isinstance(text, bytes) else text)
    except UnicodeDecodeError:
        raise fault("is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise fault(f"is not valid JSON ({error.msg} at line {error.lineno})") from None
    except (ValueError, RecursionError):  # digits past Python's limit for an int; nesting past its recursion limit
        raise fault("holds numbers or nesting too large to read") from None
    if not isinstance(value, dict):
        raise fault(f"is not {kind}")
    return value


def _size(count: int) -> str:
    return f"{count // 2**20} MB" if count >= 2**20 and count % 2**20 == 0 else f"{count:,} bytes"
