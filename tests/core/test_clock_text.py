"""A game's time, written one way: exact to the millisecond, and rounded up wherever fewer digits are shown."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.clock_text import TIMER_CAP, format_ms, ms_until_the_timer_changes, shown_seconds, whole_seconds


@pytest.mark.parametrize(
    ("ms", "text"),
    [(0, "0.000"), (9, "0.009"), (1010, "1.010"), (83_456, "83.456"), (93_412, "93.412"), (600_000, "600.000")],
)
def test_a_time_is_written_to_the_millisecond_exactly(ms: int, text: str) -> None:
    assert format_ms(ms) == text


@given(st.integers(0, MAX_CLOCK_MS))
def test_the_written_time_reads_back_as_the_same_milliseconds(ms: int) -> None:
    seconds, thousandths = format_ms(ms).split(".")
    assert len(thousandths) == 3 and int(seconds) * 1000 + int(thousandths) == ms


@pytest.mark.parametrize(
    ("ms", "seconds"), [(0, 0), (1, 1), (999, 1), (1000, 1), (1001, 2), (12_000, 12), (12_001, 13)]
)
def test_whole_seconds_round_up_so_a_time_is_never_shown_better_than_it_was(ms: int, seconds: int) -> None:
    assert whole_seconds(ms) == seconds


@given(st.integers(0, MAX_CLOCK_MS))
def test_whole_seconds_are_the_least_whole_number_not_below_the_time(ms: int) -> None:
    shown = whole_seconds(ms)
    assert shown * 1000 >= ms > (shown - 1) * 1000


def test_the_timer_shows_rounded_up_seconds_at_least_1_once_started_and_stops_at_999() -> None:
    readings = (0, 1, 1000, 1001, 7_900, 998_001, 999_001, MAX_CLOCK_MS)
    assert [shown_seconds(ms, started=True) for ms in readings] == [1, 1, 1, 2, 8, 999, TIMER_CAP, TIMER_CAP]
    assert shown_seconds(0, started=False) == 0  # before the first reveal


def test_a_wider_timer_goes_past_999_and_stops_at_the_most_its_digits_hold() -> None:
    """A big board's timer has as many digits as its mine counter: five go on to 99999 s."""
    assert shown_seconds(1_233_001, started=True, digits=5) == 1234
    assert shown_seconds(1_233_001, started=True) == TIMER_CAP  # the classic three digits stop at 999
    assert shown_seconds(MAX_CLOCK_MS, started=True, digits=4) == 9999


@given(st.integers(0, 998_000))  # below the cap, where the figure still moves
def test_a_started_timer_wakes_exactly_when_its_figure_changes(ms: int) -> None:
    wait = ms_until_the_timer_changes(ms)
    before = shown_seconds(ms, started=True)
    assert 1 <= wait <= 1001
    assert shown_seconds(ms + wait, started=True) == before + 1
    assert shown_seconds(ms + wait - 1, started=True) == before
