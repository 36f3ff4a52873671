"""The menu bar driven by real pygame events: opening by mouse and keyboard, navigation, closing, choosing,
what it asks to have redrawn, and the pixels it paints (highlight, checks, shortcuts, greyed items).

The bar's state is read back as one line of text (``describe``): "" idle, "[Game]" focused, "Game>" open
with nothing highlighted, "Game>Hard" open on an item.
"""

from collections.abc import Iterator

import pygame
import pytest

from minesweeper.gui.font import BitmapFont
from minesweeper.gui.menu_items import mnemonics
from minesweeper.gui.menubar import SEPARATOR, Menu, MenuBar, MenuItem, MenuResult, Separator
from minesweeper.gui.menubar_look import GUTTER, RIGHT_PAD
from minesweeper.gui.palette import ChromeColours, chrome

CLASSIC = chrome("classic")
BOARD = (255, 0, 255)  # what the screen below paints, so the tests can tell it from the bar

GAME = Menu("Game", (
    MenuItem("New", "new", "F2"), SEPARATOR,
    MenuItem("Beginner", "beginner"), MenuItem("Intermediate", "intermediate"),
    MenuItem("Expert", "expert", checked=True), MenuItem("Custom...", "custom"), SEPARATOR,
    MenuItem("Undo", "undo", "Ctrl+Z", enabled=False), SEPARATOR,
    MenuItem("Quit", "quit", "Alt+F4"),
), "G")
HELP = Menu("Help", (MenuItem("How to play", "help", "F1"), MenuItem("Keys", "keys"), SEPARATOR,
                     MenuItem("About", "about")), "H")


@pytest.fixture(scope="module")
def font() -> Iterator[BitmapFont]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield BitmapFont.load()
    pygame.display.quit()


def make_bar(font: BitmapFont, scale: int = 2, colours: ChromeColours = CLASSIC, width: int = 400) -> MenuBar:
    bar = MenuBar([GAME, HELP], font, colours, scale)
    bar.layout(width)
    return bar


@pytest.fixture
def bar(font: BitmapFont) -> MenuBar:
    return make_bar(font)


def describe(bar: MenuBar) -> str:
    if bar.active is None:
        return ""
    menu = bar.menus[bar.active]
    if not bar.dropped:
        return f"[{menu.title}]"
    item = menu.items[bar.item] if bar.item is not None else None
    return f"{menu.title}>{item.label if isinstance(item, MenuItem) else ''}"


def press(bar: MenuBar, pos: tuple[int, int], button: int = 1) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def release(bar: MenuBar, pos: tuple[int, int], button: int = 1) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def move(bar: MenuBar, pos: tuple[int, int]) -> MenuResult:
    return bar.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def key(bar: MenuBar, code: int, mod: int = 0) -> MenuResult:
    down = bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    bar.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    return down


def alt_alone(bar: MenuBar) -> MenuResult:
    bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="",
                                        scancode=0))
    return bar.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))


def item_pos(bar: MenuBar, menu: int, label: str) -> tuple[int, int]:
    index = next(i for i, it in enumerate(bar.menus[menu].items) if isinstance(it, MenuItem) and it.label == label)
    return bar.rows[menu][index].center


def title_pos(bar: MenuBar, menu: int) -> tuple[int, int]:
    return bar.titles[menu].center


# ---------------------------------------------------------------------- mouse


def test_click_on_a_title_opens_it_and_a_click_on_an_item_chooses_it(bar: MenuBar) -> None:
    opened = press(bar, title_pos(bar, 0))
    assert opened.consumed and describe(bar) == "Game>"
    assert opened.redraw == (bar.bar, bar.drops[0]) and opened.uncovered == ()
    assert release(bar, title_pos(bar, 0)).command is None and describe(bar) == "Game>"  # stays open
    assert move(bar, item_pos(bar, 0, "Expert")).consumed and describe(bar) == "Game>Expert"
    assert press(bar, item_pos(bar, 0, "Expert")).command is None
    chosen = release(bar, item_pos(bar, 0, "Expert"))
    assert chosen.command == "expert" and chosen.consumed and describe(bar) == ""
    assert chosen.uncovered == (bar.drops[0],) and chosen.redraw == (bar.bar,)


