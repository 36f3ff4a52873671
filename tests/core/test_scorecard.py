"""The scorecard people read (the results card, the terminal): every figure, labelled, in the order players read
them, the values those of ``figures`` (the one owner), and what means something for a won or a lost game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from minesweeper.core.metrics.figures import bbbv_rate, figures, ioe
from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.metrics.scorecard import NOT_RANKABLE_WORDS, rankable_words, scorecard, scorecard_lines
from minesweeper.core.metrics.standing import REASONS
from minesweeper.core.play import Clicks, Play
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from tests.core.boards import game_from, play
from tests.core.test_standing import EXPERT

BOARD = """
*...*
.....
..*..
"""  # three openings (around C1, A3 and E3) whose rims hold every number: 3BV 3

WON_LABELS = [
    *("Time", "3BV", "3BV/s", "Clicks", "Effective", "IOE", "Correctness", "Throughput", "RQP", "QG", "STNB"),
    *("ZiNi", "Human ZiNi", "Path", "Openings", "Islands", "Style", "Rankable"),
]


def finished(moves: tuple[str, ...], ms: int, clicks: Clicks, outcome: Outcome, **play_fields: object) -> FinishedGame:
    game = play(game_from(BOARD), *moves)
    return FinishedGame(
        "x",
        GameRecord.of(game),
        outcome,
        ms,
        "2024-05-01T10:00:00",
        Play(clicks, **play_fields),  # type: ignore[arg-type]
        None,
        *board_metrics(game),
    )


def card(game: FinishedGame) -> dict[str, str]:
    return {figure.label: figure.value for figure in scorecard(game)}


def test_a_won_game_gets_every_figure_in_the_order_players_read_them() -> None:
    game = finished(("F0,0", "R2,0", "R0,2", "R4,2"), 4000, Clicks(left=8, right=1, double=1), Outcome.WON)
    figures = card(game)
    assert list(figures) == WON_LABELS
    assert figures == {
        "Time": "4.000 s",
        "3BV": "3",
        "3BV/s": "0.750",
        "Clicks": "10 (8 L, 1 R, 1 D)",
        "Effective": "4",  # three reveals and the first flag on a mine, as ms-toollib counts them
        "IOE": "0.300",
        "Correctness": "0.400",
        "Throughput": "0.750",
        "RQP": "5.333",
        "QG": f"{4**1.7 / 3:.3f}",
        "STNB": "-",  # not an official level: it has no STNB
        "ZiNi": "3",
        "Human ZiNi": "3",
        "Path": figures["Path"],
        "Openings": "3",
        "Islands": "0",
        "Style": "FL (flags)",
        "Rankable": "no: not an official level",
    }


def test_the_card_and_scorecard_lines_give_the_same_values() -> None:
    """One definition: what the card says is what ``--scorecard`` prints, in words where it has words."""
    game = finished(("R2,0", "R0,2", "R4,2"), 4321, Clicks(left=5, right=2), Outcome.WON)
    lines, shown = dict(scorecard_lines(game)), card(game)
    for name, label in (("bbbv_s", "3BV/s"), ("ce", "Effective"), ("ioe", "IOE"), ("corr", "Correctness")):
        assert lines[name] == shown[label]
    for name, label in (("thrp", "Throughput"), ("rqp", "RQP"), ("qg", "QG"), ("stnb", "STNB"), ("path", "Path")):
        assert lines[name] == shown[label]
    for name, label in (("zini", "ZiNi"), ("hzini", "Human ZiNi"), ("op", "Openings"), ("isl", "Islands")):
        assert lines[name] == shown[label]
    assert shown["Time"] == lines["time"] + " s" and shown["Style"] == "NF (no flags)" and lines["style"] == "nf"


def test_a_lost_game_shows_the_part_done_and_an_estimated_time_and_is_not_judged_for_rank() -> None:
    game = finished(("R2,0", "R2,2"), 2000, Clicks(left=2), Outcome.LOST)
    figures = card(game)
    assert (figures["3BV"], figures["3BV/s"], figures["Est. time"]) == ("1/3", "0.500", "6.000 s")
    assert "Rankable" not in figures and list(figures)[-2:] == ["Est. time", "Style"]
    assert figures["Effective"] == "1"  # the reveal of a safe cell; opening the mine is none


def test_a_won_game_has_no_estimated_time() -> None:
    game = finished(("R2,0", "R0,2", "R4,2"), 3000, Clicks(left=3), Outcome.WON)
    assert "Est. time" not in card(game)


def test_ratios_with_nothing_to_divide_by_are_zero_as_ms_toollib_gives_them() -> None:
    figures = card(finished(("R2,0", "R2,2"), 0, Clicks(), Outcome.LOST))
    assert (figures["3BV/s"], figures["IOE"], figures["Correctness"], figures["RQP"]) == ("0.000",) * 4


def test_3bv_per_second_and_ioe_have_no_value_where_they_mean_nothing() -> None:
    assert bbbv_rate(150, 100_000) == 1.5 and ioe(180, 150) == 1.2
    assert bbbv_rate(None, 100_000) is None and bbbv_rate(3, 0) is None and bbbv_rate(3, None) is None
    assert ioe(None, 10) is None and ioe(3, 0) is None


def test_every_reason_a_game_is_not_rankable_has_words() -> None:
    assert set(NOT_RANKABLE_WORDS) == set(REASONS)


@pytest.mark.parametrize(
    ("game", "words"),
    [
        (EXPERT, "yes"),
        (replace(EXPERT, play=Play(assisted=True)), "no: the solver helped"),
        (replace(EXPERT, bbbv=99), "no: 3BV too low for the level"),
        (replace(EXPERT, play=Play(practice=True)), "no: a practice game"),
    ],
    ids=["rankable", "assisted", "3bv", "practice"],
)
def test_whether_a_game_is_rankable_is_said_in_words(game: FinishedGame, words: str) -> None:
    assert rankable_words(game) == words


def test_a_practice_games_figures_are_of_its_own_part_and_say_where_it_started() -> None:
    # Played on after the first move (R2,0 at 1 s, when the clock starts: 1 of the 3BV done), the practice did the
    # other 2 by 3 s, 2 s of its own;
    # the card once gave IOE and accuracy over the other game's moves too.
    game = play(game_from(BOARD), "R2,0", "R0,2", "R4,2")
    actions = tuple(a.__class__(a.kind, a.x, a.y, t) for a, t in zip(game.actions, (1000, 2000, 3000), strict=True))
    record = GameRecord(game.difficulty, game.layout, False, actions)
    played = Play(Clicks(left=2), practice=True, practice_from=1)
    practice = FinishedGame("p", record, Outcome.WON, 2000, "2024-05-01T10:00:00", played, None, *board_metrics(game))
    figures = card(practice)
    assert next(iter(figures)) == "Practice" and figures["Practice"] == "from move 2"
    assert (figures["Time"], figures["3BV"], figures["3BV/s"], figures["IOE"]) == ("2.000 s", "2", "1.000", "1.000")
    assert figures["Effective"] == "2"
    assert dict(scorecard_lines(practice))["ce"] == "3"  # --scorecard gives the whole game's
    whole = FinishedGame("g", record, Outcome.WON, 2000, "2024-05-01T10:00:00", Play(Clicks(left=3)), None, 3, 3)
    assert card(whole)["3BV/s"] == "1.500"  # the whole game's
    assert "Practice" not in card(whole)


def test_a_game_with_no_board_has_no_figures_to_show() -> None:
    record = GameRecord(PRESETS["beginner"], None, False, ())
    game = FinishedGame("old", record, Outcome.LOST, 1000, "2020-01-01T10:00:00", Play(), None)
    assert figures(game) is None and card(game) == {"3BV": "-"} and scorecard_lines(game) == []
