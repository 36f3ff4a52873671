"""The state machine through the real loop: menu, difficulty picker, custom form, zoom and scrolling."""

import json
import random
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame
import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Cell, Rect
from minesweeper.core.game import Game
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.view import Tile
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.custom import CustomScreen
from minesweeper.gui.screens.settings import SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.screens.statistics import StatsScreen
from minesweeper.session import Session
from minesweeper.store import Store
from tests.gui.driver import Driver, menu_key
from tests.saves import save_game, started_beginner

# A Beginner board whose cells (0,0) and (2,0) are each a 1 beside the mine at (1,1): revealing them opens them alone.
SAVED_BOARD = "\n".join(
    [
        ".........",
        ".*.....*.",
        ".........",
        "...*.....",
        "......*..",
        "*........",
        "....*....",
        "..*....*.",
        "*.......*",
    ]
)


@pytest.fixture
def menu(tmp_path: Path) -> Driver:
    driver = Driver(tmp_path)
    assert isinstance(driver.app.screen, StartScreen)
    return driver


@pytest.mark.parametrize(("key", "preset"), [(pygame.K_1 + i, key) for i, key in enumerate(PRESETS)])
def test_number_keys_start_each_preset(menu: Driver, key: int, preset: str) -> None:
    menu.key(key)
    game = menu.play.game
    assert game.difficulty == PRESETS[preset]
    assert menu.app.surface.get_size() == menu.play.view.layout.window


