"""The settings screen: every choice on one page, each saved the moment it changes.

Every change goes straight to the settings and the settings file (a new theme redraws everything in it at
once), so there is no Apply/OK step to forget and a crash loses nothing. A switch is a check box; a choice
of several values (zoom, theme) has - and + beside its value. Mouse and keyboard do the same things:
Up/Down (or Tab) pick a row, Left/Right step a value (the arrow pointing at + steps up), Space/Enter toggle or
cycle it. Each row is one line, its name then its control as the language reads (in Arabic the name at the right);
the chosen row's line on what it does is written below them all in the reading type, as large as
the game's status line, so the page fits an 800x600 laptop at 2x and grows on big screens. A row is a line of
the type at 2x with a little air, so the eleven rows (speech's two and the language among them) keep that 2x.

Speech is one row of four values, Off, Brief, Normal and Detailed (speech on or off, and how much it says), and
one of its rate: a change is heard at once, in the new voice, as the screen says the row's new value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.gui.art.font import as_read
from minesweeper.gui.art.palette import Theme
from minesweeper.gui.art.prose import Sentence, fit_scale, reading
from minesweeper.gui.heard import Heard
from minesweeper.gui.screen import Context, Screen, Widget
from minesweeper.gui.widgets.buttons import (
    CONTENT_TOP,
    Button,
    along,
    held_down,
    panel,
    sunken_field,
    title_window,
    units,
)
from minesweeper.language import name as language_name
from minesweeper.language import shipped
from minesweeper.settings import KEEP_HISTORY, MAX_ZOOM, MIN_ZOOM, Settings
from minesweeper.speech import RATES, VERBOSITIES

# A row (ROW_H) holds a line of the type at 2x (24 pixels) with two pixels of air above and below it; its - and +
# and its value box (SPIN_H) and its check box (BOX) fit inside it.
W, GAP, ROW_H, ROW_GAP, BOX, SPIN_H, SPIN_W, BUTTON_H = 320, 6, 14, 0, 12, 13, 76, 17
CHECK_ROOM = 30  # left of a check box: its On or Off, and air
HINT = N_("Up/Down choose - Space or Left/Right change")
WHEN_ON = N_("When on: {what}")  # a switch's line says what it does switched on, whichever way it is switched now


@dataclass(frozen=True)
class Option:
    """One row: the ``Settings`` field it changes, its name, a line on what it does, and its values. A switch's
    ``detail`` is what it does when on (``description`` says so), so it never reads as what happens now while the
    switch is off. Its name, line and value texts are written in English (marked ``N_``) and shown translated."""

    field: str
    label: str
    detail: str
    values: tuple[object, ...] = (False, True)
    texts: tuple[str, ...] = ()  # what each value shows, when ``value_text`` would not say it right
    words: bool = True  # the texts are words, shown translated (not numbers)

    @property
    def switch(self) -> bool:
        return self.values == (False, True)

    @property
    def shown_texts(self) -> tuple[str, ...]:
        """What the row's box shows for each of its values, in the player's language."""
        if not self.texts:
            return tuple(value_text(value) for value in self.values)
        return tuple(_(text) for text in self.texts) if self.words else self.texts

    @property
    def name(self) -> str:
        """The row's name in the player's language."""
        return _(self.label)

    @property
    def description(self) -> str:
        """The line shown under the rows: a switch's says it is what happens when it is on."""
        return _(WHEN_ON).format(what=_(self.detail)) if self.switch else _(self.detail)

    def read(self, settings: Settings) -> object:
        """The row's value in ``settings``."""
        return getattr(settings, self.field)

    def changes(self, value: object) -> dict[str, object]:
        """The settings that give the row ``value`` (a theme is kept by its name)."""
        return {self.field: str(value) if isinstance(value, Theme) else value}


