"""The results database read as untrusted: a row whose fields are not what the game wrote (text or a float
in a number column, a time out of range) is listed as damaged with the reason, cannot be replayed, and is
skipped by the statistics instead of crashing anything; the file itself is marked as ours, and a foreign or
impossible one is set aside untouched; a result recorded late still lists in date order."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper.core.actions import MAX_CLOCK_MS
from minesweeper.core.record import HistoryEntry, Outcome
from minesweeper.store import Store, rows
from minesweeper.store.database import APPLICATION_ID
from minesweeper.store.rows import add_checks
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION
from tests.test_results_db import result


def spoil(folder: Path, statement: str) -> None:
    """Change the database behind the game's back, as a hand edit or another program might."""
    with sqlite3.connect(folder / "results.sqlite3") as db:
        db.execute(statement)
    sqlite3.connect(":memory:").close()


def listed(store: Store) -> list[HistoryEntry]:
    """The history as ``--history`` reads it: every game in one pass."""
    entries: list[HistoryEntry] = []
    store.list_history(entries.append)
    return entries


def three_games(folder: Path) -> Store:
    store = Store(folder)
    for ms in (4_000, 5_000, 6_000):
        assert store.record_result(result("beginner", True, ms))
    store.close()
    return Store(folder)


@pytest.mark.parametrize(
    ("column", "value", "reason"),
    [
        ("ms", "'abc'", "time"),
        ("ms", "1e300", "time"),
        ("ms", "-5", "time"),
        ("ms", str(2**40), "time"),
        ("bbbv", "'x'", "3BV"),
        ("ms", "CAST(x'ff' AS TEXT)", "time"),  # text that is not even UTF-8
        ("started", "x'00ff'", "date"),
        ("hand", "'not bytes'", "hand"),
    ],
)
def test_a_damaged_row_is_listed_as_damaged_and_skipped_by_the_statistics(
    tmp_path: Path, column: str, value: str, reason: str
) -> None:
    store = three_games(tmp_path)
    before = store.load_records().by_key["beginner"]
    spoil(tmp_path, f"UPDATE games SET {column} = {value} WHERE id = 2")
    entries = {e.row_id: e for e in store.history()}
    assert sorted(entries) == [1, 2, 3]
    assert listed(store) == store.history()  # --history lists them the same
    damaged = entries[2]
    assert damaged.damage is not None and reason in damaged.damage
    assert not damaged.replayable
    assert all(e.damage is None and e.replayable for e in (entries[1], entries[3]))
    assert store.stored_game(2) is None
    assert any("damaged" in notice and reason in notice for notice in store.notices)
    stats = store.load_records().by_key["beginner"]
    assert (stats.played, stats.won) == (before.played - 1, before.won - 1)
    assert [r.ms for r in stats.best] == [4_000, 6_000] and [r.ms for r in stats.recent] == [4_000, 6_000]
    assert all(isinstance(r.ms, int) and isinstance(r.date, str) for r in stats.best + stats.recent)


def test_a_damaged_rows_reason_and_its_notice_are_in_the_players_language(tmp_path: Path) -> None:
    from minesweeper.language import install

    store = three_games(tmp_path)
    spoil(tmp_path, "UPDATE games SET ms = -5 WHERE id = 2")
    install("de")
    damaged = next(entry for entry in store.history() if entry.row_id == 2)
    assert damaged.damage == f"seine Zeit ist keine ganze Zahl von Millisekunden von 0 bis {MAX_CLOCK_MS}"
    assert store.stored_game(2) is None
    said = f"Spiel 2 ist in {tmp_path / 'results.sqlite3'} beschädigt ({damaged.damage}): es kann weder wiederholt"
    assert any(notice.startswith(said) for notice in store.notices), store.notices


def test_a_damaged_time_does_not_break_the_best_rate_or_a_rank(tmp_path: Path) -> None:
    store = three_games(tmp_path)
    spoil(tmp_path, "UPDATE games SET ms = 'abc', bbbv_solved = 10 WHERE id = 1")
    sound = [row for row in store.records("beginner") if row.row_id != 1]
    assert [row.row_id for row in sound] == [2, 3]  # the damaged row is in no record
    assert store.load_records().by_key["beginner"].best_rate == max(row.bbbv_s or 0 for row in sound)
    [newest] = store.history(limit=1)
    game = store.stored_game(newest.row_id)
    assert game is not None and store.rank(game.game_id) == 2


