"""The replay viewer under a real window manager (openbox in Xvfb), which publishes its work area and frames the
window: on an 800x600 laptop and a 1920x1080 screen, a replay of Expert (whose controls go in one row at the frame's
foot, Expert at the zoom it is played at) and of Beginner shows its mine counter, its timer and its face whole, never
under the controls. Whole means every lit segment of the counters' digits and every pixel of the face's yellow is on
screen, counted in a screenshot of the real window against the sprites at the frame's scale."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.art.sheets import DIGIT_BLANK, FaceSprite, SpriteSheets, counter_digits
from tests.e2e.conftest import require
from tests.e2e.xserver import GameWindow, require_tools, virtual_display, window_manager
from tests.gui.history_kit import seed_history

pytestmark = pytest.mark.slow

WAIT_S = 40  # the longest the replay may take to show whole on a loaded machine
# History lists the seeded games newest first (``history_kit.SEEDED``): Down this many times chooses the game.
GAMES = {"expert": (4, 99), "beginner": (1, 10)}  # the rows, and the mine counter a replay starts at


def count(picture: pygame.Surface, colour: pygame.Color) -> int:
    """How many pixels of ``picture`` are exactly ``colour`` (in true colour: a screenshot of few colours is saved
    with a palette)."""
    true = pygame.Surface(picture.get_size(), depth=32)
    true.blit(picture, (0, 0))
    return int(pygame.mask.from_threshold(true, colour, (1, 1, 1, 255)).count())


def colours(surface: pygame.Surface) -> dict[tuple[int, int, int], int]:
    found: dict[tuple[int, int, int], int] = {}
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            colour = surface.get_at((x, y))
            rgb = colour.r, colour.g, colour.b
            found[rgb] = found.get(rgb, 0) + 1
    return found


def expected(sheets: SpriteSheets, scale: int, mines: int) -> dict[tuple[int, int, int], int]:
    """The lit segments' colour and the face's yellow, and how many pixels of each the status panel shows at
    ``scale`` with the mine counter at ``mines`` and the timer at 0."""
    digits = sheets.digits(scale)
    unlit, eight = colours(digits[DIGIT_BLANK]), colours(digits[8])
    lit = max((rgb for rgb in eight if rgb not in unlit), key=eight.__getitem__)
    shown = counter_digits(mines) + counter_digits(0)
    face = sheets.faces(scale)[FaceSprite.SMILE]
    middle = face.subsurface(face.get_rect().inflate(-face.get_width() // 2, -face.get_height() // 2))
    in_middle = colours(middle)
    yellow = max(in_middle, key=in_middle.__getitem__)
    return {
        lit: sum(colours(digits[digit]).get(lit, 0) for digit in shown),
        yellow: colours(face).get(yellow, 0),
    }


def still(window: GameWindow, shot: Path) -> None:
    """Wait until the window shows the same picture twice running (what a key asked for is on screen)."""
    deadline, before = time.monotonic() + WAIT_S, b""
    while time.monotonic() < deadline:
        time.sleep(0.3)
        now = window.screenshot(shot).read_bytes()
        if now == before:
            return
        before = now


@pytest.mark.parametrize("screen", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_replays_counters_and_face_are_whole_under_a_window_manager(
    tmp_path: Path, screen: tuple[int, int], game: str
) -> None:
    require_tools()
    require("openbox", package="openbox")
    require("xprop", package="x11-utils")
    seed_history(tmp_path / "data")
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    sheets = SpriteSheets.load()
    row, mines = GAMES[game]
    wanted = {scale: expected(sheets, scale, mines) for scale in range(1, 5)}
    with virtual_display(screen) as display, window_manager(display):
        window = GameWindow(display, [], tmp_path / "data", move_to_corner=False)
        try:
            still(window, tmp_path / "still.png")  # the menu up
            for keys in (["h"], ["Down"] * row, ["Return"]):  # History, its row, the replay: each shown before the next
                window.xdotool("key", "--window", window.window, *keys)
                still(window, tmp_path / "still.png")
            deadline, seen = time.monotonic() + WAIT_S, {}
            while time.monotonic() < deadline:
                if "replay" in window.xdotool("getwindowname", window.window):
                    shot = pygame.image.load(str(window.screenshot(tmp_path / "replay.png")))
                    seen = {rgb: count(shot, pygame.Color(rgb)) for rgb in wanted[1]}  # (the same colours at any scale)
                    if any(all(seen[rgb] == n for rgb, n in counts.items()) for counts in wanted.values()):
                        return
                time.sleep(0.3)
        finally:
            window.close()
    pytest.fail(f"the counters and the face are not whole: counted {seen}, a whole panel at each scale {wanted}")
