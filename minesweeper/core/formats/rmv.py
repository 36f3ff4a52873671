"""Viennasweeper's RMV videos, both file types: RMV 1 (Viennasweeper 3 and 4) and RMV 2 (the open draft of Viennasweeper
5, which other clones may write too).

The layout follows the RMV specification draft (Thomas Kolar) and ms-toollib's reader. Big-endian. ``*rmv``, the file
type (1 or 2), in RMV 2 the clone's id and major version, then the sizes of the sections, which follow in order: a
result text (RMV 1: ``KEY:value#`` pairs), the program's version text, the player's fields (name, nickname, country,
and a secret token that is never kept), the board (a Unix time, columns, rows, mines, then each mine's column and row
from 0), the flags placed before the game, one-byte properties (question marks, no-flag, mode, level; RMV 1 a UTF-8
flag; RMV 2 the 3BV and the cell size), RMV 2's named extension properties, then the events until the game's end.

Mouse events carry the game time in ms, the buttons and the position: RMV 1 in the window's client area (12 pixels
right and 56 down from the board), RMV 2 on the board, signed; a reduced move (RMV 2) adds a small step to the last.
Board events, which say what the program drew, are skipped: the replay works the board out. Viennasweeper does not
record the press that starts the game, so a left press is put at the first mouse event, as ms-toollib does. Text is
UTF-8 in RMV 2 (and in RMV 1 when its flag says so), else the player's Windows code page (GB18030 or Windows-1252).
Viennasweeper counts a left release or a right press off the board as a click; our pointer does not (``video``).
"""

from __future__ import annotations

from datetime import UTC, datetime
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
    utf8_text,
)
from minesweeper.core.hand import HandKind
from minesweeper.core.language.translate import N_, _

# The parts of the file read over and over, named in the messages of a file cut short.
_EVENTS: Final = N_("events")
_MINES: Final = N_("mines")
_EXTENSIONS: Final = N_("extension properties")
_PREFLAGS: Final = N_("flags placed before the game")
_FLAGS: Final = N_("flags")
_PLAYER_FIELDS: Final = N_("player fields")

V1_SQUARE: Final = 16
V1_ORIGIN: Final = (12, 56)  # where RMV 1's board starts in the window's client area
LEVELS: Final = ("beginner", "intermediate", "expert", "custom")
MODES: Final = ("normal", "upk", "cheat", "density")
CLONES: Final = {
    1: "Viennasweeper",
    2: "Arbiter",
    3: "MSX",
    4: "Minesweeper Clone",
    5: "Metasweeper",
    6: "Freesweeper",
}  # i18n: fixed (programs' names)
MOUSE: Final = {
    1: HandKind.MOVE,
    2: HandKind.LEFT_DOWN,
    3: HandKind.LEFT_UP,
    4: HandKind.RIGHT_DOWN,
    5: HandKind.RIGHT_UP,
    6: HandKind.MIDDLE_DOWN,
    7: HandKind.MIDDLE_UP,
}
BOARD_EVENTS: Final = frozenset((*range(9, 15), *range(18, 28)))
ENDS: Final = {15: "blast", 16: "win", 17: "other"}
REDUCED_MOVE: Final = 28


def read_rmv(data: bytes) -> Video:
    """The video in an RMV file's bytes; ``VideoFormatError`` for one that is not a sound RMV 1 or 2."""
    cursor = Cursor(data)
    if cursor.take(4, N_("header")) != b"*rmv":
        raise VideoFormatError(_("the file does not start with *rmv: it is not an RMV video"))
    kind = cursor.u16(N_("header"))
    if kind not in (1, 2):
        raise VideoFormatError(_("the file is RMV type {kind}; this game reads types 1 and 2").format(kind=kind))
    clone = cursor.u8(N_("header")) if kind == 2 else 1
    if kind == 2:
        cursor.u8(N_("header"))  # the clone's major version
    cursor.u32(N_("header"))  # the file's size, which RMV 2 files get wrong
    result_size = cursor.u16(N_("header")) if kind == 1 else 0
    sizes = [cursor.u16(N_("header")) for _n in range(5)]  # version, player, board, preflags, properties
    extension_size = cursor.u16(N_("header")) if kind == 2 else 0
    cursor.u32(N_("header"))  # the events' size: they are read up to the game's end instead
    cursor.u16(N_("header"))  # the checksum's size
    result = cursor.take(result_size, N_("result text"))
    version_text = cursor.take(sizes[0], N_("version text"))
    players = Cursor(cursor.take(sizes[1], _PLAYER_FIELDS))
    board = Cursor(cursor.take(sizes[2], N_("board")))
    preflags = Cursor(cursor.take(sizes[3], _PREFLAGS))
    properties = cursor.take(sizes[4], N_("properties"))
    extensions = Cursor(cursor.take(extension_size, _EXTENSIONS))
    if len(properties) < (7 if kind == 2 else 4):
        raise VideoFormatError(_("the file's properties are cut short"))
    utf8 = kind == 2 or (len(properties) > 4 and properties[4] == 1)

    def text(raw: bytes, what: str) -> str:
        return utf8_text(raw, what) if utf8 else local_text(raw, ("gb18030", "cp1252"))

    count = players.u16(_PLAYER_FIELDS)
    fields = [
        text(players.take(players.u8(_PLAYER_FIELDS), _PLAYER_FIELDS), N_("player's name"))
        for _n in range(min(count, 3))
    ]
    name, nickname, country = (*fields, "", "", "")[:3]
    born = board.u32(N_("board"))
    width, height, mines = board.u8(N_("board")), board.u8(N_("board")), board.u16(N_("board"))
    check_board_size(width, height, mines)
    board.counted(mines, 2, _MINES)
    layout = mines_layout(width, height, [(board.u8(_MINES), board.u8(_MINES)) for _n in range(mines)], mines)
    if properties[3] >= len(LEVELS):
        raise VideoFormatError(
            _("the file's level is {level}, not one of Viennasweeper's (0 to 3)").format(level=properties[3])
        )
    level = check_level(LEVELS[properties[3]], width, height, mines)
    square = properties[6] if kind == 2 else V1_SQUARE
    track = Track(width, height, square)
    if preflags.data:
        flags = preflags.u16(_PREFLAGS)
        preflags.counted(flags, 2, _PREFLAGS)
        for _n in range(flags):
            column, row = preflags.u8(_FLAGS), preflags.u8(_FLAGS)
            track.cell_centre(0, HandKind.RIGHT_DOWN, column, row)
            track.cell_centre(0, HandKind.RIGHT_UP, column, row)
    clone_name = _extensions(extensions) if kind == 2 else ""
    end, stated = _events(cursor, track, kind)
    mode = properties[2]
    details = [("mode", MODES[mode] if mode < len(MODES) else str(mode)), ("nf", "yes" if properties[1] else "no")]
    details += [("end", end)] + ([("nickname", nickname)] if nickname else [])
    if kind == 1:
        details += _result(result)
    else:
        details.append(("bbbv", str(properties[4] | properties[5] << 8)))
    program = _program(kind, clone, clone_name, text(version_text, N_("version text")))
    facts = Facts(
        "rmv",
        str(kind),
        program,
        player=name,
        date=datetime.fromtimestamp(born, UTC).isoformat() if born else "",
        level=level,
        stated_ms=stated,
        country=country,
        question_marks=bool(properties[0]),
        no_guess=False,
        details=tuple(details),
    )
    return assemble(facts, layout, track.events, data)


