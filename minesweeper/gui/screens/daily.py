"""The Daily screen: today's three daily boards, each level's streak, and a month of dailies to play past ones from.

Across the top, a panel for each level (Beginner, Intermediate, Expert; 1-3 or Tab choose one, as does a click):
how today's daily went (won with its time, lost, or not played and whether it still counts), the level's streak and
its best; where three panels are wider than the screen (a long language), a row for each, one under another.
Below, the chosen level's month as a calendar: each day won with its time (to the millisecond where the cells have
room, else in whole seconds as the timer shows them, without the unit where even that has no room), lost, or blank
when not played. The arrows choose a
day (a week up or down), Page Up/Down a month, Home today; days still to come are shown but cannot be chosen. Enter,
Play or a double click plays the chosen day's daily of the chosen level: today's as the daily itself (it counts if
it is the first finished attempt), a past one as practice. The line under the calendar says which before it
starts, and what the chosen day holds to the millisecond. What counts and the streaks are the daily results'
(``core.daily.results``); the screen only shows them.

The screen's parts are measured from the type at each scale (lines as tall as the type's, the calendar's cells as
wide as a day's number and the widest time), and it takes the largest scale at which they fit the desktop.
"""

from __future__ import annotations

from datetime import date as Date
from typing import Final

import pygame

from minesweeper.core.clock_text import format_ms, shown_seconds
from minesweeper.core.daily.results import DayResult, month, standings, will_count
from minesweeper.core.daily.scheme import LEVELS
from minesweeper.core.figure_text import count
from minesweeper.core.language.people import month_year
from minesweeper.core.language.translate import N_, _
from minesweeper.core.presets import PRESETS
from minesweeper.gui import dailies
from minesweeper.gui.art.font import Typeface, text_height
from minesweeper.gui.art.prose import Prose, Sentence, reading
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, Size
from minesweeper.gui.heard import Heard
from minesweeper.gui.screen import DOUBLE_CLICK_MS, Context, Navigator, Screen, Widget
from minesweeper.gui.screens.daily_words import (
    cell_texts,
    day_line,
    future_line,
    in_progress_line,
    panel_samples,
    panel_texts,
    result_words,
    sample_lines,
    seconds,
)
from minesweeper.gui.widgets.buttons import (
    CONTENT_TOP,
    Button,
    button_height,
    held_down,
    least_width,
    panel,
    sunken_field,
    title_window,
)
from minesweeper.gui.widgets.month import DayText, MonthGrid, cell_width

W, GAP, PAD = 380, 6, 4  # chrome pixels: the least width, the gaps between parts, a panel's inner margin
PLAY_LABELS: Final = (N_("Play"), N_("Play again"), N_("Practise"), N_("Continue"))  # the play button's, by the day
BACK, EARLIER, LATER = (N_("Back"), "Esc"), (N_("Previous"), "PgUp"), (N_("Next"), "PgDn")  # i18n: fixed (the keys)
PLAY_KEY = "Enter"  # i18n: fixed (the key's name)
STEPS: Final = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}


