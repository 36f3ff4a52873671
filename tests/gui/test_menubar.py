"""The menu bar driven by real pygame events: opening by mouse and keyboard, navigation, closing, choosing,
and what it asks to have redrawn; its state is read back as text with ``describe``."""

import pygame
import pytest

from minesweeper.gui.art.font import Typeface
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuBar, MenuItem, Separator, mnemonics
from tests.gui.menubar_kit import (
    CLASSIC,
    GAME,
    alt_alone,
    describe,
    item_pos,
    key,
    make_bar,
    move,
    press,
    release,
    title_pos,
)


@pytest.fixture
def bar(font: Typeface) -> MenuBar:
    return make_bar(font)


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


def test_hovering_highlights_titles_while_idle_and_items_while_open(bar: MenuBar, font: Typeface) -> None:
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
    bar: MenuBar,
) -> None:
    bar.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="", scancode=0)
    )
    opened = bar.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=pygame.KMOD_LALT, unicode="h", scancode=0)
    )
    assert opened.consumed and describe(bar) == "Help>How to play"
    bar.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0))
    assert describe(bar) == "Help>How to play"
    key(bar, pygame.K_g, pygame.KMOD_RALT)
    assert describe(bar) == "Game>New"


def test_alt_then_a_click_is_not_alt_alone(bar: MenuBar) -> None:
    bar.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="", scancode=0)
    )
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
    assert seen == [
        "Game>Beginner",
        "Game>Intermediate",
        "Game>Expert",
        "Game>Custom...",
        "Game>Quit",
        "Game>New",
        "Game>Beginner",
    ]
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
        MenuItem("Settings", "a"),
        MenuItem("Statistics", "b"),
        MenuItem("Save", "c", mnemonic="S"),
        SEPARATOR,
        MenuItem("!!", "d"),
    ]
    assert mnemonics(items) == ["e", "t", "s", "", ""]
    for wrong in ("", "Ga", "ü", "-"):  # a menu's letter is one key every keyboard types
        with pytest.raises(ValueError, match="letter"):
            Menu("Game", (), wrong)


def test_a_translated_menu_keeps_its_key_and_its_items_take_letters_of_their_own_labels(font: Typeface) -> None:
    """A translated title may lack its menu's letter: Alt and that letter still open it (the key Help names, the same
    in every language), nothing underlined; an item whose label lacks its given letter takes the first free one of
    its own label that a key types, so every item keeps a letter."""
    items = (
        MenuItem("Verlauf", "history", mnemonic="y"),
        MenuItem("Über", "about"),
        MenuItem("Einstellungen", "settings", mnemonic="t"),
    )
    assert mnemonics(items) == ["v", "b", "t"]
    bar = MenuBar((Menu("Spiel", items, "G"),), font, CLASSIC, 1)
    bar.layout(400)
    key(bar, pygame.K_g, pygame.KMOD_ALT)
    assert describe(bar) == "Spiel>Verlauf"
    assert key(bar, pygame.K_b).command == "about"


@pytest.mark.parametrize("opened", ["focused", "dropped"])
def test_f1_leaves_the_bar_and_reaches_the_screen_for_its_help(bar: MenuBar, opened: str) -> None:
    key(bar, pygame.K_F10)
    if opened == "dropped":
        key(bar, pygame.K_DOWN)
    assert describe(bar) != ""
    result = key(bar, pygame.K_F1)
    assert not result.consumed and describe(bar) == ""  # the screen below opens its help
    assert result.uncovered == ((bar.drops[0],) if opened == "dropped" else ())
