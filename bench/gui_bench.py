"""Benchmarks of the window: start-up, click-to-redraw, flood redraw, idle CPU and memory.

Start-up, idle CPU and memory are measured on real processes (under a private Xvfb when it is installed, so
the window is real; with SDL's dummy driver otherwise, and the table says which). Redraw times are measured
in-process through the same event-driven loop the tests drive. Start-up beside the peers (a bare pygame-ce
window, Tatham's Mines) is ``window_bench``'s.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.xserver import missing_tools, virtual_display
from tests.gui.driver import Driver

Row = dict[str, object]
STARTS = 7
IDLE_SECONDS = 6.0
SETTLE_SECONDS = 1.0  # let start-up work finish before idling is measured


@contextmanager
def display() -> Iterator[dict[str, str]]:
    """Environment for a real window: a private Xvfb when available, else SDL's dummy video driver."""
    if missing_tools():
        yield {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        return
    with virtual_display() as number:
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        yield {**env, "DISPLAY": number, "SDL_AUDIODRIVER": "dummy"}


def game_command(data_dir: str, *args: str) -> list[str]:
    return [sys.executable, "-m", "minesweeper", "--data-dir", data_dir, *args]


def first_frame_ms(env: dict[str, str]) -> float:
    """Process start to the first frame on screen, as the game itself reports it; the median of a few."""
    times = []
    with tempfile.TemporaryDirectory() as data_dir:
        for _ in range(STARTS):
            started = time.time()
            process = subprocess.Popen(
                game_command(data_dir, "--report-first-frame", "--exit-after-steps", "2"),
                env=env,
                stdout=subprocess.PIPE,
                text=True,
            )
            assert process.stdout is not None
            line = process.stdout.readline()
            process.wait(30)
            times.append((float(line.split()[1]) - started) * 1000)
    return statistics.median(times)


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc")


def idle_cpu_pct(pid: int) -> float:
    """CPU used while nobody touches the window; /proc counts in 10 ms ticks, hence the long window."""
    time.sleep(SETTLE_SECONDS)
    before, started = cpu_seconds(pid), time.monotonic()
    time.sleep(IDLE_SECONDS)
    return 100 * (cpu_seconds(pid) - before) / (time.monotonic() - started)


def idle_and_memory(env: dict[str, str]) -> tuple[float, float, float]:
    """Idle CPU on the menu and mid-game (timer running), and resident memory mid-game."""
    with tempfile.TemporaryDirectory() as data_dir:
        menu = subprocess.Popen(
            game_command(data_dir, "--report-first-frame"), env=env, stdout=subprocess.PIPE, text=True
        )
        assert menu.stdout is not None
        menu.stdout.readline()
        on_menu = idle_cpu_pct(menu.pid)
        menu.terminate()
        menu.wait(10)
        # Mid-game: a real first reveal starts the timer, so the 4 Hz timer events are part of the figure.
        game = subprocess.Popen(
            game_command(data_dir, "--preset", "expert", "--seed", "1", "--report-first-frame"),
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert game.stdout is not None
        game.stdout.readline()
        if "DISPLAY" in env:
            window = subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(game.pid)],
                env=env,
                capture_output=True,
                text=True,
                timeout=30,
                check=True,
            ).stdout.split()[0]
            subprocess.run(
                ["xdotool", "mousemove", "--window", window, "200", "200", "click", "1"],
                env=env,
                check=True,
                timeout=10,
            )
            time.sleep(0.5)
        mid_game = idle_cpu_pct(game.pid)
        memory = rss_mb(game.pid)
        game.terminate()
        game.wait(10)
    return on_menu, mid_game, memory


def click_redraw_ms() -> float:
    """One left click revealing a numbered cell on Expert: both events, the core, and the redraw."""
    with tempfile.TemporaryDirectory() as tmp:
        driver = Driver.preset(Path(tmp), "expert", seed=4)
        driver.click_cell(15, 8)
        game = driver.play.game
        layout = game.layout
        assert layout is not None

        def is_number(x: int, y: int) -> bool:
            return not layout.has_mine(x, y) and any(
                game.contains(x + dx, y + dy) and layout.has_mine(x + dx, y + dy)
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
            )

        numbers = [(x, y) for y in range(16) for x in range(30) if not game.tile(x, y).is_open and is_number(x, y)]
        random.Random(1).shuffle(numbers)
        times = []
        for x, y in numbers[:40]:
            started = time.perf_counter()
            driver.click_cell(x, y)
            times.append((time.perf_counter() - started) * 1000)
        driver.close()
    return statistics.median(times)


def flood_redraw_ms() -> float:
    """A click that floods a 100×100 board: the reveal plus repainting every visible cell it changed."""
    board = "\n".join(("*" if y == 99 else ".") * 3 + "." * 97 for y in range(100))
    times = []
    for _ in range(5):
        with tempfile.TemporaryDirectory() as tmp:
            driver = Driver(Path(tmp), layout=board)
            started = time.perf_counter()
            driver.click_cell(50, 10)
            times.append((time.perf_counter() - started) * 1000)
            opened = sum(1 for y in range(100) for x in range(100) if driver.play.game.tile(x, y).is_open)
            driver.close()
            if opened < 9000:
                raise AssertionError(f"the flood opened only {opened} cells: the benchmark is not measuring a flood")
    return statistics.median(times)


def rows() -> list[Row]:
    click = click_redraw_ms()
    flood = flood_redraw_ms()
    with display() as env:
        where = "Xvfb" if "DISPLAY" in env else "dummy video driver"
        start = first_frame_ms(env)
        on_menu, mid_game, memory = idle_and_memory(env)
    return [
        {"name": "start_to_first_frame_ms", "value": round(start, 1), "unit": "ms", "where": where},
        {"name": "click_redraw_expert_ms", "value": round(click, 2), "unit": "ms"},
        {"name": "flood_reveal_100x100_ms", "value": round(flood, 2), "unit": "ms"},
        {
            "name": "idle_cpu_pct",
            "value": round(max(on_menu, mid_game), 2),
            "unit": "%",
            "where": where,
            "menu": round(on_menu, 2),
            "mid_game": round(mid_game, 2),
        },
        {"name": "rss_mb", "value": round(memory, 1), "unit": "MB", "where": where},
    ]
