"""The full-disk scenario as a player meets it, with real processes on a real 400 KiB tmpfs filled to the last byte:
one game recorded, three won in one terminal run and one in a second on the full disk, then space freed and the
game started again: all five are in the history, each once."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

BOARD = "*.\n"  # the second tile wins at once


@contextlib.contextmanager
def tmpfs(folder: Path, size: str) -> Iterator[Path]:
    """A real tmpfs of ``size`` mounted on ``folder`` (root only, as CI runs: a test that cannot mount fails in CI)."""
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        reason = f"cannot mount a tmpfs here ({mounted.stderr.decode().strip()})"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(disk: Path) -> Path:
    """Fill the disk to its last byte: big writes, then single bytes, until the file system says no."""
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as file:
        for size in (65536, 4096, 1):
            while True:
                try:
                    file.write(bytes(size))
                except OSError as error:
                    assert error.errno == errno.ENOSPC
                    break
    return filler


def play(data: Path, board: Path, answers: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), "--board", str(board)],
        input=answers,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "HOME": str(data.parent)},
    )


def test_five_games_won_around_a_full_disk_are_all_counted_once(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    with tmpfs(tmp_path / "disk", "400k") as disk:
        data = disk / "data"
        assert play(data, board, "2\nn\n").returncode == 0  # one game, recorded; the reserve made beside it
        filler = fill(disk)
        three = play(data, board, "2\ny\n2\ny\n2\nn\n")  # three won on the full disk, in one run
        assert three.returncode == 0, three.stderr
        assert three.stdout.count("Play again?") == 3
        assert "kept in the room set aside" in three.stdout + three.stderr
        one = play(data, board, "2\nn\n")  # and one more in a second run
        assert one.returncode == 0, one.stderr
        assert "lost" not in (three.stdout + three.stderr + one.stdout + one.stderr)
        filler.unlink()  # space again
        history = subprocess.run(
            [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), "--history"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert history.returncode == 0, history.stderr
        lines = history.stdout.splitlines()
        assert len(lines) == 5 and all(line.split()[3] == "won" for line in lines), history.stdout
        assert len({line.split()[0] for line in lines}) == 5
