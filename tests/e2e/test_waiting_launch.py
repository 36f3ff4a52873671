"""A launch that names a board while a saved game waits never gives that game up unasked: the window asks first, a
person at a terminal is asked first, and a script (``--plain``, or input that is not a terminal), which cannot be
asked, plays beside it unsaved, its boards on standard output as ever, and is told the options; ``--give-up-saved``
plays in its place as before."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from tests.e2e.xserver import GameWindow, require_tools, virtual_display
from tests.saves import save_game, started_beginner

LEFT_ALONE = (
    "A saved game is waiting: it is left alone, so this game will not be saved for --resume (its result is still "
    "counted). Pass --resume to continue it, or --give-up-saved to play in its place: the waiting Beginner game (0:07 "
    "played) counts as a loss.\n"
)


def waiting(data: Path) -> None:
    save_game(data, started_beginner(), 7_000)


def given_up(data: Path) -> list[str]:
    """The games counted as given up: the saved one's id ("saved-1"), or a difficulty for a game of this run."""
    if not (data / "results.sqlite3").exists():
        return []
    with sqlite3.connect(data / "results.sqlite3") as db:
        rows = db.execute("SELECT game_id, difficulty FROM games WHERE outcome = 'given_up'")
        return [game_id if game_id == "saved-1" else difficulty for game_id, difficulty in rows]


def saved_id(data: Path) -> str:
    return str(json.loads((data / "resume.json").read_text())["id"])


def text(data: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "HOME": str(data.parent / "home")},
    )


def test_a_window_launched_on_a_preset_asks_before_its_first_key_or_click_gives_the_saved_game_up(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    waiting(data)
    require_tools()
    with virtual_display() as display:
        window = GameWindow(display, ["--preset", "expert"], data)
        try:
            time.sleep(0.5)  # the window drawn and taking input
            window.xdotool("key", "--window", window.window, "space")  # on a board: a reveal at the cursor
            _, _, width, height = window.geometry()
            window.click((width // 2, height // 3), "click", "1")  # on a board: a reveal; here: the question's words
            time.sleep(0.5)
        finally:
            window.close()  # as the window's close button: the game in play is saved
    assert given_up(data) == [] and saved_id(data) == "saved-1"


def test_a_script_launched_while_a_game_waits_plays_beside_it_and_is_told_the_options(tmp_path: Path) -> None:
    data = tmp_path / "data"
    waiting(data)
    before = (data / "resume.json").read_bytes()
    plain = text(data, "--plain", "--preset", "expert", "--seed", "4", stdin="1\nq\n")
    alone = text(tmp_path / "alone", "--plain", "--preset", "expert", "--seed", "4", stdin="1\nq\n")
    assert plain.returncode == 0 and plain.stdout == alone.stdout  # the same boards as with no saved game
    assert plain.stderr.startswith(LEFT_ALONE) and "The game is saved" not in plain.stderr
    piped = text(data, "--no-guess", "--preset", "beginner", stdin="q\n")  # not --plain, but no terminal to ask at
    assert piped.returncode == 0 and piped.stdout.startswith(LEFT_ALONE)
    assert (data / "resume.json").read_bytes() == before
    assert given_up(data) == ["expert"]  # this run's own unsaved game, left midway; never the saved one
    given = text(data, "--plain", "--give-up-saved", stdin="1\nq\n")
    assert given.returncode == 0 and given.stdout.endswith("state=playing mines_left=10\n")
    assert "A saved game is waiting: --resume continues it; your first move here gives it up." in given.stderr
    assert given_up(data) == ["expert", "saved-1"]


def at_a_terminal(data: Path, answers: str, *args: str) -> str:
    """A person at a terminal (standard input a pseudo-terminal) typing ``answers``; what the game printed."""
    leader, follower = os.openpty()
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), *args],
            stdin=follower,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "HOME": str(data.parent / "home")},
        )
        os.write(leader, answers.encode())
        out, _ = process.communicate(timeout=60)
    finally:
        os.close(follower)
        os.close(leader)
    assert process.returncode == 0, out
    return out


def test_a_person_at_a_terminal_is_asked_and_c_continues_the_waiting_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    waiting(data)
    said = at_a_terminal(data, "maybe\nc\nq\n", "--preset", "expert")
    question = (
        "Start a new game: the waiting Beginner game (0:07 played) counts as a loss. Type y to start it, c to "
        "continue the waiting game, q to quit."
    )
    assert said.count(question) == 2  # an answer it does not know is asked again
    assert "Mines left: 10" in said and "Mines left: 99" not in said  # the Beginner game, carried on
    assert given_up(data) == [] and saved_id(data) == "saved-1"


def test_a_person_at_a_terminal_who_quits_keeps_the_waiting_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    waiting(data)
    said = at_a_terminal(data, "q\n", "--board-code", "MS1-5x4-3-B60201WEN3TBG")
    assert said.rstrip().endswith("The saved game is kept: minesweeper-text --resume continues it.")
    assert "Mines left" not in said and given_up(data) == [] and saved_id(data) == "saved-1"


def test_a_person_at_a_terminal_who_says_yes_gives_the_game_up_at_the_first_move(tmp_path: Path) -> None:
    data = tmp_path / "data"
    waiting(data)
    said = at_a_terminal(data, "y\n1\nq\n", "--preset", "expert")
    assert "Mines left: 99" in said
    assert given_up(data) == ["saved-1"] and saved_id(data) != "saved-1"
