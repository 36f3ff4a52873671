"""The window records the player's hand: presses, releases and moves in board pixels at zoom 1 on the game
clock, whatever the zoom; keyboard moves as the clicks that mean the same; nothing after the game ends."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.actions import Kind
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind, decode_hand
from minesweeper.gui.play.hand_recorder import MIN_MOVE_MS
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver


def hand_of(driver: Driver) -> list[HandEvent]:
    return list(driver.play.session.hand)


def test_mouse_presses_and_moves_are_kept_in_board_pixels_at_zoom_one(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    assert driver.play.view.layout.zoom >= 2  # so a window pixel is not a board pixel
    driver.wait(1.5)
    driver.click_cell(0, 8)
    driver.wait(0.5)
    driver.click_cell(5, 0, RIGHT)
    hand = hand_of(driver)
    presses = [(e.kind, e.x // CELL_PX, e.y // CELL_PX) for e in hand if e.kind is not HandKind.MOVE]
    assert presses == [
        (HandKind.LEFT_DOWN, 0, 8),
        (HandKind.LEFT_UP, 0, 8),
        (HandKind.RIGHT_DOWN, 5, 0),
        (HandKind.RIGHT_UP, 5, 0),
    ]
    actions = driver.play.game.actions
    assert [e.t for e in hand if e.kind is HandKind.LEFT_UP] == [actions[0].t]
    assert [e.t for e in hand if e.kind is HandKind.RIGHT_UP] == [actions[1].t]
    assert actions[1].t - actions[0].t == 500


def test_moves_are_kept_at_most_a_hundred_a_second_and_only_when_the_point_changes(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    start = len(hand_of(driver))
    x, y = driver.cell_centre(4, 4)
    for step in range(20):
        driver.move((x + step, y))  # twenty moves at one instant: one is kept
    driver.wait(MIN_MOVE_MS / 1000)
    driver.move((x, y + 3))
    driver.wait(1)
    driver.move((x, y + 3))  # the same point again: nothing new
    moves = [e for e in hand_of(driver)[start:] if e.kind is HandKind.MOVE]
    assert len(moves) == 2
    assert moves[1].t - moves[0].t == MIN_MOVE_MS


def test_a_pointer_off_the_board_is_kept_at_the_off_board_corner(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.move((1, 1))
    last = hand_of(driver)[-1]
    assert (last.kind, last.x, last.y) == (HandKind.MOVE, 9 * CELL_PX, 9 * CELL_PX)


def test_keyboard_moves_become_clicks_at_the_cells_centre_and_the_result_keeps_the_hand(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    for key in (pygame.K_a,) * 4 + (pygame.K_s,) * 4:
        driver.key(key)
    driver.key(pygame.K_SPACE)  # the cursor starts mid-board: four left and four down is (0, 8)
    driver.key(pygame.K_f)
    kinds = [e.kind for e in hand_of(driver)]
    # one move to the cell's centre, then the reveal's click; the flag on the open cell changes nothing, and a key that
    # changes nothing is no click (docs/by-ear.md): not in the hand, not counted, not wasted
    assert kinds == [HandKind.MOVE, HandKind.LEFT_DOWN, HandKind.LEFT_UP]
    assert driver.play.session.clicks.total == 1
    reveal = driver.play.game.actions[0]
    assert reveal.kind is Kind.REVEAL
    ups = [e for e in hand_of(driver) if e.kind is HandKind.LEFT_UP]
    assert (ups[0].x, ups[0].y) == (reveal.x * CELL_PX + CELL_PX // 2, reveal.y * CELL_PX + CELL_PX // 2)


def test_the_hand_stops_at_the_end_and_is_stored_with_the_result(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)  # a mine
    assert driver.play.game.is_over
    length = len(hand_of(driver))
    driver.move(driver.cell_centre(3, 3))
    driver.click_cell(3, 3, LEFT)
    assert len(hand_of(driver)) == length
    store = driver.app.ctx.store
    assert store is not None
    entry = store.history()[0]
    stored = store.stored_game(entry.row_id)
    assert stored is not None
    assert decode_hand(stored.play.hand) == hand_of(driver)
