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

from minesweeper.core.language.translate import _, ngettext


def json_object(
    text: bytes | str,
    fault: Callable[[str], Exception],
    *,
    most_bytes: int | None = None,
    kind: str = "",
) -> dict[str, Any]:
    """The JSON object ``text`` holds; anything else raises ``fault(reason)``: text over ``most_bytes`` (a string is
    measured in characters), bytes that are not UTF-8, text that is not JSON, numbers or nesting too large for the
    parser, or a value other than an object ("is not ``kind``", a phrase in the player's language; "a JSON object"
    when none is given). Each reason is in the player's language: a predicate that follows its subject (a file's
    path, "the file"), as the callers' sentences put it."""
    if most_bytes is not None and len(text) > most_bytes:
        # Translators: this and the reasons below follow their subject: a file's path, "the file", "the kept review".
        reason = _("is {count} bytes; at most {most} is read")
        from minesweeper.core.figure_text import grouped  # only for a text too long: the menu's first frame reads JSON

        raise fault(reason.format(count=grouped(len(text), for_people=True), most=_size(most_bytes)))
    try:
        value = json.loads(text.decode("utf-8") if isinstance(text, bytes) else text)
    except UnicodeDecodeError:
        raise fault(_("is not UTF-8 text")) from None
    except json.JSONDecodeError as error:
        # Translators: {error} is Python's own English words for what is wrong (never translated).
        reason = _("is not valid JSON ({error} at line {line})")
        raise fault(reason.format(error=error.msg, line=error.lineno)) from None
    except (ValueError, RecursionError):  # digits past Python's limit for an int; nesting past its recursion limit
        raise fault(_("holds numbers or nesting too large to read")) from None
    if not isinstance(value, dict):
        raise fault(_("is not {kind}").format(kind=kind or _("a JSON object")))
    return value


def _size(count: int) -> str:
    """A limit as a person reads it: "4 MB", or "65,536 bytes"."""
    if count >= 2**20 and count % 2**20 == 0:
        return _("{count} MB").format(count=count // 2**20)
    from minesweeper.core.figure_text import grouped

    return ngettext("{count} byte", "{count} bytes", count).format(count=grouped(count, for_people=True))
