"""A finished game as a timeline a viewer can play, pause, step and seek: what was on screen at any moment.

A game is its layout and its timed moves, and the window also keeps the player's hand (``hand``), so the
picture at game-clock time ``t`` is the board after every move made at or before ``t``, the counter and
timer of that board, and the pointer where the hand last put it, with the buttons it held and the cells
those buttons sink (read by the window's own ``Pointer`` rules). A game with no hand (the text mode) gets
one made from its moves (``synthesize_hand``), so it replays move by move with the pointer on each move's
cell. Seeking must stay quick on any board without keeping a board per move: a copy of the game is kept
every ``every`` moves (fewer on big boards, so the copies stay within ``SNAPSHOT_BYTES``) and of the pointer
every ``POINTER_EVERY`` events; a seek backwards starts from the nearest copy before it and replays
forward, a seek forwards simply plays on. The timeline starts ``LEAD_MS`` before the player's first act,
so a replay neither opens on a long idle wait nor with its first move already made.

A ``Player`` plays the timeline as a viewer does: paused or playing at one of ``SPEEDS``, sought and stepped,
from the moment the game begins for the viewer (``game_begins``) to its end. It is the window's replay viewer's
transport, kept here with no window and no clock of its own (real time is handed in), so it is tested as it is.
"""

from __future__ import annotations

import copy
import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Final

from minesweeper.core.actions import Action
from minesweeper.core.board import Cell, Rect
from minesweeper.core.errors import MinesweeperError, RecordError
from minesweeper.core.game import Game
from minesweeper.core.hand import CELL_PX, HandEvent, HandKind, decode_hand, synthesize_hand
from minesweeper.core.language.translate import _
from minesweeper.core.pointer import HAND_BUTTONS, Pointer, hand_cell
from minesweeper.core.record import FinishedGame
from minesweeper.core.view import Tile

SNAPSHOT_BYTES: Final = 32 * 2**20  # the board copies of one replay take about this much at most
MIN_EVERY: Final = 32  # moves between board copies, at the least
POINTER_EVERY: Final = 256  # hand events between pointer copies
LEAD_MS: Final = 500
SINKS: Final = (Tile.COVERED, Tile.QUESTION)  # what a held button sinks, as in the window
SPEEDS: Final = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)  # the player's speeds, slowest first; 1 is the game's own pace


