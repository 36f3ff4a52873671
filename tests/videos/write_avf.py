"""A writer of Minesweeper Arbiter's AVF videos, made from the community's published description of the format
(``shared/reference/video-formats.md`` §1), for the reader's tests: the 0.52 layout and the older 0.49 one, whose end
time runs straight into ``B``, each with or without question marks, a high-score mark, a custom board, and a name in
the code page of the machine that saved it."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.hand import HandKind
from tests.videos.clips import Clip

LEVEL_CODES = {(8, 8, 10): 3, (16, 16, 40): 4, (30, 16, 99): 5}
CODES = {
    HandKind.MOVE: 1,
    HandKind.LEFT_DOWN: 3,
    HandKind.LEFT_UP: 5,
    HandKind.RIGHT_DOWN: 9,
    HandKind.RIGHT_UP: 17,
    HandKind.MIDDLE_DOWN: 33,
    HandKind.MIDDLE_UP: 65,
}


@dataclass(frozen=True)
class AvfOptions:
    version: str = "0.52.3"  # 0.49.x writes the older text layout
    player: bytes = b"Tester"
    question_marks: bool = False
    high_score: bool = False
    country: int = 41
    bbbv: int = 0  # the 3BV the header states (readers that trust it, as ms-toollib does, need the board's own)


def checksum_digits(clip: Clip) -> str:
    """The board checksum Arbiter writes (only its digit count matters to readers): over every cell (column x, row
    y), code × (x + x·y), code 10 for a mine, else its neighbouring mines + 1."""
    total = 0
    for y in range(clip.height):
        for x in range(clip.width):
            if clip.mines[y * clip.width + x]:
                code = 10
            else:
                code = 1 + sum(
                    clip.mines[j * clip.width + i]
                    for j in range(max(0, y - 1), min(clip.height, y + 2))
                    for i in range(max(0, x - 1), min(clip.width, x + 2))
                )
            total += code * (x + x * y)
    return str(total)


def write_avf(clip: Clip, options: AvfOptions = AvfOptions()) -> bytes:
    """The AVF bytes of a clip (16-pixel cells, centiseconds): its events from the first press, on a clock that reads
    1 there."""
    width, height, mines = clip.width, clip.height, sum(clip.mines)
    level = LEVEL_CODES.get((width, height, mines), 6)
    old = options.version.startswith("0.49")
    out = bytearray([49 if old else 52, 0x5A, 0x13, 0x07, 0x00, level])
    if level == 6:
        out += bytes([width - 1, height - 1]) + mines.to_bytes(2, "big")
    for column, row in clip.mine_cells:
        out += bytes([row + 1, column + 1])
    out += bytes(ord(digit) - 45 for digit in checksum_digits(clip))
    out += bytes(4) + bytes([options.country, 17 if options.question_marks else 127, 0])
    events = clip.shifted(0)
    first_up = next(t for t, kind, _, _ in events if kind is HandKind.LEFT_UP)
    seconds = (events[-1][0] - first_up) / 1000
    size = f"W{width}H{height}M{mines}|" if level == 6 else ""
    end_mark = "" if old else "|"
    high = "HS|" if options.high_score else ""
    text = f"[{level - 3}|{size}12.5.2006.14:03:22:1234|12.14:05:01:5678{end_mark}{high}B{options.bbbv}"
    text += f"T{seconds + 1:.2f}]"
    out += text.encode("ascii") + bytes(5)
    for t, kind, x, y in events:
        whole, hundredths = divmod(t // 10, 100)
        second = whole + 1
        out += bytes([CODES[kind], x >> 8, second & 0xFF, x & 0xFF, hundredths, y >> 8, second >> 8, y & 0xFF])
    out += bytes([1, 0, 0, 0, 0, 0, 0, 0]) * 3
    out += b"9876543210\x00\x07cs=" + bytes(range(16))
    out += f"\rRealTime: {seconds:.2f}\rSkin: Classic\r".encode("ascii") + options.player + b"\r"
    out += f"Minesweeper Arbiter {options.version}. Copyright \xa9 2005-2006 Dmitriy I. Sukhomlynov".encode("cp1252")
    return bytes(out)
