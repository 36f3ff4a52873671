"""The review of a finished game: every move judged like a coach would, from what the player could see then.

Each move is judged from the position just before it, through the same analysis and the same advice that give
hints (``advice``: open numbers, covered cells and the mine count; flags and question marks are the player's opinion
and count as covered), so the review can never blame a player for a mine the numbers did not prove, nor call a guess
the hint's when the hint, asked then, would have named another cell. A move is one of seven classes:

- ``first``: the first reveal, when nothing was open yet;
- ``proven``: every cell it opened (a reveal or a chord) was proven safe, or the cell it flagged a proven mine;
- ``forced``: a guess when nothing was proven safe, within half a percentage point of the lowest risk there was,
  or the very cell the hint names there (the guessing policy's pick, which may take a little more risk for a cell
  likelier to open the board), so the review never blames a guess the hint would have advised;
- ``risky``: any other guess when nothing was proven safe (a flag on a cell that nothing proved a mine is a guess
  too: its risk is the chance the flag is wrong, and the best was 0); its line names the least risky cell;
- ``avoidable``: a guess while a proven-safe cell existed (the one the hint would have named, with its reason, and
  the chance the click faced);
- ``blunder``: it opened a proven mine (directly, or by a chord beside a wrong flag), or flagged a proven-safe
  cell (which cell was proven, and by which numbers);
- ``wasted``: a click that changed nothing: a flag or question mark taken back (a move of the game), or a click
  the rules refused (an open cell, a chord that opens nothing): those are no moves of the game, kept beside them
  as its play's wasted clicks (``Play.wasted``), and ``review`` merges them in by time (one made in the same
  millisecond as a move comes after it), each with the rules' reason it changed nothing.

A mistake that only a long chain of numbers proves (``Reason.long_chain``) keeps its class, its line walks through the
chain (or, with none, names every number the proof needs), and the summary counts such moves apart: correct by the
rules, but no person could be expected to see it.

The summary counts the classes and gives the accuracy (the share of moves that were first, proven or forced), the
luck (the product of the survival chances of the guesses that opened cells), the extra risk (what the risky and
avoidable openings faced beyond the best available, summed) and the time spent on each class (the game clock
between a move and the one before it).

This module holds what a review is; the judging is ``judge``'s, bounded by one deterministic allowance of solver work
(the moves past it are not judged, and the review says how many: ``Review.unjudged``). The review is kept with the
game as JSON, read back as untrusted (``Review.from_json``).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from itertools import pairwise

from minesweeper.core.actions import MAX_ACTIONS, MAX_CLOCK_MS
from minesweeper.core.board import MAX_SIDE, Cell
from minesweeper.core.errors import ReviewFormatError
from minesweeper.core.figure_text import share
from minesweeper.core.formats.json_text import json_object
from minesweeper.core.language.people import listed
from minesweeper.core.language.translate import _, ngettext

MAX_TEXT = 1000  # the longest explanation read back from a kept review
MAX_LISTED = 100_000  # the most cells a kept move may name (the numbers of a huge group)


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
    proven_safe: tuple[Cell, ...] = ()  # proven-safe cells the reason relies on (to frame)
    least: Cell | None = None  # forced/risky: the least risky cell there was (to outline)
    chain: int = 0  # a proof only a long chain of this many numbers gives (a mistake no person could see)

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
    long_chain: int = 0  # mistakes only a long chain of numbers proves, counted in their classes too
    unjudged: int = 0  # moves left unjudged: the review's work allowance ran out

    @classmethod
    def of(cls, moves: Sequence[MoveReview], unjudged: int = 0) -> ReviewSummary:
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
            counts,
            good / len(moves) if moves else 0.0,
            luck,
            extra,
            time_ms,
            any(move.approximate for move in moves),
            sum(1 for move in moves if move.chain and move.cls in MISTAKES),
            unjudged,
        )

    def line(self) -> str:
        """The summary line of ``--review`` (``long_chain`` and ``unjudged`` are added only when not 0)."""
        c = self.counts
        more = (f" long_chain={self.long_chain}" if self.long_chain else "") + (
            f" unjudged={self.unjudged}" if self.unjudged else ""
        )
        return (  # i18n: fixed (--review's summary line, read by scripts)
            f"review: moves={sum(c.values())} proven={c[MoveClass.PROVEN]} forced={c[MoveClass.FORCED]} "
            f"risky={c[MoveClass.RISKY]} avoidable={c[MoveClass.AVOIDABLE]} blunder={c[MoveClass.BLUNDER]} "
            f"wasted={c[MoveClass.WASTED]} accuracy={self.accuracy:.2f} luck={self.luck:.2f}{more}"
        )

    def sentence(self) -> str:
        """The review in one short sentence for a card, in the player's language: the accuracy and every class of move
        that lowered it, the mistakes only a long chain proves apart, the luck, and what was left unjudged or
        estimated: "Accuracy 92%: 1 risky, 2 wasted; luck 80%."."""
        c = self.counts
        counted = (
            (c[MoveClass.RISKY], ngettext("{count} risky", "{count} risky", c[MoveClass.RISKY])),
            (c[MoveClass.AVOIDABLE], ngettext("{count} avoidable", "{count} avoidable", c[MoveClass.AVOIDABLE])),
            (c[MoveClass.BLUNDER], ngettext("{count} blunder", "{count} blunder", c[MoveClass.BLUNDER])),
            (
                self.long_chain,
                # Translators: how many of the mistakes counted before it only a long chain of numbers proves.
                ngettext(
                    "{count} of them only a long chain proves",
                    "{count} of them only a long chain proves",
                    self.long_chain,
                ),
            ),
            (c[MoveClass.WASTED], ngettext("{count} wasted", "{count} wasted", c[MoveClass.WASTED])),
        )
        lowered = listed(words.format(count=count) for count, words in counted if count)
        figures = {
            "accuracy": share(self.accuracy, for_people=True),
            "mistakes": lowered or _("no mistakes"),
            "luck": share(self.luck, for_people=True),
            "count": self.unjudged,
        }
        if self.unjudged and self.approximate:
            # Translators: this and the next three: {mistakes} lists the moves that lowered the accuracy ("1 risky,
            # 2 wasted"), or says there were none; the luck is the chance of surviving every guess made;
            # "approximate": the solver had to estimate.
            said = ngettext(
                "Accuracy {accuracy}: {mistakes}; luck {luck} (approximate); {count} move not judged: too large to "
                "work out.",
                "Accuracy {accuracy}: {mistakes}; luck {luck} (approximate); {count} moves not judged: too large to "
                "work out.",
                self.unjudged,
            )
        elif self.unjudged:
            said = ngettext(
                "Accuracy {accuracy}: {mistakes}; luck {luck}; {count} move not judged: too large to work out.",
                "Accuracy {accuracy}: {mistakes}; luck {luck}; {count} moves not judged: too large to work out.",
                self.unjudged,
            )
        elif self.approximate:
            said = _("Accuracy {accuracy}: {mistakes}; luck {luck} (approximate).")
        else:
            said = _("Accuracy {accuracy}: {mistakes}; luck {luck}.")
        return said.format(**figures)


@dataclass(frozen=True)
class Review:
    """Every move of a game judged (or the first of them, when the work allowance ran out), and the summary."""

    moves: tuple[MoveReview, ...]
    summary: ReviewSummary

    @property
    def unjudged(self) -> int:
        """How many of the game's moves (and wasted clicks) after the judged ones were left unjudged."""
        return self.summary.unjudged

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
    def of(cls, moves: Sequence[MoveReview], unjudged: int = 0) -> Review:
        return cls(tuple(moves), ReviewSummary.of(moves, unjudged))

    def sentence(self, practice_from: int = 0) -> str:
        """The review in one sentence for a card; a practice game's (``practice_from`` moves of the other game first)
        is of its own moves alone, and says from which move it started."""
        if not practice_from:
            return self.summary.sentence()
        own = ReviewSummary.of(self.moves[self.index_after(practice_from) :], self.unjudged)
        # Translators: {review} is the review's own sentence, of the practice game's moves alone.
        return _("Practice from move {number}: {review}").format(number=practice_from + 1, review=own.sentence())

    def first_mistake(self) -> int | None:
        """The index in ``moves`` of the first risky, avoidable or blunder move, if any."""
        return next((i for i, move in enumerate(self.moves) if move.cls in MISTAKES), None)

    def to_json(self) -> str:
        """The moves as JSON (the summary is worked out again from them on reading)."""
        data: dict[str, object] = {"version": 1, "moves": [_move_dict(m) for m in self.moves]}
        if self.unjudged:
            data["unjudged"] = self.unjudged
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Review:
        """Read what ``to_json`` wrote, as untrusted: any field out of place is one ``ReviewFormatError``."""
        # Translators: {reason} is one of the reasons that follow a text that is not JSON ("is not UTF-8 text").
        kept = _("the kept review {reason}")
        data = json_object(text, lambda reason: ReviewFormatError(kept.format(reason=reason)))
        if data.get("version") != 1 or not isinstance(data.get("moves"), list):
            raise ReviewFormatError(_("the kept review is not a version 1 review with its moves"))
        items = data["moves"]
        if len(items) > MAX_ACTIONS:
            raise ReviewFormatError(_("the kept review has more than {most} moves").format(most=MAX_ACTIONS))
        unjudged = data.get("unjudged", 0)
        if not _whole(unjudged, MAX_ACTIONS):
            raise ReviewFormatError(_("the kept review's count of unjudged moves is not a whole number of moves"))
        moves = [_read_move(item, number) for number, item in enumerate(items, start=1)]
        if any(b.t < a.t for a, b in pairwise(moves)):
            raise ReviewFormatError(_("the kept review's move times run backwards"))
        assert isinstance(unjudged, int)
        return cls.of(moves, unjudged)


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
    if move.proven_safe:
        data["safes"] = [list(c) for c in move.proven_safe]
    if move.least is not None:
        data["least"] = list(move.least)
    if move.chain:
        data["chain"] = move.chain
    return data


