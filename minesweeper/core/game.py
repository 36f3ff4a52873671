"""The rules of play: one game, driven only by actions, after Windows XP and GNOME Mines.

``Game.apply`` is the single entry point: it takes an ``Action``, changes the board, records the action and
returns the rectangle a front end must redraw, or raises ``IllegalMove`` (and changes nothing) when the
action would do nothing. Because time arrives inside each action and mines come from a passed-in
``random.Random``, a game's layout plus its action list rebuilds it exactly: that is what resume and replays
stand on. Imports nothing outside the standard library and the core: no pygame, no disk, no clock.
"""

from __future__ import annotations

import random
from enum import StrEnum

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import COUNT, FLAG, MINE, QUESTION, REVEALED, Board, Rect
from minesweeper.core.errors import IllegalMove, LayoutError
from minesweeper.core.generate import check_mine_count, lay_mines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty
from minesweeper.core.view import PLAIN, Tile


class GameState(StrEnum):
    READY = "ready"  # nothing revealed yet: no mines laid (unless the layout was fixed), timer stopped
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Game:
    """One game of Minesweeper: board, counters, clock readings and the actions that made it."""

    def __init__(self, difficulty: Difficulty, rng: random.Random | None, *, question_marks: bool = False,
                 layout: Layout | None = None) -> None:
        """A new game whose mines ``rng`` lays at the first reveal, clear of that cell; or, with ``layout``
        (and no rng), a game on those fixed mines."""
        if (rng is None) == (layout is None):
            raise LayoutError("a game needs exactly one of a random generator and a fixed layout")
        check_mine_count(difficulty.width, difficulty.height, difficulty.mines)
        self.difficulty = difficulty
        self.question_marks = question_marks
        self.board = layout.build() if layout is not None else Board(difficulty.width, difficulty.height)
        self.state = GameState.READY
        self.flags = 0
        self.covered_safe = difficulty.width * difficulty.height - difficulty.mines
        self.started_ms: int | None = None
        self.ended_ms: int | None = None
        self._rng = rng  # set until the mines are laid
        self._layout = layout  # known once mines are laid; they never move after that
        self._actions: list[Action] = []

    @classmethod
    def from_layout(cls, layout: Layout, *, difficulty: Difficulty | None = None,
                    question_marks: bool = False) -> Game:
        """A game on fixed mines: the first click is not moved, exactly as the layout says."""
        if difficulty is None:
            difficulty = Difficulty.custom(layout.width, layout.height, len(layout.mines))
        elif (difficulty.width, difficulty.height, difficulty.mines) != (
                layout.width, layout.height, len(layout.mines)):
            raise LayoutError(f"that layout is not a {difficulty.label} board ({difficulty.summary})")
        return cls(difficulty, None, question_marks=question_marks, layout=layout)

    # ----------------------------------------------------------------- reading the game

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def layout(self) -> Layout | None:
        """Where the mines are, or None while a random game has not laid them yet."""
        return self._layout

    @property
    def mines_left(self) -> int:
        """The classic counter: mines minus flags, negative when over-flagged, 0 after a win."""
        return self.difficulty.mines - self.flags

    @property
    def is_over(self) -> bool:
        return self.state in (GameState.WON, GameState.LOST)

    def elapsed_ms(self, now_ms: int) -> int:
        """Time played as of ``now_ms`` on the game clock: zero before the first reveal, frozen at the end."""
        if self.started_ms is None:
            return 0
        end = self.ended_ms if self.ended_ms is not None else now_ms
        return max(0, end - self.started_ms)

    def tile(self, x: int, y: int) -> Tile:
        value = self.board.cells[self.board.index(x, y)]
        if value & REVEALED:
            return Tile.DETONATED if value & MINE else Tile(value & COUNT)
        if self.is_over and value & MINE:
            return Tile.FLAGGED_MINE if value & FLAG else Tile.MINE
        if value & FLAG:
            return Tile.WRONG_FLAG if self.state is GameState.LOST else Tile.FLAG
        return Tile.QUESTION if value & QUESTION else Tile.COVERED

    def __str__(self) -> str:
        """The board in the ``--plain`` characters, one line per row: what text-based tests compare."""
        width, height = self.board.width, self.board.height
        return "\n".join("".join(PLAIN[self.tile(x, y)] for x in range(width)) for y in range(height))

    # ----------------------------------------------------------------- changing the game

    def apply(self, action: Action) -> Rect:
        """Carry out one action and record it; return the cells a front end must redraw."""
        if self.is_over:
            raise IllegalMove("this game is over: start a new one")
        if not self.board.contains(action.x, action.y):
            raise IllegalMove(f"({action.x},{action.y}) is off the {self.board.width}×{self.board.height} board")
        index = self.board.index(action.x, action.y)
        if action.kind is Kind.REVEAL:
            dirty = self._reveal(index, action)
        elif action.kind is Kind.FLAG:
            dirty = self._flag(index)
        else:
            dirty = self._chord(index, action)
        self._actions.append(action)
        return dirty

    def _reveal(self, index: int, action: Action) -> Rect:
        value = self.board.cells[index]
        if value & REVEALED:
            raise IllegalMove("that cell is already open")
        if value & FLAG:
            raise IllegalMove("that cell is flagged: remove the flag first")
        if self.state is GameState.READY:
            if self._rng is not None:
                lay_mines(self.board, self.difficulty.mines, action.x, action.y, self._rng)
                self._rng = None
                self._layout = Layout.of_board(self.board)
            self.state = GameState.PLAYING
            self.started_ms = action.t
        return self._open([index], action.t)

    def _flag(self, index: int) -> Rect:
        cells = self.board.cells
        value = cells[index]
        if value & REVEALED:
            raise IllegalMove("an open cell cannot be flagged")
        if value & FLAG:
            self.flags -= 1
            cells[index] = (value & ~FLAG) | (QUESTION if self.question_marks else 0)
        elif value & QUESTION:
            cells[index] = value & ~QUESTION
        else:
            self.flags += 1
            cells[index] = value | FLAG
        return self.board.rect_of(index)

    def _chord(self, index: int, action: Action) -> Rect:
        cells = self.board.cells
        value = cells[index]
        number = value & COUNT
        if not value & REVEALED or number == 0:
            raise IllegalMove("chording works on an open number")
        around = self.board.around(index)
        flags = sum(1 for j in around if cells[j] & FLAG)
        if flags != number:
            raise IllegalMove(f"this {number} has {flags} flag{'s' * (flags != 1)} around it; "
                              f"chording needs exactly {number}")
        targets = [j for j in around if not cells[j] & (REVEALED | FLAG)]
        if not targets:
            raise IllegalMove("everything around that number is already open or flagged")
        return self._open(targets, action.t)

    def _open(self, indices: list[int], t: int) -> Rect:
        """Open cells; any mine among them loses the game, otherwise check for the win."""
        cells = self.board.cells
        mines = [i for i in indices if cells[i] & MINE]
        dirty = self.board.rect_of(indices[0])
        for i in indices:
            if not cells[i] & MINE:
                opened, rect = self.board.open_cell(i)
                self.covered_safe -= opened
                dirty = dirty.union(rect)
        if mines:
            for i in mines:
                cells[i] = (cells[i] | REVEALED) & ~QUESTION
            self._end(GameState.LOST, t)
            return self.board.whole()
        if self.covered_safe == 0:
            for i in self.board.mine_indices():
                cells[i] = (cells[i] | FLAG) & ~QUESTION
            self.flags = self.difficulty.mines
            self._end(GameState.WON, t)
            return self.board.whole()
        return dirty

    def _end(self, state: GameState, t: int) -> None:
        self.state = state
        self.ended_ms = t