def test_a_damaged_row_survives_a_cap_and_the_statistics_do_not_change(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(130):
        store.record_result(result("beginner", n % 2 == 0, 50_000 + n))
    spoil(tmp_path, "UPDATE games SET ms = 'abc' WHERE id = 3")
    before = store.load_records()
    store.cap_history(100)
    assert store.load_records() == before
    assert [e.row_id for e in store.history(limit=1000) if e.damage is not None] == [3]


def test_capping_the_history_keeps_every_difficultys_recent_results(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(300):
        store.record_result(result(("beginner", "intermediate", "expert")[n % 3], n % 4 != 0, 50_000 + n))
    before = store.load_records()
    assert all(len(before.by_key[key].recent) == 100 for key in ("beginner", "intermediate", "expert"))
    store.cap_history(100)
    assert store.load_records() == before


def test_a_result_recorded_late_is_listed_by_its_date(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("beginner", True, date="2024-05-02T10:00:00"))
    store.record_result(result("beginner", False, date="2024-05-01T10:00:00"))  # kept back, recorded later
    store.record_result(result("beginner", True, date="2024-05-03T10:00:00"))
    assert [e.started[:10] for e in store.history()] == ["2024-05-03", "2024-05-02", "2024-05-01"]
    assert [e.started[:10] for e in store.history(limit=1, offset=1)] == ["2024-05-02"]


def test_our_database_is_marked_as_ours_and_an_older_one_gains_the_mark(tmp_path: Path) -> None:
    Store(tmp_path).record_result(result("easy", True))
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    old = tmp_path / "old"
    old.mkdir()
    with sqlite3.connect(old / "results.sqlite3") as db:
        for statement in MIGRATIONS[0]:
            db.execute(statement)
        db.execute("PRAGMA user_version = 1")
    sqlite3.connect(":memory:").close()
    store = Store(old)
    assert store.record_result(result("easy", True)) and store.load_records().by_key["easy"].played == 1
    with sqlite3.connect(old / "results.sqlite3") as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


@pytest.mark.parametrize(
    "make",
    [
        "CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)",  # another program's file, user_version 0
        "PRAGMA application_id = 1234",  # marked by another program
        "PRAGMA user_version = -3",  # no version of ours
    ],
)
def test_a_database_that_is_not_ours_is_set_aside_untouched(tmp_path: Path, make: str) -> None:
    path = tmp_path / "results.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE IF NOT EXISTS keep (x)")
        db.execute(make)
    sqlite3.connect(":memory:").close()
    before = path.read_bytes()
    store = Store(tmp_path)
    assert store.record_result(result("easy", True))
    assert store.load_records().by_key["easy"].played == 1
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("results.sqlite3.corrupt-")]
    assert aside.read_bytes() == before  # not switched to WAL, not migrated: byte for byte as it was
    assert any("not a Minesweeper results database" in notice and str(aside) in notice for notice in store.notices)


def test_a_damaged_entry_keeps_what_could_be_read(tmp_path: Path) -> None:
    store = three_games(tmp_path)
    spoil(tmp_path, "UPDATE games SET bbbv = 'x' WHERE id = 2")
    damaged = store.history()[1]
    assert (damaged.outcome, damaged.ms, damaged.difficulty) == (Outcome.WON, 5_000, "beginner")


def test_a_result_recorded_late_takes_its_place_by_date_in_the_streak_and_the_recent_results(tmp_path: Path) -> None:
    """A loss kept back (a busy database) and recorded after the win that followed it: the statistics are those of
    the games in the order they were played, as if it had been recorded on time."""
    late, on_time = Store(tmp_path / "late"), Store(tmp_path / "on-time")
    loss, win = (
        result("beginner", False, date="2024-05-01T10:00:00"),
        result("beginner", True, date="2024-05-01T11:00:00"),
    )
    for store, order in ((on_time, (loss, win)), (late, (win, loss))):
        for game in order:
            assert store.record_result(game)
    played = [store.load_records().by_key["beginner"] for store in (on_time, late)]
    assert played[0] == played[1] and played[1].streak == 1 and played[1].recent[-1].won


def test_a_row_whose_moves_do_not_replay_is_refused_not_exported(tmp_path: Path) -> None:
    store = three_games(tmp_path)
    store.close()
    spoil(tmp_path, "UPDATE games SET actions = 'R8,8@5 R8,8@6' WHERE id = 2")  # well formed: a cell opened twice
    store = Store(tmp_path)
    assert store.stored_game(2) is None
    assert any("cannot be rebuilt" in notice for notice in store.take_notices())


