"""Benchmark: process start until the window is visible, ours beside a bare pygame-ce window and Tatham's Mines.

A player judges start-up by when the window appears, so the three programs are measured exactly alike: each
is started on a private Xvfb display with no window manager, ``xdotool search --onlyvisible --pid PID`` is
asked in a tight loop until it names a window, and the figure is the wall time from just before the process
was started to the answer; it is therefore late by at most one xdotool call, the same for all three. The
bare window (``bench/bare_window.py``, at our start window's size, read from our own window) is a plain pygame
program's start (``import pygame``, the display, one window), so ours / bare is what our start adds to that, or, as
ours loads only pygame's window modules before its start window shows (``gui.platform.early_pygame``), what it saves;
Tatham's Mines (GTK, in C) is what a player already has. The programs take turns run by run, each round starting
with the next one, so a burst of load on this shared two-core machine falls on all of them; the rows give medians. One
unmeasured start of each comes first, to fill the disk cache and write Python's bytecode: a user's installed
copy has its bytecode, so it is never switched off here (PYTHONDONTWRITEBYTECODE is dropped for the runs). Ours
looks its folders up as a player's does, and its unmeasured start keeps the start window the measured ones show
(``gui.platform.start_window``), as every start but a player's very first does.
``python bench/window_bench.py`` also prints where our imports spend their time (``-X importtime``).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from minesweeper.store import ENV_VAR
from tests.e2e.xserver import virtual_display

Row = dict[str, object]
RUNS = 25  # this machine is shared: fewer let a burst of load elsewhere move the medians
TIMEOUT_S = 30.0
ATTEMPTS = 3
BARE = Path(__file__).resolve().with_name("bare_window.py")
TATHAM = "/usr/games/sgt-mines"
OURS_NAME, BARE_NAME, TATHAM_NAME = "ours", "bare pygame-ce window", "Tatham's Mines (sgt-mines)"
SCREEN = (1280, 1024)
TOOLS = ("Xvfb", "xdotool")
XDG_FOLDERS = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


@dataclass
class Program:
    """One program under test: how to start it and the start-to-visible times measured so far."""

    name: str
    command: list[str]
    times_ms: list[float] = field(default_factory=list)
    polls_ms: list[float] = field(default_factory=list)  # how long each xdotool search took: the resolution
    retries: int = 0  # starts that exited before showing a window, started again
    cpu_ms: list[float] = field(default_factory=list)  # CPU the process had used when its window was found

    def median(self) -> float:
        return statistics.median(self.times_ms)


def xdotool(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def cpu_ms(pid: int) -> float | None:
    """User + system CPU of a running process (Linux's /proc, in 10 ms ticks), or None where there is none:
    less disturbed by other load than wall time, it tells work from waiting."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def first_window(
    program: Program, env: dict[str, str], process: subprocess.Popen[bytes], started: float
) -> tuple[float, str] | None:
    """Poll until ``process`` has a visible window: (ms since ``started``, its id), or None if it exited first."""
    while True:
        asked = time.perf_counter()
        found = xdotool(env, "search", "--onlyvisible", "--pid", str(process.pid)).stdout.split()
        answered = time.perf_counter()
        program.polls_ms.append((answered - asked) * 1000)
        if found:
            cpu = cpu_ms(process.pid)
            if cpu is not None:
                program.cpu_ms.append(cpu)
            return (answered - started) * 1000, found[0]
        if process.poll() is not None:
            return None
        if answered - started > TIMEOUT_S:
            raise RuntimeError(f"{program.name} showed no window in {TIMEOUT_S:.0f} s")


@contextmanager
def shown(program: Program, env: dict[str, str]) -> Iterator[tuple[float, str]]:
    """Start ``program``, yield (ms from start to a visible window, that window's id), then stop it.

    Xvfb now and then hangs up on a client it has just accepted while xdotool connects and disconnects in a
    tight loop (GTK then says "cannot open display", SDL fails to open X11): such a start measures nothing,
    so it is counted in ``program.retries`` and started again, up to ``ATTEMPTS`` times."""
    for attempt in range(1, ATTEMPTS + 1):
        with tempfile.TemporaryFile() as stderr:
            started = time.perf_counter()
            process = subprocess.Popen(
                program.command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr
            )
            try:
                shown_at = first_window(program, env, process, started)
                if shown_at is not None:
                    yield shown_at
                    return
                stderr.seek(0)
                said = stderr.read().decode(errors="replace").strip()[-2000:] or "(nothing on stderr)"
                if attempt == ATTEMPTS:
                    raise RuntimeError(
                        f"{program.name} exited with {process.returncode} before showing a window "
                        f"{ATTEMPTS} times; it said: {said}"
                    )
                program.retries += 1
            finally:
                stop(process)
    raise AssertionError("unreachable: the last attempt returns or raises")


