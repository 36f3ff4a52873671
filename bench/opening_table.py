"""Make the opening table (``minesweeper/core/solver/openings_data.py``): the auto-player's win rate from every first
cell of Beginner, Intermediate and Expert, under the opening rule and the safe rule.

CPU is what limits it (an Expert game takes about 80 ms), so the games go where they decide something:

* cells the board's symmetry maps onto each other share their games (8 classes of cells become 1 on a square
  board, 4 on Expert), played at the class's first cell in row order;
* every class first gets ``first`` games; then, round after round, the classes whose 95% interval still
  reaches the leader's lower bound (the contenders) get ``batch`` more each, the highest upper bounds first,
  until the level's game budget is spent or only the leader is left;
* the ``FINALISTS`` classes with the best rates then play ``CONFIRM`` fresh games each and the best of those is
  chosen: the highest of many noisy rates is too high by luck, and on Expert the search's few games per cell
  cannot tell the good cells apart;
* the chosen cell plays ``CONFIRM`` games more, apart from every game that chose it: they give its honest rate
  (the table's ``best,`` line, the one hints quote).

Every batch is seeded from its level, rule, cell and batch number, and every decision depends only on the
results, so the same policy makes the same table on any machine and with any number of processes. The header
of the generated module states the budgets and the commit the policy came from. Usage::

    nice -n 10 .venv/bin/python bench/opening_table.py [--processes 2] [--scale 1.0]

``--scale`` multiplies every budget (0.01 makes a rough table in seconds, to try the code path).
``--confirm-from FILE`` takes the cells' figures from a table made without ``best,`` lines and plays only the
fresh games (what a whole run does last, with the same seeds). ``--levels LEVEL ...`` measures only those levels
and keeps every other level's lines from the table already at ``--output`` (a level added later, such as the
ranked 8×8 Beginner, is measured without playing the others again: the seeds name the level, so its lines are
the ones a whole run would make).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.core.generate import FirstClick
from minesweeper.core.solver.autoplay import play_game, policy_fingerprint
from minesweeper.core.solver.openings import (
    FINALISTS,
    HEADER,
    LEVELS,
    Opening,
    OpeningTable,
    canonical,
    finalists,
    leader,
    parse_table,
)

OUTPUT = Path(__file__).resolve().parent.parent / "minesweeper" / "core" / "solver" / "openings_data.py"
# (games for every class first, games per later batch, total games) per level and rule: about 45 core-minutes
# in all at the policy's speed when this was written (Beginner ~4 ms a game, Intermediate ~15-35, Expert ~80-95;
# the ranked 8x8 Beginner ~1.3 ms under the opening rule but ~80 ms under the safe rule, hence its smaller budget).
BUDGETS: dict[tuple[str, str], tuple[int, int, int]] = {
    ("beginner", "opening"): (300, 300, 15_000),
    ("beginner", "safe"): (300, 300, 15_000),
    ("beginner8", "opening"): (300, 300, 15_000),
    ("beginner8", "safe"): (100, 100, 3_000),  # a safe first click on 8x8 leaves ~80 ms games of guessing
    ("intermediate", "opening"): (60, 60, 7_000),
    ("intermediate", "safe"): (60, 60, 4_500),
    ("expert", "opening"): (30, 30, 6_000),
    ("expert", "safe"): (30, 30, 6_000),
}
ROUND = 8  # batches per adaptive round: the top contenders by upper bound
# fresh games for each level's best cell
CONFIRM = {"beginner": 3000, "beginner8": 1000, "intermediate": 2000, "expert": 1000}
CONFIRM_CHUNKS = 20


def _fresh(task: tuple[str, str, str, tuple[int, int], int, int]) -> int:
    """Wins in one chunk of a cell's fresh games, seeded by their purpose ("final" or "confirm") and the chunk."""
    purpose, level, rule, cell, chunk, games = task
    width, height, mines = LEVELS[level]
    rng = random.Random(f"{purpose} {level} {rule} {cell[0]},{cell[1]} {chunk}")
    return sum(play_game(width, height, mines, rng, first=cell, rule=FirstClick(rule)).won for _ in range(games))


