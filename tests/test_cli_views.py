"""What the text mode prints for the solver and the history, line by line: the public formats."""

from __future__ import annotations

from dataclasses import replace

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.scorecard import Figure
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, HistoryEntry, Outcome
from minesweeper.core.solver.advice import analysis_of
from minesweeper.text.board import (
    CommandError,
    history_line,
    move_line,
    parse_tile,
    plain_chances,
    pretty_chances,
    replay_header,
    scorecard_text,
)


def walled_game() -> Game:
    """60×40: two open columns, a wall of mines in the third, and behind it one mine among 2,280 cells."""
    cells = bytearray(60 * 40)
    for y in range(40):
        cells[y * 60 + 2] = 1
    cells[39 * 60 + 59] = 1
    game = Game.on_layout(Layout(60, 40, bytes(cells)))
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    return game


def test_plain_chances_keep_proof_apart_from_a_tiny_chance() -> None:
    game = walled_game()
    rows = plain_chances(game, analysis_of(game)).splitlines()
    assert len(rows) == 41 and rows[-1] == "chances=exact"
    first = rows[0].split(" ")
    assert len(first) == 60
    assert first[:3] == [".", "2", "1.000"]  # open, open, the proven wall
    # 1/2280 is 0.0004: printed as the least unproven chance, never as 0.000, which means proven safe
    assert set(first[3:]) == {"0.001"}
    assert rows[1].split(" ")[:3] == [".", "3", "1.000"]


def test_pretty_chances_write_tenths_under_the_labels() -> None:
    game = walled_game()
    lines = pretty_chances(game, analysis_of(game), columns=200).splitlines()
    assert lines[0].split()[:3] == ["1", "2", "3"]
    assert lines[1].split()[:5] == ["1", ".", ".", "*", "0"]
    assert lines[-1].split()[0] == "40" and set(lines[-1].split()[4:]) == {"0"}


def test_a_game_with_a_likely_cell_shows_its_tenths() -> None:
    game = Game.on_layout(Layout.parse("....\n.*..\n....\n...*"))
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    rows = pretty_chances(game, analysis_of(game)).splitlines()[1:]
    assert rows == ["1  . 3 0 0", "2  3 3 0 0", "3  0 0 0 0", "4  0 0 0 0"]  # 1/3 and 1/12


@pytest.mark.parametrize(("text", "cell"), [("3,4", (2, 3)), (" 1 , 1 ", (0, 0)), ("5", (0, 1)), ("16", (3, 3))])
def test_a_tile_is_a_number_or_col_row(text: str, cell: tuple[int, int]) -> None:
    assert parse_tile(text, 4, 4) == cell


@pytest.mark.parametrize(
    ("text", "message"),
    [("5,1", "5,1 is off the board"), ("17", "tile 17 is off"), ("f 3", "is not a tile"), ("", "is not a tile")],
)
def test_a_bad_tile_says_why(text: str, message: str) -> None:
    with pytest.raises(CommandError, match=message):
        parse_tile(text, 4, 4)


def test_the_scorecard_is_a_title_then_a_line_a_figure() -> None:
    text = scorecard_text([Figure("3BV", "12"), Figure("Correctness", "0.750"), Figure("Est. time", "4.00 s")])
    assert text.splitlines() == ["Scorecard", "  3BV         12", "  Correctness 0.750", "  Est. time   4.00 s"]


def test_a_history_line_is_id_date_difficulty_result_time() -> None:
    entry = HistoryEntry(12, "2026-11-23T10:15:00", "expert", Outcome.WON, 93412, 120, 120, True)
    assert history_line(entry) == "12 2026-11-23T10:15:00 expert won 93.412"
    quick = HistoryEntry(3, "2026-01-02T03:04:05", "9x9n10", Outcome.GIVEN_UP, 7, None, None, False)
    assert history_line(quick) == "3 2026-01-02T03:04:05 9x9n10 given_up 0.007"


def test_a_practice_game_s_history_line_ends_in_the_word_practice_after_the_usual_columns() -> None:
    entry = HistoryEntry(4, "2026-11-23T10:15:00", "expert", Outcome.LOST, 93412, 120, 80, True, practice=True)
    assert history_line(entry) == "4 2026-11-23T10:15:00 expert lost 93.412 practice"


def test_a_game_played_with_the_solvers_help_ends_in_the_word_assisted_after_practice() -> None:
    helped = HistoryEntry(5, "2026-11-23T10:15:00", "expert", Outcome.WON, 93412, 120, 120, True, assisted=True)
    assert history_line(helped) == "5 2026-11-23T10:15:00 expert won 93.412 assisted"
    both = replace(helped, outcome=Outcome.LOST, practice=True)
    assert history_line(both) == "5 2026-11-23T10:15:00 expert lost 93.412 practice assisted"


def test_a_history_line_says_what_the_game_was_after_the_other_words() -> None:
    daily = HistoryEntry(6, "2026-11-27T10:15:00", "expert", Outcome.WON, 87310, 142, 142, True, daily="2026-11-27")
    assert (
        history_line(replace(daily, counted=True)) == "6 2026-11-27T10:15:00 expert won 87.310 daily=2026-11-27 counted"
    )
    assert history_line(daily) == "6 2026-11-27T10:15:00 expert won 87.310 daily=2026-11-27 not-counted"
    past = replace(daily, practice=True, assisted=True, daily="2026-11-20", no_guess=True)
    assert history_line(past) == (
        "6 2026-11-27T10:15:00 expert won 87.310 practice assisted daily=2026-11-20 not-counted no-guess"
    )
    assert history_line(replace(daily, daily="", no_guess=True)).endswith(" 87.310 no-guess")


def test_replay_lines_name_the_board_and_each_move_as_typed() -> None:
    layout = Layout.parse("....\n.*..\n....\n...*")
    record = GameRecord(
        Difficulty.custom(4, 4, 2), layout, False, (Action(Kind.REVEAL, 0, 0, 250), Action(Kind.FLAG, 1, 1, 1250))
    )
    game = FinishedGame("id", record, Outcome.GIVEN_UP, 1000, "2026-01-01T00:00:00")
    assert replay_header(game) == ("game width=4 height=4 mines=2 difficulty=4x4n2 result=given_up time=1.000 moves=2")
    assert move_line(2, record.actions[1], 1000) == "move 2 time=1.000 flag 2,2"
    assert move_line(3, Action(Kind.CHORD, 3, 0, 0), 61005) == "move 3 time=61.005 chord 4,1"
