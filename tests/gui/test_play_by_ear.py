"""Playing by ear in the real window loop: a test that hears only the transcript and presses only keys wins
no-guess Beginner and Intermediate boards, deciding each move with a small solver of its own; and speech missing
(no extra, no voice) is said once and changes nothing in the game."""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESETS
from tests.gui.driver import Driver
from tests.speech_kit import RecordingVoice, line_cells, without_backend, without_extra

Cell = tuple[int, int]
WORDS = {"blank": 0, **{str(n): n for n in range(1, 9)}}


class Listener:
    """A player who cannot see the window: it reads the transcript and presses keys, nothing else."""

    def __init__(self, driver: Driver, transcript: Path) -> None:
        self.driver, self.transcript, self.heard = driver, transcript, 0
        self.cursor: Cell = (0, 0)

    def hear(self) -> list[str]:
        """The lines said since last asked."""
        lines = self.transcript.read_text(encoding="utf-8").splitlines() if self.transcript.exists() else []
        new, self.heard = lines[self.heard :], len(lines)
        return new

    def press(self, key: int, mod: int = 0) -> list[str]:
        self.driver.key(key, mod=mod)
        return self.hear()

    def ask(self, key: int, pattern: str) -> str:
        said = [line for line in self.press(key) if re.search(pattern, line)]
        assert len(said) == 1, f"expected one answer matching {pattern!r}"
        return said[0]

    def where(self) -> tuple[int, int]:
        """Where am I: the cursor's cell read back, and the board's size. "E5: column 5 of 9, row 5 of 9, covered"."""
        line = self.ask(pygame.K_l, "column .* row")
        found = re.search(r"column (\d+) of (\d+), row (\d+) of (\d+)", line)
        assert found is not None, line
        column, width, row, height = map(int, found.groups())
        self.cursor = (column - 1, row - 1)
        return width, height

    def go(self, cell: Cell) -> None:
        """Arrows to ``cell``; the last reading names the cell the cursor reached."""
        (x, y), said = self.cursor, ""
        keys = [pygame.K_RIGHT if cell[0] > x else pygame.K_LEFT] * abs(cell[0] - x)
        keys += [pygame.K_DOWN if cell[1] > y else pygame.K_UP] * abs(cell[1] - y)
        for key in keys:
            said = next(iter(self.press(key)), said)
        self.cursor = cell
        if keys:
            assert said.split(",")[0] == name(cell), f"the cursor should be on {name(cell)}: {said}"

    def read_board(self, width: int, height: int) -> list[list[int | None]]:
        """Every row read out in one sentence each: a number (0 for blank), None for covered."""
        self.press(pygame.K_HOME, pygame.KMOD_CTRL)
        self.cursor = (0, 0)
        rows: list[list[int | None]] = []
        for y in range(height):
            if y:
                self.go((0, y))
            line = self.ask(pygame.K_r, f"^row {y + 1}: ")
            words = line_cells(line)
            assert len(words) == width, line
            rows.append([WORDS.get(word) for word in words])
        return rows


def name(cell: Cell) -> str:
    letters, column = "", cell[0] + 1
    while column:
        column, digit = divmod(column - 1, 26)
        letters = chr(ord("A") + digit) + letters
    return f"{letters}{cell[1] + 1}"


