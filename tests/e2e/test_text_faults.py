"""The text mode under faults and hostile input, as a real process: signals, broken pipes, bytes that are
not UTF-8, files that are not files, a data folder where nothing can be written, and bad options."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from minesweeper.store.files import MAX_FILE_BYTES
from tests.e2e.test_text_mode import BOARD, blocks

COMMAND = [sys.executable, "-m", "minesweeper", "--text"]


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {"MINESWEEPER_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin", **extra}


def run_text(tmp_path: Path, *args: str, stdin: bytes = b"", **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*COMMAND, *args],
        input=stdin,
        capture_output=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        env=environment(tmp_path, **env),
    )


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(BOARD)
    return path


def wait_for(what: str, check: Callable[[], bool], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_saves_the_clock_and_says_how_to_continue(tmp_path: Path, board_file: Path, name: str) -> None:
    process = subprocess.Popen(
        [*COMMAND, "--board", str(board_file), "--plain"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env=environment(tmp_path),
    )
    assert process.stdin is not None
    process.stdin.write(b"1\n")
    process.stdin.flush()
    resume = tmp_path / "data" / "resume.json"
    wait_for("the first move to be saved", resume.exists)
    time.sleep(1.2)
    process.send_signal(getattr(signal, name))
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err.decode()
    assert "The game is saved: minesweeper-text --resume continues it." in err.decode()
    assert json.loads(resume.read_text())["clock_ms"] >= 1000  # the time since the last move was kept
    assert blocks(out.decode(), 4)[-1][1] == "state=playing mines_left=2"


def test_a_line_that_is_not_utf8_is_one_warning_and_no_other_line_is_lost(tmp_path: Path, board_file: Path) -> None:
    stdin = b"1\n\xff\xfe oops \xc3\n6\n"
    result = run_text(
        tmp_path, "--board", str(board_file), "--plain", stdin=stdin, LANG="en_US.UTF-8", LC_ALL="C.UTF-8"
    )
    assert result.returncode == 0
    warnings = [line for line in result.stderr.decode().splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and "not UTF-8" in warnings[0]
    states = [state for _, state in blocks(result.stdout.decode(), 4)]
    assert states == ["state=ready mines_left=2", "state=playing mines_left=2", "state=lost mines_left=2"]


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    pipeline = f"yes 1,1 | {' '.join(COMMAND)} --preset expert --plain | head -1"
    shell = subprocess.run(
        ["/bin/sh", "-c", pipeline],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env=environment(tmp_path),
        check=False,
    )
    assert shell.stdout == "#" * 30 + "\n"
    assert "Traceback" not in shell.stderr and "BrokenPipe" not in shell.stderr


def test_echoed_bad_input_is_cut_short(tmp_path: Path, board_file: Path) -> None:
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=b"x" * 5000 + b"\n")
    [warning] = [line for line in result.stderr.decode().splitlines() if line.startswith("warning:")]
    assert len(warning) < 100 and "unknown command" in warning


@pytest.mark.parametrize("kind", ["fifo", "device", "huge"])
def test_a_board_that_is_not_a_small_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "board"
    if kind == "fifo":
        os.mkfifo(path)
        reason = "not a regular file"
    elif kind == "device":
        path = Path("/dev/zero")
        reason = "not a regular file"
    else:
        with path.open("wb") as file:
            file.truncate(300 * 2**20)
        reason = f"at most {MAX_FILE_BYTES // 2**20} MB"
    started = time.monotonic()
    result = run_text(tmp_path, "--board", str(path))
    assert time.monotonic() - started < 30
    assert result.returncode == 2 and reason in result.stderr.decode()


def test_an_empty_data_dir_is_refused(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--data-dir", "")
    assert result.returncode == 2 and "an empty name is not a folder" in result.stderr.decode()


def test_a_data_folder_where_nothing_can_be_written_is_one_notice_and_the_game_plays(
    tmp_path: Path, board_file: Path
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be")
    result = run_text(
        tmp_path, "--board", str(board_file), "--plain", "--data-dir", str(blocker), stdin=b"1\nf 6\nc 1\n4\n13\n"
    )
    assert result.returncode == 0
    notices = [line for line in result.stderr.decode().splitlines() if line.startswith("notice:")]
    assert notices == [f"notice: Nothing will be saved in {blocker}: it is a file, not a folder"]
    assert blocks(result.stdout.decode(), 4)[-1][1] == "state=won mines_left=0"


def test_play_again_takes_y_and_yes_as_well_as_1(tmp_path: Path, board_file: Path) -> None:
    for answer in (b"y", b"yes", b"1", b"Y"):
        result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=b"6\n" + answer + b"\n")
        assert len(blocks(result.stdout.decode(), 4)) == 3, answer
    result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=b"6\nno\n")
    assert len(blocks(result.stdout.decode(), 4)) == 2


def test_expert_fits_an_80_column_terminal(tmp_path: Path) -> None:
    result = run_text(tmp_path, "--preset", "expert", "--seed", "3", stdin=b"", COLUMNS="80")
    board = result.stdout.decode().splitlines()[:18]
    assert max(len(line) for line in board) <= 80
    assert board[0].split() == [str(n // 10) for n in range(10, 31)]  # tens, over columns 10 to 30
    assert board[1].replace(" ", "") == "".join(str(n % 10) for n in range(1, 31))
    assert board[2].startswith(" 1 ") and board[-1].startswith("16 ")


def run_on_a_terminal(tmp_path: Path, *args: str, keys: bytes) -> bytes:
    """Run the text mode with a pseudo-terminal for its input and output, as a person at a terminal would."""
    import pty

    pid, fd = pty.fork()
    if pid == 0:  # the child: becomes the game
        os.chdir(tmp_path)
        os.execve(
            sys.executable,
            [sys.executable, "-m", "minesweeper", "--text", *args],
            {**environment(tmp_path), "COLUMNS": "100", "LINES": "40"},
        )
    os.write(fd, keys)
    out = b""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the child ended and closed the terminal
            break
        if not chunk:
            break
        out += chunk
    os.waitpid(pid, 0)
    return out


def test_a_person_at_a_terminal_sees_a_prompt_marker_and_plain_output_never_does(
    tmp_path: Path, board_file: Path
) -> None:
    shown = run_on_a_terminal(tmp_path, "--board", str(board_file), keys=b"1\nq\n")
    assert b"> " in shown
    plain = run_on_a_terminal(tmp_path, "--board", str(board_file), "--plain", keys=b"1\nq\n")
    assert b"> " not in plain and b"state=playing" in plain


def test_a_board_code_with_spaces_in_it_plays_from_the_command_line(tmp_path: Path) -> None:
    """The README says spaces in a code are ignored: a code pasted with a space inside is played, not refused."""
    from minesweeper.core.formats.codes import encode_board
    from minesweeper.core.layout import Layout

    code = encode_board(4, 4, Layout.parse(BOARD).cells)
    spaced = f"{code[:3]} {code[3:9]}  {code[9:]}"
    result = run_text(tmp_path, "--board-code", spaced, "--plain", stdin=b"6\n")
    assert result.returncode == 0, result.stderr.decode()
    assert [state for _, state in blocks(result.stdout.decode(), 4)] == [
        "state=ready mines_left=2",
        "state=lost mines_left=2",
    ]


def run_into_a_full_device(tmp_path: Path, *args: str, stdin: bytes = b"") -> tuple[int, str]:
    """Run the text mode with its standard output on /dev/full, where every write fails: its exit code and
    standard error."""
    with open("/dev/full", "wb") as full:
        result = subprocess.run(
            [*COMMAND, *args],
            input=stdin,
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=60,
            check=False,
            cwd=tmp_path,
            env=environment(tmp_path),
        )
    return result.returncode, result.stderr.decode()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize(
    "args",
    [
        ["--stats"],
        ["--generate", "2", "--preset", "beginner", "--first", "1,1", "--seed", "1"],
        ["--autoplay", "1", "--preset", "beginner", "--seed", "1"],
        ["--board", "board.txt", "--plain"],
        ["--board", "board.txt"],
    ],
)
def test_standard_output_on_a_full_device_is_one_line_and_a_failing_exit(
    tmp_path: Path, board_file: Path, args: list[str]
) -> None:
    code, err = run_into_a_full_device(tmp_path, *args, stdin=b"1\n")
    assert code == 1, err
    assert "Traceback" not in err and "Exception ignored" not in err
    [line] = [line for line in err.splitlines() if line.startswith("minesweeper-text:")]
    assert line == "minesweeper-text: cannot write to standard output: No space left on device"


def test_a_second_copy_says_the_saved_game_another_copy_owns_is_left_alone(tmp_path: Path, board_file: Path) -> None:
    owner = subprocess.Popen(
        [*COMMAND, "--board", str(board_file), "--plain"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env=environment(tmp_path),
    )
    assert owner.stdin is not None
    owner.stdin.write(b"1\n")
    owner.stdin.flush()
    wait_for("the first copy's game to be saved", (tmp_path / "data" / "resume.json").exists)
    try:
        second = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=b"6\n")
    finally:
        owner.communicate(b"q\n", timeout=30)
    said = second.stderr.decode()
    assert "gives it up" not in said
    assert (
        "A saved game is waiting, open in another Minesweeper window or terminal: it is left alone, and "
        "this game will not be saved for --resume"
    ) in said


WIN_THEN_LOSE = b"1\nf 6\nc 1\n4\n13\n1\n6\n"  # wins BOARD, plays again, loses it at the first reveal


def text_history(tmp_path: Path) -> list[str]:
    result = run_text(tmp_path, "--history")
    assert result.returncode == 0, result.stderr.decode()
    return [line.split()[3] for line in result.stdout.decode().splitlines()]


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file size limits")
def test_results_a_full_disk_refuses_are_kept_and_counted_at_the_next_start(tmp_path: Path, board_file: Path) -> None:
    import resource

    assert run_text(tmp_path, "--stats").returncode == 0  # the database exists, at its first size

    def no_room() -> None:  # a file may not grow past 3000 bytes: the database cannot write, a small file can
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (3000, 3000))

    result = subprocess.run(
        [*COMMAND, "--board", str(board_file), "--plain"],
        input=WIN_THEN_LOSE,
        capture_output=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
        preexec_fn=no_room,
        env=environment(tmp_path, PYTHONDONTWRITEBYTECODE="1"),
    )
    said = result.stderr.decode()
    assert result.returncode == 0 and "Traceback" not in said, said
    assert said.count("The result could not be saved now; it is kept in") == 2
    assert "2 results could not be counted yet; they are kept in" in said and "at the next start" in said
    assert run_text(tmp_path, "--board", str(board_file), "--plain", stdin=b"q\n").returncode == 0  # the next start
    assert text_history(tmp_path) == ["lost", "won"]


def test_results_written_while_another_copy_holds_the_database_are_kept_and_counted(
    tmp_path: Path, board_file: Path
) -> None:
    import sqlite3

    assert run_text(tmp_path, "--stats").returncode == 0
    other = sqlite3.connect(tmp_path / "data" / "results.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another copy in the middle of a write, for as long as this run lasts
    try:
        result = run_text(tmp_path, "--board", str(board_file), "--plain", stdin=WIN_THEN_LOSE)
    finally:
        other.close()
    said = result.stderr.decode()
    assert result.returncode == 0, said
    assert said.count("(the results database is busy: another Minesweeper is writing to it); it is kept in") == 2
    assert "2 results could not be counted yet" in said
    assert text_history(tmp_path) == ["lost", "won"]  # --history counts what waited, too
