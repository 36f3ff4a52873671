"""A board's size asked for in whole numbers: the one form the custom board and a new puzzle both use.

Each field (Width and Height, and a game's Mines) is a labelled row: − and + steppers around a box the digits are
typed into. The steppers stop at the field's limits (which may follow the other fields: a board's mines, its size)
and repeat while held, after a pause, as Windows spin buttons do; the first digit typed into a newly chosen field
replaces its value, Backspace takes the last digit off, Left/Right and −/+ step. The form only collects numbers: an
empty field is named (``numbers``), and what a screen may do with the numbers it checks and says itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from minesweeper.core.language.translate import _
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.screen import TICK, Widget
from minesweeper.gui.widgets.buttons import Button, held_down, sunken_field

ROW_H, ROW_GAP, LABEL_W = 26, 6, 70  # chrome pixels: a field's row, the gap between rows, its label's room
REPEAT_AFTER_MS, REPEAT_EVERY_MS = 400, 60

Limits = Callable[[int, Sequence[int]], tuple[int, int]]  # (field, the numbers so far) -> (lowest, highest)


def form_height(fields: int) -> int:
    """The chrome pixels ``fields`` rows take: what a screen lays out around the form."""
    return fields * (ROW_H + ROW_GAP) - ROW_GAP


class SizeForm:
    """The fields' texts (digits only), which one is typed into, and the stepper held down."""

    def __init__(
        self,
        labels: Sequence[str],
        values: Sequence[int],
        limits: Limits,
        *,
        digits: int,
        area: pygame.Rect,
        scale: int,
        now_ms: Callable[[], int],
        pointer: Callable[[], tuple[int, int]],
    ) -> None:
        """``labels``: the fields' names as the form shows and says them (in the player's language); ``area``: the
        form's left, top and width in window pixels; ``digits``: the most a field takes."""
        self.labels, self.limits, self.digits = tuple(labels), limits, digits
        self.values = [str(value) for value in values]
        self.focus: int | None = 0  # the field typed into; None while the screen's other choices have the keys
        self.fresh = True  # the first digit typed into a newly focused field replaces its value
        self.held: tuple[int, int] | None = None  # a stepper held down: its field and step
        self.pressed: Button | None = None
        self.next_repeat_ms = 0
        self._now_ms, self._pointer = now_ms, pointer
        s = scale
        self.rows = [
            pygame.Rect(area.left, area.top + i * (ROW_H + ROW_GAP) * s, area.width, ROW_H * s)
            for i in range(len(self.labels))
        ]
        self.minus = [
            Button(pygame.Rect(r.left + LABEL_W * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "-") for r in self.rows
        ]
        self.plus = [
            Button(pygame.Rect(r.right - 24 * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "+") for r in self.rows
        ]
        self.boxes = [
            pygame.Rect(m.rect.right + 4 * s, r.top + 2 * s, p.rect.left - m.rect.right - 8 * s, r.height - 4 * s)
            for m, p, r in zip(self.minus, self.plus, self.rows, strict=True)
        ]

    @property
    def bottom(self) -> int:
        return self.rows[-1].bottom

    def numbers(self) -> list[int] | str:
        """The numbers typed, or what is wrong: "Width is empty: type a number"."""
        empty = next((label for label, value in zip(self.labels, self.values, strict=True) if not value), None)
        if empty is None:
            return [int(value) for value in self.values]
        # Translators: {field} is a field's name as the form shows it ("Width", "Mines").
        return _("{field} is empty: type a number").format(field=empty)

    def spoken(self) -> str:
        """The field typed into, as heard: "Width, 30" ("Width, empty"); none while the screen's other choices have
        the keys."""
        if self.focus is None:
            return ""
        label, value = self.labels[self.focus], self.values[self.focus]
        # Translators: a field of the form as heard: its name, then the number typed ("Width, 30"), or that it is empty.
        return (
            _("{field}, {value}").format(field=label, value=value) if value else _("{field}, empty").format(field=label)
        )

    def choose(self, field: int | None) -> None:
        """Give the keys to ``field`` (None: to the screen's other choices); the next digit replaces its value."""
        self.focus, self.fresh = field, True

    def nudge(self, field: int, step: int) -> None:
        """Step a field by one, within its limits (an empty field counts as 0)."""
        low, high = self.limits(field, [int(value or 0) for value in self.values])
        self.values[field] = str(max(low, min(high, int(self.values[field] or 0) + step)))
        self.choose(field)

    def stepper_at(self, pos: tuple[int, int]) -> tuple[int, int, Button] | None:
        for field in range(len(self.labels)):
            for button, step in ((self.minus[field], -1), (self.plus[field], 1)):
                if button.contains(pos):
                    return field, step, button
        return None

    def field_at(self, pos: tuple[int, int]) -> int | None:
        return next((field for field, row in enumerate(self.rows) if row.collidepoint(pos)), None)

    def next_tick_ms(self) -> int | None:
        """While a stepper is held, wake when it next repeats."""
        return None if self.held is None else max(1, self.next_repeat_ms - self._now_ms())

    def handle_event(self, event: pygame.Event) -> bool:
        """Take a click on a stepper or a field, a held stepper's repeat, or a key for the focused field; True when
        a value changed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            stepper = self.stepper_at(event.pos)
            if stepper is None:
                return False
            field, step, self.pressed = stepper
            self.held = (field, step)
            self.nudge(field, step)
            self.next_repeat_ms = self._now_ms() + REPEAT_AFTER_MS
            return True
        if event.type == TICK and self.held is not None and self._now_ms() >= self.next_repeat_ms:
            self.next_repeat_ms = self._now_ms() + REPEAT_EVERY_MS
            if self.pressed is not None and self.pressed.contains(self._pointer()):
                self.nudge(*self.held)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held, self.pressed = None, None
            clicked = self.field_at(event.pos)
            if clicked is not None and self.stepper_at(event.pos) is None:
                self.choose(clicked)
            return False
        if event.type == pygame.KEYDOWN and self.focus is not None:
            return self._key(event, self.focus)
        return False

    def _key(self, event: pygame.Event, field: int) -> bool:
        key = event.key
        if key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.nudge(field, -1)
        elif key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.nudge(field, 1)
        elif key == pygame.K_BACKSPACE:
            self.values[field], self.fresh = self.values[field][:-1], False
        elif event.unicode.isdigit() and event.unicode.isascii():
            current = "" if self.fresh else self.values[field]
            self.values[field], self.fresh = (current + event.unicode)[: self.digits], False
        else:
            return False
        return True

    def widgets(self, font: Typeface, scale: int) -> list[Widget]:
        s, widest = scale, "9" * self.digits + "_"
        fields = list(zip(self.labels, self.rows, self.boxes, strict=True))
        return [
            *(Widget(label, row, font.size(label, s)) for label, row, _ in fields),
            *(
                Widget(f"{label} value", box, font.size(widest, s))  # i18n: fixed (a test name)
                for label, _, box in fields
            ),
            *(Widget(button.label, button.rect, button.text_size(font, s)) for button in (*self.minus, *self.plus)),
        ]

    def draw(self, surface: pygame.Surface, font: Typeface, scale: int, colours: ChromeColours) -> None:
        s, pointer = scale, self._pointer()
        for field, label in enumerate(self.labels):
            row, chosen = self.rows[field], field == self.focus
            text = font.render(label, colours.accent if chosen else colours.ink, s)
            surface.blit(text, text.get_rect(midleft=(row.left + 2 * s, row.centery)))
            for button in (self.minus[field], self.plus[field]):
                button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
            box = self.boxes[field]
            sunken_field(surface, box, s, colours)
            caret = "_" if chosen and not self.fresh else ""
            value = font.render(self.values[field] + caret, colours.ink, s)
            surface.blit(value, value.get_rect(center=box.center))
            if chosen:
                pygame.draw.rect(surface, colours.accent, box.inflate(2 * s, 2 * s), s)
