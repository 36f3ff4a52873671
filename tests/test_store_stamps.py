"""Each row of the results database checked once (database version 11): the game stamps a row the rules find sound
when it records it, or when it first opens a file in which the row has none, and a stamped row is not checked again
at every read. Whatever another program does to a row (changes it, adds it with a stamp, changes the file's triggers
first), the row is checked in full again: one that is not what the game wrote is still damaged, with its reason,
counted nowhere and never replayed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper.core.solver.judge import review
from minesweeper.store import Store, rows
from minesweeper.store.database import Database
from minesweeper.store.schema import SCHEMA_VERSION, TRIGGERS
from tests.test_results_db import result
from tests.test_store_rows import listed, small_games, spoil

GARBAGE = "UPDATE games SET actions = 'garbage' WHERE id = 2"


def stamped(folder: Path) -> dict[int, int | None]:
    """Each row's stamp, read behind the game's back."""
    with sqlite3.connect(folder / "results.sqlite3") as db:
        found = dict(db.execute("SELECT id, checked FROM games ORDER BY id").fetchall())
    sqlite3.connect(":memory:").close()
    return found


def triggers(folder: Path) -> list[str]:
    with sqlite3.connect(folder / "results.sqlite3") as db:
        found = sorted(sql for (sql,) in db.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'"))
    sqlite3.connect(":memory:").close()
    return found


def damaged_is_refused(store: Store, played: int) -> None:
    """Game 2 is listed as damaged for its moves, cannot be replayed, and counts nowhere (``played``: before)."""
    entries = {entry.row_id: entry for entry in store.history()}
    assert listed(store) == store.history()  # --history lists them the same
    assert entries[2].damage is not None and "moves" in entries[2].damage, entries[2].damage
    assert all(entries[n].damage is None and entries[n].replayable for n in (1, 3))
    assert store.stored_game(2) is None
    assert sum(row.played for row in store.load_records().by_key.values()) == played - 1


def test_a_recorded_game_is_stamped_and_a_change_by_another_program_clears_its_stamp(tmp_path: Path) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    assert stamped(tmp_path) == {1: rows.STAMP, 2: rows.STAMP, 3: rows.STAMP}
    spoil(tmp_path, GARBAGE)
    assert stamped(tmp_path) == {1: rows.STAMP, 2: None, 3: rows.STAMP}
    damaged_is_refused(store, played)
    store.close()
    again = Store(tmp_path)  # opened again: a damaged row is checked again, and stays unstamped
    damaged_is_refused(again, played)
    assert stamped(tmp_path)[2] is None
    again.close()


def test_a_row_set_right_again_is_stamped_again_when_the_file_next_opens(tmp_path: Path) -> None:
    small_games(tmp_path).close()
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        moves = db.execute("SELECT actions FROM games WHERE id = 2").fetchone()[0]
    spoil(tmp_path, GARBAGE)
    spoil(tmp_path, f"UPDATE games SET actions = '{moves}' WHERE id = 2")
    assert stamped(tmp_path)[2] is None
    store = Store(tmp_path)
    assert all(entry.damage is None for entry in store.history())
    assert stamped(tmp_path) == {1: rows.STAMP, 2: rows.STAMP, 3: rows.STAMP}


@pytest.mark.parametrize(
    "forged",
    [
        f"UPDATE games SET actions = 'garbage', checked = {rows.STAMP} WHERE id = 2",  # in one change
        "UPDATE games SET actions = 'garbage', checked = checked WHERE id = 2",
        # a stamped row copied with its stamp, its moves changed on the way: it is added as game 4
        "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome, checked) "
        "SELECT 'copy', difficulty, ranked_key, layout, 'garbage', started, ms, outcome, checked "
        "FROM games WHERE id = 1",
    ],
)
def test_a_stamp_another_program_writes_with_its_change_is_not_believed(tmp_path: Path, forged: str) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    spoil(tmp_path, forged)
    row = 4 if forged.startswith("INSERT") else 2
    assert stamped(tmp_path)[row] is None
    entry = next(entry for entry in store.history() if entry.row_id == row)
    assert entry.damage is not None and "moves" in entry.damage
    assert store.stored_game(row) is None
    assert sum(row.played for row in store.load_records().by_key.values()) == played - (row == 2)


@pytest.mark.parametrize(
    "first",
    [
        "DROP TRIGGER games_changed",
        # another program's trigger that stamps a row again whenever the game's clears its stamp
        "CREATE TRIGGER restamp AFTER UPDATE OF checked ON games WHEN NEW.checked IS NULL "
        f"BEGIN UPDATE games SET checked = {rows.STAMP} WHERE id = NEW.id; END",
    ],
)
def test_a_file_whose_triggers_were_changed_has_every_stamp_cleared_and_its_triggers_made_again(
    tmp_path: Path, first: str
) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    store.close()
    spoil(tmp_path, first)
    spoil(tmp_path, GARBAGE)
    assert stamped(tmp_path)[2] == rows.STAMP  # no trigger of the game's saw it
    again = Store(tmp_path)
    damaged_is_refused(again, played)
    assert triggers(tmp_path) == sorted(TRIGGERS)
    assert stamped(tmp_path) == {1: rows.STAMP, 2: None, 3: rows.STAMP}  # the sound ones checked and stamped again


def test_a_file_that_can_only_be_read_believes_no_stamp_where_its_triggers_were_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    store.close()
    spoil(tmp_path, "DROP TRIGGER games_changed")
    spoil(tmp_path, GARBAGE)
    monkeypatch.setattr(Database, "_cannot_write", lambda self: True)
    read_only = Store(tmp_path)
    damaged_is_refused(read_only, played)
    assert read_only.results.read_only
    assert stamped(tmp_path)[2] == rows.STAMP and len(triggers(tmp_path)) == len(TRIGGERS) - 1  # left as it was
    read_only.close()


def test_a_worker_connection_refuses_what_the_game_would(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for ms in (4_000, 5_000, 6_000):
        assert store.record_result(result("beginner", True, ms))
    store.close()
    spoil(tmp_path, "DROP TRIGGER games_changed")
    spoil(tmp_path, "UPDATE games SET actions = 'garbage' WHERE id = 2")
    assert [row.ms for row in Store(tmp_path).records_apart("beginner")] == [4_000, 6_000]


def test_a_file_from_before_stamps_is_stamped_when_first_opened_and_its_damaged_rows_stay_damaged(
    tmp_path: Path,
) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    store.close()
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:  # as version 10 kept it: no stamps, no triggers
        for statement in (
            "DROP TRIGGER games_changed",
            "DROP TRIGGER games_added",
            "DROP INDEX games_unchecked",
            "DROP INDEX games_listed",
            "ALTER TABLE games DROP COLUMN checked",
            "DELETE FROM meta WHERE key = 'stamp'",
            GARBAGE,
            f"PRAGMA user_version = {SCHEMA_VERSION - 1}",
        ):
            db.execute(statement)
    sqlite3.connect(":memory:").close()
    again = Store(tmp_path)
    damaged_is_refused(again, played)
    assert stamped(tmp_path) == {1: rows.STAMP, 2: None, 3: rows.STAMP}
    assert triggers(tmp_path) == sorted(TRIGGERS)


def test_stamps_of_other_rules_are_cleared_and_made_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small_games(tmp_path).close()
    spoil(tmp_path, GARBAGE)
    newer = rows.STAMP + 1  # the rules or readers changed: older stamps stand for nothing
    monkeypatch.setattr(rows, "STAMP", newer)
    store = Store(tmp_path)
    assert [entry.row_id for entry in store.history() if entry.damage is not None] == [2]
    assert stamped(tmp_path) == {1: newer, 2: None, 3: newer}


def test_the_games_own_changes_keep_a_sound_row_stamped(tmp_path: Path) -> None:
    store = small_games(tmp_path)
    game = store.stored_game(2)
    assert game is not None
    assert store.keep_review(game.game_id, review(game.record))
    assert stamped(tmp_path)[2] == rows.STAMP
    for n in range(200):  # enough to cap: the best times left are marked, and stay stamped
        assert store.record_result(result("4x4n2", n % 2 == 0, 10_000 + n))
    assert store.cap_history(100) > 0
    assert set(stamped(tmp_path).values()) == {rows.STAMP}


def test_a_change_no_trigger_saw_is_believed_as_the_stamp_says_and_fails_nothing(tmp_path: Path) -> None:
    """What no trigger sees (a file's bytes changed without SQLite; here the trigger is taken away for the change and
    put back as it was) is believed as the row's stamp says: it is listed and counted, and nothing fails on the text
    that is not UTF-8 now in it. Its moves are still read back whole before it could be replayed."""
    small_games(tmp_path).close()
    [changed] = [statement for statement in TRIGGERS if "games_changed" in statement]
    spoil(tmp_path, "DROP TRIGGER games_changed")
    spoil(tmp_path, f"UPDATE games SET started = CAST(x'32ff' AS TEXT), {GARBAGE.removeprefix('UPDATE games SET ')}")
    spoil(tmp_path, changed)
    store = Store(tmp_path)
    lines = listed(store)
    assert sorted(entry.row_id for entry in lines) == [1, 2, 3]
    assert next(entry for entry in lines if entry.row_id == 2).started == "2\ufffd"
    assert store.stored_game(2) is None
