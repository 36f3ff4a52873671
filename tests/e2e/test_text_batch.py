"""The text mode's commands that print and exit, as real processes: --generate, --autoplay, --history,
--export, --replay and --daily-board, with their documented output formats and their failures."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.core.generate import kept_clear
from minesweeper.core.layout import Layout
from minesweeper.core.solver.autoplay import wilson
from minesweeper.core.solver.noguess import is_solvable
from tests.e2e.test_text_mode import BOARD, blocks
from tests.e2e.test_text_resume import run_text

HEIGHT = 4
WIN = "1\nf 6\nc 1\n4\n13\n"  # wins BOARD: reveal, flag, chord, reveal, reveal
LOSE = "6\n"
HISTORY_LINE = re.compile(r"(\d+) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d) (\S+) (won|lost|given_up) (\d+\.\d{3})")


def generated(tmp_path: Path, *args: str) -> list[Layout]:
    """Run --generate and read its output by the documented contract: layouts split by one empty line."""
    result = run_text(tmp_path, "--generate", *args)
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith("\n") and "\n\n\n" not in result.stdout
    return [Layout.parse(block) for block in result.stdout[:-1].split("\n\n")]


def test_generate_prints_n_layouts_with_the_first_click_clear(tmp_path: Path) -> None:
    layouts = generated(tmp_path, "5", "--preset", "expert", "--first", "3,1", "--seed", "9")
    assert len(layouts) == 5
    assert len({layout.cells for layout in layouts}) == 5
    for layout in layouts:
        assert (layout.width, layout.height, layout.mine_count) == (30, 16, 99)
        assert not any(layout.cells[i] for i in kept_clear(30, 16, 2, 0, 99))
        assert str(layout).count("\n") == 15 and set(str(layout)) <= {"*", ".", "\n"}


def test_generate_repeats_with_the_seed_and_differs_without_it(tmp_path: Path) -> None:
    args = ("3", "--size", "12x10", "--mines", "30", "--first", "6,5")
    once = generated(tmp_path, *args, "--seed", "1")
    assert generated(tmp_path, *args, "--seed", "1") == once
    assert generated(tmp_path, *args, "--seed", "2") != once


def test_generate_no_guess_layouts_are_solvable_from_the_first_click(tmp_path: Path) -> None:
    layouts = generated(tmp_path, "3", "--no-guess", "--preset", "beginner", "--first", "1,9", "--seed", "4")
    assert all(is_solvable(9, 9, layout.cells, 0, 8) for layout in layouts)
    assert all(layout.cells[kept] == 0 for layout in layouts for kept in kept_clear(9, 9, 0, 8, 10))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["0", "--preset", "easy", "--first", "1,1", "--seed", "1"], "--generate needs a number of 1 or more"),
        (["2", "--preset", "easy", "--first", "7,1", "--seed", "1"], "7,1 is off the board: columns 1-6"),
        (["2", "--preset", "easy", "--first", "1,1"], "--generate needs --first COL,ROW and --seed S"),
        (["2", "--preset", "easy", "--first", "f 1", "--seed", "1"], "is not a tile"),
        (["2", "--board", "b.txt", "--first", "1,1", "--seed", "1"], "--generate deals new boards"),
    ],
)
def test_generate_refuses_what_it_cannot_do(tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "b.txt").write_text(BOARD)
    result = run_text(tmp_path, "--generate", *args)
    assert result.returncode == 2
    assert result.stdout == "" and message in result.stderr


def test_daily_board_prints_the_line_and_layout_and_refuses_a_date_that_is_none(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--daily-board", "2024-02-29", "--preset", "intermediate")
    assert (result.returncode, result.stderr) == (0, "")
    head, layout = result.stdout.split("\n", 1)
    assert head == "daily date=2024-02-29 level=intermediate candidate=2 fingerprint=9716f141 start=9,9"
    assert Layout.parse(layout).mine_count == 40 and layout.count("\n") == 16
    refused = run_text(tmp_path, "--daily-board", "2023-02-29", "--preset", "intermediate")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr.count("\n") == 1 and "not '2023-02-29'" in refused.stderr


def test_autoplay_prints_the_win_rate_and_its_interval(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--autoplay", "4", "--preset", "beginner", "--seed", "2")
    assert result.returncode == 0, result.stderr
    match = re.fullmatch(
        r"difficulty=beginner no_guess=no games=4 won=(\d) rate=(\S+)% low=(\S+)% high=(\S+)%\n", result.stdout
    )
    assert match is not None, result.stdout
    won = int(match.group(1))
    low, high = wilson(won, 4)
    assert match.groups()[1:] == (f"{won * 25:.1f}", f"{low * 100:.1f}", f"{high * 100:.1f}")


def test_autoplay_wins_every_no_guess_board(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--autoplay", "3", "--no-guess", "--size", "10x8", "--mines", "14", "--seed", "5")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("difficulty=10x8n14 no_guess=yes games=3 won=3 rate=100.0% ")


@pytest.fixture
def played(tmp_path: Path) -> Path:
    """A data folder holding a won game, then a lost one, of BOARD from the text mode."""
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    for moves in (WIN, LOSE):
        assert run_text(tmp_path, "--board", str(board), "--plain", stdin=moves).returncode == 0
    return tmp_path


def history(tmp_path: Path) -> list[tuple[str, ...]]:
    result = run_text(tmp_path, "--history")
    assert result.returncode == 0, result.stderr
    found = [HISTORY_LINE.fullmatch(line) for line in result.stdout.splitlines()]
    assert all(found), result.stdout
    return [match.groups() for match in found if match]


def test_history_lists_games_newest_first(played: Path) -> None:
    (lost_id, _, difficulty, lost, lost_time), (won_id, _, _, won, _) = history(played)
    assert int(lost_id) > int(won_id)
    assert (difficulty, lost, won, lost_time) == ("4x4n2", "lost", "won", "0.000")


def test_an_exported_replay_prints_every_move_with_the_board_it_made(played: Path) -> None:
    board = played / "board.txt"
    original = blocks(run_text(played, "--board", str(board), "--plain", stdin=WIN).stdout, HEIGHT)
    newest = history(played)[0][0]
    exported = run_text(played, "--export", newest, "--format", "json", "-o", "won.json")
    assert exported.returncode == 0, exported.stderr
    assert json.loads((played / "won.json").read_text())["outcome"] == "won"

    result = run_text(played, "--replay", "won.json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert re.fullmatch(r"game width=4 height=4 mines=2 difficulty=4x4n2 result=won time=\d+\.\d{3} moves=5", lines[0])
    steps = [lines[i : i + HEIGHT + 2] for i in range(0, len(lines), HEIGHT + 2)]
    assert [step[0].split()[3:] for step in steps[1:]] == [
        ["reveal", "1,1"],
        ["flag", "2,2"],
        ["chord", "1,1"],
        ["reveal", "4,1"],
        ["reveal", "1,4"],
    ]
    assert all(
        re.fullmatch(rf"move {n} time=\d+\.\d{{3}}", " ".join(step[0].split()[:3]))
        for n, step in enumerate(steps[1:], start=1)
    )
    assert [(step[1:-1], step[-1]) for step in steps] == original  # the same boards the game showed


def test_evf_export_starts_with_the_format_version(played: Path) -> None:
    won_id = history(played)[1][0]
    assert run_text(played, "--export", won_id, "--format", "evf", "-o", "won.evf").returncode == 0
    assert (played / "won.evf").read_bytes()[0] == 4
    to_stdout = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper",
            "--text",
            "--data-dir",
            str(played / "data"),
            "--export",
            won_id,
            "--format",
            "evf",
            "-o",
            "-",
        ],
        capture_output=True,
        check=False,
    )
    assert to_stdout.returncode == 0 and to_stdout.stdout == (played / "won.evf").read_bytes()


def test_an_export_never_overwrites_and_a_missing_game_is_named(played: Path) -> None:
    (played / "taken.json").write_text("mine")
    result = run_text(played, "--export", history(played)[0][0], "-o", "taken.json")
    assert result.returncode == 1 and "already exists" in result.stderr
    assert (played / "taken.json").read_text() == "mine"
    missing = run_text(played, "--export", "999", "-o", "x.json")
    assert missing.returncode == 1 and "there is no game 999 to export" in missing.stderr
    assert not (played / "x.json").exists()


def test_a_board_wider_than_evf_allows_is_refused_with_the_reason(tmp_path: Path) -> None:
    wide = tmp_path / "wide.txt"
    wide.write_text("*" + "." * 255 + "\n")
    assert run_text(tmp_path, "--board", str(wide), "--plain", stdin="256\n").returncode == 0
    result = run_text(tmp_path, "--export", history(tmp_path)[0][0], "--format", "evf", "-o", "wide.evf")
    assert result.returncode == 1
    assert "at most 255×255; this board is 256×1" in result.stderr
    assert not (tmp_path / "wide.evf").exists()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"not json", "not valid JSON"),
        (b'{"format": "something else"}', "not a Minesweeper replay"),
        (b'{"format": "\x80"}', "not UTF-8"),
    ],
)
def test_a_bad_replay_file_is_refused_with_the_reason(tmp_path: Path, content: bytes, message: str) -> None:
    (tmp_path / "bad.json").write_bytes(content)
    result = run_text(tmp_path, "--replay", "bad.json")
    assert result.returncode == 1 and message in result.stderr and result.stdout == ""


def test_a_tampered_replay_and_a_missing_file_are_refused(played: Path) -> None:
    assert run_text(played, "--export", history(played)[1][0], "-o", "won.json").returncode == 0
    data = json.loads((played / "won.json").read_text())
    data["outcome"] = "lost"
    (played / "tampered.json").write_text(json.dumps(data))
    tampered = run_text(played, "--replay", "tampered.json")
    assert tampered.returncode == 1 and "says the game was lost, but its moves end won" in tampered.stderr
    missing = run_text(played, "--replay", "nowhere.json")
    assert missing.returncode == 1 and "nowhere.json: there is no such file" in missing.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--history", "--preset", "easy"], "--history does not take --preset"),
        (["--export", "1"], "--export needs -o FILE"),
        (["-o", "x.json"], "--format and -o go with --export"),
        (["--history", "--stats"], "not allowed with argument"),
        (["--history", "--resume"], "--resume plays a game"),
    ],
)
def test_batch_options_that_do_not_fit_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = run_text(tmp_path, *args)
    assert result.returncode == 2 and message in result.stderr


def spoil(folder: Path, statement: str) -> None:
    """Change the results database behind the game's back, as a hand edit or another program might."""
    import sqlite3

    with sqlite3.connect(folder / "data" / "results.sqlite3") as db:
        db.execute(statement)
    sqlite3.connect(":memory:").close()


