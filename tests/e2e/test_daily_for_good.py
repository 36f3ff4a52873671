"""A counted daily stays counted, and a daily result proves its board, as a player meets them: the terminal as a real
process, its clock set by libfaketime (and ``TZ``), the results in a real data folder.

- The autumn change in New York: an attempt lost at 01:30 EDT counts; one won at 01:10 EST, forty minutes later by
  the sun but twenty earlier by the clock, does not take its place. A clock moved back an hour mid-day: the same.
- A daily saved after one move, then played again and lost (counted), then carried on and won: told at once that it
  will not count, and it does not.
- A daily opened before midnight and first moved after it: told at that move that it is kept but not counted.
- A forged result in the pending folder (a daily's date with another board), or one dated years ahead, is refused
  with its reason, and the real daily still counts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.daily.results import counted
from minesweeper.core.daily.scheme import daily
from minesweeper.core.formats.replay_file import replay_dict
from minesweeper.core.layout import Layout
from minesweeper.core.play import Play
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.store import Store
from tests.e2e.conftest import require

COMMAND = [sys.executable, "-m", "minesweeper", "--text"]
DAY = "2026-11-01"  # the autumn change in New York: 02:00 EDT becomes 01:00 EST


def run_at(
    folder: Path, moment: str, *args: str, stdin: str = "", zone: str = "America/New_York"
) -> subprocess.CompletedProcess[str]:
    """The terminal, its local clock at ``moment`` in ``zone`` (running on from there)."""
    require("faketime", package="faketime")
    return subprocess.run(
        ["faketime", moment, *COMMAND, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "MINESWEEPER_DATA_DIR": str(folder), "TZ": zone},
    )


def moves(layout: Layout, *, won: bool) -> str:
    """Typed lines that win the daily (every safe cell, a few already open: they change nothing) or lose it."""
    if not won:
        x, y = min(layout.mines)
        return f"{x + 1},{y + 1}\nn\n"
    safe = [(x, y) for y in range(layout.height) for x in range(layout.width) if not layout.has_mine(x, y)]
    return "".join(f"{x + 1},{y + 1}\n" for x, y in safe) + "n\n"


def counted_outcomes(folder: Path) -> list[str]:
    attempts = Store(folder).daily_attempts()
    chosen = counted(attempts)
    return [str(a.outcome) for a in attempts if a.row_id in chosen]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("2026-11-01 01:30:00", "2026-11-01 01:10:00"),  # EDT, then 40 minutes later by the sun: EST
        ("2026-11-01 14:00:00", "2026-11-01 13:00:00"),  # a clock moved back an hour mid-day
    ],
)
def test_the_first_attempt_told_counted_stays_counted_whatever_the_clock_does(
    tmp_path: Path, first: str, second: str
) -> None:
    board = daily(DAY, "beginner")
    lost = run_at(tmp_path, first, "--daily", "--plain", stdin=moves(board.layout, won=False))
    assert "Counted: your Beginner streak starts again" in lost.stderr, lost.stderr
    won = run_at(tmp_path, second, "--daily", "--plain", stdin=moves(board.layout, won=True))
    assert "This game is kept in History as a daily, not counted" in won.stderr, won.stderr
    assert "Kept in History as a daily, not counted: the first finished attempt" in won.stderr
    assert counted_outcomes(tmp_path) == ["lost"]
    history = run_at(tmp_path, second, "--history")
    said = {(line.split()[3], line.split()[6]) for line in history.stdout.splitlines()}  # listed by their clocks
    assert said == {("lost", "counted"), ("won", "not-counted")}


def test_a_saved_attempt_carried_on_after_a_counted_loss_is_told_it_will_not_count(tmp_path: Path) -> None:
    board = daily(DAY, "beginner")
    x, y = next(cell for cell in ((0, 0), (8, 8), (0, 8), (8, 0)) if not board.layout.has_mine(*cell))
    saved = run_at(tmp_path, "2026-11-01 09:00:00", "--daily", "--plain", stdin=f"{x + 1},{y + 1}\n")
    assert (tmp_path / "resume.json").exists(), saved.stderr
    lost = run_at(tmp_path, "2026-11-01 10:00:00", "--daily", "--plain", stdin=moves(board.layout, won=False))
    assert "Counted: your Beginner streak starts again" in lost.stderr, lost.stderr
    carried = run_at(tmp_path, "2026-11-01 11:00:00", "--resume", "--plain", stdin=moves(board.layout, won=True))
    told = carried.stderr
    assert "notice: This game is kept in History as a daily, not counted" in told, told
    assert "Kept in History as a daily, not counted: the first finished attempt" in told
    assert "Counted" not in told.replace("not counted", "")
    assert counted_outcomes(tmp_path) == ["lost"]


def test_a_daily_first_moved_after_midnight_is_told_at_that_move(tmp_path: Path) -> None:
    require("faketime", package="faketime")
    board = daily(DAY, "beginner")
    process = subprocess.Popen(
        ["faketime", "2026-11-01 23:59:58", *COMMAND, "--daily", DAY, "--plain"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "MINESWEEPER_DATA_DIR": str(tmp_path), "TZ": "UTC"},
    )
    time.sleep(4)  # the daily opened before midnight: its first move comes after it
    _, err = process.communicate(moves(board.layout, won=True), timeout=120)
    assert "This game counts" in err, err
    _, _, after = err.partition("It is 2026-11-02 now: this game is kept in History as a daily, not counted")
    assert after, err
    assert "Kept in History as a daily, not counted: a daily counts only when played on its own date" in after
    assert counted_outcomes(tmp_path) == []


@pytest.mark.parametrize(
    ("day", "board", "reason"),
    [
        (DAY, "classic", "its board is not the Beginner daily of 2026-11-01"),
        ("2099-01-01", "daily", "it names the daily of 2099-01-01, a date still to come"),
    ],
)
def test_a_forged_daily_result_is_refused_with_its_reason_and_the_real_one_counts(
    tmp_path: Path, day: str, board: str, reason: str
) -> None:
    layout = daily(day, "beginner").layout if board == "daily" else Layout(9, 9, bytes([1] * 10 + [0] * 71))
    safe = next((x, y) for y in range(9) for x in range(9) if not layout.has_mine(x, y))
    record = GameRecord(PRESETS["beginner"], layout, False, (Action(Kind.REVEAL, *safe, 0),))
    game = record.replay()
    forged = FinishedGame(
        "forged", record, Outcome.of(game.state), game.elapsed_ms(0), f"{day}T08:00:00", Play(daily=day)
    )
    pending = tmp_path / "pending"
    pending.mkdir()
    (pending / "forged.json").write_text(json.dumps(replay_dict(forged)))
    stats = run_at(tmp_path, "2026-11-01 09:00:00", "--stats")
    assert reason in stats.stderr, stats.stderr
    assert (pending / "forged.json").exists()  # refused, left where it is
    real = daily(DAY, "beginner")
    played = run_at(tmp_path, "2026-11-01 09:30:00", "--daily", "--plain", stdin=moves(real.layout, won=True))
    assert "Counted: your Beginner streak is 1 day" in played.stderr, played.stderr
    assert counted_outcomes(tmp_path) == ["won"]
