"""A one-line text box (a puzzle's name, a board code): typing, editing keys, paste, and a steady caret.

Letters arrive as ``TEXTINPUT`` events, which carry what the keyboard layout and any input method made of
the keys, so the field never guesses characters from key codes. The field asks for text input while it has
the focus and stops it when it loses the focus, so an input method never pops up over the board; when its
screen is left it hands text input back on (``release``), as SDL starts it, because other screens read the
typed character of a key press, which SDL fills in only while text input is on. A focused field takes every
key it uses and every printable key, so a letter typed into a name is never also a screen's shortcut; it
leaves Esc, Enter, Tab and Up/Down to its screen. Text longer than the box scrolls to keep the caret in view.

SDL sends a key's text right after the key itself, so when a key opens a screen (K for Play a code) whose
field takes the focus, that key's text comes next and would be typed into the field. A text event that
arrives first thing after the focus, before any other event, is that key's and is dropped.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.platform import clipboard
from minesweeper.gui.widgets.buttons import fit_line, sunken_field

PAD = 3  # chrome pixels between the box's edge and its text


def printable(char: str) -> bool:
    return char.isprintable()


class TextField:
    """The text, the caret (an index into it) and the first character shown, in a box of ``rect``."""

    def __init__(
        self, rect: pygame.Rect, *, max_length: int, text: str = "", allowed: Callable[[str], bool] = printable
    ) -> None:
        self.rect = rect
        self.max_length = max_length
        self.allowed = allowed
        self.text = ""
        self.caret = self.offset = 0
        self.focused = False
        self.just_focused = False  # no event has come since the focus: a text event now is the opening key's
        self.set_text(text)

    def set_text(self, text: str) -> None:
        self.text = "".join(c for c in text if self.allowed(c))[: self.max_length]
        self.caret, self.offset = len(self.text), 0

    # ------------------------------------------------------------------ focus

    def focus(self) -> None:
        if not self.focused:
            self.focused = self.just_focused = True
            pygame.key.start_text_input()

    def blur(self) -> None:
        if self.focused:
            self.focused = False
            pygame.key.stop_text_input()

    def release(self) -> None:
        """The screen is left: lose the focus and leave text input on for the screens that follow."""
        self.focused = False
        pygame.key.start_text_input()

    # ------------------------------------------------------------------ editing

    def insert(self, text: str) -> bool:
        """Put ``text`` (its allowed characters, as many as fit) at the caret; True when anything went in."""
        kept = "".join(c for c in text if self.allowed(c))[: self.max_length - len(self.text)]
        if not kept:
            return False
        self.text = self.text[: self.caret] + kept + self.text[self.caret :]
        self.caret += len(kept)
        return True

    def handle_event(self, event: pygame.Event) -> bool:
        """Apply an event to a focused field; True when the field used it (its screen then ignores it)."""
        if not self.focused:
            return False
        opening_key, self.just_focused = self.just_focused, False
        if event.type == pygame.TEXTINPUT:
            if not opening_key:
                self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
        if (key == pygame.K_v and ctrl) or (key == pygame.K_INSERT and event.mod & pygame.KMOD_SHIFT):
            self.insert(" ".join(clipboard.paste().split()))
        elif key == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                self.caret -= 1
        elif key == pygame.K_DELETE:
            self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.caret = max(0, min(len(self.text), self.caret + (1 if key == pygame.K_RIGHT else -1)))
        elif key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if key == pygame.K_HOME else len(self.text)
        elif key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            return False
        else:
            return bool(event.unicode) and event.unicode.isprintable() and not ctrl
        return True

    # ------------------------------------------------------------------ drawing

    def _shown(self, font: Typeface, scale: int, room: int) -> str:
        """The part of the text that fits ``room`` pixels, starting early enough to show the caret."""
        if self.caret < self.offset:
            self.offset = self.caret
        start, used = self.caret, 0
        while start > self.offset and used + font.size(self.text[start - 1], scale)[0] + scale <= room:
            start -= 1
            used += font.size(self.text[start], scale)[0] + scale
        if start > self.offset:
            self.offset = start
        end, used = self.offset, 0
        while end < len(self.text) and used + font.size(self.text[end], scale)[0] + scale <= room:
            used += font.size(self.text[end], scale)[0] + scale
            end += 1
        return self.text[self.offset : end]

    def draw(
        self, surface: pygame.Surface, font: Typeface, scale: int, colours: ChromeColours, *, placeholder: str = ""
    ) -> None:
        box = self.rect
        sunken_field(surface, box, scale, colours)
        left = box.left + PAD * scale
        room = box.width - 2 * PAD * scale - 2 * scale
        shown = self._shown(font, scale, room)
        if shown:
            text = font.render(shown, colours.ink, scale)
            surface.blit(text, text.get_rect(midleft=(left, box.centery)))
        elif placeholder and not self.focused:  # cut short, never past the box, in a language that runs long
            hint = font.render(fit_line(font, placeholder, room, scale), colours.dim_ink, scale)
            surface.blit(hint, hint.get_rect(midleft=(left, box.centery)))
        if self.focused:
            before = self.text[self.offset : self.caret]
            x = left + (font.size(before, scale)[0] + scale if before else 0)
            height = font.size("M", scale)[1]
            pygame.draw.line(
                surface,
                colours.ink,
                (x, box.centery - height // 2 - scale),
                (x, box.centery + height // 2 + scale),
                max(1, scale // 2),
            )
            pygame.draw.rect(surface, colours.accent, box.inflate(2 * scale, 2 * scale), scale)
