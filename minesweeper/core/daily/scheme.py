"""The daily board, scheme v1: the same three boards for every player on a date, with no network.

A date and a level give, through SHA-256 alone, a sequence of candidate boards; the daily is the first candidate
that can be finished by logic from its opened start cell (the no-guess boards' own test, ``noguess.is_solvable``).
The scheme is a public contract, written out in the README, so that any program following it gets the same boards:
nothing here may depend on Python's ``random``, ``hash()`` or anything else that can change between versions or
runs. A future scheme gets a new version and leaves v1's boards as they are, for old dates and their replays.

- Levels: Beginner 9x9/10, Intermediate 16x16/40, Expert 30x16/99.
- Start cell: column ``W // 2``, row ``H // 2`` (from 0); it and its neighbours hold no mines, and the daily begins
  with it opened.
- Candidate ``k`` (0 to 999): ``seed = SHA-256("minesweeper-daily:v1:{date}:{W}x{H}:{M}:{k}")``; its random stream is
  ``SHA-256(seed + i as 8 bytes big-endian)`` for i = 0, 1, ... concatenated, read 8 bytes at a time as big-endian
  unsigned 64-bit integers.
- Mines: ``free`` lists the cells ``y * W + x`` in increasing order but the start cell and its neighbours; for
  i = 0 .. M-1, with ``n = len(free) - i``, integers are drawn until one is below ``(2**64 // n) * n``, ``j`` is it
  modulo ``n``, ``free[i]`` and ``free[i + j]`` are swapped, and ``free[i]`` is a mine.
- The daily is the first candidate that needs no guess; if none of the 1000 does, candidate 0, which may need one.
- Fingerprint: the first 8 hex digits of SHA-256 of the layout as ``--board`` text (rows of ``*`` and ``.``, each
  ended by a newline).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date as Date
from functools import lru_cache
from typing import Final

from minesweeper.core.errors import DailyError
from minesweeper.core.language.translate import _
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty

SCHEME: Final = "v1"
LEVELS: Final = ("beginner", "intermediate", "expert")
"""The three dailies of a date, in the order they are shown."""
CANDIDATES: Final = 1000
"""Candidates tried for a daily that needs no guess before candidate 0 is taken as it is."""
_WORD: Final = 8
_SPAN: Final = 1 << 64


def level_of(name: str) -> Difficulty:
    """The preset a daily level names ("beginner", "intermediate" or "expert")."""
    if name not in LEVELS:
        raise DailyError(
            _("a daily's level is one of {levels}, not {name}").format(levels=", ".join(LEVELS), name=repr(name))
        )
    return PRESETS[name]


def parse_date(text: str) -> str:
    """A daily's date as ``YYYY-MM-DD``, checked to be a real date (2026-02-30 is not)."""
    try:
        parsed = Date.fromisoformat(text)
    except ValueError:
        parsed = None
    if parsed is None or len(text) != 10 or parsed.isoformat() != text:
        raise DailyError(
            _("a daily's date is a real date written YYYY-MM-DD, such as 2026-11-27, not {text}").format(
                text=repr(text)
            )
        )
    return text


def today() -> str:
    """The player's local calendar date: the day a player calls today."""
    return Date.today().isoformat()


def unplayable(day: str, now: str) -> str | None:
    """Why the dailies of ``day`` cannot be played when the player's local date is ``now``, in words for the player;
    None when they can: every date up to today's (a past date's as practice). A date still to come has no daily to
    play yet, in the window's calendar and on the command line alike (the scheme is public, so a script may still
    work a future board out: ``--daily-board``)."""
    if Date.fromisoformat(day) > Date.fromisoformat(now):
        return _("{day} is still to come: its dailies open on the day").format(day=day)
    return None


def start_cell(width: int, height: int) -> tuple[int, int]:
    """The cell every daily of a size opens with: column ``width // 2``, row ``height // 2``, from 0."""
    return width // 2, height // 2


