"""The bordered bytearray board and its scanline flood fill, checked against a plain per-cell fill."""

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core import Board, BoardSizeError, Rect
from minesweeper.core.board import BORDER, COUNT, FLAG, MINE, QUESTION, REVEALED


def test_one_by_one_and_largest_boards_build() -> None:
    assert Board(1, 1).cells == bytearray([BORDER] * 4 + [0] + [BORDER] * 4)
    big = Board(1000, 1000)
    assert len(big.cells) == 1002 * 1002


@pytest.mark.parametrize(("width", "height"), [(0, 5), (5, 0), (1001, 1), (1, 1001), (-3, 4)])
def test_sizes_outside_the_range_are_refused(width: int, height: int) -> None:
    with pytest.raises(BoardSizeError, match="between 1 and 1000"):
        Board(width, height)


def test_border_is_a_ring_of_open_sentinels_around_the_play_area() -> None:
    board = Board(4, 3)
    inside = {board.index(x, y) for y in range(3) for x in range(4)}
    for i, value in enumerate(board.cells):
        assert value == (0 if i in inside else BORDER)


def test_corner_and_edge_counts_see_only_real_neighbours() -> None:
    board = Board(3, 3)
    board.place_mines([board.index(0, 0), board.index(2, 2)])
    counts = [[board.cells[board.index(x, y)] & COUNT for x in range(3)] for y in range(3)]
    assert counts == [[0, 1, 0], [1, 2, 1], [0, 1, 0]]


def test_empty_thousand_square_board_floods_completely_without_recursion() -> None:
    board = Board(1000, 1000)
    opened, rect = board.flood(board.index(999, 0))
    assert opened == 1_000_000
    assert rect == Rect(0, 0, 999, 999)
    assert board.cells.count(REVEALED) == len(board.cells)


def test_a_wall_of_flags_stops_the_flood_and_stays_flagged() -> None:
    board = Board(5, 3)
    for y in range(3):
        board.cells[board.index(2, y)] |= FLAG
    opened, rect = board.flood(board.index(0, 0))
    assert opened == 6
    assert rect.x1 <= 2
    for y in range(3):
        assert board.cells[board.index(2, y)] == FLAG
        assert board.cells[board.index(4, y)] == 0


def test_question_marks_are_opened_by_the_flood() -> None:
    board = Board(3, 1)
    board.cells[board.index(1, 0)] |= QUESTION
    board.flood(board.index(0, 0))
    assert board.cells[board.index(1, 0)] == REVEALED


def reference_flood(board: Board, start: int) -> set[int]:
    """What a flood must open, computed the slow obvious way, one cell at a time."""
    cells, seen, todo = board.cells, {start}, deque([start])
    while todo:
        i = todo.popleft()
        if cells[i] & COUNT:
            continue
        for j in board.around(i):
            if j not in seen and not cells[j] & (REVEALED | FLAG | MINE):
                seen.add(j)
                todo.append(j)
    return seen


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 14), st.integers(1, 14), st.data())
def test_scanline_flood_opens_exactly_what_a_cell_by_cell_fill_opens(width: int, height: int,
                                                                     data: st.DataObject) -> None:
    board = Board(width, height)
    cells_all = [board.index(x, y) for y in range(height) for x in range(width)]
    mines = data.draw(st.sets(st.sampled_from(cells_all), max_size=len(cells_all) // 3))
    board.place_mines(sorted(mines))
    for i in data.draw(st.sets(st.sampled_from(cells_all), max_size=4)):
        board.cells[i] |= FLAG
    zeros = [i for i in cells_all if board.cells[i] & (COUNT | MINE | FLAG) == 0]
    if not zeros:
        return
    start = data.draw(st.sampled_from(zeros))
    expected = reference_flood(board, start)
    before = bytes(board.cells)
    opened, rect = board.flood(start)
    now_open = {i for i in cells_all if board.cells[i] & REVEALED}
    assert now_open == expected
    assert opened == len(expected)
    for i in cells_all:
        if i not in expected:
            assert board.cells[i] == before[i]
        else:
            x, y = board.coords(i)
            assert rect.x0 <= x <= rect.x1 and rect.y0 <= y <= rect.y1
