"""The hint solver: from what the player sees, every provable cell with its reason and every mine chance.

``analyse`` takes only the visible board — width, height, the total mine count and one byte per cell
(0–8 an open number, anything from 9 up covered: flags and question marks are the player's opinion and are
never trusted) — so it cannot cheat, and a front end can ask it at any moment. It applies the cheap local
rules first (``solver_state``), then counts what they leave exactly, group by group, weighted by the total
mine count (``solver_exact``). The cost follows the frontier: only numbers next to covered cells are ever
visited, and whole-board scans are done on bytes at C speed. The work is bounded by a deterministic budget
of counting steps, never a clock; past it the analysis says which approximation it used. A window can run
it in a thread and stop it through ``cancelled``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cached_property

from minesweeper.core.board import padding
from minesweeper.core.errors import InconsistentView
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.solver.chain import chain, fewest_numbers
from minesweeper.core.solver.counting import Budget, Cancelled, GroupCount
from minesweeper.core.solver.exact import ExactFindings, MineCountContradiction, Signature, exact_step
from minesweeper.core.solver.reasons import LONG_CHAIN, Reason
from minesweeper.core.solver.state import OPEN, PROVEN_MINE, SAFE, UNKNOWN, Contradiction, Knowledge, Proof, Rule

__all__ = ["DEFAULT_BUDGET", "Analysis", "Cancelled", "InconsistentView", "analyse"]  # i18n: fixed (names)
__all__ += ["Reason", "Rule", "cell_name"]  # i18n: fixed (names the solver's callers take from here too)

DEFAULT_BUDGET = 3_000_000  # counting steps; Expert positions need thousands, huge frontiers far more


class Analysis:
    """What the solver proved and the mine probability of every covered cell of one visible board."""

    def __init__(self, knowledge: Knowledge, total_mines: int, outcome: ExactFindings) -> None:
        self.width, self.height, self.total_mines = knowledge.width, knowledge.height, total_mines
        self._knowledge = knowledge
        # The local rules' proofs are the knowledge's own (it is never changed once analysed: what-ifs copy it);
        # the exact step's come after them all.
        self._local = knowledge.proofs
        self._exact: dict[int, tuple[bool, Proof]] = {cell: (mine, proof) for cell, mine, proof in outcome.certain}
        local_mines = knowledge.mines_found  # every local proof of a mine, none of which a reveal ever removes
        exact_mines = sum(1 for mine, _ in self._exact.values() if mine)
        self._proven_counts = {
            True: local_mines + exact_mines,
            False: len(self._local) - local_mines + len(self._exact) - exact_mines,
        }
        combined = outcome.combined
        self.outside = combined.outside  # chance of each undecided covered cell that touches no number
        self.outside_cells = outcome.outside  # how many such cells there are (approximated groups included)
        self.solutions: int | None = combined.total  # arrangements fitting the view, when counted exactly
        self._group_totals = [count.totals for count in outcome.counts if count is not None]
        self._remaining = outcome.remaining
        self._outcome = outcome
        self._chance: dict[int, float] = {}
        for slot, position in enumerate(outcome.counted):
            group, count = outcome.groups[position], outcome.counts[position]
            assert count is not None
            exact = combined.exact_weights[slot] if combined.exact_weights is not None else None
            posterior = combined.posteriors[slot]
            for box, marginal in zip(group.boxes, count.box_mines, strict=True):
                if exact is not None and combined.total is not None:
                    mines = sum(w * marginal[k] for k, w in exact.items())
                    chance = mines / (combined.total * len(box))
                else:
                    chance = sum(p * marginal[k] / count.totals[k] for k, p in posterior.items()) / len(box)
                for cell in box:
                    self._chance[cell] = chance
        skipped = [outcome.groups[i] for i, c in enumerate(outcome.counts) if c is None]
        shares: dict[int, list[float]] = {}
        for group in skipped:  # each cell: the average share of the mines its numbers still need
            for number in group.numbers:
                cells = knowledge.cells(number)
                for cell in cells:
                    shares.setdefault(cell, []).append(knowledge.need[number] / len(cells))
        for cell, share in shares.items():
            self._chance[cell] = sum(share) / len(share)
        self.exact = not skipped
        if skipped:
            size = sum(g.cells for g in skipped)
            self.note = (  # i18n: fixed (for developers and the tests: no front end shows it)
                f"approximate: {len(skipped)} group(s) of {size} covered cells were too large to "
                f"count within the work budget; each of their cells gets the average share of the "
                f"mines its numbers still need, and the rest treats those cells as free when "
                f"weighting by the mine count"
            )
        else:
            self.note = "exact: every arrangement that fits the numbers and the mine count was counted"  # i18n: fixed

    @property
    def active_numbers(self) -> int:
        """How many open numbers still have undecided neighbours: the size of the frontier the solver worked on."""
        return len(self._knowledge.need)

    @property
    def weighing_work(self) -> int:
        """The steps it took to weigh the groups against each other by the mine count (``combine``)."""
        return self._outcome.combined.work

    @property
    def proven_count(self) -> int:
        """How many covered cells are proven, safe or mine."""
        return len(self._local) + len(self._exact)

    def _on_board(self, x: int, y: int) -> None:
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"({x}, {y}) is off the {self.width}×{self.height} board")  # i18n: fixed (a bug)

    def count_if(
        self,
        mines_at: Iterable[tuple[int, int]] = (),
        safe_at: Iterable[tuple[int, int]] = (),
        *,
        budget: int = DEFAULT_BUDGET,
        cache: dict[Signature, GroupCount] | None = None,
    ) -> int | None:
        """How many arrangements fitting this view also have a mine on every cell of ``mines_at`` and none on
        ``safe_at`` (covered cells, (x, y)): 0 when none does, None when it cannot be counted exactly (a group too
        large for ``budget``, or a board so open that its weights are estimated). The guessing policy asks such
        what-ifs ("how often is this pair a fifty-fifty no number can settle?"). The what-if starts from this
        analysis's settled knowledge, so only the numbers around the assumed cells are looked at again; ``cache``
        shares group counts with ``analyse``."""
        mines_at, safe_at = list(mines_at), list(safe_at)
        for x, y in (*mines_at, *safe_at):
            self._on_board(x, y)
        if set(mines_at) & set(safe_at):
            return 0  # no arrangement has a cell both mined and clear
        knowledge = self._knowledge
        if (
            self.exact
            and self.solutions is not None
            and all(
                knowledge.state[cell] == UNKNOWN and cell not in self._chance and self._proof_of(cell) is None
                for cell in (knowledge.index(x, y) for x, y in (*mines_at, *safe_at))
            )
        ):
            return self._count_outside(len(set(mines_at)), len(set(safe_at)))
        knowledge = knowledge.copy()
        try:
            for cells, mine in ((mines_at, True), (safe_at, False)):
                for x, y in cells:
                    cell = knowledge.index(x, y)
                    if knowledge.state[cell] != UNKNOWN:
                        if knowledge.state[cell] == (PROVEN_MINE if mine else SAFE):
                            continue
                        if knowledge.state[cell] in (PROVEN_MINE, SAFE):
                            return 0
                        raise ValueError(  # i18n: fixed (a caller's bug)
                            f"{cell_name(x, y)} is not a covered cell, so nothing can be assumed there"
                        )
                    knowledge.assume(cell, mine)
            knowledge.settle()
            outcome = exact_step(knowledge, self.total_mines, Budget(budget), cache)
        except (Contradiction, MineCountContradiction):
            return 0
        if any(count is None for count in outcome.counts):
            return None
        return outcome.combined.total

    def reveal(
        self,
        x: int,
        y: int,
        value: int,
        *,
        budget: int = DEFAULT_BUDGET,
        cache: dict[Signature, GroupCount] | None = None,
    ) -> Analysis:
        """The analysis of this view with the covered cell (x, y) opened on ``value``: the same proven cells and
        chances ``analyse`` gives for that view (the reasons may name other numbers: the proofs found before
        are kept), found from this analysis's settled knowledge so that only the numbers around the cell are
        looked at again (the guessing policy imagines every number of every cell it weighs). Raises
        ``InconsistentView`` when no arrangement fits."""
        self._on_board(x, y)
        state = self._knowledge.state[self._knowledge.index(x, y)]
        if state not in (UNKNOWN, SAFE, PROVEN_MINE):
            raise ValueError(f"{cell_name(x, y)} is not a covered cell, so it cannot be revealed")  # i18n: fixed
        if state == PROVEN_MINE:
            said = _("{cell} is proven a mine, so it cannot show a number")
            raise InconsistentView(said.format(cell=cell_name(x, y)))
        try:
            return self.opened({(x, y): value}, budget=budget, cache=cache)
        except InconsistentView:
            # Translators: {number} is a number a cell would show, {cell} the cell.
            no_arrangement = _("no arrangement of mines fits a {number} at {cell}")
            raise InconsistentView(no_arrangement.format(number=value, cell=cell_name(x, y))) from None

    def opened(
        self,
        numbers: dict[tuple[int, int], int],
        *,
        budget: int | Budget = DEFAULT_BUDGET,
        cache: dict[Signature, GroupCount] | None = None,
    ) -> Analysis:
        """The analysis of this view once the covered cells of ``numbers`` are open, each on its number: the same
        proven cells and chances ``analyse`` gives for that view, found from this analysis's settled knowledge, so
        only the numbers around the opened cells are looked at again (a review walks a giant board's game this way,
        move by move). The reasons of cells proven before are kept: they were true then and stay true, as knowledge
        only grows. Raises ``InconsistentView`` when no arrangement fits (a number opened on a proven mine too)."""
        knowledge = self._knowledge.copy()
        cells = []
        for (x, y), value in numbers.items():
            self._on_board(x, y)
            cell = knowledge.index(x, y)
            if knowledge.state[cell] == PROVEN_MINE:
                said = _("{cell} is proven a mine, so it cannot show a number")
                raise InconsistentView(said.format(cell=cell_name(x, y)))
            if knowledge.state[cell] not in (UNKNOWN, SAFE):
                raise ValueError(f"{cell_name(x, y)} is not a covered cell, so it cannot be opened")  # i18n: fixed
            cells.append((cell, value))
        try:
            # Every opened cell is taken off its neighbours' covered cells first, so that no new number counts
            # another one opened with it as covered.
            for cell, _value in cells:
                if knowledge.state[cell] == UNKNOWN:
                    knowledge.assume(cell, False)
                knowledge.proofs.pop(cell, None)  # open now, no longer a proven cell
            for cell, value in cells:
                knowledge.add_number(cell, value)
            knowledge.settle()
            allowance = budget if isinstance(budget, Budget) else Budget(budget)
            outcome = exact_step(knowledge, self.total_mines, allowance, cache)
        except (Contradiction, MineCountContradiction):
            raise InconsistentView(_("no arrangement of mines fits the numbers opened")) from None
        return Analysis(knowledge, self.total_mines, outcome)

    @cached_property
    def _ways_by_group_mines(self) -> list[int]:
        """How many ways the counted groups together can hold k mines, for each k."""
        ways = [1]
        for totals in self._group_totals:
            spread = [0] * (len(ways) + len(totals) - 1)
            for k, w in enumerate(ways):
                if w:
                    for j, t in enumerate(totals):
                        spread[k + j] += w * t
            ways = spread
        return ways

    def _count_outside(self, mines: int, safe: int) -> int:
        """``count_if`` for cells that touch no number: those cells are interchangeable, so the arrangements
        with ``mines`` given ones mined and ``safe`` given ones clear follow from the groups' mine totals alone
        (the rest of the outside takes the mines the groups leave, in comb(cells left, mines left) ways)."""
        free = self.outside_cells - mines - safe
        total = 0
        for k, ways in enumerate(self._ways_by_group_mines):
            left = self._remaining - k - mines
            if ways and 0 <= left <= free:
                total += ways * math.comb(free, left)
        return total

    # ------------------------------------------------------------------ proven cells

    def _proof_of(self, cell: int) -> tuple[bool, Proof] | None:
        """Whether the covered cell (a padded index) is proven a mine or safe, and why; None while undecided."""
        local = self._local.get(cell)
        if local is not None:
            return self._knowledge.state[cell] == PROVEN_MINE, local
        return self._exact.get(cell)

    def _rank(self, cell: int) -> int:
        """Where a proven cell comes in the order of proof: the local rules' in the order found, then the exact
        step's, all at once."""
        rank = self._knowledge.rank
        return rank[cell] if cell in self._local else len(rank)

    def _premises(
        self, cell: int, mine: bool, proof: Proof, sources: tuple[int, ...]
    ) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
        """The cells proven before ``cell`` next to its proof's numbers: mines (what those numbers' counts took
        off) and safe cells (what their covered neighbours leave out), each in reading order.

        A number left with "all its mines found" (the single-number rule, safe) rests on its mines alone, and one
        whose covered neighbours are all mines (the single-number rule, mine) on its safe cells alone (a proven
        mine is among its covered neighbours). A cell proven by the exact step rests on the local rules' findings
        (the exact step's come all at once); cells proven together by one firing of a rule rest on none of each
        other."""
        rule = proof[0]
        around = self._knowledge.around
        before = self._rank(cell)
        found: dict[int, bool] = {}
        for source in sources:
            for d in around:
                other = source + d
                proven = self._proof_of(other)
                if proven is not None and proven[1] is not proof and self._rank(other) < before:
                    found[other] = proven[0]
        coords = self._knowledge.coords

        def reading(cells: Iterable[int]) -> tuple[tuple[int, int], ...]:
            return tuple(sorted((coords(c) for c in cells), key=lambda c: (c[1], c[0])))

        mines = () if rule is Rule.SINGLE and mine else reading(c for c, m in found.items() if m)
        safe = () if rule is Rule.SINGLE and not mine else reading(c for c, m in found.items() if not m)
        return mines, safe

    def _count_sources(self, cell: int, mine: bool, numbers: tuple[int, ...]) -> tuple[int, ...]:
        """The numbers a proof by the mine count rests on: its own group's, when that group alone with the mines
        left over the other undecided cells forces ``cell``; else every counted group's (they all bound how many
        mines the others can take)."""
        outcome = self._outcome
        every = tuple(sorted(n for i in outcome.counted for n in outcome.groups[i].numbers))
        if not numbers:
            return every
        position = next((i for i in outcome.counted if outcome.groups[i].numbers == numbers), None)
        if position is None:
            return every
        group, count = outcome.groups[position], outcome.counts[position]
        assert count is not None
        others = self._knowledge.state.count(UNKNOWN) - group.cells
        box = next(i for i, b in enumerate(group.boxes) if cell in b)
        size, marginal = len(group.boxes[box]), count.box_mines[box]
        alone = [k for k, total in enumerate(count.totals) if total and 0 <= outcome.remaining - k <= others]
        if all(marginal[k] == (size * count.totals[k] if mine else 0) for k in alone):
            return numbers
        return every

    def _reason(self, cell: int, mine: bool, proof: Proof) -> Reason:
        """Why ``cell`` is proven, in the fewest numbers found: a case split over a few of its group's numbers (or the
        mine count over a few groups'), or, where those would be more than ``LONG_CHAIN``, a chain through them a
        player can follow step by step (with steps by the mine count, for a proof by the mine count)."""
        knowledge = self._knowledge
        rule, sources, figure = proof
        total = undecided = 0
        if rule is Rule.CASES:
            group, sources = sources, fewest_numbers(knowledge, cell, mine, sources)
            found = chain(knowledge, cell, mine, group) if len(sources) > LONG_CHAIN else None
            if found is not None:
                return found.reason(knowledge.coords(cell), mine)
        elif rule is Rule.COUNT:
            sources = self._count_sources(cell, mine, sources)
            total, undecided = self.total_mines, knowledge.state.count(UNKNOWN)
            found = chain(knowledge, cell, mine, knowledge.need, total) if len(sources) > LONG_CHAIN else None
            if found is not None:
                return found.reason(knowledge.coords(cell), mine)
        mines, safe = self._premises(cell, mine, proof, sources)
        return Reason(
            rule,
            knowledge.coords(cell),
            mine,
            tuple(knowledge.coords(s) for s in sources),
            tuple(knowledge.value[s] for s in sources),
            figure,
            mines,
            safe,
            total=total,
            undecided=undecided,
        )

    @cached_property
    def safe(self) -> ProvenCells:
        """Covered cells proven safe, in reading order, each with why (worked out when asked for)."""
        return ProvenCells(self, False)

    @cached_property
    def mines(self) -> ProvenCells:
        """Covered cells proven to be mines, in reading order, each with why (worked out when asked for)."""
        return ProvenCells(self, True)

    def simplest(self, cells: Iterable[tuple[int, int]]) -> tuple[int, int] | None:
        """Of proven ``cells``, the one whose reason is easiest to follow: the simplest rule (one number, then two,
        then a case split, then the mine count), then the fewest numbers, then reading order; None if none."""
        rank = {rule: rank for rank, rule in enumerate(Rule)}
        knowledge = self._knowledge

        def effort(cell: tuple[int, int]) -> tuple[int, int, int, int]:
            proven = self._proof_of(knowledge.index(*cell))
            assert proven is not None, "only proven cells are compared"  # i18n: fixed (a check)
            rule, sources, _ = proven[1]
            return rank[rule], len(sources), cell[1], cell[0]

        return min(cells, key=effort, default=None)

    def hint(self) -> Reason | None:
        """One proven cell to show the player: a safe cell by the simplest rule, else a mine; None if stuck."""
        cell = self.simplest(self.safe) or self.simplest(self.mines)
        if cell is None:
            return None
        return self.safe[cell] if cell in self.safe else self.mines[cell]

    # ------------------------------------------------------------------ probabilities

    @cached_property
    def frontier(self) -> dict[tuple[int, int], float]:
        """Mine chance of each undecided covered cell next to a number (proven cells are left out)."""
        coords = self._knowledge.coords
        return {coords(c): p for c, p in sorted(self._chance.items()) if self._proof_of(c) is None}

    def probability(self, x: int, y: int) -> float:
        """The chance that (x, y) is a mine: 0 for open and proven-safe cells, 1 for proven mines."""
        self._on_board(x, y)
        knowledge = self._knowledge
        cell = knowledge.index(x, y)
        proven = self._proof_of(cell)
        if proven is not None:
            return 1.0 if proven[0] else 0.0
        if knowledge.state[cell] == OPEN:
            return 0.0
        return self._chance.get(cell, self.outside)

    def probabilities(self) -> list[float]:
        """Row-major mine chances of every cell (open cells 0): a whole-board convenience for tests."""
        return [self.probability(x, y) for y in range(self.height) for x in range(self.width)]


