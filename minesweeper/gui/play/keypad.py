"""Keyboard play the way the handheld original plays: a move happens when its key is released.

Arrows (or W A S D) move the cursor at once and repeat while held. Space or Enter (open: reveal a covered
cell, chord on a number) and F (flag) only arm a move while held, and the face shows it is thinking; the
move is made on release. Pressing a second move key while one is held cancels both, as pressing both
mouse buttons cancels a click: a fumbled key costs nothing. This module only decides *what* was meant;
the play screen checks it against the game.
"""

from __future__ import annotations

from enum import Enum

import pygame

MOVES: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_a: (-1, 0),
    pygame.K_d: (1, 0),
    pygame.K_w: (0, -1),
    pygame.K_s: (0, 1),
}


class KeyMove(Enum):
    OPEN = "open"  # reveal a covered cell, chord on an open number
    FLAG = "flag"


ACTIONS: dict[int, KeyMove] = {
    pygame.K_SPACE: KeyMove.OPEN,
    pygame.K_RETURN: KeyMove.OPEN,
    pygame.K_KP_ENTER: KeyMove.OPEN,
    pygame.K_f: KeyMove.FLAG,
}


class KeyPad:
    """Which move keys are held, and whether holding two has cancelled the move."""

    def __init__(self) -> None:
        self.held: set[int] = set()
        self.cancelled = False

    @property
    def holding(self) -> bool:
        """A move is armed: the face shows the player is thinking."""
        return bool(self.held) and not self.cancelled

    def press(self, key: int) -> bool:
        """A move key went down; True when it is one (the caller then ignores it otherwise)."""
        if key not in ACTIONS:
            return False
        if self.held and key not in self.held:
            self.cancelled = True
        self.held.add(key)
        return True

    def release(self, key: int) -> KeyMove | None:
        """The move a key's release makes, if any."""
        if key not in self.held:
            return None
        self.held.discard(key)
        move = None if self.cancelled else ACTIONS[key]
        if not self.held:
            self.cancelled = False
        return move

    def cancel(self) -> None:
        """Forget held keys, as when the window loses focus or a game ends."""
        self.held.clear()
        self.cancelled = False
