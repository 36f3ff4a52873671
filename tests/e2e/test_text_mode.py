"""The text mode played end to end as a real process, through stdin and stdout."""

import subprocess
import sys
from pathlib import Path

import pytest

BOARD = "....\n.*..\n....\n...*\n"


def run_text(tmp_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env={"MINESWEEPER_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"},
    )


def blocks(stdout: str, height: int) -> list[tuple[list[str], str]]:
    """Split plain output into (board rows, state line) pairs: the documented contract."""
    lines = stdout.splitlines()
    assert len(lines) % (height + 1) == 0, stdout
    return [(lines[i : i + height], lines[i + height]) for i in range(0, len(lines), height + 1)]


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD)
    return path


def test_plain_game_won_through_stdin(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\nf 6\nc 1\n4\n13\n")
    assert result.returncode == 0, result.stderr
    assert blocks(result.stdout, 4) == [
        (["####", "####", "####", "####"], "state=ready mines_left=2"),
        (["1###", "####", "####", "####"], "state=playing mines_left=2"),
        (["1###", "#F##", "####", "####"], "state=playing mines_left=1"),
        (["11##", "1F##", "####", "####"], "state=playing mines_left=1"),
        (["111.", "1F1.", "##21", "####"], "state=playing mines_left=1"),
        (["111.", "1F1.", "1121", "..1F"], "state=won mines_left=0"),
    ]
    assert "Cleared in " in result.stderr
    assert "Play again? (y or 1 = yes, n or q = quit)" in result.stderr


def test_bad_commands_warn_on_stderr_and_cost_nothing(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="1\n1\n17\nxyz\n5,1\nf 1\nq\n")
    assert result.returncode == 0
    warnings = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 5, result.stderr
    assert "already open" in warnings[0]
    assert "tile 17 is off the board" in warnings[1]
    assert "unknown command" in warnings[2]
    assert "5,1 is off the board" in warnings[3]
    assert "open cell cannot be flagged" in warnings[4]
    states = [state for _, state in blocks(result.stdout, 4)]
    assert states[-1] == "state=playing mines_left=2"


def test_a_lost_game_shows_the_mines_and_asks_to_play_again(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="f 1\n6\n1\n")
    assert result.returncode == 0
    rows, state = blocks(result.stdout, 4)[2]
    assert rows == ["X###", "#!##", "####", "###*"]
    assert state == "state=lost mines_left=1"
    assert blocks(result.stdout, 4)[3] == (["####"] * 4, "state=ready mines_left=2")


def test_a_wall_of_digits_is_off_the_board_not_a_crash(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="9" * 5000 + "\nq\n")
    assert result.returncode == 0
    assert "unknown command" in result.stderr or "off the board" in result.stderr


def test_a_board_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    board = tmp_path / "bom.txt"
    board.write_bytes("\ufeff".encode() + BOARD.encode())
    result = run_text(tmp_path, "--board", str(board), "--plain", stdin="1\n")
    assert result.returncode == 0, result.stderr
    assert blocks(result.stdout, 4)[1][0][0] == "1###"


def test_end_of_input_exits_cleanly(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--preset", "easy", "--seed", "4")
    assert result.returncode == 0
    assert "Mines left: 3" in result.stdout


def test_people_see_row_and_column_labels(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), stdin="16\n")
    first = result.stdout.splitlines()[0]
    assert first.split() == ["1", "2", "3", "4"]
    assert result.stdout.splitlines()[1].startswith("1 ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--preset", "galaxy"], "'galaxy' is not a difficulty"),
        (["--size", "3x3", "--mines", "9"], "between 0 and 8 mines"),
        (["--size", "0x4"], "between 1 and 1000"),
        (["--size", "banana"], "not a size"),
        (["--mines", "4"], "--mines goes with --size"),
        (["--preset", "easy", "--size", "4x4"], "choose one of"),
        (["--board", "missing.txt"], "cannot read"),
    ],
)
def test_invalid_options_exit_2_with_usage(tmp_path: Path, args: list[str], message: str) -> None:
    result = run_text(tmp_path, *args)
    assert result.returncode == 2
    assert "usage:" in result.stderr and message in result.stderr


def test_same_seed_gives_the_same_game(tmp_path: Path) -> None:
    outputs = {
        run_text(tmp_path, "--preset", "expert", "--seed", "42", "--plain", stdin="200\n").stdout for _ in range(2)
    }
    assert len(outputs) == 1


def test_question_marks_follow_the_setting(tmp_path: Path, board_file: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text('{"version": 1, "question_marks": true}')
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin="f 16\nf 16\nf 16\n")
    rows = [block[0][3] for block in blocks(result.stdout, 4)[1:]]
    assert rows == ["###F", "###?", "####"]
