"""The statistics screen through the real loop: reached from the menu, shows the results database, resets
only after a second explicit step, and counts a game won in the window."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESETS
from minesweeper.core.stats import Stats, summary_cells
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.screens.statistics import StatsScreen
from minesweeper.gui.screens.statistics_table import KEYS
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.test_results_db import result

DAY = "2024-05-0{}T10:00:00"

CLASSIC = chrome("classic")


def seeded(tmp_path: Path) -> Stats:
    """Beginner: two wins and a loss; Expert: one win; the rest never played."""
    store = Store(tmp_path)
    store.record_result(result("beginner", True, 41_250, DAY.format(1)))
    store.record_result(result("beginner", False, 3_000, DAY.format(2)))
    store.record_result(result("beginner", True, 12_340, DAY.format(3)))
    store.record_result(result("expert", True, 200_990, DAY.format(4)))
    return store.load_records()


def open_stats(driver: Driver) -> StatsScreen:
    driver.choose("statistics")
    screen = driver.app.screen
    assert isinstance(screen, StatsScreen)
    return screen


def records(tmp_path: Path) -> Stats:
    return Store(tmp_path).load_records()


def count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """Pixels of exactly ``colour`` inside ``rect``."""
    return int(pygame.mask.from_threshold(surface.subsurface(rect), colour, (1, 1, 1, 255)).count())


def test_the_table_shows_what_the_records_file_holds(tmp_path: Path) -> None:
    stats = seeded(tmp_path)
    screen = open_stats(Driver(tmp_path))
    assert screen.stats == stats
    assert (*PRESETS, "custom") == KEYS
    # Played, won, win %, streak, longest, best in whole seconds rounded up as the timer shows them (12.340, 200.990).
    assert summary_cells(screen.stats.by_key["beginner"]) == ("3", "2", "67%", "1", "1", "13")
    assert summary_cells(screen.stats.by_key["expert"]) == ("1", "1", "100%", "1", "1", "201")
    assert summary_cells(screen.stats.by_key["easy"]) == ("0", "0", "-", "0", "0", "-")


def test_the_last_difficulty_played_is_shown_first_and_its_row_highlighted(tmp_path: Path) -> None:
    seeded(tmp_path)
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    assert screen.key == "beginner"  # the default last difficulty
    surface = driver.app.surface
    for i, row in enumerate(screen.rows):
        left_edge = surface.get_at((row.left + 1, row.centery))[:3]
        assert left_edge == (CLASSIC.accent if KEYS[i] == "beginner" else CLASSIC.light)


def test_keys_and_clicks_choose_the_difficulty_in_the_detail_panel(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    start = screen.selected
    driver.key(pygame.K_DOWN)
    assert screen.selected == start + 1
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_UP)
    assert screen.selected == start - 1
    driver.key(pygame.K_1)
    assert screen.key == "easy"
    driver.key(pygame.K_UP)
    assert screen.key == "custom"  # round from the top to the bottom
    driver.key(pygame.K_TAB)
    assert screen.key == "easy"
    driver.click(screen.rows[KEYS.index("expert")].center)
    assert screen.key == "expert"


def test_the_chart_shows_wins_as_bars_and_losses_as_crosses(tmp_path: Path) -> None:
    seeded(tmp_path)
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    surface = driver.app.surface

    def colours() -> tuple[int, int]:
        return count(surface, screen.chart_box, CLASSIC.accent), count(surface, screen.chart_box, CLASSIC.alert)

    driver.key(pygame.K_1)  # Easy: never played, so only the legend's square and cross
    legend_bar, legend_cross = colours()
    driver.key(pygame.K_4)  # Beginner: two wins and a loss
    bars, crosses = colours()
    assert bars > legend_bar and crosses > legend_cross
    driver.key(pygame.K_1 + KEYS.index("expert"))  # Expert: one win, no loss
    bars, crosses = colours()
    assert bars > legend_bar and crosses == legend_cross


def test_wins_on_the_first_click_take_no_time_and_still_chart(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for _ in range(3):
        store.record_result(result("easy", True, 0, "2024-05-01T10:00:00"))
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    driver.key(pygame.K_1)
    assert count(driver.app.surface, screen.chart_box, CLASSIC.accent) > 0


def test_the_best_times_panel_follows_the_choice(tmp_path: Path) -> None:
    seeded(tmp_path)
    driver = Driver(tmp_path)
    screen = open_stats(driver)

    def panel() -> bytes:
        return driver.pixels(screen.best_box)

    driver.key(pygame.K_1)
    easy = panel()
    driver.key(pygame.K_2)
    assert panel() != easy  # the heading names the difficulty
    driver.key(pygame.K_4)
    beginner = panel()
    driver.key(pygame.K_1 + KEYS.index("expert"))
    assert panel() != beginner
    driver.key(pygame.K_4)
    assert panel() == beginner


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_reset_asks_first_and_cancel_keeps_everything(tmp_path: Path, how: str) -> None:
    stats = seeded(tmp_path)
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    if how == "keys":
        driver.key(pygame.K_r)
        assert screen.confirming
        driver.key(pygame.K_ESCAPE)  # cancels the question, does not leave the screen
        assert driver.app.screen is screen and not screen.confirming
        driver.key(pygame.K_r)
        driver.key(pygame.K_n)
    else:
        driver.click(screen.reset_button.rect.center)
        assert screen.confirming
        driver.click(screen.cancel_button.rect.center)
    assert driver.app.screen is screen and not screen.confirming
    assert screen.stats == stats == records(tmp_path)


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_reset_confirmed_saves_empty_statistics(tmp_path: Path, how: str) -> None:
    seeded(tmp_path)
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    driver.key(pygame.K_2)  # Normal: never played
    never_played = driver.pixels(screen.chart_box)
    driver.key(pygame.K_4)
    assert driver.pixels(screen.chart_box) != never_played
    if how == "keys":
        driver.key(pygame.K_y)  # Y means nothing until the question is asked
        assert records(tmp_path) != Stats()
        driver.key(pygame.K_r)
        driver.key(pygame.K_y)
    else:
        driver.click(screen.reset_button.rect.center)
        driver.click(screen.yes_button.rect.center)
    assert not screen.confirming
    assert records(tmp_path) == Stats() == screen.stats
    assert driver.pixels(screen.chart_box) == never_played  # Beginner's chart is empty now
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, StartScreen)


def test_a_game_won_in_the_window_is_counted_on_the_screen(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="*.\n..")
    for cell in ((1, 1), (0, 1), (1, 0)):
        driver.wait(1.5)
        driver.click_cell(*cell)
    assert driver.play.game.is_over
    driver.key(pygame.K_ESCAPE)  # closes the results card
    driver.key(pygame.K_ESCAPE)
    screen = open_stats(driver)
    custom = screen.stats.by_key["custom"]
    assert (custom.played, custom.won, custom.best) == (1, 1, [])
    assert summary_cells(custom) == ("1", "1", "100%", "1", "1", "-")


def test_the_table_gives_the_best_3bv_per_second_and_ioe_and_g_shows_no_guess_boards(tmp_path: Path) -> None:
    from dataclasses import replace

    from minesweeper.core.play import Clicks, Play
    from minesweeper.core.stats import skill_cells

    store = Store(tmp_path)
    store.record_result(
        replace(result("beginner", True, 8_000), bbbv=20, bbbv_solved=20, play=Play(Clicks(25, 0, 0, 25)))
    )
    store.record_result(replace(result("beginner", True, 9_000, no_guess=True), bbbv=None, bbbv_solved=None))
    driver = Driver(tmp_path)
    screen = open_stats(driver)
    assert not screen.no_guess and skill_cells(screen.stats.by_key["beginner"]) == ("2.500", "0.800")
    driver.key(pygame.K_g)
    assert screen.no_guess and screen.stats.by_key["beginner"].won == 1
    assert skill_cells(screen.stats.by_key["beginner"]) == ("-", "-")  # no 3BV known for that win
    driver.click(screen.kind_button.rect.center)
    assert not screen.no_guess


def test_a_busy_database_is_said_to_be_busy_not_shown_as_zeros(tmp_path: Path) -> None:
    """Another copy holding the results database: the table says so in place of its zeros, and the next visit
    reads the figures."""
    store = Store(tmp_path)
    store.record_result(result("beginner", True, 41_250, DAY.format(1)))
    store.close()
    other = sqlite3.connect(tmp_path / "results.sqlite3", isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # in WAL mode readers get past a plain write lock; not this
    other.execute("BEGIN EXCLUSIVE")
    try:
        driver = Driver(tmp_path)
        screen = open_stats(driver)
        assert screen.busy is not None and "busy" in screen.busy
        busy = screen.sentences()[0]
        assert busy.name == "busy" and "busy" in busy.text and "F5" in busy.text
    finally:
        other.close()
    driver.key(pygame.K_ESCAPE)
    screen = open_stats(driver)
    assert screen.busy is None and screen.stats == records(tmp_path)
    assert "busy" not in " ".join(s.text for s in screen.sentences())
