"""Starting the game as a player would: the command line of both front ends, and the windowed launcher.

Every test runs a real process. The window runs headless (SDL's dummy driver); the launcher's message box
is turned off through its environment variable, since a box would wait for a click that never comes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from minesweeper import launcher
from tests.e2e.test_text_mode import BOARD, blocks

FRONT_ENDS = {"window": [], "text": ["--text"]}
# The window would otherwise wait for a player if it wrongly accepted an option; the text mode reads EOF.
NO_WAITING = {"window": ["--exit-after-steps", "3"], "text": []}

# A windowed launcher on Windows starts Python with no stdout and no stderr at all: this is that.
NO_STREAMS = """\
import sys
sys.stdout = sys.stderr = None
from minesweeper.launcher import main
raise SystemExit(main(sys.argv[1:]))
"""
# The same, with a bug in the window's loop: what a crash there leaves.
CRASHING = NO_STREAMS.replace(
    "from minesweeper.launcher import main",
    "from minesweeper.gui import app\n"
    "def crash(self, **options):\n"
    "    raise RuntimeError('a bug in the loop')\n"
    "app.App.run = crash\n"
    "from minesweeper.launcher import main",
)


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A headless, throwaway home for one process: nothing reaches the real user's folders or screen."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path / "home"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "MINESWEEPER_DATA_DIR": str(tmp_path / "data"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        launcher.NO_BOX_ENV: "1",
        **extra,
    }


def run(tmp_path: Path, args: list[str], *, stdin: str = "", **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env=environment(tmp_path, **extra),
    )


def run_game(tmp_path: Path, front_end: str, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run(tmp_path, [sys.executable, "-m", "minesweeper", *FRONT_ENDS[front_end], *args], stdin=stdin)


def run_windowed(tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return run(tmp_path, [sys.executable, "-c", NO_STREAMS, *args], **extra)


def log_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the launcher in a process with ``environment(tmp_path)`` keeps its log."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return launcher.log_path()


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD)
    return path


# ---------------------------------------------------------------- the command line, both front ends


@pytest.mark.parametrize("front_end", FRONT_ENDS)
def test_help_lists_the_board_options(tmp_path: Path, front_end: str) -> None:
    result = run_game(tmp_path, front_end, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: minesweeper")
    for option in ("--preset", "--size", "--mines", "--seed", "--board", "--version", "--data-dir"):
        assert option in result.stdout
    assert "pygame" not in result.stdout  # the import banner stays hidden


def test_window_help_points_to_the_text_mode(tmp_path: Path) -> None:
    assert "--text" in run_game(tmp_path, "window", "--help").stdout


@pytest.mark.parametrize("front_end", FRONT_ENDS)
def test_version_is_the_installed_one(tmp_path: Path, front_end: str) -> None:
    result = run_game(tmp_path, front_end, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-1] == metadata.version("minesweeper")


BAD_OPTIONS = [
    (["--no-such-option"], "unrecognized arguments"),
    (["--preset", "impossible"], "'impossible' is not a difficulty"),
    (["--seed", "twelve"], "invalid int value"),
    (["--size", "big"], "is not a size"),
    (["--mines", "5"], "--mines goes with --size"),
    (["--preset", "expert", "--size", "9x9"], "choose one of"),
    (["--board", "no-such-board.txt"], "cannot read"),
]


@pytest.mark.parametrize(
    ("front_end", "args", "complaint"),
    [
        pytest.param(front_end, args, complaint, id=f"{front_end}:{' '.join(args)}")
        for front_end in FRONT_ENDS
        for args, complaint in BAD_OPTIONS
    ],
)
def test_bad_options_exit_with_2_and_say_why(tmp_path: Path, front_end: str, args: list[str], complaint: str) -> None:
    result = run_game(tmp_path, front_end, *args, *NO_WAITING[front_end])
    assert result.returncode == 2
    assert "error:" in result.stderr
    assert complaint in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    "args", [["--preset", "expert", "--seed", "7"], ["--size", "20x12", "--mines", "30"], ["--seed", "7"], []]
)
def test_window_starts_with_the_board_options(tmp_path: Path, args: list[str]) -> None:
    result = run_game(tmp_path, "window", *args, "--exit-after-steps", "3")
    assert result.returncode == 0, result.stderr


def test_window_starts_on_a_board_file(tmp_path: Path, board_file: Path) -> None:
    result = run_game(tmp_path, "window", "--board", str(board_file), "--exit-after-steps", "3")
    assert result.returncode == 0, result.stderr


def test_text_mode_plays_the_preset_asked_for(tmp_path: Path) -> None:
    result = run_game(tmp_path, "text", "--preset", "expert", "--seed", "7", "--plain")
    assert result.returncode == 0, result.stderr
    [(rows, state)] = blocks(result.stdout, 16)
    assert rows == ["#" * 30] * 16
    assert state == "state=ready mines_left=99"


def test_text_mode_seed_repeats_the_game(tmp_path: Path) -> None:
    first, second = (
        run_game(tmp_path, "text", "--seed", "42", "--plain", "--data-dir", str(tmp_path / name), stdin="41\n").stdout
        for name in ("one", "two")
    )
    assert first == second
    assert (
        first
        != run_game(
            tmp_path, "text", "--seed", "43", "--plain", "--data-dir", str(tmp_path / "three"), stdin="41\n"
        ).stdout
    )


def test_text_mode_plays_a_board_file(tmp_path: Path, board_file: Path) -> None:
    result = run_game(tmp_path, "text", "--board", str(board_file), "--plain", stdin="1\n")
    assert result.returncode == 0, result.stderr
    assert blocks(result.stdout, 4)[-1] == (["1###", "####", "####", "####"], "state=playing mines_left=2")


# ---------------------------------------------------------------- the windowed launcher


def test_launcher_without_streams_logs_a_bad_start_and_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = run_windowed(tmp_path, "--board", str(tmp_path / "missing.txt"))
    assert result.returncode == 2
    assert result.stdout == result.stderr == ""
    log = log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")
    assert f"error: cannot read {tmp_path / 'missing.txt'}" in log
    assert "exited with status 2" in log


def test_launcher_without_streams_logs_a_crash_with_its_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run(tmp_path, [sys.executable, "-c", CRASHING, "--exit-after-steps", "3"])
    assert result.returncode == 1
    assert result.stdout == result.stderr == ""
    log = log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")
    assert "stopped by an error" in log
    assert "Traceback" in log
    assert "RuntimeError: a bug in the loop" in log


def test_launcher_without_streams_plays_and_sends_output_to_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = run_windowed(tmp_path, "--exit-after-steps", "3", "--report-first-frame")
    assert result.returncode == 0
    assert "first_frame" in log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")


def test_launcher_leaves_no_log_when_all_went_well(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = run(tmp_path, [sys.executable, "-m", "minesweeper.launcher", "--exit-after-steps", "3"])
    assert result.returncode == 0, result.stderr
    assert not log_of(tmp_path, monkeypatch).exists()


def test_launcher_with_streams_still_prints_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = run(tmp_path, [sys.executable, "-m", "minesweeper.launcher", "--preset", "impossible"])
    assert result.returncode == 2
    assert "is not a difficulty" in result.stderr
    assert "is not a difficulty" in log_of(tmp_path, monkeypatch).read_text(encoding="utf-8")


def test_launcher_log_is_rotated_not_grown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = log_of(tmp_path, monkeypatch)
    log.parent.mkdir(parents=True)
    log.write_text("x" * launcher.LOG_MAX_BYTES, encoding="utf-8")
    for _ in range(3):
        assert run_windowed(tmp_path, "--preset", "impossible").returncode == 2
    assert sorted(path.name for path in log.parent.iterdir()) == [launcher.LOG_NAME, f"{launcher.LOG_NAME}.1"]
    assert log.stat().st_size < launcher.LOG_MAX_BYTES
    assert "is not a difficulty" in log.read_text(encoding="utf-8")


def test_launcher_keeps_the_text_mode_free_of_pygame(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom minesweeper.launcher import main\nstatus = main(['--text', '--version'])\n"
        "print('pygame' in sys.modules)\nraise SystemExit(status)"
    )
    result = run(tmp_path, [sys.executable, "-c", code])
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "False"


def test_the_window_refuses_boards_beyond_its_limit_and_points_to_the_text_mode(tmp_path: Path) -> None:
    result = run_game(tmp_path, "window", "--size", "600x20", "--mines", "10")
    assert result.returncode == 2
    assert "up to 500x500" in result.stderr and "--text" in result.stderr


def test_a_game_starts_without_loading_the_solver_until_it_is_asked_for(tmp_path: Path) -> None:
    """The solver, the results card and the board codes load when first needed, not before a game's frames."""
    code = (
        "import sys\nfrom minesweeper.gui.startup import main\n"
        f"status = main(['--preset', 'expert', '--exit-after-steps', '5', '--data-dir', {str(tmp_path)!r}])\n"
        "print(sorted(m for m in ('minesweeper.core.solver.analysis', 'minesweeper.core.solver.noguess', "
        "'minesweeper.gui.play.results_card', 'minesweeper.core.formats.codes') if m in sys.modules))\n"
        "raise SystemExit(status)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "[]"
