"""Mine laying: exact counts, a safe first click, repeatability and uniformity."""

import random
from collections import Counter

import pytest

from minesweeper.core import Board, MineCountError
from minesweeper.core.board import MINE
from minesweeper.core.generate import check_mine_count, lay_mines


def mines_of(board: Board) -> set[tuple[int, int]]:
    return {board.coords(i) for i in board.mine_indices()}


@pytest.mark.parametrize(("width", "height", "mines"), [(30, 16, 99), (9, 9, 10), (1, 1, 0), (1000, 1000, 1)])
def test_exactly_the_requested_mines_are_laid(width: int, height: int, mines: int) -> None:
    board = Board(width, height)
    lay_mines(board, mines, 0, 0, random.Random(7))
    assert len(board.mine_indices()) == mines


@pytest.mark.parametrize("seed", range(25))
def test_first_click_and_its_neighbours_stay_clear(seed: int) -> None:
    board = Board(30, 16)
    lay_mines(board, 99, 12, 7, random.Random(seed))
    assert not {(12 + dx, 7 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & mines_of(board)


def test_a_board_too_dense_for_a_clear_block_keeps_only_the_clicked_cell_safe() -> None:
    board = Board(3, 3)
    lay_mines(board, 8, 1, 1, random.Random(1))
    assert mines_of(board) == {(x, y) for x in range(3) for y in range(3)} - {(1, 1)}


def test_same_seed_and_first_click_give_the_same_board() -> None:
    boards = []
    for _ in range(2):
        board = Board(16, 16)
        lay_mines(board, 40, 3, 9, random.Random(2024))
        boards.append(bytes(board.cells))
    assert boards[0] == boards[1]
    other = Board(16, 16)
    lay_mines(other, 40, 3, 9, random.Random(2025))
    assert bytes(other.cells) != boards[0]


def test_mines_are_spread_uniformly_over_the_allowed_cells() -> None:
    """A 4×3 board clicked in a corner allows 8 cells; each should hold the one mine about 1/8 of the time."""
    rng = random.Random(99)
    tally: Counter[tuple[int, int]] = Counter()
    trials = 16000
    for _ in range(trials):
        board = Board(4, 3)
        lay_mines(board, 1, 0, 0, rng)
        tally.update(mines_of(board))
    allowed = {(x, y) for x in range(4) for y in range(3)} - {(0, 0), (1, 0), (0, 1), (1, 1)}
    assert set(tally) == allowed
    expected = trials / len(allowed)
    chi_square = sum((n - expected) ** 2 / expected for n in tally.values())
    assert chi_square < 24.3  # 7 degrees of freedom, p = 0.001


@pytest.mark.parametrize("mines", [-1, 81, 500])
def test_impossible_mine_counts_are_refused_with_the_range(mines: int) -> None:
    with pytest.raises(MineCountError, match="between 0 and 80"):
        check_mine_count(9, 9, mines)
    with pytest.raises(MineCountError):
        lay_mines(Board(9, 9), mines, 0, 0, random.Random(0))


def test_counts_match_the_mines_laid() -> None:
    board = Board(30, 16)
    lay_mines(board, 99, 0, 0, random.Random(5))
    for y in range(16):
        for x in range(30):
            around = sum(
                1 for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                if (dx or dy) and board.contains(x + dx, y + dy)
                and board.cells[board.index(x + dx, y + dy)] & MINE
            )
            assert board.cells[board.index(x, y)] & 0x0F == around
