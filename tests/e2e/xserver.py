"""A private Xvfb display and xdotool/ImageMagick helpers for tests that run the real window.

Each test gets its own display number, so parallel runs and a developer's own Xvfb never collide. When the
tools are missing the tests skip with the reason; CI's ``.ci/run`` installs them, so there they run (and
fail, naming the tool, if one is still missing).
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.conftest import require, watch

SCREEN = (1280, 1024)
TOOLS = ("Xvfb", "xdotool", "import")


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def require_tools() -> None:
    """Skip without the tools (fail in CI, which installs them)."""
    require(*TOOLS, package="xvfb xdotool imagemagick")


@contextmanager
def virtual_display(
    screen: tuple[int, int] = SCREEN, work_area: tuple[int, int, int, int] | None = None, *, no_reset: bool = False
) -> Iterator[str]:
    """Start Xvfb (no window manager) with a ``screen`` of that size on a display number it picks and
    reserves itself (``-displayfd``), so two test runs on one machine can never pick the same one, and yield
    its DISPLAY value once it answers (tests: require_tools first). ``work_area`` (x, y, width, height) is
    published on the root window as a window manager with panels publishes it (``_NET_WORKAREA``; needs xprop);
    the server then keeps it when its last client goes (``-noreset``), as it would keep a window manager.
    ``no_reset`` keeps the server as it is when its last client goes, work area or not: a server that resets then
    refuses whoever connects meanwhile, which a benchmark starting program after program must not meet."""
    if missing_tools():
        raise RuntimeError(f"no {', '.join(missing_tools())}: apt-get install xvfb xdotool imagemagick")
    read_end, write_end = os.pipe()
    keep = ["-noreset"] if work_area is not None or no_reset else []
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            f"{screen[0]}x{screen[1]}x24",
            "-nolisten",
            "tcp",
            *keep,
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end, "rb") as announced:
            number = announced.readline().strip()  # written once the server accepts clients; empty if it died
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not start (status {server.poll()})")
        display = f":{number.decode()}"
        if not _wait(functools.partial(_answers, display), 10):
            raise RuntimeError(f"Xvfb on {display} does not answer")
        if work_area is not None:
            subprocess.run(
                [
                    "xprop",
                    "-root",
                    "-f",
                    "_NET_WORKAREA",
                    "32c",
                    "-set",
                    "_NET_WORKAREA",
                    ",".join(map(str, work_area)),
                ],
                env={**os.environ, "DISPLAY": display},
                check=True,
                timeout=10,
            )
        yield display
    finally:
        server.terminate()
        server.wait(10)


@contextmanager
def window_manager(display: str) -> Iterator[None]:
    """openbox on ``display`` (tests: ``require("openbox", "xprop", ...)`` first), yielded once it has taken the screen
    (it names itself on the root window, ``_NET_SUPPORTING_WM_CHECK``): it frames every window, publishes its work
    area, and answers a window's size requests itself, as a player's desktop does. The server resets when its last
    client leaves (as the probe that found it answering did), and a client connecting meanwhile is refused: openbox
    refused so is started again."""
    env = {**os.environ, "DISPLAY": display}

    def running() -> bool:
        probe = subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True, text=True, check=False
        )
        return "window id" in probe.stdout

    said = ""
    for _ in range(5):
        manager = subprocess.Popen(
            ["openbox", "--sm-disable"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        if _wait(functools.partial(_settled, manager, running), 20) and manager.poll() is None:
            break
        manager.terminate()
        said = manager.communicate(timeout=10)[1]
    else:
        raise RuntimeError(f"openbox did not take the screen: {said}")
    try:
        yield
    finally:
        manager.terminate()
        manager.communicate(timeout=10)


def _settled(manager: subprocess.Popen[str], running: Callable[[], bool]) -> bool:
    """The window manager has either taken the screen or given up."""
    return manager.poll() is not None or running()


def _answers(display: str) -> bool:
    """Whether the server has finished starting: a client can connect and ask it a question."""
    probe = subprocess.run(
        ["xdotool", "getdisplaygeometry"],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        timeout=10,
        check=False,
    )
    return probe.returncode == 0


def _wait(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


class GameWindow:
    """The game started as a real process on a display, found by its pid and moved to the corner."""

    def __init__(self, display: str, args: list[str], data_dir: Path, *, move_to_corner: bool = True) -> None:
        self.env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
        self.started = time.time()
        self.process = watch(
            subprocess.Popen(
                [sys.executable, "-m", "minesweeper", "--data-dir", str(data_dir), *args],
                env=self.env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
        self.window = self._find_window(deadline=time.monotonic() + 30)
        if move_to_corner:
            self.xdotool("windowmove", "--sync", self.window, "0", "0")

    def _find_window(self, deadline: float) -> str:
        """The game's visible window. The game first opens a hidden 1×1 window and replaces it: a search that sees
        it go away mid-query fails (xdotool exits with 1), so the search is asked again until the deadline, unless
        the game itself has ended."""
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or self.process.poll() is not None:
                raise AssertionError(f"the game showed no window (exit status {self.process.poll()})")
            try:
                found = self.xdotool("search", "--sync", "--onlyvisible", "--pid", str(self.process.pid), timeout=left)
            except subprocess.CalledProcessError:
                time.sleep(0.05)
                continue
            if found.split():
                return found.split()[0]

    def geometry(self) -> tuple[int, int, int, int]:
        """The window's x, y, width and height on the screen."""
        shell = self.xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in shell.split())
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def xdotool(self, *args: str, timeout: float = 10) -> str:
        result = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout, check=True
        )
        return result.stdout

    def click(self, pos: tuple[int, int], *buttons: str) -> None:
        """Move to ``pos`` inside the window, then run xdotool mouse words such as "click", "1"."""
        self.xdotool("mousemove", "--window", self.window, str(pos[0]), str(pos[1]), *buttons)

    def screenshot(self, path: Path) -> Path:
        subprocess.run(["import", "-window", self.window, str(path)], env=self.env, check=True, timeout=30)
        return path

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
