"""The review of a finished game: every move judged like a coach would, from what the player could see then.

Each move is judged from the position just before it, through the same ``analyse`` that gives hints (open
numbers, covered cells and the mine count; flags and question marks are the player's opinion and count as
covered), so the review can never blame a player for a mine the numbers did not prove. A move is one of
seven classes:

- ``first``: the first reveal, when nothing was open yet;
- ``proven``: every cell it opened (a reveal or a chord) was proven safe, or the cell it flagged a proven mine;
- ``forced``: a guess when nothing was proven safe, within half a percentage point of the lowest risk there was,
  or the very cell the auto-player's guessing policy picks there (``choose_guess``: the one the hint names, which
  may take a little more risk for a cell likelier to open the board), so the review never blames a guess the
  hint would have advised;
- ``risky``: a guess when nothing was proven safe, with more risk than the best guess (a flag on a cell that
  nothing proved a mine is a guess too: its risk is the chance the flag is wrong, and the best was 0);
- ``avoidable``: a guess while a proven-safe cell existed (one is named, with the hint's reason);
- ``blunder``: it opened a proven mine (directly, or by a chord beside a wrong flag), or flagged a proven-safe
  cell (which cell was proven, and by which numbers);
- ``wasted``: a click that changed nothing: a flag or question mark taken back (a move of the game), or a click
  the rules refused (an open cell, a chord that opens nothing): those are no moves of the game, kept beside them
  as its play's wasted clicks (``Play.wasted``), and ``review`` merges them in by time (one made in the same
  millisecond as a move comes after it), each with the rules' reason it changed nothing.

The summary counts the classes and gives the accuracy (the share of moves that were first, proven or
forced), the luck (the product of the survival chances of the guesses that opened cells), the extra risk
(what the risky and avoidable openings faced beyond the best available, summed) and the time spent on each
class (the game clock between a move and the one before it). The work is bounded by one ``Budget`` of
counting steps shared by every position: group counts are kept between positions (a move changes few
groups) and a position whose view did not change (a flag) is not analysed again; past the budget groups are
estimated, and the moves judged from estimates say "approximate". The review is kept with the game as JSON,
read back as untrusted (``Review.from_json``).
"""

from __future__ import annotations

import json
import math
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from itertools import pairwise

from minesweeper.core.actions import MAX_ACTIONS, MAX_CLOCK_MS, Action, Kind
from minesweeper.core.board import MAX_SIDE, Cell
from minesweeper.core.errors import ReviewFormatError
from minesweeper.core.formats.json_text import json_object
from minesweeper.core.game import Game, GameState
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.analysis import DEFAULT_BUDGET, Analysis, analyse, cell_name
from minesweeper.core.solver.autoplay import WHY, choose_guess
from minesweeper.core.solver.counting import Budget, GroupCount
from minesweeper.core.solver.exact import Signature
from minesweeper.core.view import Tile

REVIEW_BUDGET = 4 * DEFAULT_BUDGET  # counting steps for a whole game; an Expert game needs a small part of it
CLOSE = 0.005  # a guess within half a percentage point of the best one counts as forced
MAX_TEXT = 1000  # the longest explanation read back from a kept review
MAX_LISTED = 100_000  # the most cells a kept move may name (the numbers of a huge group)
_SOLVER_VIEW = bytes(min(v, Tile.COVERED) for v in range(256))  # flags and marks are covered to the solver


class MoveClass(StrEnum):
    FIRST = "first"
    PROVEN = "proven"
    FORCED = "forced"
    RISKY = "risky"
    AVOIDABLE = "avoidable"
    BLUNDER = "blunder"
    WASTED = "wasted"


MISTAKES = frozenset({MoveClass.RISKY, MoveClass.AVOIDABLE, MoveClass.BLUNDER})
GOOD = frozenset({MoveClass.FIRST, MoveClass.PROVEN, MoveClass.FORCED})  # what the accuracy counts
ACTIONS = ("reveal", "flag", "unflag", "question", "chord")


