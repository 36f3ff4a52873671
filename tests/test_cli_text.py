"""The text mode's time budget for no-guess boards, on a clock the test moves: when no board is found in
time, the player is told and offered a normal board; --generate fails with the reason."""

from __future__ import annotations

import io
import re
from itertools import count
from pathlib import Path

import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.game import GameState
from minesweeper.core.presets import Difficulty
from minesweeper.session import Session
from minesweeper.text.batch import run_batch
from minesweeper.text.game import TextGame
from minesweeper.text.options import build_parser
from minesweeper.text.play import run

# 2×2 with one mine: the first click shows a 1 beside three cells that are each the mine with chance 1/3,
# so no such board can ever be finished without guessing, and the search runs until its time is up.
HOPELESS = BoardChoice(Difficulty.custom(2, 2, 1), None, 7, no_guess=True)


def ticking() -> count[float]:
    return count(0.0, 0.5)  # each reading of the clock is half a second later: 10 s is 20 readings


def text_game(ticks: count[float]) -> tuple[TextGame, io.StringIO, io.StringIO]:
    out, err = io.StringIO(), io.StringIO()
    game = TextGame(HOPELESS, Session(None), plain=True, out=out, err=err, clock=lambda: next(ticks))
    return game, out, err


def test_out_of_time_the_player_is_told_and_a_normal_board_is_offered() -> None:
    game, out, err = text_game(ticking())
    assert run(game, iter(["1,1", "y"])) == 0
    said = err.getvalue().splitlines()
    assert said[0].startswith("warning: no board of 2×2 with 1 mine that needs no guessing was found")
    assert said[1:3] == ["Play a normal board instead? (y/N)", "Normal boards from now on in this run."]
    assert game.game.state is GameState.PLAYING and not game.game.no_guess
    assert game.game.tile(0, 0).is_open  # the move that was waiting is made on the normal board
    boards = out.getvalue().split("state=")
    assert len(boards) == 4  # at start, after the move, after the answer


def test_the_status_line_under_the_board_says_a_no_guess_board_as_the_window_does() -> None:
    ticks = ticking()
    out, err = io.StringIO(), io.StringIO()
    game = TextGame(HOPELESS, Session(None), plain=False, out=out, err=err, clock=lambda: next(ticks))
    assert run(game, iter(["1,1", "y"])) == 0
    status = [line for line in out.getvalue().splitlines() if line.startswith("Mines left:")]
    assert status[0] == "Mines left: 1   Time: 0 s   No-guess board"  # the board at the start
    assert status[-1].endswith(" s") and "No-guess" not in status[-1]  # the normal board taken instead


def test_declining_keeps_the_no_guess_game_waiting_for_its_first_click() -> None:
    game, out, err = text_game(ticking())
    assert run(game, iter(["1,1", "n"])) == 0
    assert "Play a normal board instead? (y/N)" in err.getvalue()
    assert game.game.state is GameState.READY and game.choice.no_guess
    assert out.getvalue().count("state=ready") == 3


def test_generate_stops_with_the_reason_when_no_no_guess_board_is_found(capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser()
    args = parser.parse_args(
        ["--generate", "2", "--no-guess", "--size", "2x2", "--mines", "1", "--first", "1,1", "--seed", "3"]
    )
    ticks = ticking()
    assert run_batch(parser, args, clock=lambda: next(ticks)) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("minesweeper-text: layout 1: no board of 2×2 with 1 mine that needs no guessing")


def test_autoplay_off_a_terminal_prints_a_progress_line_every_few_seconds_within_a_game() -> None:
    """A game on a giant board takes minutes: a log or a pipe gets a line now and then, so it is seen to move."""
    from minesweeper.cli import Deadline
    from minesweeper.text.deal import autoplay
    from minesweeper.text.solver import PROGRESS_SECONDS

    seconds = count(0.0, PROGRESS_SECONDS / 2)  # each reading of the clock is half the interval later
    out, err = io.StringIO(), io.StringIO()  # not a terminal
    choice = BoardChoice(Difficulty.custom(30, 16, 30), None, 4)
    autoplay(choice, 2, Deadline(clock=lambda: next(seconds)), out, err)
    lines = err.getvalue().splitlines()
    assert lines, "no progress was shown"
    assert all(re.fullmatch(r"progress: game [12] of 2, \d+ of 450 safe cells open", line) for line in lines), lines
    assert out.getvalue().startswith("difficulty=30x16n30 no_guess=no games=2 ")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_long_review_shows_its_progress_and_a_short_one_nothing() -> None:
    from minesweeper.text.solver import PROGRESS_SECONDS, TERMINAL_DELAY_S, ReviewProgress

    ticks = iter([0.0, 0.1, TERMINAL_DELAY_S + 0.1, TERMINAL_DELAY_S + 0.15, TERMINAL_DELAY_S + 0.4])
    shown = _Terminal()
    with ReviewProgress(shown, clock=lambda: next(ticks)) as progress:
        for done in (1, 2, 3, 4):
            progress(done, 300)
    assert shown.getvalue() == "\rreviewing: move 2 of 300 (Ctrl-C: later)\rreviewing: move 4 of 300 (Ctrl-C: later)\n"
    quick = _Terminal()
    with ReviewProgress(quick, clock=lambda: 0.0) as progress:
        progress(1, 2)
    assert quick.getvalue() == ""  # a review over in half a second says nothing
    logged = io.StringIO()
    seconds = iter([0.0, PROGRESS_SECONDS, PROGRESS_SECONDS + 1, 2 * PROGRESS_SECONDS + 1])
    with ReviewProgress(logged, clock=lambda: next(seconds)) as progress:
        for done in (10, 20, 30):
            progress(done, 1000)
    assert logged.getvalue() == "progress: reviewing move 10 of 1,000\nprogress: reviewing move 30 of 1,000\n"


def test_ctrl_c_during_the_end_of_games_review_leaves_it_for_later_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The terminal reviews a game as it ends; a long one (a giant board) must never stand between the player and
    # the next game: Ctrl-C stops it, says so, and the next prompt comes. --review works it out later.
    from minesweeper import session
    from minesweeper.core.generate import FixedMines
    from minesweeper.store import Store
    from minesweeper.text.solver import STOPPED, work_out
    from tests.gui.history_kit import finished

    def interrupted(*args: object, **kwargs: object) -> object:
        raise KeyboardInterrupt

    result = finished("beginner", 7, "2024-05-01T09:12:00", lose_after=8)
    assert result.record.layout is not None
    played = session.Session(Store(tmp_path))
    played.new_game(result.record.difficulty, FixedMines(result.record.layout))
    for action in result.record.actions:
        played.apply(action.kind, action.x, action.y)
    assert played.ending is not None and played.recorded
    monkeypatch.setattr(session.ending, "review_game", interrupted)
    err = io.StringIO()
    work_out(played, err)  # no KeyboardInterrupt comes out of it
    assert err.getvalue() == STOPPED + "\n"
    assert played.ending.review is None and "left for later" in played.ending.review_line
    store = Store(tmp_path)
    assert store.review_of(store.history()[0].row_id) is None  # nothing half done kept
    store.close()
