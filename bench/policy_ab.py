"""Paired A/B measurement of two versions of the auto-player's guessing policy, on the same boards.

A difference of one point in win rate is invisible next to the noise of two independent samples of a few
thousand games, but the same boards played by both versions differ only where the policies choose
differently: game ``i`` of every arm draws its mines from ``random.Random(f"paired {i}")`` with the same
first cell and rule, so only the games one arm wins and the other loses (the discordant pairs) carry the
difference, and a sign test on them says whether it is real.

Each arm is a snapshot of the ``minesweeper`` package: ``work`` (the working tree, copied when the run
starts, so editing during a run changes nothing), a directory holding a copy of the package (a variant
kept aside) or any git revision. Runs on two processes, niced::

    nice -n 10 .venv/bin/python bench/policy_ab.py --level expert --first 4,4 --rule opening \
        --games 2000 --a HEAD --b work
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = {"beginner": (9, 9, 10), "intermediate": (16, 16, 40), "expert": (30, 16, 99)}


def snapshot(revision: str, into: Path) -> Path:
    """A directory holding the ``minesweeper`` package as it is at ``revision`` (``work``: the working tree; a
    directory: the package inside it, a variant kept aside)."""
    into.mkdir(parents=True)
    if revision == "work" or Path(revision, "minesweeper").is_dir():
        source = ROOT if revision == "work" else Path(revision)
        shutil.copytree(source / "minesweeper", into / "minesweeper", ignore=shutil.ignore_patterns("__pycache__"))
    else:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", revision, "minesweeper"], check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


_JOB: tuple[int, int, int, tuple[int, int], str] | None = None


def _start(package_dir: str, job: tuple[int, int, int, tuple[int, int], str]) -> None:
    """Worker set-up: import the arm's package (not the working tree's) before any game."""
    global _JOB
    sys.path.insert(0, package_dir)
    _JOB = job


def _play(index: int) -> tuple[int, bool, float]:
    import random

    from minesweeper.core.generate import FirstClick
    from minesweeper.core.solver.autoplay import play_game

    assert _JOB is not None
    width, height, mines, first, rule = _JOB
    start = time.perf_counter()
    won = play_game(width, height, mines, random.Random(f"paired {index}"), first=first, rule=FirstClick(rule)).won
    return index, won, (time.perf_counter() - start) * 1000


def run_arm(
    package_dir: Path, job: tuple[int, int, int, tuple[int, int], str], games: int, offset: int
) -> tuple[list[bool], list[float]]:
    context = multiprocessing.get_context("spawn")
    won = [False] * games
    times = [0.0] * games
    with context.Pool(2, initializer=_start, initargs=(str(package_dir), job)) as pool:
        for index, result, ms in pool.imap_unordered(_play, range(offset, offset + games), chunksize=8):
            won[index - offset], times[index - offset] = result, ms
    return won, times


CACHE = Path(tempfile.gettempdir()) / "policy_ab_cache"


def cached_arm(
    package_dir: Path, job: tuple[int, int, int, tuple[int, int], str], games: int, offset: int
) -> tuple[list[bool], list[float]]:
    """``run_arm``, remembered by the package's content: the baseline of a series of comparisons is played
    once (the games are deterministic; only the times would differ)."""
    digest = hashlib.sha256(repr((job, games, offset)).encode())
    for path in sorted((package_dir / "minesweeper").rglob("*.py")):
        digest.update(str(path.relative_to(package_dir)).encode() + path.read_bytes())
    record = CACHE / f"{digest.hexdigest()}.json"
    if record.exists():
        won, times = json.loads(record.read_text())
        return won, times
    won, times = run_arm(package_dir, job, games, offset)
    CACHE.mkdir(exist_ok=True)
    record.write_text(json.dumps([won, times]))
    return won, times


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The auto-player's own 95% Wilson interval (imported here, in the parent only, which plays no game)."""
    from minesweeper.core.solver.autoplay import wilson as interval

    return interval(wins, games)


def sign_test(better: int, worse: int) -> float:
    """Two-sided p-value that discordant pairs split this way by chance (normal approximation)."""
    n = better + worse
    if n == 0:
        return 1.0
    z = (abs(better - worse) - 1) / math.sqrt(n)
    return math.erfc(max(z, 0.0) / math.sqrt(2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=LEVELS, default="expert")
    parser.add_argument("--first", default="4,4", help="first cell COL,ROW counted from 1")
    parser.add_argument("--rule", choices=("opening", "safe"), default="opening")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--offset", type=int, default=0, help="first game index (another set of boards)")
    parser.add_argument("--a", default="HEAD", help="git revision, a directory holding a package, or 'work'")
    parser.add_argument(
        "--b", default="work", help="git revision, a directory holding a package, or 'work'; '' to measure A alone"
    )
    args = parser.parse_args()
    col, row = (int(part) for part in args.first.split(","))
    job = (*LEVELS[args.level], (col - 1, row - 1), args.rule)
    with tempfile.TemporaryDirectory(prefix="policy_ab_") as scratch:
        arms = {}
        for name, revision in (("A", args.a), ("B", args.b)):
            if not revision:
                continue
            package = snapshot(revision, Path(scratch) / name)
            start = time.perf_counter()
            arms[name] = cached_arm(package, job, args.games, args.offset)
            low, high = wilson(sum(arms[name][0]), args.games)
            print(
                f"{name}: {args.level} {args.rule} {args.first}: {100 * sum(arms[name][0]) / args.games:.2f}% "
                f"(95% interval {100 * low:.2f}–{100 * high:.2f})"
            )
            print(
                f"{name} ({revision}): {sum(arms[name][0])}/{args.games} won, median game "
                f"{statistics.median(arms[name][1]):.1f} ms (mean {statistics.fmean(arms[name][1]):.1f}, slowest "
                f"{max(arms[name][1]):.0f}), {time.perf_counter() - start:.0f} s",
                flush=True,
            )
    if "B" not in arms:
        return
    a, b = arms["A"][0], arms["B"][0]
    better = sum(1 for x, y in zip(a, b, strict=True) if y and not x)
    worse = sum(1 for x, y in zip(a, b, strict=True) if x and not y)
    print(
        f"{args.level} {args.rule} {args.first}, {args.games} paired games: A {100 * sum(a) / args.games:.2f}% "
        f"B {100 * sum(b) / args.games:.2f}%; B wins {better} that A loses, loses {worse} that A wins "
        f"(sign test p = {sign_test(better, worse):.3f})"
    )


if __name__ == "__main__":
    main()
