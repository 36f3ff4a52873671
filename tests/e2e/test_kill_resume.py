"""Nothing is lost to ``kill -9``: a real window is played, killed mid-game, restarted and continued, and the
board it shows is pixel for pixel the board it showed before the kill. The moves after the first are only in
the saved game's journal when the window is killed, so the journal is what carries them over."""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pygame
import pytest

from minesweeper.core.game import Game
from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.files import load_png
from minesweeper.gui.art.sheets import TILE, TILES_PNG, TileSprite
from minesweeper.gui.geometry import PlayLayout, cell_px, opening, play_layout
from minesweeper.gui.platform.window import DESKTOP_MARGIN
from minesweeper.store import Store
from tests.e2e.xserver import SCREEN, GameWindow, require_tools, virtual_display

pytestmark = pytest.mark.slow

BEGINNER = PRESETS["beginner"]
TIMEOUT = 20.0
T = TypeVar("T")


def poll(what: str, probe: Callable[[], T | None]) -> T:
    """Ask ``probe`` until it answers something other than None, or fail after ``TIMEOUT`` seconds."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        answer = probe()
        if answer is not None:
            return answer
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def the_layout() -> PlayLayout:
    available = (SCREEN[0] - DESKTOP_MARGIN[0], SCREEN[1] - DESKTOP_MARGIN[1])
    board = (BEGINNER.width, BEGINNER.height)
    return play_layout(board, *opening(board, available))


def saved_game(data: Path, actions: int) -> Game | None:
    """The saved game, as the store reads it (the full save and its journal), once it holds ``actions`` moves
    (None before then)."""
    if not (data / "resume.json").exists():
        return None  # not written yet: a store would say nothing is saved, and that is no test
    saved = Store(data).load_resume()
    return None if saved is None or len(saved.record.actions) != actions else saved.record.replay()


def kept(data: Path) -> dict[str, bytes]:
    """The saved game's files and their bytes."""
    return {path.name: path.read_bytes() for path in sorted(data.glob("resume.*")) if path.name != "resume.lock"}


def board_pixels(window: GameWindow, shot: Path, layout: PlayLayout) -> bytes:
    window.screenshot(shot)
    picture = pygame.image.load(str(shot))
    if picture.get_size() != layout.window:
        return b""  # still the menu, or a window between sizes
    return pygame.image.tobytes(picture.subsurface(layout.viewport), "RGB")


def test_a_killed_game_continues_exactly_where_it_was(tmp_path: Path) -> None:
    require_tools()
    data = tmp_path / "data"
    layout = the_layout()
    size = cell_px(layout.zoom)
    tile = load_png(TILES_PNG).subsurface((TileSprite.FLAG * TILE, 0, TILE, TILE))
    flag = pygame.image.tobytes(pygame.transform.scale(tile, (size, size)), "RGB")

    def centre(cell: tuple[int, int]) -> tuple[int, int]:
        return layout.viewport.left + cell[0] * size + size // 2, layout.viewport.top + cell[1] * size + size // 2

    def cell_of(pixels: bytes, cell: tuple[int, int]) -> bytes:
        board = pygame.image.frombytes(pixels, layout.viewport.size, "RGB")
        return pygame.image.tobytes(board.subsurface((cell[0] * size, cell[1] * size, size, size)), "RGB")

    with virtual_display() as display:
        first = GameWindow(display, ["--preset", "beginner", "--seed", "5"], data)
        try:
            first.click(centre((4, 4)), "click", "1")  # the first click is always safe, and lays the mines
            game = poll("the first move in resume.json", lambda: saved_game(data, 1))
            assert game.layout is not None
            covered = [(x, y) for y in range(game.height) for x in range(game.width) if not game.tile(x, y).is_open]
            safe = next(cell for cell in covered if cell not in game.layout.mines)
            mine = next(cell for cell in covered if cell in game.layout.mines)
            first.click(centre(safe), "click", "1")
            first.click(centre(mine), "click", "3")
            before_game = poll("three moves in resume.json", lambda: saved_game(data, 3))
            before = poll(
                "the flag on screen",
                lambda: (
                    pixels
                    if cell_of(pixels := board_pixels(first, tmp_path / "before.png", layout), mine) == flag
                    else None
                ),
            )
            saved = kept(data)
            assert len(json.loads(saved["resume.json"])["actions"]) == 1  # the later moves are in the journal
            assert len(saved["resume.journal"].splitlines()) == 3  # its header and one line a move
            first.process.kill()  # SIGKILL: no handler runs, nothing is saved at exit
            assert first.process.wait(10) == -9
        finally:
            first.close()

        assert kept(data) == saved
        second = GameWindow(display, [], data)  # no board named: the menu, offering Continue
        try:
            second.xdotool("key", "--window", second.window, "c")
            poll(
                "the continued board to match the one before the kill",
                lambda: board_pixels(second, tmp_path / "after.png", layout) == before or None,
            )
        finally:
            second.close()

    after_game = saved_game(data, 3)
    assert after_game is not None
    assert [str(a) for a in after_game.actions] == [str(a) for a in before_game.actions]
    assert str(after_game.layout) == str(before_game.layout)
    assert after_game.tile(*mine) == before_game.tile(*mine) and before_game.tile(*safe).is_open


@pytest.mark.parametrize("name", ["SIGINT", "SIGHUP", "SIGTERM"])
def test_a_signal_closes_the_window_cleanly_and_saves_the_clock(tmp_path: Path, name: str) -> None:
    """Ctrl-C in the terminal that started the window, a closed terminal, or a polite kill."""
    require_tools()
    data = tmp_path / "data"
    layout = the_layout()
    size = cell_px(layout.zoom)
    centre = (layout.viewport.left + 4 * size + size // 2, layout.viewport.top + 4 * size + size // 2)
    with virtual_display() as display:
        window = GameWindow(display, ["--preset", "beginner", "--seed", "5"], data)
        try:
            window.click(centre, "click", "1")
            poll("the first move in resume.json", lambda: saved_game(data, 1))
            time.sleep(1.5)
            window.process.send_signal(getattr(signal, name))
            assert window.process.wait(20) == 0
        finally:
            window.close()
    saved = json.loads((data / "resume.json").read_text())
    assert saved["clock_ms"] >= 1500  # the time after the last move was kept, not only the moves
    assert len(saved["actions"]) == 1
