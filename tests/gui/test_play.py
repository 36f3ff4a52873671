"""The playing screen through the real loop: real mouse and key events in, screen pixels and state out."""

from pathlib import Path

import pygame
import pytest

from minesweeper.core.game import GameState
from minesweeper.core.view import Tile
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.art.sheets import FaceSprite, TileSprite
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.start import StartScreen
from tests.gui.driver import LEFT, MIDDLE, RIGHT, SCENE_BOARD, Driver
from tests.saves import save_game, started_beginner

# 3 mines on a 4×4 board: (1,1), (3,3) and (3,0).
SMALL = """\
...*
.*..
....
...*"""

CLASSIC = chrome("classic")


@pytest.fixture
def small(tmp_path: Path) -> Driver:
    return Driver(tmp_path, layout=SMALL)


def face_shown(driver: Driver) -> FaceSprite:
    layout = driver.play.view.layout
    shown = driver.pixels(layout.face)
    faces = driver.app.ctx.sheets.faces(layout.scale)
    matches = [f for f in FaceSprite if pygame.image.tobytes(faces[f], "RGB") == shown]
    assert len(matches) == 1
    return matches[0]


def test_left_click_reveals_and_the_cell_shows_its_number(small: Driver) -> None:
    small.click_cell(0, 0)
    assert small.play.game.state is GameState.PLAYING
    assert small.shows(0, 0, Tile.OPEN_1)
    assert small.shows(1, 0, Tile.COVERED)


def test_pressing_sinks_the_cell_and_the_face_says_oh_until_release(small: Driver) -> None:
    small.down(LEFT, small.cell_centre(2, 2))
    assert small.sprite_shown(2, 2, TileSprite.OPEN)
    assert small.play.game.state is GameState.READY
    assert face_shown(small) is FaceSprite.OH
    small.post(pygame.MOUSEMOTION, pos=small.cell_centre(2, 3), rel=(0, 1), buttons=(1, 0, 0))
    small.step()
    assert small.sprite_shown(2, 2, TileSprite.COVERED) and small.sprite_shown(2, 3, TileSprite.OPEN)
    small.up(LEFT, small.cell_centre(2, 3))
    assert small.shows(2, 3, Tile.OPEN_1)
    assert face_shown(small) is FaceSprite.SMILE


def test_right_click_flags_then_clears_and_the_counter_follows(small: Driver) -> None:
    small.click_cell(1, 1, RIGHT)
    assert small.shows(1, 1, Tile.FLAG)
    assert small.play.game.mines_left == 2
    small.click_cell(1, 1, RIGHT)
    assert small.shows(1, 1, Tile.COVERED)


def test_a_flagged_cell_ignores_left_clicks(small: Driver) -> None:
    small.click_cell(1, 1, RIGHT)
    small.click_cell(1, 1)
    assert small.play.game.state is GameState.READY and small.shows(1, 1, Tile.FLAG)


@pytest.mark.parametrize("how", ["both", "middle", "left-on-number"])
def test_chord_by_both_buttons_middle_button_or_left_click_on_a_number(small: Driver, how: str) -> None:
    small.click_cell(0, 0)
    small.click_cell(1, 1, RIGHT)
    at = small.cell_centre(0, 0)
    if how == "both":
        small.down(LEFT, at)
        small.down(RIGHT, at)
        assert small.sprite_shown(0, 1, TileSprite.OPEN)  # the 3×3 shows pressed while held
        small.up(RIGHT, at)
        small.up(LEFT, at)
    elif how == "middle":
        small.click(at, MIDDLE)
    else:
        small.click(at, LEFT)
    assert small.shows(1, 0, Tile.OPEN_1) and small.shows(0, 1, Tile.OPEN_1)
    assert small.shows(1, 1, Tile.FLAG)


def test_left_click_chording_can_be_turned_off(small: Driver) -> None:
    small.play.flow.controls.pointer.left_click_chords = False
    small.click_cell(0, 0)
    small.click_cell(1, 1, RIGHT)
    small.click_cell(0, 0)
    assert small.shows(1, 0, Tile.COVERED)


def test_both_buttons_on_a_covered_cell_never_chord_or_reveal(small: Driver) -> None:
    small.click_cell(0, 0)
    at = small.cell_centre(2, 2)
    small.down(LEFT, at)
    small.down(RIGHT, at)
    small.up(LEFT, at)
    small.up(RIGHT, at)
    assert small.shows(2, 2, Tile.COVERED)
    assert len(small.play.game.actions) == 1


