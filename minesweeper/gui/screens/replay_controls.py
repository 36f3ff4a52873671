"""The replay viewer's control strip and pointer: the bar under the game frame, and the arrow over the board.

The strip has a seek bar on top (the whole game left to right, the part played filled in, a tick for every
move, a thumb where the replay is) and a row of buttons below it: one move back, play or pause, one move
forward, slower and faster with the speed between them, and the time. It knows where its parts are, which
one a click hits and what time a point on the seek bar stands for; the viewer decides what they do. Icons
are drawn with lines and polygons in the theme's ink, so they follow every theme. The pointer is the
classic arrow, white with a black edge so it reads on every theme and over every tile, drawn once per zoom
at zoom 1 and scaled by whole numbers like the tiles under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import pygame

from minesweeper.core.stats import format_ms
from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import Button, panel, sunken_field

PAD, SEEK_H, BUTTON_H, BUTTON_W, SPEED_W = 3, 9, 14, 18, 22
HEIGHT = PAD + SEEK_H + PAD + BUTTON_H + PAD  # the strip's height in chrome pixels
BACK, PLAY, FORWARD, SLOWER, FASTER = "back", "play", "forward", "slower", "faster"
ARROW = ((0, 0), (0, 12), (3, 9), (5, 13), (7, 12), (5, 8), (9, 8))  # the arrow's outline, tip at (0, 0)


class ControlBar:
    """The strip's layout at one width and scale, and its drawing."""

    def __init__(self, font: BitmapFont, scale: int) -> None:
        self.font, self.scale = font, scale
        self.rect = pygame.Rect(0, 0, 0, HEIGHT * scale)
        self.seek = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}
        self.speed_box = pygame.Rect(0, 0, 0, 0)

    @property
    def height(self) -> int:
        return HEIGHT * self.scale

    def layout(self, width: int, top: int) -> None:
        s = self.scale
        self.rect = pygame.Rect(0, top, width, self.height)
        self.seek = pygame.Rect(2 * PAD * s, top + PAD * s, width - 4 * PAD * s, SEEK_H * s)
        y = self.seek.bottom + PAD * s
        left = self.seek.left
        self.buttons = {}
        for name in (BACK, PLAY, FORWARD):
            self.buttons[name] = Button(pygame.Rect(left, y, BUTTON_W * s, BUTTON_H * s), "")
            left += BUTTON_W * s
        left += PAD * s
        self.buttons[SLOWER] = Button(pygame.Rect(left, y, BUTTON_H * s, BUTTON_H * s), "-")
        self.speed_box = pygame.Rect(left + BUTTON_H * s, y, SPEED_W * s, BUTTON_H * s)
        self.buttons[FASTER] = Button(pygame.Rect(self.speed_box.right, y, BUTTON_H * s, BUTTON_H * s), "+")

    def button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, button in self.buttons.items() if button.contains(pos)), None)

    def time_at(self, x: int, start: int, end: int) -> int:
        """The time a point of the seek bar stands for (the ends hold beyond the bar)."""
        share = (x - self.seek.left) / max(1, self.seek.width - 1)
        return start + round(max(0.0, min(1.0, share)) * (end - start))

    def _x_of(self, t: int, start: int, end: int) -> int:
        return self.seek.left + (t - start) * (self.seek.width - 1) // max(1, end - start)

    def draw(self, surface: pygame.Surface, colours: ChromeColours, *, now: int, start: int, end: int,
             moves: Sequence[int], playing: bool, speed: str, pressed: str | None) -> pygame.Rect:
        s, font = self.scale, self.font
        panel(surface, self.rect, s, colours)
        track = self.seek
        sunken_field(surface, track, s, colours)
        inner = track.inflate(-2 * s, -2 * s)
        done = self._x_of(now, start, end)
        surface.fill(colours.accent, pygame.Rect(inner.left, inner.top, max(0, done - inner.left), inner.height))
        for x in sorted({self._x_of(t, start, end) for t in moves}):
            ink = colours.on_accent if x < done else colours.dim_ink
            pygame.draw.line(surface, ink, (x, inner.bottom - 3 * s), (x, inner.bottom - 1))
        thumb = pygame.Rect(0, track.top - s, 4 * s, track.height + 2 * s)
        thumb.centerx = max(track.left + 2 * s, min(track.right - 2 * s, done))
        panel(surface, thumb, s, colours)
        for name, button in self.buttons.items():
            button.draw(surface, font, s, colours, pressed=name == pressed)
            shift = s if name == pressed else 0
            self._icon(surface, name, button.rect.move(shift, shift), colours, playing)
        sunken_field(surface, self.speed_box, s, colours)
        label = font.render(speed, colours.ink, s)
        surface.blit(label, label.get_rect(center=self.speed_box.center))
        room = pygame.Rect(self.buttons[FASTER].rect.right + PAD * s, self.speed_box.top,
                           self.seek.right - self.buttons[FASTER].rect.right - PAD * s, self.speed_box.height)
        for text in (f"{format_ms(now - start)} / {format_ms(end - start)}", format_ms(now - start)):
            image = font.render(text, colours.ink, s)
            if image.get_width() <= room.width:
                surface.blit(image, image.get_rect(midright=(room.right, room.centery)))
                break
        return self.rect

    def _icon(self, surface: pygame.Surface, name: str, box: pygame.Rect, colours: ChromeColours,
              playing: bool) -> None:
        s, ink = self.scale, colours.ink
        cx, cy, h = box.centerx, box.centery, 3 * s
        if name == PLAY and playing:
            for dx in (-2 * s, s):
                surface.fill(ink, pygame.Rect(cx + dx - s // 2, cy - h, 2 * s, 2 * h + 1))
        elif name == PLAY:
            pygame.draw.polygon(surface, ink, [(cx - 2 * s, cy - h), (cx - 2 * s, cy + h), (cx + 2 * s, cy)])
        elif name in (BACK, FORWARD):
            way = 1 if name == FORWARD else -1
            tip = cx + way * 2 * s
            pygame.draw.polygon(surface, ink, [(tip - way * 4 * s, cy - h), (tip - way * 4 * s, cy + h), (tip, cy)])
            bar = pygame.Rect(0, cy - h, s, 2 * h + 1)
            bar.centerx = tip + way * s
            surface.fill(ink, bar)


@cache
def arrow(zoom: int) -> pygame.Surface:
    """The pointer at ``zoom``: drawn at zoom 1 and scaled up, crisp like the tiles."""
    width, height = max(x for x, _ in ARROW) + 1, max(y for _, y in ARROW) + 1
    small = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.polygon(small, (255, 255, 255), ARROW)
    pygame.draw.polygon(small, (0, 0, 0), ARROW, 1)
    return pygame.transform.scale(small, (width * zoom, height * zoom))


def arrow_cells(tip: tuple[int, int], zoom: int, cell: int) -> tuple[int, int, int, int]:
    """The cells (x0, y0, x1, y1) an arrow with its tip at board pixel ``tip`` (zoom 1) covers."""
    size = arrow(zoom).get_size()
    x, y = tip[0] * zoom, tip[1] * zoom
    return x // cell, y // cell, (x + size[0] - 1) // cell, (y + size[1] - 1) // cell

