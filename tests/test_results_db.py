"""The results database: counts, streaks and ranks as queries, each game once, the old records file
imported once, damaged and newer files handled like every other file, and two writers never losing a row."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from itertools import count
from pathlib import Path

import pytest

from minesweeper.core.layout import Layout
from minesweeper.core.metrics.measures import bbbv
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.stats import Result, Stats
from minesweeper.store import Store
from minesweeper.store.schema import SCHEMA_VERSION
from tests.core.test_stats import played_stats

DAY = "2024-05-01T10:15:00"
_ids = count()


def result(
    key: str,
    outcome: Outcome | bool,
    ms: int = 5000,
    date: str = DAY,
    *,
    game_id: str | None = None,
    no_guess: bool = False,
) -> FinishedGame:
    """A finished game of the difficulty ``key`` (a preset, or a custom text form like 5x5n3)."""
    difficulty = Difficulty.parse(key)
    layout = Layout(
        difficulty.width,
        difficulty.height,
        b"\x01" * difficulty.mines + bytes(difficulty.width * difficulty.height - difficulty.mines),
    )
    record = GameRecord(difficulty, layout, False, (), no_guess)
    if isinstance(outcome, bool):
        outcome = Outcome.WON if outcome else Outcome.LOST
    total = bbbv(layout.width, layout.height, layout.cells)  # a win solved all of it, as a game the session ends
    solved = total if outcome is Outcome.WON else 0
    return FinishedGame(game_id or f"game-{next(_ids)}", record, outcome, ms, date, bbbv=total, bbbv_solved=solved)


def test_a_new_database_has_every_preset_and_custom_all_at_zero(tmp_path: Path) -> None:
    stats = Store(tmp_path).load_records()
    assert list(stats.by_key) == [*PRESETS, "custom"]
    assert stats == Stats()


def test_wins_and_losses_count_with_streaks_and_percent(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for won in (True, True, False, True, True, True, False):
        assert store.record_result(result("easy", won))
    easy = Store(tmp_path).load_records().by_key["easy"]
    assert (easy.played, easy.won, easy.streak, easy.longest_streak) == (7, 5, 0, 3)
    assert easy.win_percent == pytest.approx(100 * 5 / 7)
    assert [r.won for r in easy.recent] == [True, True, False, True, True, True, False]


def test_a_game_given_up_counts_as_a_loss(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("hard", True))
    store.record_result(result("hard", Outcome.GIVEN_UP, 31_000))
    hard = store.load_records().by_key["hard"]
    assert (hard.played, hard.won, hard.streak, hard.recent[-1]) == (2, 1, 0, Result(False, 31_000, DAY))


def test_ranks_place_each_win_among_the_best_times(tmp_path: Path) -> None:
    store = Store(tmp_path)
    ranks = []
    for won, ms in ((True, 90_000), (True, 80_000), (True, 85_000), (False, 1_000), (True, 95_120)):
        game = result("expert", won, ms)
        store.record_result(game)
        ranks.append(store.rank(game.game_id))
    assert ranks == [1, 1, 2, None, 4]
    assert [r.ms for r in store.load_records().by_key["expert"].best] == [80_000, 85_000, 90_000, 95_120]


def test_a_tie_ranks_after_the_time_already_there(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("hard", True, 10_000, "2024-01-01T00:00:00"))
    second = result("hard", True, 10_000, "2024-01-02T00:00:00")
    store.record_result(second)
    assert store.rank(second.game_id) == 2
    assert [r.date for r in store.load_records().by_key["hard"].best] == ["2024-01-01T00:00:00", "2024-01-02T00:00:00"]


def test_only_ten_best_times_are_shown_and_an_eleventh_has_no_rank(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(1, 11):
        store.record_result(result("beginner", True, 1000 * n))
    slow, quick = result("beginner", True, 99_999), result("beginner", True, 1500)
    store.record_result(slow)
    store.record_result(quick)
    assert (store.rank(slow.game_id), store.rank(quick.game_id)) == (None, 2)
    beginner = store.load_records().by_key["beginner"]
    assert len(beginner.best) == 10 and [r.ms for r in beginner.best[:3]] == [1000, 1500, 2000]
    assert beginner.won == 12


def test_hundredths_of_a_second_are_kept_apart(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("normal", True, 12_340))
    quicker = result("normal", True, 12_330)
    store.record_result(quicker)
    assert store.rank(quicker.game_id) == 1


def test_custom_games_count_but_never_rank(tmp_path: Path) -> None:
    store = Store(tmp_path)
    game = result("5x5n3", True, 100)
    store.record_result(game)
    custom = store.load_records().by_key["custom"]
    assert (custom.played, custom.won, custom.best, store.rank(game.game_id)) == (1, 1, [], None)


def test_no_guess_games_are_ranked_apart(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("expert", True, 70_000))
    assisted = result("expert", True, 60_000, no_guess=True)
    store.record_result(assisted)
    assert store.rank(assisted.game_id) == 1
    assert [r.ms for r in store.results.stats().by_key["expert"].best] == [70_000]
    assert [r.ms for r in store.results.stats(kind="no-guess").by_key["expert"].best] == [60_000]


def test_only_the_last_hundred_results_are_shown_oldest_first(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(105):
        store.record_result(result("easy", n % 2 == 0, n))
    easy = store.load_records().by_key["easy"]
    assert len(easy.recent) == 100 and easy.recent[0].ms == 5 and easy.recent[-1].ms == 104
    assert easy.played == 105


def test_a_game_offered_twice_is_counted_once(tmp_path: Path) -> None:
    game = result("easy", True)
    assert Store(tmp_path).record_result(game)
    assert Store(tmp_path).record_result(game)  # a retry after a crash: already there, and that is fine
    assert Store(tmp_path).load_records().by_key["easy"].played == 1


def test_every_game_is_kept_whole(tmp_path: Path) -> None:
    game = result("beginner", False, 4321)
    Store(tmp_path).record_result(game)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        row = db.execute("SELECT difficulty, layout, actions, started, ms, outcome FROM games").fetchone()
    assert row == ("beginner", str(game.record.layout), "", DAY, 4321, "lost")


def test_reset_forgets_every_result(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("easy", True))
    assert store.reset_records()
    assert Store(tmp_path).load_records() == Stats()


# ----------------------------------------------------------------- the old records file


def write_records(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    (folder / "records.json").write_text(json.dumps({"version": 1, "difficulties": played_stats()}))


def test_a_version_one_records_file_is_imported_once_and_kept(tmp_path: Path) -> None:
    write_records(tmp_path)
    store = Store(tmp_path)
    stats = store.load_records()
    assert stats == Stats.from_dict(played_stats())
    assert not (tmp_path / "records.json").exists()
    assert json.loads((tmp_path / "records.json.imported").read_text())["difficulties"] == played_stats()
    [notice] = store.notices
    assert "Imported the statistics" in notice and "records.json.imported" in notice
    assert Store(tmp_path).load_records() == stats


def test_imported_counts_and_streaks_carry_on(tmp_path: Path) -> None:
    write_records(tmp_path)
    store = Store(tmp_path)
    store.record_result(result("intermediate", True, 39_000))
    intermediate = store.load_records().by_key["intermediate"]
    assert (intermediate.played, intermediate.won, intermediate.streak, intermediate.longest_streak) == (5, 4, 3, 3)
    assert intermediate.best[0].ms == 39_000 and len(intermediate.best) == 4
    store.record_result(result("intermediate", False))
    assert store.load_records().by_key["intermediate"].streak == 0


def test_an_import_interrupted_before_the_rename_is_not_counted_twice(tmp_path: Path) -> None:
    write_records(tmp_path)
    Store(tmp_path).load_records()
    write_records(tmp_path)  # as if the rename had never happened
    again = Store(tmp_path)
    assert again.load_records() == Stats.from_dict(played_stats())
    assert not (tmp_path / "records.json").exists()
    kept = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("records.json.imported"))
    assert len(kept) == 2 and kept[0] == "records.json.imported"


# ----------------------------------------------------------------- damaged, newer and shared databases


def test_a_damaged_database_is_moved_aside_and_a_new_one_started(tmp_path: Path) -> None:
    (tmp_path / "results.sqlite3").write_bytes(b"this is not a database, " * 100)
    store = Store(tmp_path)
    assert store.record_result(result("easy", True))
    assert store.load_records().by_key["easy"].played == 1
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("results.sqlite3.corrupt-")]
    assert aside.read_bytes().startswith(b"this is not a database")
    assert "is damaged" in store.notices[0] and str(aside) in store.notices[0]


def test_a_database_of_a_newer_version_is_left_untouched(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = (tmp_path / "results.sqlite3").read_bytes()
    store = Store(tmp_path)
    assert not store.record_result(result("easy", True))
    assert store.load_records() == Stats()
    assert (tmp_path / "results.sqlite3").read_bytes() == before
    assert "made by a newer version" in store.notices[0]


def test_a_pipe_in_place_of_the_database_is_moved_aside(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "results.sqlite3")
    store = Store(tmp_path)
    assert store.record_result(result("easy", True))
    assert "not a regular file" in store.notices[0]


def test_the_database_is_in_wal_mode_with_a_busy_timeout(tmp_path: Path) -> None:
    Store(tmp_path).record_result(result("easy", True))
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


WRITER = """
import sys
from dataclasses import replace
from pathlib import Path
from tests.test_pending_results import finished_game
from minesweeper.store import Store
store = Store(Path(sys.argv[1]))
won = finished_game()  # a real game: one kept waiting is played through the rules when it is read back
for n in range(int(sys.argv[2])):
    game = replace(won, game_id=f"{sys.argv[3]}-{n}")
    assert store.record_result(game) or store.keep_pending(game), store.notices  # as the session does