def seed_of(day: str, level: str, k: int) -> bytes:
    """Candidate ``k``'s seed: the SHA-256 digest of ``minesweeper-daily:v1:{date}:{W}x{H}:{M}:{k}`` in UTF-8."""
    board = level_of(level)
    text = f"minesweeper-daily:{SCHEME}:{day}:{board.width}x{board.height}:{board.mines}:{k}"
    return hashlib.sha256(text.encode("utf-8")).digest()


def stream(seed: bytes) -> Iterator[int]:
    """A candidate's random numbers: SHA-256 of the seed and a block counter (8 bytes, big-endian), the digests
    read 8 bytes at a time as big-endian unsigned 64-bit integers."""
    block = 0
    while True:
        digest = hashlib.sha256(seed + block.to_bytes(8, "big")).digest()
        for offset in range(0, len(digest), _WORD):
            yield int.from_bytes(digest[offset : offset + _WORD], "big")
        block += 1


def draw_below(numbers: Iterator[int], n: int) -> int:
    """An integer from 0 to ``n - 1`` with every value equally likely: numbers at or above the largest multiple
    of ``n`` under 2**64 are passed over (taking them modulo ``n`` would favour the small values)."""
    limit = (_SPAN // n) * n
    u = next(numbers)
    while u >= limit:
        u = next(numbers)
    return u % n


def candidate(day: str, level: str, k: int) -> Layout:
    """Candidate ``k`` of the daily of ``level`` on ``day``: its mines drawn from the scheme's stream."""
    board = level_of(level)
    width, height, mines = board.width, board.height, board.mines
    sx, sy = start_cell(width, height)
    clear = {(sy + dy) * width + sx + dx for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    free = [cell for cell in range(width * height) if cell not in clear]
    numbers = stream(seed_of(day, level, k))
    cells = bytearray(width * height)
    for i in range(mines):
        j = draw_below(numbers, len(free) - i)
        free[i], free[i + j] = free[i + j], free[i]
        cells[free[i]] = 1
    return Layout(width, height, bytes(cells))


def fingerprint(layout: Layout) -> str:
    """The first 8 hex digits of SHA-256 of the layout as ``--board`` text, each row ended by a newline: the
    same board, named without showing its mines."""
    return hashlib.sha256(f"{layout}\n".encode("ascii")).hexdigest()[:8]


@dataclass(frozen=True, slots=True)
class Daily:
    """One daily board: its date and level, which candidate it is, its mines, and whether it needs no guess."""

    date: str
    level: str
    candidate: int
    layout: Layout
    no_guess: bool

    @property
    def difficulty(self) -> Difficulty:
        return level_of(self.level)

    @property
    def start(self) -> tuple[int, int]:
        return start_cell(self.layout.width, self.layout.height)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.layout)

    @property
    def name(self) -> str:
        """How the title and the status line name it, in the player's language: "Daily 2026-11-27 · Expert ·
        #6ef1e19d"."""
        # Translators: {fingerprint} is the daily board's hexadecimal fingerprint, which players compare as it is.
        name = _("Daily {date} · {level} · #{fingerprint}")
        return name.format(date=self.date, level=_(self.difficulty.label), fingerprint=self.fingerprint)


@lru_cache(maxsize=256)
def daily(day: str, level: str) -> Daily:
    """The daily of ``level`` on ``day`` (``YYYY-MM-DD``): the first candidate that needs no guess from its start.
    Worked out once a run for each (an Expert daily can take a tenth of a second): the window's title, the results
    checked against it and the calendar all ask again."""
    from minesweeper.core.solver.noguess import is_solvable  # the solver loads with the first daily asked for

    parse_date(day)
    for k in range(CANDIDATES):
        layout = candidate(day, level, k)
        sx, sy = start_cell(layout.width, layout.height)
        if is_solvable(layout.width, layout.height, layout.cells, sx, sy):
            return Daily(day, level, k, layout, no_guess=True)
    return Daily(day, level, 0, candidate(day, level, 0), no_guess=False)
