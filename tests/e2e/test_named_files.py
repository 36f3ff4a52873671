"""Files the player names on the command line, as a real process meets them: a speech log that is a named pipe no
program reads (which once held the game up before its first move, deaf even to SIGTERM) is refused in one line and the
game plays on, in the terminal and in the window; an empty name, and an export to a name that exists but cannot be
written, a folder or a missing folder, each get one sentence the player can act on; and a game whose recorded hand
is damaged still has its scorecard."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_launch import run as run_process
from tests.test_cli_scorecard import stored

REFUSED = "(--speech-log adds every line said to a file); the game goes on without it"


def run(tmp_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The game on a data folder of its own (``tmp_path``/data); a hang is a failure (killed after 60 seconds)."""
    return run_process(tmp_path, [sys.executable, "-m", "minesweeper", *args], stdin=stdin)


@pytest.fixture
def pipe(tmp_path: Path) -> Path:
    """A named pipe that no program reads: opening it to write would wait for a reader forever."""
    path = tmp_path / "said.fifo"
    os.mkfifo(path)
    return path


def test_a_speech_log_that_is_a_pipe_nobody_reads_is_refused_in_one_line_and_the_game_plays_on(
    tmp_path: Path, pipe: Path
) -> None:
    played = run(tmp_path, "--text", "--speech-log", str(pipe), "--preset", "beginner", "--seed", "1", stdin="5,5\nq\n")
    assert played.returncode == 0, played.stderr
    refusals = [line for line in played.stderr.splitlines() if "speech log" in line]
    assert refusals == [f"notice: The speech log {pipe} is a named pipe, not a file {REFUSED}"]
    assert "New game: Beginner" in played.stdout and "opened 44 cells" in played.stdout  # the move was played


def test_the_window_with_a_speech_log_that_is_a_pipe_nobody_reads_starts_and_closes(tmp_path: Path, pipe: Path) -> None:
    shown = run(tmp_path, "--speech-log", str(pipe), "--exit-after-steps", "3")
    assert shown.returncode == 0 and "Traceback" not in shown.stderr, shown.stderr


@pytest.mark.parametrize("front_end", [["--text"], []])
def test_an_empty_speech_log_name_is_one_sentence(tmp_path: Path, front_end: list[str]) -> None:
    refused = run(tmp_path, *front_end, "--speech-log", "")
    assert refused.returncode == 2
    assert refused.stderr.splitlines()[-1].endswith(
        "error: argument --speech-log: an empty name is not a file: give a file's name, such as said.txt"
    )


@pytest.mark.parametrize(
    ("output", "said"),
    [
        ("", "error: argument -o/--output: an empty name is not a file: give a file's name, such as game-1.json, "),
        ("/proc/version", "/proc/version already exists: an export never overwrites a file, give a new name"),
        ("{folder}", "{folder} is a folder: give the name of a new file in it, such as {folder}/game-1.json"),
        ("{folder}/none/game.json", "cannot write {folder}/none/game.json: there is no folder {folder}/none"),
        ("/proc/game.json", "cannot write /proc/game.json: "),  # no new file can be made there (or, not root: refused)
    ],
)
def test_an_export_that_cannot_be_written_where_it_is_named_says_why_in_one_sentence(
    tmp_path: Path, output: str, said: str
) -> None:
    stored(tmp_path / "data")
    folder = str(tmp_path / "exports")
    os.mkdir(folder)
    refused = run(tmp_path, "--text", "--export", "1", "-o", output.format(folder=folder))
    assert refused.returncode == (2 if not output else 1)
    assert said.format(folder=folder) in refused.stderr.splitlines()[-1], refused.stderr
    assert "No such file or directory" not in refused.stderr  # said only of what is missing, never of /proc
    assert os.listdir(folder) == []


def test_the_scorecard_of_a_game_whose_recorded_hand_is_damaged_has_every_figure_but_the_path(tmp_path: Path) -> None:
    stored(tmp_path / "data")
    with sqlite3.connect(tmp_path / "data" / "results.sqlite3") as db:
        db.execute("UPDATE games SET hand = ? WHERE id = 1", (b"\x01\x05\xc8\x03\x04",))  # 5 events, 3 bytes
    card = run(tmp_path, "--text", "--scorecard", "1")
    assert card.returncode == 0 and "Traceback" not in card.stderr, card.stderr
    figures = dict(line.split(" ") for line in card.stdout.splitlines())
    assert figures["path"] == "-" and figures["bbbv"] == "3" and figures["time"] == "3.000"
    assert card.stderr.splitlines() == [
        "notice: game 1: the stored hand claims 5 events but holds only 3 bytes of them, so its path is - (every other "
        "figure is from its moves)"
    ]
