"""A game's time as every screen, card, script command and file name writes it: one rule, here only.

The game clock counts whole milliseconds, so a time is written exactly, as seconds with three decimals
("93.412"): History, the results card, the statistics' best times, ``--history``, ``--review``, ``--replay``
and an export's file name all show the same digits for the same game. Where fewer digits are shown (the
three-digit timer, whole seconds on a button or a chart's scale) the competitive community's rule applies:
round *up*, so a time is never shown better than it was (12.001 s is 13 on the timer, as a ranking would
count it; the timer shows 1 from the first reveal on, as Microsoft's does). That form is what scripts and files read;
a sentence a person reads asks for it ``for_people``, written with the player's locale's decimal separator
("93,412": ``language.people``).
"""

from __future__ import annotations

TIMER_CAP = 999  # the classic timer has three digits


def format_ms(ms: int, *, for_people: bool = False) -> str:
    """A time in milliseconds as seconds to the millisecond, exact: ``93412`` is "93.412" (for people in Germany
    "93,412")."""
    return _written(f"{ms // 1000}.{ms % 1000:03d}", for_people)


def whole_seconds(ms: int) -> int:
    """A time in whole seconds, rounded up: 12.000 s is 12, 12.001 s is 13."""
    return -(-ms // 1000)


def shown_seconds(ms: int, *, started: bool, digits: int = 3) -> int:
    """What a timer of ``digits`` digits shows: whole seconds rounded up, stopping at the most its digits hold (999 on
    the classic three-digit timer, ``TIMER_CAP``; a big board's wider timer goes on); once the clock has ``started``
    (the first reveal is made) at least 1, as Microsoft's shows 1 at the first click."""
    most: int = 10**digits - 1
    return min(most, max(whole_seconds(ms), int(started)))


def ms_until_the_timer_changes(ms: int) -> int:
    """How long until a started timer's figure changes, from ``ms`` on its running clock: one millisecond past the
    whole second it shows (it shows 1 until 1.001 s, 13 from 12.001 s to 13.000 s)."""
    return max(1, whole_seconds(ms)) * 1000 + 1 - ms


def hundredths(ms: int, *, for_people: bool = False) -> str:
    """A time in seconds to the hundredth, cut (not rounded) as a running clock shows it: 12.34 (the live
    counters)."""
    return _written(f"{ms // 1000}.{ms % 1000 // 10:02d}", for_people)


def _written(fixed: str, for_people: bool) -> str:
    """A time's fixed form, or the player's locale's writing of it for a person."""
    if not for_people:
        return fixed
    from minesweeper.core.language.people import number

    return number(fixed)
