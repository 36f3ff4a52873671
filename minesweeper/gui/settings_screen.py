"""The settings screen: question marks, left-click chording and zoom, each saved the moment it changes.

Every change goes straight to ``ctx.settings`` and the settings file, so there is no Apply/OK step to forget
and a crash loses nothing. Mouse and keyboard do the same things: Up/Down (or Tab) pick a row, Left/Right
step a value, Space/Enter toggle or cycle it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from minesweeper.gui.geometry import chrome_scale
from minesweeper.gui.screen import Context, Screen
from minesweeper.gui.widgets import (
    ACCENT,
    CONTENT_TOP,
    DIM_INK,
    INK,
    LIGHT,
    LINE_H,
    Button,
    bevel,
    held_down,
    panel,
    title_window,
)
from minesweeper.settings import MAX_ZOOM, MIN_ZOOM

W, GAP, ROW_H, BOX, SPIN_W = 300, 6, 32, 14, 40
ZOOMS: tuple[int | None, ...] = (None, *range(MIN_ZOOM, MAX_ZOOM + 1))
NOTE = "Question marks apply from the next game."
HINT = "Up/Down choose - Space or Left/Right change"


@dataclass(frozen=True)
class Option:
    """One row: the ``Settings`` field it changes, its name, and a line on what it does."""

    field: str
    label: str
    detail: str


OPTIONS = (
    Option("question_marks", "Question marks", "Right-click: flag, then ?, then blank"),
    Option("left_click_chord", "Left-click chording", "Click a number to open around it"),
    Option("zoom", "Zoom", "Auto fits the board to the screen"),
)


def zoom_text(zoom: int | None) -> str:
    return "Auto" if zoom is None else f"{zoom}x"


class SettingsScreen(Screen):
    def __init__(self, ctx: Context, *, back: Callable[[], Screen]) -> None:
        self.ctx = ctx
        self.back = back
        self.focus = 0
        self.scale = s = chrome_scale(2, ctx.available)
        self.rows = [pygame.Rect(GAP * s, (CONTENT_TOP + i * (ROW_H + GAP)) * s, (W - 2 * GAP) * s, ROW_H * s)
                     for i in range(len(OPTIONS))]
        zoom_row = self.rows[-1]
        self.plus = Button(pygame.Rect(zoom_row.right - 26 * s, zoom_row.top + 7 * s, 18 * s, 18 * s), "+")
        self.value_box = pygame.Rect(self.plus.rect.left - (SPIN_W + 4) * s, zoom_row.top + 7 * s, SPIN_W * s, 18 * s)
        self.minus = Button(pygame.Rect(self.value_box.left - 22 * s, zoom_row.top + 7 * s, 18 * s, 18 * s), "-")
        self.checks = [pygame.Rect(r.right - (BOX + 8) * s, r.centery - BOX * s // 2, BOX * s, BOX * s)
                       for r in self.rows[:-1]]
        self.note_top = self.rows[-1].bottom + GAP * s
        top = self.note_top + (2 * LINE_H + GAP) * s
        self.back_button = Button(pygame.Rect(GAP * s, top, (W - 2 * GAP) * s, 22 * s), "Back", "Esc")
        self.pressed: Button | None = None
        self.pressed_row: int | None = None  # a row acts only when pressed and released on it
        self.window = (W * s, top + (22 + GAP) * s)

    def size(self) -> tuple[int, int]:
        return self.window

    def value(self, option: Option) -> object:
        return getattr(self.ctx.settings, option.field)

    def change(self, row: int, step: int, *, wrap: bool) -> None:
        """Flip a switch, or step the zoom (stopping at the ends, or wrapping round when ``wrap``)."""
        self.focus = row
        option = OPTIONS[row]
        current = self.value(option)
        if isinstance(current, bool):
            new: object = not current
        else:
            index = ZOOMS.index(self.ctx.settings.zoom) + step
            new = ZOOMS[index % len(ZOOMS) if wrap else max(0, min(len(ZOOMS) - 1, index))]
        if new != current:
            changes: dict[str, Any] = {option.field: new}
            self.ctx.settings = dataclasses.replace(self.ctx.settings, **changes)
            self.ctx.save_settings()

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            buttons = (self.minus, self.plus, self.back_button)
            self.pressed = next((b for b in buttons if b.contains(event.pos)), None)
            self.pressed_row = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            return self.click(pressed, event.pos)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r.collidepoint(pos)), None)

    def click(self, pressed: Button | None, pos: tuple[int, int]) -> Screen | None:
        zoom = len(OPTIONS) - 1
        if pressed is not None:
            if not pressed.contains(pos):
                return None
            if pressed is self.back_button:
                return self.back()
            self.change(zoom, -1 if pressed is self.minus else 1, wrap=False)
            return None
        row = self.row_at(pos)
        if row is None or row != self.pressed_row:
            return None
        if row != zoom or self.value_box.collidepoint(pos):
            self.change(row, 1, wrap=True)  # a switch's whole row is its label; the zoom's value cycles
        self.focus = row
        return None

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + (-1 if key == pygame.K_UP else 1)) % len(OPTIONS)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change(self.focus, -1 if key == pygame.K_LEFT else 1, wrap=False)
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.change(self.focus, 1, wrap=True)
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font = self.scale, self.ctx.font
        title_window(surface, font, "SETTINGS", s)
        for i, (option, row) in enumerate(zip(OPTIONS, self.rows, strict=True)):
            panel(surface, row, s)
            surface.blit(font.render(option.label, ACCENT if i == self.focus else INK, s),
                         (row.left + 6 * s, row.top + 5 * s))
            surface.blit(font.render(option.detail, DIM_INK, s), (row.left + 6 * s, row.top + 18 * s))
            if i == self.focus:
                pygame.draw.rect(surface, ACCENT, row.inflate(-4 * s, -4 * s), s)
            value = self.value(option)
            if isinstance(value, bool):
                self.draw_check(surface, self.checks[i], value)
        for button in (self.minus, self.plus):
            button.draw(surface, font, s, pressed=held_down(button, self.pressed))
        surface.fill(LIGHT, self.value_box)
        bevel(surface, self.value_box, s, raised=False)
        zoom = font.render(zoom_text(self.ctx.settings.zoom), INK, s)
        surface.blit(zoom, zoom.get_rect(center=self.value_box.center))
        note = font.render(NOTE, INK, s)
        surface.blit(note, note.get_rect(midtop=(surface.get_width() // 2, self.note_top)))
        hint = font.render(HINT, DIM_INK, s)
        surface.blit(hint, hint.get_rect(midtop=(surface.get_width() // 2, self.note_top + LINE_H * s)))
        self.back_button.draw(surface, font, s, pressed=held_down(self.back_button, self.pressed))
        return [surface.get_rect()]

    def draw_check(self, surface: pygame.Surface, box: pygame.Rect, on: bool) -> None:
        """A classic check box: sunken white square, with a tick drawn in lines when on."""
        s = self.scale
        surface.fill(LIGHT, box)
        bevel(surface, box, s, raised=False)
        if on:
            x, y, u = box.left, box.top, box.width / BOX
            points = [(x + 3.5 * u, y + 7 * u), (x + 6 * u, y + 10 * u), (x + 11 * u, y + 4 * u)]
            pygame.draw.lines(surface, INK, False, points, 2 * s)
        label = self.ctx.font.render("On" if on else "Off", INK, s)
        surface.blit(label, label.get_rect(midright=(box.left - 5 * s, box.centery)))
