"""``make bench``: run every benchmark, print a table and write ``bench/results.json``.

Row names are a public contract (scripts compare them across versions): add rows, never rename them.
Each row is ``{"name", "value", "unit"}`` plus ``"peer"``/``"peer_value"`` where a peer ran beside it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import core_bench, gui_bench, solver_bench

RESULTS = Path(__file__).resolve().parent / "results.json"


def table(rows: list[dict[str, object]]) -> str:
    lines = [f"{'benchmark':<30} {'value':>12} {'unit':<6} peer"]
    for row in rows:
        peer = f"{row['peer_value']} ({row['peer']})" if "peer" in row else ""
        if "peer_2" in row:
            peer += f"; {row['peer_2_value']} ({row['peer_2']})"
        lines.append(f"{row['name']!s:<30} {row['value']!s:>12} {row['unit']!s:<6} {peer}")
    return "\n".join(lines)


def main() -> int:
    rows = core_bench.rows() + gui_bench.rows() + solver_bench.quick_rows()
    # Win rates take many minutes (make bench-solver): keep the last ones measured.
    previous = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else []
    rows += [row for row in previous if str(row["name"]).startswith("winrate_")]
    RESULTS.write_text(json.dumps(rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table(rows))
    print(f"\nwritten to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
