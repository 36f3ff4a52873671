"""``--review ID`` as a real process: one line per move in the documented format, then the summary; an unknown game
or one with no moves is refused with one line and exit code 1, as a game ``--export`` cannot find is."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

from bench.review_bench import frontier_game
from minesweeper.core.record import FinishedGame, Outcome
from minesweeper.store import Store
from tests.e2e.test_text_batch import LOSE, WIN
from tests.e2e.test_text_mode import BOARD
from tests.e2e.test_text_resume import run_text
from tests.test_results_db import result as result_without_moves

MOVE = re.compile(
    r"(\d+) (\d+\.\d\d\d) (reveal|flag|unflag|question|chord) (\d+),(\d+) "
    r"(first|proven|forced|risky|avoidable|blunder|wasted)((?: \S+)*)"
)
SUMMARY = re.compile(
    r"review: moves=\d+ proven=\d+ forced=\d+ risky=\d+ avoidable=\d+ blunder=\d+ wasted=\d+ "
    r"accuracy=\d\.\d\d luck=\d\.\d\d"
)


def test_review_prints_each_move_judged_then_the_summary_and_keeps_it(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    for moves in (WIN, LOSE):
        assert run_text(tmp_path, "--board", str(board), "--plain", stdin=moves).returncode == 0
    result = run_text(tmp_path, "--review", "1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    untimed = [re.sub(r"^(\d+) \d+\.\d\d\d ", r"\1 ", line) for line in lines]  # piped moves take a few ms each
    assert untimed == [
        "1 reveal 1,1 first",
        "2 flag 2,2 risky risk=0.67 best=0.00",
        "3 chord 1,1 risky risk=0.56 best=0.08 least=3,1",
        "4 reveal 4,1 avoidable 3,1",
        "5 reveal 1,4 proven",
        "review: moves=5 proven=1 forced=0 risky=2 avoidable=1 blunder=0 wasted=0 accuracy=0.40 luck=0.39",
    ]
    assert lines[0].startswith("1 0.000 ")  # the clock starts at the first reveal
    assert all(MOVE.fullmatch(line) for line in lines[:-1]) and SUMMARY.fullmatch(lines[-1])
    with sqlite3.connect(tmp_path / "data" / "results.sqlite3") as db:  # worked out when the game ended
        assert db.execute("SELECT accuracy FROM games ORDER BY id").fetchall() == [(0.4,), (1.0,)]
    assert run_text(tmp_path, "--review", "1").stdout == result.stdout  # the kept review reads back the same


def test_review_of_an_unknown_game_or_one_with_no_moves_is_refused_with_exit_code_1(tmp_path: Path) -> None:
    """A failure while running, as ``--export``'s (exit code 2 is a wrong option's, the usage's)."""
    result = run_text(tmp_path, "--review", "9")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "minesweeper-text: there is no game 9 to review: --history lists the games (a result imported from an older "
        "version has no board or moves)"
    ]
    store = Store(tmp_path / "data")
    assert store.record_result(result_without_moves("beginner", True))
    store.close()
    result = run_text(tmp_path, "--review", "1")
    assert (result.returncode, result.stdout, result.stderr) == (
        1,
        "",
        "minesweeper-text: game 1 has no moves to review\n",
    )
    usage = run_text(tmp_path, "--review", "x")  # not a game number: the usage
    assert usage.returncode == 2 and usage.stderr.startswith("usage:")


def test_review_of_a_300_move_game_on_a_500x500_board_judges_every_move_and_keeps_it(tmp_path: Path) -> None:
    # Once it printed nothing for 300 s: each position of a giant board was analysed afresh. How long it takes is
    # the benchmark's (review_500x500_ms); here, that it judges every move, within its own work allowance.
    record = frontier_game(random.Random("e2e review 500x500"))
    store = Store(tmp_path / "data")
    assert store.record_result(
        FinishedGame("giant", record, Outcome.GIVEN_UP, record.actions[-1].t, "2026-11-27T10:00:00")
    )
    store.close()
    result = run_text(tmp_path, "--review", "1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 301 and all(MOVE.fullmatch(line) for line in lines[:-1])
    assert SUMMARY.fullmatch(lines[-1]) and "unjudged" not in lines[-1], lines[-1]
    assert lines[0].split()[-1] == "first" and lines[-1].startswith("review: moves=300 ")
