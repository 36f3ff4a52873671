"""The end screen's figures follow the community's definitions (see the facts: 3BV/s, IOE, RQP, ...)."""

from __future__ import annotations

from minesweeper.core.metrics.scorecard import bbbv_rate, board_metrics, ioe, scorecard
from minesweeper.core.play import Clicks, Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from tests.core.boards import game_from, play

BOARD = """
*...*
.....
..*..
"""  # three openings (around C1, A3 and E3) whose rims hold every number: 3BV 3


def card(game_moves: tuple[str, ...], ms: int, clicks: Clicks, outcome: Outcome) -> dict[str, str]:
    game = play(game_from(BOARD), *game_moves)
    finished = FinishedGame(
        "x", GameRecord.of(game), outcome, ms, "2024-05-01T10:00:00", Play(clicks), None, *board_metrics(game)
    )
    return {figure.label: figure.value for figure in scorecard(finished)}


def test_a_won_game_gets_every_figure() -> None:
    figures = card(("R2,0", "R0,2", "R4,2"), 4000, Clicks(left=8, right=1, double=1, effective=8), Outcome.WON)
    assert figures == {
        "3BV": "3",
        "3BV/s": "0.750",
        "Clicks": "10 (8 L, 1 R, 1 D)",
        "Effective": "8",
        "IOE": "0.300",
        "Correctness": "0.800",
        "Throughput": "0.375",
        "RQP": "5.333",
        "ZiNi": "3",
    }


def test_a_lost_game_shows_the_part_done_and_an_estimated_time() -> None:
    figures = card(("R2,0", "R2,2"), 2000, Clicks(left=2, effective=1), Outcome.LOST)
    assert (figures["3BV"], figures["3BV/s"], figures["Est. time"]) == ("1/3", "0.500", "6.000 s")


def test_no_clicks_and_no_time_give_dashes_not_errors() -> None:
    figures = card(("R2,0", "R2,2"), 0, Clicks(), Outcome.LOST)
    assert (figures["3BV/s"], figures["IOE"], figures["Correctness"], figures["RQP"]) == ("-", "-", "-", "0.000")


def test_3bv_per_second_and_ioe_have_no_value_where_they_mean_nothing() -> None:
    assert bbbv_rate(150, 100_000) == 1.5 and ioe(180, 150) == 1.2
    assert bbbv_rate(None, 100_000) is None and bbbv_rate(3, 0) is None and bbbv_rate(3, None) is None
    assert ioe(None, 10) is None and ioe(3, 0) is None


def test_a_practice_games_figures_are_of_its_own_part_and_say_where_it_started() -> None:
    # Played on after the first move (R2,0 at 1 s, when the clock starts: 1 of the 3BV done), the practice did the
    # other 2 by 3 s, 2 s of its own;
    # the card once gave IOE and accuracy over the other game's moves too.
    game = play(game_from(BOARD), "R2,0", "R0,2", "R4,2")
    actions = tuple(a.__class__(a.kind, a.x, a.y, t) for a, t in zip(game.actions, (1000, 2000, 3000), strict=True))
    record = GameRecord(game.difficulty, game.layout, False, actions)
    played = Play(Clicks(left=2, effective=2), practice=True, practice_from=1)
    finished = FinishedGame("p", record, Outcome.WON, 2000, "2024-05-01T10:00:00", played, None, *board_metrics(game))
    figures = {figure.label: figure.value for figure in scorecard(finished)}
    assert figures["Practice"] == "from move 2"
    assert (figures["3BV"], figures["3BV/s"], figures["IOE"]) == ("2", "1.000", "1.000")
    whole = FinishedGame("g", record, Outcome.WON, 2000, "2024-05-01T10:00:00", Play(Clicks(left=3)), None, 3, 3)
    assert {figure.label: figure.value for figure in scorecard(whole)}["3BV/s"] == "1.500"  # the whole game's
    assert "Practice" not in {figure.label for figure in scorecard(whole)}
    assert next(iter(figures)) == "Practice"
