"""The terminal's screen-reader mode (``--reader``): a listener wins a no-guess Beginner board through the real text
loop reading only the words printed, never a grid; ``look`` reads a row, a cell or a column as the terminal names
them; a line it cannot use is one warning and costs nothing; every line printed goes to the speech log."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper.cli import BoardChoice
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.session import Session
from minesweeper.speech import PrismVoice, Speech
from minesweeper.text import main
from minesweeper.text.play import run
from minesweeper.text.reader import ReaderGame
from tests.speech_kit import RecordingVoice, line_cells, without_extra

Cell = tuple[int, int]
NUMBERS = {"blank": 0, **{str(n): n for n in range(1, 9)}}
GRID_LINE = re.compile(r"[\s\d·.*#F?!x-]+")  # a line of a board: symbols and digits, never a word
SCENE = "..*..\n.....\n.....\n....*\n....."  # mines at (3,1) and (5,4); (3,3) opens all but the top right corner


def reader_game(choice: BoardChoice, speech: Speech | None = None) -> tuple[ReaderGame, io.StringIO, io.StringIO]:
    """The mode as ``--reader`` makes it: speech on, no voice (the terminal's screen reader reads), no log."""
    out, err = io.StringIO(), io.StringIO()
    speech = Speech(on=True, voice=None) if speech is None else speech
    return ReaderGame(choice, Session(None), speech=speech, out=out, err=err), out, err


def scene() -> BoardChoice:
    return BoardChoice(Difficulty.custom(5, 5, 2), Layout.parse(SCENE), 1)


class Listener:
    """Reads what the game printed since it last looked: nothing else of the game."""

    def __init__(self, out: io.StringIO) -> None:
        self.out, self.seen = out, 0

    def heard(self) -> list[str]:
        lines = self.out.getvalue().splitlines()
        new, self.seen = lines[self.seen :], len(lines)
        return new


def deduce(board: dict[Cell, int | None], mines: set[Cell], total: int) -> tuple[set[Cell], set[Cell]]:
    """Safe cells and mines, by trying every way the mines could lie in the covered cells next to a number (each
    cell a mine or not, a choice dropped as soon as a number has too many or can no longer get enough) that leaves a
    possible count for the other covered cells: a cell that is the same in every way is known."""
    covered = {cell for cell, number in board.items() if number is None} - mines

    def around(x: int, y: int) -> set[Cell]:
        return {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}

    numbers = {cell: number for cell, number in board.items() if number}
    edge = sorted(cell for cell in covered if any(n in numbers for n in around(*cell)))
    checks = [
        (around(*cell) & set(edge), number - len(around(*cell) & mines))
        for cell, number in numbers.items()
        if around(*cell) & set(edge)
    ]
    inside, left = len(covered) - len(edge), total - len(mines)
    ways: list[dict[Cell, bool]] = []

    def fits(choice: dict[Cell, bool], done: bool) -> bool:
        for cells, needs in checks:
            placed = sum(choice.get(cell, False) for cell in cells)
            open_ = sum(cell not in choice for cell in cells)
            if placed > needs or placed + open_ < needs:
                return False
        return not done or 0 <= left - sum(choice.values()) <= inside

    def place(choice: dict[Cell, bool], i: int) -> None:
        if i == len(edge):
            if fits(choice, done=True):
                ways.append(dict(choice))
            return
        for mine in (False, True):
            choice[edge[i]] = mine
            if fits(choice, done=False):
                place(choice, i + 1)
            del choice[edge[i]]

    place({}, 0)
    safe = {cell for cell in edge if not any(way[cell] for way in ways)}
    found = {cell for cell in edge if all(way[cell] for way in ways)}
    rest = covered - set(edge)
    if rest and all(sum(way.values()) == left for way in ways):
        safe |= rest
    if rest and all(left - sum(way.values()) == len(rest) for way in ways):
        found |= rest
    return safe, found


def opened(said: str) -> dict[Cell, int | None]:
    """The cells a move says it opened, each with its number: "opened (5,2), 1; (5,3), blank"."""
    found = re.fullmatch(r"opened (.+)", said)
    assert found is not None, said
    cells: dict[Cell, int | None] = {}
    for part in found.group(1).split("; "):
        reading = re.fullmatch(r"\((\d+),(\d+)\), (\w+)", part)
        assert reading is not None and reading.group(3) in NUMBERS, said
        cells[(int(reading.group(1)) - 1, int(reading.group(2)) - 1)] = NUMBERS[reading.group(3)]
    return cells


def listener_plays(ear: Listener, won: list[str]) -> Iterator[str]:
    """The lines a listener types, each decided from what was printed after the last: it reads the board size and
    the mines from the first line, opens the middle, then reads every row, flags what it proves and opens what it
    proves safe, until the game says it is cleared."""
    start = ear.heard()[0]
    found = re.fullmatch(r"New game: Beginner, (\d+) columns, (\d+) rows, (\d+) mines, no-guess board", start)
    assert found is not None, start
    width, height, total = map(int, found.groups())
    yield f"{width // 2 + 1},{height // 2 + 1}"
    assert ear.heard()[0].startswith("opened"), "the first move says what it opened"
    mines: set[Cell] = set()
    while not won:
        board: dict[Cell, int | None] = {}
        for y in range(height):
            yield f"look {y + 1}"
            said = ear.heard()
            assert len(said) == 1 and said[0].startswith(f"row {y + 1}: "), said
            words = line_cells(said[0])
            assert len(words) == width, said
            board |= {(x, y): NUMBERS.get(word) for x, word in enumerate(words)}
            assert {(x, y) for x, word in enumerate(words) if word == "flag"} <= mines
        safe, new_mines = deduce(board, mines, total)
        assert safe or new_mines - mines, "the listener's solver is stuck on:\n" + "\n".join(
            "".join("#" if board[(x, y)] is None else str(board[(x, y)]) for x in range(width)) for y in range(height)
        )
        for x, y in sorted(new_mines - mines):
            yield f"f {x + 1},{y + 1}"
            assert ear.heard() == [f"flagged ({x + 1},{y + 1})"]
        mines |= new_mines
        for x, y in sorted(safe, key=lambda cell: (cell[1], cell[0])):
            if board[(x, y)] is not None:
                continue  # opened by a move before it this round, as that move said
            yield f"{x + 1},{y + 1}"
            said = ear.heard()
            assert not any("was a mine" in line for line in said), said
            if any(line.startswith("Cleared in") for line in said):
                won.append(said[1])
                break
            if re.fullmatch(r"opened \d+ cells", said[0]):
                break  # too many to be told: read the rows again
            board |= opened(said[0])
    yield "n"  # Play again? no


@pytest.mark.parametrize("seed", [1, 2])
def test_a_listener_wins_a_no_guess_beginner_board_reading_only_words(seed: int) -> None:
    game, out, err = reader_game(BoardChoice(PRESETS["beginner"], None, seed, no_guess=True))
    won: list[str] = []
    assert run(game, listener_plays(Listener(out), won)) == 0
    assert won[0].startswith("Cleared in ") and game.game.is_over, err.getvalue()
    printed = out.getvalue().splitlines()
    assert "Play again? (y or 1 = yes, n or q = quit)" in printed
    assert not [line for line in printed if GRID_LINE.fullmatch(line)]
    assert "Mines left:" not in out.getvalue() and "·" not in out.getvalue()


def played(choice: BoardChoice, *typed: str) -> tuple[ReaderGame, list[str], list[str]]:
    game, out, err = reader_game(choice)
    assert run(game, iter(typed)) == 0
    return game, out.getvalue().splitlines(), err.getvalue().splitlines()


def test_look_reads_a_row_a_cell_and_a_column_named_as_the_terminal_types_them() -> None:
    _, printed, _ = played(scene(), "3,3", "look 1", "look row 4", "look 2,1", "look (4,2)", "look col 4", "l 3")
    assert printed == [
        "New game: Custom, 5 columns, 5 rows, 2 mines",
        "Type ? for help.",
        "opened 18 cells",
        "row 1: blank, 1, 3 covered",
        "row 4: 3 blank, 1, covered",
        "(2,1), 1",
        "(4,2), 1",
        "column 4: covered, 1, 1, 1, 1",
        "row 3: 3 blank, 1, covered",
    ]


def test_each_move_says_only_what_it_changed_and_the_reading_commands_answer() -> None:
    typed = ("3,3", "5,3", "f 3,1", "f 3,1", "f 3,1", "c 4,2", "t", "m", "x", "x", "u", "5,5", "n")
    _, printed, _ = played(scene(), *typed)
    assert re.fullmatch(r"\d+ seconds?", printed[8]), printed[8]
    assert printed[2:8] + printed[9:14] == [
        "opened 18 cells",
        "opened (5,3), 1",
        "flagged (3,1)",
        "unflagged (3,1)",
        "flagged (3,1)",
        "opened (4,1), 1; (5,1), blank; (5,2), blank",  # the chord: few cells, each said with its number
        "1 mine left",
        "(5,4), covered",  # x: the next covered cell next to a number after the chord's cell
        "(5,5), covered",
        "(4,3), 1",  # u: the next number with covered neighbours, round the board from (5,5)
        "opened (5,5), 1",
    ]
    assert printed[14].startswith("Cleared in ") and printed[-1] == "Play again? (y or 1 = yes, n or q = quit)"


def test_a_loss_says_where_the_mine_was_then_how_the_game_ended() -> None:
    _, printed, _ = played(scene(), "3,3", "5,4", "n")
    assert printed[3] == "(5,4) was a mine"
    assert printed[4].startswith("Boom! After ")
    assert printed[5].startswith("Blunder: (5,4) was a proven mine: "), printed[5]
    _, printed, _ = played(scene(), "3,3", "f 5,3", "c 4,3", "n")
    assert printed[4:6] == ["the chord on (4,3) opened a mine at (5,4)", printed[5]]
    assert printed[5].startswith("Boom! After ")


@pytest.mark.parametrize(
    ("typed", "warning"),
    [
        ("look 0", "row 0 is off the board: rows 1-5"),
        ("look 6", "row 6 is off the board: rows 1-5"),
        ("look 6,1", "6,1 is off the board: columns 1-5, rows 1-5"),
        ("look col 9", "column 9 is off the board: columns 1-5"),
        ("look", "look needs a row, a cell or a column: look 5 reads row 5, look 3,5 the cell in column 3 of row 5"),
        ("look here", "'here' is not a row, a cell or a column: look 5 reads row 5"),
        ("t 5", "'5' after that command means nothing to it: type ? for help"),
        ("m now", "'now' after that command means nothing to it"),
        ("p 9,9", "9,9 is off the board"),
        ("wobble", "unknown command 'wobble': type ? for help"),
        ("3,3", "that cell is already open"),  # a move the rules refuse: the warning alone, no move words
        ("c 2,1", "this 1 has 0 flags around it; chording needs exactly 1"),
    ],
)
def test_a_line_it_cannot_use_is_one_clear_warning_and_loses_nothing(typed: str, warning: str) -> None:
    game, printed, warned = played(scene(), "3,3", typed, "look 2")
    assert len(warned) == 1 and warned[0].startswith(f"warning: {warning}"), warned
    assert printed[2:] == ["opened 18 cells", "row 2: blank, 1, 1, 1, covered"]  # the line before and after both count
    assert str(game.game).count("#") == 7  # the board as it was: nothing lost, nothing played


def test_hints_chances_and_help_are_words_and_the_grid_is_never_printed() -> None:
    game, printed, _ = played(scene(), "?", "3,3", "h", "p", "p 5,5", "p 1,1")
    text = "\n".join(printed)
    assert "look ROW" in text and "look COL,ROW" in text and "probability view: each" not in text
    assert "Hint: (4,1) is safe: the 1 at (3,2) already touches 1 proven mine at (3,1)" in text
    assert "Type 4,1 to open it." in printed
    assert "proven safe: (4,1), (5,1), (5,2), (5,3), (5,5); proven mines not flagged: (3,1), (5,4)" in printed
    assert "(5,5): 0% chance of a mine" in printed
    assert "(1,1): open" in printed
    assert not [line for line in printed if GRID_LINE.fullmatch(line)]
    assert game.session.assisted


def test_every_line_printed_goes_to_the_speech_log(tmp_path: Path) -> None:
    log = tmp_path / "said.txt"
    game, out, _ = reader_game(scene(), Speech(on=True, transcript=log, voice=None))
    assert run(game, iter(["3,3", "look 1", "look 9", "5,4", "n"])) == 0
    said = log.read_text(encoding="utf-8").splitlines()
    printed = [" ".join(line.split()) for line in out.getvalue().splitlines()]
    assert [line for line in said if not line.startswith("warning: ")] == printed
    assert "warning: row 9 is off the board: rows 1-5" in said


def test_the_command_line_turns_the_mode_on_and_keeps_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    board, log = tmp_path / "board.txt", tmp_path / "said.txt"
    board.write_text(SCENE, encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"3,3\nlook 1\nq\n")))
    argv = ["--board", str(board), "--data-dir", str(tmp_path / "data"), "--speech-log", str(log)]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "New game: Custom, 5 columns, 5 rows, 2 mines",
        "Type ? for help.",
        "opened 18 cells",
        "row 1: blank, 1, 3 covered",
    ]
    assert log.read_text(encoding="utf-8").splitlines()[: len(out)] == out


