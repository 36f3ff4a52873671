"""How the menu bar looks: its measurements in chrome pixels and the painting of the bar and its drop-down.

Kept apart from ``menubar`` (which decides what is open and highlighted) so each file has one job. The look
is Windows 98's, in the theme's chrome colours and the game's bitmap font: a flat bar whose titles rise
under the pointer, the open title and the highlighted item in the accent colour, a raised drop-down with
etched separators, a check mark in the left column, shortcuts set flush right, and greyed items etched into
the face. Everything is whole chrome pixels times the scale, so it stays crisp at every scale.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from minesweeper.gui.art.palette import RGB
from minesweeper.gui.geometry import MENU_BAR_H
from minesweeper.gui.widgets.buttons import bevel
from minesweeper.gui.widgets.menu_items import Separator

if TYPE_CHECKING:
    from minesweeper.gui.widgets.menubar import MenuBar

TITLE_PAD, BAR_INSET = 6, 2  # chrome pixels, multiplied by the scale
BAR_H = MENU_BAR_H  # the window's layout leaves room for the bar
ITEM_H, SEPARATOR_H, FRAME = 15, 7, 3  # FRAME: the drop-down's bevel plus a pixel of face inside it
GUTTER, SHORTCUT_GAP, RIGHT_PAD = 15, 18, 8  # the check column, air before a shortcut, air after it
CAP_H, UNDERLINE_ROW = 7, 8  # font rows above the baseline; the underline goes at the descenders' last row
CHECK: Final = ("......#", ".....##", "#...###", "##.###.", "#####..", ".###...", "..#....")


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
            parts.append((item.shortcut, "", row.right - RIGHT_PAD * s - bar.font.size(item.shortcut, s)[0]))
        for text, underline, x in parts:
            if not item.enabled and not lit:  # greyed: etched into the face, as Windows draws it
                _text(surface, bar, text, underline, (x + s, row.move(s, s)), c.light)
            _text(surface, bar, text, underline, (x, row), ink)
        if item.checked:
            _check(surface, row, s, ink)
    return [bar.bar.copy(), drop]


def _text(surface: pygame.Surface, bar: MenuBar, text: str, underline: str, at: tuple[int, pygame.Rect],
          colour: RGB) -> None:
    """``text`` from x with its capitals centred in the row, the first ``underline`` letter underlined."""
    s, (x, row) = bar.scale, at
    y = row.top + (row.height - CAP_H * s) // 2
    surface.blit(bar.font.render(text, colour, s), (x, y))
    index = text.lower().find(underline) if underline else -1
    if index >= 0:
        left = x + (bar.font.size(text[:index], s)[0] + s if index else 0)
        surface.fill(colour, (left, y + UNDERLINE_ROW * s, bar.font.size(text[index], s)[0], s))


def _check(surface: pygame.Surface, row: pygame.Rect, s: int, colour: RGB) -> None:
    """The classic check mark, seven font pixels square, centred in the left column on the capitals."""
    left = row.left + (GUTTER - len(CHECK[0])) * s // 2
    top = row.top + (row.height - CAP_H * s) // 2
    for y, line in enumerate(CHECK):
        for x, pixel in enumerate(line):
            if pixel == "#":
                surface.fill(colour, (left + x * s, top + y * s, s, s))
