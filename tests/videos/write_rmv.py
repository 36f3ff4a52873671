"""A writer of Viennasweeper's RMV videos, made from the RMV specification draft as the reference describes it
(``shared/reference/video-formats.md`` §2), for the reader's tests: RMV 1 (a name in GBK or, with the UTF-8
property, in UTF-8; an old short result text; the oldest files' timestamp events) and RMV 2 (Viennasweeper or a clone
named by an extension property, any cell size, reduced moves), each with flags placed before the game or not."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.hand import HandKind
from tests.videos.clips import Clip
from tests.videos.write_evf import CODES  # RMV numbers its mouse events as EVF does

LEVELS = {(8, 8, 10): 0, (16, 16, 40): 1, (30, 16, 99): 2}
BOARD_TIME = 1_700_000_000


@dataclass(frozen=True)
class RmvOptions:
    version: int = 1
    player: str = "Tester"
    utf8: bool = False  # RMV 1: the UTF-8 property (else the name is in GBK)
    short_result: bool = False  # RMV 1 as Viennasweeper 2 beta wrote it: no 3BV, no timestamp
    timestamp_events: bool = False  # RMV 1: the oldest files' events that change the timestamp
    preflags: tuple[tuple[int, int], ...] = ()  # (column, row) flagged before the game
    clone_name: str = ""  # RMV 2: clone id 0 and this name as an extension property
    reduced_moves: bool = True  # RMV 2: short moves as code 28
    question_marks: bool = False
    bbbv: int = 0


def _u16(value: int) -> bytes:
    return value.to_bytes(2, "big")


def _field(raw: bytes) -> bytes:
    return bytes([len(raw)]) + raw


def write_rmv(clip: Clip, options: RmvOptions = RmvOptions()) -> bytes:
    """The RMV bytes of a clip: its events from the first release on (the press that starts the game is not
    recorded), on a clock that reads 0 there."""
    v2 = options.version == 2
    width, height, mines = clip.width, clip.height, sum(clip.mines)
    level = LEVELS.get((width, height, mines), 3)
    encode = "utf-8" if v2 or options.utf8 else "gbk"
    version_text = b"Vienna Minesweeper - Release 3.1 Copyright (C) 2004 Thomas Kolar"
    fields = (options.player.encode(encode), b"nick", b"Austria", b"secret-token")
    players = _u16(len(fields)) + b"".join(_field(raw) for raw in fields)
    board = BOARD_TIME.to_bytes(4, "big") + bytes([width, height]) + _u16(mines)
    board += b"".join(bytes([column, row]) for column, row in clip.mine_cells)
    preflags = b""
    if options.preflags:
        preflags = _u16(len(options.preflags)) + b"".join(bytes(cell) for cell in options.preflags)
    properties = bytes([options.question_marks, 0, 0, level])
    if v2:
        properties += bytes([options.bbbv & 0xFF, options.bbbv >> 8, clip.square])
    elif options.utf8:
        properties += b"\x01"
    extensions = b""
    if v2:
        items = [(b"vsweep_skin_fname", b"24px.bmp")]
        if options.clone_name:
            items.append((b"clone_name", options.clone_name.encode()))
        extensions = _u16(len(items)) + b"".join(_field(key) + _field(value) for key, value in items)
    events = _events(clip, options)
    result = b""
    if not v2:
        result = (
            b"\n2 beta#\n"
            if options.short_result
            else f"\nLEVEL:Expert#SCORE:12.34#NAME:x#3BV:{options.bbbv:>3}#NF:0#TIMESTAMP:{BOARD_TIME}#\n".encode()
        )
    checksum = bytes(18)
    sizes = [len(version_text), len(players), len(board), len(preflags), len(properties)]
    if v2:
        head = b"*rmv" + _u16(2) + bytes([0 if options.clone_name else 1, 5]) + bytes(4)
        head += b"".join(_u16(size) for size in sizes) + _u16(len(extensions))
    else:
        head = b"*rmv" + _u16(1) + bytes(4) + _u16(len(result)) + b"".join(_u16(size) for size in sizes)
    head += len(events).to_bytes(4, "big") + _u16(len(checksum))
    body = result + version_text + players + board + preflags + properties + extensions + events + checksum
    total = len(head) + len(body)
    return head[:6] + (head[6:8] if v2 else b"") + total.to_bytes(4, "big") + head[(12 if v2 else 10) :] + body


def _events(clip: Clip, options: RmvOptions) -> bytes:
    v2 = options.version == 2
    recorded = clip.shifted(0)
    first_up = next(t for t, kind, _, _ in recorded if kind is HandKind.LEFT_UP)
    start = next(i for i, event in enumerate(recorded) if event[1] is HandKind.LEFT_UP)
    out = bytearray()
    if options.timestamp_events:
        out += b"\x00" + BOARD_TIME.to_bytes(4, "big")
    last: tuple[int, int, int] | None = None
    for t, kind, x, y in recorded[start:]:
        t -= first_up
        if options.timestamp_events and kind is HandKind.MOVE and t % 7 == 0:
            out += b"\x00" + (BOARD_TIME + t // 1000).to_bytes(4, "big")
        if last is not None and v2 and options.reduced_moves and kind is HandKind.MOVE:
            dt, dx, dy = t - last[0], x - last[1], y - last[2]
            if dt <= 255 and -8 <= dx <= 7 and -8 <= dy <= 7:
                out += bytes([28, dt, (dx & 15) << 4 | (dy & 15)])
                last = (t, x, y)
                continue
        if v2:
            where = x.to_bytes(2, "big", signed=True) + y.to_bytes(2, "big", signed=True)
        else:
            where = (x + 12).to_bytes(2, "big") + (y + 56).to_bytes(2, "big")
        out += bytes([CODES[kind]]) + t.to_bytes(3, "big") + b"\x00" + where
        if kind in (HandKind.LEFT_UP, HandKind.RIGHT_DOWN):
            out += bytes([21, x // clip.square, y // clip.square])  # a board event, as the program drew it
        last = (t, x, y)
    out += bytes([16 if clip.won else 15]) + (recorded[-1][0] - first_up).to_bytes(3, "big")
    return bytes(out)
