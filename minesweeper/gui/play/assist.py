"""The solver at the play screen's side: hints, the probability view, the verdict on a loss, and no-guess
boards found while the first button is held.

Everything the solver does here runs as a background ``Task`` on a snapshot of the game, so the window keeps
answering on any board; the screen asks for ticks while one runs and ``poll`` hands over what finished. A
hint or the probability view marks the game *assisted* (never among the best times), and the marks are
drawn over the tiles by the board view. With no-guess boards on, pressing a button on the untouched board
starts the search for that first cell, so most of it is done by the release; a release before it is done
waits for it, with a message, and a search that runs out of time says so and offers a normal board.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from minesweeper.core.actions import Kind
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.game import Game, GameState
from minesweeper.core.pointer import Intent
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.play.canvas import PlayCanvas
from minesweeper.gui.play.marks import BoardMarks, Outline

if TYPE_CHECKING:  # the solver is loaded when first asked for, not before a game's first frame
    from minesweeper.core.solver.analysis import Analysis
    from minesweeper.core.solver.assist import Verdict
    from minesweeper.core.solver.noguess import NoGuessMines
    from minesweeper.session import Session

HINT_BUDGET_S = 5.0
CHANCES_BUDGET_S = 10.0
VERDICT_BUDGET_S = 10.0
NO_GUESS_BUDGET_S = 5.0
SEARCHING = "Finding a board that needs no guessing..."
NOT_FOUND = (f"No board that needs no guessing turned up in {NO_GUESS_BUDGET_S:g} s (too dense?): press N to play "
             "a normal board from this click")


def no_guess_source(rng: random.Random) -> NoGuessMines:
    """A no-guess game's mine source for the window: a generator of its own, so its worker never shares the
    app's, and no search of its own (always "cancelled"): boards are only ever searched for by a background
    task, so a first reveal can never stall the event loop."""
    from minesweeper.core.solver.noguess import NoGuessMines

    return NoGuessMines(random.Random(rng.getrandbits(64)), cancelled=lambda: True)


class Assistant:
    """The solver's tasks for one play screen, and the marks and messages they produce."""

    def __init__(self, canvas: PlayCanvas, session: Session) -> None:
        self.canvas, self.session = canvas, session
        self.marks = canvas.view.marks = BoardMarks(canvas.ctx.colours)
        self.tasks: dict[str, Task[Any]] = {}
        self.analysis: Analysis | None = None
        self.chances_on = False
        self.pending: Intent | None = None  # a first reveal waiting for its no-guess board
        self.offer: Intent | None = None  # a first reveal whose no-guess search ran out of time
        self.verdict: Verdict | None = None

    @property
    def game(self) -> Game:
        assert self.session.game is not None
        return self.session.game

    def next_tick_ms(self) -> int | None:
        return POLL_MS if self.tasks else None

    def _start(self, name: str, work: Callable[[Callable[[], bool]], Any], budget_s: float) -> None:
        if name in self.tasks:
            self.tasks[name].cancel()
        self.tasks[name] = Task(work, budget_s=budget_s)

    def stop(self) -> None:
        """A new game or the screen left: drop every task and mark."""
        for task in self.tasks.values():
            task.cancel()
        self.tasks.clear()
        self.pending, self.offer, self.verdict, self.analysis = None, None, None, None
        self.marks.chance = None
        self.set_outline(None)

    def set_outline(self, outline: Outline | None) -> None:
        """Point at a cell (None: stop pointing), scrolling it into view; both old and new cells repainted."""
        old = self.marks.cells()
        if old is not None:
            self.canvas.mark(old)
        self.marks.outline = outline
        new = self.marks.cells()
        if new is not None:
            self.canvas.mark(new)
        if outline is not None and self.canvas.view.ensure_visible(outline.cell):
            self.canvas.mark_view()

    # ------------------------------------------------------------------ asking

    def ask_hint(self) -> str:
        """Start a hint; the message to show meanwhile."""
        from minesweeper.core.solver.assist import hint

        game = self.game
        self.session.mark_assisted()
        snapshot = game.copy()
        self._start("hint", lambda cancelled: hint(snapshot, cancelled=cancelled), HINT_BUDGET_S)
        return "Thinking..."

    def toggle_chances(self) -> str:
        self.chances_on = not self.chances_on
        if not self.chances_on:
            self.tasks.pop("chances", None)
            self.analysis = self.marks.chance = None
            self.canvas.mark_view()
            return "Mine chances hidden"
        self.session.mark_assisted()
        self.moved()
        return "Working out every cell's mine chance..."

    def moved(self) -> None:
        """The board changed: the hint's outline is stale, and the probability view is worked out again."""
        self.set_outline(None)
        self.tasks.pop("hint", None)
        if self.chances_on and self.game.state is GameState.PLAYING:
            from minesweeper.core.solver.assist import analysis_of

            snapshot = self.game.copy()
            self._start("chances", lambda cancelled: analysis_of(snapshot, cancelled=cancelled), CHANCES_BUDGET_S)
        elif self.chances_on:
            self.analysis = self.marks.chance = None
            self.canvas.mark_view()

    def judge(self) -> None:
        """The game was lost: work out whether the fatal click was forced."""
        from minesweeper.core.record import GameRecord
        from minesweeper.core.solver.assist import verdict

        record = GameRecord.of(self.game)
        self._start("verdict", lambda cancelled: verdict(record, cancelled=cancelled), VERDICT_BUDGET_S)

    def chance_text(self, cell: tuple[int, int] | None) -> str | None:
        """The exact mine chance of the cell under the pointer or cursor, for the message bar."""
        if cell is None or self.analysis is None or not self.chances_on:
            return None
        from minesweeper.core.solver.analysis import cell_name
        from minesweeper.core.solver.assist import percent

        if self.game.tile(*cell).is_open:
            return f"{cell_name(*cell)}: open"
        return f"{cell_name(*cell)}: {percent(self.analysis.probability(*cell))} chance of a mine"

    # ------------------------------------------------------------------ no-guess boards

    def _searcher(self) -> NoGuessMines | None:
        """The mine source that must find the board, while a no-guess game's board is still untouched."""
        if self.game.state is not GameState.READY or not self.game.no_guess:
            return None
        from minesweeper.core.solver.noguess import NoGuessMines

        source = self.game.mine_source
        return source if isinstance(source, NoGuessMines) else None

    def prepare_first(self, cell: tuple[int, int] | None) -> None:
        """A button went down on the untouched board: start finding the no-guess board for that cell."""
        source = self._searcher()
        if cell is None or source is None:
            return
        difficulty = self.game.difficulty
        self._start("board", lambda cancelled: source.prepare(difficulty, *cell, cancelled=cancelled),
                    NO_GUESS_BUDGET_S)

    def hold_first(self, intent: Intent) -> bool:
        """True when a first reveal must wait for its no-guess board (the screen shows ``SEARCHING``)."""
        source = self._searcher()
        if source is None or intent.kind is Kind.FLAG or source.ready(self.game.difficulty, intent.x, intent.y):
            return False
        running = self.tasks.get("board")
        if running is None or running.done:
            self.prepare_first((intent.x, intent.y))
        self.pending = intent
        return True

    # ------------------------------------------------------------------ results

    def poll(self) -> tuple[str | None, Intent | None]:
        """Take what finished: a message to show (or None), and a held first reveal now ready to make."""
        message: str | None = None
        release: Intent | None = None
        for name, task in list(self.tasks.items()):
            if not task.done:
                continue
            del self.tasks[name]
            from minesweeper.core.solver.analysis import Cancelled
            from minesweeper.core.solver.assist import Hint, Verdict

            try:
                value = task.result()
            except Cancelled:
                message = "The solver ran out of time on this board" if name != "board" else None
                value = None
            except MinesweeperError as error:
                message, value = str(error), None
            if name == "hint" and isinstance(value, Hint):
                message = value.text
                self.set_outline(None if value.cell is None else Outline(value.cell, value.mine, value.sources))
            elif name == "chances" and value is not None:
                self.analysis = value
                self.marks.chance = value.probability
                self.canvas.mark_view()
                message = "Mine chances shown: point at a cell for its figure" if message is None else message
            elif name == "verdict" and isinstance(value, Verdict):
                self.verdict = value
                message = value.text
                if value.safe_cell is not None:
                    self.set_outline(Outline(value.safe_cell, False, value.sources))
            elif name == "board" and self.pending is not None:
                if value:
                    release = self.pending
                else:
                    self.offer = self.pending
                    message = NOT_FOUND
                self.pending = None
        return message, release

