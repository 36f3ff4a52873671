"""Data folders the game cannot use, as real processes: one that cannot even be looked at (inside a folder the player
may not enter, as a normal user through ``setpriv``; a name longer than the system takes), a full disk (a child whose
files may not grow: ``RLIMIT_FSIZE``), and a ``pending`` folder that is a link to another program's folder. Each
front end starts, says what is wrong once, naming the folder, and plays without saving; the script commands say it
in one line and exit 1, and never show the stored games as none when they could not be read."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from minesweeper.store import Store
from tests.e2e.test_text_batch import WIN
from tests.e2e.test_text_mode import BOARD
from tests.test_results_db import result

ROOT = Path(__file__).parents[2]
TOO_LONG = "a" * 300
CAPS = "-dac_override,-dac_read_search,-fowner"  # what lets root past permissions


def normal_user() -> list[str]:
    """The command prefix that runs a child as a normal user would be: as root, without the capabilities that let
    root past permissions (``setpriv``); otherwise the child is one already."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("needs setpriv (apt-get install util-linux)")
    return ["setpriv", "--bounding-set", CAPS, "--inh-caps", CAPS]


@pytest.fixture(params=["locked", "too-long"])
def unseen(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Path, str, list[str]]]:
    """A data folder that cannot be looked at, why, and the prefix a child needs to see it as the player would: inside
    a folder of another user with mode 000, or with a 300-byte name."""
    if request.param == "too-long":
        yield tmp_path / TOO_LONG, "File name too long", []
        return
    locked = tmp_path / "locked"
    locked.mkdir()
    prefix = normal_user()
    if prefix:
        os.chown(locked, 12345, 12345)
    locked.chmod(0)
    try:
        yield locked / "d", "Permission denied", prefix
    finally:
        locked.chmod(0o700)


def run(
    prefix: list[str], data: Path, *args: str, stdin: str = "", preexec_fn: Callable[[], None] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*prefix, sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=data.parent.parent,
        env={"HOME": str(data.parent.parent / "home"), "PATH": "/usr/bin:/bin"},
        preexec_fn=preexec_fn,
    )


# ----------------------------------------------------------------- a folder that cannot be looked at


def test_the_terminal_says_once_that_the_folder_cannot_be_used_and_plays_a_whole_game(
    unseen: tuple[Path, str, list[str]],
) -> None:
    data, why, prefix = unseen
    board = data.parent.parent / "board.txt"
    board.write_text(BOARD)
    played = run(prefix, data, "--board", str(board), "--plain", stdin=WIN + "n\n")
    assert played.returncode == 0, played.stderr
    assert "Traceback" not in played.stderr
    assert played.stdout.splitlines()[-1] == "state=won mines_left=0"
    named = [line for line in played.stderr.splitlines() if str(data) in line]
    assert named == [f"notice: Nothing will be saved in {data}: {why}"], played.stderr


@pytest.mark.parametrize("command", [["--history"], ["--stats"], ["--review", "1"], ["--export", "1", "-o", "-"]])
def test_the_script_commands_name_the_folder_in_one_line_and_exit_1(
    unseen: tuple[Path, str, list[str]], command: list[str]
) -> None:
    data, why, prefix = unseen
    done = run(prefix, data, *command)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == f"minesweeper-text: the results in {data} cannot be read: {why}\n"


WINDOW = """
import sys
from pathlib import Path
from tests.gui.test_data_folders import window_notices
state, notices = window_notices(Path(sys.argv[1]))
print(state.name)
print(*notices, sep="\\n")
"""


def test_the_window_says_once_that_the_folder_cannot_be_used_and_plays_a_whole_game(
    unseen: tuple[Path, str, list[str]],
) -> None:
    """The window, headless, in a process of a normal user (the too-long name in-process: tests/gui)."""
    data, why, prefix = unseen
    shown = subprocess.run(
        [*prefix, sys.executable, "-c", WINDOW, str(data)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=ROOT,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.splitlines() == ["WON", f"Nothing will be saved in {data}: {why}"]


# ----------------------------------------------------------------- a full disk


def no_room() -> None:
    """No file may grow in this child (a full disk as SQLite meets it: the ``-shm`` file of WAL mode cannot be made)."""
    import resource

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))