def analyse(
    width: int,
    height: int,
    mines: int,
    tiles: bytes,
    *,
    budget: int | Budget = DEFAULT_BUDGET,
    cancelled: Callable[[], bool] | None = None,
    cache: dict[Signature, GroupCount] | None = None,
) -> Analysis:
    """Analyse the visible board ``tiles`` (row-major, one ``Tile`` value per cell) holding ``mines`` mines.

    ``budget`` bounds the counting steps (groups past it are approximated and the analysis says so): a number,
    or a ``Budget`` shared by several analyses (then ``cancelled`` is the budget's own); ``cancelled`` is polled
    between counting steps. ``cache`` keeps group counts between analyses of positions that follow each other
    (a group the move did not touch is not counted again). Raises ``InconsistentView`` if no arrangement of mines
    fits what is shown, ``Cancelled`` if ``cancelled()`` turns true while it counts.
    """
    if len(tiles) != width * height:
        raise ValueError(f"a {width}×{height} board has {width * height} tiles, not {len(tiles)}")  # i18n: fixed
    if not 0 <= mines <= width * height:
        raise ValueError(f"a {width}×{height} board cannot hold {mines} mines")  # i18n: fixed (a caller's bug)
    try:
        knowledge = Knowledge(width, height, bytes(tiles))
        knowledge.settle()
        allowance = budget if isinstance(budget, Budget) else Budget(budget, cancelled)
        outcome = exact_step(knowledge, mines, allowance, cache)
    except Contradiction as error:
        x, y = padding(width, height).coords(error.cell)  # a padded index, as the solver's state uses
        # Translators: {number} is a number shown on the board, {cell} its cell.
        said = _("no arrangement of mines fits the {number} at {cell} together with the numbers around it")
        raise InconsistentView(said.format(number=tiles[y * width + x], cell=cell_name(x, y))) from None
    except MineCountContradiction:
        said = ngettext(
            "the numbers cannot be completed with exactly {count} mine",
            "the numbers cannot be completed with exactly {count} mines",
            mines,
        )
        raise InconsistentView(said.format(count=mines)) from None
    return Analysis(knowledge, mines, outcome)


