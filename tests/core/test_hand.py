"""The recorded hand: gestures for keyboard play, the stored bytes, and a decoder that survives any bytes."""

from __future__ import annotations

import itertools
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core import hand as hand_module
from minesweeper.core.actions import MAX_CLOCK_MS, Action, Kind
from minesweeper.core.errors import HandFormatError
from minesweeper.core.hand import (
    CELL_PX,
    DEFLATED,
    MAX_EVENTS,
    MAX_PX,
    HandEvent,
    HandKind,
    action_gesture,
    decode_hand,
    encode_hand,
    hand_point,
    synthesize_hand,
)
from tests.core.boards import game_from, play

SHORT = {
    HandKind.MOVE: "mv",
    HandKind.LEFT_DOWN: "L+",
    HandKind.LEFT_UP: "L-",
    HandKind.RIGHT_DOWN: "R+",
    HandKind.RIGHT_UP: "R-",
    HandKind.MIDDLE_DOWN: "M+",
    HandKind.MIDDLE_UP: "M-",
}


def show(hand: list[HandEvent]) -> str:
    """One line per event, ``t kind x,y``: hands compared as text."""
    return "\n".join(f"{e.t} {SHORT[e.kind]} {e.x},{e.y}" for e in hand)


def text(lines: str) -> str:
    return "\n".join(line.strip() for line in lines.strip().splitlines())


def test_keyboard_moves_become_moves_and_clicks_at_cell_centres() -> None:
    game = play(
        game_from("""
        *....
        .....
        ..*..
        .....
    """),
        "F0,0",
        "R4,0",
        "F2,2",
        "C1,1",
    )
    assert show(synthesize_hand(game.actions)) == text("""
        0 mv 6,6
        0 R+ 6,6
        0 R- 6,6
        1000 mv 54,6
        1000 L+ 54,6
        1000 L- 54,6
        2000 mv 30,30
        2000 R+ 30,30
        2000 R- 30,30
        3000 mv 18,18
        3000 L+ 18,18
        3000 R+ 18,18
        3000 L- 18,18
        3000 R- 18,18
    """)


def test_a_second_move_at_the_same_cell_does_not_move_the_pointer() -> None:
    actions = [Action(Kind.FLAG, 2, 1, 10), Action(Kind.FLAG, 2, 1, 20)]
    assert show(synthesize_hand(actions)) == text("""
        10 mv 30,18
        10 R+ 30,18
        10 R- 30,18
        20 R+ 30,18
        20 R- 30,18
    """)
    assert show(action_gesture(Action(Kind.REVEAL, 0, 0, 5), pointer=(6, 6))) == "5 L+ 6,6\n5 L- 6,6"


def test_actions_going_back_in_time_are_a_programming_mistake() -> None:
    with pytest.raises(ValueError, match="back in time"):
        synthesize_hand([Action(Kind.REVEAL, 0, 0, 50), Action(Kind.REVEAL, 1, 0, 40)])


def test_a_pointer_off_the_board_is_recorded_at_the_off_board_corner() -> None:
    assert hand_point(0, 0, 30, 16) == (0, 0)
    assert hand_point(359, 191, 30, 16) == (359, 191)
    for px, py in ((-1, 5), (5, -40), (360, 5), (5, 192), (-3000, 9000)):
        assert hand_point(px, py, 30, 16) == (30 * CELL_PX, 16 * CELL_PX)


@pytest.mark.parametrize(("t", "x", "y"), [(-1, 0, 0), (MAX_CLOCK_MS + 1, 0, 0), (0, -1, 0), (0, 0, MAX_PX + 1)])
def test_an_event_out_of_range_is_a_programming_mistake(t: int, x: int, y: int) -> None:
    with pytest.raises(ValueError, match=r"must be|outside"):
        HandEvent(t, HandKind.MOVE, x, y)


def test_an_event_kind_must_be_a_hand_kind() -> None:
    with pytest.raises(TypeError, match="HandKind"):
        HandEvent(0, 1, 0, 0)  # type: ignore[arg-type]


# ----------------------------------------------------------------- storage


@st.composite
def hands(draw: st.DrawFn) -> list[HandEvent]:
    steps = draw(
        st.lists(
            st.tuples(
                st.integers(0, 70_000), st.sampled_from(list(HandKind)), st.integers(0, MAX_PX), st.integers(0, MAX_PX)
            ),
            max_size=60,
        )
    )
    t, out = 0, []
    for dt, kind, x, y in steps:
        t = min(t + dt, MAX_CLOCK_MS)
        out.append(HandEvent(t, kind, x, y))
    return out


@settings(max_examples=200)
@given(hands())
def test_any_hand_survives_storage(hand: list[HandEvent]) -> None:
    assert decode_hand(encode_hand(hand)) == hand


