"""The custom board form: width, height and mines, by keyboard or mouse, refused with a visible reason.

The fields are the shared size form's (``widgets.size_form``: steppers that stop at the limits and repeat while
held, digits typed). Sizes are checked against the window's own limit (500 × 500, which the command line applies
to the window too) and mine counts by the core's ``Difficulty.custom``, so no board the window cannot play gets
past it; the reason shows as soon as a value is refused. The last values entered are kept for the rest of the run
and in the settings.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.presets import Difficulty
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import WINDOW_LIMIT, screen_scale
from minesweeper.gui.heard import Heard
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import Button, title_window
from minesweeper.gui.widgets.size_form import SizeForm, form_height

FIELDS = (N_("Width"), N_("Height"), N_("Mines"))
W, GAP, TOP, BUTTON_H = 240, 6, 40, 24
MESSAGE_LINES = 3  # of the reading type: why a board is refused
HINT = N_("Type a number, or - and +. Enter plays.")
# Why a side is refused, for each side: its name starts the sentence.
OUT_OF_RANGE = (
    N_("Width must be between 1 and {limit} in the window"),
    N_("Height must be between 1 and {limit} in the window"),
)


def limits(field: int, numbers: Sequence[int]) -> tuple[int, int]:
    """The smallest and largest value a field takes; the mines follow the size typed so far."""
    if field < 2:
        return 1, WINDOW_LIMIT
    width, height = (max(1, number) for number in numbers[:2])
    return 0, max(0, min(WINDOW_LIMIT, width) * min(WINDOW_LIMIT, height) - 1)


class CustomScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx = ctx
        self.play = nav.play
        self.back = nav.start
        self.error = ""
        self.prose = reading(ctx.available)
        height = TOP + form_height(len(FIELDS)) + GAP + GAP + BUTTON_H + GAP  # at 1x, but the message
        self.scale = s = screen_scale(
            (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES)), (W, height)
        )
        last = ctx.settings.last_custom
        self.form = SizeForm(
            [_(field) for field in FIELDS],
            (last.width, last.height, last.mines),
            limits,
            digits=7,
            area=pygame.Rect(GAP * s, TOP * s, (W - 2 * GAP) * s, 0),
            scale=s,
            now_ms=ctx.now_ms,
            pointer=ctx.mouse_pos,
        )
        self.message_box = pygame.Rect(
            GAP * s, self.form.bottom + GAP * s, (W - 2 * GAP) * s, self.prose.height(MESSAGE_LINES)
        )
        bottom = self.message_box.bottom + GAP * s
        half = (W - 3 * GAP) // 2 * s
        self.back_button = Button(
            pygame.Rect(GAP * s, bottom, half, BUTTON_H * s), _("Back"), "Esc"
        )  # i18n: fixed (the key's name)
        self.play_button = Button(
            pygame.Rect(2 * GAP * s + half, bottom, half, BUTTON_H * s), _("Play"), "Enter"
        )  # i18n: fixed (the key's name)
        self.window = (W * s, bottom + (BUTTON_H + GAP) * s)

    def size(self) -> tuple[int, int]:
        return self.window

    def sentences(self) -> list[Sentence]:
        """Why the board is refused, or how to fill the form, in the reading type."""
        return [Sentence("message", self.error or _(HINT), self.message_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        buttons = (self.back_button, self.play_button)
        return [*self.form.widgets(font, s), *(Widget(b.label, b.rect, b.text_size(font, s)) for b in buttons)]

    def heard(self) -> Heard:
        """The field typed into and its value, and why the board is refused while it is."""
        return Heard(_("Custom board"), (self.form.spoken(),), self.error, hint=_(HINT))

    def chosen(self) -> Difficulty | None:
        """The board asked for, or None with ``error`` saying why it cannot be played."""
        numbers = self.form.numbers()
        if isinstance(numbers, str):
            self.error = numbers
            return None
        try:
            width, height, mines = numbers
            for refusal, side in zip(OUT_OF_RANGE, (width, height), strict=True):
                if not 1 <= side <= WINDOW_LIMIT:
                    raise MinesweeperError(_(refusal).format(limit=WINDOW_LIMIT))
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

    def next_tick_ms(self) -> int | None:
        return self.form.next_tick_ms()

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if self.form.handle_event(event):
            self.chosen()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.play_button.contains(event.pos):
                return self.start()
            if self.back_button.contains(event.pos):
                return self.back()
        return None

    def key(self, event: pygame.Event) -> Screen | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.start()
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            step = -1 if key == pygame.K_UP or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) else 1
            self.form.choose(((self.form.focus or 0) + step) % len(FIELDS))
        elif self.form.handle_event(event):
            self.chosen()
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("CUSTOM BOARD"), s, colours)
        self.form.draw(surface, font, s, colours)
        for sentence in self.sentences():
            sentence.draw(surface, colours.alert if self.error else colours.dim_ink, middle=True)
        self.back_button.draw(surface, font, s, colours)
        self.play_button.draw(surface, font, s, colours, selected=not self.error)
        return [surface.get_rect()]