def test_a_damaged_game_is_listed_as_damaged_and_refused_with_the_reason(played: Path) -> None:
    (lost_id, *_), (won_id, *_) = history(played)
    spoil(played, f"UPDATE games SET ms = 'abc' WHERE id = {won_id}")
    result = run_text(played, "--history")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert HISTORY_LINE.fullmatch(lines[0]) and lines[0].startswith(f"{lost_id} ")
    assert re.fullmatch(rf"{won_id} \d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\d 4x4n2 damaged -", lines[1])
    for file_format in ("json", "evf"):
        exported = run_text(played, "--export", won_id, "--format", file_format, "-o", "x")
        assert exported.returncode == 1 and "Traceback" not in exported.stderr
        assert f"game {won_id} is damaged" in exported.stderr and "time" in exported.stderr
        assert "there is no game" not in exported.stderr
    assert not (played / "x").exists()


def test_a_database_that_cannot_be_opened_is_named_instead_of_a_missing_game(played: Path) -> None:
    """No file may grow (a full disk) and the newest game waits in the WAL: the database cannot be read at all."""
    from tests.e2e.test_data_folders import game_left_in_the_wal, no_room

    won_id = history(played)[1][0]
    game_left_in_the_wal(played / "data")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "minesweeper",
            "--text",
            "--data-dir",
            str(played / "data"),
            "--export",
            won_id,
            "-o",
            "-",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=played,
        preexec_fn=no_room,
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "there is no game" not in result.stderr
    assert "could not be opened" in result.stderr, result.stderr


@pytest.mark.parametrize("command", ["--history", "--stats"])
def test_a_database_another_copy_holds_is_called_busy_not_empty(played: Path, command: str) -> None:
    import sqlite3

    other = sqlite3.connect(played / "data" / "results.sqlite3", isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")  # it shuts readers out too, as a checkpoint may
    other.execute("BEGIN EXCLUSIVE")
    other.execute("DELETE FROM meta")
    try:
        result = run_text(played, command)
    finally:
        other.close()
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (
        "minesweeper-text: the results database is busy (another Minesweeper is writing to it): try again in a moment\n"
    )
    assert len(history(played)) == 2