def deduce(board: list[list[int | None]], mines: set[Cell], total: int) -> tuple[set[Cell], set[Cell]]:
    """Safe cells and new mines, by each number alone, by one number's cells inside another's, and by the count."""
    height, width = len(board), len(board[0])
    unknown = {(x, y) for y in range(height) for x in range(width) if board[y][x] is None} - mines
    rules: list[tuple[frozenset[Cell], int]] = []
    for y in range(height):
        for x in range(width):
            number = board[y][x]
            if not number:
                continue
            around = {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & unknown | set()
            known = {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & mines
            if around:
                rules.append((frozenset(around), number - len(known)))
    rules.append((frozenset(unknown), total - len(mines)))
    safe: set[Cell] = set()
    found: set[Cell] = set()
    for cells, count in rules:
        if count == 0:
            safe |= cells
        elif count == len(cells):
            found |= cells
    for (small, k_small), (big, k_big) in combinations(rules, 2):
        for (a, ka), (b, kb) in (((small, k_small), (big, k_big)), ((big, k_big), (small, k_small))):
            if a < b:
                rest = b - a
                if kb - ka == 0:
                    safe |= rest
                elif kb - ka == len(rest):
                    found |= rest
    return safe, found


def win_by_ear(tmp_path: Path, level: str, seed: int) -> None:
    transcript = tmp_path / "said.txt"
    driver = Driver(
        tmp_path, difficulty=PRESETS[level], seed=seed, no_guess=True, speech_log=transcript, voice=RecordingVoice
    )
    ear = Listener(driver, transcript)
    width, height = ear.where()
    total = int(ear.ask(pygame.K_m, "mines left$").split()[0])  # "40 mines left": nothing is flagged yet
    ear.press(pygame.K_SPACE)
    driver.solver_answers()  # the no-guess board is found in the background, then the first cell opens
    assert any(line.startswith("opened") for line in ear.hear())
    mines: set[Cell] = set()
    won = False
    while not won:
        board = ear.read_board(width, height)
        safe, found = deduce(board, mines, total)
        mines |= found
        assert safe or found, "the small solver is stuck on:\n" + "\n".join(map(str, board))
        for cell in sorted(safe, key=lambda c: (c[1], c[0])):
            ear.go(cell)
            said = ear.press(pygame.K_SPACE)
            assert not any("was a mine" in line for line in said), said
            won = won or any(line.startswith("Cleared in") for line in said)
    driver.close()


@pytest.mark.parametrize("seed", [1, 2])
def test_a_listener_wins_a_no_guess_beginner_board_by_ear(tmp_path: Path, seed: int) -> None:
    win_by_ear(tmp_path, "beginner", seed)


def test_a_listener_wins_a_no_guess_intermediate_board_by_ear(tmp_path: Path) -> None:
    win_by_ear(tmp_path, "intermediate", 3)


def play_a_few_keys(tmp_path: Path, *, speak: bool = False) -> tuple[str, list[str], list[str]]:
    """The same keys on the same board: the board as it ends, what the message bar showed (Help's Recent messages),
    and the transcript."""
    transcript = tmp_path / "said.txt"
    driver = Driver(tmp_path, layout=SCENE, seed=1, speak=speak, speech_log=transcript if speak else None)
    driver.app.ctx.speech.drain()  # the voice's thread has tried (and failed) before the first key
    for key in (pygame.K_SPACE, pygame.K_x, pygame.K_f, pygame.K_u, pygame.K_r, pygame.K_END, pygame.K_SPACE):
        driver.key(key)
    board = str(driver.play.game)
    notices = list(driver.app.ctx.recent)
    said = transcript.read_text(encoding="utf-8").splitlines() if transcript.exists() else []
    driver.close()
    return board, notices, said


SCENE = "..*..\n.....\n.....\n....*\n....."  # the cursor starts on C3, whose opening opens most of the board


@pytest.mark.parametrize("make_missing", [without_extra, without_backend], ids=["no extra", "no voice"])
def test_missing_speech_is_said_once_and_the_game_is_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make_missing: object
) -> None:
    silent_board, _, _ = play_a_few_keys(tmp_path / "silent")
    assert callable(make_missing)
    make_missing(monkeypatch)
    board, notices, said = play_a_few_keys(tmp_path / "spoken", speak=True)
    assert board == silent_board
    unavailable = [line for line in said if line.startswith("Speech is unavailable")]
    assert len(unavailable) == 1 and [n for n in notices if n.startswith("Speech is unavailable")] == unavailable
    assert {"opened 18 cells", "flagged E3", "E4 was a mine"} <= set(said)


def test_the_cursor_moves_and_the_jump_keys_are_heard(tmp_path: Path) -> None:
    voice = RecordingVoice()
    driver = Driver(tmp_path, layout=SCENE, seed=1, speak=True, voice=voice)
    for key in (pygame.K_SPACE, pygame.K_x, pygame.K_u, pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_c, pygame.K_t):
        driver.key(key)
    driver.key(pygame.K_x, mod=pygame.KMOD_SHIFT)
    driver.key(pygame.K_HOME, mod=pygame.KMOD_CTRL)
    assert voice.lines == [
        "Minesweeper — Custom 5×5, 2 mines.",  # the window's title, as it opens
        "opened 18 cells",
        "E3, covered",  # the next covered cell next to a number after C3
        "D4, 1",  # the next number with covered neighbours after E3
        "C4, blank",
        "C1, covered",
        "column C: covered, 1, 3 blank",
        "1 second",
        "E5, covered",  # the previous covered cell next to a number, round the board from C1
        "A1, blank",
    ]


def test_f9_turns_speech_on_and_off_and_the_settings_keep_it(tmp_path: Path) -> None:
    voice = RecordingVoice()
    driver = Driver(tmp_path, layout=SCENE, seed=1, voice=voice)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_F9)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_F9)
    driver.key(pygame.K_LEFT)
    assert voice.lines[0].startswith("Speech on. Minesweeper")
    assert voice.lines[1:] == ["A3, covered", "Speech off"]
    assert driver.app.ctx.store is not None and driver.app.ctx.store.load_settings().speech is False
    driver.close()


def test_detailed_readings_count_what_is_left_around_a_number(tmp_path: Path) -> None:
    from minesweeper.core.speech.words import cell_words

    driver = Driver(tmp_path, layout=SCENE, seed=1)
    driver.key(pygame.K_SPACE)
    game = driver.play.game
    assert cell_words(game, 3, 1, "detailed") == "D2, 1, with 5 covered neighbours and 0 flags"
    assert cell_words(game, 1, 0, "detailed") == "B1, 1, with 1 covered neighbour and 0 flags"
    assert cell_words(game, 3, 1, "brief") == "1"
    driver.close()
