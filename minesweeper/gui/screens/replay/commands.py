"""What the replay viewer can be asked to do: its commands (``ReplayCommand``), the Replay and Mistakes menus that
give them, and its keys.

As with the play screen's menus, the bar hands back each item's command as a string and ``meaning`` turns it into
what the viewer carries out (a ``ReplayCommand``, or the ``ChosenMove`` of a mistake the Mistakes menu lists), so the
viewer never compares strings. The control strip's buttons and the keys give the same commands, and a viewer's
letter steps past an open menu that has no item of that letter (``steps_aside``); the Mistakes menu opened with the
mouse has its first mistake highlighted, as from the keyboard (``first_mistake_highlighted``). The menus are made in
the player's language each time they are set on the bar; each opens with Alt and its title's first letter (R, M in
English), the one letter every translation of a title has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

import pygame

from minesweeper.core.figure_text import count
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.translate import N_, _
from minesweeper.core.solver.review import MoveClass, Review
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuBar, MenuItem, Separator


class ReplayCommand(StrEnum):
    """A menu item, a strip button or a key of the viewer; the value is the menu bar's string."""

    PLAY = "play"  # play or pause
    BACK = "back"  # the move before
    FORWARD = "forward"  # the move after
    SLOWER = "slower"
    FASTER = "faster"
    TO_START = "start"  # the game's beginning (Home)
    TO_END = "end"  # its end (End)
    NEXT_MISTAKE = "next-mistake"
    PREVIOUS_MISTAKE = "previous-mistake"
    PLAY_ON = "play-on"  # a practice game from the moment shown
    SCORECARD = "scorecard"  # the game's figures on a card over the board (``play.study``)
    CHANCES = "chances"  # the mine chances of the position shown, on or off
    EXPORT_JSON = "export-json"
    EXPORT_EVF = "export-evf"
    CLOSE = "close"


@dataclass(frozen=True)
class ChosenMove:
    """A mistake chosen in the Mistakes menu: the index of its move among the review's moves."""

    index: int


MOVE: Final = "move:"  # a Mistakes menu item's command: followed by its move's index in the review


def meaning(command: str) -> ReplayCommand | ChosenMove:
    """What a command string of these menus asks for; ``ValueError`` for a string they never give."""
    if command.startswith(MOVE) and command.removeprefix(MOVE).isdigit():
        return ChosenMove(int(command.removeprefix(MOVE)))
    return ReplayCommand(command)


# The Replay menu's items, by their labels (each a command and the name of its key), and the separators between them.
ITEMS: Final = (
    (N_("Play / pause"), ReplayCommand.PLAY, "Space"),
    (N_("Move back"), ReplayCommand.BACK, "Left"),
    (N_("Move forward"), ReplayCommand.FORWARD, "Right"),
    (N_("Slower"), ReplayCommand.SLOWER, "-"),
    (N_("Faster"), ReplayCommand.FASTER, "+"),
    None,
    (N_("Next mistake"), ReplayCommand.NEXT_MISTAKE, "N"),
    (N_("Previous mistake"), ReplayCommand.PREVIOUS_MISTAKE, "Shift+N"),
    (N_("Play on from here"), ReplayCommand.PLAY_ON, "P"),
    None,
    (N_("Scorecard"), ReplayCommand.SCORECARD, "S"),
    (N_("Mine chances"), ReplayCommand.CHANCES, "C"),
    None,
    (N_("Export JSON"), ReplayCommand.EXPORT_JSON, "J"),
    (N_("Export EVF"), ReplayCommand.EXPORT_EVF, "E"),
    None,
    (N_("Close"), ReplayCommand.CLOSE, "Esc"),
)  # i18n: fixed (the keys' names)
REPLAY_TITLE: Final = N_("Replay")
MISTAKES_TITLE: Final = N_("Mistakes")
MOST_LISTED: Final = 20  # the Mistakes menu lists the first ones, as many as fit the window (N goes on past them)
# A mistake as the Mistakes menu lists it, by its class: "Move 12: blunder C5".
MISTAKE_ITEMS: Final = {
    MoveClass.RISKY: N_("Move {number}: risky {cell}"),
    MoveClass.AVOIDABLE: N_("Move {number}: avoidable {cell}"),
    MoveClass.BLUNDER: N_("Move {number}: blunder {cell}"),
}


