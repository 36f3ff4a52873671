"""Our shared 3BV against ms-toollib's on seeded random boards: the count every EVF header carries."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.core.metrics.measures import bbbv
from tests.oracle_evf import ROOT

# Official levels, thin and square customs, sparse to dense, and the largest side EVF can hold.
SIZES = [
    (8, 8, 10),
    (9, 9, 10),
    (16, 16, 40),
    (30, 16, 99),
    (1, 40, 5),
    (40, 1, 3),
    (2, 2, 1),
    (20, 20, 0),
    (24, 30, 360),
    (50, 50, 1500),
    (255, 255, 13_000),
    (255, 100, 2_000),
]


def random_board(width: int, height: int, mines: int, rng: random.Random) -> bytes:
    cells = [1] * mines + [0] * (width * height - mines)
    rng.shuffle(cells)
    return bytes(cells)


def test_our_3bv_is_ms_toollibs_on_random_boards(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    rng = random.Random(3)
    boards = [(w, h, random_board(w, h, m, rng)) for w, h, m in SIZES for _ in range(3 if w > 100 else 25)]
    path = tmp_path / "boards.json"
    path.write_text(
        json.dumps([[w, h, mines.decode("latin-1").translate({0: ".", 1: "*"})] for w, h, mines in boards]),
        encoding="utf-8",
    )
    child = subprocess.run(
        [sys.executable, "-m", "tests.oracle_evf.cal_bbbv", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert child.returncode == 0, f"ms-toollib failed (exit {child.returncode}):\n{child.stderr[-2000:]}"
    theirs = json.loads(child.stdout)
    ours = [bbbv(w, h, mines) for w, h, mines in boards]
    assert len(theirs) == len(ours) == len(boards)
    assert ours == theirs
    assert len(set(ours)) > 50  # the boards differ: the comparison covers many different counts
