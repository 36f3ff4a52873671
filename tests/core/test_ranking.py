"""Ranking: what may be among the best times, which row a game counts in, and the streak rule."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.ranking import has_best_times, is_ranked, next_streak, row_key, streaks


@pytest.mark.parametrize(
    ("won", "assisted", "ranked"),
    [(True, False, True), (True, True, False), (False, False, False), (False, True, False)],
)
def test_only_a_win_without_help_is_ranked(won: bool, assisted: bool, ranked: bool) -> None:
    assert is_ranked(won=won, assisted=assisted, practice=False) is ranked


def test_every_custom_board_counts_in_the_custom_row_which_has_no_best_times() -> None:
    for key, preset in PRESETS.items():
        assert row_key(preset) == key and has_best_times(key)
    expert_sized = Difficulty.custom(30, 16, 99)
    assert row_key(expert_sized) == row_key(Difficulty.custom(8, 8, 3)) == "custom"
    assert not has_best_times(row_key(expert_sized))


@pytest.mark.parametrize(
    ("results", "start", "expected"),
    [
        ((), (0, 0), (0, 0)),
        ((True, True, False, True, True, True, False), (0, 0), (0, 3)),
        ((True, True), (4, 6), (6, 6)),
        ((True, True, True), (4, 6), (7, 7)),
        ((False, True), (4, 6), (1, 6)),
    ],
)
def test_streaks_carry_on_from_where_they_stood(
    results: tuple[bool, ...], start: tuple[int, int], expected: tuple[int, int]
) -> None:
    assert streaks(results, *start) == expected


@given(st.lists(st.booleans(), max_size=40), st.integers(0, 5))
def test_the_streak_after_each_result_is_the_run_of_wins_ending_there(results: list[bool], split: int) -> None:
    streak, longest = streaks(results[:split])
    for number, won in enumerate(results[split:], start=min(split, len(results))):
        streak, longest = next_streak(streak, longest, won)
        run = (
            len(results[: number + 1]) - 1 - max((i for i, w in enumerate(results[: number + 1]) if not w), default=-1)
        )
        assert streak == run and longest >= streak
    assert longest == max((len(part) for part in "".join("W" if w else " " for w in results).split()), default=0)
