"""Board codes: ours (MS1-…) and the community's b/m link, from ASCII boards in to text out and back."""

from __future__ import annotations

import base64
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import BoardCodeError, MinesweeperError
from minesweeper.core.formats.codes import (
    MAX_CODE_CHARS,
    board_of,
    decode_bm,
    decode_board,
    encode_bm,
    encode_board,
    read_code,
)
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS

Board = tuple[int, int, bytes]


def board_from(art: str) -> Board:
    """Width, height and mine bytes from rows of ``*`` (mine) and ``.`` (safe); indentation ignored."""
    rows = [line.strip() for line in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(1 if ch == "*" else 0 for row in rows for ch in row)


@st.composite
def boards(draw: st.DrawFn, max_side: int = 40) -> Board:
    """Any board the game can hold, small enough to be quick: at least one safe cell."""
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    cells = width * height
    noise = draw(st.binary(min_size=cells, max_size=cells))  # one draw for the whole board: quick to make
    mines = bytearray(byte >= 192 for byte in noise)  # a quarter of the cells mines; shrinks towards none
    mines[draw(st.integers(0, cells - 1))] = 0
    return width, height, bytes(mines)


MINEFIELD = board_from("""
    *....
    .....
    ..*..
    .....
""")


def forge(width: int, height: int, count: int, mode: str, bitmap: bytes, body: bytes | None = None) -> str:
    """A code with a correct checksum over whatever we put in: to reach the checks behind the checksum."""
    header = f"MS1-{width}x{height}-{count}-{mode}"
    crc = zlib.crc32(bitmap, zlib.crc32(header.encode())).to_bytes(4, "big")
    text = base64.b32encode((bitmap if body is None else body) + crc).rstrip(b"=")
    crockford = text.translate(
        bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", b"0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    ).decode()
    return header + crockford


# ----------------------------------------------------------------- our code


def test_a_board_becomes_a_short_code_with_its_size_and_mines_in_sight() -> None:
    code = encode_board(*MINEFIELD)
    assert code.startswith("MS1-5x4-2-B")
    assert decode_board(code) == MINEFIELD


def test_the_code_of_a_known_board_is_stable_across_versions() -> None:
    # Pinned: codes shared today must still read tomorrow. Bytes 80 02 00 (the 20 cells), then the CRC-32.
    assert encode_board(*MINEFIELD) == "MS1-5x4-2-BG0400MV2FGQ0"
    assert decode_board("MS1-5x4-2-BG0400MV2FGQ0") == MINEFIELD


def test_typing_a_code_back_forgives_case_spaces_line_breaks_and_look_alike_letters() -> None:
    code = encode_board(*MINEFIELD)
    retyped = " " + code.lower().replace("0", "o").replace("1", "l")[:12] + "\n  " + code[12:].lower() + " "
    assert decode_board(retyped) == MINEFIELD


@settings(max_examples=150)
@given(boards())
def test_any_board_survives_the_round_trip(board: Board) -> None:
    assert decode_board(encode_board(*board)) == board


def test_an_expert_code_fits_a_chat_line() -> None:
    cells = random.Random(3).sample(range(480), 99)
    mines = bytes(1 if i in cells else 0 for i in range(480))
    code = encode_board(30, 16, mines)
    assert code.startswith("MS1-30x16-99-")
    assert len(code) <= 120


def test_a_sparse_giant_board_is_packed_small() -> None:
    mines = bytearray(1000 * 1000)
    for i in (0, 4242, 500_500, 999_999):
        mines[i] = 1
    code = encode_board(1000, 1000, bytes(mines))
    assert code.startswith("MS1-1000x1000-4-Z")
    assert len(code) < 400
    assert decode_board(code) == (1000, 1000, bytes(mines))


def test_a_dense_giant_board_stays_within_the_longest_code() -> None:
    mines = bytes((i * 7919) % 3 == 0 for i in range(1000 * 1000))
    code = encode_board(1000, 1000, mines)
    assert len(code) <= MAX_CODE_CHARS
    assert decode_board(code) == (1000, 1000, mines)


def _mistype(code: str, at: int) -> str:
    swap = "7" if code[at] != "7" else "8"
    return code[:at] + swap + code[at + 1 :]


GOOD = encode_board(*MINEFIELD)


@pytest.mark.parametrize(
    ("code", "says"),
    [
        ("", "not a board code"),
        ("hello there", "not a board code"),
        ("b=3&m=abc", "not a board code"),
        ("MS1-5x4-2", "malformed"),
        ("MS1--5x4-2-BG0400MV2FGQ0", "malformed"),  # negative width
        ("MS1-5x-4-2-BG0400MV2FGQ0", "malformed"),
        ("MS1-5x4-2-BG04*0MV2FGQ0", "malformed"),
        ("MS1-5x4-2-BG0400UV2FGQ0", "never use"),
        ("MS2-5x4-2-BG0400MV2FGQ0", "version 2"),
        ("MS1-0x4-0-B00000000", "out of range"),
        ("MS1-1001x4-2-BG0400MV2FGQ0", "out of range"),
        ("MS1-99999x99999-2-BG0400MV2FGQ0", "out of range"),
        ("MS1-5x4-2-QG0400MV2FGQ0", "B or Z"),
        ("MS1-5x4-2-BG0400MV2FGQ", "wrong length"),  # a character lost
        ("MS1-5x4-2-BG0400MV2FGQ000000000", "needs 20"),  # five bytes too many
        ("MS1-5x4-2-B80", "too short"),
        ("MS1-5x4-3-BG0400MV2FGQ0", "says 3 mines but its layout holds 2"),
        ("MS1-5x4-99999999-BG0400MV2FGQ0", "says 99999999 mines"),
        ("MS1-5x4-999999999999-BG0400MV2FGQ0", "malformed"),
        ("MS1-5x" + "9" * 5000 + "-2-BG0400MV2FGQ0", "malformed"),
        (_mistype(GOOD, len(GOOD) - 2), "checksum"),
        ("MS1-4x5-2-BG0400MV2FGQ0", "checksum"),  # same cells, other shape
        ("MS1-5x4-2-B" + "0" * 300_000, "at most"),
        ("MS1-5x4-2-B" + "0" * (MAX_CODE_CHARS + 10), "at most"),
    ],
)
def test_a_bad_code_is_refused_with_a_reason(code: str, says: str) -> None:
    with pytest.raises(BoardCodeError, match=says):
        decode_board(code)


def test_checks_behind_the_checksum_still_hold_for_forged_codes() -> None:
    with pytest.raises(BoardCodeError, match="past the board's last cell"):
        decode_board(forge(5, 1, 1, "B", bytes([0b10000100])))
    with pytest.raises(BoardCodeError, match="every cell a mine"):
        decode_board(forge(2, 2, 4, "B", bytes([0b11110000])))
    with pytest.raises(BoardCodeError, match="does not unpack"):
        decode_board(forge(8, 1, 1, "Z", b"\x80", body=b"\xff\xff\xff"))


def test_a_deflate_bomb_is_refused_without_unpacking_it() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = packer.compress(bytes(50_000_000)) + packer.flush()
    with pytest.raises(BoardCodeError, match="wrong size"):
        decode_board(forge(8, 8, 0, "Z", bytes(8), body=bomb))


def test_errors_are_the_games_narrow_kind() -> None:
    assert issubclass(BoardCodeError, MinesweeperError)
    assert issubclass(BoardCodeError, ValueError)


def test_our_own_code_refuses_boards_that_are_programming_mistakes() -> None:
    with pytest.raises(ValueError, match="needs 20 mine bytes"):
        encode_board(5, 4, bytes(19))
    with pytest.raises(ValueError, match="0 \\(safe\\) or 1"):
        encode_board(1, 2, b"\x00\x02")
    with pytest.raises(ValueError, match="at least one safe"):
        encode_board(1, 2, b"\x01\x01")
    with pytest.raises(TypeError):
        decode_board(b"MS1")  # type: ignore[arg-type]


# ----------------------------------------------------------------- the community's b/m link


def test_a_custom_board_link_has_width_and_height_digits_and_five_cells_a_digit() -> None:
    board = board_from("""
        *....
        ....*
    """)
    assert encode_bm(*board) == "b=52&m=g1"  # 10000 = g, 00001 = 1
    assert decode_bm("b=52&m=g1") == board


def test_the_three_levels_are_written_as_1_2_3() -> None:
    expert = bytes(1 if i < 99 else 0 for i in range(480))
    beginner = bytes(1 if i < 10 else 0 for i in range(81))
    assert encode_bm(30, 16, expert).startswith("b=3&m=vvvvvvvvvvvvvvvvvvv")  # 19 digits are 95 mines
    assert encode_bm(9, 9, beginner).startswith("b=1&m=vv0")
    assert decode_bm(encode_bm(30, 16, expert)) == (30, 16, expert)
    assert encode_bm(30, 16, bytes(1 if i < 98 else 0 for i in range(480))).startswith("b=3016&m=")


def test_links_from_the_tools_read_whole_or_as_just_the_query() -> None:
    board = (5, 2, bytes([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]))
    for text in (
        "https://davidnhill.github.io/JSMinesweeper/index.html?b=52&m=g1",
        "https://llamasweeper.com/#/game/zini-explorer?b=52&m=G1",
        "?seed=7&b=52&m=g1",
        "  b=52&m=g1#anchor  ",
    ):
        assert decode_bm(text) == board


def test_a_board_taller_in_digits_than_wide_splits_right_both_ways() -> None:
    tall = (9, 100, bytes(1 if i == 0 else 0 for i in range(900)))
    assert encode_bm(*tall).startswith("b=009100&m=")
    assert decode_bm(encode_bm(*tall)) == tall
    # JSMinesweeper pads to the width's digits only, so 5×10 comes out as 510: first half (rounded down) is 5.
    assert decode_bm("b=510&m=" + "0" * 10)[:2] == (5, 10)


@settings(max_examples=150)
@given(boards())
def test_any_board_survives_the_link_round_trip(board: Board) -> None:
    assert decode_bm(encode_bm(*board)) == board


def test_a_giant_board_link_round_trips() -> None:
    mines = bytes(i % 11 == 0 for i in range(1000 * 1000))
    assert decode_bm(encode_bm(1000, 1000, mines)) == (1000, 1000, mines)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "needs both"),
        ("b=52", "needs both"),
        ("m=g1", "needs both"),
        ("b=52&b=52&m=g1", "twice"),
        ("b=4&m=0", "not a board"),
        ("b=-5-5&m=0", "not a board"),
        ("b=5x2&m=0", "not a board"),
        ("b=123456789&m=0", "not a board"),
        ("b=" + "9" * 5000 + "&m=0", "not a board"),
        ("b=0009&m=0", "out of range"),
        ("b=10011001&m=0", "out of range"),
        ("b=52&m=g", "has 1 digits; a 5×2 board needs 2"),
        ("b=52&m=g10", "has 3 digits"),
        ("b=52&m=gw", "only the base-32 digits"),
        ("b=52&m=g-", "only the base-32 digits"),
        ("b=31&m=1", "past the board's last cell"),
        ("b=81&m=01", "past the board's last cell"),
        ("b=3&m=" + "0" * 96, "b=3 says 99 mines but its layout holds 0"),
        ("b=22&m=u", "every cell a mine"),
        ("b=11&m=" + "0" * 300_000, "too long"),
    ],
)
def test_a_bad_link_is_refused_with_a_reason(text: str, says: str) -> None:
    with pytest.raises(BoardCodeError, match=says):
        decode_bm(text)


