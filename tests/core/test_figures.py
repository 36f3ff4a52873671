"""Every figure of a finished game, by ms-toollib's definitions (the oracle tests compare them with its analysis)."""

from __future__ import annotations

import pytest

from minesweeper.core.hand import CELL_PX, encode_hand, synthesize_hand
from minesweeper.core.metrics.figures import Figures, effective_clicks, mouse_path
from minesweeper.core.metrics.measures import board_metrics, islands
from minesweeper.core.metrics.scorecard import SCORECARD_NAMES, scorecard_lines
from minesweeper.core.metrics.zini import human_zini
from minesweeper.core.play import Clicks, Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from tests.core.boards import game_from, play

OPENINGS = """
*...*
.....
..*..
"""  # three openings whose rims hold every number: 3BV 3, no island
ISLANDS = """
*.*..
.....
....*
"""  # the numbers round the two top mines touch each other, the one by the last mine stands apart


def finished(art: str, *moves: str, ms: int = 4000, clicks: Clicks | None = None, mouse: bool = False) -> FinishedGame:
    """A game of ``moves`` on ``art``; ``mouse``: played with a mouse whose hand clicked each move at its cell's centre
    (without one, the terminal's way, the game has no path)."""
    game = play(game_from(art), *moves)
    outcome = Outcome.WON if game.state == "won" else Outcome.LOST
    hand = encode_hand(synthesize_hand(game.actions)) if mouse else b""
    return FinishedGame(
        "x",
        GameRecord.of(game),
        outcome,
        ms,
        "2026-01-01T10:00:00",
        Play(clicks or Clicks(), hand=hand),
        None,
        *board_metrics(game),
    )


def mines_of(art: str) -> tuple[int, int, bytes]:
    rows = [row.strip() for row in art.strip().splitlines()]
    return len(rows[0]), len(rows), bytes(cell == "*" for row in rows for cell in row)


def test_islands_are_groups_of_touching_numbers_with_no_zero_beside_them() -> None:
    assert islands(*mines_of(OPENINGS)) == 0
    assert islands(*mines_of("*.*\n...\n*.*")) == 1
    assert islands(*mines_of("*..*\n....\n*..*")) == 1  # the middle 2s touch both pairs' numbers


def test_human_zini_clicks_every_opening_first() -> None:
    assert human_zini(*mines_of(OPENINGS)) == 3  # the three openings open every safe cell


def test_human_zini_on_a_board_with_no_opening_flags_and_chords_from_open_cells() -> None:
    # One mine in the corner of a 2×2: the 1s have no opening; click one (1), flag the mine (1) and chord it (1).
    assert human_zini(*mines_of("*.\n..")) == 3


def test_effective_clicks_count_the_first_flag_on_each_mine_never_a_safe_cells_nor_a_mine_opened() -> None:
    game = finished(OPENINGS, "F0,0", "F0,0", "F0,0", "F1,0", "R2,0", "R4,0")
    assert effective_clicks(game) == 2  # the flag on (0,0) once, the reveal at (2,0); the mine opened is none


def test_the_path_counts_16_pixel_cells_and_skips_the_pointer_off_the_board() -> None:
    corner = (5 * CELL_PX, 3 * CELL_PX)
    assert mouse_path([(0, 0), (3, 4), corner, (6, 8)], 5, 3) == pytest.approx(10 * 16 / CELL_PX)


def test_ratios_with_nothing_to_divide_by_are_zero() -> None:
    nothing = Figures(0, 3, 0, 0, 0, 0, 0, None, None, None, 3, 0, 435.0)
    assert (nothing.bbbv_s, nothing.ioe, nothing.corr, nothing.thrp) == (0.0, 0.0, 0.0, 0.0)
    assert (nothing.rqp, nothing.qg, nothing.stnb, nothing.etime) == (0.0, 0.0, 0.0, 0.0)


def test_the_scorecard_prints_every_figure_in_the_contracts_order() -> None:
    game = finished(OPENINGS, "R2,0", "R0,2", "R4,2", ms=4000, clicks=Clicks(3, 1, 0, 3), mouse=True)
    lines = dict(scorecard_lines(game))
    assert tuple(lines) == SCORECARD_NAMES
    assert (lines["time"], lines["bbbv"], lines["bbbv_solved"], lines["bbbv_s"]) == ("4.000", "3", "3", "0.750")
    assert (lines["cl"], lines["ce"], lines["ioe"], lines["corr"], lines["thrp"]) == (
        "4",
        "3",
        "0.750",
        "0.750",
        "1.000",
    )
    assert (lines["rqp"], lines["qg"], lines["stnb"], lines["etime"]) == (
        "5.333",
        f"{4**1.7 / 3:.3f}",
        "-",  # STNB exists on the official levels only: a 5x3 board has none
        "4.000",
    )
    assert (lines["op"], lines["isl"], lines["zini"], lines["hzini"], lines["style"]) == ("3", "0", "3", "3", "nf")
    assert lines["rankable"] == "no:not-official-level"
    # The moves' hand clicks at the cells' centres: from (30,6) to (6,30) to (54,30), in 12-pixel cells.
    assert lines["path"] == f"{(24 * 2**0.5 + 48) * 16 / 12:.3f}"
    typed = dict(scorecard_lines(finished(OPENINGS, "R2,0", "R0,2", "R4,2", clicks=Clicks(3, 1, 0, 3))))
    assert typed["path"] == "-", "a game with no recorded mouse has no path"
    assert {name: typed[name] for name in SCORECARD_NAMES if name != "path"} == {
        name: lines[name] for name in SCORECARD_NAMES if name != "path"
    }
