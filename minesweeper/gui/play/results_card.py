"""The results card shown over the board when a game ends: how it went, the verdict, the figures, the board's
code and what to do next. Its sentences (how it went, whether a daily counted, a notice, the verdict, the review's
summary) are in the reading type (``art.prose``), wrapped on words; figures and labels beside them in the same type
and size.

It is drawn over the dimmed board (below the status panel, whose face still starts a new game) rather than
on a screen of its own, so closing it
(Esc, Tab, a click outside it) shows the final board as it was left, the verdict's safe cell outlined; Tab
brings it back. The card takes the largest chrome scale at which it fits, down to 1, so it works from a 6×6
board at the smallest zoom to a maximised Expert. Each button carries a ``CardCommand`` and a key; what a
command does is the caller's business. The verdict may arrive after the card opens (the solver works
it out in the background): ``set_verdict`` lays the card out again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from pygame.typing import ColorLike

from minesweeper.core.metrics.scorecard import Figure
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.play.card_buttons import CardButton, CardCommand
from minesweeper.gui.screen import Widget
from minesweeper.gui.widgets.buttons import Button, band_height, button_height, card, fit_line, wrap

MARGIN, BEVEL, PAD, GAP = 4, 2, 4, 3  # chrome pixels, times the scale
COMPACT_FIGURES = frozenset({"Practice", "3BV", "3BV/s", "IOE", "Est. time"})  # what a cramped card keeps
MAX_CHARS = 58  # the widest line, in widths of an "n"
JUDGING = "Judging the last click..."


@dataclass(frozen=True)
class Line:
    text: str
    colour: ColorLike
    x: int
    y: int
    prose: bool = False  # a sentence, wrapped as prose; figures and labels are set as labels, the same type


class EndPanel:
    """The card over ``area`` (window coordinates) and its buttons."""

    def __init__(
        self,
        font: Typeface,
        colours: ChromeColours,
        scale: int,
        area: pygame.Rect,
        *,
        title: str,
        headline: str,
        headline_colour: ColorLike,
        figures: Sequence[Figure],
        code: str,
        buttons: Sequence[CardButton],
        verdict: str | None = None,
        review: str = "",
        standing: str = "",
    ) -> None:
        """``standing`` is a daily's name and its line on whether the attempt counted ("Counted: streak 4, best 9")."""
        self.font, self.colours, self.requested, self.area = font, colours, max(1, scale), pygame.Rect(area)
        self.title, self.headline, self.headline_colour = title, headline, headline_colour
        self.figures, self.code, self.choices, self.verdict = tuple(figures), code, tuple(buttons), verdict
        self.review = review  # the review's summary line (or that it is being worked out)
        self.standing = standing
        self.note = ""  # one line under the code: "copied", or where the clipboard is missing
        self.notice = ""  # what the store had to say (a result not saved...), as on the message bar it covers
        self._backdrop: pygame.Surface | None = None
        self._pressed: Button | None = None
        self._fit()

    # ------------------------------------------------------------------ layout

    def set_verdict(self, verdict: str) -> None:
        self.verdict = verdict
        self._fit()

    def set_review(self, review: str) -> None:
        self.review = review
        self._fit()

    def set_note(self, note: str) -> None:
        self.note = note
        self._fit()

    def set_notice(self, notice: str) -> None:
        self.notice = notice
        self._fit()

    def _fit(self) -> None:
        """The largest scale at which the card fits, whole or else compact: a readable card with the main figures
        beats one with every figure in type too small to read (the rest are in History's review and replay)."""
        readable = min(2, self.requested)
        if any(self._lay_out(s) for s in range(self.requested, readable - 1, -1)):
            return
        if any(self._lay_out(s, compact=True) for s in range(self.requested, 0, -1)):
            return
        self._lay_out(1, compact=True, force=True)

    def _lay_out(self, s: int, *, compact: bool = False, force: bool = False) -> bool:
        """Place everything at scale ``s`` (``compact``: the main figures only and no board code line, which Copy
        code still copies); False (nothing kept) if it does not fit the area."""
        w = self.requested  # the words keep the window's body size at every chrome scale: the card shows less instead
        margin = min(MARGIN * s, self.area.width // 10, self.area.height // 10)
        width = min(self.area.width - 2 * margin, self.comfortable_width(s) - 2 * MARGIN * s)
        text_w = width - 2 * (BEVEL + PAD) * s
        line = self.font.line_height(w)
        c = self.colours
        lines: list[Line] = []
        y = 0
        prose = Prose.for_scale(w)
        verdict = JUDGING if self.verdict is None else self.verdict
        for said, colour in (
            (self.headline, self.headline_colour),
            (self.standing, c.ink),
            (self.notice, c.alert),
            (verdict, c.ink),
            (self.review, c.dim_ink),
        ):
            for text in prose.wrap(said, text_w) if said else []:
                lines.append(Line(text, colour, 0, y, prose=True))
                y += prose.line_h
        y += line // 2
        figures = [f for f in self.figures if f.label in COMPACT_FIGURES] if compact else list(self.figures)
        space = self.font.size(" ", w)[0]  # a label and its figure stand two spaces apart, columns four
        label_w = max((self.font.size(f.label, w)[0] for f in figures), default=0) + 2 * space
        column = label_w + max((self.font.size(f.value, w)[0] for f in figures), default=0) + 4 * space
        columns = max(1, min(2, text_w // max(1, column)))
        for i, figure in enumerate(figures):
            x = (i % columns) * (text_w // columns)
            lines.append(Line(figure.label, c.dim_ink, x, y))
            lines.append(Line(fit_line(self.font, figure.value, text_w // columns - label_w, w), c.ink, x + label_w, y))
            if i % columns == columns - 1 or i == len(figures) - 1:
                y += line
        y += line // 2
        if not compact:  # the code whole, on as many lines as it takes: a player copies it out by hand too
            lines.append(Line("Board code", c.dim_ink, 0, y))
            y += line
            for text in wrap(self.font, self.code, w, text_w):
                lines.append(Line(text, c.ink, 0, y))
                y += line
        for text in wrap(self.font, self.note, w, text_w) if self.note else []:
            lines.append(Line(text, c.dim_ink, 0, y))
            y += line
        rows = self._button_rows(s, text_w)
        height = (2 * BEVEL + 3 * PAD) * s + band_height(w) + y + len(rows) * (button_height(w) + GAP * s)
        if height > self.area.height - 2 * margin and not force:
            return False
        self.scale, self.lines, self.prose = s, lines, prose
        self.panel = pygame.Rect(0, 0, width, min(height, self.area.height))
        self.panel.center = self.area.center
        inner = self.panel.inflate(-2 * BEVEL * s, -2 * BEVEL * s)
        self.band = pygame.Rect(inner.left + s, inner.top + s, inner.width - 2 * s, band_height(w))
        self.text_at = (inner.left + PAD * s, self.band.bottom + PAD * s)
        top = self.text_at[1] + y + PAD * s
        self.buttons = []
        for number, row in enumerate(rows):  # each button as wide as its label needs, the row's room shared out
            spare = text_w - sum(self._button_w(s, i) for i in row) - (len(row) - 1) * GAP * s
            left = self.text_at[0]
            for place, i in enumerate(row):
                width = self._button_w(s, i) + spare // len(row) + (spare % len(row) if place == len(row) - 1 else 0)
                rect = pygame.Rect(left, top + number * (button_height(w) + GAP * s), width, button_height(w))
                self.buttons.append(Button(rect, self.choices[i].label))
                left += width + GAP * s
        return True

    @staticmethod
    def comfortable_width(s: int) -> int:
        """The window width in which the card at scale ``s`` has its widest lines (``MAX_CHARS``) and margins."""
        text_w = MAX_CHARS * Prose.for_scale(s).width("n")
        return text_w + 2 * (BEVEL + PAD) * s + 2 * MARGIN * s

    def _button_rows(self, s: int, text_w: int) -> list[range]:
        """The buttons in as few rows as fit ``text_w``, the rows as even as they can be (2 + 2, not 3 + 1)."""
        count = len(self.choices)
        for rows in range(1, count + 1):
            per_row = -(-count // rows)
            chunks = [range(start, min(count, start + per_row)) for start in range(0, count, per_row)]
            if all(sum(self._button_w(s, i) for i in row) + (len(row) - 1) * GAP * s <= text_w for row in chunks):
                return chunks
        return [range(i, i + 1) for i in range(count)]

    def widgets(self) -> list[Widget]:
        """The card's buttons and lines of text, for a test to hold them inside the card."""
        s, (left, top) = self.scale, self.text_at
        prose = Prose.for_scale(self.requested)
        lines = [
            Widget(
                line.text,
                pygame.Rect(
                    (left + line.x, top + line.y),
                    (prose.width(line.text), prose.line_h) if line.prose else self.font.size(line.text, self.requested),
                ),
            )
            for line in self.lines
        ]
        return [
            *lines,
            *(Widget(b.label, b.rect, b.text_size(self.font, s, words=self.requested)) for b in self.buttons),
        ]

    def _button_w(self, s: int, index: int) -> int:
        """The least width of button ``index``: its label and a margin."""
        return self.font.size(self.choices[index].label, self.requested)[0] + 10 * s

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.Event) -> CardCommand | None:
        """A command (CLOSE to hide the card), or None."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
                return CardCommand.CLOSE
            return next((a.command for a in self.choices if a.key == event.key), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
            return None if self._pressed is not None or self.panel.collidepoint(event.pos) else CardCommand.CLOSE
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed is not None:
            pressed, self._pressed = self._pressed, None
            if pressed.contains(event.pos):
                return self.choices[self.buttons.index(pressed)].command
        return None

    def repaint_under(self) -> None:
        """What lies under the card was painted afresh: dim it again at the next draw."""
        self._backdrop = None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        c, s = self.colours, self.scale
        self._backdrop = card(surface, c, self.area, self.panel, self.band, BEVEL * s, self._backdrop)
        title = fit_line(self.font, self.title, self.band.width - 8 * s, self.requested)
        image = self.font.render(title, c.on_accent, self.requested)
        surface.blit(image, image.get_rect(midleft=(self.band.left + 4 * s, self.band.centery)))
        left, top = self.text_at
        prose = Prose.for_scale(self.requested)
        for line in self.lines:
            image = (
                prose.render(line.text, line.colour)
                if line.prose
                else self.font.render(line.text, line.colour, self.requested)
            )
            surface.blit(image, (left + line.x, top + line.y))
        pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for button in self.buttons:
            held = button is self._pressed and button.contains(pointer)
            button.draw(surface, self.font, s, c, pressed=held, words=self.requested)
        return [self.area.copy()]
