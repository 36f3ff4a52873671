"""The opening table: how often the auto-player wins from each first cell of the classic boards, under each
first-click rule, so a hint can name the best first click and say how good it is.

The table is measured by ``bench/opening_table.py`` (seeded, so it can be made again) and shipped as text in
``minesweeper/core/solver/openings_data.py``, a generated module rather than a data file: importing it needs no file
reading, so the core stays free of disk access, and the text stays a plain format anyone can read or diff.

The format, one line each, ``#`` lines being comments and blank lines ignored::

    level,rule,col,row,wins,games
    beginner,opening,1,1,9512,10000

    ...
    best,beginner,opening,3,1,2937,3000
    policy,7f9a71e0a75212ee

``level`` is ``beginner`` (9×9, 10 mines), ``beginner8`` (the ranked 8×8, 10), ``intermediate`` (16×16, 40) or
``expert`` (30×16, 99); ``rule``
is ``opening`` (the first cell and its neighbours kept clear, the game's rule) or ``safe`` (the first cell
only); ``col`` and ``row`` count from 1 as the command line does; ``wins`` of ``games`` games started there
were won. Every cell of every level and rule has a line. Cells the board's symmetry maps onto each other
(mirror images, and on a square board the diagonal too) share their games, so they carry the same figures.

Then one ``best,`` line per level and rule: of the ``FINALISTS`` cells (symmetry classes) with the highest
rates above, the one that won most on fresh games, played again on games apart from all of those. Picking the
highest of many noisy rates picks one that is too high by luck (on Expert, with a few hundred games a cell,
by several points) and cannot tell good cells apart; the finalists' fresh games choose among the good ones,
and the last games chose nothing, so their rate is the honest one, and it is the one a hint quotes.

Last, one ``policy,`` line: the fingerprint of the guessing policy that played every game
(``autoplay.policy_fingerprint``). A test compares it with the policy the game plays now, so the table a hint
quotes can never silently describe an older policy: change the policy, make the table again.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from minesweeper.core.presets import PRESETS

HEADER = "level,rule,col,row,wins,games"
LEVELS: dict[str, tuple[int, int, int]] = {
    key: (PRESETS[key].width, PRESETS[key].height, PRESETS[key].mines)
    for key in ("beginner", "beginner8", "intermediate", "expert")
}
RULES = ("opening", "safe")
FINALISTS = 5  # the classes with the best rates that play fresh games to choose the best cell
Z95 = 1.959963984540054


class OpeningTableError(ValueError):
    """A damaged opening table. Not a ``MinesweeperError``: the table ships with the game, so a bad one is
    the developer's mistake, never something a player did (its messages are for developers, never translated)."""


@dataclass(frozen=True, slots=True)
class Opening:
    """The record of one first cell (counted from 0): ``wins`` of ``games`` games started there were won."""

    cell: tuple[int, int]
    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate (the auto-player's own, in ``autoplay.wilson``, is the
        same formula; kept here so this module needs nothing but the table)."""
        n, p = self.games, self.rate
        centre = (p + Z95 * Z95 / (2 * n)) / (1 + Z95 * Z95 / n)
        half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / (1 + Z95 * Z95 / n)
        return max(0.0, centre - half), min(1.0, centre + half)


def symmetric_cells(width: int, height: int, x: int, y: int) -> set[tuple[int, int]]:
    """The cells a board's symmetry maps (x, y) onto: its mirror images, and on a square board their
    transposes. A uniformly random board looks the same from each, so they share one win rate."""
    cells = {(x, y), (width - 1 - x, y), (x, height - 1 - y), (width - 1 - x, height - 1 - y)}
    if width == height:
        cells |= {(b, a) for a, b in cells}
    return cells


def canonical(width: int, height: int, x: int, y: int) -> tuple[int, int]:
    """The representative of (x, y)'s symmetry class: the one first in row order (top rows first)."""
    return min(symmetric_cells(width, height, x, y), key=lambda c: (c[1], c[0]))


def leader(records: Iterable[Opening]) -> Opening:
    """The record with the highest win rate (more games first on a tie, then the first in row order)."""
    return max(records, key=lambda o: (o.rate, o.games, -o.cell[1], -o.cell[0]))


def finalists(width: int, height: int, records: dict[tuple[int, int], Opening]) -> list[Opening]:
    """The ``FINALISTS`` symmetry classes with the highest rates (more games first on a tie, then row order),
    each as its class's first cell's record."""
    classes = [record for cell, record in records.items() if cell == canonical(width, height, *cell)]
    return sorted(classes, key=lambda o: (-o.rate, -o.games, o.cell[1], o.cell[0]))[:FINALISTS]


@dataclass(frozen=True, slots=True)
class OpeningTable:
    """Every cell's record per (level, rule), and the best cell's record on fresh games (``best,`` lines)."""

    cells: dict[tuple[str, str], dict[tuple[int, int], Opening]]
    confirmed: dict[tuple[str, str], Opening]
    policy: str  # the fingerprint of the policy that played its games (``autoplay.policy_fingerprint``), or ""

    def best(self, level: str, rule: str) -> Opening:
        """The best first cell, with its rate on the fresh games played after it was chosen."""
        return self.confirmed[level, rule]


