"""The text mode at its limits, as real processes: a replay of a long game on a giant board, a game number
too big for the database, and a board code too long for one command-line argument."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.core.actions import Action, Kind
from minesweeper.core.formats.codes import MAX_CODE_CHARS, encode_board
from minesweeper.core.formats.replay_file import replay_json
from minesweeper.core.game import Game
from minesweeper.core.layout import Layout
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.text.batch import REPLAY_BOARD_CHARS
from tests.e2e.test_text_resume import run_text


def walled_replay(width: int, height: int, flags: int) -> str:
    """A lost game's replay on a ``width``×``height`` board with a column of mines at x = 2: open the left
    strip, flag and unflag a cell beyond the wall ``flags`` times, then step on the wall."""
    mines = bytearray(width * height)
    for y in range(height):
        mines[y * width + 2] = 1
    game = Game.on_layout(Layout(width, height, bytes(mines)))
    game.apply(Action(Kind.REVEAL, 0, 0, 0))
    for t in range(1, flags + 1):
        game.apply(Action(Kind.FLAG, 5, 5, t))
    game.apply(Action(Kind.REVEAL, 2, 0, flags + 1))
    record = GameRecord.of(game)
    return replay_json(FinishedGame("big", record, Outcome.LOST, game.elapsed_ms(0), "2024-05-01T10:15:00"))


def test_a_replay_whose_boards_would_be_huge_prints_boards_up_to_the_cap_then_moves_alone(tmp_path: Path) -> None:
    side, flags = 1000, 120  # boards of a million characters each: 122 of them would pass the cap
    (tmp_path / "big.json").write_text(walled_replay(side, side, flags))
    with (tmp_path / "out.txt").open("w") as out:
        result = subprocess.run(
            [sys.executable, "-m", "minesweeper", "--text", "--replay", "big.json"],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
            cwd=tmp_path,
            env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"},
        )
    assert result.returncode == 0, result.stderr
    with (tmp_path / "out.txt").open() as out:
        lines = [line.rstrip("\n") for line in out if line.startswith(("move ", "state="))]
    moves = [line for line in lines if line.startswith("move ")]
    assert len(moves) == flags + 2 and moves[-1].endswith("reveal 3,1")
    match = re.search(r"the boards stop after move (\d+)", result.stderr)
    assert match is not None, result.stderr
    boards = int(match.group(1)) + 1  # the board before the first move, then one after each move shown
    assert len(lines) - len(moves) == boards and boards * (side + 1) * side > REPLAY_BOARD_CHARS // 2
    assert os.path.getsize(tmp_path / "out.txt") < REPLAY_BOARD_CHARS + 100 * (flags + 2)


def test_an_ordinary_replay_prints_every_board(tmp_path: Path) -> None:
    (tmp_path / "small.json").write_text(walled_replay(8, 6, 3))
    result = run_text(tmp_path, "--replay", "small.json")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert len(lines) == 6 * (6 + 2) and lines[-1] == "state=lost mines_left=5"


def test_a_game_number_too_big_for_the_database_is_refused_in_one_line(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--export", str(2**63), "-o", "x.json")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"--export: {2**63} is not a game number" in result.stderr


def test_a_board_code_too_long_for_the_command_line_is_read_from_a_file_or_standard_input(tmp_path: Path) -> None:
    mines = bytes(random.Random(5).choices((0, 1), k=1000 * 1000))  # half mines: it does not deflate
    code = encode_board(1000, 1000, mines)
    assert len(code) > 131072  # Linux's longest single argument
    (tmp_path / "code.txt").write_text(code[:5000] + "\n" + code[5000:] + "\n")  # wrapped, as a chat might
    from_file = run_text(tmp_path, "--board-code", "@code.txt", "--plain")
    assert from_file.returncode == 0, from_file.stderr
    assert from_file.stdout.splitlines()[-1] == f"state=ready mines_left={sum(mines)}"
    from_stdin = run_text(tmp_path, "--board-code", "-", "--plain", stdin=code)
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("@missing.txt", "cannot read missing.txt: No such file or directory"),
        ("@long.txt", f"too long for a board code: one is at most {MAX_CODE_CHARS:,}"),
        ("@", "give a file after @"),
    ],
)
def test_a_board_code_file_that_will_not_do_is_refused_with_the_reason(
    tmp_path: Path, source: str, message: str
) -> None:
    (tmp_path / "long.txt").write_text("M" * (MAX_CODE_CHARS + 10))
    result = run_text(tmp_path, "--board-code", source, "--plain")
    assert result.returncode == 2 and message in result.stderr and "Traceback" not in result.stderr
