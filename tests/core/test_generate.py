"""Mine sources: exact counts, a safe first click, repeatability, uniformity, and fixed layouts unmoved."""

import random
from collections import Counter

import pytest

from minesweeper.core.board import check_mine_count
from minesweeper.core.errors import LayoutError, MineCountError
from minesweeper.core.generate import FirstClick, FixedMines, RandomMines, random_mines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty


def mines_of(width: int, cells: bytes) -> set[tuple[int, int]]:
    return {(i % width, i // width) for i, value in enumerate(cells) if value}


@pytest.mark.parametrize(("width", "height", "mines"), [(30, 16, 99), (9, 9, 10), (1, 1, 0), (1000, 1000, 1)])
def test_exactly_the_requested_mines_are_laid(width: int, height: int, mines: int) -> None:
    assert random_mines(width, height, mines, 0, 0, random.Random(7)).count(1) == mines


@pytest.mark.parametrize("seed", range(25))
def test_first_click_and_its_neighbours_stay_clear(seed: int) -> None:
    cells = random_mines(30, 16, 99, 12, 7, random.Random(seed))
    assert not {(12 + dx, 7 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & mines_of(30, cells)


def test_a_board_too_dense_for_a_clear_block_keeps_only_the_clicked_cell_safe() -> None:
    cells = random_mines(3, 3, 8, 1, 1, random.Random(1))
    assert mines_of(3, cells) == {(x, y) for x in range(3) for y in range(3)} - {(1, 1)}


def test_same_seed_and_first_click_give_the_same_board() -> None:
    boards = [random_mines(16, 16, 40, 3, 9, random.Random(2024)) for _ in range(2)]
    assert boards[0] == boards[1]
    assert random_mines(16, 16, 40, 3, 9, random.Random(2025)) != boards[0]


def test_mines_are_spread_uniformly_over_the_allowed_cells() -> None:
    """A 4×3 board clicked in a corner allows 8 cells; each should hold the one mine about 1/8 of the time."""
    rng = random.Random(99)
    tally: Counter[tuple[int, int]] = Counter()
    trials = 16000
    for _ in range(trials):
        tally.update(mines_of(4, random_mines(4, 3, 1, 0, 0, rng)))
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
        random_mines(9, 9, mines, 0, 0, random.Random(0))


def test_the_random_source_lays_a_layout_of_the_difficulty() -> None:
    layout = RandomMines(random.Random(3)).layout_for(PRESETS["expert"], 29, 15)
    assert (layout.width, layout.height, layout.mine_count) == (30, 16, 99)
    assert not layout.has_mine(29, 15)


def test_a_fixed_source_hands_over_its_layout_wherever_the_first_click_lands() -> None:
    layout = Layout.parse("*..\n...")
    source = FixedMines(layout)
    assert source.layout_for(Difficulty.custom(3, 2, 1), 0, 0) is layout
    with pytest.raises(LayoutError, match="not a Beginner board"):
        source.layout_for(PRESETS["beginner"], 0, 0)
    with pytest.raises(LayoutError, match="not an Intermediate board"):
        source.layout_for(PRESETS["intermediate"], 0, 0)


def test_the_safe_rule_keeps_only_the_first_cell_clear() -> None:
    """Under the safe rule mines may touch the first click; under the opening rule its block stays clear."""
    touching = 0
    for seed in range(200):
        mines = random_mines(9, 9, 10, 4, 4, random.Random(seed), FirstClick.SAFE)
        assert mines[4 * 9 + 4] == 0 and sum(mines) == 10
        block = [(4 + dy) * 9 + 4 + dx for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
        touching += any(mines[i] for i in block)
        assert not any(random_mines(9, 9, 10, 4, 4, random.Random(seed))[i] for i in block)
    assert touching > 100  # 8 of 80 cells around: most boards put a mine there
