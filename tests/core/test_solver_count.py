"""The counting machinery under the solver: group counts against brute force, weighting, big boards."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.combine import combine
from minesweeper.core.solver.counting import Budget, OutOfBudget, count_group
from minesweeper.core.view import Tile


@st.composite
def connected_groups(draw: st.DrawFn) -> tuple[list[int], list[list[int]], list[int]]:
    """Random boxes (sizes 1-3) over a few numbers, linked into one group, with reachable needs."""
    boxes = draw(st.integers(1, 7))
    numbers = draw(st.integers(1, min(5, boxes + 1)))
    sizes = [draw(st.integers(1, 3)) for _ in range(boxes)]
    box_numbers = [[min(b, numbers - 1)] for b in range(boxes)]  # box b starts on number b (a chain)
    for b in range(boxes):
        extra = draw(st.lists(st.integers(0, numbers - 1), max_size=2))
        box_numbers[b] = sorted(set(box_numbers[b]) | set(extra))
    for n in range(1, numbers):  # link number n to number n - 1 through some box so the group is connected
        if not any(n in bn and n - 1 in bn for bn in box_numbers):
            box_numbers[min(n, boxes - 1)] = sorted({*box_numbers[min(n, boxes - 1)], n, n - 1})
    room = [sum(s for s, bn in zip(sizes, box_numbers, strict=True) if n in bn) for n in range(numbers)]
    needs = [draw(st.integers(0, r)) for r in room]
    return sizes, box_numbers, needs


def brute(sizes: list[int], box_numbers: list[list[int]], needs: list[int]) -> tuple[list[int], list[list[int]]]:
    totals = [0] * (sum(sizes) + 1)
    marginals = [[0] * (sum(sizes) + 1) for _ in sizes]
    for choice in itertools.product(*(range(s + 1) for s in sizes)):
        if all(
            sum(m for m, bn in zip(choice, box_numbers, strict=True) if n in bn) == need for n, need in enumerate(needs)
        ):
            ways = 1
            for s, m in zip(sizes, choice, strict=True):
                ways *= comb(s, m)
            k = sum(choice)
            totals[k] += ways
            for b, m in enumerate(choice):
                marginals[b][k] += ways * m
    return totals, marginals


@settings(max_examples=300, deadline=None)
@given(connected_groups())
def test_group_counts_match_brute_force(group: tuple[list[int], list[list[int]], list[int]]) -> None:
    sizes, box_numbers, needs = group
    totals, marginals = brute(sizes, box_numbers, needs)
    counted = count_group(sizes, box_numbers, needs, Budget(10**9))
    if not any(totals):
        assert counted is None
    else:
        assert counted is not None
        assert (counted.totals, counted.box_mines) == (totals, marginals)


def test_a_long_wall_is_counted_in_linear_work() -> None:
    """A row of 300 covered cells under 300 ones: 2**100-ish solutions, but the state at any cut is tiny."""
    cells = 300
    sizes = [1] * cells
    box_numbers = [[n for n in (b - 1, b, b + 1) if 0 <= n < cells] for b in range(cells)]
    budget = Budget(200_000)
    counted = count_group(sizes, box_numbers, [1] * cells, budget)
    assert counted is not None
    assert sum(counted.totals) == 1  # a 1 under every cell forces the pattern mine, gap, gap, mine...
    with pytest.raises(OutOfBudget):
        count_group(sizes, box_numbers, [1] * cells, Budget(100))


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(st.integers(0, 6), min_size=1, max_size=4), min_size=0, max_size=4),
    st.integers(0, 40),
    st.integers(0, 30),
)
def test_integer_and_floating_weights_agree(totals: list[list[int]], outside: int, remaining: int) -> None:
    totals = [t for t in totals if any(t)]
    try:
        exact = combine(totals, outside, remaining, exact=True)
    except ValueError:
        with pytest.raises(ValueError):
            combine(totals, outside, remaining, exact=False)
        return
    floating = combine(totals, outside, remaining, exact=False)
    assert floating.outside == pytest.approx(exact.outside, rel=1e-12, abs=1e-300)
    for a, b in zip(exact.posteriors, floating.posteriors, strict=True):
        assert b == pytest.approx(a, rel=1e-12)
    assert exact.feasible == floating.feasible


def test_a_million_cell_board_weighs_its_one_group_exactly() -> None:
    """Two 1s at A1 and C1 of a 1000×1000 board share B1 and B2: one mine there (2 ways), or one on A2 and
    one among D1, C2, D2 (3 ways); each weighted by the ways to place the rest on the F free cells."""
    side, mines = 1000, 20_000
    tiles = bytearray([Tile.COVERED]) * (side * side)
    tiles[0], tiles[2] = 1, 1
    analysis = analyse(side, side, mines, bytes(tiles))
    free = side * side - 8
    one, two = comb(free, mines - 1), comb(free, mines - 2)
    total = 2 * one + 3 * two
    assert analysis.probability(1, 0) == pytest.approx(float(Fraction(one, total)), rel=1e-12)
    assert analysis.probability(0, 1) == pytest.approx(float(Fraction(3 * two, total)), rel=1e-12)
    assert analysis.probability(3, 0) == pytest.approx(float(Fraction(two, total)), rel=1e-12)
    outside = Fraction(2 * comb(free - 1, mines - 2) + 3 * comb(free - 1, mines - 3), total)
    assert analysis.outside == pytest.approx(float(outside), rel=1e-12)
    assert analysis.exact


def test_many_groups_on_a_big_board_match_a_small_brute_force_of_one() -> None:
    """Independent corner patterns far apart on a 300×300 board: each group's chances reflect the count."""
    rng = random.Random(5)
    side = 300
    tiles = bytearray([Tile.COVERED]) * (side * side)
    spots = rng.sample(range(2, side - 3), 20)
    for x in spots:
        tiles[x] = 1  # a 1 on the top edge: one mine among its five covered neighbours
    analysis = analyse(side, side, 9000, bytes(tiles))
    around = [analysis.probability(spots[0] + dx, dy) for dx, dy in ((-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))]
    assert sum(around) == pytest.approx(1.0, rel=1e-12)
    assert sum(analysis.probabilities()) == pytest.approx(9000, rel=1e-9)
