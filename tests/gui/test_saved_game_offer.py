"""The window and a saved game it did not make: Continue says whose it is, a new game gives up only the saved game
the player was told it gives up, and a window that started while another copy owned the save leaves it alone even
after that copy has gone, until the menu offers it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pygame
import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.daily.scheme import daily
from minesweeper.core.generate import FixedMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.summary import NOT_STARTED
from minesweeper.gui.routes import WAITING_ELSEWHERE
from minesweeper.gui.screens.give_up import GiveUpScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.session import ANOTHER_COPY, LEFT_ALONE, Session
from minesweeper.store import Store
from tests.gui.daily_kit import TODAY, fix_today
from tests.gui.driver import Driver
from tests.saves import save_game, started_beginner

OWNERS_BOARD = Layout.parse("*...\n....\n....\n...*")  # (1,1) opens a 1: the game goes on
NINE = Layout.parse("\n".join(["*" * 9, *["." * 9] * 4, "." * 5 + "*...", *["." * 9] * 3]))  # (4,4) opens a 1


def owner_playing(folder: Path) -> Session:
    """Another copy of the game (a terminal, say) with a game under way: it owns the saved game."""
    owner = Session(Store(folder))
    owner.new_game(Difficulty.custom(4, 4, 2), FixedMines(OWNERS_BOARD))
    owner.apply(Kind.REVEAL, 1, 1)
    return owner


def outcomes(folder: Path) -> list[str]:
    if not (folder / "results.sqlite3").exists():
        return []  # no result recorded at all
    with sqlite3.connect(folder / "results.sqlite3") as db:
        return [row[0] for row in db.execute("SELECT difficulty FROM games WHERE outcome = 'given_up'")]


def continue_says(driver: Driver) -> str:
    """The words on the menu's Continue (on one line or two, as the desktop has room)."""
    menu = driver.app.screen
    assert isinstance(menu, StartScreen) and menu.entries[0].name == "continue"
    return f"{menu.entries[0].button.label} {menu.entries[0].button.detail}".strip()


def test_a_window_started_beside_the_owner_leaves_its_game_alone_until_the_menu_offers_it(tmp_path: Path) -> None:
    owner = owner_playing(tmp_path)
    driver = Driver(tmp_path)
    assert "played" not in continue_says(driver) and " open " in continue_says(driver)
    driver.choose("beginner")
    driver.click_cell(4, 4)
    assert driver.play.flow.notice == ANOTHER_COPY
    owner.close()  # the terminal quits: "The game is saved: minesweeper-text --resume continues it"
    saved = (tmp_path / "resume.json").read_bytes()
    driver.key(pygame.K_F2)
    driver.click_cell(4, 4)
    assert driver.play.flow.notice == LEFT_ALONE
    assert (tmp_path / "resume.json").read_bytes() == saved
    assert "4x4n2" not in outcomes(tmp_path)  # only the window's own unsaved Beginner game was given up
    driver.key(pygame.K_ESCAPE)  # the menu, now the save is free: it offers it as a single window does
    assert " open " not in continue_says(driver) and "played" in continue_says(driver)
    driver.choose("beginner")
    assert isinstance(driver.app.screen, GiveUpScreen)  # asked, as in a single window
    driver.key(pygame.K_RETURN)
    driver.click_cell(4, 4)
    assert "4x4n2" in outcomes(tmp_path)
    assert json.loads((tmp_path / "resume.json").read_text())["difficulty"] == "beginner"
    driver.close()


