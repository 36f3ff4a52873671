"""``--scorecard ID``: every figure of a stored game, one ``name value`` a line in the contract's order; a wrong ID is
the usage and exit 2, a missing game one line and exit 1."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.metrics.scorecard import SCORECARD_NAMES
from minesweeper.core.play import Clicks, Play
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.store import Store
from minesweeper.text.batch import run_batch
from minesweeper.text.options import build_parser
from tests.core.boards import game_from, play

BOARD = """
*...*
.....
..*..
"""


def stored(folder: Path) -> None:
    game = play(game_from(BOARD), "F0,0", "R2,0", "R0,2", "R4,2")
    finished = FinishedGame(
        "g-1",
        GameRecord.of(game),
        Outcome.WON,
        3000,
        "2026-01-01T10:00:00",
        Play(Clicks(3, 1, 0, 4)),
        None,
        *board_metrics(game),
    )
    store = Store(folder)
    assert store.record_result(finished)
    store.close()


def test_a_stored_games_scorecard_is_one_figure_a_line_in_the_contracts_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stored(tmp_path)
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--scorecard", "1", "--data-dir", str(tmp_path)])) == 0
    out, err = capsys.readouterr()
    lines = [line.split(" ") for line in out.splitlines()]
    assert [name for name, _ in lines] == list(SCORECARD_NAMES) and all(len(line) == 2 for line in lines)
    figures = dict(lines)
    assert (figures["time"], figures["bbbv"], figures["cl"], figures["ce"]) == ("3.000", "3", "4", "4")
    assert (figures["style"], figures["rankable"]) == ("fl", "no:not-official-level")
    assert "Traceback" not in err


def test_a_missing_game_is_one_line_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stored(tmp_path)
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--scorecard", "2", "--data-dir", str(tmp_path)])) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and "there is no game 2 to score" in err


@pytest.mark.parametrize("wrong", ["0", "x", "-3"])
def test_a_wrong_id_is_the_usage_and_exit_2(wrong: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--scorecard", wrong])
    assert stop.value.code == 2 and "usage:" in capsys.readouterr().err


def test_the_scorecard_takes_no_game_option(capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser()
    with pytest.raises(SystemExit) as stop:
        run_batch(parser, parser.parse_args(["--scorecard", "1", "--preset", "expert"]))
    assert stop.value.code == 2 and "--scorecard does not take --preset" in capsys.readouterr().err


def test_a_damaged_recorded_hand_leaves_out_the_path_alone_and_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stored(tmp_path)
    parser = build_parser()
    assert run_batch(parser, parser.parse_args(["--scorecard", "1", "--data-dir", str(tmp_path)])) == 0
    whole = dict(line.split(" ") for line in capsys.readouterr().out.splitlines())
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:  # its hand says 5 events and holds 3 bytes
        db.execute("UPDATE games SET hand = ? WHERE id = 1", (bytes([1, 5, 200, 3, 4]),))
    assert run_batch(parser, parser.parse_args(["--scorecard", "1", "--data-dir", str(tmp_path)])) == 0
    out, err = capsys.readouterr()
    figures = dict(line.split(" ") for line in out.splitlines())
    assert list(figures) == list(SCORECARD_NAMES) and figures["path"] == "-"
    assert {name: value for name, value in figures.items() if name != "path"} == {
        name: value for name, value in whole.items() if name != "path"
    }
    assert err == (
        "notice: game 1: the stored hand claims 5 events but holds only 3 bytes of them, so its path is - (every other "
        "figure is from its moves)\n"
    )