def test_the_stored_form_of_a_short_hand_is_pinned() -> None:
    # Format 1 (raw: deflating 11 bytes would not shrink them), 3 events, then per event Δt·8 + kind,
    # zigzag Δx, zigzag Δy: (0·8+0, 12, 24), (15·8+1, 0, 0), (300·8+2, -1, 0) with 2402 as two bytes.
    hand = [
        HandEvent(0, HandKind.MOVE, 6, 12),
        HandEvent(15, HandKind.LEFT_DOWN, 6, 12),
        HandEvent(315, HandKind.LEFT_UP, 5, 12),
    ]
    assert encode_hand(hand) == bytes([1, 3, 0, 12, 24, 121, 0, 0, 0xE2, 0x12, 1, 0])
    assert decode_hand(bytes([1, 3, 0, 12, 24, 121, 0, 0, 0xE2, 0x12, 1, 0])) == hand


def expert_hand(rng: random.Random, clicks: int = 300) -> list[HandEvent]:
    """A lifelike Expert hand: the pointer glides between cells (a sample every 10 ms, a few pixels a step,
    some jitter) mostly to nearby cells, pauses, then clicks: what the window records for a ~60 s game."""
    hand: list[HandEvent] = []
    t, x, y = 0, 180.0, 96.0
    for _ in range(clicks):
        reach = 30 if rng.random() < 0.1 else 4
        cell_x = min(29, max(0, int(x) // CELL_PX + rng.randint(-reach, reach)))
        cell_y = min(15, max(0, int(y) // CELL_PX + rng.randint(-reach, reach)))
        goal_x, goal_y = cell_x * CELL_PX + 6, cell_y * CELL_PX + 6
        steps = max(1, int(((goal_x - x) ** 2 + (goal_y - y) ** 2) ** 0.5 / rng.uniform(4, 9)))
        for step in range(1, steps + 1):
            t += 10
            px = round(x + (goal_x - x) * step / steps + rng.uniform(-1, 1))
            py = round(y + (goal_y - y) * step / steps + rng.uniform(-1, 1))
            hand.append(HandEvent(t, HandKind.MOVE, max(0, px), max(0, py)))
        x, y = hand[-1].x, hand[-1].y
        t += rng.randrange(40, 250)
        button = rng.choice([HandKind.LEFT_DOWN, HandKind.LEFT_DOWN, HandKind.RIGHT_DOWN])
        hand.append(HandEvent(t, button, int(x), int(y)))
        t += rng.randrange(30, 110)
        hand.append(HandEvent(t, HandKind(button + 1), int(x), int(y)))
    return hand


def test_a_typical_expert_hand_stores_in_under_two_bytes_an_event() -> None:
    hand = expert_hand(random.Random(11))
    stored = encode_hand(hand)
    assert 2000 < len(hand) < 4000
    assert stored[0] == DEFLATED
    assert len(stored) / len(hand) < 2.0
    assert decode_hand(stored) == hand


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def _varint(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    return bytes(out + bytes([value]))


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"", "empty"),
        (b"\x03\x00", "format 3"),
        (b"\x02\xff\xff", "does not unpack"),
        (b"\x02" + zlib.compress(b"\x01\x00\x00\x00", 9)[2:-5], "cut short or has stray bytes"),
        (b"\x02" + _deflate(b"\x01\x00\x00\x00") + b"\x00", "cut short or has stray bytes"),
        (b"\x01", "cut short in its event count"),
        (b"\x01\x80", "cut short in its event count"),
        (b"\x01\xff\xff\xff\xff\xff\x01", "overlong number"),
        (b"\x01" + _varint(MAX_EVENTS + 1), "at most"),
        (b"\x01\x05\x00\x00\x00", "claims 5 events but holds only 3 bytes"),
        (b"\x01\x02\x80\x01\x00\x00\x01\x00", "cut short in event 2"),
        (b"\x01\x01\x07\x00\x00", "unknown kind 7"),
        (b"\x01\x01\x00\x01\x00", r"event 1 puts the pointer at \(-1,0\)"),
        (b"\x01\x02\x00\x02\x00\x00\x03\x00", r"event 2 puts the pointer at \(-1,0\)"),
        (b"\x01\x01\x00\x00" + _varint(2 * (MAX_PX + 1)), "outside 0..12000"),
        (
            b"\x01\x02" + _varint(MAX_CLOCK_MS * 8) + b"\x00\x00" + _varint(8) + b"\x00\x00",
            "event 2 .* past the longest",
        ),
        (b"\x01\x01\x00\x00\x00\x00", "1 stray bytes"),
    ],
)
def test_damaged_hand_bytes_are_refused_with_a_reason(data: bytes, says: str) -> None:
    with pytest.raises(HandFormatError, match=says):
        decode_hand(data)


def test_a_giant_blob_is_refused_before_it_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hand_module, "MAX_BYTES", 64)
    with pytest.raises(HandFormatError, match="more than any game"):
        decode_hand(b"\x01" * 65)
    with pytest.raises(HandFormatError, match="unpacks to more than any game"):
        decode_hand(b"\x02" + _deflate(bytes(10_000)))


@settings(max_examples=300)
@given(st.sampled_from([b"\x01", b"\x02"]), st.binary(max_size=80))
def test_any_bytes_decode_to_a_hand_or_a_hand_format_error(form: bytes, data: bytes) -> None:
    try:
        hand = decode_hand(form + data)
    except HandFormatError:
        return
    assert all(a.t <= b.t for a, b in itertools.pairwise(hand))
    assert decode_hand(encode_hand(hand)) == hand
