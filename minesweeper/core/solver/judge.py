"""Judging a finished game's moves, like a coach would, from what the player could see then: the work behind a review
(``review``), bounded by one deterministic allowance of solver work, and the verdict on a lost game, the review's own
judgement of its fatal move (``judge_fatal``, ``verdict_of``).

Each move is judged from the position just before it through the same analysis and the same advice that give hints
(``advice``), so the review can never blame a player for a mine the numbers did not prove, nor call a guess the hint's
when the hint, asked then, would have named another cell (the classes are ``review.MoveClass``'s). The work is bounded
by ``REVIEW_WORK`` units for the whole game (the counting steps of every position, as the hint counts them, and the
numbers and cells each position holds), never by a clock: the same game gets the same review on any machine, in the
window and the terminal. Each position is analysed exactly as a hint would analyse it (its own ``DEFAULT_BUDGET`` of
counting steps; group counts are kept between positions, and a count read back costs what it cost), and a giant board's
positions are worked out from the one before, opening only the cells the move opened. Once the allowance is spent the
moves left are not judged, and the review says how many. A lost game's fatal move is judged first, and its work comes
out of the allowance before the rest: so the verdict and the review can never disagree.

The verdict is a *forced guess* (no cell was safe: here is the chance the player faced, and why the hint would have
guessed there too), a *risky* one (a safer cell was there: it is named and outlined), an *avoidable* loss (a safe cell
existed: here is the one the hint would have named and why, and the chance the click faced) or a *blunder* (the cell
opened was itself a proven mine: which numbers prove it). Every reason names the numbers and every proven cell it
relies on, so the player can check it on the board.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from minesweeper.core.actions import Action, Kind, made_in_order
from minesweeper.core.board import Cell
from minesweeper.core.errors import InconsistentView
from minesweeper.core.figure_text import chance_text
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.advice import advise, guess, least_risky, solver_view
from minesweeper.core.solver.analysis import DEFAULT_BUDGET, Analysis, analyse
from minesweeper.core.solver.counting import Budget, GroupCount
from minesweeper.core.solver.exact import Signature
from minesweeper.core.solver.policy import WHY
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.solver.review import MoveClass, MoveReview, Review
from minesweeper.core.view import Tile

# The review's whole allowance of solver work, in units of ``Judge.analysis`` (counting and weighing steps, and the
# numbers and cells of each position). Measured on a 2-core machine: an Expert game takes 35,000 to 55,000 units; a
# 300-move game on a 500×500 board, 1.7 million (12,500 mines, 2 s) to 5.2 million (25,000 mines, 7 s); a
# 3,000-move one with 25,000 mines, 158 million (186 s), about 1.2 µs a unit throughout. So the allowance stops a
# review after about 50 s of work: a won game on such a board, with tens of thousands of moves, is judged that far.
REVIEW_WORK = 40_000_000
BOARD_CELLS_A_STEP = 50  # a position's reading of the whole board costs a unit for this many cells
POLICY_WORK = 20_000  # what asking the guessing policy costs, in those units (it analyses a few imagined positions)
INCREMENTAL_CELLS = 10_000  # boards larger than this are walked position by position, from the one before
CLOSE = 0.005  # a guess within half a percentage point of the best one counts as forced


class OutOfWork(Exception):
    """The review's work allowance is spent: the moves left are not judged."""


@dataclass(frozen=True)
class Fatal:
    """A lost game's last move judged from the position before it, and the work that took: what the verdict says,
    and what the review takes as its judgement of that move (a lost game's review judges it first)."""

    move: MoveReview
    work: int


def judge_fatal(record: GameRecord, *, work: int = REVIEW_WORK, cancelled: Callable[[], bool] | None = None) -> Fatal:
    """Judge the move that lost ``record`` (its last), from the position just before it, within ``work`` units of the
    review's allowance; ``OutOfWork`` when even that one position is more than the allowance holds."""
    if not record.actions:
        raise ValueError("a lost game has a fatal move")  # i18n: fixed (a programming error)
    last = len(record.actions)
    judge = Judge(record, work=work, start=last - 1, cancelled=cancelled)
    return Fatal(judge.move(last), work - judge.work_left)


