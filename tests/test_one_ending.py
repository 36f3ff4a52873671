"""One ending: the same finished games, played through the terminal and through the window, say exactly what the
session's ``Ending`` says (its headline with its best-time claim, the verdict, the figures, the place among the
player's wins, the review, a daily's standing and its line to share) and nothing assembled on the side; and each
ending holds what is true of its game, checked on its own.

The games: a classic win and a classic loss, a no-guess win, a counted daily win, a faster retry of that daily (not
counted), a daily another copy finished first (not counted), a practice game (a past date's daily) and a win with
the solver's help.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import pygame
import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.actions import Kind
from minesweeper.core.daily.scheme import daily, today
from minesweeper.core.ending import ASSISTED_NOTE, PRACTICE_NOTE, Ending
from minesweeper.core.game import Game
from minesweeper.core.generate import FixedMines
from minesweeper.core.language.cells import rename_cells
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.records import Kind as TableKind
from minesweeper.core.metrics.records import table
from minesweeper.core.presets import PRESETS
from minesweeper.core.view import Tile
from minesweeper.gui.platform import clipboard as clipboard_module
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.text.board import cell_in_words, scorecard_text, tile_name
from minesweeper.text.game import TextGame
from minesweeper.text.play import run
from minesweeper.text.solver import ending_lines
from tests.gui.daily_kit import open_daily_screen
from tests.gui.driver import Driver
from tests.test_session import Clock

BEGINNER = PRESETS["beginner"]
# A Beginner board whose first click at the centre opens an opening; its mines where a player who knows them goes.
CLASSIC = Layout.parse(
    "\n".join(
        (
            "*........",
            "....*....",
            "........*",
            "*........",
            ".........",
            ".*.......",
            "......*..",
            "*..*....*",
            "...*.....",
        )
    )
)


@dataclass(frozen=True)
class Scenario:
    name: str
    won: bool = True
    no_guess: bool = False
    daily: str = ""  # "today" or "past"
    retry: bool = False  # a counted attempt at the same daily was finished before this one
    other_copy: bool = False  # another copy finishes an attempt at the same daily while this one is played
    assisted: bool = False


SCENARIOS = (
    Scenario("classic win"),
    Scenario("classic loss", won=False),
    Scenario("no-guess win", no_guess=True),
    Scenario("counted daily win", daily="today"),
    Scenario("faster daily retry", daily="today", retry=True),
    Scenario("daily another copy finished first", daily="today", other_copy=True),
    Scenario("practice (a past daily)", daily="past"),
    Scenario("assisted win", assisted=True),
)


def board_of(scenario: Scenario) -> BoardChoice:
    """The board a scenario is played on: a fixed classic board, a no-guess one the generator deals, or today's or
    yesterday's daily."""
    if scenario.daily:
        day = today() if scenario.daily == "today" else (date.fromisoformat(today()) - timedelta(days=1)).isoformat()
        board = daily(day, "beginner")
        return BoardChoice(board.difficulty, None, 1, daily=board, practice=scenario.daily == "past")
    if scenario.no_guess:
        return BoardChoice(BEGINNER, None, 1, no_guess=True)
    return BoardChoice(BEGINNER, CLASSIC, 1)


def finish_daily_elsewhere(folder: Path, *, won: bool) -> None:
    """Another copy of the game plays today's Beginner daily to its end, in a session of its own on the same folder."""
    clock = Clock()
    other = Session(Store(folder), clock=clock)
    board = daily(today(), "beginner")
    game = other.new_daily(board)
    for cell in next_moves(game, won=won):
        clock.seconds += 0.2
        other.apply(Kind.REVEAL, *cell)
        if game.is_over:
            break
    other.close()


def next_moves(game: Game, *, won: bool) -> Iterator[tuple[int, int]]:
    """A player who knows the mines: the centre first on a board not yet dealt, then every safe cell in turn, or, to
    lose, a mine after a few of them."""
    if game.layout is None:
        yield game.width // 2, game.height // 2
    opened = 0
    while not game.is_over:
        layout = game.layout
        assert layout is not None
        if not won and opened >= 3:
            yield min(layout.mines)
            continue
        yield next(
            (x, y)
            for y in range(layout.height)
            for x in range(layout.width)
            if game.tile(x, y) is Tile.COVERED and not layout.has_mine(x, y)
        )
        opened += 1


def check_ending(scenario: Scenario, ending: Ending, store: Store) -> None:
    """What is true of the scenario's game, checked apart from how the front ends say it."""
    assert ending.won is scenario.won
    counted_daily = scenario.daily == "today" and not scenario.retry and not scenario.other_copy
    comparable = (
        scenario.won
        and not scenario.assisted
        and scenario.daily != "past"
        and not (scenario.retry or scenario.other_copy)
    )
    if comparable:  # its claim is its place in the table Personal bests and --records show
        kind: TableKind = "daily" if scenario.daily else "no-guess" if scenario.no_guess else "classic"
        rows = table(store.records("beginner"), kind=kind)
        assert ending.best == 1 + [row.game_id for row in rows].index(ending.game_id)
        assert "New best time!" in ending.headline and ending.place is not None
        assert ending.place.endswith(f"among your Beginner{'' if kind == 'classic' else ' ' + kind} wins")
    else:
        assert ending.best is None and ending.place is None and "best" not in ending.headline
    assert (PRACTICE_NOTE in ending.headline) is (scenario.daily == "past")
    assert (ASSISTED_NOTE in ending.headline) is scenario.assisted
    assert (ending.verdict is not None) is (not scenario.won)
    assert ending.review is not None and ending.review_line == ending.review.sentence(ending.practice_from)
    if not scenario.daily:
        assert ending.daily is None
        return
    assert ending.daily is not None and ending.daily.counted is counted_daily
    assert ending.daily.sentence.startswith("Counted: " if counted_daily else "Kept in History as a daily, not counted")
    assert ending.daily.share.endswith("(not counted)") is not counted_daily
    assert "accuracy" in ending.daily.share


