"""The parent side of the ms-toollib oracle: one child process answering many JSON queries.

ms-toollib is a test oracle only. It aborts its process on bad input, so it runs in ``child.py`` and this
harness talks to it over pipes; one child serves a whole test (thousands of queries) so the start-up cost
is paid once. If the child dies, ``OracleCrashed`` names the query that killed it, and the next query
starts a fresh child. The benchmarks use the same harness to time ms-toollib beside our code.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any

CHILD = Path(__file__).resolve().parent / "child.py"


def available() -> bool:
    return importlib.util.find_spec("ms_toollib") is not None


class OracleCrashed(RuntimeError):
    """The child process died (ms-toollib aborts on input it rejects)."""


class OracleError(RuntimeError):
    """ms-toollib raised an exception for a query (the child survives)."""


class Oracle:
    """``with Oracle() as oracle: oracle.ask("metrics", rows=...)``."""

    def __init__(self) -> None:
        self._child: subprocess.Popen[str] | None = None

    def __enter__(self) -> Oracle:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()

    def _start(self) -> subprocess.Popen[str]:
        if self._child is None or self._child.poll() is not None:
            # In the temporary folder: on a panic ms-toollib writes crash.log into its working folder.
            self._child = subprocess.Popen(
                [sys.executable, str(CHILD)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                cwd=tempfile.gettempdir(),
            )
        return self._child

    def ask(self, op: str, **query: Any) -> Any:
        child = self._start()
        assert child.stdin is not None and child.stdout is not None
        try:
            child.stdin.write(json.dumps({"op": op, **query}) + "\n")
            child.stdin.flush()
            line = child.stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:
            child.wait()
            self._child = None
            raise OracleCrashed(f"ms-toollib's process died (exit {child.returncode}) on {op} {query}")
        reply = json.loads(line)
        if "error" in reply:
            raise OracleError(reply["error"])
        return reply["ok"]

    def close(self) -> None:
        child, self._child = self._child, None
        if child is not None:
            assert child.stdin is not None
            child.stdin.close()
            child.wait(timeout=30)
            for stream in (child.stdout, child.stderr):
                if stream is not None:
                    stream.close()


def rows_of(width: int, height: int, cells: bytes) -> list[list[int]]:
    """Row-major bytes as rows (``[y][x]``), the layout ms-toollib reads."""
    return [list(cells[y * width : (y + 1) * width]) for y in range(height)]


def game_board(width: int, height: int, tiles: bytes) -> list[list[int]]:
    """Visible tiles as an ms-toollib game board: numbers as they are, every covered cell 10."""
    return [[t if t <= 8 else 10 for t in tiles[y * width : (y + 1) * width]] for y in range(height)]
