"""Benchmarks of the review: ``review_expert_ms``, the median time to review a finished Expert game, and
``review_500x500_ms``, the time to review a 300-move game on a 500×500 board (``frontier_game``).

The games are played by the solver with deliberate mistakes (``mistaken_game``), as a real player's are: proven
cells opened one click at a time, guesses at the lowest chance, and now and then a flag on an unproven cell, a
guess while a safe cell waits, a flag taken back, a chord, or a click on a proven mine. The same games are the
ms-toollib oracle's sample (``tests/oracle/test_oracle_review.py``).

Run alone with ``python bench/review_bench.py`` (or ``bench/run.py review_bench``).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.judge import review
from minesweeper.core.view import Tile

Row = dict[str, object]
GAMES = 15
MAX_STEPS = 2_000  # a guard: a game of mistakes still ends long before this


def mistaken_game(rng: random.Random, difficulty: Difficulty = PRESETS["expert"]) -> GameRecord:
    """One game from a centre first click, played by the solver with deliberate mistakes, each move a click."""
    game = Game(difficulty, RandomMines(rng))
    t = 0

    def act(kind: Kind, x: int, y: int) -> None:
        nonlocal t
        t += rng.randrange(150, 1500)
        game.apply(Action(kind, x, y, t))

    act(Kind.REVEAL, game.width // 2, game.height // 2)
    for _ in range(MAX_STEPS):
        if game.state is not GameState.PLAYING:
            break
        tiles = game.visible()
        analysis = analyse(game.width, game.height, difficulty.mines, tiles)
        covered = [
            (x, y)
            for y in range(game.height)
            for x in range(game.width)
            if tiles[y * game.width + x] in (Tile.COVERED, Tile.QUESTION)
        ]
        flagged = [
            (x, y) for y in range(game.height) for x in range(game.width) if tiles[y * game.width + x] == Tile.FLAG
        ]
        undecided = [c for c in covered if c not in analysis.safe and c not in analysis.mines]
        unflagged_mines = sorted(set(analysis.mines) & set(covered))
        roll = rng.random()
        if roll < 0.06 and undecided:  # a flag on a cell nothing proved a mine
            act(Kind.FLAG, *rng.choice(undecided))
        elif roll < 0.10 and flagged:  # a flag taken back
            act(Kind.FLAG, *rng.choice(flagged))
        elif roll < 0.13 and analysis.safe and undecided:  # a guess while a safe cell waits
            act(Kind.REVEAL, *rng.choice(undecided))
        elif roll < 0.14 and unflagged_mines:  # a click on a proven mine
            act(Kind.REVEAL, *rng.choice(unflagged_mines))
        elif roll < 0.20 and _chord(game, act, rng):
            pass
        elif analysis.safe:
            for x, y in analysis.safe:
                if game.state is GameState.PLAYING and game.tile(x, y) in (Tile.COVERED, Tile.QUESTION):
                    act(Kind.REVEAL, x, y)
        elif roll < 0.5 and unflagged_mines:  # flag what is proven
            act(Kind.FLAG, *unflagged_mines[0])
        else:
            guess = min(undecided or covered, key=lambda c: (analysis.probability(*c), c[1], c[0]))
            act(Kind.REVEAL, *guess)
    return GameRecord.of(game)


def frontier_game(
    rng: random.Random, width: int = 500, height: int = 500, mines: int = 25_000, moves: int = 300
) -> GameRecord:
    """A game of ``moves`` reveals on a giant board, from a centre first click: each a covered safe cell beside the
    open area, as a player working the frontier would click (a lucky one: a guess there never loses). At one mine
    in ten the open area's edge grows long, the review's costliest case found: 12,500 or 41,666 mines review faster."""
    game = Game(Difficulty.custom(width, height, mines), RandomMines(rng))
    game.apply(Action(Kind.REVEAL, width // 2, height // 2, 0))
    t = 0
    layout = game.layout
    assert layout is not None
    while len(game.actions) < moves and game.state is GameState.PLAYING:
        tiles = game.visible()
        t += rng.randrange(150, 1500)
        for _ in range(MAX_STEPS * 10):
            x, y = rng.randrange(width), rng.randrange(height)
            if (
                tiles[y * width + x] > Tile.OPEN_8
                and not layout.has_mine(x, y)
                and _beside_open(tiles, width, height, x, y)
            ):
                game.apply(Action(Kind.REVEAL, x, y, t))
                break
        else:
            raise RuntimeError("no covered safe cell beside the open area was found")
    return GameRecord.of(game)


def _beside_open(tiles: bytes, width: int, height: int, x: int, y: int) -> bool:
    return any(
        0 <= x + dx < width and 0 <= y + dy < height and tiles[(y + dy) * width + x + dx] <= Tile.OPEN_8
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
    )


def _chord(game: Game, act: Callable[[Kind, int, int], None], rng: random.Random) -> bool:
    """A chord on some number whose flags match it, if there is one (right or wrong flags alike)."""
    numbers = [
        (x, y)
        for y in range(game.height)
        for x in range(game.width)
        if 0 < game.tile(x, y) <= Tile.OPEN_8 and game.check(Action(Kind.CHORD, x, y, 10**12)) is None
    ]
    if not numbers:
        return False
    act(Kind.CHORD, *rng.choice(numbers))
    return True


def rows() -> list[Row]:
    rng = random.Random("review bench")
    games = [mistaken_game(rng) for _ in range(GAMES)]
    times = []
    for record in games:
        started = time.perf_counter()
        review(record)
        times.append((time.perf_counter() - started) * 1000)
    moves = statistics.median(len(record.actions) for record in games)
    giant = frontier_game(random.Random("review bench 500x500"))
    started = time.perf_counter()
    judged = review(giant)
    giant_ms = (time.perf_counter() - started) * 1000
    return [
        {
            "name": "review_expert_ms",
            "value": round(statistics.median(times), 1),
            "unit": "ms",
            "where": f"median of {GAMES} finished Expert games played with mistakes (median {moves:.0f} moves); "
            f"slowest {max(times):.0f} ms",
        },
        {
            "name": "review_500x500_ms",
            "value": round(giant_ms, 1),
            "unit": "ms",
            "goal": 60_000,
            "where": f"one 300-move game on a 500×500 board with 25,000 mines, each move a safe cell beside the "
            f"open area; {len(judged.moves)} moves judged, {judged.unjudged} left unjudged",
            "note": "goal ≤ 60,000 (a minute); the review's work is bounded by its own allowance, not by a clock",
        },
    ]


if __name__ == "__main__":
    for row in rows():
        print(row)
