"""The results card's buttons: what each asks for (``CardCommand``), its label and key, and which a card shows.

They sit below the card (``results_card`` draws them and hands back the command of the one pressed), the card's
life on the play screen (``results``, which carries out copy, close and the turn of the page) and the play screen
(the rest), so each of those imports them from here and the card, loaded only when a game first ends, imports
neither of the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto

import pygame

from minesweeper.core.language.translate import N_, _


class CardCommand(Enum):
    """What a button of the results card (or Esc, Tab, a click beside it) asks for."""

    NEW = auto()  # a new game
    REVIEW = auto()  # the game just played in the review viewer, at its first mistake
    AGAIN = auto()  # the same board again
    UNDO = auto()  # a loss played on as practice, from before its last click
    COPY = auto()  # the board's code to the clipboard
    SHARE = auto()  # a daily's result, as one line to share, to the clipboard
    MORE = auto()  # the card's second page: the figures its first has no room for
    BACK = auto()  # from the second page back to the first
    CLOSE = auto()  # hide the card, to look at the final board


@dataclass(frozen=True)
class CardButton:
    """A button: its label (English, marked ``N_``), the key that presses it, and the command it gives."""

    label: str
    key: int
    command: CardCommand

    @property
    def shown(self) -> str:
        """The label in the player's language, as the button shows it."""
        return _(self.label)


COPY_CODE = CardButton(N_("Copy code"), pygame.K_c, CardCommand.COPY)
CLOSE = CardButton(N_("Close"), pygame.K_ESCAPE, CardCommand.CLOSE)
BUTTONS = (
    CardButton(N_("New game"), pygame.K_n, CardCommand.NEW),
    CardButton(N_("Review"), pygame.K_r, CardCommand.REVIEW),
    CardButton(N_("Same board"), pygame.K_a, CardCommand.AGAIN),
    COPY_CODE,
    CLOSE,
)  # Close last: a daily's Copy result goes before it
# A practice game's card: what its new game is.
START_OVER = CardButton(N_("Start over"), pygame.K_n, CardCommand.NEW)
UNDO = CardButton(N_("Undo"), pygame.K_u, CardCommand.UNDO)  # a loss's card only, before Close: the last click undone
SHARE = CardButton(N_("Copy result"), pygame.K_s, CardCommand.SHARE)  # a daily's card only, after Copy code
# A card whose figures take two pages (``results_card`` measures it): in Close's row, before it, one or the other.
MORE = CardButton(N_("More figures"), pygame.K_m, CardCommand.MORE)
BACK = CardButton(N_("Back"), pygame.K_b, CardCommand.BACK)


def copied_code(copied: bool) -> str:
    """What Copy code did, for the card's line: copied, or (no clipboard here) how to copy it by hand."""
    return _("Copied to the clipboard") if copied else _("No clipboard here: copy the code above by hand")


def card_buttons(won: bool, practice: bool, *, daily: bool = False) -> tuple[CardButton, ...]:
    """The buttons of a card: Copy result after Copy code for a daily, Undo before Close after a loss, and Start over
    for a practice game's new game (the practice from the same moment again)."""
    buttons = (*BUTTONS[:4], SHARE, BUTTONS[4]) if daily else BUTTONS
    buttons = buttons if won else (*buttons[:-1], UNDO, buttons[-1])
    return (START_OVER, *buttons[1:]) if practice else buttons