def titled(title: str, items: tuple[MenuItem | Separator, ...]) -> Menu:
    """A menu of the viewer's, its title in the player's language, opened with Alt and the English title's first
    letter in every language, as the game's own menus are (``menubar``: a key every keyboard types, underlined where
    the translated title has it)."""
    return Menu(_(title), items, title[0].lower())


def replay_menu() -> Menu:
    """The Replay menu: playing, stepping and the speed, the mistakes, the figures, the exports, and Close."""
    return titled(
        REPLAY_TITLE,
        tuple(SEPARATOR if item is None else MenuItem(_(item[0]), item[1], item[2]) for item in ITEMS),
    )


def mistakes_menu(review: Review, mistakes: Sequence[int], rows: int) -> Menu:
    """The Mistakes menu: the first of ``mistakes`` (indices of the review's moves), as many as the window has
    ``rows`` for (one at least, ``MOST_LISTED`` at most), each by its number, class and cell; a greyed "No
    mistakes" when there are none."""
    listed = []
    for index in mistakes[: max(1, min(MOST_LISTED, rows))]:
        move = review.moves[index]
        label = _(MISTAKE_ITEMS[move.cls]).format(
            number=count(move.number, for_people=True), cell=cell_name(*move.cell)
        )
        listed.append(MenuItem(label, f"{MOVE}{index}"))
    return titled(MISTAKES_TITLE, tuple(listed) or (MenuItem(_("No mistakes"), "", enabled=False),))


KEYS: Final = {
    pygame.K_ESCAPE: ReplayCommand.CLOSE,
    pygame.K_SPACE: ReplayCommand.PLAY,
    pygame.K_LEFT: ReplayCommand.BACK,
    pygame.K_RIGHT: ReplayCommand.FORWARD,
    pygame.K_MINUS: ReplayCommand.SLOWER,
    pygame.K_KP_MINUS: ReplayCommand.SLOWER,
    pygame.K_PLUS: ReplayCommand.FASTER,
    pygame.K_EQUALS: ReplayCommand.FASTER,
    pygame.K_KP_PLUS: ReplayCommand.FASTER,
    pygame.K_HOME: ReplayCommand.TO_START,
    pygame.K_END: ReplayCommand.TO_END,
    pygame.K_j: ReplayCommand.EXPORT_JSON,
    pygame.K_e: ReplayCommand.EXPORT_EVF,
    pygame.K_p: ReplayCommand.PLAY_ON,
    pygame.K_s: ReplayCommand.SCORECARD,
    pygame.K_c: ReplayCommand.CHANCES,
}
LETTER_KEYS: Final = (pygame.K_n, *(key for key in KEYS if pygame.K_a <= key <= pygame.K_z))  # they close a menu


def key_command(key: int, mod: int) -> ReplayCommand | None:
    """What a key asks of the viewer, if anything: N the next mistake, Shift+N the previous one, and ``KEYS``."""
    if key == pygame.K_n:
        return ReplayCommand.PREVIOUS_MISTAKE if mod & pygame.KMOD_SHIFT else ReplayCommand.NEXT_MISTAKE
    return KEYS.get(key)


def steps_aside(bar: MenuBar, key: int, mod: int) -> bool:
    """Whether a key goes past the menu bar to the viewer: one of the viewer's letters (P, N, J, E, S, C) that is not a
    letter of the open menu's own items (those choose their item, as in every menu), or with the bar only focused
    (F10, Alt), not a menu's own letter (that opens it)."""
    if bar.active is None or key not in LETTER_KEYS:
        return False
    if mod & (pygame.KMOD_ALT | pygame.KMOD_CTRL):
        return False
    if not bar.dropped:
        return all(chr(key) != menu.mnemonic.lower() for menu in bar.menus)
    return chr(key) not in bar.letters[bar.active]


def first_mistake_highlighted(bar: MenuBar, before: tuple[int | None, bool]) -> bool:
    """When an event has just dropped the Mistakes menu down with nothing highlighted (the mouse opened it; ``before``:
    the bar's open menu and whether it was dropped before the event), highlight its first mistake, ready for Enter, as
    opening it from the keyboard does; whether it did."""
    if not bar.dropped or (bar.active, bar.dropped) == before or bar.item is not None:
        return False
    menu = bar.menus[bar.active or 0]
    if menu.title != _(MISTAKES_TITLE):
        return False
    bar.item = next((i for i, item in enumerate(menu.items) if isinstance(item, MenuItem) and item.enabled), None)
    return True