def test_plain_and_reader_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--plain", "--screen-reader"])
    assert stop.value.code == 2
    assert "--plain prints boards for scripts and --reader words for a listener: choose one" in capsys.readouterr().err


def test_speak_without_the_extra_says_so_once_and_plays_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    without_extra(monkeypatch)
    log = tmp_path / "said.txt"
    game, out, err = reader_game(scene(), Speech(on=True, transcript=log, voice=PrismVoice))
    assert run(game, iter(["3,3", "look 1"])) == 0
    game.finish()  # as the program does when input ends: the voice's thread has tried by then
    notices = [line for line in err.getvalue().splitlines() if "Speech is unavailable" in line]
    assert len(notices) == 1 and "pip install" in notices[0]
    assert out.getvalue().splitlines()[2:] == ["opened 18 cells", "row 1: blank, 1, 3 covered"]


def test_the_terminal_prints_the_unavailable_notice_once_in_all(tmp_path: Path) -> None:
    """The notice is the player's one channel: no log record of it reaches the terminal as a second copy (a real
    process, whose logging has no test's handler in the way; the extra is not installed in the test environment)."""
    board = tmp_path / "board.txt"
    board.write_text(SCENE, encoding="utf-8")
    command = [sys.executable, "-c", "import sys; from minesweeper.text import main; sys.exit(main())"]
    options = ["--board", str(board), "--data-dir", str(tmp_path / "data"), "--reader", "--speak"]
    done = subprocess.run(
        [*command, *options], input="3,3\nq\n", capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert (done.stdout + done.stderr).count("Speech is unavailable") == 1


def test_the_board_is_heard_whole_before_the_help_line() -> None:
    """The line naming the board is not cut off by the line after it: a listener hears which board it is."""
    voice = RecordingVoice()
    game, _, _ = reader_game(scene(), Speech(on=True, voice=voice))
    assert run(game, iter(["look 1"])) == 0
    board, helped = voice.said[:2]
    assert board[0] == "New game: Custom, 5 columns, 5 rows, 2 mines" and helped == ("Type ? for help.", False)


def test_speak_hands_every_line_to_the_voice() -> None:
    voice = RecordingVoice()
    game, out, _ = reader_game(scene(), Speech(on=True, voice=voice))
    assert run(game, iter(["3,3", "f 5,4", "look 4"])) == 0
    assert voice.lines == [" ".join(line.split()) for line in out.getvalue().splitlines()]


def test_a_game_taken_up_again_says_how_much_is_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "board.txt"
    board.write_text(SCENE, encoding="utf-8")
    data = ["--data-dir", str(tmp_path / "data"), "--reader"]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"3,3\nf 3,1\nq\n")))
    assert main(["--board", str(board), *data]) == 0
    assert "The game is saved: minesweeper-text --resume continues it." in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"look 1\nq\n")))
    assert main(["--resume", *data]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Continuing: Custom, 5 columns, 5 rows, 2 mines; 18 cells open, 1 mine left",
        "Type ? for help.",
        "row 1: blank, 1, flag, 2 covered",
    ]
