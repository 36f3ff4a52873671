"""The replay viewer's control strip: a seek bar on top (the whole game left to right, the part played filled in,
a tick for every move, a thumb where the replay is) and a row of buttons below it: one move back, play or pause,
one move forward, slower and faster with the speed between them, and the time on the game clock against the
game's own time.

It knows where its parts are, which one a click hits and what time a point on the seek bar stands for; the viewer
decides what they do. It is drawn at the frame's scale (``strip_scale``: a Beginner frame at 2x gets a 2x strip, not
the desktop's 4x), never smaller than 2x where the desktop has room for that, and says how wide a window that needs
(``needed_width``), so the viewer asks for a window at least that wide, a narrow board's frame centred in it; in a
window the player made narrower still it takes the largest scale that fits, whole rather than cut. Where the
desktop has no room for it under the frame (Expert at 24-pixel cells on an 800x600 laptop), it is laid out in one
row (``row``): the buttons, the seek bar, then the time, beside the frame's status panel, which the frame keeps at
its foot, so the strip is under the board there too and the counters and the face stay in view (``layout``
chooses). Each
button gives the viewer's ``ReplayCommand``. Icons are drawn with lines and polygons in the theme's ink, so they
follow every theme.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame
from pygame.typing import ColorLike

from minesweeper.core.replay import Replay
from minesweeper.core.solver.review import MISTAKES, Review
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.geometry import Size, screen_scale
from minesweeper.gui.screens.replay.commands import ReplayCommand
from minesweeper.gui.widgets.buttons import Button, panel, sunken_field

PAD, SEEK_H, BUTTON_H, BUTTON_W, SPEED_W = 3, 9, 14, 18, 22
HEIGHT = PAD + SEEK_H + PAD + BUTTON_H + PAD  # the strip's height in chrome pixels
ROW_HEIGHT = PAD + BUTTON_H + PAD  # the strip in one row (``row``): the seek bar between the buttons and the time
LEAST_SEEK = 40  # the shortest seek bar of a strip in one row, in chrome pixels
BUTTONS_W = 3 * BUTTON_W + PAD + 2 * BUTTON_H + SPEED_W  # the row of buttons, in chrome pixels
READABLE = 2  # the least scale the strip takes where the desktop has room: its 7-pixel glyphs at 1x are too small


def strip_scale(frame: int, available: Size) -> int:
    """The strip's scale under a frame drawn at ``frame``: the frame's own, so the two read as one window, but
    never below ``READABLE`` (the size of the game's status line on any desktop of 800x600 or more: a compact 1x
    frame still gets a strip whose time can be read)."""
    return max(frame, min(READABLE, screen_scale(available)))


@dataclass(frozen=True)
class Tick:
    """A move's mark on the seek bar: when, and (once reviewed) its class colour and whether it was a mistake."""

    t: int
    colour: ColorLike | None = None
    mistake: bool = False


def ticks(replay: Replay, review: Review | None, colours: Mapping[str, ColorLike]) -> list[Tick]:
    """Every move's tick: coloured by its class (``colours``, the theme's), the mistakes marked, once the ``review``
    is there."""
    if review is None:
        return [Tick(action.t) for action in replay.actions]
    return [Tick(move.t, colours[move.cls], move.cls in MISTAKES) for move in review.moves]


