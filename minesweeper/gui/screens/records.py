"""Personal bests: the best ten wins of one level, of one style and kind of board, sorted five ways, with the averages
of the last wins and the win rate of the last games under them (``core.metrics.records``, from ``Store.records``).

Statistics opens it (Personal bests, P) on the difficulty chosen there: a preset, since custom boards are never ranked
(with the custom row chosen, on the level of the last game played on a preset), and on the kind of board Statistics
shows. Its choosers say which table: the style (All, FL, NF; S steps through them), the kind of board (Classic,
No-guess, Daily; K) and the order (Time, 3BV/s, IOE, STNB, RQP: Left/Right, or a click on a column's heading, the one
sorted by highlighted); 1-7 show another level, in the pickers' order. Up/Down choose a game; Enter, a double click or
Replay opens it in the replay viewer with its kept review, as History does, and Esc there comes back here. Esc goes
back to Statistics. The table's foot gives the mean time and 3BV/s of the last 10 and last 100 wins under the time and
3BV/s columns (of the wins there are, when fewer) and, at its right, how many of the last 100 games were won. A game
that was paused or resumed is marked ``*``, and the foot says what the mark means while the table shows one.

The screen takes the largest scale at which its choosers, the table of ten with its foot and two lines of messages fit
the desktop; its columns are measured from the type, and where the table is too narrow for all of them 3BV is left out
(never a column it can be sorted by). A level's games are read once each time it is shown: this screen is reached
through Statistics, which has read them already in the run, so that is a few tens of milliseconds on thousands of games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.metrics.records import (
    KINDS,
    LAST_FEW,
    LAST_MANY,
    SORTS,
    STYLES,
    Kind,
    RecordRow,
    Selection,
    Sort,
    average_cells,
    averages,
    table,
)
from minesweeper.core.presets import PRESETS
from minesweeper.core.ranking import TOP
from minesweeper.gui.art.font import text_height
from minesweeper.gui.art.prose import Sentence, reading
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, Size
from minesweeper.gui.heard import Heard, row_words
from minesweeper.gui.screen import DOUBLE_CLICK_MS, Context, Navigator, Screen, Widget
from minesweeper.gui.screens.records_table import (
    KIND_NAMES,
    LEGEND,
    RATE_COLUMN,
    SORTED_BY,
    STYLE_NAMES,
    TIME_COLUMN,
    average_label,
    columns,
    none_yet,
    placed_columns,
    row_cells,
    style_name,
    which,
    widest_rate,
    win_rate_line,
)
from minesweeper.gui.widgets.buttons import (
    CONTENT_TOP,
    Button,
    button_height,
    draw_buttons,
    held_down,
    least_width,
    sunken_field,
    title_window,
)
from minesweeper.gui.widgets.table import CELL_MARGIN

W, GAP, PAD = 380, 6, 4  # chrome pixels: the screen's width, the gaps between its parts, the table's inner margin
STACK_GAP = 4  # between the parts stacked down the screen: the table of ten keeps 2x on an 800x600 laptop
SEGMENT_PAD = 5  # chrome pixels each side of a chooser's word
MESSAGE_LINES = 2  # of the reading type: the hint, or a message saying why a game cannot be replayed
# Translators: the keys' names and letters (Enter, S, K, Left/Right, 1-7) as they are on the keyboard.
HINT = N_("Enter replays - S: style - K: kind - Left/Right: sort - 1-{last}: level")
FOOT_ROWS = 2  # the last 10 wins beside the last 100 games' win rate, the last 100 wins beside the mark's legend


def hint() -> str:
    """What the keys do, on the message line while nothing else is said there."""
    return _(HINT).format(last=len(PRESETS))


@dataclass
class Segment:
    """One word of a chooser (a style, a kind): pressed in while it is the one chosen."""

    group: str  # "style" or "kind"
    value: str
    button: Button


class RecordsScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator, level: str, kind: Kind, back: Callable[[], Screen]) -> None:
        self.ctx, self.nav, self.back = ctx, nav, back
        self.level, self.kind = level, kind
        self.style: Selection = "all"
        self.sort: Sort = "time"
        self.selected = 0
        self.pressed: Button | None = None
        self.last_click = (-1, -DOUBLE_CLICK_MS)  # the row last pressed, and when
        self.message = hint()
        self.alert = False
        self.prose = reading(ctx.available)
        self.columns = columns()
        self.scale = next((s for s in range(MAX_SCREEN_SCALE, 1, -1) if self._fits(self._lay_out(s), ctx.available)), 1)
        self.window = self._lay_out(self.scale)
        self.rows: list[RecordRow] = []
        self.busy: str | None = None
        self.load()

    # ------------------------------------------------------------------ layout

    @staticmethod
    def _fits(size: Size, available: Size) -> bool:
        return size[0] <= available[0] and size[1] <= available[1]

    def _lay_out(self, s: int) -> Size:
        """Place everything at scale ``s``; the window it takes."""
        font = self.ctx.font
        width, row_h = W * s, text_height(s)
        inner = width - 2 * GAP * s
        self.segments: list[Segment] = []
        top = CONTENT_TOP * s

        def chooser(group: str, names: dict[str, str]) -> list[Segment]:
            widths = {value: font.size(name, s)[0] + 2 * SEGMENT_PAD * s for value, name in names.items()}
            return [Segment(group, v, Button(pygame.Rect(0, 0, widths[v], 0), name)) for v, name in names.items()]

        styles: dict[str, str] = {style: style_name(style) for style in STYLE_NAMES}
        groups = [chooser("style", styles), chooser("kind", {kind: _(name) for kind, name in KIND_NAMES.items()})]
        replay, back = (_("Replay"), "Enter"), (_("Back"), "Esc")  # i18n: fixed (the keys' names)
        self.replay_button = Button(pygame.Rect(0, 0, least_width(font, *replay, s), 0), *replay)
        self.back_button = Button(pygame.Rect(0, 0, least_width(font, *back, s), 0), *back)
        spans = [sum(segment.button.rect.width for segment in group) for group in groups]
        choosers = sum(spans) + GAP * s
        buttons = self.replay_button.rect.width + self.back_button.rect.width + GAP * s
        one_row = choosers + 2 * GAP * s + buttons <= inner
        height = button_height(s)
        # The choosers side by side, the buttons at the right of their row; where a language's words make that row too
        # wide, the choosers centred on their row and the buttons beside the message, under the table (a row of their
        # own would not leave the table of ten its 2x on a laptop); where the choosers alone are too wide, each
        # chooser centred on a row of its own.
        apart = choosers > inner
        left = GAP * s if one_row else (width - (spans[0] if apart else choosers)) // 2
        for number, segments in enumerate(groups):  # the words of a chooser side by side, touching
            for segment in segments:
                segment.button.rect.update(left, top, segment.button.rect.width, height)
                left += segment.button.rect.width
                self.segments.append(segment)
            if apart and number == 0:
                top += height + STACK_GAP * s
                left = (width - spans[1]) // 2
            else:
                left += GAP * s
        if one_row:
            self._place_buttons(s, width - GAP * s, top, height)
        top += height + STACK_GAP * s
        self.row_h = row_h
        self.table = pygame.Rect(GAP * s, top, inner, (1 + TOP + FOOT_ROWS) * row_h + row_h // 4 + 4 * s)
        self._place_columns(s)
        self.head = pygame.Rect(self.table.left + s, self.table.top + s, self.table.width - 2 * s, row_h)
        self.lines = [
            pygame.Rect(self.head.left, self.head.bottom + i * row_h, self.head.width, row_h) for i in range(TOP)
        ]
        foot = self.lines[-1].bottom + row_h // 4
        self.foot = [pygame.Rect(self.head.left, foot + i * row_h, self.head.width, row_h) for i in range(FOOT_ROWS)]
        self._place_foot(s)
        top = self.table.bottom + STACK_GAP * s
        message_w = inner if one_row else inner - buttons - GAP * s
        self.message_box = pygame.Rect(GAP * s, top, message_w, self.prose.height(MESSAGE_LINES))
        if not one_row:
            self._place_buttons(s, width - GAP * s, top, height)
        return width, max(self.message_box.bottom, self.back_button.rect.bottom) + STACK_GAP * s

    def _place_buttons(self, s: int, right: int, top: int, height: int) -> None:
        """Replay and Back side by side at scale ``s``, Back's right edge at ``right``."""
        back, replay = self.back_button.rect, self.replay_button.rect
        back.update(right - back.width, top, back.width, height)
        replay.update(back.left - GAP * s - replay.width, top, replay.width, height)

    def _place_columns(self, s: int) -> None:
        """The columns shown, and where: every one where their words fit, else without RQP, then without 3BV (the
        figures a row of the issue's list leaves out first); sorted by RQP, its column stays and 3BV goes first
        (``placed_columns``: a long language's foot may take 3BV's room too)."""
        font, room = self.ctx.font, self.table.width - 2 * PAD * s
        shown = list(self.columns)
        if self.sort == "rqp":
            shown[SORTED_BY["rqp"]] = replace(self.columns[SORTED_BY["rqp"]], optional=False)
        self.kept, widths = placed_columns(shown, font, s, room)
        x, self.spans = self.table.left + PAD * s, []
        for width in widths:
            self.spans.append((x, width))
            x += width

    def _place_foot(self, s: int) -> None:
        """The foot's words: each row's name over the place and date columns, the win rate and legend at its right
        end, the averages under the time and 3BV/s columns."""
        font, row_h = self.ctx.font, self.row_h
        rate_left, rate_width = self.spans[self.kept.index(RATE_COLUMN)]
        time_left, time_width = self.spans[self.kept.index(TIME_COLUMN)]
        time_w = font.size(self.columns[TIME_COLUMN].widest, s)[0]  # an average time at its widest, as ``_cells``
        names_w = time_left + time_width - CELL_MARGIN * s // 2 - time_w - self.spans[0][0]
        right_w = max(font.size(text, s)[0] for text in (widest_rate(), _(LEGEND)))
        self.foot_names = [pygame.Rect(self.spans[0][0], row.top, names_w, row_h) for row in self.foot]
        self.foot_notes = [
            pygame.Rect(self.head.right - PAD * s - right_w, row.top, right_w, row_h) for row in self.foot
        ]
        self.foot_figures = [
            pygame.Rect(self.foot_names[0].right, row.top, rate_left + rate_width - self.foot_names[0].right, row_h)
            for row in self.foot
        ]

    def size(self) -> Size:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        notes = (win_rate_line(self.averages), _(LEGEND))
        names = [name for name, _time, _rate in self.foot_cells()]
        return [
            Widget("table", self.table),
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
            *(Widget(text, box, font.size(text, s)) for text, box in zip(names, self.foot_names, strict=True)),
            *(Widget(f"averages {i}", box) for i, box in enumerate(self.foot_figures)),  # i18n: fixed (a test name)
            *(Widget(text, box, font.size(text, s)) for text, box in zip(notes, self.foot_notes, strict=True)),
        ]

    @property
    def buttons(self) -> list[Button]:
        return [*(segment.button for segment in self.segments), self.replay_button, self.back_button]

    def heading_rect(self, column: int) -> pygame.Rect | None:
        """Where the heading of ``column`` (of ``columns``) is drawn, or None when the column is left out."""
        if column not in self.kept:
            return None
        left, width = self.spans[self.kept.index(column)]
        return pygame.Rect(left, self.head.top, width, self.head.height)

    # ------------------------------------------------------------------ the records

    def load(self) -> None:
        """Read the level's games again (another level shown, or F5)."""
        store = self.ctx.store
        self.rows = store.records(self.level) if store is not None else []
        self.busy = store.results_busy if store is not None else None  # then the table is not empty: unread
        self.ctx.collect_notices()
        self.choose()

    def choose(self) -> None:
        """The table and its averages for the style, kind and order chosen, the first game selected."""
        self.shown = table(self.rows, style=self.style, kind=self.kind, sort=self.sort)
        self.averages = averages(self.rows, style=self.style, kind=self.kind)
        self.selected = 0

    @property
    def label(self) -> str:
        """The level's short name, in the player's language: "Beginner 8×8"."""
        return PRESETS[self.level].shown_parts[0]

    def empty_note(self) -> str:
        """Why the table has no line: no such win yet, or the results database cannot be read now."""
        if self.busy is not None:
            # Translators: {problem} says why the results database cannot be read now; F5 is the key.
            return _("{problem}. F5 reads it again.").format(problem=self.busy[0].upper() + self.busy[1:])
        return none_yet(self.level, self.style, self.kind)

    def foot_cells(self) -> list[tuple[str, str, str]]:
        """The foot's averages: each row's name, mean time and mean 3BV/s (``average_cells``, as ``--stats``). Fewer
        wins than the first row's ten are every win, and the second row would say the same again ("The one win" twice):
        it is left empty then."""
        cells, shown = average_cells(self.averages, for_people=True), self.averages
        few = (average_label(shown.last_few, LAST_FEW), cells[1], cells[2])
        if 0 < shown.last_few.wins < LAST_FEW and shown.last_many.wins == shown.last_few.wins:
            return [few, ("", "", "")]
        return [few, (average_label(shown.last_many, LAST_MANY), cells[3], cells[4])]

    def sentences(self) -> list[Sentence]:
        """What the player reads in the reading type: the message line, and an empty table's note in its rows."""
        shown = [Sentence("message", self.message, self.message_box, self.prose)]
        if not self.shown:
            box = pygame.Rect(self.lines[0].topleft, (self.head.width, self.lines[-1].bottom - self.lines[0].top))
            shown.insert(0, Sentence("note", self.empty_note(), box.inflate(-12 * self.scale, 0), self.prose))
        return shown

    def heard(self) -> Heard:
        """The table chosen with its averages and win rate, then the chosen game with its figures (or why there is
        none); the message, but for the hint."""
        # Translators: a foot row as heard: its name ("Last 10 wins"), the mean time in seconds and the mean 3BV/s.
        average = _("{name} {time} seconds, {rate} 3BV/s")
        rows = [average.format(name=name, time=time, rate=rate) for name, time, rate in self.foot_cells() if name]
        table_words = which(self.level, self.style, self.kind, self.sort)
        for more in (*rows, win_rate_line(self.averages)):
            # Translators: one part of what is heard of a table after another.
            table_words = _("{first}; {then}").format(first=table_words, then=more)
        if self.shown:
            cells = row_cells(self.selected + 1, self.shown[self.selected])
            headings = ["", *(c.title for c in self.columns[1:-1])]
            chosen = row_words(headings, cells[:-1], self.selected, len(self.shown))
            if cells[-1]:
                # Translators: a game's line as heard, then that it was paused or resumed.
                chosen = _("{line}, paused or resumed").format(line=chosen)
        else:
            chosen = self.empty_note()
        notice = "" if self.message == hint() else self.message
        # Translators: {level} is a level's short name ("Beginner 8×8").
        return Heard(_("Personal bests, {level}").format(level=self.label), (table_words, chosen), notice, hint=hint())

    def say(self, text: str, *, alert: bool = False) -> None:
        self.message, self.alert = text, alert

    # ------------------------------------------------------------------ what the player asks for

    def set_style(self, style: Selection) -> None:
        self.style = style
        self.choose()

    def set_kind(self, kind: Kind) -> None:
        self.kind = kind
        self.choose()

    def set_sort(self, sort: Sort) -> None:
        self.sort = sort
        self._place_columns(self.scale)  # sorted by RQP, RQP is shown in place of 3BV where not both fit
        self._place_foot(self.scale)
        self.choose()

    def set_level(self, level: str) -> None:
        self.level = level
        self.load()

    def replay(self) -> Screen | None:
        """The chosen game in the replay viewer with its kept review (Esc there comes back), or why it cannot be."""
        store = self.ctx.store
        if not self.shown or store is None:
            self.say(_("There is no game to replay"), alert=True)
            return None
        row = self.shown[self.selected]
        game = store.stored_game(row.row_id)
        if game is None:
            notices = self.ctx.take_notices()
            self.say(notices[-1] if notices else _("This game cannot be read back from the history"), alert=True)
            return None
        try:
            return self.nav.replay(game, lambda: self, review=store.review_of(row.row_id))
        except MinesweeperError as error:
            self.say(_("This game cannot be replayed: {reason}").format(reason=error), alert=True)
            return None

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed.contains(event.pos):
                return self.press(pressed)
        elif event.type == pygame.MOUSEWHEEL and self.shown:
            self.selected = max(0, min(len(self.shown) - 1, self.selected - event.y))
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def mouse_down(self, pos: tuple[int, int]) -> Screen | None:
        self.pressed = next((b for b in self.buttons if b.contains(pos)), None)
        sort = next((sort for sort, column in SORTED_BY.items() if self._heading_at(column, pos)), None)
        if sort is not None:
            self.set_sort(sort)
            return None
        row = next((i for i, rect in enumerate(self.lines[: len(self.shown)]) if rect.collidepoint(pos)), None)
        if row is None:
            return None
        self.selected = row
        again = self.last_click[0] == row and self.ctx.now_ms() - self.last_click[1] <= DOUBLE_CLICK_MS
        self.last_click = (-1, -DOUBLE_CLICK_MS) if again else (row, self.ctx.now_ms())
        return self.replay() if again else None

    def _heading_at(self, column: int, pos: tuple[int, int]) -> bool:
        rect = self.heading_rect(column)
        return rect is not None and bool(rect.collidepoint(pos))

    def press(self, button: Button) -> Screen | None:
        if button is self.back_button:
            return self.back()
        if button is self.replay_button:
            return self.replay()
        segment = next(segment for segment in self.segments if segment.button is button)
        if segment.group == "style":
            self.set_style(next(style for style in STYLES if style == segment.value))
        else:
            self.set_kind(next(kind for kind in KINDS if kind == segment.value))
        return None

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.replay()
        self.say(hint())
        if key in (pygame.K_UP, pygame.K_DOWN) and self.shown:
            self.selected = (self.selected + (1 if key == pygame.K_DOWN else -1)) % len(self.shown)
        elif key in (pygame.K_HOME, pygame.K_END) and self.shown:
            self.selected = 0 if key == pygame.K_HOME else len(self.shown) - 1
        elif key == pygame.K_s:
            self.set_style(STYLES[(STYLES.index(self.style) + 1) % len(STYLES)])
        elif key == pygame.K_k:
            self.set_kind(KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.set_sort(SORTS[(SORTS.index(self.sort) + step) % len(SORTS)])
        elif pygame.K_1 <= key < pygame.K_1 + len(PRESETS):
            self.set_level(list(PRESETS)[key - pygame.K_1])
        elif key == pygame.K_F5:
            self.load()
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        # Translators: {level} is a level's short name, in capitals as the title is.
        title_window(surface, font, _("PERSONAL BESTS - {level}").format(level=self.label.upper()), s, colours)
        pointer = self.ctx.mouse_pos()
        chosen = {"style": self.style, "kind": self.kind}
        for segment in self.segments:  # the chosen word of each chooser pressed in and in the accent, as a chosen row
            button = segment.button
            if chosen[segment.group] == segment.value:
                sunken_field(surface, button.rect, 2 * s, colours)
                surface.fill(colours.accent, button.rect.inflate(-4 * s, -4 * s))
                image = font.render(button.label, colours.on_accent, s)
                surface.blit(image, image.get_rect(center=button.rect.center))
            else:
                button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
        draw_buttons(surface, [self.replay_button, self.back_button], self.ctx, s, self.pressed)
        self.draw_table(surface)
        for sentence in self.sentences():
            ink = colours.alert if self.alert and sentence.name == "message" else colours.dim_ink
            sentence.draw(surface, ink, middle=True)
        return [surface.get_rect()]

    def draw_table(self, surface: pygame.Surface) -> None:
        s, colours = self.scale, self.ctx.colours
        sunken_field(surface, self.table, s, colours)
        sorted_column = SORTED_BY[self.sort]
        headed = self.heading_rect(sorted_column)
        if headed is not None:
            surface.fill(colours.accent, headed)
        titles = tuple(column.title for column in self.columns)
        self._cells(surface, titles, self.head.top, colours.dim_ink, bright={sorted_column: colours.on_accent})
        for rank, (row, rect) in enumerate(zip(self.shown, self.lines, strict=False), start=1):
            ink = colours.ink
            if rank - 1 == self.selected:
                surface.fill(colours.accent, rect)
                ink = colours.on_accent
            self._cells(surface, row_cells(rank, row), rect.top, ink)
        rule = self.lines[-1].bottom + self.row_h // 4
        pygame.draw.line(surface, colours.shadow, (self.head.left + PAD * s, rule), (self.head.right - PAD * s, rule))
        for (name, time, rate), rect, box in zip(self.foot_cells(), self.foot, self.foot_names, strict=True):
            cells = ["", "", time, "", rate, "", "", "", "", ""]
            self._cells(surface, tuple(cells), rect.top, colours.ink)
            self._text(surface, name, colours.dim_ink, box.left, rect.top)
        notes = (win_rate_line(self.averages), _(LEGEND) if any(row.interrupted for row in self.shown) else "")
        for note, box in zip(notes, self.foot_notes, strict=True):
            if note:
                image = self.ctx.font.render(note, colours.dim_ink, s)
                surface.blit(image, (box.right - image.get_width(), box.top))

    def _text(self, surface: pygame.Surface, text: str, ink: tuple[int, int, int], x: int, y: int) -> None:
        surface.blit(self.ctx.font.render(text, ink, self.scale), (x, y))

    def _cells(
        self,
        surface: pygame.Surface,
        cells: tuple[str, ...],
        y: int,
        ink: tuple[int, int, int],
        *,
        bright: dict[int, tuple[int, int, int]] | None = None,
    ) -> None:
        """A line's shown cells: numbers to their column's right, words from its left; ``bright`` inks of their own."""
        font, s = self.ctx.font, self.scale
        for place, index in enumerate(self.kept):
            if not cells[index]:
                continue
            image = font.render(cells[index], (bright or {}).get(index, ink), s)
            left, width = self.spans[place]
            right = self.columns[index].right
            x = left + width - CELL_MARGIN * s // 2 - image.get_width() if right else left + CELL_MARGIN * s // 2
            surface.blit(image, (x, y))
