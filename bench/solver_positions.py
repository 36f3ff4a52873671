"""Positions and reference players for the solver benchmarks.

``mid_game`` builds a big half-played board fast (logic where it works, a peek at a safe cell where it
stalls), ``stuck_positions`` collects Expert positions from real play where nothing is provable (what the
probability display is for), and ``naive_game`` is the plain lowest-probability player the auto-player is
compared with, on the same boards.
"""

from __future__ import annotations

import random

from minesweeper.core.metrics.grid import survey
from minesweeper.core.solver.analysis import Analysis
from minesweeper.core.solver.autoplay import Played, play_game
from minesweeper.core.solver.state import OPEN, Knowledge, Rule
from minesweeper.core.view import Tile


def _lowest(width: int, height: int, tiles: bytes, analysis: Analysis) -> tuple[int, int]:
    """The covered cell least likely to be a mine, top-left first among equals."""
    _, y, x = min(
        (analysis.probability(x, y), y, x)
        for y in range(height)
        for x in range(width)
        if tiles[y * width + x] > Tile.OPEN_8 and (x, y) not in analysis.mines
    )
    return x, y


def naive_game(width: int, height: int, mines: int, rng: random.Random) -> Played:
    """The peer: opens what the solver proves, otherwise the lowest mine chance (ties: top-left)."""
    return play_game(width, height, mines, rng, policy=lambda tiles, analysis: _lowest(width, height, tiles, analysis))


def stuck_positions(width: int, height: int, mines: int, rng: random.Random, wanted: int) -> list[bytes]:
    """Positions from real play (lowest-chance guesses) where the solver proves nothing."""
    found: list[bytes] = []

    def record(tiles: bytes, analysis: Analysis) -> tuple[int, int]:
        found.append(tiles)
        return _lowest(width, height, tiles, analysis)

    while len(found) < wanted:
        play_game(width, height, mines, rng, policy=record)
    return found[:wanted]


def mid_game(width: int, height: int, mines: int, rng: random.Random, fraction: float) -> bytes:
    """Visible tiles of a board with about ``fraction`` of its safe cells open, grown from the centre."""
    centre = (height // 2) * width + width // 2
    keep = {centre + dy * width + dx for dy in (-1, 0, 1) for dx in (-1, 0, 1)}
    chosen = set(rng.sample([i for i in range(width * height) if i not in keep], mines))
    layout = bytes(1 if i in chosen else 0 for i in range(width * height))
    truth = survey(width, height, layout).counts
    knowledge = Knowledge(width, height)
    target = fraction * (width * height - mines)
    opened = 0
    knowledge.add_number(knowledge.index(width // 2, height // 2), 0)
    fresh = knowledge.fresh_safe
    while opened < target:
        knowledge.run_singles()
        while fresh and opened < target:
            batch = fresh[:]
            fresh.clear()
            for cell in batch:
                knowledge.add_number(cell, truth[cell] & 15)
            opened += len(batch)
            knowledge.run_singles()
        if opened >= target:
            break
        # Stalled: peek at a safe cell beside the frontier, as a lucky guess would.
        border = sorted({c for cells in knowledge.active().values() for c in cells if not truth[c] & 16})
        if not border:  # the open region is sealed off: any covered safe cell will do
            border = [c for c in range(len(truth)) if truth[c] < 16 and knowledge.state[c] == 0][:1000]
        knowledge.prove(rng.choice(border), False, (Rule.SINGLE, (), 0))
    state, value = knowledge.state, knowledge.value
    return bytes(
        value[knowledge.index(x, y)] if state[knowledge.index(x, y)] == OPEN else Tile.COVERED
        for y in range(height)
        for x in range(width)
    )