def test_a_second_press_on_the_open_title_closes_it(bar: MenuBar) -> None:
    press(bar, title_pos(bar, 1))
    release(bar, title_pos(bar, 1))
    closed = press(bar, title_pos(bar, 1))
    assert closed.consumed and describe(bar) == "" and closed.uncovered == (bar.drops[1],)
    assert release(bar, title_pos(bar, 1)).consumed and describe(bar) == ""


def test_press_drag_release_switches_menus_and_chooses(bar: MenuBar) -> None:
    press(bar, title_pos(bar, 0))
    switched = move(bar, title_pos(bar, 1))
    assert describe(bar) == "Help>" and switched.uncovered == (bar.drops[0],) and bar.drops[1] in switched.redraw
    move(bar, item_pos(bar, 1, "About"))
    assert release(bar, item_pos(bar, 1, "About")).command == "about" and describe(bar) == ""


def test_dragging_off_the_menu_and_releasing_chooses_nothing(bar: MenuBar) -> None:
    press(bar, title_pos(bar, 0))
    move(bar, item_pos(bar, 0, "Quit"))
    outside = (bar.drops[0].right + 20, bar.drops[0].bottom + 20)
    move(bar, outside)
    let_go = release(bar, outside)
    assert let_go.consumed and let_go.command is None and describe(bar) == ""


def test_releasing_on_a_separator_or_a_greyed_item_keeps_the_menu_open(bar: MenuBar) -> None:
    press(bar, title_pos(bar, 0))
    assert release(bar, bar.rows[0][1].center).command is None and describe(bar) == "Game>"  # the separator
    press(bar, item_pos(bar, 0, "Undo"))
    assert describe(bar) == "Game>"  # greyed items are never highlighted
    assert release(bar, item_pos(bar, 0, "Undo")).command is None and describe(bar) == "Game>"


def test_a_press_outside_closes_the_menu_and_neither_it_nor_its_release_reaches_the_board(bar: MenuBar) -> None:
    press(bar, title_pos(bar, 0))
    release(bar, title_pos(bar, 0))
    board = (300, 300)
    for button in (1, 3):
        key(bar, pygame.K_g, pygame.KMOD_ALT)
        assert describe(bar) == "Game>New"
        closed = press(bar, board, button)
        assert closed.consumed and describe(bar) == "" and closed.uncovered == (bar.drops[0],)
        assert release(bar, board, button).consumed
    assert not press(bar, board).consumed and not release(bar, board).consumed  # idle: the board's own clicks


def test_hovering_highlights_titles_while_idle_and_items_while_open(bar: MenuBar, font: BitmapFont) -> None:
    hover = move(bar, title_pos(bar, 1))
    assert not hover.consumed and hover.redraw == (bar.bar,) and bar.hot == 1
    assert move(bar, (300, 300)).redraw == (bar.bar,) and bar.hot is None
    assert move(bar, (310, 300)).redraw == ()  # nothing changed, nothing to redraw
    press(bar, title_pos(bar, 0))
    release(bar, title_pos(bar, 0))
    move(bar, item_pos(bar, 0, "Custom..."))
    assert describe(bar) == "Game>Custom..."
    move(bar, bar.rows[0][6].center)  # the separator under Custom...
    assert describe(bar) == "Game>"


def test_wheel_and_other_buttons_are_swallowed_only_while_a_menu_is_open(bar: MenuBar) -> None:
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    assert not bar.handle_event(wheel).consumed
    assert not press(bar, (300, 300), 4).consumed
    key(bar, pygame.K_h, pygame.KMOD_ALT)
    assert bar.handle_event(wheel).consumed and press(bar, (300, 300), 4).consumed
    assert describe(bar) == "Help>How to play"


def test_losing_the_window_focus_closes_the_menu(bar: MenuBar) -> None:
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    result = bar.handle_event(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
    assert describe(bar) == "" and not result.consumed and result.uncovered == (bar.drops[0],)


# ---------------------------------------------------------------------- keyboard


def test_alt_alone_focuses_the_first_title_and_again_leaves_the_bar(bar: MenuBar) -> None:
    assert alt_alone(bar).consumed and describe(bar) == "[Game]"
    assert alt_alone(bar).consumed and describe(bar) == ""


def test_alt_with_a_mnemonic_opens_that_menu_on_its_first_item_and_the_alt_release_does_not_undo_it(
        bar: MenuBar) -> None:
    bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="",
                                        scancode=0))
    opened = bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=pygame.KMOD_LALT,
                                                 unicode="h", scancode=0))
    assert opened.consumed and describe(bar) == "Help>How to play"
    bar.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))
    assert describe(bar) == "Help>How to play"
    key(bar, pygame.K_g, pygame.KMOD_RALT)
    assert describe(bar) == "Game>New"


