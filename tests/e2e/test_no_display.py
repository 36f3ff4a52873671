"""With no display to open the window on, the game says so in one line, keeps it in its log and stops at once.

Each way of having none is tried through the launcher (the installed ``minesweeper`` command): no ``DISPLAY``, an
empty or garbage one, one that names no X server, a ``WAYLAND_DISPLAY`` with no compositor behind it, and a video
driver SDL does not have. None may leave the game running where nobody can see it, nor print SDL's or Wayland's own
lines, nor a traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper import launcher
from tests.e2e.test_launch import NO_STREAMS, log_of

PROMPT_S = 5.0  # the most a player may wait to be told


def unused_x_display() -> str:
    """A display number no X server here listens on."""
    return next(f":{n}" for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())


CASES = {
    "no DISPLAY": {},
    "empty DISPLAY": {"DISPLAY": ""},
    "garbage DISPLAY": {"DISPLAY": "garbage"},
    "DISPLAY of no server": {"DISPLAY": unused_x_display()},
    "Wayland leading nowhere": {"WAYLAND_DISPLAY": "wayland-nowhere"},
    "Wayland leading nowhere, runtime folder set": {"WAYLAND_DISPLAY": "wayland-nowhere", "XDG_RUNTIME_DIR": "."},
    "a driver SDL lacks": {"SDL_VIDEODRIVER": "bogus"},
}


def start(tmp_path: Path, variables: dict[str, str], *command: str) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path / "home"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "MINESWEEPER_DATA_DIR": str(tmp_path / "data"),
        "SDL_AUDIODRIVER": "dummy",
        launcher.NO_BOX_ENV: "1",  # (no box could show, yet a test must never wait on one)
        **variables,
    }
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, *command], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False
    )
    return result, time.monotonic() - started


@pytest.mark.parametrize("variables", CASES.values(), ids=CASES.keys())
def test_no_display_is_one_line_a_log_entry_and_a_prompt_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variables: dict[str, str]
) -> None:
    result, took = start(tmp_path, variables, "-m", "minesweeper.launcher")
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert len(lines) == 1 and lines[0].startswith("minesweeper: "), result.stderr
    assert "display" in lines[0] or "SDL_VIDEODRIVER" in lines[0]
    assert "--text" in lines[0]  # what the player can do instead
    assert took < PROMPT_S
    assert lines[0] in log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")


def test_no_display_without_streams_is_kept_in_the_log_and_tries_no_box(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started from an icon with no console: the log is where the line goes, and no message box is tried (one would
    need the display there is not: SDL's way to one may wait for ever)."""
    result, took = start(tmp_path, {"DISPLAY": unused_x_display(), launcher.NO_BOX_ENV: ""}, "-c", NO_STREAMS)
    assert result.returncode == 1
    log = log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")
    assert "cannot reach the display" in log
    assert "message box" not in log
    assert took < PROMPT_S


def test_the_game_without_its_launcher_says_the_same_line(tmp_path: Path) -> None:
    result, took = start(tmp_path, {}, "-m", "minesweeper")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        "minesweeper: no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set; start it from a "
        "desktop session, or play in the terminal with --text"
    ]
    assert took < PROMPT_S


def test_a_terminal_game_needs_no_display(tmp_path: Path) -> None:
    result, _ = start(tmp_path, {}, "-m", "minesweeper.launcher", "--text", "--version")
    assert result.returncode == 0, result.stderr
