"""The classic Windows menu bar: a row of titles whose drop-downs hold the game's commands, mouse and keyboard.

It is a standalone widget so the play screen only has to ask it first about every event: the bar keeps its
own state (which title is focused, which drop-down is open, which item is highlighted) and answers with a
``MenuResult`` saying whether the event was its own, what it must redraw, what the screen below must repaint
because a drop-down went away, and the command chosen, if any. It works as Windows 98 did: press-drag-release
and click-then-click, hovering highlights, Alt alone or F10 focuses the bar, Alt+letter opens a menu, arrows
move, Enter chooses, Esc backs out one level, and the underlined letter of an item chooses it.

The menus themselves are plain frozen data (``Menu``, ``MenuItem``, ``SEPARATOR``): the game builds them (the
current difficulty checked, a toggle's state) and rebuilds them when that changes; the bar only displays and
navigates them and hands back the chosen item's command string, so it knows nothing of what the commands do.
Mnemonics (the underlined letters that choose an item from the keyboard) are given or, left out, taken from
the label so that no two items of a menu share one. The words come translated (the game builds the menus in the
player's language): a menu's letter is its key in every language (Alt+G opens Game, whatever its title reads, as Help
says), underlined where its title has it; an item whose label lacks its given letter takes one of its own.

The look is Windows 98's, in the theme's chrome colours and the game's typeface: a flat bar whose titles
rise under the pointer, the open title and the highlighted item in the accent colour, a raised drop-down with
etched separators, a check mark in the left column, shortcuts set flush right, and greyed items etched into
the face. The chrome is whole chrome pixels times its scale, so it stays crisp; the words are the body size of
the window's own scale, as large as the status line's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import pygame

from minesweeper.core.language.people import listed
from minesweeper.core.language.translate import _
from minesweeper.gui.art.font import Typeface, text_height
from minesweeper.gui.art.palette import RGB, ChromeColours
from minesweeper.gui.geometry import MENU_BAR_PAD
from minesweeper.gui.widgets.buttons import bevel

TITLE_PAD, BAR_INSET = 6, 2  # chrome pixels, multiplied by the scale
ITEM_AIR, SEPARATOR_H, FRAME = 3, 7, 3  # air above and below an item's line, in all; FRAME: the bevel and a pixel
# Tighter rows, roomiest first, for a drop-down that would not fit the window's room at ITEM_AIR: the text keeps its
# size and loses only air (an item's air, a separator's height), so a long Game menu stays whole on a laptop.
COMPACT_ROWS: Final = ((2, 6), (2, 5), (1, 4), (0, 3))
GUTTER, SHORTCUT_GAP, RIGHT_PAD = 15, 18, 8  # the check column, air before a shortcut, air after it
CHECK_H = 7  # the check mark's rows
CHECK: Final = ("......#", ".....##", "#...###", "##.###.", "#####..", ".###...", "..#....")


@dataclass(frozen=True)
class MenuItem:
    """A command in a drop-down. ``mnemonic`` is the letter that chooses it while its menu is open (drawn
    underlined); left empty, or not in the label (a translated one), the first letter of the label no earlier item of
    the menu uses is taken."""

    label: str
    command: str
    shortcut: str = ""
    enabled: bool = True
    checked: bool = False
    mnemonic: str = ""


@dataclass(frozen=True)
class Separator:
    """The etched line between groups of items: never highlighted, never chosen."""


SEPARATOR: Final = Separator()


@dataclass(frozen=True)
class Menu:
    """A title on the bar and its drop-down; Alt+``mnemonic`` opens it: a letter every keyboard types (ASCII), the
    same in every language, underlined where the title has it."""

    title: str
    items: tuple[MenuItem | Separator, ...]
    mnemonic: str

    def __post_init__(self) -> None:
        if len(self.mnemonic) != 1 or not (self.mnemonic.isascii() and self.mnemonic.isalnum()):
            raise ValueError(f"menu {self.title!r} needs a letter for its key, not {self.mnemonic!r}")  # i18n: fixed


@dataclass(frozen=True)
class MenuResult:
    """What one event did to the bar. Paint ``uncovered`` with the screen below, then draw the bar over
    ``redraw``, and update both; a ``consumed`` event must not reach the screen below."""

    consumed: bool = False
    redraw: tuple[pygame.Rect, ...] = ()
    uncovered: tuple[pygame.Rect, ...] = ()
    command: str | None = None


def mnemonics(items: Sequence[MenuItem | Separator]) -> list[str]:
    """Each item's mnemonic in lower case ("" for a separator or when every letter of its label is taken): its given
    one where its label has it, else the first letter or digit of its label that a key types (ASCII) and no other item
    of the menu has."""
    given = [_given(item) for item in items]
    taken = set(given)
    letters = []
    for item, letter in zip(items, given, strict=True):
        if isinstance(item, MenuItem) and not letter:
            free = (c for c in item.label.lower() if c.isascii() and c.isalnum() and c not in taken)
            letter = next(free, "")
        taken.add(letter)
        letters.append(letter)
    return letters


def _given(item: MenuItem | Separator) -> str:
    """An item's given mnemonic in lower case, where its label has that letter; else ""."""
    if not isinstance(item, MenuItem) or not item.mnemonic:
        return ""
    letter = item.mnemonic.lower()
    return letter if letter in item.label.lower() else ""


