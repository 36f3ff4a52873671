"""3BV from ASCII boards, and against a plain cell-by-cell count written here on any small board."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings

from minesweeper.core.metrics import bbbv
from tests.core.test_codes import Board, board_from, boards


@pytest.mark.parametrize(("art", "count"), [
    (".", 1),
    ("*.", 1),
    ("""...
        ...
        ...""", 1),
    ("""*.*
        ...
        *.*""", 5),  # no zero at all: every number is a click
    ("""*....
        .....
        ..*..
        .....""", 3),
    ("""..*..
        ..*..
        ..*..""", 2),  # a wall of mines splits the zeros into two openings
    ("""*.*.*.
        ......
        ......
        *.*.*.""", 18),
    ("""*.*..
        .....
        .....""", 2),  # one opening, and the 2 between the mines touches no zero
    (""".....
        .....
        ..*..
        .....
        .....""", 1),  # one opening rings the mine: the hole in it is no second opening
    ("""...*.
        .....
        .....
        *....
        .....""", 3),  # zeros that meet only at a corner are one opening; (4,0) and (0,4) touch no zero
    ("""..*..*..
        ..*..*..""", 6),  # an opening at each side, and the four numbers between the walls need a click each
])
def test_3bv_counts_openings_and_the_numbers_outside_them(art: str, count: int) -> None:
    assert bbbv(*board_from(art)) == count


def plain_bbbv(width: int, height: int, mines: bytes) -> int:
    """The definition, one cell at a time: flood each fresh zero (with its rim), then count the numbers left."""
    def around(x: int, y: int) -> list[tuple[int, int]]:
        return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height]

    def mine(x: int, y: int) -> bool:
        return mines[y * width + x] == 1

    number = {(x, y): sum(mine(*c) for c in around(x, y)) for y in range(height) for x in range(width)}
    opened: set[tuple[int, int]] = set()
    openings = 0
    for cell, count in number.items():
        if count or mine(*cell) or cell in opened:
            continue
        openings += 1
        opened.add(cell)
        todo = deque([cell])
        while todo:
            for near in around(*todo.popleft()):
                if near not in opened:
                    opened.add(near)
                    if number[near] == 0:
                        todo.append(near)
    return openings + sum(1 for cell in number if not mine(*cell) and cell not in opened)


@settings(max_examples=300, deadline=None)
@given(boards(max_side=14))
def test_3bv_is_the_definition_on_any_small_board(board: Board) -> None:
    assert bbbv(*board) == plain_bbbv(*board)


def test_a_board_with_a_wrong_length_or_a_stray_byte_is_a_programming_mistake() -> None:
    with pytest.raises(ValueError, match="needs 6 mine bytes, not 5"):
        bbbv(3, 2, bytes(5))
    with pytest.raises(ValueError, match="0 \\(safe\\) or 1 \\(mine\\)"):
        bbbv(2, 1, b"\x00\x02")
    with pytest.raises(TypeError):
        bbbv(2, 1, [0, 0])  # type: ignore[arg-type]
