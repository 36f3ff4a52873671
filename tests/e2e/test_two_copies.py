"""Two copies of the game on one data folder, as real processes playing at the same time: every result is
recorded exactly once, nobody's game is counted as given up, and nobody deletes the other's saved game, not
even once the copy that owned it has quit or been killed: the saved game then waits for ``--resume``."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from minesweeper.session import ANOTHER_COPY, LEFT_ALONE
from tests.e2e.conftest import watch

GAMES = 15
BOARD = ".....\n.....\n.....\n...*.\n....*"  # tile 1 floods most of it; tiles 20 and 24 finish it
WINS = "1\n20\n24\ny\n" * GAMES  # each game won, then "Play again?" answered yes


HEIGHT = 5
STARTED_BESIDE = "A saved game is waiting, open in another Minesweeper window or terminal: it is left alone"


def start_copy(data: Path, board: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "minesweeper",
            "--text",
            "--plain",
            "--board",
            str(board),
            "--data-dir",
            str(data),
            *args,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


class Terminal:
    """A terminal copy played a line at a time: each line typed, then its board waited for (``--plain`` prints a
    board of ``HEIGHT`` rows and a state line after every command, and one at the start)."""

    def __init__(self, data: Path, board: Path, *args: str) -> None:
        self.process = watch(start_copy(data, board, *args))
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.wait_boards(1)

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    @property
    def boards(self) -> list[list[str]]:
        """Every board printed so far, its rows and its state line."""
        lines = list(self.lines)
        ends = [i for i, line in enumerate(lines) if line.startswith("state=")]
        return [lines[end - HEIGHT : end + 1] for end in ends]

    def wait_boards(self, count: int) -> None:
        deadline = time.monotonic() + 30
        while len(self.boards) < count:
            assert self.process.poll() is None or self._reader.is_alive(), "the copy ended early"
            assert time.monotonic() < deadline, f"timed out waiting for board {count}"
            time.sleep(0.02)

    def type(self, *commands: str) -> None:
        """Type each command and wait for the board it prints (a win's "Play again?" answer prints one too)."""
        assert self.process.stdin is not None
        for command in commands:
            shown = len(self.boards)
            self.process.stdin.write(command + "\n")
            self.process.stdin.flush()
            self.wait_boards(shown + 1)

    def quit(self) -> str:
        """End of input: the copy quits as at Ctrl-D; what it said on standard error."""
        assert self.process.stdin is not None and self.process.stderr is not None
        self.process.stdin.close()
        assert self.process.wait(30) == 0
        self._reader.join(10)
        return self.process.stderr.read()


def saved_files(data: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(data.glob("resume.*")) if path.name != "resume.lock"}


def given_up(data: Path) -> list[str]:
    """The game identities counted as given up."""
    with sqlite3.connect(data / "results.sqlite3") as db:
        return [row[0] for row in db.execute("SELECT game_id FROM games WHERE outcome = 'given_up'")]


def resumed_board(data: Path, height: int = HEIGHT) -> list[str]:
    """The board ``minesweeper-text --resume`` continues with, and its state line."""
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--text", "--plain", "--resume", "--data-dir", str(data)],
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "no saved game to resume" not in result.stderr
    return result.stdout.splitlines()[: height + 1]


def test_two_copies_finishing_games_at_once_record_every_win_once(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    data = tmp_path / "data"
    copies = [start_copy(data, board) for _ in range(2)]
    with ThreadPoolExecutor(len(copies)) as pool:  # both play at once
        outputs = list(pool.map(lambda copy: copy.communicate(WINS, timeout=120), copies))
    for copy, (out, err) in zip(copies, outputs, strict=True):
        assert copy.returncode == 0, err
        assert out.count("state=won") == GAMES, err
        assert err.count("owns the saved game") <= 1, err  # said once, if at all
    with sqlite3.connect(data / "results.sqlite3") as db:
        rows = db.execute("SELECT outcome, count(*) FROM games GROUP BY outcome").fetchall()
    assert rows == [("won", 2 * GAMES)]  # 30 games played, 30 recorded: none lost, none invented
    assert not (data / "resume.json").exists()


def test_a_copy_that_started_beside_the_owner_leaves_its_saved_game_alone_once_the_owner_has_quit(
    tmp_path: Path,
) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    data = tmp_path / "data"
    owner = Terminal(data, board)
    owner.type("1")
    second = Terminal(data, board)  # "A saved game is waiting, open in another ...: it is left alone"
    second.type("1")  # unsaved beside the owner
    owner_said = owner.quit()
    assert "The game is saved: minesweeper-text --resume continues it." in owner_said
    saved = saved_files(data)
    owners_game = json.loads(saved["resume.json"])["id"]
    second.type("n", "1", "20", "24")  # a new game, won: its first move must not take the save over
    second.type("y", "1")  # and the next
    said = second.quit()
    assert saved_files(data) == saved
    assert owners_game not in given_up(data)
    assert resumed_board(data) == owner.boards[-1]
    assert STARTED_BESIDE in said and "gives it up" not in said
    assert said.count(ANOTHER_COPY) == 1 and said.count(LEFT_ALONE) == 1


def test_a_terminal_that_started_beside_a_window_leaves_its_game_alone_after_the_window_is_killed(
    tmp_path: Path,
) -> None:
    from minesweeper.gui.geometry import cell_px
    from tests.e2e.test_kill_resume import poll, saved_game, the_layout
    from tests.e2e.xserver import GameWindow, require_tools, virtual_display

    require_tools()
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    data = tmp_path / "data"
    layout = the_layout()
    size = cell_px(layout.zoom)
    with virtual_display() as display:
        window = GameWindow(display, ["--preset", "beginner", "--seed", "5"], data)
        try:
            window.click((layout.viewport.left + 4 * size + 2, layout.viewport.top + 4 * size + 2), "click", "1")
            windows_board = poll("the window's first move in resume.json", lambda: saved_game(data, 1))
            terminal = Terminal(data, board)
            terminal.type("1")  # unsaved beside the window
            window.process.kill()  # kill -9: the window's game stays saved, its lock is dropped
            assert window.process.wait(10) == -9
        finally:
            window.close()
        saved = saved_files(data)
        windows_game = json.loads(saved["resume.json"])["id"]
        terminal.type("n", "1", "20")  # a new game: its first move must not take the save over
        said = terminal.quit()
    assert saved_files(data) == saved
    assert windows_game not in given_up(data)
    assert resumed_board(data, 9) == [*str(windows_board).splitlines(), "state=playing mines_left=10"]
    assert STARTED_BESIDE in said and said.count(LEFT_ALONE) == 1
