"""The replay viewer through the real loop: a game played with the mouse replays with its pointer and sunk
cells, time moves only while playing and at the chosen speed, steps and seeks go where they say, a game
without a hand replays move by move, it exports, resizes, and repaints only what changed."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.formats.replay_file import read_replay, replay_name
from minesweeper.core.hand import CELL_PX
from minesweeper.core.view import Tile
from minesweeper.gui.art.sheets import FaceSprite, TileSprite
from minesweeper.gui.play.board_view import SPRITE_OF
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.replay.arrow import arrow
from minesweeper.gui.screens.replay.viewer import FRAME_MS, ReplayScreen
from minesweeper.store import Store
from tests.gui.driver import LEFT, Driver
from tests.gui.history_kit import HELD_MS, finished, history, play_and_lose, replay_newest, viewer

FIRST_CLICK = 1300  # the game clock of ``play_and_lose`` at its first press (the pointer first moved at 1000)


def tick(driver: Driver, seconds: float) -> None:
    driver.wait(seconds)
    driver.post(TICK)
    driver.step()


def cell_rect(screen: ReplayScreen, x: int, y: int) -> pygame.Rect:
    view = screen.view
    port = view.layout.viewport
    return pygame.Rect(
        port.left + x * view.cell - view.scroll_x, port.top + y * view.cell - view.scroll_y, view.cell, view.cell
    )


def shows(driver: Driver, screen: ReplayScreen, x: int, y: int, sprite: int, *, quarter: bool = False) -> bool:
    """Whether a cell shows ``sprite`` (only its top-left ``quarter``, which the arrow pointing at the cell's
    centre leaves uncovered)."""
    tile = driver.app.ctx.sheets.tiles(screen.view.layout.zoom)[sprite]
    rect = cell_rect(screen, x, y)
    if quarter:
        rect.size = (rect.width // 2, rect.height // 2)
        tile = tile.subsurface((0, 0, *rect.size))
    return driver.pixels(rect) == pygame.image.tobytes(tile, "RGB")


def face_shown(driver: Driver, screen: ReplayScreen, face: FaceSprite) -> bool:
    layout = screen.view.layout
    image = driver.app.ctx.sheets.faces(layout.scale)[face]
    return driver.pixels(layout.face) == pygame.image.tobytes(image, "RGB")


def arrow_at(driver: Driver, screen: ReplayScreen, point: tuple[int, int]) -> bool:
    """Whether the arrow is drawn with its tip at board pixel ``point``."""
    zoom = screen.view.layout.zoom
    port = screen.view.layout.viewport
    image = arrow(zoom)
    spot = image.get_rect(
        topleft=(port.left + point[0] * zoom - screen.view.scroll_x, port.top + point[1] * zoom - screen.view.scroll_y)
    )
    drawn = driver.app.surface.subsurface(spot)
    return all(
        drawn.get_at((x, y)) == image.get_at((x, y))
        for x in range(0, spot.width, zoom)
        for y in range(0, spot.height, zoom)
        if image.get_at((x, y)).a == 255
    )


def test_the_replay_opens_at_the_start_and_time_runs_only_while_playing(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    replay = screen.replay
    assert screen.player.begin == FIRST_CLICK - 500  # just before the first click, not at the pointer's first stir
    assert (replay.t, replay.moves, screen.player.playing) == (screen.player.begin, 0, False)
    assert screen.next_tick_ms() is None
    assert all(shows(driver, screen, x, y, TileSprite.COVERED) for x in range(9) for y in range(9))
    driver.key(pygame.K_SPACE)
    assert screen.player.playing and screen.next_tick_ms() is not None
    tick(driver, 1.0)
    assert replay.t == FIRST_CLICK + 500
    driver.key(pygame.K_SPACE)
    tick(driver, 5)
    assert (replay.t, screen.player.playing, screen.next_tick_ms()) == (FIRST_CLICK + 500, False, None)
    driver.key(pygame.K_SPACE)
    tick(driver, 60)  # played to the end: it stops there, the face dead
    assert (replay.t, screen.player.playing) == (replay.end, False)
    assert face_shown(driver, screen, FaceSprite.DEAD)
    assert shows(driver, screen, 5, 4, SPRITE_OF[Tile.DETONATED], quarter=True)
    assert shows(driver, screen, 5, 0, SPRITE_OF[Tile.MINE])
    driver.key(pygame.K_SPACE)  # at the end, Space plays again from the start
    assert screen.player.playing and replay.t == screen.player.begin


def test_the_speed_steps_from_a_quarter_to_eight_times(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    for _ in range(3):
        driver.key(pygame.K_PLUS)
    assert screen.player.speed == 8.0  # and no further
    driver.key(pygame.K_SPACE)
    tick(driver, 0.25)
    assert screen.replay.t == screen.player.begin + 2000
    for _ in range(6):
        driver.key(pygame.K_MINUS)
    assert screen.player.speed == 0.25
    tick(driver, 2.0)
    assert screen.replay.t == screen.player.begin + 2500
    wait = screen.next_tick_ms()
    assert wait is not None and wait >= FRAME_MS


def test_steps_go_one_move_at_a_time_and_home_and_end_to_the_ends(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    replay = screen.replay
    seen = []
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
        seen.append((replay.moves, replay.t))
    times = [action.t for action in replay.actions]
    assert times[0] == 1300 and times[1] - times[0] == 700  # as played, to the ms the fake clock gives
    # Each step is a move at its own moment (the board as it was just before it), then the end.
    assert seen == [(0, times[0]), (1, times[1]), (2, times[2]), (3, times[3]), (4, replay.end)]
    assert shows(driver, screen, 3, 5, TileSprite.FLAG)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    # The third move about to be made: its button held on the cell it opens, sunk, and the face says "oh".
    assert (replay.moves, replay.t) == (2, times[2])
    assert shows(driver, screen, 4, 4, TileSprite.OPEN, quarter=True) and face_shown(driver, screen, FaceSprite.OH)
    driver.key(pygame.K_END)
    assert replay.t == replay.end and face_shown(driver, screen, FaceSprite.DEAD)
    driver.key(pygame.K_HOME)
    assert (replay.t, replay.moves) == (screen.player.begin, 0)
    assert all(shows(driver, screen, x, y, TileSprite.COVERED) for x in range(9) for y in range(9))


def test_the_seek_bar_goes_where_it_is_clicked_and_dragged(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    replay, seek = screen.replay, screen.bar.seek
    driver.click(seek.center)
    begin = screen.player.begin
    assert abs(replay.t - (begin + replay.end) // 2) <= (replay.end - begin) // seek.width + 1
    driver.down(LEFT, (seek.left, seek.centery))
    assert replay.t == screen.player.begin
    driver.move((seek.right + 40, seek.centery), (1, 0, 0))  # dragged past the end: it holds there
    assert replay.t == replay.end
    driver.up(LEFT, (seek.right + 40, seek.centery))
    driver.move((seek.left, seek.centery))
    assert replay.t == replay.end  # released: moving no longer seeks


def test_a_held_press_sinks_its_cell_under_the_pointer_and_the_face_says_oh(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    driver.key(pygame.K_SPACE)
    tick(driver, (HELD_MS - screen.player.begin) / 1000)
    assert screen.replay.t == HELD_MS
    assert shows(driver, screen, 4, 4, TileSprite.OPEN, quarter=True)  # sunk under the held button
    assert shows(driver, screen, 3, 3, TileSprite.COVERED)  # where the press began is up again
    assert face_shown(driver, screen, FaceSprite.OH)
    assert arrow_at(driver, screen, (4 * CELL_PX + CELL_PX // 2, 4 * CELL_PX + CELL_PX // 2))
    tick(driver, 0.25)  # released: (4, 4) is open, a 2
    assert shows(driver, screen, 4, 4, TileSprite.number(2), quarter=True)
    assert face_shown(driver, screen, FaceSprite.SMILE)


def test_a_tick_repaints_only_what_moved(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    driver.app.draw()
    screen.go_to(screen.replay.t + 200)  # the message turns to the next move, whose longer line lays the bar out anew
    screen.draw(driver.app.surface, False)
    message = screen.message
    screen.go_to(screen.replay.t + 100)  # the pointer moves on towards (3, 3); no move is made
    changed = screen.draw(driver.app.surface, False)
    assert screen.message == message
    window = pygame.Rect((0, 0), screen.size())
    assert changed and all(rect.width * rect.height < window.width * window.height // 4 for rect in changed)
    assert not any(rect.contains(screen.view.layout.viewport) for rect in changed)


def test_a_game_without_a_hand_replays_move_by_move_with_the_pointer_on_each_cell(tmp_path: Path) -> None:
    game = finished("easy", 4, "2024-05-01T10:00:00", lose_after=3)
    store = Store(tmp_path)
    store.record_result(game)
    store.close()
    driver = Driver(tmp_path)
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)
    screen = viewer(driver)
    assert "move by move" in screen.message
    for action in game.record.actions:
        driver.key(pygame.K_RIGHT)
        centre = (action.x * CELL_PX + CELL_PX // 2, action.y * CELL_PX + CELL_PX // 2)
        assert screen.replay.t == action.t and arrow_at(driver, screen, centre)


def test_the_viewer_exports_and_esc_goes_back_to_the_history(tmp_path: Path) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    driver.key(pygame.K_j)
    exchange = Store(tmp_path).paths.exchange
    written = exchange / replay_name(screen.game)
    assert read_replay(written.read_bytes()).record == screen.game.record
    assert screen.message == f"Exported {written.name} to {exchange}"  # the folder too, to find it by
    driver.key(pygame.K_e)
    assert written.with_suffix(".evf").is_file()
    driver.key(pygame.K_ESCAPE)
    history(driver)


@pytest.mark.parametrize("desktop", [(1920, 1080)], indirect=True)  # a screen with room for a 900x1000 window
def test_the_viewer_is_resizable_with_the_strip_along_the_bottom(tmp_path: Path, desktop: tuple[int, int]) -> None:
    driver = play_and_lose(tmp_path)
    screen = replay_newest(driver)
    zoom = screen.view.layout.zoom
    driver.resize((900, 1000))
    assert screen.bar.rect.bottom == 1000 and screen.bar.rect.width == 900
    assert screen.view.layout.zoom > zoom and screen.view.layout.window == (900, 1000 - screen.bar.height)
    driver.key(pygame.K_RIGHT)  # the first move's moment, then the second's: the first made
    driver.key(pygame.K_RIGHT)
    assert shows(driver, screen, 0, 8, TileSprite.number(0), quarter=True)
    assert shows(driver, screen, 8, 0, TileSprite.COVERED)
