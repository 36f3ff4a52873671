"""Minesweeper Clone's MVF videos, every version: 0.75 and older, 0.76, 0.8 to 0.96, 0.97 (and its "Funny Mode" and
unknown hacks), 2006 and 2007.

The layout follows the community's description (the RAWVF converter's, and ms-toollib's for 0.97). Big-endian.
Version 0.97 and later start with a header of length-prefixed texts (``Minesweeper Clone``, the copyright years,
…): the last digit of the years (byte 27) tells 0.97 (5, data from byte 74), 2006 and 2007 (6 or 7, a version text
at byte 53, data from byte 71) and the Funny Mode hack (8, as 0.97); an unknown hack of 0.97 starts with two zero
bytes (data from byte 7). The data: the date (local time), level, mode, the stated time (0.97: seconds and
hundredths, with its stats; later: ms), question marks, width, height, mines and each mine's column and row from 1,
the player's name, then the mouse records, each one a permutation of its bits that a 16-bit seed in the file decides
(a digit string of sines and cosines of its square roots, read digit by digit): buttons held, position in pixels of a
16-pixel cell (2006 and 2007: 32 pixels out), time in hundredths (0.97) or ms (later). Older files have no header:
width, height, mines, each mine's column and row from 0, then 8-byte records in the clear, up to the time stated
near the file's end, whose layout (and the name's) its last bytes tell apart.

A record holds the buttons' state, not a change: each one gives a move when the pointer moved, then the presses,
then the releases. Clone does not record the press before its clock starts, so the first record is a press of the
button it shows held, as the RAWVF converter and ms-toollib read it. Names are in the Windows code page of the machine
that saved them. Clone counts a left release or a right press off the board as a click; our pointer does not
(``video``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from typing import Final

from minesweeper.core.errors import VideoFormatError
from minesweeper.core.formats.video import (
    Cursor,
    Facts,
    Track,
    Video,
    assemble,
    check_board_size,
    check_level,
    local_text,
    mines_layout,
)
from minesweeper.core.hand import HandKind
from minesweeper.core.language.translate import N_, _

# The parts of the file read over and over, named in the messages of a file cut short.
_MOUSE_RECORDS: Final = N_("mouse records")
_MINES: Final = N_("mines")

SQUARE: Final = 16
HEADER: Final = b"\x11\x4d"
LEVELS: Final = {1: "beginner", 2: "intermediate", 3: "expert", 4: "custom"}
MODES: Final = {1: "classic", 2: "density", 3: "upk", 4: "cheat"}
OLD_SIZES: Final = {(8, 8): "beginner", (16, 16): "intermediate", (30, 16): "expert"}
LEFT, MIDDLE, RIGHT = 1, 2, 4  # the buttons held, as old records keep them
_PRESSES = ((LEFT, HandKind.LEFT_DOWN), (RIGHT, HandKind.RIGHT_DOWN), (MIDDLE, HandKind.MIDDLE_DOWN))
_RELEASES = ((LEFT, HandKind.LEFT_UP), (RIGHT, HandKind.RIGHT_UP), (MIDDLE, HandKind.MIDDLE_UP))


class Layout097:
    """Where 0.97's (and its hacks') records keep each field; ``Layout2007`` for 2006 and 2007."""

    record = 5
    y, x, bits = (3, 9), (12, 9), 9
    offset = 0

    @staticmethod
    def time(logical: int) -> int:
        hundredths, seconds = logical >> 21 & 0x7F, logical >> 28 & 0x3FF
        if hundredths > 99:
            raise VideoFormatError(
                _("a mouse record is at {hundredths} hundredths of a second: the file is damaged").format(
                    hundredths=hundredths
                )
            )
        return seconds * 1000 + hundredths * 10


class Layout2007(Layout097):
    record = 6
    y, x = (3, 11), (14, 11)
    offset = 32

    @staticmethod
    def time(logical: int) -> int:
        return logical >> 25 & 0x3FFFFF


def read_mvf(data: bytes) -> Video:
    """The video in an MVF file's bytes; ``VideoFormatError`` for one that is not a sound MVF."""
    if data[:2] == HEADER:
        if len(data) < 75:
            raise VideoFormatError(_("the file is cut short in its header"))
        digit = data[27:28]
        if digit in (b"5", b"8"):
            version = "0.97" if digit == b"5" else "0.97 Funny Mode"  # i18n: fixed (a program's version)
            return _read_new(data, 74, version, Layout097, upk=digit == b"8")
        if digit in (b"6", b"7"):
            version = local_text(data[54 : 54 + data[53]]) or f"200{digit.decode()}"
            return _read_new(data, 71, version, Layout2007)
        raise VideoFormatError(_("the file's header names no Minesweeper Clone version this game knows"))
    if data[:2] == b"\0\0":
        return _read_new(data, 7, "0.97 (a modified copy)", Layout097)  # i18n: fixed (a program's version)
    return _read_old(data)