def fresh_games(
    pool: multiprocessing.pool.Pool, purpose: str, level: str, rule: str, cells: list[tuple[int, int]], scale: float
) -> list[Opening]:
    """Each cell's record on ``CONFIRM`` fresh games seeded for ``purpose``, all cells' chunks on the pool at once."""
    games = max(CONFIRM_CHUNKS, round(CONFIRM[level] * scale))
    sizes = [games // CONFIRM_CHUNKS + (1 if c < games % CONFIRM_CHUNKS else 0) for c in range(CONFIRM_CHUNKS)]
    tasks = [(purpose, level, rule, cell, c, n) for cell in cells for c, n in enumerate(sizes)]
    wins = pool.map(_fresh, tasks)
    return [
        Opening(cell, sum(wins[i * CONFIRM_CHUNKS : (i + 1) * CONFIRM_CHUNKS]), games) for i, cell in enumerate(cells)
    ]


def choose(
    pool: multiprocessing.pool.Pool, level: str, rule: str, classes: dict[tuple[int, int], Opening], scale: float
) -> tuple[Opening, Opening]:
    """The best cell of the search's ``FINALISTS`` on fresh games (its record there), and its record on games
    apart from those (the honest rate)."""
    width, height, _ = LEVELS[level]
    finals = fresh_games(pool, "final", level, rule, [o.cell for o in finalists(width, height, classes)], scale)
    chosen = leader(finals)
    (honest,) = fresh_games(pool, "confirm", level, rule, [chosen.cell], scale)
    return chosen, honest


def _batch(task: tuple[str, str, tuple[int, int], int, int]) -> int:
    """Wins in ``games`` games from ``cell`` under ``rule``, seeded by everything that names the batch."""
    level, rule, cell, number, games = task
    width, height, mines = LEVELS[level]
    rng = random.Random(f"opening {level} {rule} {cell[0]},{cell[1]} {number}")
    return sum(play_game(width, height, mines, rng, first=cell, rule=FirstClick(rule)).won for _ in range(games))


def measure(
    pool: multiprocessing.pool.Pool, level: str, rule: str, scale: float
) -> tuple[dict[tuple[int, int], Opening], int]:
    """Every symmetry class's record for one level and rule, and the number of rounds it took."""
    width, height, _ = LEVELS[level]
    first, batch, budget = (max(1, round(n * scale)) for n in BUDGETS[level, rule])
    classes = sorted(
        {canonical(width, height, x, y) for y in range(height) for x in range(width)}, key=lambda c: (c[1], c[0])
    )
    wins = dict(zip(classes, pool.map(_batch, [(level, rule, c, 0, first) for c in classes]), strict=True))
    games = {c: first for c in classes}
    batches = {c: 1 for c in classes}
    spent, rounds = first * len(classes), 0
    while True:
        records = {c: Opening(c, wins[c], games[c]) for c in classes}
        floor = leader(records.values()).interval[0]
        contenders = sorted(
            (o for o in records.values() if o.interval[1] >= floor),
            key=lambda o: (-o.interval[1], o.cell[1], o.cell[0]),
        )
        count = min(len(contenders), ROUND, (budget - spent) // batch)
        if len(contenders) < 2 or count < 1:
            return records, rounds
        chosen = [o.cell for o in contenders[:count]]
        outcome = pool.map(_batch, [(level, rule, c, batches[c], batch) for c in chosen])
        for cell, won in zip(chosen, outcome, strict=True):
            wins[cell] += won
            games[cell] += batch
            batches[cell] += 1
        spent += batch * count
        rounds += 1


def render(
    results: dict[tuple[str, str], dict[tuple[int, int], Opening]],
    best: dict[tuple[str, str], Opening],
    notes: list[str],
) -> str:
    """The table's text: every cell, each carrying its class's figures, then the best cells' fresh games."""
    lines = [HEADER]
    for (level, rule), records in results.items():
        width, height, _ = LEVELS[level]
        for y in range(height):
            for x in range(width):
                record = records[canonical(width, height, x, y)]
                lines.append(f"{level},{rule},{x + 1},{y + 1},{record.wins},{record.games}")
    for (level, rule), record in best.items():
        lines.append(f"best,{level},{rule},{record.cell[0] + 1},{record.cell[1] + 1},{record.wins},{record.games}")
    if best:
        lines.append(f"policy,{policy_fingerprint()}")
    body = "\n".join(f"# {note}" for note in notes) + "\n" + "\n".join(lines) + "\n"
    parse_table(body)  # what is written must read back
    return body


def _table_text(path: Path) -> str:
    """The table's text inside a module this script generated."""
    text = path.read_text(encoding="utf-8")
    return text[text.index('TABLE = """\\\n') + len('TABLE = """\\\n') : text.rindex('"""')]


def _kept_table(path: Path) -> tuple[OpeningTable, list[str]]:
    """The table at ``path`` (a generated module), which may lack whole levels, and its notes."""
    body = _table_text(path)
    notes = [line[2:] for line in body.splitlines() if line.startswith("# ")]
    return parse_table(body, whole=False), notes


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--commit", help="the commit the policy comes from (when run from an exported copy)")
    parser.add_argument("--confirm-from", type=Path, help="a table without best lines: play only the fresh games")
    parser.add_argument(
        "--levels", nargs="+", choices=list(LEVELS), help="measure only these; keep the others from --output"
    )
    args = parser.parse_args(argv)
    commit = (
        args.commit
        or subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=Path(__file__).resolve().parent
        ).stdout.strip()
        or "unknown"
    )
    measured = args.levels or list(LEVELS)
    kept = _kept_table(args.output) if args.levels else None
    notes = (
        [
            f"Made by bench/opening_table.py --scale {args.scale} with the auto-player of commit {commit}.",
            "Budgets (first games per class, games per later batch, total games per level and rule):",
        ]
        if kept is None
        else kept[1]
        + [
            f"Then {', '.join(measured)} by --levels {' '.join(measured)} --scale {args.scale} with the auto-player of"
            f" commit {commit} (the same policy):"
        ]
    )
    results: dict[tuple[str, str], dict[tuple[int, int], Opening]] = {}
    best: dict[tuple[str, str], Opening] = {}
    start = time.monotonic()
    earlier = None
    if args.confirm_from is not None:
        body = _table_text(args.confirm_from)
        earlier = parse_table(body, confirmed=False)
        notes += [line[2:] for line in body.splitlines()[2:] if line.startswith("#   ")]
    with multiprocessing.Pool(args.processes) as pool:
        for level, rule in BUDGETS:
            width, height, _ = LEVELS[level]
            if kept is not None and level not in measured:
                results[level, rule] = {
                    cell: record
                    for cell, record in kept[0].cells[level, rule].items()
                    if cell == canonical(width, height, *cell)
                }
                best[level, rule] = kept[0].best(level, rule)
                continue
            if earlier is None:
                classes, rounds = measure(pool, level, rule, args.scale)
                played = sum(o.games for o in classes.values())
                first, batch, budget = BUDGETS[level, rule]
                notes.append(
                    f"  {level} {rule}: {first}, {batch}, {budget} (x{args.scale}); played {played} in "
                    f"{rounds} adaptive rounds"
                )
            else:
                classes = {
                    cell: record
                    for cell, record in earlier.cells[level, rule].items()
                    if cell == canonical(width, height, *cell)
                }
            results[level, rule] = classes
            top, fresh = choose(pool, level, rule, classes, args.scale)
            best[level, rule] = fresh
            low, high = fresh.interval
            print(
                f"{level} {rule}: best {top.cell[0] + 1},{top.cell[1] + 1} {100 * top.rate:.1f}% in "
                f"{top.games} games among {FINALISTS} finalists; {100 * fresh.rate:.1f}% ({100 * low:.1f}-"
                f"{100 * high:.1f}) in {fresh.games} more; {time.monotonic() - start:.0f} s so far",
                flush=True,
            )
    notes += [
        f"Fresh games for each of the search's {FINALISTS} best cells, then as many more for the one chosen:",
        f" {', '.join(f'{k} {v}' for k, v in CONFIRM.items() if k in measured)} (x{args.scale}).",
    ]
    notes += [
        "The cells' lines come from the search: cells that fell behind kept few games, and the leaders'",
        "rates are high by luck; the best lines' games, apart from every game that chose them, are the",
        "honest rates.",
    ] * (kept is None)
    table = render(results, best, notes)
    args.output.write_text(
        '"""The opening table (format and meaning: ``minesweeper.core.solver.openings``). Generated by\n'
        'bench/opening_table.py from seeds: do not edit by hand, make it again."""\n\n'
        f'TABLE = """\\\n{table}"""\n',
        encoding="utf-8",
    )
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
