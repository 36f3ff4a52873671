"""Minesweeper Arbiter's AVF videos, every version in use (0.43 to 0.53: the versions differ only in the text around
the game, which is found by its marks rather than by place).

AVF is undocumented; this reader follows the community's reverse-engineered description (ms-toollib's reader and the
RAWVF tools). Big-endian. Byte 0 is the Arbiter version, byte 5 the level (3 Beginner 8×8/10, 4 Intermediate,
5 Expert, 6 custom: width − 1, height − 1 and a u16 mine count follow); then each mine as its row and column counted
from 1; then an obfuscated run whose length varies, then the question-mark setting two bytes before a bracketed text
``[L|…|start|end|…B<3BV>T<time + 1>]`` (level 0 to 3; the start ``D.M.YYYY.HH:MM:SS:ffff`` in the player's local
time); a few unknown bytes; the mouse events, 8 bytes each with their fields interleaved (code, x high, seconds low,
x low, hundredths, y high, seconds high, y low), on a clock that reads 1 at the first press, in pixels of a 16-pixel
cell, until a record whose seconds are 0; then a trailer of text lines: ``RealTime:``, ``Skin:``, the player's
name in the Windows code page of the machine that saved it, and ``Minesweeper Arbiter 0.52.3. Copyright…``.

Event codes: 1 move, 3 left down, 5 and 21 left up, 9 right down, 17 and 145 right up, 33 middle down, 65 and 193
middle up. Code 11 (a left click with shift, never seen) and any other code are refused: nobody knows what they did.
Arbiter counts a left release or a right press off the board as a click; our pointer does not (``video``).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Final

from minesweeper.core.errors import VideoFormatError
from minesweeper.core.formats.video import (
    STANDARD,
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
_MINES: Final = N_("mines")

SQUARE: Final = 16
LEVELS: Final = {3: "beginner", 4: "intermediate", 5: "expert", 6: "custom"}
CODES: Final = {
    1: HandKind.MOVE,
    3: HandKind.LEFT_DOWN,
    5: HandKind.LEFT_UP,
    21: HandKind.LEFT_UP,
    9: HandKind.RIGHT_DOWN,
    17: HandKind.RIGHT_UP,
    145: HandKind.RIGHT_UP,
    33: HandKind.MIDDLE_DOWN,
    65: HandKind.MIDDLE_UP,
    193: HandKind.MIDDLE_UP,
}
MARKS_ON, MARKS_OFF = 17, 127
HEADER_WITHIN: Final = 96  # the bracketed text starts this close after the mines (a checksum's digits and a few bytes)
EVENTS_WITHIN: Final = 64  # the first event starts this close after the bracketed text
_BRACKET = re.compile(rb"\[([0-3])\|")
_TEXT = re.compile(
    r"(?:W(\d{1,3})H(\d{1,3})M(\d{1,5})\|)?([^|\]]{0,40})\|([^|B\]]{0,40})\|?(HS\|)?B(\d{1,5})T(\d{1,7}(?:[.,]\d{1,4})?)"
)
_START = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4})\.(\d{1,2}):(\d{1,2}):(\d{1,2})(?::\d{1,4})?")
_PROGRAM = re.compile(rb"Minesweeper Arbiter (\d{1,2}(?:\.\d{1,3}){1,3})")
_REAL_TIME = re.compile(rb"RealTime: ?(\d{1,7}(?:[.,]\d{1,6})?)")


def read_avf(data: bytes) -> Video:
    """The video in an AVF file's bytes; ``VideoFormatError`` for one that is not a sound AVF."""
    cursor = Cursor(data)
    first = cursor.u8(N_("header"))
    cursor.take(4, N_("header"))
    code = cursor.u8(N_("level"))
    level = LEVELS.get(code)
    if level is None:
        raise VideoFormatError(
            _("the file's level is {code}, not one of Arbiter's (3 to 6): it is not an AVF video").format(code=code)
        )
    if level == "custom":
        width, height, mines = (
            cursor.u8(N_("board size")) + 1,
            cursor.u8(N_("board size")) + 1,
            cursor.u16(N_("mine count")),
        )
    else:
        width, height, mines = STANDARD[level]
    check_board_size(width, height, mines)
    cursor.counted(mines, 2, _MINES)
    places = [(cursor.u8(_MINES), cursor.u8(_MINES)) for _n in range(mines)]
    layout = mines_layout(width, height, ((column - 1, row - 1) for row, column in places), mines)
    check_level(level, width, height, mines)
    bracket = _BRACKET.search(data, cursor.pos, cursor.pos + HEADER_WITHIN)
    if bracket is None or bracket.start() - 2 < cursor.pos:
        raise VideoFormatError(_("the file has no [level|…] text after its mines: it is not an AVF video, or damaged"))
    marks = data[bracket.start() - 2]
    if marks not in (MARKS_ON, MARKS_OFF):
        raise VideoFormatError(
            _("the file's question-mark setting is {marks}, neither on (17) nor off (127)").format(marks=marks)
        )
    if int(bracket.group(1)) != code - 3:
        raise VideoFormatError(_("the file's text says another level than its header: it is damaged"))
    close = data.find(b"]", bracket.end(), bracket.end() + 200)
    text = _TEXT.fullmatch(data[bracket.end() : close].decode("latin-1")) if close > 0 else None
    if text is None:
        raise VideoFormatError(_("the file's [level|start|end|B…T…] text is damaged"))
    if text.group(1) is not None and (int(text.group(1)), int(text.group(2)), int(text.group(3))) != (
        width,
        height,
        mines,
    ):
        raise VideoFormatError(_("the file's text gives another board size than its header: it is damaged"))
    stated = round((float(text.group(8).replace(",", ".")) - 1) * 1000)
    track = Track(width, height, SQUARE)
    end = _events(data, close + 1, track)
    name, version = _trailer(data, end, first)
    details = [("bbbv", text.group(7))]
    if text.group(6):
        details.append(("high_score", "yes"))
    real_time = _REAL_TIME.search(data, end)
    if real_time is not None:
        details.append(("real_time", real_time.group(1).decode("ascii").replace(",", ".")))
    facts = Facts(
        "avf",
        version,
        f"Minesweeper Arbiter {version}",  # i18n: fixed (a program's name)
        player=name,
        date=arbiter_date(text.group(4)),
        level=level,
        stated_ms=stated if stated >= 0 else None,
        question_marks=marks == MARKS_ON,
        details=tuple(details),
    )
    return assemble(facts, layout, track.events, data)


