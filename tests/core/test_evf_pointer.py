"""EVF export reads a hand by the window's own pointer rules: the left-click-chord setting, a button pressed
off the board while another is held, a held right button pressed again, and, for any hand at all, events a
reader can follow (each button goes down before it comes up)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.core.formats.evf import _game_on, _Transcriber
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind
from tests.core.test_evf import export, hand, parse

E = HandKind
OPEN_RIGHT = hand((0, E.LEFT_DOWN, 54, 6), (10, E.LEFT_UP, 54, 6))  # (4,0) opens the right-hand region
FLAG_BOTH = hand(
    (20, E.RIGHT_DOWN, 6, 6), (30, E.RIGHT_UP, 6, 6), (40, E.RIGHT_DOWN, 30, 30), (50, E.RIGHT_UP, 30, 30)
)  # the two mines, (0,0) and (2,2)


def middle_chord(t: int, x: int, y: int) -> list[HandEvent]:
    return hand((t, E.MIDDLE_DOWN, x, y), (t + 5, E.MIDDLE_UP, x, y))


def test_the_left_click_chord_setting_decides_what_a_left_click_on_a_number_is() -> None:
    """A left click on the 2 at (1,1), then middle chords on it and on the 1 at (1,2), which win either way."""
    moves = (
        OPEN_RIGHT
        + FLAG_BOTH
        + hand((60, E.LEFT_DOWN, 18, 18), (70, E.LEFT_UP, 18, 18))
        + middle_chord(80, 18, 18)
        + middle_chord(90, 18, 30)
    )
    chords = parse(export(moves))["events"].splitlines()
    plain = parse(export(moves, left_click_chords=False))["events"].splitlines()
    assert chords[6:11] == ["60 lc 18,18", "70 rc 18,18", "70 lr 18,18", "70 rr 18,18", "80 lc 18,18"]
    assert plain[6:9] == ["60 lc 18,18", "70 lr 18,18", "80 lc 18,18"]  # only a left click: the 2 stays shut
    assert [line for line in chords if line not in ("70 rc 18,18", "70 rr 18,18")] == plain


def test_a_button_pressed_off_the_board_while_another_is_held_joins_a_chord() -> None:
    """Left held on the 2 at (1,1), the pointer off the board for the right press, back for the left release:
    the window chords the 2 (and wins with the middle chord after it), so the reader sees a chord there."""
    moves = (
        OPEN_RIGHT
        + FLAG_BOTH
        + hand(
            (60, E.LEFT_DOWN, 18, 18),
            (61, E.MOVE, 70, 70),
            (62, E.RIGHT_DOWN, 70, 70),
            (63, E.MOVE, 18, 18),
            (64, E.LEFT_UP, 18, 18),
            (65, E.RIGHT_UP, 18, 18),
        )
        + middle_chord(80, 18, 30)
    )
    events = parse(export(moves, left_click_chords=False))["events"].splitlines()
    assert events[6:12] == ["60 lc 18,18", "61 mv 60,48", "62 rc 60,48", "63 mv 18,18", "64 lr 18,18", "65 rr 18,18"]


def test_a_held_right_button_pressed_again_flags_again_as_the_window_does() -> None:
    """The window flags (0,0), then (2,2) on a second right press without a release between: the reader must
    see the button go up and down again, or it would not flag (2,2) and the winning chords would fail."""
    moves = (
        OPEN_RIGHT
        + hand((20, E.RIGHT_DOWN, 6, 6), (40, E.RIGHT_DOWN, 30, 30), (50, E.RIGHT_UP, 30, 30))
        + middle_chord(60, 18, 18)
        + middle_chord(80, 18, 30)
    )
    found = parse(export(moves))
    assert found["events"].splitlines()[2:6] == ["20 rc 6,6", "40 rr 30,30", "40 rc 30,30", "50 rr 30,30"]
    assert found["summary"] & 0x80  # won


MINES = (5, 4, bytes(1 if i in (0, 12) else 0 for i in range(20)))  # (0,0) and (2,2), as in test_evf
PAIRS = {"lc": ("L", True), "lr": ("L", False), "rc": ("R", True), "rr": ("R", False)}


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 20),
            st.sampled_from(list(HandKind)),
            st.integers(0, 6 * CELL_PX),
            st.integers(0, 5 * CELL_PX),
        ),
        max_size=60,
    ),
    st.booleans(),
    st.booleans(),
)
def test_whatever_the_hand_a_reader_sees_each_button_go_down_before_it_comes_up(
    steps: list[tuple[int, HandKind, int, int]], question_marks: bool, left_click_chords: bool
) -> None:
    replay = _Transcriber(_game_on(*MINES, question_marks=question_marks), left_click_chords=left_click_chords)
    t = 0
    for dt, kind, x, y in steps:
        t += dt
        replay.feed(HandEvent(t, kind, x, y))
    down = {"L": False, "R": False}
    names = {2: "lc", 3: "lr", 4: "rc", 5: "rr"}
    for code, _, x, y in replay.events:
        assert (x, y) == (60, 48) or (x < 60 and y < 48)  # on the board, or at its off-board corner
        if code in names:
            button, pressed = PAIRS[names[code]]
            assert down[button] is not pressed, f"{names[code]} with the button already {'down' if pressed else 'up'}"
            down[button] = pressed
    assert [e[1] for e in replay.events] == sorted(e[1] for e in replay.events)
