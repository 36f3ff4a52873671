"""The words that name a saved game: its time played as Continue says it, and what a new game does to it, as the
question both front ends ask before giving it up says it."""

from __future__ import annotations

import pytest

from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.summary import SavedSummary, played


@pytest.mark.parametrize(
    ("ms", "said"),
    [
        (0, "not started yet"),
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


def test_a_custom_game_is_named_by_its_size_and_one_never_started_is_only_given_up() -> None:
    custom = SavedSummary(Difficulty.custom(30, 20, 100), 0)
    assert custom.given_up == "the waiting Custom 30 x 20 game (not started yet) is given up"


def test_a_save_whose_board_cannot_be_read_is_still_named() -> None:
    assert SavedSummary(None, 61_000).given_up == "the waiting saved game (1:01 played) counts as a loss"
