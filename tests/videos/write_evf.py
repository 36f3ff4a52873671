"""A writer of Metasweeper's EVF videos of every version, v0 to v4, made from the EVF specification (``shared/
reference/video-formats.md`` §4), for the reader's tests. Unlike our own exporter (``core.formats.evf``), which plays
a hand through our rules and writes what a reader needs, it writes a clip's events as they are, and can use what only
other programs write: v3's press-or-release and chord codes, flags placed before the game, v4's transcoded texts,
custom metrics, game and board events, and pauses."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.formats.codes import pack_bits
from minesweeper.core.hand import HandKind
from tests.videos.clips import Clip

CODES = {
    HandKind.MOVE: 1,
    HandKind.LEFT_DOWN: 2,
    HandKind.LEFT_UP: 3,
    HandKind.RIGHT_DOWN: 4,
    HandKind.RIGHT_UP: 5,
    HandKind.MIDDLE_DOWN: 6,
    HandKind.MIDDLE_UP: 7,
}
EITHER = {HandKind.LEFT_DOWN: 10, HandKind.LEFT_UP: 10, HandKind.RIGHT_DOWN: 11, HandKind.RIGHT_UP: 11}
START_US = 1_700_000_000_123_456


@dataclass(frozen=True)
class EvfOptions:
    version: int = 4
    software: str = "元3.3.1"
    player: bytes = "测试者".encode()
    country: bytes = b"CN"
    question_marks: bool = False
    mode: int = 0
    bbbv: int = 0
    either_codes: bool = False  # v3, v4: left and right presses and releases as codes 10 and 11
    extras: bool = False  # v4: transcoded texts, custom metrics, game and board events


def _text(value: bytes) -> bytes:
    return value + b"\0"


def write_evf(clip: Clip, options: EvfOptions = EvfOptions()) -> bytes:
    """The EVF bytes of a clip, on the clip's own clock (a clip made with ``tick=1``)."""
    version = options.version
    width, height, mines = clip.width, clip.height, sum(clip.mines)
    summary = 0x80 * clip.won | 0x20 | 0x08 * (options.extras and version == 4)
    out = bytearray([version, summary])
    if version >= 3:
        out.append(0x80 * options.question_marks)
    out += bytes([height, width]) + mines.to_bytes(2, "big") + bytes([clip.square])
    out += options.mode.to_bytes(2, "big") + options.bbbv.to_bytes(2, "big")
    events = list(clip.events)
    first_up = next(t for t, kind, _, _ in events if kind is HandKind.LEFT_UP)
    rtime = events[-1][0] - first_up
    if version == 4:
        out += rtime.to_bytes(4, "big") + options.country + START_US.to_bytes(8, "big")
        out += (START_US + rtime * 1000).to_bytes(8, "big") + _text(options.software.encode())
        if options.extras:
            out += _text(b"ms-toollib") + _text(b"gbk")
        out += _text(options.player) + _text(b"race 7") + _text(b"") + (16).to_bytes(2, "big") + bytes(range(16))
    else:
        out += rtime.to_bytes(3, "big") + _text(options.software.encode()) + _text(options.player)
        if options.software == "Arbiter":  # the start and end as Arbiter writes them
            out += _text(b"") + _text(b"") + _text(b"12.5.2006.14:03:22:1234") + _text(b"12.14:05:01:5678")
        else:
            out += (
                _text(b"") + _text(b"") + _text(str(START_US).encode()) + _text(str(START_US + rtime * 1000).encode())
            )
        out += _text(options.country)
        if version >= 2:
            out += _text(b"device-0123")
    out += pack_bits(clip.mines)
    if version == 4:
        metrics = [b"risk", b"note"] if options.extras else []
        out += len(metrics).to_bytes(2, "big") + b"".join(_text(name) for name in metrics)
        out += _events_v4(events, options)
    else:
        for t, kind, x, y in events:
            code = EITHER.get(kind, CODES[kind]) if options.either_codes and version == 3 else CODES[kind]
            out += bytes([code]) + t.to_bytes(3, "big") + x.to_bytes(2, "big") + y.to_bytes(2, "big")
        out += b"\0" + bytes(32)
    return bytes(out)


def _events_v4(events: list[tuple[int, HandKind, int, int]], options: EvfOptions) -> bytes:
    t0, kind, x0, y0 = events[0]
    if t0 > 255:
        raise ValueError("a v4 file's first event is within 255 ms of its clock's start")
    out = bytearray([CODES[kind], t0]) + x0.to_bytes(2, "big") + y0.to_bytes(2, "big")
    last_t, last_x, last_y = t0, x0, y0
    for number, (t, kind, x, y) in enumerate(events[1:], start=1):
        gap = t - last_t
        while gap > 255:
            pause = min(gap, 0xFFFF)
            out += bytes([255]) + pause.to_bytes(2, "big")
            gap -= pause
        if options.extras and number % 5 == 0:  # the program's own events, between the mouse's
            out += bytes([118, 0, 1, 1, 200, 0]) + (10000).to_bytes(2, "big") + b"\x3f\xf0" + bytes(6)
            out += bytes([201, 0]) + (10001).to_bytes(2, "big") + b"guess\0" + bytes([82 if number % 7 else 81, 0])
        code = EITHER.get(kind, CODES[kind]) if options.either_codes else CODES[kind]
        out += bytes([code, gap]) + (x - last_x).to_bytes(2, "big", signed=True)
        out += (y - last_y).to_bytes(2, "big", signed=True)
        last_t, last_x, last_y = t, x, y
    return bytes(out + b"\0" + (32).to_bytes(2, "big") + bytes(32))
