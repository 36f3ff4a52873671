"""How the game's sentences name cells: spreadsheet names (A5: the column's letters, then the row from 1), in Latin
letters and ASCII digits in every language, so a hint, a verdict or a spoken cell reads the same to every player; and
how a front end that names cells its own way (the terminal's ``COL,ROW``) renames them in any such sentence, this
module being the one that knows what a name looks like."""

from __future__ import annotations

import re
from collections.abc import Callable

from minesweeper.core.language.people import AND, listed

# A cell name as a word of its own: "C5", "AB12". Its word's edges are ASCII's, so a name written against Chinese or
# Japanese, which put no space between words ("C5は安全です"), is a name too.
_NAME = re.compile(r"\b([A-Z]{1,4})([1-9][0-9]{0,8})\b", re.ASCII)


def cell_name(x: int, y: int) -> str:
    """Spreadsheet-style name of a cell counted from 0: (0, 0) is "A1", (27, 4) is "AB5"."""
    if x < 0 or y < 0:
        raise ValueError(f"cells are counted from 0, not ({x}, {y})")  # i18n: fixed (a caller's bug)
    letters = ""
    column = x + 1
    while column:
        column, digit = divmod(column - 1, 26)
        letters = chr(ord("A") + digit) + letters
    return f"{letters}{y + 1}"


def cell_of(name: str) -> tuple[int, int]:
    """The cell counted from 0 that ``cell_name`` calls ``name``: "A1" is (0, 0), "AB5" is (27, 4)."""
    match = _NAME.fullmatch(name)
    if match is None:
        raise ValueError(  # i18n: fixed (a caller's bug: names come from ``cell_name`` or ``rename_cells``' match)
            f"{name!r} is not a cell name: capital letters for the column, then the row from 1 (C5)"
        )
    column = 0
    for letter in match.group(1):
        column = column * 26 + ord(letter) - ord("A") + 1
    return column - 1, int(match.group(2)) - 1


def rename_cells(text: str, name: Callable[[int, int], str]) -> str:
    """``text`` with every spreadsheet cell name in it replaced by ``name(x, y)`` of its cell (counted from 0):
    how a front end that names cells its own way shows the solver's hints and verdicts."""
    return _NAME.sub(lambda match: name(*cell_of(match.group(0))), text)


def cell_names(cells: tuple[tuple[int, int], ...]) -> str:
    """Every cell named, in the order given (reading order, where the caller keeps it): "B2", "B2 and D2", "B2, C2
    and D2"."""
    return listed((cell_name(*cell) for cell in cells), last=AND)
