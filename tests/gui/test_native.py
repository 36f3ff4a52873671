"""The game window as a desktop program, through the real loop: the menu bar and help by mouse and keyboard,
keyboard play the handheld way, zoom about the pointer, pause when away, sounds, and the small things
(the face as a button in every state, the title, Continue naming the saved game, steppers that stop)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.game import GameState
from minesweeper.core.presets import PRESETS
from minesweeper.core.view import Tile
from minesweeper.gui.art.sheets import FaceSprite
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.custom import CustomScreen
from minesweeper.gui.screens.settings import SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.widgets.menubar import MenuItem
from tests.gui.driver import LEFT, MIDDLE, RIGHT, Driver, menu_key
from tests.gui.test_play import SMALL, face_shown
from tests.saves import save_game, started_beginner


@pytest.fixture
def small(tmp_path: Path) -> Driver:
    return Driver(tmp_path, layout=SMALL)


def press(driver: Driver, key: int) -> None:
    driver.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    driver.step()


def release(driver: Driver, key: int) -> None:
    driver.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    driver.step()


# ----------------------------------------------------------------- the menu bar and help


def test_the_game_menu_by_mouse_starts_another_difficulty(small: Driver) -> None:
    bar = small.play.canvas.bar
    small.click(bar.titles[0].center)
    assert bar.dropped and bar.active == 0
    expert = next(
        row
        for item, row in zip(bar.menus[0].items, bar.rows[0], strict=True)
        if getattr(item, "command", "") == "play:expert"
    )
    small.click(expert.center)
    assert isinstance(small.app.screen, PlayScreen) and small.play.game.difficulty == PRESETS["expert"]
    assert pygame.display.get_caption()[0] == "Minesweeper — Expert"


def test_the_menu_bar_by_keyboard_alone(small: Driver) -> None:
    small.key(pygame.K_F10)
    bar = small.play.canvas.bar
    assert bar.active == 0 and not bar.dropped
    small.key(pygame.K_RIGHT)
    small.key(pygame.K_RIGHT)  # past View
    small.key(pygame.K_DOWN)  # opens Help on its first item, Hint
    assert bar.active == 2 and bar.dropped
    small.key(pygame.K_DOWN)
    small.key(pygame.K_DOWN)  # past Mine chances and the separator, to How to play
    small.key(pygame.K_RETURN)
    assert small.play.canvas.help is not None and small.play.canvas.help.page == "help"
    small.key(pygame.K_ESCAPE)  # closes the help, not the game
    assert small.play.canvas.help is None and isinstance(small.app.screen, PlayScreen)


def test_a_click_outside_an_open_menu_closes_it_and_never_reaches_the_board(small: Driver) -> None:
    bar = small.play.canvas.bar
    small.click(bar.titles[0].center)
    drop = bar.shown_drop()
    assert drop is not None
    outside = next((x, y) for y in range(4) for x in range(4) if not drop.collidepoint(small.cell_centre(x, y)))
    small.click_cell(*outside)
    assert not small.play.canvas.bar.dropped
    assert small.play.game.actions == ()


def test_f1_shows_help_over_the_board_readable_at_the_board_scale_and_a_click_closes_it(small: Driver) -> None:
    before = small.pixels(small.play.view.layout.viewport)
    small.key(pygame.K_F1)
    help_overlay = small.play.canvas.help
    assert help_overlay is not None and help_overlay.scale >= 1
    assert small.pixels(small.play.view.layout.viewport) != before
    small.click_cell(0, 0)
    assert small.play.canvas.help is None and small.play.game.actions == ()  # the click only closed it
    assert small.pixels(small.play.view.layout.viewport) == before


def test_no_guess_boards_toggle_from_the_menu_and_are_kept(small: Driver, tmp_path: Path) -> None:
    assert not small.app.ctx.settings.no_guess
    small.play.command("no-guess")
    assert small.app.ctx.settings.no_guess
    game_menu = small.play.canvas.bar.menus[0]
    checked = [item.checked for item in game_menu.items if isinstance(item, MenuItem) and item.command == "no-guess"]
    assert checked == [True]


# ----------------------------------------------------------------- keyboard play


def test_a_move_key_acts_on_release_and_the_face_thinks_while_it_is_held(small: Driver) -> None:
    small.key(pygame.K_LEFT)  # shows the cursor, moved one left of the middle: (1, 2)
    assert small.play.view.cursor == (1, 2)
    press(small, pygame.K_SPACE)
    assert small.play.game.actions == () and face_shown(small) is FaceSprite.OH
    release(small, pygame.K_SPACE)
    assert small.play.game.tile(1, 2) is Tile.OPEN_1 and face_shown(small) is FaceSprite.SMILE


def test_a_second_key_pressed_while_one_is_held_cancels_both(small: Driver) -> None:
    small.key(pygame.K_LEFT)
    press(small, pygame.K_SPACE)
    press(small, pygame.K_f)
    release(small, pygame.K_f)
    release(small, pygame.K_SPACE)
    assert small.play.game.actions == ()
    small.key(pygame.K_f)
    assert small.play.game.tile(1, 2) is Tile.FLAG  # and the next move works again


def test_the_cursor_keeps_its_cell_through_mouse_play_and_new_games(small: Driver) -> None:
    small.key(pygame.K_UP)
    small.key(pygame.K_RIGHT)
    assert small.play.view.cursor == (3, 1)
    small.click_cell(0, 0, RIGHT)  # the mouse hides the cursor, but it keeps its cell
    assert small.play.view.cursor is None
    small.key(pygame.K_f)  # and the first key acts there, showing it again
    assert small.play.game.tile(3, 1) is Tile.FLAG and small.play.view.cursor == (3, 1)
    small.key(pygame.K_F2)
    small.key(pygame.K_SPACE)  # a new game: the first Space opens at the same cell
    assert small.play.game.tile(3, 1).is_open


def test_the_keyboard_alone_can_play_after_a_game_ends(small: Driver) -> None:
    small.click_cell(1, 1)  # a mine: lost
    states = [small.play.game.state]
    small.key(pygame.K_RETURN)  # Enter starts the next game
    states.append(small.play.game.state)
    small.key(pygame.K_DOWN)
    small.key(pygame.K_SPACE)
    states.append(small.play.game.state)
    assert states == [GameState.LOST, GameState.READY, GameState.PLAYING]


# ----------------------------------------------------------------- zoom about the pointer


def test_ctrl_wheel_keeps_the_cell_under_the_pointer_under_it(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout="\n".join("." * 120 for _ in range(120)))
    view = driver.play.view
    shown = view.visible()
    target = ((shown.x0 + shown.x1) // 2 + 7, (shown.y0 + shown.y1) // 2 - 5)  # off centre, well inside
    pointer = driver.cell_centre(*target)
    for step in (1, 1, -1):
        pygame.key.set_mods(pygame.KMOD_CTRL)
        driver.post(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
        driver.post(pygame.MOUSEWHEEL, x=0, y=step, flipped=False, precise_x=0.0, precise_y=float(step))
        driver.step()
        pygame.key.set_mods(0)
        assert view.cell_at(pointer) == target, view.layout.zoom
    assert view.layout.zoom == 2


# ----------------------------------------------------------------- away, sounds, the face, the title


def test_the_clock_stops_and_the_board_hides_while_the_window_is_away(small: Driver) -> None:
    small.click_cell(0, 0)
    small.wait(2)
    board = small.pixels(small.play.view.layout.viewport)
    small.post(pygame.WINDOWFOCUSLOST)
    small.step()
    assert small.pixels(small.play.view.layout.viewport) != board  # hidden behind "Paused"
    assert small.play.next_tick_ms() is None
    small.wait(600)  # ten minutes away
    small.post(pygame.WINDOWFOCUSGAINED)
    small.step()
    small.wait(1)
    assert small.app.ctx.session.elapsed_ms() == 3000
    assert small.pixels(small.play.view.layout.viewport) == board  # back, exactly as it was


def test_pausing_can_be_switched_off(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SMALL)
    driver.app.ctx.change_settings(pause_when_away=False)
    driver.click_cell(0, 0)
    driver.post(pygame.WINDOWFOCUSLOST)
    driver.step()
    driver.wait(5)
    assert driver.app.ctx.session.elapsed_ms() == 5000


def test_sounds_follow_the_game_a_tick_a_second_a_loss_and_a_win(
    small: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard: list[str] = []
    sounds = small.app.ctx.sounds
    for cue in ("tick", "explode", "win"):
        monkeypatch.setattr(sounds, cue, lambda cue=cue: heard.append(cue))
    small.click_cell(0, 0)  # the timer shows 1 from the first click on, 2 from 1.001 s
    small.wait(0.5)
    for _ in range(2):
        small.wait(1)
        small.post(TICK)
        small.step()
    small.click_cell(1, 1)
    assert heard == ["tick", "tick", "explode"]


def test_the_face_sinks_when_pressed_even_after_the_game_is_lost(small: Driver) -> None:
    """The card waits for its verdict and review (it grows with them, on this small window over the face), then Esc
    shows the board, as a player does to reach the face: the press no longer races the solver's answers."""
    small.click_cell(1, 1)
    small.solver_answers()
    press(small, pygame.K_ESCAPE)
    face = small.play.view.layout.face
    small.down(LEFT, face.center)
    assert face_shown(small) is FaceSprite.SMILE_PRESSED
    small.up(LEFT, face.center)
    assert small.play.game.state is GameState.READY