# ------------------------------------------------------------------ the terminal


def in_the_terminal(scenario: Scenario, folder: Path) -> tuple[Ending, list[str], Store]:
    choice = board_of(scenario)
    if scenario.retry:
        finish_daily_elsewhere(folder, won=True)  # the first attempt, slower: the one that counts
    clock = Clock()
    session = Session(Store(folder), clock=clock)
    out, err = io.StringIO(), io.StringIO()
    text = TextGame(choice, session, plain=False, out=out, err=err)

    def lines() -> Iterator[str]:
        first = True
        for cell in next_moves(text.game, won=scenario.won):
            clock.seconds += 0.125  # a time a binary float holds exactly: both front ends time it alike
            yield tile_name(*cell)
            if first and scenario.other_copy:
                finish_daily_elsewhere(folder, won=False)
            if first and scenario.assisted:
                yield "h"  # a hint once the board is there: it names a cell, so the game is assisted
            first = False
        yield "n"

    assert run(text, lines()) == 0
    ending = session.ending
    assert ending is not None
    store = Store(folder)
    session.close()
    return ending, out.getvalue().splitlines(), store


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_the_terminal_says_exactly_the_sessions_ending(tmp_path: Path, scenario: Scenario) -> None:
    ending, said, store = in_the_terminal(scenario, tmp_path)
    check_ending(scenario, ending, store)
    expected = [ending.headline, *ending_lines(ending)]
    assert all(line in said for line in "\n".join(expected).splitlines()), (expected, said)
    if ending.verdict_text is not None:
        assert rename_cells(ending.verdict_text, cell_in_words) in said
    assert scorecard_text(list(ending.figures)).splitlines()[0] in said


# ------------------------------------------------------------------ the window


def in_the_window(
    scenario: Scenario, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[Ending, Driver, list[str]]:
    choice = board_of(scenario)
    if scenario.retry:
        finish_daily_elsewhere(folder, won=True)
    copied: list[str] = []

    def copy(text: str) -> bool:
        copied.append(text)
        return True

    monkeypatch.setattr(clipboard_module, "copy", copy)
    if scenario.daily == "past":  # yesterday's, from the Daily screen's calendar: practice
        driver = Driver(folder, seed=1)
        open_daily_screen(driver)
        driver.key(pygame.K_LEFT)
        driver.key(pygame.K_RETURN)
    elif choice.daily is not None:
        driver = Driver(folder, daily=choice.daily, seed=1)
    else:
        driver = Driver(folder, difficulty=BEGINNER, seed=1)
        driver.play.flow.restart(FixedMines(CLASSIC, no_guess=scenario.no_guess))
    game = driver.play.game
    first = True
    for cell in next_moves(game, won=scenario.won):
        driver.wait(0.125)
        driver.click_cell(*cell)
        if first and scenario.other_copy:
            finish_daily_elsewhere(folder, won=False)
        if first and scenario.assisted:
            driver.key(pygame.K_h)  # a hint once the board is there: it names a cell, so the game is assisted
            driver.solver_answers()
        first = False
    driver.solver_answers()
    ending = driver.play.session.ending
    assert ending is not None
    if ending.daily is not None:
        driver.key(pygame.K_s)  # Copy result
    return ending, driver, copied


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_the_window_shows_exactly_the_sessions_ending(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scenario: Scenario
) -> None:
    ending, driver, copied = in_the_window(scenario, tmp_path, monkeypatch)
    try:
        check_ending(scenario, ending, Store(tmp_path))
        panel = driver.play.canvas.results
        assert panel is not None
        assert (panel.title, panel.headline, panel.rank_line, panel.review) == (
            ending.title,
            ending.headline,
            ending.place,
            ending.review_line,
        )
        assert panel.verdict == ("" if ending.won else ending.verdict_text)
        assert tuple(panel.figures) == ending.figures
        if ending.daily is None:
            assert panel.standing == "" and copied == []
        else:
            assert panel.standing == f"{ending.daily.name}\n{ending.daily.sentence}"
            assert copied == [ending.daily.share]
        heard = driver.play.heard()  # by ear, the card says the ending's own words
        assert heard.title == ending.title and " ".join(ending.headline.split()) in " ".join(heard.focus)
    finally:
        driver.close()


def test_both_front_ends_end_the_same_game_in_the_same_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same board and moves, a moment apart: the two endings differ in nothing but the game's identity."""
    scenario = Scenario("classic loss", won=False)
    terminal, _, _ = in_the_terminal(scenario, tmp_path / "terminal")
    window, driver, _ = in_the_window(scenario, tmp_path / "window", monkeypatch)
    driver.close()
    assert (terminal.headline, terminal.verdict_text, terminal.review_line) == (
        window.headline,
        window.verdict_text,
        window.review_line,
    )
    assert [f.label for f in terminal.figures] == [f.label for f in window.figures]
