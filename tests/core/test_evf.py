"""EVF v4 export, read back by a small parser written here from the published layout: header fields, the
mine bitmap, and the mouse events as text, so each rule of the transcription is visible."""

from __future__ import annotations

import struct
from typing import Any

import pytest

from minesweeper.core.errors import EvfExportError, MinesweeperError
from minesweeper.core.formats.evf import write_evf
from minesweeper.core.hand import HandEvent, HandKind, synthesize_hand
from minesweeper.core.metrics import measures as metrics
from tests.core.boards import game_from, play
from tests.core.test_codes import board_from

E = HandKind
NAMES = {1: "mv", 2: "lc", 3: "lr", 4: "rc", 5: "rr"}
HEADER = ">BBBBBHBHHI2sQQ"
MINEFIELD = board_from("""
    *....
    .....
    ..*..
    .....
""")


def parse(data: bytes) -> dict[str, Any]:
    """The fields of an EVF v4 file, its mines as rows of */., and its events as ``t name x,y`` lines."""
    fields = struct.unpack_from(HEADER, data)
    keys = (
        "version",
        "summary",
        "settings",
        "rows",
        "columns",
        "mines",
        "cell",
        "mode",
        "bbbv",
        "rtime",
        "country",
        "start",
        "end",
    )
    out: dict[str, Any] = dict(zip(keys, fields, strict=True))
    pos = struct.calcsize(HEADER)
    for key in ("software", "player", "race", "unique"):
        end = data.index(b"\0", pos)
        out[key], pos = data[pos:end].decode(), end + 1
    (uuid,) = struct.unpack_from(">H", data, pos)
    pos += 2 + uuid
    cells = out["rows"] * out["columns"]
    bits = "".join(f"{b:08b}" for b in data[pos : pos + (cells + 7) // 8])[:cells]
    out["board"] = "\n".join(
        bits[r : r + out["columns"]].replace("1", "*").replace("0", ".") for r in range(0, cells, out["columns"])
    )
    pos += (cells + 7) // 8
    (out["custom"],) = struct.unpack_from(">H", data, pos)
    code, t, x, y = struct.unpack_from(">BBHH", data, pos + 2)
    pos += 8
    lines = [f"{t} {NAMES[code]} {x},{y}"]
    while data[pos] != 0:
        if data[pos] == 255:
            t += struct.unpack_from(">H", data, pos + 1)[0]
            pos += 3
            continue
        code, dt, dx, dy = struct.unpack_from(">BBhh", data, pos)
        t, x, y, pos = t + dt, x + dx, y + dy, pos + 6
        lines.append(f"{t} {NAMES[code]} {x},{y}")
    out["events"] = "\n".join(lines)
    (checksum,) = struct.unpack_from(">H", data, pos + 1)
    assert checksum == 0 and pos + 3 == len(data), "the file must end with an empty checksum"
    return out


def text(lines: str) -> str:
    return "\n".join(line.strip() for line in lines.strip().splitlines())


def hand(*steps: tuple[int, HandKind, int, int]) -> list[HandEvent]:
    return [HandEvent(t, kind, x, y) for t, kind, x, y in steps]


def export(
    moves: list[HandEvent], *, board: tuple[int, int, bytes] = MINEFIELD, won: bool = True, **options: Any
) -> bytes:
    settings: dict[str, Any] = {
        "question_marks": False,
        "first_click_opening": True,
        "no_guess": False,
        "start_us": 1_000_000,
        "end_us": 2_000_000,
    } | options
    return write_evf(*board, moves, won=won, **settings)


def test_a_keyboard_game_is_written_with_its_header_board_and_clicks_at_cell_centres() -> None:
    game = play(
        game_from("""
        *....
        .....
        ..*..
        .....
    """),
        "F0,0",
        "R4,0",
        "R0,1",
        "F2,2",
        "C1,1",
        "C1,2",
    )
    found = parse(export(synthesize_hand(game.actions), player="Ann", country="nz", software="ms 0.1"))
    assert {
        k: found[k]
        for k in (
            "version",
            "summary",
            "settings",
            "rows",
            "columns",
            "mines",
            "cell",
            "mode",
            "bbbv",
            "rtime",
            "country",
            "start",
            "end",
            "software",
            "player",
            "race",
            "unique",
            "custom",
        )
    } == {
        "version": 4,
        "summary": 0b1010_0000,
        "settings": 0,
        "rows": 4,
        "columns": 5,
        "mines": 2,
        "cell": 12,
        "mode": 4,
        "bbbv": 3,
        "rtime": 4000,
        "country": b"NZ",
        "start": 1_000_000,
        "end": 2_000_000,
        "software": "ms 0.1",
        "player": "Ann",
        "race": "",
        "unique": "",
        "custom": 0,
    }
    assert found["board"] == text("""
        *....
        .....
        ..*..
        .....
    """)
    assert found["events"] == text("""
        0 mv 6,6
        0 rc 6,6
        0 rr 6,6
        1000 mv 54,6
        1000 lc 54,6
        1000 lr 54,6
        2000 mv 6,18
        2000 lc 6,18
        2000 lr 6,18
        3000 mv 30,30
        3000 rc 30,30
        3000 rr 30,30
        4000 mv 18,18
        4000 lc 18,18
        4000 rc 18,18
        4000 lr 18,18
        4000 rr 18,18
        5000 mv 18,30
        5000 lc 18,30
        5000 rc 18,30
        5000 lr 18,30
    """)


def test_the_window_corner_cases_become_what_a_reader_must_see() -> None:
    """The press off the board goes; the pointer off it sits at the off-board corner (60,48); a drag opens
    where it ends; 79.6 s of stillness is two pauses; a left click that chorded the 2 becomes a both-button
    chord; the middle-button chord becomes one too, and nothing is written after the winning release."""
    moves = hand(
        (0, E.MOVE, 70, 70),
        (5, E.LEFT_DOWN, 70, 70),
        (9, E.LEFT_UP, 70, 70),
        (20, E.MOVE, 6, 6),
        (30, E.RIGHT_DOWN, 6, 6),
        (60, E.RIGHT_UP, 6, 6),
        (400, E.LEFT_DOWN, 30, 6),
        (430, E.MOVE, 54, 6),
        (470, E.LEFT_UP, 54, 6),
        (80_000, E.MOVE, 30, 30),
        (80_010, E.RIGHT_DOWN, 30, 30),
        (80_050, E.RIGHT_UP, 30, 30),
        (80_300, E.MOVE, 18, 18),
        (80_310, E.LEFT_DOWN, 18, 18),
        (80_350, E.LEFT_UP, 18, 18),
        (80_600, E.MOVE, 18, 30),
        (80_610, E.MIDDLE_DOWN, 18, 30),
        (80_690, E.MIDDLE_UP, 18, 30),
        (80_900, E.MOVE, 40, 40),
    )
    found = parse(export(moves))
    assert found["rtime"] == 80_690 - 470
    assert found["events"] == text("""
        0 mv 60,48
        20 mv 6,6
        30 rc 6,6
        60 rr 6,6
        400 lc 30,6
        430 mv 54,6
        470 lr 54,6
        80000 mv 30,30
        80010 rc 30,30
        80050 rr 30,30
        80300 mv 18,18
        80310 lc 18,18
        80350 rc 18,18
        80350 lr 18,18
        80350 rr 18,18
        80600 mv 18,30
        80610 lc 18,30
        80610 rc 18,30
        80690 lr 18,30
    """)


def test_a_right_click_turning_a_question_mark_blank_is_left_out() -> None:
    moves = hand(
        (100, E.LEFT_DOWN, 54, 6),
        (110, E.LEFT_UP, 54, 6),
        *[(200 + 10 * i, kind, 30, 42) for i, kind in enumerate([E.RIGHT_DOWN, E.RIGHT_UP] * 3)],
        (300, E.LEFT_DOWN, 6, 42),
        (310, E.LEFT_UP, 6, 42),
        (400, E.LEFT_DOWN, 30, 42),
        (410, E.LEFT_UP, 30, 42),
    )
    events = parse(export(moves, question_marks=True))["events"].splitlines()
    assert events[0] == "0 lc 54,6"  # times count from the first event
    assert [line for line in events if " r" in line] == ["100 rc 30,42", "110 rr 30,42", "120 rc 30,42", "130 rr 30,42"]
    assert parse(export(moves, question_marks=True))["settings"] == 0b1000_0000
    assert not parse(export(moves, question_marks=True))["summary"] & 0b0001_0000  # flags were placed, then gone
    without = parse(export(moves[:2] + moves[8:], question_marks=True))
    assert without["summary"] & 0b0001_0000  # no flag placed at all: the no-flag mark


def test_presses_during_a_chord_change_nothing_until_every_button_is_up() -> None:
    opening = hand((0, E.LEFT_DOWN, 54, 6), (1, E.LEFT_UP, 54, 6), (2, E.RIGHT_DOWN, 6, 6), (3, E.RIGHT_UP, 6, 6))
    chord = hand(
        (10, E.MIDDLE_DOWN, 18, 18),
        (11, E.RIGHT_DOWN, 18, 18),
        (12, E.LEFT_DOWN, 18, 18),
        (13, E.RIGHT_UP, 18, 18),
        (14, E.LEFT_UP, 18, 18),
        (15, E.LEFT_DOWN, 18, 18),
        (16, E.LEFT_UP, 18, 18),
        (17, E.MIDDLE_UP, 18, 18),
    )
    rest = hand(
        (20, E.LEFT_DOWN, 6, 42),
        (21, E.LEFT_UP, 6, 42),
        (22, E.RIGHT_DOWN, 30, 30),
        (23, E.RIGHT_UP, 30, 30),
        (24, E.LEFT_DOWN, 30, 42),
        (25, E.LEFT_UP, 30, 42),
    )
    events = parse(export(opening + chord + rest))["events"].splitlines()
    # The middle press starts the chord; the right and left presses inside it add nothing, the first release
    # (13) fires it (on the 2 at (1,1), one flag short: nothing opens), the last one (17) ends it.
    assert events[4:8] == ["10 lc 18,18", "10 rc 18,18", "13 lr 18,18", "17 rr 18,18"]
    assert events[8] == "20 lc 6,42"


@pytest.mark.parametrize(
    ("options", "mode", "summary"),
    [
        ({"first_click_opening": False, "rankable": True}, 0, 0b1110_0000),
        ({"first_click_opening": False}, 0, 0b1010_0000),  # fair, but not a game the community would rank
        ({"first_click_opening": False, "rankable": True, "assisted": True}, 0, 0b1000_0000),
        ({"first_click_opening": False, "rankable": True, "practice": True}, 0, 0b1000_0000),
        ({"first_click_opening": True, "rankable": True}, 4, 0b1010_0000),
        ({"first_click_opening": True, "no_guess": True}, 5, 0b1010_0000),
        ({"first_click_opening": False, "no_guess": True}, 5, 0b1010_0000),
    ],
)
def test_the_mode_and_the_official_and_fair_marks(options: dict[str, Any], mode: int, summary: int) -> None:
    moves = hand(
        (0, E.RIGHT_DOWN, 6, 6),
        (1, E.RIGHT_UP, 6, 6),
        (5, E.LEFT_DOWN, 54, 6),
        (6, E.LEFT_UP, 54, 6),
        (7, E.LEFT_DOWN, 6, 42),
        (8, E.LEFT_UP, 6, 42),
        (9, E.LEFT_DOWN, 30, 42),
        (10, E.LEFT_UP, 30, 42),
    )
    found = parse(export(moves, **options))
    assert (found["mode"], found["summary"]) == (mode, summary)


def test_a_lost_game_is_written_up_to_the_losing_click() -> None:
    moves = hand(
        (0, E.LEFT_DOWN, 54, 6),
        (10, E.LEFT_UP, 54, 6),
        (20, E.LEFT_DOWN, 30, 30),
        (25, E.LEFT_UP, 30, 30),
        (40, E.MOVE, 1, 1),
    )
    found = parse(export(moves, won=False))
    assert (found["summary"], found["rtime"]) == (0b0001_0000, 15)
    assert found["events"].splitlines()[-1] == "25 lr 30,30"


@pytest.mark.parametrize(
    ("art", "bbbv"),
    [
        (
            """...
        ...
        ...""",
            1,
        ),
        (
            """*.*
        ...
        *.*""",
            5,
        ),
        (
            """*....
        .....
        ..*..
        .....""",
            3,
        ),
        (
            """..*..
        ..*..
        ..*..""",
            2,
        ),
        (
            """*.*.*.
        ......
        ......
        *.*.*.""",
            18,
        ),
        (
            """*.*..
        .....
        .....""",
            2,
        ),  # one opening, and the 2 between the mines touches no zero
    ],
)
def test_3bv_counts_openings_and_the_numbers_outside_them(art: str, bbbv: int) -> None:
    width, height, mines = board_from(art)
    assert metrics.bbbv(width, height, mines) == bbbv


def test_boards_over_255_a_side_are_refused_with_the_reason_and_255_is_fine() -> None:
    with pytest.raises(EvfExportError, match="at most 255×255; this board is 256×256"):
        export(hand((0, E.LEFT_DOWN, 6, 6), (1, E.LEFT_UP, 6, 6)), board=(256, 256, bytes(256 * 256)))
    with pytest.raises(EvfExportError, match="this board is 300×10"):
        export([], board=(300, 10, bytes(3000)))
    mines = bytes(1 if i == 255 * 255 - 1 else 0 for i in range(255 * 255))
    found = parse(export(hand((0, E.LEFT_DOWN, 6, 6), (1, E.LEFT_UP, 6, 6)), board=(255, 255, mines)))
    assert (found["rows"], found["columns"], found["bbbv"], found["rtime"]) == (255, 255, 1, 0)


def test_a_hand_that_does_not_fit_the_game_is_refused() -> None:
    opening = hand((0, E.LEFT_DOWN, 54, 6), (10, E.LEFT_UP, 54, 6))
    with pytest.raises(EvfExportError, match="do not play it to its end"):
        export(opening)
    with pytest.raises(EvfExportError, match="do not play it to its end"):
        export([])
    losing = opening + hand((20, E.LEFT_DOWN, 6, 6), (30, E.LEFT_UP, 6, 6))
    with pytest.raises(EvfExportError, match="lose it, but it was won"):
        export(losing, won=True)
    with pytest.raises(EvfExportError, match="back in time"):
        export(hand((50, E.MOVE, 1, 1), (40, E.MOVE, 2, 2)))
    assert issubclass(EvfExportError, MinesweeperError)


WIN = hand(
    (5, E.LEFT_DOWN, 54, 6),
    (6, E.LEFT_UP, 54, 6),
    (7, E.LEFT_DOWN, 6, 42),
    (8, E.LEFT_UP, 6, 42),
    (9, E.LEFT_DOWN, 30, 42),
    (10, E.LEFT_UP, 30, 42),
)


@pytest.mark.parametrize(
    ("options", "says"),
    [
        ({"country": "N1"}, "two ASCII letters"),
        ({"country": "NZL"}, "two ASCII letters"),
        ({"player": "a\0b"}, "without NUL"),
        ({"software": "x" * 256}, "at most 255"),
        ({"start_us": 5, "end_us": 4}, "start first"),
        ({"start_us": -1}, "start first"),
        ({"end_us": 2**64}, "start first"),
    ],
)
def test_bad_arguments_are_programming_mistakes(options: dict[str, Any], says: str) -> None:
    parse(export(WIN))  # the game itself exports
    with pytest.raises(ValueError, match=says) as refused:
        export(WIN, **options)
    assert not isinstance(refused.value, MinesweeperError)