def test_clicking_a_difficulty_tile_starts_it_and_it_is_preselected_next_time(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    screen = driver.app.screen
    assert isinstance(screen, StartScreen)
    expert = next(e for e in screen.entries if e.name == "expert")
    driver.click(expert.button.rect.center)
    assert driver.play.game.difficulty == PRESETS["expert"]
    driver.close()
    again = Driver(tmp_path)
    menu = again.app.screen
    assert isinstance(menu, StartScreen)
    row, col = menu.selected
    assert menu.rows[row][col].name == "expert"
    again.key(pygame.K_RETURN)
    assert again.play.game.difficulty == PRESETS["expert"]


def test_arrows_move_the_selection_and_enter_chooses(menu: Driver) -> None:
    screen = menu.app.screen
    assert isinstance(screen, StartScreen)
    assert screen.rows[screen.selected[0]][screen.selected[1]].name == "beginner"
    menu.key(pygame.K_RIGHT)
    menu.key(pygame.K_UP)
    assert screen.rows[screen.selected[0]][screen.selected[1]].name == "normal"
    menu.key(pygame.K_RETURN)
    assert menu.play.game.difficulty == PRESETS["normal"]


def test_quit_ends_the_loop(menu: Driver) -> None:
    menu.key(pygame.K_q)
    assert not menu.app.ctx.running


def type_into(driver: Driver, text: str) -> None:
    for char in text:
        driver.key(pygame.K_0 + int(char), unicode=char)


def test_custom_board_by_keyboard_refuses_impossible_values_with_a_message(menu: Driver) -> None:
    menu.key(menu_key("custom"))
    custom = menu.app.screen
    assert isinstance(custom, CustomScreen)
    type_into(menu, "12")
    menu.key(pygame.K_DOWN)
    type_into(menu, "7")
    menu.key(pygame.K_DOWN)
    type_into(menu, "84")
    menu.key(pygame.K_RETURN)
    assert menu.app.screen is custom
    assert "between 0 and 83" in custom.error
    menu.key(pygame.K_BACKSPACE)
    menu.key(pygame.K_RETURN)
    game = menu.play.game
    assert (game.difficulty.width, game.difficulty.height, game.difficulty.mines) == (12, 7, 8)


def test_custom_form_remembers_the_last_values_and_refuses_huge_boards(menu: Driver) -> None:
    menu.key(menu_key("custom"))
    type_into(menu, "20")
    menu.key(pygame.K_DOWN)
    type_into(menu, "10")
    menu.key(pygame.K_RETURN)
    menu.key(pygame.K_ESCAPE)
    menu.key(menu_key("custom"))
    custom = menu.app.screen
    assert isinstance(custom, CustomScreen)
    assert custom.form.values[:2] == ["20", "10"]
    type_into(menu, "600")
    menu.key(pygame.K_RETURN)
    assert custom.error == "Width must be between 1 and 500 in the window"


def test_custom_form_by_mouse_plus_and_minus(menu: Driver) -> None:
    menu.key(menu_key("custom"))
    custom = menu.app.screen
    assert isinstance(custom, CustomScreen)
    before = int(custom.form.values[2])
    menu.click(custom.form.plus[2].rect.center)
    menu.click(custom.form.plus[2].rect.center)
    menu.click(custom.form.minus[2].rect.center)
    assert int(custom.form.values[2]) == before + 1
    menu.click(custom.back_button.rect.center)
    assert isinstance(menu.app.screen, StartScreen)


def test_zoom_keys_resize_the_window_and_the_tiles(tmp_path: Path) -> None:
    # Intermediate: a window taller than the Game menu's drop-down, which is the least a smaller board's window keeps
    driver = Driver.preset(tmp_path, "intermediate")
    zoom = driver.play.view.layout.zoom
    height = driver.app.surface.get_height()
    driver.key(pygame.K_MINUS)
    assert driver.play.view.layout.zoom == zoom - 1
    assert driver.app.surface.get_height() < height
    assert driver.shows(15, 15, Tile.COVERED)  # tiles drawn at the new size, the last cell included
    driver.key(pygame.K_PLUS)
    driver.key(pygame.K_PLUS)
    assert driver.play.view.layout.zoom == zoom + 1
    assert driver.app.surface.get_size() == driver.play.view.layout.window
    assert driver.shows(8, 8, Tile.COVERED)  # the middle cell stays in view, drawn at the new size


def test_zooming_a_board_bigger_than_the_window_repaints_it_at_the_new_zoom(tmp_path: Path) -> None:
    # A narrow, tall board: the window is as tall as the screen at 1x and 2x alike.
    driver = Driver(tmp_path, layout="\n".join("." * 5 for _ in range(200)))
    assert driver.play.view.layout.zoom == 1
    driver.click_cell(0, 0, 3)
    size = driver.app.surface.get_size()
    driver.key(pygame.K_PLUS)
    assert driver.play.view.layout.zoom == 2
    assert driver.app.surface.get_height() == size[1]  # as tall as the screen still: the board scrolls
    visible, viewport = driver.play.view.visible(), driver.play.view.layout.viewport
    rows = [y for y in range(visible.y0, visible.y1 + 1) if viewport.contains(driver.cell_rect(0, y))]
    assert len(rows) >= visible.y1 - visible.y0 - 1  # at most the first and last rows are partly scrolled away
    for y in (rows[0], rows[-1]):  # every whole row in view drawn at the new size
        for x in (visible.x0, visible.x1):
            assert driver.shows(x, y, Tile.FLAG if x == y == 0 else Tile.COVERED)
    driver.click_cell(visible.x0 + 1, rows[0], 3)
    assert driver.play.game.tile(visible.x0 + 1, rows[0]) is Tile.FLAG


class RecordingSurface(pygame.Surface):
    """A surface that keeps where each sprite of a batch blit went."""

    places: list[tuple[int, int]]

    def fblits(self, blit_sequence: Iterable[Any], *args: Any) -> None:
        jobs = list(blit_sequence)
        self.places.extend((int(place[0]), int(place[1])) for _, place in jobs)
        super().fblits(jobs, *args)


def test_a_big_board_scrolls_and_draws_only_visible_cells(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 300 for _ in range(200)))
    view = driver.play.view
    assert view.layout.hbar is not None and view.layout.vbar is not None
    seen = view.visible()
    driver.post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0, which=0, touch=False)
    driver.step()
    after = view.visible()
    assert after.y0 > seen.y0
    window = pygame.display.get_surface()
    assert window is not None
    surface = RecordingSurface(window.get_size())
    surface.places = []
    view.draw_cells(surface, None)
    shown = (after.x1 - after.x0 + 1) * (after.y1 - after.y0 + 1)
    assert len(surface.places) == shown < 300 * 200 // 10
    port, size = view.layout.viewport, view.cell
    assert all(port.left - size < x < port.right and port.top - size < y < port.bottom for x, y in surface.places)