def test_alt_then_a_click_is_not_alt_alone(bar: MenuBar) -> None:
    bar.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="",
                                        scancode=0))
    press(bar, (300, 300))
    bar.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))
    assert describe(bar) == ""


def test_f10_focuses_and_unfocuses_the_bar_and_keys_pass_through_only_when_idle(bar: MenuBar) -> None:
    assert not key(bar, pygame.K_f).consumed  # the board's flag key
    assert not bar.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="f")).consumed
    assert not key(bar, pygame.K_x, pygame.KMOD_ALT).consumed  # no menu has that letter
    assert key(bar, pygame.K_F10).consumed and describe(bar) == "[Game]"
    assert key(bar, pygame.K_f).consumed and describe(bar) == "[Game]"  # focused: the bar takes every key
    assert bar.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="f")).consumed
    assert key(bar, pygame.K_F10).consumed and describe(bar) == ""


def test_focused_bar_left_right_wrap_and_down_or_a_title_letter_opens(bar: MenuBar) -> None:
    key(bar, pygame.K_F10)
    key(bar, pygame.K_LEFT)
    assert describe(bar) == "[Help]"
    key(bar, pygame.K_RIGHT)
    assert describe(bar) == "[Game]"
    key(bar, pygame.K_DOWN)
    assert describe(bar) == "Game>New"
    key(bar, pygame.K_ESCAPE)
    key(bar, pygame.K_h)
    assert describe(bar) == "Help>How to play"


def test_up_and_down_wrap_and_skip_separators_and_greyed_items(bar: MenuBar) -> None:
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    seen = []
    for _ in range(7):
        key(bar, pygame.K_DOWN)
        seen.append(describe(bar))
    assert seen == ["Game>Beginner", "Game>Intermediate", "Game>Expert", "Game>Custom...", "Game>Quit", "Game>New",
                    "Game>Beginner"]
    key(bar, pygame.K_UP)
    assert describe(bar) == "Game>New"
    key(bar, pygame.K_UP)
    assert describe(bar) == "Game>Quit"
    key(bar, pygame.K_UP)
    assert describe(bar) == "Game>Custom..."  # past Undo, which is greyed
    key(bar, pygame.K_HOME)
    assert describe(bar) == "Game>New"
    key(bar, pygame.K_END)
    assert describe(bar) == "Game>Quit"


def test_left_and_right_switch_open_menus_and_report_what_was_uncovered(bar: MenuBar) -> None:
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    switched = key(bar, pygame.K_RIGHT)
    assert describe(bar) == "Help>How to play" and switched.uncovered == (bar.drops[0],)
    assert switched.redraw == (bar.bar, bar.drops[1])
    key(bar, pygame.K_RIGHT)
    assert describe(bar) == "Game>New"


def test_escape_closes_one_level_at_a_time(bar: MenuBar) -> None:
    key(bar, pygame.K_h, pygame.KMOD_ALT)
    first = key(bar, pygame.K_ESCAPE)
    assert first.consumed and describe(bar) == "[Help]" and first.uncovered == (bar.drops[1],)
    assert key(bar, pygame.K_ESCAPE).consumed and describe(bar) == ""
    assert not key(bar, pygame.K_ESCAPE).consumed  # idle: Esc is the play screen's again


@pytest.mark.parametrize("choose", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_enter_and_space_choose_the_highlighted_item(bar: MenuBar, choose: int) -> None:
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    key(bar, pygame.K_END)
    result = key(bar, choose)
    assert result.command == "quit" and result.consumed and describe(bar) == ""


def test_an_item_letter_chooses_it_directly_but_not_a_greyed_one(bar: MenuBar) -> None:
    assert mnemonics(GAME.items) == ["n", "", "b", "i", "e", "c", "", "u", "", "q"]
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    assert key(bar, pygame.K_u).command is None and describe(bar) == "Game>New"
    assert key(bar, pygame.K_i).command == "intermediate" and describe(bar) == ""


def test_mnemonics_are_unique_in_a_menu_and_given_ones_win() -> None:
    items: list[MenuItem | Separator] = [
        MenuItem("Settings", "a"), MenuItem("Statistics", "b"), MenuItem("Save", "c", mnemonic="S"),
        SEPARATOR, MenuItem("!!", "d"),
    ]
    assert mnemonics(items) == ["e", "t", "s", "", ""]
    with pytest.raises(ValueError, match="mnemonic"):
        Menu("Game", (), "x")


# ---------------------------------------------------------------------- layout and pixels


def rgb(surface: pygame.Surface, pos: tuple[int, int]) -> tuple[int, int, int]:
    c = surface.get_at(pos)
    return c.r, c.g, c.b


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {rgb(surface, (x, y)) for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)}