@settings(max_examples=300)
@given(
    st.one_of(
        st.text(max_size=60),
        st.builds(lambda s: "MS1-" + s, st.text("0123456789xX-BZQUOIL ", max_size=40)),
        st.builds(lambda s: "b=" + s, st.text("0123456789&m=abcvwxyz", max_size=40)),
    )
)
def test_any_text_reads_as_a_board_or_a_board_code_error(text: str) -> None:
    for decode in (decode_board, decode_bm):
        try:
            width, height, mines = decode(text)
        except BoardCodeError:
            continue
        assert len(mines) == width * height and 0 <= mines.count(1) < width * height


def test_a_games_board_is_shared_once_its_mines_are_laid() -> None:
    game = Game(PRESETS["expert"], RandomMines(random.Random(4)))
    with pytest.raises(BoardCodeError, match="open a cell"):
        board_of(game)
    game.apply(Action(Kind.REVEAL, 3, 3, 0))
    width, height, mines = board_of(game)
    assert (width, height, mines.count(1)) == (30, 16, 99)
    assert game.layout is not None
    assert {(i % 30, i // 30) for i, m in enumerate(mines) if m} == game.layout.mines
    assert decode_board(encode_board(*board_of(game))) == (width, height, mines)


# ----------------------------------------------------------------- the one door for a code handed in


@settings(max_examples=100)
@given(
    boards(max_side=12),
    st.booleans(),
    st.lists(st.tuples(st.integers(0, 400), st.sampled_from(" \t\n\r\n")), max_size=8),
)
def test_read_code_reads_either_form_whatever_spaces_and_line_breaks_it_carries(
    board: Board, link: bool, breaks: list[tuple[int, str]]
) -> None:
    text = (encode_bm if link else encode_board)(*board)
    for at, gap in sorted(breaks, reverse=True):
        text = text[:at] + gap + text[at:]
    assert read_code(text) == Layout(*board)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("hello there", "not a board code: ours start with MS1-"),
        ("b=1&m=zz", "m= may hold only"),
        ("MS1-5x4", "malformed"),
        ("MS1-5x4-2-B" + " " * 300_000, "too long for a board code"),
        ("b=11&m=" + "\n" * 300_000, "too long for a board link"),
    ],
)
def test_read_code_refuses_with_the_readers_reason(text: str, says: str) -> None:
    with pytest.raises(BoardCodeError, match=says):
        read_code(text)