def review(
    record: GameRecord,
    *,
    wasted: Sequence[Action] = (),
    work: int = REVIEW_WORK,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    fatal: Fatal | None = None,
    on_fatal: Callable[[Fatal], None] | None = None,
) -> Review:
    """Judge every move of ``record`` and the ``wasted`` clicks kept beside them (its play's), merged by time, within
    ``work`` units of solver work (the moves past it are counted as unjudged); ``progress(done, total)`` hears of each
    move judged, ``Cancelled`` propagates when ``cancelled`` turns true. A lost game's last move is judged first
    (``judge_fatal``; ``fatal`` when it already has been, for the verdict), and its work comes out of the allowance
    before the rest: so the verdict is the review's own judgement, and a review of a lost game is the same wherever
    it is worked out; ``on_fatal`` hears that judgement as soon as it is made (the verdict, said while the rest is
    judged). A record with no mines laid has nothing to judge and is refused with ``ValueError``."""
    lost = record.layout is not None and bool(record.actions) and record.replay().state is GameState.LOST
    if lost and fatal is None:
        try:
            fatal = judge_fatal(record, work=work, cancelled=cancelled)
        except OutOfWork:
            fatal = None
    if fatal is not None and on_fatal is not None:
        on_fatal(fatal)
    judge = Judge(record, work=work - (fatal.work if fatal is not None else 0), cancelled=cancelled)
    items = made_in_order(record.actions, wasted)  # each move's number (from 1), or None for a wasted click
    moves: list[MoveReview] = []
    last = len(record.actions)
    try:
        for number, action in items:
            if number is not None and number == last and fatal is not None:
                moves.append(replace(fatal.move, number=len(moves) + 1))
            elif number is not None:
                moves.append(judge.move(number, shown=len(moves) + 1))
            else:
                moves.append(judge.refused(action, len(moves) + 1))
            if progress is not None:
                progress(len(moves), len(items))
    except OutOfWork:
        pass
    return Review.of(moves, len(items) - len(moves))