def test_a_right_press_during_a_middle_chord_never_flags(small: Driver) -> None:
    small.click_cell(0, 0)
    small.down(MIDDLE, small.cell_centre(0, 0))
    small.down(RIGHT, small.cell_centre(0, 0))
    assert all(a.kind is not Kind.FLAG for a in small.play.game.actions)


def test_continue_names_the_saved_game_and_its_time(tmp_path: Path) -> None:
    game = started_beginner()
    save_game(tmp_path, game, 125_400)
    driver = Driver(tmp_path)
    menu = driver.app.screen
    assert isinstance(menu, StartScreen)
    button = menu.rows[0][0].button  # on two lines where the desktop has room, else on one
    assert button.label.startswith("Continue Beginner") and "2:06 played" in f"{button.label} {button.detail}"


# ----------------------------------------------------------------- zoom and size remembered per difficulty


def test_the_zoom_is_remembered_per_difficulty_across_runs(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    zoom = driver.play.view.layout.zoom
    driver.key(pygame.K_MINUS)
    driver.key(pygame.K_ESCAPE)
    driver.key(menu_key("expert"))  # Expert keeps its own
    assert driver.play.view.layout.zoom != zoom - 1 or zoom - 1 == driver.play.view.layout.zoom
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_4)
    assert driver.play.view.layout.zoom == zoom - 1
    driver.close()
    again = Driver.preset(tmp_path, "beginner")
    assert again.play.view.layout.zoom == zoom - 1


