"""The rules of play: one game, driven only by actions, after Windows XP and GNOME Mines.

``Game.apply`` is the single way to change a game: it takes an ``Action``, asks ``check`` whether the move
is legal (raising ``IllegalMove`` with the reason, and changing nothing, when it is not), changes the board,
records the action and returns the rectangle a front end must redraw. Mines come from a ``MineSource`` at
the first reveal and time arrives inside each action, so a game's layout plus its action list rebuilds it
exactly: that is what resume, history and replays stand on. Front ends read a game through ``tile``,
``visible`` and the counters here and never touch its board.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import COUNT, FLAG, MINE, QUESTION, REVEALED, Board, Rect
from minesweeper.core.errors import IllegalMove, LayoutError
from minesweeper.core.generate import FixedMines, MineSource
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty
from minesweeper.core.view import PLAIN, Tile


class GameState(StrEnum):
    READY = "ready"  # nothing revealed yet: timer stopped, and random mines not laid
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


def _tile_of(value: int, state: GameState) -> Tile:
    """What one cell byte looks like to the player in a game in ``state``."""
    if value & REVEALED:
        return Tile.DETONATED if value & MINE else Tile(value & COUNT)
    over = state in (GameState.WON, GameState.LOST)
    if over and value & MINE:
        return Tile.FLAGGED_MINE if value & FLAG else Tile.MINE
    if value & FLAG:
        return Tile.WRONG_FLAG if state is GameState.LOST else Tile.FLAG
    return Tile.QUESTION if value & QUESTION else Tile.COVERED


# One translation table per state turns a whole row of cell bytes into tiles at C speed.
_TILES = {state: bytes(_tile_of(v, state) for v in range(256)) for state in GameState}
_PLAIN = bytes.maketrans(bytes(range(len(Tile))), "".join(PLAIN[t] for t in Tile).encode("ascii"))
_KEEP_MARKS = bytes(v & (FLAG | QUESTION) for v in range(256))


class Game:
    """One game of Minesweeper: board, counters, clock readings and the actions that made it."""

    def __init__(
        self,
        difficulty: Difficulty,
        mines: MineSource,
        *,
        question_marks: bool = False,
        opened: Iterable[tuple[int, int]] = (),
    ) -> None:
        """A new game whose mines ``mines`` lays at the first reveal; a puzzle on a fixed board may start with
        ``opened`` cells already open (the clock still waits for the player's first move)."""
        self.difficulty = difficulty
        self.question_marks = question_marks
        self.state = GameState.READY
        self.flags = 0
        self.covered_safe = difficulty.width * difficulty.height - difficulty.mines
        self.started_ms: int | None = None
        self.ended_ms: int | None = None
        self._board = Board(difficulty.width, difficulty.height)
        self._mines = mines
        self._layout: Layout | None = None  # known once the mines are laid; they never move after that
        self._actions: list[Action] = []
        self.opened_at_start: tuple[tuple[int, int], ...] = ()
        if mines.known is not None:  # a fixed board is laid at once: its first click lands where it lands
            self._lay_mines(mines.known)
        self._open_at_start(opened)

    def _open_at_start(self, opened: Iterable[tuple[int, int]]) -> None:
        cells = sorted(set(opened))
        if not cells:
            return
        layout = self._layout
        if layout is None:
            raise ValueError(  # i18n: fixed (a programming error)
                "only a game on a fixed board can start with cells open"
            )
        for x, y in cells:
            if not self.contains(x, y) or layout.has_mine(x, y):
                raise LayoutError(
                    _("the cell at ({x},{y}) cannot start open: it is off the board or a mine").format(x=x, y=y)
                )
            self.covered_safe -= self._board.open_cell(self._board.index(x, y))[0]
        if self.covered_safe == 0:
            raise LayoutError(_("a puzzle needs at least one safe cell left to open"))
        self.opened_at_start = tuple(cells)

    @classmethod
    def on_layout(
        cls,
        layout: Layout,
        *,
        difficulty: Difficulty | None = None,
        question_marks: bool = False,
        opened: Iterable[tuple[int, int]] = (),
    ) -> Game:
        """A game on fixed mines (a board file, a code, a puzzle): the first click is not moved."""
        if difficulty is None:
            difficulty = Difficulty.custom(layout.width, layout.height, layout.mine_count)
        elif (difficulty.width, difficulty.height, difficulty.mines) != (
            layout.width,
            layout.height,
            layout.mine_count,
        ):
            raise LayoutError(
                _("that layout does not match {level} ({size})").format(
                    level=_(difficulty.label), size=difficulty.summary
                )
            )
        return cls(difficulty, FixedMines(layout), question_marks=question_marks, opened=opened)

    def copy(self) -> Game:
        """An independent game in the same position (sharing the mine source): for what-if questions."""
        twin = Game.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin._board = self._board.copy()
        twin._actions = list(self._actions)
        return twin

    # ----------------------------------------------------------------- reading the game

    @property
    def width(self) -> int:
        return self.difficulty.width

    @property
    def height(self) -> int:
        return self.difficulty.height

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.difficulty.width and 0 <= y < self.difficulty.height

    @property
    def mine_source(self) -> MineSource:
        """Where the mines come from (a front end may get a no-guess board ready before the first reveal)."""
        return self._mines

    @property
    def no_guess(self) -> bool:
        """Whether the mines came from a source that promises a board solvable without guessing."""
        return self._mines.no_guess

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def layout(self) -> Layout | None:
        """Where the mines are, or None until the first reveal lays them (a fixed board knows at once)."""
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
        return Tile(_TILES[self.state][self._board.cells[self._board.index(x, y)]])

    def visible(self) -> bytes:
        """Every cell's ``Tile`` value, row-major: what the player sees, and all a solver may know."""
        return self._board.play_bytes(_TILES[self.state])

    def __str__(self) -> str:
        """The board in the ``--plain`` characters, one line per row: what text-based tests compare."""
        text, width = self.visible().translate(_PLAIN).decode("ascii"), self.width
        return "\n".join(text[start : start + width] for start in range(0, len(text), width))

    # ----------------------------------------------------------------- changing the game

    def check(self, action: Action) -> str | None:
        """Why ``action`` would be illegal now, in words for the player; None when it is a real move."""
        early = self._actions and action.t < self._actions[-1].t
        if early and not self.is_over and self.contains(action.x, action.y):
            return _("the move at {time} ms comes before the one at {before} ms").format(
                time=action.t, before=self._actions[-1].t
            )
        return self.refusal(action.kind, action.x, action.y)

    def refusal(self, kind: Kind, x: int, y: int) -> str | None:
        """Why a move of ``kind`` at (x, y) would change nothing now (the rules refuse it), in words for the player;
        None when it would change the game: what a front end may ask before it makes a move."""
        if self.is_over:
            return _("this game is over: start a new one")
        if not self.contains(x, y):
            return _("({x},{y}) is off the {width}×{height} board").format(
                x=x, y=y, width=self.width, height=self.height
            )
        index = self._board.index(x, y)
        value = self._board.cells[index]
        if kind is Kind.REVEAL:
            if value & REVEALED:
                return _("that cell is already open")
            if value & FLAG:
                return _("that cell is flagged: remove the flag first")
        elif kind is Kind.FLAG:
            if value & REVEALED:
                return _("an open cell cannot be flagged")
        else:
            return self._chord_problem(index)
        return None

    def _chord_problem(self, index: int) -> str | None:
        cells = self._board.cells
        value = cells[index]
        number = value & COUNT
        if not value & REVEALED or number == 0 or value & MINE:
            return _("chording works on an open number")
        around = self._board.around(index)
        flags = sum(1 for j in around if cells[j] & FLAG)
        if flags != number:
            return ngettext(
                "this {number} has {flags} flag around it; chording needs exactly {number}",
                "this {number} has {flags} flags around it; chording needs exactly {number}",
                flags,
            ).format(number=number, flags=flags)
        if all(cells[j] & (REVEALED | FLAG) for j in around):
            return _("everything around that number is already open or flagged")
        return None

    def apply(self, action: Action) -> Rect:
        """Carry out one action and record it; return the cells a front end must redraw."""
        problem = self.check(action)
        if problem is not None:
            raise IllegalMove(problem)
        index = self._board.index(action.x, action.y)
        if action.kind is Kind.FLAG:
            dirty = self._flag(index)
        else:
            self._start(action)
            if action.kind is Kind.REVEAL:
                dirty = self._open([index], action.t)
            else:
                around = self._board.around(index)
                dirty = self._open([j for j in around if not self._board.cells[j] & (REVEALED | FLAG)], action.t)
        self._actions.append(action)
        return dirty

    def _start(self, action: Action) -> None:
        """The first move that opens anything lays the mines (unless fixed) and starts the clock."""
        if self.state is GameState.READY:
            if self._layout is None:
                self._lay_mines(self._mines.layout_for(self.difficulty, action.x, action.y))
            self.state = GameState.PLAYING
            self.started_ms = action.t

    def _lay_mines(self, layout: Layout) -> None:
        """Build the board on the mine source's layout, keeping flags placed so far."""
        if (layout.width, layout.height, layout.mine_count) != (self.width, self.height, self.difficulty.mines):
            raise ValueError(  # i18n: fixed (a programming error)
                f"the mine source laid a {layout.width}×{layout.height} board with "
                f"{layout.mine_count} mines for {self.difficulty.summary}"
            )
        board = layout.build()
        if self._actions:  # flags or question marks placed before the first reveal stay where they were
            size = len(board.cells)
            marks = self._board.cells.translate(_KEEP_MARKS)
            merged = int.from_bytes(board.cells, "little") | int.from_bytes(marks, "little")
            board.cells = bytearray(merged.to_bytes(size, "little"))
        self._board, self._layout = board, layout

    def _flag(self, index: int) -> Rect:
        cells = self._board.cells
        value = cells[index]
        if value & FLAG:
            self.flags -= 1
            cells[index] = (value & ~FLAG) | (QUESTION if self.question_marks else 0)
        elif value & QUESTION:
            cells[index] = value & ~QUESTION
        else:
            self.flags += 1
            cells[index] = value | FLAG
        return self._board.rect_of(index)

    def _open(self, indices: list[int], t: int) -> Rect:
        """Open cells; any mine among them loses the game, otherwise check for the win."""
        board = self._board
        cells = board.cells
        mines = [i for i in indices if cells[i] & MINE]
        dirty = board.rect_of(indices[0])
        for i in indices:
            if not cells[i] & MINE:
                opened, rect = board.open_cell(i)
                self.covered_safe -= opened
                dirty = dirty.union(rect)
        if mines:
            for i in mines:
                cells[i] = (cells[i] | REVEALED) & ~QUESTION
            self._end(GameState.LOST, t)
            return board.whole()
        if self.covered_safe == 0:
            for i in board.mine_indices():
                cells[i] = (cells[i] | FLAG) & ~QUESTION
            self.flags = self.difficulty.mines
            self._end(GameState.WON, t)
            return board.whole()
        return dirty

    def _end(self, state: GameState, t: int) -> None:
        self.state = state
        self.ended_ms = t
