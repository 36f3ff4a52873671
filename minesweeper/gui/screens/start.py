"""The start screen: a clear difficulty picker after GNOME Mines, plus Continue, Custom, the dailies, the puzzles and
Quit.

Each difficulty is a big labelled tile with its size and mine count, in two labelled groups (the small
boards, then the classic four), each from the easiest to the hardest; 1–7 start a preset at once, arrows and
Enter work everything, and the last difficulty played is preselected, or Continue while a saved game waits (a new
game is then asked about first, by the routes). The menu only *chooses*: what each entry leads to is a callback
handed in by the app, so screens never import each other in a circle. Notices about damaged or unsaved files are
wrapped to the window's width beneath the buttons. The menu takes the largest whole scale at which it fits the
desktop (2x on an 800x600 laptop, 4x on a 4K monitor) with room for a Continue row, so it keeps that scale whether
or not a game waits: where the roomy Continue (the game, then its time and what a new game does to it) does not
fit at that scale, Continue says it all on one line in the room the groups' headings leave.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.presets import PRESET_GROUPS, PRESETS, Difficulty
from minesweeper.core.summary import SavedSummary
from minesweeper.gui.art.font import as_read
from minesweeper.gui.art.sheets import TileSprite
from minesweeper.gui.geometry import MAX_SCREEN_SCALE, Size
from minesweeper.gui.heard import Heard, button_words
from minesweeper.gui.screen import Context, Navigator, Screen, Widget
from minesweeper.gui.widgets.buttons import (
    CONTENT_TOP,
    Button,
    across,
    along,
    held_down,
    least_width,
    sunken_field,
    title_window,
    units,
    wrap,
)

if TYPE_CHECKING:
    from minesweeper.gui.art.font import Typeface

GAP = 6
BUTTON_AIR = 4  # chrome pixels above and below a button's lines, inside its bevel
# The picker shows the presets' own groups (``PRESET_GROUPS``), a row each, as wide as the largest group; the number
# keys follow ``PRESETS``' order (1-3 the small boards, 4-7 the classic ones), then Custom, Statistics and Settings
# carry on along the keyboard's row of digits: 8, 9, 0.
NUMBER_KEYS = "1234567890"
NOTICE_LINES = 8  # wrapped lines of notices at most; the newest notices are the ones kept
HINT = N_("Arrows and Tab choose, Enter starts; 1 to 0 and the letters shown start an entry at once")  # said only
# What is kept and shared, the daily boards, and Quit, on one row below Custom's: each button as wide as its key and
# words need, the menu at least as wide as the row (a language's words for them may be wider than its levels' tiles).
# The keys' letters are the keys', in every language.
EXTRAS = (
    (N_("History"), "H", pygame.K_h),
    (N_("Puzzles"), "P", pygame.K_p),
    (N_("Play a code"), "K", pygame.K_k),
    (N_("Daily"), "D", pygame.K_d),
    (N_("Quit"), "Q", pygame.K_q),
)


@dataclass
class Entry:
    """One choice on the menu and what choosing it does (returns the next screen, or None to stay)."""

    name: str  # a difficulty key, or what the entry does: "continue", "custom", "quit", ...
    button: Button
    choose: Callable[[], Screen | None]
    key: int | None = None  # a shortcut key besides arrows + Enter


def vars_of(board: Difficulty) -> dict[str, int]:
    """A board's size and mines, as a sentence's placeholders name them."""
    return {"width": board.width, "height": board.height, "mines": board.mines}


def fitting_scale(available: Size, needs: Callable[[int], Size]) -> int:
    """The largest scale, up to ``MAX_SCREEN_SCALE``, at which a screen needing ``needs(scale)`` chrome pixels
    (its rows as tall as the type needs at that scale) fits ``available``; 1 if none does."""
    for scale in range(MAX_SCREEN_SCALE, 1, -1):
        width, height = needs(scale)
        if width * scale <= available[0] and height * scale <= available[1]:
            return scale
    return 1


class MenuMeasure:
    """The menu's size at each scale, measured from the type (each scale once): the scale it takes on a desktop, and
    the window it then needs. A function of the desktop and the type alone, so it is worked out the same way for the
    menu on screen and for the window the next start opens before the menu is built (``start_window``)."""

    def __init__(self, font: Typeface, available: Size, *, notices: bool = False) -> None:
        """``available``: the largest window the desktop allows; ``notices``: whether the menu shows some, in a box of
        two lines or more below its buttons."""
        self.font = font
        self.available = available
        self.notices = notices
        self._rows: dict[int, tuple[int, dict[str, int]]] = {}
        # The scale leaves room for a Continue row whether or not a game waits, so the menu keeps its size when one
        # does: Continue on two lines (roomy) where they fit at that scale, else on one in the room the headings leave.
        self.scale = min(self._fitting(""), self._fitting("short"))
        self.roomy = self._fitting("roomy") >= self.scale

    def units(self, s: int) -> tuple[int, int, int, int]:
        """At scale ``s``, in chrome pixels: a group heading's line, a preset tile (its name's lines, size and mines), a
        one-line button and a two-line one (Continue, Custom), each as tall as its lines of the type need."""
        name_lines = max(len(preset.shown_parts) for preset in PRESETS.values())  # a tile shows each part on a line
        return (
            units(self.font, 1, s),
            units(self.font, name_lines + 2, s) + 2 * BUTTON_AIR,
            units(self.font, 1, s) + 2 * BUTTON_AIR,
            units(self.font, 2, s) + 2 * BUTTON_AIR,
        )

    def row_widths(self, s: int) -> tuple[int, dict[str, int]]:
        """The menu's width at scale ``s`` (its widest row of tiles, or the row of ``EXTRAS`` where their words are
        wider) and each tile's width: a tile as wide as its words need, the room its row has left over shared out
        between its tiles (measured once a scale: every scale tried is tried for two or three kinds of menu)."""
        if s not in self._rows:
            least = self._tile_widths(s)
            rows = [[least[p.key] for p in group.presets] for group in PRESET_GROUPS]
            extras = [-(-least_width(self.font, _(label), letter, s) // s) for label, letter, _key in EXTRAS]
            width = max(sum(row) + (len(row) + 1) * GAP for row in [*rows, extras])
            widths = {}
            for group, row in zip(PRESET_GROUPS, rows, strict=True):
                spare = width - sum(row) - (len(row) + 1) * GAP
                for i, preset in enumerate(group.presets):
                    widths[preset.key] = row[i] + spare // len(row) + (spare % len(row) if i == len(row) - 1 else 0)
            self._rows[s] = width, widths
        return self._rows[s]

    def needs(self, s: int, continuing: str = "") -> Size:
        """The menu's size in chrome pixels at scale ``s``, its rows as tall as their lines need there, with no
        Continue row, a ``"roomy"`` one (two lines) or a ``"short"`` one (one line, in the headings' room)."""
        line_u, tile_u, wide_u, tall_u = self.units(s)
        headings = len(PRESET_GROUPS) * line_u if continuing != "short" else 0
        menu = CONTENT_TOP + headings + len(PRESET_GROUPS) * (tile_u + GAP) + tall_u + GAP + wide_u + GAP
        menu += {"": 0, "roomy": tall_u + GAP, "short": wide_u + GAP}[continuing]
        # Room for two lines of notices when there are some: more would make the menu small on a laptop.
        return self.row_widths(s)[0], menu + (2 * line_u + 6 + GAP) * self.notices

    def continue_row(self, waiting: bool) -> str:
        """The Continue row the menu has at its scale: none, ``"roomy"`` or ``"short"``."""
        return "" if not waiting else "roomy" if self.roomy else "short"

    def window(self, *, waiting: bool) -> Size:
        """The window the menu takes at its scale, with Continue's row when a saved game is ``waiting``, and no notices
        (whose lines the menu wraps to its width)."""
        width, height = self.needs(self.scale, self.continue_row(waiting))
        return width * self.scale, height * self.scale

    def _fitting(self, continuing: str) -> int:
        return fitting_scale(self.available, lambda s: self.needs(s, continuing))

    def _tile_widths(self, s: int) -> dict[str, int]:
        """At scale ``s``, each preset tile's least width in chrome pixels, measured from the type: its label's lines
        centred with a letter's width of air after the number key on both sides, and its size and mines."""
        font, widths = self.font, {}
        for i, preset in enumerate(PRESETS.values()):
            key = font.size(_digit(i), s)[0] + 11 * s  # the key, its margin and the air after it
            label = max(font.size(part, s)[0] + 2 * key for part in preset.shown_parts)
            detail = max(least_width(font, line, "", s) for line in _detail(preset).split("\n"))
            widths[preset.key] = -(-max(label, detail) // s)
        return widths


def _detail(preset: Difficulty) -> str:
    """A preset tile's size and mines, a line each."""
    size = _("{width} x {height}").format(width=preset.width, height=preset.height)
    mines = ngettext("{mines} mine", "{mines} mines", preset.mines).format(mines=preset.mines)
    return f"{size}\n{mines}"


def _digit(index: int) -> str:
    """The digit key of the menu's ``index``-th numbered entry (from 0), or none past the row of digits."""
    return NUMBER_KEYS[index] if index < len(NUMBER_KEYS) else ""


class StartScreen(Screen):
    def __init__(self, ctx: Context, nav: Navigator, *, saved: SavedSummary | None = None) -> None:
        self.ctx = ctx
        presets = list(PRESETS.values())
        notices = ctx.take_notices()
        self.measure = measure = MenuMeasure(ctx.font, ctx.available, notices=bool(notices))
        self.scale = s = measure.scale
        roomy = saved is None or measure.roomy
        line_u, tile_u, wide_u, tall_u = measure.units(s)
        self.line_h = line_u
        width, tile_widths = measure.row_widths(s)
        play, custom = nav.play, nav.custom
        self.rows: list[list[Entry]] = []
        self.groups: list[tuple[str, pygame.Rect]] = []  # each group's heading and where it is written
        top = CONTENT_TOP
        if saved is not None:
            height = tall_u if roomy else wide_u
            self.rows.append([Entry("continue", self._continue(saved, top, width, height), nav.resume, pygame.K_c)])
            top += height + GAP
        for group in PRESET_GROUPS:
            if roomy:
                self.groups.append((_(group.heading), self._rect(GAP, top, width - 2 * GAP, line_u)))
                top += line_u
            row, left = [], GAP
            for preset in group.presets:
                number = presets.index(preset)
                button = Button(
                    self._rect(left, top, tile_widths[preset.key], tile_u),
                    "\n".join(preset.shown_parts),
                    _digit(number),
                    _detail(preset),
                )
                row.append(Entry(preset.key, button, self._starter(play, preset), self._number_key(number)))
                left += tile_widths[preset.key] + GAP
            self.rows.append(row)
            top += tile_u + GAP
        last = ctx.settings.last_custom
        bottom = [
            (N_("Custom..."), custom, _("{width} x {height}, {mines}").format(**vars_of(last))),
            (N_("Statistics"), nav.statistics, ""),
            (N_("Settings"), nav.settings, ""),
        ]
        wide = (width - (len(bottom) + 1) * GAP) // len(bottom)
        # Custom, then the extras, carry on the preset tiles' numbering: 8, 9, 0.
        self.rows.append(
            [
                Entry(
                    "custom" if i == 0 else label.lower(),
                    Button(
                        self._rect(GAP + i * (wide + GAP), top, wide, tall_u),
                        _(label),
                        _digit(len(presets) + i),
                        detail,
                    ),
                    action,
                    self._number_key(len(presets) + i),
                )
                for i, (label, action, detail) in enumerate(bottom)
            ]
        )
        top += tall_u + GAP
        # The row of EXTRAS: the menu fits a laptop's 800x600 screen at 2x. Each button is as wide as its key and words
        # need, the row's room left over shared out.
        actions: tuple[Callable[[], Screen | None], ...] = (
            nav.history,
            nav.puzzles,
            nav.enter_code,
            nav.daily,
            self._quit,
        )
        extras = [(label, action, letter, key) for (label, letter, key), action in zip(EXTRAS, actions, strict=True)]
        least = [self._least_width(_(label), letter) for label, *_unused, letter, _key in extras]
        spare = max(0, width - (len(extras) + 1) * GAP - sum(least))
        spans = [need + spare // len(extras) for need in least]
        spans[-1] += spare % len(extras)
        lefts = [GAP + sum(spans[:i]) + i * GAP for i in range(len(spans))]
        self.rows.append(
            [
                Entry(label.lower(), Button(self._rect(left, top, span, wide_u), _(label), letter), action, key)
                for (label, action, letter, key), left, span in zip(extras, lefts, spans, strict=True)
            ]
        )
        top += wide_u + GAP
        for row in self.rows:  # laid out as English reads the grid, placed as the language reads: Arabic from the right
            for entry, place in zip(row, across(self._rect(0, 0, width, 0), [e.button.rect for e in row]), strict=True):
                entry.button.rect = place
        self.notice_box = pygame.Rect(GAP * s, top * s, (width - 2 * GAP) * s, 0)
        room = (ctx.available[1] // s - top - 6 - GAP) // line_u  # the notice lines the desktop has room for
        self.notice_lines = max(2, min(NOTICE_LINES, room))
        self.notices = self._wrapped_notices(notices, self.notice_box.width - 8 * s)
        # The notices shown, as written: heard whole, not as their wrapped lines (a path cut at its "." would be read
        # as two words, "settings. json").
        self.notice_words = notices[len(notices) - len(self.notices) :]
        self.notice_box.height = self._notice_height()
        self.window = (width * s, top * s + self.notice_box.height + GAP * s * bool(self.notices))
        last = ctx.settings.last_difficulty
        waiting = saved is not None and not saved.open_elsewhere  # one a new game would give up
        self.selected = self._preselected("continue" if waiting else "custom" if last.is_custom else last.key)
        self.pressed: Entry | None = None

    def _continue(self, saved: SavedSummary, top: int, width: int, height: int) -> Button:
        """The Continue button: the game, and below it its time and what a new game does to it; or all on one line
        when the menu has no room for two at its scale (the question before a new game says what it does)."""
        rect = self._rect(GAP, top, width - 2 * GAP, height)
        label = _("Continue {game}").format(game=saved.name)
        if height > self.measure.units(self.scale)[2]:  # its time only when it is not running on in another copy
            if saved.open_elsewhere:
                return Button(rect, label, "C", _("open in another window or terminal"))
            return Button(rect, label, "C", saved.offered)
        if saved.open_elsewhere:
            return Button(rect, _("Continue {game} - open elsewhere").format(game=saved.name), "C")
        return Button(rect, _("Continue {game} - {time}").format(game=saved.name, time=saved.time_played), "C")

    def _number_key(self, index: int) -> int | None:
        digit = _digit(index)
        return pygame.K_0 + int(digit) if digit else None

    def _least_width(self, label: str, key: str) -> int:
        """The chrome pixels a one-line button needs at the menu's scale (``least_width``), rounded up."""
        return -(-least_width(self.ctx.font, label, key, self.scale) // self.scale)

    def _rect(self, x: int, y: int, w: int, h: int) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(x * s, y * s, w * s, h * s)

    @staticmethod
    def _starter(play: Callable[[Difficulty], Screen], preset: Difficulty) -> Callable[[], Screen]:
        return lambda: play(preset)

    def _quit(self) -> None:
        self.ctx.running = False

    def _preselected(self, key: str) -> tuple[int, int]:
        for r, row in enumerate(self.rows):
            for c, entry in enumerate(row):
                if entry.name == key:
                    return r, c
        return 0, 0

    def _wrapped_notices(self, notices: list[str], width: int) -> list[list[str]]:
        """The newest notices that fit in ``NOTICE_LINES``, each wrapped to ``width`` pixels (shown once)."""
        kept: list[list[str]] = []
        for notice in reversed(notices):
            lines = wrap(self.ctx.font, notice, self.scale, width)
            if kept and sum(map(len, kept)) + len(lines) > self.notice_lines:
                break
            kept.insert(0, lines[: self.notice_lines])
        return kept

    def _notice_height(self) -> int:
        if not self.notices:
            return 0
        lines = sum(map(len, self.notices))
        return (lines * self.line_h + (len(self.notices) - 1) * 4 + 6) * self.scale

    def size(self) -> tuple[int, int]:
        return self.window

    def widgets(self) -> list[Widget]:
        font, s = self.ctx.font, self.scale
        return [
            *(Widget(heading, spot, font.size(heading, s)) for heading, spot in self.groups),
            *(Widget(e.name, e.button.rect, e.button.text_size(font, s)) for e in self.entries),
        ]

    def heard(self) -> Heard:
        """The menu, its notices, and the chosen entry after its group's heading ("Classic", for Expert)."""
        row, col = self.selected
        entry = self.rows[row][col]
        group = next((_(g.heading) for g in PRESET_GROUPS if any(p.key == entry.name for p in g.presets)), "")
        notices = " ".join(self.notice_words)
        return Heard(_("Minesweeper, the menu"), (group, button_words(entry.button)), notices, hint=_(HINT))

    @property
    def entries(self) -> list[Entry]:
        return [entry for row in self.rows for entry in row]

    def handle_event(self, event: pygame.Event) -> Screen | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = next((e for e in self.entries if e.button.contains(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen, self.pressed = self.pressed, None
            if chosen is not None and chosen.button.contains(event.pos):
                return chosen.choose()
        elif event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return None

    def key(self, key: int) -> Screen | None:
        row, col = self.selected
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.rows[row][col].choose()
        for entry in self.entries:
            if entry.key == key:
                return entry.choose()
        if along(key):  # the arrow moves the way it points, whichever side the row starts from
            col = max(0, min(len(self.rows[row]) - 1, col + along(key)))
        elif key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            step = -1 if key == pygame.K_UP else 1
            new_row = (row + step) % len(self.rows)
            share = (col + 0.5) / len(self.rows[row])
            row, col = new_row, min(len(self.rows[new_row]) - 1, int(share * len(self.rows[new_row])))
        self.selected = (row, col)
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        s, font, colours = self.scale, self.ctx.font, self.ctx.colours
        band = title_window(surface, font, _("MINESWEEPER"), s, colours)
        mine = self.ctx.sheets.tiles(s)[TileSprite.MINE]
        surface.blit(mine, mine.get_rect(midleft=(band.left + 3 * s, band.centery)))
        for heading, spot in self.groups:
            image = font.render(heading, colours.dim_ink, s)
            surface.blit(image, as_read(spot, image.get_rect(topleft=(spot.left + s, spot.top))))
        pressed = self.pressed.button if self.pressed is not None else None
        pointer = self.ctx.mouse_pos()
        for r, row in enumerate(self.rows):
            for c, entry in enumerate(row):
                entry.button.draw(
                    surface,
                    font,
                    s,
                    colours,
                    pressed=held_down(entry.button, pressed, pointer),
                    selected=(r, c) == self.selected,
                )
        if self.notices:
            box = self.notice_box
            sunken_field(surface, box, s, colours)
            y = box.top + 4 * s
            for notice in self.notices:
                for line in notice:
                    image = font.render(line, colours.alert, s)
                    surface.blit(image, as_read(box, image.get_rect(topleft=(box.left + 4 * s, y))))
                    y += self.line_h * s
                y += 4 * s
        return [surface.get_rect()]