# ----------------------------------------------------------------- the custom form's steppers


def test_custom_steppers_stop_at_their_limits_and_repeat_while_held(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    driver.choose("custom")
    custom = driver.app.screen
    assert isinstance(custom, CustomScreen)
    custom.form.values = ["499", "2", "0"]
    plus = custom.form.plus[0].rect.center
    driver.down(LEFT, plus)
    assert custom.form.values[0] == "500"
    for _ in range(5):
        driver.wait(0.5)
        driver.post(TICK)
        driver.step()
    driver.up(LEFT, plus)
    assert custom.form.values[0] == "500"  # clamped: never 501
    custom.form.values = ["10", "10", "5"]
    driver.down(LEFT, custom.form.plus[2].rect.center)
    assert custom.form.values[2] == "6"
    driver.wait(0.3)
    driver.post(TICK)
    driver.step()
    assert custom.form.values[2] == "6"  # not yet: a held stepper waits before it repeats
    for _ in range(10):
        driver.wait(0.1)
        driver.post(TICK)
        driver.step()
    assert int(custom.form.values[2]) > 10
    driver.up(LEFT, custom.form.plus[2].rect.center)
    custom.form.values = ["3", "3", "8"]
    driver.click(custom.form.plus[2].rect.center)
    assert custom.form.values[2] == "8"  # 3×3 takes at most 8 mines
    driver.click(custom.form.minus[0].rect.center)
    driver.click(custom.form.minus[0].rect.center)
    driver.click(custom.form.minus[0].rect.center)
    assert custom.form.values[0] == "1"


def test_settings_reach_the_sound_switch_by_keyboard(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    driver.choose("settings")
    screen = driver.app.screen
    assert isinstance(screen, SettingsScreen)
    for _ in range(4):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_SPACE)
    assert driver.app.ctx.settings.sound
