"""3BV, 3BV solved, openings and greedy ZiNi on boards drawn as text, plus a cell-by-cell reference.

The oracle tests compare the same functions with ms-toollib on thousands of boards; here the small boards
are worked out by hand (each expectation is explained beside it) and random boards are checked against
a plain flood-fill reference written the obvious way, so a bug in the bytes-and-integers tricks shows up.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.metrics.measures import bbbv, bbbv_solved, greedy_zini, openings


def board(art: str) -> tuple[int, int, bytes]:
    """Width, height and row-major mine bytes of ``*`` (mine) / ``.`` (safe) art."""
    rows = [line.strip() for line in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(1 if ch == "*" else 0 for row in rows for ch in row)


def mask(art: str) -> bytes:
    """Row-major opened bytes from art where ``o`` marks an opened cell."""
    return bytes(1 if ch == "o" else 0 for line in art.strip().splitlines() for ch in line.strip())


def reference(width: int, height: int, mines: bytes) -> tuple[int, int]:
    """(3BV, openings) the slow, obvious way: flood every zero region, then count lone numbers."""

    def around(i: int) -> list[int]:
        x, y = i % width, i // width
        return [
            (y + dy) * width + x + dx
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < width and 0 <= y + dy < height
        ]

    count = [sum(mines[j] for j in around(i)) for i in range(width * height)]
    zero = [not mines[i] and count[i] == 0 for i in range(width * height)]
    seen = [False] * (width * height)
    regions = 0
    for i in range(width * height):
        if zero[i] and not seen[i]:
            regions += 1
            stack, seen[i] = [i], True
            while stack:
                for j in around(stack.pop()):
                    if zero[j] and not seen[j]:
                        seen[j] = True
                        stack.append(j)
    lone = sum(1 for i in range(width * height) if not mines[i] and count[i] and not any(zero[j] for j in around(i)))
    return regions + lone, regions


@pytest.mark.parametrize(
    ("art", "expected_bbbv", "expected_openings"),
    [
        # One opening whose rim holds every number: a single click clears it.
        ("*..\n...\n...", 1, 1),
        # No mines: the whole board is one opening.
        ("....\n....", 1, 1),
        # A wall of mines splits the board into two openings; the numbers beside the wall belong to them.
        ("..*..\n..*..\n..*..", 2, 2),
        # No zero anywhere: each of the five numbers needs its own click.
        ("*.*\n...\n*.*", 5, 0),
        # Eight numbers round a mine and no zero: eight clicks.
        ("...\n.*.\n...", 8, 0),
        # All mines but one: that one number is the whole 3BV.
        ("**\n*.", 1, 0),
        # Zeros in the top-left and bottom-right 2×2 squares touch only diagonally, at (1,1) and (2,2): one
        # opening, which every number borders.
        ("...*\n....\n....\n*...", 1, 1),
    ],
)
def test_bbbv_and_openings_of_drawn_boards(art: str, expected_bbbv: int, expected_openings: int) -> None:
    width, height, mines = board(art)
    assert bbbv(width, height, mines) == expected_bbbv
    assert openings(width, height, mines) == expected_openings


def test_bbbv_solved_counts_whole_openings_and_opened_lone_numbers() -> None:
    width, height, mines = board("""
        ..*..
        ..*..
        ..*..
        *****
        .*.*.
    """)
    # Left opening (columns 0-1 of rows 0-2) fully open; the right one has its rim open but not its zeros;
    # of the lone numbers on the bottom row, (0,4) and (4,4) are open, (2,4) is not.
    opened = mask("""
        oo..o
        oo..o
        oo..o
        .....
        o...o
    """)
    assert bbbv(width, height, mines) == 5
    assert bbbv_solved(width, height, mines, opened) == 1 + 2


def test_an_opening_with_a_covered_rim_cell_is_not_solved() -> None:
    width, height, mines = board("*....\n.....\n.....")
    # The mine at (0,0) leaves (1,0), (0,1) and (1,1) as the rim of the one opening: 3BV 1.
    assert bbbv(width, height, mines) == 1
    assert bbbv_solved(width, height, mines, mask(".oooo\nooooo\nooooo")) == 1
    assert bbbv_solved(width, height, mines, mask(".oooo\n.oooo\nooooo")) == 0  # rim cell (0,1) covered
    assert bbbv_solved(width, height, mines, mask(".o...\noo...\n.....")) == 0  # its zeros covered


def test_nothing_opened_solves_nothing_and_everything_opened_solves_all() -> None:
    width, height, mines = board("*..*.\n.....\n..*..\n*....")
    safe = bytes(1 - m for m in mines)
    assert bbbv_solved(width, height, mines, bytes(len(mines))) == 0
    assert bbbv_solved(width, height, mines, safe) == bbbv(width, height, mines)


@pytest.mark.parametrize(
    ("art", "expected"),
    [
        # The numbers round one mine: chord at (0,1) after flagging (3 clicks opens 5 cells), then a chord at
        # (1,0) opens (2,0) and (2,1), then one at (1,2) opens (2,2): 5 clicks against a 3BV of 8.
        ("...\n.*.\n...", 5),
        # Flag both mines of (0,1), open it and chord (4 clicks), then open the last number (1 click).
        ("*.*\n...\n*.*", 5),
        # No mines: one click.
        ("...\n...", 1),
    ],
)
def test_greedy_zini_of_drawn_boards(art: str, expected: int) -> None:
    width, height, mines = board(art)
    assert greedy_zini(width, height, mines) == expected


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.data())
def test_bbbv_matches_the_cell_by_cell_reference(width: int, height: int, data: st.DataObject) -> None:
    mines = bytes(data.draw(st.lists(st.integers(0, 1), min_size=width * height, max_size=width * height)))
    assert (bbbv(width, height, mines), openings(width, height, mines)) == reference(width, height, mines)
    # Each greedy step costs at most the 3BV units it solves, so ZiNi never exceeds 3BV.
    assert greedy_zini(width, height, mines) <= bbbv(width, height, mines)


def test_a_random_mid_sized_board_matches_the_reference() -> None:
    width, height = 300, 200
    mines = bytes(1 if (x * 7919 + y * 104729) % 13 < 2 else 0 for y in range(height) for x in range(width))
    assert (bbbv(width, height, mines), openings(width, height, mines)) == reference(width, height, mines)


def test_a_million_cell_lattice_has_the_3bv_worked_out_by_hand() -> None:
    """Mines at every (x, y) with x % 3 == 1 and y % 3 == 1 on 1000×1000: 333² of them.

    Every safe cell touches a mine except in column 999 and row 999 (the last mines sit at 997): those
    1999 zeros form one opening, and column 998 and row 998 (1997 cells) are its rim. All other safe
    cells are lone numbers: 10**6 − 110889 − 1999 − 1997 = 885115, so 3BV = 885116.
    """
    side = 1000
    mines = bytes(
        1 if x % 3 == 1 and y % 3 == 1 and x < 998 and y < 998 else 0 for y in range(side) for x in range(side)
    )
    assert mines.count(1) == 333 * 333
    assert openings(side, side, mines) == 1
    assert bbbv(side, side, mines) == 885116


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 30), st.integers(1, 16), st.data())
def test_sparse_boards_with_islands_and_merging_openings_match_the_reference(
    width: int, height: int, data: st.DataObject
) -> None:
    """Expert-like and sparser boards: many openings, openings that enclose a mine's island (a run graph with
    a cycle) and U-shaped ones whose two arms join a row further down, where counting joins can go wrong."""
    cells = width * height
    chosen = data.draw(st.sets(st.integers(0, cells - 1), max_size=max(1, cells // 5)))
    mines = bytes(1 if i in chosen else 0 for i in range(cells))
    assert (bbbv(width, height, mines), openings(width, height, mines)) == reference(width, height, mines)


@pytest.mark.parametrize(
    ("art", "expected_bbbv", "expected_openings"),
    [
        # A mine's island inside one opening: the zeros run round it (its eight numbers are the opening's rim),
        # so the two runs beside it, already joined above, meet again below it.
        (".....\n.....\n..*..\n.....\n.....", 1, 1),
        # A U of zeros: the two arms, separate runs for three rows, join in the bottom rows.
        ("....*....\n....*....\n.........\n.........", 1, 1),
    ],
)
def test_openings_that_close_round_or_join_below_count_once(
    art: str, expected_bbbv: int, expected_openings: int
) -> None:
    assert (bbbv(*board(art)), openings(*board(art))) == (expected_bbbv, expected_openings)
    assert reference(*board(art)) == (expected_bbbv, expected_openings)
