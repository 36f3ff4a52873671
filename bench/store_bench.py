"""Benchmarks of reading the results database: the statistics and a page of the history over a long history.

Every row is read as untrusted (``minesweeper.store.rows``), checked once: its text columns (the board, the moves, the
open cells, the wasted clicks) are asked of the core's own readers when the game records it, or when it first opens a
file in which the row has not been checked (one from an older version), and the row is stamped; a stamped row is read
without asking them again until a program changes it (``minesweeper.store.stamps``). ``stamping_3000_games_ms`` is
that first open over 3000 games none of which is stamped yet (as when a history from an older version is first
opened), each game's moves read back whole; ``stats_first_read_3000_games_ms`` is the first read of the statistics in
a run (a fresh process, as Statistics or ``--stats`` first shows them); ``stats_read_3000_games_ms`` a read after it in
the same run (the median of several); ``history_page_3000_games_ms`` the first page of 200 lines of the history in
another fresh run. The history holds 3000 games, a third each of Beginner, Intermediate and Expert, with 40, 120 and 250
moves (about what a game of each takes).

``history_100k_s`` is ``--history`` run as a player runs it (a fresh process, every line to a pipe; the median of
``HISTORY_RUNS``, the machine being shared) over 102,000 games: those 3000, and the same games copied 33 times more on
other dates (a history as long as the fault report that timed it, 20 s then: each page re-sorted the whole table). The
copies are written straight into the file, so the game checks and stamps them when it next opens it, as it would have
when recording each: that open comes first, untimed.
``history_100k_rows_per_s`` is its lines a second.

Run alone with ``python bench/store_bench.py`` (or ``bench/run.py store_bench``).
"""

from __future__ import annotations

import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.core.actions import Action, Kind
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.store import Store

Row = dict[str, object]
GAMES = 3000
MOVES = {"beginner": 40, "intermediate": 120, "expert": 250}
READS = 7

# Timed in a fresh process each, so the first read checks every row it reads as a new run does.
_TIMED = """
import json, statistics, sys, time
from pathlib import Path
from minesweeper.store import Store
store = Store(Path(sys.argv[1]))
if sys.argv[2] == "open":
    started = time.perf_counter(); store.results.connection()
    print(json.dumps({"first": (time.perf_counter() - started) * 1000})); sys.exit()
store.results.connection()
read = (lambda: store.history(limit=200)) if sys.argv[2] == "page" else store.load_records
times = []
for _ in range(int(sys.argv[3])):
    started = time.perf_counter(); read(); times.append((time.perf_counter() - started) * 1000)
print(json.dumps({"first": times[0], "again": statistics.median(times[1:] or times)}))
"""


def timed(folder: str, read: str, times: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", _TIMED, folder, read, str(times)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def long_history(folder: Path) -> None:
    """``GAMES`` finished games on random boards, their moves random cells at rising times."""
    rng = random.Random(5)
    store = Store(folder)
    for n in range(GAMES):
        key = tuple(MOVES)[n % 3]
        board = PRESETS[key]
        cells = bytearray(board.width * board.height)
        for cell in rng.sample(range(len(cells)), board.mines):
            cells[cell] = 1
        moves = tuple(
            Action(
                Kind.REVEAL if rng.random() < 0.7 else Kind.FLAG,
                rng.randrange(board.width),
                rng.randrange(board.height),
                1000 + step * 300,
            )
            for step in range(MOVES[key])
        )
        record = GameRecord(board, Layout(board.width, board.height, bytes(cells)), False, moves)
        outcome = Outcome.WON if rng.random() < 0.5 else Outcome.LOST
        started = f"2024-{1 + n // 1000:02d}-01T{n // 3600 % 24:02d}:{n // 60 % 60:02d}:{n % 60:02d}"
        assert store.record_result(FinishedGame(f"bench-{n}", record, outcome, 1000 + rng.randrange(100_000), started))
    store.close()


_NEW_IN_COPY = ("id", "game_id", "started")  # what each copy of a game has of its own


def copied(folder: Path, times: int) -> int:
    """The history's games copied ``times`` more, the n-th copy on dates n years earlier; how many games it then
    holds. Written straight into the database, in one transaction: recording them one by one would take minutes."""
    with sqlite3.connect(folder / "results.sqlite3", isolation_level=None) as db:
        columns = [name for _, name, *_ in db.execute("PRAGMA table_info(games)") if name not in _NEW_IN_COPY]
        kept = ", ".join(columns)
        db.execute("BEGIN")
        for copy in range(1, times + 1):
            db.execute(
                f"INSERT INTO games (game_id, started, {kept}) SELECT game_id || '-' || ?, "
                f"printf('%04d', substr(started, 1, 4) - ?) || substr(started, 5), {kept} FROM games WHERE id <= ?",
                (copy, copy, GAMES),
            )
        db.execute("COMMIT")
        count: int = db.execute("SELECT count(*) FROM games").fetchone()[0]
    db.close()
    return count


def unstamped(folder: Path) -> None:
    """Every game's stamp cleared, as in a history an older version kept (what the game's first open checks)."""
    with sqlite3.connect(folder / "results.sqlite3", isolation_level=None) as db:
        db.execute("UPDATE games SET checked = NULL")
    db.close()


def history_listed(folder: str) -> float:
    """Seconds ``--history`` takes in a fresh process, its lines read from a pipe as a script reads them."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--history", "--data-dir", folder],
        capture_output=True,
        check=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    seconds = time.perf_counter() - started
    assert done.stdout.count(b"\n") == HISTORY_GAMES and not done.stderr, done.stderr
    return seconds


HISTORY_COPIES = 33
HISTORY_GAMES = GAMES * (HISTORY_COPIES + 1)
HISTORY_GOAL_S = 2
HISTORY_RUNS = 3


def rows() -> list[Row]:
    with tempfile.TemporaryDirectory() as folder:
        long_history(Path(folder))
        unstamped(Path(folder))
        stamping = timed(folder, "open", 1)
        stats, page = timed(folder, "stats", READS), timed(folder, "page", 1)
        assert copied(Path(folder), HISTORY_COPIES) == HISTORY_GAMES
        timed(folder, "open", 1)  # the copies checked and stamped, as the game would have on recording each
        listed = statistics.median(history_listed(folder) for _ in range(HISTORY_RUNS))
    return [
        {"name": "stamping_3000_games_ms", "value": round(stamping["first"], 1), "unit": "ms"},
        {"name": "stats_first_read_3000_games_ms", "value": round(stats["first"], 1), "unit": "ms"},
        {"name": "stats_read_3000_games_ms", "value": round(stats["again"], 1), "unit": "ms"},
        {"name": "history_page_3000_games_ms", "value": round(page["first"], 1), "unit": "ms"},
        {
            "name": "history_100k_s",
            "value": round(listed, 2),
            "unit": "s",
            "goal": HISTORY_GOAL_S,
            "note": f"goal < {HISTORY_GOAL_S}; --history of {HISTORY_GAMES:,} games (3000 and {HISTORY_COPIES} copies)",
        },
        {"name": "history_100k_rows_per_s", "value": round(HISTORY_GAMES / listed), "unit": "rows/s"},
    ]


if __name__ == "__main__":
    for row in rows():
        print(row)