@dataclass(frozen=True)
class SpeechOption(Option):
    """The speech row: Off, or on with how much is said (``speech.VERBOSITIES``); two settings in one row, so the
    verbosity is kept while speech is off (F9 turns it back on as it was)."""

    def read(self, settings: Settings) -> object:
        return settings.speech_verbosity if settings.speech else OFF

    def changes(self, value: object) -> dict[str, object]:
        return {"speech": False} if value == OFF else {"speech": True, "speech_verbosity": value}


@dataclass(frozen=True)
class KeepOption(Option):
    """The Keep history row: All games, or a number of games (its plural the language's)."""

    @property
    def shown_texts(self) -> tuple[str, ...]:
        return tuple(keep_text(games) for games in KEEP_HISTORY)


@dataclass(frozen=True)
class LanguageOption(Option):
    """The language row: System (the computer's language), then each language shipped, by its name in itself."""

    @property
    def shown_texts(self) -> tuple[str, ...]:
        return tuple(_("System") if code is None else language_name(str(code)) for code in self.values)


OFF = "off"
VERBOSITY_WORDS = {"brief": N_("Brief"), "normal": N_("Normal"), "detailed": N_("Detailed")}


def value_text(value: object) -> str:
    if value is None:
        return _("Auto")
    if isinstance(value, Theme):
        return _(value.label)
    if isinstance(value, str):
        return _(Theme(value).label)
    return _("{zoom}x").format(zoom=value)


def keep_text(games: int | None) -> str:
    """A Keep history value: "All games", "500 games"."""
    return _("All games") if games is None else ngettext("{n} game", "{n} games", games).format(n=games)


OPTIONS = (
    Option("question_marks", N_("Question marks"), N_("right-click cycles flag, ?, blank (next game)")),
    Option("left_click_chord", N_("Left-click chording"), N_("a left click on a number opens around it")),
    Option("no_guess", N_("No-guess boards"), N_("every new board can be solved by logic alone")),
    Option("pause_when_away", N_("Pause when away"), N_("the clock stops while the window is not in front")),
    Option("sound", N_("Sound"), N_("a tick, an explosion and a tune for a win")),
    SpeechOption(
        "speech",
        N_("Speech"),
        N_("Off, or how much is said; F9 turns it on or off anywhere"),
        (OFF, *VERBOSITIES),
        (N_("Off"), *(VERBOSITY_WORDS[verbosity] for verbosity in VERBOSITIES)),
    ),
    Option(
        "speech_rate",
        N_("Speech rate"),
        N_("How fast the voice speaks: 1 slowest, 10 fastest"),
        RATES,
        tuple(map(str, RATES)),
        words=False,
    ),
    KeepOption("keep_history", N_("Keep history"), N_("The last 100 games and best times always stay"), KEEP_HISTORY),
    Option("theme", N_("Theme"), N_("Colour-blind safe numbers, or dark"), tuple(Theme)),
    Option("zoom", N_("Zoom"), N_("Auto fits the board to the screen"), (None, *range(MIN_ZOOM, MAX_ZOOM + 1))),
    LanguageOption(
        "language", N_("Language"), N_("The game's words: System follows the computer's"), (None, *shipped())
    ),
)
assert (RATES[0], RATES[-1]) == (1, 10), "the speech rate's line names the slowest and fastest"  # i18n: fixed


# The screen's height at 1x but for the sentences under the rows (in the reading type).
HEIGHT = CONTENT_TOP + len(OPTIONS) * (ROW_H + ROW_GAP) - ROW_GAP + GAP + GAP + GAP  # and the Back button


