"""MinesweeperX board files (``.mbf``): the oldest shared way to hand someone an exact board.

The format is tiny and big-endian: width u8, height u8, mine count u16, then one (x u8, y u8) pair per mine,
counted from 0. JSMinesweeper and most analysers load and save it, so reading and writing it lets a player
bring a board in from those tools or take one of ours out. Files come from anywhere, so the reader checks
every byte (sizes, the count against the length, mines listed twice or off the board) and raises ``MbfError``
with a player's reason; the writer refuses boards wider or taller than 255, which the format cannot hold.
A board here is primitives: width, height and ``mines`` (row-major bytes, 1 = mine).
"""

from __future__ import annotations

import re

from minesweeper.core.errors import MbfError
from minesweeper.core.formats.codes import check_board

MAX_SIDE = 255
_HEADER = 4
MAX_FILE_BYTES = _HEADER + 2 * 0xFFFF
_MINE_MARK = re.compile(rb"\x01")


def write_mbf(width: int, height: int, mines: bytes) -> bytes:
    """The ``.mbf`` bytes of a board, mines listed row by row as JSMinesweeper writes them."""
    check_board(width, height, mines)
    if width > MAX_SIDE or height > MAX_SIDE:
        raise MbfError(
            f"a MinesweeperX board file holds at most {MAX_SIDE}×{MAX_SIDE} cells; this board is {width}×{height}"
        )
    positions = [m.start() for m in _MINE_MARK.finditer(bytes(mines))]
    out = bytearray((width, height, len(positions) >> 8, len(positions) & 0xFF))
    for position in positions:
        y, x = divmod(position, width)
        out += bytes((x, y))
    return bytes(out)


def read_mbf(data: bytes) -> tuple[int, int, bytes]:
    """Width, height and mine bytes from ``.mbf`` bytes, or ``MbfError`` saying what is wrong."""
    if not isinstance(data, bytes | bytearray):
        raise TypeError("an .mbf board is bytes")
    if len(data) > MAX_FILE_BYTES:
        raise MbfError(f"that file is {len(data):,} bytes; a MinesweeperX board is at most {MAX_FILE_BYTES:,}")
    if len(data) < _HEADER:
        raise MbfError("that file is too short to be a MinesweeperX board (it needs at least 4 bytes)")
    width, height, count = data[0], data[1], data[2] << 8 | data[3]
    if width == 0 or height == 0:
        raise MbfError(f"that board file says the board is {width}×{height}: a side cannot be 0")
    if count >= width * height:
        raise MbfError(
            f"that board file puts {count} mines on a {width}×{height} board, which has only "
            f"{width * height} cells and needs at least one safe"
        )
    listed = (len(data) - _HEADER) // 2
    if len(data) < _HEADER + 2 * count:
        raise MbfError(f"that board file is cut short: it announces {count} mines but lists {listed}")
    if len(data) > _HEADER + 2 * count:
        raise MbfError(f"that board file has {len(data) - _HEADER - 2 * count} stray bytes after its {count} mines")
    mines = bytearray(width * height)
    for number in range(count):
        x, y = data[_HEADER + 2 * number], data[_HEADER + 2 * number + 1]
        if x >= width or y >= height:
            raise MbfError(f"mine {number + 1} at ({x},{y}) is off the {width}×{height} board")
        if mines[y * width + x]:
            raise MbfError(f"mine {number + 1} at ({x},{y}) is listed twice")
        mines[y * width + x] = 1
    return width, height, bytes(mines)
