"""Dailies for the Daily screen's tests and screenshots: real daily boards played to a win or a loss on fixed dates
and put into the results database as the session records them, a fixed today, and a daily finished in the window."""

from __future__ import annotations

from datetime import date as Date
from datetime import timedelta
from functools import cache
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.daily import scheme as scheme
from minesweeper.core.game import Game
from minesweeper.core.generate import FixedMines
from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.play import Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.view import Tile
from minesweeper.gui.screens.daily import DailyScreen
from minesweeper.store import Store
from tests.gui.driver import Driver

TODAY = "2026-11-27"


def fix_today(monkeypatch: pytest.MonkeyPatch, day: str = TODAY) -> None:
    """The player's calendar date is ``day`` for the window."""
    monkeypatch.setattr(scheme, "today", lambda: day)


def played(
    day: str, level: str, *, won: bool, seconds: float, started: str | None = None, practice: bool = False
) -> FinishedGame:
    """The daily of ``level`` on ``day`` played from its open start cell: every safe cell opened in turn, ``seconds``
    in all (a win), or a mine hit after a few of them (a loss); started on ``started``, else on its own day; a
    ``practice`` game when asked (a past daily played from the calendar)."""
    board = scheme.daily(day, level)
    game = Game(board.difficulty, FixedMines(board.layout, no_guess=board.no_guess), opened=(board.start,))
    safe = [
        (x, y)
        for y in range(board.layout.height)
        for x in range(board.layout.width)
        if not board.layout.has_mine(x, y) and game.tile(x, y) is Tile.COVERED
    ]
    moves = safe if won else [*safe[:5], min(board.layout.mines)]
    t, step = 0, int(seconds * 1000) // len(moves)
    for x, y in moves:
        if game.tile(x, y) is Tile.COVERED:
            game.apply(Action(Kind.REVEAL, x, y, t))
            t += step
    assert game.is_over
    outcome = Outcome.WON if won else Outcome.LOST
    when = started or f"{day}T08:30:00"
    return FinishedGame(
        f"daily-{day}-{level}-{when}",
        GameRecord.of(game),
        outcome,
        game.elapsed_ms(t),
        when,
        Play(practice=practice, daily=day),
        None,
        *board_metrics(game),
    )


def month_of_dailies(today: str = TODAY) -> list[FinishedGame]:
    """Three weeks of Beginner and Expert dailies up to yesterday (Expert won on most days, once lost, some days not
    played), today's Beginner won, and a past Expert daily played again as practice, which never counts."""
    return list(_month_of_dailies(today))


@cache
def _month_of_dailies(today: str) -> tuple[FinishedGame, ...]:
    """``month_of_dailies``, worked out once a run: finding each date's daily board is most of a test's set-up, and
    the games are values no test changes."""
    day = Date.fromisoformat(today)
    games = []
    for back in range(21, 0, -1):
        date = (day - timedelta(days=back)).isoformat()
        if back % 5 != 3:
            games.append(played(date, "expert", won=back != 9, seconds=80 + 7 * (back % 6) + back / 10))
        if back % 2:
            games.append(played(date, "beginner", won=True, seconds=9 + back % 4))
    games.append(played(today, "beginner", won=True, seconds=11.25))
    practice = (day - timedelta(days=3)).isoformat()
    games.append(played(practice, "expert", won=True, seconds=71.5, started=f"{today}T07:00:00", practice=True))
    return tuple(games)


def seed_dailies(folder: Path, games: list[FinishedGame] | None = None) -> list[FinishedGame]:
    """The games (``month_of_dailies``' unless given) in the results database, as the session records them."""
    store = Store(folder)
    games = month_of_dailies() if games is None else games
    for game in games:
        assert store.record_result(game)
    store.close()
    return games


def finish_in_window(driver: Driver, *, won: bool) -> None:
    """The daily on the play screen finished with the mouse: every safe cell opened, or its first mine clicked after
    a second; then the card takes the review."""
    game = driver.play.game
    layout = game.layout
    assert layout is not None
    driver.wait(1)
    if not won:
        driver.click_cell(*min(layout.mines))
    for y in range(layout.height):
        for x in range(layout.width):
            if not game.is_over and not layout.has_mine(x, y) and not game.tile(x, y).is_open:
                driver.click_cell(x, y)
                driver.wait(0.25)
    assert game.is_over
    driver.solver_answers()


def open_daily_screen(driver: Driver) -> DailyScreen:
    """The Daily screen, from the menu's entry."""
    driver.choose("daily")
    screen = driver.app.screen
    assert isinstance(screen, DailyScreen)
    return screen
