"""The results card shown over the board when a game ends: how it went, the verdict, the figures, the board's
code and what to do next. Its sentences (how it went, the game's rank among the player's own, whether a daily counted,
a notice, the verdict, the review's summary) are in the reading type (``art.prose``), wrapped on words; figures and
labels beside them in the same type and size, in aligned columns.

Every figure of the scorecard is on the card, at the body size: where they do not all fit with the card's sentences,
the first page keeps the main ones (the same ones at every size where they fit, in the scorecard's order) and "More
figures" (M) turns to a second page with the rest, "Back" (B) back again. Both pages are the same size, their buttons
in the same places, so the card does not jump as it turns.

A card holds still. It opens with room kept for what is still coming (a won game's place, the review's summary, a
loss's verdict, a giant board's figures), and what comes fills that room; a notice takes a line of its own under
the buttons, and what a copy did is said at the right of the title band (or, too long for it, under the buttons).
The card laid out again for them keeps its frame (``CardFrame``: its scale, place, width and figures), so every row
drawn stays where it was; only a window of another width (or one too small to grow for a notice) lays it out afresh.
A window that cannot grow down by a notice's line (an 800x600 desktop's, a maximised one) has the card keep the rest
of that line under its buttons from the start, so a one-line notice comes without a row moving.

It is drawn over the dimmed board (below the status panel, whose face still starts a new game) rather than
on a screen of its own, so closing it
(Esc, Tab, a click outside it) shows the final board as it was left, the verdict's safe cell outlined; Tab
brings it back. The card takes the largest chrome scale at which it fits, down to 1, so it works from a 6×6
board at the smallest zoom to a maximised Expert. Each button carries a ``CardCommand`` and a key; what a
command does is the caller's business.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from pygame.typing import ColorLike

from minesweeper.core.language.translate import N_, _
from minesweeper.core.metrics.scorecard import Figure
from minesweeper.gui.art.font import Typeface, as_read
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.art.prose import Prose
from minesweeper.gui.play.card_buttons import BACK, MORE, CardButton, CardCommand
from minesweeper.gui.screen import Widget
from minesweeper.gui.widgets.buttons import Button, across, band_height, button_height, card, fit_line, wrap

MARGIN, BEVEL, PAD, GAP = 4, 2, 4, 3  # chrome pixels, times the scale
# What a card's first page keeps when not every figure fits it (the rest are on the second page): the main figures,
# or on a cramped card the fewest, and the board's code line only with the main ones. By the figures' labels, the
# English keys a card picks them by (``scorecard.Figure``); each is shown translated.
MAIN_FIGURES = frozenset(
    {"Practice", "3BV", "3BV/s", "Est. time", "Clicks", "Effective", "IOE", "Correctness", "Throughput", "Rankable"}
)  # i18n: fixed (keys)
COMPACT_FIGURES = frozenset({"Practice", "3BV", "3BV/s", "IOE", "Est. time"})  # i18n: fixed (keys)
MAX_CHARS = 58  # the widest line, in widths of an "n"
JUDGING = N_("Judging the last click...")
PENDING = "..."  # the value of a figure still being worked out (a giant board's), its row kept for it
# The room kept on a card for what is still coming, so that it joins the card without moving a row: a won game's
# place (as long as the longest one can be), the review's summary (as long as a common one can be) and a loss's
# verdict (lines: a verdict that names a long chain can need more, and moves what is under it down to have them).
# (English samples to measure by, never shown: a language whose sentences run longer may take a line more.)
PLACE_ROOM = (  # i18n: fixed (a sample)
    "#88888 of 88888 by time, #88888 by 3BV/s among your Intermediate no-guess wins; "
    "#88888 of 88888 by time among your NF wins"
)
REVIEW_ROOM = "Accuracy 88%: 8 risky, 8 avoidable, 8 blunder; luck 88%."  # i18n: fixed (a sample)
# A notice as long as a line of a card at its comfortable width: a narrower card wraps it, and keeps its lines.
NOTICE_ROOM = "The result could not be saved now: it will be counted later."  # i18n: fixed (a sample)
VERDICT_LINES = 3


@dataclass(frozen=True)
class CardFrame:
    """What a card keeps while it is up and what it shows changes (``EndPanel``'s ``keep``): its scale, the figures
    its first page shows (None: all), whether the board's code is on it, where it lies and how wide it is, and the
    height kept for each of its sentences and for its foot, so that every row drawn stays where it was."""

    scale: int
    first: frozenset[str] | None
    code: bool
    topleft: tuple[int, int]
    width: int
    slots: tuple[int, ...]  # window pixels kept for each sentence: headline, place, standing, verdict, review
    foot: int  # window pixels under the buttons (a notice's lines)


@dataclass(frozen=True)
class Line:
    text: str
    colour: ColorLike
    x: int
    y: int
    prose: bool = False  # a sentence, wrapped as prose; figures and labels are set as labels, the same type


class EndPanel:
    """The card over ``area`` (window coordinates) and its buttons, showing its ``page`` (0 or, when the figures take
    two, 1)."""

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
        rank_line: str | None = None,
        page: int = 0,
        place_due: bool = False,
        review_due: bool = False,
        keep: CardFrame | None = None,
        notice: str = "",
        note: str = "",
        growth: int | None = None,
    ) -> None:
        """``standing`` is a daily's name and its line on whether the attempt counted ("Counted: streak 4, best 9");
        ``rank_line`` the game's place among the player's own ("#3 of 41 by time ..."), under the headline. Room is kept
        for what is still coming: the place (``place_due``), the review's summary (``review_due``) and the verdict
        (None); ``keep``: the frame of the card this one replaces, whose rows stay where they are (``frame``). A
        ``notice`` (what the store had to say: a result not saved...) goes under the buttons; a ``note`` (what a copy
        did) in the title band where it fits, else under the buttons too. ``growth``: how many window pixels the window
        can still grow down by for a notice (None: as many as it needs); the card keeps the rest of a notice's line."""
        self.font, self.colours, self.requested, self.area = font, colours, max(1, scale), pygame.Rect(area)
        self.prose = Prose.for_scale(self.requested)  # the sentences' type, at the body size like the labels
        self.title, self.headline, self.headline_colour = title, headline, headline_colour
        self.figures, self.code, self.given, self.verdict = tuple(figures), code, tuple(buttons), verdict
        self.review = review  # the review's summary line (or that it is being worked out)
        self.standing = standing
        self.rank_line = rank_line
        self.place_due, self.review_due = place_due, review_due
        self.wanted_page = page
        self.note = note  # what a copy did: in the title band where it fits ("Copied to the clipboard"), else a line
        self.band_note = ""  # under the buttons (where the clipboard is missing, the line to copy by hand)
        self.notice = notice  # what the store had to say, as on the message bar the card covers
        self.keep = keep
        self.growth = growth
        self._backdrop: pygame.Surface | None = None
        self._pressed: Button | None = None
        self._fit()

    # ------------------------------------------------------------------ layout

    def _fit(self) -> None:
        """The kept frame's layout (``keep``), else the largest scale at which the card fits: every figure on one page,
        else the main figures on the first and the rest on a second, without the board's code line if need be (Copy
        code still copies it), else the fewest on the first; a readable card with the main figures and a page to turn
        beats one with every figure in type too small to read; where even the fewest leave the second page too tall, the
        figures after them on the first until both fit. Room is kept for a notice as this card would wrap it, else (a
        card that cannot fit with it, whose rows a long notice may then move) for one line of it."""
        if self.keep is not None:
            self._lay_out(self.keep.scale, self.keep.first, code=self.keep.code, force=True)
            return
        if not any(self._fits(wrapped) for wrapped in (True, False)):
            self._lay_out(1, COMPACT_FIGURES, code=False, force=True)

    def _fits(self, wrapped: bool) -> bool:
        """The card laid out at the first of ``_fit``'s choices that fits, keeping room for a notice ``wrapped`` at its
        width or on one line; False (nothing kept) if none does."""
        readable = min(2, self.requested)
        for first, code, least in (
            (None, True, readable),
            (MAIN_FIGURES, True, readable),
            (MAIN_FIGURES, False, readable),
            (COMPACT_FIGURES, False, 1),
        ):
            if any(self._lay_out(s, first, code=code, wrapped=wrapped) for s in range(self.requested, least - 1, -1)):
                return True
        # The second page, holding the most, is then the taller: the next figures join the first, in the room under
        # its sentences, until the two fit (a narrow window in a language of long labels, which stand one a line).
        after = [f.label for f in self.figures if f.label not in COMPACT_FIGURES]
        return any(
            self._lay_out(1, COMPACT_FIGURES.union(after[:n]), code=False, wrapped=wrapped)
            for n in range(1, len(after))
        )

    def _lay_out(
        self, s: int, first: frozenset[str] | None, *, code: bool, force: bool = False, wrapped: bool = False
    ) -> bool:
        """Place everything at scale ``s``, the first page holding the figures named in ``first`` (None: all of them,
        on one page), the same ones at every size, in the scorecard's order, and the board's ``code`` line, the second
        the rest, and room for a notice to come (``wrapped``: as the card wraps it, else a line); False (nothing kept)
        if the pages do not fit the area. A kept frame (``keep``) gives the card its place and width and the least
        height of each sentence and of the foot."""
        w, keep = self.requested, self.keep  # the words keep the body size at every chrome scale: the card shows less
        margin = min(MARGIN * s, self.area.width // 10, self.area.height // 10)
        width = min(self.area.width - 2 * margin, self.comfortable_width(s) - 2 * MARGIN * s)
        width = width if keep is None else keep.width
        text_w = width - 2 * (BEVEL + PAD) * s
        line = self.font.line_height(w)
        shown = [f for f in self.figures if first is None or f.label in first]
        rest = [f for f in self.figures if f not in shown]
        front, y, slots = self._front_page(shown, text_w, code=code)
        back: list[Line] = []
        low = self._figure_table(back, rest, 0, text_w, pair=True) + line // 2 if rest else 0
        body = max(y, low)
        choices = self._choices(more=bool(rest))
        rows = self._button_rows(s, text_w, choices)
        buttons_h = len(rows) * (button_height(w) + GAP * s)
        band_room = width - 2 * BEVEL * s - 2 * s - 8 * s - self.font.size(self.title + "    ", w)[0]
        self.band_note = self.note if self.note and self.font.size(self.note, w)[0] <= band_room else ""
        foot: list[Line] = []
        foot_y = self._label_lines(
            foot, wrap(self.font, self.notice, w, text_w) if self.notice else [], 0, self.colours.alert
        )
        copied = [] if not self.note or self.band_note else wrap(self.font, self.note, w, text_w)
        foot_y = self._label_lines(foot, copied, foot_y, self.colours.dim_ink)
        foot_h = max(foot_y, self._notice_room(text_w, wrapped=wrapped) if keep is None else keep.foot)
        height = (2 * BEVEL + 3 * PAD) * s + band_height(w) + body + buttons_h + foot_h
        if height > self.area.height - 2 * margin and not force:
            return False
        self.scale = s
        self.panel = pygame.Rect(0, 0, width, height if keep is not None else min(height, self.area.height))
        if keep is None:
            self.panel.center = self.area.center
        else:
            self.panel.topleft = keep.topleft
        inner = self.panel.inflate(-2 * BEVEL * s, -2 * BEVEL * s)
        self.band = pygame.Rect(inner.left + s, inner.top + s, inner.width - 2 * s, band_height(w))
        self.text_at = (inner.left + PAD * s, self.band.bottom + PAD * s)
        self.text_w = text_w
        top = self.text_at[1] + body + PAD * s
        below = top - self.text_at[1] + buttons_h  # the foot's lines, under the buttons, on both pages
        foot = [Line(f.text, f.colour, f.x, f.y + below) for f in foot]
        self.pages = (front + foot, back + foot) if rest else (front + foot,)
        self.frame = CardFrame(s, first, code, self.panel.topleft, width, slots, foot_h)
        self._places: list[pygame.Rect] = []
        for number, row in enumerate(rows):  # each button as wide as its label needs, the row's room shared out
            spare = text_w - sum(self._button_w(s, choices[i]) for i in row) - (len(row) - 1) * GAP * s
            left = self.text_at[0]
            for place, i in enumerate(row):
                share = spare // len(row) + (spare % len(row) if place == len(row) - 1 else 0)
                width = self._button_w(s, choices[i]) + share
                self._places.append(
                    pygame.Rect(left, top + number * (button_height(w) + GAP * s), width, button_height(w))
                )
                left += width + GAP * s
        self._places = across(pygame.Rect(self.text_at, (text_w, 0)), self._places)  # read from the right in RTL
        self.turn_to(self.wanted_page)
        return True

    def _notice_room(self, text_w: int, *, wrapped: bool) -> int:
        """The window pixels a fresh card keeps under its buttons for a notice still to come: what of a notice's lines
        the window cannot grow down by, a line at the card's comfortable width (``NOTICE_ROOM``) wrapped in its own
        ``text_w`` (``wrapped``), else one line."""
        if self.growth is None:
            return 0
        lines = len(wrap(self.font, NOTICE_ROOM, self.requested, text_w)) if wrapped else 1
        return max(0, lines * self.font.line_height(self.requested) - self.growth)

    def overflow(self) -> int:
        """How many window pixels a kept card reaches past the foot of its area (0 when it lies inside it)."""
        return max(0, self.panel.bottom + min(MARGIN * self.scale, self.area.height // 10) - self.area.bottom)

    def _front_page(
        self, figures: Sequence[Figure], text_w: int, *, code: bool
    ) -> tuple[list[Line], int, tuple[int, ...]]:
        """The first page's lines: its sentences, ``figures`` and the board's ``code`` line; the height they take, and
        the height each sentence's slot takes."""
        w, c = self.requested, self.colours
        line = self.font.line_height(w)
        lines, y, slots = self._sentences(text_w)
        y = self._figure_table(lines, figures, y + line // 2, text_w) + line // 2
        if code:  # the code whole, on as many lines as it takes: a player copies it out by hand too
            y = self._label_lines(lines, [_("Board code")], y, c.dim_ink)
            y = self._label_lines(lines, wrap(self.font, self.code, w, text_w), y, c.ink)
        return lines, y, slots

    def _sentences(self, text_w: int) -> tuple[list[Line], int, tuple[int, ...]]:
        """The first page's sentences, wrapped as prose: how it went, the rank among the player's own games, a daily's
        standing, the verdict and the review's summary, each in a slot as tall as it needs, or as what is still coming
        needs (the place, the verdict, the review), or as the kept frame's; the height they take, and each slot's."""
        c, prose = self.colours, self.prose
        verdict = _(JUDGING) if self.verdict is None else self.verdict
        kept = self.keep.slots if self.keep is not None else (0, 0, 0, 0, 0)
        room = (
            0,
            len(prose.wrap(PLACE_ROOM, text_w)) * prose.line_h if self.place_due else 0,
            0,
            VERDICT_LINES * prose.line_h if self.verdict is None else 0,
            len(prose.wrap(REVIEW_ROOM, text_w)) * prose.line_h if self.review_due else 0,
        )
        lines: list[Line] = []
        slots: list[int] = []
        y = 0
        for index, (said, colour) in enumerate(
            (
                (self.headline, self.headline_colour),
                (self.rank_line or "", c.ink),
                (self.standing, c.ink),
                (verdict, c.ink),
                (self.review, c.dim_ink),
            )
        ):
            top = y
            for text in prose.wrap(said, text_w) if said else []:
                lines.append(Line(text, colour, 0, y, prose=True))
                y += prose.line_h
            y = top + max(y - top, room[index], kept[index])
            slots.append(y - top)
        return lines, y, tuple(slots)

    def _label_lines(self, lines: list[Line], texts: Sequence[str], y: int, colour: ColorLike) -> int:
        """``texts`` one under another from ``y``, each a line of labels; where the next line goes."""
        for text in texts:
            lines.append(Line(text, colour, 0, y))
            y += self.font.line_height(self.requested)
        return y

    def _figure_table(
        self, lines: list[Line], figures: Sequence[Figure], y: int, text_w: int, *, pair: bool = False
    ) -> int:
        """The figures from ``y`` as a table read down its columns, two where they fit side by side, each column's
        labels and values aligned; a figure wider than half the card (a reason in words) gets a line of its own
        below, its value wrapped, and on the second page (``pair``: the rest of the figures, the longer list) so do
        the longest values where that lets the others stand in two columns. Where the next line goes."""
        w, c = self.requested, self.colours
        line = self.font.line_height(w)
        space = self.font.size(" ", w)[0]  # a label and its figure stand two spaces apart, columns four
        half = (text_w - 4 * space) // 2

        def label_w(group: Sequence[Figure]) -> int:
            return max((self.font.size(_(f.label), w)[0] for f in group), default=0) + 2 * space

        def value_w(group: Sequence[Figure]) -> int:
            return max((self.font.size(f.value, w)[0] for f in group), default=0)

        def halves(wide: Sequence[Figure]) -> tuple[list[list[Figure]], int] | None:
            """The figures but the ``wide`` ones read down two columns, with the first column's indent, if each
            column fits half the card."""
            table = [f for f in figures if f not in wide]
            rows = -(-len(table) // 2)
            columns = [table[:rows], table[rows:]]
            indent = label_w([*columns[0], *wide])  # the first column's values and the wide lines' in one line
            fits = indent + value_w(columns[0]) <= half and label_w(columns[1]) + value_w(columns[1]) <= half
            return (columns, indent) if fits else None

        wide = [f for f in figures if label_w([f]) + value_w([f]) > half]
        placed = halves(wide)
        while (
            pair and placed is None and len(wide) < len(figures) - 1
        ):  # the longest values to lines of their own, if then
            wide.append(max((f for f in figures if f not in wide), key=lambda f: value_w([f])))  # the rest pair up
            placed = halves(wide)
        if placed is None:  # one column
            placed = [[f for f in figures if label_w([f]) + value_w([f]) <= half]], label_w(figures)
        columns, indent = placed
        wide = [f for f in figures if all(f not in group for group in columns)]  # in the scorecard's order
        rows = len(columns[0])
        for number, group in enumerate(columns):
            x, value_x = (0, indent) if number == 0 else (half + 4 * space, half + 4 * space + label_w(group))
            for row, figure in enumerate(group):
                lines.append(Line(_(figure.label), c.dim_ink, x, y + row * line))
                lines.append(Line(figure.value, c.ink, value_x, y + row * line))
        y += rows * line
        for figure in wide:  # labels in the first column's, the value wrapped in the room beside it
            lines.append(Line(_(figure.label), c.dim_ink, 0, y))
            for text in wrap(self.font, figure.value, w, text_w - indent):
                lines.append(Line(text, c.ink, indent, y))
                y += line
        return y

    def _choices(self, *, more: bool) -> tuple[CardButton, ...]:
        """The buttons of a card whose figures take two pages (``more``): the given ones and More figures before
        Close (the last); a card of one page has the given ones."""
        return (*self.given[:-1], MORE, self.given[-1]) if more else self.given

    def turn_to(self, page: int) -> None:
        """Show ``page`` (the first on a card of one page): its lines, and More figures on the first page or Back on
        the second, in the same place."""
        self.wanted_page = page
        self.page = min(page, len(self.pages) - 1)
        self.lines = self.pages[self.page]
        choices = self._choices(more=len(self.pages) > 1)
        self.choices = tuple(BACK if self.page and choice is MORE else choice for choice in choices)
        self.buttons = [Button(rect, choice.shown) for rect, choice in zip(self._places, self.choices, strict=True)]
        self._pressed = None

    @staticmethod
    def comfortable_width(s: int) -> int:
        """The window width in which the card at scale ``s`` has its widest lines (``MAX_CHARS``) and margins."""
        text_w = MAX_CHARS * Prose.for_scale(s).width("n")
        return text_w + 2 * (BEVEL + PAD) * s + 2 * MARGIN * s

    def _button_rows(self, s: int, text_w: int, choices: Sequence[CardButton]) -> list[range]:
        """The buttons in as few rows as fit ``text_w``, the rows as even as they can be (2 + 2, not 3 + 1)."""
        count = len(choices)
        for rows in range(1, count + 1):
            per_row = -(-count // rows)
            chunks = [range(start, min(count, start + per_row)) for start in range(0, count, per_row)]
            if all(
                sum(self._button_w(s, choices[i]) for i in row) + (len(row) - 1) * GAP * s <= text_w for row in chunks
            ):
                return chunks
        return [range(i, i + 1) for i in range(count)]

    def widgets(self) -> list[Widget]:
        """The card's buttons and lines of text, for a test to hold them inside the card."""
        s, prose = self.scale, self.prose
        lines = [
            Widget(
                line.text,
                self._place(
                    line,
                    (prose.width(line.text), prose.line_h) if line.prose else self.font.size(line.text, self.requested),
                ),
            )
            for line in self.lines
        ]
        return [
            *lines,
            *(Widget(b.label, b.rect, b.text_size(self.font, s, words=self.requested)) for b in self.buttons),
        ]

    def _place(self, line: Line, size: tuple[int, int]) -> pygame.Rect:
        """Where a ``line`` of ``size`` is drawn: its place from the start of the card's lines (``font.as_read``: in
        a language written right to left a sentence starts at their right, and a figure's label right of its value)."""
        left, top = self.text_at
        return as_read(pygame.Rect(left, top, self.text_w, 0), pygame.Rect((left + line.x, top + line.y), size))

    def _button_w(self, s: int, choice: CardButton) -> int:
        """The least width of a button: its label and a margin (More figures' holds Back as well)."""
        return self.font.size(choice.shown, self.requested)[0] + 10 * s

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.Event) -> CardCommand | None:
        """A command (CLOSE to hide the card), or None."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
                return CardCommand.CLOSE
            return next((a.command for a in self.choices if a.key == event.key), None)  # More or Back: this page's
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
        band = self.band
        surface.blit(image, as_read(band, image.get_rect(midleft=(band.left + 4 * s, band.centery))))
        if self.band_note:  # what a copy did, at the band's end: no row of the card moves for it
            image = self.font.render(self.band_note, c.on_accent, self.requested)
            surface.blit(image, as_read(band, image.get_rect(midright=(band.right - 4 * s, band.centery))))
        for line in self.lines:
            image = (
                self.prose.render(line.text, line.colour)
                if line.prose
                else self.font.render(line.text, line.colour, self.requested)
            )
            surface.blit(image, self._place(line, image.get_size()))
        pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for button in self.buttons:
            held = button is self._pressed and button.contains(pointer)
            button.draw(surface, self.font, s, c, pressed=held, words=self.requested)
        return [self.area.copy()]
