"""The custom board form: width, height and mines, by keyboard or mouse, refused with a visible reason.

Sizes are checked against the window's own limit (500 × 500, which the command line applies to the window
too) and mine counts by the core's ``Difficulty.custom``, so no board the window cannot play gets past it.
The last values entered are kept for the rest of the run and in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core import Difficulty, MinesweeperError
from minesweeper.gui.geometry import WINDOW_LIMIT, chrome_scale
from minesweeper.gui.screen import Context, Screen
from minesweeper.gui.widgets import ACCENT, ALERT, INK, LIGHT, LINE_H, Button, bevel, title_window, wrap

FIELDS = ("Width", "Height", "Mines")
W, ROW_H, GAP = 240, 26, 6


class CustomScreen(Screen):
    def __init__(self, ctx: Context, *, play: Callable[[Difficulty], Screen], back: Callable[[], Screen]) -> None:
        self.ctx = ctx
        self.play = play
        self.back = back
        last = ctx.settings.last_custom
        self.values = [str(last.width), str(last.height), str(last.mines)]
        self.focus = 0
        self.fresh = True  # the first digit typed into a newly focused field replaces its value
        self.error = ""
        self.scale = s = chrome_scale(2, ctx.available)
        self.rows = [pygame.Rect(GAP * s, (40 + i * (ROW_H + GAP)) * s, (W - 2 * GAP) * s, ROW_H * s)
                     for i in range(len(FIELDS))]
        self.minus = [Button(pygame.Rect(r.left + 70 * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "-")
                      for r in self.rows]
        self.plus = [Button(pygame.Rect(r.right - 24 * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "+")
                     for r in self.rows]
        self.boxes = [pygame.Rect(m.rect.right + 4 * s, r.top + 2 * s, p.rect.left - m.rect.right - 8 * s,
                                  r.height - 4 * s) for m, p, r in zip(self.minus, self.plus, self.rows, strict=True)]
        bottom = self.rows[-1].bottom + 28 * s
        half = (W - 3 * GAP) // 2 * s
        self.back_button = Button(pygame.Rect(GAP * s, bottom, half, 24 * s), "Back", "Esc")
        self.play_button = Button(pygame.Rect(2 * GAP * s + half, bottom, half, 24 * s), "Play", "Enter")
        self.window = (W * s, bottom + (24 + GAP) * s)

    def size(self) -> tuple[int, int]:
        return self.window

    def chosen(self) -> Difficulty | None:
        """The board asked for, or None with ``error`` saying why it cannot be played."""
        empty = [name for name, value in zip(FIELDS, self.values, strict=True) if not value]
        if empty:
            self.error = f"{empty[0]} is empty: type a number"
            return None
        try:
            width, height, mines = (int(v) for v in self.values)
            for name, side in (("width", width), ("height", height)):
                if not 1 <= side <= WINDOW_LIMIT:
                    raise MinesweeperError(f"{name} must be between 1 and {WINDOW_LIMIT} in the window")
            difficulty = Difficulty.custom(width, height, mines)
        except MinesweeperError as error:
            reason = str(error).replace("×", " x ")
            self.error = reason[:1].upper() + reason[1:]
            return None
        self.error = ""
        return difficulty

    def start(self) -> Screen | None:
        difficulty = self.chosen()
        if difficulty is None:
            return None
        return self.play(difficulty)  # which remembers it as the last custom board

    def nudge(self, field: int, step: int) -> None:
        value = int(self.values[field] or 0) + step
        self.values[field] = str(max(0, value))
        self.focus, self.fresh = field, True
        self.chosen()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i in range(len(FIELDS)):
                if self.minus[i].contains(event.pos):
                    self.nudge(i, -1)
                elif self.plus[i].contains(event.pos):
                    self.nudge(i, 1)
                elif self.rows[i].collidepoint(event.pos):
                    self.focus, self.fresh = i, True
            if self.play_button.contains(event.pos):
                return self.start()
            if self.back_button.contains(event.pos):
                return self.back()
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def key(self, event: pygame.Event) -> Screen | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.start()
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            step = -1 if key == pygame.K_UP or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) else 1
            self.focus, self.fresh = (self.focus + step) % len(FIELDS), True
        elif key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.nudge(self.focus, -1)
        elif key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.nudge(self.focus, 1)
        elif key == pygame.K_BACKSPACE:
            self.values[self.focus] = self.values[self.focus][:-1]
            self.fresh = False
        elif event.unicode.isdigit() and event.unicode.isascii():
            current = "" if self.fresh else self.values[self.focus]
            self.values[self.focus] = (current + event.unicode)[:7]
            self.fresh = False
            self.chosen()
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font = self.scale, self.ctx.font
        title_window(surface, font, "CUSTOM BOARD", s)
        for i, name in enumerate(FIELDS):
            row = self.rows[i]
            label = font.render(name, ACCENT if i == self.focus else INK, s)
            surface.blit(label, label.get_rect(midleft=(row.left + 2 * s, row.centery)))
            self.minus[i].draw(surface, font, s)
            self.plus[i].draw(surface, font, s)
            box = self.boxes[i]
            surface.fill(LIGHT, box)
            bevel(surface, box, s, raised=False)
            caret = "_" if i == self.focus and not self.fresh else ""
            value = font.render(self.values[i] + caret, INK, s)
            surface.blit(value, value.get_rect(center=box.center))
            if i == self.focus:
                pygame.draw.rect(surface, ACCENT, box.inflate(2 * s, 2 * s), s)
        if self.error:
            top = self.rows[-1].bottom + 4 * s
            for line in wrap(font, self.error, s, surface.get_width() - 12 * s)[:2]:
                text = font.render(line, ALERT, s)
                surface.blit(text, text.get_rect(midtop=(surface.get_width() // 2, top)))
                top += LINE_H * s
        self.back_button.draw(surface, font, s)
        self.play_button.draw(surface, font, s, selected=not self.error)
        return [surface.get_rect()]