def _number(text: str, what: str, line: int) -> int:
    if not text.isdigit() or len(text) > 9:
        raise OpeningTableError(  # i18n: fixed (for developers)
            f"line {line}: {what} {text[:20]!r} is not a whole number"
        )
    return int(text)


def parse_table(text: str, *, confirmed: bool = True, whole: bool = True) -> OpeningTable:
    """Read the table's text, checking every line, that no cell is given twice and that none is missing, and
    (unless ``confirmed`` is False: a table being made) that each level and rule has its ``best,`` line, for
    the cell with the highest rate. A table being extended by a level (``whole`` False) may lack a level and rule
    altogether, never only some of its cells."""
    cells: dict[tuple[str, str], dict[tuple[int, int], Opening]] = {(lv, r): {} for lv in LEVELS for r in RULES}
    best: dict[tuple[str, str], tuple[int, Opening]] = {}
    header_seen = False
    policy = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not header_seen:
            if line != HEADER:
                raise OpeningTableError(  # i18n: fixed (for developers)
                    f"line {number}: the first line must be {HEADER!r}"
                )
            header_seen = True
            continue
        fields = line.split(",")
        if fields[0] == "policy":
            if policy or len(fields) != 2 or not re.fullmatch(r"[0-9a-f]{16}", fields[1]):
                raise OpeningTableError(  # i18n: fixed (for developers)
                    f"line {number}: one policy line, with 16 hexadecimal digits"
                )
            policy = fields[1]
            continue
        is_best = fields[0] == "best"
        if is_best:
            fields = fields[1:]
        if len(fields) != 6:
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: {len(fields)} fields where 6 are needed ({HEADER})"
            )
        level, rule = fields[0], fields[1]
        if level not in LEVELS:
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: no level {level[:20]!r} (one of {', '.join(LEVELS)})"
            )
        if rule not in RULES:
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: no rule {rule[:20]!r} (one of {', '.join(RULES)})"
            )
        col, row, wins, games = (
            _number(field, what, number) for field, what in zip(fields[2:], HEADER.split(",")[2:], strict=True)
        )
        width, height, _ = LEVELS[level]
        if not (1 <= col <= width and 1 <= row <= height):
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: cell {col},{row} is off the {width}×{height} {level} board"
            )
        if games < 1 or wins > games:
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: {wins} wins of {games} games"
            )
        if is_best:
            if (level, rule) in best:
                raise OpeningTableError(  # i18n: fixed (for developers)
                    f"line {number}: a second best line for {level} {rule}"
                )
            best[level, rule] = number, Opening((col - 1, row - 1), wins, games)
            continue
        records = cells[level, rule]
        if (col - 1, row - 1) in records:
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: {level} {rule} {col},{row} is given twice"
            )
        records[col - 1, row - 1] = Opening((col - 1, row - 1), wins, games)
    if not header_seen:
        raise OpeningTableError(  # i18n: fixed (for developers)
            f"no table: the header {HEADER!r} is missing"
        )
    for (level, rule), records in cells.items():
        width, height, _ = LEVELS[level]
        if not records and not whole:
            continue
        if len(records) != width * height:
            missing = next((x, y) for y in range(height) for x in range(width) if (x, y) not in records)
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"{level} {rule} has no line for {missing[0] + 1},{missing[1] + 1}"
            )
        if (level, rule) not in best:
            if confirmed:
                raise OpeningTableError(  # i18n: fixed (for developers)
                    f"{level} {rule} has no best line"
                )
            continue
        number, chosen = best[level, rule]
        shortlist = [o.cell for o in finalists(width, height, records)]
        if chosen.cell not in shortlist:
            named = " ".join(f"{x + 1},{y + 1}" for x, y in shortlist)
            raise OpeningTableError(  # i18n: fixed (for developers)
                f"line {number}: the best {level} {rule} cell {chosen.cell[0] + 1},"
                f"{chosen.cell[1] + 1} is not one of the {FINALISTS} with the highest "
                f"rates ({named})"
            )
    return OpeningTable(cells, {key: record for key, (_, record) in best.items()}, policy)


@cache
def opening_table() -> OpeningTable:
    """The table shipped with the game, read once."""
    from minesweeper.core.solver.openings_data import TABLE

    return parse_table(TABLE)


def level_of(width: int, height: int, mines: int) -> str | None:
    """The classic level a board's size and mine count are, or None (a custom size has no table)."""
    return next((name for name, size in LEVELS.items() if size == (width, height, mines)), None)


def best_first_click(width: int, height: int, mines: int, rule: str = "opening") -> Opening | None:
    """The measured best first cell of a classic board under ``rule``; None for any other board."""
    level = level_of(width, height, mines)
    return None if level is None else opening_table().best(level, rule)
