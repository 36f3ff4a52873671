"""The README's set-up followed word for word in a fresh clone: ``make speech`` installs playing by ear, then
``make run`` opens the window; and the venv broken as the README once said to install speech (``.venv/bin/pip install
'.[speech]'``, which replaces the editable install with a copy) is repaired by ``make run``, which opens the window.

One test, since the fresh venv (every package the Makefile pins, from pip's cache or its index) is most of its
time. The clone is a copy of the files git tracks, as they are in this working tree.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from tests.e2e.conftest import require
from tests.e2e.xserver import require_tools, virtual_display

ROOT = Path(__file__).resolve().parents[2]
INSTALL_S = 900  # a fresh venv: every pinned package, from pip's cache or its index
WINDOW_S = 60  # make's check, then the game's first start (it writes its bytecode)


def fresh_clone(into: Path) -> Path:
    """The files git tracks, copied as they are in this working tree."""
    listed = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True, timeout=60
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)
    return into


def environment(tmp_path: Path, display: str) -> dict[str, str]:
    """A player's shell: the display, and the game's folders kept in ``tmp_path``; pip keeps the user's cache and
    configuration, and nothing of this test run's (coverage, constraints) reaches the clone's own make."""
    kept = ("PATH", "HOME", "LANG", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_CERT")
    env = {name: os.environ[name] for name in kept if name in os.environ}
    return env | {
        "DISPLAY": display,
        "SDL_AUDIODRIVER": "dummy",
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "MINESWEEPER_DATA_DIR": str(tmp_path / "data"),
    }


def in_clone(clone: Path, env: dict[str, str], *command: str) -> None:
    """Run ``command`` in the clone as the README says to, and see it succeed."""
    result = subprocess.run(
        command,
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=INSTALL_S,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def window_opens(clone: Path, env: dict[str, str]) -> tuple[bool, str]:
    """Start ``make run``: whether the game's window became visible, and what make printed. The game is then closed
    as a signal closes it. One ``xdotool`` waits for the window, connected all along: a server whose last client
    leaves resets itself, refusing whoever connects meanwhile (the game, were xdotool asked again and again)."""
    search = subprocess.Popen(
        ["xdotool", "search", "--sync", "--onlyvisible", "--classname", "minesweeper"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    run = subprocess.Popen(
        ["make", "--no-print-directory", "run"],
        cwd=clone,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # make and the game, stopped together
    )
    try:
        deadline = time.monotonic() + WINDOW_S + INSTALL_S  # a repair reinstalls first
        while time.monotonic() < deadline and search.poll() is None and run.poll() is None:
            time.sleep(0.2)
        visible = search.poll() == 0
    finally:
        if search.poll() is None:
            search.kill()
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGTERM)
        search.communicate(timeout=30)
        said, _ = run.communicate(timeout=30)
    return visible, said


def test_the_readmes_speech_install_then_make_run_opens_the_window_and_a_broken_install_is_repaired(
    tmp_path: Path,
) -> None:
    require_tools()
    require("make", package="make")
    clone = fresh_clone(tmp_path / "clone")
    with virtual_display(no_reset=True) as display:  # (make's own X clients come and go)
        env = environment(tmp_path, display)
        in_clone(clone, env, "make", "--no-print-directory", "speech")
        assert subprocess.run([str(clone / ".venv/bin/python"), "-c", "import prism"], check=False).returncode == 0
        visible, said = window_opens(clone, env)
        assert visible, said
        assert "installing it again" not in said

        in_clone(clone, env, ".venv/bin/pip", "install", "--quiet", ".[speech]")  # the README's old words
        visible, said = window_opens(clone, env)
        assert visible, said
        assert "the venv no longer runs this clone: installing it again" in said
