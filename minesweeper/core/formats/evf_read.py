"""Metasweeper's EVF videos, every version it writes (v0 to v4), read back: the other half of ``evf``, our writer.

The layout follows the EVF specification (ms-toollib's, the open format of Metasweeper). Big-endian; rows come before
columns. v0 to v3: the version, the summary (completed, official, fair, no-flag), v3's settings, rows, columns, mines,
the cell size, the mode, the 3BV, the time in ms (24 bits), then NUL-ended texts (the program, the player, race and
unique identifiers, the start and end as text in the program's own way, the country; v2 and v3 a device id), the
mine map, and the events, each a code, its time in ms and its position, until a 0 or 255. v4 (Metasweeper 3.2.1 on):
a transcoded mark among the summary's bits, a 32-bit time, the country in two letters, the start and end as µs since
the epoch (UTC), the texts (a transcoded file's converter and first encoding too), a device id counted by length, the
mine map, the names of custom metrics, then the events: the first with its time and position, each later one a step
in time and position from the mouse event before it, with pauses for gaps past 255 ms and the program's own game
and board events (skipped, with their payloads: the replay works the board out) until a 0.

Codes 1 to 7 are moves and presses; 8 is a flag placed before the game, 9 a chord press whose button is not known
(the other of left and right), 10 to 12 a press or release of the left, right or middle button (whichever it is not
now). The settings' top bit is read as question marks on, as ms-toollib and our writer take it (the specification's
text says the opposite). Texts are UTF-8 in v4; older files converted from other programs may keep another
encoding, tried as ms-toollib tries it. Metasweeper counts a left release or a right press off the board as a click;
our pointer does not (``video``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final

from minesweeper.core.errors import VideoFormatError
from minesweeper.core.formats.avf import arbiter_date
from minesweeper.core.formats.evf import (
    LEFT_PRESS,
    LEFT_RELEASE,
    MIDDLE_PRESS,
    MIDDLE_RELEASE,
    MODE_NO_GUESS,
    MOVE,
    PAUSE,
    RIGHT_PRESS,
    RIGHT_RELEASE,
)
from minesweeper.core.formats.evf import VERSION as LATEST
from minesweeper.core.formats.video import (
    Cursor,
    Facts,
    Track,
    Video,
    assemble,
    bitmap_layout,
    check_board_size,
    local_text,
    utf8_text,
)
from minesweeper.core.hand import HandKind
from minesweeper.core.language.translate import N_, _

# The parts of the file read over and over, named in the messages of a file cut short.
_EVENTS: Final = N_("events")
_METRIC_NAMES: Final = N_("metric names")

PREFLAG, CHORD_PRESS, LEFT_EITHER, RIGHT_EITHER, MIDDLE_EITHER = range(8, 13)
MOUSE: Final = {
    MOVE: HandKind.MOVE,
    LEFT_PRESS: HandKind.LEFT_DOWN,
    LEFT_RELEASE: HandKind.LEFT_UP,
    RIGHT_PRESS: HandKind.RIGHT_DOWN,
    RIGHT_RELEASE: HandKind.RIGHT_UP,
    MIDDLE_PRESS: HandKind.MIDDLE_DOWN,
    MIDDLE_RELEASE: HandKind.MIDDLE_UP,
}
EITHER: Final = {
    LEFT_EITHER: (HandKind.LEFT_DOWN, HandKind.LEFT_UP),
    RIGHT_EITHER: (HandKind.RIGHT_DOWN, HandKind.RIGHT_UP),
    MIDDLE_EITHER: (HandKind.MIDDLE_DOWN, HandKind.MIDDLE_UP),
}
STATE_EVENTS: Final = range(81, 100)
BOARD_EVENTS: Final = range(100, 200)
NUMBER_METRIC, TEXT_METRIC = 200, 201
MODES: Final = {  # i18n: fixed (EVF's own names of its rules, as the file's readers write them)
    **dict(enumerate(("standard", "upk", "cheat", "density", "win7", "competitive solvable", "strong solvable"))),
    **dict(enumerate(("weak solvable", "to-be-solvable", "strong guessable", "weak guessable"), start=7)),
    **dict(enumerate(("chording recursive", "flag recursive", "chording flag recursive"), start=11)),
    **dict(enumerate(("solvable chording recursive", "solvable flag recursive", "solvable chording flag"), start=14)),
    65535: "no rule",
}
NO_GUESS_MODES: Final = frozenset((MODE_NO_GUESS, 6, 7, 8, 14, 15, 16))
COMPLETED, OFFICIAL, FAIR, NO_FLAG, TRANSCODED = 0x80, 0x40, 0x20, 0x10, 0x08
QUESTION_MARKS = 0x80


class _Hand:
    """The events of a file as our hand, with the buttons they hold: what codes 8 to 12 need to be read."""

    def __init__(self, track: Track) -> None:
        self.track = track
        self.held: set[HandKind] = set()

    def add(self, code: int, t: int, x: int, y: int) -> None:
        kinds: tuple[HandKind, ...]
        if code in MOUSE:
            kinds = (MOUSE[code],)
        elif code == PREFLAG:
            kinds = (HandKind.RIGHT_DOWN, HandKind.RIGHT_UP)
        elif code == CHORD_PRESS:
            left, right = HandKind.LEFT_DOWN in self.held, HandKind.RIGHT_DOWN in self.held
            kinds = (
                (HandKind.RIGHT_DOWN,)
                if left
                else (HandKind.LEFT_DOWN,)
                if right
                else (HandKind.LEFT_DOWN, HandKind.RIGHT_DOWN)
            )
        elif code in EITHER:
            down, up = EITHER[code]
            kinds = (up if down in self.held else down,)
        else:
            raise VideoFormatError(
                _("mouse event {number} has code {code}, which EVF does not have").format(
                    number=len(self.track.events) + 1, code=code
                )
            )
        for kind in kinds:
            self.track.add(t, kind, x, y)
            if kind.name.endswith("_DOWN"):
                self.held.add(kind)
            elif kind is not HandKind.MOVE:
                self.held.discard(HandKind(kind - 1))


def read_evf(data: bytes) -> Video:
    """The video in an EVF file's bytes; ``VideoFormatError`` for one that is not a sound EVF v0 to v4."""
    cursor = Cursor(data)
    version = cursor.u8(N_("version"))
    if version > LATEST:
        raise VideoFormatError(
            _("the file is EVF version {version}; this game reads versions 0 to {latest}").format(
                version=version, latest=LATEST
            )
        )
    summary = cursor.u8(N_("header"))
    settings = cursor.u8(N_("header")) if version >= 3 else 0
    rows, columns, mines = cursor.u8(N_("board size")), cursor.u8(N_("board size")), cursor.u16(N_("mine count"))
    square, mode, bbbv = cursor.u8(N_("cell size")), cursor.u16(N_("mode")), cursor.u16("3BV")
    stated = cursor.u32(N_("time")) if version == LATEST else cursor.u24(N_("time"))
    check_board_size(columns, rows, mines)

    def text(what: str) -> str:
        raw = cursor.cstring(what)
        return utf8_text(raw, what) if version == LATEST else local_text(raw)

    details: list[tuple[str, str]] = []
    if version == LATEST:
        country = local_text(cursor.take(2, N_("country")), ("ascii",))
        start_us, _end_us = cursor.u64(N_("start time")), cursor.u64(N_("end time"))
        software = text(N_("program's name"))
        if summary & TRANSCODED:
            details += [("converter", text(N_("converter's name"))), ("encoding", text(N_("first encoding")))]
        player, race, unique = text(N_("player's name")), text(N_("race id")), text(N_("unique id"))
        cursor.take(cursor.u16(N_("device id")), N_("device id"))
        date = _utc(start_us / 1e6) if start_us else ""
    else:
        software = text(N_("program's name"))
        player, race, unique = text(N_("player's name")), text(N_("race id")), text(N_("unique id"))
        start_text, _end_text = text(N_("start time")), text(N_("end time"))
        country = text(N_("country"))
        if version >= 2:
            cursor.cstring(N_("device id"))
        date = _date(software, start_text)
    layout = bitmap_layout(columns, rows, cursor.take((rows * columns + 7) // 8, N_("mine map")), mines)
    if version == LATEST:
        names = cursor.u16(_METRIC_NAMES)
        cursor.counted(names, 1, _METRIC_NAMES)
        for _n in range(names):
            cursor.cstring(_METRIC_NAMES)
    hand = _Hand(Track(columns, rows, square))
    if version == LATEST:
        _events_v4(cursor, hand)
    else:
        _events_v0(cursor, hand)
    details += [("mode", MODES.get(mode, str(mode))), ("bbbv", str(bbbv))]
    details += [
        (name, "yes" if summary & bit else "no") for name, bit in (("completed", COMPLETED), ("official", OFFICIAL))
    ]
    details += [(name, "yes" if summary & bit else "no") for name, bit in (("fair", FAIR), ("nf", NO_FLAG))]
    details += [(name, value) for name, value in (("race", race), ("unique", unique)) if value]
    facts = Facts(
        "evf",
        str(version),
        software,
        player=player,
        date=date,
        stated_ms=stated,
        country=country,
        question_marks=bool(settings & QUESTION_MARKS),
        no_guess=mode in NO_GUESS_MODES,
        details=tuple(details),
    )
    return assemble(facts, layout, hand.track.events, data)


def _events_v0(cursor: Cursor, hand: _Hand) -> None:
    """v0 to v3: each event its code, time (24-bit ms) and position, until a 0 (a checksum follows) or a 255."""
    while True:
        code = cursor.u8(_EVENTS)
        if code in (0, 255):
            return
        hand.add(code, cursor.u24(_EVENTS), cursor.u16(_EVENTS), cursor.u16(_EVENTS))


def _events_v4(cursor: Cursor, hand: _Hand) -> None:
    """v4: the first mouse event in full, then steps from the one before; pauses carry long gaps; the program's own
    events are stepped over with their payloads; a 0 ends them."""
    code = cursor.u8(_EVENTS)
    t, x, y = cursor.u8(_EVENTS), cursor.u16(_EVENTS), cursor.u16(_EVENTS)
    hand.add(code, t, x, y)
    pause = 0
    while True:
        code = cursor.u8(_EVENTS)
        if code == 0:
            return
        if code == PAUSE:
            pause += cursor.u16(_EVENTS)
            continue
        t += pause + cursor.u8(_EVENTS)
        pause = 0
        if code <= MIDDLE_EITHER:
            x += cursor.i16(_EVENTS)
            y += cursor.i16(_EVENTS)
            hand.add(code, t, x, y)
        elif code in BOARD_EVENTS:
            cursor.take(2, _EVENTS)
        elif code in (NUMBER_METRIC, TEXT_METRIC):
            cursor.u16(_EVENTS)
            if code == NUMBER_METRIC:
                cursor.f64(_EVENTS)
            else:
                cursor.cstring(_EVENTS)
        elif code not in STATE_EVENTS:
            raise VideoFormatError(_("the file has an event of code {code}, which EVF does not have").format(code=code))


def _date(software: str, start: str) -> str:
    """A v0 to v3 start time as ISO 8601: Arbiter's text, Viennasweeper's Unix seconds, Metasweeper's µs; "" else."""
    if software.startswith("Arbiter"):  # i18n: fixed (a program's name)
        return arbiter_date(start)
    if start.isdigit() and len(start) <= 20:
        return _utc(int(start) / (1 if software.startswith("Viennasweeper") else 1e6))  # i18n: fixed (a program's name)
    return ""


def _utc(seconds: float) -> str:
    """A moment in seconds since the epoch as ISO 8601 in UTC; "" for one past what a date can say."""
    try:
        return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")
    except (ValueError, OverflowError, OSError):
        return ""
