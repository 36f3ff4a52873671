"""The help as an overlay on the board: How to play, Keys, About and Recent messages, on one panel of one size.

Help is shown where the game is, over a dimmed board, rather than on a screen of its own, so a player checking a
key keeps the board's picture. Its panel has one size on every page and over every window: a comfortable line
(``MAX_CHARS``) wide and ``HELP_LINES`` lines tall, as far as the *room* it is given has space for them (the
desktop's, which the caller grows a smaller window to), so turning a page never moves its edges. The text is set
in the reading type (``art.prose``), wrapped on word boundaries to the width, and scrolled when a page is longer
than the panel. It looks like the game's other windows: a raised grey panel with an accent title band and a
one-line hint at the foot. It only reports when it should close; what comes next is the caller's business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import pygame

from minesweeper.core.figure_text import count
from minesweeper.core.language.translate import N_, _
from minesweeper.gui.art.font import Typeface, as_read, text_height
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.geometry import Size
from minesweeper.gui.heard import sentences
from minesweeper.gui.widgets.buttons import band_height, bevel, card, fit_line
from minesweeper.gui.widgets.help_text import Block, Heading, HelpPage, Para, Row, page_blocks

MARGIN, BEVEL, PAD = 4, 2, 3  # chrome pixels, times the scale
GAP, PARA_GAP, INDENT, SCROLL_W = 6, 4, 8, 4  # between columns, after a paragraph, stacked text, scroll bar
MAX_CHARS, READABLE = 64, 22  # the longest line and the shortest readable one, in widths of an "n"
HELP_LINES: Final = 24  # the text's height, in lines of the reading type, where there is room: the Keys page whole
TERM_SHARE: Final = 0.45  # a key wider than this share of the width goes on a line of its own
HINTS: Final = (
    # Translators: the help's foot: its keys (Esc, Tab, Up/Down as the keyboard names them) and what they do.
    N_("Esc closes - Tab: next page - Up/Down: scroll"),
    N_("Esc closes - Tab: page - Up/Down: scroll"),
    N_("Esc closes - Tab: next page"),
    N_("Esc closes"),
)
"""The foot's hints, the longest first: the first that fits is shown (those about scrolling only on a page that
scrolls)."""
SCROLLING: Final = HINTS[:2]
PAGES: Final = tuple(HelpPage)
SCROLL_KEYS: Final = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


@dataclass(frozen=True)
class Placed:
    """A line of text at ``x``, ``y`` from the top-left of the page's text; headings are drawn in the accent."""

    x: int
    y: int
    text: str
    heading: bool = False


def lay_out(prose: Prose, blocks: Sequence[Block], scale: int, width: int) -> tuple[list[Placed], int]:
    """The blocks' lines, wrapped on word boundaries to ``width`` pixels in ``prose`` (headings too, in the accent),
    and the height they take."""
    s, line = scale, prose.line_h
    widths = [prose.width(b.term) for b in blocks if isinstance(b, Row) and not b.stacked]
    column = max((w for w in widths if w <= width * TERM_SHARE), default=0) + GAP * s
    placed: list[Placed] = []
    y = 0
    for block in blocks:
        if isinstance(block, Heading):
            y += PARA_GAP * s if placed else 0
            for text in prose.wrap(block.text, width):
                placed.append(Placed(0, y, text, heading=True))
                y += line
        elif isinstance(block, Para):
            for text in prose.wrap(block.text, width):
                placed.append(Placed(0, y, text))
                y += line
            y += PARA_GAP * s
        else:
            beside = not block.stacked and prose.width(block.term) + GAP * s <= column
            for text in [] if beside else prose.wrap(block.term, width):
                placed.append(Placed(0, y, text))
                y += line
            x = column if beside else INDENT * s
            lines = prose.wrap(block.text, width - x)
            if beside:
                placed.append(Placed(0, y, block.term))
            for text in lines:
                placed.append(Placed(x, y, text))
                y += line
    return placed, (y - PARA_GAP * s if blocks and isinstance(blocks[-1], Para) else y)


def _chrome_height(s: int) -> int:
    """The panel's height besides its text at scale ``s``: frame, title band, the air under it, and the hint."""
    return (2 * BEVEL + 1 + PAD + 3 + 1) * s + band_height(s) + text_height(s)