"""


@pytest.mark.slow
def test_two_processes_writing_at_once_keep_every_result(tmp_path: Path) -> None:
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), "150", name],
            cwd=Path(__file__).parents[1],
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in ("a", "b")
    ]
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    store = Store(tmp_path)
    assert store.record_pending()[1] == 0  # what a writer found busy waited, and is counted now
    custom = store.load_records().by_key["custom"]
    assert (custom.played, custom.won) == (300, 300)


def test_a_version_one_database_is_brought_up_to_date_and_keeps_its_rows(tmp_path: Path) -> None:
    from minesweeper.store.schema import MIGRATIONS

    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statement in MIGRATIONS[0]:
            db.execute(statement)
        db.execute("PRAGMA user_version = 1")
        db.execute(
            "INSERT INTO games (game_id, difficulty, ranked_key, started, ms, outcome) "
            "VALUES ('old-1', 'expert', 'expert', '2024-01-01T00:00:00', 99000, 'won')"
        )
    store = Store(tmp_path)
    assert store.load_records().by_key["expert"].best[0].ms == 99000
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT clicks_left, assisted FROM games").fetchone() == (0, 0)


def test_a_game_the_solver_helped_with_counts_but_is_never_ranked(tmp_path: Path) -> None:
    from dataclasses import replace

    from minesweeper.core.play import Clicks, Play

    store = Store(tmp_path)
    helped = result("beginner", True, 1000)
    helped = replace(helped, play=Play(Clicks(5, 2, 1, 7), assisted=True))
    store.record_result(helped)
    beginner = store.load_records().by_key["beginner"]
    assert (beginner.played, beginner.won, beginner.best, store.rank(helped.game_id)) == (1, 1, [], None)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        row = db.execute("SELECT clicks_left, clicks_right, clicks_double, clicks_effective, assisted FROM games")
        assert row.fetchone() == (5, 2, 1, 7, 1)


def test_the_best_3bv_per_second_and_ioe_come_from_ranked_wins_only(tmp_path: Path) -> None:
    from dataclasses import replace

    from minesweeper.core.metrics.figures import bbbv_rate, ioe
    from minesweeper.core.play import Clicks, Play

    store = Store(tmp_path)
    fast = replace(result("expert", True, 100_000), bbbv=150, bbbv_solved=150, play=Play(Clicks(200, 10, 40, 240)))
    slow = replace(result("expert", True, 200_000), bbbv=180, bbbv_solved=180, play=Play(Clicks(150, 0, 0, 150)))
    helped = replace(
        result("expert", True, 50_000), bbbv=200, bbbv_solved=200, play=Play(Clicks(100, 0, 0, 100), assisted=True)
    )
    lost = replace(result("expert", False, 10_000), bbbv=150, bbbv_solved=140, play=Play(Clicks(140, 0, 0, 140)))
    for game in (fast, slow, helped, lost):
        assert store.record_result(game)
    expert = store.load_records().by_key["expert"]
    # 150 / 100 s; the assisted 4.0 and the loss's 14.0 are not. The card's own definitions give the very values.
    assert expert.best_rate == bbbv_rate(fast.bbbv_solved, fast.ms) == pytest.approx(1.5)
    assert expert.best_ioe == ioe(slow.bbbv_solved, slow.play.clicks.total) == pytest.approx(1.2)  # 180 / 150 clicks
    assert store.load_records(kind="no-guess").by_key["expert"].best_rate is None


def test_the_databases_ranked_condition_asks_the_cores_question_of_every_kind_of_row(tmp_path: Path) -> None:
    """RANKED_SQL picks exactly the rows ``is_ranked`` calls ranked, for every outcome, helped or not."""
    from dataclasses import replace

    from minesweeper.core.play import Clicks, Play
    from minesweeper.core.ranking import is_ranked
    from minesweeper.store.results import RANKED_SQL

    store = Store(tmp_path)
    games = [
        replace(result("beginner", outcome), play=Play(Clicks(1, 0, 0, 1), assisted=assisted))
        for outcome in Outcome
        for assisted in (False, True)
    ]
    for game in games:
        store.record_result(game)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        picked = {game_id for (game_id,) in db.execute(f"SELECT game_id FROM games WHERE {RANKED_SQL}")}
    ranked = {g.game_id for g in games if is_ranked(won=g.won, assisted=g.play.assisted, practice=g.play.practice)}
    assert picked == ranked
    assert len(picked) == 1


def test_a_database_another_copy_is_creating_is_waited_for_not_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While another copy creates the file and turns on its WAL, a read-only look can fail to open it, and a
    lock-free look can catch it half written. Neither means it is damaged: it must not be set aside (the
    other copy would go on writing its results into the file set aside)."""
    assert Store(tmp_path).record_result(result("easy", True))  # the file the other copy is making
    from minesweeper.store.database import Database

    real = Database._read_only
    calls = count()

    def mid_creation(self: Database, *, immutable: bool = False) -> sqlite3.Connection:
        if next(calls) == 0:
            raise sqlite3.OperationalError("unable to open database file")
        if immutable:
            raise sqlite3.DatabaseError("database disk image is malformed")
        return real(self, immutable=immutable)

    monkeypatch.setattr(Database, "_read_only", mid_creation)
    store = Store(tmp_path)
    assert store.record_result(result("easy", True))
    assert not [p for p in tmp_path.iterdir() if "corrupt" in p.name]
    assert store.load_records().by_key["easy"].played == 2


