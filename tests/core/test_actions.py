"""The text form of actions, which save files and replays store, parses back exactly."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import ActionFormatError


def test_text_form_matches_the_documented_example() -> None:
    assert str(Action(Kind.REVEAL, 3, 4, 1520)) == "R3,4@1520"
    assert Action.parse("C0,12@7") == Action(Kind.CHORD, 0, 12, 7)


@given(st.sampled_from(Kind), st.integers(0, 999), st.integers(0, 999), st.integers(0, 10**10))
def test_every_action_round_trips_through_text(kind: Kind, x: int, y: int, t: int) -> None:
    action = Action(kind, x, y, t)
    assert Action.parse(str(action)) == action


@pytest.mark.parametrize("text", ["", "R3,4", "X1,1@0", "R-1,2@3", "R1;2@3", "r1,2@3", "R1,2@3 junk"])
def test_malformed_text_is_refused_with_an_example(text: str) -> None:
    with pytest.raises(ActionFormatError, match="R3,4@1520"):
        Action.parse(text)
