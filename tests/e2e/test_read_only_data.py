"""A data folder the player may only read (a backup mounted read-only, a folder left by another account):
the games in its database are listed and counted, read through a read-only connection, and a new result is
refused with a notice instead of hiding everything as if there were no games."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.store import Store
from tests.test_results_db import result

READER = """
import sys
from pathlib import Path
from minesweeper.store import Store
from tests.test_results_db import result
store = Store(Path(sys.argv[1]))
print(len(store.history(limit=5000)), store.load_records().by_key["beginner"].played,
      store.record_result(result("beginner", True)))
print(*store.take_notices(), sep="\\n")
"""


def read_only(folder: Path) -> list[str]:
    """Make ``folder`` and its files ones this test's child process may read but not write.

    Root may write anywhere, so as root they are handed to another user and the child runs without the
    capabilities that bypass permissions (``setpriv``); otherwise their own permissions say read-only."""
    for path in (folder, *folder.iterdir()):
        path.chmod(0o755 if path.is_dir() else 0o644)
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return []
    import shutil

    if shutil.which("setpriv") is None:
        pytest.skip("needs setpriv (util-linux) to drop root's permission override")
    for path in (folder, *folder.iterdir()):
        os.chown(path, 12345, 12345)
    caps = "-dac_override,-dac_read_search,-fowner"
    return ["setpriv", "--bounding-set", caps, "--inh-caps", caps]


def test_a_read_only_data_folder_shows_every_game_and_keeps_none(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = Store(data)
    for n in range(1000):
        assert store.record_result(result("beginner", n % 2 == 0, 5000 + n))
    store.close()
    before = sorted(p.name for p in data.iterdir())
    prefix = read_only(data)
    try:
        found = subprocess.run(
            [*prefix, sys.executable, "-c", READER, str(data)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=Path(__file__).parents[2],
        )
    finally:
        data.chmod(0o755)
    assert found.returncode == 0, found.stderr
    counts, *notices = found.stdout.splitlines()
    assert counts == "1000 1000 False"
    assert any("cannot be written" in notice or "Nothing will be saved" in notice for notice in notices), notices
    assert sorted(p.name for p in data.iterdir()) == before


WRITER_KILLED = """
import os, sys
from pathlib import Path
from minesweeper.store import Store
from tests.test_results_db import result
store = Store(Path(sys.argv[1]))
for n in range(5):
    assert store.record_result(result("beginner", True, 5000 + n))
os._exit(0)  # as a kill -9 would: the games are in the WAL, not yet in the main file
"""


def test_games_left_in_the_wal_by_a_killed_copy_are_shown_from_a_read_only_folder(tmp_path: Path) -> None:
    """No -shm file can be made in the folder and the WAL holds every game: reading the main file alone (SQLite's
    immutable mode) would show none of them."""
    data = tmp_path / "data"
    Store(data).load_records()
    killed = subprocess.run(
        [sys.executable, "-c", WRITER_KILLED, str(data)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=Path(__file__).parents[2],
    )
    assert killed.returncode == 0, killed.stderr
    (data / "results.sqlite3-shm").unlink(missing_ok=True)
    assert (data / "results.sqlite3-wal").stat().st_size > 0
    prefix = read_only(data)
    try:
        found = subprocess.run(
            [*prefix, sys.executable, "-c", READER, str(data)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=Path(__file__).parents[2],
        )
    finally:
        data.chmod(0o755)
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines()[0] == "5 5 False"
