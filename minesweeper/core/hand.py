"""The recorded hand: every pointer move, press and release of a game, so it can be replayed and exported.

Actions say what a game did; the hand says how the player's mouse did it, which is what replay formats such
as EVF store and what speed-players study (paths, hesitations, click counts). The window records a
``HandEvent`` when the pointer moves (at most about 100 a second) and at each button press and release, in
board pixels at zoom 1 (``CELL_PX`` to a cell) and milliseconds on the game clock; a pointer off the board
is recorded at ``hand_point``'s off-board corner. Games played without a mouse get a hand from their
actions (``synthesize_hand``), so every game can be exported. ``encode_hand`` packs a hand for a database
column: the event count, then per event a varint of ``Δt·8 + kind`` and zigzag varints of Δx and Δy (about
3.2 bytes an event on an Expert game: Δt is 10 ms between moves, steps are a few pixels), deflated when that
is shorter (then about 1.6 bytes an event, some 4 KB a game), behind a format byte. ``decode_hand`` treats
its bytes as hostile: sizes, counts, times and coordinates are capped before anything is built or
inflated, times cannot go back (Δt is unsigned), and every fault is a ``HandFormatError``.

It sits beside ``pointer``, which reads these events by the window's own button rules, and below the record:
a game's ``Play`` keeps its hand as these bytes, and the file formats above the record (``formats``) read them.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from minesweeper.core.actions import MAX_CLOCK_MS, Action, Kind
from minesweeper.core.board import MAX_SIDE
from minesweeper.core.errors import HandFormatError
from minesweeper.core.figure_text import grouped
from minesweeper.core.language.translate import _

CELL_PX: Final = 12  # a cell's side in pixels at zoom 1 (the window's tile size)
MAX_PX: Final = MAX_SIDE * CELL_PX  # coordinates run 0..MAX_PX; the top is the off-board corner of the widest board
MAX_EVENTS: Final = 1_000_000  # ~3 hours of nonstop moves at 100 a second; a recorder stops adding there
RAW: Final = 1  # format byte: the events follow as they are
DEFLATED: Final = 2  # format byte: the events follow deflated (raw deflate, no header)
_MIN_EVENT_BYTES = 3
MAX_BYTES: Final = 1 + 5 + MAX_EVENTS * 13
_VARINT_BYTES = 5  # 35 bits: enough for any Δt·8 + kind up to MAX_CLOCK_MS, and for any Δx or Δy


class HandKind(IntEnum):
    MOVE = 0
    LEFT_DOWN = 1
    LEFT_UP = 2
    RIGHT_DOWN = 3
    RIGHT_UP = 4
    MIDDLE_DOWN = 5
    MIDDLE_UP = 6


@dataclass(frozen=True, slots=True)
class HandEvent:
    """One pointer event: ms on the game clock, what happened, and where, in board pixels at zoom 1."""

    t: int
    kind: HandKind
    x: int
    y: int

    def __post_init__(self) -> None:
        if not isinstance(self.kind, HandKind):
            raise TypeError(f"kind must be a HandKind, not {self.kind!r}")  # i18n: fixed (a programming error)
        if not 0 <= self.t <= MAX_CLOCK_MS:
            raise ValueError(f"t must be 0..{MAX_CLOCK_MS} ms, not {self.t}")  # i18n: fixed (a programming error)
        if not (0 <= self.x <= MAX_PX and 0 <= self.y <= MAX_PX):
            raise ValueError(  # i18n: fixed (a programming error)
                f"({self.x},{self.y}) is outside 0..{MAX_PX} board pixels"
            )


def hand_point(px: int, py: int, width: int, height: int) -> tuple[int, int]:
    """Where to record a pointer at board pixel (px, py): itself on the board, else the off-board corner.

    The corner (width·CELL_PX, height·CELL_PX) is also what EVF uses for "outside the board".
    """
    if 0 <= px < width * CELL_PX and 0 <= py < height * CELL_PX:
        return px, py
    return width * CELL_PX, height * CELL_PX


def cell_centre(x: int, y: int) -> tuple[int, int]:
    return x * CELL_PX + CELL_PX // 2, y * CELL_PX + CELL_PX // 2


def action_gesture(action: Action, pointer: tuple[int, int] | None = None) -> list[HandEvent]:
    """The mouse events a keyboard or text move stands for, all at its time: a move to the cell's centre
    (unless the pointer is already there), then a left click, a right click, or for a chord both buttons
    down and both up."""
    cx, cy = cell_centre(action.x, action.y)
    events = [] if pointer == (cx, cy) else [HandEvent(action.t, HandKind.MOVE, cx, cy)]
    if action.kind is Kind.REVEAL:
        kinds = [HandKind.LEFT_DOWN, HandKind.LEFT_UP]
    elif action.kind is Kind.FLAG:
        kinds = [HandKind.RIGHT_DOWN, HandKind.RIGHT_UP]
    else:
        kinds = [HandKind.LEFT_DOWN, HandKind.RIGHT_DOWN, HandKind.LEFT_UP, HandKind.RIGHT_UP]
    return events + [HandEvent(action.t, kind, cx, cy) for kind in kinds]


def synthesize_hand(actions: Iterable[Action]) -> list[HandEvent]:
    """A hand for a game played without a mouse: each action's gesture at the cell it names, in order."""
    hand: list[HandEvent] = []
    pointer: tuple[int, int] | None = None
    for action in actions:
        if hand and action.t < hand[-1].t:
            raise ValueError(f"action {action} goes back in time")  # i18n: fixed (a programming error)
        hand += action_gesture(action, pointer)
        pointer = (hand[-1].x, hand[-1].y)
    return hand