def test_keyboard_cursor_keeps_itself_in_view(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 300 for _ in range(200)))
    view = driver.play.view
    driver.key(pygame.K_RIGHT)
    for _ in range(120):
        driver.key(pygame.K_RIGHT)
    assert view.cursor is not None
    visible = view.visible()
    assert visible.x0 <= view.cursor[0] <= visible.x1 and view.scroll_x > 0


def test_dragging_the_scroll_bar_scrolls(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 300 for _ in range(200)))
    bar = driver.play.view.layout.hbar
    assert bar is not None
    driver.down(1, (bar.left + 5, bar.centery))
    driver.post(pygame.MOUSEMOTION, pos=(bar.left + 105, bar.centery), rel=(100, 0), buttons=(1, 0, 0))
    driver.step()
    driver.up(1, (bar.left + 105, bar.centery))
    assert driver.play.view.scroll_x > 0
    assert driver.play.game.actions == ()


def test_a_click_redraws_only_the_cells_it_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver = Driver.preset(tmp_path, "expert", seed=3)
    driver.click_cell(15, 8)
    view = driver.play.view
    areas: list[Rect | None] = []
    real_draw = view.draw_cells

    def recording_draw(surface: pygame.Surface, area: Rect | None, pressed: Iterable[Cell] = ()) -> pygame.Rect:
        areas.append(area)
        return real_draw(surface, area, pressed)

    monkeypatch.setattr(view, "draw_cells", recording_draw)
    driver.click_cell(0, 0, 3)
    assert areas and all(area == Rect(0, 0, 0, 0) for area in areas)


def test_timer_events_run_only_while_a_game_runs(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    assert not driver.app.tick_armed
    driver.click_cell(4, 4)
    assert driver.app.tick_armed
    driver.post(TICK)
    driver.step()
    driver.key(pygame.K_ESCAPE)
    assert not driver.app.tick_armed
    assert isinstance(driver.app.screen, StartScreen) and not isinstance(driver.app.screen, PlayScreen)


def test_clicking_the_scroll_track_pages_by_a_view(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 300 for _ in range(200)))
    view = driver.play.view
    bar = view.layout.vbar
    assert bar is not None
    driver.click((bar.centerx, bar.bottom - 2))
    assert view.scroll_y == view.layout.viewport.height
    driver.click((bar.centerx, bar.top + 1))
    assert view.scroll_y == 0


def test_an_empty_custom_field_is_named_in_the_refusal(menu: Driver) -> None:
    menu.key(menu_key("custom"))
    custom = menu.app.screen
    assert isinstance(custom, CustomScreen)
    menu.key(pygame.K_UP)  # to Mines
    for _ in range(3):
        menu.key(pygame.K_BACKSPACE)
    menu.key(pygame.K_RETURN)
    assert custom.error == "Mines is empty: type a number"
    assert menu.app.screen is custom


@pytest.mark.parametrize("entry", ["custom", "statistics", "settings"])
def test_each_side_screen_is_left_by_esc_or_its_back_button(tmp_path: Path, entry: str) -> None:
    driver = Driver(tmp_path)
    driver.choose(entry)
    assert not isinstance(driver.app.screen, StartScreen)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, StartScreen)
    driver.choose(entry)
    screen = driver.app.screen
    assert isinstance(screen, (CustomScreen, StatsScreen, SettingsScreen))
    driver.click(screen.back_button.rect.center)
    assert isinstance(driver.app.screen, StartScreen)


def test_a_saved_game_that_cannot_be_rebuilt_sends_continue_back_to_the_menu_with_the_reason(tmp_path: Path) -> None:
    save_game(tmp_path, started_beginner(), 100)
    data = json.loads((tmp_path / "resume.json").read_text())
    data["actions"].append("C0,0@50")  # a chord on a covered cell never applies
    (tmp_path / "resume.json").write_text(json.dumps(data))
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen) and menu.rows[0][0].name == "continue"
    driver.key(pygame.K_c)
    again = driver.app.screen
    assert isinstance(again, StartScreen)
    assert all(entry.name != "continue" for entry in again.entries)
    assert any("resume.json" in "".join(lines) for lines in again.notices)


