"""The data folders as the store finds them: one that cannot even be looked at (a name too long for the system, a
folder inside one the player may not enter) is one notice and a game played without saving. A folder the player
cannot enter, as a real process: ``tests/e2e/test_data_folders.py``."""

from __future__ import annotations

from pathlib import Path

from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.test_pending_results import finished_game
from tests.test_session import fixed, session, win

TOO_LONG = "a" * 300  # one name longer than any file system takes (255 bytes)


def test_a_folder_name_too_long_for_the_system_is_one_notice_and_nothing_is_saved(tmp_path: Path) -> None:
    folder = tmp_path / TOO_LONG
    s = session(folder)
    s.recover()
    assert s.store is not None
    assert s.store.load_settings() == Settings()
    assert s.store.save_settings(Settings(zoom=2)) is False
    fixed(s)
    win(s)  # the result cannot be kept, and the game still ends
    assert s.game is not None and s.game.is_over
    assert s.store.history() == [] and s.store.load_records().by_key["custom"].played == 0
    told = s.take_notices()
    about_the_folder = [notice for notice in told if str(folder) in notice]
    assert about_the_folder == [f"Nothing will be saved in {folder}: File name too long"], told


def test_a_folder_name_too_long_is_named_as_why_the_results_cannot_be_read(tmp_path: Path) -> None:
    folder = tmp_path / TOO_LONG
    store = Store(folder)
    assert store.results_unread == f"the results in {folder} cannot be read: File name too long"
    assert store.take_notices() == []  # the caller says it, in its own words


def test_a_folder_that_can_be_read_has_no_reason_not_to_be(tmp_path: Path) -> None:
    store = Store(tmp_path / "new")
    assert store.results_unread is None
    store.record_result(finished_game())
    assert store.results_unread is None and len(store.history()) == 1
