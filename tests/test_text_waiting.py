"""The terminal's question before a new game gives a saved game up: y (or yes, 1) starts it, c (or continue, n, no)
continues the waiting game, q or the end of input quits with it kept, and anything else, an empty line too, is asked
again: no single key gives a game up."""

from __future__ import annotations

import io

import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.presets import PRESETS
from minesweeper.core.summary import SavedSummary
from minesweeper.session import Session
from minesweeper.text.game import TextGame
from minesweeper.text.play import ask_about_waiting

ASKED = "Start a new game: the waiting Expert game (1:05 played) counts as a loss."


def answer(*lines: str) -> tuple[bool | None, int]:
    """What the typed ``lines`` decide, and how many times the question was asked."""
    out = io.StringIO()
    game = TextGame(BoardChoice(PRESETS["beginner"], None, 1), Session(None), plain=False, out=out, err=io.StringIO())
    decided = ask_about_waiting(game, SavedSummary(PRESETS["expert"], 64_200), iter(lines))
    return decided, out.getvalue().count(ASKED)


@pytest.mark.parametrize("yes", ["y", "yes", "1", " Y "])
def test_yes_starts_the_new_game(yes: str) -> None:
    assert answer(yes) == (True, 1)


@pytest.mark.parametrize("keep", ["c", "continue", "n", "no"])
def test_c_or_no_continues_the_waiting_game(keep: str) -> None:
    assert answer(keep) == (False, 1)


@pytest.mark.parametrize("lines", [("q",), ("quit",), ()])  # () is Ctrl-D
def test_q_or_the_end_of_input_quits_with_the_game_kept(lines: tuple[str, ...]) -> None:
    assert answer(*lines) == (None, 1)


@pytest.mark.parametrize("unknown", ["", "maybe", "2"])
def test_an_answer_it_does_not_know_is_asked_again(unknown: str) -> None:
    assert answer(unknown, "c") == (False, 2)
    assert answer(unknown, unknown, "y") == (True, 3)


def test_a_game_not_started_is_asked_about_as_replaced_with_nothing_counted() -> None:
    out = io.StringIO()
    game = TextGame(BoardChoice(PRESETS["beginner"], None, 1), Session(None), plain=False, out=out, err=io.StringIO())
    waiting = SavedSummary(PRESETS["beginner"], 0, daily="2026-11-27", started=False)
    assert ask_about_waiting(game, waiting, iter(["y"]))
    assert (
        "Start a new game: the waiting Beginner daily 2026-11-27 game is not started; a new game replaces it, nothing "
        "is counted." in out.getvalue()
    )