class ControlBar:
    """The strip's layout at one width and scale, and its drawing."""

    def __init__(self, font: Typeface, scale: int, widest_time: str, *, row: bool = False) -> None:
        """A strip at ``scale`` at best, in one ``row`` if asked; ``widest_time`` is the longest time text it must
        show whole."""
        self.font, self.preferred, self.scale, self.row = font, scale, scale, row
        self.widest_time = widest_time
        self.rect = pygame.Rect(0, 0, 0, HEIGHT * scale)
        self.seek = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[ReplayCommand, Button] = {}
        self.speed_box = pygame.Rect(0, 0, 0, 0)
        self.time_room = pygame.Rect(0, 0, 0, 0)  # where the time is drawn, right-aligned
        self.time_box: pygame.Rect | None = None  # where the time was last drawn whole; None if it had no room
        self.dirty = True  # to be painted again: laid out anew, or something it shows changed

    @property
    def height(self) -> int:
        return (ROW_HEIGHT if self.row else HEIGHT) * self.scale

    @property
    def preferred_height(self) -> int:
        """The strip's height at the scale it is drawn at when the window has the room."""
        return (ROW_HEIGHT if self.row else HEIGHT) * self.preferred

    def needed_width(self, scale: int | None = None) -> int:
        """The narrowest window in which the strip shows every button and the whole time at ``scale``."""
        s = scale or self.preferred
        seek = LEAST_SEEK + PAD if self.row else 0
        return (2 * PAD + BUTTONS_W + PAD + seek + 2 * PAD) * s + self.font.size(self.widest_time, s)[0]

    def fit(self, width: int) -> None:
        """Take the largest scale, up to the preferred one, at which the strip is whole in a ``width`` window."""
        self.scale = next((s for s in range(self.preferred, 1, -1) if self.needed_width(s) <= width), 1)

    def layout(self, width: int, top: int, left: int = 0) -> None:
        """The strip from ``left`` to ``width`` (the row beside the frame's status panel starts after it)."""
        self._layout(width - left, top)
        if left:
            self.rect, self.seek, self.speed_box, self.time_room = (
                rect.move(left, 0) for rect in (self.rect, self.seek, self.speed_box, self.time_room)
            )
            for button in self.buttons.values():
                button.rect = button.rect.move(left, 0)

    def _layout(self, width: int, top: int) -> None:
        s, self.dirty = self.scale, True
        self.rect = pygame.Rect(0, top, width, self.height)
        self.seek = pygame.Rect(2 * PAD * s, top + PAD * s, width - 4 * PAD * s, SEEK_H * s)
        y = top + PAD * s if self.row else self.seek.bottom + PAD * s
        left = self.seek.left
        self.buttons = {}
        for name in (ReplayCommand.BACK, ReplayCommand.PLAY, ReplayCommand.FORWARD):
            self.buttons[name] = Button(pygame.Rect(left, y, BUTTON_W * s, BUTTON_H * s), "")
            left += BUTTON_W * s
        left += PAD * s
        self.buttons[ReplayCommand.SLOWER] = Button(pygame.Rect(left, y, BUTTON_H * s, BUTTON_H * s), "-")
        self.speed_box = pygame.Rect(left + BUTTON_H * s, y, SPEED_W * s, BUTTON_H * s)
        self.buttons[ReplayCommand.FASTER] = Button(
            pygame.Rect(self.speed_box.right, y, BUTTON_H * s, BUTTON_H * s), "+"
        )
        after = self.buttons[ReplayCommand.FASTER].rect.right + PAD * s
        if self.row:  # the seek bar between the buttons and the time, as long as the time leaves it
            time_w = min(self.font.size(self.widest_time, s)[0], max(0, width - after - (LEAST_SEEK + 3 * PAD) * s))
            self.seek = pygame.Rect(after, 0, max(s, width - 2 * PAD * s - time_w - PAD * s - after), SEEK_H * s)
            self.seek.centery = y + BUTTON_H * s // 2
            self.time_room = pygame.Rect(
                self.seek.right + PAD * s, y, width - 2 * PAD * s - self.seek.right - PAD * s, BUTTON_H * s
            )
        else:
            self.time_room = pygame.Rect(after, y, self.seek.right - after, BUTTON_H * s)

    def button_at(self, pos: tuple[int, int]) -> ReplayCommand | None:
        return next((name for name, button in self.buttons.items() if button.contains(pos)), None)

    def time_at(self, x: int, start: int, end: int) -> int:
        """The time a point of the seek bar stands for (the ends hold beyond the bar)."""
        share = (x - self.seek.left) / max(1, self.seek.width - 1)
        return start + round(max(0.0, min(1.0, share)) * (end - start))

    def _x_of(self, t: int, start: int, end: int) -> int:
        """Where time ``t`` lies on the seek bar (a time outside ``start`` to ``end`` at the nearer end)."""
        return self.seek.left + (max(start, min(end, t)) - start) * (self.seek.width - 1) // max(1, end - start)

    def draw(
        self,
        surface: pygame.Surface,
        colours: ChromeColours,
        *,
        now: int,
        start: int,
        end: int,
        ticks: Sequence[Tick],
        playing: bool,
        speed: str,
        clock: Sequence[str],
        pressed: ReplayCommand | None,
    ) -> pygame.Rect:
        """The strip with the replay at ``now`` on the timeline ``start`` to ``end``; ``clock`` the time texts to
        show at the right, the first that fits (the time against the game's, then the time alone)."""
        s, font = self.scale, self.font
        panel(surface, self.rect, s, colours)
        track = self.seek
        sunken_field(surface, track, s, colours)
        inner = track.inflate(-2 * s, -2 * s)
        done = self._x_of(now, start, end)
        played = pygame.Rect(inner.left, inner.top, max(0, done - inner.left), inner.height)
        if any(tick.colour is not None for tick in ticks):  # reviewed: the ticks on the field, the part played under
            played.top = inner.bottom - s
            played.height = s
            surface.fill(colours.accent, played)
        else:
            surface.fill(colours.accent, played)
            for x in sorted({self._x_of(tick.t, start, end) for tick in ticks}):
                ink = colours.on_accent if x < done else colours.dim_ink
                pygame.draw.line(surface, ink, (x, inner.bottom - 3 * s), (x, inner.bottom - 1))
        thumb = pygame.Rect(0, track.top - s, 4 * s, track.height + 2 * s)
        thumb.centerx = max(track.left + 2 * s, min(track.right - 2 * s, done))
        panel(surface, thumb, s, colours)
        for tick in sorted(ticks, key=lambda tick: tick.mistake):  # over the thumb: a mistake it sits on shows
            if tick.colour is None:
                continue
            x = self._x_of(tick.t, start, end)
            top = inner.top if tick.mistake else inner.bottom - 4 * s
            surface.fill(
                tick.colour,
                pygame.Rect(x - (s if tick.mistake else 0), top, 2 * s if tick.mistake else s, inner.bottom - s - top),
            )
        for name, button in self.buttons.items():
            button.draw(surface, font, s, colours, pressed=name == pressed)
            shift = s if name == pressed else 0
            self._icon(surface, name, button.rect.move(shift, shift), colours, playing)
        sunken_field(surface, self.speed_box, s, colours)
        label = font.render(speed, colours.ink, s)
        surface.blit(label, label.get_rect(center=self.speed_box.center))
        room = self.time_room
        self.time_box = None
        for text in clock:
            image = font.render(text, colours.ink, s)
            if image.get_width() <= room.width:
                self.time_box = surface.blit(image, image.get_rect(midright=(room.right, room.centery)))
                break
        self.dirty = False
        return self.rect

    def _icon(
        self, surface: pygame.Surface, name: ReplayCommand, box: pygame.Rect, colours: ChromeColours, playing: bool
    ) -> None:
        s, ink = self.scale, colours.ink
        cx, cy, h = box.centerx, box.centery, 3 * s
        if name is ReplayCommand.PLAY and playing:
            for dx in (-2 * s, s):
                surface.fill(ink, pygame.Rect(cx + dx - s // 2, cy - h, 2 * s, 2 * h + 1))
        elif name is ReplayCommand.PLAY:
            pygame.draw.polygon(surface, ink, [(cx - 2 * s, cy - h), (cx - 2 * s, cy + h), (cx + 2 * s, cy)])
        elif name in (ReplayCommand.BACK, ReplayCommand.FORWARD):
            way = 1 if name is ReplayCommand.FORWARD else -1
            tip = cx + way * 2 * s
            pygame.draw.polygon(surface, ink, [(tip - way * 4 * s, cy - h), (tip - way * 4 * s, cy + h), (tip, cy)])
            bar = pygame.Rect(0, cy - h, s, 2 * h + 1)
            bar.centerx = tip + way * s
            surface.fill(ink, bar)
