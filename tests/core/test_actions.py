"""The text form of actions, which save files and replays store, parses back exactly."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.core.actions import Action, Kind, actions_fit, parse_actions
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


@st.composite
def action_lines(draw: st.DrawFn) -> str:
    """Lines near what the results database keeps: mostly well formed with times rising (small cells, on or off a
    5×4 board), now and then a flaw (a time going back, a huge or strange number, a lower-case or unknown kind,
    junk), with every kind of whitespace between."""
    clock, tokens = 0, []
    for _ in range(draw(st.integers(0, 8))):
        clock += draw(st.integers(-3, 40))
        kind = draw(st.sampled_from("RFCRFCRFCrX"))
        x, y, t = (str(draw(st.integers(0, 6))), str(draw(st.integers(0, 5))), str(max(clock, 0)))
        flaw = draw(st.integers(0, 9))
        if flaw == 0:
            x = draw(st.sampled_from(["", "-1", "٣", "12345678", "0" * 7]))
        elif flaw == 1:
            t = draw(st.sampled_from(["", str(10**15), "1" * 16, "4294967296"]))
        elif flaw == 2:
            tokens.append(draw(st.text(alphabet="RFC0123456789,@ x\t\u00a0\x1c", max_size=12)))
            continue
        tokens.append(f"{kind}{x},{y}@{t}")
    gaps = draw(
        st.lists(
            st.sampled_from([" ", " ", "  ", "\t", "\n", "\u00a0", "\x1c"]),
            min_size=len(tokens) + 1,
            max_size=len(tokens) + 1,
        )
    )
    return draw(st.sampled_from(["", " "])) + "".join(token + gap for token, gap in zip(tokens, gaps, strict=False))


@given(action_lines(), st.sampled_from([None, 50, 10**15]), st.sampled_from([None, (5, 4), (1000, 1000)]))
def test_a_line_fits_exactly_when_it_is_read_and_then_reads_as_its_list_does(
    line: str, latest_ms: int | None, size: tuple[int, int] | None
) -> None:
    """The line checked whole (``actions_fit``, asked of every stored game) and read action by action say the same."""
    try:
        read: tuple[Action, ...] | None = parse_actions(line.split(), latest_ms, size)
    except ActionFormatError:
        read = None
    assert actions_fit(line, latest_ms, size) is (read is not None)
    if read is None:
        with pytest.raises(ActionFormatError):
            parse_actions(line, latest_ms, size)
    else:
        assert parse_actions(line, latest_ms, size) == read


def test_an_action_off_the_board_is_named() -> None:
    assert parse_actions("R4,3@0", size=(5, 4)) == (Action(Kind.REVEAL, 4, 3, 0),)
    for line in ("R0,0@1 R5,0@2", "R0,4@1"):
        with pytest.raises(ActionFormatError, match=r"is off the 5×4 board"):
            parse_actions(line, size=(5, 4))
        assert not actions_fit(line, size=(5, 4)) and actions_fit(line)
