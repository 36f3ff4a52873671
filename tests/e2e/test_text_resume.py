"""The text mode keeps games across runs: resume after quitting or a kill, records and ``--stats``."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from tests.e2e.test_text_mode import BOARD, blocks

HEIGHT = 4
SEED = 11


def run_text(tmp_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """A real text-mode process with its files in ``tmp_path/data`` and a throwaway HOME."""
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(tmp_path / "data"), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env={"HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"},
    )


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD)
    return path


def winning_commands(game: Game, first: tuple[int, int]) -> list[str]:
    """Commands (COL,ROW from 1) that reveal every safe cell of ``game``, skipping cells a flood opened."""
    x0, y0 = first
    game.apply(Action(Kind.REVEAL, x0, y0, 0))
    commands = [f"{x0 + 1},{y0 + 1}"]
    layout = game.layout
    assert layout is not None
    for y in range(layout.height):
        for x in range(layout.width):
            if (x, y) not in layout.mines and not game.tile(x, y).is_open:
                game.apply(Action(Kind.REVEAL, x, y, len(commands)))
                commands.append(f"{x + 1},{y + 1}")
    assert game.is_over
    return commands


def test_quit_midway_then_resume_shows_the_same_board_and_plays_on(tmp_path: Path, board_file: Path) -> None:
    first = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\nf 6\nf 16\nf 16\nq\n")
    assert first.returncode == 0, first.stderr
    left = blocks(first.stdout, HEIGHT)[-1]
    assert left == (["1###", "#F##", "####", "####"], "state=playing mines_left=1")

    again = run_text(tmp_path, "--resume", "--plain", stdin="")
    assert again.returncode == 0, again.stderr
    assert blocks(again.stdout, HEIGHT) == [left]
    assert again.stderr == "The game is saved: minesweeper-text --resume continues it.\n"

    rest = "\n".join(winning_commands(Game.on_layout(Layout.parse(BOARD)), (0, 0))[1:]) + "\n"
    finish = run_text(tmp_path, "--resume", "--plain", stdin=rest)
    assert blocks(finish.stdout, HEIGHT)[0] == left
    assert blocks(finish.stdout, HEIGHT)[-1][1] == "state=won mines_left=0"


def test_resume_after_a_kill_loses_nothing_that_was_shown(tmp_path: Path, board_file: Path) -> None:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "minesweeper",
            "--text",
            "--data-dir",
            str(tmp_path / "data"),
            "--board",
            str(board_file),
            "--plain",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=tmp_path,
        env={"HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"},
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write("f 6\n1\n")
        process.stdin.flush()
        shown = [process.stdout.readline().rstrip("\n") for _ in range(3 * (HEIGHT + 1))]
    finally:
        process.kill()  # SIGKILL: no chance to save at exit
        process.communicate(timeout=30)  # also closes the pipes
    last = (shown[-HEIGHT - 1 : -1], shown[-1])
    assert last == (["1###", "#F##", "####", "####"], "state=playing mines_left=1")
    again = run_text(tmp_path, "--resume", "--plain")
    assert blocks(again.stdout, HEIGHT) == [last]


def test_resume_goes_on_from_the_journal_lines_that_apply_and_keeps_the_rest_aside(
    tmp_path: Path, board_file: Path
) -> None:
    data = tmp_path / "data"
    process = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), "--board", str(board_file), "--plain"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=tmp_path,
        env={"HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"},
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write("1\nf 6\nf 16\n")  # the reveal in the full save, the flags one journal line each
        process.stdin.flush()
        shown = [process.stdout.readline().rstrip("\n") for _ in range(4 * (HEIGHT + 1))]
    finally:
        process.kill()  # kill -9: the journal is left as it is
        process.communicate(timeout=30)
    last = (shown[-HEIGHT - 1 : -1], shown[-1])
    journal = data / "resume.journal"
    lines = journal.read_bytes().splitlines(keepends=True)
    assert len(lines) == 3
    clock = json.loads(lines[-1])["clock"]
    bad = {"a": [f"R0,0@{clock}"], "clock": clock, "clicks": [2, 2, 0, 3], "assisted": False, "started": None}
    journal.write_bytes(b"".join(lines) + json.dumps(bad).encode() + b"\n")  # the reveal again: the cell is open
    again = run_text(tmp_path, "--resume", "--plain")
    assert blocks(again.stdout, HEIGHT) == [last]
    notices = [line for line in again.stderr.splitlines() if line.startswith("notice:")]
    assert len(notices) == 1 and "resume.journal is damaged at line 4 (move 4 (R0,0@" in notices[0]
    assert "that cell is already open" in notices[0] and "taken as it was before that line" in notices[0]
    [aside] = data.glob("resume.journal.corrupt-*")
    assert aside.read_bytes().count(b"\n") == 4
    assert blocks(run_text(tmp_path, "--resume", "--plain").stdout, HEIGHT) == [last]  # and so it stays


def test_the_saved_clock_never_runs_backwards_across_runs(tmp_path: Path, board_file: Path) -> None:
    run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\n")
    resume = tmp_path / "data" / "resume.json"
    before = json.loads(resume.read_text())
    run_text(tmp_path, "--resume", "--plain", stdin="f 6\n")
    after = json.loads(resume.read_text())
    assert len(before["actions"]) == 1 and before["actions"][0].startswith("R0,0@")
    assert after["actions"][0] == before["actions"][0] and after["actions"][1].startswith("F1,1@")
    flagged_at = int(after["actions"][1].split("@")[1])
    assert before["clock_ms"] <= flagged_at <= after["clock_ms"]


def test_resume_with_nothing_saved_says_so_and_starts_a_new_game(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--resume", "--board", str(board_file), "--plain")
    assert result.returncode == 0
    assert "no saved game to resume" in result.stderr
    assert blocks(result.stdout, HEIGHT) == [(["####"] * HEIGHT, "state=ready mines_left=2")]


def test_a_damaged_resume_file_is_a_notice_and_kept_aside(tmp_path: Path, board_file: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "resume.json").write_text('{"version": 1, "difficulty": ')
    result = run_text(tmp_path, "--resume", "--board", str(board_file), "--plain")
    assert result.returncode == 0
    notices = [line for line in result.stderr.splitlines() if line.startswith("notice:")]
    assert len(notices) == 1 and "resume.json is not valid JSON" in notices[0]
    [aside] = [p for p in data.iterdir() if p.name.startswith("resume.json.corrupt-")]
    assert aside.read_text() == '{"version": 1, "difficulty": '
    assert blocks(result.stdout, HEIGHT) == [(["####"] * HEIGHT, "state=ready mines_left=2")]


def test_a_won_preset_game_is_ranked_and_shown_by_stats(tmp_path: Path) -> None:
    moves = winning_commands(Game(PRESETS["easy"], RandomMines(random.Random(SEED))), (2, 2))
    won = run_text(tmp_path, "--preset", "easy", "--seed", str(SEED), "--plain", stdin="\n".join(moves) + "\n")
    assert won.returncode == 0, won.stderr
    assert "New best time!" in won.stderr and "New best time!" not in won.stdout
    shown = blocks(won.stdout, 6)
    assert shown[-1][1] == "state=won mines_left=0"
    assert all(len(row) == 6 for rows, _ in shown for row in rows)
    assert not (tmp_path / "data" / "resume.json").exists()

    lost = run_text(tmp_path, "--preset", "easy", "--seed", str(SEED), "--plain", stdin="3,3\n" + a_mine())
    assert "state=lost" in lost.stdout

    stats = run_text(tmp_path, "--stats")
    assert stats.returncode == 0 and stats.stderr == ""
    table, best, averages = stats.stdout.split("\n\n")  # the averages came last, after what it printed before
    rows = {" ".join(line.split()[:-6]): line.split()[-6:] for line in table.splitlines()[1:]}
    assert list(rows) == [
        *("Tiny", "Small", "Medium", "Beginner", "Intermediate", "Expert", "Beginner 8×8 · ranked", "Custom")
    ]
    assert rows["Tiny"][:5] == ["2", "1", "50%", "0", "1"]
    assert rows["Expert"] == ["0", "0", "-", "0", "0", "-"]  # the same figures as the window shows
    title, only = best.strip().splitlines()
    assert title == "Tiny best times:"
    rank, time, unit = only.split()[:3]
    assert (rank, unit) == ("1.", "s")
    seconds, thousandths = time.split(".")
    ms = int(seconds) * 1000 + int(thousandths)
    assert len(thousandths) == 3 and rows["Tiny"][-1] == str(-(-ms // 1000))  # the table rounds up, the list is exact
    heading, *lines = averages.strip().splitlines()[1:]
    assert heading.split()[:3] == ["Difficulty", "Kind", "Style"]
    tiny = [line.split() for line in lines if line.startswith("Tiny")]
    assert [row[1:4] for row in tiny] == [["classic", "all", "1"], ["classic", "nf", "1"]]  # one win, no flag
    assert tiny[0][-2:] == ["2", "50%"]  # of its last two games, one won


def test_people_see_the_rank_in_the_headline_as_the_window_says_it(tmp_path: Path) -> None:
    moves = winning_commands(Game(PRESETS["easy"], RandomMines(random.Random(SEED))), (2, 2))
    result = run_text(tmp_path, "--preset", "easy", "--seed", str(SEED), stdin="\n".join(moves) + "\n")
    lines = result.stdout.splitlines()
    cleared = next(line for line in lines if line.startswith("Cleared in "))
    assert re.fullmatch(r"Cleared in \d+\.\d{3} s! New best time!", cleared)


def a_mine() -> str:
    """A command that steps on a mine of the seeded easy game, after the same first click."""
    game = Game(PRESETS["easy"], RandomMines(random.Random(SEED)))
    game.apply(Action(Kind.REVEAL, 2, 2, 0))
    assert game.layout is not None
    x, y = min(game.layout.mines)
    return f"{x + 1},{y + 1}\n"


def test_starting_afresh_warns_that_a_saved_game_is_waiting(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper",
            "--text",
            "--data-dir",
            str(data),
            "--preset",
            "beginner",
            "--seed",
            "3",
            "--plain",
        ],
        input="41\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert first.returncode == 0 and (data / "resume.json").exists()
    again = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--data-dir", str(data), "--plain", "--give-up-saved"],
        input="q\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "A saved game is waiting: --resume continues it" in again.stderr
