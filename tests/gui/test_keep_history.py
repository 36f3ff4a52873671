"""The "Keep history" setting: kept in the settings file (odd values fixed up), chosen on the settings screen,
and applied to the results database when it changes and once a run, never changing the statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from minesweeper.core.errors import SettingsError
from minesweeper.core.stats import summary_cells
from minesweeper.gui.screens.settings import OPTIONS, SettingsScreen
from minesweeper.settings import KEEP_HISTORY, Settings
from minesweeper.store import Store
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.test_stats_screen import open_stats
from tests.test_history_db import late_results
from tests.test_results_db import result

KEEP = next(i for i, option in enumerate(OPTIONS) if option.field == "keep_history")


def seed(folder: Path, games: int = 150) -> None:
    store = Store(folder)
    for n in range(games):
        store.record_result(result("beginner", n % 3 != 0, 50_000 + n, f"2024-02-01T10:{n // 60:02d}:{n % 60:02d}"))
    store.close()


def kept(folder: Path) -> int:
    return len(Store(folder).history(limit=10_000))


def test_the_setting_round_trips_and_odd_values_are_fixed_up_or_refused() -> None:
    for keep in KEEP_HISTORY:
        assert Settings.from_dict(Settings(keep_history=keep).to_dict()) == (Settings(keep_history=keep), [])
    settings, notices = Settings.from_dict({"keep_history": 300})
    assert settings.keep_history is None and notices == [
        "keep_history 300 is not one of 100, 200, 500, 1000; keeping every game"
    ]
    for wrong in ("lots", True, 2.5):
        with pytest.raises(SettingsError, match="keep_history"):
            Settings.from_dict({"keep_history": wrong})


def test_choosing_a_cap_on_the_settings_screen_lets_the_oldest_games_go_at_once(tmp_path: Path) -> None:
    seed(tmp_path)
    before = Store(tmp_path).load_records()
    driver = Driver(tmp_path)
    driver.choose("settings")
    screen = driver.app.screen
    assert isinstance(screen, SettingsScreen)
    minus, _, plus = screen.spinners[KEEP]
    driver.click(plus.rect.center)  # All is the largest: nothing changes
    assert driver.app.ctx.settings.keep_history is None and kept(tmp_path) == 150
    driver.click(minus.rect.center)
    assert driver.app.ctx.settings.keep_history == 1000 and kept(tmp_path) == 150
    assert screen.focus == KEEP
    for _ in range(3):
        driver.key(pygame.K_LEFT)
    assert driver.app.ctx.settings.keep_history == 100
    assert json.loads((tmp_path / "settings.json").read_text())["keep_history"] == 100
    assert kept(tmp_path) == 133  # the newest hundred, and the older wins Personal bests' averages are worked out from
    assert Store(tmp_path).load_records() == before


def test_the_cap_is_applied_once_a_run_when_the_session_starts(tmp_path: Path) -> None:
    seed(tmp_path)
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, "keep_history": 100}))
    assert kept(tmp_path) == 150
    driver = Driver(tmp_path, layout=SCENE_BOARD)  # a game makes the session
    assert driver.app.ctx.settings.keep_history == 100
    assert kept(tmp_path) == 133


def test_the_statistics_screen_shows_the_same_figures_after_the_cap_when_ids_are_not_in_date_order(
    tmp_path: Path,
) -> None:
    """The first thirty games played, all won, were recorded last (they waited in pending/): the longest streak is
    theirs, and the cap must not join it to the games whose ids came before theirs."""
    store = Store(tmp_path)
    for game in late_results():
        store.record_result(game)
    store.close()
    driver = Driver(tmp_path)
    before = open_stats(driver).stats
    assert summary_cells(before.by_key["beginner"]) == ("150", "90", "60%", "1", "30", "50")
    driver.key(pygame.K_ESCAPE)
    driver.choose("settings")
    screen = driver.app.screen
    assert isinstance(screen, SettingsScreen)
    minus = screen.spinners[KEEP][0]
    for _ in range(4):
        driver.click(minus.rect.center)  # from All to 100 games
    assert driver.app.ctx.settings.keep_history == 100
    driver.key(pygame.K_ESCAPE)
    assert open_stats(driver).stats == before
    assert kept(tmp_path) == 140  # the newest hundred by date, and the 40 older wins (the last hundred wins' averages)
