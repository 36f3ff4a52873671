"""Child process: ms-toollib's 3BV of each board in a JSON file, printed as one JSON list.

The file holds ``[width, height, mines]`` triples, ``mines`` a row-major string of ``*`` and ``.``. Run as
``python -m tests.oracle_evf.cal_bbbv FILE``; never imported by the test process itself.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import ms_toollib


def main(path: str) -> None:
    counts = []
    for width, height, mines in json.loads(Path(path).read_text(encoding="utf-8")):
        rows = [[-1 if mines[y * width + x] == "*" else 0 for x in range(width)] for y in range(height)]
        counts.append(ms_toollib.cal_bbbv(ms_toollib.cal_board_numbers(rows)))  # board[y][x], -1 a mine
    print(json.dumps(counts))


if __name__ == "__main__":
    main(sys.argv[1])
