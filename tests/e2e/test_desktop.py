"""Double-click integration on Linux: the desktop entry, its install, and the real window it opens.

The entry's ``StartupWMClass`` must equal the window's X11 class for a task bar to group the window under
the entry's icon, and a start-up failure launched from the menu must show a message rather than vanish;
both are checked on a private Xvfb display. Install and uninstall run the Makefile targets for real,
into a temporary ``XDG_DATA_HOME``.
"""

from __future__ import annotations

import configparser
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minesweeper import __main__ as entry
from minesweeper import launcher
from minesweeper.gui.art.sheets import ICON_SIZES
from minesweeper.gui.screen import TITLE
from tests.e2e.conftest import require, watch
from tests.e2e.xserver import require_tools, virtual_display

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "assets" / "minesweeper.desktop"
# The command pip installed beside this interpreter: what `make install-desktop` points the entry at.
INSTALLED_COMMAND = Path(sys.executable).parent / "minesweeper"


def validate(path: Path) -> None:
    require("desktop-file-validate", package="desktop-file-utils")
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and result.stdout == "", result.stdout


def entry_keys(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def make(target: str, data_home: Path) -> None:
    subprocess.run(
        [
            "make",
            "--no-print-directory",
            "-C",
            str(ROOT),
            target,
            f"XDG_DATA_HOME={data_home}",
            f"MINESWEEPER_BIN={INSTALLED_COMMAND}",
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )


def installed_files(data_home: Path) -> list[Path]:
    icons = [data_home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "minesweeper.png" for n in ICON_SIZES]
    return [data_home / "applications" / "minesweeper.desktop", *icons]


def test_shipped_entry_is_valid_and_matches_the_window() -> None:
    validate(SHIPPED)
    keys = entry_keys(SHIPPED)
    assert keys["Type"] == "Application"
    assert keys["Name"] == TITLE
    assert keys["Exec"] == "minesweeper"
    assert keys["Icon"] == "minesweeper"
    assert keys["Terminal"] == "false"
    assert keys["Categories"] == "Game;LogicGame;"
    assert keys["StartupWMClass"] == entry.WM_CLASS
    assert keys["Comment"]


def test_install_desktop_and_uninstall_it_again(tmp_path: Path) -> None:
    assert os.access(INSTALLED_COMMAND, os.X_OK), f"{INSTALLED_COMMAND}: the package's gui-script is missing"
    data_home = tmp_path / "share"
    make("install-desktop", data_home)
    desktop, *icons = installed_files(data_home)
    validate(desktop)
    assert entry_keys(desktop)["Exec"] == str(INSTALLED_COMMAND)
    for size, icon in zip(ICON_SIZES, icons, strict=True):
        assert icon.read_bytes() == (ROOT / "assets" / "icons" / f"minesweeper-{size}.png").read_bytes()
    version = subprocess.run(
        [entry_keys(desktop)["Exec"], "--version"], capture_output=True, text=True, check=False, timeout=60
    )
    assert version.returncode == 0 and version.stdout.startswith("minesweeper "), version.stderr

    make("uninstall-desktop", data_home)
    assert [path for path in installed_files(data_home) if path.exists()] == []


# ---------------------------------------------------------------- a real X display


def x_environment(display: str, tmp_path: Path) -> dict[str, str]:
    """A desktop session's environment, reduced to what matters: a display, no console, a fresh home."""
    env = {name: value for name, value in os.environ.items() if not name.startswith(("SDL_", "MINESWEEPER_"))}
    return {
        **env,
        "DISPLAY": display,
        "SDL_AUDIODRIVER": "dummy",
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "MINESWEEPER_DATA_DIR": str(tmp_path / "data"),
    }


def top_level_windows(env: dict[str, str]) -> dict[str, str]:
    """Window id to title, for every window straight under the root (mapped or not)."""
    tree = subprocess.run(
        ["xwininfo", "-root", "-children"], env=env, capture_output=True, text=True, check=True, timeout=30
    ).stdout
    return dict(re.findall(r'^\s+(0x[0-9a-f]+) "(.*?)"', tree, re.MULTILINE))


def x_properties(env: dict[str, str], window: str, *names: str) -> dict[str, str]:
    """The first line of each property's value as xprop prints it, e.g. ``WM_CLASS(STRING) = "a", "b"``."""
    listing = subprocess.run(
        ["xprop", "-id", window, *names], env=env, capture_output=True, text=True, check=True, timeout=30
    ).stdout
    return {name: value.strip() for name, value in re.findall(r"^(\w+)\(.*?\) = (.*)$", listing, re.MULTILINE)}


def wait_for_window(env: dict[str, str], title: str, process: subprocess.Popen[str]) -> str:
    """The id of the first window with ``title``; fails if the process ends or nothing shows up in 30 s."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and process.poll() is None:
        found = [window for window, name in top_level_windows(env).items() if name == title]
        if found:
            return found[0]
        time.sleep(0.1)
    pytest.fail(f"no {title!r} window (process status {process.poll()})")


@pytest.fixture
def x_tools() -> None:
    require_tools()
    require("xprop", "xwininfo", package="x11-utils")


@pytest.mark.slow
@pytest.mark.usefixtures("x_tools")
@pytest.mark.parametrize(
    "command",
    [[sys.executable, "-m", "minesweeper"], [str(INSTALLED_COMMAND)]],
    ids=["python -m minesweeper", "installed command"],
)
def test_window_has_the_title_class_and_icon(tmp_path: Path, command: list[str]) -> None:
    with virtual_display() as display:
        env = {**x_environment(display, tmp_path), launcher.NO_BOX_ENV: "1"}  # a failure must not wait
        game = watch(
            subprocess.Popen(
                [*command, "--report-first-frame"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
            )
        )
        try:
            assert game.stdout is not None
            assert game.stdout.readline().startswith("first_frame")
            [window] = subprocess.run(
                ["xdotool", "search", "--pid", str(game.pid)],
                env=env,
                capture_output=True,
                text=True,
                check=True,
                timeout=30,
            ).stdout.split()
            properties = x_properties(env, window, "WM_CLASS", "_NET_WM_NAME", "WM_NAME", "_NET_WM_ICON")
            assert properties["WM_CLASS"] == f'"{entry.WM_CLASS}", "{entry.WM_CLASS}"'
            assert properties["_NET_WM_NAME"] == properties["WM_NAME"] == f'"{TITLE}"'
            assert properties["_NET_WM_ICON"].startswith("Icon (32 x 32)")
            game.send_signal(signal.SIGTERM)  # SDL turns it into the window's close event
            assert game.wait(30) == 0
        finally:
            game.kill()
            game.communicate()


@pytest.mark.slow
@pytest.mark.usefixtures("x_tools")
def test_failed_start_from_the_menu_shows_a_message_box(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = tmp_path / "missing.txt"
    with virtual_display() as display:
        env = x_environment(display, tmp_path)
        # Launched from a menu: stderr goes where nobody reads it, so only a box can tell the player.
        log = tmp_path / "state" / "minesweeper" / "log" / launcher.LOG_NAME
        game = watch(
            subprocess.Popen(
                [str(INSTALLED_COMMAND), "--board", str(missing)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            ),
            log,
        )
        try:
            box = wait_for_window(env, TITLE, game)
            subprocess.run(["xdotool", "key", "--window", box, "Return"], env=env, check=True, timeout=30)
            assert game.wait(30) == 2
        finally:
            game.kill()
            _, errors = game.communicate()
    assert f"cannot read {missing}" in errors
    monkeypatch.setenv("XDG_STATE_HOME", env["XDG_STATE_HOME"])
    assert f"cannot read {missing}" in launcher.log_path().read_text(encoding="utf-8")