# ----------------------------------------------------------------- storage


def _varint(value: int, out: bytearray) -> None:
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def _zigzag(value: int) -> int:
    return value * 2 if value >= 0 else -value * 2 - 1


def encode_hand(hand: Sequence[HandEvent]) -> bytes:
    """Pack a hand (times non-decreasing) into bytes for a database column; ``decode_hand`` reverses it."""
    if len(hand) > MAX_EVENTS:
        raise ValueError(  # i18n: fixed (a programming error)
            f"a hand holds at most {MAX_EVENTS:,} events, not {len(hand):,}"
        )
    out = bytearray()
    _varint(len(hand), out)
    t = x = y = 0
    for event in hand:
        if event.t < t:
            raise ValueError(  # i18n: fixed (a programming error)
                f"hand events must not go back in time ({event.t} ms after {t} ms)"
            )
        _varint((event.t - t) * 8 + event.kind, out)
        _varint(_zigzag(event.x - x), out)
        _varint(_zigzag(event.y - y), out)
        t, x, y = event.t, event.x, event.y
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = packer.compress(out) + packer.flush()
    return bytes((DEFLATED,)) + deflated if len(deflated) < len(out) else bytes((RAW,)) + out


def _inflate(body: bytes) -> bytes:
    """Deflated events back to bytes, never more than ``MAX_BYTES``: a hostile body cannot balloon."""
    unpacker = zlib.decompressobj(-15)
    try:
        data = unpacker.decompress(body, MAX_BYTES)
    except zlib.error:
        raise HandFormatError(_("the stored hand is damaged: it does not unpack")) from None
    if unpacker.unconsumed_tail:
        raise HandFormatError(_("the stored hand unpacks to more than any game could need"))
    if not unpacker.eof or unpacker.unused_data:
        raise HandFormatError(_("the stored hand is damaged: it is cut short or has stray bytes"))
    return data


_KINDS = tuple(HandKind)


def _varint_at(data: bytes, pos: int) -> tuple[int, int]:
    """The varint at ``pos`` and the position after it; IndexError when the bytes end inside it."""
    value = shift = 0
    for _byte in range(_VARINT_BYTES):
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7
    raise HandFormatError(_("the stored hand has an overlong number in it: it is damaged"))


def hand_damage(data: bytes) -> str | None:
    """What is wrong with a stored hand (``decode_hand``'s reason); None when it reads back whole, or there is none."""
    try:
        decode_hand(data) if data else None
    except HandFormatError as error:
        return str(error)
    return None


def decode_hand(data: bytes) -> list[HandEvent]:
    """The events ``encode_hand`` stored, or ``HandFormatError`` for bytes that are not a sound hand."""
    if not isinstance(data, bytes | bytearray):
        raise TypeError("a stored hand is bytes")  # i18n: fixed (a programming error)
    if len(data) > MAX_BYTES:
        raise HandFormatError(
            _("the stored hand is {count} bytes, more than any game could need").format(
                count=grouped(len(data), for_people=True)
            )
        )
    if not data:
        raise HandFormatError(_("the stored hand is empty"))
    if data[0] not in (RAW, DEFLATED):
        raise HandFormatError(
            _("the stored hand is format {format}; this game reads {raw} and {deflated}").format(
                format=data[0], raw=RAW, deflated=DEFLATED
            )
        )
    data = bytes(data[1:]) if data[0] == RAW else _inflate(bytes(data[1:]))
    try:
        count, pos = _varint_at(data, 0)
    except IndexError:
        raise HandFormatError(_("the stored hand is cut short in its event count")) from None
    if count > MAX_EVENTS:
        raise HandFormatError(
            _("the stored hand claims {count} events; at most {most} are allowed").format(
                count=grouped(count, for_people=True), most=grouped(MAX_EVENTS, for_people=True)
            )
        )
    if count * _MIN_EVENT_BYTES > len(data) - pos:
        raise HandFormatError(
            _("the stored hand claims {count} events but holds only {bytes} bytes of them").format(
                count=grouped(count, for_people=True), bytes=grouped(len(data) - pos, for_people=True)
            )
        )
    hand: list[HandEvent] = []
    t = x = y = 0
    number = 0
    try:
        for number in range(1, count + 1):
            head, pos = _varint_at(data, pos)
            dx, pos = _varint_at(data, pos)
            dy, pos = _varint_at(data, pos)
            dt, kind = head >> 3, head & 7
            t, x, y = t + dt, x + ((dx >> 1) ^ -(dx & 1)), y + ((dy >> 1) ^ -(dy & 1))
            if kind >= len(_KINDS):
                raise HandFormatError(_("event {number} has an unknown kind {kind}").format(number=number, kind=kind))
            if t > MAX_CLOCK_MS:
                raise HandFormatError(
                    _("event {number} is at {ms} ms, past the longest game ({most} ms)").format(
                        number=number,
                        ms=grouped(t, for_people=True),
                        most=grouped(MAX_CLOCK_MS, for_people=True),
                    )
                )
            if not (0 <= x <= MAX_PX and 0 <= y <= MAX_PX):
                raise HandFormatError(
                    _("event {number} puts the pointer at ({x},{y}), outside 0..{most} board pixels").format(
                        number=number, x=x, y=y, most=MAX_PX
                    )
                )
            hand.append(HandEvent(t, _KINDS[kind], x, y))
    except IndexError:
        raise HandFormatError(_("the stored hand is cut short in event {number}").format(number=number)) from None
    if pos != len(data):
        raise HandFormatError(
            _("the stored hand has {count} stray bytes after its events").format(count=len(data) - pos)
        )
    return hand
