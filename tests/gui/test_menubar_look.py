"""The menu bar's pixels and placement: the highlight, check marks, flush-right shortcuts, greyed items,
underlined mnemonics and hot titles at scales 1-4 in Classic and Dark, and drop-downs kept in the window."""

import pygame
import pytest

from minesweeper.gui.art.font import Typeface, text_height
from minesweeper.gui.art.palette import chrome
from minesweeper.gui.geometry import MENU_BAR_PAD
from minesweeper.gui.widgets.menubar import GUTTER, RIGHT_PAD, MenuBar, MenuItem
from tests.gui.menubar_kit import (
    BOARD,
    CLASSIC,
    GAME,
    blends_of,
    colours_in,
    describe,
    ink_columns,
    key,
    make_bar,
    move,
    press,
    rgb,
    title_pos,
)


def painted(bar: MenuBar, size: tuple[int, int] = (400, 400)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(BOARD)
    drawn = bar.draw(surface, (0, 0))
    assert drawn == [bar.bar, *([bar.drops[bar.active]] if bar.dropped and bar.active is not None else [])]
    return surface


@pytest.mark.parametrize("theme", ["classic", "dark"])
@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_the_open_menu_draws_highlight_checks_shortcuts_and_greyed_items(
    font: Typeface, scale: int, theme: str
) -> None:
    c = chrome(theme)
    bar = make_bar(font, scale, c, width=0)
    bar.layout(bar.needed_size()[0])
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    key(bar, pygame.K_DOWN)
    surface = painted(bar, bar.needed_size())
    rows, items = bar.rows[0], GAME.items
    assert BOARD not in colours_in(surface, bar.drops[0]) and BOARD not in colours_in(surface, bar.bar)
    assert colours_in(surface, bar.titles[0]) >= {c.accent, c.on_accent}  # the open title
    lit = rows[2]
    assert blends_of(colours_in(surface, lit), c.accent, c.on_accent)  # "Beginner", highlighted
    assert c.accent not in colours_in(surface, rows[3])
    gutter = [pygame.Rect(r.left, r.top, GUTTER * scale, r.height) for r in rows]
    checked = [i for i, item in enumerate(items) if isinstance(item, MenuItem) and item.checked]
    assert checked == [4]
    assert [i for i, g in enumerate(gutter) if c.ink in colours_in(surface, g)] == checked
    shortcut_rows = [i for i, item in enumerate(items) if isinstance(item, MenuItem) and item.shortcut]
    right_edges = {max(ink_columns(surface, rows[i], c.ink if i != 7 else c.shadow)) for i in shortcut_rows}
    flush = rows[0].right - RIGHT_PAD * scale - 1
    assert max(right_edges) <= flush and min(right_edges) >= flush - 3  # flush right, on one edge but for the ink
    undo = rows[7]
    assert c.ink not in colours_in(surface, undo) and {c.shadow, c.light} <= colours_in(surface, undo)
    separator = rows[1]
    assert colours_in(surface, separator) == {c.face, c.shadow, c.light}


def test_the_first_letter_of_a_title_is_underlined(font: Typeface) -> None:
    bar = make_bar(font, 1)
    surface = painted(bar)
    title = bar.titles[0]
    g_left, g_width = title.left + 6, font.size("G", 1)[0]
    text_top = title.top + (title.height - text_height(1)) // 2
    under = text_top + font.baseline(1) + 1  # just below the baseline
    underline_row = [rgb(surface, (x, under)) for x in range(g_left, g_left + g_width)]
    plain_row = [rgb(surface, (x, under)) for x in range(g_left + g_width + 1, g_left + 30)]
    assert underline_row == [CLASSIC.ink] * g_width and CLASSIC.ink not in plain_row


def test_idle_bar_paints_only_the_bar_and_a_hovered_title_rises(font: Typeface) -> None:
    bar = make_bar(font, 2)
    flat = painted(bar)
    assert blends_of(colours_in(flat, bar.titles[1]), CLASSIC.face, CLASSIC.ink)
    assert rgb(flat, (5, bar.height + 1)) == BOARD
    move(bar, title_pos(bar, 1))
    hot = painted(bar)
    assert {CLASSIC.light, CLASSIC.shadow} <= colours_in(hot, bar.titles[1])


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_drop_downs_stay_inside_a_narrow_window_and_needed_size_holds_them(font: Typeface, scale: int) -> None:
    bar = make_bar(font, scale)
    width, height = bar.needed_size()
    assert height == max(d.bottom for d in bar.drops) and width >= max(d.right for d in bar.drops)
    narrow = make_bar(font, scale, width=width)
    assert all(d.right <= width and d.left >= 0 for d in narrow.drops)
    assert narrow.drops[1].right == width or narrow.drops[1].left == narrow.titles[1].left
    assert (
        all(t.bottom <= narrow.bar.bottom for t in narrow.titles)
        and narrow.height == text_height(scale) + 2 * MENU_BAR_PAD * scale
    )


def test_the_bar_can_sit_anywhere_in_the_window(font: Typeface) -> None:
    bar = make_bar(font)
    surface = pygame.Surface((400, 400))
    bar.draw(surface, (10, 20))
    assert bar.bar.topleft == (10, 20) and bar.titles[0].left > 10
    assert press(bar, bar.titles[0].center).consumed and describe(bar) == "Game>"
