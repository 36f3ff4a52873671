"""``--daily [DATE]``: parsed once for both front ends into the daily's board (a ``BoardChoice`` carrying the
``Daily``, and whether it is practice), and played in the terminal with its name on the status line, a sentence
before it on whether it counts, and the line to share and whether it counted after it; ``--history`` marks it."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

import pytest

from minesweeper.cli import BoardChoice, board_options_given
from minesweeper.core.daily import scheme as daily_module
from minesweeper.core.daily.scheme import daily
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.text.batch import print_history
from minesweeper.text.game import TextGame
from minesweeper.text.play import run
from tests.test_cli_options import choose, parse, refused

TODAY = "2026-11-27"


@pytest.fixture(autouse=True)
def on_the_27th(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily_module, "today", lambda: TODAY)


def test_daily_without_a_date_is_todays_and_with_one_that_dates() -> None:
    today = choose("--daily", "--preset", "expert")
    board = daily(TODAY, "expert")
    assert today.daily == board and not today.practice
    assert (today.difficulty, today.layout, today.no_guess, today.seed) == (
        board.difficulty,
        board.layout,
        board.no_guess,
        None,
    )
    past = choose("--preset", "Intermediate", "--daily", "2024-02-29")
    assert past.daily == daily("2024-02-29", "intermediate") and past.practice
    assert choose("--daily").daily == daily(TODAY, "beginner")  # the default preset, as for any game
    assert choose("--daily", "2026-11-26").practice  # only today's daily counts
    assert board_options_given(parse("--daily")[1])


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("--daily", "2026-02-30"), "a real date written YYYY-MM-DD"),
        (("--daily", "27/11/2026"), "a real date written YYYY-MM-DD"),
        (("--daily", "--preset", "hard"), "a daily's level is one of beginner, intermediate, expert"),
        (("--daily", "--preset", "30x16n99"), "a daily's level is one of beginner, intermediate, expert"),
        (("--daily", "--seed", "3"), "does not go with --seed"),
        (("--daily", "--no-guess"), "does not go with --no-guess"),
        (("--daily", "--size", "9x9"), "does not go with --size"),
        (("--daily", "--board-code", "b=1"), "does not go with --board-code"),
        # as the calendar refuses it: one rule (``scheme.unplayable``) for the window's calendar and the command line
        (("--daily", "2026-11-28"), "2026-11-28 is still to come: its dailies open on the day (today is 2026-11-27)"),
        (("--daily", "2030-01-01", "--preset", "expert"), "2030-01-01 is still to come"),
    ],
)
def test_a_daily_that_cannot_be_played_is_one_line_and_exit_code_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    assert said in refused(capsys, *argv)


def safe_tiles(choice: BoardChoice) -> list[str]:
    """Every safe cell of the choice's board as the terminal names it (COL,ROW from 1): a line that wins."""
    layout = choice.layout
    assert layout is not None
    return [f"{x + 1},{y + 1}" for y in range(layout.height) for x in range(layout.width) if not layout.has_mine(x, y)]


def play(folder: Path, choice: BoardChoice, lines: list[str], *, hour: int = 10) -> tuple[str, str]:
    """Play ``lines`` in the terminal, begun today at ``hour`` o'clock."""
    out, err = io.StringIO(), io.StringIO()
    session = Session(Store(folder), wall=lambda: datetime.fromisoformat(TODAY).replace(hour=hour))
    game = TextGame(choice, session, plain=False, out=out, err=err)
    assert run(game, iter(lines)) == 0
    session.close()
    return out.getvalue(), err.getvalue()


def test_the_terminal_names_the_daily_says_it_counts_and_ends_with_the_line_to_share(tmp_path: Path) -> None:
    choice = choose("--daily", "--preset", "beginner")
    board = choice.daily
    assert board is not None
    out, _ = play(tmp_path, choice, [*safe_tiles(choice), "n"])
    lines = out.splitlines()
    assert lines[0] == (
        f"{board.name}. This game counts: your first finished attempt at today's Beginner daily makes or breaks your "
        "Beginner streak."
    )
    assert (
        next(line for line in lines if line.startswith("Mines left:")) == f"Mines left: 10   Time: 0 s   {board.name}"
    )
    shared = next(line for line in lines if line.startswith("Share: "))
    assert shared.startswith(f"Share: Minesweeper daily {TODAY} Beginner #{board.fingerprint}: won in ")
    assert ", accuracy " in shared and "not counted" not in shared  # the terminal reviews the game at once
    assert "Counted: your Beginner streak is 1 day (best 1)." in lines
    again, _ = play(tmp_path, choice, [*safe_tiles(choice), "n"], hour=11)
    assert "This game is kept in History as a daily, not counted: your first finished attempt" in again
    assert "(not counted)" in again and "the first finished attempt at a daily is the one that counts" in again
    history = io.StringIO()
    print_history(Store(tmp_path), history)
    words = [line.split()[5:] for line in history.getvalue().splitlines()]  # after the five columns: what it was
    assert words == [[f"daily={TODAY}", "not-counted", "no-guess"], [f"daily={TODAY}", "counted", "no-guess"]]


def test_a_past_daily_is_said_not_to_count_before_it_starts_and_with_plain_it_is_said_on_standard_error(
    tmp_path: Path,
) -> None:
    choice = choose("--daily", "2026-11-20", "--preset", "beginner")
    out, err = io.StringIO(), io.StringIO()
    game = TextGame(choice, Session(Store(tmp_path)), plain=True, out=out, err=err)
    assert run(game, iter([])) == 0
    said = err.getvalue()
    assert said.startswith("Daily 2026-11-20 · Beginner · #")
    assert (
        "kept in History as a daily, not counted: a daily counts only when played on its own date, 2026-11-20." in said
    )
    assert "Daily" not in out.getvalue()  # standard output carries only boards
    assert game.session.practice and game.session.daily == "2026-11-20"
