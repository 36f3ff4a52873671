"""``make bench``: run every benchmark, print a table and write ``bench/results.json``.

Row names are a public contract (scripts compare them across versions): add rows, never rename them.
Each row is ``{"name", "value", "unit"}`` plus ``"peer"``/``"peer_value"`` where a peer ran beside it (and
``"ratio"``, ours / peer, where the row gives one), ``"where"`` it ran, and a ``"note"`` when a part was skipped.
``bench/run.py play_bench`` (any of the modules' names) runs only those modules and replaces only their rows.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import (
    bundle_bench,
    core_bench,
    gui_bench,
    play_bench,
    review_bench,
    solver_bench,
    store_bench,
    window_bench,
)

RESULTS = Path(__file__).resolve().parent / "results.json"


def table(rows: list[dict[str, object]]) -> str:
    lines = [f"{'benchmark':<34} {'value':>12} {'unit':<6} peer"]
    for row in rows:
        peer = f"{row['peer_value']} ({row['peer']})" if "peer_value" in row else ""
        if "peer_2" in row:
            peer += f"; {row['peer_2_value']} ({row['peer_2']})"
        peer += f", ratio {row['ratio']}" if "ratio" in row else ""
        peer += f" [{row['note']}]" if "note" in row else ""
        lines.append(f"{row['name']!s:<34} {row['value']!s:>12} {row['unit']!s:<6} {peer}")
    return "\n".join(lines)


def with_tatham(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    """``start_to_first_frame_ms`` keeps the peer it always had: Tatham's Mines' visible window, as the start-up
    benchmark measured it in this same run."""
    peer = next((r for r in rows if r["name"] == "window_visible_vs_tatham_ms" and "peer_value" in r), None)
    if peer is None:
        return rows
    return [
        {**row, "peer": peer["peer"], "peer_value": peer["peer_value"]}
        if row["name"] == "start_to_first_frame_ms"
        else row
        for row in rows
    ]


MODULES = {
    "core_bench": core_bench.rows,
    "gui_bench": gui_bench.rows,
    "window_bench": window_bench.rows,
    "bundle_bench": bundle_bench.rows,
    "solver_bench": solver_bench.quick_rows,
    "play_bench": play_bench.rows,
    "review_bench": review_bench.rows,
    "store_bench": store_bench.rows,
}


def main(argv: list[str]) -> int:
    previous = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else []
    if argv:
        unknown = [name for name in argv if name not in MODULES]
        if unknown:
            print(f"unknown benchmark module {', '.join(unknown)}: choose from {', '.join(MODULES)}")
            return 2
        fresh = [row for name in argv for row in MODULES[name]()]
        names = {row["name"] for row in fresh}
        rows = [
            next(f for f in fresh if f["name"] == row["name"]) if row["name"] in names else row for row in previous
        ] + [row for row in fresh if row["name"] not in {r["name"] for r in previous}]
    else:
        rows = (
            with_tatham(core_bench.rows() + gui_bench.rows() + window_bench.rows())
            + bundle_bench.rows()
            + solver_bench.quick_rows()
            + play_bench.rows()
            + review_bench.rows()
            + store_bench.rows()
        )
        # Win rates and the auto-player's game time take many minutes (make bench-solver): keep the last ones.
        rows += [row for row in previous if str(row["name"]).startswith(("winrate_", "autoplay_"))]
    RESULTS.write_text(json.dumps(rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table(rows))
    print(f"\nwritten to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
