"""What the replay viewer can be asked to do: its commands (``ReplayCommand``), the Replay and Mistakes menus that
give them, and its keys.

As with the play screen's menus, the bar hands back each item's command as a string and ``meaning`` turns it into
what the viewer carries out (a ``ReplayCommand``, or the ``ChosenMove`` of a mistake the Mistakes menu lists), so the
viewer never compares strings. The control strip's buttons and the keys give the same commands, and a viewer's
letter steps past an open menu that has no item of that letter (``steps_aside``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

import pygame

from minesweeper.core.solver.reasons import cell_name
from minesweeper.core.solver.review import Review
from minesweeper.gui.widgets.menubar import SEPARATOR, Menu, MenuBar, MenuItem


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


MENU: Final = Menu(
    "Replay",
    (
        MenuItem("Play / pause", ReplayCommand.PLAY, "Space"),
        MenuItem("Move back", ReplayCommand.BACK, "Left"),
        MenuItem("Move forward", ReplayCommand.FORWARD, "Right"),
        MenuItem("Slower", ReplayCommand.SLOWER, "-"),
        MenuItem("Faster", ReplayCommand.FASTER, "+"),
        SEPARATOR,
        MenuItem("Next mistake", ReplayCommand.NEXT_MISTAKE, "N"),
        MenuItem("Previous mistake", ReplayCommand.PREVIOUS_MISTAKE, "Shift+N"),
        MenuItem("Play on from here", ReplayCommand.PLAY_ON, "P"),
        SEPARATOR,
        MenuItem("Scorecard", ReplayCommand.SCORECARD, "S"),
        MenuItem("Mine chances", ReplayCommand.CHANCES, "C"),
        SEPARATOR,
        MenuItem("Export JSON", ReplayCommand.EXPORT_JSON, "J"),
        MenuItem("Export EVF", ReplayCommand.EXPORT_EVF, "E"),
        SEPARATOR,
        MenuItem("Close", ReplayCommand.CLOSE, "Esc"),
    ),
    "R",
)
MISTAKES_TITLE: Final = "Mistakes"
MOST_LISTED: Final = 20  # the Mistakes menu lists the first ones, as many as fit the window (N goes on past them)


def mistakes_menu(review: Review, mistakes: Sequence[int], rows: int) -> Menu:
    """The Mistakes menu: the first of ``mistakes`` (indices of the review's moves), as many as the window has
    ``rows`` for (one at least, ``MOST_LISTED`` at most), each by its number, class and cell; a greyed "No
    mistakes" when there are none."""
    listed = []
    for index in mistakes[: max(1, min(MOST_LISTED, rows))]:
        move = review.moves[index]
        listed.append(MenuItem(f"Move {move.number}: {move.cls} {cell_name(*move.cell)}", f"{MOVE}{index}"))
    return Menu(MISTAKES_TITLE, tuple(listed) or (MenuItem("No mistakes", "", enabled=False),), "M")


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
