"""What the player is told at start about results an earlier run kept waiting (in the pending folder, or on a full
disk in the reserve) is true, as a real terminal game shows it: the number said to be "now counted" is the number
the database newly took (a result it had already, left in the reserve by a ``kill -9`` between its recording and the
reserve's clearing, is not announced again, and one result kept fifty times is one), and results still waiting are
said to be where they are."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from minesweeper.core.record import FinishedGame
from minesweeper.store import Store, pending, reserve
from tests.e2e.test_launch import run_game
from tests.test_pending_results import finished_game, write_lock

COUNTED = "kept from an earlier run"


def games(count: int) -> list[FinishedGame]:
    game = finished_game()
    return [replace(game, game_id=f"kept-{number}") for number in range(count)]


def kept_in_reserve(data: Path, results: list[FinishedGame], *, recorded: bool) -> None:
    """The reserve holding ``results``, as an earlier run left it; ``recorded``: the database took them already (the
    run was killed after recording them, before the reserve was cleared)."""
    store = Store(data)
    assert store.keep_reserve_room() >= reserve.SMALLEST
    for game in results:
        assert store.keep_in_reserve(game)
        if recorded:
            assert store.record_result(game)
    store.close()


def counted(data: Path) -> int:
    with sqlite3.connect(data / "results.sqlite3") as db:
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])


def start_and_quit(data: Path) -> str:
    """A terminal game started on ``data`` (a folder's ``data``) and quit at once: what it told the player (its
    standard error)."""
    done = run_game(data.parent, "text", "--plain", stdin="q\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return done.stderr


def test_results_already_recorded_before_a_kill_are_not_announced_again(tmp_path: Path) -> None:
    data = tmp_path / "data"
    kept_in_reserve(data, games(3), recorded=True)
    told = start_and_quit(data)
    assert COUNTED not in told and "now counted" not in told, told
    assert counted(data) == 3
    assert reserve.read(data / "reserve", lambda notice: None) == []  # cleared all the same


def test_one_result_kept_fifty_times_is_announced_as_one(tmp_path: Path) -> None:
    data = tmp_path / "data"
    kept_in_reserve(data, games(1) * 50, recorded=False)
    told = start_and_quit(data)
    assert "notice: 1 result kept from an earlier run is now counted\n" in told, told
    assert counted(data) == 1


def test_only_the_results_newly_added_are_counted_in_the_notice(tmp_path: Path) -> None:
    data = tmp_path / "data"
    old, new = games(3)[:2], games(3)[2]
    kept_in_reserve(data, old, recorded=True)
    pending.write(data / "pending", new)  # and one more in the pending folder, never recorded
    pending.write(data / "pending", old[0])  # and one of the recorded ones in it too
    told = start_and_quit(data)
    assert "notice: 1 result kept from an earlier run is now counted\n" in told, told
    assert counted(data) == 3 and list((data / "pending").iterdir()) == []


def test_results_waiting_in_the_reserve_are_said_to_be_there_at_start_and_at_quit(tmp_path: Path) -> None:
    data = tmp_path / "data"
    kept_in_reserve(data, games(2), recorded=False)
    with write_lock(data):  # another copy holds the database: they cannot be counted yet
        told = start_and_quit(data)
    place = f"the room set aside for results ({data / 'reserve'})"
    assert f"they stay in {place} and will be counted later" in told, told
    assert f"they are kept in {place} and will be counted at the next start" in told, told
    assert str(data / "pending") not in told
    assert "notice: 2 results kept from an earlier run are now counted\n" in start_and_quit(data)
