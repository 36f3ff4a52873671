"""A writer of Minesweeper Clone's MVF videos, made from the community's description (``shared/reference/
video-formats.md`` §3), for the reader's tests: 0.97 (and its Funny Mode and unknown hacks), 2006 and 2007 with their
scrambled records, and the older headerless files of 0.8 to 0.96, 0.76 and 0.75."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.formats.mvf import permutation
from minesweeper.core.hand import HandKind
from tests.videos.clips import Clip

LEVELS = {(8, 8, 10): 1, (16, 16, 40): 2, (30, 16, 99): 3}
VERSIONS = ("0.97", "0.97 funny", "0.97 hack", "2006", "2007", "0.96", "0.76", "0.75")
BUTTON = {HandKind.LEFT_DOWN: 1, HandKind.MIDDLE_DOWN: 2, HandKind.RIGHT_DOWN: 4}
RELEASE = {HandKind.LEFT_UP: 1, HandKind.MIDDLE_UP: 2, HandKind.RIGHT_UP: 4}
SEED = 23456


@dataclass(frozen=True)
class MvfOptions:
    version: str = "0.97"
    player: bytes = b"Tester"
    question_marks: bool = False
    stats: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)  # 0.97: 3BV, solved, left, double, right


def states(clip: Clip) -> list[tuple[int, int, int, int]]:
    """The clip's events from the first press as Clone records them: (t, buttons held, x, y) after each event."""
    held = 0
    out = []
    for t, kind, x, y in clip.shifted(0):
        held = (held | BUTTON.get(kind, 0)) & ~RELEASE.get(kind, 0)
        out.append((t, held, x, y))
    return out


def _header(copyright_years: bytes, version: bytes, start: int) -> bytes:
    head = b"\x11Minesweeper Clone" + bytes([len(copyright_years)]) + copyright_years
    head += bytes([24]) + b"Rodrigo Silveira Camargo" + bytes([len(version)]) + version
    assert len(head) <= start
    return head + bytes(start - len(head))


def write_mvf(clip: Clip, options: MvfOptions = MvfOptions()) -> bytes:
    """The MVF bytes of a clip (16-pixel cells; 0.97 and older: hundredths, so a clip made with ``tick=10``)."""
    version = options.version
    if version in ("0.96", "0.76", "0.75"):
        return _write_old(clip, options)
    new = version in ("2006", "2007")
    if version == "0.97 hack":
        out = bytearray(7)
    elif new:
        out = bytearray(_header(f"2004-{version}".encode(), f"{version} beta".encode(), 71))
    else:
        out = bytearray(_header(b"2004-2008" if version == "0.97 funny" else b"2004-2005", b"version 0.97 beta", 74))
    width, height, mines = clip.width, clip.height, sum(clip.mines)
    records = states(clip)
    stated = records[-1][0] - next(t for t, held, _, _ in records if not held & 1)
    out += bytes([5, 12]) + (2006).to_bytes(2, "big") + bytes([14, 3, 22])
    out += bytes([LEVELS.get((width, height, mines), 4), 1])
    if new:
        out += stated.to_bytes(3, "big")
    else:
        out += (stated // 1000).to_bytes(2, "big") + bytes([stated % 1000 // 10])
        out += b"".join(value.to_bytes(2, "big") for value in options.stats)
    out += bytes([options.question_marks, width, height]) + mines.to_bytes(2, "big")
    out += b"".join(bytes([column + 1, row + 1]) for column, row in clip.mine_cells)
    out += bytes([len(options.player)]) + options.player + SEED.to_bytes(2, "big") + len(records).to_bytes(3, "big")
    places = permutation(SEED, 6 if new else 5)
    for t, held, x, y in records:
        logical = (held & 4) >> 2 | (held & 2) | (held & 1) << 2
        if new:
            logical |= (y + 32) << 3 | (x + 32) << 14 | t << 25
        else:
            logical |= y << 3 | x << 12 | (t % 1000 // 10) << 21 | (t // 1000) << 28
        record = bytearray(6 if new else 5)
        for bit, (byte, mask) in enumerate(places):
            if logical >> bit & 1:
                record[byte] |= mask
        out += record
    return bytes(out + bytes(32))


def _write_old(clip: Clip, options: MvfOptions) -> bytes:
    """Clone 0.96 and older: the board, then records in the clear, then the stated time, a name and a checksum."""
    out = bytearray([clip.width, clip.height]) + sum(clip.mines).to_bytes(2, "big")
    out += b"".join(bytes([column, row]) for column, row in clip.mine_cells)
    out += bytes([options.question_marks, 0])
    records = states(clip)
    for t, held, x, y in records:
        out += bytes([t // 1000, t % 1000 // 10, held]) + x.to_bytes(2, "big") + y.to_bytes(2, "big") + b"\x07"
    stated = records[-1][0]
    out += (stated // 1000).to_bytes(2, "big") + bytes([stated % 1000 // 10])
    name = options.player.ljust(100, b" ")
    if options.version == "0.96":
        out += name + b"\x00" + b"31415926535897932384" + b"\x00"
    elif options.version == "0.76":
        out += name[:97] + b"   " + b"2718281828"
    else:
        out += b"1414213562"
    return bytes(out)
