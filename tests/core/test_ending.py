"""How a game's end is told: one classifier of outcomes, one set of words, one headline for both front ends."""

from __future__ import annotations

import pytest

from minesweeper.core.ending import (
    ASSISTED_NOTE,
    PRACTICE_NOTE,
    headline,
    outcome_word,
)
from minesweeper.core.game import GameState
from minesweeper.core.record import Outcome


@pytest.mark.parametrize(
    ("state", "outcome"),
    [
        (GameState.WON, Outcome.WON),
        (GameState.LOST, Outcome.LOST),
        (GameState.PLAYING, Outcome.GIVEN_UP),  # replaced while in play, or a record that stops short
        (GameState.READY, Outcome.GIVEN_UP),
    ],
)
def test_every_game_state_has_one_outcome(state: GameState, outcome: Outcome) -> None:
    assert Outcome.of(state) is outcome


def test_files_and_history_keep_their_words_while_players_read_theirs() -> None:
    assert [str(outcome) for outcome in Outcome] == ["won", "lost", "given_up"]  # the --history and file contract
    assert [outcome_word(outcome) for outcome in Outcome] == ["Won", "Lost", "Given up"]
    assert [outcome_word(outcome, practice=True) for outcome in Outcome] == [
        "Practice won",
        "Practice lost",
        "Practice quit",
    ]


@pytest.mark.parametrize(
    ("rank", "text"),
    [
        (1, "New best time!"),
        (2, "2nd best"),
        (3, "3rd best"),
        (4, "4th best"),
        (10, "10th best"),
        (11, "11th best"),
        (12, "12th best"),
        (13, "13th best"),
        (21, "21st best"),
        (22, "22nd best"),
    ],
)
def test_a_wins_headline_claims_its_place_among_the_best_times(rank: int, text: str) -> None:
    assert headline(Outcome.WON, 30_000, rank=rank) == f"Cleared in 30.000 s! {text}"


def test_the_headline_says_how_it_ended_and_the_exact_time() -> None:
    assert headline(Outcome.WON, 93_412) == "Cleared in 93.412 s!"
    assert headline(Outcome.LOST, 12_007) == "Boom! After 12.007 s."
    assert headline(Outcome.GIVEN_UP, 61_000) == "Given up after 61.000 s."


def test_the_headline_adds_the_place_and_why_a_game_is_not_ranked() -> None:
    assert headline(Outcome.WON, 30_000, rank=1) == "Cleared in 30.000 s! New best time!"
    assert headline(Outcome.WON, 30_000, assisted=True) == f"Cleared in 30.000 s! {ASSISTED_NOTE}"
    assert headline(Outcome.LOST, 7_000, assisted=True) == "Boom! After 7.000 s."  # a loss is never ranked anyway
    assert headline(Outcome.LOST, 7_000, practice=True) == f"Boom! After 7.000 s. {PRACTICE_NOTE}"
    assert headline(Outcome.WON, 5_000, assisted=True, practice=True) == f"Cleared in 5.000 s! {PRACTICE_NOTE}"