def _read_move(item: object, number: int) -> MoveReview:
    # Translators: the subject of the sentences below that start with {what}.
    what = _("the kept review's move {number}").format(number=number)
    if not isinstance(item, dict):
        raise ReviewFormatError(_("{what} is not an object").format(what=what))
    t, action, text, cls = item.get("t"), item.get("a"), item.get("text"), item.get("c")
    if not _whole(t, MAX_CLOCK_MS) or action not in ACTIONS or cls not in set(MoveClass):
        raise ReviewFormatError(_("{what} has no time, action or class it could have").format(what=what))
    if not isinstance(text, str) or not 0 < len(text) <= MAX_TEXT or not text.isprintable():
        raise ReviewFormatError(_("{what} has no explanation in one short line").format(what=what))
    risk, best = item.get("risk"), item.get("best")
    for chance in (risk, best):
        if chance is not None and (
            isinstance(chance, bool) or not isinstance(chance, int | float) or not 0.0 <= chance <= 1.0
        ):
            raise ReviewFormatError(_("{what} has a chance outside 0 to 1").format(what=what))
    cls = MoveClass(cls)
    if item.get("approximate", False) not in (True, False) or item.get("refused", False) not in (True, False):
        raise ReviewFormatError(_("{what}: approximate and refused must be true or false").format(what=what))
    refused = bool(item.get("refused", False))
    if refused and (cls is not MoveClass.WASTED or action == "unflag" or action == "question"):
        raise ReviewFormatError(
            _("{what}: a click the rules refused is a wasted reveal, flag or chord").format(what=what)
        )
    safe, least, chain = item.get("safe"), item.get("least"), item.get("chain", 0)
    if not _whole(chain, MAX_LISTED):
        raise ReviewFormatError(_("{what}: the length of its chain of numbers is not a whole number").format(what=what))
    guess = cls in (MoveClass.FORCED, MoveClass.RISKY, MoveClass.AVOIDABLE)
    if guess != (risk is not None and best is not None):
        raise ReviewFormatError(
            _("{what}: a guess has its risk and the best there was, and only a guess does").format(what=what)
        )
    assert isinstance(t, int) and isinstance(chain, int)
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
        _cell_list(item.get("safes", []), what),
        None if least is None else _cell_list([least], what)[0],
        chain,
    )


def _whole(value: object, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _cell(x: object, y: object, what: str) -> Cell:
    if not (_whole(x, MAX_SIDE - 1) and _whole(y, MAX_SIDE - 1)):
        raise ReviewFormatError(_("{what} names a cell off any board").format(what=what))
    assert isinstance(x, int) and isinstance(y, int)
    return x, y


def _cell_list(value: object, what: str) -> tuple[Cell, ...]:
    if not isinstance(value, list) or len(value) > MAX_LISTED:
        raise ReviewFormatError(_("{what} has a list of cells that is not one").format(what=what))
    cells = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ReviewFormatError(_("{what} has a cell that is not [x, y]").format(what=what))
        cells.append(_cell(pair[0], pair[1], what))
    return tuple(cells)
