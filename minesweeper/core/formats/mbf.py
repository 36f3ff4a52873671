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
from minesweeper.core.figure_text import grouped
from minesweeper.core.formats.codes import check_board
from minesweeper.core.language.translate import _, ngettext

MAX_SIDE = 255
_HEADER = 4
MAX_FILE_BYTES = _HEADER + 2 * 0xFFFF
_MINE_MARK = re.compile(rb"\x01")


def write_mbf(width: int, height: int, mines: bytes) -> bytes:
    """The ``.mbf`` bytes of a board, mines listed row by row as JSMinesweeper writes them."""
    check_board(width, height, mines)
    if width > MAX_SIDE or height > MAX_SIDE:
        raise MbfError(
            _("a MinesweeperX board file holds at most {most}×{most} cells; this board is {width}×{height}").format(
                most=MAX_SIDE, width=width, height=height
            )
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
        raise TypeError("an .mbf board is bytes")  # i18n: fixed (a programming error)
    if len(data) > MAX_FILE_BYTES:
        raise MbfError(
            _("that file is {count} bytes; a MinesweeperX board is at most {most}").format(
                count=grouped(len(data), for_people=True), most=grouped(MAX_FILE_BYTES, for_people=True)
            )
        )
    if len(data) < _HEADER:
        raise MbfError(_("that file is too short to be a MinesweeperX board (it needs at least 4 bytes)"))
    width, height, count = data[0], data[1], data[2] << 8 | data[3]
    if width == 0 or height == 0:
        raise MbfError(
            _("that board file says the board is {width}×{height}: a side cannot be 0").format(
                width=width, height=height
            )
        )
    if count >= width * height:
        raise MbfError(
            ngettext(
                "that board file puts {count} mine on a {width}×{height} board, which has only {cells} cells and "
                "needs at least one safe",
                "that board file puts {count} mines on a {width}×{height} board, which has only {cells} cells and "
                "needs at least one safe",
                count,
            ).format(count=count, width=width, height=height, cells=width * height)
        )
    listed = (len(data) - _HEADER) // 2
    if len(data) < _HEADER + 2 * count:
        raise MbfError(
            ngettext(
                "that board file is cut short: it announces {count} mine but lists {listed}",
                "that board file is cut short: it announces {count} mines but lists {listed}",
                count,
            ).format(count=count, listed=listed)
        )
    if len(data) > _HEADER + 2 * count:
        raise MbfError(
            ngettext(
                "that board file has {stray} stray bytes after its {count} mine",
                "that board file has {stray} stray bytes after its {count} mines",
                count,
            ).format(stray=len(data) - _HEADER - 2 * count, count=count)
        )
    mines = bytearray(width * height)
    for number in range(count):
        x, y = data[_HEADER + 2 * number], data[_HEADER + 2 * number + 1]
        if x >= width or y >= height:
            raise MbfError(
                _("mine {number} at ({x},{y}) is off the {width}×{height} board").format(
                    number=number + 1, x=x, y=y, width=width, height=height
                )
            )
        if mines[y * width + x]:
            raise MbfError(_("mine {number} at ({x},{y}) is listed twice").format(number=number + 1, x=x, y=y))
        mines[y * width + x] = 1
    return width, height, bytes(mines)
