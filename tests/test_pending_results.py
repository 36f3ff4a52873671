"""A result is never lost: what the results database refuses (a full disk, another copy holding its lock) waits
in a file of its own in the pending folder, is recorded at the next game's end, while moves are made, at quit
or at the next start, exactly once, and a damaged pending file is left where it is and named, never fatal."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES
from minesweeper.core.record import FinishedGame
from minesweeper.session import Session
from minesweeper.session.refused import RETRY_S
from minesweeper.store import Store
from minesweeper.store.database import BUSY_MS, BUSY_NOTICE
from tests.test_session import Clock, fixed, played, session, win


def lose(s: Session) -> None:
    s.apply(Kind.REVEAL, 1, 1)
    s.apply(Kind.REVEAL, 0, 0)  # BOARD's mine


def give_up_by_replacing(s: Session) -> None:
    """Start a game and replace it: the next game's first move counts it as given up."""
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write to the results database fails as SQLite fails on a full disk."""

    @contextlib.contextmanager
    def refuse(db: sqlite3.Connection) -> Iterator[None]:
        raise sqlite3.OperationalError("database or disk is full")
        yield

    monkeypatch.setattr("minesweeper.store.database.transaction", refuse)


@contextlib.contextmanager
def write_lock(folder: Path) -> Iterator[sqlite3.Connection]:
    """Another copy of the game in the middle of a write: it holds the results database's write lock."""
    store = Store(folder)
    store.load_records()  # the database exists
    store.close()
    other = sqlite3.connect(folder / "results.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield other
    finally:
        other.close()


def waiting(folder: Path) -> list[Path]:
    return sorted((folder / "pending").glob("*.json"))


def finished_game() -> FinishedGame:
    s = session(None)
    fixed(s)
    win(s)
    assert s.last_result is not None
    return s.last_result


def test_results_a_full_disk_refuses_are_kept_and_every_one_is_counted_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full_disk(monkeypatch)
    s = session(tmp_path)
    fixed(s)
    win(s)
    fixed(s)
    win(s)
    fixed(s)
    lose(s)
    give_up_by_replacing(s)
    assert not s.recorded
    told = s.take_notices()
    assert any(f"it is kept in {tmp_path / 'pending'}" in notice for notice in told), told
    assert len(waiting(tmp_path)) == 4  # one file per game, none written over by the next
    s.close()
    assert "4 results could not be counted yet" in s.take_notices()[-1]
    monkeypatch.undo()
    t = session(tmp_path)
    t.recover()
    assert played(tmp_path) == (4, 2)
    assert "4 results kept from an earlier run are now counted" in t.take_notices()
    assert waiting(tmp_path) == []
    session(tmp_path).recover()
    assert played(tmp_path) == (4, 2)


def test_a_write_lock_held_by_another_copy_never_waits_long_and_the_next_game_end_records_the_waiting_results(
    tmp_path: Path,
) -> None:
    with write_lock(tmp_path) as other:
        s = session(tmp_path)
        assert s.store is not None
        connection = s.store.results.connection()
        assert connection is not None
        assert connection.execute("PRAGMA busy_timeout").fetchone()[0] == BUSY_MS <= 50
        fixed(s)
        win(s)
        assert not s.recorded
        assert "the results database is busy" in s.take_notices()[-1]
        fixed(s)
        lose(s)
        assert len(waiting(tmp_path)) == 2
        other.execute("ROLLBACK")
        fixed(s)
        win(s)
    assert s.recorded
    assert played(tmp_path) == (3, 2)
    assert waiting(tmp_path) == []


def test_moves_try_the_database_again_while_results_wait(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    with write_lock(tmp_path) as other:
        fixed(s)
        win(s)
        other.execute("ROLLBACK")
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    assert len(waiting(tmp_path)) == 1  # not yet: the last try was a moment ago
    clock.seconds += RETRY_S
    s.apply(Kind.FLAG, 0, 0)
    assert waiting(tmp_path) == []
    assert played(tmp_path) == (1, 1)


def test_a_lock_held_until_quit_leaves_the_result_waiting_and_says_so(tmp_path: Path) -> None:
    with write_lock(tmp_path):
        s = session(tmp_path)
        fixed(s)
        lose(s)
        s.take_notices()
        s.close()
        said = s.take_notices()
    assert said == [
        f"1 result could not be counted yet (the results database is busy: another Minesweeper is "
        f"writing to it); it is kept in {tmp_path / 'pending'} and will be counted at the next start"
    ]
    session(tmp_path).recover()
    assert played(tmp_path) == (1, 0)


def test_a_result_that_cannot_be_kept_anywhere_is_named_as_lost_at_quit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full_disk(monkeypatch)
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "pending").write_text("a file where the folder should be")
    s = session(tmp_path)
    fixed(s)
    win(s)
    assert "nor kept to be counted later" in s.take_notices()[-1]
    s.close()
    assert s.take_notices()[-1].startswith("1 result could not be saved, nor kept to be counted later")


def test_a_result_waiting_in_memory_goes_to_the_pending_folder_once_it_can(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full_disk(monkeypatch)
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "pending").write_text("in the way for a moment")
    s = session(tmp_path)
    fixed(s)
    win(s)
    (tmp_path / "pending").unlink()
    s.close()
    assert "1 result could not be counted yet" in s.take_notices()[-1]
    monkeypatch.undo()
    session(tmp_path).recover()
    assert played(tmp_path) == (1, 1)


def test_a_pending_file_keeps_what_the_database_keeps_beyond_a_replay(tmp_path: Path) -> None:
    game = replace(finished_game(), puzzle_id=7, left_click_chords=True)
    store = Store(tmp_path)
    assert store.keep_pending(game)
    [path] = waiting(tmp_path)
    assert path.name == f"{game.game_id}.json"
    assert json.loads(path.read_text())["format"] == "minesweeper-replay"  # it can even be imported as a replay
    assert store.record_pending() == (1, 0, 0)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("SELECT game_id, puzzle_id, left_click_chords, bbbv FROM games").fetchall() == [
            (game.game_id, 7, 1, game.bbbv)
        ]


def test_a_kept_result_the_database_has_already_adds_nothing_and_goes(tmp_path: Path) -> None:
    game = finished_game()
    store = Store(tmp_path)
    assert store.record_result(game)  # recorded, then killed before its files went
    assert store.keep_pending(game) and store.keep_reserve_room() and store.keep_in_reserve(game)
    assert store.keep_in_reserve(game)
    kept = store.record_pending()
    assert (kept.added, kept.waiting) == (0, 0) and waiting(tmp_path) == []
    assert played(tmp_path) == (1, 1)


def test_damaged_pending_files_are_left_where_they_are_with_a_notice_and_the_good_ones_counted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.keep_pending(finished_game())
    folder = tmp_path / "pending"
    (folder / "not-json.json").write_bytes(b"\xff\x00 not a result")
    good = json.loads(waiting(tmp_path)[0].read_text())
    (folder / "lies.json").write_text(json.dumps({**good, "id": "lies", "outcome": "lost"}))
    (folder / "puzzle.json").write_text(json.dumps({**good, "id": "puzzle", "puzzle": "seven"}))
    with (folder / "huge.json").open("wb") as huge:
        huge.truncate(MAX_REPLAY_BYTES + 1)
    os.mkfifo(folder / "pipe.json")
    t = session(tmp_path)
    t.recover()
    assert played(tmp_path) == (1, 1)
    told = t.take_notices()
    assert sum("is not a result that can be counted" in notice for notice in told) == 5, told
    assert sum(notice.endswith("; it is left where it is") for notice in told) == 5, told
    assert "1 result kept from an earlier run is now counted" in told
    assert [path.name for path in waiting(tmp_path)] == [
        "huge.json",
        "lies.json",
        "not-json.json",
        "pipe.json",
        "puzzle.json",
    ]
    assert (folder / "not-json.json").read_bytes() == b"\xff\x00 not a result"  # never moved, never changed
    assert list(folder.glob("*.corrupt-*")) == []


def test_reads_while_another_copy_holds_the_database_say_it_is_busy_instead_of_empty(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(finished_game())
    store.close()
    other = sqlite3.connect(tmp_path / "results.sqlite3", isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # as a copy in the middle of a checkpoint holds it
    other.execute("BEGIN EXCLUSIVE")
    other.execute("DELETE FROM meta")
    try:
        reader = Store(tmp_path)
        assert reader.history() == []
        assert reader.results_busy == BUSY_NOTICE
        assert reader.take_notices() == [BUSY_NOTICE]
        reader.load_records()
        assert reader.results_busy == BUSY_NOTICE
    finally:
        other.close()
    assert len(Store(tmp_path).history()) == 1
