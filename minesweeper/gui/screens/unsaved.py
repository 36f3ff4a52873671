"""Before the window closes with results that could not be kept anywhere (a full disk, the reserve full too): the
player decides. Try again once some space is freed, or quit and lose them, knowing how many; Esc goes back.

A result is never dropped without the player's word: closing the window (or the menu's Quit) comes here instead of
closing while the session holds results only in memory.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.core.figure_text import count as written_count
from minesweeper.core.language.translate import _, ngettext
from minesweeper.gui.art.prose import Sentence, fit_scale, reading
from minesweeper.gui.heard import Heard, button_words
from minesweeper.gui.screen import Context, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, draw_buttons, even_row, title_window

W, GAP, BUTTON_H, LINES = 340, 6, 22, 6


def question(count: int) -> str:
    """What the player is asked, with the count."""
    # Translators: "Try again" and "Quit" are the buttons' labels; Enter, Q and Esc their keys.
    asked = ngettext(
        "{n} result could not be saved: the disk is full, and so is the room kept for results. Free some space, then "
        "Try again (Enter) to keep it; Quit (Q) closes the game and loses it; Esc goes back.",
        "{n} results could not be saved: the disk is full, and so is the room kept for results. Free some space, then "
        "Try again (Enter) to keep them; Quit (Q) closes the game and loses them; Esc goes back.",
        count,
    )
    return asked.format(n=written_count(count, for_people=True))


class UnsavedScreen(Screen):
    """Try again, or quit and lose the results only in memory, or go back to the screen before."""

    def __init__(self, ctx: Context, back: Callable[[], Screen]) -> None:
        self.ctx, self.back = ctx, back
        self.prose = reading(ctx.available)
        height = CONTENT_TOP + GAP + GAP + BUTTON_H + GAP
        room = (ctx.available[0], ctx.available[1])
        self.scale, (lines,) = fit_scale(room, (W, height), self.prose, W - 2 * GAP, ([question(99)],))
        s = self.scale
        self.text_box = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, self.prose.height(max(lines, LINES)))
        top = self.text_box.bottom + GAP * s
        third = (W - 4 * GAP) // 3 * s
        spots = even_row(W * s, top, 3, third, GAP * s, BUTTON_H * s)
        self.back_button = Button(spots[0], _("Back"), "Esc")  # i18n: fixed (the key's name)
        self.retry_button = Button(spots[1], _("Try again"), "Enter")  # i18n: fixed (the key's name)
        self.quit_button = Button(spots[2], _("Quit"), "Q")
        self.window = (W * s, top + (BUTTON_H + GAP) * s)
        self.pressed: Button | None = None
        self.said = ""  # what the last try did

    def size(self) -> tuple[int, int]:
        return self.window

    @property
    def buttons(self) -> tuple[Button, Button, Button]:
        return self.back_button, self.retry_button, self.quit_button

    def sentences(self) -> list[Sentence]:
        text = question(self.ctx.session.unrecorded)
        if self.said:
            # Translators: one sentence followed by the next (a space between them in English).
            text = _("{sentence} {next}").format(sentence=text, next=self.said)
        return [Sentence("question", text, self.text_box, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons]

    def heard(self) -> Heard:
        """The question (and what the last try did), and the button Enter presses."""
        (text,) = self.sentences()
        return Heard(_("Results not saved"), (button_words(self.retry_button),), text.text)

    def retry(self) -> Screen | None:
        left = self.ctx.session.retry_unrecorded()
        if not left:
            self.ctx.running = False  # every result is kept now: the window closes, as asked
            return None
        self.said = ngettext("Still no room for it.", "Still no room for them.", left)
        return None

    def quit(self) -> None:
        self.ctx.running = False

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.contains(event.pos):
                if chosen is self.back_button:
                    return self.back()
                if chosen is self.retry_button:
                    return self.retry()
                self.quit()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self.back()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r):
                return self.retry()
            if event.key == pygame.K_q:
                self.quit()
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("RESULTS NOT SAVED"), s, colours)
        (text,) = self.sentences()
        text.draw(surface, colours.alert, centred=False)
        draw_buttons(surface, self.buttons, self.ctx, s, self.pressed, chosen=self.retry_button)
        return [surface.get_rect()]
