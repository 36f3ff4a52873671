"""The padded layout of a board (its play area inside a ring of sentinels) is one definition, which the board, the
solver's knowledge and the metrics' grid all use."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.board import Board, padding
from minesweeper.core.metrics.grid import grid
from minesweeper.core.solver.state import Knowledge


@given(st.integers(1, 40), st.integers(1, 40), st.data())
def test_every_cell_has_one_index_inside_the_ring_and_back(width: int, height: int, data: st.DataObject) -> None:
    frame = padding(width, height)
    x, y = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    index = frame.index(x, y)
    assert frame.coords(index) == (x, y)
    assert frame.stride <= index < frame.length - frame.stride  # never in the top or bottom ring row
    assert index % frame.stride not in (0, frame.stride - 1)  # nor in its left or right column
    assert any(index in range(*row.indices(frame.length)) for row in frame.rows)


@given(st.integers(1, 30), st.integers(1, 30))
def test_the_rows_are_the_play_cells_and_the_neighbours_come_in_opposite_pairs(width: int, height: int) -> None:
    frame = padding(width, height)
    inside = sorted(frame.index(x, y) for y in range(height) for x in range(width))
    assert [i for row in frame.rows for i in range(*row.indices(frame.length))] == inside
    assert frame.length == (width + 2) * (height + 2)
    assert all(frame.around[k] == -frame.around[7 - k] for k in range(8))  # the solver's prove relies on it
    x, y = width // 2, height // 2
    centre = frame.index(x, y)
    neighbours = {frame.coords(centre + step) for step in frame.around}
    assert neighbours == {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy}


def test_the_board_the_solver_and_the_metrics_share_one_layout() -> None:
    board, knowledge, metrics = Board(30, 16), Knowledge(30, 16), grid(30, 16)
    assert board.padding is knowledge.padding is padding(30, 16)
    assert (board.stride, board.neighbours) == (knowledge.stride, knowledge.around) == (metrics.stride, metrics.around)
    assert metrics.length == len(board.cells) == len(knowledge.state)
    assert board.index(7, 3) == knowledge.index(7, 3) and knowledge.coords(board.index(7, 3)) == (7, 3)


@pytest.mark.parametrize(("width", "height"), [(0, 3), (3, 0), (-1, 2)])
def test_a_size_with_no_cells_has_no_layout(width: int, height: int) -> None:
    with pytest.raises(ValueError, match="positive sides"):
        padding(width, height)