@dataclass(frozen=True)
class MoveReview:
    """One move judged: what it was, its class, and why in one line a player can check."""

    number: int  # 1-based place among the review's moves (the game's actions and its wasted clicks, by time)
    t: int  # ms on the game clock (the action's t)
    action: str  # "reveal" | "flag" | "unflag" | "question" | "chord"
    cell: Cell  # (x, y), 0-based
    cls: MoveClass
    text: str  # what it was and why ("Avoidable: C5 was safe: ...")
    risk: float | None = None  # forced/risky/avoidable: the chance of a mine it faced
    best: float | None = None  # forced/risky/avoidable: the lowest chance available
    safe_cell: Cell | None = None  # avoidable: one proven-safe cell; blunder: the proven cell involved
    sources: tuple[Cell, ...] = ()  # the numbers that prove it (to outline)
    proven_mines: tuple[Cell, ...] = ()  # proven mines the reason relies on (to frame)
    approximate: bool = False  # the solver had to estimate (work budget)
    refused: bool = False  # a wasted click the rules refused: no move of the game, so no replay step

    @property
    def opens(self) -> bool:
        """Whether the move opened cells (a reveal or a chord): only those can lose the game."""
        return self.action in ("reveal", "chord")


@dataclass(frozen=True)
class ReviewSummary:
    """The whole game in figures: counts per class, accuracy, luck, extra risk and time per class."""

    counts: dict[MoveClass, int]
    accuracy: float
    luck: float
    extra_risk: float
    time_ms: dict[MoveClass, int]
    approximate: bool

    @classmethod
    def of(cls, moves: Sequence[MoveReview]) -> ReviewSummary:
        counts = dict.fromkeys(MoveClass, 0)
        time_ms = dict.fromkeys(MoveClass, 0)
        luck, extra = 1.0, 0.0
        previous = moves[0].t if moves else 0
        for move in moves:
            counts[move.cls] += 1
            time_ms[move.cls] += move.t - previous
            previous = move.t
            if move.opens and move.cls in (MoveClass.FORCED, MoveClass.RISKY, MoveClass.AVOIDABLE):
                assert move.risk is not None and move.best is not None
                luck *= 1.0 - move.risk
                if move.cls is not MoveClass.FORCED:
                    extra += max(0.0, move.risk - move.best)
        good = sum(counts[c] for c in GOOD)
        return cls(
            counts, good / len(moves) if moves else 0.0, luck, extra, time_ms, any(move.approximate for move in moves)
        )

    def line(self) -> str:
        """The summary line of ``--review``."""
        c = self.counts
        return (
            f"review: moves={sum(c.values())} proven={c[MoveClass.PROVEN]} forced={c[MoveClass.FORCED]} "
            f"risky={c[MoveClass.RISKY]} avoidable={c[MoveClass.AVOIDABLE]} blunder={c[MoveClass.BLUNDER]} "
            f"wasted={c[MoveClass.WASTED]} accuracy={self.accuracy:.2f} luck={self.luck:.2f}"
        )


