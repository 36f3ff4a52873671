"""Benchmark: the standalone app's start beside the installed ``minesweeper`` command's, warm and cold.

The app (``make bundle``: one folder, its program beside its ``_internal`` libraries) and the installed command are
each started as a player starts them, with no arguments, and timed as ``window_bench`` times every program: from
just before the process starts until ``xdotool`` finds its window visible on a private Xvfb display, taking turns.

Warm: their files are in the page cache, as on the second start of a day. Cold: before each start, the program's
own files are dropped from the page cache (``posix_fadvise(DONTNEED)`` on each of them, after ``sync``), so the
start reads them from disk again, as the first start after a reboot does: the app's folder; for the installed
command the Python it runs on (its executable, library and standard library), the venv's packages and the game's
sources. The system's own libraries, which every desktop session holds in memory, are left alone, and so is a file
another process has mapped (the Python library of programs running on this shared machine), which stays in memory
whatever is asked. This needs no privilege and leaves the rest of the machine's cache (the X server's, the other
programs') as it was, unlike dropping every cache.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from bench.window_bench import Program, child_environment, installed_command, missing_tools, shown
from minesweeper.store import ENV_VAR
from tests.e2e.xserver import virtual_display

Row = dict[str, object]
ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "minesweeper" / "minesweeper"
WARM_RUNS = 25  # as many as window_bench.RUNS, for the same reason
COLD_RUNS = 15
BUNDLE_NAME, INSTALLED_NAME = "standalone app (make bundle)", "installed command (minesweeper in the venv)"
ROWS = ("bundle_start_warm_ms", "bundle_start_cold_ms")


def files_under(folders: Iterable[Path]) -> Iterator[Path]:
    for folder in folders:
        if folder.is_file():
            yield folder
            continue
        for parent, _, names in os.walk(folder):
            yield from (Path(parent, name) for name in names)


def drop_from_cache(folders: Iterable[Path]) -> None:
    """Ask the kernel to forget the cached pages of every file under ``folders``."""
    os.sync()
    for path in files_under(folders):
        try:
            descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError:  # a socket, a link, a file gone meanwhile: nothing of it to read at a start
            continue
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)


def installed_files() -> list[Path]:
    """What the installed command reads as it starts: the Python it runs on, the venv, the game's sources."""
    return [Path(sys.base_prefix), Path(sys.prefix), ROOT / "minesweeper", ROOT / "assets"]


def timed(programs: list[Program], env: dict[str, str], runs: int, before: dict[str, list[Path]] | None) -> None:
    """``runs`` starts of each program taking turns, each dropped from the cache first when ``before`` says what."""
    for run in range(runs):
        for program in programs[run % len(programs) :] + programs[: run % len(programs)]:
            if before is not None:
                drop_from_cache(before[program.name])
            with shown(program, env) as (elapsed, _):
                program.times_ms.append(elapsed)


def measure(env: dict[str, str]) -> tuple[list[Program], list[Program]]:
    """(warm, cold): the app and the installed command, after one unmeasured start each."""
    folders = {BUNDLE_NAME: [BUNDLE.parent], INSTALLED_NAME: installed_files()}
    made = {BUNDLE_NAME: [str(BUNDLE)], INSTALLED_NAME: installed_command()}
    warm = [Program(name, command) for name, command in made.items()]
    cold = [Program(name, command) for name, command in made.items()]
    for program in warm:
        with shown(program, env):
            pass
    timed(warm, env, WARM_RUNS, None)
    timed(cold, env, COLD_RUNS, folders)
    return warm, cold


def row(name: str, programs: list[Program], how: str) -> Row:
    app, installed = programs
    where = (
        f"Xvfb, no window manager; median of {len(app.times_ms)} alternating starts each, {how}; "
        f"load average {os.getloadavg()[0]:.1f} after"
    )
    return {
        "name": name,
        "value": round(app.median(), 1),
        "unit": "ms",
        "peer": INSTALLED_NAME,
        "peer_value": round(installed.median(), 1),
        "ratio": round(app.median() / installed.median(), 3),
        "where": where,
    }


def rows() -> list[Row]:
    missing = [f"{' and '.join(missing_tools())} (apt-get install xvfb xdotool)"] if missing_tools() else []
    missing += [] if BUNDLE.exists() else [f"the app in {BUNDLE.parent} (make bundle)"]
    if missing:
        return [
            {"name": name, "value": None, "unit": "ms", "note": f"not measured: needs {'; '.join(missing)}"}
            for name in ROWS
        ]
    with virtual_display(no_reset=True) as display, tempfile.TemporaryDirectory() as data_dir:
        warm, cold = measure(child_environment(display) | {ENV_VAR: data_dir})
    return [
        row("bundle_start_warm_ms", warm, "their files in the page cache"),
        row("bundle_start_cold_ms", cold, "each program's own files dropped from the page cache before each start"),
    ]


def main() -> int:
    """Print each start's time and the rows."""
    if missing_tools() or not BUNDLE.exists():
        print(rows())
        return 1
    with virtual_display(no_reset=True) as display, tempfile.TemporaryDirectory() as data_dir:
        warm, cold = measure(child_environment(display) | {ENV_VAR: data_dir})
    for label, programs in (("warm", warm), ("cold", cold)):
        for program in programs:
            print(f"{label} {program.name:<45} " + " ".join(f"{ms:6.1f}" for ms in sorted(program.times_ms)))
    print(row("bundle_start_warm_ms", warm, "warm"), row("bundle_start_cold_ms", cold, "cold"), sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
