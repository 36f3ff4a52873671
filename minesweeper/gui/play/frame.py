"""The classic game window around a board: raised frame, status panel, sunken board frame and message bar.

The play screen draws a live game in it; a replay viewer and a puzzle editor draw theirs in the same frame,
so it looks and behaves the same everywhere. The status panel holds the mine counter and the timer in red
seven-segment digits and the face button between them; each part is drawn on its own, so a tick of the
timer repaints its digits, not the window. The message bar under the board holds the message and, on
lines of its own, a notice (a file set aside, a game given up), in the reading type (``art.prose``) wrapped
on word boundaries. What the numbers, the face and the words say is the caller's business.
"""

from __future__ import annotations

import pygame
from pygame.typing import ColorLike

from minesweeper.core.language.translate import _
from minesweeper.gui.art.font import Typeface, as_read
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.art.sheets import DIGIT_W, FaceSprite, SpriteSheets, counter_digits
from minesweeper.gui.geometry import BOARD_BEVEL, MESSAGE_LINES, PANEL_BEVEL, PlayLayout, message_px
from minesweeper.gui.widgets.buttons import bevel, blit_centred, panel

MORE_W = 3  # the least width of the message bar's scroll track and of half an arrow beside it, in chrome pixels


class GameFrame:
    """Draws the parts of the frame that ``layout`` places, with the loaded art and the theme's colours."""

    def __init__(self, sheets: SpriteSheets, font: Typeface, colours: ChromeColours, layout: PlayLayout) -> None:
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
        """The layout's LCD digits (three, or more on a board of 1,000 mines or more) in a sunken slot; the mine
        counter may be negative, the timer is capped."""
        scale = self.layout.scale
        digits = self.sheets.digits(scale)
        for i, digit in enumerate(counter_digits(value, self.layout.digits)):
            surface.blit(digits[digit], (box.left + i * DIGIT_W * scale, box.top))
        frame = box.inflate(2 * scale, 2 * scale)
        bevel(surface, frame, scale, self.colours, raised=False)
        return frame

    def draw_status(
        self, surface: pygame.Surface, mines_left: int, seconds: int, face: FaceSprite
    ) -> list[pygame.Rect]:
        layout = self.layout
        return [
            self.draw_counter(surface, layout.counter, mines_left),
            self.draw_counter(surface, layout.timer, seconds),
            surface.blit(self.sheets.faces(layout.scale)[face], layout.face),
        ]

    @property
    def prose(self) -> Prose:
        """The message bar's reading type at the frame's scale (never below the least reading size)."""
        return Prose.for_scale(self.layout.scale)

    def wrap_width(self, bar_width: int) -> int:
        """How wide the lines of a message bar ``bar_width`` pixels wide are: its width less the scroll track's and
        the arrows' room (kept whether or not they are drawn, so lines never re-wrap as a bar begins to scroll)."""
        return bar_width - 3 * self.cue_size() - 6 * self.layout.scale  # the words start 2 in, the arrow stands 2 off

    def cue_size(self) -> int:
        """The scroll track's width and half an arrow's: a quarter of a line of the words, at the least a few pixels."""
        return max(MORE_W * self.layout.scale, self.prose.line_h // 4)

    def message_lines(self, text: str, colour: ColorLike, notice: str = "") -> list[tuple[str, ColorLike]]:
        """The message wrapped to the bar's width, then the notice (in the alert colour) on lines of its own."""
        room = self.wrap_width(self.layout.message.width)
        lines = [(line, colour) for line in self.prose.wrap(text, room)]
        return lines + [(line, self.colours.alert) for line in (self.prose.wrap(notice, room) if notice else [])]

    def draw_message(
        self, surface: pygame.Surface, text: str, colour: ColorLike, notice: str = "", first: int = 0
    ) -> pygame.Rect:
        """The message and the notice under it, wrapped on word boundaries, from the top of the bar (the canvas
        makes the bar as tall as they need); when they need more lines than the desktop has room for,
        the lines from ``first`` on, with a scroll bar at the right edge, so nothing is ever cut."""
        box, prose, scale = self.layout.message, self.prose, self.layout.scale
        surface.fill(self.colours.face, box)
        lines = self.message_lines(text, colour, notice)
        shown = max(1, box.height // prose.line_h)
        if len(lines) > shown:
            # More lines than the bar holds: a scroll track with arrows at the ends that have lines beyond them, so
            # a player sees there is more to read (the wheel over the bar scrolls).
            cue = self.cue_size()
            track = as_read(box, pygame.Rect(box.right - cue, box.top, cue, box.height))  # at the lines' end
            surface.fill(self.colours.track, track)
            thumb = track.height * shown // len(lines)
            surface.fill(
                self.colours.shadow,
                (track.left, track.top + (track.height - thumb) * first // (len(lines) - shown), track.width, thumb),
            )
            left = as_read(box, pygame.Rect(box.right - cue - 2 * scale - 2 * cue, 0, 2 * cue, 0)).left
            if first + shown < len(lines):  # lines below: an arrow pointing down at the bottom
                tip = box.bottom - 2 * scale
                pygame.draw.polygon(
                    surface, self.colours.alert, [(left, tip - cue), (left + 2 * cue, tip - cue), (left + cue, tip)]
                )
            if first > 0:  # lines above: an arrow pointing up at the top
                tip = box.top + 2 * scale
                pygame.draw.polygon(
                    surface, self.colours.alert, [(left, tip + cue), (left + 2 * cue, tip + cue), (left + cue, tip)]
                )
            lines = lines[first : first + shown]
        # From the top: in a bar with lines to spare (``geometry.RESERVED_LINES``) the words sit where a standing
        # bar's would, and more of them fill it downwards, so the first line never moves as they come and go.
        slot = min(box.height, max(message_px(MESSAGE_LINES, scale), prose.height(len(lines))))
        top = box.top + max(0, (slot - prose.height(len(lines))) // 2)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        for number, (words, ink) in enumerate(lines):
            image = prose.render(words, ink)
            place = image.get_rect(topleft=(box.left + 2 * scale, top + number * prose.line_h))
            surface.blit(image, as_read(box, place))
        surface.set_clip(clip)
        return box

    def draw_paused(self, surface: pygame.Surface) -> pygame.Rect:
        """The board hidden behind a "Paused" panel while the window is away: no peeking at a stopped clock."""
        layout, colours = self.layout, self.colours
        area = layout.viewport
        panel(surface, area, layout.scale, colours)
        scale = layout.scale + 1
        paused = self.font.render(_("Paused"), colours.ink, scale)
        blit_centred(surface, paused, (area.centerx, area.centery - 6 * scale))
        hint = self.prose.block(_("Click or press a key to go on"), colours.ink, area.width - 4 * layout.scale)
        blit_centred(surface, hint, (area.centerx, area.centery + 6 * scale))
        return area