@dataclass(frozen=True)
class Review:
    """Every move of a game judged, and the summary."""

    moves: tuple[MoveReview, ...]
    summary: ReviewSummary

    @cached_property
    def _after(self) -> tuple[int, ...]:
        """For each count n of the game's actions, the index in ``moves`` just after the n-th of them."""
        return (0, *(i for i, move in enumerate(self.moves, start=1) if not move.refused))

    @property
    def action_count(self) -> int:
        """How many of the moves are the game's actions (the rest are wasted clicks the rules refused)."""
        return len(self._after) - 1

    def index_after(self, actions: int) -> int:
        """The index in ``moves`` of what comes next once the game's first ``actions`` actions are made (a replay at
        that step): a wasted click made after them, else the next action; ``len(moves)`` at the end."""
        return self._after[max(0, min(actions, self.action_count))]

    def actions_before(self, index: int) -> int:
        """How many of the game's actions come before move ``index``: a replay shows the board it was judged from
        after that many."""
        return bisect_right(self._after, index) - 1

    def index_at(self, actions: int, t: int) -> int:
        """The index in ``moves`` of what comes next in a replay at game-clock time ``t`` with the game's first
        ``actions`` actions made: a wasted click made after them but after ``t`` too, else the next action;
        ``len(moves)`` at the end."""
        made = max(0, min(actions, self.action_count))
        following = self._after[made + 1] - 1 if made < self.action_count else len(self.moves)
        return next((i for i in range(self._after[made], following) if self.moves[i].t > t), following)

    @classmethod
    def of(cls, moves: Sequence[MoveReview]) -> Review:
        return cls(tuple(moves), ReviewSummary.of(moves))

    def first_mistake(self) -> int | None:
        """The index in ``moves`` of the first risky, avoidable or blunder move, if any."""
        return next((i for i, move in enumerate(self.moves) if move.cls in MISTAKES), None)

    def to_json(self) -> str:
        """The moves as JSON (the summary is worked out again from them on reading)."""
        return json.dumps({"version": 1, "moves": [_move_dict(m) for m in self.moves]}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Review:
        """Read what ``to_json`` wrote, as untrusted: any field out of place is one ``ReviewFormatError``."""
        data = json_object(text, lambda why: ReviewFormatError(f"the kept review {why}"))
        if data.get("version") != 1 or not isinstance(data.get("moves"), list):
            raise ReviewFormatError("the kept review is not a version 1 review with its moves")
        items = data["moves"]
        if len(items) > MAX_ACTIONS:
            raise ReviewFormatError(f"the kept review has more than {MAX_ACTIONS} moves")
        moves = [_read_move(item, number) for number, item in enumerate(items, start=1)]
        if any(b.t < a.t for a, b in pairwise(moves)):
            raise ReviewFormatError("the kept review's move times run backwards")
        return cls.of(moves)


# ---------------------------------------------------------------------- judging the moves


def review(
    record: GameRecord,
    *,
    wasted: Sequence[Action] = (),
    budget: int = REVIEW_BUDGET,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Judge every move of ``record`` and the ``wasted`` clicks kept beside them (its play's), merged by time
    (``Cancelled`` propagates when ``cancelled`` turns true); a record with no mines laid has nothing to judge and
    is refused with ``ValueError``."""
    judge = Judge(record, budget=budget, cancelled=cancelled)
    if not wasted:
        return Review.of([judge.move(number) for number in range(1, len(record.actions) + 1)])
    moves: list[MoveReview] = []
    clicks = iter(wasted)
    click = next(clicks, None)
    for number, action in enumerate(record.actions, start=1):
        while click is not None and click.t < action.t:
            moves.append(judge.refused(click, len(moves) + 1))
            click = next(clicks, None)
        moves.append(judge.move(number, shown=len(moves) + 1))
    while click is not None:
        moves.append(judge.refused(click, len(moves) + 1))
        click = next(clicks, None)
    return Review.of(moves)


class Judge:
    """Walks a game from its start, judging each move from the position before it; ``move(n)`` must be asked
    in order (1, 2, ...), or for one move alone (the verdict on a lost game's last move)."""

    def __init__(
        self,
        record: GameRecord,
        *,
        budget: int = REVIEW_BUDGET,
        start: int = 0,
        cancelled: Callable[[], bool] | None = None,
    ) -> None:
        if record.layout is None:
            raise ValueError("a game with no mines laid has no moves to judge")
        self.record = record
        self.game = record.replay(start)
        self._done = start
        self._budget = Budget(budget, cancelled)
        self._cache: dict[Signature, GroupCount] = {}
        self._seen: tuple[bytes, Analysis] | None = None

    def analysis(self) -> Analysis:
        """The solver's view of the position now, analysed once however many flags change on it."""
        game = self.game
        view = game.visible().translate(_SOLVER_VIEW)
        if self._seen is None or self._seen[0] != view:
            self._seen = (
                view,
                analyse(game.width, game.height, game.difficulty.mines, view, budget=self._budget, cache=self._cache),
            )
        return self._seen[1]

    def move(self, number: int, *, shown: int | None = None) -> MoveReview:
        """Judge move ``number`` (counted from 1) and play it; ``shown`` is its number among the review's moves
        when wasted clicks come before it (``number`` otherwise)."""
        if number != self._done + 1:
            raise ValueError(f"moves are judged in order: move {self._done + 1} comes next, not {number}")
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
        why = "" if problem is None else f": {problem}"
        return MoveReview(
            number,
            click.t,
            word,
            (click.x, click.y),
            MoveClass.WASTED,
            f"Wasted: the {word} on {cell_name(click.x, click.y)} changed nothing{why}",
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
                return made(word, MoveClass.WASTED, f"Wasted: the flag on {where} was taken back")
            if tile is Tile.QUESTION:
                return made("unflag", MoveClass.WASTED, f"Wasted: the question mark on {where} was taken back")
            return self._flag(made, cell)
        word = "reveal" if action.kind is Kind.REVEAL else "chord"
        if game.state is GameState.READY and not game.opened_at_start and action.kind is Kind.REVEAL:
            return made(word, MoveClass.FIRST, f"First: {where} opened the game, when nothing was known yet")
        cells = [cell] if action.kind is Kind.REVEAL else _chorded(game, *cell)
        return self._opening(made, word, where, cells)

    def _flag(self, made: Callable[..., MoveReview], cell: Cell) -> MoveReview:
        analysis, where = self.analysis(), cell_name(*cell)
        approximate = not analysis.exact
        if cell in analysis.mines:
            reason = analysis.mines[cell]
            return made(
                "flag",
                MoveClass.PROVEN,
                f"Proven: {where} was a proven mine: {reason.text}",
                sources=reason.sources,
                proven_mines=reason.proven_mines,
            )
        if cell in analysis.safe:
            reason = analysis.safe[cell]
            return made(
                "flag",
                MoveClass.BLUNDER,
                f"Blunder: {where} was flagged, but it was proven safe: {reason.text}",
                safe_cell=cell,
                sources=reason.sources,
                proven_mines=reason.proven_mines,
            )
        wrong = 1.0 - analysis.probability(*cell)
        return made(
            "flag",
            MoveClass.RISKY,
            f"Risky: {where} was flagged with a {_percent(wrong)} chance that it is not a mine: nothing proved it one",
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
            said = (
                f"the chord on {where} opened {cell_name(*mined)}, a proven mine"
                if chord
                else f"{where} was a proven mine"
            )
            return made(
                word,
                MoveClass.BLUNDER,
                f"Blunder: {said}: {reason.text}",
                safe_cell=mined,
                sources=reason.sources,
                proven_mines=reason.proven_mines,
            )
        if all(c in analysis.safe for c in cells):
            reason = analysis.safe[cells[0]]
            if not chord:
                said = f"{where} was safe: {reason.text}"
            elif len(cells) == 1:
                said = f"the one cell the chord on {where} opened, {cell_name(*cells[0])}, was proven safe"
            else:
                said = f"all {len(cells)} cells the chord on {where} opened were proven safe"
            return made(
                word, MoveClass.PROVEN, f"Proven: {said}", sources=reason.sources, proven_mines=reason.proven_mines
            )
        chances = [analysis.probability(*c) for c in cells]
        risk = 1.0 - math.prod(1.0 - p for p in chances)  # a chord's cells taken one by one
        if analysis.safe:
            safe, reason = next(iter(analysis.safe.items()))
            return made(
                word,
                MoveClass.AVOIDABLE,
                f"Avoidable: {cell_name(*safe)} was safe: {reason.text}",
                risk=risk,
                best=0.0,
                safe_cell=safe,
                sources=reason.sources,
                proven_mines=reason.proven_mines,
                approximate=approximate,
            )
        best = lowest_chance(analysis)
        forced = risk <= best + CLOSE
        advised = ""
        if not forced and not chord and not approximate:
            game = self.game
            view = game.visible().translate(_SOLVER_VIEW)
            pick = choose_guess(game.width, game.height, game.difficulty.mines, view, analysis, cache=self._cache)
            if pick.cell == cells[0]:
                forced, advised = True, f", the hint's best guess ({WHY[pick.rule]})"
        cls = MoveClass.FORCED if forced else MoveClass.RISKY
        if not chord:
            opened = f"{where} had a {_percent(risk)} chance of a mine"
        elif len(cells) == 1:
            opened = f"the chord on {where} opened {cell_name(*cells[0])}, with a {_percent(risk)} chance of a mine"
        else:
            opened = (
                f"the chord on {where} opened {len(cells)} cells with a {_percent(risk)} chance that one was a mine"
            )
        better = "" if risk <= best + 1e-12 else f"; the least risky cell had {_percent(best)}"
        head = "Forced guess" if forced else "Risky guess"
        return made(
            word,
            cls,
            f"{head}: no cell was safe; {opened}{advised}{better}",
            risk=risk,
            best=best,
            approximate=approximate,
        )


def lowest_chance(analysis: Analysis) -> float:
    """The lowest mine chance of any undecided covered cell (the best guess there was)."""
    lowest = min(analysis.frontier.values(), default=1.0)
    if analysis.outside_cells:
        lowest = min(lowest, analysis.outside)
    return lowest


def _chorded(game: Game, x: int, y: int) -> list[Cell]:
    """The cells a chord on (x, y) opens: its covered neighbours without a flag."""
    return [
        (x + dx, y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and game.contains(x + dx, y + dy) and game.tile(x + dx, y + dy) in (Tile.COVERED, Tile.QUESTION)
    ]


def _percent(chance: float) -> str:
    from minesweeper.core.solver.assist import percent  # the hint's wording; assist imports this module

    return percent(chance)


# ---------------------------------------------------------------------- kept as JSON


def _move_dict(move: MoveReview) -> dict[str, object]:
    data: dict[str, object] = {
        "t": move.t,
        "a": move.action,
        "x": move.cell[0],
        "y": move.cell[1],
        "c": str(move.cls),
        "text": move.text,
    }
    if move.risk is not None:
        data["risk"] = move.risk
    if move.best is not None:
        data["best"] = move.best
    if move.safe_cell is not None:
        data["safe"] = list(move.safe_cell)
    if move.sources:
        data["sources"] = [list(c) for c in move.sources]
    if move.proven_mines:
        data["mines"] = [list(c) for c in move.proven_mines]
    if move.approximate:
        data["approximate"] = True
    if move.refused:
        data["refused"] = True
    return data


def _read_move(item: object, number: int) -> MoveReview:
    what = f"the kept review's move {number}"
    if not isinstance(item, dict):
        raise ReviewFormatError(f"{what} is not an object")
    t, action, text, cls = item.get("t"), item.get("a"), item.get("text"), item.get("c")
    if not _whole(t, MAX_CLOCK_MS) or action not in ACTIONS or cls not in set(MoveClass):
        raise ReviewFormatError(f"{what} has no time, action or class it could have")
    if not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT or not text.isprintable():
        raise ReviewFormatError(f"{what} has no explanation in one short line")
    risk, best = item.get("risk"), item.get("best")
    for chance in (risk, best):
        if chance is not None and (
            isinstance(chance, bool) or not isinstance(chance, int | float) or not 0.0 <= chance <= 1.0
        ):
            raise ReviewFormatError(f"{what} has a chance outside 0 to 1")
    cls = MoveClass(cls)
    if item.get("approximate", False) not in (True, False) or item.get("refused", False) not in (True, False):
        raise ReviewFormatError(f"{what}: approximate and refused must be true or false")
    refused = bool(item.get("refused", False))
    if refused and (cls is not MoveClass.WASTED or action == "unflag" or action == "question"):
        raise ReviewFormatError(f"{what}: a click the rules refused is a wasted reveal, flag or chord")
    safe = item.get("safe")
    guess = cls in (MoveClass.FORCED, MoveClass.RISKY, MoveClass.AVOIDABLE)
    if guess != (risk is not None and best is not None):
        raise ReviewFormatError(f"{what}: a guess has its risk and the best there was, and only a guess does")
    assert isinstance(t, int)
    return MoveReview(
        number,
        t,
        action,
        _cell(item.get("x"), item.get("y"), what),
        cls,
        text,
        None if risk is None else float(risk),
        None if best is None else float(best),
        None if safe is None else _cell_list([safe], what)[0],
        _cell_list(item.get("sources", []), what),
        _cell_list(item.get("mines", []), what),
        bool(item.get("approximate", False)),
        refused,
    )


def _whole(value: object, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _cell(x: object, y: object, what: str) -> Cell:
    if not (_whole(x, MAX_SIDE - 1) and _whole(y, MAX_SIDE - 1)):
        raise ReviewFormatError(f"{what} names a cell off any board")
    assert isinstance(x, int) and isinstance(y, int)
    return x, y


def _cell_list(value: object, what: str) -> tuple[Cell, ...]:
    if not isinstance(value, list) or len(value) > MAX_LISTED:
        raise ReviewFormatError(f"{what} has a list of cells that is not one")
    cells = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ReviewFormatError(f"{what} has a cell that is not [x, y]")
        cells.append(_cell(pair[0], pair[1], what))
    return tuple(cells)
