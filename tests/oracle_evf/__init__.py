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

ROOT = Path(__file__).resolve().parents[2]


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