def test_wheel_buttons_and_clicks_outside_the_board_are_ignored(small: Driver) -> None:
    for button in (4, 5, 6, 7):
        small.click_cell(2, 2, button)
    small.click((2, 2))
    small.click((small.app.surface.get_width() - 2, small.app.surface.get_height() - 2), RIGHT)
    assert small.play.game.actions == ()


def test_the_wheel_buttons_leave_the_keyboard_cursor_alone(small: Driver) -> None:
    small.key(pygame.K_RIGHT)
    cursor = small.play.view.cursor
    small.click_cell(0, 0, 4)
    small.click_cell(0, 0, 5)
    assert cursor is not None and small.play.view.cursor == cursor


def test_a_store_notice_shows_in_the_message_bar_while_playing(tmp_path: Path) -> None:
    (tmp_path / "resume.json").write_text('{"version": 99}')  # from a newer version: never overwritten
    driver = Driver.preset(tmp_path, "beginner")
    driver.click_cell(4, 4)
    assert "resume.json" in driver.play.flow.notice  # on the message bar's second line, in the alert colour
    assert driver.play.message.startswith("F1 help")


def test_a_notice_on_the_last_move_gets_its_own_line_and_the_win_stays_green(tmp_path: Path) -> None:
    save_game(tmp_path, started_beginner(), 9_000)
    driver = Driver(tmp_path, layout="...\n...\n..*")
    driver.key(pygame.K_RETURN)  # yes, a new game: asked first, as the saved game waits
    driver.click_cell(0, 0)  # floods the whole board: won at once, and the saved game is given up
    assert driver.play.game.state is GameState.WON
    assert driver.play.message == "Cleared in 0.000 s!" and driver.play.flow.message_colour == CLASSIC.good
    assert "Beginner game was replaced and counted as given up (a loss)" in driver.play.flow.notice
    card = driver.play.canvas.results
    assert card is not None and card.notice == driver.play.flow.notice  # the card over the bar says it too
    driver.key(pygame.K_ESCAPE)
    bar = driver.play.view.layout.message
    shown = driver.app.surface.subsurface(bar)

    def rows_in(colour: tuple[int, int, int]) -> list[int]:
        ink = pygame.mask.from_threshold(shown, colour, (1, 1, 1, 255))
        return [y for y in range(bar.height) if any(ink.get_at((x, y)) for x in range(bar.width))]

    green, red = rows_in(CLASSIC.good), rows_in(CLASSIC.alert)
    assert green and red and max(green) < min(red)  # the win's words, then the notice on lines of its own


def test_a_loss_shows_the_end_board_the_dead_face_and_a_message(small: Driver) -> None:
    small.click_cell(0, 0)
    small.click_cell(2, 2, RIGHT)
    small.click_cell(3, 3)
    assert small.play.game.state is GameState.LOST
    small.key(pygame.K_ESCAPE)  # the results card closed: the end board
    assert small.shows(3, 3, Tile.DETONATED) and small.shows(1, 1, Tile.MINE)
    assert small.shows(2, 2, Tile.WRONG_FLAG)
    assert face_shown(small) is FaceSprite.DEAD
    assert "Boom" in small.play.message
    small.click_cell(0, 3)
    assert small.play.game.state is GameState.LOST  # the end board stays as it was


def test_a_win_flags_every_mine_and_puts_on_sunglasses(small: Driver) -> None:
    mines = {(3, 0), (1, 1), (3, 3)}
    for x, y in [(x, y) for y in range(4) for x in range(4) if (x, y) not in mines]:
        if not small.play.game.tile(x, y).is_open:
            small.wait(1.5)
            small.click_cell(x, y)
    assert small.play.game.state is GameState.WON
    small.key(pygame.K_ESCAPE)  # the results card closed: the end board
    assert all(small.shows(x, y, Tile.FLAGGED_MINE) for x, y in [(1, 1), (3, 0), (3, 3)])
    assert face_shown(small) is FaceSprite.COOL
    assert "Cleared in" in small.play.message


@pytest.mark.parametrize("restart", ["face", "f2", "enter"])
def test_face_f2_or_enter_after_the_end_start_a_new_game(small: Driver, restart: str) -> None:
    small.click_cell(1, 1)
    lost = small.play.game
    assert lost.state is GameState.LOST
    if restart == "face":  # the card, grown with its verdict and review, covers the face here: Esc shows the board
        small.solver_answers()
        small.key(pygame.K_ESCAPE)
        small.click(small.play.view.layout.face.center)
    else:
        small.key(pygame.K_F2 if restart == "f2" else pygame.K_RETURN)
    assert small.play.game.state is GameState.READY
    assert small.shows(1, 1, Tile.COVERED)
    assert face_shown(small) is FaceSprite.SMILE


