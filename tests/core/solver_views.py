"""Helpers for solver tests: visible boards from ASCII art, a brute-force reference for tiny boards and the
cell-by-cell reference of the no-guess check."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from minesweeper.core.metrics.grid import MINE_BIT, survey
from minesweeper.core.solver.counting import Budget, GroupCount
from minesweeper.core.solver.exact import Signature, exact_step
from minesweeper.core.solver.noguess import CHECK_BUDGET
from minesweeper.core.solver.state import Knowledge
from minesweeper.core.view import Tile

_TILE = {
    "#": Tile.COVERED,
    "F": Tile.FLAG,
    "?": Tile.QUESTION,
    ".": Tile.OPEN_0,
    **{str(n): Tile(n) for n in range(1, 9)},
}


def view(art: str) -> tuple[int, int, bytes]:
    """Width, height and tiles of art: ``#`` covered, ``F`` flag, ``?`` question mark, ``.`` open 0, digits."""
    rows = [line.strip() for line in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(_TILE[ch] for row in rows for ch in row)


def neighbours(width: int, height: int, i: int) -> list[int]:
    x, y = i % width, i // width
    return [
        (y + dy) * width + x + dx
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
    ]


def brute_force(width: int, height: int, mines: int, tiles: bytes) -> list[Fraction] | None:
    """Exact mine chances by trying every placement of the mines on the covered cells (tiny boards only);
    None when no placement fits."""
    covered = [i for i, t in enumerate(tiles) if t > Tile.OPEN_8]
    numbers = [(i, tiles[i], neighbours(width, height, i)) for i, t in enumerate(tiles) if t <= Tile.OPEN_8]
    hits = [0] * len(tiles)
    fits = 0
    for placed in combinations(covered, mines):
        chosen = set(placed)
        if all(sum(1 for j in around if j in chosen) == n for _, n, around in numbers):
            fits += 1
            for i in chosen:
                hits[i] += 1
    if not fits:
        return None
    return [Fraction(h, fits) for h in hits]


def solvable_cell_by_cell(width: int, height: int, mines: bytes, first_x: int, first_y: int) -> bool:
    """``noguess.is_solvable`` worked out the way the hints work: the incremental ``Knowledge`` opening the proven
    safe cells one by one, both local rules to a standstill, then the exact step (with the mine count), until the
    board is finished or nothing more is certain. The reference the whole-board bit-set check must agree with."""
    truth = survey(width, height, mines).counts
    knowledge = Knowledge(width, height)
    first = knowledge.index(first_x, first_y)
    if truth[first] & MINE_BIT:
        return False
    to_open = width * height - mines.count(1)
    knowledge.add_number(first, truth[first] & 15)
    to_open -= 1
    cache: dict[Signature, GroupCount] = {}
    while True:
        knowledge.settle()
        while knowledge.fresh_safe:
            batch = knowledge.fresh_safe[:]
            knowledge.fresh_safe.clear()
            for cell in batch:
                knowledge.add_number(cell, truth[cell] & 15)
            to_open -= len(batch)
            knowledge.settle()
        if not to_open:
            return True
        outcome = exact_step(knowledge, mines.count(1), Budget(CHECK_BUDGET), cache)
        if not outcome.certain:
            return False
        for cell, mine, proof in outcome.certain:
            knowledge.prove(cell, mine, proof)
