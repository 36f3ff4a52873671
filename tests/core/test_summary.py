"""The words that name a saved game: its time played as Continue says it, and what a new game does to it, as the
question both front ends ask before giving it up says it."""

from __future__ import annotations

import pytest

from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.summary import NOT_STARTED, SavedSummary, played, summarise


@pytest.mark.parametrize(
    ("ms", "said"),
    [
        (0, "0:00 played"),  # revealed at 0:00, killed before the clock moved on: under way all the same
        (1, "0:01 played"),
        (7_000, "0:07 played"),
        (7_001, "0:08 played"),
        (125_400, "2:06 played"),
    ],
)
def test_time_played_is_whole_seconds_rounded_up(ms: int, said: str) -> None:
    assert played(ms) == said


def test_a_started_game_given_up_counts_as_a_loss() -> None:
    assert SavedSummary(PRESETS["expert"], 7_000).given_up == "the waiting Expert game (0:07 played) counts as a loss"


def test_a_custom_game_is_named_by_its_size_and_one_never_started_is_replaced_and_nothing_is_counted() -> None:
    custom = SavedSummary(Difficulty.custom(30, 20, 100), 0, started=False)
    assert custom.given_up == (
        "the waiting Custom 30 x 20 game is not started; a new game replaces it, nothing is counted"
    )
    assert (custom.offered, custom.time_played) == (NOT_STARTED, "not started")


@pytest.mark.parametrize(
    ("actions", "clock_ms", "offered"),
    [
        (["F0,0@0"], 0, NOT_STARTED),  # flags only: the clock never ran, and a new game counts nothing
        (["F0,0@0", "R4,4@0"], 0, "0:00 played - a new game gives it up as a loss"),
        (["R4,4@0", "F0,0@0"], 0, "0:00 played - a new game gives it up as a loss"),  # a daily's first move at 0:00
        (["R4,4@0", "R1,1@2500"], 2500, "0:03 played - a new game gives it up as a loss"),
    ],
)
def test_a_save_is_under_way_from_its_first_reveal_on(actions: list[str], clock_ms: int, offered: str) -> None:
    summary = summarise({"difficulty": "beginner", "actions": actions, "clock_ms": clock_ms})
    assert (summary.started, summary.offered) == (offered != NOT_STARTED, offered)
