"""EVF files read back by ms-toollib, the competitive community's toolkit, as an oracle for our writer.

ms-toollib aborts the whole process (it does not raise) on a file it cannot read, so it only ever runs in
a child process (``read_evf``): an abort fails one test with the child's message instead of ending the run.
It is a test dependency only; the game never imports it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper.core.figure_text import NONE
from minesweeper.core.metrics.figures import stnb_constant
from minesweeper.core.record import FinishedGame

ROOT = Path(__file__).resolve().parents[2]
REAL = ("bbbv_s", "ioe", "corr", "thrp", "rqp", "qg", "stnb", "path", "etime")
WHOLE = ("bbbv", "bbbv_solved", "left", "right", "double", "cl", "ce", "zini", "hzini", "op", "isl")


def oracle_scorecard(found: dict[str, Any], game: FinishedGame | None = None) -> dict[str, str]:
    """ms-toollib's analysis as ``--scorecard`` writes its figures (real numbers to the third decimal, the time in
    seconds): what our ``scorecard_lines`` must equal. Given the ``game``, the two figures we say "-" for where
    ms-toollib gives a number, each checked to be what it gives there: STNB off the official levels (ms-toollib's 0),
    and the path of a game with no recorded mouse (ms-toollib measures the pointer its EVF export makes up from its
    clicks: a path nobody moved)."""
    theirs = {name: f"{found[name]:.3f}" for name in REAL} | {name: str(found[name]) for name in WHOLE}
    theirs |= {"time": f"{found['rtime_ms'] / 1000:.3f}"}
    layout = None if game is None else game.record.layout
    if layout is not None and not stnb_constant(layout.width, layout.height, layout.mine_count):
        assert theirs["stnb"] == "0.000", f"ms-toollib gives STNB {theirs['stnb']} off the official levels"
        theirs["stnb"] = NONE
    if game is not None and not game.play.hand:
        theirs["path"] = NONE
    return theirs


def read_with_oracle(data: bytes, folder: Path, name: str = "game", suffix: str = "evf") -> dict[str, Any]:
    """What ms-toollib finds in these video bytes (EVF, or ``suffix`` avf, rmv or mvf): board, 3BV (header and
    recomputed), times, clicks and every figure."""
    pytest.importorskip("ms_toollib")
    path = folder / f"{name}.{suffix}"
    path.write_bytes(data)
    child = subprocess.run(
        [sys.executable, "-m", "tests.oracle_evf.read_evf", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if child.returncode != 0:
        pytest.fail(f"ms-toollib could not read {path.name} (exit {child.returncode}):\n{child.stderr[-2000:]}")
    found: dict[str, Any] = json.loads(child.stdout)
    return found
