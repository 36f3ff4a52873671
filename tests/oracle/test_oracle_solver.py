"""The solver and the no-guess generator against ms-toollib: probabilities, solvability, no-guess proofs.

Each check has a quick sample in the default run and a larger one marked slow. ms-toollib's
``is_solvable`` ignores the mine count, so every board it accepts must be solved by ours (which also uses
the count); our no-guess boards are replayed with ms-toollib's exact probabilities (mine count included):
at every step some covered cell must have chance exactly 0.
"""

from __future__ import annotations

import random

import pytest

from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.noguess import is_solvable, no_guess_mines
from tests.oracle.harness import Oracle, game_board, rows_of
from tests.oracle.positions import SIZES, proven_by_ms_toollib, random_mines, real_play


def compare_probabilities(oracle: Oracle, width: int, height: int, mines: int, games: int, seed: str) -> int:
    compared = 0
    for tiles in real_play(width, height, mines, random.Random(seed), games):
        ours = analyse(width, height, mines, tiles).probabilities()
        theirs = oracle.ask("probability", board=game_board(width, height, tiles), mines=mines)
        flat = [p for row in theirs for p in row]
        worst = max(range(len(flat)), key=lambda i: abs(flat[i] - ours[i]))
        assert abs(flat[worst] - ours[worst]) <= 1e-9, f"cell {worst} of {tiles.hex()}"
        compared += 1
    return compared


@pytest.mark.parametrize(("key", "width", "height", "mines"), SIZES)
def test_probabilities_match_on_positions_from_real_play(
    oracle: Oracle, key: str, width: int, height: int, mines: int
) -> None:
    assert compare_probabilities(oracle, width, height, mines, 6, f"play {key}") >= 6


@pytest.mark.statistical
@pytest.mark.parametrize(("key", "width", "height", "mines"), SIZES)
def test_probabilities_match_on_many_games(oracle: Oracle, key: str, width: int, height: int, mines: int) -> None:
    assert compare_probabilities(oracle, width, height, mines, 60, f"many {key}") >= 60


def boards_they_accept(oracle: Oracle, width: int, height: int, mines: int, wanted: int, seed: str) -> list[bytes]:
    rng = random.Random(seed)
    first = (height // 2) * width + width // 2
    accepted: list[bytes] = []
    while len(accepted) < wanted:
        layout = random_mines(width, height, mines, rng, first)
        if oracle.ask("is_solvable", rows=rows_of(width, height, layout), row=height // 2, column=width // 2):
            accepted.append(layout)
    return accepted


@pytest.mark.parametrize(
    ("key", "width", "height", "mines", "wanted"),
    [(key, width, height, mines, 40 if width * height >= 256 else 15) for key, width, height, mines in SIZES],
)
def test_every_board_ms_toollib_can_solve_we_can_solve(
    oracle: Oracle, key: str, width: int, height: int, mines: int, wanted: int
) -> None:
    for layout in boards_they_accept(oracle, width, height, mines, wanted, f"accepted {key}"):
        assert is_solvable(width, height, layout, width // 2, height // 2), layout.hex()


@pytest.mark.statistical
def test_every_expert_board_ms_toollib_can_solve_we_can_solve_big_sample(oracle: Oracle) -> None:
    for layout in boards_they_accept(oracle, 30, 16, 99, 400, "accepted many"):
        assert is_solvable(30, 16, layout, 15, 8), layout.hex()


@pytest.mark.parametrize(
    ("key", "width", "height", "mines", "boards"),
    [(key, width, height, mines, 4) for key, width, height, mines in SIZES],
)
def test_our_no_guess_boards_pass_the_exact_check(
    oracle: Oracle, key: str, width: int, height: int, mines: int, boards: int
) -> None:
    rng = random.Random(f"no-guess {key}")
    for _ in range(boards):
        layout = no_guess_mines(width, height, mines, width // 2, height // 2, rng)
        assert layout is not None
        assert proven_by_ms_toollib(oracle, width, height, layout), layout.hex()


@pytest.mark.statistical
def test_our_expert_no_guess_boards_pass_the_exact_check_big_sample(oracle: Oracle) -> None:
    rng = random.Random("no-guess many")
    for _ in range(100):
        layout = no_guess_mines(30, 16, 99, 15, 8, rng)
        assert layout is not None
        assert proven_by_ms_toollib(oracle, 30, 16, layout), layout.hex()
