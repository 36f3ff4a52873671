"""The solver at the play screen's side: hints, the probability view, the verdict on a loss, the review of every
move when a game ends, and no-guess boards found while the first button is held.

Everything the solver does here runs as a background ``Task`` on a snapshot of the game, so the window keeps
answering on any board; the screen asks for ticks while one runs and ``poll`` hands over what finished. A
hint that names a cell, or the probability view, marks the game *assisted* (never among the best times), and
the marks are drawn over the tiles by the board view. A hint proven by a chain is walked through one step at a time
as H is pressed again, each step's numbers and cells marked in turn. With no-guess boards on, pressing a button on
the untouched board starts the search for that first cell, so most of it is done by the release; a release before it
is done waits for it, with a message, and a search that runs out of time says so and offers a normal board.

Each kind of work (hint, chances, verdict, review, board) has a typed ``Slot`` holding at most one task: a newer task
cancels the older, whose answer is then never read. A no-guess search only *returns* its board; ``poll``
installs it on this thread, so a cancelled search that finishes late can never replace the board of a later
press.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from minesweeper.core.actions import Kind
from minesweeper.core.board import Cell
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.figure_text import count
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.translate import N_, _
from minesweeper.core.pointer import Intent
from minesweeper.gui.platform.background import POLL_MS, Task
from minesweeper.gui.play.canvas import Part, PlayCanvas
from minesweeper.gui.play.marks import BoardMarks
from minesweeper.gui.play.outline import Outline

if TYPE_CHECKING:  # the solver is loaded when first asked for, not before a game's first frame
    from minesweeper.core.layout import Layout
    from minesweeper.core.presets import Difficulty
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.advice import Advice
    from minesweeper.core.solver.analysis import Analysis
    from minesweeper.core.solver.judge import Verdict
    from minesweeper.core.solver.noguess import NoGuessMines
    from minesweeper.session import Session

T = TypeVar("T")
HINT_BUDGET_S = 5.0
CHANCES_BUDGET_S = 10.0
NO_GUESS_BUDGET_S = 5.0
SEARCHING = N_("Finding a board that needs no guessing...")  # shown translated, as every sentence kept here


def not_found(difficulty: Difficulty) -> str:
    """The give-up of a no-guess search that ran out of time: why, in words that fit the board, and the way on."""
    from minesweeper.core.language.people import number
    from minesweeper.core.solver.noguess import why_none_found

    # Translators: {seconds} is how long the search took; {why} why none was found, a phrase of its own; N is the key.
    gave_up = _(
        "No board that needs no guessing turned up in {seconds} s ({why}): press N to play a normal board from this "
        "click"
    )
    return gave_up.format(seconds=number(f"{NO_GUESS_BUDGET_S:g}"), why=why_none_found(difficulty))


OUT_OF_TIME = N_("The solver ran out of time on this board")
STEP_BY_STEP = N_("H again: step by step.")  # before a hint proven by a chain, which H then walks through
THINKING = N_("Thinking...")  # while a hint is worked out
CHANCES_HIDDEN = N_("Mine chances hidden")
WORKING_OUT_CHANCES = N_("Working out every cell's mine chance...")


def no_guess_source(rng: random.Random) -> NoGuessMines:
    """A no-guess game's mine source for the window: a generator of its own, so its worker never shares the
    app's, and no search of its own (always "cancelled"): boards are only ever searched for by a background
    task, so a first reveal can never stall the event loop."""
    from minesweeper.core.solver.noguess import NoGuessMines

    return NoGuessMines(random.Random(rng.getrandbits(64)), cancelled=lambda: True)


class Slot(Generic[T]):
    """One kind of solver work: at most one task at a time. A new one cancels the one before, whose answer is
    then never read, so work that was asked for no longer can never reach the screen."""

    def __init__(self) -> None:
        self._task: Task[T] | None = None

    @property
    def busy(self) -> bool:
        """A task was started and its answer not yet taken."""
        return self._task is not None

    def start(self, work: Callable[[Callable[[], bool]], T], budget_s: float) -> None:
        self.drop()
        self._task = Task(work, budget_s=budget_s)

    def drop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wait(self, timeout_s: float) -> bool:
        """Block until the task (if any) ends: for tests, which must have the answer now."""
        return self._task is None or self._task.wait(timeout_s)

    def take(self, out_of_time: str | None) -> tuple[T | None, str | None] | None:
        """A finished task's answer (None if it failed) and what to say of a failure (``out_of_time`` when its
        budget ran out); None while the task runs or when there is none."""
        task = self._task
        if task is None or not task.done:
            return None
        self._task = None
        from minesweeper.core.solver.counting import Cancelled

        try:
            return task.result(), None
        except Cancelled:
            return None, out_of_time
        except MinesweeperError as error:
            return None, str(error)


class Shading:
    """The probability view of one position at a time, the play screen's and the replay viewer's: every covered cell's
    mine chance worked out on a worker thread (a newer position cancelling the older), then shaded on the board's
    marks (``BoardMarks.chance``)."""

    def __init__(self, canvas: PlayCanvas, marks: BoardMarks) -> None:
        self.canvas, self.marks = canvas, marks
        self.slot: Slot[Analysis] = Slot()
        self.analysis: Analysis | None = None  # the chances shaded now

    def show(self, game: Game) -> None:
        """Work out the chances of ``game`` as it is now (the shading shown stays until they are taken)."""
        from minesweeper.core.solver.advice import analysis_of

        snapshot = game.copy()
        self.slot.start(lambda cancelled: analysis_of(snapshot, cancelled=cancelled), CHANCES_BUDGET_S)

    def hide(self) -> None:
        """No chances shaded, and none being worked out."""
        self.slot.drop()
        self.analysis = self.marks.chance = None
        self.canvas.invalidate(Part.VIEW)

    def take(self) -> Analysis | str | None:
        """The chances worked out, now shaded; or why there are none (a sentence); None while they are being worked
        out, or when none were asked for."""
        answer = self.slot.take(_(OUT_OF_TIME))
        if answer is None:
            return None
        analysis, message = answer
        if analysis is None:
            return message or _(OUT_OF_TIME)
        self.analysis = analysis
        self.marks.chance = analysis.probability
        self.canvas.invalidate(Part.VIEW)
        return analysis


class Assistant:
    """The solver's tasks for one play screen, and the marks and messages they produce."""

    def __init__(self, canvas: PlayCanvas, session: Session, game: Callable[[], Game]) -> None:
        """``game`` reads the session's current game (the one this assistant helps with, whichever it is)."""
        self.canvas, self.session, self._game = canvas, session, game
        self.marks = canvas.view.marks = BoardMarks(canvas.ctx.colours)
        self.hinting: Slot[Advice] = Slot()
        self.shading = Shading(canvas, self.marks)
        self.searching: Slot[Layout | None] = Slot()
        self._search_for: Cell | None = None  # the first cell the running no-guess search is for
        self.chances_on = False
        self.pending: Intent | None = None  # a first reveal waiting for its no-guess board
        # When that reveal was made, on the game clock: it is made at that moment once the board is there, so the wait
        # for the board counts in neither the game's time nor its EVF file's (whose time runs from that release).
        self.held_at = 0
        self.offer: Intent | None = None  # a first reveal whose no-guess search ran out of time
        self._verdict_shown = ""  # the game whose verdict has been outlined and said
        self.shown: Advice | None = None  # the hint on show, while its marks stay
        self.chain_step: int | None = None  # the step of the hint's chain on show (None: the whole hint)

    @property
    def game(self) -> Game:
        return self._game()

    @property
    def _slots(self) -> tuple[Slot[Advice], Slot[Analysis], Slot[Layout | None]]:
        return self.hinting, self.shading.slot, self.searching

    def next_tick_ms(self) -> int | None:
        return POLL_MS if any(slot.busy for slot in self._slots) else None

    def wait(self, timeout_s: float) -> bool:
        """Block until every task has ended (tests); True if they all did in time."""
        return all(slot.wait(timeout_s) for slot in self._slots)

    def stop(self) -> None:
        """A new game or the screen left: drop every task and mark."""
        for slot in self._slots:
            slot.drop()
        self._search_for = None
        self.pending, self.offer = None, None
        self.shading.analysis = self.marks.chance = None
        self.set_outline(None)

    def set_outline(self, outline: Outline | None) -> None:
        """Point at a cell (None: stop pointing), scrolling it into view; both old and new cells repainted. The hint
        on show, if any, is no longer: whatever points next has its own marks."""
        self.shown, self.chain_step = None, None
        self.canvas.set_outline(outline)

    # ------------------------------------------------------------------ asking

    def ask_hint(self) -> str:
        """Start a hint; the message to show meanwhile. While a hint proven by a chain is on show, H walks through
        its steps instead, one at a time, then back to the whole hint (``next_step``)."""
        if self.shown is not None and self.shown.chained:
            return self.next_step(self.shown)
        from minesweeper.core.solver.advice import advise

        snapshot = self.game.copy()
        self.hinting.start(lambda cancelled: advise(snapshot, cancelled=cancelled), HINT_BUDGET_S)
        return _(THINKING)

    def next_step(self, hint: Advice) -> str:
        """The chain's next step on show: its words, and on the board the number (or numbers) that takes it, the cells
        established before it that it counts and the cells it finds, mines in "alert" and safe cells in "good"
        corners; a step by the mine count frames the covered cells it counts as not yet decided thinly, as it does its
        numbers. After the last step, the whole hint again."""
        reason = hint.reason
        assert reason is not None and hint.cell is not None
        step = 0 if self.chain_step is None else self.chain_step + 1
        if step == len(reason.chain):
            self._show_hint(hint)
            return self._hint_words(hint)
        taken = reason.chain[step]
        mines, safe = taken.mines, taken.safe
        if taken.finds_mines:
            mines += taken.found
        else:
            safe += taken.found
        mines, safe = (tuple(c for c in cells if c != hint.cell) for cells in (mines, safe))  # outlined as the cell
        counted = tuple(cell for cell in taken.among if cell not in taken.found)  # the found ones have corners
        self.canvas.set_outline(Outline(hint.cell, hint.mine, taken.numbers + counted, mines, safe))
        self.chain_step = step
        # Translators: {step} and {steps} count the chain's steps ("Step 2 of 5"); {said} is the step, a sentence.
        walked = _("Step {step} of {steps}: {said}")
        return walked.format(
            step=count(step + 1, for_people=True),
            steps=count(len(reason.chain), for_people=True),
            said=reason.chain_said()[step],
        )

    @staticmethod
    def _hint_words(hint: Advice) -> str:
        """What the bar says of a hint: its words, and for a chain, first, how to walk through it (a chain's words
        run past what the bar shows at once, and a listener may rather take them a step at a time)."""
        if not hint.chained:
            return hint.text
        # Translators: one sentence after another (a space in English, none in Chinese and Japanese).
        return _("{sentence} {next}").format(sentence=_(STEP_BY_STEP), next=hint.text)

    def _show_hint(self, hint: Advice) -> None:
        """Mark ``hint``'s cell, its numbers and the proven cells they rely on, and keep it as the hint on show."""
        self.set_outline(
            None
            if hint.cell is None
            else Outline(hint.cell, hint.mine, hint.sources, hint.proven_mines, hint.proven_safe)
        )
        self.shown = hint if hint.cell is not None else None

    def toggle_chances(self) -> str:
        self.chances_on = not self.chances_on
        if not self.chances_on:
            self.shading.hide()
            return _(CHANCES_HIDDEN)
        self.session.mark_assisted()
        self.moved()
        return _(WORKING_OUT_CHANCES)

    def moved(self) -> None:
        """The board changed: the hint's outline is stale, and the probability view is worked out again."""
        self.set_outline(None)
        self.hinting.drop()
        if self.chances_on and self.game.state is GameState.PLAYING:
            self.shading.show(self.game)
        elif self.chances_on:
            self.shading.hide()

    def review(self, ended: FinishedGame) -> None:
        """The game ended: the app's reviews judge every move of it and its wasted clicks, first in their queue (a
        loss's fatal move first: its verdict, ``take_verdict``); the work goes on whatever the player does next, and
        the session keeps it with the game and its ending."""
        session = self.session
        self.canvas.ctx.reviews.ask(
            ended, settle=lambda review, why_not: session.settle_review(ended.game_id, review, why_not)
        )

    def chance_text(self, cell: tuple[int, int] | None) -> str | None:
        """The exact mine chance of the cell under the pointer or cursor, for the message bar."""
        analysis = self.shading.analysis
        if cell is None or analysis is None or not self.chances_on:
            return None
        from minesweeper.core.speech.words import chance_words

        return chance_words(self.game, analysis, *cell)

    # ------------------------------------------------------------------ no-guess boards

    def _searcher(self) -> NoGuessMines | None:
        """The mine source that must find the board, while a no-guess game's board is still untouched."""
        if self.game.state is not GameState.READY or not self.game.no_guess:
            return None
        from minesweeper.core.solver.noguess import NoGuessMines

        source = self.game.mine_source
        return source if isinstance(source, NoGuessMines) else None

    def prepare_first(self, cell: Cell | None) -> None:
        """A button went down on the untouched board: start finding the no-guess board for that cell (the
        search only returns the board: ``poll`` installs it, on this thread, if it is still the one wanted)."""
        source = self._searcher()
        if cell is None or source is None:
            return
        difficulty = self.game.difficulty
        self.searching.start(lambda cancelled: source.search(difficulty, *cell, cancelled=cancelled), NO_GUESS_BUDGET_S)
        self._search_for = cell

    def hold_first(self, intent: Intent) -> bool:
        """True when a first reveal must wait for its no-guess board (the screen shows ``SEARCHING``)."""
        source = self._searcher()
        if source is None or intent.kind is Kind.FLAG or source.ready(self.game.difficulty, intent.x, intent.y):
            return False
        if not self.searching.busy or self._search_for != (intent.x, intent.y):
            self.prepare_first((intent.x, intent.y))
        self.pending, self.held_at = intent, self.session.clock_ms()
        return True

    # ------------------------------------------------------------------ answers

    def poll(self) -> tuple[str | None, Intent | None]:
        """Take what finished: a message to show (or None), and a held first reveal now ready to make."""
        board, release = self._take_board()
        said = (self._take_hint(), self._take_chances(), board)
        return next((text for text in reversed(said) if text is not None), None), release

    def _take_hint(self) -> str | None:
        answer = self.hinting.take(_(OUT_OF_TIME))
        if answer is None:
            return None
        hint, message = answer
        if hint is None:
            return message
        if hint.tells:  # the advice decides which hints helped with this board
            self.session.mark_assisted()
        self._show_hint(hint)
        return self._hint_words(hint)

    def _take_chances(self) -> str | None:
        taken = self.shading.take()
        return (
            taken
            if taken is None or isinstance(taken, str)
            else _("Mine chances shown: point at a cell for its figure")
        )

    def take_verdict(self, ended: FinishedGame) -> Verdict | None:
        """A lost game's verdict once its review has judged the fatal move, handed to the session (its ending gains
        it), its cells outlined on the board: returned once, the first time it is there (whether it came this way or
        with the whole review); None before, and after."""
        ending = self.session.ending
        if ending is None or ending.game_id != ended.game_id or self._verdict_shown == ended.game_id:
            return None
        fatal = self.canvas.ctx.reviews.fatal(ended.game_id)
        if ending.verdict is None and fatal is not None:
            self.session.settle_verdict(ended.game_id, fatal)
            ending = self.session.ending
        verdict = None if ending is None else ending.verdict
        if verdict is not None:
            self._verdict_shown = ended.game_id
            self.show_verdict(verdict)
        return verdict

    def show_verdict(self, verdict: Verdict) -> None:
        """Outline what a verdict names: the safe cell missed or the proven mine opened (the board tells which), with
        the numbers that prove it, or a risky guess's least risky cell."""
        cell, layout = verdict.safe_cell, self.game.layout
        if cell is not None:
            mine = layout is not None and layout.has_mine(*cell)
            self.set_outline(Outline(cell, mine, verdict.sources, verdict.proven_mines, verdict.proven_safe))
        elif verdict.least is not None:
            self.set_outline(Outline(verdict.least, None))

    def _take_board(self) -> tuple[str | None, Intent | None]:
        """The no-guess search ended: its board installed (it is for the cell last pressed, on this very game:
        an older search was cancelled and forgotten), and a first reveal waiting for it let go."""
        answer = self.searching.take(None)
        if answer is None:
            return None, None
        layout, message = answer
        cell, self._search_for = self._search_for, None
        source = self._searcher()
        if layout is not None and source is not None and cell is not None:
            source.install(self.game.difficulty, *cell, layout)
        pending, self.pending = self.pending, None
        if pending is None:
            return message, None
        if layout is None:
            self.offer = pending
            return not_found(self.game.difficulty), None
        return message, pending