CHOOSE_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
OPEN_KEYS: Final = (pygame.K_DOWN, pygame.K_UP, *CHOOSE_KEYS)


class MenuBar:
    """The bar, its drop-downs and their state; window coordinates throughout."""

    def __init__(
        self,
        menus: Sequence[Menu],
        font: Typeface,
        colours: ChromeColours,
        scale: int,
        *,
        room: int = 0,
        words: int | None = None,
    ) -> None:
        """``scale``: the chrome's; ``words``: the scale whose body size the words take (the window's, which may be
        past the chrome's: ``geometry.menu_scale``), the chrome's if not given. ``room``: the tallest window (from
        the bar's top) the drop-downs may fill, 0 for no limit; a drop-down taller than that takes tighter rows
        (``COMPACT_ROWS``) rather than run off the bottom of the window."""
        if not menus or scale < 1:
            raise ValueError("a menu bar needs at least one menu and a scale of at least 1")  # i18n: fixed (a bug)
        self.menus, self.font, self.colours, self.scale = tuple(menus), font, colours, scale
        self.words = words or scale
        self.item_h, self.separator_h = self._row_heights(room)
        self.letters = [mnemonics(m.items) for m in self.menus]
        self.active: int | None = None  # the focused title, whose drop-down may be open
        self.dropped = False
        self.item: int | None = None  # the highlighted item of the open drop-down
        self.hot: int | None = None  # the title under the pointer while the bar is idle
        self._tracking = False  # the button that pressed in the bar is still down
        self._alt_armed = False  # Alt went down and nothing else happened since
        self._swallowed: set[int] = set()  # buttons whose press was ours, so their release is too
        self.layout(0)

    @property
    def height(self) -> int:
        """A line of the words and air above and below (``geometry.menu_bar_height``, which the layout leaves)."""
        return text_height(self.words) + 2 * MENU_BAR_PAD * self.scale

    def _row_heights(self, room: int) -> tuple[int, int]:
        """The item and separator heights (window pixels) at which the tallest drop-down fits ``room``."""
        s, line = self.scale, text_height(self.words)
        heights = [(line + air * s, separator * s) for air, separator in ((ITEM_AIR, SEPARATOR_H), *COMPACT_ROWS)]
        for item_h, separator_h in heights:
            tallest = max(sum(item_h if isinstance(i, MenuItem) else separator_h for i in m.items) for m in self.menus)
            if room <= 0 or self.height + tallest + 2 * FRAME * s <= room:
                return item_h, separator_h
        return heights[-1]

    def layout(self, width: int, origin: tuple[int, int] = (0, 0)) -> None:
        """Place the bar across a window ``width`` wide with its top-left corner at ``origin``."""
        s, w, (ox, oy) = self.scale, self.words, origin
        self.width, self.origin = width, origin
        self.bar = pygame.Rect(ox, oy, width, self.height)
        self.titles: list[pygame.Rect] = []
        self.drops: list[pygame.Rect] = []
        self.rows: list[list[pygame.Rect]] = []
        x = ox + BAR_INSET * s
        for menu in self.menus:
            title = pygame.Rect(x, oy + s, self.font.size(menu.title, w)[0] + 2 * TITLE_PAD * s, self.height - 2 * s)
            self.titles.append(title)
            x = title.right
            items = [i for i in menu.items if isinstance(i, MenuItem)]
            labels = max((self.font.size(i.label, w)[0] for i in items), default=0)
            keys = max((self.font.size(i.shortcut, w)[0] for i in items if i.shortcut), default=-SHORTCUT_GAP * s)
            inner = GUTTER * s + labels + SHORTCUT_GAP * s + keys + RIGHT_PAD * s
            drop = pygame.Rect(title.left, self.bar.bottom, max(inner + 2 * FRAME * s, title.width), 0)
            if width > 0:  # keep it inside the window, as far as the window is wide enough
                drop.left = max(ox, min(drop.left, ox + width - drop.width))
            rows, y = [], drop.top + FRAME * s
            for item in menu.items:
                h = self.item_h if isinstance(item, MenuItem) else self.separator_h
                rows.append(pygame.Rect(drop.left + FRAME * s, y, drop.width - 2 * FRAME * s, h))
                y += h
            drop.height = y + FRAME * s - drop.top
            self.drops.append(drop)
            self.rows.append(rows)

    def opened_as(self, old: MenuBar) -> MenuBar:
        """This bar, laid out afresh, with the title, drop-down and item ``old`` (the same menus) had open."""
        if old.menus == self.menus:
            self.active, self.dropped, self.item, self.hot = old.active, old.dropped, old.item, old.hot
            self._tracking, self._alt_armed, self._swallowed = old._tracking, old._alt_armed, set(old._swallowed)
        return self

    def needed_size(self) -> tuple[int, int]:
        """The smallest window (from the bar's origin) in which the bar's titles and every drop-down fit, each
        drop-down under its own title: where a narrow window shifted one left, its place under the title counts,
        so asking for this size never grows the window by the shift."""
        right = max(max(t.right, t.left + d.width) for t, d in zip(self.titles, self.drops, strict=True))
        return right + BAR_INSET * self.scale - self.origin[0], max(d.bottom for d in self.drops) - self.origin[1]

    def shown_drop(self) -> pygame.Rect | None:
        return self.drops[self.active].copy() if self.dropped and self.active is not None else None

    def spoken(self) -> tuple[str, str] | None:
        """The bar as heard while the keyboard or the mouse is in it: the focused menu ("Game menu") and its
        highlighted item with its state and shortcut ("Expert, checked, 6"); None while the bar is idle."""
        if self.active is None:
            return None
        menu = self.menus[self.active]
        # Translators: {menu} is a menu's title ("Game menu"; "Menu bar, Game" while the bar has the focus).
        title = _("{menu} menu") if self.dropped else _("Menu bar, {menu}")
        item = menu.items[self.item] if self.item is not None else None
        if not isinstance(item, MenuItem):
            return title.format(menu=menu.title), ""
        # Translators: an item of a menu as heard: a check mark on it, or greyed out.
        state = (_("checked") if item.checked else "", "" if item.enabled else _("unavailable"), item.shortcut)
        return title.format(menu=menu.title), listed(part for part in (item.label, *state) if part)

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.Event) -> MenuResult:
        before, drop = self._look(), self.shown_drop()
        consumed, command = self._dispatch(event)
        if self._look() == before:
            return MenuResult(consumed, command=command)
        now = self.shown_drop()
        uncovered = (drop,) if drop is not None and drop != now else ()
        return MenuResult(consumed, (self.bar.copy(), *((now,) if now else ())), uncovered, command)

    def _look(self) -> tuple[int | None, bool, int | None, int | None]:
        return self.active, self.dropped, self.item, None if self.active is not None else self.hot

    def _dispatch(self, event: pygame.Event) -> tuple[bool, str | None]:
        busy = self.active is not None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos), None
        if event.type == pygame.MOUSEBUTTONDOWN:
            return (self._press(event.pos, event.button) if event.button <= 3 else busy), None
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event.pos, event.button)
        if event.type in (pygame.MOUSEWHEEL, pygame.TEXTINPUT):
            return busy, None
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, event.mod)
        if event.type == pygame.KEYUP:
            if event.key in (pygame.K_LALT, pygame.K_RALT) and self._alt_armed:
                self._alt_armed = False
                if busy:
                    self._close()
                else:
                    self._focus(0)
                return True, None
            return busy, None
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self._alt_armed, self.hot = False, None
            if event.type == pygame.WINDOWFOCUSLOST:
                self._close()
        return False, None

    def _motion(self, pos: tuple[int, int]) -> bool:
        title = self._title_at(pos)
        self.hot = title
        if not self.dropped:
            return False
        if title is not None and title != self.active:
            self._open(title, highlight=False)
        elif self._in_drop(pos):
            self._hover(pos)
        return True

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        self._alt_armed = False
        title = self._title_at(pos)
        if self._in_drop(pos):
            self._tracking = True
            self._hover(pos)
        elif title is not None and button == 1:
            if self.dropped and title == self.active:
                self._close()  # a second press on the open title closes it
            else:
                self._open(title, highlight=False)
                self._tracking = True
        elif self.bar.collidepoint(pos) or self.active is not None:
            self._close()  # a press on the bar's blank part, or anywhere else while a menu is up
        else:
            return False
        self._swallowed.add(button)
        return True

    def _release(self, pos: tuple[int, int], button: int) -> tuple[bool, str | None]:
        if button not in self._swallowed:
            return False, None
        self._swallowed.discard(button)
        tracking, self._tracking = self._tracking, False
        if not self.dropped or button != 1:
            return True, None
        index = self._item_at(pos)
        if index is not None:
            return True, self._choose(index)
        if tracking and self._title_at(pos) is None and not self._in_drop(pos):
            self._close()  # pressed on a title, dragged away from the menu and let go: nothing chosen
        return True, None

    def _key(self, key: int, mod: int) -> tuple[bool, str | None]:
        if key in (pygame.K_LALT, pygame.K_RALT):
            self._alt_armed = True
            return self.active is not None, None
        self._alt_armed = False
        letter = chr(key) if key < 128 and chr(key).isalnum() else ""
        if key == pygame.K_F10 and not mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if self.active is not None:
                self._close()
            else:
                self._focus(0)
            return True, None
        if mod & pygame.KMOD_ALT and letter:
            menu = next((i for i, m in enumerate(self.menus) if m.mnemonic.lower() == letter), None)
            if menu is not None:
                self._open(menu, highlight=True)
                return True, None
        if self.active is None:
            return False, None
        if key == pygame.K_F1:  # help is the screen's: the bar steps aside and lets the key through
            self._close()
            return False, None
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key)
        if step is not None:
            title = (self.active + step) % len(self.menus)
            if self.dropped:
                self._open(title, highlight=True)
            else:
                self._focus(title)
        elif key == pygame.K_ESCAPE and self.dropped:
            self._focus(self.active)  # one level at a time: the drop-down, then the bar's focus
        elif key == pygame.K_ESCAPE:
            self._close()
        elif not self.dropped:
            menu = next((i for i, m in enumerate(self.menus) if m.mnemonic.lower() == letter), None)
            if key in OPEN_KEYS or menu is not None:
                self._open(self.active if menu is None else menu, highlight=True)
        elif key in (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
            self._move(key)
        elif key in CHOOSE_KEYS and self.item is not None:
            return True, self._choose(self.item)
        elif letter:
            match = next((i for i, m in enumerate(self.letters[self.active]) if m == letter and self._enabled(i)), None)
            if match is not None:
                return True, self._choose(match)
        return True, None

    # ------------------------------------------------------------------ state

    def _enabled(self, index: int) -> bool:
        item = self.menus[self.active or 0].items[index]
        return isinstance(item, MenuItem) and item.enabled

    def _move(self, key: int) -> None:
        count = len(self.menus[self.active or 0].items)
        order = list(range(count))
        if key in (pygame.K_UP, pygame.K_END):
            order.reverse()
        if key in (pygame.K_UP, pygame.K_DOWN) and self.item is not None:
            at = order.index(self.item)
            order = order[at + 1 :] + order[: at + 1]  # wrap round past the end
        self.item = next((i for i in order if self._enabled(i)), self.item)

    def _open(self, title: int, *, highlight: bool) -> None:
        self.active, self.dropped, self.item = title, True, None
        if highlight:
            self._move(pygame.K_HOME)

    def _focus(self, title: int) -> None:
        self.active, self.dropped, self.item = title, False, None

    def _close(self) -> None:
        self.active, self.dropped, self.item, self._tracking = None, False, None, False

    def _choose(self, index: int) -> str | None:
        item = self.menus[self.active or 0].items[index]
        if not isinstance(item, MenuItem) or not item.enabled:
            return None
        self._close()
        return item.command

    def _hover(self, pos: tuple[int, int]) -> None:
        index = self._item_at(pos)
        self.item = index if index is not None and self._enabled(index) else None

    def _in_drop(self, pos: tuple[int, int]) -> bool:
        drop = self.shown_drop()
        return drop is not None and bool(drop.collidepoint(pos))

    def _title_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.titles) if r.collidepoint(pos)), None)

    def _item_at(self, pos: tuple[int, int]) -> int | None:
        rows = self.rows[self.active] if self.dropped and self.active is not None else []
        return next((i for i, r in enumerate(rows) if r.collidepoint(pos)), None)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, top_left: tuple[int, int]) -> list[pygame.Rect]:
        """Paint the bar (and the open drop-down over whatever is below it); returns what was painted."""
        if tuple(top_left) != self.origin or self.width == 0:
            self.layout(self.width or surface.get_width() - top_left[0], (top_left[0], top_left[1]))
        return paint(surface, self)


