"""The history and the puzzle library in the results database: games listed and read back whole, a cap
that never changes the statistics, and puzzles with their best times."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from minesweeper.core.layout import Layout
from minesweeper.core.play import Clicks, Play
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.store import Store
from tests.core.boards import game_from, play
from tests.test_results_db import result

DAY = "2024-05-01T10:15:00"


def test_the_history_lists_games_newest_first_and_filters_by_difficulty(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for key, won in (("easy", True), ("expert", False), ("easy", False)):
        store.record_result(result(key, won))
    entries = store.history()
    assert [(e.difficulty, e.outcome) for e in entries] == [
        ("easy", Outcome.LOST),
        ("expert", Outcome.LOST),
        ("easy", Outcome.WON),
    ]
    assert [e.difficulty for e in store.history(difficulty="easy")] == ["easy", "easy"]
    assert all(e.replayable for e in entries)


def test_a_game_is_read_back_whole_with_its_moves_clicks_and_hand(tmp_path: Path) -> None:
    game = play(game_from("*..\n...\n..*"), "F0,0", "R2,0", "R0,2")
    record = GameRecord.of(game)
    finished = replace(
        result("3x3n2", True), record=record, play=Play(Clicks(2, 1, 0, 3), False, b""), bbbv=2, bbbv_solved=2
    )
    store = Store(tmp_path)
    store.record_result(finished)
    [entry] = store.history()
    again = store.stored_game(entry.row_id)
    assert again is not None and again.record == record and again.play.clicks == Clicks(2, 1, 0, 3)
    assert (again.bbbv, again.bbbv_solved) == (2, 2)
    assert str(again.record.replay()) == str(game)
    assert store.stored_game(entry.row_id + 99) is None


def test_capping_the_history_keeps_the_newest_and_the_best_and_never_changes_the_statistics(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(result("beginner", True, 1_000))  # the best time, and the oldest game
    for n in range(150):
        store.record_result(result("beginner", n % 3 != 0, 50_000 + n))
    before = store.load_records()
    gone = store.cap_history(100)
    # Of the 51 oldest, the best time stays, and so do the wins among them: the averages of the last hundred wins
    # (Personal bests) are worked out from those; the 17 losses go.
    assert gone == 17
    after = store.load_records()
    assert after.by_key["beginner"].played == before.by_key["beginner"].played == 151
    assert after == before
    assert len(store.history(limit=1000)) == 134  # the newest hundred, and the older wins and best time above
    assert store.load_records().by_key["beginner"].best[0].ms == 1_000


def test_puzzles_are_saved_listed_with_their_best_time_renamed_and_deleted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    layout = Layout.parse("*..\n...\n..*")
    puzzle_id = store.save_puzzle(Puzzle("Corners", layout, ((1, 1),)), DAY)
    assert puzzle_id is not None
    won = replace(result("3x3n2", True, 4_200), puzzle_id=puzzle_id)
    store.record_result(won)
    [listed] = store.puzzles()
    assert (listed.name, listed.layout, listed.opened, listed.best_ms) == ("Corners", layout, ((1, 1),), 4_200)
    assert store.save_puzzle(replace(listed, name="Two corners"), DAY) == puzzle_id
    assert [p.name for p in store.puzzles()] == ["Two corners"]
    assert store.delete_puzzle(puzzle_id) and store.puzzles() == []


def test_a_games_chord_setting_is_kept_and_a_version_three_file_gains_the_column_with_old_games_unknown(
    tmp_path: Path,
) -> None:
    import sqlite3

    from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION

    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statements in MIGRATIONS[:3]:
            for statement in statements:
                db.execute(statement)
        db.execute("PRAGMA user_version = 3")
        db.execute(
            "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome) "
            "VALUES ('old', '3x3n2', 'custom', '*..\n...\n..*', 'R2,0@0 R0,2@40', ?, 40, 'won')",
            (DAY,),
        )
    store = Store(tmp_path)
    game = play(game_from("*..\n...\n..*"), "R2,0", "R0,2")
    for game_id, chords in (("chorded", True), ("plain", False), ("unknown", None)):
        store.record_result(
            replace(result("3x3n2", True, game_id=game_id), record=GameRecord.of(game), left_click_chords=chords)
        )
    kept = {}
    for entry in store.history():
        again = store.stored_game(entry.row_id)
        assert again is not None
        kept[again.game_id] = again.left_click_chords
    assert kept == {"old": None, "chorded": True, "plain": False, "unknown": None}
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 4


def late_results(games: int = 150, late: int = 30) -> list[FinishedGame]:
    """Beginner games in the order they were recorded: the first ``late`` played (all won, the longest streak)
    waited in pending/ and were recorded after the rest (won and lost in turn), so their ids come last while
    their dates come first."""
    played = [
        result("beginner", n < late or n % 2 == 1, 50_000 + n, f"2024-03-{1 + n // 60:02d}T10:{n % 60:02d}:00")
        for n in range(games)
    ]
    return played[late:] + played[:late]


def test_the_statistics_never_change_when_old_games_go_even_when_ids_are_not_in_date_order(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for game in late_results():
        assert store.record_result(game)
    before = store.load_records()
    assert before.by_key["beginner"].longest_streak == 30 and before.by_key["beginner"].streak == 1
    # Of the 50 oldest by date, the 40 wins stay (every win is among the last hundred, which Personal bests' averages
    # are worked out from): the 10 losses go.
    assert store.cap_history(100) == 10
    assert store.load_records() == before
    kept = store.history(limit=1000)
    assert [e.started for e in kept[:100]] == [r.date for r in reversed(before.by_key["beginner"].recent)]
    store.record_result(result("beginner", True, 60_000, "2024-03-09T10:00:00"))
    assert store.cap_history(100) == 1  # a cap applied again folds the next oldest game, still by date
    after = store.load_records().by_key["beginner"]
    assert (after.played, after.streak, after.longest_streak) == (151, 2, 30)


def test_a_damaged_game_sets_no_puzzles_best_time(tmp_path: Path) -> None:
    import sqlite3

    store = Store(tmp_path)
    puzzle_id = store.save_puzzle(Puzzle("Corners", Layout.parse("*..\n...\n..*"), ((1, 1),)), DAY)
    for ms in (4_200, 3_000):
        assert store.record_result(replace(result("3x3n2", True, ms), puzzle_id=puzzle_id))
    assert [p.best_ms for p in store.puzzles()] == [3_000]
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("UPDATE games SET actions = 'garbage' WHERE ms = 3000")
    sqlite3.connect(":memory:").close()
    assert [p.best_ms for p in store.puzzles()] == [4_200]
