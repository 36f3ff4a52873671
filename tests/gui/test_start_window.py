"""The start window: each close keeps the menu's window for the next start, which shows it before the game loads;
the app then takes it over as it is (never opened again, resized or moved) whenever it is the window the menu needs,
with or without a saved game, where the player left it; and makes it so where it is not (a menu grown for notices).
On SDL's dummy driver, which keeps windows' sizes and positions as a window system would."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.app import App
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform import start_window
from minesweeper.gui.platform.window import around, size_of, work_area
from minesweeper.gui.screens.start import MenuMeasure, StartScreen
from minesweeper.store import Store, read_start_window, resolve_paths, write_start_window
from tests.gui.driver import Driver
from tests.saves import save_game, started_beginner


@pytest.fixture
def desktop_now(desktop: Size, monkeypatch: pytest.MonkeyPatch) -> Size:
    """The start window sees the pretended screen too."""
    monkeypatch.setattr(start_window, "desktop_size", lambda: desktop)
    return desktop


@pytest.fixture
def set_modes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, int]]]:
    """The sizes ``pygame.display.set_mode`` is asked for from now on."""
    asked: list[tuple[int, int]] = []
    real: Callable[..., pygame.Surface] = pygame.display.set_mode

    def set_mode(size: tuple[int, int], *args: int) -> pygame.Surface:
        asked.append((size[0], size[1]))
        return real(size, *args)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    yield asked


def where() -> pygame.Rect:
    return pygame.Rect(pygame.display.get_window_position(), pygame.display.get_window_size())


def start(folder: Path) -> tuple[pygame.Rect | None, App]:
    """A start as the installed command makes it: the display, the start window if one was kept (where it is), then
    the app, its first frame drawn."""
    start_window.open_window_display()
    shown = start_window.show(resolve_paths(folder))
    app = App(None, store=Store(folder), shown=shown)
    app.step()
    return None if shown is None else shown.window, app


def test_the_menus_measure_is_the_menus_window_with_and_without_a_saved_game(tmp_path: Path, desktop: Size) -> None:
    measure = MenuMeasure(Driver(tmp_path).app.ctx.font, size_of(work_area(desktop)))
    for waiting in (False, True):
        if waiting:
            save_game(tmp_path, started_beginner(), 5_000)
        driver = Driver(tmp_path)
        try:
            assert isinstance(driver.app.screen, StartScreen)
            assert any(entry.name == "continue" for entry in driver.app.screen.entries) == waiting
            assert measure.window(waiting=waiting) == driver.app.screen.size()
        finally:
            driver.close()


@pytest.mark.parametrize("waiting", [False, True], ids=["no saved game", "a saved game"])
def test_the_next_start_shows_the_menus_window_and_the_app_keeps_it_as_it_is(
    tmp_path: Path, desktop_now: Size, set_modes: list[tuple[int, int]], waiting: bool
) -> None:
    if waiting:
        save_game(tmp_path, started_beginner(), 5_000)
    Driver(tmp_path).close()
    set_modes.clear()
    shown, app = start(tmp_path)
    try:
        assert shown is not None, "no start window was kept"
        assert set_modes == [shown.size], "the window was opened again"
        assert where() == shown == app.window.placed
        assert app.surface.get_size() == app.screen.size() == shown.size
        assert any(entry.name == "continue" for entry in app.screen.entries) == waiting  # type: ignore[attr-defined]
    finally:
        app.close()


def test_a_window_the_player_moved_opens_where_he_left_it_at_once(
    tmp_path: Path, desktop_now: Size, set_modes: list[tuple[int, int]]
) -> None:
    driver = Driver(tmp_path)
    spot = work_area(desktop_now).topleft
    pygame.display.set_window_position(spot)  # the player drags it into the corner of the work area
    driver.close()
    kept = read_start_window(resolve_paths(tmp_path))
    assert kept is not None and kept.menu[:2] == spot
    set_modes.clear()
    shown, app = start(tmp_path)
    try:
        assert shown is not None and where() == shown and shown.topleft == spot
        assert len(set_modes) == 1
    finally:
        app.close()


def test_a_desktop_of_another_size_shows_no_start_window(
    tmp_path: Path, desktop_now: Size, monkeypatch: pytest.MonkeyPatch
) -> None:
    Driver(tmp_path).close()
    monkeypatch.setattr(start_window, "desktop_size", lambda: (desktop_now[0] + 1, desktop_now[1]))
    start_window.open_window_display()
    try:
        assert start_window.show(resolve_paths(tmp_path)) is None
        assert pygame.display.get_surface() is None  # nothing was opened
    finally:
        pygame.quit()


def test_a_menu_with_notices_to_show_makes_the_start_window_its_own_size(tmp_path: Path, desktop_now: Size) -> None:
    Driver(tmp_path).close()
    (tmp_path / "settings.json").write_text("{damaged")  # read as the menu is built: a notice it must show
    shown, app = start(tmp_path)
    try:
        assert isinstance(app.screen, StartScreen) and app.screen.notices
        assert shown is not None and app.screen.size()[1] > shown.height
        assert app.surface.get_size() == app.screen.size()
        assert where().center == shown.center  # grown about the same middle
    finally:
        app.close()


def test_the_window_follows_a_work_area_changed_since_the_last_close_once_the_menu_is_drawn(
    tmp_path: Path, desktop_now: Size
) -> None:
    Driver(tmp_path).close()
    paths = resolve_paths(tmp_path)
    kept = read_start_window(paths)
    assert kept is not None
    panel = 10  # a panel along the top then, gone since: the work area kept was less (the menu's scale the same)
    then = pygame.Rect(kept.area)
    then.height -= panel
    then.top += panel
    menu = around(then.center, kept.menu[2:], then)
    write_start_window(
        paths, kept._replace(area=(then.x, then.y, then.w, then.h), menu=(menu.x, menu.y, menu.w, menu.h))
    )
    shown, app = start(tmp_path)
    try:
        area = work_area(desktop_now)
        assert shown is not None and where() == shown and shown.center != area.center  # the first frame: as kept
        app.after_first_frame()  # once the first frame is drawn: the work area is read again
        assert where().center == area.center and area.contains(where())
        assert app.surface.get_size() == app.screen.size() == MenuMeasure(app.ctx.font, area.size).window(waiting=False)
    finally:
        app.close()
