"""The statistics screen: a table of every difficulty, the chosen one's best times and recent results.

Beside each best time the table gives the best 3BV/s and IOE of a ranked win, the figures speed players
judge themselves by; no-guess boards have statistics of their own (G switches), since they are easier.
The table (``statistics_table``) shows each preset (in the pickers' order, by its short label: "Beginner 8×8" leaves
room for the figures) plus custom games, which are counted but never ranked. Choosing a row (click, arrows, Tab, or
1-8 like the menu: its presets, then Custom) switches the panel below to that difficulty's top ten, to the millisecond
and with dates, and the chart of its recent games; A (or a click on the chart) switches the chart to the accuracy and
mistakes of its last hundred games, from their reviews. Resetting takes a second, explicit step (Yes / Cancel, or
Y / N) because years of records cannot be brought back. Personal bests (P) opens the chosen difficulty's tables of
best wins by style, kind and order, with the averages of the last wins (``screens.records``).

The screen takes the largest scale at which the table and a details panel with three best times fit, measured in the
player's language (``statistics_layout``: a long language's hint, headings and buttons take two lines). Its columns
are measured from the type: where the table is too narrow for every figure, the secondary ones (longest streak, 3BV/s,
IOE) are left out rather than shrunk. While another copy of the game holds the results database, the table says so in
place of the figures (F5 reads it again).
"""

from __future__ import annotations

import pygame

from minesweeper.core.clock_text import format_ms
from minesweeper.core.figure_text import count
from minesweeper.core.language.translate import _
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import has_best_times, row_key
from minesweeper.core.record import HistoryEntry
from minesweeper.core.stats import Stats
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.heard import Heard, row_words
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.screens.statistics_layout import (
    ASK,
    CHART_NOTES,
    DONE,
    GAP,
    HINT,
    NOTES,
    PAD,
    STACK_GAP,
    W,
    best_heading,
    button_row,
    chart_heading,
    fitted,
    heading_lines,
    lay_out,
    panel_widths,
)
from minesweeper.gui.screens.statistics_table import KEYS, columns, row_cells, row_height, table_height
from minesweeper.gui.widgets.buttons import CONTENT_TOP, Button, held_down, panel, title_window
from minesweeper.gui.widgets.chart import ACCURACY_SHOWN, SHOWN, Reviewed, draw_accuracy, draw_recent
from minesweeper.gui.widgets.table import column_width, kept_columns


def place(rank: int) -> str:
    """A best time's place in the list, as the list numbers it: "1."."""
    # Translators: a place in a numbered list of best times ("1."), as the language numbers a list.
    return _("{rank}.").format(rank=count(rank, for_people=True))


class StatsScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        self.back = nav.start
        self.no_guess = ctx.settings.no_guess  # the kind of board the player plays: ranked apart
        self.busy: str | None = None  # another copy held the results database when it was last read
        self.accuracy = False  # the chart shows the reviews' accuracy and mistakes, not the results' times
        self.reviews: dict[str, list[Reviewed]] = {}  # each difficulty's last games' reviews, read when first shown
        self.stats = self.load()
        last = ctx.settings.last_difficulty
        self.selected = KEYS.index(row_key(last))
        self.confirming = False
        self.message = _(HINT)
        self.prose = reading(ctx.available)
        self.scale, detail_h, lines, self.short = lay_out(ctx.available, self.prose, ctx.font)
        s, row_h = self.scale, row_height(self.scale)
        self.table = pygame.Rect(GAP * s, CONTENT_TOP * s, (W - 2 * GAP) * s, table_height(s))
        self.rows = [
            pygame.Rect(
                self.table.left + 2 * s, self.table.top + 3 * s + (i + 1) * row_h, self.table.width - 4 * s, row_h
            )
            for i in range(len(KEYS))
        ]
        inner = self.table.width - 2 * PAD * s
        self.columns = columns()
        self.kept = kept_columns(self.columns, ctx.font, s, inner)
        """The table's columns shown: every one where their words fit, else without the optional figures."""
        widths = [column_width(self.columns[i], ctx.font, s) for i in self.kept]
        spare = (inner - sum(widths)) // max(1, len(widths) - 1)  # shared out between the figures' columns
        self.column_edges: list[int] = []  # each shown column's right edge (the difficulty's: its left)
        x = self.table.left + PAD * s
        for place, width in enumerate(widths):
            self.column_edges.append(x if place == 0 else x + width)
            x += width + (spare if place else 0)
        top = self.table.bottom + STACK_GAP * s
        best_w, chart_w = panel_widths(s)
        self.best_box = pygame.Rect(GAP * s, top, best_w, detail_h)
        self.chart_box = pygame.Rect(self.best_box.right + GAP * s, top, chart_w, detail_h)
        self.message_box = pygame.Rect(
            GAP * s, self.best_box.bottom + STACK_GAP * s, (W - 2 * GAP) * s, self.prose.height(lines)
        )
        top = self.message_box.bottom + STACK_GAP * s
        places, self.labels, height = button_row(ctx.font, s)
        left, kind, bests, right = (place.move(0, top) for place in places)
        self.back_button = Button(left, self.labels[0][0], "Esc")  # i18n: fixed (the key's name)
        self.kind_button = Button(kind, "", "G")
        self.bests_button = Button(bests, self.labels[2][0], "P")
        self.reset_button = Button(right, self.labels[3][0], "R")
        # Cancel sits where Reset was, so a double click on Reset cancels rather than confirms.
        self.yes_button = Button(left.copy(), fitted(ctx.font, s, _("Yes, reset"), "Y", left.width), "Y")
        cancel = fitted(ctx.font, s, _("Cancel"), "N, Esc", right.width)  # i18n: fixed (the keys' names)
        self.cancel_button = Button(right.copy(), cancel, "N, Esc")  # i18n: fixed (the keys' names)
        self.pressed: Button | None = None
        self.window = (W * s, top + height + STACK_GAP * s)

    def size(self) -> tuple[int, int]:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        rows = [] if self.busy is not None else [Widget(key, row) for key, row in zip(KEYS, self.rows, strict=True)]
        return [
            Widget("table", self.table),
            *rows,
            Widget("best times", self.best_box),  # i18n: fixed (a key)
            Widget("chart", self.chart_box),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
        ]

    def sentences(self) -> list[Sentence]:
        """What the player reads in the reading type: that the database is busy (in place of the table's
        figures), the chosen row's note when it has no best times, and the message line."""
        shown = [Sentence("message", self.message, self.message_box, self.prose)]
        if self.busy is not None:
            head = self.rows[0].top
            box = pygame.Rect(
                self.table.left + 6 * self.scale,
                head,
                self.table.width - 12 * self.scale,
                self.table.bottom - 4 * self.scale - head,
            )
            # Translators: {problem} says why the results database cannot be read now; F5 is the key.
            busy = _("{problem}. F5 reads it again.").format(problem=self.busy[0].upper() + self.busy[1:])
            return [Sentence("busy", busy, box, self.prose), *shown]
        if not has_best_times(self.key) or not self.stats.by_key[self.key].best:
            why = _(NOTES[0] if has_best_times(self.key) else NOTES[1])
            note = Sentence("note", why, self.note_box(), self.prose)
            if note.fits() or self.message != _(HINT):
                shown.insert(0, note)
            else:  # a long language's note has no room under the panel's heading: it takes the hint's line
                shown = [Sentence("note", why, self.message_box, self.prose)]
        return shown

    def heard(self) -> Heard:
        """The chosen difficulty's figures, its best time or why it has none; the message, but for the hint (a reset
        asked about is its question)."""
        title = _("Statistics, no-guess boards") if self.no_guess else _("Statistics")
        notes = {sentence.name: sentence.text for sentence in self.sentences()}
        if self.busy is not None:
            return Heard(title, (notes["busy"],), hint=_(HINT))
        headings = ["", *(c.title for c in self.columns[1:])]
        figures = row_words(headings, self.cells(self.key), self.selected, len(KEYS))
        best = self.stats.by_key[self.key].best
        if best and has_best_times(self.key):
            top = _("best time {time}").format(time=format_ms(best[0].ms, for_people=True))
        else:
            top = notes.get("note", "")
        # Translators: a difficulty's row of figures as heard, then its best time (or why it has none).
        said = _("{figures}; {best}").format(figures=figures, best=top)
        return Heard(title, (said,), "" if self.message == _(HINT) else self.message, hint=_(HINT))

    def note_box(self) -> pygame.Rect:
        """Where the best-times panel lists the times, or says why it has none: under its heading."""
        s, box = self.scale, self.best_box
        top = box.top + 8 * s + len(self.best_heading()) * self.ctx.font.line_height(s)
        return pygame.Rect(box.left + 6 * s, top, box.width - 12 * s, box.bottom - 4 * s - top)

    @property
    def key(self) -> str:
        """The difficulty whose details are shown."""
        return KEYS[self.selected]

    @property
    def buttons(self) -> tuple[Button, ...]:
        if self.confirming:
            return self.yes_button, self.cancel_button
        self.kind_button.label = self.labels[1][self.no_guess]
        return self.back_button, self.kind_button, self.bests_button, self.reset_button

    def load(self) -> Stats:
        """The statistics of the kind of board shown (no-guess boards are ranked apart from normal ones); the
        reviews are read again when next charted."""
        self.reviews = {}
        store = self.ctx.store
        stats = store.load_records(kind="no-guess" if self.no_guess else "classic") if store is not None else Stats()
        self.busy = store.results_busy if store is not None else None  # then the figures are not zeros: unread
        self.ctx.collect_notices()
        return stats

    def switch_kind(self) -> None:
        self.no_guess = not self.no_guess
        self.stats = self.load()

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((b for b in self.buttons if b.contains(event.pos)), None)
            row = next((i for i, r in enumerate(self.rows) if r.collidepoint(event.pos)), None)
            if row is not None:
                self.selected = row
            elif self.chart_box.collidepoint(event.pos):
                self.switch_chart()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.contains(event.pos):
                return self.press(chosen)
        elif event.type == pygame.KEYDOWN:
            return self.press_key(event.key)
        return None

    def press(self, button: Button) -> Screen | None:
        if button is self.back_button:
            return self.back()
        if button is self.bests_button:
            return self.personal_bests()
        if button is self.reset_button:
            self.ask()
        elif button is self.kind_button:
            self.switch_kind()
        elif button is self.yes_button:
            self.reset()
        elif button is self.cancel_button:
            self.cancel()
        return None

    def press_key(self, key: int) -> Screen | None:
        if self.confirming:
            if key == pygame.K_y:
                self.reset()
            elif key in (pygame.K_n, pygame.K_ESCAPE):
                self.cancel()
            return None
        if key == pygame.K_ESCAPE:
            return self.back()
        if key == pygame.K_p:
            return self.personal_bests()
        if key == pygame.K_r:
            self.ask()
        elif key == pygame.K_g:
            self.switch_kind()
        elif key == pygame.K_a:
            self.switch_chart()
        elif key == pygame.K_F5:
            self.stats = self.load()
        elif key in (pygame.K_UP, pygame.K_LEFT):
            self.selected = (self.selected - 1) % len(KEYS)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.selected = (self.selected + 1) % len(KEYS)
        elif pygame.K_1 <= key < pygame.K_1 + len(KEYS):
            self.selected = key - pygame.K_1
        return None

    def personal_bests(self) -> Screen:
        """The chosen difficulty's personal bests, of the kind of board shown here (with the custom row chosen, of the
        level of the last game played on a preset: custom boards are never ranked); Esc there comes back here."""
        store = self.ctx.store
        level = self.key if self.key in PRESETS else (store.last_level() if store is not None else None) or "expert"
        return self.nav.records(level, "no-guess" if self.no_guess else "classic", lambda: self)

    def switch_chart(self) -> None:
        """Show the other chart, and say on the message line what it counts (unless a reset is being asked)."""
        self.accuracy = not self.accuracy
        if not self.confirming:
            self.message = self.chart_note()

    def chart_note(self) -> str:
        return _(CHART_NOTES[self.accuracy])

    def chart_heading(self) -> str:
        """The chart's heading: what it shows and of how many games (the same games in both: practice games are in
        neither), and the key that shows the other."""
        if self.busy is not None:
            games = 0
        elif self.accuracy:
            games = len(self.reviewed_games())
        else:
            games = min(SHOWN, len(self.stats.by_key[self.key].recent))
        return chart_heading(self.accuracy, games, self.short)

    def best_heading(self) -> list[str]:
        """The best-times panel's heading on the lines its panel needs."""
        return heading_lines(self.ctx.font, self.scale, best_heading(self.key, self.short), self.best_box.width)

    def ask(self) -> None:
        self.confirming = True
        self.message = _(ASK)

    def cancel(self) -> None:
        self.confirming = False
        self.message = _(HINT)

    def reset(self) -> None:
        if self.ctx.store is not None:
            self.ctx.store.reset_records()
        self.stats = self.load()
        self.confirming = False
        self.message = _(DONE)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font = self.scale, self.ctx.font
        colours = self.ctx.colours
        title = _("STATISTICS - NO-GUESS BOARDS") if self.no_guess else _("STATISTICS")
        title_window(surface, font, title, s, colours)
        self.draw_table(surface)
        self.draw_best(surface)
        panel(surface, self.chart_box, s, colours)
        box = self.chart_box
        heading = heading_lines(font, s, self.chart_heading(), box.width)
        surface.blit(font.render("\n".join(heading), colours.ink, s), (box.left + 6 * s, box.top + 5 * s))
        below = len(heading) * font.line_height(s)
        area = pygame.Rect(box.left + 6 * s, box.top + 7 * s + below, box.width - 12 * s, box.height - 12 * s - below)
        surface.set_clip(area)  # a chart cramped by a long language's words stays in its room, under its heading
        if self.busy is None and self.accuracy:
            draw_accuracy(surface, area, self.reviewed_games(), font, s, colours)
        elif self.busy is None:
            draw_recent(surface, area, self.stats.by_key[self.key].recent, font, s, colours)
        surface.set_clip(None)
        for sentence in self.sentences():
            colour = colours.alert if self.confirming and sentence.name == "message" else colours.dim_ink
            in_panel = sentence.name == "note" and sentence.box != self.message_box
            sentence.draw(surface, colour, centred=not in_panel, middle=sentence.name == "busy")
        for button in self.buttons:
            colour = colours.alert if button is self.yes_button else colours.ink
            button.draw(
                surface, font, s, colours, pressed=held_down(button, self.pressed, self.ctx.mouse_pos()), colour=colour
            )
        return [surface.get_rect()]

    def reviewed_games(self) -> list[Reviewed]:
        """The chosen difficulty's last games but practice ones, oldest first, each with its review's accuracy and
        mistakes (read once per visit: a game not reviewed yet has neither)."""
        if self.key not in self.reviews:
            from minesweeper.core.solver.review import MISTAKES

            store, games = self.ctx.store, []
            for entry in reversed(self.last_games()):
                review = None if entry.accuracy is None or store is None else store.review_of(entry.row_id)
                games.append(
                    Reviewed(None, None)
                    if review is None
                    else Reviewed(review.summary.accuracy, sum(review.summary.counts[cls] for cls in MISTAKES))
                )
            self.reviews[self.key] = games
            self.ctx.collect_notices()
        return self.reviews[self.key]

    def last_games(self) -> list[HistoryEntry]:
        """The chosen difficulty's last ``ACCURACY_SHOWN`` games that are not practice, newest first."""
        store, offset = self.ctx.store, 0
        games: list[HistoryEntry] = []
        while store is not None and len(games) < ACCURACY_SHOWN:
            page = store.history(difficulty=self.key, limit=2 * ACCURACY_SHOWN, offset=offset)
            games += [entry for entry in page if not entry.practice]
            offset += len(page)
            if len(page) < 2 * ACCURACY_SHOWN:
                break
        return games[:ACCURACY_SHOWN]

    def _cells(self, surface: pygame.Surface, cells: tuple[str, ...], ink: tuple[int, int, int], top: int) -> None:
        """A row's shown cells: the difficulty from its column's left, the figures to their columns' right edges."""
        for place, index in enumerate(self.kept):
            text = self.ctx.font.render(cells[index], ink, self.scale)
            x = self.column_edges[place] - (0 if place == 0 else text.get_width())
            surface.blit(text, (x, top))

    def cells(self, key: str) -> tuple[str, ...]:
        """A difficulty's line of the table, as shown and as heard."""
        return row_cells(self.stats, key)

    def draw_table(self, surface: pygame.Surface) -> None:
        s, colours = self.scale, self.ctx.colours
        panel(surface, self.table, s, colours, raised=False)
        surface.fill(colours.field, self.table.inflate(-2 * s, -2 * s))
        self._cells(surface, tuple(column.title for column in self.columns), colours.dim_ink, self.table.top + 3 * s)
        if self.busy is not None:
            return  # not zeros: ``sentences`` says why there are no figures
        for i, key in enumerate(KEYS):
            row = self.rows[i]
            ink = colours.ink
            if i == self.selected:
                surface.fill(colours.accent, row)
                ink = colours.on_accent
            self._cells(surface, self.cells(key), ink, row.top)

    def draw_best(self, surface: pygame.Surface) -> None:
        """The chosen difficulty's top ten to the millisecond, each with its day (where the panel holds it)."""
        s, font, box, colours = self.scale, self.ctx.font, self.best_box, self.ctx.colours
        panel(surface, box, s, colours)
        left, y = box.left + 6 * s, box.top + 5 * s
        surface.blit(font.render("\n".join(self.best_heading()), colours.ink, s), (left, y))
        y = self.note_box().top
        best = self.stats.by_key[self.key].best
        if self.busy is not None or not has_best_times(self.key) or not best:
            return  # ``sentences`` says why there are none
        line, space = font.line_height(s), font.size("  ", s)[0]
        number_w, time_w = font.size(place(10), s)[0], font.size(format_ms(999_999, for_people=True), s)[0]
        for rank, result in enumerate(best[: self.note_box().height // line], start=1):
            number = font.render(place(rank), colours.dim_ink, s)
            surface.blit(number, (left + number_w - number.get_width(), y))
            time = font.render(format_ms(result.ms, for_people=True), colours.ink, s)
            surface.blit(time, (left + number_w + space + time_w - time.get_width(), y))
            date = font.render(result.date[:10], colours.dim_ink, s)
            if left + number_w + time_w + 2 * space + date.get_width() <= box.right - 3 * s:  # a long language's place
                surface.blit(date, (left + number_w + time_w + 2 * space, y))  # numbers leave no room for it
            y += line
