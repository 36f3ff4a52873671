"""Before a new game would give up the saved game waiting for Continue: the player decides, knowing what it costs.

Every way a new game starts in the window (a difficulty, Custom, a board code, a puzzle, a practice game, a board
named on the command line) comes here first while a saved game waits (``Routes.asking``): the question names the
waiting game as the menu's Continue does and says what a new game does to it. Enter (or the click) starts the new
game; Esc goes back where the player came from, or, for a board the command line named, continues the waiting
game instead, since there is nowhere to go back to.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core.language.translate import _
from minesweeper.core.summary import SavedSummary
from minesweeper.gui.art.prose import Sentence, fit_scale, reading
from minesweeper.gui.heard import Heard, button_words
from minesweeper.gui.screen import Context, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, draw_buttons, even_row, title_window

W, GAP, BUTTON_H, LINES = 300, 6, 22, 3


def question(saved: SavedSummary, *, launched: bool) -> str:
    """What the player is asked: what a new game does to the waiting one, and what each key does."""
    if launched:
        # Translators: this and the next: {given_up} says what a new game does to the waiting one ("the waiting
        # Expert game (0:07 played) counts as a loss"); Enter and Esc are the keys' names.
        asked = _("Start a new game: {given_up}. Enter starts it; Esc continues the waiting game instead.")
    else:
        # Translators: as the one before.
        asked = _("Start a new game: {given_up}. Enter starts it; Esc goes back.")
    return asked.format(given_up=saved.given_up)


class GiveUpScreen(Screen):
    """Start the new game (giving the waiting one up), or keep the waiting game: back, or Continue."""

    def __init__(
        self,
        ctx: Context,
        saved: SavedSummary,
        start: Callable[[], Screen],
        back: Callable[[], Screen],
        *,
        launched: bool = False,
    ) -> None:
        """``start`` makes the new game's screen, ``back`` the screen Esc goes to; ``launched`` for a board the
        command line named, whose Esc continues the waiting game (``back`` is then Continue)."""
        self.ctx, self.start, self.back = ctx, start, back
        self.text = question(saved, launched=launched)
        self.prose = reading(ctx.available)
        height = CONTENT_TOP + GAP + GAP + BUTTON_H + GAP
        self.scale, (lines,) = fit_scale(ctx.available, (W, height), self.prose, W - 2 * GAP, ([self.text],))
        s = self.scale
        self.text_box = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, self.prose.height(max(lines, LINES)))
        top = self.text_box.bottom + GAP * s
        half = (W - 3 * GAP) // 2 * s
        spots = even_row(W * s, top, 2, half, GAP * s, BUTTON_H * s)
        self.back_button = Button(spots[0], _("Continue") if launched else _("Back"), "Esc")  # i18n: fixed (the key)
        self.start_button = Button(spots[1], _("New game"), "Enter")  # i18n: fixed (the key's name)
        self.window = (W * s, top + (BUTTON_H + GAP) * s)
        self.pressed: Button | None = None

    def size(self) -> tuple[int, int]:
        return self.window

    @property
    def buttons(self) -> tuple[Button, Button]:
        return self.back_button, self.start_button

    def sentences(self) -> list[Sentence]:
        return [Sentence("question", self.text, self.text_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons]

    def heard(self) -> Heard:
        """The question, and the button Enter presses."""
        return Heard(_("A game is waiting"), (button_words(self.start_button),), self.text)

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.contains(event.pos):
                return self.start() if chosen is self.start_button else self.back()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self.back()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.start()
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("A GAME IS WAITING"), s, colours)
        (text,) = self.sentences()
        text.draw(surface, colours.ink, centred=False)
        draw_buttons(surface, self.buttons, self.ctx, s, self.pressed, chosen=self.start_button)
        return [surface.get_rect()]
