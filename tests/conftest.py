"""Shared test set-up: pygame always headless, and every test in private folders of its own.

No test opens a window or probes a sound card, and none reads or writes the real user's settings, saved
game, results or logs: every XDG folder (and the game's own data-folder variable) points into a fresh
temporary folder for each test, inherited by every process a test starts.

Hypothesis runs under one of two profiles, picked by the ``CI`` variable (``.ci/run`` sets it): in CI the
examples are derandomised (the same every run, so a red CI is never luck) and no example has a deadline (a
loaded CI machine is not a slow function); on a developer's machine the examples are fresh each run, with a
deadline generous enough for a machine shared with other work. A test's own ``@settings`` still wins.
"""

import os
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=timedelta(seconds=1))
settings.load_profile("ci" if os.environ.get("CI") else "dev")

XDG_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR")


@pytest.fixture(autouse=True)
def private_user_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("user")
    for variable in XDG_FOLDERS:
        folder = home / variable.removeprefix("XDG_").removesuffix("_HOME").lower()
        folder.mkdir(mode=0o700)
        monkeypatch.setenv(variable, str(folder))
    monkeypatch.setenv("HOME", str(home))  # the documents folder (exports) falls back to ~/Documents
    monkeypatch.delenv("MINESWEEPER_DATA_DIR", raising=False)
    return home