@pytest.fixture
def one_game(tmp_path: Path) -> Path:
    data = tmp_path / "data"
    store = Store(data)
    assert store.record_result(result("beginner", True, 5000))
    store.close()
    assert sorted(path.name for path in data.iterdir()) == ["results.sqlite3"]  # all in the main file
    return data


def test_on_a_full_disk_the_history_lists_the_games_it_holds(one_game: Path) -> None:
    listed = run([], one_game, "--history", preexec_fn=no_room)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split()[2:] == ["beginner", "won", "5.000"]
    assert "cannot be written now" in listed.stderr and "its games are shown" in listed.stderr


def test_on_a_full_disk_the_statistics_count_the_games_it_holds(one_game: Path) -> None:
    counted = run([], one_game, "--stats", preexec_fn=no_room)
    assert counted.returncode == 0, counted.stderr
    beginner = next(line for line in counted.stdout.splitlines() if line.startswith("Beginner "))
    assert beginner.split()[1:4] == ["1", "1", "100%"]


KILLED = """
import os, sys
from pathlib import Path
from minesweeper.store import Store
from tests.test_results_db import result
store = Store(Path(sys.argv[1]))
assert store.record_result(result("beginner", True, 5000))
os._exit(0)  # as a kill -9 would: the game is in the WAL, not yet in the main file
"""


def game_left_in_the_wal(data: Path) -> None:
    """A game a killed copy left in the database's WAL (its ``-shm`` file gone too, as after a restart): reading it
    needs room for a new ``-shm`` file, or a private copy of both files."""
    store = Store(data)
    store.load_records()  # the database exists, in WAL mode
    store.close()
    killed = subprocess.run(
        [sys.executable, "-c", KILLED, str(data)], capture_output=True, text=True, timeout=60, check=False, cwd=ROOT
    )
    assert killed.returncode == 0, killed.stderr
    (data / "results.sqlite3-shm").unlink()
    assert (data / "results.sqlite3-wal").stat().st_size > 0


@pytest.mark.parametrize("command", ["--history", "--stats"])
def test_on_a_full_disk_games_that_cannot_be_read_are_never_shown_as_none(tmp_path: Path, command: str) -> None:
    """The game is in the WAL, and there is no room for what reading it needs: the main file alone would say there
    are no games."""
    data = tmp_path / "data"
    game_left_in_the_wal(data)
    done = run([], data, command, preexec_fn=no_room)
    assert (done.returncode, done.stdout) == (1, ""), done.stderr
    [line] = done.stderr.splitlines()
    assert line.startswith(f"minesweeper-text: the results database {data / 'results.sqlite3'} could not be opened")
    assert run([], data, command).returncode == 0  # with room again, the game is there
    assert "beginner" in run([], data, "--history").stdout


# ----------------------------------------------------------------- pending: a link to another program's folder


def test_a_pending_folder_that_is_a_link_is_left_alone_at_every_start(tmp_path: Path) -> None:
    other = tmp_path / "another program"
    other.mkdir()
    files = {"config.json": '{"theme": "dark"}', "cache.json": "not JSON at all"}
    for name, text in files.items():
        (other / name).write_text(text)
    data = tmp_path / "data"
    data.mkdir()
    (data / "pending").symlink_to(other)
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    for _ in range(2):
        played = run([], data, "--board", str(board), "--plain", stdin=WIN + "n\n")
        assert played.returncode == 0, played.stderr
        assert played.stderr.count("is a link to another folder") == 1, played.stderr
        assert {path.name: path.read_text() for path in other.iterdir()} == files
    history = run([], data, "--history")
    assert history.returncode == 0 and len(history.stdout.splitlines()) == 2  # both games were recorded
    assert json.loads((other / "config.json").read_text()) == {"theme": "dark"}