class HelpOverlay:
    """One page of help centred on ``area`` (window coordinates), with its own scale, scrolling and page switching."""

    def __init__(
        self,
        page: HelpPage | str,
        font: Typeface,
        colours: ChromeColours,
        scale: int,
        area: pygame.Rect,
        *,
        room: Size | None = None,
        version: str = "",
        files: Sequence[tuple[str, str]] = (),
        recent: Sequence[str] = (),
    ) -> None:
        """``room``: the most space the window can give the overlay (the area's own unless said), which sets the
        panel's size; the caller makes the area that big if it is smaller (``needed``)."""
        self.page = HelpPage(page)
        self.font, self.colours, self.requested, self.area = font, colours, max(1, scale), pygame.Rect(area)
        self.room = room or self.area.size
        self.version, self.files, self.recent = version, tuple(files), tuple(recent)
        self._backdrop: pygame.Surface | None = None
        self._pressed = False  # a button went down over the overlay: its release closes it
        self.scrolled = ""  # where a scroll key or the wheel left the page, in words (``where``); "" before any
        self._fit()

    def _fit(self) -> None:
        """Set the page at the requested scale, or the largest below it that leaves a readable line in a narrow room,
        and scroll it when it is longer than the panel."""
        blocks = page_blocks(self.page, self.version, self.files, self.recent)
        s = next(
            (
                s
                for s in range(self.requested, 1, -1)
                if self._text_width(s) >= READABLE * Prose.for_scale(s).width("n")
            ),
            1,
        )
        prose = Prose.for_scale(s)
        width = self._text_width(s)
        lines, height = lay_out(prose, blocks, s, width)
        if height > self._text_height(s):
            width -= (SCROLL_W + 1) * s
            lines, height = lay_out(prose, blocks, s, width)
        self.scale, self.prose, self.lines, self.content_h = s, prose, lines, height
        self._place(width)
        self.max_scroll = max(0, height - self.view.height)
        self.scroll = 0

    def needed(self) -> Size:
        """The area the panel needs, with its margins: what a smaller window is grown to."""
        margin = self._margin(self.scale)
        return self.panel.width + 2 * margin, self.panel.height + 2 * margin

    def _margin(self, s: int) -> int:
        return min(MARGIN * s, self.room[0] // 8, self.room[1] // 8)

    def _text_width(self, s: int) -> int:
        """The text's width at scale ``s``: a comfortable line's, or the room's if that is less."""
        chrome = 2 * (BEVEL + PAD) * s
        widest = MAX_CHARS * Prose.for_scale(s).width("n") + chrome
        return min(self.room[0] - 2 * self._margin(s), widest) - chrome

    def _text_height(self, s: int) -> int:
        """The text's height at scale ``s``, the same on every page: ``HELP_LINES`` lines, or what the room has for
        them less margins, frame, title band and hint."""
        most = self.room[1] - 2 * self._margin(s) - _chrome_height(s)
        return max(text_height(s), min(most, HELP_LINES * Prose.for_scale(s).line_h))

    def _place(self, text_width: int) -> None:
        """The panel (centred in the area, its size the same on every page), its title band, text, bar and hint."""
        s = self.scale
        height = self._text_height(s)
        self.panel = pygame.Rect(0, 0, self._text_width(s) + 2 * (BEVEL + PAD) * s, height + _chrome_height(s))
        self.panel.center = self.area.center
        inner = self.panel.inflate(-2 * BEVEL * s, -2 * BEVEL * s)
        self.band = pygame.Rect(inner.left + s, inner.top + s, inner.width - 2 * s, band_height(s))
        self.hint = pygame.Rect(
            inner.left + PAD * s, inner.bottom - s - text_height(s), inner.width - 2 * PAD * s, text_height(s)
        )
        # The text and, on a page that scrolls, the bar at the lines' end: the right in English, the left in a language
        # written right to left, as the message bar's (``as_read``).
        text = pygame.Rect(self.hint.left, self.band.bottom + PAD * s, self._text_width(s), height)
        self.view = as_read(text, pygame.Rect(text.topleft, (text_width, height)))
        self.track = as_read(text, pygame.Rect(text.right - SCROLL_W * s, text.top, SCROLL_W * s, height))

    def spoken(self) -> str:
        """The page's words as heard: its paragraphs, its headings and its rows, a key and what it does."""
        blocks = page_blocks(self.page, self.version, self.files, self.recent)
        # Translators: a row of the help as heard: a key (or a name), then what it does (or its value).
        row = _("{key}: {what}")
        return sentences(row.format(key=b.term, what=b.text) if isinstance(b, Row) else b.text for b in blocks)

    @property
    def scrolls(self) -> bool:
        return self.max_scroll > 0

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.Event) -> bool:
        """Act on one event; True when the overlay should close (Esc, F1, or a click anywhere)."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                return True
            if event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
                back = event.key == pygame.K_LEFT or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.show(PAGES[(PAGES.index(self.page) + (-1 if back else 1)) % len(PAGES)])
            elif event.key in SCROLL_KEYS:
                line = self.prose.line_h
                page = max(line, self.view.height - line)
                self.scroll_by(
                    {
                        pygame.K_UP: -line,
                        pygame.K_DOWN: line,
                        pygame.K_PAGEUP: -page,
                        pygame.K_PAGEDOWN: page,
                        pygame.K_HOME: -self.content_h,
                        pygame.K_END: self.content_h,
                    }[event.key]
                )
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * self.prose.line_h * event.y)
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS):
            self.scrolled = self.where()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3:  # 4 and up are the wheel's
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button <= 3 and self._pressed:
            return True
        return False

    def show(self, page: HelpPage) -> None:
        self.page, self.scrolled = page, ""
        self._fit()

    def where(self) -> str:
        """Where the page is scrolled to, for a listener: the line now at the top of the panel and which of the page's
        lines it is ("Line 12 of 70: F: flag"), or that the whole page shows."""
        if not self.scrolls:
            return _("The whole page shows")
        top = next((i for i, line in enumerate(self.lines) if line.y >= self.scroll), len(self.lines) - 1)
        said = " ".join(line.text for line in self.lines if line.y == self.lines[top].y)
        # Translators: where the help is scrolled to: {line} of {lines} counts its lines; {said} is that line's words.
        at = _("Line {line} of {lines}: {said}")
        return at.format(line=count(top + 1, for_people=True), lines=count(len(self.lines), for_people=True), said=said)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def repaint_under(self) -> None:
        """What lies under the overlay was painted afresh: dim it again at the next draw."""
        self._backdrop = None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Paint the overlay over ``area``; the first call takes what is there as the dimmed backdrop."""
        c, s = self.colours, self.scale
        self._backdrop = card(surface, c, self.area, self.panel, self.band, BEVEL * s, self._backdrop)
        self._title(surface)
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip))
        for line in self.lines:
            y = self.view.top + line.y - self.scroll
            if self.view.top - self.prose.line_h < y < self.view.bottom:
                image = self.prose.render(line.text, c.accent if line.heading else c.ink)
                surface.blit(image, as_read(self.view, image.get_rect(topleft=(self.view.left + line.x, y))))
        surface.set_clip(clip)
        if self.scrolls:
            self._scroll_bar(surface)
        rule = pygame.Rect(self.hint.left, self.hint.top - 2 * s, self.hint.width, s)
        surface.fill(c.shadow, rule)
        surface.fill(c.light, rule.move(0, s))
        hints = [_(h) for h in HINTS if self.scrolls or h not in SCROLLING]
        hint = next((h for h in hints if self.font.size(h, s)[0] <= self.hint.width), hints[-1])
        hint = fit_line(self.font, hint, self.hint.width, s)
        image = self.font.render(hint, c.dim_ink, s)
        surface.blit(image, as_read(self.hint, image.get_rect(topleft=self.hint.topleft)))
        return [self.area.copy()]

    def _title(self, surface: pygame.Surface) -> None:
        s, band = self.scale, self.band
        number = f"{count(PAGES.index(self.page) + 1, for_people=True)}/{count(len(PAGES), for_people=True)}"
        number_w = self.font.size(number, s)[0] + 4 * s
        room = band.width - 8 * s
        wide = self.font.size(self.page.label, s)[0] + number_w <= room
        title = self.page.label if wide else fit_line(self.font, self.page.label, room, s)
        y = band.top + (band.height - text_height(s)) // 2
        image = self.font.render(title, self.colours.on_accent, s)
        surface.blit(image, as_read(band, image.get_rect(topleft=(band.left + 4 * s, y))))
        if wide:
            image = self.font.render(number, self.colours.on_accent, s)
            surface.blit(image, as_read(band, image.get_rect(topleft=(band.right - number_w, y))))

    def _scroll_bar(self, surface: pygame.Surface) -> None:
        s, view, track = self.scale, self.view, self.track
        surface.fill(self.colours.track, track)
        thumb_h = max(2 * SCROLL_W * s, track.height * view.height // self.content_h)
        top = track.top + (track.height - thumb_h) * self.scroll // self.max_scroll
        thumb = pygame.Rect(track.left, top, track.width, thumb_h)
        surface.fill(self.colours.face, thumb)
        bevel(surface, thumb, s, self.colours)
