"""What the Daily screen says: a day's time and result as a calendar day, a panel and the line under the calendar
write them, and those lines at their longest, which the screen's layout makes room for (``daily``)."""

from __future__ import annotations

from typing import Final

from minesweeper.core.clock_text import format_ms
from minesweeper.core.daily.results import DailyStanding
from minesweeper.core.daily.scheme import LEVELS, unplayable
from minesweeper.core.figure_text import count
from minesweeper.core.language.translate import _
from minesweeper.core.presets import PRESETS
from minesweeper.core.summary import SavedSummary, clock_reading, played

LONGEST_MS: Final = 9_999_999  # the longest time a panel or the line under the calendar is laid out for: 9999.999 s
TIMER_MOST: Final = 999  # a calendar day's time at its widest in whole seconds: the timer's most


def seconds(time: str) -> str:
    """A time in seconds as a calendar day, a panel and the line under the calendar write it: "87.312 s"."""
    return _("{time} s").format(time=time)


def cell_texts(*, exact: bool, unit: bool = True) -> tuple[str, str]:
    """What a calendar day holds at its widest: a win's time (the timer's most in whole seconds, or the longest time to
    the millisecond where a cell has room for it; with its ``unit``, or the number alone, as the timer shows it), or a
    loss."""
    most = format_ms(LONGEST_MS, for_people=True) if exact else count(TIMER_MOST, for_people=True)
    return seconds(most) if unit else most, _("lost")


def result_words(status: str, ms: int | None) -> str:
    """How a day's counted attempt went, for the line under the calendar: "won in 87.312 s", "lost after ..."."""
    if status == "won" and ms is not None:
        return _("won in {time} s").format(time=format_ms(ms, for_people=True))
    if status == "lost":
        return _("lost") if ms is None else _("lost after {time} s").format(time=format_ms(ms, for_people=True))
    return _("not played")


def day_line(label: str, day: str, *, today: bool, counts: bool, result: str) -> str:
    """The line under the calendar about the chosen day's daily: what it holds and what Enter does with it (today's
    counts or does not; a past one plays as practice), said before it starts."""
    if today and counts:
        # Translators: this and the next two: {level} is a level's name ("Expert"), {result} how the day's daily went
        # ("won in 87.312 s", "not played"), {day} its date as the daily's scheme writes it (2026-11-27); Enter is the
        # key.
        said = _("Today's {level} counts: your first finished attempt makes or breaks your streak. Enter plays it.")
    elif today:
        # Translators: as the one before.
        said = _("Today's {level}: {result}. Enter plays it again, kept in History but not counted.")
    else:
        # Translators: as the one before.
        said = _("{level}, {day}: {result}. Enter plays it as practice: it will not count.")
    return said.format(level=label, day=day, result=result)


def in_progress_line(label: str, waiting_ms: int) -> str:
    """The line under the calendar while today's daily of the level is the saved game carried on."""
    # Translators: {level} is a level's name, {played} the time played so far ("2:05 played"); Enter is the key.
    return _("Today's {level} is in progress ({played}): Enter carries it on.").format(
        level=label, played=played(waiting_ms)
    )


def future_line(day: str, now: str) -> str | None:
    """Why a day cannot be played (the scheme's rule, ``unplayable``), as the line under the calendar says it; None
    for a day that can."""
    refused = unplayable(day, now)
    # Translators: a reason that is a sentence of its own, with the language's full stop.
    return None if refused is None else _("{reason}.").format(reason=refused)


def sample_lines() -> list[str]:
    """The line under the calendar at its longest, in each of its forms and for each level: the screen makes room for
    the longest."""
    lost = result_words("lost", LONGEST_MS)
    lines = [future_line("2026-11-28", "2026-11-27") or ""]
    for label in (_(PRESETS[level].label) for level in LEVELS):
        lines += [
            in_progress_line(label, 99 * 60_000),
            day_line(label, "2026-11-27", today=True, counts=True, result=""),
            day_line(label, "2026-11-27", today=True, counts=False, result=lost),
            day_line(label, "2026-11-27", today=False, counts=False, result=lost),
        ]
    return lines


def panel_texts(standing: DailyStanding, counts: bool, waiting: SavedSummary | None = None) -> tuple[str, str]:
    """A level's panel under its name: how today's daily went (in progress, with its time so far, when ``waiting`` is
    the saved game carrying it on; or that it is not played, and whether it counts), and the streaks."""
    if waiting is not None:
        how = _("In progress ({time})").format(time=clock_reading(waiting.played_ms))
    elif standing.counted and standing.ms is not None:
        time = format_ms(standing.ms, for_people=True)
        how = (_("Won in {time} s") if standing.won else _("Lost after {time} s")).format(time=time)
    elif standing.played:
        how = _("Played, not counted")
    else:
        how = _("Not played: it counts") if counts else _("Not played")
    streaks = _("Streak {streak}, best {best}").format(
        streak=count(standing.streak, for_people=True), best=count(standing.best_streak, for_people=True)
    )
    return how, streaks


def panel_samples() -> tuple[tuple[str, ...], str]:
    """A panel's lines under its name at their widest: how today's daily went, in each of its forms, and the streaks
    (the screen makes room for the widest, or sets them side by side)."""
    hows = (
        _("Lost after {time} s").format(time=format_ms(LONGEST_MS, for_people=True)),
        _("Not played: it counts"),
        _("Played, not counted"),
        _("In progress ({time})").format(time=clock_reading(99 * 60_000)),
    )
    most = count(999, for_people=True)
    return hows, _("Streak {streak}, best {best}").format(streak=most, best=most)