def paint(surface: pygame.Surface, bar: MenuBar) -> list[pygame.Rect]:
    """Paint the bar and, if one is open, its drop-down; returns the rectangles painted."""
    c, s = bar.colours, bar.scale
    surface.fill(c.face, bar.bar)
    for i, (menu, rect) in enumerate(zip(bar.menus, bar.titles, strict=True)):
        if i == bar.active:
            surface.fill(c.accent, rect)
        elif i == bar.hot and bar.active is None:
            bevel(surface, rect, s, c)  # hot-tracking: the title rises under the pointer
        ink = c.on_accent if i == bar.active else c.ink
        _text(surface, bar, menu.title, menu.mnemonic.lower(), (rect.left + TITLE_PAD * s, rect), ink)
    drop = bar.shown_drop()
    if drop is None or bar.active is None:
        return [bar.bar.copy()]
    surface.fill(c.face, drop)
    bevel(surface, drop, 2 * s, c)
    menu = bar.menus[bar.active]
    for index, (item, row) in enumerate(zip(menu.items, bar.rows[bar.active], strict=True)):
        if isinstance(item, Separator):
            line = pygame.Rect(row.left + s, row.centery - s, row.width - 2 * s, s)
            surface.fill(c.shadow, line)
            surface.fill(c.light, line.move(0, s))
            continue
        lit = index == bar.item
        if lit:
            surface.fill(c.accent, row)
        ink = c.on_accent if lit else c.ink if item.enabled else c.shadow
        parts = [(item.label, bar.letters[bar.active][index], row.left + GUTTER * s)]
        if item.shortcut:
            parts.append((item.shortcut, "", row.right - RIGHT_PAD * s - bar.font.size(item.shortcut, bar.words)[0]))
        for text, underline, x in parts:
            if not item.enabled and not lit:  # greyed: etched into the face, as Windows draws it
                _text(surface, bar, text, underline, (x + s, row.move(s, s)), c.light)
            _text(surface, bar, text, underline, (x, row), ink)
        if item.checked:
            _check(surface, row, s, ink)
    return [bar.bar.copy(), drop]


def _text(
    surface: pygame.Surface, bar: MenuBar, text: str, underline: str, at: tuple[int, pygame.Rect], colour: RGB
) -> None:
    """``text`` from x with its line centred in the row, the first ``underline`` letter underlined under the
    baseline."""
    w, (x, row) = bar.words, at
    y = row.top + (row.height - text_height(w)) // 2
    surface.blit(bar.font.render(text, colour, w), (x, y))
    index = text.lower().find(underline) if underline else -1
    if index >= 0:
        left = x + bar.font.size(text[:index], w)[0]
        thickness = max(1, bar.font.capital_height(w) // 10)
        under = y + bar.font.baseline(w) + thickness
        surface.fill(colour, (left, under, bar.font.size(text[index], w)[0], thickness))


def _check(surface: pygame.Surface, row: pygame.Rect, s: int, colour: RGB) -> None:
    """The classic check mark, seven font pixels square, centred in the left column on the capitals."""
    left = row.left + (GUTTER - len(CHECK[0])) * s // 2
    top = row.top + (row.height - CHECK_H * s) // 2
    for y, line in enumerate(CHECK):
        for x, pixel in enumerate(line):
            if pixel == "#":
                surface.fill(colour, (left + x * s, top + y * s, s, s))
