"""The play screen's hands: mouse buttons and keys over the board, turned into moves and into what the
player sees while pressing (sunken cells, the keyboard cursor, the face thinking or pressed).

``Pointer`` decides what the mouse buttons mean and ``KeyPad`` what the move keys mean; ``Controls`` keeps
their state together with the cursor and the cells drawn sunken, marks what must be repainted on the
canvas, and hands each finished intent to the screen, which checks it against the game through the session.

Keyboard play is the way the handheld original plays: a move happens when its key is released. Arrows (or W A S D)
move the cursor at once and repeat while held. Space or Enter (open: reveal a covered cell, chord on a number) and F
(flag) only arm a move while held, and the face shows it is thinking; the move is made on release. Pressing a second
move key while one is held cancels both, as pressing both mouse buttons cancels a click: a fumbled key costs nothing.
``KeyPad`` only decides *what* was meant; the play screen checks it against the game.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Protocol

import pygame

from minesweeper.core.actions import Kind
from minesweeper.core.board import Cell, Rect
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.translate import _
from minesweeper.core.pointer import LEFT, MIDDLE, RIGHT, Intent, Pointer
from minesweeper.core.view import Tile
from minesweeper.gui.art.sheets import FaceSprite
from minesweeper.gui.geometry import cell_px
from minesweeper.gui.play.board_view import bounds
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.hand_recorder import HandRecorder
from minesweeper.gui.screen import Context
from minesweeper.speech import Urgency

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
    """The move a move key makes when it is released."""

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


ZOOM_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
WHEEL_CELLS = 3
NUMBERS = tuple(Tile(n) for n in range(1, 9))


class Perform(Protocol):
    """What makes a move: the flow's ``perform`` (``by_key``: the move came from a key, not the mouse)."""

    def __call__(self, intent: Intent, *, by_key: bool = False) -> None: ...