def window_size(env: dict[str, str], window: str) -> tuple[int, int]:
    """A window's inside size in pixels, as the X server reports it."""
    answer = xdotool(env, "getwindowgeometry", "--shell", window)
    fields = dict(line.split("=", 1) for line in answer.stdout.split() if "=" in line)
    if answer.returncode != 0 or "WIDTH" not in fields:
        raise RuntimeError(f"xdotool could not read the size of window {window}: {answer.stderr.strip()}")
    return int(fields["WIDTH"]), int(fields["HEIGHT"])


def child_environment(display: str) -> dict[str, str]:
    """A real X window (X11 only: SDL must fail, not fall back to a driver with no window), no sound, and
    bytecode written as usual."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    return env | {
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def installed_command() -> list[str]:
    """The ``minesweeper`` command installed beside this Python (what a player's menu entry or shell runs: the
    launcher, its log included), or ``python -m minesweeper`` where there is none."""
    command = Path(sys.executable).with_name("minesweeper")
    return [str(command)] if command.exists() else [sys.executable, "-m", "minesweeper"]


def player_folders(folder: str) -> dict[str, str]:
    """The environment that puts the game's files in ``folder`` as a player's are found: on Linux the XDG folders,
    which the game looks its own up in (with ``platformdirs``) as it does on a player's desktop, moved into
    ``folder`` so that nothing reaches the real user's; elsewhere the folder named outright
    (``MINESWEEPER_DATA_DIR``)."""
    if not sys.platform.startswith("linux"):
        return {ENV_VAR: folder}
    return {name: str(Path(folder, name.lower())) for name in XDG_FOLDERS}


def measure(env: dict[str, str], data_dir: str, runs: int = RUNS) -> list[Program]:
    """Warm each program up once, size the bare window after ours, then time them taking turns. Ours is started as
    a player starts it, with no arguments, finding its folders as a player's (``player_folders``). Its first start
    writes its start window, as a player's first does, so the others show it."""
    env = {name: value for name, value in env.items() if name != ENV_VAR} | player_folders(data_dir)
    ours = Program(OURS_NAME, installed_command())
    with shown(ours, env) as (_, window):
        size = window_size(env, window)
    bare = Program(BARE_NAME, [sys.executable, str(BARE), str(size[0]), str(size[1])])
    with shown(bare, env) as (_, window):
        if window_size(env, window) != size:
            raise RuntimeError(f"the bare window is {window_size(env, window)}, not our start size {size}")
    programs = [ours, bare]
    if os.path.exists(TATHAM):
        programs.append(Program(TATHAM_NAME, [TATHAM]))
        with shown(programs[-1], env):
            pass
    for run in range(runs):
        for program in programs[run % len(programs) :] + programs[: run % len(programs)]:
            with shown(program, env) as (elapsed, _):
                program.times_ms.append(elapsed)
    return programs


def rows_from(programs: list[Program]) -> list[Row]:
    """The two rows: ours beside the bare window, and ours beside Tatham's Mines (a note if it did not run)."""
    medians = {program.name: program.median() for program in programs}
    ours = round(medians[OURS_NAME], 1)
    runs = min(len(program.times_ms) for program in programs)
    poll = statistics.median(poll for program in programs for poll in program.polls_ms)
    retried = sum(program.retries for program in programs)
    where = (
        f"Xvfb, no window manager; median of {runs} alternating runs each; one xdotool poll {poll:.0f} ms; "
        f"load average {os.getloadavg()[0]:.1f} after"
    ) + (f"; {retried} start{'s' * (retried != 1)} retried after exiting without a window" if retried else "")
    result = []
    for name, peer in (("window_visible_ms", BARE_NAME), ("window_visible_vs_tatham_ms", TATHAM_NAME)):
        row: Row = {"name": name, "value": ours, "unit": "ms", "where": where}
        if peer in medians:
            row |= {
                "peer": peer,
                "peer_value": round(medians[peer], 1),
                "ratio": round(medians[OURS_NAME] / medians[peer], 3),
            }
        else:
            row["note"] = f"{peer} skipped: {TATHAM} is not installed (apt-get install sgt-puzzles)"
        result.append(row)
    return result


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def rows() -> list[Row]:
    if missing_tools():
        note = f"not measured: needs {' and '.join(missing_tools())} (apt-get install xvfb xdotool)"
        skipped: list[Row] = [
            {"name": name, "value": None, "unit": "ms", "note": note}
            for name in ("window_visible_ms", "window_visible_vs_tatham_ms")
        ]
        return [*skipped, first_frame_imports(headless_environment())]
    with virtual_display(SCREEN, no_reset=True) as display, tempfile.TemporaryDirectory() as data_dir:
        env = child_environment(display)
        return [*rows_from(measure(env, data_dir)), first_frame_imports(env)]


