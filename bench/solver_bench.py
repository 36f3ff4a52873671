"""Benchmarks of the solver, the metrics, no-guess generation and the auto-player, with peers beside them.

Peers run in the same run on the same inputs where one exists: ms-toollib (Rust; in its own process via
the oracle harness, so its aborts cannot take the benchmark down) and Tatham's ``sgt-mines`` generator.
``quick_rows`` (about a minute) is part of ``make bench``; ``make bench-solver`` adds the win rates,
thousands of games per level on both cores, and merges all rows into ``bench/results.json``.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.solver_positions import mid_game, naive_game, stuck_positions
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.autoplay import play_game, wilson
from minesweeper.core.solver.noguess import no_guess_mines
from tests.oracle.harness import Oracle, available, game_board, rows_of

Row = dict[str, object]
RESULTS = Path(__file__).resolve().parent / "results.json"
SGT_MINES = "/usr/games/sgt-mines"
LEVELS = {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}
# Published figures (the team's facts file): a naive lowest-probability player and JSMinesweeper's solver.
PUBLISHED_NAIVE = {"beginner": 95.5, "intermediate": 88.2, "expert": 48.9}
PUBLISHED_BEST = {"expert": 54.3}


def noguess_rows(boards: int = 100) -> list[Row]:
    rng = random.Random(20)
    times = []
    for _ in range(boards):
        start = time.perf_counter()
        no_guess_mines(30, 16, 99, 15, 8, rng)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    median, p90 = statistics.median(times), times[int(0.9 * len(times)) - 1]
    median_row: Row = {"name": "noguess_expert_median_ms", "value": round(median, 1), "unit": "ms"}
    p90_row: Row = {"name": "noguess_expert_p90_ms", "value": round(p90, 1), "unit": "ms"}
    if available():
        with Oracle() as oracle:
            theirs = sorted(t * 1000 for t in oracle.ask("time_laymine_solvable", rows=16, columns=30, mines=99,
                                                         row=8, column=15, count=boards))
        for row, value in ((median_row, statistics.median(theirs)), (p90_row, theirs[int(0.9 * boards) - 1])):
            row["peer"] = "ms-toollib laymine_solvable (Rust, ignores the mine count)"
            row["peer_value"] = round(value, 1)
    else:
        median_row["note"] = "ms-toollib not installed: peer skipped"
    if Path(SGT_MINES).exists() or shutil.which("sgt-mines"):
        start = time.perf_counter()
        subprocess.run([SGT_MINES if Path(SGT_MINES).exists() else "sgt-mines", "--generate", "100", "30x16n99"],
                       check=True, capture_output=True)
        each = (time.perf_counter() - start) * 1000 / 100
        for row in (median_row, p90_row):
            row["peer_2"] = "sgt-mines --generate 100 30x16n99 (C, perturbs mines; mean per board)"
            row["peer_2_value"] = round(each, 2)
    else:
        median_row["note_2"] = "sgt-mines not installed: peer skipped"
    return [median_row, p90_row]


def probability_rows() -> list[Row]:
    positions = stuck_positions(30, 16, 99, random.Random(30), 60)
    start = time.perf_counter()
    for tiles in positions:
        analyse(30, 16, 99, tiles)
    ours = (time.perf_counter() - start) * 1000 / len(positions)
    stuck: Row = {"name": "probability_stuck_expert_ms", "value": round(ours, 2), "unit": "ms",
                  "positions": len(positions)}
    if available():
        with Oracle() as oracle:
            theirs = oracle.ask("time_probability", boards=[game_board(30, 16, t) for t in positions], mines=99)
        stuck["peer"] = "ms-toollib cal_probability_onboard (Rust)"
        stuck["peer_value"] = round(theirs * 1000, 2)
    rows = [stuck]
    for side, mines, name in ((500, 40_000, "probability_500x500_ms"), (1000, 160_000, "probability_1000x1000_ms")):
        tiles = mid_game(side, side, mines, random.Random(side), 0.4)
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            result = analyse(side, side, mines, tiles)
            best = min(best, time.perf_counter() - start)
        rows.append({"name": name, "value": round(best * 1000, 1), "unit": "ms", "mines": mines,
                     "open": round(sum(1 for t in tiles if t <= 8) / len(tiles), 3),
                     "proven": len(result.safe) + len(result.mines), "undecided_frontier": len(result.frontier),
                     "exact": result.exact,
                     "note": "no peer: ms-toollib refuses sides of 256 or more"})
    return rows


def bbbv_rows() -> list[Row]:
    rng = random.Random(40)
    boards = [bytes(1 if i in chosen else 0 for i in range(480)) for chosen in
              (set(rng.sample(range(480), 99)) for _ in range(500))]
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for layout in boards:
            bbbv(30, 16, layout)
        best = min(best, (time.perf_counter() - start) / len(boards))
    row: Row = {"name": "bbbv_expert_us", "value": round(best * 1e6, 1), "unit": "µs"}
    if available():
        with Oracle() as oracle:
            theirs = oracle.ask("time_bbbv", boards=[rows_of(30, 16, b) for b in boards], repeats=5)
        row["peer"] = "ms-toollib cal_bbbv (Rust, board as nested lists)"
        row["peer_value"] = round(theirs * 1e6, 1)
        row["note"] = "goal: at or below the peer's figure in the same run (pure Python, no numpy)"
    chosen = set(random.Random(41).sample(range(1000 * 1000), 206_000))  # Expert's density
    big = bytes(1 if i in chosen else 0 for i in range(1000 * 1000))
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        bbbv(1000, 1000, big)
        best = min(best, time.perf_counter() - start)
    return [row, {"name": "bbbv_1000x1000_ms", "value": round(best * 1000, 1), "unit": "ms"}]


def quick_rows() -> list[Row]:
    return noguess_rows() + probability_rows() + bbbv_rows()


def _chunk(task: tuple[str, int, int, bool]) -> tuple[int, int]:
    level, chunk, games, naive = task
    width, height, mines = LEVELS[level]
    rng = random.Random(f"winrate {level} {chunk}")
    play = naive_game if naive else play_game
    return sum(play(width, height, mines, rng).won for _ in range(games)), games


def winrate_rows(games: int = 2000, processes: int = 2, chunks: int = 40) -> list[Row]:
    rows: list[Row] = []
    with multiprocessing.Pool(processes) as pool:
        for level in LEVELS:
            results = {}
            for naive in (False, True):
                tasks = [(level, c, games // chunks, naive) for c in range(chunks)]
                outcome = pool.map(_chunk, tasks)
                results[naive] = (sum(w for w, _ in outcome), sum(g for _, g in outcome))
            wins, played = results[False]
            low, high = wilson(wins, played)
            naive_wins, naive_played = results[True]
            row: Row = {"name": f"winrate_{level}", "value": round(100 * wins / played, 1), "unit": "%",
                        "games": played, "low": round(100 * low, 1), "high": round(100 * high, 1),
                        "peer": "naive lowest-probability player (same boards, same run)",
                        "peer_value": round(100 * naive_wins / naive_played, 1),
                        "published_naive": PUBLISHED_NAIVE[level]}
            if level in PUBLISHED_BEST:
                row["published_best"] = PUBLISHED_BEST[level]
            rows.append(row)
            print(row, flush=True)
    return rows


def merge(rows: list[Row]) -> None:
    """Replace rows of the same name in results.json and append the new ones."""
    existing: list[Row] = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else []
    names = {row["name"] for row in rows}
    kept = [row for row in existing if row["name"] not in names]
    RESULTS.write_text(json.dumps(kept + rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    """All solver rows; with ``--quick`` only the fast ones (the win rates already measured are kept)."""
    from bench.run import table

    rows = quick_rows()
    print(table(rows), flush=True)
    if "--quick" not in argv:
        rows += winrate_rows()
    merge(rows)
    print(table(rows))
    print(f"\nmerged into {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