def _events(cursor: Cursor, track: Track, kind: int) -> tuple[str, int]:
    """Read the events into ``track`` up to the game's end: how it ended and the time the file gives it."""
    first = True
    t = x = y = 0
    while True:
        code = cursor.u8(_EVENTS)
        if code == 0 and kind == 1:
            cursor.u32(_EVENTS)  # the oldest files' change of timestamp
        elif code in MOUSE or (code == REDUCED_MOVE and kind == 2):
            if code == REDUCED_MOVE:
                if first:
                    raise VideoFormatError(_("the file's first mouse event is a step from none before it"))
                t += cursor.u8(_EVENTS)
                step = cursor.u8(_EVENTS)
                x, y, event = x + _nibble(step >> 4), y + _nibble(step & 15), HandKind.MOVE
            else:
                t = cursor.u24(_EVENTS)
                cursor.u8(_EVENTS)  # the buttons held, which the events themselves say
                if kind == 1:
                    x, y = cursor.u16(_EVENTS) - V1_ORIGIN[0], cursor.u16(_EVENTS) - V1_ORIGIN[1]
                else:
                    x, y = cursor.i16(_EVENTS), cursor.i16(_EVENTS)
                event = MOUSE[code]
            if first:
                track.add(t, HandKind.LEFT_DOWN, x, y)  # the press that started the game, which is not recorded
                first = False
            track.add(t, event, x, y)
        elif code in BOARD_EVENTS:
            cursor.take(2, _EVENTS)
        elif code in ENDS:
            return ENDS[code], cursor.u24(_EVENTS)
        else:
            raise VideoFormatError(
                _("the file has an event of code {code}, which RMV {kind} does not have").format(code=code, kind=kind)
            )


def _nibble(value: int) -> int:
    """A 4-bit two's-complement step: -8 to 7."""
    return value - 16 if value & 8 else value


def _extensions(extensions: Cursor) -> str:
    """RMV 2's extension properties, checked; the ``clone_name`` among them ("" when there is none)."""
    if not extensions.data:
        return ""
    clone_name = ""
    count = extensions.u16(_EXTENSIONS)
    extensions.counted(count, 2, _EXTENSIONS)
    for _n in range(count):
        key = utf8_text(extensions.take(extensions.u8(_EXTENSIONS), _EXTENSIONS), N_("property name"))
        value = extensions.take(extensions.u8(_EXTENSIONS), _EXTENSIONS)
        if key == "clone_name":
            clone_name = utf8_text(value, N_("program's name"))
    return clone_name


def _program(kind: int, clone: int, clone_name: str, version_text: str) -> str:
    """The program that wrote the file: Viennasweeper's own version text, or the clone RMV 2 names."""
    if clone == 0:
        if not clone_name:
            raise VideoFormatError(_("the file names no program: RMV 2 needs a clone_name when its clone id is 0"))
        return clone_name
    if clone != 1:
        return CLONES.get(clone, f"program {clone}")  # i18n: fixed (the clone id as the file gives it; exported)
    release = version_text.split("Copyright", 1)[0].strip(" -")  # i18n: fixed (read from the file)
    return release or "Viennasweeper"  # i18n: fixed (a program's name)


def _result(result: bytes) -> list[tuple[str, str]]:
    """RMV 1's result text (``KEY:value#`` pairs): the 3BV and score it states."""
    pairs = dict(
        part.split(":", 1) for part in result.decode("latin-1").strip().split("#") if ":" in part and len(part) < 80
    )
    return [
        (name.lower(), pairs[key]) for key, name in (("3BV", "bbbv"), ("SCORE", "score")) if key in pairs
    ]  # i18n: fixed (read from the file)
