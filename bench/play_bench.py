"""Benchmarks of what a move and a scroll cost on the biggest window board (500×500), on the UI thread.

``save_per_move_500x500_ms``: a long game (tens of thousands of moves) is played through a ``Session`` with
a real store, and the same moves again with no store; the figure is the mean difference per move, so it is
the time spent keeping one move on disk late in a long game (compactions included, spread over the moves),
with the median and the slowest move beside it. ``scroll_redraw_maximised_ms``: a 500×500 board at zoom 1
in a 1920×1080 window, one wheel step (the event, the scroll and the redraw), the median of many.

Run alone with ``python bench/play_bench.py`` (or ``bench/run.py play_bench``).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.core.actions import Kind
from minesweeper.core.generate import FixedMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord, Resume
from minesweeper.session import Session
from minesweeper.store import Store

Row = dict[str, object]
SIDE = 500
LONG_GAME = 30_000  # moves played before the measured ones: late in a long game
MEASURED = 2_000
SCROLL_STEPS = 60


def the_board() -> Layout:
    """A 500×500 board with a mine in every third column of every third row: every reveal opens one cell
    (a number) or a small pocket, so a game takes many moves, as a real game of that size does."""
    rows = ["".join("*" if x % 3 == 1 and y % 3 == 1 else "." for x in range(SIDE)) for y in range(SIDE)]
    return Layout.parse("\n".join(rows))


def numbered_cells(layout: Layout) -> list[tuple[int, int]]:
    """Safe cells next to a mine, in a shuffled order that never opens one twice (none of them floods)."""
    cells = [
        (x, y) for y in range(SIDE) for x in range(SIDE) if not layout.has_mine(x, y) and (x % 3 != 1 or y % 3 != 1)
    ]
    random.Random(1).shuffle(cells)
    return cells


class Tick:
    """A game clock that moves 40 ms a move."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def __call__(self) -> float:
        self.seconds += 0.04
        return self.seconds


def long_game(layout: Layout, cells: list[tuple[int, int]]) -> Session:
    """A session (keeping nothing) ``LONG_GAME`` moves into a game on ``layout``."""
    session = Session(None, clock=Tick(), wall=lambda: datetime(2024, 5, 1, 10, 15))
    session.new_game(Difficulty.custom(SIDE, SIDE, layout.mine_count), FixedMines(layout))
    for x, y in cells[:LONG_GAME]:
        session.apply(Kind.REVEAL, x, y)
    return session


def timed_moves(session: Session, cells: list[tuple[int, int]]) -> list[float]:
    """Time each of ``MEASURED`` more moves; the times in ms."""
    times = []
    for x, y in cells[LONG_GAME : LONG_GAME + MEASURED]:
        started = time.perf_counter()
        session.apply(Kind.REVEAL, x, y)
        times.append((time.perf_counter() - started) * 1000)
    assert session.game is not None and not session.game.is_over
    return times


def save_per_move() -> Row:
    """The long game is saved once and continued (as Continue does), so only the measured moves are kept
    move by move: the same moves with no store are the baseline."""
    layout = the_board()
    cells = numbered_cells(layout)
    bare = timed_moves(long_game(layout, cells), cells)
    with tempfile.TemporaryDirectory() as folder:
        game = long_game(layout, cells).game
        assert game is not None
        saved = Resume(GameRecord.of(game), game.actions[-1].t, "bench", "2024-05-01T10:15:00")
        assert Store(Path(folder)).save_resume(saved)
        tick = Tick()
        tick.seconds = game.actions[-1].t / 1000
        kept_session = Session(Store(Path(folder)), clock=tick, wall=lambda: datetime(2024, 5, 1, 10, 15))
        assert kept_session.resume(FixedMines(layout)) is not None
        kept = timed_moves(kept_session, cells)
        kept_session.close()
    extra = [k - b for k, b in zip(kept, bare, strict=True)]
    return {
        "name": "save_per_move_500x500_ms",
        "value": round(max(0.0, statistics.fmean(extra)), 3),
        "unit": "ms",
        "median": round(statistics.median(kept) - statistics.median(bare), 3),
        "slowest": round(max(kept), 2),
        "moves_before": LONG_GAME,
    }


def scroll_redraw() -> Row:
    import pygame

    from tests.gui.driver import Driver  # a window: only when this row runs

    board = "\n".join("".join("*" if (x * 7 + y * 13) % 10 == 0 else "." for x in range(SIDE)) for y in range(SIDE))
    with tempfile.TemporaryDirectory() as folder:
        driver = Driver(Path(folder), layout=board)
        driver.resize((1920, 1080))
        view = driver.play.view
        if view.layout.zoom != 1:
            raise AssertionError(f"the board is drawn at zoom {view.layout.zoom}, not 1")
        driver.click_cell(2, 2)  # a game in progress: a mix of open and covered cells
        times = []
        driver.move(driver.cell_centre(40, 40))
        for step in range(SCROLL_STEPS):
            before = view.scroll_y
            started = time.perf_counter()
            driver.post(
                pygame.MOUSEWHEEL,
                x=0,
                y=-1 if step < SCROLL_STEPS // 2 else 1,
                flipped=False,
                precise_x=0.0,
                precise_y=-1.0,
            )
            driver.step()
            times.append((time.perf_counter() - started) * 1000)
            if view.scroll_y == before:
                raise AssertionError("the wheel did not scroll the board: the benchmark is not measuring a scroll")
        driver.close()
    return {
        "name": "scroll_redraw_maximised_ms",
        "value": round(statistics.median(times), 2),
        "unit": "ms",
        "window": "1920x1080",
        "zoom": 1,
    }


def rows() -> list[Row]:
    return [save_per_move(), scroll_redraw()]


if __name__ == "__main__":
    for row in rows():
        print(row)
