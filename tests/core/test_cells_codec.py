"""The text forms of cell lists (``"x,y"``) and action lists (``R3,4@1520``): written and read in one place,
each read checked, and every list that was written reads back the same."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.actions import Action, Kind, action_texts, format_actions, parse_actions
from minesweeper.core.errors import ActionFormatError, LayoutError
from minesweeper.core.layout import cell_texts, format_cells, parse_cells


@st.composite
def boards_and_cells(draw: st.DrawFn) -> tuple[int, int, list[tuple[int, int]]]:
    width, height = draw(st.integers(1, 1000)), draw(st.integers(1, 1000))
    cells = draw(st.lists(st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)), max_size=30, unique=True))
    return width, height, cells


@given(boards_and_cells())
def test_a_cell_list_reads_back_as_written_in_either_form(board: tuple[int, int, list[tuple[int, int]]]) -> None:
    width, height, cells = board
    expected = tuple(sorted(cells))
    assert parse_cells(format_cells(cells), width, height) == expected
    assert parse_cells(cell_texts(cells), width, height) == expected
    assert format_cells(expected) == " ".join(cell_texts(expected))


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ("3,4 5", "cell 2 is not like"),
        ("3,4 -1,0", "cell 2 is not like"),
        ("3;4", "cell 1 is not like"),
        (["3,4", 5], "cell 2 is not like"),
        ("9,0", r"cell 1 \(9,0\) is off the 9×9 board"),
        ("0,9", "off the 9×9 board"),
        (["0,0"] * 82, "at most one per cell"),
        ("1" * 20 + ",0", "not like"),
    ],
)
def test_a_damaged_cell_list_is_refused_naming_the_cell(value: str | list[object], says: str) -> None:
    with pytest.raises(LayoutError, match=says):
        parse_cells(value, 9, 9)


actions = st.lists(
    st.builds(Action, st.sampled_from(list(Kind)), st.integers(0, 999), st.integers(0, 999), st.integers(0, 10**9)),
    max_size=30,
).map(lambda found: sorted(found, key=lambda a: a.t))


@given(actions)
def test_an_action_list_reads_back_as_written_in_either_form(written: list[Action]) -> None:
    assert parse_actions(format_actions(written)) == tuple(written)
    assert parse_actions(action_texts(written)) == tuple(written)


@pytest.mark.parametrize(
    ("value", "latest", "says"),
    [
        ("R1,1@50 F0,0@10", None, "action 2 .* is earlier than the one before"),
        (["R1,1@0", 5], None, "action 2 must be text"),
        ("R1,1@0 Z9", None, "action 2 is not like R3,4@1520"),
        ("R1,1@9001", 9000, "later than the save time 9000"),
    ],
)
def test_a_damaged_action_list_is_refused_naming_the_action(
    value: str | list[object], latest: int | None, says: str
) -> None:
    with pytest.raises(ActionFormatError, match=says):
        parse_actions(value, latest)