class SettingsScreen(Screen):
    def __init__(self, ctx: Context, back: Callable[[], Screen]) -> None:
        """Esc and Back go to ``back``: the game the settings were opened from, or the menu."""
        self.ctx = ctx
        self.back = back
        self.focus = 0
        self.prose = reading(ctx.available)
        notes = [_(HINT)] if ctx.sounds.problem is None else [_(HINT), ctx.sounds.problem]
        self.said = ([option.description for option in OPTIONS], notes)  # the sentences under the rows
        self.scale, (detail_lines, note_lines) = fit_scale(
            ctx.available,
            lambda s: (self.page_width(s), HEIGHT + self.button_height(s)),
            self.prose,
            lambda s: self.page_width(s) - 2 * GAP,
            self.said,
        )
        width, spin_w = self.page_width(self.scale), self.spin_width(self.scale)
        s = self.scale
        self.rows = [
            pygame.Rect(GAP * s, (CONTENT_TOP + i * (ROW_H + ROW_GAP)) * s, (width - 2 * GAP) * s, ROW_H * s)
            for i in range(len(OPTIONS))
        ]
        self.spinners: dict[int, tuple[Button, pygame.Rect, Button]] = {}
        self.checks: dict[int, pygame.Rect] = {}
        # Each row's control at its end: the right, as English reads a row, or the left in a language written right
        # to left (its "-", value, "+" mirrored with it, so "+" stands at the row's far end either way).
        for i, (option, row) in enumerate(zip(OPTIONS, self.rows, strict=True)):
            top = row.centery - SPIN_H * s // 2
            if option.switch:
                check = pygame.Rect(row.right - (BOX + 8) * s, row.centery - BOX * s // 2, BOX * s, BOX * s)
                self.checks[i] = as_read(row, check)
                continue
            plus = pygame.Rect(row.right - (SPIN_H + 8) * s, top, SPIN_H * s, SPIN_H * s)
            box = pygame.Rect(plus.left - (spin_w + 4) * s, top, spin_w * s, SPIN_H * s)
            minus = pygame.Rect(box.left - (SPIN_H + 4) * s, top, SPIN_H * s, SPIN_H * s)
            self.spinners[i] = (Button(as_read(row, minus), "-"), as_read(row, box), Button(as_read(row, plus), "+"))
        self.detail_box = pygame.Rect(
            GAP * s, self.rows[-1].bottom + GAP * s, (width - 2 * GAP) * s, self.prose.height(detail_lines)
        )
        self.note_box = pygame.Rect(
            GAP * s, self.detail_box.bottom, self.detail_box.width, self.prose.height(note_lines)
        )
        top = self.note_box.bottom + GAP * s
        self.back_button = Button(
            pygame.Rect(GAP * s, top, (width - 2 * GAP) * s, self.button_height(s) * s), _("Back"), "Esc"
        )  # i18n: fixed (the key's name)
        self.pressed: Button | None = None
        self.pressed_row: int | None = None  # a row acts only when pressed and released on it
        self.window = (width * s, top + (self.button_height(s) + GAP) * s)

    def button_height(self, s: int) -> int:
        """The Back button's height at scale ``s`` in chrome pixels: ``BUTTON_H``, or as its line of the type needs
        (a language's letters may rise and fall further than Latin's)."""
        return max(BUTTON_H, units(self.ctx.font, 1, s) + 4)  # the line and the bevel round it

    def spin_width(self, s: int) -> int:
        """Every value box as wide as the widest value ("Colour-blind safe") needs at the names' size at scale ``s``, in
        chrome pixels, so no value is ever drawn a size smaller than the rest of the screen."""
        widest = max(
            self.ctx.font.size(text, s)[0] for option in OPTIONS if not option.switch for text in option.shown_texts
        )
        return max(SPIN_W, -(-widest // s) + 8)

    def on_room(self, s: int) -> int:
        """The chrome pixels left of a check box at scale ``s``: its On or Off, and air."""
        return max(CHECK_ROOM, -(-max(self.ctx.font.size(word, s)[0] for word in (_("On"), _("Off"))) // s) + 10)

    def page_width(self, s: int) -> int:
        """The page's width at scale ``s`` in chrome pixels: ``W``, or as wide as its longest name beside the widest
        control needs there, and, where the desktop has the room, as its longest sentence needs to stay on one line (a
        language's words may run longer than English's)."""
        name = -(-max(self.ctx.font.size(option.name, s)[0] for option in OPTIONS) // s)
        control = max(BOX + 8 + self.on_room(s), 2 * SPIN_H + self.spin_width(s) + 16)
        sentence = -(-max(self.prose.width(text) for group in self.said for text in group) // s) + 2 * GAP + 1
        return max(W, 2 * GAP + 6 + name + 8 + control, min(sentence, self.ctx.available[0] // s))

    def size(self) -> tuple[int, int]:
        return self.window

    def text_room(self, row: int) -> pygame.Rect:
        """The part of a row its name is written in: before its control (and a check box's On or Off) as the row is
        read, left of it in English, right of it in a language written right to left."""
        s, rect = self.scale, self.rows[row]
        control = self.checks[row] if row in self.checks else self.spinners[row][0].rect
        start = as_read(rect, control).left - (self.on_room(s) * s if row in self.checks else 0)  # as English has it
        return as_read(rect, pygame.Rect(rect.left, rect.top, start - rect.left, rect.height))

    def sentences(self) -> list[Sentence]:
        """The chosen row's line on what it does, and the hint (or why sound cannot play) under it."""
        problem = self.ctx.sounds.problem if self.ctx.settings.sound else None
        return [
            Sentence("description", OPTIONS[self.focus].description, self.detail_box, self.prose),
            Sentence("note", problem or _(HINT), self.note_box, self.prose),
        ]

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        shown: list[Widget] = []
        for i, (option, row) in enumerate(zip(OPTIONS, self.rows, strict=True)):
            shown.append(Widget(option.field, self.text_room(i), (6 * s + font.size(option.name, s)[0], row.height)))
            if i in self.spinners:
                minus, box, plus = self.spinners[i]
                widest = max(font.size(text, self.value_scale(text, box))[0] for text in self.texts(option))
                shown += [
                    Widget("-", minus.rect),
                    Widget(f"{option.field} value", box, (widest, 0)),  # i18n: fixed (a test name)
                    Widget("+", plus.rect),
                ]
            else:
                shown.append(Widget(f"{option.field} box", self.checks[i]))  # i18n: fixed (a test name)
        return [*shown, Widget("back", self.back_button.rect, self.back_button.text_size(font, s))]

    def heard(self) -> Heard:
        """The chosen row's name and value ("Sound, off"), what it does, and why sound cannot play if it cannot."""
        option = OPTIONS[self.focus]
        shown = (_("on") if self.value(option) else _("off")) if option.switch else self.shown(option)
        problem = self.ctx.sounds.problem if self.ctx.settings.sound else None
        said = _("{setting}, {value}").format(setting=option.name, value=shown)
        return Heard(_("Settings"), (said,), problem or "", option.description, _(HINT))

    @staticmethod
    def texts(option: Option) -> tuple[str, ...]:
        """What a choice's box shows for each of its values."""
        return option.shown_texts

    def shown(self, option: Option) -> str:
        """What a choice's box shows for its value now."""
        return self.texts(option)[option.values.index(self.value(option))]

    def value_scale(self, text: str, box: pygame.Rect) -> int:
        """A value at the names' size where it fits its box, else a size smaller."""
        s = self.scale
        return s if self.ctx.font.size(text, s)[0] <= box.width - 4 * s else max(1, s - 1)

    def value(self, option: Option) -> object:
        return option.read(self.ctx.settings)

    def change(self, row: int, step: int, *, wrap: bool) -> Screen | None:
        """Flip a switch, or step a choice (stopping at the ends, or wrapping round when ``wrap``). A new language is
        the page laid out again at once in its words (its rows and sentences take their own room): the screen that
        follows."""
        self.focus = row
        option = OPTIONS[row]
        current = self.value(option)
        index = option.values.index(current) + step
        count = len(option.values)
        new = option.values[index % count if wrap or option.switch else max(0, min(count - 1, index))]
        if new == current:
            return None
        self.ctx.change_settings(**option.changes(new))
        if isinstance(option, LanguageOption):
            again = SettingsScreen(self.ctx, self.back)
            again.focus = row
            return again
        return None

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            buttons = [self.back_button, *(b for minus, _box, plus in self.spinners.values() for b in (minus, plus))]
            self.pressed = next((b for b in buttons if b.contains(event.pos)), None)
            self.pressed_row = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            return self.click(pressed, event.pos)
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r.collidepoint(pos)), None)

    def click(self, pressed: Button | None, pos: tuple[int, int]) -> Screen | None:
        if pressed is not None:
            if not pressed.contains(pos):
                return None
            if pressed is self.back_button:
                return self.back()
            spun = next(i for i, (minus, _box, plus) in self.spinners.items() if pressed in (minus, plus))
            return self.change(spun, -1 if pressed is self.spinners[spun][0] else 1, wrap=False)
        row = self.row_at(pos)
        if row is None or row != self.pressed_row:
            return None
        self.focus = row
        if row in self.checks or self.spinners[row][1].collidepoint(pos):
            return self.change(row, 1, wrap=True)  # a switch's whole row is its label; a choice's value cycles
        return None

    def key(self, key: int) -> Screen | None:
        if key == pygame.K_ESCAPE:
            return self.back()
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + (-1 if key == pygame.K_UP else 1)) % len(OPTIONS)
        elif along(key):  # the arrow pointing at "+" steps up, whichever side the language puts it
            return self.change(self.focus, along(key), wrap=False)
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.change(self.focus, 1, wrap=True)
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        title_window(surface, font, _("SETTINGS"), s, colours)
        pointer = self.ctx.mouse_pos()
        for i, (option, row) in enumerate(zip(OPTIONS, self.rows, strict=True)):
            panel(surface, row, s, colours)
            label = font.render(option.name, colours.accent if i == self.focus else colours.ink, s)
            surface.blit(label, as_read(row, label.get_rect(midleft=(row.left + 6 * s, row.centery))))
            if i == self.focus:
                pygame.draw.rect(surface, colours.accent, self.text_room(i).inflate(-2 * s, -2 * s), s)
            if i in self.checks:
                self.draw_check(surface, row, self.checks[i], bool(self.value(option)))
                continue
            minus, box, plus = self.spinners[i]
            for button in (minus, plus):
                button.draw(surface, font, s, colours, pressed=held_down(button, self.pressed, pointer))
            sunken_field(surface, box, s, colours)
            shown = self.shown(option)
            text = font.render(shown, colours.ink, self.value_scale(shown, box))
            surface.blit(text, text.get_rect(center=box.center))
        description, note = self.sentences()
        description.draw(surface, colours.ink)
        note.draw(surface, colours.dim_ink if note.text == _(HINT) else colours.alert)
        self.back_button.draw(surface, font, s, colours, pressed=held_down(self.back_button, self.pressed, pointer))
        return [surface.get_rect()]

    def draw_check(self, surface: pygame.Surface, row: pygame.Rect, box: pygame.Rect, on: bool) -> None:
        """A classic check box: sunken white square, with a tick drawn in lines when on, and its On or Off before it
        as ``row`` is read."""
        s, colours = self.scale, self.ctx.colours
        sunken_field(surface, box, s, colours)
        if on:
            x, y, u = box.left, box.top, box.width / BOX
            points = [(x + 3.5 * u, y + 7 * u), (x + 6 * u, y + 10 * u), (x + 11 * u, y + 4 * u)]
            pygame.draw.lines(surface, colours.ink, False, points, 2 * s)
        label = self.ctx.font.render(_("On") if on else _("Off"), colours.ink, s)
        surface.blit(label, as_read(row, label.get_rect(midright=(as_read(row, box).left - 5 * s, box.centery))))
