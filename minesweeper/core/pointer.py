"""Mouse buttons over the board, interpreted the Windows way into pressed cells and moves.

Left press shows the cell pressed (dragging moves it) and release reveals; right press flags at once; both
buttons together, or the middle button, chord: the 3×3 shows pressed while held and the first release
chords, after which the other release does nothing. A left click on an open number chords too when that
setting is on. This module only decides *what* was meant (an intent: kind and cell) and the game checks it:
the window plays by it, and the replay and EVF export read a recorded hand by the very same rules
(``HAND_BUTTONS`` and ``hand_cell`` say which button and which cell each recorded event stands for).
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.actions import Kind
from minesweeper.core.board import Cell
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind

LEFT, MIDDLE, RIGHT = 1, 2, 3
HAND_BUTTONS = {
    HandKind.LEFT_DOWN: (LEFT, True),
    HandKind.LEFT_UP: (LEFT, False),
    HandKind.RIGHT_DOWN: (RIGHT, True),
    HandKind.RIGHT_UP: (RIGHT, False),
    HandKind.MIDDLE_DOWN: (MIDDLE, True),
    HandKind.MIDDLE_UP: (MIDDLE, False),
}
"""Each recorded button event as the button and whether it went down; a ``MOVE`` is not in it."""


def hand_cell(event: HandEvent, width: int, height: int) -> Cell | None:
    """The cell of a ``width``×``height`` board a recorded event is over; None off the board."""
    x, y = event.x // CELL_PX, event.y // CELL_PX
    return (x, y) if x < width and y < height else None


@dataclass(frozen=True)
class Intent:
    kind: Kind
    x: int
    y: int


class Pointer:
    """Which buttons are held over which cell, and whether they have turned into a chord."""

    def __init__(self, *, left_click_chords: bool = True) -> None:
        self.left_click_chords = left_click_chords
        self.held: set[int] = set()
        self.cell: Cell | None = None
        self.chording = False
        self.spent = False  # a chord already fired: the remaining button's release does nothing

    @property
    def holding(self) -> bool:
        """A button is down over the board: the face says "oh"."""
        return bool(self.held) and not self.spent

    def press(self, button: int, cell: Cell | None) -> Intent | None:
        if button not in (LEFT, MIDDLE, RIGHT):
            return None  # wheel "buttons" 4/5 and extra buttons mean nothing on the board
        if cell is None and not self.held:
            return None
        self.held.add(button)
        self.cell = cell
        if self.chording:
            return None  # a button pressed during a chord joins it: it never flags on its own
        if button == MIDDLE or {LEFT, RIGHT} <= self.held:
            self.chording = True
            return None
        if button == RIGHT and cell is not None:
            return Intent(Kind.FLAG, *cell)
        return None

    def move(self, cell: Cell | None) -> bool:
        """Follow the pointer while a button is held; True when the pressed cell changed."""
        if not self.held or cell == self.cell:
            return False
        self.cell = cell
        return True

    def release(self, button: int, cell: Cell | None, *, on_open_number: bool) -> Intent | None:
        """The move a release makes, if any: reveal, chord, or nothing."""
        if button not in self.held:
            return None
        self.held.discard(button)
        self.cell = cell
        intent: Intent | None = None
        if cell is not None and not self.spent:
            if self.chording:
                intent = Intent(Kind.CHORD, *cell)
                self.spent = True
            elif button == LEFT:
                chord = on_open_number and self.left_click_chords
                intent = Intent(Kind.CHORD if chord else Kind.REVEAL, *cell)
        if self.chording:
            self.spent = True
        if not self.held:
            self.chording = self.spent = False
        return intent

    def cancel(self) -> None:
        """Forget held buttons, as when the window loses the mouse."""
        self.held.clear()
        self.cell = None
        self.chording = self.spent = False

    def pressed_area(self) -> list[Cell]:
        """Cells to draw sunken now (the caller keeps only covered, unflagged ones)."""
        if self.cell is None or self.spent or not (self.held & {LEFT, MIDDLE}):
            return []
        x, y = self.cell
        if self.chording:
            return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
        return [self.cell]