class _Straddled:
    """A reader's connection that lets another copy finish creating the file between its second and third
    statement, as a copy starting at that very moment could see it."""

    def __init__(self, db: sqlite3.Connection, other_copy: object) -> None:
        self.db, self.other_copy, self.statements = db, other_copy, 0

    def execute(self, sql: str) -> sqlite3.Cursor:
        cursor = self.db.execute(sql)
        if sql.startswith(("PRAGMA", "SELECT")):
            self.statements += 1
            if self.statements == 2:
                self.other_copy()  # type: ignore[operator]
        return cursor

    def close(self) -> None:
        self.db.close()


def test_a_database_another_copy_finishes_creating_during_the_look_is_never_taken_for_another_programs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Read one by one, the mark and version from before its creation and the tables from after made a copy's new
    # file look like another program's: it was set aside with the other copy's results (15 of 30 wins lost once).
    from minesweeper.store.database import Database
    from minesweeper.store.schema import MIGRATIONS, add_functions

    path = tmp_path / "results.sqlite3"
    making = sqlite3.connect(path, isolation_level=None)
    add_functions(making)  # the functions a migration may call, as the other copy's connection has them
    making.execute("PRAGMA journal_mode = WAL")  # the other copy has opened it, and not yet made its tables

    def finish() -> None:
        making.execute("BEGIN IMMEDIATE")
        for statements in MIGRATIONS:
            for statement in statements:
                making.execute(statement)
        making.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        making.execute("COMMIT")

    database = Database(path, lambda notice: None)
    real = database._read_only
    monkeypatch.setattr(database, "_read_only", lambda **kw: _Straddled(real(**kw), finish))
    assert database._ours_and_not_newer()  # ours: not set aside
    making.close()