class Controls:
    """Mouse and keyboard over one game's board."""

    def __init__(
        self,
        ctx: Context,
        canvas: PlayCanvas,
        game: Callable[[], Game],
        hand: HandRecorder,
        *,
        perform: Perform,
        restart: Callable[[], None],
        zoomed: Callable[[], None],
    ) -> None:
        """``game`` reads the session's current game, the one the hands play."""
        self.ctx, self.canvas, self._game, self.hand = ctx, canvas, game, hand
        self.perform, self.restart, self.zoomed = perform, restart, zoomed
        self.pointer = Pointer(left_click_chords=ctx.settings.left_click_chord)
        self.keys = KeyPad()
        self.cursor: Cell = (self.game.width // 2, self.game.height // 2)
        self.pressed: list[Cell] = []
        self.face_down = False

    @property
    def game(self) -> Game:
        return self._game()

    def new_game(self) -> None:
        """A new game on the same screen: the cursor keeps its cell (if the board still has it)."""
        game = self.game
        self.cursor = (min(self.cursor[0], game.width - 1), min(self.cursor[1], game.height - 1))
        self.cancel()
        self.pressed = []

    def cancel(self) -> None:
        """Forget held buttons and keys: the window lost them, or the game ended."""
        self.pointer.cancel()
        self.keys.cancel()

    # ------------------------------------------------------------------ mouse

    def mouse_down(self, button: int, pos: tuple[int, int]) -> None:
        view = self.canvas.view
        if button == LEFT and view.layout.face.collidepoint(pos):
            self.face_down = True
            self.canvas.invalidate(Part.STATUS)
        elif button == LEFT and view.press_bar(pos):
            self.canvas.invalidate(Part.VIEW)
        elif not self.game.is_over and button in (LEFT, MIDDLE, RIGHT):
            self.show_cursor(False)
            self.hand.button(button, True, view, pos)
            self.act(self.pointer.press(button, view.cell_at(pos)))
            self.refresh_pressed()

    def mouse_move(self, pos: tuple[int, int]) -> None:
        view = self.canvas.view
        if view.drag_bar(pos):
            self.canvas.invalidate(Part.VIEW)
        if self.face_down:
            self.canvas.invalidate(Part.STATUS)
        self.hand.move(view, pos)
        if self.pointer.move(view.cell_at(pos)):
            self.refresh_pressed()

    def mouse_up(self, button: int, pos: tuple[int, int]) -> None:
        view = self.canvas.view
        if button == LEFT and self.face_down:
            self.face_down = False
            self.canvas.invalidate(Part.STATUS)
            if view.layout.face.collidepoint(pos):
                self.restart()
            return
        if button == LEFT and view.release_bar():
            return
        self.hand.button(button, False, view, pos)
        cell = view.cell_at(pos)
        on_number = cell is not None and self.game.tile(*cell) in NUMBERS
        self.act(self.pointer.release(button, cell, on_open_number=on_number))
        self.refresh_pressed()

    def mouse_left(self) -> None:
        self.pointer.cancel()
        self.face_down = False
        self.refresh_pressed()

    def wheel(self, dx: int, dy: int) -> None:
        mods = pygame.key.get_mods()
        if mods & pygame.KMOD_CTRL:
            if dy and self.canvas.zoom_in_place(1 if dy > 0 else -1, self.ctx.mouse_pos()):
                self.zoomed()
            return
        if mods & pygame.KMOD_SHIFT:
            dx, dy = -dy, 0
        step = WHEEL_CELLS * self.canvas.view.cell
        if self.canvas.view.scroll_by(dx * step, -dy * step):
            self.canvas.invalidate(Part.VIEW)

    # ------------------------------------------------------------------ keyboard

    def key_down(self, key: int) -> None:
        if key in ZOOM_KEYS:
            before = self.canvas.layout.zoom
            self.canvas.zoom_step(ZOOM_KEYS[key])
            self.zoomed()
            zoom = self.canvas.layout.zoom
            if zoom != before:
                said = _("Zoom {zoom}: {px}-pixel cells")
            elif ZOOM_KEYS[key] > 0:
                said = _("Zoom {zoom}, the largest: {px}-pixel cells")
            else:
                said = _("Zoom {zoom}, the smallest: {px}-pixel cells")
            self.ctx.speech.say(said.format(zoom=zoom, px=cell_px(zoom)), Urgency.ANSWER)
        elif self.game.is_over:
            return
        elif key in MOVES:
            self.move_cursor(*MOVES[key])
        elif self.keys.press(key):
            self.show_cursor(True)
            self.canvas.invalidate(Part.STATUS)

    def key_up(self, key: int) -> None:
        move = self.keys.release(key)
        self.canvas.invalidate(Part.STATUS)
        if move is None or self.game.is_over:
            return
        x, y = self.cursor
        opens = Kind.CHORD if self.game.tile(x, y).is_open else Kind.REVEAL
        kind = Kind.FLAG if move is KeyMove.FLAG else opens
        if self.game.refusal(kind, x, y) is None:  # a key that changes nothing is no click: nothing of it is kept
            self.hand.gesture(kind, x, y)
        self.perform(Intent(kind, x, y), by_key=True)

    def move_cursor(self, dx: int, dy: int) -> None:
        x, y = self.cursor
        self.show_cursor(False)
        self.cursor = (max(0, min(self.game.width - 1, x + dx)), max(0, min(self.game.height - 1, y + dy)))
        self.show_cursor(True)
        if self.canvas.view.ensure_visible(self.cursor):
            self.canvas.invalidate(Part.VIEW)

    def show_cursor(self, shown: bool) -> None:
        """The cursor keeps its cell whether shown or not; keys show it, the mouse hides it."""
        view = self.canvas.view
        for cell in {view.cursor, self.cursor if shown else None} - {None}:
            assert cell is not None
            self.canvas.mark(Rect(cell[0], cell[1], cell[0], cell[1]))
        view.cursor = self.cursor if shown else None

    # ------------------------------------------------------------------ what the player sees while pressing

    def act(self, intent: Intent | None) -> None:
        if intent is not None and not self.game.is_over:
            self.perform(intent)

    def refresh_pressed(self) -> None:
        """Sink the cells under held buttons (covered and question-marked ones only), redraw what moved."""
        keep = (Tile.COVERED, Tile.QUESTION)
        game = self.game
        now = [c for c in self.pointer.pressed_area() if game.contains(*c) and game.tile(*c) in keep]
        if now != self.pressed:
            area = bounds([*self.pressed, *now])
            if area is not None:
                self.canvas.mark(area)
            self.pressed = now
        self.canvas.invalidate(Part.STATUS)

    def face(self) -> FaceSprite:
        if self.face_down and self.canvas.view.layout.face.collidepoint(self.ctx.mouse_pos()):
            return FaceSprite.SMILE_PRESSED  # in every state: the face is a button, and a button sinks
        if self.game.state is GameState.LOST:
            return FaceSprite.DEAD
        if self.game.state is GameState.WON:
            return FaceSprite.COOL
        thinking = (self.pointer.holding and not self.face_down) or self.keys.holding
        return FaceSprite.OH if thinking else FaceSprite.SMILE