def test_escape_returns_to_the_menu_and_the_game_can_be_continued(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner", seed=9)
    driver.click_cell(4, 4)
    shown = driver.pixels(driver.play.view.layout.viewport)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.screen, StartScreen)
    driver.key(pygame.K_c)
    assert isinstance(driver.app.screen, PlayScreen)
    assert driver.pixels(driver.play.view.layout.viewport) == shown


def test_the_timer_starts_at_the_first_reveal_and_counts_whole_seconds_rounded_up(small: Driver) -> None:
    small.wait(5)
    assert small.play.shown_seconds == 0
    small.click_cell(0, 0)
    assert small.play.shown_seconds == 1  # as Microsoft's timer, 1 at the first click
    small.wait(7.9)
    small.post(pygame.USEREVENT + 1)
    small.step()
    assert small.play.shown_seconds == 8  # 7.9 s: never shown better than it was
    small.wait(5000)
    small.post(pygame.USEREVENT + 1)
    small.step()
    assert small.play.shown_seconds == 999


def test_the_timer_wakes_the_loop_exactly_when_the_second_changes(small: Driver) -> None:
    assert small.play.next_tick_ms() is None
    small.click_cell(0, 0)
    small.wait(2.3)
    assert small.play.next_tick_ms() == 701  # 3 from 2.001 s to 3.000 s, 4 from 3.001 s
    small.click_cell(3, 3)
    assert small.play.game.is_over
    small.solver_answers()  # the verdict on the loss, worked out in the background, asks for ticks until taken
    assert small.play.next_tick_ms() is None


def test_a_player_can_win_with_the_keyboard_alone(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.key(pygame.K_UP)  # the cursor appears, one up from mid-board
    assert driver.play.view.cursor == (4, 3)
    for _ in range(4):
        driver.key(pygame.K_a)
    for _ in range(5):
        driver.key(pygame.K_s)
    driver.key(pygame.K_SPACE)
    assert driver.play.game.tile(0, 8) is Tile.OPEN_0
    cursor = [0, 8]
    mines = {(x, y) for y, row in enumerate(SCENE_BOARD.splitlines()) for x, c in enumerate(row) if c == "*"}
    for y in range(9):
        for x in range(9):
            if (x, y) in mines or driver.play.game.tile(x, y).is_open or driver.play.game.is_over:
                continue
            for key, axis, target in (
                (pygame.K_LEFT, 0, x),
                (pygame.K_RIGHT, 0, x),
                (pygame.K_UP, 1, y),
                (pygame.K_DOWN, 1, y),
            ):
                step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
                while (cursor[axis] - target) * step < 0:
                    driver.key(key)
                    cursor[axis] += step
            driver.key(pygame.K_RETURN)
    assert driver.play.game.state is GameState.WON


def test_keyboard_flag_and_chord(small: Driver) -> None:
    small.key(pygame.K_UP)
    cursor = small.play.view.cursor
    assert cursor is not None
    while small.play.view.cursor != (0, 0):
        small.key(pygame.K_LEFT)
        small.key(pygame.K_UP)
    small.key(pygame.K_SPACE)
    small.key(pygame.K_RIGHT)
    small.key(pygame.K_DOWN)
    small.key(pygame.K_f)
    small.key(pygame.K_LEFT)
    small.key(pygame.K_UP)
    assert small.shows(1, 1, Tile.FLAG)  # seen once the cursor's outline has moved off it
    small.key(pygame.K_SPACE)  # on the open 1 with its flag placed: chord
    assert small.play.game.tile(0, 1) is Tile.OPEN_1 and small.play.game.tile(1, 0) is Tile.OPEN_1


def win_by_mouse(driver: Driver, seconds: float) -> None:
    """Clear a random preset board: the first click lays the mines, then every safe cell is clicked."""
    driver.click_cell(0, 0)
    layout = driver.play.game.layout
    assert layout is not None
    driver.wait(seconds)
    for y in range(layout.height):
        for x in range(layout.width):
            if (x, y) not in layout.mines and not driver.play.game.tile(x, y).is_open:
                driver.click_cell(x, y)
    assert driver.play.game.state is GameState.WON


def test_a_top_ten_win_says_so_on_the_end_screen(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "easy", seed=2)
    win_by_mouse(driver, 30)
    assert driver.play.message == "Cleared in 30.000 s! New best time!"
    driver.key(pygame.K_F2)
    win_by_mouse(driver, 40)
    assert driver.play.message == "Cleared in 40.000 s! 2nd best"
