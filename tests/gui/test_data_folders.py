"""The window on a data folder it cannot use: one that cannot even be looked at (a name too long for the system;
as a real process, one inside a folder the player may not enter: ``tests/e2e/test_data_folders.py``) opens, says so
once, naming the folder and why, and plays a whole game without saving; a ``pending`` folder that is a link to
another program's folder is named once and left alone, its files as they were."""

from __future__ import annotations

from pathlib import Path

from minesweeper.core.game import GameState
from tests.gui.driver import Driver

BOARD = "...\n...\n..*"  # the first click at the corner opens every safe cell: won at once
TOO_LONG = "a" * 300


def window_notices(data: Path) -> tuple[GameState, list[str]]:
    """Open the window on ``data`` and win a game: how the game ended, and every notice naming ``data`` that the
    window gave meanwhile (its recent messages keep them all, in turn)."""
    driver = Driver(data, layout=BOARD)
    try:
        driver.click_cell(0, 0)
        state = driver.play.game.state
        driver.app.ctx.collect_notices()
        driver.play.flow.take_notices()
        return state, [text for text in driver.play.flow.bar.recent if str(data) in text]
    finally:
        driver.close()


def test_a_folder_that_cannot_be_looked_at_is_one_notice_and_the_window_plays_unsaved(tmp_path: Path) -> None:
    data = tmp_path / TOO_LONG
    state, notices = window_notices(data)
    assert state is GameState.WON
    assert notices == [f"Nothing will be saved in {data}: File name too long"]


def test_a_pending_folder_that_is_a_link_is_left_alone_by_the_window(tmp_path: Path) -> None:
    other = tmp_path / "another program"
    other.mkdir()
    (other / "config.json").write_text('{"theme": "dark"}')
    data = tmp_path / "data"
    data.mkdir()
    (data / "pending").symlink_to(other)
    state, notices = window_notices(data)
    assert state is GameState.WON
    assert notices == [
        f"{data / 'pending'} is a link to another folder, not a folder of Minesweeper's own: it is left alone, "
        "and no result is kept there"
    ]
    assert [path.name for path in other.iterdir()] == ["config.json"]
    assert (other / "config.json").read_text() == '{"theme": "dark"}'
