"""The advice (what a hint shows) and loss verdicts, on boards drawn as text: what the player could know, and
nothing more."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.figure_text import chance_text
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FirstClick, RandomMines
from minesweeper.core.language.cells import cell_name
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.advice import POLICY_CELLS, analysis_of
from minesweeper.core.solver.advice import advise as hint
from minesweeper.core.solver.judge import verdict
from minesweeper.core.solver.openings import opening_table
from minesweeper.core.solver.policy import WHY, choose_guess
from minesweeper.core.view import Tile
from tests.core.boards import game_from, play

LINE = ".*..."  # opening the right end shows a 1 at C1: B1 is the mine, so A1 is safe
CORNERS = """
*..
...
..*
"""  # the centre shows a 2 and says nothing about which two of its eight neighbours
TOP_PAIR = """
*.
..
..
"""  # opening A3 shows 1s at A2 and B2: A1 or B1, for ever
ELBOW = """
..*.
....
*...
...*
"""  # opening A1: C3 is proven safe by the three numbers, C1 is not


def test_a_hint_names_a_safe_cell_and_the_numbers_that_prove_it() -> None:
    game = play(game_from(LINE), "R4,0")
    given = hint(game)
    assert (given.cell, given.mine, given.chance) == ((0, 0), False, 0.0)
    assert given.text.startswith("A1 is safe: ")


def test_with_no_safe_cell_a_hint_names_an_unflagged_mine_and_once_it_is_flagged_the_policys_guess() -> None:
    game = play(game_from("..*.*"), "R0,0")  # a 1 at B1: C1 is a mine; D1 and E1 share the other
    given = hint(game)
    assert (given.cell, given.mine, given.sources) == ((2, 0), True, ((1, 0),))
    assert given.text == "C1 is a mine: the 1 at B1 has only 1 covered neighbour, C1, so it is a mine"
    play(game, "F2,0")
    given = hint(game)
    assert (given.cell, given.mine, given.chance) == ((3, 0), None, 0.5)


def test_when_nothing_is_certain_the_hint_is_the_policys_guess_with_its_chance_and_why() -> None:
    game = play(game_from(CORNERS), "R1,1")
    given = hint(game)
    guess = choose_guess(3, 3, 2, game.visible())
    assert (given.cell, given.mine, given.chance) == (guess.cell, None, 0.25)
    assert given.text == f"Nothing is certain: try {cell_name(*guess.cell)}, 75% safe: {WHY[guess.rule]}"


def stuck_expert(seed: int) -> Game:
    """An Expert game from the centre with every proven-safe cell opened and every proven mine flagged, until
    nothing more is proven."""
    game = Game(PRESETS["expert"], RandomMines(random.Random(seed)))
    game.apply(Action(Kind.REVEAL, 15, 8, 0))
    while game.state is GameState.PLAYING:
        analysis = analysis_of(game)
        for x, y in analysis.mines:
            if game.tile(x, y) is Tile.COVERED:
                game.apply(Action(Kind.FLAG, x, y, len(game.actions) * 10))
        if not analysis.safe:
            break
        for x, y in analysis.safe:
            if game.tile(x, y) is Tile.COVERED:  # not opened by an earlier one's opening
                game.apply(Action(Kind.REVEAL, x, y, len(game.actions) * 10))
    return game


def test_in_the_middle_game_the_hint_is_the_look_ahead_guess() -> None:
    game = next(
        g
        for g in map(stuck_expert, range(20))
        if g.state is GameState.PLAYING and choose_guess(30, 16, 99, g.visible()).rule == "look-ahead"
    )
    guess = choose_guess(30, 16, 99, game.visible())
    given = hint(game)
    assert (given.cell, given.mine) == (guess.cell, None)
    assert abs(given.chance - (1 - guess.safety)) < 1e-12
    assert given.text == (
        f"Nothing is certain: try {cell_name(*guess.cell)}, {chance_text(guess.safety)} safe: "
        "the safest cell that is also likely to open more"
    )


def test_a_fifty_fifty_is_named_as_one() -> None:
    game = play(game_from(TOP_PAIR), "R0,2")  # A1 and B1 share one mine: no number can ever tell which
    given = hint(game)
    assert (given.cell, given.mine, given.chance) == ((0, 0), None, 0.5)
    assert (
        given.text == "Nothing is certain: try A1, 50% safe: a fifty-fifty no number can ever settle, so it is "
        "best guessed now"
    )


def test_on_a_board_too_big_for_the_policy_the_hint_is_the_least_risky_cell() -> None:
    side = 51  # 2601 cells, over POLICY_CELLS
    assert side * side > POLICY_CELLS
    rows = [
        "".join("*" if (x, y) == (1, 1) or ((x > 1 or y > 1) and (7 * x + 3 * y) % 5 < 3) else "." for x in range(side))
        for y in range(side)
    ]
    given = hint(play(game_from("\n".join(rows)), "R0,0"))  # a 1: B1, A2 and B2 share one mine, the rest denser
    assert (given.cell, given.mine) == ((1, 0), None)
    assert given.text == "Nothing is certain: B1 is the least risky cell, with a 33.3% chance of a mine"


def test_before_the_first_click_of_a_fixed_board_and_after_the_end_the_hint_says_so() -> None:
    game = game_from(LINE)
    given = hint(game)  # a fixed board's first click lands where the layout says: it can be the mine
    assert (given.cell, given.chance) == (None, 0.2)
    assert given.text == (
        "Open any cell: this board was laid before the first click, so each cell has a 20% chance of a mine"
    )
    play(game, "R4,0", "R1,0")
    assert hint(game).cell is None and "over" in hint(game).text


@pytest.mark.parametrize(
    ("key", "rule"),
    [
        ("beginner", FirstClick.OPENING),
        ("intermediate", FirstClick.OPENING),
        ("expert", FirstClick.OPENING),
        ("expert", FirstClick.SAFE),
    ],
)
def test_before_the_first_click_of_a_classic_board_the_hint_is_the_tables_best_cell(key: str, rule: FirstClick) -> None:
    best = opening_table().best(key, rule.value)
    given = hint(Game(PRESETS[key], RandomMines(random.Random(1), rule)))
    assert (given.cell, given.mine, given.chance, given.general) == (best.cell, False, 0.0, True)
    assert given.text == (
        f"Best first click: {cell_name(*best.cell)}: the solver wins {chance_text(best.rate)} of games started there"
    )


def test_before_the_first_click_of_another_size_any_cell_will_do() -> None:
    given = hint(Game(Difficulty.custom(9, 9, 11), RandomMines(random.Random(1))))
    assert (given.cell, given.general, given.text) == (None, False, "Open any cell: the first click is never a mine")


def test_a_loss_on_a_proven_mine_is_a_blunder_that_names_the_cell_clicked_and_why() -> None:
    game = play(game_from(LINE), "R4,0", "R1,0")  # B1 is proven a mine by the 1 at C1 (not "A1 was safe")
    judged = verdict(GameRecord.of(game))
    assert (judged.forced, judged.safe_cell, judged.sources) == (False, (1, 0), ((2, 0),))
    assert judged.text == (
        "Blunder: B1 was a proven mine: the 1 at C1 has only 1 covered neighbour, B1, so it is a mine"
    )


def test_a_loss_on_a_guess_while_a_safe_cell_was_on_the_board_was_avoidable_and_shows_it() -> None:
    game = play(game_from(ELBOW), "R0,0", "R2,0")  # C1 was a guess; C3 was proven safe
    judged = verdict(GameRecord.of(game))
    assert (judged.forced, judged.safe_cell) == (False, (2, 2))
    assert judged.text.startswith("Avoidable: C1 had a 50% chance of a mine, but C3 was safe: every arrangement of ")


def test_a_loss_with_no_safe_cell_was_a_forced_guess_with_the_chance_faced() -> None:
    game = play(game_from(CORNERS), "R1,1", "R0,0")
    judged = verdict(GameRecord.of(game))
    assert judged.forced and judged.safe_cell is None
    assert judged.text == "Forced guess: no cell was safe; A1 had a 25% chance of a mine"


def test_a_losing_first_click_on_a_fixed_board_was_forced() -> None:
    game = game_from(CORNERS)
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    judged = verdict(GameRecord.of(game))
    assert judged.forced and "22.2%" in judged.text


def test_percentages_read_like_a_player_expects() -> None:
    assert [chance_text(c) for c in (0.0, 0.25, 0.125, 1 / 3, 0.0004, 0.9996, 1.0)] == [
        "0%",
        "25%",
        "12.5%",
        "33.3%",
        "under 0.1%",
        "over 99.9%",
        "100%",
    ]
