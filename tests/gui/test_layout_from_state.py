"""The play window's size comes from what is chosen now, never from something an earlier step left behind: the live
counters shown and hidden, then a new game (F2, or the difficulty chosen again) and a restart, each leave the board
at the zoom and the window a fresh start with the same choices gives; the player's own zoom and window are kept only
when he changes them himself (+ and -, Ctrl+wheel, a window dragged), never a zoom the window stepped down for the
panel."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from minesweeper.gui import app as app_module
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform import window as window_module
from minesweeper.settings import Settings, View
from minesweeper.store import Store
from tests.gui.driver import Driver

DESKTOPS = [
    pytest.param((800, 600), id="800x600"),
    pytest.param((1024, 768), id="1024x768", marks=pytest.mark.slow),
    pytest.param((1920, 1080), id="1920x1080"),
]
Shown = tuple[int, Size]  # the board's zoom and the window's size


@pytest.fixture(params=DESKTOPS)
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Size:
    size: Size = request.param
    monkeypatch.setattr(window_module, "desktop_size", lambda: size)
    monkeypatch.setattr(app_module, "desktop_size", lambda: size)
    return size


def shown(driver: Driver) -> Shown:
    return driver.play.view.layout.zoom, driver.app.surface.get_size()


def fresh_start(folder: Path, key: str, *, counters: bool) -> Shown:
    """What a first start of ``key`` shows, in a data folder of its own with the panel on or off."""
    folder.mkdir()
    Store(folder).save_settings(Settings(counters=counters))
    driver = Driver.preset(folder, key)
    try:
        return shown(driver)
    finally:
        driver.close()


def kept_views(folder: Path) -> object:
    return json.loads((folder / "settings.json").read_text(encoding="utf-8")).get("views")


@pytest.mark.parametrize("key", ["expert", "beginner8"])
def test_the_panel_on_and_off_a_new_game_and_a_restart_each_give_what_a_fresh_start_gives(
    tmp_path: Path, screen: Size, key: str
) -> None:
    bare = fresh_start(tmp_path / "bare", key, counters=False)
    with_panel = fresh_start(tmp_path / "panel", key, counters=True)
    if screen == (800, 600) and key == "expert":
        assert with_panel[0] == bare[0] - 1, "Expert on a laptop steps down a zoom for the panel"
    folder = tmp_path / "played"
    driver = Driver.preset(folder, key)
    try:
        assert shown(driver) == bare
        steps: list[tuple[str, Shown]] = []
        for name, keys, expected in [
            ("I", [pygame.K_i], with_panel),
            ("I again", [pygame.K_i], bare),
            ("I, F2", [pygame.K_i, pygame.K_F2], with_panel),
            ("I", [pygame.K_i], bare),
            ("I, I, I", [pygame.K_i, pygame.K_i, pygame.K_i], with_panel),
        ]:
            for pressed in keys:
                driver.key(pressed)
                driver.step()
            steps.append((name, shown(driver)))
            assert shown(driver) == expected, f"after {name}: {steps}"
        driver.app.show(driver.app.routes.play(driver.play.game.difficulty))  # the difficulty chosen again
        assert shown(driver) == with_panel, "a new game of the difficulty"
    finally:
        driver.close()
    assert kept_views(folder) == {}, "a zoom or window the player never chose was kept"
    restarted = Driver.preset(folder, key)
    try:
        assert shown(restarted) == with_panel, "a restart with the panel on"
        restarted.key(pygame.K_i)
        restarted.step()
        assert shown(restarted) == bare
    finally:
        restarted.close()
    again = Driver.preset(folder, key)
    try:
        assert shown(again) == bare, "a restart with the panel off"
    finally:
        again.close()


def test_the_players_own_zoom_is_kept_when_he_changes_it_and_the_panel_never_changes_it(
    tmp_path: Path, screen: Size
) -> None:
    driver = Driver.preset(tmp_path, "expert")
    try:
        zoom = driver.play.view.layout.zoom
        driver.key(pygame.K_MINUS)  # the player's own zoom, one smaller
        driver.step()
        smaller = shown(driver)
        assert smaller[0] == zoom - 1
        assert driver.app.ctx.settings.view_of(driver.play.game.difficulty) == View(*smaller)
        driver.key(pygame.K_i)
        driver.step()
        driver.key(pygame.K_i)
        driver.step()
        assert shown(driver) == smaller, "the panel shown and hidden again"
        pygame.key.set_mods(pygame.KMOD_CTRL)
        try:
            driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            driver.step()
        finally:
            pygame.key.set_mods(pygame.KMOD_NONE)
        assert driver.play.view.layout.zoom == zoom, "Ctrl+wheel zooms in place"
        kept = driver.app.ctx.settings.view_of(driver.play.game.difficulty)
        assert kept == View(zoom, smaller[1]), "Ctrl+wheel keeps the zoom, in the window as it is"
    finally:
        driver.close()
    restarted = Driver.preset(tmp_path, "expert")
    try:
        width, height = restarted.app.surface.get_size()  # (grown, if need be, to hold the menus' drop-downs)
        assert restarted.play.view.layout.zoom == zoom and width >= smaller[1][0] and height >= smaller[1][1]
    finally:
        restarted.close()


def test_a_window_dragged_with_the_panel_shown_is_kept_without_the_panels_room(tmp_path: Path, screen: Size) -> None:
    """The player's own window is the board's: dragged while the panel shows, it is kept less the panel, so hiding the
    panel (now or at a restart) takes the panel's room away and leaves the rest as he made it."""
    driver = Driver.preset(tmp_path, "beginner")
    try:
        driver.key(pygame.K_i)
        driver.step()
        width, height = driver.app.surface.get_size()
        driver.resize((width + 40, height + 30))
        layout = driver.play.view.layout
        assert layout.side is not None
        dragged = shown(driver)
        driver.key(pygame.K_i)
        driver.step()
        hidden = shown(driver)
        kept = driver.app.ctx.settings.view_of(driver.play.game.difficulty)
        assert kept is not None and kept.zoom == hidden[0] == dragged[0]
        assert hidden[1][0] < dragged[1][0] or hidden[1][1] < dragged[1][1], "the panel's room stayed"
    finally:
        driver.close()
    restarted = Driver.preset(tmp_path, "beginner")
    try:
        assert shown(restarted) == hidden
    finally:
        restarted.close()
