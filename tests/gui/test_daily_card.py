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
    assert f"{board.name} Counted: your Beginner streak is 1 day (best 1)." in said(driver)
    assert [label for label in labels(driver) if label != "More figures"] == [
        *("New game", "Review", "Same board", "Copy code", "Copy result", "Close"),
    ]
    driver.key(pygame.K_s)
    result = driver.play.session.last_result
    assert result is not None and result.play.daily == board.date
    # The line as the rule writes it for a counted daily whose review is done, with the review's accuracy.
    review = driver.play.session.ending.review if driver.play.session.ending is not None else None
    assert review is not None
    assert clipboard == [share_line(board, result, accuracy=review.summary.accuracy, counted=True)]
    assert clipboard[0].endswith("accuracy 100%") and "(not counted)" not in clipboard[0]
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
    line = share_line(dailies.board(dailies.today(), "beginner"), result, accuracy=0.5)  # its review: 1 of 2 moves
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
    said_now = said(driver)
    assert "Kept in History as a daily, not counted: the first finished attempt at a daily is the one that counts." in (
        said_now
    )
    assert "best time" not in said_now and "#" not in said_now.split(board.name)[0]  # no claim, no place
    ending = driver.play.session.ending
    assert ending is not None and ending.daily is not None and not ending.daily.counted
    assert ending.daily.share.endswith("(not counted)") and "accuracy" in ending.daily.share
    driver.close()


def test_a_practice_dailys_card_says_it_does_not_count_and_starts_it_over(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    open_daily_screen(driver)
    driver.key(pygame.K_LEFT)  # yesterday's
    driver.key(pygame.K_RETURN)
    finish_in_window(driver, won=True)
    assert "Kept in History as a daily, not counted: a daily counts only when played on its own date." in said(driver)
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
