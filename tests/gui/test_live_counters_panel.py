"""The live counters' panel through the real loop: I and View > Live counters show and hide it, View's check items
choose its rows, both kept in the settings across a restart; it lies whole beside or under the board on every
desktop, the window growing about its centre for it and going back when it goes; it shows the game's figures as the
window plays it, and repaints only what changed."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from minesweeper.core.clock_text import hundredths
from minesweeper.core.errors import SettingsError
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.figures import figures
from minesweeper.core.metrics.live_rows import LIVE_ROWS, ROW_LABELS
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform.window import available
from minesweeper.gui.play.canvas import PlayCanvas
from minesweeper.gui.play.menus import COUNTER_ROW, MenuCommand
from minesweeper.gui.widgets.menubar import MenuItem
from minesweeper.settings import Settings
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver


def choose(driver: Driver, command: str) -> None:
    """Open View on the menu bar and click the item with ``command``, as a player does."""
    bar = driver.play.canvas.bar
    view = next(i for i, menu in enumerate(bar.menus) if menu.title == "View")
    driver.click(bar.titles[view].center)
    item = next(i for i, it in enumerate(bar.menus[view].items) if isinstance(it, MenuItem) and it.command == command)
    driver.click(bar.rows[view][item].center)


def check_whole(driver: Driver) -> pygame.Rect:
    """The panel and the frame inside the window, apart, and every row inside the panel with its words and value."""
    canvas, window = driver.play.canvas, driver.app.surface.get_rect()
    layout = canvas.layout
    assert layout.side is not None and canvas.counters is not None
    assert window.size == layout.window
    for part in (layout.side, layout.menu_bar, layout.status, layout.board_frame, layout.message):
        assert window.contains(part), f"{part} is outside the {window.size} window"
    for part in (layout.menu_bar, layout.status, layout.board_frame, layout.message):
        assert not layout.side.colliderect(part), f"the panel {layout.side} lies over {part}"
    assert layout.hbar is None and layout.vbar is None, "the board scrolls"
    panel, rows = canvas.counters, driver.play.counter_rows()
    assert [words for words, _ in rows] == [ROW_LABELS[name] for name in panel.rows]
    font = driver.app.ctx.font
    for index, (words, value) in enumerate(rows):
        box = panel.row_box(layout.side, layout.scale, layout.side_columns, index)
        assert layout.side.contains(box), f"row {words} is outside the panel"
        needed = font.size(words, layout.scale)[0] + font.size(value, layout.scale)[0]
        assert needed < box.width and font.size(words, layout.scale)[1] <= box.height, f"row {words} is cut"
    return layout.side


def test_i_shows_the_panel_whole_beside_or_under_expert_and_hides_it_giving_the_window_back(
    tmp_path: Path, desktop: Size
) -> None:
    driver = Driver.preset(tmp_path, "expert")
    try:
        before = driver.play.view.layout.zoom, driver.app.surface.get_size()
        assert driver.play.canvas.layout.side is None and not driver.app.ctx.settings.counters  # off by default
        driver.click_cell(15, 8)
        driver.key(pygame.K_i)
        driver.step()  # the window the panel asked for
        assert driver.app.ctx.settings.counters
        check_whole(driver)
        size = driver.app.surface.get_size()
        assert size[0] <= available(desktop)[0] and size[1] <= available(desktop)[1]
        driver.key(pygame.K_i)
        driver.step()
        assert driver.play.canvas.layout.side is None and not driver.app.ctx.settings.counters
        assert (driver.play.view.layout.zoom, driver.app.surface.get_size()) == before
    finally:
        driver.close()


def test_expert_on_a_laptop_steps_down_a_zoom_for_the_panel_and_a_big_screen_keeps_its_zoom(
    tmp_path: Path, desktop: Size
) -> None:
    """800x600 has no room beside or under Expert at 24-pixel cells: the panel takes 12-pixel cells beside it; a
    1920x1080 screen puts it beside the board at the zoom the board had."""
    driver = Driver.preset(tmp_path, "expert")
    try:
        zoom = driver.play.view.layout.zoom
        driver.key(pygame.K_i)
        driver.step()
        layout = driver.play.view.layout
        assert layout.side is not None
        assert layout.zoom == {(800, 600): zoom - 1}.get(desktop, zoom)
        if desktop == (1920, 1080):
            assert layout.side.left > layout.status.right and layout.side_columns == 1
    finally:
        driver.close()


def test_the_view_menu_shows_the_panel_and_chooses_its_rows_kept_across_a_restart(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "intermediate")
    try:
        choose(driver, MenuCommand.COUNTERS)
        assert driver.app.ctx.settings.counters and driver.play.canvas.counters is not None
        choose(driver, COUNTER_ROW + "path")
        choose(driver, COUNTER_ROW + "clicks")
        kept = tuple(name for name in LIVE_ROWS if name not in ("path", "clicks"))
        assert driver.app.ctx.settings.counter_rows == kept
        assert [words for words, _ in driver.play.counter_rows()] == [ROW_LABELS[name] for name in kept]
        view = next(menu for menu in driver.play.canvas.bar.menus if menu.title == "View")
        checked = {item.command for item in view.items if isinstance(item, MenuItem) and item.checked}
        assert checked == {MenuCommand.COUNTERS, *(COUNTER_ROW + name for name in kept)}
    finally:
        driver.close()
    restarted = Driver.preset(tmp_path, "expert")
    try:
        settings = restarted.app.ctx.settings
        assert settings.counters and settings.counter_rows == kept
        assert restarted.play.canvas.counters is not None and restarted.play.canvas.counters.rows == kept
        check_whole(restarted)
    finally:
        restarted.close()


def test_the_panel_shows_the_games_figures_as_the_window_plays_it_and_they_end_as_the_results(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    try:
        driver.key(pygame.K_i)
        rows = dict(driver.play.counter_rows())
        assert rows["Time"] == "0.00" and rows["3BV"] == "0/20" and rows["Path"] == "0.000"
        driver.click_cell(0, 8)
        driver.click_cell(5, 8, RIGHT)
        driver.wait(1.234)
        driver.post(pygame.USEREVENT + 1)
        driver.step()
        assert dict(driver.play.counter_rows())["Time"] == hundredths(driver.play.session.elapsed_ms())
        mines = Layout.parse(SCENE_BOARD).mines
        for y in range(9):
            for x in range(9):
                if (x, y) not in mines and not driver.play.game.is_over and not driver.play.game.tile(x, y).is_open:
                    driver.move(driver.cell_centre(x, y))
                    driver.wait(0.4)
                    driver.click_cell(x, y, LEFT)
        result = driver.play.session.last_result
        assert result is not None and result.won
        found = figures(result)
        assert found is not None and found.path is not None
        rows = dict(driver.play.counter_rows())
        assert rows["Time"] == hundredths(result.ms) and rows["3BV"] == f"{found.bbbv}/{found.bbbv}"
        assert rows["Effective"] == str(found.ce) and rows["Path"] == f"{found.path:.3f}"
        assert rows["Clicks L/R/D"] == f"{found.left}/{found.right}/{found.double}"
        assert rows["IOE"] == f"{found.ioe:.3f}" and rows["Correctness"] == f"{found.corr:.3f}"
    finally:
        driver.close()


def test_the_panel_wakes_every_frame_only_while_the_clock_runs_and_repaints_only_rows_that_changed(
    tmp_path: Path,
) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    try:
        play = driver.play
        driver.click_cell(4, 4)
        driver.wait(0.5)
        off = play.next_tick_ms()
        assert off is not None and off > 16  # the LED timer's next second
        driver.key(pygame.K_i)
        assert play.next_tick_ms() == 16
        canvas: PlayCanvas = play.canvas
        panel, side = canvas.counters, canvas.layout.side
        assert panel is not None and side is not None
        rows = play.counter_rows()
        surface = driver.app.surface
        assert panel.draw(surface, side, canvas.layout.scale, 1, rows, False) == []  # as drawn: nothing to paint
        driver.wait(0.01)
        running = play.counter_rows()
        changed = panel.draw(surface, side, canvas.layout.scale, 1, running, False)
        assert len(changed) == 3  # the time, the 3BV/s and the estimated time run with the clock
        kept = {key[0] for key in driver.app.ctx.font._rendered}
        assert dict(running)["Time"] not in kept  # drawn afresh, never cached: the labels that stay keep their place
        choose(driver, COUNTER_ROW + "time")
        choose(driver, COUNTER_ROW + "bbbv_s")
        choose(driver, COUNTER_ROW + "etime")
        assert play.next_tick_ms() != 16  # nothing shown runs with the clock: no frames to draw
    finally:
        driver.close()


def test_settings_from_before_the_panel_load_with_it_off_and_every_row_and_odd_rows_are_dropped(
    tmp_path: Path,
) -> None:
    old, notices = Settings.from_dict({"question_marks": True, "theme": "dark"})
    assert (old.counters, old.counter_rows, notices) == (False, LIVE_ROWS, [])
    chosen, notices = Settings.from_dict({"counters": True, "counter_rows": ["path", "speed", "time"]})
    assert chosen.counters and chosen.counter_rows == ("time", "path") and "speed" in notices[0]
    assert Settings.from_dict(chosen.to_dict())[0] == chosen
    with pytest.raises(SettingsError, match="counter_rows"):
        Settings.from_dict({"counter_rows": "time"})
    nothing = {"version": 2, "counters": True, "counter_rows": []}
    (tmp_path / "settings.json").write_text(json.dumps(nothing), encoding="utf-8")
    driver = Driver.preset(tmp_path, "beginner")  # every row unticked: the panel has nothing to show, and no room
    try:
        assert driver.app.ctx.settings.counters and driver.play.canvas.layout.side is None
        assert driver.play.counter_rows() == []
    finally:
        driver.close()
