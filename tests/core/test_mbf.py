"""MinesweeperX .mbf boards: ASCII boards in, bytes out, and every kind of damaged file refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.errors import MbfError, MinesweeperError
from minesweeper.core.formats.mbf import MAX_FILE_BYTES, read_mbf, write_mbf
from tests.core.test_codes import Board, board_from, boards

BOARD = board_from("""
    *....
    .....
    ..*..
    ....*
""")


def test_a_board_is_its_size_count_and_mine_positions_row_by_row() -> None:
    assert write_mbf(*BOARD) == bytes([5, 4, 0, 3, 0, 0, 2, 2, 4, 3])
    assert read_mbf(bytes([5, 4, 0, 3, 0, 0, 2, 2, 4, 3])) == BOARD


def test_mines_may_be_listed_in_any_order() -> None:
    assert read_mbf(bytes([5, 4, 0, 3, 4, 3, 0, 0, 2, 2])) == BOARD


def test_the_mine_count_is_big_endian() -> None:
    mines = bytes(1 if i < 300 else 0 for i in range(255 * 2))
    data = write_mbf(255, 2, mines)
    assert data[:4] == bytes([255, 2, 1, 44])
    assert read_mbf(data) == (255, 2, mines)


@settings(max_examples=150)
@given(boards())
def test_any_board_survives_the_round_trip(board: Board) -> None:
    assert read_mbf(write_mbf(*board)) == board


def test_the_largest_board_the_format_holds_round_trips() -> None:
    mines = bytes(i % 3 == 0 for i in range(255 * 255))
    assert read_mbf(write_mbf(255, 255, mines)) == (255, 255, mines)


def test_a_board_wider_or_taller_than_255_is_refused_with_the_reason() -> None:
    with pytest.raises(MbfError, match="at most 255×255 cells; this board is 256×16"):
        write_mbf(256, 16, bytes(256 * 16))
    with pytest.raises(MbfError, match="this board is 30×1000"):
        write_mbf(30, 1000, bytes(30 * 1000))


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"", "too short"),
        (bytes([5, 4, 0]), "too short"),
        (bytes([0, 4, 0, 0]), "cannot be 0"),
        (bytes([5, 0, 0, 0]), "cannot be 0"),
        (bytes([2, 2, 0, 4, 0, 0, 1, 0, 0, 1, 1, 1]), "needs at least one safe"),
        (bytes([2, 2, 255, 255]), "puts 65535 mines"),
        (bytes([5, 4, 0, 3, 0, 0, 2, 2]), "cut short: it announces 3 mines but lists 2"),
        (bytes([5, 4, 0, 3, 0, 0, 2, 2, 4]), "cut short"),
        (bytes([5, 4, 0, 2, 0, 0, 2, 2, 4, 3]), "2 stray bytes"),
        (bytes([5, 4, 0, 1, 0, 0, 9]), "1 stray bytes"),
        (bytes([5, 4, 0, 2, 0, 0, 5, 0]), r"mine 2 at \(5,0\) is off the 5×4 board"),
        (bytes([5, 4, 0, 2, 0, 0, 0, 4]), r"\(0,4\) is off"),
        (bytes([5, 4, 0, 2, 255, 255, 0, 0]), r"\(255,255\) is off"),  # what a -1 written as a byte becomes
        (bytes([5, 4, 0, 2, 3, 1, 3, 1]), r"mine 2 at \(3,1\) is listed twice"),
        (bytes([5, 4]) + bytes(MAX_FILE_BYTES), "at most"),
    ],
)
def test_a_damaged_file_is_refused_with_a_reason(data: bytes, says: str) -> None:
    with pytest.raises(MbfError, match=says):
        read_mbf(data)


def test_refusals_are_the_games_narrow_errors_and_bad_calls_are_type_errors() -> None:
    assert issubclass(MbfError, MinesweeperError)
    with pytest.raises(TypeError):
        read_mbf("5 4 0 1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs 20 mine bytes"):
        write_mbf(5, 4, bytes(3))


@settings(max_examples=300)
@given(st.binary(max_size=40))
def test_any_bytes_read_as_a_board_or_an_mbf_error(data: bytes) -> None:
    try:
        width, height, mines = read_mbf(data)
    except MbfError:
        return
    assert write_mbf(width, height, mines)[:4] == data[:4]
    assert read_mbf(write_mbf(width, height, mines)) == (width, height, mines)