def test_a_window_started_on_a_board_asks_before_its_first_move_gives_the_saved_game_up(tmp_path: Path) -> None:
    save_game(tmp_path, started_beginner(), 9_000)
    saved = (tmp_path / "resume.json").read_bytes()
    driver = Driver(tmp_path, layout="*...\n....\n....\n...*")
    question = driver.app.screen
    assert isinstance(question, GiveUpScreen)
    assert question.text == (
        "Start a new game: the waiting Beginner game (0:09 played) counts as a loss. Enter starts it; Esc continues "
        "the waiting game instead."
    )
    driver.key(pygame.K_RETURN)
    assert (tmp_path / "resume.json").read_bytes() == saved  # nothing given up before the first move
    driver.click_cell(1, 1)
    assert outcomes(tmp_path) == ["beginner"]
    driver.close()


def test_a_window_started_on_a_board_beside_the_owner_never_gives_its_game_up(tmp_path: Path) -> None:
    owner = owner_playing(tmp_path)
    driver = Driver(tmp_path, layout="*....\n.....\n.....\n.....\n....*")
    assert driver.play.flow.notice == WAITING_ELSEWHERE
    driver.click_cell(1, 1)
    owner.close()
    saved = (tmp_path / "resume.json").read_bytes()
    driver.key(pygame.K_F2)
    driver.click_cell(1, 1)
    assert (tmp_path / "resume.json").read_bytes() == saved
    assert outcomes(tmp_path) == ["5x5n2"]  # the window's own first game, unsaved, given up for the second
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_c)  # Continue: the player's word, and the other copy's game goes on here
    assert driver.play.game.difficulty == Difficulty.custom(4, 4, 2) and driver.play.game.tile(1, 1).is_open
    driver.close()


@pytest.mark.parametrize(
    ("move", "offered", "counted"),
    [
        (Kind.FLAG, NOT_STARTED, []),  # no cell revealed on a new board: not started, and nothing is counted
        (Kind.REVEAL, "0:00 played - a new game gives it up as a loss", ["beginner"]),
    ],
)
def test_a_game_left_by_a_kill_after_its_first_move_is_offered_as_what_a_new_game_does_to_it(
    tmp_path: Path, move: Kind, offered: str, counted: list[str]
) -> None:
    killed = Session(Store(tmp_path), clock=lambda: 100.0)
    killed.new_game(PRESETS["beginner"], FixedMines(NINE))
    killed.apply(move, 4, 4)  # saved at once; killed before the clock moved on
    assert killed.store is not None and killed.store.has_resume()
    killed.store.release_resume()  # the kill lets go of the saved game, and nothing else is done
    summary = killed.store.peek_resume()
    assert summary is not None and summary.offered == offered  # Continue's second line, where it has two
    driver = Driver(tmp_path)
    assert continue_says(driver).endswith("not started" if move is Kind.FLAG else "0:00 played")
    driver.choose("expert")
    question = driver.app.screen
    assert isinstance(question, GiveUpScreen)
    assert question.text == f"Start a new game: {summary.given_up}. Enter starts it; Esc goes back."
    driver.key(pygame.K_RETURN)
    driver.click_cell(15, 8)
    assert outcomes(tmp_path) == counted  # what the offer said
    driver.close()


def test_a_daily_left_by_a_kill_after_its_first_move_at_0_00_is_offered_as_played_and_counts_as_a_loss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The daily's clock waits for its first move, so a kill right after that move leaves "0:00 played": the player
    made a move, and a new game gives it up (as lost, the way its daily counts it), as the offer says."""
    fix_today(monkeypatch)
    killed = Session(Store(tmp_path), clock=lambda: 100.0)
    killed.new_daily(daily(TODAY, "beginner"))
    killed.apply(Kind.FLAG, 0, 0)
    assert killed.store is not None
    killed.store.release_resume()
    driver = Driver(tmp_path)
    assert continue_says(driver) == f"Continue Beginner daily {TODAY} - 0:00 played"
    driver.choose("expert")
    question = driver.app.screen
    assert isinstance(question, GiveUpScreen) and "(0:00 played) counts as a loss" in question.text
    driver.key(pygame.K_RETURN)
    driver.click_cell(15, 8)
    assert outcomes(tmp_path) == ["beginner"]
    driver.close()
