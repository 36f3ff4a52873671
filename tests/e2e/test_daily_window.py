"""Today's daily opened from the menu of the real window under Xvfb, with real keys from xdotool: the window's title
(as the window system has it, read back with xprop) names the daily by its date, level and fingerprint."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from minesweeper.core.daily.scheme import daily, today
from tests.e2e.conftest import require
from tests.e2e.xserver import GameWindow, require_tools, virtual_display

TITLE_WAIT_S = 30


def window_title(window: GameWindow) -> str:
    """The window's title in UTF-8 (``_NET_WM_NAME``), as a window manager would show it."""
    said = subprocess.run(
        ["xprop", "-id", window.window, "-notype", "_NET_WM_NAME"],
        env=window.env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=10,
        check=True,
    ).stdout
    return said.partition(" = ")[2].strip().strip('"')


def test_todays_daily_opened_from_the_menu_names_itself_in_the_window_title(tmp_path: Path) -> None:
    require_tools()
    require("xprop", package="x11-utils")
    days = {today()}
    with virtual_display() as display:
        window = GameWindow(display, [], tmp_path / "data")
        try:
            assert window_title(window) == "Minesweeper"  # the menu
            window.xdotool("key", "--window", window.window, "d")  # the Daily screen
            window.xdotool("key", "--window", window.window, "Return")  # today's daily of the level chosen: Beginner
            deadline = time.monotonic() + TITLE_WAIT_S
            title = window_title(window)
            while title == "Minesweeper" and time.monotonic() < deadline:
                time.sleep(0.05)
                title = window_title(window)
        finally:
            window.close()
    days.add(today())  # the test may have run over midnight
    names = {f"Minesweeper — {daily(day, 'beginner').name}" for day in days}
    assert title in names, f"the window's title is {title!r}, not one of {names}"
