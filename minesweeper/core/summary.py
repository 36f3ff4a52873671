"""What a saved game is, told from its file's fields without rebuilding it: which board, how long played.

The menu names the saved game on its Continue button before the window's first frame, so this reads only
the fields it needs, leniently (a field it cannot read gives a plainer label, never an error): the game
is rebuilt, and every field checked, only when the player chooses Continue. Its identity says which saved
game the player was told of, so that a new game gives up that one only (``Session.waiting``). The words that
name it (the menu's Continue, the question both front ends ask before a new game gives it up) are here, once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty

_FIRST_REVEAL = re.compile(r"R\d{1,7},\d{1,7}@(\d{1,15})")
NOT_STARTED = N_("not started; a new game replaces it, nothing is counted")  # a saved game with no time played


@dataclass(frozen=True, slots=True)
class SavedSummary:
    """The saved game's board (None when its field cannot be read), its time played so far and its identity;
    ``open_elsewhere`` when another running copy of the game owns it (the store asks the lock)."""

    difficulty: Difficulty | None
    played_ms: int
    game_id: str | None = None  # None in files older than identities
    open_elsewhere: bool = False
    daily: str = ""  # a daily's date (``YYYY-MM-DD``), "" for any other game
    practice: bool = False  # played on from a moment of another game, or a past daily
    started: bool = True  # a cell was revealed: the game is under way, and a new game counts it as given up

    @property
    def name(self) -> str:
        """The saved game's name, in the player's language: "Expert", "Custom 20 x 20", "Expert daily 2026-11-27"."""
        d = self.difficulty
        if d is None:
            return _("saved game")
        if self.daily:
            return _("{level} daily {date}").format(level=_(d.label), date=self.daily)
        return _("Custom {width} x {height}").format(width=d.width, height=d.height) if d.is_custom else _(d.label)

    def is_daily(self, date: str, difficulty: Difficulty, *, practice: bool) -> bool:
        """This saved game is an attempt at the daily of ``difficulty`` on ``date`` (played as ``practice`` or not):
        choosing that daily again carries it on rather than giving it up."""
        return self.daily == date and self.difficulty == difficulty and self.practice == practice

    @property
    def time_played(self) -> str:
        """Its time as Continue says it: "2:05 played", or "not started"."""
        return played(self.played_ms) if self.started else _("not started")

    @property
    def given_up(self) -> str:
        """What a new game's first move does to this saved game, for the question asked before it starts: "the
        waiting Expert game (0:07 played) counts as a loss", or for one with no cell revealed yet (flags only: its
        clock never ran), which the session never counts, that it is replaced and nothing is counted."""
        time = clock_reading(self.played_ms)
        if self.difficulty is None:
            if not self.started:
                return _("the waiting saved game is not started; a new game replaces it, nothing is counted")
            return _("the waiting saved game ({time} played) counts as a loss").format(time=time)
        if not self.started:
            message = _("the waiting {game} game is not started; a new game replaces it, nothing is counted")
            return message.format(game=self.name)
        return _("the waiting {game} game ({time} played) counts as a loss").format(game=self.name, time=time)

    @property
    def offered(self) -> str:
        """What the menu's Continue says under the game's name: its time and what a new game does to it."""
        if not self.started:
            return _(NOT_STARTED)
        return _("{time} played - a new game gives it up as a loss").format(time=clock_reading(self.played_ms))


def played(ms: int) -> str:
    """Time played as Continue and the question before a new game say it: "2:05 played" (whole seconds, rounded up
    as every coarser time is; "0:00 played" for a game whose first reveal was its last move)."""
    return _("{time} played").format(time=clock_reading(ms))


def clock_reading(ms: int) -> str:
    """A waiting game's time in minutes and whole seconds, rounded up: "2:05", the one reading of ``played``."""
    minutes, seconds = divmod(whole_seconds(ms), 60)
    return f"{minutes}:{seconds:02d}"


def summarise(fields: Mapping[str, object]) -> SavedSummary:
    """The summary of a saved game's JSON object; odd fields make it plainer, not wrong."""
    game_id, daily, practice = fields.get("id"), fields.get("daily"), fields.get("practice")
    first = _first_reveal(fields.get("actions"))
    return SavedSummary(
        _difficulty(fields.get("difficulty")),
        _played(first, fields.get("clock_ms")),
        game_id if isinstance(game_id, str) else None,
        daily=daily if isinstance(daily, str) and _DATE.fullmatch(daily) else "",
        practice=practice is True,
        started=first is not None,
    )


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _difficulty(value: object) -> Difficulty | None:
    try:
        if isinstance(value, str):
            return Difficulty.parse(value)
        if isinstance(value, Mapping):  # version 1 wrote an object
            key = value.get("key")
            if key == CUSTOM:
                return Difficulty.custom(*(int(value.get(name, 0)) for name in ("width", "height", "mines")))
            return PRESETS.get(str(key))
    except (MinesweeperError, TypeError, ValueError):
        return None
    return None


def _first_reveal(actions: object) -> int | None:
    """When the first cell was revealed (ms on the game clock), or None before it (a game of flags only)."""
    if not isinstance(actions, list):
        return None
    first = next((m for a in actions if isinstance(a, str) and (m := _FIRST_REVEAL.fullmatch(a))), None)
    return None if first is None else int(first.group(1))


def _played(first: int | None, clock_ms: object) -> int:
    if first is None or isinstance(clock_ms, bool) or not isinstance(clock_ms, int):
        return 0
    return max(0, clock_ms - first)
