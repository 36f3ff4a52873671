"""Boards and positions for the oracle tests, simulated on plain bytes (no game object needed).

``real_play`` plays games the way a careful player does — open what the solver proves safe, otherwise
the least likely mine — and yields every position it had to think about, so the probabilities are
compared on the kind of boards the hint button really sees. ``proven_by_ms_toollib`` is the no-guess check
on ms-toollib's side: a board played out from its centre opening only what ms-toollib's exact probabilities,
the mine count included, call safe.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from minesweeper.core.presets import PRESETS
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.view import Tile
from tests.oracle.harness import Oracle, game_board

SIZES = [(d.key, d.width, d.height, d.mines) for d in PRESETS.values()]


def around(width: int, height: int, i: int) -> list[int]:
    x, y = i % width, i // width
    return [
        (y + dy) * width + x + dx
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
    ]


def random_mines(width: int, height: int, mines: int, rng: random.Random, clear: int | None = None) -> bytes:
    """Uniform mines, keeping the 3×3 block around ``clear`` free when it fits (as the game does)."""
    keep: set[int] = set()
    if clear is not None:
        keep = {clear, *around(width, height, clear)}
        if width * height - len(keep) < mines:
            keep = {clear}
    cells = [i for i in range(width * height) if i not in keep]
    chosen = set(rng.sample(cells, mines))
    return bytes(1 if i in chosen else 0 for i in range(width * height))


@dataclass
class Table:
    """A board being played: the mines, the counts and what is open."""

    width: int
    height: int
    mines: bytes

    def __post_init__(self) -> None:
        self.count = [
            sum(self.mines[j] for j in around(self.width, self.height, i)) for i in range(self.width * self.height)
        ]
        self.opened = bytearray(self.width * self.height)

    def reveal(self, i: int) -> bool:
        """Open a cell (flooding zeros); False if it was a mine."""
        if self.mines[i]:
            return False
        stack = [i]
        while stack:
            cell = stack.pop()
            if self.opened[cell]:
                continue
            self.opened[cell] = 1
            if self.count[cell] == 0:
                stack.extend(around(self.width, self.height, cell))
        return True

    def tiles(self) -> bytes:
        return bytes(self.count[i] if self.opened[i] else Tile.COVERED for i in range(len(self.opened)))

    @property
    def won(self) -> bool:
        return sum(self.opened) == len(self.opened) - sum(self.mines)


def real_play(width: int, height: int, mines: int, rng: random.Random, games: int) -> Iterator[bytes]:
    """Every position a careful player meets in ``games`` games from a centre first click."""
    first = (height // 2) * width + width // 2
    for _ in range(games):
        table = Table(width, height, random_mines(width, height, mines, rng, first))
        table.reveal(first)
        while not table.won:
            tiles = table.tiles()
            yield tiles
            analysis = analyse(width, height, mines, tiles)
            if analysis.safe:
                for x, y in analysis.safe:
                    table.reveal(y * width + x)
                continue
            guess = min(
                (analysis.probability(i % width, i // width), i)
                for i in range(width * height)
                if tiles[i] == Tile.COVERED and (i % width, i // width) not in analysis.mines
            )[1]
            if not table.reveal(guess):
                break


def proven_by_ms_toollib(oracle: Oracle, width: int, height: int, layout: bytes) -> bool:
    """Play the board out opening only cells ms-toollib's exact probabilities give chance 0."""
    table = Table(width, height, layout)
    table.reveal((height // 2) * width + width // 2)
    while not table.won:
        tiles = table.tiles()
        chances = oracle.ask("probability", board=game_board(width, height, tiles), mines=layout.count(1))
        safe = [
            y * width + x
            for y, row in enumerate(chances)
            for x, p in enumerate(row)
            if p == 0 and tiles[y * width + x] == Tile.COVERED
        ]
        if not safe:
            return False
        for i in safe:
            assert table.reveal(i), "ms-toollib called a mine safe"
    return True
