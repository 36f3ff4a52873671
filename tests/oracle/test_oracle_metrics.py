"""Our 3BV, openings, greedy ZiNi and 3BV solved against ms-toollib on random boards of every preset."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.metrics.measures import bbbv, bbbv_solved, greedy_zini, openings
from tests.oracle.harness import Oracle, rows_of
from tests.oracle.positions import SIZES, Table, random_mines


@pytest.mark.statistical
@pytest.mark.parametrize(("key", "width", "height", "mines"), SIZES)
def test_bbbv_and_openings_match_on_a_thousand_boards(
    oracle: Oracle, key: str, width: int, height: int, mines: int
) -> None:
    rng = random.Random(f"metrics {key}")
    for index in range(1000):
        layout = random_mines(width, height, mines, rng)
        theirs = oracle.ask("metrics", rows=rows_of(width, height, layout))
        ours = {"bbbv": bbbv(width, height, layout), "openings": openings(width, height, layout)}
        if index < 200:  # ZiNi is slower on both sides: a fifth of the boards
            ours["zini"] = greedy_zini(width, height, layout)
        else:
            del theirs["zini"]
        assert ours == theirs, f"{key} board {index}: {layout.hex()}"


@pytest.mark.parametrize(("key", "width", "height", "mines"), SIZES)
def test_bbbv_solved_matches_after_random_clicks(oracle: Oracle, key: str, width: int, height: int, mines: int) -> None:
    rng = random.Random(f"solved {key}")
    for _ in range(150):
        layout = random_mines(width, height, mines, rng)
        table = Table(width, height, layout)
        safe = [i for i in range(width * height) if not layout[i]]
        clicks = []
        for i in rng.sample(safe, rng.randrange(1, len(safe) + 1)):
            if not table.opened[i]:
                clicks.append([i // width, i % width])
                table.reveal(i)
        expected = oracle.ask("bbbv_solved", rows=rows_of(width, height, layout), clicks=clicks)
        assert bbbv_solved(width, height, layout, bytes(table.opened)) == expected
