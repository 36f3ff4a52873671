"""Benchmarks of the pure core: flood fill, generation, a giant board's first click, memory per cell, finding
a date's daily board and keeping the live counters up to date.

The peer is the straightforward recursive list-of-lists flood fill most clones start with, run on the same
board in the same process so the ratio is meaningful on a noisy machine. Imports the core only.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, timedelta
from typing import TypeVar

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import COUNT, MINE, REVEALED, Board
from minesweeper.core.daily.scheme import daily
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines, random_mines
from minesweeper.core.hand import HandEvent, HandKind, action_gesture, cell_centre
from minesweeper.core.metrics.live import LiveCounters
from minesweeper.core.presets import Difficulty
from minesweeper.core.view import Tile

Row = dict[str, object]
GENERATE_EXPERT_GOAL_US = 40
FIRST_CLICK_GOALS_MS = {150_000: 30, 999_000: 100}  # mines on 1000×1000: the ordinary density and nearly full
DAILY_EXPERT_GOAL_MS = 200
COUNTERS_UPDATE_GOAL_US = 500
COUNTERS_GAMES = 30  # whole Expert games, the same every run
DAILY_DATES = [(date(2026, 11, 1) + timedelta(days=n)).isoformat() for n in range(30)]  # fixed, so runs compare
Subject = TypeVar("Subject")


def best_of(repeats: int, setup: Callable[[], Subject], work: Callable[[Subject], object]) -> float:
    """Fastest of several runs in seconds: the least disturbed by whatever else the machine was doing."""
    best = float("inf")
    for _ in range(repeats):
        subject = setup()
        start = time.perf_counter()
        work(subject)
        best = min(best, time.perf_counter() - start)
    return best


@contextmanager
def deep_recursion() -> Iterator[None]:
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(2_000_000)
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


def recursive_flood(grid: list[list[int]], opened: list[list[bool]], x: int, y: int) -> None:
    """The peer: one call per cell, recursing into the eight neighbours of every zero."""
    if not (0 <= y < len(grid) and 0 <= x < len(grid[0])) or opened[y][x] or grid[y][x] < 0:
        return
    opened[y][x] = True
    if grid[y][x] == 0:
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx or dy:
                    recursive_flood(grid, opened, x + dx, y + dy)


def mined_board(width: int, height: int, mines: int, rng: random.Random) -> Board:
    """Mines laid as a first click in the centre lays them, and the board built on them."""
    return Board.with_mines(width, height, random_mines(width, height, mines, width // 2, height // 2, rng))


def as_grid(board: Board) -> list[list[int]]:
    """The same board as the peer stores it: rows of counts, -1 for a mine."""
    values = [[board.cells[board.index(x, y)] for x in range(board.width)] for y in range(board.height)]
    return [[-1 if v & MINE else v & COUNT for v in row] for row in values]


def opened_count(board: Board) -> int:
    return sum(1 for y in range(board.height) for x in range(board.width) if board.cells[board.index(x, y)] & REVEALED)


def flood_rows() -> list[Row]:
    empty = best_of(5, lambda: Board(1000, 1000), lambda b: b.flood(b.index(500, 500)))

    template = mined_board(500, 500, 2500, random.Random(7))
    start = template.index(250, 250)
    ours = best_of(5, template.copy, lambda b: b.flood(start))
    grid = as_grid(template)
    with deep_recursion():
        peer = best_of(
            3, lambda: [[False] * 500 for _ in range(500)], lambda opened: recursive_flood(grid, opened, 250, 250)
        )
        opened = [[False] * 500 for _ in range(500)]
        recursive_flood(grid, opened, 250, 250)
    flooded = template.copy()
    flooded.flood(start)
    if opened_count(flooded) != sum(map(sum, opened)):
        raise AssertionError("the two flood fills opened different cells: the comparison would be a lie")
    return [
        {"name": "flood_fill_empty_1000x1000", "value": round(empty, 4), "unit": "s"},
        {
            "name": "flood_fill_500x500",
            "value": round(ours, 4),
            "unit": "s",
            "peer": "recursive list-of-lists flood fill",
            "peer_value": round(peer, 4),
        },
    ]


def first_click_rows() -> list[Row]:
    """The first reveal in the middle of a 1000×1000 game, all a player waits for: mines laid round it, the
    board and every neighbour count built, and the opening flooded (``Game.apply``, the game made beforehand)."""

    def new_game(mines: int, seeds: Iterator[int]) -> Callable[[], Game]:
        difficulty = Difficulty.custom(1000, 1000, mines)
        return lambda: Game(difficulty, RandomMines(random.Random(next(seeds))))

    rows: list[Row] = []
    for mines, name in ((150_000, "first_click_1000x1000_ms"), (999_000, "first_click_1000x1000_dense_ms")):
        best = best_of(5, new_game(mines, iter(range(100))), lambda game: game.apply(Action(Kind.REVEAL, 500, 500)))
        goal = FIRST_CLICK_GOALS_MS[mines]
        rows.append(
            {
                "name": name,
                "value": round(best * 1000, 1),
                "unit": "ms",
                "mines": mines,
                "goal": goal,
                "note": f"goal ≤ {goal}; {mines:,} mines, first reveal at the centre",
            }
        )
    return rows


def daily_row() -> Row:
    """What a player waits for when the Daily screen opens on a new date: the Expert daily found from nothing,
    every candidate before it drawn and refused. The same 30 dates every run (their candidates differ, so the
    median is over boards found at the first try and boards found after many); each date's best of 3."""

    def find(day: str) -> float:
        return best_of(3, lambda: day, lambda given: daily(given, "expert"))

    times = sorted(find(day) * 1000 for day in DAILY_DATES)
    return {
        "name": "daily_expert_ms",
        "value": round(statistics.median(times), 1),
        "unit": "ms",
        "goal": DAILY_EXPERT_GOAL_MS,
        "note": f"goal ≤ {DAILY_EXPERT_GOAL_MS}; median over the {len(DAILY_DATES)} dates from {DAILY_DATES[0]} "
        f"(best of 3 each); slowest {times[-1]:.1f} ms",
    }


