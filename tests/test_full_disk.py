"""A full disk loses no result: when neither the database nor a pending file can take one, the reserve's own blocks
do, and it is counted at the next chance, once; when even the reserve is full, quitting asks the player first, in
the window and in the terminal, and nothing goes without their word."""

from __future__ import annotations

import errno
import io
from pathlib import Path

import pygame
import pytest

from minesweeper.session import Session
from minesweeper.store import pending, reserve
from minesweeper.text.game import TextGame
from tests.test_pending_results import full_disk
from tests.test_session import fixed, played, session, win


def no_room_for_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The database refuses (a full disk), and no new file can be made: the pending folder's writes fail too."""
    full_disk(monkeypatch)

    def refuse(folder: Path, game: object) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(pending, "write", refuse)


def test_a_result_no_file_can_take_goes_into_the_reserve_and_is_counted_at_the_next_start_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = session(tmp_path)
    first.recover()  # at start, while there is room, the reserve is made
    assert (tmp_path / "reserve").stat().st_size >= reserve.SMALLEST
    with monkeypatch.context() as patch:
        no_room_for_files(patch)
        for _ in range(3):
            fixed(first)
            win(first)
        assert first.unrecorded == 0  # all three are kept, in the reserve
        notices = first.take_notices()
        assert sum("kept in the room set aside" in notice for notice in notices) == 3
        first.close()
    assert played(tmp_path) == (0, 0)
    later = session(tmp_path)
    later.recover()  # the disk has room again
    assert played(tmp_path) == (3, 3)
    assert "3 results kept from an earlier run are now counted" in later.take_notices()
    assert reserve.read(tmp_path / "reserve", lambda notice: pytest.fail(notice)) == []  # cleared, room kept
    again = session(tmp_path)
    again.recover()
    assert played(tmp_path) == (3, 3)  # each counted once


def unrecorded_session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Session:
    """A session whose last result could be kept nowhere: no file, and the reserve full too."""
    s = session(tmp_path)
    s.recover()
    no_room_for_files(monkeypatch)
    monkeypatch.setattr(reserve, "keep", lambda path, payload: False)
    fixed(s)
    win(s)
    assert s.unrecorded == 1
    return s


def test_the_terminal_asks_before_quitting_with_a_result_kept_nowhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = unrecorded_session(tmp_path, monkeypatch)
    err = io.StringIO()
    game = TextGame.__new__(TextGame)  # just what keep_or_lose uses
    game.session, game.err = s, err
    monkeypatch.undo()  # the player frees some space, then presses Enter
    game.keep_or_lose(io.BytesIO(b"\n"))
    assert s.unrecorded == 0 and "1 result could not be saved" in err.getvalue()
    s.close()
    assert played(tmp_path) == (1, 1)


def test_the_terminal_loses_a_result_only_when_the_player_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = unrecorded_session(tmp_path, monkeypatch)
    err = io.StringIO()
    game = TextGame.__new__(TextGame)
    game.session, game.err = s, err
    game.keep_or_lose(io.BytesIO(b"\n\nlose\n"))  # still full: asked again, twice, until "lose"
    assert err.getvalue().count("could not be saved") == 3
    s.close()
    assert any("lost" in notice for notice in s.take_notices())


def test_the_window_stays_open_on_the_question_until_the_player_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper.gui.screens.unsaved import UnsavedScreen
    from tests.gui.driver import Driver

    driver = Driver(tmp_path)
    s = driver.app.ctx.session
    no_room_for_files(monkeypatch)
    monkeypatch.setattr(reserve, "keep", lambda path, payload: False)
    fixed(s)
    win(s)
    assert s.unrecorded == 1
    driver.post(pygame.QUIT)
    driver.step()
    assert driver.app.ctx.running and isinstance(driver.app.screen, UnsavedScreen)  # not closed: asked
    driver.key(pygame.K_RETURN)  # try again: still no room
    assert driver.app.ctx.running and "Still no room" in driver.app.screen.sentences()[0].text
    monkeypatch.undo()  # space freed
    driver.key(pygame.K_RETURN)
    assert not driver.app.ctx.running and s.unrecorded == 0  # kept, and the window closes as asked
    driver.app.close()
    assert played(tmp_path) == (1, 1)


def test_the_window_closes_losing_a_result_only_on_the_players_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.gui.driver import Driver

    driver = Driver(tmp_path)
    s = driver.app.ctx.session
    no_room_for_files(monkeypatch)
    monkeypatch.setattr(reserve, "keep", lambda path, payload: False)
    fixed(s)
    win(s)
    driver.post(pygame.QUIT)
    driver.step()
    driver.key(pygame.K_ESCAPE)  # back: the window stays open
    assert driver.app.ctx.running and s.unrecorded == 1
    driver.post(pygame.QUIT)
    driver.step()
    driver.key(pygame.K_q)  # quit and lose it: the player's word
    assert not driver.app.ctx.running
    assert played(tmp_path) == (0, 0)
