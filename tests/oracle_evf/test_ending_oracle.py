"""The scorecard of every kind of game equals ms-toollib's analysis of the same game's EVF export, time included:
dailies (whose start cell is opened for the player: a left click at time 0 on both sides), no-guess games played
through the window's event loop (the wait for the board counts on neither side), and games with clicks that changed
nothing (an open cell clicked, a chord that opens nothing, a flag on an open number), in the window and in the
terminal's way of playing (moves handed to the session, the hand made from the moves and the wasted clicks).
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.daily.scheme import LEVELS, daily, today
from minesweeper.core.errors import IllegalMove
from minesweeper.core.formats.export import evf_bytes
from minesweeper.core.game import GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.metrics.scorecard import scorecard_lines
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame
from minesweeper.core.view import Tile
from minesweeper.gui.screen import TICK
from minesweeper.session import Session
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.oracle_evf import oracle_scorecard, read_with_oracle
from tests.oracle_evf.test_scorecard_oracle import play_game
from tests.test_session import Clock


def agrees(game: FinishedGame, folder: Path) -> dict[str, str]:
    """Every figure ms-toollib finds in the game's EVF export is ours (as ``--scorecard`` writes it), and the
    effective clicks never outnumber the clicks; our lines, for a test to ask more of."""
    found = read_with_oracle(evf_bytes(game), folder)
    ours = dict(scorecard_lines(game))
    theirs = oracle_scorecard(found, game)
    assert {name: ours[name] for name in theirs} == theirs
    assert int(ours["ce"]) <= int(ours["cl"]) and float(ours["corr"]) <= 1.0
    return ours


# ------------------------------------------------------------------ in the window


@pytest.mark.parametrize("level", LEVELS)
def test_a_daily_played_in_the_window_exports_and_scores_as_ms_toollib_reads_it(tmp_path: Path, level: str) -> None:
    driver = Driver(tmp_path, daily=daily(today(), level), seed=3)
    try:
        game = play_game(driver, 7, wasted=0.1)  # its first click lands on the open start cell: wasted
        ours = agrees(game, tmp_path)
        assert int(ours["left"]) == game.play.clicks.left and game.play.wasted
        assert game.play.daily == today() and game.record.actions[0].t == 0
    finally:
        driver.close()


def test_a_no_guess_game_played_through_the_window_has_its_time_in_its_evf(tmp_path: Path) -> None:
    """The first click waits for its no-guess board on a worker thread while the clock runs on: the reveal is made as
    of the release, so the game's time and its EVF file's (from that release) are the same."""
    driver = Driver(tmp_path, difficulty=PRESETS["expert"], seed=5, no_guess=True)
    try:
        game = driver.play.game
        pointer = driver.cell_centre(game.width // 2, game.height // 2)
        driver.move(pointer)
        driver.click(pointer)
        waited = 0
        while driver.play.game.state is GameState.READY:  # the board is being found: a quarter second a look
            assert waited < 400, "no no-guess board turned up"
            driver.wait(0.25)
            driver.play.flow.assist.searching.wait(0.5)  # up to 200 s in all: a loaded machine finds it slowly
            driver.post(TICK)  # the window's heartbeat, on which the screen takes the search's answer
            driver.step()
            waited += 1
        assert waited > 0, "the first reveal waited for its board"
        finished = play_game(driver, 11, wasted=0.1, started=True)
        assert finished.record.no_guess
        ours = agrees(finished, tmp_path)
        assert ours["time"] == f"{finished.ms / 1000:.3f}"
    finally:
        driver.close()


@pytest.mark.parametrize("number", range(2))
def test_window_games_with_clicks_that_changed_nothing_score_as_ms_toollib_reads_them(
    tmp_path: Path, number: int
) -> None:
    driver = Driver.preset(tmp_path, ("beginner", "intermediate")[number], seed=number + 20)
    try:
        game = play_game(driver, 100 + number, wasted=0.25)
        assert game.play.wasted, "the player clicked cells that were already open"
        agrees(game, tmp_path)
    finally:
        driver.close()


# ------------------------------------------------------------------ in the terminal's way


def terminal_game(session: Session, clock: Clock, rng: random.Random, *, wasted: float) -> FinishedGame:
    """A game played as the terminal plays it, moves handed to the session a few tenths of a second apart: open safe
    cells (or a mine, now and then at the end), flag, chord, and now and then a click that changes nothing."""
    game = session.game
    assert game is not None
    if game.state is GameState.READY:
        session.apply(Kind.REVEAL, game.width // 2, game.height // 2)
    lose = rng.random() < 0.3
    while not game.is_over:
        clock.seconds += rng.randrange(100, 900) / 1000
        layout = game.layout
        assert layout is not None
        cells = [(x, y) for y in range(game.height) for x in range(game.width)]
        opened = [cell for cell in cells if game.tile(*cell).is_open]
        covered = [cell for cell in cells if game.tile(*cell) is Tile.COVERED and not layout.has_mine(*cell)]
        if rng.random() < wasted and opened:
            kind = rng.choice((Kind.REVEAL, Kind.CHORD, Kind.FLAG))
            with contextlib.suppress(IllegalMove):  # mostly refused: a click that changes nothing
                session.apply(kind, *rng.choice(opened))
            continue
        if lose and len(covered) < 5:
            mine = next(cell for cell in cells if layout.has_mine(*cell) and game.tile(*cell) is Tile.COVERED)
            session.apply(Kind.REVEAL, *mine)
            continue
        session.apply(Kind.REVEAL, *rng.choice(covered))
    result = session.last_result
    assert result is not None
    return result


@pytest.mark.parametrize("number", range(4))
def test_terminal_games_with_wasted_clicks_score_as_ms_toollib_reads_their_evf(tmp_path: Path, number: int) -> None:
    rng = random.Random(number)
    clock = Clock()
    session = Session(Store(tmp_path), clock=clock)
    session.new_game(PRESETS[("beginner", "intermediate", "expert", "beginner8")[number]], RandomMines(rng))
    game = terminal_game(session, clock, rng, wasted=0.2)
    assert game.play.wasted and not game.play.hand
    agrees(game, tmp_path)
    session.close()


@pytest.mark.parametrize("level", LEVELS)
def test_a_daily_played_in_the_terminal_scores_as_ms_toollib_reads_its_evf(tmp_path: Path, level: str) -> None:
    rng = random.Random(level)
    clock = Clock()
    session = Session(Store(tmp_path), clock=clock)
    session.new_daily(daily(today(), level))
    game = terminal_game(session, clock, rng, wasted=0.1)
    ours = agrees(game, tmp_path)
    assert int(ours["left"]) >= 1 and game.play.clicks.effective <= game.play.clicks.total
    session.close()
