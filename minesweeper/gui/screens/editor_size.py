"""The first step of a new puzzle: its size, one of the presets' or any width and height the editor takes.

A preset is one click (or its tile chosen with the arrows and Enter), as on the menu; any other size is
typed into Width and Height, checked against ``EDITOR_LIMIT`` and refused with the reason, as the custom
board form does. Tab and Up/Down walk every choice, Enter draws the one chosen, Esc goes back to the library.
The board then opens empty in the editor.
"""

from __future__ import annotations

import pygame

from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS
from minesweeper.core.puzzle import Puzzle
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import EDITOR_LIMIT, screen_scale
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, LINE_H, Button, held_down, title_window
from minesweeper.gui.widgets.text_field import TextField

W, GAP, TILE_H, FIELD_W, FIELD_H, BUTTON_H = 300, 6, 34, 34, 16, 22
COLUMNS = 3
SIZES = [(p.width, p.height) for p in PRESETS.values()]
HINT = f"Any size up to {EDITOR_LIMIT[0]} x {EDITOR_LIMIT[1]}"
MESSAGE_LINES = 2  # of the reading type: why a size is refused


def digit(char: str) -> bool:
    return char in "0123456789"


class SizeScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        rows = (len(SIZES) + COLUMNS - 1) // COLUMNS
        self.prose = reading(ctx.available)
        height = CONTENT_TOP + LINE_H + GAP + rows * (TILE_H + GAP) + 2 + FIELD_H + GAP + GAP + BUTTON_H + GAP
        message_h = self.prose.height(MESSAGE_LINES)  # the message's room, in window pixels
        self.scale = s = screen_scale((ctx.available[0], ctx.available[1] - message_h), (W, height))
        tile_w = (W - (COLUMNS + 1) * GAP) // COLUMNS
        top = CONTENT_TOP + LINE_H + GAP
        self.presets = [
            Button(
                pygame.Rect(
                    (GAP + (i % COLUMNS) * (tile_w + GAP)) * s,
                    (top + (i // COLUMNS) * (TILE_H + GAP)) * s,
                    tile_w * s,
                    TILE_H * s,
                ),
                preset.label,
                detail=f"{preset.width} x {preset.height}",
            )
            for i, preset in enumerate(PRESETS.values())
        ]
        top += (len(SIZES) + COLUMNS - 1) // COLUMNS * (TILE_H + GAP) + 2
        self.fields = [
            TextField(
                pygame.Rect((GAP + 40 + i * (FIELD_W + 86)) * s, top * s, FIELD_W * s, FIELD_H * s),
                max_length=2,
                text=str(9),
                allowed=digit,
            )
            for i in range(2)
        ]
        self.labels = ("Width", "Height")
        self.message_box = pygame.Rect(GAP * s, (top + FIELD_H + GAP) * s, (W - 2 * GAP) * s, message_h)
        top = self.message_box.bottom + GAP * s
        half = (W - 3 * GAP) // 2
        self.back_button = Button(pygame.Rect(GAP * s, top, half * s, BUTTON_H * s), "Back", "Esc")
        self.draw_button = Button(pygame.Rect((2 * GAP + half) * s, top, half * s, BUTTON_H * s), "Draw", "Enter")
        self.window = (W * s, top + (BUTTON_H + GAP) * s)
        self.focus = next(i for i, size in enumerate(SIZES) if size == (9, 9))
        self.pressed: Button | None = None
        self.error = ""

    def size(self) -> tuple[int, int]:
        return self.window

    def sentences(self) -> list[Sentence]:
        """Why a size is refused, or what sizes there are, in the reading type."""
        return [Sentence("message", self.error or HINT, self.message_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            *(Widget(label, field.rect) for label, field in zip(self.labels, self.fields, strict=True)),
            *(
                Widget(b.label, b.rect, b.text_size(font, s))
                for b in (*self.presets, self.back_button, self.draw_button)
            ),
        ]

    def leave(self) -> None:
        for field in self.fields:
            field.release()

    def choose(self, focus: int) -> None:
        """Move the choice (a preset tile, then Width and Height); a field gets the typing with it."""
        self.focus = focus % (len(SIZES) + 2)
        for i, field in enumerate(self.fields):
            if i == self.focus - len(SIZES):
                field.focus()
            else:
                field.blur()

    def start(self, width: int, height: int) -> Screen | None:
        if not (1 <= width <= EDITOR_LIMIT[0] and 1 <= height <= EDITOR_LIMIT[1]):
            self.error = f"The editor takes up to {EDITOR_LIMIT[0]} x {EDITOR_LIMIT[1]}, not {width} x {height}"
        elif width * height < 2:
            self.error = "A puzzle needs at least two cells: a mine and a safe one"
        else:
            return self.nav.editor(Puzzle("", Layout(width, height, bytes(width * height))))
        return None

    def start_typed(self) -> Screen | None:
        width, height = (field.text for field in self.fields)
        if not width or not height:
            self.error = f"Type the {'width' if not width else 'height'} first"
            return None
        return self.start(int(width), int(height))

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if any(field.handle_event(event) for field in self.fields):
            self.error = ""
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next(
                (b for b in (*self.presets, self.back_button, self.draw_button) if b.contains(event.pos)), None
            )
            field = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(event.pos)), None)
            if field is not None:
                self.choose(len(SIZES) + field)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is None or not chosen.contains(event.pos):
                return None
            if chosen is self.back_button:
                return self.nav.puzzles()
            if chosen is self.draw_button:
                return self.start_typed()
            return self.start(*SIZES[self.presets.index(chosen)])
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return None

    def key(self, event: pygame.Event) -> Screen | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.nav.puzzles()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.start(*SIZES[self.focus]) if self.focus < len(SIZES) else self.start_typed()
        if key == pygame.K_TAB:
            self.choose(self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = COLUMNS if key == pygame.K_DOWN else -COLUMNS
            self.choose(min(self.focus + step, len(SIZES)) if self.focus + step >= 0 else self.focus)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(SIZES):
            self.choose(max(0, min(len(SIZES) - 1, self.focus + (1 if key == pygame.K_RIGHT else -1))))
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, "NEW PUZZLE", s, colours)
        surface.blit(font.render("Pick a size:", colours.ink, s), (GAP * s, CONTENT_TOP * s))
        pointer = self.ctx.mouse_pos()
        for i, button in enumerate(self.presets):
            button.draw(
                surface, font, s, colours, pressed=held_down(button, self.pressed, pointer), selected=i == self.focus
            )
        for i, field in enumerate(self.fields):
            label = font.render(self.labels[i], colours.accent if field.focused else colours.ink, s)
            surface.blit(label, label.get_rect(midright=(field.rect.left - 4 * s, field.rect.centery)))
            field.draw(surface, font, s, colours)
        for sentence in self.sentences():
            sentence.draw(surface, colours.alert if self.error else colours.dim_ink, middle=True)
        for button in (self.back_button, self.draw_button):
            button.draw(
                surface,
                font,
                s,
                colours,
                pressed=held_down(button, self.pressed, pointer),
                selected=button is self.draw_button and self.focus >= len(SIZES),
            )
        return [surface.get_rect()]