def permutation(seed: int, blocks: int) -> list[tuple[int, int]]:
    """Where each logical bit of a record lives, as (byte, mask), for a file's 16-bit seed: ``blocks`` 5 (0.97) or
    6 (2006, 2007) blocks of 8 digits, each |f| × 10⁸ rounded (f a sine or cosine of the seed's square roots); the
    positions of the digits 0, then 1, …, then 9, each in order, are the logical bits 0, 1, 2…"""
    n1 = math.sqrt(seed)
    n2 = math.sqrt(seed + 1000.0)
    n3 = math.sqrt(n1 + 1000.0)
    n4 = math.sqrt(n2 + 1000.0)
    values = [math.cos(n3 + 1000.0), math.sin(math.sqrt(n2)), math.cos(n3), math.sin(math.sqrt(n1) + 1000.0)]
    values += [math.cos(math.sqrt(n2 + 1000.0))] if blocks == 5 else [math.cos(n4), math.sin(n4)]
    digits = "".join(f"{round(abs(value * 100_000_000)):08d}"[:8] for value in values)
    return [(j // 8, 1 << (j % 8)) for digit in "0123456789" for j, char in enumerate(digits) if char == digit]


def _unscramble(places: Sequence[tuple[int, int]], size: int) -> list[list[int]]:
    """For each byte of a record and each of its values, the logical bits it sets: a record is then decoded with
    one look-up a byte."""
    tables = [[0] * 256 for _n in range(size)]
    for bit, (byte, mask) in enumerate(places):
        if byte < size:
            for value in range(256):
                if value & mask:
                    tables[byte][value] |= 1 << bit
    return tables


def _read_new(data: bytes, start: int, version: str, layout: type[Layout097], *, upk: bool = False) -> Video:
    cursor = Cursor(data, start)
    month, day, year = cursor.u8(N_("date")), cursor.u8(N_("date")), cursor.u16(N_("date"))
    hour, minute, second = cursor.u8(N_("date")), cursor.u8(N_("date")), cursor.u8(N_("date"))
    level_code, mode_code = cursor.u8(N_("level")), cursor.u8(N_("mode"))
    details: list[tuple[str, str]] = []
    if layout is Layout097:
        stated = cursor.u16(N_("time")) * 1000 + cursor.u8(N_("time")) * 10
        stats = [cursor.u16(N_("stats")) for _n in range(5)]
        details += list(zip(("bbbv", "bbbv_solved", "left", "double", "right"), map(str, stats), strict=True))
    else:
        stated = cursor.u24(N_("time"))
    marks = cursor.u8(N_("question marks"))
    width, height, mines = cursor.u8(N_("board size")), cursor.u8(N_("board size")), cursor.u16(N_("mine count"))
    check_board_size(width, height, mines)
    cursor.counted(mines, 2, _MINES)
    cells = [(cursor.u8(_MINES) - 1, cursor.u8(_MINES) - 1) for _n in range(mines)]
    board = mines_layout(width, height, cells, mines)
    level = LEVELS.get(level_code)
    if level is None:
        raise VideoFormatError(_("the file's level is {level}, not one of Clone's (1 to 4)").format(level=level_code))
    check_level(level, width, height, mines)
    name = local_text(cursor.take(cursor.u8(N_("player's name")), N_("player's name")))
    places = permutation(cursor.u16(N_("record key")), 5 if layout is Layout097 else 6)
    count = cursor.u24(_MOUSE_RECORDS)
    cursor.counted(count, layout.record, _MOUSE_RECORDS)
    tables = _unscramble(places, layout.record)
    track = Track(width, height, SQUARE)
    states = []
    for _n in range(count):
        logical = 0
        for table, value in zip(tables, cursor.take(layout.record, _MOUSE_RECORDS), strict=True):
            logical |= table[value]
        buttons = (logical >> 2 & 1) * LEFT | (logical >> 1 & 1) * MIDDLE | (logical & 1) * RIGHT
        y = (logical >> layout.y[0] & (1 << layout.y[1]) - 1) - layout.offset
        x = (logical >> layout.x[0] & (1 << layout.x[1]) - 1) - layout.offset
        states.append((layout.time(logical), buttons, x, y))
    _follow(states, track)
    mode = "upk" if upk else MODES.get(mode_code, str(mode_code))
    facts = Facts(
        "mvf",
        version,
        f"Minesweeper Clone {version}",  # i18n: fixed (a program's name)
        player=name,
        date=_date(year, month, day, hour, minute, second),
        level=level,
        stated_ms=stated,
        question_marks=marks != 0,
        details=(("mode", mode), *details),
    )
    return assemble(facts, board, track.events, data)


def _read_old(data: bytes) -> Video:
    """Clone 0.96 and older: no header, the records in the clear, the stated time and the name near the end."""
    cursor = Cursor(data)
    width, height, mines = cursor.u8(N_("board size")), cursor.u8(N_("board size")), cursor.u16(N_("mine count"))
    level = OLD_SIZES.get((width, height))
    if level is None:
        raise VideoFormatError(
            _("the file's board is {width}×{height}: it is not a video of Minesweeper Clone").format(
                width=width, height=height
            )
        )
    check_board_size(width, height, mines)
    cursor.counted(mines, 2, _MINES)
    board = mines_layout(width, height, [(cursor.u8(_MINES), cursor.u8(_MINES)) for _n in range(mines)], mines)
    check_level(level, width, height, mines)
    marks = cursor.u8(N_("question marks"))
    cursor.u8(N_("header"))
    size, start = len(data), cursor.pos
    name = ""
    if size >= start + 125 and not (chr(data[-1]).isdigit() or chr(data[-22]).isdigit()):
        version, score_at, name = "0.8 to 0.96", size - 125, local_text(data[size - 122 : size - 22])
    elif size >= start + 113 and data[size - 13 : size - 10] == b"   ":
        version, score_at, name = "0.76", size - 113, local_text(data[size - 110 : size - 10])
    elif size >= start + 13:
        version, score_at = "0.75 or older", size - 13  # i18n: fixed (a program's version)
    else:
        raise VideoFormatError(_("the file is cut short: it has no room for its stated time"))
    stated = int.from_bytes(data[score_at : score_at + 2], "big") * 1000 + data[score_at + 2] * 10
    states: list[tuple[int, int, int, int]] = []
    pos = start
    while pos + 8 <= score_at:
        record = data[pos : pos + 8]
        if record[1] > 99:
            break
        t = record[0] * 1000 + record[1] * 10
        if (states and t < states[-1][0]) or t > stated:
            break
        states.append((t, record[2] & 7, record[3] << 8 | record[4], record[5] << 8 | record[6]))
        pos += 8
    if states:
        states.append((states[-1][0], 0, states[-1][2], states[-1][3]))  # the buttons let go at the end
    track = Track(width, height, SQUARE)
    _follow(states, track)
    facts = Facts(
        "mvf",
        version,
        f"Minesweeper Clone {version}",  # i18n: fixed (a program's name)
        player=name,
        level=level,
        stated_ms=stated,
        question_marks=marks != 0,
        details=(("mode", "classic"),),
    )
    return assemble(facts, board, track.events, data)


def _follow(states: Sequence[tuple[int, int, int, int]], track: Track) -> None:
    """The events the records' states (t, buttons, x, y) stand for: the first record a press of the button it
    holds (middle before right before left) or a move; then a move where the pointer moved, the presses, the
    releases."""
    before: tuple[int, int, int, int] | None = None
    for t, buttons, x, y in states:
        if before is None:
            held = next((kind for button, kind in (_PRESSES[2], _PRESSES[1], _PRESSES[0]) if buttons & button), None)
            track.add(t, held or HandKind.MOVE, x, y)
        else:
            if (x, y) != before[2:]:
                track.add(t, HandKind.MOVE, x, y)
            for button, kind in _PRESSES:
                if buttons & button and not before[1] & button:
                    track.add(t, kind, x, y)
            for button, kind in _RELEASES:
                if before[1] & button and not buttons & button:
                    track.add(t, kind, x, y)
        before = (t, buttons, x, y)


def _date(year: int, month: int, day: int, hour: int, minute: int, second: int) -> str:
    """The local date and time the file states, as ISO 8601; "" when it is no real moment (Clone 2007 sometimes
    saves day 0)."""
    try:
        return datetime(year, month, day, hour, minute, second).isoformat()
    except ValueError:
        return ""
