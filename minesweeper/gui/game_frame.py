"""The classic game window around a board: raised frame, status panel, sunken board frame and message bar.

The play screen draws a live game in it; a replay viewer and a puzzle editor draw theirs in the same frame,
so it looks and behaves the same everywhere. The status panel holds the mine counter and the timer in red
seven-segment digits and the face button between them; each part is drawn on its own, so a tick of the
timer repaints three digits, not the window. What the numbers, the face and the message say is the
caller's business.
"""

from __future__ import annotations

import pygame
from pygame.typing import ColorLike

from minesweeper.gui.font import BitmapFont
from minesweeper.gui.geometry import BOARD_BEVEL, PANEL_BEVEL, PlayLayout
from minesweeper.gui.sheets import DIGIT_W, FaceSprite, SpriteSheets, counter_digits
from minesweeper.gui.widgets import FACE, bevel, fit_line, panel


class GameFrame:
    """Draws the parts of the frame that ``layout`` places, with the loaded art."""

    def __init__(self, sheets: SpriteSheets, font: BitmapFont, layout: PlayLayout) -> None:
        self.sheets = sheets
        self.font = font
        self.layout = layout

    def draw_frame(self, surface: pygame.Surface) -> pygame.Rect:
        """Everything but the cells, counters, face and message: the grey body, the panel and the bevels."""
        layout = self.layout
        surface.fill(FACE)
        bevel(surface, surface.get_rect(), layout.scale * 2)
        panel(surface, layout.status, PANEL_BEVEL * layout.scale, raised=False)
        bevel(surface, layout.board_frame, BOARD_BEVEL * layout.scale, raised=False)
        return surface.get_rect()

    def draw_counter(self, surface: pygame.Surface, box: pygame.Rect, value: int) -> pygame.Rect:
        """Three LCD digits in a sunken slot; the mine counter may be negative, the timer is capped."""
        scale = self.layout.scale
        digits = self.sheets.digits(scale)
        for i, digit in enumerate(counter_digits(value)):
            surface.blit(digits[digit], (box.left + i * DIGIT_W * scale, box.top))
        frame = box.inflate(2 * scale, 2 * scale)
        bevel(surface, frame, scale, raised=False)
        return frame

    def draw_status(self, surface: pygame.Surface, mines_left: int, seconds: int,
                    face: FaceSprite) -> list[pygame.Rect]:
        layout = self.layout
        return [self.draw_counter(surface, layout.counter, mines_left),
                self.draw_counter(surface, layout.timer, seconds),
                surface.blit(self.sheets.faces(layout.scale)[face], layout.face)]

    def draw_message(self, surface: pygame.Surface, text: str, colour: ColorLike) -> pygame.Rect:
        """One line under the board, shrunk a size or two before it is cut short with "..."."""
        layout, font = self.layout, self.font
        surface.fill(FACE, layout.message)
        scale = layout.scale if layout.scale <= 2 else layout.scale - 1
        room = layout.message.width - 2 * layout.scale
        while scale > 1 and font.size(text, scale)[0] > room:
            scale -= 1
        image = font.render(fit_line(font, text, room, scale), colour, scale)
        surface.blit(image, image.get_rect(midleft=(layout.message.left + layout.scale, layout.message.centery)))
        return layout.message
