"""Style (NF/FL) and rankability by the community's rules: each rule alone, in the issue's order."""

from __future__ import annotations

from dataclasses import replace

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.metrics.standing import Rankable, rankable, style
from minesweeper.core.play import Play
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome

RANKED_BEGINNER = Difficulty("beginner8", "Beginner 8×8 · ranked", 8, 8, 10)  # matched by size, not by key


def won(difficulty: Difficulty, bbbv: int, *actions: Action) -> FinishedGame:
    record = GameRecord(difficulty, None, False, actions or (Action(Kind.REVEAL, 0, 0),))
    return FinishedGame("g", record, Outcome.WON, 30_000, "2026-01-01T10:00:00", Play(), None, bbbv, bbbv)


EXPERT = won(PRESETS["expert"], 150)


@pytest.mark.parametrize(
    "game", [EXPERT, won(PRESETS["intermediate"], 30), won(RANKED_BEGINNER, 2)], ids=["expert", "intermediate", "8x8"]
)
def test_a_clean_win_on_an_official_level_is_rankable(game: FinishedGame) -> None:
    assert rankable(game) == Rankable(True) and str(rankable(game)) == "yes"


@pytest.mark.parametrize("difficulty", [PRESETS["beginner"], PRESETS["hard"], Difficulty.custom(30, 16, 98)])
def test_a_level_the_community_does_not_rank_is_not_official(difficulty: Difficulty) -> None:
    assert str(rankable(won(difficulty, 150))) == "no:not-official-level"


def test_an_official_size_played_as_a_custom_board_from_a_file_or_a_code_is_not_classic() -> None:
    assert rankable(won(Difficulty.custom(30, 16, 99), 150)).reason == "not-classic-board"


@pytest.mark.parametrize(
    "game",
    [
        replace(EXPERT, record=replace(EXPERT.record, no_guess=True)),
        replace(EXPERT, record=replace(EXPERT.record, opened=((3, 3),))),
        replace(EXPERT, puzzle_id=7),
        replace(EXPERT, play=Play(daily="2026-01-01")),
    ],
    ids=["no-guess", "cells open at the start", "library puzzle", "daily"],
)
def test_a_board_not_dealt_the_classic_way_is_not_classic(game: FinishedGame) -> None:
    assert rankable(game).reason == "not-classic-board"


@pytest.mark.parametrize(("key", "floor"), [("expert", 100), ("intermediate", 30)])
def test_a_3bv_under_the_levels_floor_is_not_rankable(key: str, floor: int) -> None:
    assert rankable(won(PRESETS[key], floor - 1)).reason == "3bv-below-floor"
    assert rankable(won(PRESETS[key], floor)).ok


def test_the_8x8_floor_is_two() -> None:
    assert rankable(won(RANKED_BEGINNER, 1)).reason == "3bv-below-floor"


def test_a_game_not_won_is_not_rankable() -> None:
    assert rankable(replace(EXPERT, outcome=Outcome.LOST)).reason == "not-won"
    assert rankable(replace(EXPERT, outcome=Outcome.GIVEN_UP)).reason == "not-won"


def test_a_game_with_a_hint_or_the_chances_view_is_assisted() -> None:
    assert str(rankable(replace(EXPERT, play=Play(assisted=True)))) == "no:assisted"


def test_a_practice_game_is_not_rankable() -> None:
    assert rankable(replace(EXPERT, play=Play(practice=True))).reason == "practice"


def test_the_first_rule_that_fails_is_the_reason() -> None:
    everything_wrong = replace(
        won(PRESETS["beginner"], 1), outcome=Outcome.LOST, play=Play(assisted=True, practice=True, daily="2026-01-01")
    )
    assert rankable(everything_wrong).reason == "not-official-level"
    assert rankable(replace(everything_wrong, record=replace(EXPERT.record))).reason == "not-classic-board"
    assert rankable(replace(EXPERT, outcome=Outcome.LOST, play=Play(assisted=True))).reason == "not-won"


def test_style_is_nf_only_without_any_flag_move() -> None:
    assert style(EXPERT) == "nf"
    assert style(won(PRESETS["expert"], 150, Action(Kind.FLAG, 1, 1), Action(Kind.REVEAL, 5, 5, 10))) == "fl"


def test_a_flag_before_the_first_click_makes_a_flagging_game_even_if_taken_off() -> None:
    moves = (Action(Kind.FLAG, 1, 1), Action(Kind.FLAG, 1, 1), Action(Kind.REVEAL, 5, 5, 10))
    assert style(won(PRESETS["expert"], 150, *moves)) == "fl"