def expert_game(seed: int) -> list[tuple[list[HandEvent], Action]]:
    """A whole Expert game as a window records it: for each move, the pointer's glide to the cell (a sample every
    10 ms) and the clicks that make it, then the move. The player knows the mines: it opens the safe cells in a
    seeded order, now and then flagging round a number and chording it instead."""
    rng = random.Random(seed)
    game = Game(Difficulty.custom(30, 16, 99), RandomMines(random.Random(seed)))
    played: list[tuple[list[HandEvent], Action]] = []
    t, pointer = 0, cell_centre(15, 8)

    def make(kind: Kind, x: int, y: int) -> None:
        nonlocal t, pointer
        target = cell_centre(x, y)
        steps = max(1, max(abs(target[0] - pointer[0]), abs(target[1] - pointer[1])) // 6)
        hand = []
        for step in range(1, steps):
            t += 10
            px = pointer[0] + (target[0] - pointer[0]) * step // steps
            py = pointer[1] + (target[1] - pointer[1]) * step // steps
            hand.append(HandEvent(t, HandKind.MOVE, px, py))
        t += rng.randrange(60, 300)
        action = Action(kind, x, y, t)
        hand += action_gesture(action, pointer)
        pointer = target
        game.apply(action)
        played.append((hand, action))

    make(Kind.REVEAL, 15, 8)
    assert game.layout is not None
    mined = game.layout.mines
    safe = [(x, y) for y in range(16) for x in range(30) if (x, y) not in mined]
    rng.shuffle(safe)
    for x, y in safe:
        if game.is_over:
            break
        if game.tile(x, y) is not Tile.COVERED:
            continue
        near = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if game.contains(x + dx, y + dy)]
        numbers = [cell for cell in near if Tile.OPEN_1 <= game.tile(*cell) <= Tile.OPEN_8]
        if numbers and rng.random() < 0.3:
            nx, ny = rng.choice(numbers)
            for mine in sorted(mined):
                if max(abs(mine[0] - nx), abs(mine[1] - ny)) == 1 and game.tile(*mine) is Tile.COVERED:
                    make(Kind.FLAG, *mine)
            make(Kind.CHORD, nx, ny)
        else:
            make(Kind.REVEAL, x, y)
    return played


def counters_row() -> Row:
    """What the live counters add to each move of a whole Expert game: its pointer events and the move fed to them
    (the first move lays out the board's openings too), the median over every move of the same seeded games, each
    move's best of 3 runs of its game."""
    games = [expert_game(seed) for seed in range(COUNTERS_GAMES)]
    times: list[float] = []
    for seed, moves in enumerate(games):
        best = [float("inf")] * len(moves)
        for _ in range(3):
            game = Game(Difficulty.custom(30, 16, 99), RandomMines(random.Random(seed)))
            counters = LiveCounters(game.difficulty)
            for index, (hand, action) in enumerate(moves):
                game.apply(action)
                start = time.perf_counter()
                for event in hand:
                    counters.pointer(event)
                counters.move(action, game.layout)
                best[index] = min(best[index], time.perf_counter() - start)
        times += best
    times.sort()
    return {
        "name": "counters_update_expert_us",
        "value": round(statistics.median(times) * 1e6, 1),
        "unit": "µs",
        "goal": COUNTERS_UPDATE_GOAL_US,
        "note": f"goal ≤ {COUNTERS_UPDATE_GOAL_US}; median over the {len(times)} moves of {COUNTERS_GAMES} whole "
        f"Expert games with their pointer glides; 99th percentile {times[len(times) * 99 // 100] * 1e6:.0f} µs, "
        f"slowest {times[-1] * 1e6:.0f} µs",
    }


def rows() -> list[Row]:
    rng = random.Random(1)
    runs = 2000
    generate = best_of(5, lambda: None, lambda _: [mined_board(30, 16, 99, rng) for _ in range(runs)]) / runs
    big = Board(1000, 1000)
    return [
        *flood_rows(),
        {
            "name": "generate_expert",
            "value": round(generate * 1e6, 1),
            "unit": "µs",
            "goal": GENERATE_EXPERT_GOAL_US,
            "note": f"goal ≤ {GENERATE_EXPERT_GOAL_US}; mines laid and the board built",
        },
        *first_click_rows(),
        {"name": "board_bytes_per_cell", "value": round(len(big.cells) / (1000 * 1000), 3), "unit": "bytes"},
        daily_row(),
        counters_row(),
    ]
