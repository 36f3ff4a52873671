"""The daily boards against ms-toollib: each needs no guess, and every earlier candidate needs one.

The scheme makes the daily the first candidate that can be finished by logic alone from the opened start cell,
the mine count included. ms-toollib answers that on its own: each candidate is played out opening only the cells
its exact probabilities (with the mine count) give chance 0. For every date and level checked, candidates 0 to
the daily's must all be refused but the daily itself, and our ``is_solvable``, which chose them, must agree
with ms-toollib on every one: a disagreement names the candidate. The golden table is checked in every run;
every third daily of a whole year (each month's, on every weekday) is the big sample.
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from minesweeper.core.daily import scheme as scheme
from minesweeper.core.solver.noguess import is_solvable
from tests.core.daily_golden import GOLDEN_ROWS
from tests.oracle.harness import Oracle
from tests.oracle.positions import proven_by_ms_toollib


def verdicts(oracle: Oracle, day: str, level: str, last: int) -> list[tuple[int, bool, bool]]:
    """Candidates 0 to ``last`` of a daily: each one's number, ms-toollib's verdict and ours (no guess needed)."""
    found = []
    for number in range(last + 1):
        layout = scheme.candidate(day, level, number)
        sx, sy = scheme.start_cell(layout.width, layout.height)
        theirs = proven_by_ms_toollib(oracle, layout.width, layout.height, layout.cells)
        ours = is_solvable(layout.width, layout.height, layout.cells, sx, sy)
        found.append((number, theirs, ours))
    return found


QUICK_DATES = (
    "2024-02-29",
    "2026-11-27",
)  # a leap day and a recent date in the quick loop; the rest in the whole suite
ROWS = [pytest.param(*row, marks=() if row[0] in QUICK_DATES else pytest.mark.slow) for row in GOLDEN_ROWS]


@pytest.mark.parametrize(("day", "level", "k", "mark"), ROWS)
def test_each_golden_daily_is_the_first_candidate_ms_toollib_finishes_without_a_guess(
    oracle: Oracle, day: str, level: str, k: int, mark: str
) -> None:
    found = verdicts(oracle, day, level, k)
    assert [(number, theirs) for number, theirs, _ in found] == [(n, n == k) for n in range(k + 1)]
    assert [number for number, theirs, ours in found if theirs != ours] == []
    assert scheme.fingerprint(scheme.candidate(day, level, k)) == mark


@pytest.mark.statistical
@pytest.mark.parametrize("level", scheme.LEVELS)
def test_every_third_daily_of_a_year_is_the_first_candidate_ms_toollib_finishes(oracle: Oracle, level: str) -> None:
    wrong = []
    for offset in range(0, 365, 3):
        day = (date(2027, 1, 1) + timedelta(days=offset)).isoformat()
        chosen = scheme.daily(day, level)
        assert chosen.no_guess, day
        wrong += [
            (day, number, theirs, ours)
            for number, theirs, ours in verdicts(oracle, day, level, chosen.candidate)
            if theirs != (number == chosen.candidate) or ours != theirs
        ]
    assert wrong == []
