"""Every notice the player is given is also in the log, written when it is made: a notice shown in a window
that was then closed, or to a terminal nobody kept, can still be read in the log file afterwards."""

from __future__ import annotations

import logging
import random
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.generate import RandomMines
from minesweeper.core.presets import PRESETS
from minesweeper.session import ANOTHER_COPY, Session
from minesweeper.store import Store


def logged(caplog: pytest.LogCaptureFixture, logger: str) -> list[str]:
    return [
        record.getMessage() for record in caplog.records if record.name == logger and record.levelno == logging.INFO
    ]


def test_a_store_notice_is_logged_once_when_it_is_made(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="minesweeper")
    (tmp_path / "settings.json").write_text("{ not json")
    store = Store(tmp_path)
    store.load_settings()
    store.load_settings()  # the same problem again is not said (nor logged) twice
    made = logged(caplog, "minesweeper.store.guard")
    notices = store.take_notices()
    assert notices and "settings.json" in notices[0]
    assert made == [f"notice: {notice}" for notice in notices]


def test_a_session_notice_is_logged_when_it_is_made(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="minesweeper")
    owner = Session(Store(tmp_path))
    owner.new_game(PRESETS["beginner"], RandomMines(random.Random(1)))
    owner.apply(Kind.REVEAL, 4, 4)
    second = Session(Store(tmp_path))
    second.new_game(PRESETS["beginner"], RandomMines(random.Random(2)))
    assert logged(caplog, "minesweeper.session") == []
    second.apply(Kind.REVEAL, 4, 4)
    second.apply(Kind.FLAG, 0, 0)
    assert logged(caplog, "minesweeper.session") == [f"notice: {ANOTHER_COPY}"]  # before anyone takes it
    assert second.take_notices() == [ANOTHER_COPY]
    second.close()
    owner.close()
