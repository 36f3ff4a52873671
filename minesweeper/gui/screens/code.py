"""Play a code: paste or type a board someone shared, ours (``MS1-…``) or the community's ``b``/``m`` link.

The text is read by the core's ``read_code``, the same reader ``--board-code`` uses, so a code plays here
exactly when it plays in the terminal. A mistyped or altered code is refused with the decoder's own reason,
shown under the field, and nothing is played. A good code plays that exact board (the first click is not
moved, as the board is fixed) as a custom game; a board larger than the window plays (``WINDOW_LIMIT``) is
refused with its size.
"""

from __future__ import annotations

import pygame

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.codes import MAX_CODE_CHARS, read_code
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout
from minesweeper.gui.art.prose import Sentence, fit_scale, reading
from minesweeper.gui.geometry import WINDOW_LIMIT
from minesweeper.gui.heard import Heard
from minesweeper.gui.platform import clipboard
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, draw_buttons, even_row, title_window
from minesweeper.gui.widgets.text_field import TextField

W, GAP, FIELD_H, BUTTON_H, MESSAGE_LINES = 340, 6, 16, 22, 3  # the message's lines are of the reading type
# Translators: "b=" and "m=" are the link's parts, as typed; JSMinesweeper and the ZiNi explorers are programs' names.
INTRO = N_("Paste a board code (MS1-30x16-99-B...) or a board link with b= and m= (JSMinesweeper, the ZiNi explorers).")
# Translators: the keys by the names on the keyboard (Ctrl+V, Enter, Esc).
HINT = N_("Ctrl+V pastes - Enter plays the board - Esc goes back")


def playable(text: str) -> Layout:
    """The board a pasted code or link describes, if the window can play it; ``MinesweeperError`` with the
    reason when it is not a code or the board is larger than the window plays."""
    layout = read_code(text)
    if max(layout.width, layout.height) > WINDOW_LIMIT:
        raise MinesweeperError(
            _("That board is {width} x {height}: the window plays boards up to {limit} x {limit}").format(
                width=layout.width, height=layout.height, limit=WINDOW_LIMIT
            )
        )
    return layout


class CodeScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        self.prose = reading(ctx.available)
        height = CONTENT_TOP + GAP + FIELD_H + GAP + GAP + BUTTON_H + GAP  # at 1x, but for the sentences
        room = (ctx.available[0], ctx.available[1] - self.prose.height(MESSAGE_LINES))
        self.scale, (intro_lines,) = fit_scale(room, (W, height), self.prose, W - 2 * GAP, ([_(INTRO)],))
        s = self.scale
        self.intro_box = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, self.prose.height(intro_lines))
        top = self.intro_box.bottom + GAP * s
        self.field = TextField(pygame.Rect(GAP * s, top, (W - 2 * GAP) * s, FIELD_H * s), max_length=MAX_CODE_CHARS)
        self.field.focus()
        self.message_box = pygame.Rect(
            GAP * s, self.field.rect.bottom + GAP * s, (W - 2 * GAP) * s, self.prose.height(MESSAGE_LINES)
        )
        top = self.message_box.bottom + GAP * s
        third = (W - 4 * GAP) // 3 * s
        spots = even_row(W * s, top, 3, third, GAP * s, BUTTON_H * s)
        self.back_button = Button(spots[0], _("Back"), "Esc")  # i18n: fixed (the key's name)
        self.paste_button = Button(spots[1], _("Paste"), "Ctrl+V")
        self.play_button = Button(spots[2], _("Play"), "Enter")  # i18n: fixed (the key's name)
        self.window = (W * s, top + (BUTTON_H + GAP) * s)
        self.pressed: Button | None = None
        self.error = ""

    def size(self) -> tuple[int, int]:
        return self.window

    def sentences(self) -> list[Sentence]:
        """What the player reads in the reading type: what to paste, and the hint or why a code was refused."""
        return [
            Sentence("intro", _(INTRO), self.intro_box, self.prose),
            Sentence("message", self.error or _(HINT), self.message_box, self.prose),
        ]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [Widget("code", self.field.rect), *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons)]

    def heard(self) -> Heard:
        """What to paste, the code field and what is in it, and why a code was refused."""
        text = self.field.text
        field = _("Code field, {text}").format(text=text) if text else _("Code field, empty")
        return Heard(_("Play a code"), (field if self.field.focused else "",), self.error, _(INTRO), _(HINT))

    def leave(self) -> None:
        self.field.release()

    @property
    def buttons(self) -> tuple[Button, Button, Button]:
        return self.back_button, self.paste_button, self.play_button

    def play(self) -> Screen | None:
        text = self.field.text.strip()
        if not text:
            self.error = _("Paste or type a code first")
            return None
        try:
            layout = playable(text)
        except MinesweeperError as error:
            reason = str(error)
            self.error = reason[:1].upper() + reason[1:]
            return None
        return self.nav.board(layout)

    def paste(self) -> None:
        pasted = clipboard.paste()
        if pasted.strip():
            self.field.set_text(" ".join(pasted.split()))
            self.error = ""
        else:
            self.error = _("The clipboard holds no text: copy the code first, or type it")

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if self.field.handle_event(event):
            self.error = ""
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
            if self.field.rect.collidepoint(event.pos):
                self.field.focus()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is self.back_button and chosen.contains(event.pos):
                return self.nav.start()
            if chosen is self.paste_button and chosen.contains(event.pos):
                self.paste()
            elif chosen is self.play_button and chosen.contains(event.pos):
                return self.play()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return self.nav.start()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.play()
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.paste()
            elif event.key == pygame.K_TAB:
                self.field.focus()
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("PLAY A CODE"), s, colours)
        intro, message = self.sentences()
        intro.draw(surface, colours.ink, centred=False)
        self.field.draw(surface, font, s, colours, placeholder="MS1-...")
        message.draw(surface, colours.alert if self.error else colours.dim_ink, centred=False)
        draw_buttons(surface, self.buttons, self.ctx, s, self.pressed, chosen=self.play_button)
        return [surface.get_rect()]
