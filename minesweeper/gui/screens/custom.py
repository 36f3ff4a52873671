"""The custom board form: width, height and mines, by keyboard or mouse, refused with a visible reason.

Sizes are checked against the window's own limit (500 × 500, which the command line applies to the window
too) and mine counts by the core's ``Difficulty.custom``, so no board the window cannot play gets past it.
The steppers stop at each field's limits and repeat while held, after a pause, as Windows spin buttons do.
The last values entered are kept for the rest of the run and in the settings.
"""

from __future__ import annotations

import pygame

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.presets import Difficulty
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import WINDOW_LIMIT, screen_scale
from minesweeper.gui.screen import TICK, Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import Button, held_down, sunken_field, title_window

FIELDS = ("Width", "Height", "Mines")
W, ROW_H, GAP, TOP, BUTTON_H = 240, 26, 6, 40, 24
REPEAT_AFTER_MS, REPEAT_EVERY_MS = 400, 60
MESSAGE_LINES = 3  # of the reading type: why a board is refused
HINT = "Type a number, or - and +. Enter plays."


class CustomScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx = ctx
        self.play = nav.play
        self.back = nav.start
        self.held: tuple[int, int] | None = None  # a stepper held down: its field and step
        self.pressed: Button | None = None
        self.next_repeat_ms = 0
        last = ctx.settings.last_custom
        self.values = [str(last.width), str(last.height), str(last.mines)]
        self.focus = 0
        self.fresh = True  # the first digit typed into a newly focused field replaces its value
        self.error = ""
        self.prose = reading(ctx.available)
        height = TOP + len(FIELDS) * (ROW_H + GAP) - GAP + GAP + GAP + BUTTON_H + GAP  # at 1x, but the message
        self.scale = s = screen_scale(
            (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES)), (W, height)
        )
        self.rows = [
            pygame.Rect(GAP * s, (TOP + i * (ROW_H + GAP)) * s, (W - 2 * GAP) * s, ROW_H * s)
            for i in range(len(FIELDS))
        ]
        self.minus = [
            Button(pygame.Rect(r.left + 70 * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "-") for r in self.rows
        ]
        self.plus = [
            Button(pygame.Rect(r.right - 24 * s, r.top + 2 * s, 22 * s, r.height - 4 * s), "+") for r in self.rows
        ]
        self.boxes = [
            pygame.Rect(m.rect.right + 4 * s, r.top + 2 * s, p.rect.left - m.rect.right - 8 * s, r.height - 4 * s)
            for m, p, r in zip(self.minus, self.plus, self.rows, strict=True)
        ]
        self.message_box = pygame.Rect(
            GAP * s, self.rows[-1].bottom + GAP * s, (W - 2 * GAP) * s, self.prose.height(MESSAGE_LINES)
        )
        bottom = self.message_box.bottom + GAP * s
        half = (W - 3 * GAP) // 2 * s
        self.back_button = Button(pygame.Rect(GAP * s, bottom, half, BUTTON_H * s), "Back", "Esc")
        self.play_button = Button(pygame.Rect(2 * GAP * s + half, bottom, half, BUTTON_H * s), "Play", "Enter")
        self.window = (W * s, bottom + (BUTTON_H + GAP) * s)

    def size(self) -> tuple[int, int]:
        return self.window

    def sentences(self) -> list[Sentence]:
        """Why the board is refused, or how to fill the form, in the reading type."""
        return [Sentence("message", self.error or HINT, self.message_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        buttons = (*self.minus, *self.plus, self.back_button, self.play_button)
        return [
            *(Widget(name, row, font.size(name, s)) for name, row in zip(FIELDS, self.rows, strict=True)),
            *(
                Widget(f"{name} value", box, font.size("9999_", s))
                for name, box in zip(FIELDS, self.boxes, strict=True)
            ),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in buttons),
        ]

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

    def limits(self, field: int) -> tuple[int, int]:
        """The smallest and largest value a field takes; the mines follow the size typed so far."""
        if field < 2:
            return 1, WINDOW_LIMIT
        width, height = (int(v) if v else 1 for v in self.values[:2])
        return 0, max(0, min(WINDOW_LIMIT, width) * min(WINDOW_LIMIT, height) - 1)

    def nudge(self, field: int, step: int) -> None:
        low, high = self.limits(field)
        self.values[field] = str(max(low, min(high, int(self.values[field] or 0) + step)))
        self.focus, self.fresh = field, True
        self.chosen()

    def stepper_at(self, pos: tuple[int, int]) -> tuple[int, int, Button] | None:
        for i in range(len(FIELDS)):
            for button, step in ((self.minus[i], -1), (self.plus[i], 1)):
                if button.contains(pos):
                    return i, step, button
        return None

    def next_tick_ms(self) -> int | None:
        return None if self.held is None else max(1, self.next_repeat_ms - self.ctx.now_ms())

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            stepper = self.stepper_at(event.pos)
            if stepper is not None:
                field, step, self.pressed = stepper
                self.held = (field, step)
                self.nudge(field, step)
                self.next_repeat_ms = self.ctx.now_ms() + REPEAT_AFTER_MS
        elif event.type == TICK and self.held is not None and self.ctx.now_ms() >= self.next_repeat_ms:
            if self.pressed is not None and self.pressed.contains(self.ctx.mouse_pos()):
                self.nudge(*self.held)
            self.next_repeat_ms = self.ctx.now_ms() + REPEAT_EVERY_MS
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held, self.pressed = None, None
            if self.stepper_at(event.pos) is not None:
                return None
            for i in range(len(FIELDS)):
                if self.rows[i].collidepoint(event.pos):
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
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, "CUSTOM BOARD", s, colours)
        pointer = self.ctx.mouse_pos()
        for i, name in enumerate(FIELDS):
            row = self.rows[i]
            label = font.render(name, colours.accent if i == self.focus else colours.ink, s)
            surface.blit(label, label.get_rect(midleft=(row.left + 2 * s, row.centery)))
            for button in (self.minus[i], self.plus[i]):
                button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
            box = self.boxes[i]
            sunken_field(surface, box, s, colours)
            caret = "_" if i == self.focus and not self.fresh else ""
            value = font.render(self.values[i] + caret, colours.ink, s)
            surface.blit(value, value.get_rect(center=box.center))
            if i == self.focus:
                pygame.draw.rect(surface, colours.accent, box.inflate(2 * s, 2 * s), s)
        for sentence in self.sentences():
            sentence.draw(surface, colours.alert if self.error else colours.dim_ink, middle=True)
        self.back_button.draw(surface, font, s, colours)
        self.play_button.draw(surface, font, s, colours, selected=not self.error)
        return [surface.get_rect()]
