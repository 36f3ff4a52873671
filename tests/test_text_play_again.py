"""The terminal's "Play again?": y, yes or 1 play again; n, no, q or the end of input (Ctrl-D) quit; any other
answer (a typo, an empty line) is asked again rather than taken as a quit. With --plain, whose contract says
any other answer ends the program, scripts get what they were promised."""

from __future__ import annotations

import io

import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty
from minesweeper.session import Session
from minesweeper.text.game import TextGame
from minesweeper.text.play import run

ONE_MOVE = BoardChoice(Difficulty.custom(2, 1, 1), Layout.parse("*."), 7)  # tile 2 wins at once
ASKED = "Play again? (y or 1 = yes, n or q = quit)"


def after_a_win(*answers: str, plain: bool = False) -> tuple[int, str]:
    """Win, then answer; how many boards were shown and everything said (a person's terminal: all on stdout)."""
    out, err = io.StringIO(), io.StringIO()
    game = TextGame(ONE_MOVE, Session(None), plain=plain, out=out, err=err)
    assert run(game, iter(["2", *answers])) == 0
    shown = out.getvalue().count("state=" if plain else "Mines left:")
    return shown, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("answer", ["y", "yes", "1", " Yes "])
def test_yes_plays_again(answer: str) -> None:
    shown, said = after_a_win(answer, "q")
    assert shown == 3 and said.count(ASKED) == 1


@pytest.mark.parametrize("answers", [("n",), ("no",), ("q",), ("Q",), ()])  # () is Ctrl-D
def test_no_quit_or_the_end_of_input_quits(answers: tuple[str, ...]) -> None:
    shown, said = after_a_win(*answers)
    assert shown == 2 and said.count(ASKED) == 1


@pytest.mark.parametrize("unknown", ["maybe", "", "yy", "2"])
def test_an_answer_it_does_not_know_is_asked_again(unknown: str) -> None:
    shown, said = after_a_win(unknown, "y", "q")
    assert shown == 3 and said.count(ASKED) == 2
    assert "Please answer: y (or 1) plays again, n or q quits." in said
    shown, said = after_a_win(unknown, unknown, "n")
    assert shown == 2 and said.count(ASKED) == 3


def test_in_plain_mode_any_other_answer_still_ends_the_program() -> None:
    shown, said = after_a_win("maybe", "y", plain=True)
    assert shown == 2 and said.count(ASKED) == 1
    assert after_a_win("yes", "q", plain=True)[0] == 3
