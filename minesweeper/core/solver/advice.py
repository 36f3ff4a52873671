"""The one advice for a position: what the hint names, what the review judges a move against, what the verdict
quotes and what the auto-player plays.

Every part of the game that asks "what should the player do here?" asks ``advise`` (or, once it knows nothing is
proven, ``guess``), so the hint, the review, the verdict and the auto-player can never disagree: one set of gates
decides when the guessing policy is asked, one view of the board is analysed, and one sentence says why.

- Before the first click of a classic board dealt at random: the opening table's best first cell for its
  first-click rule, with the solver's win rate from there (``general``: true of every such board, so asking for it
  tells nothing of this one).
- A proven-safe cell, the one whose reason is simplest to follow (a flagged one too: the player should know).
- Else a proven mine not flagged yet, the simplest likewise.
- Else a guess: the guessing policy's pick (``policy.choose_guess``) where it can be worked out exactly and quickly
  — an exact analysis of a board of at most ``POLICY_CELLS`` cells — and the pick is not flagged; otherwise the
  least risky covered cell the player has not flagged.

The view is what the player sees: open numbers, covered cells and the mine count. Flags and question marks are the
player's opinion: the analysis counts them as covered, and only the choice of a guess leaves flagged cells out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from minesweeper.core.board import Cell
from minesweeper.core.figure_text import chance_text
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.translate import _
from minesweeper.core.solver.analysis import DEFAULT_BUDGET, Analysis, Cancelled, InconsistentView, analyse
from minesweeper.core.solver.counting import GroupCount
from minesweeper.core.solver.exact import Signature
from minesweeper.core.solver.openings import best_first_click
from minesweeper.core.solver.policy import WHY, choose_guess
from minesweeper.core.solver.reasons import Reason
from minesweeper.core.view import Tile

# The policy's guess is worked out only on boards up to this many cells: its look-ahead asks the solver again for
# every number a candidate could show, which cannot be cancelled midway (Expert: a few ms).
POLICY_CELLS = 2_500
LEAST_RISKY = "least risky"  # i18n: fixed (a rule's key) the rule of a guess the policy did not pick
SOLVER_VIEW = bytes(min(v, Tile.COVERED) for v in range(256))  # flags and marks are covered to the solver


class Kind(Enum):
    """What the advice is."""

    FIRST_CLICK = "first click"  # i18n: fixed (a name) before the first click: where to start, or anywhere
    SAFE = "safe"  # a proven-safe cell: open it
    MINE = "mine"  # a proven mine not flagged yet: flag it
    GUESS = "guess"  # nothing proven: the cell to guess
    NOTHING = "nothing"  # a game over, or a view no arrangement of mines fits


@dataclass(frozen=True, slots=True)
class Advice:
    """One cell to act on and why, in the words the front ends show."""

    kind: Kind
    cell: Cell | None
    chance: float  # the cell's chance of a mine: 0 or 1 when proven
    text: str
    reason: Reason | None = None  # a proven cell's reason
    rule: str = ""  # a guess: a key of ``policy.WHY``, or ``LEAST_RISKY``
    exact: bool = True  # the analysis counted every arrangement (else the chances are estimates)
    general: bool = False  # true of every board dealt like this one (the best first click): tells nothing of it

    @property
    def mine(self) -> bool | None:
        """True: flag the cell; False: open it; None: a guess (or no cell)."""
        return {Kind.SAFE: False, Kind.MINE: True}.get(self.kind, False if self.general else None)

    @property
    def sources(self) -> tuple[Cell, ...]:
        """The open numbers that prove it, to frame."""
        return self.reason.sources if self.reason is not None else ()

    @property
    def chained(self) -> bool:
        """The proof is a chain: ``sources`` are its numbers in the order its steps take them, to follow one by one."""
        return self.reason is not None and bool(self.reason.chain)

    @property
    def proven_mines(self) -> tuple[Cell, ...]:
        """The proven mines those numbers' counts rely on, to frame."""
        return self.reason.proven_mines if self.reason is not None else ()

    @property
    def proven_safe(self) -> tuple[Cell, ...]:
        """The proven-safe cells those numbers leave out, to frame."""
        return self.reason.proven_safe if self.reason is not None else ()

    @property
    def tells(self) -> bool:
        """Acting on it uses what the solver knows of this board, so the game becomes assisted: any advice that
        names a cell, except the best first click, which is true of every board dealt like this one."""
        return self.cell is not None and not self.general

    @property
    def policy(self) -> bool:
        """A guess the guessing policy picked (the hint says why in a few words)."""
        return self.kind is Kind.GUESS and self.rule != LEAST_RISKY


def solver_view(game: Game) -> bytes:
    """What the solver reads of ``game``: its visible tiles with flags and question marks as covered cells."""
    return game.visible().translate(SOLVER_VIEW)


def analysis_of(
    game: Game,
    *,
    budget: int = DEFAULT_BUDGET,
    cancelled: Callable[[], bool] | None = None,
    cache: dict[Signature, GroupCount] | None = None,
) -> Analysis:
    """The solver's analysis of what the player sees now (``InconsistentView`` when no arrangement fits)."""
    return analyse(
        game.width,
        game.height,
        game.difficulty.mines,
        solver_view(game),
        budget=budget,
        cancelled=cancelled,
        cache=cache,
    )


