"""A game's figures and shares as every screen, card, table and sentence writes them: one precision per figure, here.

Times are ``clock_text``'s. Every other figure of a game (3BV/s, IOE, correctness, throughput, RQP, QG, STNB, the
path, the averages of them) is written with three decimals, as the competitive community's tools show them, on the
results card, the live counters, History, Statistics, Personal bests, ``--records``, ``--scorecard`` and the line a
daily shares; counts (3BV, clicks, ZiNi) are whole numbers. A share of games or moves (the win rate, the review's
accuracy and luck) is a whole percent. "-" stands for a figure that was not worked out or has no meaning. A mine's
chance is written apart (``chance_text``), for people only: to a tenth of a percent, never a bare 0% or 100% for a
cell only likely.

One owner, two uses: the fixed form above is what scripts, files and the line a daily shares read, in every language;
``for_people=True`` writes the same figure as the player's locale does for a person to read ("4,183", "87 %":
``language.people``).
"""

from __future__ import annotations

from minesweeper.core.language.translate import _

NONE = "-"


def figure(value: float | None, *, for_people: bool = False) -> str:
    """A game's figure (3BV/s, IOE, RQP...) with three decimals: ``4.18265`` is "4.183"; "-" for None."""
    return NONE if value is None else _written(f"{value:.3f}", for_people)


def count(value: int | None, *, for_people: bool = False) -> str:
    """A count (3BV, clicks, ZiNi, openings) as a whole number; "-" for None."""
    return NONE if value is None else _written(str(value), for_people)


def grouped(value: int, *, for_people: bool = False) -> str:
    """A large whole number with its thousands grouped, as a sentence writes a limit or a size: "4,000,000" (for people
    in Germany "4.000.000")."""
    return _written(f"{value:,}", for_people)


def share(value: float | None, *, for_people: bool = False) -> str:
    """A share from 0 to 1 (the win rate, the review's accuracy and luck) as a whole percent: ``0.874`` is "87%"."""
    if value is None:
        return NONE
    if not for_people:
        return f"{value:.0%}"
    from minesweeper.core.language.people import percent

    return percent(f"{value:.0%}")


def _written(fixed: str, for_people: bool) -> str:
    """A number's fixed form, or the player's locale's writing of it for a person."""
    if not for_people:
        return fixed
    from minesweeper.core.language.people import number

    return number(fixed)


def chance_text(value: float) -> str:
    """A mine chance as players read it, in their language and with their locale's percent: "12.5%", never a bare 0%
    or 100% for a cell that is only likely ("under 0.1%"; in German "12,5 %", "unter 0,1 %"). Only sentences for
    people write a chance: no script reads one."""
    from minesweeper.core.language.people import percent

    chance = value * 100
    if 0 < chance < 0.1:
        return _("under {chance}").format(chance=percent("0.1%"))
    if 99.9 < chance < 100:
        return _("over {chance}").format(chance=percent("99.9%"))
    return percent(f"{chance:.1f}%".replace(".0%", "%"))