class Judge:
    """Walks a game from its start, judging each move from the position before it; ``move(n)`` must be asked
    in order (1, 2, ...), or for one move alone (the verdict on a lost game's last move)."""

    def __init__(
        self,
        record: GameRecord,
        *,
        work: int = REVIEW_WORK,
        start: int = 0,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        if record.layout is None:
            raise ValueError("a game with no mines laid has no moves to judge")  # i18n: fixed (a programming error)
        self.record = record
        self.game = record.replay(start)
        self._done = start
        self._work = work
        self._cancelled = cancelled
        self._cache: dict[Signature, GroupCount] = {}
        self._seen: tuple[bytes, Analysis] | None = None

    @property
    def work_left(self) -> int:
        """What is left of the work allowance (negative once the last position analysed overdrew it)."""
        return self._work

    def analysis(self) -> Analysis:
        """The solver's view of the position now, analysed once however many flags change on it, exactly as a hint
        would analyse it; on a giant board worked out from the position before, opening only what the move opened.
        ``OutOfWork`` once the allowance is spent."""
        game = self.game
        view = solver_view(game)
        if self._seen is not None and self._seen[0] == view:
            return self._seen[1]
        if self._work <= 0:
            raise OutOfWork
        budget = Budget(DEFAULT_BUDGET, self._cancelled)
        width = game.width
        if self._seen is not None and width * game.height > INCREMENTAL_CELLS:
            before, previous = self._seen
            opened = {
                (index % width, index // width): view[index]
                for row in range(0, len(view), width)
                if view[row : row + width] != before[row : row + width]
                for index in range(row, row + width)
                if view[index] != before[index]
            }
            analysis = previous.opened(opened, budget=budget, cache=self._cache)
            cost = len(opened)
        else:
            analysis = analyse(width, game.height, game.difficulty.mines, view, budget=budget, cache=self._cache)
            cost = analysis.proven_count
        # Counting and weighing steps, the numbers and cells the position holds, and its share of the whole-board
        # work of reading a view (a step for every BOARD_CELLS_A_STEP cells and proven cells).
        self._work -= (
            DEFAULT_BUDGET
            - budget.left
            + analysis.weighing_work
            + analysis.active_numbers
            + cost
            + (width * game.height + analysis.proven_count) // BOARD_CELLS_A_STEP
        )
        self._seen = (view, analysis)
        return analysis

    def move(self, number: int, *, shown: int | None = None) -> MoveReview:
        """Judge move ``number`` (counted from 1) and play it; ``shown`` is its number among the review's moves
        when wasted clicks come before it (``number`` otherwise)."""
        if number != self._done + 1:
            raise ValueError(  # i18n: fixed (a programming error)
                f"moves are judged in order: move {self._done + 1} comes next, not {number}"
            )
        action = self.record.actions[number - 1]
        judged = self._judge(shown or number, action)
        self.game.apply(action)
        self._done = number
        return judged

    def refused(self, click: Action, number: int) -> MoveReview:
        """A wasted click the rules refused, made after the moves judged so far: what it was, and the rules' reason
        it changed nothing (its number among the review's moves is ``number``)."""
        word = {Kind.REVEAL: "reveal", Kind.FLAG: "flag", Kind.CHORD: "chord"}[click.kind]
        problem = self.game.check(click)
        if problem is None:
            said = {
                Kind.REVEAL: _("Wasted: the reveal on {cell} changed nothing"),
                Kind.FLAG: _("Wasted: the flag on {cell} changed nothing"),
                Kind.CHORD: _("Wasted: the chord on {cell} changed nothing"),
            }[click.kind]
        else:
            said = {
                # Translators: {problem} is the rules' reason the click changed nothing ("that cell is already open").
                Kind.REVEAL: _("Wasted: the reveal on {cell} changed nothing: {problem}"),
                Kind.FLAG: _("Wasted: the flag on {cell} changed nothing: {problem}"),
                Kind.CHORD: _("Wasted: the chord on {cell} changed nothing: {problem}"),
            }[click.kind]
        return MoveReview(
            number,
            click.t,
            word,
            (click.x, click.y),
            MoveClass.WASTED,
            said.format(cell=cell_name(click.x, click.y), problem=problem),
            refused=True,
        )

    def _judge(self, number: int, action: Action) -> MoveReview:
        game, cell = self.game, (action.x, action.y)
        where = cell_name(*cell)

        def made(word: str, cls: MoveClass, text: str, **more: object) -> MoveReview:
            return MoveReview(number, action.t, word, cell, cls, text, **more)  # type: ignore[arg-type]

        if action.kind is Kind.FLAG:
            tile = game.tile(*cell)
            if tile is Tile.FLAG:
                word = "question" if game.question_marks else "unflag"
                return made(word, MoveClass.WASTED, _("Wasted: the flag on {cell} was taken back").format(cell=where))
            if tile is Tile.QUESTION:
                said = _("Wasted: the question mark on {cell} was taken back").format(cell=where)
                return made("unflag", MoveClass.WASTED, said)
            return self._flag(made, cell)
        word = "reveal" if action.kind is Kind.REVEAL else "chord"
        if game.state is GameState.READY and not game.opened_at_start and action.kind is Kind.REVEAL:
            said = _("First: {cell} opened the game, when nothing was known yet").format(cell=where)
            return made(word, MoveClass.FIRST, said)
        cells = [cell] if action.kind is Kind.REVEAL else _chorded(game, *cell)
        return self._opening(made, word, where, cells)

    def _flag(self, made: Callable[..., MoveReview], cell: Cell) -> MoveReview:
        analysis, where = self.analysis(), cell_name(*cell)
        approximate = not analysis.exact
        if cell in analysis.mines:
            reason = analysis.mines[cell]
            said = _("Proven: {cell} was a proven mine: {reason}").format(cell=where, reason=reason.text)
            return made("flag", MoveClass.PROVEN, said, **_proof(reason))
        if cell in analysis.safe:
            reason = analysis.safe[cell]
            return made(
                "flag",
                MoveClass.BLUNDER,
                _("Blunder: {cell} was flagged, but it was proven safe: {reason}").format(
                    cell=where, reason=reason.text
                ),
                safe_cell=cell,
                **_proof(reason),
            )
        wrong = 1.0 - analysis.probability(*cell)
        return made(
            "flag",
            MoveClass.RISKY,
            _("Risky: {cell} was flagged with a {chance} chance that it is not a mine: nothing proved it one").format(
                cell=where, chance=chance_text(wrong)
            ),
            risk=wrong,
            best=0.0,
            approximate=approximate,
        )

    def _opening(self, made: Callable[..., MoveReview], word: str, where: str, cells: list[Cell]) -> MoveReview:
        analysis = self.analysis()
        approximate = not analysis.exact
        chord = word == "chord"
        mined = next((c for c in cells if c in analysis.mines), None)
        if mined is not None:
            reason = analysis.mines[mined]
            if chord:
                said = _("Blunder: the chord on {cell} opened {mine}, a proven mine: {reason}")
            else:
                said = _("Blunder: {cell} was a proven mine: {reason}")
            said = said.format(cell=where, mine=cell_name(*mined), reason=reason.text)
            return made(word, MoveClass.BLUNDER, said, safe_cell=mined, **_proof(reason))
        if all(c in analysis.safe for c in cells):
            reason = analysis.safe[cells[0]]
            if not chord:
                said = _("Proven: {cell} was safe: {reason}")
            elif len(cells) == 1:
                said = _("Proven: the one cell the chord on {cell} opened, {opened}, was proven safe")
            else:
                said = ngettext(
                    "Proven: all {count} cell the chord on {cell} opened were proven safe",
                    "Proven: all {count} cells the chord on {cell} opened were proven safe",
                    len(cells),
                )
            said = said.format(cell=where, reason=reason.text, opened=cell_name(*cells[0]), count=len(cells))
            return made(word, MoveClass.PROVEN, said, **_proof(reason))
        chances = [analysis.probability(*c) for c in cells]
        risk = 1.0 - math.prod(1.0 - p for p in chances)  # a chord's cells taken one by one
        if not chord:
            opened = _("{cell} had a {chance} chance of a mine")
        elif len(cells) == 1:
            opened = _("the chord on {cell} opened {opened}, with a {chance} chance of a mine")
        else:
            opened = ngettext(
                "the chord on {cell} opened {count} cell with a {chance} chance that one was a mine",
                "the chord on {cell} opened {count} cells with a {chance} chance that one was a mine",
                len(cells),
            )
        opened = opened.format(cell=where, opened=cell_name(*cells[0]), count=len(cells), chance=chance_text(risk))
        if analysis.safe:
            advice = advise(self.game, analysis)  # the safe cell the hint would have named, with its reason
            assert advice.cell is not None and advice.reason is not None
            return made(
                word,
                MoveClass.AVOIDABLE,
                # Translators: {opened} is what the move opened, as translated on its own ("C5 had a 12.5% chance of a
                # mine"); {safe} is the cell that was safe, {reason} its proof.
                _("Avoidable: {opened}, but {safe} was safe: {reason}").format(
                    opened=opened, safe=cell_name(*advice.cell), reason=advice.reason.text
                ),
                risk=risk,
                best=0.0,
                safe_cell=advice.cell,
                approximate=approximate,
                **_proof(advice.reason),
            )
        least, best = least_risky(self.game, analysis)
        forced = risk <= best + CLOSE
        advised = ""
        if not forced and not chord:
            self._work -= POLICY_WORK if analysis.exact else 0
            hint = guess(self.game, analysis, cache=self._cache)  # the guess the hint names here
            if hint.cell == cells[0] and hint.policy:
                forced, advised = True, _(WHY[hint.rule])
        cls = MoveClass.FORCED if forced else MoveClass.RISKY
        said = _guess_sentence(forced, advised=bool(advised), better=risk > best + 1e-12).format(
            opened=opened, why=advised, least=cell_name(*least), best=chance_text(best)
        )
        return made(
            word,
            cls,
            said,
            risk=risk,
            best=best,
            least=None if risk <= best + 1e-12 else least,
            approximate=approximate,
        )


def _guess_sentence(forced: bool, *, advised: bool, better: bool) -> str:
    """The line of a guess made when no cell was safe, in the player's language, with its ``{opened}`` (what the move
    opened, a clause of its own), ``{why}`` (the hint's reason, when the hint names that very cell: ``advised``) and
    the least risky cell ``{least}`` and its chance ``{best}`` (when there was a safer cell: ``better``) to fill."""
    if not forced:
        if better:
            # Translators: {opened} is what the move opened, as translated on its own ("C5 had a 12.5% chance of a
            # mine"); {least} is the least risky cell there was and {best} its chance of a mine.
            return _("Risky guess: no cell was safe; {opened}; the least risky cell, {least}, had {best}")
        return _("Risky guess: no cell was safe; {opened}")
    if advised and better:
        # Translators: {why} is why the hint names this cell ("the cell least likely to be a mine").
        return _(
            "Forced guess: no cell was safe; {opened}, the hint's best guess ({why}); the least risky cell, {least}, "
            "had {best}"
        )
    if advised:
        return _("Forced guess: no cell was safe; {opened}, the hint's best guess ({why})")
    if better:
        return _("Forced guess: no cell was safe; {opened}; the least risky cell, {least}, had {best}")
    return _("Forced guess: no cell was safe; {opened}")


def _proof(reason: Reason) -> dict[str, object]:
    """What a move's line shows of a reason on the board: its numbers and every proven cell it relies on, and how
    long a chain it is when no person could follow it."""
    return {
        "sources": reason.sources,
        "proven_mines": reason.proven_mines,
        "proven_safe": reason.proven_safe,
        "chain": len(reason.sources) if reason.long_chain else 0,
    }


def _chorded(game: Game, x: int, y: int) -> list[Cell]:
    """The cells a chord on (x, y) opens: its covered neighbours without a flag."""
    return [
        (x + dx, y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and game.contains(x + dx, y + dy) and game.tile(x + dx, y + dy) in (Tile.COVERED, Tile.QUESTION)
    ]


# ---------------------------------------------------------------------- the verdict


@dataclass(frozen=True, slots=True)
class Verdict:
    """Was the fatal move a forced guess or not, and what the player could have known."""

    forced: bool
    text: str
    safe_cell: Cell | None = None  # one cell that was safe (an avoidable loss), or the proven mine opened (a blunder)
    sources: tuple[Cell, ...] = ()
    proven_mines: tuple[Cell, ...] = ()
    proven_safe: tuple[Cell, ...] = ()
    least: Cell | None = None  # a risky guess: the least risky cell there was


def verdict(record: GameRecord, *, cancelled: Callable[[], bool] | None = None) -> Verdict:
    """Judge the last move of a lost game from the position just before it, as the review does."""
    try:
        fatal = judge_fatal(record, cancelled=cancelled)
    except InconsistentView:
        return Verdict(True, _("The board's numbers contradict each other: no verdict can be given"))
    return verdict_of_move(fatal.move, record)


def verdict_of(review: Review, record: GameRecord) -> Verdict | None:
    """The verdict a lost game's review gives: its judgement of the game's last move; None when the review did not
    reach it (its allowance ran out before)."""
    if not record.actions or review.action_count < len(record.actions):
        return None
    last = max(i for i, move in enumerate(review.moves) if not move.refused)
    return verdict_of_move(review.moves[last], record)


def verdict_of_move(move: MoveReview, record: GameRecord) -> Verdict:
    """The verdict in words from the judgement of a lost game's last move."""
    if move.cls is MoveClass.FIRST:
        chance = record.difficulty.mines / (record.difficulty.width * record.difficulty.height)
        return Verdict(
            True,
            _(
                "Forced guess: the first click on a fixed board can be a mine ({chance} here), and nothing was known "
                "yet"
            ).format(chance=chance_text(chance)),
        )
    return Verdict(
        move.cls is MoveClass.FORCED,
        move.text,
        move.safe_cell,
        move.sources,
        move.proven_mines,
        move.proven_safe,
        move.least,
    )