def ink_columns(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> list[int]:
    return [x for x in range(rect.left, rect.right) if any(
        rgb(surface, (x, y)) == colour for y in range(rect.top, rect.bottom))]


def painted(bar: MenuBar, size: tuple[int, int] = (400, 400)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(BOARD)
    drawn = bar.draw(surface, (0, 0))
    assert drawn == [bar.bar, *([bar.drops[bar.active]] if bar.dropped and bar.active is not None else [])]
    return surface


@pytest.mark.parametrize("theme", ["classic", "dark"])
@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_the_open_menu_draws_highlight_checks_shortcuts_and_greyed_items(font: BitmapFont, scale: int,
                                                                        theme: str) -> None:
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
    assert colours_in(surface, lit) == {c.accent, c.on_accent}  # "Beginner", highlighted
    assert c.accent not in colours_in(surface, rows[3])
    gutter = [pygame.Rect(r.left, r.top, GUTTER * scale, r.height) for r in rows]
    checked = [i for i, item in enumerate(items) if isinstance(item, MenuItem) and item.checked]
    assert checked == [4]
    assert [i for i, g in enumerate(gutter) if c.ink in colours_in(surface, g)] == checked
    shortcut_rows = [i for i, item in enumerate(items) if isinstance(item, MenuItem) and item.shortcut]
    right_edges = {max(ink_columns(surface, rows[i], c.ink if i != 7 else c.shadow)) for i in shortcut_rows}
    assert right_edges == {rows[0].right - RIGHT_PAD * scale - 1}  # flush right, all on one edge
    undo = rows[7]
    assert c.ink not in colours_in(surface, undo) and {c.shadow, c.light} <= colours_in(surface, undo)
    separator = rows[1]
    assert colours_in(surface, separator) == {c.face, c.shadow, c.light}


def test_the_first_letter_of_a_title_is_underlined(font: BitmapFont) -> None:
    bar = make_bar(font, 1)
    surface = painted(bar)
    title = bar.titles[0]
    g_left = title.left + 6
    text_top = title.top + (title.height - 7) // 2
    underline_row = [rgb(surface, (x, text_top + 8)) for x in range(g_left, g_left + 5)]
    plain_row = [rgb(surface, (x, text_top + 8)) for x in range(g_left + 6, g_left + 30)]
    assert underline_row == [CLASSIC.ink] * 5 and CLASSIC.ink not in plain_row


def test_idle_bar_paints_only_the_bar_and_a_hovered_title_rises(font: BitmapFont) -> None:
    bar = make_bar(font, 2)
    flat = painted(bar)
    assert colours_in(flat, bar.titles[1]) == {CLASSIC.face, CLASSIC.ink}
    assert rgb(flat, (5, bar.height + 1)) == BOARD
    move(bar, title_pos(bar, 1))
    hot = painted(bar)
    assert {CLASSIC.light, CLASSIC.shadow} <= colours_in(hot, bar.titles[1])


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_drop_downs_stay_inside_a_narrow_window_and_needed_size_holds_them(font: BitmapFont, scale: int) -> None:
    bar = make_bar(font, scale)
    width, height = bar.needed_size()
    assert height == max(d.bottom for d in bar.drops) and width >= max(d.right for d in bar.drops)
    narrow = make_bar(font, scale, width=width)
    assert all(d.right <= width and d.left >= 0 for d in narrow.drops)
    assert narrow.drops[1].right == width or narrow.drops[1].left == narrow.titles[1].left
    assert all(t.bottom <= narrow.bar.bottom for t in narrow.titles) and narrow.height == 15 * scale


def test_the_bar_can_sit_anywhere_in_the_window(font: BitmapFont) -> None:
    bar = make_bar(font)
    surface = pygame.Surface((400, 400))
    bar.draw(surface, (10, 20))
    assert bar.bar.topleft == (10, 20) and bar.titles[0].left > 10
    assert press(bar, bar.titles[0].center).consumed and describe(bar) == "Game>"
