"""The no-guess check's whole-board rules on bit sets: the same standstill as the cell-by-cell engine, the same
knowledge handed to the exact step, and pairs that can never be told apart found exactly."""

from __future__ import annotations

import random

import pytest

from minesweeper.core.board import padding
from minesweeper.core.generate import FirstClick, random_mines
from minesweeper.core.metrics.grid import survey
from minesweeper.core.solver import bitboard
from minesweeper.core.solver.state import OPEN, PROVEN_MINE, Knowledge
from tests.core.solver_views import solvable_cell_by_cell

SHAPES = [(30, 16, 99), (16, 16, 40), (9, 9, 10), (8, 8, 20), (12, 5, 25), (5, 4, 6), (1, 7, 2), (7, 1, 2), (3, 3, 8)]


def layout(art: str) -> tuple[int, int, bytes]:
    rows = [line.strip() for line in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(1 if ch == "*" else 0 for row in rows for ch in row)


def settled_cell_by_cell(width: int, height: int, mines: bytes, first: int) -> Knowledge:
    """The incremental engine's standstill from an opened ``first`` (padded index): both local rules, every proven
    safe cell opened, until nothing more is proven."""
    truth = survey(width, height, mines).counts
    knowledge = Knowledge(width, height)
    knowledge.add_number(first, truth[first] & 15)
    while True:
        knowledge.settle()
        if not knowledge.fresh_safe:
            return knowledge
        for cell in knowledge.fresh_safe:
            knowledge.add_number(cell, truth[cell] & 15)
        knowledge.fresh_safe.clear()


def bits_of(knowledge: Knowledge, state: int) -> int:
    return sum(1 << cell for cell, value in enumerate(knowledge.state) if value == state)


def boards(count: int, seed: int) -> list[tuple[int, int, bytes, int, int]]:
    """Random boards of every shape in ``SHAPES``, either first-click rule, clicked anywhere it is safe."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        width, height, mines = rng.choice(SHAPES)
        x, y = rng.randrange(width), rng.randrange(height)
        found.append((width, height, random_mines(width, height, mines, x, y, rng, rng.choice(list(FirstClick))), x, y))
    return found


def test_the_whole_board_rules_stop_where_the_cell_by_cell_engine_stops() -> None:
    """The same cells open and the same mines proven; once every safe cell is open the bit sets stop at once, so
    there only the open cells are compared."""
    finished = 0
    for width, height, mines, x, y in boards(150, seed=1):
        shape = bitboard.frame(width, height)
        first = padding(width, height).index(x, y)
        reference = settled_cell_by_cell(width, height, mines, first)
        settled = bitboard.settle(shape, shape.bits(mines), 1 << first, 0, lambda: False)
        assert settled is not None
        opened, proven = settled
        assert opened == bits_of(reference, OPEN), (width, height, mines, x, y)
        if opened | shape.bits(mines) == shape.play:
            finished += 1
        else:
            assert proven == bits_of(reference, PROVEN_MINE), (width, height, mines, x, y)
    assert 10 < finished < 140  # both kinds of end are in the sample


def test_the_exact_step_is_handed_the_knowledge_the_engine_has_at_the_standstill() -> None:
    stalled = 0
    for width, height, mines, x, y in boards(60, seed=2):
        first = padding(width, height).index(x, y)
        shape = bitboard.frame(width, height)
        settled = bitboard.settle(shape, shape.bits(mines), 1 << first, 0, lambda: False)
        assert settled is not None
        if settled[0] | shape.bits(mines) == shape.play:
            continue  # finished: no exact step
        stalled += 1
        reference = settled_cell_by_cell(width, height, mines, first)
        state, value = bitboard.view(shape, survey(width, height, mines).counts, *settled)
        knowledge = Knowledge.of_padded(width, height, state, value)
        assert knowledge.state == reference.state and knowledge.value == reference.value
        assert knowledge.need == reference.need and knowledge.flags == reference.flags
        assert knowledge.mines_found == reference.mines_found
    assert stalled > 20


def test_a_round_asks_whether_to_stop_first() -> None:
    shape = bitboard.frame(9, 9)
    mines = shape.bits(layout("*........\n" + ".........\n" * 8)[2])
    assert bitboard.settle(shape, mines, 1 << padding(9, 9).index(8, 8), 0, lambda: True) is None


def art_board(art: str) -> tuple[int, int, bytes, int]:
    """Width, height, mines (``*``) and the first click's padded index (``o``) of a board drawn as art."""
    width, height, mines = layout(art.replace("o", "."))
    cell = art.replace("\n", "").replace(" ", "").index("o")
    return width, height, mines, padding(width, height).index(cell % width, cell // width)


@pytest.mark.parametrize(
    "art",
    [
        "..*\no..",  # the classic: C1 and C2 both seen by B1 and B2 only
        "**..\n*...\n...o\n**..",  # A2 and A3 on the edge, walled above and below by mines
        "..*.\n.*.o\n*...\n..*.",  # a 2×2 block's diagonals on the edge, its outer corners mines or off the board
        "*.*...o\n***....\n.......\n....***\n....***",  # a safe cell and a mine, each walled in by mines
    ],
)
def test_cells_no_number_can_tell_apart_are_found(art: str) -> None:
    width, height, mines, first = art_board(art)
    shape = bitboard.frame(width, height)
    assert bitboard.fifty_fifty(shape, shape.bits(mines), 1 << first)
    x, y = padding(width, height).coords(first)
    assert not solvable_cell_by_cell(width, height, mines, x, y)


@pytest.mark.parametrize(
    "art",
    [
        "..*\no.*",  # both cells mines: nothing to swap
        "**..\n*...\n...o\n*...",  # B4 sees A3 but not A2: it tells them apart
        "..*.\n.*.o\n....\n..*.",  # a block with one mine: no trade keeps the count
        ".....\n.***.\n.*.*.\n.***.\n....o",  # a safe cell walled in by mines, but no mine walled in
        "*o",  # the pair's safe cell is the first click: open from the start
    ],
)
def test_cells_a_number_can_tell_apart_are_not_taken_for_a_fifty_fifty(art: str) -> None:
    width, height, mines, first = art_board(art)
    shape = bitboard.frame(width, height)
    assert not bitboard.fifty_fifty(shape, shape.bits(mines), 1 << first)


def test_every_board_called_a_fifty_fifty_is_one_the_cell_by_cell_engine_cannot_finish() -> None:
    """The early refusal is exact: of boards of every shape, those it refuses, the full check refuses too."""
    refused = 0
    for width, height, mines, x, y in boards(400, seed=3):
        shape = bitboard.frame(width, height)
        if bitboard.fifty_fifty(shape, shape.bits(mines), 1 << padding(width, height).index(x, y)):
            refused += 1
            assert not solvable_cell_by_cell(width, height, mines, x, y), (width, height, mines, x, y)
    assert refused > 40  # the sample holds enough of them to mean something