def headless_environment() -> dict[str, str]:
    """SDL's dummy window, where there is no Xvfb: the same imports but X11's own (the work area's ctypes)."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    return env | {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def import_times(stderr: str) -> dict[str, tuple[int, int]]:
    """Each module's (self µs, cumulative µs) from ``-X importtime``'s report."""
    times = {}
    for line in stderr.splitlines():
        parts = line.removeprefix("import time:").split("|")
        if len(parts) == 3 and parts[0].strip().isdigit():
            times[parts[2].strip()] = (int(parts[0]), int(parts[1]))
    return times


def first_frame_run(env: dict[str, str]) -> tuple[list[str], dict[str, tuple[int, int]]]:
    """One start to the menu's first frame under ``-X importtime`` (no arguments, as a player starts it): the game's
    own modules loaded by then, as the game lists them there, and the import times of the whole run."""
    command = [
        sys.executable,
        "-X",
        "importtime",
        "-m",
        "minesweeper",
        "--report-first-frame",
        "--exit-after-steps",
        "1",
    ]
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=True, timeout=TIMEOUT_S)
    listed = next((line for line in result.stdout.splitlines() if line.startswith("first_frame_modules ")), None)
    if listed is None:
        raise RuntimeError(f"the game did not list its modules at the first frame: {result.stdout!r}")
    return listed.split()[1:], import_times(result.stderr)


def pygame_import_ms(env: dict[str, str]) -> float:
    """What ``import pygame`` takes on its own under ``-X importtime``, in a Python of its own: the game's start no
    longer imports pygame in one piece (its window's modules load first, the package body after the window shows:
    ``gui.platform.early_pygame``), so its starts have no such figure in them."""
    command = [sys.executable, "-X", "importtime", "-c", "import pygame"]
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=True, timeout=TIMEOUT_S)
    return import_times(result.stderr)["pygame"][1] / 1000


def first_frame_imports(env: dict[str, str], runs: int = 5) -> Row:
    """The time the game's own modules take to import before the menu's first frame (the sum of their own import
    times, not what they import from the standard library or pygame), the median of ``runs`` starts after one that
    writes the bytecode, beside what ``import pygame`` takes (every pygame program's, the bare window's, share),
    timed in a Python of its own after each start, with the list of those modules."""
    with tempfile.TemporaryDirectory() as data_dir:
        env = {name: value for name, value in env.items() if name != ENV_VAR} | player_folders(data_dir)
        first_frame_run(env)
        ours, pygame_ms, everything = [], [], []
        for _ in range(runs):
            modules, times = first_frame_run(env)
            ours.append(sum(times[module][0] for module in modules if module in times) / 1000)
            pygame_ms.append(pygame_import_ms(env))
            everything.append(sum(own for own, _ in times.values()) / 1000)
    return {
        "name": "first_frame_own_imports_ms",
        "value": round(statistics.median(ours), 1),
        "unit": "ms",
        "peer": "import pygame",
        "peer_value": round(statistics.median(pygame_ms), 1),
        "ratio": round(statistics.median(ours) / statistics.median(pygame_ms), 3),
        "where": f"-X importtime (which slows every import alike), SDL {env.get('SDL_VIDEODRIVER', 'default')} "
        f"driver, median of {runs} starts to the menu's first frame, each followed by an import of pygame alone; "
        f"the whole run imported {statistics.median(everything):.0f} ms in all, the first frame's and after",
        "module_count": len(modules),
        "modules": modules,
    }


def import_profile(top: int = 15, runs: int = 5) -> list[tuple[str, float, float]]:
    """(module, self µs, cumulative µs) of the ``top`` slowest imports of a start to the menu's first frame and just
    after, by cumulative time: each the median of ``runs`` profiled starts, after one that writes the bytecode and
    warms the disk cache."""
    with tempfile.TemporaryDirectory() as data_dir:
        env = headless_environment() | player_folders(data_dir)
        first_frame_run(env)
        seen: dict[str, list[tuple[int, int]]] = {}
        for _ in range(runs):
            for module, times in first_frame_run(env)[1].items():
                seen.setdefault(module, []).append(times)
    entries = [
        (module, statistics.median(own for own, _ in times), statistics.median(total for _, total in times))
        for module, times in seen.items()
    ]
    return sorted(entries, key=lambda entry: entry[2], reverse=True)[:top]


def main() -> int:
    """Print each program's times, the rows and the import profile: what ``make bench`` does not show."""
    if missing_tools():
        print(rows())
    else:
        with virtual_display(SCREEN, no_reset=True) as display, tempfile.TemporaryDirectory() as data_dir:
            programs = measure(child_environment(display), data_dir)
        for program in programs:
            cpu = f"{statistics.median(program.cpu_ms):.0f} ms" if program.cpu_ms else "unknown"
            print(
                f"{program.name:<28} "
                + " ".join(f"{ms:6.1f}" for ms in sorted(program.times_ms))
                + f" ms; CPU by then (median) {cpu}; {program.retries} retried"
            )
        for row in rows_from(programs):
            print(row)
    print("\nslowest imports of a start to the menu (median µs; cumulative includes what each imports)")
    print(f"{'cumulative':>10} {'self':>8}  module")
    for module, own, cumulative in import_profile():
        print(f"{cumulative:>10.0f} {own:>8.0f}  {module}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
