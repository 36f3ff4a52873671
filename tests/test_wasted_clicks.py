"""Wasted clicks (a click on an open cell, a chord that opens nothing) are kept with the game beside its moves: the
legal action list stays what it was (resume, replays, exports and the database's check of a row replay it), and
the timed list of wasted clicks goes with the game's play into the save, its journal, the pending folder, the
replay file and the results database (version 6: older games simply have none), for the review to judge."""

from __future__ import annotations

import io
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.errors import IllegalMove, RecordError
from minesweeper.core.formats.replay_file import read_replay, replay_json
from minesweeper.core.generate import FixedMines
from minesweeper.core.layout import Layout
from minesweeper.core.play import Play
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import GameRecord, Resume
from minesweeper.core.solver.judge import review
from minesweeper.core.solver.review import MoveClass
from minesweeper.store import Store
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION
from minesweeper.text.batch import print_review
from tests.core.boards import game_from, play
from tests.test_results_db import DAY, result
from tests.test_session import Clock, session

LINE = Layout.parse(".*...")  # E1 opens C1, D1 and E1 (C1 shows a 1); B1 is the mine, A1 the last safe cell


def test_a_click_that_changes_nothing_is_kept_as_a_wasted_click_and_never_as_a_move(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    s.new_game(Difficulty.custom(5, 1, 1), FixedMines(LINE))
    s.apply(Kind.REVEAL, 4, 0)
    for kind, x, y in ((Kind.REVEAL, 3, 0), (Kind.CHORD, 2, 0), (Kind.FLAG, 3, 0), (Kind.REVEAL, 9, 9)):
        clock.seconds += 0.5
        with pytest.raises(IllegalMove):
            s.apply(kind, x, y)
    assert s.game is not None and len(s.game.actions) == 1  # the game's moves are only its legal ones
    clock.seconds += 0.5
    s.apply(Kind.REVEAL, 0, 0)
    assert s.last_result is not None
    # Off the board is no click on the game; a click after the end is no part of it either.
    assert s.last_result.play.wasted == (
        Action(Kind.REVEAL, 3, 0, 500),
        Action(Kind.CHORD, 2, 0, 1000),
        Action(Kind.FLAG, 3, 0, 1500),
    )
    assert s.last_result.play.clicks.total - s.last_result.play.clicks.effective == 4  # IOE counts all four
    [entry] = s.store.history() if s.store is not None else []
    again = s.store.stored_game(entry.row_id) if s.store is not None else None
    assert again is not None and again.play.wasted == s.last_result.play.wasted
    assert again.record.actions == s.last_result.record.actions


def test_wasted_clicks_survive_the_journal_a_full_save_and_continue(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    s.new_game(Difficulty.custom(5, 1, 1), FixedMines(LINE))
    s.apply(Kind.REVEAL, 4, 0)
    clock.seconds += 1
    with pytest.raises(IllegalMove):
        s.apply(Kind.REVEAL, 3, 0)
    clock.seconds += 1
    s.apply(Kind.FLAG, 1, 0)  # kept as a journal line, with the wasted click before it
    assert s.store is not None and s.store.journal_lines
    saved = s.store.load_resume()
    assert saved is not None and saved.play.wasted == (Action(Kind.REVEAL, 3, 0, 1000),)
    clock.seconds += 1
    with pytest.raises(IllegalMove):
        s.apply(Kind.CHORD, 3, 0)  # a 0 cannot chord
    s.close()  # a full save folds everything in
    again = session(tmp_path, clock)
    assert again.resume(FixedMines(LINE)) is not None
    again.apply(Kind.REVEAL, 0, 0)
    assert again.last_result is not None
    assert again.last_result.play.wasted == (Action(Kind.REVEAL, 3, 0, 1000), Action(Kind.CHORD, 3, 0, 3000))


def test_the_save_and_the_replay_file_carry_wasted_clicks_and_refuse_ones_off_the_board() -> None:
    record = GameRecord.of(play(game_from(".*..."), "R4,0", "F1,0", "R0,0"))
    wasted = (Action(Kind.REVEAL, 3, 0, 500),)
    resume = Resume(record, 3000, "g", DAY, play=Play(wasted=wasted))
    assert Resume.from_dict(resume.to_dict()).play.wasted == wasted
    assert "wasted" not in Resume(record, 3000, "g", DAY).to_dict()  # a game with none writes what it always did
    finished = replace(result("5x1n1", True, 2000, game_id="g"), record=record, play=Play(wasted=wasted))
    assert read_replay(replay_json(finished)).play.wasted == wasted
    for bad in (["R5,0@500"], ["R3,0@9000"], ["nonsense"], "R3,0@500"):
        with pytest.raises(RecordError):
            Resume.from_dict({**resume.to_dict(), "wasted": bad})


def test_a_version_5_database_gains_the_wasted_clicks_and_its_games_read_back_with_none(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statements in MIGRATIONS[:5]:
            for statement in statements:
                db.execute(statement)
        db.execute("PRAGMA user_version = 5")
        db.execute(
            "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome) "
            "VALUES ('old', '5x1n1', 'custom', '.*...', 'R4,0@0 F1,0@1000 R0,0@2000', ?, 2000, 'won')",
            (DAY,),
        )
    store = Store(tmp_path)
    [entry] = store.history()
    game = store.stored_game(entry.row_id)
    assert game is not None and game.play.wasted == ()
    assert store.keep_review(game.game_id, review(game.record))
    assert store.review_of(entry.row_id) is not None
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_review_prints_wasted_clicks_in_time_order_with_the_moves(tmp_path: Path) -> None:
    record = GameRecord.of(play(game_from(".*..."), "R4,0", "F1,0", "R0,0"))  # at 0, 1000 and 2000 ms
    wasted = (Action(Kind.REVEAL, 3, 0, 500), Action(Kind.CHORD, 2, 0, 1500))
    store = Store(tmp_path)
    store.record_result(replace(result("5x1n1", True, 2000, game_id="g"), record=record, play=Play(wasted=wasted)))
    out = io.StringIO()
    print_review(store, 1, out)
    assert out.getvalue().splitlines() == [
        "1 0.000 reveal 5,1 first",
        "2 0.500 reveal 4,1 wasted",
        "3 1.000 flag 2,1 proven",
        "4 1.500 chord 3,1 wasted",
        "5 2.000 reveal 1,1 proven",
        "review: moves=5 proven=2 forced=0 risky=0 avoidable=0 blunder=0 wasted=2 accuracy=0.60 luck=1.00",
    ]
    again = io.StringIO()
    print_review(store, 1, again)  # the kept review, read back, fits the game and prints the same
    assert again.getvalue() == out.getvalue()
    assert store.review_of(1) is not None


def test_a_wasted_click_says_why_it_changed_nothing_and_maps_to_the_replays_moves() -> None:
    record = GameRecord.of(play(game_from(".*..."), "R4,0", "F1,0", "R0,0"))
    wasted = (Action(Kind.REVEAL, 3, 0, 500), Action(Kind.CHORD, 2, 0, 1500), Action(Kind.FLAG, 2, 0, 1500))
    judged = review(record, wasted=wasted)
    moves = judged.moves
    assert [(m.number, m.cls, m.refused) for m in moves] == [
        (1, MoveClass.FIRST, False),
        (2, MoveClass.WASTED, True),
        (3, MoveClass.PROVEN, False),
        (4, MoveClass.WASTED, True),
        (5, MoveClass.WASTED, True),
        (6, MoveClass.PROVEN, False),
    ]
    assert moves[1].text == "Wasted: the reveal on D1 changed nothing: that cell is already open"
    assert moves[3].text == (
        "Wasted: the chord on C1 changed nothing: everything around that number is already open or flagged"
    )
    assert moves[4].text == "Wasted: the flag on C1 changed nothing: an open cell cannot be flagged"
    assert [judged.index_after(n) for n in range(4)] == [0, 1, 3, 6]  # the replay after n moves shows this one next
    assert [judged.actions_before(i) for i in range(7)] == [0, 1, 1, 2, 2, 2, 3]  # the board each is judged from
    # A replay between the second move and the wasted chord shows the chord next; at the chord's moment (made) the
    # flag's wasted click of the same millisecond is made too, and the last move comes next.
    assert [judged.index_at(2, t) for t in (moves[2].t, 1499, 1500)] == [3, 3, 5]
    assert (judged.index_at(1, 499), judged.index_at(1, 500), judged.index_at(3, 10**6)) == (1, 2, 6)
    assert type(judged).from_json(judged.to_json()) == judged
    assert judged.action_count == 3
