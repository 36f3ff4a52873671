"""The terminal names cells the way its player types them: hints and the verdict on a loss say ``(COL,ROW)``
counted from 1, which the board's labels show and which can be typed back (with or without the parentheses),
never the window's spreadsheet names ("B1"), which nothing in the terminal shows."""

from __future__ import annotations

import io
import re

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.game import GameState
from minesweeper.core.generate import FixedMines
from minesweeper.core.presets import Difficulty
from minesweeper.session import Session
from minesweeper.text.board import parse_command
from minesweeper.text.solver import ending_lines, hint_lines, work_out
from tests.core.boards import game_from, play

# Mines at B2 and D4 (COL,ROW 2,2 and 4,4). After opening A1 and D1 only one arrangement fits: B2 is a mine.
BOARD = """
    ....
    .*..
    ....
    ...*
"""
SPREADSHEET = re.compile(r"\b[A-Z]{1,4}[1-9][0-9]*\b")


def test_a_hint_names_its_cells_as_typed_and_says_what_to_type() -> None:
    lines, told = hint_lines(play(game_from(BOARD), "R0,0", "R3,0"))
    assert told
    assert lines[0] == (  # the simplest proof the solver has: two numbers, not the mine count
        "Hint: (1,2) is safe: the 1 at (3,1) puts at least 1 mine in the cells it shares with the 1 at (1,1), all "
        "that the 1 at (1,1) still needs, so (1,2) is safe"
    )
    assert SPREADSHEET.search(lines[0]) is None, lines[0]
    assert lines[1] == "Type 1,2 to open it."


def test_a_hint_on_a_proven_mine_names_it_as_typed() -> None:
    lines, _ = hint_lines(play(game_from("..*.*"), "R0,0"))  # a 1 at B1 beside one covered cell, C1
    assert lines == [
        "Hint: (3,1) is a mine: the 1 at (2,1) has only 1 covered neighbour, (3,1), so it is a mine",
        "Type f 3,1 to flag it.",
    ]


def test_the_verdict_on_a_loss_names_its_cells_as_typed() -> None:
    layout = game_from(BOARD).layout
    assert layout is not None
    session = Session(None)
    session.new_game(Difficulty.custom(4, 4, 2), FixedMines(layout))
    for x, y in ((0, 0), (3, 0), (1, 1)):
        session.apply(Kind.REVEAL, x, y)
    assert session.game is not None and session.game.state is GameState.LOST
    work_out(session, io.StringIO())
    assert session.ending is not None
    verdict = ending_lines(session.ending)[0]
    assert verdict.startswith("Blunder: (2,2) was a proven mine: with 2 mines left to place among the 7 "), verdict
    assert verdict.endswith("given that (1,2) and (2,3) are proven safe"), verdict
    assert SPREADSHEET.search(verdict) is None, verdict


@pytest.mark.parametrize("typed", ["(3,4)", "( 3 , 4 )", "c (3,4)", "f(3,4)", "3,4"])
def test_a_cell_can_be_typed_back_as_the_hints_write_it(typed: str) -> None:
    kind, x, y = parse_command(typed, 9, 9)
    assert (x, y) == (2, 3)
    assert kind is {"c": Kind.CHORD, "f": Kind.FLAG}.get(typed[0], Kind.REVEAL)


@pytest.mark.parametrize("typed", ["(3,4", "3,4)", "(12)", "()"])
def test_unbalanced_parentheses_are_not_a_cell(typed: str) -> None:
    with pytest.raises(ValueError, match="unknown command"):
        parse_command(typed, 9, 9)