def _events(data: bytes, start: int, track: Track) -> int:
    """Read the mouse events after the bracketed text into ``track``; the position after the closing record."""
    pos = next(
        (
            at
            for at in range(start, min(start + EVENTS_WITHIN, len(data) - 7))
            if data[at] in CODES and data[at + 2] == 1 and data[at + 1] <= 1 and data[at + 6] == 0
        ),
        None,
    )
    if pos is None:
        raise VideoFormatError(_("the file has no mouse events where Arbiter puts them: it is damaged"))
    number = 0
    while True:
        record = data[pos : pos + 8]
        if len(record) < 8:
            raise VideoFormatError(_("the file is cut short in its mouse events"))
        pos += 8
        if number and record[2] == 0 and record[6] == 0:
            return pos
        number += 1
        kind = CODES.get(record[0])
        if kind is None:
            raise VideoFormatError(
                _("mouse event {number} has code {code}, which no Arbiter version writes").format(
                    number=number, code=record[0]
                )
            )
        if record[4] > 99:
            raise VideoFormatError(
                _("mouse event {number} is at {hundredths} hundredths of a second: it is damaged").format(
                    number=number, hundredths=record[4]
                )
            )
        t = ((record[6] << 8 | record[2]) - 1) * 1000 + record[4] * 10
        track.add(t, kind, record[1] << 8 | record[3], record[5] << 8 | record[7])


def _trailer(data: bytes, start: int, first: int) -> tuple[str, str]:
    """The player's name (the line after ``Skin:``) and the Arbiter version (from the copyright line, else byte 0)."""
    name = ""
    skin = data.find(b"Skin:", start)
    if skin >= 0:
        line = data.find(b"\r", skin)
        after = data.find(b"\r", line + 1) if line >= 0 else -1
        if after > line >= 0:
            name = local_text(data[line + 1 : after])
    program = _PROGRAM.search(data, start)
    version = program.group(1).decode("ascii") if program is not None else f"0.{first}"
    return name, version


def arbiter_date(text: str) -> str:
    """Arbiter's ``D.M.YYYY.HH:MM:SS:ffff`` start (local time) as ISO 8601; "" when it is not a real moment."""
    found = _START.fullmatch(text)
    if found is None:
        return ""
    day, month, year, hour, minute, second = (int(part) for part in found.groups())
    try:
        return datetime(year, month, day, hour, minute, second).isoformat()
    except ValueError:
        return ""