class ProvenCells(Mapping[tuple[int, int], Reason]):
    """An analysis's proven-safe (or proven-mine) cells in reading order, each with its ``Reason`` built only when
    read: a giant board proves thousands of cells, and a hint or a review asks about one or two of them (a cell's
    membership and the count are answered without listing them all)."""

    def __init__(self, analysis: Analysis, mine: bool) -> None:
        self._analysis = analysis
        self._mine = mine
        self._reasons: dict[tuple[int, int], Reason] = {}

    def _proven(self, cell: object) -> tuple[int, Proof] | None:
        """The padded index and proof of ``cell`` when it is proven this mapping's way."""
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)):
            return None
        x, y = cell
        analysis = self._analysis
        if not (0 <= x < analysis.width and 0 <= y < analysis.height):
            return None
        index = analysis._knowledge.index(x, y)
        proven = analysis._proof_of(index)
        return (index, proven[1]) if proven is not None and proven[0] == self._mine else None

    def __getitem__(self, cell: tuple[int, int]) -> Reason:
        reason = self._reasons.get(cell)
        if reason is None:
            proven = self._proven(cell)
            if proven is None:
                raise KeyError(cell)
            reason = self._reasons[cell] = self._analysis._reason(proven[0], self._mine, proven[1])
        return reason

    def __contains__(self, cell: object) -> bool:
        return self._proven(cell) is not None

    @cached_property
    def _cells(self) -> list[tuple[int, int]]:
        analysis, mine = self._analysis, self._mine
        state = analysis._knowledge.state
        local = (c for c in analysis._local if (state[c] == PROVEN_MINE) == mine)
        exact = (c for c, (is_mine, _) in analysis._exact.items() if is_mine == mine)
        return [analysis._knowledge.coords(c) for c in sorted((*local, *exact))]

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self._cells)

    def __len__(self) -> int:
        return self._analysis._proven_counts[self._mine]