# The text columns edited into what the game never writes (the games are 4×4 with 2 mines): each row is damaged,
# with the reason, however well its number columns read.
DAMAGED_TEXT = [
    ("layout", "'xx'", "board"),
    ("layout", "'*...' || char(10) || '*...' || char(10) || '....'", "board"),  # 4×3: not its difficulty's board
    ("actions", "'garbage'", "moves"),
    ("actions", "'R9,9@1'", "moves"),  # off the 4×4 board
    ("actions", "'R1,1@900 R2,2@100'", "moves"),  # time runs backwards
    ("actions", "NULL", "moves"),  # a board with no moves: only an old records file's results have neither
    ("actions", "CAST(x'52ff' AS TEXT)", "moves"),  # not UTF-8
    ("difficulty", "'0x0n0'", "difficulty"),
    ("difficulty", "'100000x100000n1'", "difficulty"),
    ("difficulty", "'Expert'", "difficulty"),  # the game writes a preset's name in lower case
    ("difficulty", "CAST(x'ff' AS TEXT)", "difficulty"),  # not UTF-8
    ("ranked_key", "'beginner'", "statistics row"),  # a custom board counted as Beginner
    ("opened", "'9,9'", "open cells"),
    ("wasted", "'x'", "wasted clicks"),
    ("wasted", "'R99,99@1'", "wasted clicks"),
    ("started", "CAST(x'32ff' AS TEXT)", "date"),  # not UTF-8
    ("game_id", "CAST(x'67ff' AS TEXT)", "id"),
    ("daily", "'2026-02-30'", "daily"),  # no such date
    ("daily", "20261127", "daily"),
    ("daily", "'2026-11-27'", "daily"),  # a real date, but a daily is a Beginner, Intermediate or Expert game
]


def small_games(folder: Path) -> Store:
    store = Store(folder)
    for ms in (4_000, 5_000, 6_000):
        assert store.record_result(result("4x4n2", True, ms))
    store.close()
    return Store(folder)


@pytest.mark.parametrize(
    ("column", "value", "reason"), DAMAGED_TEXT, ids=[f"{column}={value}" for column, value, _ in DAMAGED_TEXT]
)
def test_a_damaged_text_column_is_listed_as_damaged_and_left_out_of_the_statistics(
    tmp_path: Path, column: str, value: str, reason: str
) -> None:
    store = small_games(tmp_path)
    played = sum(row.played for row in store.load_records().by_key.values())
    spoil(tmp_path, f"UPDATE games SET {column} = {value} WHERE id = 2")
    entries = {e.row_id: e for e in store.history()}
    assert sorted(entries) == [1, 2, 3]
    assert listed(store) == store.history()  # --history lists them the same
    damaged = entries[2]
    assert damaged.damage is not None and reason in damaged.damage, damaged.damage
    assert not damaged.replayable
    assert all(e.damage is None and e.replayable for e in (entries[1], entries[3]))
    assert store.stored_game(2) is None
    assert any("damaged" in notice and reason in notice for notice in store.notices)
    stats = store.load_records()
    assert stats.by_key["custom"].played == 2 and sum(row.played for row in stats.by_key.values()) == played - 1
    assert store.cap_history(100) == 0 and len(store.history()) == 3  # never touched by a cap either


def test_the_checks_of_the_text_columns_answer_no_for_anything_they_cannot_read_and_never_fail_a_query() -> None:
    db = sqlite3.connect(":memory:")
    add_checks(db)
    good = {"fits_layout": "'*...' || char(10) || '*...'", "fits_moves": "'R3,1@0'", "fits_cells": "'3,1'"}
    good["fits_wasted"] = good["fits_moves"]
    for check, column in good.items():
        assert db.execute(f"SELECT {check}(CAST({column} AS BLOB), CAST('4x2n2' AS BLOB))").fetchone() == (1,)
        for value, difficulty in (("NULL", "'4x2n2'"), (column, "NULL"), ("x'ff'", "'4x2n2'"), (column, "x'ff'")):
            assert db.execute(f"SELECT {check}(CAST({value} AS BLOB), CAST({difficulty} AS BLOB))").fetchone() == (0,)
    daily = "SELECT fits_daily(CAST(? AS BLOB), CAST(? AS BLOB))"
    assert db.execute(daily, ("2026-11-27", "expert")).fetchone() == (1,)
    for date, level in (("2026-11-27", "4x2n2"), ("2026-11-31", "expert"), (None, "expert"), (b"\xff", "expert")):
        assert db.execute(daily, (date, level)).fetchone() == (0,)
    assert db.execute("SELECT plays(NULL), is_text(NULL), statistics_row(NULL), statistics_row('x')").fetchone() == (
        0,
        0,
        None,
        None,
    )
    db.close()


def test_verdicts_stay_right_when_the_ones_kept_are_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rows, "_MOST_VERDICTS", 2)
    db = sqlite3.connect(":memory:")
    add_checks(db)
    lines = [f"'R{x},0@{x}'" for x in range(6)]  # the board is 4 wide: the last two are off it
    for _ in range(2):
        verdicts = [
            db.execute(f"SELECT fits_moves(CAST({line} AS BLOB), CAST('4x2n2' AS BLOB))").fetchone()[0]
            for line in lines
        ]
        assert verdicts == [1, 1, 1, 1, 0, 0] and len(rows._VERDICTS) <= 2
    db.close()