def advise(
    game: Game,
    analysis: Analysis | None = None,
    *,
    budget: int = DEFAULT_BUDGET,
    cancelled: Callable[[], bool] | None = None,
    cache: dict[Signature, GroupCount] | None = None,
) -> Advice:
    """What to do next in ``game``, and why; ``analysis`` is the game's own (``analysis_of``) when the caller has it.
    ``Cancelled`` propagates when ``cancelled`` turns true."""
    if game.state is GameState.READY and not game.opened_at_start:
        return _first_click(game)
    if game.is_over:
        return Advice(Kind.NOTHING, None, 0.0, _("The game is over: start a new one"))
    if analysis is None:
        try:
            analysis = analysis_of(game, budget=budget, cancelled=cancelled, cache=cache)
        except InconsistentView:
            return Advice(
                Kind.NOTHING, None, 0.0, _("The numbers on this board contradict each other: no hint can be given")
            )
    safe = analysis.simplest(analysis.safe)
    if safe is not None:
        reason = analysis.safe[safe]
        if game.tile(*safe) is Tile.FLAG:
            said = _("{cell} is safe (it is flagged): {reason}")
        else:
            # Translators: {cell} is a cell's name (A5), never translated; {reason} is the proof, a sentence of its own.
            said = _("{cell} is safe: {reason}")
        return Advice(Kind.SAFE, safe, 0.0, said.format(cell=cell_name(*safe), reason=reason.text), reason)
    mine = analysis.simplest(cell for cell in analysis.mines if game.tile(*cell) is not Tile.FLAG)
    if mine is not None:
        reason = analysis.mines[mine]
        said = _("{cell} is a mine: {reason}").format(cell=cell_name(*mine), reason=reason.text)
        return Advice(Kind.MINE, mine, 1.0, said, reason)
    if cancelled is not None and cancelled():
        raise Cancelled
    return guess(game, analysis, cache=cache)


def guess(game: Game, analysis: Analysis, *, cache: dict[Signature, GroupCount] | None = None) -> Advice:
    """The guess to make in ``game`` (``analysis`` its own) when nothing is proven: the policy's pick where it is
    worked out (exact, at most ``POLICY_CELLS`` cells, not flagged), else the least risky unflagged covered cell."""
    if analysis.exact and analysis.solutions is not None and game.width * game.height <= POLICY_CELLS:
        pick = choose_guess(game.width, game.height, game.difficulty.mines, solver_view(game), analysis, cache=cache)
        if game.tile(*pick.cell) is not Tile.FLAG:
            # Translators: {chance} is the chance the cell is safe ("87.5%"); {why} says why the policy picks it.
            said = _("Nothing is certain: try {cell}, {chance} safe: {why}").format(
                cell=cell_name(*pick.cell), chance=chance_text(pick.safety), why=_(WHY[pick.rule])
            )
            return Advice(Kind.GUESS, pick.cell, 1.0 - pick.safety, said, rule=pick.rule)
    cell, chance = least_risky(game, analysis)
    if analysis.exact:
        said = _("Nothing is certain: {cell} is the least risky cell, with a {chance} chance of a mine")
    else:
        said = _(
            "Nothing is certain: {cell} is the least risky cell, with a {chance} chance of a mine (estimated: the "
            "board is too open to count exactly)"
        )
    said = said.format(cell=cell_name(*cell), chance=chance_text(chance))
    return Advice(Kind.GUESS, cell, chance, said, rule=LEAST_RISKY, exact=analysis.exact)


def least_risky(game: Game, analysis: Analysis) -> tuple[Cell, float]:
    """The covered, unflagged, undecided cell least likely to be a mine (the first in reading order among equals),
    and its chance. Cells away from every number share one chance, so only the first of them in reading order is
    looked at: a giant board is not read cell by cell."""
    width, tiles = game.width, game.visible()

    def open_to_guess(x: int, y: int) -> bool:
        return tiles[y * width + x] in (Tile.COVERED, Tile.QUESTION)

    candidates = [(chance, y, x) for (x, y), chance in analysis.frontier.items() if open_to_guess(x, y)]
    if analysis.outside_cells:
        proven = analysis.safe.keys() | analysis.mines.keys()
        away = next(
            (
                (x, y)
                for y in range(game.height)
                for x in range(width)
                if open_to_guess(x, y) and (x, y) not in analysis.frontier and (x, y) not in proven
            ),
            None,
        )
        if away is not None:
            candidates.append((analysis.outside, away[1], away[0]))
    if not candidates:
        raise ValueError("every undecided covered cell is flagged: there is no cell to guess")  # i18n: fixed (a bug)
    chance, y, x = min(candidates)
    return (x, y), chance


def _first_click(game: Game) -> Advice:
    """Before the first click: the opening table's best cell for a classic board dealt at random under the board's
    first-click rule, with the solver's win rate from it; any other board, no cell to suggest."""
    source = game.mine_source
    if source.known is not None:  # laid in advance: the first click lands wherever the layout says
        chance = game.difficulty.mines / (game.width * game.height)
        return Advice(
            Kind.FIRST_CLICK,
            None,
            chance,
            _(
                "Open any cell: this board was laid before the first click, so each cell has a {chance} chance of a "
                "mine"
            ).format(chance=chance_text(chance)),
        )
    best = (
        best_first_click(game.width, game.height, game.difficulty.mines, source.rule.value)
        if isinstance(source, RandomMines)
        else None
    )
    if best is None:
        return Advice(Kind.FIRST_CLICK, None, 0.0, _("Open any cell: the first click is never a mine"))
    return Advice(
        Kind.FIRST_CLICK,
        best.cell,
        0.0,
        _("Best first click: {cell}: the solver wins {chance} of games started there").format(
            cell=cell_name(*best.cell), chance=chance_text(best.rate)
        ),
        general=True,
    )