class Replay:
    """One finished game's timeline and the position it is at (``t``, ms on the game clock)."""

    def __init__(self, finished: FinishedGame) -> None:
        """Replay ``finished`` (one with its board: ``RecordError`` otherwise, or when its moves or hand are
        damaged); the position starts at ``start``."""
        record = finished.record
        if record.layout is None:
            raise RecordError(_("this game has no board to replay"))
        self.finished = finished
        self.actions: tuple[Action, ...] = record.actions
        self.recorded_hand = bool(finished.play.hand)
        try:
            self.hand = decode_hand(finished.play.hand) if self.recorded_hand else synthesize_hand(self.actions)
        except (MinesweeperError, ValueError) as error:
            raise RecordError(_("the recorded hand cannot be replayed: {error}").format(error=error)) from None
        self.width, self.height = record.difficulty.width, record.difficulty.height
        self._move_times = [a.t for a in self.actions]
        self._hand_times = [e.t for e in self.hand]
        first = min(self._move_times[:1] + self._hand_times[:1], default=0)
        self.start = max(0, first - LEAD_MS)
        self.end = max(self._move_times[-1:] + self._hand_times[-1:] + [self.start])
        self.every = max(MIN_EVERY, len(self.actions) * self.width * self.height // SNAPSHOT_BYTES)
        self._games = self._board_copies(record.replay(0))
        self._pointers = self._pointer_copies()
        self.game = self._games[0].copy()
        self.moves = 0  # how many moves ``game`` has had
        self.pointer = Pointer()
        self._fed = 0  # how many hand events ``pointer`` has followed
        self.t = self.start

    def _board_copies(self, game: Game) -> list[Game]:
        copies = [game.copy()]
        try:
            for number, action in enumerate(self.actions, start=1):
                game.apply(action)
                if number % self.every == 0:
                    copies.append(game.copy())
        except MinesweeperError as error:
            raise RecordError(
                _("move {number} ({action}) does not apply: {error}").format(number=number, action=action, error=error)
            ) from None
        return copies

    def _pointer_copies(self) -> list[Pointer]:
        pointer = Pointer()
        copies = [_copy(pointer)]
        for number, event in enumerate(self.hand, start=1):
            self._follow(pointer, event)
            if number % POINTER_EVERY == 0:
                copies.append(_copy(pointer))
        return copies

    def _follow(self, pointer: Pointer, event: HandEvent) -> None:
        cell = hand_cell(event, self.width, self.height)
        if event.kind is HandKind.MOVE:
            pointer.move(cell)
            return
        button, down = HAND_BUTTONS[event.kind]
        if down:
            pointer.press(button, cell)
        else:
            pointer.release(button, cell, on_open_number=False)  # what a release does is in the moves

    # ------------------------------------------------------------------ the board as a TileSource

    def tile(self, x: int, y: int) -> Tile:
        return self.game.tile(x, y)

    def visible(self) -> bytes:
        return self.game.visible()

    @property
    def duration(self) -> int:
        return self.end - self.start

    # ------------------------------------------------------------------ moving through time

    def seek(self, t: int, moves: int | None = None) -> Rect | None:
        """Go to time ``t`` (kept within the timeline); the cells whose tiles may have changed, or None.

        The board shows every move made at or before ``t``, unless ``moves`` asks for the instant of ``t`` just
        before a move made then (or a wasted click after one, which the review judges from the board before it):
        the board then has its first ``moves`` moves, never fewer than those made before ``t`` nor more than those
        made by then, and the hand is at ``t`` up to its first release then: its button still down on the cell it
        clicks (a keyboard game's whole gesture is at its move's time)."""
        self.t = max(self.start, min(self.end, t))
        fed = bisect_right(self._hand_times, self.t)
        made = bisect_right(self._move_times, self.t)
        if moves is not None:
            made = max(bisect_left(self._move_times, self.t), min(made, moves))
            fed = next(
                (
                    i
                    for i in range(bisect_left(self._hand_times, self.t), fed)
                    if not HAND_BUTTONS.get(self.hand[i].kind, (0, True))[1]
                ),
                fed,
            )
        self._pointer_to(fed)
        return self._board_to(made)

    def _board_to(self, moves: int) -> Rect | None:
        if moves == self.moves:
            return None
        dirty: Rect | None = None
        copy_at = moves // self.every
        if moves < self.moves or copy_at > self.moves // self.every:
            self.game, self.moves = self._games[copy_at].copy(), copy_at * self.every
            dirty = Rect(0, 0, self.width - 1, self.height - 1)
        for action in self.actions[self.moves : moves]:
            changed = self.game.apply(action)
            dirty = changed if dirty is None else dirty.union(changed)
        self.moves = moves
        return dirty

    def _pointer_to(self, events: int) -> None:
        copy_at = events // POINTER_EVERY
        if events < self._fed or copy_at > self._fed // POINTER_EVERY:
            self.pointer, self._fed = _copy(self._pointers[copy_at]), copy_at * POINTER_EVERY
        for event in self.hand[self._fed : events]:
            self._follow(self.pointer, event)
        self._fed = events

    def next_move(self) -> int | None:
        """The time of the first move after now, or None after the last."""
        index = bisect_right(self._move_times, self.t)
        return self._move_times[index] if index < len(self._move_times) else None

    def previous_move(self) -> int:
        """A time showing one move fewer than now (moves made in the same millisecond go together)."""
        if self.moves == 0:
            return self.start
        before = bisect_left(self._move_times, self._move_times[self.moves - 1])
        return self._move_times[before - 1] if before > 0 else self.start

    def next_change(self) -> int | None:
        """The first time after now when anything shown changes: a hand event, a move, or the timer's second."""
        running = self.game.started_ms is not None and not self.game.is_over
        times = [self.t + 1000 - self.timer_ms() % 1000] if running else []
        for found in (self._hand_times, self._move_times):
            index = bisect_right(found, self.t)
            if index < len(found):
                times.append(found[index])
        upcoming = [t for t in times if t <= self.end]
        return min(upcoming) if upcoming else None

    # ------------------------------------------------------------------ what the position shows

    def timer_ms(self) -> int:
        return self.game.elapsed_ms(self.t)

    @property
    def mines_left(self) -> int:
        return self.game.mines_left

    @property
    def point(self) -> tuple[int, int] | None:
        """Where the pointer is, in board pixels at zoom 1 (``CELL_PX`` a cell); None before the hand or
        while it is off the board."""
        if self._fed == 0:
            return None
        event = self.hand[self._fed - 1]
        on_board = event.x < self.width * CELL_PX and event.y < self.height * CELL_PX
        return (event.x, event.y) if on_board else None

    @property
    def held(self) -> frozenset[int]:
        """The mouse buttons held now (``pointer.LEFT``, ``MIDDLE``, ``RIGHT``)."""
        return frozenset(self.pointer.held)

    @property
    def holding(self) -> bool:
        """A button is held over the board and has not spent itself on a chord: the face says "oh"."""
        return self.pointer.holding and not self.game.is_over

    def sunk(self) -> list[Cell]:
        """The cells drawn pressed in: covered (or ``?``) cells under a held left or middle button, or the 3×3
        of a chord."""
        game = self.game
        if game.is_over:
            return []
        return [c for c in self.pointer.pressed_area() if game.contains(*c) and game.tile(*c) in SINKS]


def game_begins(replay: Replay, wasted: Sequence[Action]) -> int:
    """Where a viewer's timeline (and its seek bar) begins: ``LEAD_MS`` before the player's first act on the board
    (a move, a wasted click, a press on a cell), so a player who looked at the board a long while before the first
    click sees the moves spread over the bar rather than squeezed into its end. A flag placed before the first
    reveal is such an act: its moment and its tick stay on the bar; only the pointer idling before any act is left
    out (the replay's own timeline starts at the pointer's first stir)."""
    presses = (
        event.t
        for event in replay.hand
        if HAND_BUTTONS.get(event.kind, (0, False))[1] and hand_cell(event, replay.width, replay.height) is not None
    )
    first = min((*(action.t for action in replay.actions), *(click.t for click in wasted), *presses), default=None)
    return replay.start if first is None else max(replay.start, first - LEAD_MS)


class Player:
    """A replay played as a viewer plays it: from ``begin`` (``game_begins``) to the replay's end, paused or playing
    at one of ``SPEEDS``, sought anywhere in between. Real time comes in as ``now`` (ms on any steady clock), never
    read here. The cells the board changed in pile up in ``changed`` until the viewer takes them to repaint."""

    def __init__(self, replay: Replay, now: int) -> None:
        """Play ``replay`` from its game's beginning, paused, at the game's own pace."""
        self.replay = replay
        self.begin = game_begins(replay, replay.finished.play.wasted)
        self.playing = False
        self.changed: Rect | None = None
        self._speed = SPEEDS.index(1.0)
        self.seek(self.begin)
        self._anchor = (replay.t, now)  # replay time and real time when play last (re)started

    @property
    def speed(self) -> float:
        return SPEEDS[self._speed]

    def change_speed(self, steps: int) -> None:
        """The next speed up (``steps`` 1) or down (-1), holding at the fastest and the slowest; ``rebase`` after."""
        self._speed = max(0, min(len(SPEEDS) - 1, self._speed + steps))

    def seek(self, t: int, moves: int | None = None) -> None:
        """Go to ``t``, never before ``begin`` (with the board's first ``moves`` moves made, if given: see
        ``Replay.seek``); playing stops at the end."""
        changed = self.replay.seek(max(self.begin, t), moves)
        if changed is not None:
            self.changed = changed if self.changed is None else self.changed.union(changed)
        if self.replay.t >= self.replay.end:
            self.playing = False

    def take_changed(self) -> Rect | None:
        """The cells the board changed in since they were last taken."""
        changed, self.changed = self.changed, None
        return changed

    def toggle(self) -> bool:
        """Pause, or play on; at the end, play again from ``begin``: True when it went back there."""
        restart = not self.playing and self.replay.t >= self.replay.end
        if restart:
            self.seek(self.begin)
        self.playing = not self.playing
        return restart

    def rebase(self, now: int) -> None:
        """Play on from where the replay is now (after a seek, a step, a new speed, a pause in the viewer)."""
        self._anchor = (self.replay.t, now)

    def advance(self, now: int) -> None:
        """While playing, go where the replay has got to by real time ``now`` at the speed played."""
        if self.playing:
            self.seek(self._anchor[0] + round((now - self._anchor[1]) * self.speed))

    def wait_ms(self) -> int | None:
        """While playing, the real time until the next thing shown changes (a hand event, a move, the timer's
        second, the end) at the speed played; None while paused."""
        if not self.playing:
            return None
        upcoming = self.replay.next_change()
        return math.ceil(((self.replay.end if upcoming is None else upcoming) - self.replay.t) / self.speed)


def _copy(pointer: Pointer) -> Pointer:
    twin = copy.copy(pointer)
    twin.held = set(pointer.held)
    return twin
