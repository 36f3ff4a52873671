"""Helpers for solver tests: visible boards from ASCII art and a brute-force reference for tiny boards."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

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
