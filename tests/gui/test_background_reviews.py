"""The window's reviews go on in the background for the life of the app: a new game never stops the review of the
last one, closing the window never waits for one, and a review cut short by closing is taken up at the next start."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from minesweeper import session
from minesweeper.core.record import FinishedGame
from minesweeper.core.solver.counting import Cancelled
from minesweeper.core.solver.review import Review
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.history_kit import finished, play_and_lose

REAL_REVIEW = session.review_game


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Reviews wait at this gate until it opens (a long review, held), and stop there if asked to."""
    opened = threading.Event()

    def held(result: FinishedGame, *, cancelled: Callable[[], bool] | None = None, **more: object) -> Review:
        while not opened.wait(0.01):
            if cancelled is not None and cancelled():
                raise Cancelled
        return REAL_REVIEW(result, cancelled=cancelled)

    monkeypatch.setattr(session, "review_game", held)
    yield opened
    opened.set()


def newest_review(folder: Path) -> Review | None:
    store = Store(folder)
    try:
        return store.review_of(store.history()[0].row_id)
    finally:
        store.close()


def settle(driver: Driver) -> None:
    reviews = driver.app.ctx.reviews
    while reviews.busy:
        assert reviews.wait(30), "a review did not finish"
        driver.step()


def test_a_new_game_never_stops_the_review_of_the_game_before(tmp_path: Path, gate: threading.Event) -> None:
    driver = play_and_lose(tmp_path)  # the game ends: its review starts, and is held at the gate
    assert driver.app.ctx.reviews.busy
    driver.key(pygame.K_F2)  # a new game at once, while the review is being worked out
    assert driver.play.game.state.value == "ready"
    gate.set()
    settle(driver)
    assert newest_review(tmp_path) is not None  # worked out to the end, and kept with its game


def test_closing_the_window_never_waits_for_a_review(tmp_path: Path, gate: threading.Event) -> None:
    driver = play_and_lose(tmp_path)
    reviews = driver.app.ctx.reviews
    assert reviews.busy  # held at the gate, and it never opens
    driver.app.close()  # returns at once: the review is dropped, not waited for
    assert not reviews.busy
    assert newest_review(tmp_path) is None  # nothing half done was kept: it is taken up at the next start


def test_a_game_left_without_its_review_is_reviewed_at_the_next_start(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.record_result(finished("beginner", 7, "2024-05-01T09:12:00", lose_after=8))
    store.close()
    assert newest_review(tmp_path) is None
    driver = Driver(tmp_path)
    driver.app.after_first_frame()
    settle(driver)
    kept = newest_review(tmp_path)
    assert kept is not None and kept.moves[0].cls == "first"
