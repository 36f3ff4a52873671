"""The bordered bytearray board and its scanline flood fill, checked against a plain per-cell fill."""

import random
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.board import BORDER, COUNT, FLAG, MINE, QUESTION, REVEALED, Board, Rect
from minesweeper.core.errors import BoardSizeError


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


def mine_bytes(width: int, height: int, mines: set[tuple[int, int]]) -> bytes:
    return bytes(1 if (x, y) in mines else 0 for y in range(height) for x in range(width))


def test_corner_and_edge_counts_see_only_real_neighbours() -> None:
    board = Board.with_mines(3, 3, mine_bytes(3, 3, {(0, 0), (2, 2)}))
    counts = [[board.cells[board.index(x, y)] & COUNT for x in range(3)] for y in range(3)]
    assert counts == [[0, 1, 0], [1, 2, 1], [0, 1, 0]]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.data())
def test_whole_board_counts_equal_counting_each_cell_by_hand(width: int, height: int, data: st.DataObject) -> None:
    cells = [(x, y) for y in range(height) for x in range(width)]
    mines = data.draw(st.sets(st.sampled_from(cells), max_size=len(cells)))
    board = Board.with_mines(width, height, mine_bytes(width, height, mines))
    for x, y in cells:
        value = board.cells[board.index(x, y)]
        around = sum((x + dx, y + dy) in mines for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
        assert value == around | (MINE if (x, y) in mines else 0)
    inside = {board.index(x, y) for x, y in cells}
    assert all(value == BORDER for i, value in enumerate(board.cells) if i not in inside)
    assert board.mine_bytes() == mine_bytes(width, height, mines)


def hand_counted(width: int, height: int, mines: set[tuple[int, int]]) -> list[int]:
    """Each play cell's expected byte, row-major: its mine neighbours counted one by one, plus ``MINE``."""
    return [
        sum((x + dx, y + dy) in mines for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
        | (MINE if (x, y) in mines else 0)
        for y in range(height)
        for x in range(width)
    ]


def play_bytes(board: Board) -> list[int]:
    return [board.cells[board.index(x, y)] for y in range(board.height) for x in range(board.width)]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.data())
def test_dense_boards_count_eights_without_carrying_into_the_next_cell(
    width: int, height: int, data: st.DataObject
) -> None:
    """Nearly all mines (a few safe cells drawn): every inner count is 8, the most a byte must hold."""
    cells = [(x, y) for y in range(height) for x in range(width)]
    safe = data.draw(st.sets(st.sampled_from(cells), max_size=min(len(cells), 6)))
    mines = set(cells) - safe
    board = Board.with_mines(width, height, mine_bytes(width, height, mines))
    assert play_bytes(board) == hand_counted(width, height, mines)
    inside = {board.index(x, y) for x, y in cells}
    assert all(value == BORDER for i, value in enumerate(board.cells) if i not in inside)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([(1, 1000), (1000, 1), (2, 300), (300, 2), (97, 61)]), st.floats(0, 1), st.integers(0, 2**32))
def test_strips_and_odd_sizes_count_like_the_hand_at_any_density(
    size: tuple[int, int], density: float, seed: int
) -> None:
    """One-cell-wide boards (every cell on an edge) and a board whose rows wrap at an odd stride."""
    width, height = size
    rng = random.Random(seed)
    mines = {(x, y) for y in range(height) for x in range(width) if rng.random() < density}
    board = Board.with_mines(width, height, mine_bytes(width, height, mines))
    assert play_bytes(board) == hand_counted(width, height, mines)
    assert board.mine_bytes() == mine_bytes(width, height, mines)


def test_a_thousand_square_board_of_mines_counts_eight_inside_and_three_in_corners() -> None:
    board = Board.with_mines(1000, 1000, b"\x01" * 1_000_000)
    assert board.cells[board.index(500, 500)] == MINE | 8
    assert board.cells[board.index(0, 999)] == MINE | 3
    assert board.cells[board.index(999, 0)] == MINE | 3


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
def test_scanline_flood_opens_exactly_what_a_cell_by_cell_fill_opens(
    width: int, height: int, data: st.DataObject
) -> None:
    plain = [(x, y) for y in range(height) for x in range(width)]
    mines = data.draw(st.sets(st.sampled_from(plain), max_size=len(plain) // 3))
    board = Board.with_mines(width, height, mine_bytes(width, height, mines))
    cells_all = [board.index(x, y) for x, y in plain]
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
