"""Mine sources: exact counts, a safe first click, repeatability, uniformity, and fixed layouts unmoved."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core import generate
from minesweeper.core.board import check_mine_count
from minesweeper.core.errors import LayoutError, MineCountError
from minesweeper.core.generate import (
    FirstClick,
    FixedMines,
    RandomMines,
    kept_clear,
    keyed_choice,
    random_mines,
    sampled,
)
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
    with pytest.raises(LayoutError, match="does not match Beginner"):
        source.layout_for(PRESETS["beginner"], 0, 0)
    with pytest.raises(LayoutError, match="does not match Intermediate"):
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


def earlier_draw(width: int, height: int, mines: int, x: int, y: int, rng: random.Random, rule: FirstClick) -> bytes:
    """The draw as earlier versions wrote it: ``rng.sample`` of mines + kept-clear positions, clear ones dropped."""
    clear = set(kept_clear(width, height, x, y, mines, rule))
    drawn = rng.sample(range(width * height), mines + len(clear))
    cells = bytearray(width * height)
    for position in [p for p in drawn if p not in clear][:mines]:
        cells[position] = 1
    return bytes(cells)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.data(), st.integers(0, 2**32), st.sampled_from(FirstClick))
def test_a_seed_gives_the_board_it_gave_before(
    width: int, height: int, data: st.DataObject, seed: int, rule: FirstClick
) -> None:
    """Seeded boards up to ``SAMPLED_DRAW_MOST`` drawn positions (golden images, shared seeds) do not move."""
    mines = data.draw(st.integers(0, width * height - 1))
    x, y = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    ours, theirs = random.Random(seed), random.Random(seed)
    assert random_mines(width, height, mines, x, y, ours, rule) == earlier_draw(
        width, height, mines, x, y, theirs, rule
    )
    assert ours.random() == theirs.random()  # the next game of the run is the same too


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([1, 2, 7, 480, 1000, 16405, 16406, 1_000_000]), st.data(), st.integers(0, 2**32))
def test_sampled_is_random_sample_and_leaves_the_generator_alike(size: int, data: st.DataObject, seed: int) -> None:
    """Both of ``Random.sample``'s methods (a pool for a small population, a set of taken ones for a big one)
    and the words fetched one by one after rejections."""
    count = data.draw(st.integers(0, min(size, 5000)))
    ours, theirs = random.Random(seed), random.Random(seed)
    assert sampled(size, count, ours) == theirs.sample(range(size), count)
    assert ours.getrandbits(32) == theirs.getrandbits(32)


def test_a_generator_of_another_kind_is_sampled_by_its_own_method() -> None:
    class Counting(random.Random):
        calls = 0

        def sample(self, population, k, *, counts=None):  # type: ignore[no-untyped-def]
            Counting.calls += 1
            return super().sample(population, k, counts=counts)

    assert sampled(480, 108, Counting(3)) == random.Random(3).sample(range(480), 108)
    assert Counting.calls == 1


@pytest.mark.parametrize(
    ("mines", "x", "y", "rule"),
    [
        (150_000, 500, 500, FirstClick.OPENING),
        (999_000, 500, 500, FirstClick.OPENING),
        (999_991, 0, 0, FirstClick.OPENING),
        (999_999, 999, 999, FirstClick.OPENING),
        (500_000, 0, 999, FirstClick.SAFE),
        (4100, 999, 3, FirstClick.OPENING),
    ],
)
def test_giant_boards_get_exactly_their_mines_and_a_clear_first_click(
    mines: int, x: int, y: int, rule: FirstClick
) -> None:
    cells = random_mines(1000, 1000, mines, x, y, random.Random(mines), rule)
    assert len(cells) == 1_000_000 and cells.count(1) == mines and not cells.translate(None, b"\x00\x01")
    clear = kept_clear(1000, 1000, x, y, mines, rule)
    assert not any(cells[i] for i in clear)
    assert cells == random_mines(1000, 1000, mines, x, y, random.Random(mines), rule)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 3000), st.data(), st.integers(0, 2**32))
def test_keyed_choice_marks_exactly_the_count_asked(size: int, data: st.DataObject, seed: int) -> None:
    """Small sizes move the cut between key values often, and counts past half take the other side."""
    count = data.draw(st.integers(0, size))
    chosen = keyed_choice(size, count, random.Random(seed))
    assert len(chosen) == size and chosen.count(1) == count and chosen.count(0) == size - count


@pytest.mark.parametrize("count", [2, 4])
def test_keyed_choice_makes_every_set_equally_likely(count: int) -> None:
    """6 positions: 15 sets of two (or of four, drawn as their two safe cells), each about 1/15 of the time."""
    rng = random.Random(5)
    trials = 15000
    tally = Counter(keyed_choice(6, count, rng) for _ in range(trials))
    assert len(tally) == 15
    expected = trials / 15
    chi_square = sum((n - expected) ** 2 / expected for n in tally.values())
    assert chi_square < 36.1  # 14 degrees of freedom, p = 0.001


def test_the_keyed_draw_spreads_mines_over_the_allowed_cells(monkeypatch: pytest.MonkeyPatch) -> None:
    """The giant boards' draw put on a 4×3 board clicked in a corner: the kept-clear cells are put back in
    their places, and each of the 8 allowed cells gets the one mine about 1/8 of the time."""
    monkeypatch.setattr(generate, "SAMPLED_DRAW_MOST", 0)
    rng = random.Random(98)
    tally: Counter[tuple[int, int]] = Counter()
    trials = 16000
    for _ in range(trials):
        tally.update(mines_of(4, random_mines(4, 3, 1, 0, 0, rng)))
    assert set(tally) == {(x, y) for x in range(4) for y in range(3)} - {(0, 0), (1, 0), (0, 1), (1, 1)}
    expected = trials / 8
    assert sum((n - expected) ** 2 / expected for n in tally.values()) < 24.3  # 7 degrees of freedom, p = 0.001


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.data(), st.integers(0, 2**32), st.sampled_from(FirstClick))
def test_the_keyed_draw_keeps_the_first_click_clear_anywhere(
    width: int, height: int, data: st.DataObject, seed: int, rule: FirstClick
) -> None:
    mines = data.draw(st.integers(0, width * height - 1))
    x, y = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(generate, "SAMPLED_DRAW_MOST", 0)
        cells = random_mines(width, height, mines, x, y, random.Random(seed), rule)
    assert len(cells) == width * height and cells.count(1) == mines
    assert not any(cells[i] for i in kept_clear(width, height, x, y, mines, rule))
