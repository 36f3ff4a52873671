"""ms-toollib replays our EVF files of hands full of what a real mouse does (presses off the board, extra
buttons in a chord, buttons pressed again, question-mark cycles) to the end the window reached."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from minesweeper.core.formats.evf import _game_on, _Transcriber, write_evf
from minesweeper.core.game import Game, GameState
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind, cell_centre
from minesweeper.core.view import Tile
from tests.core.test_evf import hand
from tests.core.test_evf_pointer import FLAG_BOTH, OPEN_RIGHT, middle_chord
from tests.oracle_evf import read_with_oracle
from tests.oracle_evf.test_evf_oracle import MINEFIELD, START_US, check, small

E = HandKind


def export(
    width: int,
    height: int,
    mines: bytes,
    moves: list[HandEvent],
    *,
    won: bool,
    question_marks: bool = False,
    left_click_chords: bool = True,
) -> bytes:
    return write_evf(
        width,
        height,
        mines,
        moves,
        won=won,
        question_marks=question_marks,
        first_click_opening=False,
        no_guess=False,
        start_us=START_US,
        end_us=START_US + 10**9,
        left_click_chords=left_click_chords,
    )


@pytest.mark.parametrize("left_click_chords", [True, False])
def test_the_left_click_chord_setting_reads_back_as_the_window_played(left_click_chords: bool, tmp_path: Path) -> None:
    moves = (
        OPEN_RIGHT
        + FLAG_BOTH
        + hand((60, E.LEFT_DOWN, 18, 18), (70, E.LEFT_UP, 18, 18))
        + middle_chord(80, 18, 18)
        + middle_chord(90, 18, 30)
    )
    found = read_with_oracle(export(*MINEFIELD, moves, won=True, left_click_chords=left_click_chords), tmp_path)
    clicks = (1, 2, 3) if left_click_chords else (2, 2, 2)  # the left click on the 2 chorded, or only clicked
    check(found, small(), 95 - 10, clicks)


def test_a_press_off_the_board_joining_a_chord_and_a_held_right_button_pressed_again_read_back(tmp_path: Path) -> None:
    moves = (
        OPEN_RIGHT
        + hand(
            (20, E.RIGHT_DOWN, 6, 6),
            (40, E.RIGHT_DOWN, 30, 30),
            (50, E.RIGHT_UP, 30, 30),
            (60, E.LEFT_DOWN, 18, 18),
            (61, E.MOVE, 70, 70),
            (62, E.RIGHT_DOWN, 70, 70),
            (63, E.MOVE, 18, 18),
            (64, E.LEFT_UP, 18, 18),
            (65, E.RIGHT_UP, 18, 18),
        )
        + middle_chord(80, 18, 30)
    )
    check(read_with_oracle(export(*MINEFIELD, moves, won=True), tmp_path), small(), 85 - 10, (1, 2, 2))


def noisy_hand(
    width: int, height: int, mines: bytes, rng: random.Random, *, question_marks: bool, left_click_chords: bool
) -> tuple[list[HandEvent], _Transcriber]:
    """Random mouse events, many of them on two cells and many right clicks (the window's corner cases, by
    chance), then clicks that clear the board unless the noise ended the game: each flag on a safe cell
    right-clicked away, each covered safe cell left-clicked, and sometimes, part way, a mine. Returns the
    hand and the writer's replay of it: the tail reads the state that replay reached, and the reader's own
    replay is then checked against it."""
    replay = _Transcriber(
        _game_on(width, height, mines, question_marks=question_marks), left_click_chords=left_click_chords
    )
    moves: list[HandEvent] = []
    t = 0

    def add(kind: HandKind, x: int, y: int) -> None:
        nonlocal t
        t += rng.randrange(0, 400)
        moves.append(HandEvent(t, kind, x, y))
        replay.feed(moves[-1])

    hot = [cell_centre(rng.randrange(width), rng.randrange(height)) for _ in range(2)]  # clicked again and again
    for _ in range(60):
        step = rng.random()
        if step < 0.3:  # a right click on a hot cell: flags, question marks and blanks in turn
            add(E.RIGHT_DOWN, *hot[0])
            add(E.RIGHT_UP, *hot[0])
            hot.reverse()
        else:
            x, y = (
                rng.choice(hot)
                if step < 0.6
                else (rng.randrange((width + 1) * CELL_PX), rng.randrange((height + 1) * CELL_PX))
            )
            add(rng.choice(list(HandKind)), x, y)
    for button in (E.LEFT_UP, E.RIGHT_UP, E.MIDDLE_UP):  # let go of whatever the noise still holds, off the board
        add(button, width * CELL_PX, height * CELL_PX)
    game = replay.game
    safe = [(x, y) for y in range(height) for x in range(width) if not mines[y * width + x]]
    lose_at = rng.randrange(len(safe)) if rng.random() < 0.4 else None  # part way through, click a mine
    for number, cell in enumerate(safe):
        if number == lose_at:
            mine = next(
                (
                    (x, y)
                    for y in range(height)
                    for x in range(width)
                    if mines[y * width + x] and game.tile(x, y) is not Tile.FLAG
                ),
                None,
            )
            cell = mine or cell
        while not game.is_over and game.tile(*cell) is Tile.FLAG:
            add(E.RIGHT_DOWN, *cell_centre(*cell))
            add(E.RIGHT_UP, *cell_centre(*cell))
        if not game.is_over and not game.tile(*cell).is_open:
            add(E.LEFT_DOWN, *cell_centre(*cell))
            add(E.LEFT_UP, *cell_centre(*cell))
    assert game.is_over
    return moves, replay


def solved_bbbv(width: int, height: int, mines: bytes, game: Game) -> int:
    """3BV solved as ms-toollib counts it: each opening whose zeros are all open (a flag on its rim does not
    matter, one on a zero does), and each open number outside every opening."""

    def around(x: int, y: int) -> list[tuple[int, int]]:
        return [
            (x + dx, y + dy)
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
        ]

    safe = {(x, y) for y in range(height) for x in range(width) if not mines[y * width + x]}
    zeros = {cell for cell in safe if not any(mines[y * width + x] for x, y in around(*cell))}
    rims: set[tuple[int, int]] = set()
    solved = 0
    for start in sorted(zeros):
        if start in rims:
            continue  # already in an opening found before
        region, todo = {start}, [start]
        while todo:
            for near in around(*todo.pop()):
                if near in zeros and near not in region:
                    region.add(near)
                    todo.append(near)
        rims |= region | {near for cell in region for near in around(*cell)}
        solved += all(game.tile(*cell) is Tile.OPEN_0 for cell in region)
    return solved + sum(1 for cell in safe - rims if game.tile(*cell).is_open)


@pytest.mark.slow
def test_noisy_hands_read_back_to_the_end_the_window_reached(tmp_path: Path) -> None:
    rng = random.Random(11)
    outcomes = []
    for number in range(20):
        width, height = rng.randint(3, 8), rng.randint(3, 8)
        cells = [1] * rng.randint(1, width * height // 5) + [0] * width * height
        cells = cells[: width * height]
        rng.shuffle(cells)
        mines = bytes(cells)
        question_marks, left_click_chords = rng.random() < 0.5, rng.random() < 0.5
        moves, replay = noisy_hand(
            width, height, mines, rng, question_marks=question_marks, left_click_chords=left_click_chords
        )
        won = replay.game.state is GameState.WON
        data = export(
            width, height, mines, moves, won=won, question_marks=question_marks, left_click_chords=left_click_chords
        )
        found = read_with_oracle(data, tmp_path, f"noisy{number}")
        assert found["completed"] is found["header_completed"] is won
        assert found["last_event_ms"] - found["opening_ms"] == found["rtime_ms"]
        assert found["bbbv_solved"] == solved_bbbv(width, height, mines, replay.game)  # the same cells opened
        assert found["bbbv_solved"] == found["bbbv"] or not won
        outcomes.append(won)
    assert outcomes.count(True) >= 5 and outcomes.count(False) >= 5  # both endings were tried
