"""Records the player's hand while a game is played in the window, into the session's play log.

A replay that shows the pointer, and an EVF export that competitive tools can analyse, need the mouse itself,
not just the moves: every press and release on the board, and the pointer's path between them. Moves are
kept only when the pointer reaches a new board pixel and at most one per ``MIN_MOVE_MS`` (about 100 a
second), so an hour's game stays a few hundred kilobytes at most. Positions are board pixels at zoom 1, so a
hand replays the same at any zoom or scroll; times are the session's game clock, the clock the moves carry.
Keys have no pointer: a keyboard move is recorded as the mouse gesture that means the same at the cell's
centre (``action_gesture``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from minesweeper.core.actions import Action, Kind
from minesweeper.core.hand import HandEvent, HandKind, action_gesture, hand_point
from minesweeper.core.pointer import LEFT, MIDDLE, RIGHT

if TYPE_CHECKING:
    from minesweeper.gui.play.board_view import BoardView
    from minesweeper.session import Session

MIN_MOVE_MS = 10
_BUTTONS = {
    LEFT: (HandKind.LEFT_DOWN, HandKind.LEFT_UP),
    RIGHT: (HandKind.RIGHT_DOWN, HandKind.RIGHT_UP),
    MIDDLE: (HandKind.MIDDLE_DOWN, HandKind.MIDDLE_UP),
}


class HandRecorder:
    """Turns window pointer events into ``HandEvent``s on the current game of ``session``."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._last_move_ms = -MIN_MOVE_MS
        self._last_point: tuple[int, int] | None = None

    @property
    def recording(self) -> bool:
        """Only a game still being played gathers a hand; the board after the end is just looked at."""
        game = self.session.game
        return game is not None and not game.is_over

    def _point(self, view: BoardView, pos: tuple[int, int]) -> tuple[int, int]:
        game = self.session.game
        assert game is not None
        x, y = view.board_point(pos) or (-1, -1)
        return hand_point(x, y, game.width, game.height)

    def _add(self, event: HandEvent) -> None:
        self.session.record_hand(event)
        self._last_point = (event.x, event.y)

    def move(self, view: BoardView, pos: tuple[int, int]) -> None:
        if not self.recording:
            return
        point, t = self._point(view, pos), self.session.clock_ms()
        if point != self._last_point and t - self._last_move_ms >= MIN_MOVE_MS:
            self._last_move_ms = t
            self._add(HandEvent(t, HandKind.MOVE, *point))

    def button(self, button: int, down: bool, view: BoardView, pos: tuple[int, int]) -> None:
        """A press (``down``) or release of a mouse button over the board's part of the window."""
        if self.recording and button in _BUTTONS:
            self._add(HandEvent(self.session.clock_ms(), _BUTTONS[button][not down], *self._point(view, pos)))

    def gesture(self, kind: Kind, x: int, y: int) -> None:
        """A keyboard move, as the clicks at the cell's centre that would have made it."""
        if self.recording:
            for event in action_gesture(Action(kind, x, y, self.session.clock_ms()), self._last_point):
                self._add(event)