def test_continue_goes_on_from_the_journal_lines_that_apply_and_says_the_rest_is_kept_aside(tmp_path: Path) -> None:
    killed = Session(Store(tmp_path))  # a window that was killed mid-game: its moves after the first are journaled
    killed.new_game(PRESETS["beginner"], FixedMines(Layout.parse(SAVED_BOARD)))
    killed.apply(Kind.REVEAL, 0, 0)  # a 1 beside the mine at (1,1)
    killed.apply(Kind.FLAG, 1, 1)
    killed.apply(Kind.REVEAL, 2, 0)
    assert killed.store is not None and killed.game is not None
    killed.store.release_resume()  # the system drops the lock of a process that has gone
    journal = tmp_path / "resume.journal"
    line = json.loads(journal.read_bytes().splitlines()[-1])
    line["a"] = [f"R30,0@{line['clock']}"]  # off the board
    journal.write_bytes(journal.read_bytes() + json.dumps(line).encode() + b"\n")
    driver = Driver(tmp_path)
    driver.key(pygame.K_c)
    assert isinstance(driver.app.screen, PlayScreen)
    assert driver.play.game.actions == killed.game.actions
    driver.post(TICK)
    driver.step()
    assert "resume.journal is damaged at line 4" in driver.play.flow.notice
    assert "taken as it was before that line" in driver.play.flow.notice
    assert len(list(tmp_path.glob("resume.journal.corrupt-*"))) == 1


@pytest.mark.parametrize("how", ["keys", "wheel"])
def test_zooming_while_a_scroll_bar_is_held_ends_the_grab_and_nothing_breaks(tmp_path: Path, how: str) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 30 for _ in range(40)))  # fits at zoom 1, scrolls at 2
    driver.key(pygame.K_PLUS)
    bar = driver.play.view.layout.vbar
    assert bar is not None and driver.play.view.layout.zoom == 2
    driver.down(1, (bar.centerx, bar.top + 5))
    if how == "keys":
        driver.key(pygame.K_MINUS)
    else:
        pygame.key.set_mods(pygame.KMOD_CTRL)
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        driver.step()
        pygame.key.set_mods(0)
    assert driver.play.view.layout.zoom == 1 and driver.play.view.layout.vbar is None
    driver.post(pygame.MOUSEMOTION, pos=(bar.centerx, bar.top + 205), rel=(0, 200), buttons=(1, 0, 0))
    driver.step()
    driver.up(1, (bar.centerx, bar.top + 205))
    assert driver.play.view.scroll_y == 0
    assert driver.play.game.actions == ()


def test_continue_refuses_a_saved_board_too_big_for_the_window_and_says_so(tmp_path: Path) -> None:
    big = Game(Difficulty.custom(600, 20, 10), RandomMines(random.Random(1)))
    big.apply(Action(Kind.FLAG, 0, 0, 0))
    save_game(tmp_path, big, 100)
    driver = Driver(tmp_path)
    driver.key(pygame.K_c)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    shown = [" ".join(lines) for lines in menu.notices]
    assert any("600×20" in notice and "minesweeper-text --resume" in notice for notice in shown)
    assert (tmp_path / "resume.json").exists()


def test_the_menu_says_a_notice_as_written_not_as_its_lines_cut_a_long_path(tmp_path: Path) -> None:
    """A path too long for a line is cut on screen, at a separator such as its "."; heard, it is said unbroken (joined
    lines would say "settings. json")."""
    driver = Driver(tmp_path)
    path = str(tmp_path / ("folder" * 40) / "settings.json")
    driver.app.ctx.notices.append(f"{path} is damaged")
    driver.app.show(driver.app.routes.start())
    driver.step()
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    shown = [" ".join(lines) for lines in menu.notices]
    assert len(shown) == 1 and path not in shown[0] and "".join(menu.notices[0]).startswith(path)  # cut on screen
    assert f"{path} is damaged" in menu.heard().notice
