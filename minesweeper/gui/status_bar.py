"""The status panel above the board: mine counter, face button and timer, in red seven-segment digits.

Each part is drawn on its own so a tick of the timer repaints three digits, not the window. Imports pygame,
the sheets, the layout and the widgets only: the play screen decides what the numbers and the face are.
"""

from __future__ import annotations

import pygame

from minesweeper.gui.geometry import PANEL_BEVEL, PlayLayout
from minesweeper.gui.sheets import DIGIT_W, FaceSprite, SpriteSheets, counter_digits
from minesweeper.gui.widgets import bevel, panel


def draw_panel(surface: pygame.Surface, layout: PlayLayout) -> pygame.Rect:
    panel(surface, layout.status, PANEL_BEVEL * layout.scale, raised=False)
    return layout.status


def draw_counter(surface: pygame.Surface, sheets: SpriteSheets, box: pygame.Rect, value: int,
                 scale: int) -> pygame.Rect:
    """Three LCD digits in a sunken slot; the mine counter may be negative, the timer is capped."""
    digits = sheets.digits(scale)
    for i, digit in enumerate(counter_digits(value)):
        surface.blit(digits[digit], (box.left + i * DIGIT_W * scale, box.top))
    frame = box.inflate(2 * scale, 2 * scale)
    bevel(surface, frame, scale, raised=False)
    return frame


def draw_face(surface: pygame.Surface, sheets: SpriteSheets, layout: PlayLayout, face: FaceSprite) -> pygame.Rect:
    return surface.blit(sheets.faces(layout.scale)[face], layout.face)
