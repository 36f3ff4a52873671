"""What a menu bar shows, as plain frozen data: menus, their items and separators, and what an event did.

The game builds its menus from these (the current difficulty checked, a toggle's state) and rebuilds them
when that changes; ``MenuBar`` only displays and navigates them and hands back the chosen item's command
string, so the bar knows nothing of what the commands do. Mnemonics (the underlined letters that choose an
item from the keyboard) are given or, left out, taken from the label so that no two items of a menu share one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import pygame


@dataclass(frozen=True)
class MenuItem:
    """A command in a drop-down. ``mnemonic`` is the letter that chooses it while its menu is open (drawn
    underlined); left empty, the first letter of the label no earlier item of the menu uses is taken."""

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
    """A title on the bar and its drop-down; Alt+``mnemonic`` opens it (a letter of the title)."""

    title: str
    items: tuple[MenuItem | Separator, ...]
    mnemonic: str

    def __post_init__(self) -> None:
        if len(self.mnemonic) != 1 or self.mnemonic.lower() not in self.title.lower():
            raise ValueError(f"menu {self.title!r} needs a mnemonic that is one of its letters, not {self.mnemonic!r}")


@dataclass(frozen=True)
class MenuResult:
    """What one event did to the bar. Paint ``uncovered`` with the screen below, then draw the bar over
    ``redraw``, and update both; a ``consumed`` event must not reach the screen below."""

    consumed: bool = False
    redraw: tuple[pygame.Rect, ...] = ()
    uncovered: tuple[pygame.Rect, ...] = ()
    command: str | None = None


def mnemonics(items: Sequence[MenuItem | Separator]) -> list[str]:
    """Each item's mnemonic in lower case ("" for a separator or when every letter of its label is taken)."""
    taken = {i.mnemonic.lower() for i in items if isinstance(i, MenuItem) and i.mnemonic}
    letters = []
    for item in items:
        letter = ""
        if isinstance(item, MenuItem):
            free = (c for c in item.label.lower() if c.isalnum() and c not in taken)
            letter = item.mnemonic.lower() or next(free, "")
        taken.add(letter)
        letters.append(letter)
    return letters
