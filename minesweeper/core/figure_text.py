"""A game's figures and shares as every screen, card, table and sentence writes them: one precision per figure, here.

Times are ``clock_text``'s. Every other figure of a game (3BV/s, IOE, correctness, throughput, RQP, QG, STNB, the
path, the averages of them) is written with three decimals, as the competitive community's tools show them, on the
results card, the live counters, History, Statistics, Personal bests, ``--records``, ``--scorecard`` and the line a
daily shares; counts (3BV, clicks, ZiNi) are whole numbers. A share of games or moves (the win rate, the review's
accuracy and luck) is a whole percent. "-" stands for a figure that was not worked out or has no meaning. A mine's
chance is written apart (``chance_text``): to a tenth of a percent, never a bare 0% or 100% for a cell only likely.
"""

from __future__ import annotations

NONE = "-"


def figure(value: float | None) -> str:
    """A game's figure (3BV/s, IOE, RQP...) with three decimals: ``4.18265`` is "4.183"; "-" for None."""
    return NONE if value is None else f"{value:.3f}"


def count(value: int | None) -> str:
    """A count (3BV, clicks, ZiNi, openings) as a whole number; "-" for None."""
    return NONE if value is None else str(value)


def share(value: float | None) -> str:
    """A share from 0 to 1 (the win rate, the review's accuracy and luck) as a whole percent: ``0.874`` is "87%"."""
    return NONE if value is None else f"{value:.0%}"


def chance_text(value: float) -> str:
    """A mine chance as players read it: "12.5%", never a bare 0% or 100% for a cell that is only likely."""
    percent = value * 100
    if 0 < percent < 0.1:
        return "under 0.1%"
    if 99.9 < percent < 100:
        return "over 99.9%"
    return f"{percent:.1f}%".replace(".0%", "%")
