"""The board's words for a listener: a move that opens a few cells says each with its number, more are counted; a
chord that loses says where the mine was; a cell's chance of a mine; and every sentence names cells the way the
front end that says it does (the window "C5", the terminal "(3,5)")."""

from __future__ import annotations

from minesweeper.core.actions import Kind
from minesweeper.core.solver.advice import analysis_of
from minesweeper.core.speech.words import (
    FEW_OPENED,
    SPREADSHEET,
    Naming,
    cell_words,
    chance_words,
    chances_words,
    column_words,
    move_words,
)
from tests.core.boards import game_from, play

# Mines at C1 and E4; C3 opens 18 cells, leaving the top row's right three and the right column covered.
SCENE = """
    ..*..
    .....
    .....
    ....*
    .....
"""
TYPED = Naming(lambda x, y: f"({x + 1},{y + 1})", lambda x: str(x + 1))


def test_a_move_that_opens_a_few_cells_says_each_with_its_number_and_more_are_counted() -> None:
    game = game_from(SCENE)
    before = game.visible()
    play(game, "R2,2")
    assert move_words(before, game, Kind.REVEAL, 2, 2) == "opened 18 cells"
    play(game, "R4,2", "F2,0")
    before = game.visible()
    play(game, "C3,1")  # the chord opens D1, E1 and E2
    assert FEW_OPENED == 3
    assert move_words(before, game, Kind.CHORD, 3, 1) == "opened D1, 1; E1, blank; E2, blank"
    assert move_words(before, game, Kind.CHORD, 3, 1, TYPED) == "opened (4,1), 1; (5,1), blank; (5,2), blank"


def test_a_chord_that_loses_says_where_the_mine_was() -> None:
    game = play(game_from(SCENE), "R2,2", "F4,2", "C3,2")  # the flag is wrong: the chord opens E4's mine
    assert move_words(game.visible(), game, Kind.CHORD, 3, 2) == "the chord on D3 opened a mine at E4"
    assert move_words(game.visible(), game, Kind.CHORD, 3, 2, TYPED) == "the chord on (4,3) opened a mine at (5,4)"


def test_cells_columns_and_chances_are_named_as_the_front_end_names_them() -> None:
    game = play(game_from(SCENE), "R2,2")
    analysis = analysis_of(game)
    assert cell_words(game, 1, 0) == cell_words(game, 1, 0, names=SPREADSHEET) == "B1, 1"
    assert cell_words(game, 1, 0, "detailed", TYPED) == "(2,1), 1, with 1 covered neighbour and 0 flags"
    assert column_words(game, 3) == "column D: covered, 1, 1, 1, 1"
    assert column_words(game, 3, TYPED) == "column 4: covered, 1, 1, 1, 1"
    assert chance_words(game, analysis, 4, 4) == "E5: 0% chance of a mine"
    assert chance_words(game, analysis, 0, 0, TYPED) == "(1,1): open"
    assert chances_words(game, analysis) == "proven safe: D1, E1, E2, E3, E5; proven mines not flagged: C1, E4"


def test_with_no_cell_proven_safe_the_least_risky_is_said() -> None:
    game = play(game_from("*..\n...\n..*"), "R1,1")  # a 2 in the middle: every covered cell is a guess
    said = chances_words(game, analysis_of(game))
    assert said.startswith("proven safe: none; least risky: A1: "), said
    assert said.endswith("% chance of a mine")
