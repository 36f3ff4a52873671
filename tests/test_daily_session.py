"""A daily game's life in a session: its board with the start cell opened as the first reveal at time 0, its clock
held until the player's first move, and its mark (the daily's date) kept through the save, its journal, a resume, the
results database, the pending folder and a replay file."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.daily.scheme import Daily, daily
from minesweeper.core.errors import IllegalMove, RecordError
from minesweeper.core.formats.replay_file import read_replay, replay_json
from minesweeper.core.generate import FixedMines
from minesweeper.core.play import Play
from minesweeper.core.record import Outcome, Resume
from minesweeper.session import Session
from minesweeper.store import Store
from tests.test_session import Clock

DATE = "2026-11-27"


def today_daily(level: str = "beginner", date: str = DATE) -> Daily:
    return daily(date, level)


def session(folder: Path | None, clock: Clock | None = None, *, on: str = DATE, hour: int = 10) -> Session:
    """A session whose wall clock reads ``on`` at ``hour`` o'clock."""
    when = datetime.fromisoformat(on).replace(hour=hour)
    return Session(Store(folder) if folder is not None else None, clock=clock or Clock(), wall=lambda: when)


def a_mine(board: Daily) -> tuple[int, int]:
    """A cell of ``board`` holding a mine: a flag there leaves every safe cell free to open."""
    layout = board.layout
    return next((x, y) for y in range(layout.height) for x in range(layout.width) if layout.has_mine(x, y))


def finish(s: Session, clock: Clock, *, won: bool, seconds: float = 1.0) -> None:
    """Play the daily in ``s`` to its end, ``seconds`` apart: every covered safe cell (a win), or a mine (a loss)."""
    game, board = s.game, s.game.layout if s.game is not None else None
    assert game is not None and board is not None
    cells = [(x, y) for y in range(game.height) for x in range(game.width)]
    for x, y in cells:
        if game.is_over:
            return
        if board.has_mine(x, y) != won and not game.tile(x, y).is_open:
            clock.seconds += seconds
            s.apply(Kind.REVEAL, x, y)


def test_a_daily_begins_with_its_start_cell_open_as_the_first_reveal_at_time_0() -> None:
    board = today_daily()
    s = session(None)
    game = s.new_daily(board)
    assert game.layout == board.layout and game.no_guess == board.no_guess
    assert game.actions == (Action(Kind.REVEAL, 4, 4, 0),)
    assert game.tile(4, 4).is_open and s.daily == DATE and not s.practice
    assert s.started is None  # the attempt starts at the player's first move


def test_the_clock_of_a_daily_starts_at_the_players_first_move_not_at_its_opening() -> None:
    clock = Clock()
    s = session(None, clock)
    s.new_daily(today_daily())
    clock.seconds += 30  # looking at the board: no time yet, paused or not
    s.pause()
    clock.seconds += 10
    s.unpause()
    clock.seconds += 5
    assert s.elapsed_ms() == 0 and not s.clock_started
    with pytest.raises(IllegalMove):
        s.apply(Kind.REVEAL, 4, 4)  # the opened cell: a wasted click, no move, and the clock still waits
    assert s.elapsed_ms() == 0 and not s.clock_started
    s.apply(Kind.FLAG, *a_mine(today_daily()))  # the first move, a flag as well as a reveal, starts the clock
    assert s.clock_started and s.started == f"{DATE}T10:00:00"
    clock.seconds += 2.5
    assert s.elapsed_ms() == 2500
    finish(s, clock, won=True, seconds=0.5)
    result = s.last_result
    assert result is not None and result.won and result.play.daily == DATE
    assert result.ms == result.record.actions[-1].t  # the game's time is counted from the player's first move
    assert result.play.wasted == (Action(Kind.REVEAL, 4, 4, 0),)
    # The opening is a left click made for the player at time 0 (as the EVF file has it): every move is a click, and so
    # is the wasted one; the effective clicks never outnumber them.
    assert result.play.clicks.total == len(result.record.actions) + 1
    assert result.play.clicks.effective <= result.play.clicks.total


def test_the_opening_alone_neither_takes_over_the_saved_game_nor_counts_as_an_attempt(tmp_path: Path) -> None:
    clock = Clock()
    first = session(tmp_path, clock)
    first.new_daily(today_daily())
    first.apply(Kind.FLAG, *a_mine(today_daily()))
    first.close()
    second = session(tmp_path, clock)
    assert second.waiting() is not None
    second.new_daily(today_daily("intermediate"))  # opened, no move: the saved Beginner daily is left as it is
    second.close()
    assert Store(tmp_path).history() == []
    third = session(tmp_path, clock)
    assert third.resume(FixedMines(today_daily().layout)) is not None and third.daily == DATE


def test_a_resumed_daily_is_the_same_attempt_with_its_mark_and_clock(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    s.new_daily(today_daily())
    s.apply(Kind.FLAG, *a_mine(today_daily()))
    clock.seconds += 3
    s.apply(Kind.FLAG, *a_mine(today_daily()))  # a journal line
    assert s.store is not None and s.store.journal_lines
    game_id = s.game_id
    s.close()
    clock.seconds += 3600
    again = session(tmp_path, clock, on="2026-11-28")  # continued the next day: still the attempt begun on its date
    assert again.resume(FixedMines(today_daily().layout)) is not None
    assert again.daily == DATE and again.game_id == game_id and again.elapsed_ms() == 3000
    finish(again, clock, won=False)
    assert again.last_result is not None and again.last_result.play.daily == DATE
    assert again.last_result.started == f"{DATE}T10:00:00" and again.last_result.game_id == game_id


def test_a_daily_of_another_date_is_practice() -> None:
    s = session(None)
    s.new_daily(today_daily(date="2026-11-20"), practice=True)
    assert s.practice and s.daily == "2026-11-20"


def test_the_daily_mark_travels_through_the_save_the_replay_file_and_the_pending_folder(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    s.new_daily(today_daily())
    finish(s, clock, won=True)
    result = s.last_result
    assert result is not None
    assert read_replay(replay_json(result)).play.daily == DATE
    resume = Resume(result.record, result.ms, "g", result.started, play=result.play)
    assert Resume.from_dict(resume.to_dict()).play.daily == DATE
    store = Store(tmp_path / "other")
    assert store.keep_pending(result) and store.record_pending() == (1, 0, 0)
    [entry] = store.history()
    assert entry.daily == DATE
    kept = store.stored_game(entry.row_id)
    assert kept is not None and kept.play.daily == DATE and kept.outcome is Outcome.WON


def test_play_writes_the_daily_only_when_it_is_one_and_checks_it_when_read() -> None:
    size = (9, 9)
    assert "daily" not in Play().to_dict()
    assert Play.from_dict(Play().to_dict(), size=size).daily == ""  # an older save is no daily
    marked = Play(practice=True, daily="2024-02-29")
    assert marked.to_dict()["daily"] == "2024-02-29"
    assert Play.from_dict(marked.to_dict(), size=size) == marked
    for bad in ("2026-02-30", "27-11-2026", "2026-11-27T10:00", 20261127, None, "x" * 1000):
        with pytest.raises(RecordError, match="daily"):
            Play.from_dict({**marked.to_dict(), "daily": bad}, size=size)
    assert replace(marked, daily="").to_dict() == Play(practice=True).to_dict()
