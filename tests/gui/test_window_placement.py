"""Where the window goes when its size changes: it keeps its centre (the middle of the work area, or of where the
player put it), lies wholly in the work area, comes back where it was when it shrinks again, and a maximised window
is left alone. Positions are SDL's own (the dummy driver keeps them as a window system would)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.geometry import MESSAGE_LINES, Size
from minesweeper.gui.platform import window as window_module
from minesweeper.gui.platform.window import DESKTOP_MARGIN, FRAME_ALLOWANCE, around, available, work_area
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.history import HistoryScreen
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.gui.screens.settings import SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.history_kit import seed_history

AREA = pygame.Rect(20, 40, 760, 520)  # a work area on an 800x600 screen


def where(driver: Driver) -> pygame.Rect:
    """The window on the screen: where SDL put it, at the size it has."""
    return pygame.Rect(pygame.display.get_window_position(), driver.app.surface.get_size())


def test_a_window_that_fits_is_centred_on_its_anchor() -> None:
    assert around((400, 300), (300, 200), AREA) == pygame.Rect(250, 200, 300, 200)


def test_a_window_that_would_run_off_the_work_area_moves_only_as_far_as_its_edge() -> None:
    assert around((700, 500), (300, 200), AREA) == pygame.Rect(480, 360, 300, 200)  # flush with the right and bottom
    assert around((0, 0), (300, 200), AREA) == pygame.Rect(20, 40, 300, 200)
    assert around((0, 0), (900, 200), AREA) == pygame.Rect(-50, 40, 900, 200)  # too wide: centred on the area


def test_without_a_work_area_from_the_window_manager_the_margin_is_kept_half_on_each_side() -> None:
    width, height = DESKTOP_MARGIN
    assert work_area((800, 600)) == pygame.Rect(width // 2, height // 2, 800 - width, 600 - height)
    assert available((800, 600)) == (800 - width, 600 - height)


def test_a_published_work_area_is_used_less_the_windows_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    panels = pygame.Rect(0, 28, 1024, 700)  # a panel along the top, another along the bottom
    monkeypatch.setattr(window_module, "_published_work_area", lambda: panels)
    left, right, top, bottom = FRAME_ALLOWANCE
    area = pygame.Rect(left, 28 + top, 1024 - left - right, 700 - top - bottom)
    assert work_area((1024, 768)) == area and available((1024, 768)) == area.size


def test_a_work_area_off_the_screen_is_not_believed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "_published_work_area", lambda: pygame.Rect(2000, 0, 800, 600))
    assert work_area((800, 600)) == pygame.Rect(0, 0, 800, 600).inflate(-DESKTOP_MARGIN[0], -DESKTOP_MARGIN[1])


def test_every_kind_of_window_keeps_the_middle_of_the_work_area_as_its_size_changes(
    tmp_path: Path, desktop: Size
) -> None:
    seed_history(tmp_path)
    driver = Driver(tmp_path)
    area = work_area(desktop)
    steps: list[tuple[str, Callable[[], None], type]] = [
        ("Expert", lambda: driver.choose("expert"), PlayScreen),
        ("the menu", lambda: driver.key(pygame.K_ESCAPE), StartScreen),
        ("History", lambda: driver.key(pygame.K_h), HistoryScreen),
        ("a replay", lambda: driver.key(pygame.K_RETURN), ReplayScreen),
        ("History again", lambda: driver.key(pygame.K_ESCAPE), HistoryScreen),
        ("the menu again", lambda: driver.key(pygame.K_ESCAPE), StartScreen),
        ("Settings", lambda: driver.choose("settings"), SettingsScreen),
        ("the menu at last", lambda: driver.key(pygame.K_ESCAPE), StartScreen),
    ]
    try:
        sizes = {where(driver).size}
        assert where(driver).center == area.center, "the menu did not open in the middle"
        for name, step, screen in steps:
            step()
            assert isinstance(driver.app.screen, screen), name
            window = where(driver)
            sizes.add(window.size)
            assert window.center == area.center, f"{name} at {window} is off the middle of {area}"
            assert area.contains(window), f"{name} at {window} is not wholly in {area}"
        assert len(sizes) >= 4, "the windows were too alike to show anything"
    finally:
        driver.close()


def test_a_window_the_player_moved_grows_about_his_spot_on_screen_and_comes_back_to_it(
    tmp_path: Path, desktop: Size
) -> None:
    seed_history(tmp_path)
    driver = Driver(tmp_path)
    area = work_area(desktop)
    try:
        menu = where(driver)
        menu.bottomright = area.bottomright
        pygame.display.set_window_position(menu.topleft)  # the player drags it into the bottom-right corner
        driver.key(pygame.K_h)
        history = where(driver)
        assert history.size != menu.size and area.contains(history)
        for ours, his, low, high in (
            (history.centerx, menu.centerx, history.left == area.left, history.right == area.right),
            (history.centery, menu.centery, history.top == area.top, history.bottom == area.bottom),
        ):
            assert ours == his or (ours < his and high) or (ours > his and low), f"History at {history} left {menu}"
        driver.key(pygame.K_ESCAPE)
        assert where(driver) == menu, "the menu did not come back where the player put it"
        driver.app.close()
        assert Store(tmp_path).load_settings().position == menu.topleft  # and the next start opens there
    finally:
        pygame.quit()


def test_a_remembered_spot_partly_off_the_work_area_opens_moved_into_it(tmp_path: Path, desktop: Size) -> None:
    Store(tmp_path).save_settings(Settings(position=(-50, desktop[1] - 100)))
    driver = Driver(tmp_path)
    try:
        window, area = where(driver), work_area(desktop)
        assert area.contains(window) and (window.left, window.bottom) == (area.left, area.bottom)
    finally:
        driver.close()


def test_a_remembered_spot_off_the_screen_altogether_opens_in_the_middle(tmp_path: Path, desktop: Size) -> None:
    Store(tmp_path).save_settings(Settings(position=(desktop[0] + 500, 40)))  # a second monitor, unplugged
    driver = Driver(tmp_path)
    try:
        assert where(driver).center == work_area(desktop).center
    finally:
        driver.close()


def test_a_maximised_window_is_left_alone(tmp_path: Path, desktop: Size) -> None:
    seed_history(tmp_path)
    driver = Driver(tmp_path)
    area = work_area(desktop)
    try:
        pygame.display.set_window_position(area.topleft)
        driver.resize(area.size)
        driver.post(pygame.WINDOWMAXIMIZED)
        driver.step()
        driver.choose("expert")
        assert where(driver) == area
        driver.key(pygame.K_ESCAPE)
        assert where(driver) == area
        driver.key(pygame.K_h)
        assert where(driver) == area
    finally:
        driver.close()


@pytest.mark.parametrize("desktop", [(1366, 768), (1920, 1080)], indirect=True, ids=["1366x768", "1920x1080"])
def test_a_long_message_grows_the_window_down_from_its_top_and_it_shrinks_back_when_the_message_goes(
    tmp_path: Path, desktop: Size
) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    area = work_area(desktop)

    def board_on_screen() -> pygame.Rect:
        return driver.play.view.layout.viewport.move(pygame.display.get_window_position())

    try:
        driver.click_cell(0, 8)
        before, board = where(driver), board_on_screen()
        driver.play.flow.say("Word " * 60 + "end.")
        driver.step()
        grown = where(driver)
        assert grown.height > before.height and area.contains(grown), f"{grown} for the long message"
        assert grown.top == before.top or grown.bottom == area.bottom, "the window did not grow down from its top"
        assert grown.top < before.top or board_on_screen() == board, "the board moved"
        driver.play.flow.say("Short.")
        driver.step()
        assert where(driver) == before and board_on_screen() == board, "the window did not shrink back"
        assert driver.play.canvas.lines == MESSAGE_LINES
    finally:
        driver.close()


@pytest.mark.parametrize("preset", ["beginner", "expert"])
def test_help_has_one_panel_size_on_every_page_and_the_window_it_grew_goes_back(
    tmp_path: Path, desktop: Size, preset: str
) -> None:
    driver = Driver.preset(tmp_path, preset)
    area = work_area(desktop)
    try:
        before = where(driver)
        driver.key(pygame.K_F1)
        panels = set()
        for _ in HelpPage:
            help_ = driver.play.canvas.help
            assert help_ is not None
            panels.add(help_.panel.size)
            window = where(driver)
            assert driver.app.surface.get_rect().contains(help_.panel), f"{help_.page} runs off a {window} window"
            assert area.contains(window) and window.center == before.center
            driver.key(pygame.K_TAB)
        assert len(panels) == 1, f"the panel took {len(panels)} sizes"
        driver.key(pygame.K_ESCAPE)
        assert driver.play.canvas.help is None and where(driver) == before, "the window did not go back"
    finally:
        driver.close()


def test_help_is_the_same_size_over_a_beginner_and_an_expert_window(tmp_path: Path, desktop: Size) -> None:
    panels = []
    for preset in ("beginner", "expert"):
        driver = Driver.preset(tmp_path / preset, preset)
        try:
            driver.key(pygame.K_F1)
            help_ = driver.play.canvas.help
            assert help_ is not None
            panels.append(help_.panel.size)
        finally:
            driver.close()
    assert panels[0] == panels[1]
