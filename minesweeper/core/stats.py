"""Statistics and best times per difficulty: the figures the Statistics screen and ``--stats`` show.

Each preset has games played and won, the current and longest winning streak, its ten best times and its
last hundred results; custom games are counted under ``"custom"`` but never ranked, since custom sizes are
not comparable (the rules of ranking are ``ranking``'s). The results database works these out from its rows;
this module holds their shape, the wording and formatting both front ends share, and the reader of the version 1 records
file that older versions kept (it is imported into the database once). Times are whole milliseconds (written
as ``clock_text`` says) and dates ISO strings. ``from_dict`` validates everything and raises ``StatsError``
naming the bad field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.clock_text import whole_seconds
from minesweeper.core.errors import StatsError
from minesweeper.core.figure_text import NONE, count, figure, share
from minesweeper.core.language.translate import _
from minesweeper.core.presets import CUSTOM, CUSTOM_LABEL, PRESETS
from minesweeper.core.ranking import RECENT, TOP, has_best_times

# Counts beyond this are not from play: a game a second for three centuries.
MAX_GAMES = 10**10


@dataclass(frozen=True, slots=True)
class Result:
    """One finished game: won or lost, its time, and when it was played."""

    won: bool
    ms: int
    date: str


@dataclass(slots=True)
class DifficultyStats:
    """Counters for one difficulty; ``best`` is fastest first and ``recent`` oldest first."""

    played: int = 0
    won: int = 0
    streak: int = 0
    longest_streak: int = 0
    best: list[Result] = field(default_factory=list)
    recent: list[Result] = field(default_factory=list)
    best_rate: float | None = None  # the best 3BV/s of a ranked win (None: no win with its 3BV known)
    best_ioe: float | None = None  # the best IOE (3BV per click) of a ranked win

    @property
    def win_percent(self) -> float:
        return 100.0 * self.won / self.played if self.played else 0.0


@dataclass(slots=True)
class Stats:
    """Statistics for every preset and for custom games, in the order pickers show difficulties."""

    by_key: dict[str, DifficultyStats] = field(
        default_factory=lambda: {key: DifficultyStats() for key in (*PRESETS, CUSTOM)}
    )

    @classmethod
    def from_dict(cls, data: object) -> Stats:
        """Read what ``to_dict`` wrote; a difficulty never played may be missing."""
        if not isinstance(data, Mapping):
            raise StatsError(_("statistics must be a JSON object with one entry per difficulty"))
        stats = cls()
        for key, value in data.items():
            if key not in stats.by_key:
                raise StatsError(_("unknown difficulty {key} in the statistics").format(key=repr(str(key)[:40])))
            stats.by_key[key] = _difficulty_stats(value, key)
        return stats


def label_of(key: str) -> str:
    """The name a player knows a statistics row by: the preset's label, or "Custom", in English as ``--stats`` (a
    command for scripts) writes it; a screen translates it where it shows it (``_``)."""
    return PRESETS[key].label if key in PRESETS else CUSTOM_LABEL


def short_label_of(key: str) -> str:
    """A statistics row's name in a narrow column, in the player's language: the preset's short label ("Beginner
    8×8"), or "Custom"."""
    return PRESETS[key].shown_parts[0] if key in PRESETS else _(CUSTOM_LABEL)


def summary_cells(stats: DifficultyStats, *, for_people: bool = False) -> tuple[str, ...]:
    """Played, won, win %, streak, longest streak and best time (whole seconds, rounded up as a ranking counts
    them) as a table row shows them, so the window's Statistics screen and the text mode's ``--stats`` print the
    same figures (``for_people``: as the player's locale writes them, for the window's table)."""
    percent = share(stats.won / stats.played, for_people=for_people) if stats.played else NONE
    best = count(whole_seconds(stats.best[0].ms), for_people=for_people) if stats.best else NONE
    counts = (stats.played, stats.won, stats.streak, stats.longest_streak)
    played, won, streak, longest = (count(value, for_people=for_people) for value in counts)
    return (played, won, percent, streak, longest, best)


def skill_cells(stats: DifficultyStats, *, for_people: bool = False) -> tuple[str, str]:
    """The best 3BV/s and the best IOE, as the statistics table shows them beside the best time (``for_people``: as
    the player's locale writes them)."""
    return (
        figure(stats.best_rate, for_people=for_people),
        figure(stats.best_ioe, for_people=for_people),
    )


def _count(value: object, name: str, most: int = MAX_GAMES) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise StatsError(_("{name} must be a whole number from 0 to {most}").format(name=name, most=most))
    return value


def _result(value: object, name: str) -> Result:
    if not isinstance(value, Mapping):
        raise StatsError(_("{name} must be a JSON object with won, ms and date").format(name=name))
    won, date = value.get("won"), value.get("date")
    if not isinstance(won, bool):
        raise StatsError(_("{name}: won must be true or false").format(name=name))
    ms = _count(value.get("ms"), f"{name}: ms", MAX_CLOCK_MS)
    if not isinstance(date, str):
        raise StatsError(_("{name}: date must be an ISO date text like 2024-05-01T10:15:00").format(name=name))
    from datetime import datetime  # only when an old records file is read

    try:
        datetime.fromisoformat(date)
    except ValueError as error:
        raise StatsError(
            _("{name}: {date} is not an ISO date like 2024-05-01T10:15:00").format(name=name, date=repr(date[:40]))
        ) from error
    return Result(won, ms, date)


def _results(value: object, name: str, most: int) -> list[Result]:
    if not isinstance(value, list) or len(value) > most:
        raise StatsError(_("{name} must be a list of at most {most} results").format(name=name, most=most))
    return [_result(item, f"{name} {number}") for number, item in enumerate(value, start=1)]


def _difficulty_stats(value: object, key: str) -> DifficultyStats:
    """One difficulty's counters, checked against each other so a hand-edited file cannot lie."""
    if not isinstance(value, Mapping):
        raise StatsError(_("{key}: statistics must be a JSON object").format(key=key))
    stats = DifficultyStats(
        played=_count(value.get("played"), f"{key}: played"),
        won=_count(value.get("won"), f"{key}: won"),
        streak=_count(value.get("streak"), f"{key}: streak"),
        longest_streak=_count(value.get("longest_streak"), f"{key}: longest_streak"),
        best=_results(value.get("best"), _("{key}: best time").format(key=key), TOP),
        recent=_results(value.get("recent"), _("{key}: recent result").format(key=key), RECENT),
    )
    if not stats.streak <= stats.longest_streak <= stats.won <= stats.played:
        raise StatsError(_("{key}: counts must satisfy streak ≤ longest streak ≤ won ≤ played").format(key=key))
    if len(stats.recent) > stats.played:
        raise StatsError(_("{key}: more recent results than games played").format(key=key))
    if not has_best_times(key) and stats.best:
        raise StatsError(_("custom games have no best times"))
    if len(stats.best) > stats.won or not all(r.won for r in stats.best):
        raise StatsError(_("{key}: every best time must be a win, and no more of them than wins").format(key=key))
    if [r.ms for r in stats.best] != sorted(r.ms for r in stats.best):
        raise StatsError(_("{key}: best times must be fastest first").format(key=key))
    return stats
