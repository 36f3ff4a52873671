"""A daily's results card: named by the daily, saying whether the attempt counted, and offering Copy result (the line
to share, through the clipboard Copy code uses, or on the card where there is none); its Same board plays the daily
again, which does not count."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.daily.results import share_line
from minesweeper.gui import dailies
from minesweeper.gui.platform import clipboard as clipboard_module
from minesweeper.gui.play.results_card import EndPanel
from tests.gui.daily_kit import finish_in_window, open_daily_screen
from tests.gui.driver import Driver


def card(driver: Driver) -> EndPanel:
    panel = driver.play.canvas.results
    assert panel is not None, "no results card"
    return panel


def texts(driver: Driver) -> list[str]:
    return [line.text for line in card(driver).lines]


def said(driver: Driver) -> str:
    """The card's words, its wrapped lines joined again."""
    return " ".join(texts(driver))


def labels(driver: Driver) -> list[str]:
    return [button.label for button in card(driver).buttons]


@pytest.fixture
def clipboard(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the card puts on the clipboard (as if the desktop had one)."""
    copied: list[str] = []

    def copy(text: str) -> bool:
        copied.append(text)
        return True

    monkeypatch.setattr(clipboard_module, "copy", copy)
    return copied


def todays_beginner(tmp_path: Path, *, won: bool) -> Driver:
    driver = Driver(tmp_path)
    open_daily_screen(driver)
    driver.key(pygame.K_RETURN)
    finish_in_window(driver, won=won)
    return driver


def test_a_won_dailys_card_names_it_says_it_counted_and_copies_the_result(tmp_path: Path, clipboard: list[str]) -> None:
    driver = todays_beginner(tmp_path, won=True)
    board = dailies.board(dailies.today(), "beginner")
    assert card(driver).title == "Won: Beginner daily"
    assert f"{board.name} Counted: streak 1, best 1" in said(driver)
    assert [label for label in labels(driver) if label != "More figures"] == [
        *("New game", "Review", "Same board", "Copy code", "Copy result", "Close"),
    ]
    driver.key(pygame.K_s)
    result = driver.play.session.last_result
    assert result is not None and result.play.daily == board.date
    assert clipboard == [share_line(board, result)]
    assert card(driver).note == "Result copied to the clipboard"
    driver.key(pygame.K_c)
    assert clipboard[-1] == card(driver).code, "Copy code still copies the board's code"
    driver.close()


def test_without_a_clipboard_the_card_shows_the_line_to_copy_by_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(clipboard_module, "copy", lambda text: False)
    driver = todays_beginner(tmp_path, won=False)
    driver.key(pygame.K_s)
    result = driver.play.session.last_result
    assert result is not None
    line = share_line(dailies.board(dailies.today(), "beginner"), result)
    assert card(driver).note == f"No clipboard here: copy it by hand: {line}"
    window = driver.app.surface.get_rect()
    assert all(card(driver).panel.contains(w.rect) for w in card(driver).widgets()), "the line wraps inside the card"
    assert window.contains(card(driver).panel)
    driver.close()


def test_same_board_plays_the_daily_again_which_does_not_count(tmp_path: Path) -> None:
    driver = todays_beginner(tmp_path, won=True)
    driver.key(pygame.K_a)
    board = dailies.board(dailies.today(), "beginner")
    assert driver.play.session.daily == board.date and not driver.play.session.practice
    assert driver.app.caption == f"Minesweeper — {board.name} (not counted)"
    finish_in_window(driver, won=False)
    assert "Not counted: only the first finished attempt on the day counts" in said(driver)
    driver.close()


def test_a_practice_dailys_card_says_it_does_not_count_and_starts_it_over(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    open_daily_screen(driver)
    driver.key(pygame.K_LEFT)  # yesterday's
    driver.key(pygame.K_RETURN)
    finish_in_window(driver, won=True)
    assert "Not counted: a past daily, played as practice" in said(driver)
    assert labels(driver)[0] == "Start over" and "Copy result" in labels(driver)
    driver.close()


def test_an_ordinary_games_card_offers_no_result_to_share(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    driver.click_cell(4, 4)
    layout = driver.play.game.layout
    assert layout is not None
    driver.click_cell(*min(layout.mines))
    assert "Copy result" not in labels(driver) and card(driver).title == "Lost: Beginner"
    driver.close()
