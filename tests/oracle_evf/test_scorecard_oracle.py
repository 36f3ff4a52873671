"""``--scorecard``'s figures equal ms-toollib's analysis of the same game's EVF file, on games played in the window
itself: a seeded player moves the mouse through the real event loop (glides between cells, so there is a path),
left-clicks, flags, chords with a left click on a number or with both buttons, and sometimes opens a mine; the
window records the hand, the game is kept as a result and exported as EVF, and ms-toollib reads that file.

Every figure is compared as ``--scorecard`` prints it (real numbers to the third decimal), with the style (a game is
NF exactly when ms-toollib counts no right click: these players never right-click an open cell) and the EVF file's
official and fair marks. A few games run in the fast suite; the long run plays 60.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from minesweeper.core.formats.export import evf_bytes
from minesweeper.core.metrics.scorecard import scorecard_lines
from minesweeper.core.metrics.standing import rankable
from minesweeper.core.record import FinishedGame
from minesweeper.core.view import Tile
from tests.gui.driver import LEFT, RIGHT, Driver
from tests.oracle_evf import oracle_scorecard, read_with_oracle

NUMBERS = ("OPEN_1", "OPEN_2", "OPEN_3", "OPEN_4", "OPEN_5", "OPEN_6", "OPEN_7", "OPEN_8")
KEYS = ("intermediate", "beginner", "beginner8", "intermediate", "expert")  # the ranked 8x8 Beginner among them


def glide(driver: Driver, rng: random.Random, start: tuple[int, int], end: tuple[int, int]) -> None:
    """The pointer moves from ``start`` to ``end`` in a few steps, some time apart, a little off the straight line."""
    steps = rng.randrange(1, 5)
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step // steps + (rng.randrange(-2, 3) if step < steps else 0)
        y = start[1] + (end[1] - start[1]) * step // steps + (rng.randrange(-2, 3) if step < steps else 0)
        driver.wait(rng.randrange(10, 40) / 1000)
        driver.move((x, y))


def play_game(driver: Driver, seed: int, *, wasted: float = 0.0, started: bool = False) -> FinishedGame:
    """A whole game by a seeded player who knows the mines: flagging or not, chording or not, perhaps losing, and (a
    ``wasted`` share of the time) clicking a cell that is already open; ``started``: the first click was made."""
    rng = random.Random(seed)
    flags = rng.random() < 0.6
    lose_after = rng.randrange(5, 30) if rng.random() < 0.2 else None
    game = driver.play.game
    width, height = game.width, game.height
    pointer = driver.cell_centre(width // 2, height // 2)
    if not started:
        driver.move(pointer)
        driver.wait(0.3)
        driver.click(pointer)
    layout = driver.play.game.layout
    assert layout is not None
    clicks = 0
    while not driver.play.game.is_over:
        assert clicks <= width * height, "the player's clicks stopped changing the board"
        game = driver.play.game
        covered = [
            (x, y)
            for y in range(height)
            for x in range(width)
            if game.tile(x, y) is Tile.COVERED and not layout.has_mine(x, y)
        ]
        opened = [(x, y) for y in range(height) for x in range(width) if game.tile(x, y).is_open]
        if opened and rng.random() < wasted:  # an open cell clicked: a click that changes nothing (or a chord)
            target = driver.cell_centre(*rng.choice(opened))
            glide(driver, rng, pointer, target)
            driver.wait(rng.randrange(40, 300) / 1000)
            driver.click(target, RIGHT if rng.random() < 0.3 else LEFT)
            pointer = target
            continue
        cell = rng.choice(covered)
        if lose_after is not None and clicks >= lose_after:
            cell = next(
                (x, y)
                for y in range(height)
                for x in range(width)
                if layout.has_mine(x, y) and game.tile(x, y) is Tile.COVERED  # a flagged one would not open
            )
        target = driver.cell_centre(*cell)
        numbers = [
            (x, y)
            for x in range(cell[0] - 1, cell[0] + 2)
            for y in range(cell[1] - 1, cell[1] + 2)
            if game.contains(x, y) and game.tile(x, y).name in NUMBERS
        ]
        if flags and numbers and rng.random() < 0.5:
            chord_at = rng.choice(numbers)
            for mine in [
                (x, y)
                for x in range(chord_at[0] - 1, chord_at[0] + 2)
                for y in range(chord_at[1] - 1, chord_at[1] + 2)
                if game.contains(x, y) and layout.has_mine(x, y) and game.tile(x, y) is Tile.COVERED
            ]:
                spot = driver.cell_centre(*mine)
                glide(driver, rng, pointer, spot)
                driver.wait(rng.randrange(40, 200) / 1000)
                driver.click(spot, RIGHT)
                pointer = spot
            target = driver.cell_centre(*chord_at)
            glide(driver, rng, pointer, target)
            driver.wait(rng.randrange(40, 200) / 1000)
            if rng.random() < 0.5:
                driver.click(target)  # a left click on a number chords
            else:
                driver.down(LEFT, target)
                driver.down(RIGHT, target)
                driver.wait(rng.randrange(10, 60) / 1000)
                driver.up(LEFT, target)
                driver.up(RIGHT, target)
        else:
            glide(driver, rng, pointer, target)
            driver.wait(rng.randrange(40, 300) / 1000)
            driver.click(target)
        pointer = target
        clicks += 1
    finished = driver.play.session.last_result
    assert finished is not None
    return finished


def compare(game: FinishedGame, folder: Path) -> None:
    found = read_with_oracle(evf_bytes(game), folder)
    ours = dict(scorecard_lines(game))
    theirs = oracle_scorecard(found, game)
    assert {name: ours[name] for name in theirs} == theirs
    assert ours["style"] == ("nf" if found["right"] == 0 else "fl")
    assert found["fair"] is (game.won and not game.play.assisted and not game.play.practice)
    assert found["official"] is (rankable(game).ok and found["mode"] == 0)


def one_game(tmp_path: Path, number: int) -> None:
    folder = tmp_path / f"game-{number}"
    folder.mkdir()
    driver = Driver.preset(folder, KEYS[number % len(KEYS)], seed=number + 1)
    try:
        compare(play_game(driver, number), folder)
    finally:
        driver.close()


@pytest.mark.parametrize("number", range(3))
def test_a_few_window_games_score_as_ms_toollib_reads_their_evf(tmp_path: Path, number: int) -> None:
    one_game(tmp_path, number)


@pytest.mark.slow
@pytest.mark.statistical
@pytest.mark.parametrize("number", range(3, 63))
def test_sixty_more_window_games_score_as_ms_toollib_reads_their_evf(tmp_path: Path, number: int) -> None:
    one_game(tmp_path, number)