class Plan:
    """The screen's parts at one scale, in window pixels, measured from the type."""

    def __init__(
        self, font: Typeface, prose: Prose, scale: int, gap: str = "  ", *, unit: bool = True, rows: bool = False
    ) -> None:
        """The parts at ``scale``, a calendar day's words ``gap`` after its number (``MonthGrid``), its time with its
        ``unit`` or without, the levels' panels across or as ``rows``."""
        s = self.scale = scale
        self.unit = unit
        line, text = font.line_height(s), text_height(s)
        self.key_w = font.size("3", s)[0] + font.size("  ", s)[0]  # the level's key, right of its name
        name_w = max(font.size(_(PRESETS[level].label), s)[0] for level in LEVELS)
        hows, streaks = panel_samples()
        how_w = max(font.size(how, s)[0] for how in hows)
        apart = font.size("  ", s)[0]
        # Where a panel's two lines under its name start, from its words' top left: under the name, or on its line.
        self.places = ((0, line), (0, 2 * line))
        panel_need = max(name_w + self.key_w, how_w, font.size(streaks, s)[0]) + 2 * PAD * s
        if rows:
            self.places = ((name_w + apart, 0), (name_w + how_w + 2 * apart, 0))
            panel_need = self.places[1][0] + font.size(streaks, s)[0] + self.key_w + 2 * PAD * s
        # each cell inset a pixel of the scale in its column
        grid_need = 7 * (cell_width(font, s, cell_texts(exact=False, unit=unit), gap) + s)
        # Each button's least width; the play button's is its widest label's, as its label follows the day chosen.
        least = [least_width(font, _(label), key, s) for label, key in (BACK, EARLIER, LATER)]
        least.append(max(least_width(font, _(label), PLAY_KEY, s) for label in PLAY_LABELS))
        self.width = max(
            W * s,
            panel_need + 2 * GAP * s if rows else 3 * panel_need + 4 * GAP * s,
            grid_need + 2 * GAP * s + 4 * s,
            sum(least) + 5 * GAP * s,
        )
        inner = self.width - 2 * GAP * s
        top = CONTENT_TOP * s
        if rows:  # each level a row of the width, one under another
            panel_h = text + 2 * PAD * s
            self.panels = [
                pygame.Rect(GAP * s, top + i * (panel_h + GAP * s // 2), inner, panel_h) for i in range(len(LEVELS))
            ]
        else:
            panel_w, panel_h = (self.width - 4 * GAP * s) // 3, text + 2 * line + 2 * PAD * s
            self.panels = [
                pygame.Rect(GAP * s + i * (panel_w + GAP * s), top, panel_w, panel_h) for i in range(len(LEVELS))
            ]
        top = self.panels[-1].bottom + GAP * s
        row_h = text + 2 * s  # a cell is inset a pixel of the scale all round: the type's line inside
        grid_h = MonthGrid.height(text, row_h)
        self.calendar = pygame.Rect(GAP * s, top, inner, 3 * s + text + grid_h + 3 * s)
        self.heading = pygame.Rect(self.calendar.left, self.calendar.top + 2 * s, inner, text)
        self.grid = MonthGrid(
            pygame.Rect(self.calendar.left + 2 * s, self.heading.bottom + s, inner - 4 * s, grid_h), s, text, row_h, gap
        )
        self.exact = cell_width(font, s, cell_texts(exact=True, unit=unit), gap) <= self.grid.column_w - s
        """The calendar's cells have room for a win's time to the millisecond (else whole seconds, as the timer)."""
        top = self.calendar.bottom + GAP * s
        lines = max(len(prose.wrap(text_, inner)) for text_ in sample_lines())
        self.message = pygame.Rect(GAP * s, top, inner, prose.height(lines))
        top = self.message.bottom + GAP * s
        # Four equal buttons where the widest fits a quarter of the row, else each as wide as it needs and a share of
        # the room left.
        room = self.width - 5 * GAP * s
        spare = (room - sum(least)) // 4
        widths = [room // 4] * 4 if max(least) <= room // 4 else [need + spare for need in least]
        self.buttons, left = [], GAP * s
        for width in widths:
            self.buttons.append(pygame.Rect(left, top, width, button_height(s)))
            left += width + GAP * s
        self.height = top + button_height(s) + GAP * s

    def fits(self, available: Size) -> bool:
        return self.width <= available[0] and self.height <= available[1]


def lay_out(available: Size, font: Typeface, prose: Prose) -> Plan:
    """The parts at the largest scale at which they fit the desktop (at 1x when none does): the levels' panels across,
    else as rows (a long language's panels are wider than a third of the screen); a calendar day's time with its unit
    two spaces after its number, else one space after it, else its number alone (as the timer shows it), the first of
    them that keeps the scale (a time in Chinese, "999 秒", takes more room than in English)."""
    for scale in range(MAX_SCREEN_SCALE, 0, -1):
        for rows in (False, True):
            for gap, unit in (("  ", True), (" ", True), (" ", False)):
                plan = Plan(font, prose, scale, gap, unit=unit, rows=rows)
                if plan.fits(available):
                    return plan
    return Plan(font, prose, 1, rows=True)


class DailyScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator) -> None:
        self.ctx, self.nav = ctx, nav
        self.today = Date.fromisoformat(dailies.today())
        self.attempts = dailies.attempts(ctx.store)
        ctx.collect_notices()
        self.standings = standings(self.attempts, self.today.isoformat())
        self.counts = {
            level: will_count(self.attempts, self.today.isoformat(), level, self.today.isoformat()) for level in LEVELS
        }
        saved = ctx.waiting_game()  # a daily of today's carried on in the saved game is in progress, by its one clock
        self.in_progress = {
            level: saved
            for level in LEVELS
            if saved is not None and saved.is_daily(self.today.isoformat(), PRESETS[level], practice=False)
        }
        last = ctx.settings.last_difficulty.key
        self.level = LEVELS.index(last) if last in LEVELS else 0
        self.chosen = self.today
        self.note = ""  # a passing word in place of the chosen day's line (a day still to come was clicked)
        self.prose = reading(ctx.available)
        self.plan = lay_out(ctx.available, ctx.font, self.prose)
        self.scale = self.plan.scale
        self.back_button, self.earlier_button, self.later_button, self.play_button = (
            Button(rect, _(label), key)
            for rect, (label, key) in zip(
                self.plan.buttons, (BACK, EARLIER, LATER, (PLAY_LABELS[0], PLAY_KEY)), strict=True
            )
        )
        self.pressed: Button | None = None
        self.last_click: tuple[object, int] = (None, -DOUBLE_CLICK_MS)  # the panel or day last pressed, and when
        self.days: dict[Date, DayResult] = {}
        self.read_month()
        self.window = (self.plan.width, self.plan.height)

    # ------------------------------------------------------------------ what is shown

    @property
    def level_key(self) -> str:
        return LEVELS[self.level]

    @property
    def label(self) -> str:
        """The chosen level's name, in the player's language."""
        return _(PRESETS[self.level_key].label)

    def read_month(self) -> None:
        """The chosen level's results for the days of the chosen day's month."""
        results = month(self.attempts, self.level_key, self.chosen.year, self.chosen.month)
        self.days = {Date.fromisoformat(day.date): day for day in results}

    def said(self, day: Date) -> DayText:
        """What a day's cell holds: a win's time (to the millisecond where the cells have room, else in whole seconds,
        rounded up as the timer shows it; in seconds, or the number alone where the unit has no room), or "lost"."""
        result = self.days.get(day)
        colours = self.ctx.colours
        if result is None or result.status == "none":
            return DayText("", colours.ink)
        if result.status == "won" and result.ms is not None:
            exact = self.plan.exact
            time = (
                format_ms(result.ms, for_people=True)
                if exact
                else count(shown_seconds(result.ms, started=True), for_people=True)
            )
            return DayText(seconds(time) if self.plan.unit else time, colours.good)
        return DayText(_("lost"), colours.alert)

    def line(self) -> str:
        """The line under the calendar: the chosen day's daily, what it holds and what Enter does with it."""
        if self.note:
            return self.note
        result = self.days.get(self.chosen)
        words = result_words(result.status, result.ms) if result is not None else result_words("none", None)
        today = self.chosen == self.today
        waiting = self.in_progress.get(self.level_key) if today else None
        if waiting is not None:
            return in_progress_line(self.label, waiting.played_ms)
        return day_line(
            self.label,
            self.chosen.isoformat(),
            today=today,
            counts=today and self.counts[self.level_key],
            result=words,
        )

    def play_label(self) -> str:
        play, again, practise, carry_on = PLAY_LABELS
        if self.chosen < self.today:
            return _(practise)
        if self.level_key in self.in_progress:
            return _(carry_on)
        return _(play) if self.counts[self.level_key] else _(again)

    # ------------------------------------------------------------------ the screen's interface

    def size(self) -> Size:
        return self.window

    def sentences(self) -> list[Sentence]:
        return [Sentence("message", self.line(), self.plan.message, self.prose)]

    def widgets(self) -> list[Widget]:
        font, s, grid = self.ctx.font, self.scale, self.plan.grid
        panels = []
        for level, rect in zip(LEVELS, self.plan.panels, strict=True):
            name, (how, streaks) = (
                _(PRESETS[level].label),
                panel_texts(self.standings[level], self.counts[level], self.in_progress.get(level)),
            )
            (how_x, _how_y), (streaks_x, streaks_y) = self.plan.places
            width = max(
                font.size(name, s)[0] + self.plan.key_w,
                how_x + font.size(how, s)[0],
                streaks_x + font.size(streaks, s)[0] + (self.plan.key_w if streaks_x else 0),
            )
            panels.append(Widget(level, rect, (width + 2 * PAD * s, streaks_y + text_height(s))))
        days = [
            Widget(day.isoformat(), grid.cell(day), grid.text_size(font, day, self.said(day)))
            for day in grid.days(self.chosen.year, self.chosen.month)
        ]
        heading = self.heading()
        return [
            *panels,
            Widget("calendar", self.plan.calendar),
            Widget("month", self.plan.heading, font.size(heading, s)),
            *days,
            *(Widget(b.label, b.rect, b.text_size(font, s)) for b in self.buttons),
        ]

    def heard(self) -> Heard:
        """The chosen level's panel (how today's daily went, its streaks), then the chosen day's line."""
        how, streaks = panel_texts(
            self.standings[self.level_key], self.counts[self.level_key], self.in_progress.get(self.level_key)
        )
        # Translators: {level} is a level's name, {result} how today's daily of it went ("Not played: it counts"),
        # {streaks} its streaks ("Streak 3, best 5").
        panel_words = _("{level}: {result}, {streaks}").format(level=self.label, result=how, streaks=streaks)
        # Translators: {date} is today's date as the daily's scheme writes it (2026-11-27).
        return Heard(_("Daily boards, {date}").format(date=self.today.isoformat()), (panel_words, self.line()))

    @property
    def buttons(self) -> tuple[Button, ...]:
        self.play_button.label = self.play_label()
        return self.back_button, self.earlier_button, self.later_button, self.play_button

    def heading(self) -> str:
        """The calendar's heading: the level's name and the month shown ("Expert - November 2026")."""
        month = month_year(self.chosen.year, self.chosen.month)
        # Translators: {level} is a level's name, {month} the calendar's month and year as the language writes them.
        return _("{level} - {month}").format(level=self.label, month=month)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.contains(event.pos):
                return self.press(chosen)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def mouse_down(self, pos: tuple[int, int]) -> Screen | None:
        """A press chooses a button (acting when released on it), a level or a day; a second press on the same level
        or day within a double click's time plays it."""
        self.pressed = next((b for b in self.buttons if b.contains(pos)), None)
        if self.pressed is not None:
            return None
        level = next((i for i, rect in enumerate(self.plan.panels) if rect.collidepoint(pos)), None)
        day = self.plan.grid.day_at(self.chosen.year, self.chosen.month, pos)
        target: object = ("level", level) if level is not None else day
        if level is not None:
            self.choose_level(level)
        elif day is not None and (refused := future_line(day.isoformat(), self.today.isoformat())) is not None:
            self.note = refused
            return None
        elif day is not None:
            self.choose_day(day)
        else:
            return None
        now = self.ctx.now_ms()
        again = self.last_click[0] == target and now - self.last_click[1] <= DOUBLE_CLICK_MS
        self.last_click = (None, -DOUBLE_CLICK_MS) if again else (target, now)
        return self.play() if again else None

    def press(self, button: Button) -> Screen | None:
        if button is self.back_button:
            return self.nav.start()
        if button is self.play_button:
            return self.play()
        self.move_month(-1 if button is self.earlier_button else 1)
        return None

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.nav.start()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.play()
        if key in STEPS:
            self.choose_day(Date.fromordinal(max(1, self.chosen.toordinal() + STEPS[key])))
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.move_month(-1 if key == pygame.K_PAGEUP else 1)
        elif key == pygame.K_HOME:
            self.choose_day(self.today)
        elif key == pygame.K_TAB:
            self.choose_level((self.level + 1) % len(LEVELS))
        elif pygame.K_1 <= key < pygame.K_1 + len(LEVELS):
            self.choose_level(key - pygame.K_1)
        return None

    def choose_level(self, level: int) -> None:
        self.level, self.note = level, ""
        self.read_month()

    def choose_day(self, day: Date) -> None:
        """Choose ``day`` (never one still to come), reading its month when it is another."""
        if future_line(day.isoformat(), self.today.isoformat()) is not None:
            day = self.today
        moved = (day.year, day.month) != (self.chosen.year, self.chosen.month)
        self.chosen, self.note = day, ""
        if moved:
            self.read_month()

    def move_month(self, step: int) -> None:
        """The month before or after, on the same day of it where it has one (its last day where not)."""
        index = self.chosen.year * 12 + self.chosen.month - 1 + step
        year, number = divmod(index, 12)
        if year < 1:
            return
        days = MonthGrid.days(year, number + 1)
        self.choose_day(days[min(self.chosen.day, len(days)) - 1])

    def play(self) -> Screen:
        """The chosen day's daily of the chosen level: today's as itself, a past one as practice."""
        board = dailies.board(self.chosen.isoformat(), self.level_key)
        return self.nav.play_daily(board, practice=self.chosen < self.today)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        # Translators: {date} is today's date as the daily's scheme writes it (2026-11-27).
        title_window(surface, font, _("DAILY BOARDS - {date}").format(date=self.today.isoformat()), s, colours)
        for i, (level, rect) in enumerate(zip(LEVELS, self.plan.panels, strict=True)):
            self.draw_panel(surface, i, level, rect)
        sunken_field(surface, self.plan.calendar, s, colours)
        heading = font.render(self.heading(), colours.ink, s)
        surface.blit(heading, heading.get_rect(center=self.plan.heading.center))
        self.plan.grid.draw(
            surface,
            font,
            colours,
            self.chosen.year,
            self.chosen.month,
            self.said,
            chosen=self.chosen,
            today=self.today,
        )
        (message,) = self.sentences()
        message.draw(surface, colours.dim_ink if self.note else colours.ink)
        pointer = self.ctx.mouse_pos()
        for button in self.buttons:
            button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
        return [surface.get_rect()]

    def draw_panel(self, surface: pygame.Surface, index: int, level: str, rect: pygame.Rect) -> None:
        """A level's panel: its name and key, today's result, the streaks; the chosen one framed in the accent."""
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        panel(surface, rect, s, colours)
        standing = self.standings[level]
        how, streaks = panel_texts(standing, self.counts[level], self.in_progress.get(level))
        colour = colours.good if standing.counted and standing.won else colours.ink
        colour = colours.alert if standing.counted and not standing.won else colour
        left, top = rect.left + PAD * s, rect.top + PAD * s
        chosen = index == self.level
        surface.blit(font.render(_(PRESETS[level].label), colours.accent if chosen else colours.ink, s), (left, top))
        key = font.render(str(index + 1), colours.dim_ink, s)
        surface.blit(key, key.get_rect(topright=(rect.right - PAD * s, top)))
        (how_x, how_y), (streaks_x, streaks_y) = self.plan.places
        surface.blit(font.render(how, colour, s), (left + how_x, top + how_y))
        surface.blit(font.render(streaks, colours.ink, s), (left + streaks_x, top + streaks_y))
        if chosen:
            pygame.draw.rect(surface, colours.accent, rect.inflate(-2 * s, -2 * s), s)
