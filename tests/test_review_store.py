"""Reviews kept with their games (results database version 5), and practice games: played on from a moment of a
finished game, kept in the history, never ranked and never counted."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.errors import RecordError
from minesweeper.core.generate import FixedMines
from minesweeper.core.play import Play
from minesweeper.core.ranking import is_ranked
from minesweeper.core.record import GameRecord, Outcome
from minesweeper.core.solver.judge import review
from minesweeper.store import Store
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION
from tests.core.boards import game_from, play
from tests.test_results_db import DAY, result
from tests.test_session import BOARD, fixed, session, win

LINE = ".*..."


def lost_line() -> GameRecord:
    return GameRecord.of(play(game_from(LINE), "R4,0", "F1,0", "F1,0", "R1,0"))


def test_a_version_4_file_gains_the_review_and_practice_columns_with_old_games_not_reviewed(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statements in MIGRATIONS[:4]:
            for statement in statements:
                db.execute(statement)
        db.execute("PRAGMA user_version = 4")
        db.execute(
            "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome) "
            "VALUES ('old', '5x1n1', 'custom', '.*...', 'R4,0@0 F1,0@1000 F1,0@2000 R1,0@3000', ?, 3000, "
            "'lost')",
            (DAY,),
        )
    store = Store(tmp_path)
    [entry] = store.history()
    assert entry.accuracy is None and store.review_of(entry.row_id) is None  # reviewed the first time it is shown
    game = store.stored_game(entry.row_id)
    assert game is not None and not game.play.practice
    judged = review(game.record)
    assert store.keep_review(game.game_id, judged)
    assert store.review_of(entry.row_id) == judged
    assert store.history()[0].accuracy == 0.5
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_damaged_kept_review_or_one_that_does_not_fit_the_moves_reads_as_not_reviewed(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.record_result(replace(result("5x1n1", False, game_id="g"), record=lost_line()))
    [entry] = store.history()
    for kept in ("{not json", review(GameRecord.of(play(game_from(LINE), "R4,0"))).to_json()):
        with sqlite3.connect(tmp_path / "results.sqlite3") as db:
            db.execute("UPDATE games SET review = ?, accuracy = 7", (kept,))
        assert store.review_of(entry.row_id) is None
        assert store.history()[0].accuracy is None and store.history()[0].damage is None


def test_practice_games_are_kept_in_the_history_but_never_ranked_nor_counted(tmp_path: Path) -> None:
    assert not is_ranked(won=True, assisted=False, practice=True)
    store = Store(tmp_path)
    store.record_result(result("beginner", True, game_id="real"))
    store.record_result(replace(result("beginner", True, 1000, game_id="practice"), play=Play(practice=True)))
    store.record_result(replace(result("beginner", False, game_id="practice-lost"), play=Play(practice=True)))
    row = store.load_records().by_key["beginner"]
    assert (row.played, row.won, [b.ms for b in row.best], len(row.recent)) == (1, 1, [5000], 1)
    assert store.rank("practice") is None and store.rank("real") == 1
    assert len(store.history()) == 3
    assert [e.practice for e in store.history()] == [True, True, False]  # newest first: the history marks them
    kept = [store.stored_game(e.row_id) for e in store.history()]
    assert sorted(g.play.practice for g in kept if g is not None) == [False, True, True]


def test_practice_from_a_moment_replays_the_moves_so_far_and_goes_on_the_clock_from_the_last(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    s.apply(Kind.REVEAL, 0, 0)  # BOARD's mine: lost
    lost = s.last_result
    assert lost is not None and lost.outcome is Outcome.LOST
    game = s.practice_from(lost.record, 1)  # undo the last click
    assert s.practice and game.actions == lost.record.actions[:1] and not game.is_over
    assert s.clock_ms() == lost.record.actions[0].t
    win(s)
    assert s.last_result is not None and s.last_result.play.practice and s.recorded
    store = Store(tmp_path)
    assert store.load_records().by_key["custom"].played == 1  # the lost game only
    assert len(store.history()) == 2
    with pytest.raises(RecordError):
        s.practice_from(lost.record, 2)  # that moment is the end of the game


def test_a_practice_game_in_progress_stays_practice_when_continued(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    s.apply(Kind.REVEAL, 0, 0)
    assert s.last_result is not None
    s.practice_from(s.last_result.record, 1)
    s.apply(Kind.FLAG, 0, 0)
    s.close()
    again = session(tmp_path)
    assert again.resume(FixedMines(BOARD)) is not None
    assert again.practice and again.game is not None and len(again.game.actions) == 2
