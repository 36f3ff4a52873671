"""Mouse interpretation as plain logic: which button sequences make which moves."""

from minesweeper.core.actions import Kind
from minesweeper.core.pointer import LEFT, MIDDLE, RIGHT, Intent, Pointer


def test_left_press_shows_pressed_and_release_reveals_where_it_ends() -> None:
    pointer = Pointer()
    assert pointer.press(LEFT, (1, 1)) is None
    assert pointer.pressed_area() == [(1, 1)] and pointer.holding
    assert pointer.move((2, 1))
    assert pointer.release(LEFT, (2, 1), on_open_number=False) == Intent(Kind.REVEAL, 2, 1)
    assert not pointer.holding and pointer.pressed_area() == []


def test_right_press_flags_at_once() -> None:
    assert Pointer().press(RIGHT, (0, 3)) == Intent(Kind.FLAG, 0, 3)


def test_both_buttons_chord_once_whichever_is_released_first() -> None:
    for first, second in ((LEFT, RIGHT), (RIGHT, LEFT)):
        pointer = Pointer()
        pointer.press(LEFT, (4, 4))
        assert pointer.press(RIGHT, (4, 4)) is None
        assert len(pointer.pressed_area()) == 9
        assert pointer.release(first, (4, 4), on_open_number=True) == Intent(Kind.CHORD, 4, 4)
        assert pointer.pressed_area() == []
        assert pointer.release(second, (4, 4), on_open_number=True) is None
        assert not pointer.held


def test_middle_button_chords() -> None:
    pointer = Pointer()
    pointer.press(MIDDLE, (2, 2))
    assert len(pointer.pressed_area()) == 9
    assert pointer.release(MIDDLE, (2, 2), on_open_number=True) == Intent(Kind.CHORD, 2, 2)


def test_left_click_on_a_number_chords_only_when_enabled() -> None:
    on = Pointer(left_click_chords=True)
    on.press(LEFT, (1, 1))
    assert on.release(LEFT, (1, 1), on_open_number=True) == Intent(Kind.CHORD, 1, 1)
    off = Pointer(left_click_chords=False)
    off.press(LEFT, (1, 1))
    assert off.release(LEFT, (1, 1), on_open_number=True) == Intent(Kind.REVEAL, 1, 1)


def test_wheel_buttons_and_releases_off_the_board_do_nothing() -> None:
    pointer = Pointer()
    assert pointer.press(4, (1, 1)) is None and pointer.press(5, (1, 1)) is None
    assert not pointer.held
    pointer.press(LEFT, (1, 1))
    assert pointer.release(LEFT, None, on_open_number=False) is None
    assert pointer.press(LEFT, None) is None and not pointer.held


def test_a_release_without_its_press_is_ignored() -> None:
    assert Pointer().release(LEFT, (0, 0), on_open_number=False) is None
