"""A game's life in a session: the clock, the saved game taken over or carried on, every result recorded
exactly once and before its save is removed, and two copies of the game on one data folder side by side."""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.errors import IllegalMove
from minesweeper.core.generate import FixedMines, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.session import ANOTHER_COPY, LEFT_ALONE, Session
from minesweeper.store import Store

BOARD = Layout.parse("*...\n....\n....\n...*")  # (1,1) opens just a 1; (2,1) floods the rest


class Clock:
    def __init__(self) -> None:
        self.seconds = 100.0

    def __call__(self) -> float:
        return self.seconds


def session(folder: Path | None, clock: Clock | None = None) -> Session:
    return Session(
        Store(folder) if folder is not None else None, clock=clock or Clock(), wall=lambda: datetime(2024, 5, 1, 10, 15)
    )


def fixed(s: Session, layout: Layout = BOARD) -> None:
    s.new_game(Difficulty.custom(layout.width, layout.height, layout.mine_count), FixedMines(layout))


def beginner(s: Session, seed: int = 1) -> None:
    s.new_game(PRESETS["beginner"], RandomMines(random.Random(seed)))


def played(folder: Path, key: str = "custom") -> tuple[int, int]:
    row = Store(folder).load_records().by_key[key]
    return row.played, row.won


def outcomes(folder: Path) -> list[tuple[str, int]]:
    with sqlite3.connect(folder / "results.sqlite3") as db:
        return db.execute("SELECT outcome, ms FROM games ORDER BY id").fetchall()


def win(s: Session) -> None:
    """Open every safe cell of BOARD, one at a time, a second apart."""
    assert s.game is not None
    for y in range(4):
        for x in range(4):
            if not BOARD.has_mine(x, y) and not s.game.tile(x, y).is_open and not s.game.is_over:
                s.apply(Kind.REVEAL, x, y)


# ----------------------------------------------------------------- the clock


