"""Two copies of the game on one data folder, as real processes playing at the same time: every result is
recorded exactly once, nobody's game is counted as given up, and nobody deletes the other's saved game."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

GAMES = 15
BOARD = ".....\n.....\n.....\n...*.\n....*"  # tile 1 floods most of it; tiles 20 and 24 finish it
WINS = "1\n20\n24\ny\n" * GAMES  # each game won, then "Play again?" answered yes


def start_copy(data: Path, board: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "--text", "--plain", "--board", str(board), "--data-dir", str(data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_two_copies_finishing_games_at_once_record_every_win_once(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    data = tmp_path / "data"
    copies = [start_copy(data, board) for _ in range(2)]
    with ThreadPoolExecutor(len(copies)) as pool:  # both play at once
        outputs = list(pool.map(lambda copy: copy.communicate(WINS, timeout=120), copies))
    for copy, (out, err) in zip(copies, outputs, strict=True):
        assert copy.returncode == 0, err
        assert out.count("state=won") == GAMES, err
        assert err.count("owns the saved game") <= 1, err  # said once, if at all
    with sqlite3.connect(data / "results.sqlite3") as db:
        rows = db.execute("SELECT outcome, count(*) FROM games GROUP BY outcome").fetchall()
    assert rows == [("won", 2 * GAMES)]  # 30 games played, 30 recorded: none lost, none invented
    assert not (data / "resume.json").exists()
