"""Every read and write of the results database maps SQLite's refusals one way (``Database.guarded``): another copy
holding the file is "busy" (the flag set, the player told so, unless the caller tells it in its own words), anything
else is one notice naming what could not be done and the file, and the caller gets its own "nothing" back."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.core.stats import Stats
from minesweeper.store import Store
from minesweeper.store.database import BUSY_NOTICE
from tests.test_pending_results import full_disk, write_lock
from tests.test_results_db import result

WHEN = "2024-06-01T12:00:00"
BOARD = Layout.parse("*.\n..")


def test_writes_refused_while_another_copy_writes_all_say_busy(tmp_path: Path) -> None:
    store = Store(tmp_path)
    kept = store.save_puzzle(Puzzle("Stairs", BOARD), WHEN)
    assert kept is not None
    store.close()
    with write_lock(tmp_path):
        store = Store(tmp_path)
        assert store.record_result(result("beginner", True)) is False
        assert store.results_busy == BUSY_NOTICE and BUSY_NOTICE not in store.notices  # the session says it
        assert store.save_puzzle(Puzzle("Tower", BOARD), WHEN) is None and store.results_busy == BUSY_NOTICE
        assert store.delete_puzzle(kept) is False and store.results_busy == BUSY_NOTICE
        assert store.reset_records() is False and store.results_busy == BUSY_NOTICE
        assert store.cap_history(100) == 0 and store.results_busy == BUSY_NOTICE
        assert store.take_notices() == [BUSY_NOTICE]  # said once, as every notice is
        assert [puzzle.name for puzzle in store.puzzles()] == ["Stairs"]  # a read is not held up by a writer
        assert store.results_busy is None
        store.close()


def test_any_other_refusal_names_what_could_not_be_done_and_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    assert store.load_records() == Stats()  # the database exists
    full_disk(monkeypatch)
    path = tmp_path / "results.sqlite3"
    assert store.save_puzzle(Puzzle("Tower", BOARD), WHEN) is None
    assert store.reset_records() is False
    assert store.record_result(result("beginner", True)) is False
    assert store.results_busy is None
    assert store.take_notices() == [
        f"could not save the puzzle in {path}: database or disk is full",
        f"could not reset the statistics in {path}: database or disk is full",
        f"could not save the result in {path}: database or disk is full",
    ]
    store.close()