def test_the_clock_starts_at_the_first_reveal_and_time_away_never_counts(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    beginner(s)
    clock.seconds += 5
    s.apply(Kind.FLAG, 0, 0)
    s.apply(Kind.REVEAL, 4, 4)
    clock.seconds += 12.5
    assert s.elapsed_ms() == 12_500
    s.close()
    clock.seconds += 3600  # an hour away
    again = session(tmp_path, clock)
    game = again.resume(RandomMines(random.Random(9)))
    assert game is not None and again.elapsed_ms() == 12_500
    clock.seconds += 1
    assert again.elapsed_ms() == 13_500


def test_pausing_stops_the_clock(tmp_path: Path) -> None:
    clock = Clock()
    s = session(None, clock)
    beginner(s)
    s.apply(Kind.REVEAL, 4, 4)
    clock.seconds += 2
    s.pause()
    clock.seconds += 50
    s.unpause()
    clock.seconds += 1
    assert s.elapsed_ms() == 3000


def test_an_illegal_move_changes_nothing_and_saves_nothing(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    with pytest.raises(IllegalMove):
        s.apply(Kind.CHORD, 1, 1)
    assert s.game is not None and s.game.actions == ()
    assert not (tmp_path / "resume.json").exists()


# ----------------------------------------------------------------- the saved game


def test_every_move_is_saved_and_continue_carries_on_exactly(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    s.apply(Kind.FLAG, 0, 0)
    assert s.game is not None
    again = session(tmp_path)
    s.close()
    game = again.resume(RandomMines(random.Random(0)))
    assert game is not None and str(game) == str(s.game) and game.actions == s.game.actions


def test_a_new_games_first_move_gives_up_the_saved_game_as_a_loss(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock)
    beginner(s)
    s.apply(Kind.REVEAL, 4, 4)
    clock.seconds += 31
    s.close()
    t = session(tmp_path, clock)
    offer = t.waiting()  # the terminal's first lines, the window's menu: "your first move here gives it up"
    assert offer is not None and offer.name == "Beginner" and not offer.open_elsewhere
    t.new_game(PRESETS["expert"], RandomMines(random.Random(2)))
    assert played(tmp_path, "beginner") == (0, 0)  # no move yet: nothing given up
    t.apply(Kind.REVEAL, 0, 0)
    assert outcomes(tmp_path) == [("given_up", 31_000)]
    assert "The unfinished Beginner game was replaced and counted as given up (a loss)" in t.take_notices()
    saved = json.loads((tmp_path / "resume.json").read_text())
    assert saved["difficulty"] == "expert"


def test_replacing_a_game_with_only_flags_counts_nothing(tmp_path: Path) -> None:
    s = session(tmp_path)
    beginner(s)
    s.apply(Kind.FLAG, 1, 1)
    s.close()
    t = session(tmp_path)
    assert t.waiting() is not None
    beginner(t, 5)
    t.apply(Kind.REVEAL, 4, 4)
    assert all(row.played == 0 for row in Store(tmp_path).load_records().by_key.values())
    assert t.take_notices() == []


def test_continuing_the_saved_game_counts_nothing_and_finishing_it_counts_once(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    s.close()
    t = session(tmp_path)
    assert t.resume(RandomMines(random.Random(0))) is not None
    t.apply(Kind.FLAG, 0, 0)
    assert played(tmp_path) == (0, 0)
    win(t)
    assert t.recorded and played(tmp_path) == (1, 1)
    assert not (tmp_path / "resume.json").exists()
    t.close()
    assert played(tmp_path) == (1, 1)


def test_a_new_game_before_any_move_leaves_the_saved_game_to_continue(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    beginner(s)  # F2, then quit without a move
    s.close()
    assert session(tmp_path).resume(RandomMines(random.Random(0))) is not None
    assert played(tmp_path) == (0, 0)


def test_a_saved_game_too_big_for_the_window_is_refused_with_a_message(tmp_path: Path) -> None:
    s = session(tmp_path)
    s.new_game(Difficulty.custom(600, 10, 5), RandomMines(random.Random(1)))
    s.apply(Kind.FLAG, 0, 0)
    s.close()
    t = session(tmp_path)
    assert t.resume(RandomMines(random.Random(1)), largest_side=500) is None
    [notice] = t.take_notices()
    assert "600×10" in notice and "minesweeper-text --resume" in notice
    assert (tmp_path / "resume.json").exists()


def test_a_save_whose_moves_do_not_apply_is_set_aside(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    s.close()
    data = json.loads((tmp_path / "resume.json").read_text())
    data["actions"].append("C0,3@0")
    (tmp_path / "resume.json").write_text(json.dumps(data))
    t = session(tmp_path)
    assert t.resume(RandomMines(random.Random(0))) is None
    assert "move 2" in t.take_notices()[0]
    assert any(p.name.startswith("resume.json.corrupt-") for p in tmp_path.iterdir())


# ----------------------------------------------------------------- results, exactly once and never lost


def test_a_finished_game_is_recorded_before_the_save_is_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    real = Store.remove_resume

    def remove(store: Store) -> bool:
        seen.append(played(tmp_path) == (1, 1))
        return real(store)

    monkeypatch.setattr(Store, "remove_resume", remove)
    s = session(tmp_path)
    fixed(s)
    win(s)
    assert seen == [True]


def test_a_result_the_database_refuses_waits_in_the_pending_folder_and_is_counted_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = session(tmp_path)
    fixed(s)
    s.apply(Kind.REVEAL, 1, 1)
    monkeypatch.setattr(Store, "record_new", lambda store, game: None)  # a full disk: every result refused
    win(s)
    assert not s.recorded and s.rank is None
    assert "will be counted as soon as the results database takes it" in s.take_notices()[-1]
    assert not (tmp_path / "resume.json").exists()  # the result is safe in its own file, so the save goes
    s.close()
    assert "will be counted at the next start" in s.take_notices()[-1]
    monkeypatch.undo()
    t = session(tmp_path)
    t.recover()
    assert played(tmp_path) == (1, 1)
    assert "1 result kept from an earlier run is now counted" in t.take_notices()[0]
    session(tmp_path).recover()
    assert played(tmp_path) == (1, 1)


def test_an_ended_game_an_older_version_kept_in_the_save_is_counted_at_the_next_start(tmp_path: Path) -> None:
    from minesweeper.core.record import GameRecord, Resume

    s = session(None)
    fixed(s)
    win(s)
    assert s.game is not None
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "resume.json").write_text(
        json.dumps(
            {"version": 2, **Resume(GameRecord.of(s.game), 9000, "done-1", "2024-05-01T10:00:00", True).to_dict()}
        )
    )
    t = session(tmp_path)
    t.recover()
    assert played(tmp_path) == (1, 1)
    assert not (tmp_path / "resume.json").exists()
    assert "had already ended; its result is now counted" in t.take_notices()[0]


def test_a_finished_game_found_in_the_save_is_counted_when_continued(tmp_path: Path) -> None:
    s = session(None)
    fixed(s)
    win(s)
    assert s.game is not None
    from minesweeper.core.record import GameRecord, Resume

    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "resume.json").write_text(
        json.dumps({"version": 2, **Resume(GameRecord.of(s.game), 9000, "done-1", "2024-05-01T10:00:00").to_dict()})
    )
    t = session(tmp_path)
    assert t.resume(RandomMines(random.Random(0))) is None
    assert played(tmp_path) == (1, 1)
    assert not (tmp_path / "resume.json").exists()


def beside_the_owner(folder: Path) -> tuple[Session, Session]:
    """A copy that owns the saved game (its game begun), and a second copy on the same folder with a Beginner game,
    not yet begun."""
    owner = session(folder)
    fixed(owner)
    owner.apply(Kind.REVEAL, 1, 1)
    other = session(folder)
    beginner(other)
    return owner, other


def test_a_started_game_nobody_saved_counts_as_given_up_when_abandoned(tmp_path: Path) -> None:
    _owner, other = beside_the_owner(tmp_path)
    other.apply(Kind.REVEAL, 4, 4)
    beginner(other, 2)  # starting over never dodges a loss
    assert outcomes(tmp_path) == [("given_up", 0)]


# ----------------------------------------------------------------- two copies on one data folder


def test_a_second_copy_plays_unsaved_beside_the_owner_and_never_touches_its_game(tmp_path: Path) -> None:
    first = session(tmp_path)
    fixed(first)
    first.apply(Kind.REVEAL, 1, 1)
    saved = (tmp_path / "resume.json").read_bytes()
    second = session(tmp_path)
    beginner(second)
    second.apply(Kind.REVEAL, 4, 4)
    second.apply(Kind.FLAG, 8, 8)
    assert second.take_notices() == [ANOTHER_COPY]  # said once
    assert (tmp_path / "resume.json").read_bytes() == saved
    assert played(tmp_path, "beginner") == (0, 0)  # the owner's game was not given up
    assert second.resume(RandomMines(random.Random(0))) is None
    assert "open in another" in second.take_notices()[0]
    win(first)
    assert played(tmp_path) == (1, 1)
    second.close()
    assert outcomes(tmp_path)[-1] == ("given_up", 0)  # the unsaved started game could never continue


def test_the_second_copys_notice_is_said_in_the_players_language(tmp_path: Path) -> None:
    from minesweeper.core.language.translate import _
    from minesweeper.language import install

    _first, second = beside_the_owner(tmp_path)
    install("de")
    second.apply(Kind.REVEAL, 4, 4)
    assert second.take_notices() == [_(ANOTHER_COPY)] != [ANOTHER_COPY]  # German, as the window and terminal show it


def test_a_copy_that_started_beside_the_owner_leaves_its_saved_game_alone_after_the_owner_quits(
    tmp_path: Path,
) -> None:
    owner = session(tmp_path)
    fixed(owner)
    owner.apply(Kind.REVEAL, 1, 1)
    second = session(tmp_path)
    second.recover()
    shown = second.waiting()
    assert shown is not None and shown.open_elsewhere  # "open in another window or terminal: it is left alone"
    beginner(second)
    second.apply(Kind.REVEAL, 4, 4)
    owner.close()  # "The game is saved: minesweeper-text --resume continues it"
    saved = (tmp_path / "resume.json").read_bytes()
    beginner(second, 2)
    second.apply(Kind.REVEAL, 4, 4)
    second.apply(Kind.FLAG, 0, 0)
    fixed(second)
    second.apply(Kind.REVEAL, 1, 1)
    assert (tmp_path / "resume.json").read_bytes() == saved
    assert played(tmp_path) == (0, 0)  # the owner's Custom game was not given up
    assert played(tmp_path, "beginner") == (2, 0)  # only this copy's own unsaved games, which could never continue
    assert second.take_notices() == [ANOTHER_COPY, LEFT_ALONE]  # each said once
    second.close()
    again = session(tmp_path)
    game = again.resume(RandomMines(random.Random(0)))
    assert game is not None and [str(a) for a in game.actions] == ["R1,1@0"]


def test_a_saved_game_another_copy_made_after_this_one_started_is_left_alone(tmp_path: Path) -> None:
    late = session(tmp_path)
    late.recover()
    assert late.waiting() is None
    other = session(tmp_path)
    fixed(other)
    other.apply(Kind.REVEAL, 1, 1)
    other.close()
    beginner(late)
    late.apply(Kind.REVEAL, 4, 4)
    assert late.take_notices() == [LEFT_ALONE]
    assert played(tmp_path) == (0, 0)
    assert json.loads((tmp_path / "resume.json").read_text())["difficulty"] == "4x4n2"


def test_an_offer_is_for_the_saved_game_shown_and_is_taken_back_while_another_copy_has_it(tmp_path: Path) -> None:
    first = session(tmp_path)
    fixed(first)
    first.apply(Kind.REVEAL, 1, 1)
    first.close()
    player = session(tmp_path)
    assert player.waiting() is not None  # offered: a new game here would give it up
    other = session(tmp_path)
    assert other.resume(RandomMines(random.Random(0))) is not None  # continued in another window meanwhile
    shown = player.waiting()
    assert shown is not None and shown.open_elsewhere  # the menu now says so: the offer is taken back
    other.close()
    beginner(player)
    player.apply(Kind.REVEAL, 4, 4)
    assert played(tmp_path) == (0, 0) and LEFT_ALONE in player.take_notices()
    shown = player.waiting()  # back on the menu, no other copy has it: offered again
    assert shown is not None and not shown.open_elsewhere
    beginner(player, 2)
    player.apply(Kind.REVEAL, 4, 4)
    assert played(tmp_path) == (1, 0)  # the Custom game, given up at the player's word
    assert json.loads((tmp_path / "resume.json").read_text())["difficulty"] == "beginner"


def test_a_saved_game_a_script_leaves_waiting_is_never_given_up_by_its_games(tmp_path: Path) -> None:
    first = session(tmp_path)
    fixed(first)
    first.apply(Kind.REVEAL, 1, 1)
    first.close()
    saved = (tmp_path / "resume.json").read_bytes()
    script = session(tmp_path)
    assert script.waiting() is not None  # named (the script is told of it), then left where it is
    script.leave_waiting()
    beginner(script)
    script.apply(Kind.REVEAL, 4, 4)
    assert script.take_notices() == []  # the front end has said it once, in its own words
    beginner(script, 2)
    script.apply(Kind.REVEAL, 4, 4)
    script.close()
    assert (tmp_path / "resume.json").read_bytes() == saved and played(tmp_path) == (0, 0)
    assert played(tmp_path, "beginner") == (2, 0)  # its own games, unsaved, are still counted


def test_a_saved_game_left_alone_is_continued_at_the_players_word(tmp_path: Path) -> None:
    owner = session(tmp_path)
    fixed(owner)
    owner.apply(Kind.REVEAL, 1, 1)
    second = session(tmp_path)
    beginner(second)
    second.apply(Kind.REVEAL, 4, 4)
    owner.close()
    game = second.resume(RandomMines(random.Random(0)))  # Continue, or C on the menu
    assert game is not None and game.tile(1, 1).is_open
    second.apply(Kind.FLAG, 0, 0)
    beginner(second, 3)  # now its own game: a new one gives it up, as in one copy
    second.apply(Kind.REVEAL, 4, 4)
    assert played(tmp_path) == (1, 0)
    assert json.loads((tmp_path / "resume.json").read_text())["difficulty"] == "beginner"


def test_the_save_can_be_owned_again_once_its_owner_finishes(tmp_path: Path) -> None:
    first = session(tmp_path)
    fixed(first)
    win(first)
    second = session(tmp_path)
    beginner(second)
    second.apply(Kind.REVEAL, 4, 4)
    assert second.take_notices() == []
    assert json.loads((tmp_path / "resume.json").read_text())["difficulty"] == "beginner"


def test_without_a_store_nothing_is_kept_and_nothing_fails() -> None:
    s = session(None)
    fixed(s)
    win(s)
    assert s.game is not None and s.game.is_over and not s.recorded
    s.close()


def test_a_puzzle_starts_part_open_and_its_result_names_it_even_after_continue(tmp_path: Path) -> None:
    s = session(tmp_path)
    difficulty = Difficulty.custom(BOARD.width, BOARD.height, BOARD.mine_count)
    game = s.new_game(difficulty, FixedMines(BOARD), opened=[(1, 0)], puzzle_id=7)
    assert game.tile(1, 0).is_open and not game.tile(1, 1).is_open
    s.apply(Kind.REVEAL, 1, 1)
    s.close()
    again = session(tmp_path)
    assert again.resume(FixedMines(BOARD)) is not None
    win(again)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("SELECT outcome, puzzle_id, opened FROM games").fetchall() == [("won", 7, "1,0")]


def test_a_result_keeps_the_boards_3bv_how_much_of_it_was_done_and_its_zini(tmp_path: Path) -> None:
    s = session(tmp_path)
    fixed(s)  # every number of BOARD borders its one opening: 3BV 1
    s.apply(Kind.REVEAL, 1, 1)  # a number of the opening's rim: the opening is not done
    s.apply(Kind.REVEAL, 0, 0)  # the mine
    fixed(s)
    win(s)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        rows = db.execute("SELECT outcome, bbbv, bbbv_solved, zini FROM games ORDER BY id").fetchall()
    assert rows == [("lost", 1, 0, 1), ("won", 1, 1, 1)]


def test_a_recorded_hand_is_kept_with_the_chord_setting_it_was_played_with(tmp_path: Path) -> None:
    from dataclasses import replace

    from minesweeper.core.hand import HandEvent, HandKind

    Store(tmp_path).save_settings(replace(Store(tmp_path).load_settings(), left_click_chord=False))
    s = session(tmp_path)
    fixed(s)
    s.record_hand(HandEvent(0, HandKind.MOVE, 3, 3))
    win(s)
    fixed(s)  # a game with no recorded hand: nothing to interpret, so no setting is kept
    win(s)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("SELECT left_click_chords FROM games ORDER BY id").fetchall() == [(0,), (None,)]
