"""The classic game window around a board: raised frame, status panel, sunken board frame and message bar.

The play screen draws a live game in it; a replay viewer and a puzzle editor draw theirs in the same frame,
so it looks and behaves the same everywhere. The status panel holds the mine counter and the timer in red
seven-segment digits and the face button between them; each part is drawn on its own, so a tick of the
timer repaints three digits, not the window. The message bar under the board has two lines: the message,
and a notice (a file set aside, a game given up) on its own line so it never hides the message. What the
numbers, the face and the words say is the caller's business.
"""

from __future__ import annotations

import pygame
from pygame.typing import ColorLike

from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.sheets import DIGIT_W, FaceSprite, SpriteSheets, counter_digits
from minesweeper.gui.geometry import BOARD_BEVEL, PANEL_BEVEL, PlayLayout
from minesweeper.gui.widgets.buttons import bevel, blit_centred, fit_line, panel, wrap


class GameFrame:
    """Draws the parts of the frame that ``layout`` places, with the loaded art and the theme's colours."""

    def __init__(self, sheets: SpriteSheets, font: BitmapFont, colours: ChromeColours, layout: PlayLayout) -> None:
        self.sheets = sheets
        self.font = font
        self.colours = colours
        self.layout = layout

    def draw_frame(self, surface: pygame.Surface) -> pygame.Rect:
        """Everything but the cells, counters, face and message: the grey body, the panel and the bevels."""
        layout, colours = self.layout, self.colours
        surface.fill(colours.face)
        body = surface.get_rect()
        body.top = layout.menu_bar.bottom  # under the menu bar, as a window's client area is
        body.height = surface.get_height() - layout.menu_bar.bottom
        bevel(surface, body, layout.scale * 2, colours)
        panel(surface, layout.status, PANEL_BEVEL * layout.scale, colours, raised=False)
        bevel(surface, layout.board_frame, BOARD_BEVEL * layout.scale, colours, raised=False)
        return surface.get_rect()

    def draw_counter(self, surface: pygame.Surface, box: pygame.Rect, value: int) -> pygame.Rect:
        """Three LCD digits in a sunken slot; the mine counter may be negative, the timer is capped."""
        scale = self.layout.scale
        digits = self.sheets.digits(scale)
        for i, digit in enumerate(counter_digits(value)):
            surface.blit(digits[digit], (box.left + i * DIGIT_W * scale, box.top))
        frame = box.inflate(2 * scale, 2 * scale)
        bevel(surface, frame, scale, self.colours, raised=False)
        return frame

    def draw_status(self, surface: pygame.Surface, mines_left: int, seconds: int,
                    face: FaceSprite) -> list[pygame.Rect]:
        layout = self.layout
        return [self.draw_counter(surface, layout.counter, mines_left),
                self.draw_counter(surface, layout.timer, seconds),
                surface.blit(self.sheets.faces(layout.scale)[face], layout.face)]

    def draw_message(self, surface: pygame.Surface, text: str, colour: ColorLike, notice: str = "") -> pygame.Rect:
        """The message, and a notice on the line below it (each shrunk a size, then cut with "..."); with no
        notice, a message too long for one line (a hint's reason) takes both lines."""
        layout = self.layout
        box = layout.message
        surface.fill(self.colours.face, box)
        scale = self._text_scale()
        if notice:
            lines = [(text, colour), (notice, self.colours.alert)]
        else:
            wrapped, scale = self._two_lines(text, box.width - 2 * layout.scale)
            lines = [(line, colour) for line in wrapped]
        line_h = box.height // 2
        top = box.top if len(lines) == 2 else box.top + line_h // 2
        for number, (words, ink) in enumerate(lines):
            self._line(surface, pygame.Rect(box.left, top + number * line_h, box.width, line_h), words, ink, scale)
        return box

    def _two_lines(self, text: str, room: int) -> tuple[list[str], int]:
        """The text on one line if it fits at the message's size, else wrapped onto two at the largest size
        where two lines hold it (the second cut with "..." if even the smallest size cannot), and that size."""
        scale = self._text_scale()
        if self.font.size(text, scale)[0] <= room:
            return [text], scale
        lines = wrap(self.font, text, scale, room)
        while len(lines) > 2 and scale > 1:
            scale -= 1
            lines = wrap(self.font, text, scale, room)
        return [lines[0], " ".join(lines[1:])], scale

    def _text_scale(self) -> int:
        scale_max = self.layout.scale
        return scale_max if scale_max <= 2 else scale_max - 1

    def _line(self, surface: pygame.Surface, box: pygame.Rect, text: str, colour: ColorLike, scale: int) -> None:
        """One line at ``scale``, or smaller if it must, and cut with "..." if even the smallest is too wide."""
        font, scale_max = self.font, self.layout.scale
        room = box.width - 2 * scale_max
        while scale > 1 and font.size(text, scale)[0] > room:
            scale -= 1
        image = font.render(fit_line(font, text, room, scale), colour, scale)
        surface.blit(image, image.get_rect(midleft=(box.left + scale_max, box.centery)))

    def draw_paused(self, surface: pygame.Surface) -> pygame.Rect:
        """The board hidden behind a "Paused" panel while the window is away: no peeking at a stopped clock."""
        layout, colours = self.layout, self.colours
        area = layout.viewport
        panel(surface, area, layout.scale, colours)
        scale = layout.scale + 1
        blit_centred(surface, self.font.render("Paused", colours.ink, scale), (area.centerx, area.centery - 6 * scale))
        hint = self.font.render("Click or press a key to go on", colours.dim_ink, max(1, layout.scale))
        blit_centred(surface, hint, (area.centerx, area.centery + 6 * scale))
        return area
