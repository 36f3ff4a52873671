"""What the personal records need, kept: each game's style, its interrupted mark (paused or resumed after its first
move, set by the session and kept through the save, the journal's full save and the results database) and
ms-toollib's effective clicks; a database of the version before gains them (the style worked out from the moves
kept), and a level's games are read back for the records in one query."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from minesweeper.core.actions import Kind
from minesweeper.core.generate import FixedMines
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.figures import effective_clicks
from minesweeper.core.metrics.records import SORTS, STYLES, RecordRow, averages, rank_sentence, table
from minesweeper.core.play import Play
from minesweeper.core.presets import PRESETS
from minesweeper.session import Session
from minesweeper.store import Store
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION
from tests.test_results_db import DAY, result
from tests.test_session import Clock

# The ranked Beginner's size: a preset, so its games are in the records. (0,7) opens the lower half; the numbers
# between the mines above are clicked one by one.
ROWS = ["*.*.*.*.", "........", "*.*.*.*.", "........", "**......", "........", "........", "........"]
BOARD = Layout.parse("\n".join(ROWS))


def session(folder: Path, clock: Clock) -> Session:
    return Session(Store(folder), clock=clock, wall=lambda: datetime(2025, 3, 1, 9, 30))


def start(s: Session) -> None:
    s.new_game(PRESETS["beginner8"], FixedMines(BOARD))


def win(s: Session, clock: Clock, *, flag: bool = False) -> None:
    """Open every safe cell not yet open, a second apart (a flag on a mine first, for a flagging game)."""
    assert s.game is not None
    if flag:
        s.apply(Kind.FLAG, 0, 0)
    for y in range(8):
        for x in range(8):
            if not BOARD.has_mine(x, y) and not s.game.tile(x, y).is_open and not s.game.is_over:
                clock.seconds += 1
                s.apply(Kind.REVEAL, x, y)
    assert s.game.is_over


def columns(folder: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(folder / "results.sqlite3") as db:
        return db.execute("SELECT style, interrupted, ce FROM games ORDER BY id").fetchall()


# ------------------------------------------------------------------ the interrupted mark


def test_a_game_played_through_is_not_interrupted_and_keeps_its_style_and_effective_clicks(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    win(s, clock)
    s.close()
    start_again = session(tmp_path, clock)
    start(start_again)
    win(start_again, clock, flag=True)
    assert start_again.last_result is not None
    ce = effective_clicks(start_again.last_result)
    start_again.close()
    assert columns(tmp_path)[0][:2] == ("nf", 0)
    assert columns(tmp_path)[1] == ("fl", 0, ce)
    store = Store(tmp_path)
    assert [store.stored_game(entry.row_id) is not None for entry in store.history()] == [True, True]


def test_pausing_after_the_first_move_marks_the_game_and_before_it_does_not(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    s.pause()  # no move yet: nothing to mark
    s.unpause()
    assert not s.interrupted
    s.apply(Kind.REVEAL, 0, 7)
    s.pause()
    assert s.interrupted
    saved = json.loads((tmp_path / "resume.json").read_text())
    assert saved["interrupted"] is True  # kept at once: a game continued later stays marked
    s.unpause()
    win(s, clock)
    s.close()
    assert columns(tmp_path)[0][1] == 1
    [entry] = Store(tmp_path).history()
    game = Store(tmp_path).stored_game(entry.row_id)
    assert game is not None and game.play.interrupted


def test_a_game_continued_from_its_save_is_interrupted(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    s.apply(Kind.REVEAL, 0, 7)
    s.close()  # saved, never paused
    assert "interrupted" not in json.loads((tmp_path / "resume.json").read_text())
    again = session(tmp_path, clock)
    assert again.resume(FixedMines(BOARD)) is not None and again.interrupted
    win(again, clock)
    again.close()
    [row] = Store(tmp_path).records("beginner8")
    assert row.interrupted and row.won


def test_a_finished_game_paused_on_its_card_is_not_marked(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    win(s, clock)
    s.pause()  # History opened over the results card
    assert not s.interrupted
    s.close()
    [row] = Store(tmp_path).records("beginner8")
    assert not row.interrupted


def test_a_save_from_before_the_mark_reads_as_not_interrupted_and_a_bad_mark_is_refused() -> None:
    assert not Play.from_dict({}, size=(8, 8)).interrupted
    assert Play.from_dict(Play(interrupted=True).to_dict(), size=(8, 8)).interrupted
    assert "interrupted" not in Play().to_dict()
    try:
        Play.from_dict({"interrupted": "yes"}, size=(8, 8))
    except ValueError as error:
        assert "interrupted" in str(error)
    else:
        raise AssertionError("a mark that is not true or false was read")


# ------------------------------------------------------------------ reading a level's games


def test_a_levels_games_are_read_for_the_records_in_the_order_played(tmp_path: Path) -> None:
    clock = Clock()
    for flag in (False, True, False):
        s = session(tmp_path, clock)
        start(s)
        win(s, clock, flag=flag)
        s.close()
    store = Store(tmp_path)
    rows = store.records("beginner8")
    assert [r.style for r in rows] == ["nf", "fl", "nf"] and all(r.kind == "classic" for r in rows)
    assert [r.row_id for r in rows] == [1, 2, 3]
    assert all(r.bbbv == r.bbbv_solved and r.clicks >= (r.bbbv_solved or 0) for r in rows)
    assert rows[0].ms == rows[2].ms and [r.row_id for r in table(rows, style="nf")] == [1, 3]  # a tie: as recorded
    sentence = rank_sentence(rows, rows[1].game_id)  # the wins of both styles, then its own
    by_time = 1 + sum((r.ms, r.row_id) < (rows[1].ms, rows[1].row_id) for r in rows)  # ties: as recorded
    by_rate = 1 + sum((-(r.bbbv_s or 0), r.ms, r.row_id) < (-(rows[1].bbbv_s or 0), rows[1].ms, 2) for r in rows)
    assert sentence == (
        f"#{by_time} of 3 by time, #{by_rate} by 3BV/s among your Beginner 8×8 wins; #1 of 1 by time among your FL wins"
    )
    assert store.records("expert") == [] and store.records("custom") == []
    assert store.last_level() == "beginner8"


def test_practice_custom_imported_and_damaged_games_are_left_out(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.last_level() is None
    store.record_result(result("5x5n3", True))  # custom: no level
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute(
            "INSERT INTO games (difficulty, ranked_key, started, ms, outcome, imported) "
            "VALUES ('expert', 'expert', ?, 90000, 'won', 1)",
            (DAY,),
        )
    [imported] = store.records("expert")  # an imported result kept no game: in the records by time only
    assert (imported.ms, imported.bbbv, imported.style, imported.bbbv_s) == (90_000, None, None, None)
    assert table(store.records("expert")) == [imported] and table(store.records("expert"), sort="bbbv_s") == []
    assert table(store.records("expert"), style="nf") == []
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    win(s, clock)
    s.close()
    s = session(tmp_path, clock)
    assert s.store is not None
    [kept] = s.store.history(difficulty="beginner8")
    game = s.store.stored_game(kept.row_id)
    assert game is not None
    s.practice_from(game.record, 1)
    win(s, clock)
    s.close()
    assert len(Store(tmp_path).history(difficulty="beginner8")) == 2
    assert len(Store(tmp_path).records("beginner8")) == 1  # the practice game is not among them
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("UPDATE games SET style = 'xx' WHERE id = ?", (kept.row_id,))
    assert Store(tmp_path).records("beginner8") == []  # damaged: in no statistic


# ------------------------------------------------------------------ the migration


def test_a_version_7_database_gains_the_style_from_its_moves_and_reads_for_the_records(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statements in MIGRATIONS[:7]:
            for statement in statements:
                db.execute(statement)
        db.execute("PRAGMA user_version = 7")
        layout = "\n".join(ROWS)
        for actions, started in (("F0,0@0 R0,7@500 R1,0@1500", "2025-01-01T10:00:00"), ("R0,7@0", DAY)):
            db.execute(
                "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome, "
                "bbbv, bbbv_solved, clicks_left) VALUES (?, 'beginner8', 'beginner8', ?, ?, ?, 1500, 'lost', 10, 2, 2)",
                (f"old-{started}", layout, actions, started),
            )
        db.execute(
            "INSERT INTO games (difficulty, ranked_key, started, ms, outcome, imported) "
            "VALUES ('beginner8', 'beginner8', ?, 9000, 'won', 1)",
            (DAY,),
        )
    store = Store(tmp_path)
    rows = store.records("beginner8")
    assert [(r.style, r.ce, r.interrupted, r.won) for r in rows] == [
        ("nf", None, False, False),
        (None, None, False, True),  # the imported result, with no game: no style
        ("fl", None, False, False),
    ]
    assert columns(tmp_path) == [("fl", 0, None), ("nf", 0, None), (None, 0, None)]
    assert all(entry.damage is None for entry in store.history())
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == len(MIGRATIONS)


def test_a_row_whose_style_was_never_written_has_it_worked_out_when_read(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    win(s, clock, flag=True)
    s.close()
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("UPDATE games SET style = NULL")
    [row] = Store(tmp_path).records("beginner8")
    assert row.style == "fl"


def test_capping_the_history_changes_no_record(tmp_path: Path) -> None:
    store = Store(tmp_path)
    for n in range(160):  # the oldest are the slowest but the best by 3BV/s; a loss every third game
        game = result("beginner8", n % 3 != 0, 60_000 - 100 * n, f"2025-01-01T10:{n // 60:02d}:{n % 60:02d}")
        bbbv = 60 if n < 15 else 20
        store.record_result(replace(game, bbbv=bbbv, bbbv_solved=bbbv if game.won else bbbv // 2))
    before = store.records("beginner8")

    def shown(rows: list[RecordRow]) -> list[object]:
        return [
            *(table(rows, style=style, kind="classic", sort=sort) for style in STYLES for sort in SORTS),
            *(averages(rows, style=style) for style in STYLES),
        ]

    assert store.cap_history(100) > 0
    after = store.records("beginner8")
    assert len(after) < len(before) and shown(after) == shown(before)
    assert table(after, sort="bbbv_s")[0].bbbv == 60  # an old game, kept for its 3BV/s


def test_the_session_says_a_wins_place_once_it_is_recorded_and_a_loss_has_none(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    start(s)
    assert s.place() is None  # nothing finished yet
    win(s, clock)
    assert s.place() == "#1 of 1 by time, #1 by 3BV/s among your Beginner 8×8 wins"
    start(s)
    s.apply(Kind.REVEAL, 0, 7)
    s.apply(Kind.REVEAL, 0, 0)  # a mine
    assert s.game is not None and s.game.is_over and s.place() is None
    s.close()
